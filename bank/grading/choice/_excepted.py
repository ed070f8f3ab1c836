"""On a multiple choice asking what holds, every option but those the answer leaves out, where it
names them by their own words rather than their letters: "除了 eps 那条其余都对", "除了长度都行",
"everything but precision and recall", "softmax 那条不选，其他都选", "15T 那条我不信，其余四条都认".

An option is named by a piece of the answer when a word of the piece is a word of that option's text
alone (not of the question's stem, not of another option) and no word of the piece belongs to
another option alone; a letter standing alone names its option. Two frames are read:

- "除了 X（以外）… 都对 / 其余都选" and "everything / all but X": every piece of X (split at 和、/
  and …) names one option, else nothing is read;
- clauses that leave options out ("X 不选", "X 我不信", "X 都得有真实分布，排掉"), then a last clause
  choosing the rest ("其余都选", "剩下四条全勾", "其余照单全收"): every clause naming an option denies
  or removes it, or is followed by a clause that only removes.

A count of the rest ("其余四条"), when given, is the number left. What follows an "all but" may give a
reason, but nothing denied, doubted or lettered; a reading to confirm, never bare (``_confirmation``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from bank.grading.mentions._names import initials_set_apart
from bank.grading.open import _paraphrase
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import numeral_value

_POINTERS = rf"(?:{alternation(lexicon.EXCEPT_POINTERS)})?"
_UNIT = alternation(lexicon.EXCEPT_UNITS)
_ALL = alternation(lexicon.EXCEPT_ALL)
_PARTICLE = alternation(lexicon.REST_PARTICLES)
_ALL_BUT = re.compile(
    rf"^\s*(?:{alternation(lexicon.EXCEPT)})\s*(?P<x>[^,，;；。!！?？]{{1,30}}?)\s*"
    + _POINTERS
    + r"\s*(?:以外|之外)?\s*[,，]?\s*"
    + rf"(?:{lexicon.OTHERS_OF})?\s*(?:(?P<count>[一二两三四五六七八\d])\s*(?:{_UNIT}))?\s*"
    rf"(?:{alternation(lexicon.EXCEPT_CHOOSER)})?\s*(?:{_ALL})\s*(?P<verb>{alternation(lexicon.EXCEPT_VERBS)})(?P<tail>.*)$"
    r"|^\s*(?:everything|anything|all(?: of them| options)?)\s+(?:but|except)(?:\s+for)?\s+(?:the\s+)?"
    r"(?P<xe>[^,，;；.!?]{1,40}?)(?:\s+(?:ones?|options?|claims?|items?))?\s*(?P<taile>[,，;；.].*)?$"
    # "除了 P@k 和 R@k": the "all but" alone, as "除了 B" is of letters ("除掉 C" alone removes, no rest)
    r"|^\s*除了\s*(?P<xb>[^,，;；。!！?？]{1,30}?)\s*(?:以外|之外)?[\s。.!！]*$",
    re.I,
)
# the pieces of X: "precision and recall", "长度和 eps"
_PIECES = re.compile(rf"\s*(?:{alternation(lexicon.LETTER_LINKS_ALL)}|、|/|,|，|\band\b|\bor\b)\s*", re.I)
# the last clause choosing every option left, by a verb ("其余都选", "剩下四条全勾") or by the count left
# alone ("剩下两个", "那就剩两个"): with no verb, the options described before it ("dot 只是算乘法")
# are left out too, when the count left says so (``counted`` holds the count then)
_REST = re.compile(
    rf"^\s*(?:{alternation(lexicon.REST_LEADS)})?\s*(?:"
    rf"(?:{lexicon.REST_OF})\s*"
    rf"(?:(?P<count>[一二两三四五六七八\d])\s*(?:{_UNIT}))?\s*(?:选项)?\s*(?:{_ALL})?\s*"
    rf"(?:{alternation(lexicon.REST_CHOSEN)})"
    rf"|(?:就)?\s*(?:剩下|剩)\s*的?\s*(?P<counted>[一二两三四五六七八\d])\s*(?:{_UNIT})\s*(?:{_PARTICLE})?"
    rf"|(?:{alternation(lexicon.PICKING)})\s*(?:{lexicon.REST_PICKED})\s*(?:(?P<first>[一二两三四五六七八\d])\s*(?:{_UNIT}))?"
    r")[\s。.!！]*$"
)
# a clause that affirms what it names (a praise, "没错", never gets this far: ``_PRAISES``)
_AFFIRMS = re.compile(alternation(lexicon.EXCEPT_AFFIRMS))
# what reads as a denial but praises ("不错", "没问题"): such a clause neither leaves out nor chooses
_PRAISES = re.compile(alternation(lexicon.PRAISES))
_KEEPS = re.compile(alternation(lexicon.EXCEPT_KEEPS))  # certain of what it names: not left out
# a clause that leaves the options it names out: denied or removed, by a word of the lexicon
# ("softmax 不用改": the change its option claims said not needed)
_LEAVES_OUT = re.compile(
    alternation((*lexicon.LEAVING_OUT_DENIALS, *lexicon.LEAVING_OUT))
    + rf"|(?:{alternation(lexicon.CHANGE_NOT_NEEDED)})\s*(?:修)?(?:改|动)"
)
# "softmax 那条不是错的", "不排除", "不能不选": a double negative affirms, no leaving out
_DOUBLE_NEGATIVE = re.compile(lexicon.DOUBLE_NEGATIVE)
# what may not be in an "all but" or follow it: any negating character or removal
_NEGATES = re.compile(rf"[不没非无别]|{alternation(lexicon.LEAVING_OUT)}")
_REMOVES_ONLY = re.compile(
    rf"^\s*(?:{alternation(lexicon.REMOVING_HOW)})?\s*(?:{alternation(lexicon.REMOVING)})[\s。.!！]*$"
)
# clauses are cut at a comma, or at a space before the rest ("drop_tokens 那条不对 其余支持")
_CLAUSES = re.compile(rf"[,，;；]|(?<![,，;；\s])\s+(?=(?:{lexicon.REST_OF}))")
# a verb that chooses the rest only where it closes the answer, a particle or a stop after it at most
_CLOSING_VERBS = frozenset(lexicon.EXCEPT_VERBS_CLOSING)
_CLOSES = re.compile(rf"^\s*(?:{_PARTICLE})?[\s。.!！]*$")
# a change said not needed, with what it would change ("C 不用改 softmax"): what the option claims,
# denied, no correction of the answer ("C 不用改" alone may keep C: still a correction's word)
_NOT_NEEDED = rf"(?:{alternation(lexicon.CHANGE_NOT_NEEDED)})"
_NEGATED_CHANGE = re.compile(_NOT_NEEDED + r"\s*(?:修)?改(?![成为选了过回动变])(?=\s*[A-Za-z\u4e00-\u9fff])")
# or closing a clause that names no letter, before the rest is chosen ("softmax 不用改，其余四个都对"):
# the option named by its words said not to need what it claims, no correction either
_NEGATED_CHANGE_CLOSING = re.compile(_NOT_NEEDED + r"\s*(?:修)?改\s*$")
_ASKED = re.compile(r"[?？]|吗|(?<![A-Za-z])呢")
_ASKED_BACK = re.compile(alternation(lexicon.ASKED_PARTICLES))
# a name joined by a dash ("Euler–Maruyama", which the answer's normalising makes "Euler-Maruyama"): its
# words, on both sides, so that the option's text and the answer's agree whichever dash they use
_DASH = re.compile(r"(?<=\w)[-‐‑–—](?=\w)")
_LETTER = re.compile(r"(?<![A-Za-z0-9_])[A-H](?![A-Za-z0-9_])")
# what may not follow an "all but": a denial, a doubt, a letter, a turn
_TAIL_FORBIDS = re.compile(
    r"[不没错非坑]|问题|毛病|\bnot\b|n't\b|\bno\b|\bwrong\b|\bbut\b|\bexcept\b|\bonly\b|\bbad\b"
    r"|(?<![A-Za-z0-9_])[A-H](?![A-Za-z0-9_])",
    re.I,
)


# a verb or a denial within what an English "all but" sets apart ("everything but C is wrong", "anything
# but C is fine"): something said of the options set apart or of the rest, no plain choice of the rest
_SAID_OF_LEFT = re.compile(r"\b(?:is|are|was|were|not|no|wrong|incorrect|bad|false)\b|n't\b|'s\b", re.I)


# what an "all but" alone may not hold: "all", the rest, or a verb said of them ("除了 B、D 都会报错")
_SAID_OF_REST = re.compile(
    rf"{alternation(lexicon.EXCEPT_ALL)}|{lexicon.OTHERS_OF}|{alternation(lexicon.EXCEPT_VERBS)}|会|得"
)


# a denial right before an "all but" ("not everything but C", "不是除了 C 都对"): the rest denied, not chosen
_DENIED_BEFORE = re.compile(rf"(?:{lexicon.ALL_BUT_DENIED_BEFORE})\s*$", re.I)


def denied_before(text: str, start: int) -> bool:
    """Whether a denial stands right before the "all but" at ``start`` of ``text``."""
    return _DENIED_BEFORE.search(text, 0, start) is not None


def closes(tail: str) -> bool:
    """Whether what follows a verb choosing the rest closes the answer: a particle or a stop at most."""
    return bool(_CLOSES.match(tail))


def _own_words(options: Mapping[str, str], stem: str) -> dict[str, frozenset[str]]:
    """Each option's words that are neither the question's nor neutral."""
    return dict(_question_words(tuple(options.items()), stem))


@lru_cache(maxsize=512)
def _question_words(
    options: tuple[tuple[str, str], ...], stem: str
) -> tuple[tuple[str, frozenset[str]], ...]:
    """``_own_words``, segmented once per question: its options and stem never change, and every answer
    to a multiple choice asked for the right ones is read for all but some options."""
    shared = _paraphrase.stem_terms(stem) | _paraphrase.NEUTRAL
    return tuple((label, frozenset(terms(_DASH.sub(" ", text))) - shared) for label, text in options)


def _named_in(clause: str, own: dict[str, frozenset[str]]) -> set[str] | None:
    """The options a clause names, piece by piece ("precision 和 recall …": D and E); None when a
    piece names two options by its words."""
    named: set[str] = set()
    for piece in _PIECES.split(clause):
        alone = _alone(piece, own)
        if len(alone) > 1:
            return None
        named |= alone | set(_LETTER.findall(piece))
    return named


def _alone(piece: str, own: dict[str, frozenset[str]]) -> set[str]:
    """The options with a word of their own (of no other option) in the piece."""
    words = set(terms(_DASH.sub(" ", _LETTER.sub(" ", piece))))
    return {
        label
        for word in words
        for label in own
        if word in own[label] and not any(word in own[other] for other in own if other != label)
    }


def _named(piece: str, own: dict[str, frozenset[str]], options: Mapping[str, str]) -> set[str]:
    """The options a piece of the answer names: its letters standing alone, and the one option whose
    words alone it uses, or whose name's initials it writes ("EM" of "Euler–Maruyama"; none when it
    names two options so)."""
    alone = _alone(piece, own) | initials_set_apart(piece, dict(options))
    return set(_LETTER.findall(piece)) | (alone if len(alone) == 1 else set())


def _restates_stem(tail: str, own: dict[str, frozenset[str]], stem: str) -> bool:
    """Whether what the rest are said to be restates what the question asks ("其他四个都是同一条 probability
    flow ODE" of "哪些…保持相同 ODE 轨迹"): a word of the stem's, none of an option's own, no letter (the
    tail is checked for denials and doubts by the caller)."""
    words = set(terms(_DASH.sub(" ", tail)))
    asked = _paraphrase.stem_terms(stem) - _paraphrase.NEUTRAL
    return bool(words & asked) and not any(words & mine for mine in own.values())


def _denies_all(clause: str, named: set[str]) -> bool:
    """Whether a clause leaving options out leaves out all it names: one naming two or more must
    affirm none of them beside its denial ("A 支持 C 不支持": A kept, so no reading)."""
    if len(named) < 2:
        return True
    kept = _KEEPS.search(clause) or _PRAISES.search(clause)  # "A 稳了 C 不对", "A 没问题 C 不对"
    return not kept and not _AFFIRMS.search(_LEAVES_OUT.sub(" ", clause))


def _counted(count: str | None, left: set[str]) -> bool:
    if not count:
        return True
    return numeral_value(count) == len(left)


def _changes_denied(text: str) -> str:
    """The answer without the negated changes closing a clause that names no letter, before its last."""
    *clauses, last = _CLAUSES.split(text)
    kept = [
        _NEGATED_CHANGE_CLOSING.sub(" ", clause) if not _LETTER.search(clause) else clause
        for clause in clauses
    ]
    return "，".join([*kept, last])


# a doubt closed by leaving the option out ("存疑不选", "不确定，不选"): left out, nothing held open
_DOUBTED_OUT = re.compile(
    rf"(?:{alternation(lexicon.DOUBTS)})\s*[,，]?\s*(?P<out>{alternation(lexicon.REMOVING)})(?![\s,，]*(?:{alternation(lexicon.DOUBTS)}))"
)


def excepted(text: str, options: Mapping[str, str], stem: str) -> set[str] | None:
    """The options chosen when the answer chooses all but some it names by their words (see the
    module's rule); None when it is not such an answer."""
    labels = set(options)
    own = _own_words(options, stem)
    text = _DOUBTED_OUT.sub(r"\g<out>", text)  # "8k 那条存疑不选": doubted, then left out: left out
    if lexicon.has(text, (*lexicon.HEDGES, *lexicon.DOUBTS)):
        return None
    left_out: set[str] = set()
    count = None
    frame = _ALL_BUT.match(text)
    if frame is not None:
        which = next(group for group in ("x", "xe", "xb") if frame.group(group))
        x, span = frame.group(which), frame.span(which)
        if which == "xb" and _SAID_OF_REST.search(x):
            return None  # "除了 B、D 都会报错": something said of the rest, no "all but" alone
        if lexicon.has(text[: span[0]] + " " + text[span[1] :], lexicon.CORRECTIONS):
            return None  # a correction outside what is left out ("要改 softmax" describes an option)
        tail = frame.group("tail") or frame.group("taile") or ""
        if _TAIL_FORBIDS.search(tail) or _NEGATES.search(tail) or _NEGATES.search(x) or _PRAISES.search(x):
            return None  # "除了 A 都可以排除": the rest ruled out, not chosen
        if _SAID_OF_LEFT.search(x):
            return None  # "everything but C is wrong": said of what is set apart, or of the rest? asked again
        if _ASKED_BACK.search(tail):
            return None  # "除了 C，其余都选吗": asked back, not chosen (a question mark alone is tentative)
        said = tail.strip(" 。.!！")
        if (
            frame.group("verb") == "是"
            and said not in ("", "对的", "正确的")
            and not _restates_stem(said, own, stem)
        ):
            return None  # "除了 X 全是坑": what the rest are is not said to be right, nor what is asked
        if frame.group("verb") in _CLOSING_VERBS and not _CLOSES.match(tail):
            return None  # "除了 X 都能排除": what the rest can is not said to be chosen
        for piece in _PIECES.split(x):
            one = _named(piece, own, options) if piece.strip() else set()
            if len(one) != 1:
                return None  # a piece naming no option, or two
            left_out |= one
        count = frame.group("count")
    else:
        if lexicon.has(_NEGATED_CHANGE.sub(" ", _changes_denied(text)), lexicon.CORRECTIONS):
            return None
        if _ASKED.search(text):
            return None  # "C 不对吗，剩下四个全要": an option asked about is not left out
        clauses = _CLAUSES.split(text)
        rest = _REST.match(clauses[-1]) if len(clauses) > 1 else None
        if rest is None:
            return None
        counted_only = rest.group("counted") is not None
        if counted_only and any(_AFFIRMS.search(clause) for clause in clauses[:-1]):
            return None  # "A 对，剩下两个": a count alone closes only what was described and set aside
        pending: set[str] = set()
        for clause in clauses[:-1]:
            if _PRAISES.search(clause) or _DOUBLE_NEGATIVE.search(clause):
                return None  # "A 不错，其余都选": praised, not left out; "A 不是错的": affirmed
            named = _named_in(clause, own)
            if named is None:
                return None
            if not named:
                if _REMOVES_ONLY.match(clause) and (pending or left_out):
                    left_out |= pending  # "…，排掉": what the clause before named is removed
                    pending = set()
                    continue
                return None  # a clause about no option: a reason, a turn
            if pending and counted_only:
                left_out |= pending  # "dot 只是算乘法，scan 是循环，剩下两个": described to be set aside
                pending = set()
            if pending:
                if _LEAVES_OUT.search(clause) and pending <= named and _denies_all(clause, named):
                    left_out |= named  # "P/R 都要真实样本，D E 排除": described, then removed by name
                    pending = set()
                    continue
                return None  # a clause naming options neither denied nor removed
            if _LEAVES_OUT.search(clause):
                if not _denies_all(clause, named):
                    return None  # "A 支持 C 不支持 其余支持": one named is affirmed, not left out
                left_out |= named
            else:
                pending = named
        if counted_only:
            left_out |= pending
            pending = set()
        if pending:
            return None
        count = rest.group("count") or rest.group("counted") or rest.group("first")
    chosen = labels - left_out
    if not left_out or not chosen or not _counted(count, chosen):
        return None
    return chosen


# letters doubted in the closing clause: "…，E 不确定", "…；D、E 我拿不准。", "…，不过 E 不太确定" (the "but"
# turns to the doubt; it must not hide it, or the doubted option would stay chosen)
_DOUBTED_AT_CLOSE = re.compile(
    rf"[,，;；。]\s*(?:(?:{alternation(lexicon.DISOWN_BUTS)})\s*)?(?P<letters>[A-H](?:\s*(?:[、,，和及]|\band\b)?\s*[A-H])*)[\s我也还都]*"
    rf"(?:{alternation(lexicon.DOUBTS)})\s*[。.!！~…]*\s*$",
    re.I,
)


def doubted_out(text: str, all_but: re.Match[str], chosen: set[str]) -> set[str]:
    """``chosen``, the options an "all but" (``all_but``) takes, less those of them doubted as the answer
    closes ("除了 C 都对，E 不确定": A、B、D), as of a set listed ("A、B、D、E，E 不确定")."""
    doubted = _DOUBTED_AT_CLOSE.search(text, all_but.end())
    if doubted is None:
        return chosen
    return chosen - set(re.findall(r"[A-H]", doubted.group("letters").upper()))


def closing_doubt(text: str) -> tuple[str, set[str]]:
    """``text`` less a doubt of some letters closing it ("B 以外都对，D 不确定"), and those letters; ``text``
    and no letters when it has none: the "all but" forms read the rest, which the doubt then leaves out."""
    doubted = _DOUBTED_AT_CLOSE.search(text)
    if doubted is None:
        return text, set()
    return text[: doubted.start()], set(re.findall(r"[A-H]", doubted.group("letters").upper()))
