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

from bank.grading.decisions._struck import REFUSING_SIGNS, signed_against
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import (
    DISOWN_ALL,
    DISOWN_COPULA,
    DISOWN_EN_DEMONSTRATIVE,
    DISOWN_EN_HOLDS,
    DISOWN_EN_LABEL,
    DISOWN_EN_SCOPE,
    DISOWN_EN_WRONG,
    DISOWN_LABEL,
    DISOWN_NONE,
    DISOWN_NOUN,
    DISOWN_QUALIFIER,
    DISOWN_SCOPE,
    DISOWN_WRONG,
    alternation,
)

# the verdict closes its clause: "以上都错误。", not "下面的错误处理" (a noun) nor "以上都错吗？"
_CLAUSE_END = r"(?=\s*(?:[，。；;,.！!：:）)」』\]…—-]|$))"


def _any(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


_BUT = alternation(lexicon.DISOWN_BUTS)
_PARTICLE = alternation(lexicon.DISOWN_PARTICLES)
_ATTRIBUTED = alternation(lexicon.ATTRIBUTED)
_DISOWNING = re.compile(
    rf"{_any(DISOWN_SCOPE)}(?:的)?(?:{_any(DISOWN_NOUN)})?\s*(?:{_any(DISOWN_ALL)})?\s*(?:{_any(DISOWN_COPULA)})?\s*"
    rf"(?:{_any(DISOWN_QUALIFIER)})?\s*{_any(DISOWN_WRONG)}(?:{_PARTICLE})?{_CLAUSE_END}"
    rf"|{_any(DISOWN_SCOPE)}(?:的)?(?:{_any(DISOWN_NOUN)})?\s*(?:内容)?\s*{_any(DISOWN_NONE)}"
    rf"|^\W*{_any(DISOWN_LABEL)}\s*(?:[(（][^()（）\n]{{0,20}}[)）])?\s*[:：]"
    rf"|\b(?:all|everything)\s+(?:of\s+)?{_any(DISOWN_EN_DEMONSTRATIVE)}\s+(?:is|are)\s+{_any(DISOWN_EN_WRONG)}\b"
    rf"|\b{_any(DISOWN_EN_SCOPE)}\s+(?:is|are)\s+(?:all\s+)?{_any(DISOWN_EN_WRONG)}\b"
    rf"|\b(?:this|that|it)\s+is\s+all\s+{_any(DISOWN_EN_WRONG)}\b"
    rf"|\bnone\s+of\s+{_any(DISOWN_EN_DEMONSTRATIVE)}\s+{_any(DISOWN_EN_HOLDS)}\b"
    rf"|\b(?:i\s+)?(?:don'?t|do\s+not)\s+believe\s+(?:any|a\s+word)\s+of\s+{_any(DISOWN_EN_DEMONSTRATIVE)}\b"
    rf"|^\W*{_any(DISOWN_EN_LABEL)}\s*:"
    # the whole told to be ignored, disagreed with, or someone else's and judged wrong: "忽略以上内容",
    # "我不同意以下观点", "以上是 ChatGPT 说的，我觉得不对", "Disregard all of the above", "That was a joke"
    rf"|(?:{alternation(lexicon.DISOWN_IGNORING)}){_any(DISOWN_SCOPE)}"
    rf"|{_any(DISOWN_SCOPE)}(?:内容|回答)?(?:{_ATTRIBUTED})[^，,。\n]{{1,20}}?[,，]\s*我(?:觉得|认为)?(?:都)?(?:不对|错)"
    rf"|\b(?:disregard|ignore|forget)\s+(?:all\s+(?:of\s+)?)?{_any(DISOWN_EN_DEMONSTRATIVE)}\b"
    rf"|\b(?:that|this|the above|all of (?:that|this|the above))\s+(?:was|is)\s+(?:just\s+|only\s+)?"
    r"a\s+joke\b"
    # a frame closing the answer that files it, or its points, as wrong or not applying: "——这是错误示范",
    # "…但本题不适用", "…但我认为都不对"
    rf"|(?:^|\n)\W*这(?:些)?(?:都)?(?:是|为)\s*{_any(DISOWN_WRONG)}\W*\Z"
    rf"|(?:{_BUT})\s*(?:{alternation(lexicon.DISOWN_THIS_QUESTION)})\s*(?:都)?不适用\W*\Z"
    rf"|(?:{_BUT})\s*我(?:认为|觉得)?\s*(?:这些|它们)?(?:{alternation(lexicon.ALL_OF)})"
    rf"(?:{alternation(lexicon.DISOWN_NOT_SO)})\W*\Z",
    re.I | re.M,
)


# A line taken back on its own: asked, denied, crossed, struck, unticked or marked "no" in a table
# ("<point>？", "<point>——不对", "<point> ❌", "~~<point>~~", "- [ ] <point>", "| <point> | 否 |")
_LINE_DISOWNED = re.compile(
    rf"(?:[?？]|{lexicon.LINE_DENIALS}|[❌✗✘×✕]|[(（]\s*(?:no|not|否|不)\s*[)）]|\bno(?:pe)?\b|否)[\s|。.!！]*$"
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
    rf"(?:{_any(DISOWN_SCOPE)}|这)?(?:的)?(?:{_any(DISOWN_NOUN)})?(?:{_any(DISOWN_ALL)})?(?:{_any(DISOWN_COPULA)})?"
    rf"(?:{_any(DISOWN_QUALIFIER)})?(?:{_any(DISOWN_WRONG)}|误|错误)(?:{_PARTICLE})?"
    r"|(?:everything|all|all of it)(?:of)?(?:the)?(?:above|below|this)?(?:is|are)?(?:all)?"
    rf"{_any(DISOWN_EN_WRONG)}"
    r"|wrong|incorrect|false",
    re.I,
)
# A label alone on the answer's first line, filing what follows: "WRONG:", "错误：", "反例："
_LABEL_LINE = re.compile(
    rf"{_any(DISOWN_LABEL)}|{alternation(lexicon.WRONG_WORDS)}|{_any(DISOWN_EN_LABEL)}"
    r"|wrong|bad|incorrect|false",
    re.I,
)
# Someone else's answer, then the candidate's own, which is none: "以上是参考答案，我自己的答案是：不知道",
# "这是标准答案，我不同意", "我的答案：不会"; a question put and answered no: "Q: 这样做对吗？…A: 不对"
_GIVE_UP = rf"(?:{lexicon.DISOWN_GIVE_UPS})"
_NOT_MINE = re.compile(
    rf"(?:^|\n)\W*我(?:自己)?的答案(?:是|为)?\s*[:：]?\s*{_GIVE_UP}\W*\Z"
    rf"|(?:{_any(DISOWN_SCOPE)}|这)(?:内容|回答)?(?:{_ATTRIBUTED})[^，,。\n]{{1,20}}?[,，]\s*我(?:自己)?"
    rf"(?:{alternation(lexicon.DISAGREEING)}|{_GIVE_UP}|的答案(?:是|为)?\s*[:：]?\s*{_GIVE_UP})"
    rf"|(?:^|\n)\s*a\s*[:：]\s*(?:{alternation(lexicon.ANSWERED_NO)})\W*\Z",
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
