""" "All but X are needed" closing the answer ("除了序列长度那条都要") chooses the rest, as "都选" does; "要"
followed by more ("都要改"), asked, or denied ("都不要") reads nothing."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

FP8 = Question(
    id="fx-all-but-needed",
    bank="fx",
    type=QuestionType.MULTI,
    stem="使用 Transformer Engine 进行 FP8 训练时，需满足",
    options={"A": "矩阵维度对齐", "B": "序列长度 ≤ 8192", "C": "GPU 计算能力 ≥ 8.9", "D": "开启 CUDA Graph"},
    key="AC",
    scoring=Scoring.ALL_OR_NOTHING,
)


def test_all_but_one_needed_chooses_the_rest() -> None:
    for answer, chosen in (
        ("除了序列长度那条都要", ["A", "C", "D"]),
        ("除了 CUDA Graph 和序列长度都要", ["A", "C"]),
    ):
        graded = grade(FP8, answer)
        assert (graded.understood.choices, graded.needs_confirmation) == (chosen, True), answer


def test_needed_with_more_after_it_asked_or_denied_reads_nothing() -> None:
    for answer in ("除了序列长度那条都要改", "除了序列长度那条都要吗", "除了序列长度那条都不要"):
        graded = grade(FP8, answer)
        assert graded.verdict is Verdict.INVALID, answer
