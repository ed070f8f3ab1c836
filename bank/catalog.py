"""The catalog: every question the product knows, from the curated bank and imported banks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from bank.errors import BankFileError, Problem
from bank.files import load_bank_file
from bank.model import Bank, Question

CURATED_DIR = Path(__file__).parent / "data"


def curated_bank_files(directory: Path = CURATED_DIR) -> list[Path]:
    return sorted(directory.glob("*.yaml"))


class Catalog:
    """Questions by id, in the order their banks list them."""

    def __init__(self, banks: Iterable[Bank]):
        self.banks: list[Bank] = list(banks)
        self._by_id: dict[str, Question] = {}
        for bank in self.banks:
            for question in bank.questions:
                if question.id in self._by_id:
                    raise BankFileError(
                        [Problem(bank.id, None, f"question id {question.id!r} is already in another bank")]
                    )
                self._by_id[question.id] = question

    @classmethod
    def load(cls, paths: Iterable[Path] | None = None) -> Catalog:
        files = list(paths) if paths is not None else curated_bank_files()
        return cls(load_bank_file(path) for path in files)

    def __iter__(self) -> Iterator[Question]:
        return iter(self._by_id.values())

    def __len__(self) -> int:
        return len(self._by_id)

    def __contains__(self, question_id: object) -> bool:
        return question_id in self._by_id

    def get(self, question_id: str) -> Question | None:
        return self._by_id.get(question_id)

    def __getitem__(self, question_id: str) -> Question:
        return self._by_id[question_id]
