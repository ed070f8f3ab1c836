"""A calculation whose closing clause says the candidate got stuck or handed the rest to a calculator
("算到 2×48×2048 = 196608，再乘下去……96 层那边我卡住了", "rank 64 每层 4 个投影……后面交给计算机了"):
the figures before it are steps — an intermediate product, a figure per part, the step it stuck at —
and the result never came, so it is asked again, never read as an intermediate's figure. Its neighbours
keep their readings: a finished result with a hedge, a stuck step told before a result, a result said in
the stuck clause itself, and "会卡住" as content.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.calc_questions import SMALL_LORA as LORA

KV = Question(
    id="fx-kv",
    bank="fx",
    type=QuestionType.CALC,
    stem="n_layer=10，b=4，s=100，d_model=50，fp16。求 KV cache 显存。",
    key="2 × 4 × 100 × 10 × 50 × 2 B = 80000 B = 80 KB",
    numeric=[NumericPart(label="KV cache 显存", value=80.0, unit="KB", tolerance=0.02, unit_required=True)],
    points=10,
)

STUCK = [
    "算到 2×4×100 = 800，再乘下去…… 10 层那边我卡住了",
    "算到 2×4×100 = 800，再乘下去…… 10 層那邊我卡住了",  # traditional characters
    "2×4×100=800，后面交给计算机了 😅",
    "每层 8 KB……后面交给计算器了",
    "2×4×100×50 = 40000，乘 10 层那步卡壳了",
    "2×4×100 = 800……没算完",
    "2 × 4 × 100 = 800, then I got stuck",
]
# the intermediate equal to the key's figure: still a step, never read
STUCK_AT_THE_KEY = [
    # after a formula the figure may be the result or a step (no telling): asked again, never read
    "2×4×100×10×50×2 B，算出来是 80 KB，单位那步卡住了",
    "2×4×10 = 80，再乘下去……100 那边我卡住了",
    "每层 80 KB……后面交给计算机了",
]


def test_a_working_that_got_stuck_is_asked_again() -> None:
    for answer in STUCK + STUCK_AT_THE_KEY:
        result = grade(KV, answer)
        assert result.verdict is Verdict.INVALID and not result.reading, answer


def test_steps_of_several_parts_that_got_stuck_are_asked_again() -> None:
    for answer in ("rank 8 每层 2 个矩阵……后面交给计算机了 😅", "8×(100+100)=1600，10 层那边卡住了"):
        assert grade(LORA, answer).verdict is Verdict.INVALID, answer


def test_the_neighbours_keep_their_reading() -> None:
    read = {
        "2×4×100×10×50×2 = 80 KB，应该对吧": "80",  # a finished result with a hedge
        "10 层那边卡住了一下，最后是 80 KB": "80",  # stuck on a step, then the result
        "80 KB，换成 KiB 那步卡住了": "80",  # a bare result, no working: stuck on another step
        "80 KB，显存不够训练就会卡住": "80",  # "会卡住" is content, not the working stuck
        "算出来 80 KB 就卡住了": "80",  # the result said in the stuck clause itself
    }
    for answer, figure in read.items():
        result = grade(KV, answer)
        assert result.verdict is Verdict.CORRECT and figure in result.reading, answer


def test_a_part_stated_alone_before_getting_stuck_is_read() -> None:
    result = grade(LORA, "额外参数 0.016M，比例那步卡住了")
    assert (result.verdict, result.needs_confirmation) == (Verdict.PARTIAL, True)
