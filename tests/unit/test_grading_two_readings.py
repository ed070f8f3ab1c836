"""Answers kept open on how the question is read (blind-89's header): never graded ``correct``.

Two answers for two readings of the question ("如果说的是 X，那是 C；如果说 Y，那是 B", "if you mean SD1.x,
yes; SDXL's VAE, no") are a hedge, incorrect and read to confirm, unless a closing clause commits to one
("…，这题问本地，A", "I'd go with 32"), which is then the answer, to confirm. Read whole they were asked
again as answers on a condition. Readings that agree, one case only, a denied alternative, and a calculation
under a premise that concludes are no two readings.

A member said to depend after a committed set ("A 跟 C，D 看情况", "ABDE，C 要不要看你说的是 kernel
层还是数学上：kernel 要改就加 C") is kept open: a hedge (convention 5), incorrect and read to confirm. The
reader had read the set without it — on seed000-23 the key, a wrong answer graded correct. So is one added
on a condition ("A C；推荐配置的话还有 D"). A rest left unnamed ("其余看情况") keeps no member open.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
PAGED = "seed000-23"  # multi, key ABDE
DEADLOCK = "seed002-33"  # multi, key AC

MEMBER_DEPENDS = [
    (PAGED, "ABDE，C 要不要看你说的是 kernel 层还是数学上：kernel 要改就加 C"),
    (PAGED, "ABDE，C 看情况"),
    (PAGED, "A B D E；C 取决于实现"),
    (DEADLOCK, "A 跟 C，D 看情况"),
    (DEADLOCK, "A C，D 看情况吧"),
    (DEADLOCK, "A、C，D 取决于实现"),
    (DEADLOCK, "A、C。D 要看版本"),
    (DEADLOCK, "A and C, D depends"),
    (DEADLOCK, "A and C; D depends on the driver"),
    (DEADLOCK, "A、C，B 得看 NCCL 版本"),
]


@pytest.mark.parametrize(("qid", "answer"), MEMBER_DEPENDS)
def test_a_member_said_to_depend_is_a_hedge(qid: str, answer: str) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, answer
    assert graded.understood.hedged, answer


@pytest.mark.parametrize(
    ("qid", "answer", "verdict"),
    [
        (DEADLOCK, "A、C，其余看情况", Verdict.CORRECT),  # the rest, unnamed: no member kept open
        (PAGED, "ABDE，C 不要选", Verdict.CORRECT),
        (PAGED, "ABDE，C 就不用看了", Verdict.CORRECT),
        (DEADLOCK, "A C", Verdict.CORRECT),
    ],
)
def test_no_member_kept_open(qid: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is verdict and not graded.understood.hedged, answer


KL = "seed001-02"  # single, key C
HEADROOM = "seed002-20"  # single, options 8 / 32 / 64 / 128, key 64 (C)
LOCAL = "seed002-27"  # single, options 8 / 16 / 32 / 64, key 8 (A)
SHARE = "seed002-14"  # single, key 15/31 (B)
ACCUMULATED = "seed002-07"  # single, options 4 / 8 / 16 / 32, key 8 (B)
FP8 = "seed002-39"  # multi, key AC
SOLVERS = "seed001-12"  # multi, key ABDE
REWARD = "seed002-43"  # true/false, key false
VAE = "seed002-50"  # true/false, key true
GROUPS = "seed002-44"  # true/false, key true

TWO_READINGS = [
    (KL, "如果说的是 batch 变小后负样本分布变了，那是 C；如果说分数整体放大，那是 B"),
    (KL, "要是问的是采样偏差就是 C，问的是温度就是 B"),
    (HEADROOM, "如果不留激活余量是 64，留一点的话就 32 稳妥，看你们怎么理解"),
    (HEADROOM, "要看留不留余量：不留选 C，留的话选 B"),
    (HEADROOM, "if no headroom then C, otherwise B"),
    (HEADROOM, "if no headroom: 64. with headroom: 32"),
    (HEADROOM, "如果不留余量就 64，留余量就 32，这题我不确定"),  # the closing picks nothing
    (HEADROOM, "如果不留余量就 64，留余量就 32，题目没说清楚"),
    (HEADROOM, "如果不留余量就 64，留余量就 32，这题不是 64"),
    (HEADROOM, "如果不留余量就 64，留余量就 32，题目里 64 的说法有问题"),  # a remark, no pick
    (FP8, "如果“需满足”指硬性条件就是 A C；如果指推荐配置还要加 D"),
    (FP8, "如果 X 就是 A C，如果 Y 还要加 D，题目是 X 吧"),
    (SOLVERS, "如果“相同连续时间极限”包括 SDE 的边缘分布那 C 也算，只看轨迹就 ABDE"),
    (REWARD, "如果“效果”指 reward 分数那对，指真实人类偏好就错"),
    (REWARD, "如果用的是小 RM 就错，大 RM 就对"),
    (VAE, "if you mean SD1.x, yes; SDXL's VAE, no"),
    (VAE, "如果用的是 SD1.x 可能成立，SDXL 不成立"),
    (VAE, "如果 SD1.x 就对，SDXL 就错，题目没说"),
    # a member added on a condition after a committed set: one reading's member
    (FP8, "A C；推荐配置的话还有 D"),
    (FP8, "A C，推荐配置的话也要 D"),
    (FP8, "A、C，D 的话看你怎么理解"),
]


@pytest.mark.parametrize(("qid", "answer"), TWO_READINGS)
def test_two_answers_for_two_readings_are_a_hedge(qid: str, answer: str) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, answer
    assert graded.understood.hedged, answer


@pytest.mark.parametrize(
    ("qid", "answer", "verdict", "reading"),
    [
        (LOCAL, "如果“相当于”指全局就是 8×world_size，本地就是 8，这题问本地，A", Verdict.CORRECT, "A"),
        (
            SHARE,
            "如果比例是相对理想时间算 (p-1)/m = 15/16，相对总时间才是 15/31。按题目“占总时间”选 B",
            Verdict.CORRECT,
            "B",
        ),
        (
            ACCUMULATED,
            "if global batch counts accumulation: 8. If it doesn't: 32. I'd go with 32",
            Verdict.INCORRECT,
            "D",
        ),
        (HEADROOM, "if no headroom then C, otherwise B. I'd go with C", Verdict.CORRECT, "C"),
        (HEADROOM, "如果不留余量就 64，留余量就 32，这题不留余量，所以 64", Verdict.CORRECT, "C"),
        (HEADROOM, "如果按题意是 64，按原卷答案是 32，我选 32", Verdict.INCORRECT, "B"),
        (
            FP8,
            "如果“需满足”指硬性条件就是 A C；如果指推荐配置还要加 D，这题问的是硬性条件，A C",
            Verdict.CORRECT,
            "A、C",
        ),
        (GROUPS, "如果只算权重本身不变；算上 scale 就变高。题目应该是后者，对", Verdict.CORRECT, "对"),
        (VAE, "if you mean SD1.x, yes; SDXL's VAE, no. I'd go with yes", Verdict.CORRECT, "对"),
        (
            REWARD,
            "如果“效果”指 reward 分数那对，指真实人类偏好就错，题目说的是一定，所以错",
            Verdict.CORRECT,
            "错",
        ),
    ],
)
def test_a_reading_picked_after_the_two_is_the_answer(
    qid: str, answer: str, verdict: Verdict, reading: str
) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is verdict and graded.needs_confirmation, answer
    assert graded.reading == reading and not graded.understood.hedged, answer


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        (HEADROOM, "如果是推理就选 C"),  # one case only: asked again
        (HEADROOM, "如果不留余量就是 64，不是 32"),  # the other denied
        (HEADROOM, "如果不留余量就 64，如果留余量，这题选 B"),  # the pick a bare condition's consequent
        (HEADROOM, "如果 batch=8，那每卡 16，总共 64，所以选 C"),  # worked under a premise, concluded
        (HEADROOM, "如果按 fp16 是 64，按 bf16 也是 64"),
        (KL, "如果说的是 X，那是 C；如果说 Y，那也是 C"),
        (FP8, "如果“需满足”指硬性条件就是 A C；如果指推荐配置也是 A C"),
        (VAE, "如果是 SD1.x 对，SDXL 也对"),
        (VAE, "如果是对的，那 B 也对，所以错"),
        (VAE, "如果 SD1.x 就对，SDXL 的话不确定"),
        (FP8, "A C，如果不算推荐配置还有 D 吗"),
    ],
)
def test_no_two_readings_no_hedge(qid: str, answer: str) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is not Verdict.CORRECT and not graded.understood.hedged, answer


@pytest.mark.parametrize(
    ("qid", "answer", "reading"),
    [
        (HEADROOM, "如果一定要选，C", "C"),  # a condition on choosing: the answer stands
        (HEADROOM, "64，因为如果留余量就只能 32", "C"),  # a condition inside the reason
        (
            "seed000-04",
            "如果 10 GB 按 10×2^30 算是 B，按 10×10^9 算也是 B……那就 48",
            "B",
        ),  # the readings agree
        (FP8, "A C，D 的话不选", "A、C"),
    ],
)
def test_one_answer_stands(qid: str, answer: str, reading: str) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == reading, answer


ATTACK = "seed001-06"  # single, key A


@pytest.mark.parametrize(
    "answer",
    [
        "要是攻击者都在下尾就是 B，不过按题意 A",  # a reading, then the question's intent picks A
        "如果下尾就 B，但是按出题人的意思 A",
        "如果下尾就 B，这题选 A",  # one reading answered, then the question's own pick
    ],
)
def test_a_pick_after_one_reading_is_the_answer_to_confirm(answer: str) -> None:
    graded = grade(QUESTIONS[ATTACK], answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert list(graded.understood.choices or ()) == ["A"], answer


@pytest.mark.parametrize(
    "answer",
    [
        "如果下尾就 B，上尾就 A",  # two readings, none picked: a hedge
        "如果下尾就 B，不过按题意是 A 吗？",  # a pick asked, not made
        "如果下尾就 B，但按题意呢",
        "如果下尾，这题选 A",  # the pick is the consequent of a bare condition
    ],
)
def test_a_pick_asked_or_on_a_bare_condition_is_never_correct(answer: str) -> None:
    assert grade(QUESTIONS[ATTACK], answer).verdict is not Verdict.CORRECT, answer
