"""A chain of second thoughts closed on one option, on a single choice (blind batch 79): each option tried
is let go in its own stretch and the last clause opens on "最后", "还是", "嗯 还是" and names one option:
that option, to confirm. Not a close that goes on about it or hedges, nor a chain whose options
were only asked ("C？还是 B") or listed ("A，C，最后 B").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
# question, its key's letter, two wrong letters and the key's name as an answer may say it
CASES = [
    (QUESTIONS["seed001-01"], "C", "D", "A"),
    (QUESTIONS["seed000-06"], "B", "D", "C"),
    (QUESTIONS["seed002-05"], "C", "B", "D"),
]
LET_GO = [
    "{w} 不对",
    "{w}… 不对，那个只管别的",
    "{w} → 根本没这个参数",
    "{w}？ 也不像",
    "{w} 吧…不对 {w} 管别的",
]
CLOSES = ["最后 {k}", "还是 {k} 吧", "嗯 还是 {k}", "最后还是选 {k}", "还是 {k} 吧，几何级数"]


def _chains(first: str, second: str, close: str) -> list[str]:
    return [
        f"{LET_GO[i].format(w=first)}；{LET_GO[(i + 1) % len(LET_GO)].format(w=second)}。{close}"
        for i in range(len(LET_GO))
    ]


def test_a_chain_of_let_go_options_closes_on_the_last() -> None:
    for question, key, wrong, other in CASES:
        for turn, close in enumerate(CLOSES):  # each close after two chains, turning with it (a few grades)
            chains = _chains(wrong, other, close.format(k=key))
            for answer in (chains[turn], chains[(turn + 2) % len(chains)]):
                graded = grade(question, answer)
                assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded)
                assert graded.needs_confirmation, answer
            for answer in _chains(key, other, close.format(k=wrong))[turn : turn + 1]:  # the key let go
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)


def test_the_labelled_chains_read_their_close() -> None:
    for question, answer in [
        (QUESTIONS["seed001-01"], "D → 不对 cudnn 那个只管 cudnn；A → compile 根本没这个参数；最后 C"),
        (QUESTIONS["seed000-06"], "D… 不对 ALiBi 斜率不是固定的。C？ 也不像。还是 B 吧，几何级数"),
        (
            QUESTIONS["seed002-05"],
            "cliprange 决定的吧…不对 cliprange 管 ratio。kl_target 吧…嗯 还是 kl_target",
        ),
    ]:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded)


def test_a_close_denied_or_hedged_is_not_read() -> None:
    # a close asked or doubted ("还是 C？", "还是 C 吧，不过不确定") is read as "C？" and "C 吧，
    # 不过不确定" are, to confirm: not by this rule, which leaves them to the pass
    for question, key, wrong, other in CASES:
        for close in [
            "最后 {k} 也不对",
            "最后 {k} 不行",
            "还是 {k} 吧，{o} 也行",
            "最后 {k}，也可能 {o}",
        ]:
            for answer in _chains(wrong, other, close.format(k=key, o=other))[:2]:
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)


def test_options_only_asked_or_listed_before_the_close_are_not_let_go() -> None:
    for question, key, wrong, other in CASES:
        for answer in [f"{wrong}？还是 {key}", f"{wrong}，{other}，最后 {key}", f"{wrong} 吧…嗯 还是 {key}"]:
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)
