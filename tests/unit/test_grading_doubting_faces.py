"""Emoji of irony, a guess, a hope or nerves beside a bare answer (red team 4): on seed000-08 (key A)
"A 🙃", "A 🙄" (irony), "A 🎲" (a throw of the die), "A 🤞", "A 🙈", "A 😬", "A 😟", "A 🫣", "A 🫠" and
"A 😅" were graded correct with no confirmation, as "A 🤔" is not: a guess or a sneer recorded as a
committed answer. Their Unicode names now join the signs that refuse or doubt (``_struck``): beside a
bare answer it is asked again; all but the ironic two only doubt, so beside an answer already offered
tentatively ("选 C 吧 😅", labelled) it is read to confirm, as "BD 吧 🤔" is. A smile is no doubt.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

GPTQ = curated_catalog()["seed000-08"]  # key A
COMPILE = curated_catalog()["seed001-01"]  # key C
NVME = curated_catalog()["seed002-45"]  # true


@pytest.mark.parametrize("sign", ["🙃", "🙄", "🎲", "🤞", "🙈", "😬", "😟", "🫣", "🫠", "😅"])
def test_a_bare_answer_beside_a_doubting_or_ironic_face_is_asked_again(sign: str) -> None:
    assert grade(GPTQ, f"A {sign}").verdict is Verdict.INVALID, sign
    assert grade(NVME, f"对 {sign}").verdict is Verdict.INVALID, sign


def test_a_tentative_answer_beside_a_nervous_face_is_read_to_confirm() -> None:
    graded = grade(COMPILE, "选 C 吧 😅")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert grade(GPTQ, "A 吧 🤞").needs_confirmation


@pytest.mark.parametrize("sign", ["🙂", "😊"])
def test_a_smile_is_no_doubt(sign: str) -> None:
    graded = grade(GPTQ, f"A {sign}")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation
