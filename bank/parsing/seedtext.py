"""Parse the exam-bank text format of the seed banks into draft questions.

The format: a title, numbered sections (一、单项选择题（每题2分，共30分）…), numbered
questions (``12.``), options ``A.``–``H.``, then ``答案：`` and ``解析：`` (open questions may
use ``解答：`` or ``答案与解析：``). Scraped copies often have every line break removed, so
the parser does not rely on lines: it walks the text looking for the next expected marker.

The result is a *draft*: structure, keys and explanations as the bank states them. The
curated bank (``bank/data``) is the reviewed version of these drafts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from bank.errors import BankFileError, Problem
from bank.grading.numbers._numbers import find_quantities
from bank.model import Bank, NumericPart, Question, QuestionType, Scoring, Source, Status
from bank.parsing.cleanup import clean_text
from bank.parsing.documents import field_of_model_error

_SECTION = re.compile(r"([一二三四五六七八九十]{1,3})、([^（(。]{1,16}?题)\s*[（(]([^）)]*)[）)]")
_TYPE_WORDS: tuple[tuple[str, QuestionType], ...] = (
    ("多项选择", QuestionType.MULTI),
    ("多选", QuestionType.MULTI),
    ("单项选择", QuestionType.SINGLE),
    ("单选", QuestionType.SINGLE),
    ("选择", QuestionType.SINGLE),
    ("判断", QuestionType.TRUEFALSE),
    ("填空", QuestionType.CODE),
    ("计算", QuestionType.CALC),
    ("设计", QuestionType.DESIGN),
    ("推导", QuestionType.DERIVATION),
    ("证明", QuestionType.DERIVATION),
    ("简答", QuestionType.SHORT),
    ("问答", QuestionType.SHORT),
)
DEFAULT_POINTS = {
    QuestionType.SINGLE: 2.0,
    QuestionType.MULTI: 3.0,
    QuestionType.TRUEFALSE: 1.0,
    QuestionType.CODE: 5.0,
    QuestionType.CALC: 10.0,
    QuestionType.SHORT: 10.0,
    QuestionType.DESIGN: 10.0,
    QuestionType.DERIVATION: 10.0,
}
_ANSWER_MARKERS = ("答案与解析：", "答案：", "解答：", "参考答案：")
_TRUE_MARKS = {"√", "✓", "对", "正确", "T", "true", "True"}
_FALSE_MARKS = {"×", "✗", "x", "错", "错误", "F", "false", "False"}
_FENCE = re.compile(r"```(python|json|yaml|bash|shell|cuda|cpp|text|sh)?(.*?)```", re.S)
_KEY_POINT_SPLIT = re.compile(r"(?:^|\s|[；;。])(?:\d{1,2}[)）.、]|[a-e][)）])")


@dataclass
class _Section:
    title: str
    type: QuestionType
    points: float
    scoring: Scoring
    start: int  # offset of the first question
    end: int


def bank_id_for_file(file_name: str) -> str:
    """``000_bfd4184e7beb2624.txt`` → ``seed000``; any other name → a slug of its stem."""
    stem = Path(file_name).stem
    match = re.match(r"(\d{3})_[0-9a-f]+$", stem)
    if match:
        return f"seed{match.group(1)}"
    slug = re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-")
    return slug[:30] or "bank"


def load_seed_file(path: Path, *, strict: bool = False) -> Bank:
    """``strict`` for a file a user imports (the CLI), lenient for the curated bank's sources."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise BankFileError([Problem(str(path), None, f"cannot read: {error}")]) from error
    return read_seed_text(text, path.name, strict=strict).bank


@dataclass(frozen=True)
class SeedText:
    bank: Bank
    lines: dict[str, int | None]  # question id -> the line it starts on


def read_seed_text(raw: str, file_name: str, *, strict: bool = False, id_base: str | None = None) -> SeedText:
    """A seed text. Lenient by default, as the curated bank's sources are read (a scraped copy may have
    lost its line breaks; what cannot be read becomes an ``incomplete`` question for a reviewer).
    ``strict`` (an upload): every question the lenient reading would keep ``incomplete`` (no answer
    line, a key it cannot read), two questions read as one (a number repeated or skipped) and a section
    without questions is a problem with its line, so a file imports whole or not at all. ``id_base``:
    the ids' base (``q`` → ``q-01``) instead of one made from the file's name."""
    text = clean_text(raw)
    sections = _find_sections(text, file_name)
    bank_id = bank_id_for_file(file_name)
    title = text[: sections[0].start].strip()
    title = _SECTION.split(title)[0].strip() or bank_id
    questions: list[Question] = []
    lines: dict[str, int | None] = {}
    problems: list[Problem] = []
    number = 1
    for index, section in enumerate(sections):
        body = text[section.start : section.end]
        is_last_section = index == len(sections) - 1
        found = _split_questions(body, number)
        if strict and not found:
            where = _line_of(raw, text[section.start - len(section.title) : section.start])
            problems.append(
                Problem(file_name, where, f"no question numbered {number}. under {section.title}")
            )
        for start, end in found:
            chunk = body[start:end]
            line = _line_of(raw, chunk)
            merged = _merged(chunk, number) if strict else None
            if merged is not None:
                offsets, message = merged
                where = _line_within(raw, chunk, offsets)
                problems.append(Problem(file_name, where, f"question {number}: {message}"))
                number += 1
                continue
            ends_file = is_last_section and end == len(body) and not strict
            try:
                question = _build_question(chunk, number, section, id_base or bank_id, file_name, ends_file)
            except ValidationError as error:
                reasons = "; ".join(field_of_model_error(d["loc"], d["msg"])[1] for d in error.errors())
                problems.append(Problem(file_name, line, f"question {number}: {reasons}"))
            else:
                if strict and question.status is Status.INCOMPLETE:
                    problems.append(Problem(file_name, line, f"question {number}: {question.status_note}"))
                questions.append(question)
                lines[question.id] = line
            number += 1
    if not questions and not problems:
        problems.append(Problem(file_name, 1, "no numbered questions found (expected '1.' after a section)"))
    if problems:
        raise BankFileError(problems)
    return SeedText(Bank(id=bank_id, title=title, source_file=file_name, questions=questions), lines)


