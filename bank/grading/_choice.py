"""Reading the options an answer commits to — one rule for every way of naming an option.

An option is chosen only when the answer commits to it:

- named by its letter standing alone ("B", "b", "Ｂ", "(B)", "选B", "答案是 B", "I think b"), by its
  full text or figure as a whole token ("48", "35GB", "dp_size=2, pp_size=4"), by an ordinal
  ("第二个", "the second option") or by an unambiguous paraphrase of its text ("不会变" for "不变");
- and the mention is committed: the answer is nothing but mentions and filler, or the mention
  opens the answer, follows a commit marker (选 / 答案是 / 应该是 / I pick / answer is …), is followed
  by an affirmation (B 对 / B is right), continues a committed list ("选A、C和D"), or corrects an
  earlier choice ("B 不对，选A", "选B。哦不，A").

Negated mentions ("不是 B", "B 不对", "not A", "A and B are wrong") remove their options. Mentions in
the reasoning after a committed choice ("选A，因为 B 更慢") are not choices. When nothing is
committed the reading is empty and the grader answers ``invalid`` with what it accepts — it never
guesses.

The clause-level questions (dismissals, open alternatives, the deciding clause) are answered after
this pass, in ``_alternatives``; names and paraphrases are found in ``_names`` and ``_paraphrase``,
verbatim pieces of an option's text and answers about one option alone in ``_fragments``, every
option said in words in ``_every``.
The module is over 400 lines because it is one rule: the mention-by-mention pass and the patterns it
reads around each mention are kept together rather than scattered.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache

from bank.grading import (
    _alternatives,
    _every,
    _fragments,
    _list_items,
    _mentions,
    _names,
    _paraphrase,
    _remaining,
    _set_apart,
    _summed_up,
)
from bank.grading import _words as lexicon
from bank.grading._additions import adds, unread_addition
from bank.grading._mentions import Mention
from bank.grading._rubric import terms
from bank.grading._text import english_number, strip_answer_prefix


def _words(text: str) -> list[str]:
    return text.split()


_ZH_FILLER = _words(  # longest first: what may surround a committed choice and mean nothing more
    "我的最终答案是 我的答案是 正确答案是 正确答案为 最终答案 正确答案 答案应该是 答案是 答案为 "
    "答案 我会选择 我选择 我会选 我选 选择 应该选 应选 选项 我觉得是 我觉得 我认为是 我认为 我猜是 "
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
EVERY_OPTION = re.compile(  # every option at once: one list for the reader and the confirmation
    r"^(?:全选|全部|都选|全都选|全对|以上都对|以上全对|以上都是|都对|全部正确|全部都对|全都对|全部都是对的|都可以|"
    r"全都可以|都行|都能用|统统正确|统统都对|统统对|统统都选|统统选|"
    r"all(?: of (?:the above|them)| options| the options)?|every option|every one of them)$",
    re.I,
)
_ALL_BUT = re.compile(
    r"(?:(?<!排)除了?|(?<!排)除去|(?:all|all of them|everything|every option|all options)\s+(?:but|except)"
    r"(?:\s+for)?(?:\s+the)?)"
    r"\s*"
    r"([A-H](?:\s*(?:[、,，和与+&]|\band\b)?\s*[A-H])*)\s*(?:以外|之外|外)?\s*"
    # the excluded option described after it: "…except C, the SDE one", "除了 C（SDE 那个）都对"
    r"(?:[,，]\s*the\s+[\w-]+(?:\s+[\w-]+)?\s+one\s*[.!]?\s*$|[(（][^()（）]*[)）]\s*"
    r"|(?:那个|这个|那项|那一项|那条|这条|那一条|那两条|这两条|那几条|这几条)[^,，。都其全]{0,12}?(?:的)?\s*)?"
    r"(?:[,，]\s*)?"  # "除了 C 那条，其余都对", "除了 C, all of them"
    r"(?:都对|都是|都选|全选|全是|全对|全都是|全都对|都正确|都可以|都行|都支持|都有|都能|都会|其余|其他|其它|别的|剩下的|"
    r"全部(?=[\s。.!！]*$)|"
    r"(?:all(?: of them| the rest| others)?|the rest)\s*[.!]?\s*$|$)",
    re.I,
)
# "all except C, <a reason that names no option and denies nothing>": every option but C
_ALL_BUT_THEN_REASON = re.compile(
    r"^\s*(?:all|everything|every option|all options)\s+(?:but|except)(?:\s+for)?(?:\s+the)?\s*"
    r"([A-H](?:\s*(?:[、,，和与+&]|\band\b)?\s*[A-H])*)\s*[,，;；]"
    r"(?!(?-i:[^A-H])*(?:[不没错非]|\bnot\b|n't\b|\bno\b|\bwrong\b|\bincorrect\b|\bbut\b|\bexcept\b|\bonly\b))"
    r"(?-i:[^A-H])*$",
    re.I,
)
# "B 以外都对", "C、E 以外的": every option but those, without 除
_BUT_THOSE = re.compile(
    r"^\s*([A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*(?:以外|之外)\s*(?:的)?\s*(?:都对|都是对的|都正确|都选|全选|都可以|全对|(?P<count>\d+)\s*(?:个|项|条))?"
    r"[\s。.!！]*$",
    re.I,
)
# "只有 B 不对", "only B is wrong": on a multiple choice asking what is right, every other option
_ONLY_WRONG = re.compile(
    r"^\s*(?:只有|唯独|就|only)\s*([A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*"
    r"(?:不对|错|是错的|不行|不正确|is wrong|is incorrect|isn'?t right|are wrong)[\s。.!！]*$",
    re.I,
)
# "A B C D E 里去掉 C 和 A", "ABCD 中排除 B": the set named first, less those taken out of it
_SET_LESS = re.compile(
    r"^\s*([A-H](?:[\s、,，和与]*[A-H])+)\s*(?:里|中|之中|当中|里面)?\s*(?:去掉|去除|排除|拿掉|删掉|划掉)\s*"
    r"([A-H](?:\s*[、,，和与]?\s*[A-H])*)[\s。.!！]*$",
    re.I,
)
_ASKS_WRONG = re.compile(
    r"错误|不正确|不对|不属于|不包括|不能|不会|\bwrong\b|\bincorrect\b|\bNOT\b|\bEXCEPT\b", re.I
)
# options denied first, then the rest affirmed: "C 和 E 说反了，是错的，剩下的都对", "B 不对，其余三个对"
_DENIED_THEN_REST = re.compile(
    r"^\s*([A-H](?:\s*(?:[、,，和与/]|\band\b)?\s*[A-H])*)\s*(?:都|这两个|这俩|两个)?\s*"
    r"(?:说反了|反了|是错的|错了|错|不对|不正确|不成立|有问题|are wrong|is wrong)(?-i:[^A-H])*?[,，;；]\s*"
    r"(?:剩下的|剩下|其余的|其余|其他的|其他|其它|别的|the rest|the others)\s*"
    r"(?:[几两三四五六\d]\s*(?:个|项|条))?\s*(?:都|全|全都)?\s*"
    r"(?:对|正确|是对的|选|成立|are right|are correct)[\s。.!！]*$",
    re.I,
)
_ONLY_THOSE = re.compile(
    r"\s*(?:其余|其他|其它|别的|剩下的)?\s*(?:选项)?\s*(?:都|全|均)\s*(?:不行|不对|不是|错|不正确|不选|排除)",
    re.I,
)
_COMMIT = re.compile(
    r"(?:选择?|选项|答案(?:应该|应)?(?:是|为)?|应该是|应该|应当|应为|应选|只有|只选|仅选|仅有|仅|→|->|=>|改选|改为|改成|换成|(?<![但只就于总而可要若凡倒])是|"
    r"(?<![因作成认以称])为|用|=|[:：]|"
    r"我(?:认为|觉得|猜|感觉)|认为|觉得|\banswer\s*(?:is|:)?|\bpick|\bchoose|\bgo(?:ing)? with|\bi'?d say|"
    r"\bi (?:think|believe|guess|mean|reckon|suppose|bet)|\bit'?s|\bit is|\bthat'?s|\bthat is|"
    r"\b(?:would|should|must) be|\bmaybe|\bprobably|\bprob\b|"
    r"\bselect|\beither|\bonly|做|进行|采用|使用|把)"
    r"(?:\s+the)?\s*$",
    re.I,
)
_PRE_NEGATION = re.compile(
    r"(?:不是|不选|排除|而不是|并非|绝不是|肯定不是|不|\bnot|\bisn'?t|\bis not|\brather than|\binstead of|"
    r"\bexcept|\bexclude)\s*$",
    re.I,
)
_POST_NEGATION = re.compile(  # after the code's closing marks too: "backend='inductor' 肯定错"
    r"^[\s'\"`)\]]*(?P<both>都|也|均|both|all)?\s*(?:选项)?\s*"
    r"(?:肯定|显然|明显|绝对|一定|完全|应该|应当|大概|估计|似乎|好像|先|直接|可以|都可以|definitely|clearly|"
    r"probably)?\s*(?:是|is|are)?\s*(?:(?:我\s*)?(?:一个\s*)?(?:都|也)?\s*不(?:要)?选|放不下|装不下|塞不下|存不下|跑不起来|对不上|不对|不太对|不大对|不正确|不是|不太可能|不可能|不算(?![太很])|不像|错误|错的|错|不行|不能用|用不了|排除|"
    r"不需要|不用|不必|没必要|wrong|incorrect|not (?:right|correct|it)|isn'?t (?:right|correct|it)|"
    r"aren'?t (?:right|correct)|"
    # irrelevant to the question: "A 跟保存无关", "C has nothing to do with it"
    r"(?:(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?)?(?P<all>都)?(?:无关|没关系|没有关系|不相关|不沾边)|irrelevant|"
    r"unrelated|ha(?:s|ve) nothing to do with|"
    # lacking what is asked: "A 和 B 根本没有这个参数", "has no such flag"; not "没打开" (its state)
    r"(?:根本|完全|压根|并)?(?:没有|不存在|不支持)\s*(?:这个|这种|该|那个|此|这样的?)|ha(?:s|ve) no such|"
    r"out\b(?!\s*of))",  # "A and B are out"
    re.I,
)
_POST_AFFIRM = re.compile(
    r"^\s*(?:我)?\s*(?:都|也|均|才)?\s*(?:觉得|认为)?\s*(?:是|is|are)?\s*(?:对的|对|正确|没错|最好|最合适|最准确|可以|要选|算上|算(?![错不])|"
    r"right|correct|the answer|the (?:right|correct) (?:one|answer)|too\b|also\b|as well\b)"
    r"(?!\s*(?:一半|了一半|一部分|一点|\s*if\b))",  # "B 对一半", "B would be right if …": not affirmed
    re.I,
)
_RETRACT = re.compile(  # the shared corrections, and a denial between two choices ("B 不对，选A")
    "|".join(
        [
            r"\b" + re.escape(word) + r"\b" if word.isascii() else re.escape(word)
            for word in lexicon.CORRECTIONS
        ]
        + [
            "(?<![都也均])不对",  # "B 和 C 都不对" rules out a list; it takes nothing back
            "(?<![都也均])错了",
            "不是吧",
            "改选",
            "改为",
            "改成",
            r"(?:^|(?<=[,，.。;；!！?？—-]))\s*\bno\b",  # "B, no, C"; not "needs no mask"
            r"(?<=[,，.。?？!！;；])\s*不\s*(?=[,，.。!！;；])",
        ]
    ),
    re.I,
)


def _omitted_only(gap: str) -> bool:
    """Every correction in ``gap`` says something was left out ("漏了", "forgot"): it adds."""
    said = [match.group(0).strip().casefold() for match in _RETRACT.finditer(gap)]
    return bool(said) and all(word in lexicon.OMISSIONS for word in said)


_JOINED = re.compile(r"\s*(?:和|与|及|跟|、|\band\b|&)\s*", re.I)  # two options named as one subject
_LIST = re.compile(
    r"^[\s,，、;；/&+]*(?:和|与|以及|及|还有一个|还有|跟|外加一个|外加|再加一个|再加上|再加|加上|加|另外还有|and|plus|"
    r"as well as|&)?"
    r"[\s,，、;；/&+]*$",
    re.I,
)
_NEGATED_LIST = re.compile(r"^\s*(?:和|与|及|以及|、|也不是|\band\b|\bor\b|\bnor\b|或)\s*$", re.I)
_RULED_OUT_LIST = re.compile(
    r"^\s*(?:[,，、]\s*)?(?:和|与|及|以及|\band\b|\bor\b)?\s*$", re.I
)  # "rule out A, C and D"
_HEDGE_LINK = re.compile(r"或者|或是|或|还是|\bor\b|[?？/]", re.I)
_OR_WORD = re.compile(r"或者|或是|还是|要么|\bor\b", re.I)  # an alternative said in words, not a mark
_NEAREST = re.compile(r"最接近|最近的|接近的那个|\bclosest\b|\bnearest\b", re.I)
_SEGMENT = re.compile(r"[，,、;；。!！?？\n]|以及|还有|和|与|\band\b", re.I)
PARAPHRASE_LIMIT = 80  # characters: a longer stretch of text is an explanation, not a restated option
_SEGMENT_LEAD = re.compile(
    r"^(?:\s|我的答案是|答案是|答案为|我选择?|应该选|应该是|应该|应当|选择?|我觉得|我认为|也|还|都|除了|除去|"
    r"i think|i pick|pick|choose|answer is)*",
    re.I,
)
_NEGATIVE_STEM = re.compile(
    r"(?:错误|不正确|不对|不属于|不包括|不恰当|不合理|不适合|不能)的(?:是|有|一项|选项)|\bNOT\b|\bEXCEPT\b"
)


@dataclass
class ChoiceReading:
    letters: set[str] = field(
        default_factory=set
    )  # options committed to (may hold letters that are not options)
    hedged: bool = False
    negated: set[str] = field(default_factory=set)  # options the answer rules out
    ambiguous: bool = False  # a negation on a question that asks for the wrong option
    contradicted: set[str] = field(default_factory=set)  # chosen, then ruled out with no correction word
    unread_addition: str = ""  # an item added to the set that names no option: no set to grade


@lru_cache(maxsize=4096)
def _only_filler(text: str) -> bool:
    """Whether ``text`` says nothing beside a mention; kept per text, since a grade asks it of the same
    gaps between mentions several times over, and the same short gaps ("、", "和") recur in every answer."""
    text = "".join(char if unicodedata.category(char)[0] in "LN" else " " for char in text)  # emoji, marks
    for filler in () if text.isascii() else _ZH_FILLER:  # the fillers are Chinese: none is in ASCII text
        text = text.replace(filler, " ")
    return all(not token or token.lower().strip("'") in _EN_FILLER for token in _SEPARATORS.split(text))


def _segments(text: str) -> list[tuple[int, int]]:
    """Spans between separators ('，', '、', '和', 'and' …) outside brackets and quotes."""
    spans, start, depth, quote = [], 0, 0, ""
    index = 0
    while index < len(text):
        char = text[index]
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "([{（【":
            depth += 1
        elif char in ")]}）】":
            depth = max(depth - 1, 0)
        elif depth == 0:
            cut = _SEGMENT.match(text, index)
            if cut and cut.end() > index:
                spans.append((start, index))
                start = index = cut.end()
                continue
        index += 1
    spans.append((start, len(text)))
    return spans


def _paraphrases(
    text: str, options: dict[str, str], taken: list[bool], stem_terms: frozenset[str]
) -> list[Mention]:
    free = "".join("\0" if used else char for char, used in zip(text, taken, strict=True))
    found = []
    for start, end in _segments(free):
        segment = free[start:end]
        lead = _SEGMENT_LEAD.match(segment)
        offset = lead.end() if lead else 0
        negation = re.match(r"(?:不是|不选|not\s+|并非)\s*", segment[offset:], re.I)
        core_start = offset + (negation.end() if negation else 0)
        core = segment[core_start:].rstrip()
        core = re.sub(
            r"\s*(?:(?:都|全都|全)\s*(?=是对的|是正确的|对的|正确|对))?(?:是对的|是正确的|对的|正确|对|吧|呢)$",
            "",
            core,
        )
        if core and "\0" not in core and len(core) <= PARAPHRASE_LIMIT:
            label = _paraphrase.paraphrase(core, options, stem_terms)
            if label is not None:
                found.append(
                    Mention(
                        start + core_start, start + core_start + len(core), frozenset(label), "paraphrase"
                    )
                )
    return found


def find_mentions(
    text: str, code: list[bool], options: dict[str, str], stem: str
) -> tuple[list[Mention], bool]:
    """Every mention of an option, in text order; and whether the figures matched no option."""
    taken = [False] * len(text)
    mentions = _mentions.option_mentions(text, options, taken)
    mentions += _names.identifier_mentions(text, options, taken)
    figures = any(_mentions.value_of(option) is not None for option in options.values())
    mentions += _mentions.ordinal_mentions(text, len(options), taken, figures=figures)
    mentions += _mentions.letter_mentions(text, code, taken)
    for mention in mentions:
        for index in range(mention.start, mention.end):
            taken[index] = True
    values, unmatched = _mentions.value_mentions(text, options, taken, nearest=bool(_NEAREST.search(text)))
    mentions += values
    for mention in values:
        for index in range(mention.start, mention.end):
            taken[index] = True
    stem_terms = _paraphrase.stem_terms(stem)
    paraphrased = _paraphrases(text, options, taken, stem_terms)
    named = [mention for mention in mentions if mention.labels & set(options)]  # not "h" of "第 h 个头"
    if not named and not paraphrased:  # nothing else names an option: a verbatim piece of one may
        paraphrased = _fragments.fragment_mentions(text, options, [False] * len(text), stem)
        mentions = named if paraphrased else mentions
    if (named or paraphrased) and lexicon.has(text, (*lexicon.ALTERNATIVES, *lexicon.HEDGES)):
        # "不变 还是 短为 O(log n", "C 还是 温度系数 τ": a piece of other options offered beside a named one
        taken = [False] * len(text)
        for mention in [*mentions, *paraphrased]:
            for index in range(mention.start, mention.end):
                taken[index] = True
        paraphrased += _fragments.offered_piece(text, options, taken, stem)
    mentions += paraphrased
    return _merged(text, sorted(mentions, key=lambda mention: mention.start)), bool(unmatched)


_CODE_GLUE = re.compile(r"[=.:'\"()\[\]]{1,3}")
_OWN_TEXT_GLUE = re.compile(r"^\s*(?:[.．:：、)）(（]\s*)?$")


def _merged(text: str, mentions: list[Mention]) -> list[Mention]:
    """A letter followed by its own option's text is one mention ("D 26GB 是错的", "B: 15/31")."""
    out: list[Mention] = []
    for mention in mentions:
        last = out[-1] if out else None
        if (
            last is not None
            and last.kind == "letter"
            and mention.kind != "letter"
            and last.labels == mention.labels
            and _OWN_TEXT_GLUE.match(text[last.end : mention.start])
        ):
            out[-1] = Mention(last.start, mention.end, last.labels, "letter")
            continue
        if (
            last is not None
            and "letter" not in (last.kind, mention.kind)
            and last.labels == mention.labels
            and _CODE_GLUE.fullmatch(text[last.end : mention.start])
        ):  # "fullgraph=True": two names of one option's code, one mention (ruled out together)
            out[-1] = Mention(last.start, mention.end, last.labels, last.kind)
            continue
        out.append(mention)
    return out


