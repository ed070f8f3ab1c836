"""Moodle XML (``<quiz>``), read as Moodle's own importer (``question/format/xml``) writes it.

What is carried, per question type:

* ``multichoice``: ``<single>true</single>`` (or none: Moodle's default) → single (the 100 % answer is
  the key); otherwise multi, the positive-weight answers being the key, graded ``partial_subset`` (a
  right proper subset earns part; any wrong option nothing); ``multichoiceset`` (the All-or-Nothing plugin) →
  multi, ``all_or_nothing``;
* ``truefalse`` → truefalse; ``shortanswer`` → short, graded ``exact`` against every 100 % answer;
* ``numerical`` → calc: one 100 % figure, its absolute tolerance as a relative one, the unit of
  multiplier 1, required when the unit is graded (``unitgradingtype`` 1 or 2);
* ``essay`` → short, graded by key points: the grader information is the reference answer, its
  ``Key points:`` list (or else each of its lines) the points; an essay without grader information
  is kept as a draft (never served) saying so;
* the ``category`` before a question → its topic, ``<tags>`` → further topics, ``<generalfeedback>``
  → explanation (with any per-answer feedback after it), ``<hint>`` → hints, ``<defaultgrade>`` →
  points, ``<hidden>1</hidden>`` → draft, ``<idnumber>`` or ``<name>`` → id when it makes one.

What cannot be carried is refused with the question's line, never dropped in silence: other
question types (matching, cloze, calculated, drag and drop…), images and other media, partial-credit
answers, case-sensitive or wildcard short answers, several alternative figures or converted units.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from bank.errors import BankFileError, Problem
from bank.model import OPTION_LABELS, QuestionType, Scoring
from bank.parsing.bounds import file_number
from bank.parsing.drafts import Draft, DraftBank, category_topic, marked_id, topic_name
from bank.parsing.htmltext import moodle_text
from bank.parsing.safexml import line_of, parse_xml

KEY_POINTS_HEADING = "Key points:"  # what the exporter writes before an essay's key points
_KEY_POINTS = re.compile(r"^[ \t]*(?:Key points|要点)[ \t]*[:：][ \t]*$", re.IGNORECASE | re.MULTILINE)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)、])\s+")
_CJK = re.compile(r"[\u3400-\u9fff]")
WILDCARD_ESCAPE = "\\*"  # a literal asterisk in a short answer; one not escaped is Moodle's wildcard
_WILDCARD = re.compile(r"(?<!\\)\*")
_MOODLE_TYPES = "multichoice, multichoiceset, truefalse, shortanswer, numerical, essay"
_PACKAGE = "upload the QTI 3.0 content package it came in (a zip with imsmanifest.xml, application/zip)"
_QTI_ROOTS = {  # what an authoring tool's export holds, sent as XML by itself
    "qti-assessment-item": f"a QTI 3.0 item, not Moodle XML: {_PACKAGE}",
    "manifest": f"a QTI package's imsmanifest.xml, not Moodle XML: {_PACKAGE}",
    "assessmentItem": "a QTI 2 item, not Moodle XML: QTI is read as 3.0 content packages (a zip with"
    " imsmanifest.xml)",
}


class _Refused(ValueError):
    def __init__(self, message: str, field: str, element: ET.Element | None = None):
        super().__init__(message)
        self.field = field
        self.line = line_of(element) if element is not None else None


def parse_moodle(text: str, file: str) -> DraftBank:
    root = parse_xml(text, file)
    if root.tag != "quiz":
        local = root.tag.rsplit("}", 1)[-1]
        message = _QTI_ROOTS.get(local, f"expected <quiz>, found <{local}>")
        raise BankFileError([Problem(file, line_of(root), message)])
    drafts: list[Draft] = []
    problems: list[Problem] = []
    topic = ""
    for element in root:
        if element.tag != "question":
            continue
        kind = (element.get("type") or "").strip()
        if kind == "category":
            topic = category_topic(_plain(element.find("category")))
            continue
        try:
            drafts.append(_question(element, kind, topic))
        except _Refused as error:
            problems.append(Problem(file, error.line or line_of(element), str(error), error.field))
    if not drafts and not problems:
        problems.append(Problem(file, line_of(root), "the file holds no questions"))
    if problems:
        raise BankFileError(problems)
    return DraftBank(drafts)


def _plain(element: ET.Element | None) -> str:
    """The ``<text>`` of an element, as written (a category path, a name, an answer)."""
    if element is None:
        return ""
    found = element.find("text")
    return (found.text if found is not None else element.text) or ""


def rich_text(element: ET.Element | None, field: str) -> str:
    """An element's ``<text>`` in its ``format`` (html by default), as Markdown; media refused."""
    if element is None:
        return ""
    if element.find("file") is not None:
        raise _Refused(f"an embedded file in <{element.tag}> is not carried (text only)", field, element)
    text, media = moodle_text(_plain(element), element.get("format", "html"))
    if media:
        raise _Refused(f"{', '.join(media)} in <{element.tag}> is not carried (text only)", field, element)
    return text


