"""Review of the typed-answer reader's mends (issue 30), holes where a hedge or a doubt was read as the
key to confirm, each beside its nearest right sentences, which still read right:

- the option's figure said again after a question decides only in a clause of its own ("16 还是 8？16",
  "…？还是 16"); said as one more alternative to the figure no option holds ("16 还是 8？8 还是 16",
  "…？8 或 16") it keeps both open: a hedge, never correct;
- every option chosen, then one of them let go ("四个都能拿来评，D 算了吧") or the choice kept to theory
  ("…，理论上", "…，按理说") is no choice of all, as "…，D 勉强" is not; "四个都能拿来评" and an
  explanation after it ("…，长度过短本身就是低质信号", "全选，包括文档长度") still read every option.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Status

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-11", "16 还是 8？8 还是 16"), ("seed000-11", "16 还是 8？8 或 16"),
     ("seed000-08", "35GB 还是 70GB？70GB 还是 35GB"), ("seed000-08", "35GB？70GB？70GB 或 35GB"),
     ("seed002-17", "4 倍还是 16 倍？16 倍或 4 倍"), ("seed000-11", "16？8？或者 16")],
)  # fmt: skip
def test_the_key_offered_again_as_one_more_alternative_is_a_hedge(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # the key's figure, then one no option holds, then the key
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "key"),
    [("seed000-11", "16 还是 8？16", "A"), ("seed000-11", "16 还是 8？还是 16", "A"),
     ("seed000-11", "16？8？16", "A"), ("seed000-08", "35GB 还是 70GB？35GB", "A"),
     ("seed002-17", "4 倍还是 16 倍？还是 4 倍", "C")],
)  # fmt: skip
def test_the_key_said_again_in_a_clause_of_its_own_decides(question: str, answer: str, key: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, [key]), graded.reading


@pytest.mark.parametrize(
    "answer",
    ["四个都能拿来评，D 算了吧", "四个都能拿来评，理论上", "四个都能拿来评，D 就算了", "全选，D 算了吧",
     "四个都能拿来评，按理说", "四个都能拿来评，原则上", "全选，理论上", "四个都能拿来评，D 免了"],
)  # fmt: skip
def test_every_option_then_one_let_go_or_kept_to_theory_is_no_choice_of_all(answer: str) -> None:
    graded = grade(BANK["seed002-38"], answer)  # key ABCD
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "四个都能拿来评",
        "四个都能拿来评，长度过短本身就是低质信号",
        "全选，包括文档长度",
        "四项都行，实践中都常用",
    ],
)
def test_every_option_alone_or_explained_still_reads_all(answer: str) -> None:
    graded = grade(BANK["seed002-38"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "B", "C", "D"]), answer
