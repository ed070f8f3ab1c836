"""QTI 3.0 content packages (a zip with ``imsmanifest.xml``): the subset :mod:`bank.parsing.qti_export`
writes, read back: choice, text entry (string or float) and extended text items.

Each ``imsqti_item_xmlv3p0`` resource of the manifest is one question; its LOM metadata gives topics
(keywords), difficulty and status (anything but ``final``/``revised`` is a draft). An item's texts
come from their ``data-markdown`` source when they carry one, else from their XHTML. Refused, each
with its file and line: other interactions (match, order, hotspot, gap match, inline choice…),
several interactions in one item, QTI 2.x items, media, case-sensitive (or unmapped) or partial-credit
text answers, an absolute tolerance around 0, choices sharing an identifier: a key the item does not
state exactly is never guessed. The package itself is opened within bounds (:mod:`bank.parsing.safezip`).
"""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET
from html import escape
from typing import Any

from bank.errors import BankFileError, Problem
from bank.model import OPTION_LABELS
from bank.parsing.bounds import file_number
from bank.parsing.documents import decode_upload
from bank.parsing.drafts import Draft, DraftBank, local_id, topic_name
from bank.parsing.htmltext import MEDIA_TAGS, html_to_markdown
from bank.parsing.safexml import line_of, parse_xml
from bank.parsing.safezip import Package, joined

CP = "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"
ITEM = "http://www.imsglobal.org/xsd/imsqtiasi_v3p0"
LOM = "http://ltsc.ieee.org/xsd/LOM"
RESOURCE_TYPE = "imsqti_item_xmlv3p0"
STATUS_DRAFT = "draft"
_DIFFICULTY = ["very easy", "easy", "medium", "difficult", "very difficult"]
_CARRIED = {"qti-choice-interaction", "qti-text-entry-interaction", "qti-extended-text-interaction"}
_CJK = re.compile(r"[\u3400-\u9fff]")
BLANK = "_____"  # where an inline text entry stood in its sentence, as GIFT shows a missing word
# shown once the response is processed, never with the question: a stem or an option holding one would
# show the candidate the feedback on the right answer ("80 Right: plain HTTP.") before they answer
_AFTER_ANSWERING = {"qti-feedback-block", "qti-feedback-inline"}


class _Refused(ValueError):
    def __init__(self, message: str, field: str, element: ET.Element | None = None):
        super().__init__(message)
        self.field = field
        self.line = line_of(element) if element is not None else None


def _local(element: ET.Element) -> str:
    return element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else ""


def _q(tag: str) -> str:
    return f"{{{ITEM}}}{tag}"


def parse_qti(body: bytes, file: str) -> DraftBank:
    package = Package(body, file)
    if "imsmanifest.xml" not in package.names:
        raise BankFileError([Problem(file, None, "no imsmanifest.xml at the top of the package")])
    manifest = parse_xml(decode_upload(package.read("imsmanifest.xml"), "imsmanifest.xml"), "imsmanifest.xml")
    if _local(manifest) != "manifest":
        raise BankFileError([Problem(file, line_of(manifest), f"imsmanifest.xml: <{_local(manifest)}>")])
    drafts: list[Draft] = []
    problems: list[Problem] = []
    # any namespace: a QTI 2 package's manifest is in IMS CP's own (imscp_v1p1), QTI 3.0's in its copy
    for resource in (element for element in manifest.iter() if _local(element) == "resource"):
        kind = resource.get("type", "")
        if kind.startswith("imsqti_item_xmlv2"):
            message = f"imsmanifest.xml: a QTI 2 item ({resource.get('href')}) is not read: QTI 3.0 only"
            problems.append(Problem(file, line_of(resource), message, "type"))
            continue
        if kind != RESOURCE_TYPE:
            continue  # tests, sections, shared files: not questions
        href = joined("imsmanifest.xml", resource.get("href") or "", file)
        try:
            item = parse_xml(decode_upload(package.read(href), href), href)
            data = read_item_question(item, resource.find(f"{{{CP}}}metadata/{{{LOM}}}lom"))
        except _Refused as error:
            problems.append(Problem(file, error.line, f"{href}: {error}", error.field))
            continue
        except BankFileError as error:
            problems += [Problem(file, p.line, f"{href}: {p.message}", p.field) for p in error.problems]
            continue
        drafts.append(Draft(line=None, data=data, source=href))
    if not drafts and not problems:
        problems.append(Problem(file, None, f"the manifest lists no {RESOURCE_TYPE} resources"))
    if problems:
        raise BankFileError(problems)
    return DraftBank(drafts)


