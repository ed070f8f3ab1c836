"""``interview-bot grade``: JSON lines on stdin → one grade per line on stdout.

Each input line is ``{"question": ID, "answer": TEXT}``; each output line is
``{"question", "verdict", "score", "feedback", "points", "points_awarded"}`` (score: fraction of
the question's points). A line that cannot be graded — not JSON (or a number or a nesting too large
to read), not an object, an unknown question id, an answer that is not text (or holds half of a
surrogate pair) — gives ``{"line": n, "error": "..."}`` and the run goes on. Blank lines are skipped.
Exit code 0 when every line was graded; 3 when stdin was read to its end
but some lines could not be graded (their ``error`` lines say why; a script must not take the run for
a clean one); 1 when the question bank cannot be loaded; 2 when stdin cannot be read. Open answers go to
the LLM judge when ``IBOT_LLM_MODEL`` is set (``--no-llm`` turns it off), the rubric otherwise.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, BinaryIO

import typer

from bank.catalog import Catalog
from bank.errors import BankFileError
from bank.grading import Grade, Language, grade

if TYPE_CHECKING:  # the judge imports LangChain: loaded by the command that asks for it, not by the CLI
    from api.judge import LlmJudge

PARTLY_GRADED = 3  # the exit code when some lines could not be graded


def register(app: typer.Typer) -> None:
    app.command("grade", help="Grade answers: JSON lines {question, answer} on stdin → grades on stdout.")(
        grade_command
    )


def _error(number: int, message: str, question: object = None) -> dict[str, Any]:
    line: dict[str, Any] = {"line": number, "error": message}
    if isinstance(question, str):
        line["question"] = question
    return line


def _writable(value: object) -> bool:
    """Whether ``value`` is no text or text UTF-8 can write (the output line echoes the question id)."""
    if not isinstance(value, str):
        return True
    try:
        value.encode()
    except UnicodeEncodeError:
        return False
    return True


def _output(question_id: str, result: Grade) -> dict[str, Any]:
    return {
        "question": question_id,
        "verdict": result.verdict.value,
        "score": result.score,
        "feedback": result.rationale,
        "points": result.points,
        "points_awarded": result.points_awarded,
    }


def grade_lines(
    lines: Iterable[bytes | str],
    catalog: Catalog,
    language: Language = "zh",
    judge: LlmJudge | None = None,
) -> Iterator[dict[str, Any]]:
    """One output object per non-blank input line, in order."""
    loop = asyncio.new_event_loop() if judge is not None else None
    try:
        for number, raw in enumerate(lines, 1):
            try:
                text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
            except UnicodeDecodeError:
                yield _error(number, "line is not UTF-8 text")
                continue
            if not text.strip():
                continue
            try:
                item = json.loads(text)
            except json.JSONDecodeError as error:
                yield _error(number, f"not JSON: {error.msg}")
                continue
            except (ValueError, RecursionError) as error:  # a number past 4300 digits, nesting past the stack
                yield _error(number, f"not JSON this reads: {error}")
                continue
            if not isinstance(item, dict):
                yield _error(number, 'expected an object {"question": ID, "answer": TEXT}')
                continue
            question_id, answer = item.get("question"), item.get("answer")
            if not all(_writable(value) for value in (question_id, answer)):  # JSON's "\ud800" makes one
                yield _error(number, "text must not hold half of a surrogate pair alone (U+D800 to U+DFFF)")
                continue
            if not isinstance(question_id, str):
                yield _error(number, '"question" must be a question id (a string)', question_id)
                continue
            question = catalog.get(question_id)
            if question is None:
                yield _error(number, f"unknown question id {question_id!r}", question_id)
                continue
            if isinstance(answer, int | float) and not isinstance(answer, bool):
                answer = str(answer)
            if answer is not None and not isinstance(answer, str):
                yield _error(number, '"answer" must be text', question_id)
                continue
            result = grade(question, answer, language)
            if judge is not None and loop is not None and question.type.is_open:
                result = loop.run_until_complete(judge.judge(question, answer or "", result))
            yield _output(question_id, result)
    finally:
        if loop is not None:
            loop.close()


def _judge(llm: bool | None) -> LlmJudge | None:
    if llm is False:
        return None
    from api.judge import JudgeUnavailable, LlmJudge

    try:
        judge = LlmJudge.from_env()
    except JudgeUnavailable as error:
        typer.echo(f"warning: {error}; grading open answers with the rubric", err=True)
        return None
    if judge is None and llm:
        typer.echo("warning: --llm needs IBOT_LLM_MODEL; grading open answers with the rubric", err=True)
    return judge


def _stdin_lines(stream: BinaryIO) -> Iterator[bytes]:
    yield from stream


def grade_command(
    language: Annotated[str, typer.Option("--language", "-l", help="Feedback language: zh or en.")] = "zh",
    bank: Annotated[
        list[Path] | None,
        typer.Option(
            "--bank", help="Grade against these bank files instead of the curated bank (repeatable)."
        ),
    ] = None,
    llm: Annotated[
        bool | None,
        typer.Option(
            "--llm/--no-llm", help="LLM judge for open answers (default: when IBOT_LLM_MODEL is set)."
        ),
    ] = None,
) -> None:
    if language not in ("zh", "en"):
        raise typer.BadParameter("zh or en", param_hint="--language")
    try:
        catalog = Catalog.load(bank) if bank else Catalog.load()
    except BankFileError as error:
        typer.echo(f"error: cannot load the question bank:\n{error}", err=True)
        raise typer.Exit(code=1) from error
    judge = _judge(llm)
    out = sys.stdout
    failed = 0
    try:
        for line in grade_lines(_stdin_lines(sys.stdin.buffer), catalog, language, judge):  # type: ignore[arg-type]
            failed += "error" in line
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
            out.flush()
    except OSError as error:
        typer.echo(f"error: cannot read stdin: {error}", err=True)
        raise typer.Exit(code=2) from error
    if failed:
        typer.echo(f"error: {failed} line(s) could not be graded (see their error lines)", err=True)
        raise typer.Exit(code=PARTLY_GRADED)
