"""Calculation answers: the figure(s) with units, converted, compared within a relative tolerance.

The parts' grader is kept beside the private look-arounds each figure is judged by (negated, changed,
refused, bounded); what the parts were read as is in ``_part_results``.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.decisions._denied_apart import denied_apart
from bank.grading.decisions._not_asserted import not_own_commitment
from bank.grading.figures._asked_whether import asked_whether
from bank.grading.figures._conversions import without_conversions
from bank.grading.figures._figures_denied import denied_closing
from bank.grading.figures._kept_share import kept_share
from bank.grading.figures._left_undone import left_undone
from bank.grading.figures._operands import operand
from bank.grading.figures._part_numbers import part_numbers
from bank.grading.figures._part_results import PartResult
from bank.grading.figures._realized_result import realization_refused, realized_at
from bank.grading.figures._result_after import stated_after_opening
from bank.grading.figures._returned_to import returned_to
from bank.grading.figures._stated_range import stated_ranges
from bank.grading.figures._step_asked import ASK_AGAIN, after_asked_step
from bank.grading.figures._unit_apart import unit_apart
from bank.grading.numbers._figure_scores import compatible, score, scored
from bank.grading.numbers._numbers import (
    SHARE_OF_AFTER,
    TAKEN_OF_AFTER,
    TAKEN_OF_BEFORE,
    UNFINISHED,
    WrittenNumber,
    find_quantities,
    hedged,
    prepare,
)
from bank.grading.numbers._units import dimension_of, resolve
from bank.grading.results._messages import message
from bank.grading.results._types import Language
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import NumericPart, Question

_NOT_BEFORE = re.compile(
    rf"(?:{lexicon.FIGURE_NOT_BEFORE}|(?:{lexicon.RESULT_DENIED})\s*[是为:：]?)\s*$", re.I
)
_NOT_AFTER = re.compile(
    rf"^\s*(?:{lexicon.alternation(lexicon.POINTING_BACK)})?\s*(?:吧\s*)?(?:是)?(?:{lexicon.FIGURE_DENIED_AFTER})"
    # rejected as too small or large ("464 GB 的话太小"), or operated on later ("464 GB，乘 2 得 …")
    rf"|^\s*(?:的话)?\s*(?:{lexicon.FIGURE_TOO})"
    # — with a word of the next step before the operation too ("…，还要乘 2", "…, then times 2")
    rf"|^\s*[,，]?\s*(?:{lexicon.NEXT_STEP})?\s*"
    rf"(?:{lexicon.STEP_OPERATIONS})\s*\d",
    re.I,
)


def _asks_about_givens(text: str, quantities: list[WrittenNumber], stem: str) -> bool:
    """Whether the answer only asks about figures the question gives: each of its figures is one of
    the stem's, and a question mark follows the last."""
    if not quantities or not _ASKED_THEN.search(text, quantities[-1].end):
        return False
    given = {found.value for found in find_quantities(stem)}
    return all(found.value in given for found in quantities)


def _left_open(text: str, rivals: list[WrittenNumber]) -> bool:
    """Two figures of one part offered as alternatives in words ("98.7%？还是 97.3%", "98.7% or 97.3%")."""
    return any(
        (
            _OFFERED_BETWEEN.fullmatch(text[left.end : right.start])
            # "22.9M，11.47M 也行": the second allowed besides the first, as "22.9M 或 11.47M"
            or (_LISTED.fullmatch(text[left.end : right.start]) and _ALSO_FINE.match(text, right.end))
        )
        and (left.value, left.unit) != (right.value, right.unit)
        for left, right in itertools.pairwise(rivals)
    )


