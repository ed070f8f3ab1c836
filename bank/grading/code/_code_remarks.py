"""A code answer whose words around the code disown it: "空1 → nvme（不是）", "不填 nvme", "nvme 错",
"nvme（开玩笑）", "nvme (actually cpu)", "我填 nvme 的话会错", "空1 → 跳过", "除了 nvme", "如果是 … 就好了".

The fills are read from the code alone, the words around them set aside as commentary; when those
words deny, take back, joke, skip, make conditional or correct a fill, the code read is not what the
candidate answered. Such an answer is never graded right: it is asked again.

What an answer says before its fill (``said_before_fill``) is where a condition on it stands
("如果…就 <fill>"); a remark after the fill is none.
"""

from __future__ import annotations

import re

from bank.grading.code._code import COMMENT_OPENS
from bank.grading.code._lost_indent import filled_stem_lines
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import JOKING, alternation
from bank.grading.text._text import without_code
from bank.grading.text._words import has
from bank.model import Question, QuestionType

# a remark in brackets after a fill, denying or correcting it: "nvme（不是）", "(actually cpu)"; not
# one that names the fill ruled out ("`b`（不是 `a`）", read by ``_code.ruled_out``)
_BRACKETED = re.compile(
    rf"[(（][^()（）`]*(?:{lexicon.BRACKETED_AGAINST})[^()（）`]*[)）]",
    re.I,
)
_DISOWNING = re.compile(
    # a denial closing a fill's line, spaced or after a comma: "空1 → nvme 错", "x，错的", "x 和 y 都不对"
    rf"[\w)\]'\"](?:\s+|\s*[,，;；。]\s*)(?:(?:{lexicon.LINE_CLOSING_ALL})\s*(?:是)?\s*)?"
    rf"(?:{lexicon.LINE_CLOSING_DENIALS})[\s。.!！]*(?:\n|$)|"
    # a doubt or a guess closing the answer, spaced: "BLOCK_SIZE: tl.constexpr 不确定", "x 猜的"
    rf"[\w)\]'\"]\s+(?:{alternation((*lexicon.DOUBTS, *lexicon.CODE_REMARK_AGAINST))})[\s。.!！]*$|"
    # a stand against it, closing the answer or before its reason: "x 这种写法不对吧", "x，我不同意这种写法，
    # 太死板", "x，这种写法我不认可"
    rf"[\w)\]'\"](?:\s+|\s*[,，;；。]\s*)(?:{lexicon.FILL_STOOD_AGAINST})"
    rf"\s*(?:{lexicon.FILL_STAND_CLOSES})*\s*(?:[,，;；。.!！][^\n]*)?$|"
    # a fill refused, conditional, judged, excepted or wished for: "不填 nvme", "我填 nvme 的话会错"
    rf"{lexicon.FILL_DISOWNED}|"
    # a joke, or a blank skipped
    rf"{JOKING}|{lexicon.FILL_SKIPPED}",
    re.I,
)


# a comment beside the code or over it that calls it wrong, marks it to fix, or changes it: "{C} # wrong",
# "{C}  # 反过来", "# TODO: fix\n{C}", "{C}  # swap them" (the comment is dropped as code, never read)
_COMMENT = re.compile(rf"{COMMENT_OPENS}\s*(?P<said>[^\n]*)")
_COMMENT_AGAINST = re.compile(
    lexicon.COMMENT_AGAINST,
    re.I,
)


