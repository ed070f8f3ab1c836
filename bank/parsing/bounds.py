"""Bounds on the structure of a bank file, checked before it is built into objects.

A small hostile file can ask a reader for unbounded work: YAML aliases expand a 600-byte file into
billions of values ("billion laughs"), and a JSON or YAML document nested a thousand deep overflows
the recursive readers. Every structured format is therefore walked once, as a stream of events,
through one :class:`StructureBudget` before anything else reads it: the first limit passed raises a
:class:`BankFileError` naming the line and the limit, so the upload answers ``422`` having built
nothing. The walk is linear in the file and stops at the first limit, so a refusal costs little time
and memory whatever the file holds.

Readers of other formats (XML, …) call :meth:`StructureBudget.open` / :meth:`~StructureBudget.close`
around each element and :meth:`~StructureBudget.scalar` for each text value; YAML and JSON have their
walks here (:func:`bound_yaml`, :func:`bound_json`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import yaml

from bank.errors import BankFileError, Problem


@dataclass(frozen=True)
class Limits:
    """What a bank file may hold, counted as if every alias were written out in full.

    A bank of the largest accepted size (5,000 questions of some thirty values each) fits with room."""

    max_depth: int = 32  # a bank is about six levels deep: bank, questions, question, options, …
    max_nodes: int = 400_000  # every mapping, list and value
    max_string: int = 100_000  # characters in one value
    max_text: int = 24_000_000  # characters in all values together
    max_aliases: int = 1_000  # YAML aliases (``*name``) in the file
    max_number: int = 100  # characters of a number (a longer one costs quadratic time to read)


LIMITS = Limits()
MAX_QUESTIONS = 5_000  # questions (or rows, or blocks) in one file, counted as a reader finds them


def lines_of(text: str) -> Iterator[str]:
    """The lines of ``text`` as ``str.splitlines`` gives them, one at a time (no list of them all)."""
    for match in _LINE.finditer(text):
        if match.end() == match.start():
            return
        yield match.group(1)


_LINE = re.compile(
    r"([^\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]*)(?:\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]|$)"
)


_FILE_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?", re.ASCII)


def file_number(text: str) -> float:
    """A number as a bank file writes it, in ASCII digits (``2``, ``-33.33333``, ``1e-3``), for every
    format whose reader sees text (Moodle XML, GIFT, QTI): Python's ``float`` would also take ``５``,
    ``١٢`` and ``1_0``, which the CSV, YAML and JSON readers refuse. Raises ``ValueError`` saying what
    is wrong; the caller names the line."""
    value = text.strip()
    if len(value) > LIMITS.max_number:
        raise ValueError(f"a number of {len(value)} characters: at most {LIMITS.max_number}")
    if not _FILE_NUMBER.fullmatch(value):
        raise ValueError(f"{text.strip()!r} is not a number (ASCII digits, e.g. 2, -0.5 or 1e-3)")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"{value!r} is out of range")
    return number


def check_question_count(file: str, line: int | None, found: int, limit: int = MAX_QUESTIONS) -> None:
    """Refuse a file at the first question past ``limit`` (found so far, problems included), so that a
    file of a million tiny questions costs no more than reading the first few thousand."""
    if found > limit:
        raise BankFileError(
            [Problem(file, line, f"more than {limit} questions: a file holds at most {limit}", "questions")]
        )


@dataclass
class _Frame:
    anchor: str | None
    nodes: int = 1  # the collection itself
    chars: int = 0
    height: int = 1  # levels from this collection down to its deepest value


@dataclass
class _Size:
    nodes: int
    chars: int
    height: int


@dataclass
class StructureBudget:
    """Counts a document's structure as a reader walks it; refuses it at the first limit passed."""

    file: str
    limits: Limits = LIMITS
    nodes: int = 0
    chars: int = 0
    aliases: int = 0
    _open: list[_Frame] = field(default_factory=list)
    _anchors: dict[str, _Size] = field(default_factory=dict)

    def refuse(self, line: int | None, message: str) -> BankFileError:
        return BankFileError([Problem(self.file, line, message)])

    def open(self, line: int | None, anchor: str | None = None) -> None:
        """A mapping, list or element begins."""
        if len(self._open) >= self.limits.max_depth:
            raise self.refuse(line, f"nested more than {self.limits.max_depth} levels deep (the limit)")
        self._add(line, 1, 0)
        self._open.append(_Frame(anchor))

    def close(self) -> None:
        """The innermost open collection ends (a stray end is left to the format's reader to report)."""
        if not self._open:
            return
        done = self._open.pop()
        if self._open:
            parent = self._open[-1]
            parent.nodes += done.nodes
            parent.chars += done.chars
            parent.height = max(parent.height, done.height + 1)
        if done.anchor is not None:
            self._anchors[done.anchor] = _Size(done.nodes, done.chars, done.height)

    def scalar(self, line: int | None, length: int, anchor: str | None = None) -> None:
        """A value of ``length`` characters (a mapping's key is one too)."""
        if length > self.limits.max_string:
            raise self.refuse(line, f"a value of {length} characters: at most {self.limits.max_string}")
        self._add(line, 1, length)
        if self._open:
            self._open[-1].nodes += 1
            self._open[-1].chars += length
        if anchor is not None:
            self._anchors[anchor] = _Size(1, length, 0)

    def alias(self, line: int | None, anchor: str) -> None:
        """A YAML alias: counted as the whole value it names, written out again here."""
        self.aliases += 1
        if self.aliases > self.limits.max_aliases:
            raise self.refuse(line, f"more than {self.limits.max_aliases} aliases (the limit)")
        size = self._anchors.get(anchor)
        if size is None:
            if any(frame.anchor == anchor for frame in self._open):
                raise self.refuse(line, f"alias *{anchor} refers to a value that contains it")
            return  # an unknown alias: the YAML reader reports it with its line
        if len(self._open) + size.height > self.limits.max_depth:
            raise self.refuse(line, f"nested more than {self.limits.max_depth} levels deep (the limit)")
        self._add(line, size.nodes, size.chars)
        if self._open:
            self._open[-1].nodes += size.nodes
            self._open[-1].chars += size.chars
            self._open[-1].height = max(self._open[-1].height, size.height + 1)

    def _add(self, line: int | None, nodes: int, chars: int) -> None:
        self.nodes += nodes
        self.chars += chars
        if self.nodes > self.limits.max_nodes:
            raise self.refuse(line, f"more than {self.limits.max_nodes:,} values (the limit)")
        if self.chars > self.limits.max_text:
            raise self.refuse(line, f"more than {self.limits.max_text:,} characters of text (the limit)")