_OFFERING = alternation(lexicon.FIGURES_OFFERED)
_OFFERED_BETWEEN = re.compile(rf"\s*[,，]?\s*[?？]?\s*(?:{_OFFERING}|\bor\b)\s*", re.I)
_LISTED = re.compile(r"\s*[,，、;；]?\s*")
_ALSO_FINE = re.compile(rf"\s*(?:{lexicon.FIGURE_ALSO_FINE})", re.I)
_ASKED_THEN = re.compile(r"[?？]")
_OFFERED = re.compile(rf"\s*(?:{_OFFERING}|\bor\b)", re.I)
_CLAUSE_BOUNDARY = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")
# a clause that states a condition: its figures are the premise, not the answer ("n_head 是 96 的话，…",
# "如果 batch 是 48，…", "if n_head is 96, …")
_CONDITION = re.compile(rf"^\s*(?:{lexicon.FIGURE_CONDITIONS})|的话\s*$", re.I)


# the consequence inside a conditional clause: a figure after it is the answer ("如果是 fp16 就是 464 GB",
# "若按 fp16 算约 464 GB", "assuming 2 bytes it's 464 GB")
_CONSEQUENCE = re.compile(
    lexicon.CONSEQUENCES,
    re.I,
)


_SPACED_SLASH = re.compile(r"\s+/\s+")


def _separators(text: str, quantities: list[WrittenNumber]) -> set[int]:
    """Spaced slashes between two figures of different units ("11.47M / 98.7%", "11,468,800 / 98.7%":
    a bare count beside a percentage): on a question of several parts, one figure per part, not a
    division. Two bare figures ("2048 / 64") divide. Only a pair that is the whole answer parts: what is
    said after or before it ("→ 22,937,600 / 97.3%", "→ 不对", "我填 … 的话会错") would be dropped."""
    out: set[int] = set()
    for left, right in itertools.pairwise(quantities):
        gap = text[left.end : right.start]
        if not (_SPACED_SLASH.fullmatch(gap) and (left.unit or right.unit) and _unit(left) != _unit(right)):
            continue
        if not (_PAIR_LEAD.fullmatch(text, 0, left.start) and _PAIR_CLOSE.fullmatch(text, right.end)):
            continue  # "… / 98.7% → 不对", "除了 … / 98.7%": what is said around it is read, not dropped
        out.add(left.end + gap.index("/"))
    return out


# what may stand around a pair read as the answer's parts: a label or "about" before, a close after
_PAIR_LEAD = re.compile(
    rf"\s*(?:(?:最终)?答案?\s*(?:是|为)?\s*[:：]?)?\s*(?:{alternation(lexicon.ABOUT)})?\s*"
)
_PAIR_CLOSE = re.compile(r"[\s。.!！吧]*")


def _unit(found: WrittenNumber) -> str:
    return (found.unit or "").lower()


def _premise(text: str, found: WrittenNumber) -> bool:
    """Whether ``found`` lies in a clause stating a condition (see ``_CONDITION``), before any
    consequence the clause goes on to."""
    starts = [match.end() for match in _CLAUSE_BOUNDARY.finditer(text, 0, found.start)]
    start = starts[-1] if starts else 0
    end_match = _CLAUSE_BOUNDARY.search(text, found.end)
    end = end_match.start() if end_match else len(text)
    condition = _CONDITION.search(text[start:end])
    if condition is None:
        return False
    opened = start + condition.end()  # "if it is 96": the words straight after "if" are the condition's
    opened += len(text[opened : found.start]) - len(text[opened : found.start].lstrip())
    return not any(match.start() > opened for match in _CONSEQUENCE.finditer(text, opened, found.start))


