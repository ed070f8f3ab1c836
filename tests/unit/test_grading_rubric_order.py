"""A rubric's reading does not depend on the order Python iterates its sets in.

Terms are sets, and a set's order follows the process's string hash seed: a share summed in that
order rounds differently from one process to the next, and a key point whose share sits exactly on
the bar (weights 0.3 for the stem's words) was covered in one process and missed in another.
"""

from __future__ import annotations

import os
import subprocess
import sys

from bank.grading.open import _rubric

# eight words of the item's own and two the stem also has: the answer has four of its own and one
# of the stem's, 1 + 1 + 1 + 1 + 0.3 = 4.3 of 8 + 0.3 + 0.3 = 8.6, exactly half
ITEM = "amber basalt cobalt dune ember fjord glacier harbor quartz river"
STEM = "quartz river"
ANSWER = "amber basalt cobalt dune river"

# A fresh interpreter per seed (the seed is read at start-up). The probe imports the rubric's own modules
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


def test_the_share_is_the_same_under_every_hash_seed() -> None:
    seen = set()
    for seed in range(12):
        run = subprocess.run(
            [sys.executable, "-c", _PROBE],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        )
        seen.add(run.stdout.strip())
    assert seen == {"True"}