def _only_context(text: str, stem_terms: frozenset[str]) -> bool:
    """Words of the question itself and filler only ('把平票样本' before '剔除'): a restated subject."""
    words = set(terms(_APPROXIMATELY.sub(" ", text))) - _paraphrase.NEUTRAL - stem_terms
    return bool(text.strip()) and not words and not _PRE_NEGATION.search(text)


_APPROXIMATELY = re.compile(r"差不多|大约|大概|接近|\b(?:roughly|about|approximately|around)\b", re.I)


def _resolve(
    text: str,
    mentions: list[Mention],
    negative_stem: bool,
    stem_terms: frozenset[str] = frozenset(),
    *,
    single: bool = True,
    options: dict[str, str] | None = None,
) -> ChoiceReading:
    reading = ChoiceReading()
    options = options or {}
    neutral = _paraphrase.NEUTRAL | stem_terms
    gaps = [text[: mentions[0].start] if mentions else text]
    gaps += [text[a.end : b.start] for a, b in itertools.pairwise(mentions)]
    gaps.append(text[mentions[-1].end :] if mentions else "")
    compact = all(_only_filler(gap) for gap in gaps)
    reasons = [hit.start for hit in lexicon.find(text, lexicon.REASONS)]
    chosen: list[Mention] = []
    state: set[str] = set()
    previous: str | None = None  # how the previous mention was read: "yes", "no" or "none"
    ruling_out = False  # the previous mention was ruled out by a word such as 排除 / rule out
    described_until = -1  # the end of the clause describing an option: it names the option, it chooses none
    for index, mention in enumerate(mentions):
        before, after = gaps[index], gaps[index + 1]
        if state and _doubted_after(after) and _CHOSEN_ANYWAY.search(_CLAUSE.match(after).group(0)):  # type: ignore[union-attr]
            reading.hedged = True  # "C 不确定但也选": neither left out nor plainly chosen
        if mention.start < described_until:
            previous = "none"  # "A 是 max-autotune": the option's own name in its description
            continue
        if chosen and _in_reason(text, chosen[0].end, mention.start, reasons):
            previous = "none"  # "选 B。理由：A、C、D 都…": the reason names options, it chooses none
            continue
        said = _said_of(text, mentions, index)
        if (
            chosen
            and not compact
            and not _RETRACT.search(before)
            and (_explained(after) or _explained(said) or _new_clause_about(before, after, chosen[-1], said))
        ):
            previous = "none"  # "B 和 C；A 是循环", "A、D；B 不需要改 mask": an option described, not chosen
            clause = _CLAUSE.match(text, mention.end)
            described_until = clause.end() if clause else mention.end
            continue
        if _CONDITIONED.search(before):
            previous = "none"  # "如果 C", "if it's C": a condition, not an answer
            continue
        if state and (_doubted_after(after) or _ends_with(before, lexicon.DOUBTS)):
            previous = "none"  # "ABCD，E 不确定", "ABDE，不确定 C": that option is doubted, not chosen
            continue
        # what is said of an option not yet chosen, in the question's words; of a chosen one it may
        # explain the choice ("B 还是 D 呢……D 不改模式，那 B"), which the clause reading settles
        predicate = None if mention.labels & state else _predicate(text, mention, stem_terms)
        post_negation = _POST_NEGATION.match(after)
        if post_negation is None and index == len(mentions) - 1:
            post_negation = _closing_denial(after, figure=_committed_figure(before, mention, options))
        if post_negation is None and len(mention.labels) == 1 and next(iter(mention.labels)) in options:
            # "use_deterministic_algorithms(True); torch.compile(model 不对": the option's own code goes on
            own = _fragments.own_continuation(after, options[next(iter(mention.labels))])
            post_negation = _POST_NEGATION.match(after[own:]) if own else None
        ruled_out = _ends_with(before, lexicon.RULE_OUT)
        negated_list = previous == "no" and bool(
            _NEGATED_LIST.match(before) or (ruling_out and _RULED_OUT_LIST.match(before))
        )  # "排除 A 和 C", "rule out A, C and D"
        # "先写了 ABD…，去掉 A，BD": the options left once the rule-out is taken from a set named before
        remainder = (
            ruling_out
            and negated_list
            and any(
                earlier.labels - mentions[index - 1].labels == mention.labels
                and earlier.labels > mention.labels
                for earlier in mentions[: index - 1]
            )
        )
        negated_list = negated_list and not remainder
        if _PRE_NEGATION.search(before) or ruled_out or post_negation or negated_list or predicate == "no":
            ruling_out = ruled_out or bool(negated_list and ruling_out)
            if not (index > 0 and _RETRACT.search(before)):  # "ABCD, not B": both chose and ruled out B
                reading.contradicted |= mention.labels & state
            reading.negated |= mention.labels
            state -= mention.labels
            every = post_negation and (post_negation.group("both") or post_negation.group("all"))
            if every:  # "A、C、D 都不对": the whole list
                following = mention
                for earlier in reversed(chosen):
                    if earlier.end > following.start or not _LIST.match(text[earlier.end : following.start]):
                        break
                    reading.negated |= earlier.labels
                    state -= earlier.labels
                    following = earlier  # each gap of the list, not the whole stretch before it
            elif post_negation and index > 0 and _JOINED.fullmatch(before):  # "A、B、D 排除": all of them
                for joined in _list_items.joined_before(text, mentions, index, _JOINED):
                    reading.negated |= joined.labels
                    state -= joined.labels
            previous = "no"
            continue
        if (
            previous == "no"
            and mention.labels <= mentions[index - 1].labels
            and _only_filler(_POST_NEGATION.sub("", before, count=1))
        ):
            continue  # "A 不对，max-autotune 是另一个 mode": the option ruled out, named again to say why
        retracted = index > 0 and bool(_RETRACT.search(before))
        if retracted and (single or not _omitted_only(before)):
            state.clear()  # on a multiple choice, "漏了 A、C" adds to the set: nothing is taken back
        listed = previous == "yes" and (
            _LIST.match(before)
            or _LIST.match(_POST_AFFIRM.sub("", before, count=1))  # "D 也算；再加 A、C"
            or _HEDGE_LINK.fullmatch(before.strip())
        )
        # "B is wrong, A" / "B 不对，A": the option after a ruled-out one is the correction; not the
        # ruled-out one named again ("不是 C，C 只是序列化格式"), which is described
        corrects = (
            previous == "no"
            and _only_filler(_POST_NEGATION.sub("", before, count=1))
            and not mention.labels <= mentions[index - 1].labels
        )
        if (
            compact
            or retracted
            or corrects
            or listed
            or (index == 0 and (_only_filler(before) or _only_context(before, stem_terms)))
            or _COMMIT.search(before)
            or _ends_with(before, lexicon.COMMITMENTS)
            or _POST_AFFIRM.match(after)
            or predicate == "yes"
            or (
                index == len(mentions) - 1
                and mention.kind == "letter"
                and _BRACKETED_LAST.match(text, mention.end)
                and text[: mention.start].rstrip().endswith(("(", "（"))
            )  # "Remove them (A)"
            or (not state and index == len(mentions) - 1 and _last_clause_alone(before, after, stem_terms))
            or (index == len(mentions) - 1 and _decided_about(before, after, stem_terms))
            or (len(mentions) == 1 and _short_phrase(text, mention))
            or (previous == "yes" and adds(before, after))  # "A、E，再加个 D"
            or (not reading.negated and _fragments.about_one_option(text, mentions, options, neutral))
        ):
            same = bool(chosen) and chosen[-1].labels == mention.labels  # "C？nvfuser": C named twice
            slashed_set = not single and bool(_alternatives.SLASHED.match(before))  # "A/C": the set
            if (
                previous == "yes"
                and not same
                and (
                    (listed and _HEDGE_LINK.search(before) and not slashed_set)
                    or (not retracted and _OR_WORD.search(before))
                )
            ):  # "A C 或者 A D", "A B C D？或者只有 B C D": a second set offered beside the first
                reading.hedged = True
            state |= mention.labels
            chosen.append(mention)
            previous = "yes"
        else:
            previous = "none"
    reading.letters = state - (reading.negated - state)
    reading.ambiguous = negative_stem and bool(reading.negated)
    if not reading.contradicted:  # "C 吧，D 也有可能", "要么 B 要么 C": a second option left open
        settled = _alternatives.settle(
            text, mentions, reading.letters, reading.hedged, single=single, retract=_RETRACT,
            negated=reading.negated,
        )  # fmt: skip
        reading.letters, reading.hedged = settled.letters, settled.hedged
    return reading


