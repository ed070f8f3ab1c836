"""Rankings and stated confidence (blind batch 85).

"八成 B" (seed002-14), "95% sure B" (seed000-13) and "最像 D，其次 B" (seed000-10) were asked again: the
share or the rank before the letter was no filler the choice reader knew. Each is a tentative answer,
graded by the option and read to confirm (``_confidence_lead``). A share at or below even, a rank
last ("最不像 B"), a share on a choice whose options are shares, and a rank on a multiple choice are not
read so. The sections below add a ranking on a multiple choice (``_ranked_set``), a member of a set given
a share (``_member_possible``) and a true/false mark after a share (``_share_lean``).
"""

from __future__ import annotations

from bank.catalog import Catalog
from bank.grading import Verdict, grade

BANK = {question.id: question for question in Catalog.load()}
SINGLE = {"seed000-03": ("C", "B"), "seed000-10": ("D", "A"), "seed002-14": ("B", "D")}  # key, a wrong one

LEADS = [
    "八成 {}", "九成 {}", "八成是 {}", "九成把握 {}", "我有八成把握是 {}", "七八成 {}", "百分之九十 {}",
    "95% sure {}", "90% {}", "80% sure it's {}", "70% 是 {}", "最像 {}", "最像 {}，其次 {other}",
    "首选 {}，备选 {other}", "最有可能 {}", "most likely {}",
]  # fmt: skip
NOT_LEADS = [  # a doubt, an even chance, a rank last, a share denied: no commitment
    "两成 {}", "三成是 {}", "五成 {}", "30% sure {}", "50% sure {}", "10% {}", "百分之二十 {}",
    "最不像 {}", "最不可能 {}", "不到八成 {}", "其次 {}", "{} 排最后",
]  # fmt: skip


def _other(key: str, letter: str) -> str:
    return next(each for each in "ABCD" if each not in (key, letter))


def test_a_confidence_or_first_rank_chooses_the_option_to_confirm() -> None:
    for qid, (key, wrong) in SINGLE.items():
        for lead in LEADS:
            for letter, verdict in ((key, Verdict.CORRECT), (wrong, Verdict.INCORRECT)):
                answer = lead.format(letter, other=_other(key, letter))
                graded = grade(BANK[qid], answer)
                assert graded.verdict is verdict, f"{qid} {answer!r}: {graded.verdict} {graded.rationale}"
                assert graded.needs_confirmation, f"{qid} {answer!r}"


def test_a_doubt_or_a_last_rank_is_no_commitment() -> None:
    for qid, (key, wrong) in SINGLE.items():
        for lead in NOT_LEADS:
            answer = lead.format(wrong)
            graded = grade(BANK[qid], answer)
            assert graded.verdict is not Verdict.CORRECT, f"{qid} {answer!r}"
            assert graded.reading != key, f"{qid} {answer!r}"
            graded = grade(BANK[qid], lead.format(key))
            assert graded.verdict is not Verdict.CORRECT, f"{qid} {lead.format(key)!r}"


def test_a_share_on_options_of_shares_is_no_confidence() -> None:
    question = BANK["seed001-06"]  # options 0, 5%, 10%, 50%: key A
    for answer in ("80% A", "八成 A", "90% sure A", "60% A"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_a_rank_on_a_multiple_choice_chooses_nothing() -> None:
    question = BANK["seed000-25"]  # key A E
    for answer in ("最像 A", "最像 A，其次 E"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded.verdict} {graded.reading}"