def _html(element: ET.Element, field: str, skip: set[str] | None = None) -> str:
    """An element's content (without the ``skip`` elements, nor feedback, wherever they are) as Markdown;
    media refused."""
    for inner in element.iter():
        if _local(inner) in MEDIA_TAGS:  # named at its own line
            source = inner.get("src") or inner.get("data") or ""
            raise _Refused(f"<{_local(inner)} {source}> is not carried (text only)", field, inner)
    shown = copy.deepcopy(element)
    for inner in list(shown.iter()):
        if inner is not shown and _local(inner) in (skip or set()) | _AFTER_ANSWERING:
            # emptied in place, not removed: the text after it (its tail) is the stem's too, and an
            # inline text entry is the blank of its sentence ("The verb _____ lists the pods.")
            blank = _local(inner) == "qti-text-entry-interaction"
            tail = inner.tail
            inner.clear()  # (its tail too)
            inner.tag, inner.text, inner.tail = "span", BLANK if blank else None, tail
    text, media = html_to_markdown(_markup(shown, outer=False))
    if media:
        raise _Refused(f"{', '.join(media)} is not carried (text only)", field, element)
    return text


def _markup(element: ET.Element, outer: bool = True) -> str:
    """The element as HTML with local names (what :func:`html_to_markdown` reads)."""
    inner = escape(element.text or "") + "".join(_markup(child) for child in element)
    if not outer:
        return inner
    name = _local(element)
    attributes = "".join(f' {_local_name(k)}="{escape(v)}"' for k, v in element.attrib.items())
    return f"<{name}{attributes}>{inner}</{name}>" + escape(element.tail or "")


def _local_name(name: str) -> str:
    return name.rsplit("}", 1)[-1]


def _text(element: ET.Element | None, field: str, skip: set[str] | None = None) -> str:
    if element is None:
        return ""
    shown = _html(element, field, skip)  # refuses media even where Markdown is given
    source = element.get("data-markdown")
    return source if source is not None else shown


def read_item_question(item: ET.Element, lom: ET.Element | None) -> dict[str, Any]:
    """One item (and its manifest metadata) as a question's fields."""
    if _local(item) != "qti-assessment-item":
        raise _Refused(f"expected <qti-assessment-item>, found <{_local(item)}>", "type", item)
    body = item.find(_q("qti-item-body"))
    if body is None:
        raise _Refused("the item has no <qti-item-body>", "stem", item)
    interactions = [e for e in body.iter() if _local(e).endswith("-interaction")]
    if len(interactions) != 1 or _local(interactions[0]) not in _CARRIED:
        names = ", ".join(_local(e) for e in interactions) or "none"
        raise _Refused(f"interactions {names}: one choice, text entry or extended text is carried",
                       "type", interactions[0] if interactions else body)  # fmt: skip
    stem_div = next((e for e in body if e.get("class") == "stem"), None)
    if stem_div is not None:
        stem = _text(stem_div, "stem")
    else:  # another tool's item: the body around the interaction, then the interaction's prompt
        stem = _html(body, "stem", {*_CARRIED, "qti-rubric-block"})
        prompt = interactions[0].find(_q("qti-prompt"))
        stem = "\n\n".join(part for part in (stem, _text(prompt, "stem")) if part)
    lang = item.get("{http://www.w3.org/XML/1998/namespace}lang", "")
    data: dict[str, Any] = {
        "id": local_id(item.get("title") or item.get("identifier", "").removeprefix("item-")),
        "stem": stem,
        "language": "zh" if lang.startswith("zh") or (not lang and _CJK.search(stem)) else "en",
        "points": _maxscore(item),
    }
    declaration = next(
        (d for d in item.iter(_q("qti-response-declaration")) if d.get("identifier") == "RESPONSE"), None
    )
    interaction = interactions[0]
    kind = _local(interaction)
    if kind == "qti-choice-interaction":
        data.update(_choice(interaction, declaration))
    elif kind == "qti-text-entry-interaction":
        data.update(_entry(item, body, declaration, data["points"]))
    else:
        data.update(_extended(body))
    feedback = next((e for e in item.iter(_q("qti-modal-feedback"))), None)
    if feedback is not None:
        content = feedback.find(_q("qti-content-body"))
        holder = content if content is not None else feedback
        div = next((e for e in holder if e.get("class") == "explanation"), None)
        data["explanation"] = _text(div if div is not None else holder, "explanation")
    data.update(_metadata(lom))
    return data


