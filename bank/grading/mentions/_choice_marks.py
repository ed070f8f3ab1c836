"""The marks the choice reader reads around a mention of an option: the filler that may surround a
committed choice, the commit markers before it ("选", "答案是", "I pick"), the negations before and
after it ("不是 B", "B 不对"), the affirmations after it ("B 对"), the corrections that take an earlier
choice back ("哦不", "改选"), and the links that continue a list of options ("和", "、", "and").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import word_characters


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
) + list(lexicon.GUESS_FILLERS)
_ZH_FILLER = [*lexicon.ANSWER_DONE, *_ZH_FILLER]  # "就这样" before "就": the answer said complete


_EN_FILLER = frozenset(
    _words(
        "all and answer answers are be believe both choice choices choose chose correct definitely "
        "final five for four go going guess i i'd i'll i'm id ill im is it it's its letter maybe "
        "my of one ones option options pick probably right say select should sure the them these "
        "think three two will with would about approximately around roughly not unsure also too as well"
    )
)


_SEPARATORS = re.compile(
    r"[\s,;:.!?()\[\]{}<>\"`*+&|/~=≈…。，、；：！？（）【】《》「」“”‘’-]+|"
    + alternation(lexicon.OPTION_SEPARATORS)
)


COMMIT = re.compile(
    lexicon.COMMIT_MARKS,
    re.I,
)


PRE_NEGATION = re.compile(
    lexicon.PRE_NEGATIONS,
    re.I,
)


# a negation before a figure ("没 5%", "没到 5%", "below 5%"): the figure denied or bounded, never stated;
# read only of an option named by its figure, as "没 B" names no quantity
_FIGURE_PRE_NEGATION = re.compile(rf"(?:{lexicon.FIGURE_PRE_NEGATIONS})\s*$", re.I)


def figure_denied(before: str, mention: Mention, options: Mapping[str, str]) -> bool:
    """Whether ``mention``, an option named by its figure (its text "5%" or a value of it), follows a
    negation of a quantity ("没 5%": not, or less than, 5%), not a letter ("没 B" is no figure)."""
    return (
        mention.kind != "letter"
        and bool(mention.labels)
        and all(value_of(options.get(label, "")) is not None for label in mention.labels)
        and _FIGURE_PRE_NEGATION.search(before) is not None
    )


# the wrong one named as such ("错的是 B", "我看不对的就是 B"): on a question asking what is right, B
# is ruled out, not chosen (the copula alone would commit to it); on one asking what is wrong, B is
# the answer and this is not asked. "不会错的是 B", "没错的是 B" say the opposite and are not read.
WRONG_ONE = re.compile(
    lexicon.WRONG_ONE_NAMED,
)


POST_NEGATION = re.compile(  # after the code's closing marks too: "backend='inductor' 肯定错"
    # counted before the denial too: "A、C、D 三个都不对", "B 和 D 这两项都错"
    lexicon.POST_NEGATIONS,
    re.I,
)


POST_AFFIRM = re.compile(
    lexicon.POST_AFFIRMATIONS,
    re.I,
)


# A verb of changing under a negation ("B 不用改 mask", "没改过") says what an option does not need;
# it takes back nothing the answer said.
_CHANGE_VERBS = frozenset(lexicon.CHANGE_VERBS)
_NOT_CHANGED = "".join(f"(?<!{negation})" for negation in lexicon.CHANGE_NEGATIONS)


def _correction(word: str) -> str:
    if word.isascii():
        return r"\b" + re.escape(word) + r"\b"
    return (_NOT_CHANGED if word in _CHANGE_VERBS else "") + re.escape(word)


RETRACT = re.compile(  # the shared corrections, and a denial between two choices ("B 不对，选A")
    "|".join(
        [_correction(word) for word in lexicon.CORRECTIONS]
        + list(lexicon.RETRACT_DENIALS)
        + [_correction(word) for word in lexicon.RETRACT_CHANGES]
        + list(lexicon.RETRACT_PUNCTUATED)
        # a clause of its own voiding what came before ("32，作废，48"), as ``last_correction`` reads it
        + [
            rf"(?<=[,，.。?？!！;；])\s*(?:{lexicon.alternation(lexicon.VOIDING_CLAUSE)})\s*[了吧啊]?\s*(?=[,，.。!！;；])"
        ]
    ),
    re.I,
)


# what an option just ruled out is called when named again by its text to say why ("Not A, that's
# max-autotune", "不是 C（那是视觉那边的）"): it describes the option, it does not choose it
RESTATING = re.compile(rf"[\s,，;；:：(（—-]*(?:{lexicon.RESTATING})(?:\s+the)?\s*", re.I)


# what an option ruled out and named again by its letter sets, said to say why ("不是 A，A 开的是
# max-autotune", "C 排除，C 用的是 nvfuser"): its own text, describing it, choosing nothing
OWN_SETTING = re.compile(rf"\s*(?:{lexicon.OWN_SETTING_VERBS})\s*的\s*(?:就)?\s*是\s*")


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


# a pause before one more option ("A B C. wait, D too", "ABD，等等，还有 C", "ABD. actually C as well"):
# the pause word alone, a link of addition maybe, then the option with an "also" closing its clause
_PAUSED = re.compile(
    rf"^[\s,，.。;；!！…]*(?:{alternation(lexicon.PAUSED_ADDITION_WORDS)})\s*[,，.。:：!！…]*\s*", re.I
)
_ADDED_LINK = re.compile(rf"(?:{alternation(lexicon.ADDED_AFTER_PAUSE)})\s*[:：]?\s*$", re.I)
_CLAUSE_CLOSED = r"[\s吧了啦啊呀]*(?:[,，;；。.!！]|$)"  # not asked: "wait, D too?" offers D
# more letters joined to the option added ("wait, B and C too", "等等，还有 B 和 C")
_MORE_LETTERS = (
    rf"(?:\s*(?:{alternation(lexicon.LIST_JOINS)}|、|\band\b|&)\s*(?<![A-Za-z])[A-H](?![A-Za-z]))*"
)
_ALSO_CLOSING = re.compile(
    rf"{_MORE_LETTERS}\s*(?:{alternation(lexicon.ALSO_AFTER_PAUSE)})(?={_CLAUSE_CLOSED})", re.I
)
_LINKED_CLOSING = re.compile(rf"{_MORE_LETTERS}{_CLAUSE_CLOSED}", re.I)
_ALSO_ASKED = re.compile(
    rf"{_MORE_LETTERS}\s*(?:{alternation(lexicon.ALSO_AFTER_PAUSE)})?[\s吧呢吗嘛]*[?？]", re.I
)


def asked_after_pause(gap: str, after: str) -> bool:
    """Whether a pause word before the option (``gap``) stops to ask whether it belongs to the set too:
    "wait, D too?", "等等，还有 C？", "wait, B and C too?": the set is kept and the option held open
    (a hedge), never the option alone."""
    paused = _PAUSED.match(gap)
    if paused is None:
        return False
    link = gap[paused.end() :]
    if link.strip() and _ADDED_LINK.fullmatch(link) is None:
        return False
    asked = _ALSO_ASKED.match(after)
    return asked is not None and (bool(link.strip()) or lexicon.has(asked.group(0), lexicon.ALSO_AFTER_PAUSE))


def added_after_pause(gap: str, after: str) -> bool:
    """Whether a pause word before the option (``gap``) only stops to add it to the set: "wait, D too",
    "等等，还有 C", "等等，C 也算": the option's clause (``after`` it) closed on the "also" or the link
    before it; what follows is read as any list goes on ("wait, B too, and C"). Not "wait, D" (the set
    taken back for D), nor "wait, D too?" (asked), nor "等等，D 也不对"."""
    paused = _PAUSED.match(gap)
    if paused is None:
        return False
    link = gap[paused.end() :]
    if link.strip() and _ADDED_LINK.fullmatch(link) is None:
        return False
    if link.strip() and _LINKED_CLOSING.match(after):  # "等等，还有 C": the link adds
        return True
    return _ALSO_CLOSING.match(after) is not None


JOINED = re.compile(
    rf"\s*(?:{alternation(lexicon.LIST_JOINS)}|、|\band\b|&)\s*", re.I
)  # two options named as one subject
# a list ruled out by the word after it: "、" and "和" join it, and "/" too ("B/C/D 不可能"), which
# elsewhere may offer an option or the other; an item may close on a pointer ("fullgraph 那个跟 nvfuser
# 那个先排除"), which points at it and says nothing more
LISTED = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.POINTED_OUT)})\s*)?(?:{alternation(lexicon.LIST_JOINS)}|、|/|\band\b|&)\s*",
    re.I,
)


# "那个" closing the option before ("adaLN-Zero 那个，还有 patch 取 2") points at it, saying nothing more
LIST_LINK = re.compile(
    lexicon.LIST_LINKING,
    re.I,
)
# a particle of mood closing the clause of one option, then a pause, before the next ("头数是 48 啊，64",
# "偏差为 0 吧，10%"): the next is offered beside it as after a bare comma ("48，64"), never dropped for the
# particle (two figures named, neither withdrawn: the pair is read, which a single choice never grades right)
PARTICLE_PAUSE = re.compile(
    rf"^\s*(?:{alternation(lexicon.SOFT_PARTICLES + lexicon.MOOD_PARTICLES)})\s*[,，、;；。]\s*$"
)


NEGATED_LIST = re.compile(rf"^\s*(?:{lexicon.NEGATED_LIST_LINKS})\s*$", re.I)


RULED_OUT_LIST = re.compile(
    rf"^\s*(?:[,，、]\s*)?(?:{alternation(lexicon.RULED_OUT_LINKS)}|\band\b|\bor\b)?\s*$", re.I
)  # "rule out A, C and D"


HEDGE_LINK = re.compile(rf"{alternation(lexicon.HEDGE_LINKS)}|\bor\b|[?？/]", re.I)


OR_WORD = re.compile(
    rf"{alternation(lexicon.OR_WORDS)}|\bor\b", re.I
)  # an alternative said in words, not a mark


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
