"""Lines of package code of the answer turn, at two revisions: before one path (the short way beside the
full path) and now.

    python bench/bench_turn_code.py                   # the revisions below
    python bench/bench_turn_code.py --before REV --after REV

The answer turn is every module that exists to take an answer (or a skip, a hint, a reading to confirm)
and return its result: the pipeline, its reads and writes, its result, and before one path also the
short way's route, its hand-compiled statements, its own connections and commits. The route function
in ``api/routes/candidate.py`` and the grading in ``bank/grading`` served both paths alike and are left
out of both counts. Counted from ``git show REV:PATH``, so the working tree does not matter; "code"
lines leave out blank lines, comments and docstrings.
"""

from __future__ import annotations

import argparse
import ast
import io
import subprocess
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "26c6e0f"  # the parent of "One answer turn: the short way goes"
AFTER = "HEAD"

TURN_BEFORE = (
    "api/routes/quick_answers.py",
    "api/services/answers.py",
    "api/services/hints.py",
    "api/services/quick_answer.py",
    "api/services/turn_reads.py",
    "api/services/turn_results.py",
    "api/services/warmup.py",
    "api/store/answer_turns.py",
    "api/store/checkpoints.py",
    "api/store/compiled.py",
    "api/store/kept_connections.py",
    "api/store/session_ends.py",
    "api/store/shared_commit.py",
    "api/store/sqlite_here.py",
    "api/store/turn_writes.py",
    "api/store/writer.py",
)
TURN_AFTER_PACKAGE = "api/services/turn"
TURN_AFTER_EXTRA = ("api/store/writer.py", "api/store/in_loop_sqlite.py")


def source(revision: str, path: str) -> str:
    return subprocess.run(
        ["git", "show", f"{revision}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def files_after(revision: str) -> tuple[str, ...]:
    listed = subprocess.run(
        ["git", "ls-tree", "--name-only", f"{revision}:{TURN_AFTER_PACKAGE}"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    package = tuple(f"{TURN_AFTER_PACKAGE}/{name}" for name in listed if name.endswith(".py"))
    return package + TURN_AFTER_EXTRA


def docstring_lines(text: str) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def code_lines(text: str) -> int:
    """Lines holding at least one token that is not a comment, outside docstrings."""
    docstrings = docstring_lines(text)
    holding: set[int] = set()
    skipped = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in skipped or token.type == tokenize.ENDMARKER:
            continue
        holding.update(range(token.start[0], token.end[0] + 1))
    return len(holding - docstrings)


def count(revision: str, paths: tuple[str, ...]) -> tuple[int, int, int]:
    total = code = 0
    for path in paths:
        text = source(revision, path)
        total += len(text.splitlines())
        code += code_lines(text)
    return len(paths), total, code


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", default=BEFORE)
    parser.add_argument("--after", default=AFTER)
    args = parser.parse_args()
    print("| revision | files | lines | code lines |")
    print("|---|---:|---:|---:|")
    for label, revision, paths in (
        ("before", args.before, TURN_BEFORE),
        ("after", args.after, files_after(args.after)),
    ):
        files, total, code = count(revision, paths)
        print(f"| {label} `{revision}` | {files} | {total:,} | {code:,} |")


if __name__ == "__main__":
    main()
