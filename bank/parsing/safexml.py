"""XML from an upload, read safely and with the line of every element.

Bank files in XML (Moodle XML, QTI items and manifests) come from strangers, so they are parsed by
defusedxml's expat parser with every expansion refused: no DTD at all (so no entity declarations,
hence no billion laughs and no external entities), and the structure bounds every bank file has
(:class:`bank.parsing.bounds.StructureBudget`: depth, elements and text values, characters) set at what
no real bank reaches. A refusal is a :class:`BankFileError` naming the line it stopped on.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from bank.errors import BankFileError, Problem
from bank.parsing.bounds import Limits, StructureBudget

# What XML 1.0 cannot hold, even as a character reference (its ``Char`` production): C0 controls but tab
# and line ends, lone surrogates, U+FFFE and U+FFFF. Uploads refuse them, but a bank stored before that
# may hold one, and an export that wrote it raw would not be well-formed (no tool reads it back).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def writable(text: str) -> str:
    """``text`` without the characters XML 1.0 cannot hold: an export writes what is left, and names the
    field as not carried (its read-back differs)."""
    return _NOT_XML.sub("", text)


# Moodle XML nests 5 deep, a QTI item about 10 (its XHTML a few more); a Moodle question is some 20-40
# elements and texts, so 5,000 questions fit in the nodes with room
XML_LIMITS = Limits(max_depth=64, max_nodes=500_000)


class Located(ET.Element):
    """An element that knows the line it starts on."""

    line: int = 0


class _Builder(ET.TreeBuilder):
    def __init__(self, file: str, limits: Limits) -> None:
        super().__init__(element_factory=Located)
        self.budget = StructureBudget(file, limits)
        self.parser: Any = None
        self.text = 0  # characters of text since the last tag (expat hands text over in pieces)

    def _line(self) -> int:
        return int(self.parser.CurrentLineNumber) if self.parser is not None else 0

    def _text_done(self) -> None:
        if self.text:
            self.budget.scalar(self._line(), self.text)
            self.text = 0

    def start(self, tag: Any, attrs: Any) -> ET.Element:
        self._text_done()
        line = self._line()
        self.budget.open(line)
        for value in attrs.values():
            self.budget.scalar(line, len(value))
        element = super().start(tag, attrs)
        element.line = line  # type: ignore[attr-defined]
        return element

    def data(self, data: str) -> None:
        if data.strip() or self.text:  # indentation between elements is not a value
            self.text += len(data)
        super().data(data)

    def end(self, tag: Any) -> ET.Element:
        self._text_done()
        self.budget.close()
        return super().end(tag)


def parse_xml(text: str, file: str, limits: Limits | None = None) -> Located:
    """The document's root element; every element carries ``.line``."""
    builder = _Builder(file, limits or XML_LIMITS)
    parser = DefusedXMLParser(target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    builder.parser = parser.parser
    try:
        parser.feed(text)
        root = parser.close()
    except DefusedXmlException as error:
        line = parser.parser.CurrentLineNumber
        raise BankFileError([Problem(file, line, f"refused XML: {_why(error)}")]) from error
    except ET.ParseError as error:
        line = error.position[0] if error.position else None
        raise BankFileError([Problem(file, line, f"invalid XML: {error.msg}")]) from error
    return root


def _why(error: DefusedXmlException) -> str:
    name = type(error).__name__
    if name == "DTDForbidden":
        return "a document type declaration (<!DOCTYPE …>) is not accepted"
    if name == "EntitiesForbidden":
        return "entity declarations are not accepted"
    return "external references are not accepted"


def line_of(element: ET.Element) -> int:
    return int(getattr(element, "line", 0) or 0)