def _maxscore(item: ET.Element) -> float:
    for outcome in item.iter(_q("qti-outcome-declaration")):
        if outcome.get("identifier") == "MAXSCORE":
            value = outcome.find(f"{_q('qti-default-value')}/{_q('qti-value')}")
            return _number((value.text if value is not None else "") or "1", "MAXSCORE", "points", outcome)
    return 1.0


def _number(text: str, what: str, field: str, element: ET.Element) -> float:
    try:
        return file_number(text)
    except ValueError as error:
        raise _Refused(f"{what}: {error}", field, element) from None


def _correct(declaration: ET.Element | None) -> list[str]:
    correct = declaration.find(_q("qti-correct-response")) if declaration is not None else None
    return (
        [(value.text or "").strip() for value in correct.iter(_q("qti-value"))] if correct is not None else []
    )


def _option(choice: ET.Element) -> str:
    """A choice's text: the package's own keeps its Markdown on the ``span`` showing it."""
    span = choice.find(_q("span"))
    marked = span is not None and span.get("data-markdown") is not None and len(choice) == 1
    return _text(span if marked else choice, "options").strip()


def _choice(interaction: ET.Element, declaration: ET.Element | None) -> dict[str, Any]:
    choices = list(interaction.iter(_q("qti-simple-choice")))
    correct = _correct(declaration)
    identifiers = [c.get("identifier", "") for c in choices]
    if not correct or any(value not in identifiers for value in correct):
        raise _Refused("the correct response names no choice of the interaction", "key", interaction)
    if repeated := sorted({i for i in identifiers if identifiers.count(i) > 1}):  # which one is right?
        raise _Refused(f"choices share an identifier ({', '.join(repeated)})", "options", interaction)
    if sorted(identifiers) == ["false", "true"] and len(correct) == 1:
        return {"type": "truefalse", "key": correct[0]}
    if len(choices) > len(OPTION_LABELS):
        raise _Refused(f"{len(choices)} choices: at most {len(OPTION_LABELS)}", "options", interaction)
    letter = {identifier: OPTION_LABELS[i] for i, identifier in enumerate(identifiers)}
    options = {OPTION_LABELS[i]: _option(choice) for i, choice in enumerate(choices)}
    key = "".join(sorted(letter[value] for value in correct))
    multiple = interaction.get("max-choices", "1") != "1" or (
        declaration is not None and declaration.get("cardinality") == "multiple"
    )
    if not multiple:
        return {"type": "single", "options": options, "key": key, "scoring": "exact"}
    mapped = declaration is not None and declaration.find(_q("qti-mapping")) is not None
    scoring = "partial_subset" if mapped else "all_or_nothing"
    return {"type": "multi", "options": options, "key": key, "scoring": scoring}


def _entry(
    item: ET.Element, body: ET.Element, declaration: ET.Element | None, points: float
) -> dict[str, Any]:
    correct = _correct(declaration)
    if declaration is None or len(correct) != 1:
        raise _Refused("a text entry needs one correct response", "key", declaration or body)
    if declaration.get("base-type") == "float":
        return _figure(item, body, correct[0], declaration)
    unmapped = declaration.find(_q("qti-mapping")) is None  # matched by qti-match: exactly, case and all
    if unmapped and declaration.get("base-type", "string") == "string":
        raise _Refused(
            "a text entry without a qti-mapping is matched case-sensitively, which is not carried (answers"
            ' are read case aside): map its answers with case-sensitive="false"',
            "key",
            declaration,
        )
    accepted: list[str] = []
    for entry in declaration.iter(_q("qti-map-entry")):
        if entry.get("case-sensitive", "false") == "true":
            raise _Refused(
                "a case-sensitive answer is not carried (answers are read case aside)", "key", entry
            )
        value = _number(entry.get("mapped-value", "0"), "mapped-value", "key", entry)
        if 0 < value < points:
            raise _Refused(f"partial credit for {entry.get('map-key')!r} is not carried", "key", entry)
        answer = entry.get("map-key", "")
        if value > 0 and answer != correct[0] and answer not in accepted:
            accepted.append(answer)
    return {"type": "short", "scoring": "exact", "key": correct[0], "accepted": accepted}