_SENTENCE_END = re.compile(r"[。!！?？;；\n]|\.(?!\d)")


def _closing_denial(after: str, *, figure: bool = False) -> re.Match[str] | None:
    """A denial closing the sentence of the last option named, after the one clause the option opens
    ("C 是 SDE，肯定不算", "1/64 和 1/32 都太小了，不可能"): the denial has no subject of its own, so it is
    said of the option. Not after an option standing alone ("C，写盘…，跟 PCIe 无关" gives C a reason)."""
    sentence = _SENTENCE_END.split(after, maxsplit=1)[0].replace("，", ",")
    head, comma, last = sentence.partition(",")
    if not comma or "," in last or _only_filler(head) or _RETRACT.search(head):
        return None
    if lexicon.has(head, lexicon.CORRECTIONS):
        return None
    if figure and _OWN_OBJECT.match(last):
        return None  # "8 次前后向，跟 ZeRO-2 切不切无关": what the figure does not depend on, a reason
    denial = _POST_NEGATION.match(last)
    return denial if denial and _only_filler(last[denial.end() :]) else None


# a bare denial closing the answer after the last option and a pause ("A，不对", "A、C——错了"): what
# was named is taken back or denied, and nothing is chosen (asked again)
_TAKEN_BACK = re.compile(
    r"^\s*(?:[,，、]|——|—|–|-{1,2}|\.{3}|…+)\s*(?:不对|不是|错了|错的|错|不正确|不行|wrong|no|nope)\s*[。.!！]*\s*$",
    re.I,
)