_PART = alternation(lexicon.PARTS_OF_A_TOTAL)
_PART_GLUE = alternation(lexicon.PART_FIGURE_GLUE)
_ONE_PART = alternation(lexicon.PARTS_COUNTED_ONE)
_ONE_OF_THEM = alternation(lexicon.PARTS_NAMED_SINGLE)
_MEASURE = rf"(?:(?:{alternation(lexicon.PART_UNITS)})\s*)?"
_PER_PART_BEFORE = re.compile(
    rf"(?:(?:每一?|单)\s*{_MEASURE}(?:{_PART})|一\s*{_MEASURE}(?:{_ONE_PART})|\b(?:per|each)[\s-]+(?:{lexicon.PART_ENGLISH})"
    # each of several ("K 和 V 各 464 GB"), one of them ("单个 K 464 GB"; not "单个 batch", "单个模型")
    rf"|各|单个\s*{_MEASURE}(?:{_ONE_OF_THEM})(?![A-Za-z]))"
    rf"(?:\s*(?:{_PART_GLUE}))*\s*$",
    re.I,
)
_PER_PART_AFTER = re.compile(
    rf"\s*(?:/|\bper\s+|\ba\s+)\s*{_MEASURE}(?:{_PART})(?![A-Za-z])|\s*\bper[\s-]+(?:{lexicon.PART_ENGLISH})"
    # "每层" after the figure closing its clause ("464 GB 每层"); not "464 GB 每卡肯定放不下", said of each
    rf"|\s*每一?\s*{_MEASURE}(?:{_PART})(?=\s*(?:[,，;；。.!！?？…)）]|$))",
    re.I,
)


# one of K and V beside the figure ("464 GB（K）"), or the other counted apart after it ("…，V 另算")
_KV_BRACKETED = re.compile(
    rf"\s*[(（]\s*(?:{alternation(lexicon.KV_PART_LEADS)})?\s*[KV](?:\s*cache)?(?:\s*的?部分)?\s*[)）]", re.I
)
_KV_APART = re.compile(
    rf"(?<![A-Za-z])[KV](?:\s*cache)?(?:\s*的?部分)?\s*(?:{alternation(lexicon.KV_COUNTED_APART)})", re.I
)


def _per_part(text: str, found: WrittenNumber) -> bool:
    """A figure said of one part of the total ("每层 464 GB", "464 GB/层", "464 GB（K）", "464 GB，V 另算"):
    no answer to the total the question asks, whatever its value; the total worked out from it is ("每层
    4.83 GB，共 464 GB")."""
    return bool(
        _PER_PART_BEFORE.search(text, 0, found.start)
        or _PER_PART_AFTER.match(text, found.end)
        or _KV_BRACKETED.match(text, found.end)
        or _KV_APART.search(text, found.end)
    )


def _corrected(quantities: list[WrittenNumber], corrected: int, *, several: bool) -> list[WrittenNumber]:
    """The figures left once a correction is read: what follows it ("464GB？不对，232GB"). With several
    parts, a correction takes back only the figures of its own kind — those with the unit (or no unit)
    of a figure after it —, not the other parts stated before it ("参数 11.47M。节省 98.7%？不对，98.67%")."""
    after = [found for found in quantities if found.start >= corrected]
    if not several:
        return after
    kinds = {(found.unit or "").lower() for found in after}
    return [
        found for found in quantities if found.start >= corrected or (found.unit or "").lower() not in kinds
    ]


def _negated(text: str, found: WrittenNumber) -> bool:
    """'不是 464GB', '464GB 不对', 'not 500': a figure the answer rules out is not its answer; nor is a
    bound ('至少 464GB', '不超过 464GB', '464GB 或者更多'): it says where the answer lies, not what it is."""
    return bool(
        _NOT_BEFORE.search(text[max(0, found.start - 16) : found.start])
        or _NOT_AFTER.match(text[found.end :])
        or _BOUND_BEFORE.search(text[max(0, found.start - 12) : found.start])
        or _BOUND_AFTER.match(text[found.end :])
        or denied_closing(text, found.end)  # "464 GB，不对", "11.47M 和 98.7% 都不对"
        or TAKEN_OF_AFTER.match(text, found.end)  # "464GB 的一半，232GB": 464GB is what is halved
        or TAKEN_OF_BEFORE.search(text[max(0, found.start - 16) : found.start])
        # "我填 464 GB 的话会错", "选 464 GB 就错了", "464 GB 不可能", "除了 464 GB": not the answer given
        or not_own_commitment(text[: found.start], text[found.end :])
        or denied_apart(text[found.end :]) is not None
        or _EXCEPT_BEFORE.search(text[max(0, found.start - 8) : found.start]) is not None
        or _CHANGED_TO.match(text, found.end) is not None  # "464 GB → 232 GB": changed to the next
        # "928 GB → 464 GB？不改": the change asked, then refused
        or (
            _ARROW_BEFORE.search(text, 0, found.start) is not None
            and _REFUSED.match(text, found.end) is not None
        )
    )


