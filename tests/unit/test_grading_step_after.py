"""A step still to take after the option named (blind-79: "2048/64 = 32，选 D。哦还要除 4，8" read C、D,
"除 4，8" taken for "all but 4 and 8"): the option named before the step is set aside, the figure that
closes the answer after it is read to confirm; a result naming no single option is asked again. A step
with no result after it says how the answer was reached; a step denied or asked about, or an answer
that names its option after the step or corrects itself after it, is read as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

# (question, answer, the option read to confirm; "" when asked again)
STEPS = [
    ("seed002-07", "global 2048，8×8=64 卡，累加 4 → 2048/64 = 32，选 D。哦还要除 4，8", "B"),
    ("seed002-07", "D。哦还要除 4，8", "B"),
    ("seed002-07", "选 D，还得除以 4，得 8", "B"),
    ("seed002-07", "D，再除 4 得 8", "B"),
    ("seed002-07", "还要除 4，8", "B"),
    ("seed002-07", "D。哦还要除 4，16", "C"),  # a correction the other way: read as said
    ("seed002-07", "8。哦还要乘 4，32", "D"),
    ("seed002-07", "D。哦还要除 4，8 或 16", ""),  # a hedge
    ("seed002-07", "D。哦还要除 4，12", ""),  # no option's figure
    ("seed000-11", "1024/64 = 16，选 A。哦还要乘 2，32", "B"),
]
# read as before the rule: the step denied, asked about, followed by the option or a correction
AS_SAID = [
    ("seed002-07", "D，不用再除 4", "D"),
    ("seed002-07", "2048/64=32，再除以 4 = 8，选 B", "B"),
    ("seed002-07", "32，再乘 2 就是 64 了，不对，还是 32", "D"),
    ("seed000-11", "A，不需要再除 2", "A"),
    # a step with no result after it: how the answer was reached
    ("seed000-11", "128，FSDP 分片以后每卡还得乘 2", "D"),
    ("seed002-27", "64，8 卡再乘 8 步", "D"),
    ("seed002-07", "2048/4=512，再除以 64 张卡等于 8", "B"),
]


def test_a_step_after_the_option_sets_it_aside() -> None:
    for qid, answer, option in STEPS:
        graded = grade(BANK[qid], answer)
        if option:
            assert graded.understood.choices == [option], f"{qid} {answer!r}: {graded.understood}"
            assert graded.needs_confirmation, f"{qid} {answer!r}: read bare"
        else:
            assert graded.verdict is Verdict.INVALID, f"{qid} {answer!r}: {graded}"


def test_a_step_not_taken_leaves_the_reading() -> None:
    for qid, answer, option in AS_SAID:
        graded = grade(BANK[qid], answer)
        assert graded.understood.choices == [option], f"{qid} {answer!r}: {graded.understood}"


def test_a_fraction_after_the_step_names_its_option() -> None:
    """ "每个专家 1/64，top-2 再除以 2 → 1/128" (blind batch 86): the fraction after the step, read as the
    option it names, to confirm; one naming no option, or two, is asked again."""
    question = {q.id: q for q in curated_catalog()}["seed002-10"]  # A 1/32 (key), B 1/64, C 1/128, D 1/256
    for answer, expected in (
        ("每个专家 1/64，top-2 再除以 2 → 1/128", (Verdict.INCORRECT, ["C"])),
        ("每个专家 1/64，top-2 再乘以 2 → 1/32", (Verdict.CORRECT, ["A"])),
        ("1/64，再除以 2，得 1/128", (Verdict.INCORRECT, ["C"])),
    ):
        graded = grade(question, answer)
        assert (graded.verdict, graded.understood.choices) == expected and graded.needs_confirmation, answer
    for answer in ("每个专家 1/64，再除以 2 → 1/100", "1/64，再除以 2 → 1/32 或 1/128"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