_ANSWER_LINE = re.compile(r"(?:参考)?答案：")
_NUMBER_AT_LINE = re.compile(r"(?:^|\n)[ \t]*(\d{1,3})[.．](?![0-9])")


def _merged(chunk: str, number: int) -> tuple[tuple[int, ...], str] | None:
    """Where a question holds a second answer line: the splitter looks for ``number + 1.`` only, so a
    number repeated or skipped runs the next question into this one. (offsets: of the first answer
    line, then of the place named; why) or None."""
    answers = list(_ANSWER_LINE.finditer(chunk))
    if len(answers) < 2:
        return None
    between = chunk[answers[0].end() : answers[1].start()]
    numbered = list(_NUMBER_AT_LINE.finditer(between))
    if numbered:
        found = numbered[-1]
        why = f"question number {found.group(1)}. where {number + 1}. was expected: two questions read as one"
        return (answers[0].start(), answers[0].end() + found.start(1)), why
    return (
        answers[0].start(),
        answers[1].start(),
    ), "two answer lines (答案：) in one question: is a question number missing?"


def _line_within(raw: str, chunk: str, offsets: tuple[int, ...]) -> int | None:
    """The line of ``chunk[offsets[-1]:]`` in the file, found by searching each offset's text from where
    the one before was found (the chunk's start first), so a repeated question text is not mistaken
    for the earlier one."""
    position = raw.find(chunk[:12])
    for offset in offsets:
        position = raw.find(chunk[offset : offset + 12], max(position, 0))
    return raw.count("\n", 0, position) + 1 if position >= 0 else _line_of(raw, chunk)


def _line_of(raw: str, chunk: str) -> int | None:
    """Seed text often has no line breaks; when it has, point at the question's line."""
    probe = chunk[:12]
    position = raw.find(probe)
    return raw.count("\n", 0, position) + 1 if position >= 0 else None


def _find_sections(text: str, file_name: str) -> list[_Section]:
    matches = list(_SECTION.finditer(text))
    if not matches:
        raise BankFileError(
            [Problem(file_name, 1, "no section headers found (expected e.g. '一、单项选择题（每题2分）')")]
        )
    sections = []
    for index, match in enumerate(matches):
        header = match.group(0)
        kind = _section_type(match.group(2))
        if kind is None:
            raise BankFileError([Problem(file_name, None, f"unknown section type in {header!r}")])
        points = re.search(r"每题\s*(\d+(?:\.\d+)?)\s*分", header)
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        sections.append(
            _Section(
                title=header,
                type=kind,
                points=float(points.group(1)) if points else DEFAULT_POINTS[kind],
                scoring=_section_scoring(kind, header),
                start=match.end(),
                end=end,
            )
        )
    return sections


def _section_type(name: str) -> QuestionType | None:
    for word, kind in _TYPE_WORDS:
        if word in name:
            return kind
    return None


def _section_scoring(kind: QuestionType, header: str) -> Scoring:
    if kind is QuestionType.MULTI:
        strict = "不得分" in header and any(word in header for word in ("漏选", "少选", "多选"))
        return Scoring.ALL_OR_NOTHING if strict else Scoring.PARTIAL_SUBSET
    if kind.is_open:
        return Scoring.RUBRIC
    return Scoring.EXACT


def _split_questions(body: str, first: int) -> list[tuple[int, int]]:
    """Offsets of questions ``first.``, ``first+1.``, … found in order (never a number inside text)."""
    starts: list[int] = []
    number, position = first, 0
    while True:
        match = re.compile(rf"(?<![0-9A-Za-z.]){number}\.(?![0-9])").search(body, position)
        if match is None:
            break
        starts.append(match.start())
        position = match.end()
        number += 1
    bounds = [*starts, len(body)]
    return [(bounds[i], bounds[i + 1]) for i in range(len(starts))]


