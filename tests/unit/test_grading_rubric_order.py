"""A rubric's reading does not depend on the order Python iterates its sets in.

Terms are sets, and a set's order follows the process's string hash seed: a share summed in that
order rounds differently from one process to the next, and a key point whose share sits exactly on
the bar (weights 0.3 for the stem's words) was covered in one process and missed in another.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from itertools import combinations

import pytest

from bank.grading.open import _rubric

# eight words of the item's own and two the stem also has: the answer has four of its own and one
# of the stem's, 1 + 1 + 1 + 1 + 0.3 = 4.3 of 8 + 0.3 + 0.3 = 8.6, exactly half
ITEM = "amber basalt cobalt dune ember fjord glacier harbor quartz river"
STEM = "quartz river"
ANSWER = "amber basalt cobalt dune river"


class _InOrder(frozenset[str]):
    """The item's words iterated in a given order: the order some hash seed could give the set."""

    order: tuple[str, ...]

    def __new__(cls, order: tuple[str, ...]) -> _InOrder:
        words = super().__new__(cls, order)
        words.order = order
        return words

    def __iter__(self) -> Iterator[str]:
        return iter(self.order)


def _orders() -> Iterator[tuple[str, ...]]:
    """Every order of the item's words that sums its weights differently: the shares are 1.0 but for
    the stem's two words (0.3), so only where those two stand among the ten tells one order from another."""
    own = sorted(_rubric.rubric_terms(ITEM) - _rubric.terms(STEM))
    stems = sorted(_rubric.rubric_terms(ITEM) & _rubric.terms(STEM))
    size = len(own) + len(stems)
    for places in combinations(range(size), len(stems)):
        rest, stem_words = iter(own), iter(stems)
        yield tuple(next(stem_words) if at in places else next(rest) for at in range(size))


# A fresh interpreter per seed (the seed is read at start-up), for what no in-process order reaches: a set
# iterated elsewhere on the way. Two seeds, 0 and 11: of the first twelve, the two under which a plain sum
# of the shares missed the point. The probe imports the rubric's own modules
# (_rubric, _text, _words and their tables) without the package's __init__, which imports every grader,
# pydantic and the bank model: a quarter of the CPU per interpreter, and the function and its inputs are
# the same. The __init__ only re-exports, it sets nothing the rubric reads.
_PROBE = f"""
import sys, types
from pathlib import Path
import bank
package = types.ModuleType("bank.grading")
package.__path__ = [str(Path(bank.__file__).parent / "grading")]
sys.modules["bank.grading"] = package
from bank.grading.open import _rubric
item, stem, answer = {ITEM!r}, {STEM!r}, {ANSWER!r}
print(_rubric.item_found(item, _rubric.terms(answer), _rubric.terms(stem)))
"""


def test_a_share_exactly_on_the_bar_is_found() -> None:
    assert _rubric.item_found(ITEM, _rubric.terms(ANSWER), _rubric.terms(STEM)) is True


def test_the_share_is_the_same_in_every_order_of_the_words(monkeypatch: pytest.MonkeyPatch) -> None:
    orders = list(_orders())
    assert len(orders) == 45  # the stem's two words in every two of the ten places
    answer, stem = _rubric.terms(ANSWER), _rubric.terms(STEM)
    for order in orders:
        monkeypatch.setattr(_rubric, "rubric_terms", lambda item, order=order: _InOrder(order))
        assert _rubric.item_found(ITEM, answer, stem) is True, order


@pytest.mark.parametrize("seed", [0, 11])
def test_the_share_is_the_same_under_another_hash_seed(seed: int) -> None:
    run = subprocess.run(
        [sys.executable, "-c", _PROBE],
        env={**os.environ, "PYTHONHASHSEED": str(seed)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert run.stdout.strip() == "True"