# an irrelevance with an object of its own ("跟 ZeRO-2 无关"), unlike a bare denial ("肯定不算", "无关"):
# said in a clause of its own after a figure the answer committed to, it tells what the figure does
# not depend on; after a named or a described option ("nccl 都是通信用的，跟 RoPE 无关", "1/256 按节点数
# 算的，跟通信量无关") it still rules the option out
_OWN_OBJECT = re.compile(r"^\s*(?:都|也)?\s*(?:跟|与|和|同)\s*(?!它|这|那|其)[^\s,，]")


def _committed_figure(before: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether ``mention`` names figures only ("8", "35GB") and its clause commits to them before it
    ("累积 8 步就是本地 8 次", "只剩 1/32"), unlike a figure described ("1/256 按节点数算的")."""
    clause = re.split(r"[,，;；。!！?？]", before)[-1]
    if not lexicon.has(clause, lexicon.COMMITMENTS):
        return False
    return all(
        label in options and _mentions.value_of(options[label]) is not None for label in mention.labels
    )


_EXPLAINED = re.compile(
    r"^\s*(?:是|为|is|are)\s*(?!对|正确|错|不|没|最|right|correct|wrong|incorrect|not|the)\S", re.I
)
_OPTION_WORD = re.compile(r"(?:\s*(?:选项|option|the))+\s*$", re.I)


_CLAUSE_BREAK = re.compile(r"[;；。.]\s*$")
_COMMA_BREAK = re.compile(r"[,，]\s*$")
_CLAUSE = re.compile(r"(?:(?!\s-\s)[^,，;；。.!！?？])*")  # a spaced dash ("—") ends a clause too
_JOINED_WORDS = re.compile(r"(?:和|与|及|跟|、|\band\b|&)", re.I)


def _said_of(text: str, mentions: list[Mention], index: int) -> str:
    """What the rest of a mention's clause says, the other options listed with it left out ("D 和 E
    要真实样本": "要真实样本" is said of D as of E)."""
    end = _CLAUSE.match(text, mentions[index].end)
    stop = end.end() if end else mentions[index].end
    rest = list(text[mentions[index].end : stop])
    for other in mentions[index + 1 :]:
        if other.start >= stop:
            break
        if other.labels == mentions[index].labels:
            continue  # "A 是 max-autotune": the option's own name is what is said of it
        for offset in range(other.start, min(other.end, stop)):
            rest[offset - mentions[index].end] = " "
    return _JOINED_WORDS.sub(" ", "".join(rest))


def _new_clause_about(before: str, after: str, last_chosen: Mention, said: str | None = None) -> bool:
    """Whether a mention opens a new clause (after '；' or '。', or after a comma that closes a set of
    letters) that says something about it other than that it is right or wrong: a description, not a
    choice ("A、D；B 不需要改 mask", "ABDE，C 不用改 softmax")."""
    if said is None:
        clause = _CLAUSE.match(after)
        said = clause.group(0) if clause else ""
    after_set = bool(_COMMA_BREAK.search(before)) and last_chosen.kind in ("letter", "identifier", "option")
    return (
        (bool(_CLAUSE_BREAK.search(before)) or after_set)
        and not _only_filler(said)
        and not _POST_AFFIRM.match(after)
        and not _POST_NEGATION.match(after)
        and not adds(before, after)  # "…，psum 也能算一个": added, not described
    )


_CONDITIONED = re.compile(
    r"(?:如果|假如|假设|要是|若是|若|\bif\b|\bassuming\b|\bsuppose\b)"
    r"\s*(?:是|选|用|it'?s|it is|we pick)?\s*$",
    re.I,
)
_BRACKETED_LAST = re.compile(r"\s*[)）]\s*[.。!！]?\s*$")
_CHOSEN_ANYWAY = re.compile(r"选|\bchoose|\bpick|\binclude|算上|算进", re.I)
_QUESTION_VERB = re.compile(
    r"^\s*(?:也|都|并|就|才|其实|根本|确实)?\s*(?P<no>不会|不能|不可以|无法|没法|没有|没|不)?\s*(?P<modal>会|能|可以)?"
)


def _predicate(text: str, mention: Mention, stem_terms: frozenset[str]) -> str | None:
    """What the rest of a mention's clause says of it in the question's own words: "no" when it denies
    the question's predicate ("B 不会导致失败" to "哪项操作会导致 capture 失败"), "yes" when it affirms
    it with the question's modal alone ("D 会"); None when it says anything else."""
    clause = _CLAUSE.match(text, mention.end)
    said = clause.group(0) if clause else ""
    verb = _QUESTION_VERB.match(said)
    if verb is None or not (verb.group("no") or verb.group("modal")):
        return None
    rest = said[verb.end() :].strip(" 吧啊呢了的")
    if lexicon.has(rest, (*lexicon.COMMITMENTS, *lexicon.REASONS)):
        return None  # "B 不能被捕获所以会失败": the clause goes on to a consequence
    words = set(terms(rest)) - _paraphrase.NEUTRAL
    if verb.group("no"):
        return "no" if rest and words and words <= stem_terms else None
    modal = verb.group("modal")
    return "yes" if not rest and modal in stem_terms else None


def _doubted_after(after: str) -> bool:
    """Whether a doubt follows the mention directly ("E 不确定"; not "E，不确定 C", about C)."""
    stripped = _DOUBTER.sub("", after, count=1)  # "A I'm not sure about", "C 我也不确定"
    return any(hit.start == len(after) - len(stripped) for hit in lexicon.find(after, lexicon.DOUBTS))


_DOUBTER = re.compile(r"^[\s也还]*(?:(?:我|(?:i'?m|i am|i)\b)\s*)?[\s也还]*", re.I)


_CLAUSE_START = re.compile(r"(?:^|[,，;；。.:：!！?？]\s*|\s-)$")  # "…, so X — C": a spaced dash too


def _last_clause_alone(before: str, after: str, stem_terms: frozenset[str] = frozenset()) -> bool:
    """Whether the answer's last clause is the mention alone, or with words of no weight or of the
    question itself ("约一半，C", "…, B", "随机赋值不行，直接剔除", "每卡 8"): the answer it ends on."""
    lead = re.split(r"[,，;；。.!！?？:：]", before)[-1]
    alone = bool(_CLAUSE_START.search(before.rstrip(" \t"))) or (
        len(lead.strip()) <= _QUALIFIER_LIMIT
        and re.fullmatch(r"[\w\s]+", lead) is not None  # words, not "'; DROP TABLE …; --"
        and _only_context(lead, stem_terms)
    )
    return alone and _only_filler(after) and not _PRE_NEGATION.search(before)


_REMARK = re.compile(r"[(（][^()（）]*[)）]\s*[。.!！]?\s*$")  # a bracketed remark closing the answer
_QUALIFIER_LIMIT = 12  # characters: "所以是对捕获流的 X" qualifies X; a longer stretch says something else


_PHRASE_LIMIT = 8  # characters around the one figure: "每卡 8", "每卡 32 个样本"


def _short_phrase(text: str, mention: Mention) -> bool:
    """A short phrase around the answer's one figure, with nothing that denies, doubts or asks:
    the figure is its answer ("每卡 8"), a reading to confirm."""
    rest = (text[: mention.start] + " " + text[mention.end :]).strip()
    return (
        mention.kind in ("value", "option")
        and len(rest.replace(" ", "")) <= _PHRASE_LIMIT  # "每张卡 16 条样本": spacing is no word
        and re.fullmatch(r"[\w\s]*", rest) is not None
        and not re.search(r"\d|[不没非未吗]|\bnot\b", rest)
        and not lexicon.has(rest, (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.ALTERNATIVES))
    )


def _decided_about(before: str, after: str, stem_terms: frozenset[str]) -> bool:
    """Whether the last clause opens with a decision and names only the question's own subject before
    the option ("…，所以偏差 0%", "so the bias is 0"): the answer it ends on."""
    clause = re.split(r"[,，;；。.!！?？:：]", before)[-1].strip()
    decided = [hit for hit in lexicon.find(clause, lexicon.DECISIONS) if hit.start == 0]
    if not decided or not _only_filler(_REMARK.sub("", after)):
        return False
    subject = clause[decided[0].end :]
    qualified = len(subject.strip()) <= _QUALIFIER_LIMIT and not _PRE_NEGATION.search(subject)
    qualified = (
        qualified
        and not re.search(r"[不没非未]|\bnot\b", subject)
        and not lexicon.has(subject, lexicon.DOUBTS)
    )
    return _only_filler(subject) or _only_context(subject, stem_terms) or qualified


def _explained(after: str) -> bool:
    """Whether the text after a mention describes the option ("A 是循环", "D is a reduction")."""
    return bool(_EXPLAINED.match(after)) and not _POST_AFFIRM.match(after) and not _POST_NEGATION.match(after)


def _ends_with(gap: str, words: tuple[str, ...]) -> bool:
    """Whether ``gap`` (the text before a mention) ends with one of ``words`` ("所以", "rule out"),
    "option" / "选项" aside ("i.e. option A")."""
    gap = _OPTION_WORD.sub("", gap.rstrip(" \t:：,，"))
    end = len(gap.rstrip(" \t:：,，"))
    return any(hit.end == end for hit in lexicon.find(gap, words))


def _in_reason(text: str, after_choice: int, start: int, reasons: list[int]) -> bool:
    """Whether a mention at ``start`` lies in a stated reason opened after the first choice, with no
    correction between the reason and the mention."""
    opened = [reason for reason in reasons if after_choice <= reason < start]
    return bool(opened) and not _RETRACT.search(text[opened[0] : start])


def _lettered(text: str, mentions: list[Mention]) -> str:
    """The answer with every mention written as its letters: one pattern then reads a set named by
    letters, by option texts or by figures alike."""
    out, last = [], 0
    for mention in mentions:
        if mention.start < last:
            continue
        out.append(text[last : mention.start] + "".join(sorted(mention.labels)))
        last = mention.end
    out.append(text[last:])
    return "".join(out)


_COUNTED_ALL = re.compile(
    r"^(?:这)?(\d+)\s*(?:个|项|条)(?:选项|指标|方法|做法|说法)?\s*(?:全部都|全都|全部|全|都)"
    r"(?:可以|对|正确|选|是对的|没毛病|没问题|行|能用|可以用)$"
    r"|^all\s+(\w+)(?:\s+(?:options|of them))?(?:\s+(?:are\s+)?(?:right|correct))?$",
    re.I,
)  # "四个都可以", "五项全对", "all four"


def _counted_all(text: str, count: int) -> bool:
    """ "四个都可以" on a question of four options: every option."""
    match = _COUNTED_ALL.match(text)
    return match is not None and english_number(match.group(1) or match.group(2)) == count


# capital letters joined by single dots and nothing else; "a.b" or "A.bias" stay names
_DOTTED_SET = re.compile(r"\s*[A-H](?:\.[A-H])+\.?\s*")


def read_choices(
    answer: str, options: dict[str, str], *, multi: bool = False, stem: str = ""
) -> ChoiceReading:
    """The options ``answer`` commits to (see the module's rule); ``multi`` allows ``全选``-style sets."""
    text, code = _mentions.prepare(answer)
    stripped = strip_answer_prefix(text)
    code = code[len(text) - len(stripped) :] if stripped is not text else code
    text = stripped
    if _DOTTED_SET.fullmatch(text):  # "A.B.D.E": capital letters joined by dots alone are a set
        text = text.replace(".", "、")
    labels = set(options)
    bare = text.strip(" 。.!！").removesuffix("吧").removesuffix("呢").strip()
    if EVERY_OPTION.match(bare) or _counted_all(bare, len(labels)):
        return ChoiceReading(set(labels))
    if multi and (
        _every.every_in_words(bare, options, stem)
        or _every.every_at_end(text, EVERY_OPTION)
        or _every.every_at_start(text, EVERY_OPTION, options, stem)
    ):
        return ChoiceReading(set(labels))  # "都支持", "…，那全选", "全选，包括 eps 那条"
    mentions, _ = find_mentions(text, code, options, stem)
    unread = unread_addition(text, mentions) or (_list_items.unread_item(text, mentions) if multi else None)
    if unread:  # "A、E，再加个 RoPE": what was added would be dropped; never the smaller set
        return ChoiceReading(unread_addition=unread)
    lettered = _lettered(text, mentions)
    negative_stem = bool(_NEGATIVE_STEM.search(stem))
    asks_right = not negative_stem and not _ASKS_WRONG.search(stem)  # on "哪些是错误的", B is the answer
    but_those = asks_right and (_BUT_THOSE.match(lettered) or (multi and _ONLY_WRONG.match(lettered)))
    if but_those:  # "B 以外都对", "只有 B 不对": every other option
        excluded = set(re.findall(r"[A-H]", but_those.group(1).upper()))
        counted = but_those.groupdict().get("count")
        if not counted or int(counted) == len(labels - excluded):  # "C 以外的四个": four are left
            return ChoiceReading(labels - excluded, negated=excluded)
    denied_rest = (
        asks_right
        and multi
        and (_DENIED_THEN_REST.match(lettered) or _set_apart.set_apart_then_rest(lettered))
    )
    if denied_rest:  # "C 和 E 说反了，剩下的都对": every option but those denied
        excluded = set(re.findall(r"[A-H]", denied_rest.group(1).upper()))
        return ChoiceReading(labels - excluded, negated=excluded)
    all_but = _ALL_BUT.search(lettered) or _ALL_BUT_THEN_REASON.match(lettered)  # "除了 Euler–Maruyama 都是"
    if all_but:
        excluded = set(re.findall(r"[A-H]", re.sub(r"\band\b", " ", all_but.group(1), flags=re.I).upper()))
        if _ONLY_THOSE.match(lettered, all_but.end()):  # the position is one in the lettered text
            return ChoiceReading(excluded, negated=labels - excluded)  # "除了 B 和 C 其他都不行": only B, C
        return ChoiceReading(labels - excluded, negated=excluded)
    less = _SET_LESS.match(lettered)
    if less:  # "A B C D E 里去掉 C 和 A": the set named, less the options taken out of it
        named, taken = (set(re.findall(r"[A-H]", group.upper())) for group in less.groups())
        if taken < named:
            return ChoiceReading(named - taken, negated=taken)
    if mentions and _TAKEN_BACK.match(text[mentions[-1].end :]):
        return ChoiceReading(negated=set().union(*(mention.labels for mention in mentions)) & labels)
    remaining = None if multi else _remaining.remaining_one(text, mentions, labels)
    if remaining is not None:  # "A、B 会报错，D 只管 cuDNN，剩下那个就是答案": the one not named
        return ChoiceReading({remaining}, negated=labels - {remaining})
    arrowed = _summed_up.summed_up(text, labels)
    if arrowed and (multi or len(arrowed) == 1):  # "A 可以，C 不行 → BD": the letters the arrow leads to
        return ChoiceReading(arrowed)
    stem_terms = _paraphrase.stem_terms(stem)
    reading = _resolve(text, mentions, negative_stem, stem_terms, single=not multi, options=options)
    every = _EVERY_AFTER_LIST.search(text)
    named = set().union(*(mention.labels for mention in mentions)) if mentions else set()
    if multi and every and named == labels and _plain(reading) and every.start() >= mentions[-1].end:
        return ChoiceReading(
            set(labels)
        )  # "perplexity, lang_score, …, all of them": every option, each named
    if not multi and (len(reading.letters) > 1 or reading.hedged) and _described_together(lettered):
        return ChoiceReading()  # "B、D 肯定都超了": options described together, none chosen (asked again)
    denied = _denied_together(lettered) & reading.letters
    if denied:  # "D，A 和 D 都不对": chosen, then denied with others, no correction word
        return replace(reading, contradicted=reading.contradicted | denied)
    return reading


# a clause that names options, alone or together, and denies them all ("A 和 D 都不对", "B、C 是错的",
# "A and D are wrong"): an option chosen elsewhere in the answer and denied here is contradicted. A
# comma ends the group: in "D, A and B are wrong" the D is a clause of its own, the answer
_DENIED_GROUP = re.compile(
    r"(?:^|[,，;；。!！])\s*([A-H](?:\s*(?:[、/和与跟及]|\band\b)\s*[A-H])*)\s*"
    r"(?:这两个|这俩|这几个|两个|三个)?\s*(?:都|也|全|\bare\b|\bis\b|\bboth\b)?\s*(?:是)?\s*"
    r"(?:不对|不行|错的|错了|不正确|错误|\bwrong\b|\bincorrect\b)",
    re.I,
)


def _denied_together(lettered: str) -> set[str]:
    groups = (
        re.sub(r"\band\b", " ", found.group(1), flags=re.I) for found in _DENIED_GROUP.finditer(lettered)
    )
    return {letter for group in groups for letter in re.findall(r"[A-H]", group.upper())}


# Several options named as one subject, then said something of together ("A 和 C 都会溢出", "B、D
# 这俩肯定不行"): on a single choice no answer, a description (mostly a rule-out); never a choice of
# both. An affirmation of them ("都对", "都可以", "都有可能") is a hedge between them, read as before.
_TOGETHER = re.compile(
    r"^\s*[A-H](?:\s*(?:[、,，/和与跟及]|\band\b)\s*[A-H])+\s*"
    r"(?:这两个|这俩|这三个|这几个|两个|三个)?[^，,。；;!！?？]{0,8}?(?:都|肯定|一定|显然|全)",
    re.I,
)
_TOGETHER_AFFIRMED = re.compile(
    r"对|正确|选|答案|可以|都行|没问题|可能|也许|应该|应当|估计|猜|吧|\b(?:right|correct|fine|pick|choose)\b",
    re.I,
)


def _described_together(lettered: str) -> bool:
    together = _TOGETHER.match(lettered)
    return together is not None and not _TOGETHER_AFFIRMED.search(lettered)


# a list closed by "all of them": every option only when the list named every one
_EVERY_AFTER_LIST = re.compile(
    r"[,，;；]\s*(?:all of them|all four|all five|全部|全都选|都选|全选)\s*[.。!！]?\s*$", re.I
)


def _plain(reading: ChoiceReading) -> bool:
    return not (reading.hedged or reading.negated or reading.contradicted or reading.ambiguous)