_NUMBER_LIKE = re.compile(r"[-+]?[0-9][0-9_.eExXoObB+-]*")


def bound_yaml(text: str, file: str, loader: Any, limits: Limits = LIMITS) -> None:
    """Walk the YAML events of ``text`` within ``limits``; syntax errors are left to the reader."""
    budget = StructureBudget(file, limits)
    try:
        for event in yaml.parse(text, Loader=loader):
            line = event.start_mark.line + 1 if event.start_mark is not None else None
            if isinstance(event, yaml.ScalarEvent):
                value = event.value
                if event.implicit[0] and len(value) > limits.max_number and _NUMBER_LIKE.fullmatch(value):
                    message = f"a number of {len(value)} characters: at most {limits.max_number}"
                    raise budget.refuse(line, message)
                budget.scalar(line, len(value), event.anchor)
            elif isinstance(event, yaml.AliasEvent):
                budget.alias(line, event.anchor or "")
            elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                budget.open(line, event.anchor)
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                budget.close()
    except yaml.YAMLError:
        return  # the reader that follows names the line of the syntax error


# A JSON token that counts: a string, a bracket, or any other value (a number, true, false, null).
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[{]|[\]}]|[^\s\[\]{}",:]+', re.DOTALL)


def bound_json(text: str, file: str, limits: Limits = LIMITS) -> None:
    """Walk the JSON tokens of ``text`` within ``limits``; syntax errors are left to the reader."""
    budget = StructureBudget(file, limits)
    line = LineCounter(text)
    for token in _JSON_TOKEN.finditer(text):
        first = text[token.start()]
        if first in "[{":
            budget.open(line.at(token.start()))
        elif first in "]}":
            budget.close()
        elif first == '"':
            budget.scalar(line.at(token.start()), token.end() - token.start() - 2)
        else:
            length = token.end() - token.start()
            if length > limits.max_number:
                where = line.at(token.start())
                raise budget.refuse(where, f"a number of {length} characters: at most {limits.max_number}")
            budget.scalar(line.at(token.start()), length)


class LineCounter:
    """The 1-based line of a character offset, counting forward from the last one asked for."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0
        self.line = 1

    def at(self, offset: int) -> int:
        if offset < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line