# a need denied of a thing the code does not name ("# 推理不要 dropout" beside "dropout_p=0.0", "# 别再
# transpose 了"): a reason for the code as written, not a word against it ("# 不要 causal" beside
# "causal=True" is one)
_NEED_DENIED = re.compile(
    rf"(?:{alternation((*lexicon.NOT_NEEDED, *lexicon.COMMENT_NOT_TO_DO))})\s*"
    r"(?P<thing>[A-Za-z_][A-Za-z0-9_]*)\b"
    r"(?!\s*[A-Za-z_])"  # the thing as the last word: "# 别 set causal" denies causal with its verb
)
_NAMED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# a comment that is only a reminder of a thing the code names ("{BLOCK_SIZE: tl.constexpr}  # 别忘了
# constexpr"): no word against it; a reminder of a thing the code lacks ("# 别忘了 mask") is, and so is one
# followed by anything but a closing mark ("# 别忘了 constexpr 其实不需要", "# 别忘了 constexpr？")
_REMINDED = re.compile(
    rf"\s*(?:{alternation(lexicon.REMINDERS)})\s*(?:{alternation(lexicon.REMINDED_VERBS)})?\s*"
    rf"(?P<thing>[A-Za-z_][A-Za-z0-9_]*)(?:{lexicon.REMINDER_CLOSES})",
    re.I,
)


# a thing the code does not name, said left out, and nothing more ("# 不写 use_reentrant", "# use_reentrant
# 不传"): the code written leaves it to its default; not "# 不写 use_reentrant 会报错" (more is said)
_LEFT_OUT = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.LEFT_OUT)})\s*(?P<thing>[A-Za-z_]\w*)"
    rf"|(?P<named>[A-Za-z_]\w*)\s*(?:{alternation(lexicon.LEFT_OUT)}))(?:{lexicon.REMINDER_CLOSES})",
    re.I,
)

_POINTING = frozenset({"it", "this", "that", "them", "these", "those", "one", "any", "anything"})  # no name


def _left_out(said: str, before: str) -> bool | None:
    """Whether a comment that only says a thing is left out speaks of a thing the code before it does
    not name (True: the default taken) or of one it names (False: the comment contradicts the code);
    None when the comment says more, or no such thing."""
    found = _LEFT_OUT.fullmatch(said)
    thing = (found["thing"] or found["named"]) if found else None
    if thing is None or thing.casefold() in _POINTING:
        return None
    return re.search(rf"(?<![\w.]){re.escape(thing)}(?!\w)", before) is None


# what fails without the fill ("# 不是 constexpr 的话 arange 会报错", "# 不然会报错"): a reason for it
_OTHERWISE = re.compile(
    rf"^\s*(?:{lexicon.COMMENT_OTHERWISE_LEADS})[^\n]*?(?:{lexicon.COMMENT_FAILURES})[\s了的啊。.!！]*$", re.I
)


# a remark calling the fill wrong, a guess, or doubting it ("不是这个", "猜的", "不确定"): in a comment or
# closing the answer
_REMARK_AGAINST = (*lexicon.CODE_REMARK_AGAINST, *lexicon.DOUBTS)


def _commented_against(answer: str) -> bool:
    names = set(_NAMED.findall(_COMMENT.sub(" ", answer)))
    for found in _COMMENT.finditer(answer):
        said = _NEED_DENIED.sub(
            lambda need: need.group(0) if need.group("thing") in names else " ", found.group("said")
        )
        reminder = _REMINDED.fullmatch(said)
        if reminder and reminder.group("thing") in names:
            continue
        if _COMMENT_AGAINST.search(said) or has(said, _REMARK_AGAINST):  # "# 反正不是这个", "# 不确定"
            return True
        if _left_out(said, answer[: found.start()]) is False:  # "f(x, y=1)  # 不传 y": which is meant?
            return True
    return False


# a closing remark of words only, after a comma (a dash is read as one): what the code grader drops as
# a pause, unless it calls the fill wrong, a guess, or doubts it ("x —— 肯定不对", "x，不确定"); an
# alternative allowed beside it ("x，非重入的也行", labelled correct) is not a doubt of it
_CLAUSES = re.compile(r"[,，;；。!！\n]")


# a name, a figure or a quoted string in a remark, and a blank named by its place ("空 2", "第二空")
_TOKEN = re.compile(r"'[^']*'|\"[^\"]*\"|[A-Za-z_][\w.]*|\d+(?:\.\d+)?")
_BLANK_NAMED = re.compile(r"空\s*\d+|第\s*[一二三四五六七八九十\d]+\s*[空处个]|blank\s*\d+", re.I)


