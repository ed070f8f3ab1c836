"""An open answer the candidate disowns as a whole: "以下说法都是错的：…", "…——以上纯属胡扯",
"以下是常见误解：…", "错误答案示例：…", "All of the above is wrong", "None of the above holds".

The rubric counts the key points an answer states; a frame that says everything stated is wrong
disowns them all, so none is the candidate's point. Such an answer scores nothing, as giving up does.

A frame is read as a class, not as set phrases: a word pointing at the whole answer (the scope), then
a verdict that it is wrong (optionally with "all"), or that none of it holds; or a label opening the
answer that files what follows as wrong. The words are data below; the patterns only join them.
"""

from __future__ import annotations

import re

from bank.grading._struck import REFUSING_SIGNS, signed_against

# Chinese: the whole answer pointed at ("以下", "上面这些说法")
_ZH_SCOPE = (
    "以下", "下面", "以上", "上面", "上述", "上文", "前文", "下文", "下列", "这些", "前面", "后面", "我说的",
    "我写的",
)  # fmt: skip
_ZH_NOUN = (
    "说法", "内容", "几点", "观点", "回答", "答案", "话", "所说", "所写", "几条", "这些", "各点",
    "说的", "写的", "方案", "做法", "每一条", "每条", "每一点", "每点",
)  # fmt: skip
_ZH_ALL = ("全都", "统统", "通通", "完全", "全部", "一律", "都", "全", "均", "皆", "纯属", "纯粹是", "尽是")
_ZH_COPULA = ("是", "为", "属于", "属")
_ZH_WRONG = (
    "错的", "错误的", "错误答案", "错误示范", "错误示例", "错误", "错", "不对的", "不对", "胡说八道", "胡说",
    "胡扯", "瞎扯", "扯淡", "瞎编的", "瞎编", "乱写的", "乱写", "编的", "不成立", "反例", "误解", "谬误",
    "假的", "废话", "反面例子", "反面教材", "错觉", "谣言",
    # not to be taken as said: read backwards, not in earnest, void, to be ignored, made up, unworkable
    "反着看", "勿当真", "别当真", "不要当真", "不能当真", "作废", "忽略", "无视", "纯属虚构", "虚构",
    "不可行", "行不通", "不适用", "不需要", "不是我的答案", "错误回答", "错误答案", "有误", "有错",
)  # fmt: skip
_ZH_QUALIFIER = ("常见的", "常见", "典型的", "典型", "一些", "一堆", "一个", "一种", "我", "请")
# "没有一句是对的", "没一句对", "无一成立": none of it holds
_ZH_NONE = (r"没有?一(?:句|条|点|个|处)(?:话)?(?:是)?(?:对|正确|成立|靠谱|站得住)", r"无一(?:对|正确|成立)")
# a label opening the answer that files what follows: "错误答案示例：", "常见误解："
_ZH_LABEL = (
    "错误答案示例", "错误答案", "错误回答", "错误示例", "错误示范", "错误做法", "常见误解", "常见误区",
    "反面例子", "反面教材", "反例", "误区", "踩坑清单", "踩坑", "不要这样做", "别这么做",
)  # fmt: skip

# English
_EN_SCOPE = ("the following", "the above", "what follows", "what i wrote", "what i said", "all this")
_EN_DEMONSTRATIVE = ("this", "that", "it", "the above", "the following", "what follows")
_EN_WRONG = (
    "wrong", "false", "incorrect", "made up", "nonsense", "bogus", "untrue", "a misconception",
    "misconceptions", "myths?", "a myth", "rubbish", "garbage",
)  # fmt: skip
_EN_HOLDS = ("holds?", "is right", "is correct", "is true", "are right", "are correct", "are true", "applies")
_EN_LABEL = (
    "common misconceptions?", "misconceptions?", "wrong answers?(?: examples?)?", "myths?", "bad answers?",
    "anti-?patterns?", "(?:here'?s |here is )?what not to do", "don'?ts", "pitfalls",
)  # fmt: skip


# the verdict closes its clause: "以上都错误。", not "下面的错误处理" (a noun) nor "以上都错吗？"
_CLAUSE_END = r"(?=\s*(?:[，。；;,.！!：:）)」』\]…—-]|$))"


