"""XML from an upload, read safely and with the line of every element.

Bank files in XML (Moodle XML, QTI items and manifests) come from strangers, so they are parsed by
defusedxml's expat parser with every expansion refused: no DTD at all (so no entity declarations,
hence no billion laughs and no external entities), and bounds on nesting depth and element count that
no real bank reaches. A refusal is a :class:`BankFileError` naming the line it stopped on.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from bank.errors import BankFileError, Problem

MAX_DEPTH = 64  # Moodle XML nests 5 deep, a QTI item about 10
MAX_ELEMENTS = 500_000  # 5,000 questions of some 50 elements each, twice over


class Located(ET.Element):
    """An element that knows the line it starts on."""

    line: int = 0


class _Builder(ET.TreeBuilder):
    def __init__(self, file: str) -> None:
        super().__init__(element_factory=Located)
        self.file = file
        self.parser: Any = None
        self.depth = 0
        self.count = 0

    def start(self, tag: Any, attrs: Any) -> ET.Element:
        self.depth += 1
        self.count += 1
        line = self.parser.CurrentLineNumber if self.parser is not None else 0
        if self.depth > MAX_DEPTH:
            raise BankFileError([Problem(self.file, line, f"elements nested deeper than {MAX_DEPTH}")])
        if self.count > MAX_ELEMENTS:
            raise BankFileError([Problem(self.file, line, f"more than {MAX_ELEMENTS} elements")])
        element = super().start(tag, attrs)
        element.line = line  # type: ignore[attr-defined]
        return element

    def end(self, tag: Any) -> ET.Element:
        self.depth -= 1
        return super().end(tag)


def parse_xml(text: str, file: str) -> Located:
    """The document's root element; every element carries ``.line``."""
    builder = _Builder(file)
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
