"""Two answers for two readings of the question ("如果说的是 X，那是 C；如果说 Y，那是 B", "if you mean SD1.x,
yes; SDXL's VAE, no", "如果“效果”指 reward 分数那对，指真实人类偏好就错"): a hedge between them, incorrect and
read to confirm (blind-89's header) — unless a closing clause then picks one ("…，这题问本地，A", "按题目
“占总时间”选 B", "I'd go with 32"), which is the answer, graded by the whole reader and read to confirm.

Read whole, each such answer was asked again as an answer on a condition ("如果推理就选 C"): never the
hedge it is. Only an answer that opens on its condition or on what it depends on ("如果…", "要看…", "if
…") and whose clauses, each read alone by the choice or true/false reader, give two different answers;
a clause read nothing alone is read after the word naming its consequent ("只看轨迹就 ABDE"). Left as it
was: readings that agree ("按 2^30 算是 B，按 10^9 算也是 B"), one reading answered and the other not
("fixed 的话没有超参能调；adaptive 的话是 C"), a clause that denies (read nothing alone), and an answer
that closes by concluding ("…，所以选 C": a calculation under a premise, not two readings).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bank.grading import _confirmation
from bank.grading._graders import grade_choice, grade_truefalse
from bank.grading.decisions._steps import graded_by_steps
from bank.grading.results._grades import make
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Understood, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

_CHOOSING = re.compile(alternation(lexicon.CHOOSING_CONDITIONS), re.I)  # "如果一定要选", "如果没记错"
_OPENED = re.compile(rf"^\W*(?:{alternation(lexicon.READINGS_OPENED)})(?![A-Za-z])", re.I)
# clauses part at a stop, a colon or an ellipsis; an English full stop only before a space
_CLAUSE = re.compile(r"[,，;；。:：!！?？\n]|\.(?=\s|$)|…+|\.{3,}")
_CONSEQUENT = re.compile(rf"(?<![A-Za-z])(?:{alternation(lexicon.READING_CONSEQUENTS)})(?![A-Za-z])\s*", re.I)
# a closing clause that picks, after a turn or not ("…就是 B，不过按题意 A": the appeal to the question's
# intent picks as "这题…" does)
_PICKED = re.compile(
    rf"^\s*(?:(?:{lexicon.TURNS})\s*)?"
    rf"(?:{alternation((*lexicon.READING_PICKED, *lexicon.INTENDED_READINGS))})(?![A-Za-z])",
    re.I,
)
# a pick commits by a word ("所以选"), an appeal to the intent ("按题意 A") or a bare answer closing it
_PICK_COMMITS = (*lexicon.READING_PICK_COMMITS, *lexicon.INTENDED_READINGS)
_CONCLUDED = re.compile(rf"^\s*(?:{lexicon.CONCLUSIONS})(?![A-Za-z])", re.I)


def graded_by_part(
    question: Question, text: str, language: Language, regrade: Callable[[str], Grade]
) -> Grade | None:
    """The answer graded by a part of it (``regrade``, the whole reader on that part): two readings first,
    a hedge or the one picked, then numbered steps or a trail of thought closed by its conclusion
    (``_steps``); None when it is none of these. The readings first: "如果…，…，这题问本地，A" is no trail."""
    readings = graded_by_readings(question, text, language, regrade)
    return readings if readings is not None else graded_by_steps(question, text, language, regrade)


def graded_by_readings(
    question: Question, text: str, language: Language, regrade: Callable[[str], Grade]
) -> Grade | None:
    """The hedge of an answer giving two answers for two readings, or the reading its closing clause
    picks (``regrade``, the whole reader on that clause, to confirm); None when it is no such answer."""
    if not (question.type.is_choice or question.type is QuestionType.TRUEFALSE):
        return None
    if not _OPENED.match(_CHOOSING.sub(" ", text)):
        return None
    clauses = [(start, clause) for start, clause in _clauses(text) if clause.strip()]
    picked = next(
        (index for index, (_, clause) in enumerate(clauses) if index >= 1 and _PICKED.match(clause)), None
    )
    body = clauses if picked is None else clauses[:picked]
    said = [_read(question, clause, language) for _, clause in body]
    readings = [reading for reading in said if reading is not None]
    # picked after a reading answered, not as the consequent of a bare condition ("如果 Y，这题选 C"); or
    # by naming it ("…；算上 scale 就变高。题目应该是后者，对"), the readings said in the stem's words
    named = picked is not None and lexicon.has(clauses[picked][1], lexicon.READING_NAMED)
    answered = said[-1] is not None or _CONSEQUENT.search(body[-1][1]) is not None
    if picked is not None and (readings or named) and answered:
        chosen = _picked(text[clauses[picked][0] :], regrade)  # "…，这题问本地，A"
        if chosen is not None:
            return chosen
    if len(set(readings)) < 2:
        return None  # one answer, or the readings agree: left to the reader
    if picked is None and _concluded(body, said):
        return None  # "如果 batch=8，每卡 16，所以 64": worked under a premise, concluded
    hedge = _confirmation.settle(question, text, _hedge(question, readings, language), language)
    if question.type is QuestionType.TRUEFALSE:  # "对/错（模棱两可）", as a choice's hedge is shown
        shown = "/".join(message(word, language) for word in ("true_word", "false_word"))
        return hedge.model_copy(update={"reading": shown + message("reading_hedged", language)})
    return hedge


def _picked(said: str, regrade: Callable[[str], Grade]) -> Grade | None:
    """The reading the closing ``said`` picks, as the whole reader reads it, to confirm; None when it
    commits to none: neither a word committing in it nor a bare answer closing it."""
    chosen = regrade(said)
    if chosen.verdict is Verdict.INVALID:
        return None
    last = regrade([clause for _, clause in _clauses(said) if clause.strip()][-1])
    bare = last.verdict is not Verdict.INVALID and not last.needs_confirmation  # "…，A", "…，对"
    if not bare and not lexicon.has(said, _PICK_COMMITS):
        return None
    return chosen.model_copy(update={"needs_confirmation": True})


def _concluded(body: list[tuple[int, str]], said: list[frozenset[str] | bool | None]) -> bool:
    """Whether the answer closes by concluding what it worked out under a premise: its last clause opens
    with a concluding word ("…，所以 64", "…，往下取 64"), or its last answered clause closes it and
    repeats the one before ("假设 8 卡，8×8 就是 64，D": 8 was the premise, D the answer)."""
    last = body[-1][1].strip()
    opening = lexicon.find(last, lexicon.COMMITMENTS)
    if _CONCLUDED.match(last) or (opening and opening[0].start == 0):
        return True
    answered = [reading for reading in said if reading is not None]
    return said[-1] is not None and len(answered) > 2 and answered[-1] == answered[-2]


def _clauses(text: str) -> list[tuple[int, str]]:
    """``text``'s clauses, each with where it starts (after the stop before it)."""
    parts, start = [], 0
    for cut in _CLAUSE.finditer(text):
        parts.append((start, text[start : cut.start()]))
        start = cut.end()
    parts.append((start, text[start:]))
    return parts