def _number(element: ET.Element, name: str) -> float | None:
    found = element.find(name)
    if found is None or not (found.text or "").strip():
        return None
    try:
        return file_number(found.text or "")
    except ValueError as error:
        raise _Refused(f"<{name}>: {error}", name, found) from None


def read_question(element: ET.Element, topic: str) -> dict[str, Any]:
    """One ``<question>``'s fields (what the exporter checks its output against)."""
    return _question(element, (element.get("type") or "").strip(), topic).data


def _question(element: ET.Element, kind: str, topic: str) -> Draft:
    readers = {
        "multichoice": _multichoice,
        "multichoiceset": _multichoice,
        "truefalse": _truefalse,
        "shortanswer": _shortanswer,
        "numerical": _numerical,
        "essay": _essay,
    }
    reader = readers.get(kind)
    if reader is None:
        raise _Refused(f"question type {kind!r} is not carried ({_MOODLE_TYPES})", "type", element)
    name = _plain(element.find("name")).strip()
    stem_element = element.find("questiontext")
    stem = rich_text(stem_element, "stem")
    explanation = rich_text(element.find("generalfeedback"), "explanation")
    identifier = _plain(element.find("idnumber")).strip()
    data: dict[str, Any] = {
        "id": marked_id(identifier, name),
        "stem": stem,
        "language": "zh" if _CJK.search(stem) else "en",
    }
    topics = [topic] if topic else []
    for tag in element.findall("tags/tag"):
        named = topic_name(_plain(tag))
        if named and named not in topics:
            topics.append(named)
    if topics:
        data["topics"] = topics
    points = _number(element, "defaultgrade")
    if points is not None:
        data["points"] = points
    if _plain(element.find("hidden")).strip() == "1":
        data["status"] = "draft"
    hints = [rich_text(hint, "hints") for hint in element.findall("hint")]
    if any(hints):
        data["hints"] = [hint for hint in hints if hint]
    specific, feedback = reader(element, kind)
    data.update(specific)
    data["explanation"] = "\n\n".join(part for part in (explanation, *feedback) if part)
    lines = {"stem": line_of(stem_element) if stem_element is not None else line_of(element)}
    first_answer = element.find("answer")
    if first_answer is not None:
        lines["key"] = lines["options"] = line_of(first_answer)
    return Draft(line=line_of(element), data=data, lines=lines)


def _answers(element: ET.Element) -> list[tuple[float, ET.Element]]:
    found = []
    for answer in element.findall("answer"):
        try:
            fraction = file_number(answer.get("fraction", "0"))
        except ValueError as error:
            raise _Refused(f"fraction: {error}", "key", answer) from None
        found.append((fraction, answer))
    if not found:
        raise _Refused("the question has no <answer>", "key", element)
    return found


def _multichoice(element: ET.Element, kind: str) -> tuple[dict[str, Any], list[str]]:
    answers = _answers(element)
    if len(answers) > len(OPTION_LABELS):
        raise _Refused(f"{len(answers)} answers: at most {len(OPTION_LABELS)}", "options", element)
    options = {OPTION_LABELS[i]: rich_text(answer, "options") for i, (_, answer) in enumerate(answers)}
    right = [i for i, (fraction, _) in enumerate(answers) if fraction > 0]
    single = kind == "multichoice" and _single(element.find("single"))
    if not right:
        raise _Refused("no answer has a positive fraction (no right option)", "key", element)
    if single:
        full = [i for i in right if answers[i][0] == 100]
        if len(full) > 1:  # Moodle takes any of them as right: one key cannot say so
            raise _Refused(f"{len(full)} answers of 100% in a one-answer question (any of them right) are not"
                           " carried: one key", "key", element)  # fmt: skip
        if len(right) != 1 or answers[right[0]][0] != 100:
            raise _Refused("partial credit on a single-choice question is not carried", "key", element)
    elif kind == "multichoice":
        weights = [answers[i][0] for i in right]
        if abs(sum(weights) - 100) > 0.5 or max(weights) - min(weights) > 0.5:
            raise _Refused("right options of unequal weight (or not adding up to 100%) are not carried",
                           "key", element)  # fmt: skip
    feedback = [
        f"{OPTION_LABELS[i]}. {text}"
        for i, (_, answer) in enumerate(answers)
        if (text := rich_text(answer.find("feedback"), "explanation"))
    ]
    key = "".join(OPTION_LABELS[i] for i in right)
    if single:
        return {"type": "single", "options": options, "key": key, "scoring": "exact"}, feedback
    scoring = Scoring.ALL_OR_NOTHING if kind == "multichoiceset" else Scoring.PARTIAL_SUBSET
    return {"type": "multi", "options": options, "key": key, "scoring": scoring.value}, feedback


def _single(element: ET.Element | None) -> bool:
    """``<single>`` as Moodle's importer reads it (``trans_single``): absent means one answer (its default
    ``true``), and so does any value but ``false``, ``0`` or nothing (PHP's falsy strings)."""
    if element is None:
        return True
    return _plain(element).strip() not in ("false", "0", "")


