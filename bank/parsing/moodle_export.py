"""A bank as Moodle XML: the inverse of :mod:`bank.parsing.moodle`, checked against it question by question.

Texts are written with ``format="markdown"`` (Moodle renders Markdown), so a stem reads back as it was.
Single and multiple choice become ``multichoice`` (an all-or-nothing multi becomes ``multichoiceset``,
the All-or-Nothing plugin's type), true/false ``truefalse``, an exact short answer ``shortanswer``, a
one-figure calculation ``numerical``; every other open question, code and a calculation of several
figures become an ``essay`` whose grader information holds the reference answer and its key points.

What Moodle XML cannot hold is never dropped in silence: every question is read back through the
importer, and the fields that do not come back equal are named in an XML comment before it (and in
:attr:`Exported.lost`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from bank.model import NumericPart, Question, QuestionType, Scoring, Status
from bank.parsing.drafts import category_path, category_topic
from bank.parsing.moodle import KEY_POINTS_HEADING, WILDCARD_ESCAPE, read_question
from bank.parsing.readback import lost_fields
from bank.parsing.safexml import writable


@dataclass
class Exported:
    text: str
    lost: dict[str, list[str]] = field(default_factory=dict)  # question id (as exported) → fields


def export_moodle(questions: Sequence[Question], *, id_prefix: str = "") -> Exported:
    """``questions`` as one ``<quiz>``; ``id_prefix`` (an organisation bank's) is taken off the ids."""
    quiz = ET.Element("quiz")
    exported = Exported("")
    category: str | None = None
    for question in questions:
        local = question.id.removeprefix(id_prefix)
        topic = question.topics[0] if question.topics else ""
        if topic != category:
            quiz.append(_category(topic))
            category = topic
        element = _question(question, local)
        # the topic as an importer reads it back from the category's path, not as it was given
        lost = lost_fields(question, partial(read_question, element, category_topic(category_path(topic))))
        if lost:
            exported.lost[local] = lost
            quiz.append(_comment(f"{local}: not carried by Moodle XML: {', '.join(lost)}"))
        quiz.append(element)
    ET.indent(quiz)
    exported.text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n' + writable(ET.tostring(quiz, encoding="unicode")) + "\n"
    )
    return exported


def _comment(text: str) -> ET.Element[Any]:
    """A comment ElementTree writes verbatim: ``--`` (which an id may hold) is not allowed inside one,
    so each run of hyphens is spaced out (``k8s--pods`` reads ``k8s- -pods``)."""
    return ET.Comment(f" {re.sub(r'-(?=-)', '- ', text)} ")


def _category(topic: str) -> ET.Element:
    element = ET.Element("question", type="category")
    _text(ET.SubElement(element, "category"), category_path(topic))
    return element


def _text(parent: ET.Element, value: str, text_format: str | None = None) -> ET.Element:
    if text_format:
        parent.set("format", text_format)
    ET.SubElement(parent, "text").text = writable(value)
    return parent


def _child(parent: ET.Element, name: str, value: str) -> ET.Element:
    element = ET.SubElement(parent, name)
    element.text = writable(value)
    return element


def _number(value: float) -> str:
    return format(value, ".12g")


def _question(question: Question, local: str) -> ET.Element:
    kind = _kind(question)
    element = ET.Element("question", type=kind)
    _text(ET.SubElement(element, "name"), local)
    _text(ET.SubElement(element, "questiontext"), question.stem, "markdown")
    _text(ET.SubElement(element, "generalfeedback"), question.explanation, "markdown")
    _child(element, "defaultgrade", _number(question.points))
    _child(element, "penalty", "0")
    # hidden: never offered; a disputed or incomplete question must not come back served and scored
    _child(element, "hidden", "0" if question.status is Status.ACTIVE else "1")
    _child(element, "idnumber", local)
    _BODIES[kind](element, question)
    for hint in question.hints:
        _text(ET.SubElement(element, "hint"), hint, "markdown")
    if len(question.topics) > 1:
        tags = ET.SubElement(element, "tags")
        for topic in question.topics[1:]:
            _text(ET.SubElement(tags, "tag"), topic)
    return element


def _single_figure(question: Question) -> NumericPart | None:
    if question.type is QuestionType.CALC and len(question.numeric) == 1 and question.numeric[0].value:
        return question.numeric[0]
    return None


def _kind(question: Question) -> str:
    if question.type.is_choice:
        return "multichoiceset" if question.scoring is Scoring.ALL_OR_NOTHING else "multichoice"
    if question.type is QuestionType.TRUEFALSE:
        return "truefalse"
    if question.type is QuestionType.SHORT and question.scoring is Scoring.EXACT and question.key_text:
        return "shortanswer"
    if _single_figure(question) is not None:
        return "numerical"
    return "essay"


def _answer(parent: ET.Element, fraction: str, text: str, text_format: str | None = None) -> ET.Element:
    answer = ET.SubElement(parent, "answer", fraction=fraction)
    return _text(answer, text, text_format)


def _choice(element: ET.Element, question: Question) -> None:
    right = question.correct_options
    single = question.type is QuestionType.SINGLE
    if element.get("type") == "multichoice":
        _child(element, "single", "true" if single else "false")
    _child(element, "shuffleanswers", "0")
    _child(element, "answernumbering", "ABCD")
    share = _number(100 / len(right)) if right else "0"
    wrong = "0" if single or element.get("type") == "multichoiceset" else "-100"
    for label, text in question.options.items():
        _answer(element, share if label in right else wrong, text, "markdown")


def _truefalse(element: ET.Element, question: Question) -> None:
    for value in ("true", "false"):
        _answer(element, "100" if question.key_text == value else "0", value)


def _shortanswer(element: ET.Element, question: Question) -> None:
    _child(element, "usecase", "0")
    for text in (question.key_text, *question.accepted):  # an asterisk alone would be a wildcard
        _answer(element, "100", text.replace("*", WILDCARD_ESCAPE))


def _numerical(element: ET.Element, question: Question) -> None:
    part = _single_figure(question)
    assert part is not None  # chosen by _kind
    answer = _answer(element, "100", _number(part.value))
    _child(answer, "tolerance", _number(part.tolerance * abs(part.value)))
    if part.unit:
        unit = ET.SubElement(ET.SubElement(element, "units"), "unit")
        _child(unit, "multiplier", "1")
        _child(unit, "unit_name", part.unit)
    _child(element, "unitgradingtype", "1" if part.unit and part.unit_required else "0")
    _child(element, "unitpenalty", "1")
    _child(element, "showunits", "0" if part.unit else "3")
    _child(element, "unitsleft", "0")


def _essay(element: ET.Element, question: Question) -> None:
    _child(element, "responseformat", "monospaced" if question.type is QuestionType.CODE else "editor")
    _child(element, "responserequired", "1")
    _child(element, "responsefieldlines", "15")
    info = question.key_text
    if question.key_points:
        info += f"\n\n{KEY_POINTS_HEADING}\n" + "\n".join(f"- {point}" for point in question.key_points)
    _text(ET.SubElement(element, "graderinfo"), info, "markdown")
    _text(ET.SubElement(element, "responsetemplate"), "", "markdown")


_BODIES = {
    "multichoice": _choice,
    "multichoiceset": _choice,
    "truefalse": _truefalse,
    "shortanswer": _shortanswer,
    "numerical": _numerical,
    "essay": _essay,
}