def _without_named_before(clause: str, before: str) -> str:
    """``clause`` without the blanks it names by place and the pieces of code said before it."""
    return _TOKEN.sub(
        lambda token: " " if token.group(0) in before else token.group(0), _BLANK_NAMED.sub(" ", clause)
    )


def _remarked_against(answer: str) -> bool:
    """Whether a clause of words closing the answer, after its first, calls the fill wrong or doubts it,
    itself or a piece of it named again ("x，不确定", "cp.checkpoint(_inner, x, …)，x 不确定", "…，空 2 不
    确定"); a clause holding other code ends the look ("x，不对，是 y" is a correction, read as before)."""
    clauses = _CLAUSES.split(without_code(answer))
    for index in range(len(clauses) - 1, 0, -1):
        clause = _without_named_before(clauses[index], "".join(clauses[:index]))
        if re.search(r"[A-Za-z0-9_]", clause):
            return False
        if has(clause, _REMARK_AGAINST):
            return True
        if _TOKEN.search(clauses[index]):
            return False  # code said again, words for nothing against it: a correction's end
    return False


# the need of a name opening such a comment ("# 必须 constexpr 不然 tl.arange 报错"): what the fill is
# said to need, before what fails without it
_NEED_FIRST = re.compile(rf"^\s*(?:{lexicon.NEEDED})\s*(?P<name>[A-Za-z_][\w.]*)\s*[,，]?\s*")


# a comment setting another case aside ("# 训练要 dropout 的话另说"), its case no doubt nor denial of the fill
_ASIDE = re.compile(rf"^\s*(?P<case>[^\n]*?)\s*(?:{lexicon.CASE_SET_ASIDE})[\s了吧。.!！]*$")


def _set_aside(said: str) -> bool:
    aside = _ASIDE.match(said)
    if aside is None:
        return False
    case = aside["case"]
    against = (*_REMARK_AGAINST, *lexicon.HEDGES)
    failing = re.search(alternation(lexicon.CASE_ASIDE_FAILING), case)
    return not (_COMMENT_AGAINST.search(case) or has(case, against) or failing)


def _unless_otherwise(comment: re.Match[str]) -> str:
    """A comment saying what fails without the fill, dropped, after the need of a name the code before
    it holds, if it opens with one; any other comment kept as it is ("# 必须 int 不然报错" beside
    ``tl.constexpr`` needs what the code does not hold)."""
    said = comment.group("said")
    need = _NEED_FIRST.match(said)
    otherwise = said[need.end() :] if need and need["name"] in comment.string[: comment.start()] else said
    if _set_aside(said):
        return " "  # "# 训练要 dropout 的话另说": another case, the code as written for this one
    if _left_out(said, comment.string[: comment.start()]) is True:
        return " "  # "# 不写 use_reentrant": the default taken, the code as written
    return " " if _OTHERWISE.match(otherwise) and not has(said, lexicon.LEFT_OPEN) else comment.group(0)


def disowned(answer: str) -> bool:
    """Whether the words outside the answer's backticked code deny, skip or correct what it fills (a
    correction that goes on to the code it means, "…，不对，是 f(x)", is read as before)."""
    answer = _COMMENT.sub(_unless_otherwise, answer)  # "# 不然 arange 会报错": a reason, set aside
    return bool(
        _BRACKETED.search(answer)
        or _DISOWNING.search(without_code(answer))
        or _commented_against(answer)
        or _remarked_against(answer)
    )


def said_before_fill(question: Question, text: str, fill: str | None) -> str:
    """What a code answer says before the fill it was read as ("如果…就 " of "如果…就 <fill>"); nothing on
    another type, or where the fill is not found as typed."""
    if question.type is not QuestionType.CODE or not fill or not fill.strip():
        return ""
    if filled_stem_lines(text, question.stem):
        return ""  # "if …:\n    out = f(x)": the stem's own lines around the fill, nothing said
    return text[: max(text.find(fill.strip().splitlines()[0]), 0)]  # its first line: code may span lines