def _read(question: Question, clause: str, language: Language) -> frozenset[str] | bool | None:
    """What ``clause`` alone answers (options, or a truth), read after its consequent's word when it
    reads nothing whole ("只看轨迹就 ABDE"); None when nothing."""
    said = _answer(question, clause, language)
    if said is None and (consequent := list(_CONSEQUENT.finditer(clause))):
        said = _answer(question, clause[consequent[-1].end() :], language)
    return said


def _answer(question: Question, clause: str, language: Language) -> frozenset[str] | bool | None:
    if not clause.strip():
        return None
    if question.type is QuestionType.TRUEFALSE:
        truth = grade_truefalse(question, clause, language)
        return truth.understood.truth if truth.verdict is not Verdict.INVALID else None
    read = grade_choice(question, clause, language)
    letters = frozenset(read.understood.choices or ())
    return letters if read.verdict is not Verdict.INVALID and letters else None


def _hedge(question: Question, readings: list[frozenset[str] | bool], language: Language) -> Grade:
    """The answer as a hedge over every reading's answer."""
    if question.type is QuestionType.TRUEFALSE:
        words = ("true_word", "false_word")
        chosen = "/".join(message(word, language) for word in words)
        understood = Understood(hedged=True)
    else:
        letters = sorted(frozenset().union(*(r for r in readings if isinstance(r, frozenset))))
        chosen = "".join(letters)
        understood = Understood(choices=letters, hedged=True)
    said = message("hedge", language, chosen=chosen, key=question.key_text)
    return make(question, Verdict.INCORRECT, 0.0, said, language, understood)
