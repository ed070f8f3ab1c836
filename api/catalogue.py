"""Every recruiter-facing message in both languages, read from one catalogue: the console's words
(``api/catalogue_console.py``), the API's problem details and a refused bank file's row problems
(``api/catalogue_problems.py``). The language is the console's choice (cookie, then Accept-Language,
Chinese by default) or, for the JSON API, the request's Accept-Language (English by default)."""

from __future__ import annotations

import contextlib
import functools
import re
import string
from collections.abc import Mapping

from api.catalogue_console import MESSAGES
from api.catalogue_problems import BANK_PROBLEMS, PROBLEMS, VALIDATION
from api.schemas.base import plural


def accepted_language(header: str, *, default: str) -> str:
    """``zh`` or ``en``: the first of them by the header's quality order, else ``default``."""
    ranked = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        ranked.append((-quality, position, tag.strip().lower()))
    for _, _, tag in sorted(ranked):
        if tag.startswith("zh"):
            return "zh"
        if tag.startswith("en"):
            return "en"
    return default


class _Counted:
    """A value a console word fills in: as given, or with ``{n:point|points}`` an English count with its
    noun, "1 point", "2 points" (``plural``: the rule the transcripts count by)."""

    def __init__(self, value: object) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return format(self.value, spec)
        one, many = spec.split("|", 1)
        if type(self.value) is int:  # every digit: ``plural``'s ``:g`` writes a million as 1e+06
            return f"{self.value} {one if self.value == 1 else many}"
        return plural(float(str(self.value)), one, many)


def console_word(key: str, language: str, **values: object) -> str:
    words = MESSAGES.get(key)
    if words is None:
        return key
    text = words[1 if language == "en" else 0]
    return text.format(**{name: _Counted(value) for name, value in values.items()}) if values else text


@functools.cache
def _shape(template: str) -> re.Pattern[str]:
    """The sentences ``template`` writes: its words as written, each ``{name}`` any text (named), a
    ``{name:one|many}`` count any text followed by either noun (``_Counted``)."""

    def field(name: str | None, spec: str | None) -> str:
        if not name:
            return ""
        nouns = "|".join(map(re.escape, spec.split("|"))) if spec and "|" in spec else ""
        return f"(?P<{name}>.+?)" + (f" (?:{nouns})" if nouns else "")

    parts = string.Formatter().parse(template)
    # DOTALL: a value (a library's error) may run over lines
    return re.compile(
        "".join(re.escape(text) + field(name, spec) for text, name, spec, _ in parts), re.DOTALL
    )


def read_back(key: str, sentence: str, language: str) -> str:
    """A sentence written from ``key``'s English words, in ``language``: its values (figures, a library's
    error) read back by the English sentence's shape into the language's words. A sentence of another
    shape stays as it was written."""
    words = MESSAGES.get(key)
    if language == "en" or words is None:
        return sentence
    found = _shape(words[1]).fullmatch(sentence)
    return words[0].format(**found.groupdict()) if found else sentence


def flag_detail(kind: str, detail: str, language: str) -> str:
    """An integrity flag's detail in ``language``. The flag keeps its detector's English sentence (the
    JSON API's wire form, api/services/integrity/_signals.py, written from this catalogue's English);
    its figures, thresholds included, are read back by that sentence's shape into the language's words.
    A sentence of another shape stays as it was written."""
    return read_back(f"flag_detail_{kind}", detail, language)


def bank_error(error: str, language: str) -> str:
    """A bank's ``error`` in ``language``: stored as the JSON API's English sentence (the index's own
    error inside it, as it said it), which the console reads back."""
    return read_back("bank_error_indexing", error, language)


_ERRATUM_MARKERS = {"(none)": "erratum_none", "(removed)": "erratum_removed"}


def erratum_text(text: str, language: str) -> str:
    """One side of an erratum (what the source said, what is served) in ``language``: as written, but
    the curated banks' markers for no text at all, ``(none)`` (the source had nothing) and
    ``(removed)`` (taken out), which are words, not quotes."""
    marker = _ERRATUM_MARKERS.get(text.strip())
    return text if marker is None else console_word(marker, language)


def problem_text(template: str, args: Mapping[str, object] | None, language: str) -> str:
    """A problem's detail in ``language``: the English template, or its Chinese from the catalogue."""
    chosen = PROBLEMS.get(template, template) if language == "zh" else template
    return chosen.format(**args) if args else chosen


def bank_problem_text(message: str, language: str) -> str:
    """A refused bank file's row problem in ``language`` (an unknown shape stays as the parser said)."""
    if language != "zh":
        return message
    for pattern, chinese in BANK_PROBLEMS:
        found = pattern.fullmatch(message)
        if found:
            return chinese.format(**found.groupdict())
    return message


def localised_rows(rows: object, language: str) -> object:
    """A refused bank file's ``errors`` rows with their messages in ``language`` (other lists as given)."""
    if not isinstance(rows, list):
        return rows
    return [
        {**row, "message": bank_problem_text(str(row["message"]), language)}
        if isinstance(row, dict) and "message" in row and "line" in row
        else row
        for row in rows
    ]


def field_problem(item: Mapping[str, object], language: str, label: str) -> str:
    """One pydantic error of a form as ``field: problem`` in ``language`` (``label``: the field's name
    as the form shows it)."""
    message = str(item.get("msg", ""))
    if language == "zh":
        template = VALIDATION.get(str(item.get("type", "")))
        context = item.get("ctx")
        values = {str(k): v for k, v in context.items()} if isinstance(context, dict) else {}
        if template is not None:
            with contextlib.suppress(KeyError, IndexError):  # a context without the named value
                message = template.format(**values)
        elif message.startswith("Value error, "):
            message = problem_text(message.removeprefix("Value error, "), None, language)
    return f"{label}：{message}" if language == "zh" else f"{label}: {message}"