_CHANGED_TO = re.compile(r"\s*(?:→|->|=>|⇒)\s*(?:约|≈|~)?\s*\d")
_ARROW_BEFORE = re.compile(r"(?:→|->|=>|⇒)\s*(?:约|≈|~)?\s*$")
_REFUSED = re.compile(
    rf"\s*(?:吗|么)?\s*[?？]\s*(?:{alternation(lexicon.NOT_CHANGED)})(?![\w\u4e00-\u9fff])", re.I
)
_EXCEPT_BEFORE = re.compile(r"(?:除了|除去|\bexcept(?: for)?|\bbut not)\s*$", re.I)


_BOUND_BEFORE = re.compile(
    rf"(?:{lexicon.FIGURE_BOUND_BEFORE})\s*$",
    re.I,
)
_BOUND_AFTER = re.compile(rf"^\s*(?:{lexicon.FIGURE_BOUND_AFTER})", re.I)


def _committed(candidates: list[WrittenNumber]) -> WrittenNumber | None:
    """The figure the answer commits to: the one it opens with, else the last result, else the last."""
    if not candidates:
        return None
    if candidates[0].leading:
        return candidates[0]
    finals = [quantity for quantity in candidates if quantity.final]
    return finals[-1] if finals else candidates[-1]


def grade_parts(
    question: Question, answer: str, language: Language
) -> tuple[list[PartResult], list[WrittenNumber], bool]:
    context = prepare(question.stem)
    extra = tuple(part.unit for part in question.numeric if part.unit and resolve(part.unit) is None)
    text = prepare(answer)
    written = find_quantities(answer, extra)
    quantities = [found for found in written if not _negated(text, found)]
    if UNFINISHED.search(text) or left_undone(text, several=len(question.numeric) > 1):
        # "…再乘 96 层：", "…，代进去就行": the calculation stops before its result (of two parts,
        # "11.47M，比例……先不算了" leaves the second undone, not the first)
        quantities = []
    if any(SHARE_OF_AFTER.match(text, found.end) for found in quantities):
        quantities = []  # "464 GB 是 K 和 V 的一半": the whole it is a share of is not said
    numbered = part_numbers(text, quantities)  # "(1) 11.47M (2) 98.7%": the parts' numbers, no figures
    quantities = [found for found in quantities if found.start not in numbered]
    several = len(question.numeric) > 1
    separators = _separators(text, quantities) if several else set()
    quantities = [
        found
        for found in quantities
        if not _premise(text, found)
        and not operand(text, found, separators)
        and not _per_part(text, found)
        and not asked_whether(text, found)  # "是不是还要把权重 350G 加进去": asked about, not stated
    ]
    quantities = stated_ranges(text, quantities)  # "460~470 GB": one figure, right when all of it is
    if not several:  # "GiB 算的话 432 左右": the one figure in the unit the answer counts in
        first = question.numeric[0]
        quantities = unit_apart(text, quantities, dimension_of(first.unit, f"{first.label} {context}"))
    if _asks_about_givens(text, quantities, question.stem):
        quantities = []  # "n_head 是 96 对吧？": the question's own figures asked about, no answer
    stepped = after_asked_step(text, quantities, written, several=several)  # "464 GB，要乘 2 吗，928 GB"
    if stepped is not None:
        quantities = [] if stepped == ASK_AGAIN else [found for found in quantities if found.start >= stepped]
    corrected = lexicon.last_correction(without_conversions(text))  # "换成 GiB 是 432" restates
    if returned_to(text, quantities):
        quantities = []  # "232 GB，不对，×2 = 464 GB，不过还是 232": back to 232, or 464 kept: unsaid
    if corrected is None and realization_refused(text, quantities):
        quantities = []  # "232 GB，哦 有人说 464 GB", "464 GB，哦 不用 ×2，232 GB": which is meant unsaid
    if corrected is None:  # "232 GB，哦 K 和 V 两份，×2 = 464 GB": the realization corrects as "不对"
        corrected = realized_at(text, quantities)
    if corrected is not None and any(found.start >= corrected for found in quantities):
        quantities = _corrected(quantities, corrected, several=len(question.numeric) > 1)
    asked = [match.end() for match in _ASKED_THEN.finditer(text)]
    offered = bool(asked) and bool(_OFFERED.match(text, asked[-1]))  # "98.7%？还是 97.3%": left open
    settled = (
        bool(asked) and not offered and any(found.start >= asked[-1] and found.final for found in quantities)
    )
    if settled:  # "232GB 还是 464GB？应该是 464GB": the question the answer asked itself, then its answer
        quantities = [found for found in quantities if found.start >= asked[-1]]
    used: set[int] = set()
    results: list[PartResult] = []
    for part in question.numeric:
        dimension = dimension_of(part.unit, f"{part.label} {context}")
        candidates = [
            q
            for q in quantities
            if q.start not in used and compatible(q, part, dimension) and not kept_share(text, q, part.label)
        ]  # "只剩 98.7%" is no saving of 98.7 %
        with_unit = [q for q in candidates if q.unit is not None]
        chosen: WrittenNumber | None = None
        if several and part.label and part.label in text:
            after = text.index(part.label)
            labelled = [q for q in candidates if q.start >= after]
            chosen = labelled[0] if labelled else None
        if chosen is None and several:
            chosen = next((q for q in candidates if score(q, part, dimension) > 0), None)
        if chosen is None:
            chosen = stated_after_opening(text, with_unit) or stated_after_opening(text, candidates)
            chosen = chosen or _committed(with_unit) or _committed(candidates)
        label = (
            f"{part.label}："
            if several and part.label and language == "zh"
            else (f"{part.label}: " if several and part.label else "")
        )
        expected = f"{part.value:g}{' ' + part.unit if part.unit else ''}"
        if chosen is None:
            results.append(
                PartResult(part, 0.0, None, message("part_missing", language, label=label, expected=expected))
            )
            continue
        used.add(chosen.start)
        share, certain = scored(chosen, part, dimension)
        rivals = [q for q in candidates if (q.unit or "").lower() == (chosen.unit or "").lower()]
        if several and _left_open(text, rivals):  # "98.7%？还是 97.3%": this part's figure is left open
            used.update(q.start for q in rivals)
            values = ", ".join(q.text for q in rivals)
            text_open = message("part_hedge", language, label=label, values=values, expected=expected)
            results.append(PartResult(part, 0.0, chosen, text_open))
            continue
        key = "part_ok" if share == 1.0 else "part_unit" if share > 0 else "part_wrong"
        results.append(
            PartResult(
                part,
                share,
                chosen,
                message(
                    key, language, label=label, value=chosen.text, expected=expected, unit=part.unit or ""
                ),
                unsure=not certain,
            )
        )
    kept_open = lexicon.has(text, lexicon.HEDGES) and len({(q.value, q.unit) for q in quantities}) > 1
    return results, quantities, (hedged(answer, quantities) or kept_open) and not several and not settled


def stated_figures(text: str) -> list[WrittenNumber]:
    """The figures ``text`` states, less those it rules out or gives only as a bound ("不是 16 B",
    "至少 45 GB"): what an open answer is read to say, figure by figure."""
    prepared = prepare(text)
    return [found for found in find_quantities(text) if not _negated(prepared, found)]


def states_figure(stated: list[WrittenNumber], figure: WrittenNumber, context: str) -> bool:
    """Whether one of ``stated`` is ``figure`` as a calculation part compares it: converted, within
    the default tolerance, with a unit of the figure's kind where the figure has one."""
    part = NumericPart(value=figure.value, unit=figure.unit)
    dimension = dimension_of(part.unit, context)
    return any(score(found, part, dimension) == 1.0 for found in stated)