def _build_question(
    chunk: str, number: int, section: _Section, bank_id: str, file_name: str, ends_file: bool
) -> Question:
    body = re.sub(rf"^{number}\.\s*", "", chunk).strip()
    head, marker, tail = _split_first(body, _ANSWER_MARKERS)
    explanation = ""
    if marker == "解答：":  # a worked solution, then the answer
        worked, _, rest = tail.partition("答案：")
        key_text, _, explanation = rest.partition("解析：")
        explanation = f"{worked.strip()}\n\n{explanation.strip()}".strip()
    else:
        key_text, _, explanation = tail.partition("解析：")
    stem, options = _split_options(head) if section.type.is_choice else (head, {})
    source_key = key_text.strip() or None
    kind = section.type
    if kind.is_choice and source_key and len(_letters(source_key)) > 1:
        kind = QuestionType.MULTI
    truncated = ends_file and _looks_truncated(body)
    fields = dict(
        id=f"{bank_id}-{number:02d}",
        bank=bank_id,
        source=Source(file=file_name, number=number),
        type=kind,
        section=section.title,
        stem=fence_code(stem.strip()) or "(empty)",
        options=options,
        source_key=source_key,
        explanation=fence_code(explanation.strip()),
        points=section.points,
        scoring=section.scoring if kind is section.type else Scoring.PARTIAL_SUBSET,
    )
    problem = "truncated in the source" if truncated else _fill_key(fields, kind, source_key or "")
    if problem:
        fields.update(status=Status.INCOMPLETE, status_note=problem, key="")
    return Question.model_validate(fields)


def _fill_key(fields: dict[str, object], kind: QuestionType, source_key: str) -> str:
    """Set the effective key from the bank's key; return why not, if it cannot be used."""
    if not source_key:
        return "the source gives no answer"
    if kind.is_choice:
        # a key of letters alone keeps every letter, so one the question lacks is an error, never dropped
        fields["key"] = "".join(sorted(set(_named_letters(source_key) or _letters(source_key))))
    elif kind is QuestionType.TRUEFALSE:
        mark = source_key.strip().rstrip("。")
        if mark not in _TRUE_MARKS | _FALSE_MARKS:
            return f"true/false key {mark!r} not understood"
        fields["key"] = "true" if mark in _TRUE_MARKS else "false"
    elif kind is QuestionType.CALC:
        figures = find_quantities(source_key)
        if not figures:
            return f"no figure found in the key {source_key!r}"
        fields["key"] = source_key
        fields["numeric"] = [NumericPart(value=figures[0].value, unit=figures[0].unit)]
    else:
        fields["key"] = fence_code(source_key)
        if kind.is_open:
            fields["key_points"] = _key_points(source_key)
            fields["scoring"] = Scoring.RUBRIC
    return ""


def _letters(key: str) -> list[str]:
    return re.findall(r"[A-H]", key.upper())


def _named_letters(key: str) -> list[str]:
    """Every letter of a key written as letters alone ("ABX", "A、C"); none of one in words."""
    cleaned = re.sub(r"[\s,;|/、，；。.]+", "", key.upper())
    return list(cleaned) if re.fullmatch(r"[A-Z]+", cleaned) else []


def _split_first(text: str, markers: tuple[str, ...]) -> tuple[str, str, str]:
    found = [(text.find(marker), marker) for marker in markers if marker in text]
    if not found:
        return text, "", ""
    position, marker = min(found)
    return text[:position], marker, text[position + len(marker) :]


def _split_options(head: str) -> tuple[str, dict[str, str]]:
    """Options are found in order: ``A.`` then ``B.`` after it, and so on."""
    positions: list[tuple[str, int, int]] = []
    cursor = 0
    for label in "ABCDEFGH":
        match = re.compile(rf"{label}[.．]").search(head, cursor)
        if match is None:
            break
        positions.append((label, match.start(), match.end()))
        cursor = match.end()
    if len(positions) < 2:
        return head, {}
    stem = head[: positions[0][1]]
    options = {}
    for index, (label, _, text_start) in enumerate(positions):
        text_end = positions[index + 1][1] if index + 1 < len(positions) else len(head)
        options[label] = head[text_start:text_end].strip()
    return stem, options


def fence_code(text: str) -> str:
    """Put inline ```lang … ``` runs on lines of their own, so Markdown renders them as blocks."""

    def block(match: re.Match[str]) -> str:
        return f"\n\n```{match.group(1) or ''}\n{match.group(2).strip()}\n```\n\n"

    return re.sub(r"\n{3,}", "\n\n", _FENCE.sub(block, text)).strip()


def _looks_truncated(body: str) -> bool:
    if body.count("```") % 2:
        return True
    if not any(marker in body for marker in _ANSWER_MARKERS):
        return True
    return not body.rstrip().endswith(("。", "！", "？", ".", "）", ")", "```", "」", "”"))


def _key_points(reference: str) -> list[str]:
    """Numbered items of a reference answer, else its sentences: a rubric to grade against."""
    parts = [part.strip(" ；;。") for part in _KEY_POINT_SPLIT.split(reference)]
    points = [part for part in parts if len(part) >= 4]
    if len(points) < 2:
        points = [part.strip() for part in re.split(r"[。；;]", reference) if len(part.strip()) >= 4]
    return points[:8] or [reference.strip()]
