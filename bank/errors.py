"""Errors that point at a place in a bank file, so a person can fix it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    file: str
    line: int | None
    message: str
    field: str | None = None  # the question field at fault, when one is (``key``, ``options``…)

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


class BankFileError(ValueError):
    """A bank file that cannot be imported; carries every problem found, each with its line."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(problem) for problem in problems))