def _any(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


_DISOWNING = re.compile(
    rf"{_any(_ZH_SCOPE)}(?:的)?(?:{_any(_ZH_NOUN)})?\s*(?:{_any(_ZH_ALL)})?\s*(?:{_any(_ZH_COPULA)})?\s*"
    rf"(?:{_any(_ZH_QUALIFIER)})?\s*{_any(_ZH_WRONG)}(?:了|啦|的)?{_CLAUSE_END}"
    rf"|{_any(_ZH_SCOPE)}(?:的)?(?:{_any(_ZH_NOUN)})?\s*(?:内容)?\s*{_any(_ZH_NONE)}"
    rf"|^\W*{_any(_ZH_LABEL)}\s*(?:[(（][^()（）\n]{{0,20}}[)）])?\s*[:：]"
    rf"|\b(?:all|everything)\s+(?:of\s+)?{_any(_EN_DEMONSTRATIVE)}\s+(?:is|are)\s+{_any(_EN_WRONG)}\b"
    rf"|\b{_any(_EN_SCOPE)}\s+(?:is|are)\s+(?:all\s+)?{_any(_EN_WRONG)}\b"
    rf"|\b(?:this|that|it)\s+is\s+all\s+{_any(_EN_WRONG)}\b"
    rf"|\bnone\s+of\s+{_any(_EN_DEMONSTRATIVE)}\s+{_any(_EN_HOLDS)}\b"
    rf"|\b(?:i\s+)?(?:don'?t|do\s+not)\s+believe\s+(?:any|a\s+word)\s+of\s+{_any(_EN_DEMONSTRATIVE)}\b"
    rf"|^\W*{_any(_EN_LABEL)}\s*:"
    # the whole told to be ignored, disagreed with, or someone else's and judged wrong: "忽略以上内容",
    # "我不同意以下观点", "以上是 ChatGPT 说的，我觉得不对", "Disregard all of the above", "That was a joke"
    rf"|(?:忽略|无视|别管|别看|不要看|我不同意|不同意|不认同|反对){_any(_ZH_SCOPE)}"
    rf"|{_any(_ZH_SCOPE)}(?:内容|回答)?(?:是|为|来自)[^，,。\n]{{1,20}}?[,，]\s*我(?:觉得|认为)?(?:都)?(?:不对|错)"
    rf"|\b(?:disregard|ignore|forget)\s+(?:all\s+(?:of\s+)?)?{_any(_EN_DEMONSTRATIVE)}\b"
    rf"|\b(?:that|this|the above|all of (?:that|this|the above))\s+(?:was|is)\s+(?:just\s+|only\s+)?"
    r"a\s+joke\b"
    # a frame closing the answer that files it, or its points, as wrong or not applying: "——这是错误示范",
    # "…但本题不适用", "…但我认为都不对"
    rf"|(?:^|\n)\W*这(?:些)?(?:都)?(?:是|为)\s*{_any(_ZH_WRONG)}\W*\Z"
    rf"|(?:但|但是|不过|可是)\s*(?:本题|这题|此题|这里)\s*(?:都)?不适用\W*\Z"
    rf"|(?:但|但是|不过|可是)\s*我(?:认为|觉得)?\s*(?:这些|它们)?(?:都|全都|全)(?:不对|错|是错的|不成立)\W*\Z",
    re.I | re.M,
)


# A line taken back on its own: asked, denied, crossed, struck, unticked or marked "no" in a table
# ("<point>？", "<point>——不对", "<point> ❌", "~~<point>~~", "- [ ] <point>", "| <point> | 否 |")
_LINE_DISOWNED = re.compile(
    r"(?:[?？]|不对|不是|错了?|是错的|[❌✗✘×✕]|[(（]\s*(?:no|not|否|不)\s*[)）]|\bno(?:pe)?\b|否)[\s|。.!！]*$"
    r"|^\s*(?:[-*+]\s*)?\[ \]"
    r"|^\s*(?:[-*+]|\d+[.、)])?\s*~~.+~~[\s。.]*$",
    re.I,
)
_MEANINGFUL = re.compile(r"[\w\u4e00-\u9fff]")
_HEADER_CHARS = 12  # a line this short may be a heading or a table's head, not a point


# A line of its own that is only a verdict on the answer (the scope word optional, as after a blank line
# nothing else is meant): "全错", "都是错的", "上文全错", "以上……都是错的 😂", "（误）", "[错误示例]",
# "everything above is wrong"; decoration between the words (an ellipsis, a tilde, an emoji) is dropped
_VERDICT_LINE = re.compile(
    rf"(?:{_any(_ZH_SCOPE)}|这)?(?:的)?(?:{_any(_ZH_NOUN)})?(?:{_any(_ZH_ALL)})?(?:{_any(_ZH_COPULA)})?"
    rf"(?:{_any(_ZH_QUALIFIER)})?(?:{_any(_ZH_WRONG)}|误|错误)(?:了|啦|的)?"
    rf"|(?:everything|all|all of it)(?:of)?(?:the)?(?:above|below|this)?(?:is|are)?(?:all)?{_any(_EN_WRONG)}"
    r"|wrong|incorrect|false",
    re.I,
)
# A label alone on the answer's first line, filing what follows: "WRONG:", "错误：", "反例："
_LABEL_LINE = re.compile(rf"{_any(_ZH_LABEL)}|错误|错|误|{_any(_EN_LABEL)}|wrong|bad|incorrect|false", re.I)
# Someone else's answer, then the candidate's own, which is none: "以上是参考答案，我自己的答案是：不知道",
# "这是标准答案，我不同意", "我的答案：不会"; a question put and answered no: "Q: 这样做对吗？…A: 不对"
_GIVE_UP = r"(?:不会|不知道|不清楚|不懂|没思路|放弃|pass|idk|no idea|don'?t know)"
_NOT_MINE = re.compile(
    rf"(?:^|\n)\W*我(?:自己)?的答案(?:是|为)?\s*[:：]?\s*{_GIVE_UP}\W*\Z"
    rf"|(?:{_any(_ZH_SCOPE)}|这)(?:内容|回答)?(?:是|为|来自)[^，,。\n]{{1,20}}?[,，]\s*我(?:自己)?"
    rf"(?:不同意|不认同|不服|{_GIVE_UP}|的答案(?:是|为)?\s*[:：]?\s*{_GIVE_UP})"
    r"|(?:^|\n)\s*a\s*[:：]\s*(?:不对|不是|错|错的|否|no|nope|wrong)\W*\Z",
    re.I,
)
_WORDS_ONLY = re.compile(r"[^\w\u4e00-\u9fff]+")
# The whole answer struck through: "~~…~~", "～～…～～", "<del>…</del>" (a strike on a part of an open
# answer is a correction the rubric reads past; one around all of it takes all of it back)
_STRUCK_WHOLE = re.compile(
    r"\A\s*(?:(?:~~|～～).+(?:~~|～～)|<(s|del|strike)\b[^>]*>.+</\1\s*>)\s*\Z", re.I | re.S
)


def _signs_only(line: str) -> bool:
    """A line of signs alone ("❌", "👎"), one of which refuses."""
    return not _MEANINGFUL.search(line) and (
        any(sign in line for sign in REFUSING_SIGNS) or signed_against(line)
    )


def _framed(answer: str) -> bool:
    """A verdict, a sign or a label on a line of its own before or after the answer, its whole struck
    through, or the candidate's own answer given as none."""
    lines = [line for line in answer.splitlines() if line.strip()]
    if len(lines) < 2:
        return _STRUCK_WHOLE.match(answer) is not None
    first, last = lines[0], lines[-1]
    if _signs_only(first) or _signs_only(last) or _NOT_MINE.search(answer):
        return True
    verdict = _WORDS_ONLY.sub("", last).lower()
    label = re.match(r"^\W*(?P<label>[^:：\n]{1,20}?)\s*[:：]\s*$", first)
    return (
        _VERDICT_LINE.fullmatch(verdict) is not None
        or (label is not None and _LABEL_LINE.fullmatch(label.group("label").strip(" *_")) is not None)
        or _STRUCK_WHOLE.match(answer) is not None
    )


def disowned(answer: str) -> bool:
    """Whether ``answer`` says that everything it states is wrong: in a frame around it, or line by line
    (every line of two or more that states something is taken back on its own)."""
    if _DISOWNING.search(answer) is not None or _framed(answer):
        return True
    lines = [line for line in answer.splitlines() if len(_MEANINGFUL.findall(line)) > 0]
    taken_back = [line for line in lines if _LINE_DISOWNED.search(line)]
    kept = [line for line in lines if line not in taken_back]
    return len(taken_back) >= 2 and all(len(_MEANINGFUL.findall(line)) <= _HEADER_CHARS for line in kept)


def disowned_by_a_line(answer: str) -> bool:
    """Whether a line of its own before or after the answer disowns it ("B\n\n以上作废", "B\n\nThat was a
    joke.", "WRONG:\nB"): a choice, a figure or code so framed is not given as the answer."""
    lines = [line for line in answer.splitlines() if line.strip()]
    if len(lines) < 2:
        return False
    return _framed(answer) or any(_DISOWNING.search(line) is not None for line in (lines[0], lines[-1]))