def _truefalse(element: ET.Element, _kind: str) -> tuple[dict[str, Any], list[str]]:
    answers = _answers(element)
    truth = {_plain(answer).strip().lower(): fraction for fraction, answer in answers}
    right = [value for value, fraction in truth.items() if fraction == 100 and value in ("true", "false")]
    if len(right) != 1:
        raise _Refused("a true/false question gives 'true' or 'false' the fraction 100", "key", element)
    feedback = [
        f"{_plain(answer).strip()}: {text}"
        for _, answer in answers
        if (text := rich_text(answer.find("feedback"), "explanation"))
    ]
    return {"type": QuestionType.TRUEFALSE.value, "key": right[0]}, feedback


def _shortanswer(element: ET.Element, _kind: str) -> tuple[dict[str, Any], list[str]]:
    if _plain(element.find("usecase")).strip() == "1":
        raise _Refused("a case-sensitive short answer is not carried (answers are read case aside)",
                       "key", element)  # fmt: skip
    right: list[str] = []
    feedback: list[str] = []
    for fraction, answer in _answers(element):
        text = _plain(answer).strip()
        if 0 < fraction < 100:
            raise _Refused(f"partial credit ({fraction:g}%) for {text!r} is not carried", "key", answer)
        if fraction == 100:
            if _WILDCARD.search(text):
                raise _Refused(f"a wildcard answer {text!r} is not carried", "key", answer)
            right.append(text.replace(WILDCARD_ESCAPE, "*"))
        if note := rich_text(answer.find("feedback"), "explanation"):
            feedback.append(f"{text}: {note}")
    if not right:
        raise _Refused("no answer has the fraction 100", "key", element)
    data = {"type": "short", "scoring": "exact", "key": right[0], "accepted": right[1:]}
    return data, feedback


def _numerical(element: ET.Element, _kind: str) -> tuple[dict[str, Any], list[str]]:
    right: list[tuple[float, float, ET.Element]] = []
    feedback: list[str] = []
    for fraction, answer in _answers(element):
        text = _plain(answer).strip()
        if text == "*":
            continue  # Moodle's "any other answer": wrong here too
        if 0 < fraction < 100:
            raise _Refused(f"partial credit ({fraction:g}%) for {text!r} is not carried", "key", answer)
        if fraction != 100:
            continue
        try:
            value = file_number(text)
        except ValueError as error:
            raise _Refused(f"the answer: {error}", "numeric", answer) from None
        right.append((value, abs(_number(answer, "tolerance") or 0.0), answer))
        if note := rich_text(answer.find("feedback"), "explanation"):
            feedback.append(note)
    if len(right) != 1:
        raise _Refused(f"{len(right)} right figures: one is carried (no alternatives)", "numeric", element)
    value, tolerance, answer = right[0]
    if value == 0 and tolerance:
        raise _Refused("an absolute tolerance around 0 is not carried (tolerances are relative)",
                       "numeric", answer)  # fmt: skip
    relative = float(f"{tolerance / abs(value):.12g}") if tolerance else 1e-9
    if relative >= 1:
        raise _Refused(f"a tolerance of ±{tolerance:g} on {value:g} is not carried (under 100%)",
                       "numeric", answer)  # fmt: skip
    unit = _unit(element)
    graded = _plain(element.find("unitgradingtype")).strip() in ("1", "2")
    part = {"value": value, "unit": unit, "tolerance": relative, "unit_required": bool(unit) and graded}
    key = f"{value:g} {unit}" if unit else f"{value:g}"
    return {"type": "calc", "scoring": "exact", "key": key, "numeric": [part]}, feedback


def _unit(element: ET.Element) -> str | None:
    units = element.findall("units/unit")
    base = [u for u in units if (_number(u, "multiplier") or 0) == 1]
    if len(units) > len(base) or len(base) > 1:
        names = ", ".join(_plain(u.find("unit_name")) or "?" for u in units)
        raise _Refused(f"units converted by multiplier ({names}) are not carried: one unit of multiplier 1",
                       "numeric", element)  # fmt: skip
    return (_plain(base[0].find("unit_name")).strip() or None) if base else None


def _essay(element: ET.Element, _kind: str) -> tuple[dict[str, Any], list[str]]:
    info = rich_text(element.find("graderinfo"), "key")
    if not info:  # kept, never served, until someone writes the reference answer
        note = "the Moodle essay has no grader information (<graderinfo>): give a key and key points"
        return {"type": "short", "scoring": "rubric", "status": "draft", "status_note": note}, []
    marker = _KEY_POINTS.search(info)
    if marker:
        key = info[: marker.start()].removesuffix("\n\n")  # the exporter's separator
        listed = info[marker.end() :].splitlines()
    else:
        key, listed = info, info.splitlines()
    points = [_BULLET.sub("", line).strip() for line in listed if line.strip()]
    key = key if key.strip() else info
    return {"type": "short", "scoring": "rubric", "key": key, "key_points": points}, []
