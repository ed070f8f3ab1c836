"""Structured bank documents (YAML, JSON) with the line of every value, and model errors as fields.

The lowest layer of reading a bank file: ``bank.files`` (files on disk) and the upload formats
(``bank.parsing.formats``, ``drafts``, ``seedtext``, ``qti``) build on it; it imports none of them.
An upload's bytes become text here too (:func:`decode_upload`), so a format read through
``bank.parsing.formats`` never imports its dispatcher back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

import yaml
from pydantic import ValidationError

from bank.errors import BankFileError, Problem
from bank.model import Bank
from bank.parsing.bounds import bound_json, bound_yaml

Located = dict[tuple[Any, ...], int]  # path inside the document → 1-based line
# libyaml's loader when PyYAML was built with it (the wheels are): the same documents and marks, about
# seven times faster, which every start and every test loading the curated bank feels.
_YAML_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def decode_upload(body: bytes, file: str = "upload") -> str:
    """UTF-8 text (a byte-order mark is dropped); anything else is refused with the line it breaks on."""
    try:
        return body.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        line = body[: error.start].count(b"\n") + 1
        raise BankFileError([Problem(file, line, "not UTF-8 text")]) from error


def yaml_document(text: str, file: str) -> tuple[Any, Located]:
    """The YAML document and the line of each of its values; a syntax error names its line.

    The document is first walked within the bounds of ``bank.parsing.bounds`` (aliases written out
    in full, depth, values): a file past them is refused, with its line, before it is composed."""
    bound_yaml(text, file, _YAML_LOADER)
    try:
        root = yaml.compose(text, Loader=_YAML_LOADER)
        if root is None:
            raise BankFileError([Problem(file, 1, "the file is empty")])
        lines: Located = {}
        _index_lines(root, (), lines)
        return yaml.load(text, Loader=_YAML_LOADER), lines
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = Problem(file, line, f"invalid YAML: {getattr(error, 'problem', error)}")
        raise BankFileError([problem]) from error
    except BankFileError:
        raise
    except ValueError as error:  # a value the constructor refuses (a date out of range, …)
        raise BankFileError([Problem(file, None, f"invalid YAML: {error}")]) from error


def yaml_data(text: str, file: str) -> Any:
    """The YAML document alone: what a valid file needs (composing the lines costs four times the load)."""
    bound_yaml(text, file, _YAML_LOADER)
    try:
        return yaml.load(text, Loader=_YAML_LOADER)
    except (yaml.YAMLError, ValueError):
        return yaml_document(text, file)[0]  # raises, naming the line


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def json_document(text: str, file: str) -> tuple[Any, Located]:
    """The JSON document and the line of each of its values; a syntax error names its line."""
    bound_json(text, file)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise BankFileError([Problem(file, error.lineno, f"invalid JSON: {error.msg}")]) from error
    except (ValueError, RecursionError) as error:  # within the bounds, neither is expected: still a 422
        raise BankFileError([Problem(file, None, f"invalid JSON: {error}")]) from error
    # YAML is a superset of JSON, so the YAML composer finds the lines of each JSON value. PyYAML refuses
    # a surrogate's escape, a pair's too (JSON's way to write an emoji): each is read as a space of the
    # same length, for the lines alone, which it does not move.
    lines: Located = {}
    try:
        root = yaml.compose(_SURROGATE_ESCAPE.sub(r"\\u0020", text), Loader=_YAML_LOADER)
    except yaml.YAMLError:  # valid JSON YAML cannot read (e.g. tabs): values keep no line
        root = None
    if root is not None:
        _index_lines(root, (), lines)
    return data, lines


def _index_lines(node: yaml.Node, path: tuple[Any, ...], lines: Located) -> None:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            _index_lines(value_node, (*path, key_node.value), lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _index_lines(item, (*path, index), lines)


def line_of(lines: Located, location: Iterable[Any]) -> int | None:
    """The line of the deepest part of ``location`` that the file has (a missing field: its parent)."""
    path = tuple(location)
    while path:
        if path in lines:
            return lines[path]
        path = path[:-1]
    return lines.get(())


# characters that are no text: C0 controls but tab and line ends, and U+FFFE/U+FFFF. JSON and YAML escapes
# (``\u0000``, ``"\f"``) and CSV cells let them in; XML 1.0 has no way to write them (not even ``&#12;``), so
# a bank holding one would export as Moodle XML or QTI that nothing, this reader included, reads back. And
# half of a surrogate pair, which JSON's ``\udc80`` makes: no store can write it as UTF-8 (a topic, where
# no constraint of the model looks at the text, reached the store and failed there)
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def not_text(value: object) -> str | None:
    """The first character of a field's value (its list's or mapping's texts included) that is no text."""
    if isinstance(value, str):
        found = _NOT_TEXT.search(value)
        return found.group() if found else None
    if isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, list | tuple):
        return next((char for item in value if (char := not_text(item)) is not None), None)
    return None


def not_text_message(char: str) -> str:
    if "\ud800" <= char <= "\udfff":
        return f"U+{ord(char):04X}, half of a surrogate pair alone, is not text (no store could write it)"
    return f"the control character U+{ord(char):04X} is not text (no XML export could write it)"


_FIELD_TAG = re.compile(r"^(?:Value error, )?\[(\w+)\] ")


def field_of_model_error(location: tuple[Any, ...], message: str) -> tuple[tuple[Any, ...], str]:
    """A model-level check names its field as "[field] …": move that into the location."""
    match = _FIELD_TAG.match(message)
    if match is None:
        return tuple(location), message
    return (*location, match.group(1)), message[match.end() :]


def validate_bank_data(data: Any, file: str, lines: Located) -> Bank:
    if not isinstance(data, dict):
        raise BankFileError([Problem(file, 1, "a bank file is a mapping with 'id', 'title' and 'questions'")])
    questions = data.get("questions")
    found = [
        Problem(
            file, line_of(lines, ("questions", n, name)), f"questions.{n}.{name}: {not_text_message(char)}"
        )
        for n, question in enumerate(questions if isinstance(questions, list) else [])
        if isinstance(question, dict)
        for name, value in question.items()
        if (char := not_text(value)) is not None
    ]
    if found:
        raise BankFileError(found)
    try:
        return Bank.model_validate(data)
    except ValidationError as error:
        problems = []
        for detail in error.errors():
            location, message = field_of_model_error(detail["loc"], detail["msg"])
            where = ".".join(str(part) for part in location) or "bank"
            problems.append(Problem(file, line_of(lines, location), f"{where}: {message}"))
        raise BankFileError(problems) from error
