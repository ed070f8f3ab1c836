"""An arrow closing the answer leads to the options it names by a place or by their text, as to bare
letters; certainty after the letters says them surely (blind batch 76).

"LPIPS / MS-SSIM 是生成样本两两比，IS 只要个分类器 → 前三个" (seed001-15, key ABC) was read as A: "→ ABC"
was read as the set it leads to, but "→ 前三个", the same set by its place, was not, and the opening
LPIPS stood alone. "…，Q 还是 640 → C 没跑" (seed000-03, key C) was read as the hedge C、D: "没跑" after
the letter kept the arrow from closing the answer, and "还是" held the figure open beside C. Certainty
("没跑", "跑不了", "稳了") closing the letters is no doubt and no option.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
_REASON_15 = "LPIPS / MS-SSIM 是生成样本两两比，IS 只要个分类器"
_REASON_03 = "cross-attn 的 K/V 吃的是 encoder_hidden_states，SDXL 那个是 2048 维，Q 还是 640"


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        ("seed001-15", f"{_REASON_15} → 前三个", "A、B、C"),
        ("seed001-15", f"{_REASON_15} -> 前三个", "A、B、C"),
        ("seed000-03", f"{_REASON_03} → C 没跑", "C"),
        ("seed000-03", f"{_REASON_03} → C 跑不了", "C"),
        ("seed000-03", f"{_REASON_03} → C 稳了！", "C"),
    ],
)
def test_the_arrow_leads_to_what_it_names(question: str, answer: str, reading: str) -> None:
    graded = grade(CATALOG[question], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation and graded.reading == reading


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        ("seed001-15", f"{_REASON_15} → 后三个", "C、D、E"),  # another place: those options, not A
        ("seed001-15", f"{_REASON_15} → 前两个", "A、B"),
        ("seed000-03", f"{_REASON_03} → D 没跑", "D"),  # another option said sure of
    ],
)
def test_another_place_or_option_after_the_arrow_is_read_as_said(
    question: str, answer: str, reading: str
) -> None:
    graded = grade(CATALOG[question], answer)
    assert graded.verdict is Verdict.INCORRECT
    assert graded.reading == reading


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-03", f"{_REASON_03} → C 没跑吧"),  # tentative: left as before, a hedge
        ("seed000-03", f"{_REASON_03} → C 没跑？"),  # asked
        ("seed000-03", f"{_REASON_03} → C 没跑过"),  # "never ran": no certainty
        ("seed000-03", f"{_REASON_03} → C 不对"),  # denied
        ("seed000-03", f"{_REASON_03} → C 没跑，也可能 D"),  # another kept open after it
        ("seed001-15", f"{_REASON_15} → 前三个不对"),  # denied
        ("seed001-15", f"{_REASON_15} → 前三个吧，不确定"),  # doubted
    ],
)
def test_a_hedge_a_question_or_a_denial_after_the_arrow_is_not_made_right(question: str, answer: str) -> None:
    assert grade(CATALOG[question], answer).verdict is not Verdict.CORRECT