def _figure(item: ET.Element, body: ET.Element, value_text: str, declaration: ET.Element) -> dict[str, Any]:
    value = _number(value_text, "the correct response", "numeric", declaration)
    tolerance = 1e-9
    for equal in item.iter(_q("qti-equal")):
        bounds = (equal.get("tolerance") or "0").split()
        mode = equal.get("tolerance-mode", "exact")
        if mode == "relative":
            tolerance = _number(bounds[0], "tolerance", "numeric", equal) / 100
        elif mode == "absolute":
            absolute = _number(bounds[0], "tolerance", "numeric", equal)
            if absolute and not value:  # ±0.5 around 0 would become 0 exactly
                raise _Refused("an absolute tolerance around 0 is not carried (tolerances are relative)",
                               "numeric", equal)  # fmt: skip
            tolerance = abs(absolute / value) if value else tolerance
    if not 0 < tolerance < 1:
        raise _Refused("a tolerance of 100% or more, or around 0, is not carried", "numeric", declaration)
    unit = next(((e.text or "").strip() for e in body.iter(_q("span")) if e.get("class") == "unit"), "")
    part = {
        "value": value,
        "unit": unit or None,
        "tolerance": float(f"{tolerance:.12g}"),
        "unit_required": False,
    }
    return {"type": "calc", "scoring": "exact", "key": f"{value:g} {unit}".strip(), "numeric": [part]}


def _extended(body: ET.Element) -> dict[str, Any]:
    # ``view`` is a list of viewers ("tutor scorer"); a rubric that names none is everyone's
    scorers = (e for e in body.iter(_q("qti-rubric-block")) if "scorer" in e.get("view", "scorer").split())
    rubric = next(scorers, None)
    if rubric is None:
        note = "the QTI item has no scorer's rubric block: give a key and key points"
        return {"type": "short", "scoring": "rubric", "status": "draft", "status_note": note}
    content = rubric.find(_q("qti-content-body"))  # QTI 3.0's; a QTI 2 rubric holds its content itself
    holder = content if content is not None else rubric
    key_div = next((e for e in holder if e.get("class") == "key"), None)
    points = [(li.text or "").strip() for ul in holder.iter(_q("ul")) if ul.get("class") == "key-points"
              for li in ul.iter(_q("li"))]  # fmt: skip
    key = _text(key_div, "key") if key_div is not None else _html(holder, "key")
    if not points:
        points = [line.lstrip("- ").strip() for line in key.splitlines() if line.strip()]
    return {"type": "short", "scoring": "rubric", "key": key, "key_points": points}


def _metadata(lom: ET.Element | None) -> dict[str, Any]:
    if lom is None:
        return {}
    data: dict[str, Any] = {}
    topics = [topic_name(s.text or "") for s in lom.iter(f"{{{LOM}}}string") if s in _keywords(lom)]
    if topics := [t for t in dict.fromkeys(topics) if t]:
        data["topics"] = topics
    status = lom.find(f"{{{LOM}}}lifeCycle/{{{LOM}}}status/{{{LOM}}}value")
    if status is not None and (status.text or "").strip() not in ("final", "revised"):
        data["status"] = STATUS_DRAFT
    difficulty = lom.find(f"{{{LOM}}}educational/{{{LOM}}}difficulty/{{{LOM}}}value")
    if difficulty is not None and (difficulty.text or "").strip() in _DIFFICULTY:
        data["difficulty"] = _DIFFICULTY.index((difficulty.text or "").strip()) + 1
    return data


def _keywords(lom: ET.Element) -> list[ET.Element]:
    return [s for keyword in lom.iter(f"{{{LOM}}}keyword") for s in keyword.iter(f"{{{LOM}}}string")]
