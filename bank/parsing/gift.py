"""Moodle's GIFT format: the multiple-choice, true/false and short-answer subset.

Read as Moodle's documentation and importer (``question/format/gift``) define it:

* questions are separated by blank lines; a line starting with ``//`` is a comment, where Moodle writes
  a question's idnumber and tags (``// [id:pods-1] [tag:k8s]``: the id and further topics);
  ``$CATEGORY: path`` sets the category of the questions after it (its last part becomes their topic);
* ``::title::`` optionally opens a question, ``[html]``, ``[moodle]``, ``[plain]`` or ``[markdown]``
  optionally names the text's format, which the question's answers and feedback share: none is
  ``[moodle]`` (auto-format: HTML, line breaks kept) and, like ``[html]``, is read as Markdown, media
  refused; ``[plain]`` and ``[markdown]`` are kept as written; the answers are between ``{`` and ``}``;
  text after the ``}`` makes a missing-word question (the blank is shown as ``_____``);
* ``\\\\ \\~ \\= \\# \\{ \\} \\:`` are the literal characters, ``\\n`` a line break;
* multiple choice: ``=right ~wrong``; several right options are given as weights ``~%50%A ~%50%B``;
  ``#text`` after an answer is its feedback, ``####text`` the general feedback (our explanation);
* true/false: ``{T}``, ``{F}``, ``{TRUE}``, ``{FALSE}``, optionally ``{T#feedback if wrong#if right}``;
* short answer: only ``=`` answers, ``{=no one =nobody}``: any of them is right (case, width and
  surrounding punctuation aside), anything else is wrong.

Numerical (``{#…}``), matching (``->``), essay (``{}``) and descriptions (no ``{…}``) are refused
with their line, as are partial-credit answers this product cannot grade as Moodle would.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from bank.errors import BankFileError, Problem
from bank.model import OPTION_LABELS, QuestionType, Scoring
from bank.parsing.bounds import check_question_count, file_number, lines_of
from bank.parsing.drafts import Draft, DraftBank, category_topic, marked_id, topic_name
from bank.parsing.htmltext import moodle_text

# the characters Moodle's exporter escapes (``repchar``); ``\\`` first, so ``\\n`` is a backslash and an n
_SPECIAL = "\\~=#{}:"
_PLACEHOLDER = {char: chr(0xE000 + i) for i, char in enumerate(_SPECIAL)}  # private-use characters
_RESTORE = {value: key for key, value in _PLACEHOLDER.items()}
_FORMAT = re.compile(r"^\s*\[(html|moodle|plain|markdown)\]", re.IGNORECASE)
# a marker's format by its Moodle XML name; a text without one is Moodle auto-format (Moodle's default)
_FORMATS = {"html": "html", "moodle": "moodle_auto_format", "plain": "plain_text", "markdown": "markdown"}
_DEFAULT_FORMAT = _FORMATS["moodle"]
_WEIGHT = re.compile(r"^%([^%]*)%")
_TRUTH = {"t": "true", "true": "true", "f": "false", "false": "false"}
_BLANK = "_____"
# as Moodle's importer finds them in a question's comments (extract_idnumber_and_tags_from_comment)
_ID_COMMENT = re.compile(r"\[id:((?:\\\]|[^\]\x00-\x1f])+)\]")
_TAG_COMMENT = re.compile(r"\[tag:((?:\\\]|[^\]<>`\x00-\x1f])+)\]")


class _Refused(ValueError):
    def __init__(self, message: str, field: str, offset: int | None = None):
        super().__init__(message)
        self.field = field
        self.offset = offset


@dataclass
class _Block:
    lines: list[tuple[int, str]]  # (line number, text), comment lines removed
    comments: list[str] = field(default_factory=list)  # the block's comment lines (Moodle's [id:] [tag:])

    @property
    def text(self) -> str:
        return "\n".join(text for _, text in self.lines)

    @property
    def first_line(self) -> int:
        return self.lines[0][0]

    def line_at(self, offset: int) -> int:
        index = self.text.count("\n", 0, max(offset, 0))
        return self.lines[min(index, len(self.lines) - 1)][0]


def _escape(text: str) -> str:
    """Escaped specials become placeholders (restored by :func:`_restore`), ``\\n`` a line break."""
    out: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\" and i + 1 < len(text):
            following = text[i + 1]
            if following in _PLACEHOLDER:
                out.append(_PLACEHOLDER[following])
                i += 2
                continue
            if following == "n":
                out.append("\n")
                i += 2
                continue
        out.append(char)
        i += 1
    return "".join(out)


def _restore(text: str) -> str:
    return "".join(_RESTORE.get(char, char) for char in text).strip()


def _text(piece: str, text_format: str, field: str, offset: int) -> str:
    """One text of a question, restored, in its format: its own marker's, else the question text's (as
    Moodle's importer reads a GIFT text), as Markdown; media refused."""
    marked = _FORMAT.match(piece)
    if marked:
        text_format = _FORMATS[marked.group(1).lower()]
        piece = piece[marked.end() :]
    text, media = moodle_text(_restore(piece), text_format)
    if media:
        raise _Refused(f"{', '.join(media)} is not carried (text only)", field, offset)
    return text.strip()


def _blocks(text: str) -> Iterator[_Block]:
    """The blank-line separated blocks, one at a time (a reader may stop early: bank.parsing.bounds)."""
    current: list[tuple[int, str]] = []
    comments: list[str] = []
    for number, line in enumerate(lines_of(text), start=1):
        if line.lstrip().startswith("//"):
            comments.append(line.strip())
            continue
        if not line.strip():
            if current:
                yield _Block(current, comments)
            current, comments = [], []
            continue
        current.append((number, line.rstrip()))
    if current:
        yield _Block(current, comments)


def parse_gift(text: str, file: str) -> DraftBank:
    problems: list[Problem] = []
    drafts: list[Draft] = []
    topic = ""
    for block in _blocks(text.lstrip("\ufeff")):
        first = block.text.lstrip()
        if first.startswith("$CATEGORY:"):
            category, _, rest = first.partition("\n")
            topic = category_topic(category.removeprefix("$CATEGORY:").split("$course$")[-1])
            if not rest.strip():
                continue
            block = _Block(block.lines[1:], block.comments)
        check_question_count(file, block.first_line, len(drafts) + len(problems) + 1)
        try:
            drafts.append(_question(block, topic))
        except _Refused as error:
            line = block.line_at(error.offset) if error.offset is not None else block.first_line
            problems.append(Problem(file, line, str(error), error.field))
    if not drafts and not problems:
        problems.append(
            Problem(file, 1, "no questions found (e.g. 'Who is buried in Grant's tomb? {=no one}')")
        )
    if problems:
        raise BankFileError(problems)
    return DraftBank(drafts)


def _question(block: _Block, topic: str) -> Draft:
    raw = block.text
    text = _escape(raw)
    # offsets in ``text`` and ``raw`` differ by the escapes before them; lines are what matters and
    # escapes never remove a line break, except ``\n`` (which is not a real line end in the file)
    title = ""
    body_start = 0
    stripped = text.lstrip()
    lead = len(text) - len(stripped)
    if stripped.startswith("::"):
        end = stripped.find("::", 2)
        if end < 0:
            raise _Refused("the title '::…' is not closed with '::'", "id")
        title = _restore(stripped[2:end])
        body_start = lead + end + 2
    body = text[body_start:]
    opening = body.find("{")
    if opening < 0:
        raise _Refused("no answers in '{…}': descriptions and essay-only text are not imported", "key")
    closing = body.find("}", opening + 1)
    if closing < 0:
        raise _Refused("the answers '{…' are not closed with '}'", "key", body_start + opening)
    before = body[:opening]
    marked = _FORMAT.match(before)  # the question text's format is its answers' and feedback's too
    text_format = _FORMATS[marked.group(1).lower()] if marked else _DEFAULT_FORMAT
    after = body[closing + 1 :]
    stray = min((at for at in (after.find("{"), after.find("}")) if at >= 0), default=-1)
    if stray >= 0:  # as Moodle's documentation says: one question per blank-line separated block
        char = after[stray]
        message = f"{char!r} after the answers: separate questions with a blank line, or write \\{char}"
        raise _Refused(message, "stem", body_start + closing + 1 + stray)
    answers = body[opening + 1 : closing].strip()
    answers_at = body_start + opening
    stem = before.strip() + (f" {_BLANK} {after.strip()}" if after.strip() else "")
    stem = _text(stem, text_format, "stem", body_start)
    if not stem.strip():
        raise _Refused("the question has no text", "stem")
    # Moodle's exporter writes a question's idnumber and tags in a comment: "// [id:pods-1] [tag:k8s]"
    comment = "\n".join(block.comments)
    marked = _ID_COMMENT.search(comment)
    idnumber = marked.group(1).replace("\\]", "]").strip() if marked else ""
    data: dict[str, object] = {"id": marked_id(idnumber, title), "stem": stem.strip()}
    tags = [topic_name(tag.replace("\\]", "]")) for tag in _TAG_COMMENT.findall(comment)]
    if topics := [name for name in dict.fromkeys([topic, *tags]) if name]:
        data["topics"] = topics
    answers, _, general = answers.partition("####")
    if general.strip():
        data["explanation"] = _text(general, text_format, "explanation", answers_at)
    data.update(_answers(answers.strip(), answers_at, text_format))
    right_feedback = str(data.pop("_right_feedback", ""))
    if right_feedback and "explanation" not in data:  # the right answer's feedback explains it
        data["explanation"] = right_feedback
    return Draft(line=block.first_line, data=data, lines={"key": block.line_at(answers_at)})


def _answers(answers: str, offset: int, text_format: str) -> dict[str, object]:
    if not answers:
        raise _Refused("'{}' is an essay question: not supported (multiple choice, true/false, short answer)",
                       "type", offset)  # fmt: skip
    if answers.startswith("#"):
        raise _Refused("'{#…}' is a numerical question: not supported (choice, true/false, short answer)",
                       "type", offset)  # fmt: skip
    head, _, feedback = answers.partition("#")
    truth = _TRUTH.get(head.strip().lower())
    if truth is not None and not re.search(r"[=~]", head):
        _if_wrong, _, right = feedback.partition("#")
        return {
            "type": QuestionType.TRUEFALSE.value,
            "key": truth,
            "source_key": head.strip(),
            "_right_feedback": _text(right, text_format, "explanation", offset),
        }
    parsed = _split_answers(answers, offset, text_format)
    if any("->" in text for _, _, text, _ in parsed):
        raise _Refused("'=a -> b' is a matching question: not supported", "type", offset)
    if all(mark == "=" for mark, _, _, _ in parsed):
        return _short_answer(parsed, offset)
    return _choice(parsed, offset, text_format)


def _split_answers(answers: str, offset: int, text_format: str) -> list[tuple[str, float | None, str, str]]:
    """(mark, weight, text, feedback) per answer, in order: the text as written (read by the question's
    type), the feedback in the question's format."""
    pieces = re.split(r"([=~])", answers)
    if pieces[0].strip():
        raise _Refused(f"unexpected text before the first answer: {_restore(pieces[0])!r}", "options", offset)
    found = []
    for mark, chunk in zip(pieces[1::2], pieces[2::2], strict=True):
        weight = None
        match = _WEIGHT.match(chunk.strip())
        if match:
            try:
                weight = file_number(match.group(1))
            except ValueError as error:
                raise _Refused(f"the weight '%{match.group(1)}%': {error}", "key", offset) from None
            chunk = chunk.strip()[match.end() :]
        text, _, feedback = chunk.partition("#")
        if not _restore(text):
            raise _Refused(f"an empty answer after '{mark}'", "options", offset)
        found.append((mark, weight, text, _text(feedback, text_format, "explanation", offset)))
    return found


def _short_answer(parsed: list[tuple[str, float | None, str, str]], offset: int) -> dict[str, object]:
    if any(weight is not None and weight != 100 for _, weight, _, _ in parsed):
        raise _Refused("partial-credit short answers ('=%50%…') are not supported", "key", offset)
    # Moodle compares short answers as written, whatever the question text's format: never read as HTML
    texts = [_restore(_FORMAT.sub("", text, count=1)) for _, _, text, _ in parsed]
    right_feedback = next((feedback for _, _, _, feedback in parsed if feedback), "")
    return {
        "type": QuestionType.SHORT.value,
        "scoring": Scoring.EXACT.value,
        "key": texts[0],
        "accepted": texts[1:],
        "source_key": " | ".join(texts),
        "_right_feedback": right_feedback,
    }


def _choice(
    parsed: list[tuple[str, float | None, str, str]], offset: int, text_format: str
) -> dict[str, object]:
    if len(parsed) > len(OPTION_LABELS):
        raise _Refused(f"{len(parsed)} options: at most {len(OPTION_LABELS)}", "options", offset)
    options = {
        OPTION_LABELS[i]: _text(text, text_format, "options", offset)
        for i, (_, _, text, _) in enumerate(parsed)
    }
    equals = [i for i, (mark, _, _, _) in enumerate(parsed) if mark == "="]
    weighted = [i for i, (mark, weight, _, _) in enumerate(parsed) if mark == "~" and (weight or 0) > 0]
    if any(weight is not None and weight != 100 for mark, weight, _, _ in parsed if mark == "="):
        raise _Refused("a partial-credit right answer ('=%50%…') is not supported", "key", offset)
    if equals and weighted:
        raise _Refused("mixes '=' with weighted '~%n%' right answers: use one or the other", "key", offset)
    if len(equals) > 1:
        raise _Refused(
            "several '=' answers: give several right options as weights, ~%50%A ~%50%B", "key", offset
        )
    right = equals or weighted
    if not right:
        raise _Refused("no right answer ('=' or a positive '~%n%' weight)", "key", offset)
    if weighted and abs(sum(parsed[i][1] or 0 for i in weighted) - 100) > 0.5:
        raise _Refused("the positive weights of the right options must add up to 100%", "key", offset)
    key = "".join(OPTION_LABELS[i] for i in right)
    right_feedback = next((parsed[i][3] for i in right if parsed[i][3]), "")
    multi = len(right) > 1
    return {
        "type": (QuestionType.MULTI if multi else QuestionType.SINGLE).value,
        "options": options,
        "key": key,
        "source_key": key,
        "scoring": (Scoring.PARTIAL_SUBSET if multi else Scoring.EXACT).value,
        "_right_feedback": right_feedback,
    }
