"""Moodle's Aiken format: single-answer multiple-choice questions in plain text.

As Moodle's importer (``question/format/aiken``) reads it::

    What is the correct answer to this question?
    A. Is it this one?
    B) Maybe this answer?
    C. Possibly this one?
    ANSWER: B

* the question text, then one option per line: a single capital letter, ``.`` or ``)``, a space,
  the option's text; then ``ANSWER: X`` naming the one right option;
* questions are separated by the ``ANSWER`` line (blank lines between them are customary).

Moodle keeps the question text on one line; here a question text may run over several lines (up to
the first option), which Moodle's own exports never produce and which changes nothing for files
that follow the rule. Aiken has no ids, explanations or topics: a question's id is made from its
content (:func:`bank.parsing.drafts.content_id`), and every problem is reported with its line.
"""

from __future__ import annotations

import re

from bank.errors import BankFileError, Problem
from bank.model import OPTION_LABELS, QuestionType, Scoring
from bank.parsing.bounds import check_question_count, lines_of
from bank.parsing.drafts import NO_ID, Draft, DraftBank

_OPTION = re.compile(r"^([A-Z])[.)]\s+(.*\S)\s*$")
_ANSWER = re.compile(r"^ANSWER\s*[:：]\s*(.*?)\s*$", re.IGNORECASE)


def parse_aiken(text: str, file: str) -> DraftBank:
    problems: list[Problem] = []
    drafts: list[Draft] = []
    stem: list[str] = []
    options: dict[str, str] = {}
    start = 0  # line of the current question's first line

    def reset() -> None:
        nonlocal start
        stem.clear()
        options.clear()
        start = 0

    for number, raw in enumerate(lines_of(text), start=1):
        line = raw.strip()
        if not line:
            if options:  # options end only at the ANSWER line
                problems.append(Problem(file, number, "a blank line inside the options: ANSWER: is missing"))
                reset()
            elif stem:
                stem.append("")
            continue
        answer = _ANSWER.match(line)
        option = _OPTION.match(line)
        if answer is not None:
            check_question_count(file, number, len(drafts) + len(problems) + 1)
            if not stem or not options:
                what = "the question text" if not stem else "its options"
                problems.append(Problem(file, number, f"ANSWER: without {what} before it", "key"))
            else:
                key = answer.group(1).upper()
                problem = _key_problem(key, options)
                if problem:
                    problems.append(Problem(file, number, problem, "key"))
                else:
                    drafts.append(_draft(start, "\n".join(stem).strip(), options, key))
            reset()
        elif option is not None and stem:
            label, body = option.groups()
            expected = OPTION_LABELS[len(options)] if len(options) < len(OPTION_LABELS) else None
            if label != expected:
                problems.append(
                    Problem(
                        file, number, f"option {label}: expected {expected or 'at most 8 options'}", "options"
                    )
                )
            options[label] = body
        elif options:
            problems.append(
                Problem(
                    file,
                    number,
                    "expected an option line ('B. …') or 'ANSWER: X' after the options",
                    "options",
                )
            )
        else:
            if not stem:
                start = number
            stem.append(line)
    if stem or options:
        problems.append(Problem(file, start or None, "the last question has no 'ANSWER: X' line", "key"))
    if not drafts and not problems:
        problems.append(Problem(file, 1, "no questions found (a question, options 'A. …', then 'ANSWER: A')"))
    if problems:
        raise BankFileError(problems)
    return DraftBank(drafts)


def _key_problem(key: str, options: dict[str, str]) -> str | None:
    if len(options) < 2:
        return "a question needs at least two options"
    if not re.fullmatch(r"[A-Z]", key):
        return f"ANSWER: names one option letter in Aiken, got {key!r}"
    if key not in options:
        return f"ANSWER: {key} is not one of the options {', '.join(options)}"
    return None


def _draft(line: int, stem: str, options: dict[str, str], key: str) -> Draft:
    return Draft(
        line=line,
        data={
            "id": NO_ID,
            "type": QuestionType.SINGLE.value,
            "stem": stem,
            "options": dict(options),
            "key": key,
            "source_key": key,
            "scoring": Scoring.EXACT.value,
        },
    )
