"""A bank as a QTI 3.0 content package: ``imsmanifest.xml`` and one assessment item per question.

The subset written (and read back by :mod:`bank.parsing.qti`):

* single, multi and true/false: ``qti-choice-interaction`` (``max-choices`` 1 or the option count),
  the key as ``qti-correct-response``; a ``partial_subset`` multi also maps each right option to its
  share of the points and each wrong one to minus the points (bounded below by 0);
* an exact short answer: ``qti-text-entry-interaction`` of base type string, the key and every
  accepted answer mapped case aside; a one-figure calculation: a float text entry compared with
  ``qti-equal`` at the relative tolerance, the unit printed after the box;
* everything else (open answers, code, several figures): ``qti-extended-text-interaction``, scored
  by a person (``external-scored="human"``) against a scorer's rubric block holding the reference
  answer and key points;
* explicit response processing setting ``SCORE`` (the points when right), ``MAXSCORE`` the points,
  the explanation as modal feedback; topics, difficulty and status (``final`` or ``draft``) as LOM
  metadata of the item's resource in the manifest.

Texts are written as XHTML (Markdown rendered, no raw HTML) and keep their Markdown source in a
``data-markdown`` attribute so that they read back exactly. The official XSDs were not reachable when
this was written: the structure follows the QTI 3.0 specification's element and attribute names.
As for Moodle XML, every question is read back and the fields that do not return are listed.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Sequence
from typing import Any

from markdown_it import MarkdownIt

from bank.model import Question, QuestionType, Scoring, Status
from bank.parsing.qti import CP, ITEM, LOM, RESOURCE_TYPE, STATUS_DRAFT, read_item_question
from bank.parsing.readback import lost_fields
from bank.parsing.safexml import parse_xml, writable

_MARKDOWN = MarkdownIt("commonmark", {"xhtmlOut": True, "html": False})
DIFFICULTY = ["very easy", "easy", "medium", "difficult", "very difficult"]  # LOM's vocabulary, 1-5


def _sub(parent: ET.Element, tag: str, text: str | None = None, **attributes: str) -> ET.Element:
    element = ET.SubElement(parent, tag, {k.replace("_", "-"): v for k, v in attributes.items()})
    if text is not None:
        element.text = text
    return element


def rich(parent: ET.Element, markdown: str, css: str) -> ET.Element:
    """A ``div`` showing ``markdown`` as XHTML and keeping it in ``data-markdown``."""
    div = _sub(parent, "div", **{"class": css, "data_markdown": markdown})
    _render(div, markdown, _MARKDOWN.render(markdown))
    return div


def _render(element: ET.Element, markdown: str, xhtml: str) -> None:
    try:
        rendered = ET.fromstring(f"<div>{xhtml}</div>")
        element.extend(list(rendered))
        element.text = rendered.text
    except ET.ParseError:  # not well-formed as XML: shown as preformatted text instead
        _sub(element, "pre", markdown)


def _value(parent: ET.Element, value: str) -> None:
    _sub(parent, "qti-value", value)


def _declarations(item: ET.Element, question: Question) -> None:
    points = format(question.points, ".12g")
    for name in ("SCORE", "MAXSCORE"):
        outcome = _sub(
            item, "qti-outcome-declaration", identifier=name, cardinality="single", base_type="float"
        )
        if name == "SCORE" and _interaction(question) == "extended":
            outcome.set("external-scored", "human")
        _value(_sub(outcome, "qti-default-value"), "0" if name == "SCORE" else points)
    _sub(item, "qti-outcome-declaration", identifier="FEEDBACK", cardinality="single", base_type="identifier")


def _interaction(question: Question) -> str:
    if question.type.is_choice or question.type is QuestionType.TRUEFALSE:
        return "choice"
    if question.type is QuestionType.SHORT and question.scoring is Scoring.EXACT:
        return "text"
    if question.type is QuestionType.CALC and len(question.numeric) == 1:
        return "float"
    return "extended"


def _response(item: ET.Element, question: Question) -> None:
    kind = _interaction(question)
    multiple = question.type is QuestionType.MULTI
    base = {"choice": "identifier", "text": "string", "float": "float", "extended": "string"}[kind]
    declaration = _sub(
        item,
        "qti-response-declaration",
        identifier="RESPONSE",
        cardinality="multiple" if multiple else "single",
        base_type=base,
    )
    if kind == "extended":
        return
    correct = _sub(declaration, "qti-correct-response")
    if kind == "choice":
        for value in sorted(question.correct_options) if question.type.is_choice else [question.key_text]:
            _value(correct, value)
    elif kind == "text":
        _value(correct, question.key_text)
    else:
        _value(correct, format(question.numeric[0].value, ".12g"))
    if kind == "text" or (multiple and question.scoring is Scoring.PARTIAL_SUBSET):
        mapping = _sub(declaration, "qti-mapping", default_value="0", lower_bound="0")
        if kind == "text":
            whole = format(question.points, ".12g")
            for answer in (question.key_text, *question.accepted):
                _sub(mapping, "qti-map-entry", map_key=answer, mapped_value=whole, case_sensitive="false")
        else:
            right = question.correct_options
            for label in question.options:
                share = question.points / len(right) if label in right else -question.points
                _sub(mapping, "qti-map-entry", map_key=label, mapped_value=format(share, ".12g"))


def _body(item: ET.Element, question: Question) -> None:
    body = _sub(item, "qti-item-body")
    rich(body, question.stem, "stem")
    kind = _interaction(question)
    if kind == "choice":
        options = question.options if question.type.is_choice else {"true": "true", "false": "false"}
        interaction = _sub(
            body,
            "qti-choice-interaction",
            response_identifier="RESPONSE",
            max_choices=str(len(options) if question.type is QuestionType.MULTI else 1),
            shuffle="false",
        )
        for identifier, text in options.items():  # shown as XHTML, its Markdown kept, as a stem is
            choice = _sub(interaction, "qti-simple-choice", identifier=identifier)
            _render(_sub(choice, "span", data_markdown=text), text, _MARKDOWN.renderInline(text))
    elif kind in ("text", "float"):
        line = _sub(body, "p")
        _sub(line, "qti-text-entry-interaction", response_identifier="RESPONSE")
        unit = question.numeric[0].unit if kind == "float" else None
        if unit:
            _sub(line, "span", unit, **{"class": "unit"})
    else:
        _sub(body, "qti-extended-text-interaction", response_identifier="RESPONSE")
        rubric = _sub(body, "qti-rubric-block", use="scoring", view="scorer")
        content = _sub(rubric, "qti-content-body")  # the schema's one place for a rubric's content
        rich(content, question.key_text, "key")
        if question.key_points:
            points = _sub(content, "ul", **{"class": "key-points"})
            for point in question.key_points:
                _sub(points, "li", point)


def _processing(item: ET.Element, question: Question) -> None:
    processing = _sub(item, "qti-response-processing")
    kind = _interaction(question)
    mapped = kind == "text" or (
        question.type is QuestionType.MULTI and question.scoring is Scoring.PARTIAL_SUBSET
    )
    if mapped:  # no answer scores 0, else the sum of the mapped values (bounded below by 0)
        condition = _sub(processing, "qti-response-condition")
        if_null = _sub(condition, "qti-response-if")
        _sub(_sub(if_null, "qti-is-null"), "qti-variable", identifier="RESPONSE")
        _sub(
            _sub(if_null, "qti-set-outcome-value", identifier="SCORE"),
            "qti-base-value",
            "0",
            base_type="float",
        )
        otherwise = _sub(_sub(condition, "qti-response-else"), "qti-set-outcome-value", identifier="SCORE")
        _sub(otherwise, "qti-map-response", identifier="RESPONSE")
    elif kind != "extended":  # right scores MAXSCORE
        if_right = _sub(_sub(processing, "qti-response-condition"), "qti-response-if")
        test = _sub(if_right, "qti-equal" if kind == "float" else "qti-match")
        if kind == "float":
            percent = format(question.numeric[0].tolerance * 100, ".12g")
            test.set("tolerance-mode", "relative")
            test.set("tolerance", f"{percent} {percent}")
        _sub(test, "qti-variable", identifier="RESPONSE")
        _sub(test, "qti-correct", identifier="RESPONSE")
        _sub(
            _sub(if_right, "qti-set-outcome-value", identifier="SCORE"), "qti-variable", identifier="MAXSCORE"
        )
    feedback = _sub(processing, "qti-set-outcome-value", identifier="FEEDBACK")
    _sub(feedback, "qti-base-value", "explanation", base_type="identifier")


def item_element(question: Question, local: str) -> ET.Element:
    language = "zh-CN" if question.language == "zh" else "en"
    item = ET.Element("qti-assessment-item", xmlns=ITEM, identifier=f"item-{local}", title=local)
    item.set("adaptive", "false")
    item.set("time-dependent", "false")
    item.set("{http://www.w3.org/XML/1998/namespace}lang", language)
    _response(item, question)
    _declarations(item, question)
    _body(item, question)
    _processing(item, question)
    if question.explanation:
        modal = _sub(item, "qti-modal-feedback", outcome_identifier="FEEDBACK", identifier="explanation",
                     show_hide="show", title="Explanation")  # fmt: skip
        rich(_sub(modal, "qti-content-body"), question.explanation, "explanation")
    return item


def resource_metadata(question: Question) -> ET.Element:
    lom = ET.Element("lom:lom", {"xmlns:lom": LOM})
    general = ET.SubElement(lom, "lom:general")
    for topic in question.topics:
        ET.SubElement(ET.SubElement(general, "lom:keyword"), "lom:string").text = topic
    status = ET.SubElement(ET.SubElement(lom, "lom:lifeCycle"), "lom:status")
    ET.SubElement(status, "lom:value").text = "final" if question.status is Status.ACTIVE else STATUS_DRAFT
    difficulty = ET.SubElement(ET.SubElement(lom, "lom:educational"), "lom:difficulty")
    ET.SubElement(difficulty, "lom:value").text = DIFFICULTY[question.difficulty - 1]
    return lom


def _indent(element: ET.Element, level: int = 0) -> None:
    """ET.indent, except inside texts (``data-markdown``) and choices: whitespace there is content."""
    if element.get("data-markdown") is not None or element.tag == "qti-simple-choice" or not len(element):
        return
    if not (element.text or "").strip():
        element.text = "\n" + "  " * (level + 1)
    for child in element:
        _indent(child, level + 1)
        if not (child.tail or "").strip():
            child.tail = "\n" + "  " * (level + 1)
    if not (child.tail or "").strip():
        child.tail = "\n" + "  " * level


def _xml(element: ET.Element) -> bytes:
    """The element as a file; namespaces are written as ``xmlns`` attributes (tags stay unqualified)."""
    _indent(element)
    # markup is ASCII: what ``writable`` takes out can only be in a text or an attribute's value, and the
    # read-back of the file as written names that field as not carried
    text = writable(ET.tostring(element, encoding="unicode"))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n").encode()


def _read_back(item: bytes, lom: bytes, href: str) -> dict[str, Any]:
    parsed_lom = parse_xml(lom.decode(), href)
    return read_item_question(parse_xml(item.decode(), href), parsed_lom)


def export_qti(questions: Sequence[Question], *, id_prefix: str = "") -> tuple[bytes, dict[str, list[str]]]:
    """The package's bytes, and per question (id as exported) the fields it does not carry."""
    manifest = ET.Element("manifest", {"xmlns": CP, "xmlns:lom": LOM, "identifier": "manifest-bank"})
    metadata = ET.SubElement(manifest, "metadata")
    ET.SubElement(metadata, "schema").text = "QTI Package"
    ET.SubElement(metadata, "schemaversion").text = "3.0.0"
    ET.SubElement(manifest, "organizations")
    resources = ET.SubElement(manifest, "resources")
    files: dict[str, bytes] = {}
    lost: dict[str, list[str]] = {}
    for question in questions:
        local = question.id.removeprefix(id_prefix)
        href = f"items/{local}.xml"
        item = item_element(question, local)
        meta = resource_metadata(question)
        content = _xml(item)
        if missing := lost_fields(question, lambda: _read_back(content, _xml(meta), href)):  # noqa: B023
            lost[local] = missing
            item.insert(0, ET.Comment(f" not carried by QTI: {', '.join(missing)} "))
            content = _xml(item)
        resource = ET.SubElement(resources, "resource", identifier=f"item-{local}",
                                 type=RESOURCE_TYPE, href=href)  # fmt: skip
        ET.SubElement(resource, "metadata").append(meta)
        ET.SubElement(resource, "file", href=href)
        files[href] = content
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("imsmanifest.xml", _xml(manifest))
        for href, content in files.items():
            package.writestr(href, content)
    return buffer.getvalue(), lost
