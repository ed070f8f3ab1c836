"""The marks the choice reader reads around a mention of an option: the filler that may surround a
committed choice, the commit markers before it ("选", "答案是", "I pick"), the negations before and
after it ("不是 B", "B 不对"), the affirmations after it ("B 对"), the corrections that take an earlier
choice back ("哦不", "改选"), and the links that continue a list of options ("和", "、", "and").
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading import _words as lexicon
from bank.grading._text import word_characters


def _words(text: str) -> list[str]:
    return text.split()


_ZH_FILLER = _words(  # longest first: what may surround a committed choice and mean nothing more
    "我的最终答案是 我的答案是 正确答案是 正确答案为 最终答案 正确答案 答案应该是 答案是 答案为 "
    "答案 我会选择 我选择 我会选 我选 选择项 选择 应该选 应选 选项 我觉得是 我觉得 我认为是 我认为 我猜是 "
    "我猜 我感觉 应该是 应该 可能是 大概是 大概 估计是 肯定是 肯定 "
    "妥妥的 妥妥 稳稳的 铁定是 铁定 必然是 必然 绝对是 绝对 显然是 显然 "  # certainty: "妥妥的 B"
    "都是对的 都是正确的 都正确 都对 都选 都可以 "
    "是对的 是正确的 正确的是 正确 对的 不太确定 不确定 大约 左右 上下 约 保持 仍然 依然 "
    "的 选 是 为 吧 呢 呗 啊 嘛 嗯 哦 了 就 这题 本题 我 都 也 还 对 个"
)


_EN_FILLER = frozenset(
    _words(
        "all and answer answers are be believe both choice choices choose chose correct definitely "
        "final five for four go going guess i i'd i'll i'm id ill im is it it's its letter maybe "
        "my of one ones option options pick probably right say select should sure the them these "
        "think three two will with would about approximately around roughly not unsure also"
    )
)


_SEPARATORS = re.compile(
    r"[\s,;:.!?()\[\]{}<>\"`*+&|/~=≈…。，、；：！？（）【】《》「」“”‘’-]+|和|与|以及|及|还有"
)


COMMIT = re.compile(
    r"(?:选择?|选(?:择)?项|答案(?:应该|应)?(?:是|为)?|应该是|应该|应当|应为|应选|只有|只选|只确定|只敢选|仅选|仅有|仅|→|->|=>|改选|改为|改成|换成|(?<![但只就于总而可要若凡倒])是|"
    r"(?<![因作成认以称])为|用|=|[:：]|"
    # a result said approximately, as "=" says it: "5.2 万 ÷ 200 ≈ 260"
    r"≈|≃|约等于|约为|"
    r"我(?:认为|觉得|猜|感觉|站)|认为|觉得|\banswer\s*(?:is|:)?|\bpick|\bchoose|\bgo(?:ing)? with|\bi'?d say|"
    r"\bi (?:think|believe|guess|mean|reckon|suppose|bet)|\bit'?s|\bit is|\bthat'?s|\bthat is|"
    r"\b(?:would|should|must) be|\bmaybe|\bprobably|\bprob\b|"
    r"\bselect|\beither|\bonly|做|进行|采用|使用|把|"
    # a total: "前向 4 次加反向 4 次，一共八", "合计 48"
    r"一共|总共|合计|共计|总计|\bin total|"
    # a result after its operation: "2048 除以 256 得 8" (得 after an operand; not "觉得 8", "记得 8")
    r"(?<=[\d)）])\s*得|"
    # a result rounded: "≈ 259 → 凑整 260", "往下取整到 64", "rounded down to 64"
    r"(?:[往向][上下])?(?:凑整|取整)(?:到|为|成)?|四舍五入(?:到|为|成)?|\bround(?:ed|s)?(?:\s+(?:up|down))?\s+to)"
    r"(?:\s+the)?\s*$",
    re.I,
)


PRE_NEGATION = re.compile(
    r"(?:不是|不选|排除|而不是|并非|绝不是|肯定不是|不|"
    # a becoming or being denied before the figure: "偏差不为零", "没有变成 0", "不会归零" (not "没
    # LayerNorm …", which says what lacks it)
    r"(?:不|没有?|并不|并没有?)\s*(?:会|能)?\s*(?:为|是|变成|变为|变到|成为|成|等于|降到|降为|降至|归|清|达到)|"
    # the answer said not to lie at the option: "答案不会在 C 上", "不会落在 C"
    r"(?:不|没有?|并不|并没有?)\s*(?:会|能)?\s*落?\s*在|"
    # told not to be chosen: "别选 A", "不要选 A", "不能选 A" (read as chosen before)
    # "不挑 48", "别取 B", "不会挑 B": the verbs of taking denied as those of choosing are
    r"(?:别|不要|不能|不该|不应该|千万别|千万不要)\s*(?:选|勾|猜|挑|取|填)(?:一个)?|(?:不会|不|没)\s*(?:挑|取|填)|"
    r"\bnot|\bisn'?t|\bis not|\brather than|\binstead of|"
    # chosen only by those who know no better: "只有傻子选 B", "只有新手才会答丙"
    r"只有(?:傻子|新手|外行|小白|笨蛋|菜鸟|门外汉)(?:才)?(?:会)?\s*(?:选|答|填|挑)?|"
    # "I'd pick anything but B", "A over B": every option but B, or A preferred to B
    r"\bany(?:thing|one)?\s+but|\bover|"
    # refused in English: "I won't pick B", "I'd never pick B"
    r"\b(?:won'?t|wouldn'?t|will not|would not|never|don'?t|do not)\s+(?:pick|choose|select|go with)|"
    r"\bexcept|\bexclude)\s*$",
    re.I,
)


# the wrong one named as such ("错的是 B", "我看不对的就是 B"): on a question asking what is right, B
# is ruled out, not chosen (the copula alone would commit to it); on one asking what is wrong, B is
# the answer and this is not asked. "不会错的是 B", "没错的是 B" say the opposite and are not read.
WRONG_ONE = re.compile(
    r"(?<![不没别会能])(?:错|不对|错误|不正确|离谱|不可能|不成立|有问题)的(?:选项|那个|那项|一项|那一项)?\s*"
    r"(?:只有|只能是|应该是|肯定是|就是|是|为|[:：])\s*(?:选项)?\s*$"
)


POST_NEGATION = re.compile(  # after the code's closing marks too: "backend='inductor' 肯定错"
    # counted before the denial too: "A、C、D 三个都不对", "B 和 D 这两项都错"
    r"^[\s'\"`)\]]*(?:(?:这|那)?\s*[两二三四五六七八2-8]\s*(?:个|项|条|种)\s*(?=都|也|均|全))?(?P<both>都|也|均|both|all)?\s*(?:选项|那个|这个|那条|这条|那项|这项)?\s*"
    r"(?:肯定|显然|明显|绝对|一定|完全|应该|应当|大概|估计|似乎|好像|先|直接|可以|都可以|definitely|clearly|"
    r"probably)?\s*(?:是|is|are)?\s*(?:(?:我\s*)?(?:一个\s*)?(?:都|也)?\s*(?:不(?:要|能|该|想)?|别|千万别)(?:选|勾|填)|"
    # refused: "选 D 都不想选", "盲猜 D 都不想猜"
    r"(?:我\s*)?(?:都|也)?\s*(?:不想|懒得)(?:猜|蒙)|放不下|装不下|塞不下|存不下|跑不起来|对不上|不对|不太对|不大对|不正确|不是|不太可能|不可能|不算(?![太很])|不像|错误|错的|错(?!不了)|不行|不能用|用不了|排除|"
    r"不需要|不用|不必|没必要|wrong|incorrect|"
    # taken out: "把 SDE 那个剔掉", "C 去掉" (not "剔除", which an option may say as its text)
    r"(?:给)?(?:剔|去|拿|删|划|排|扔|踢|砍)掉|撤回|撤销|not (?:right|correct|it)|isn'?t (?:right|correct|it)|"
    r"aren'?t (?:right|correct)|"
    # irrelevant to the question: "A 跟保存无关", "C has nothing to do with it"
    r"(?:(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?)?(?P<all>都)?(?:无关|没关系|没有关系|不相关|不沾边)|irrelevant|"
    # at odds with the question's givens: "跟 32 头对不上", "与题目不符"; meaningless: "没有意义"
    r"(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?(?:对不上|不符合?|不一致|不匹配|矛盾)|"
    r"(?:就|也|根本|完全|压根)?(?:没有意义|没意义|毫无意义|说不通)|"
    r"unrelated|ha(?:s|ve) nothing to do with|"
    # lacking what is asked: "A 和 B 根本没有这个参数", "has no such flag"; not "没打开" (its state)
    r"(?:根本|完全|压根|并)?(?:没有|不存在|不支持)\s*(?:这个|这种|该|那个|此|这样的?)|ha(?:s|ve) no such|"
    # too much or too little of what is asked ("A、C、D 都太小了", "B 太慢"): out of the question
    r"太(?:小|大|少|多|慢|高|低|长|短|贵|重|粗|旧)了?(?![一点些])|way too (?:small|big|large|slow|few|many)|"
    r"(?:excluded|ruled\s+out|eliminated|crossed\s+out)\b|"  # "A, C, D excluded": as "排除" after them
    # called absurd, closing its clause ("E 更离谱", "B 纯属扯淡"): a judgement no question asks for, so a
    # dismissal whatever the stem; "离谱地大" goes on and says something else
    r"(?:更|太|很|最|也|纯属|简直|完全|纯粹)?\s*(?:(?<!不)离谱|不靠谱|扯淡|胡扯|瞎扯|胡说八道|胡说|荒谬|荒唐)"
    r"(?=\s*(?:了|的|啊|吧|呀|啦)?\s*(?:[,，;；。.!！…]|$))|"
    r"(?:is|are)\s+(?:absurd|nonsense|bogus)\b|"
    r"out\b(?!\s*of))",  # "A and B are out"
    re.I,
)


POST_AFFIRM = re.compile(
    r"^\s*(?:我)?\s*(?:都|也|均|才)?\s*(?:觉得|认为)?\s*(?:是|is|are)?\s*(?:对的|对|正确|没错|最好|最合适|最准确|可以|行(?=\s*(?:[,，;；。.!！]|$))|要选|算上|算(?![错不])|"
    # certainty said of it: "C 稳了", "6×hidden 错不了", "D 没跑了"
    r"稳了|稳稳的|错不了|准没错|没跑了?|跑不了|妥了|无疑|"
    r"right|correct|the answer|the (?:right|correct) (?:one|answer)|too\b|also\b|as well\b)"
    r"(?!\s*(?:一半|了一半|一部分|一点|\s*if\b))",  # "B 对一半", "B would be right if …": not affirmed
    re.I,
)


# A verb of changing under a negation ("B 不用改 mask", "没改过") says what an option does not need;
# it takes back nothing the answer said.
_CHANGE_VERBS = frozenset({"改", "改一下", "改成", "改为", "改选", "换成", "换", "更正", "纠正"})
_NOT_CHANGED = "".join(
    f"(?<!{negation})" for negation in ("不", "没", "别", "无需", "不用", "不必", "不要", "没有", "不需要")
)


def _correction(word: str) -> str:
    if word.isascii():
        return r"\b" + re.escape(word) + r"\b"
    return (_NOT_CHANGED if word in _CHANGE_VERBS else "") + re.escape(word)


RETRACT = re.compile(  # the shared corrections, and a denial between two choices ("B 不对，选A")
    "|".join(
        [_correction(word) for word in lexicon.CORRECTIONS]
        + [
            "(?<![都也均])不对",  # "B 和 C 都不对" rules out a list; it takes nothing back
            "(?<![都也均])错了",
            "不是吧",
            _correction("改选"),
            _correction("改为"),
            _correction("改成"),
            _correction("换"),  # "D，换 C": a change verb, so only right before what it changes to
            r"(?:^|(?<=[,，.。;；!！?？—-]))\s*\bno\b",  # "B, no, C"; not "needs no mask"
            r"(?<=[,，.。?？!！;；])\s*不\s*(?=[,，.。!！;；])",
        ]
    ),
    re.I,
)


# what an option just ruled out is called when named again by its text to say why ("Not A, that's
# max-autotune", "不是 C（那是视觉那边的）"): it describes the option, it does not choose it
RESTATING = re.compile(r"[\s,，;；:：(（—-]*(?:that'?s|that is|which is|这是|那是|它是)(?:\s+the)?\s*", re.I)


_CLAUSE_HEAD = re.compile(r"[^,，;；。.!！?？]*")


def takes_back(gap: str) -> bool:
    """Whether ``gap`` (the text before a mention) takes back what came before it: a correction word,
    but not a change verb that goes on to change something else in a reason ("C 错在 X 换成 token
    特征照样能用，E …" describes C; "A，改成 B" corrects)."""
    for hit in RETRACT.finditer(gap):
        head = _CLAUSE_HEAD.match(gap, hit.end())
        if hit.group(0).strip() not in _CHANGE_VERBS or only_filler(head.group(0) if head else ""):
            return True
    return False


def omitted_only(gap: str) -> bool:
    """Every correction in ``gap`` says something was left out ("漏了", "forgot"): it adds."""
    said = [match.group(0).strip().casefold() for match in RETRACT.finditer(gap)]
    return bool(said) and all(word in lexicon.OMISSIONS for word in said)


JOINED = re.compile(r"\s*(?:和|与|及|跟|、|\band\b|&)\s*", re.I)  # two options named as one subject


# "那个" closing the option before ("adaLN-Zero 那个，还有 patch 取 2") points at it, saying nothing more
LIST_LINK = re.compile(
    r"^(?:\s*(?:那个|这个|那条|这条|那项|这项|那一个|这一个))?"
    r"[\s,，、;；/&+]*(?:和|与|以及|及|还有一个|还有|跟|外加一个|外加|再加一个|再加上|再加|加上|加|另外还有|and|plus|"
    r"as well as|&|配)?"
    r"[\s,，、;；/&+]*$",
    re.I,
)


NEGATED_LIST = re.compile(r"^\s*(?:和|与|及|以及|、|也不是|\band\b|\bor\b|\bnor\b|或)\s*$", re.I)


RULED_OUT_LIST = re.compile(
    r"^\s*(?:[,，、]\s*)?(?:和|与|及|以及|\band\b|\bor\b)?\s*$", re.I
)  # "rule out A, C and D"


HEDGE_LINK = re.compile(r"或者|或是|或|还是|\bor\b|[?？/]", re.I)


OR_WORD = re.compile(r"或者|或是|还是|要么|\bor\b", re.I)  # an alternative said in words, not a mark


# whether any Chinese filler occurs at all: a filler holds no space, so taking one out (for a space) never
# makes another, and a text without any is left as it is by every replacement
_ANY_ZH_FILLER = re.compile("|".join(re.escape(filler) for filler in _ZH_FILLER))


@lru_cache(maxsize=4096)
def only_filler(text: str) -> bool:
    """Whether ``text`` says nothing beside a mention; kept per text, since a grade asks it of the same
    gaps between mentions several times over, and the same short gaps ("、", "和") recur in every answer."""
    text = word_characters(text)  # emoji, marks
    fillers = () if text.isascii() or not _ANY_ZH_FILLER.search(text) else _ZH_FILLER  # none in ASCII text
    for filler in fillers:
        text = text.replace(filler, " ")
    return all(not token or token.lower().strip("'") in _EN_FILLER for token in _SEPARATORS.split(text))
