"""An open answer's key points as the grade counted them (issue 18): a point touched but not covered
earns part credit and is listed as ``partly`` — never among the points that earned nothing — so the
✔/◐/✘ bullets the bot shows always add up to the score."""

from __future__ import annotations

from api.schemas import AnswerResult, CurrentQuestion, RubricPoint
from bank.grading import Verdict, grade
from bank.grading.open._rubric import TOUCHED_CREDIT
from bot.verdicts import result_reply_html, rubric_lines
from tests.helpers.grading_questions import KV

ALL_POINTS = "KV cache 显存随序列长度线性增长；PagedAttention 减少碎片；量化到 INT8/FP8；GQA/MQA 减少 KV 头数"
TOUCHES_ONLY = "用 INT8。"  # one item of "量化 KV cache：INT8/FP8", nothing else


def test_a_touched_point_is_partly_covered_and_earns_the_score() -> None:
    result = grade(KV, TOUCHES_ONLY)
    understood = result.understood
    assert result.score > 0 and result.verdict is not Verdict.CORRECT, (result.score, understood)
    assert understood.partly == ["量化 KV cache：INT8/FP8"], understood
    assert understood.partly[0] not in understood.missed and not understood.covered
    assert sorted(understood.covered + understood.partly + understood.missed) == sorted(KV.key_points)
    counted = (len(understood.covered) + TOUCHED_CREDIT * len(understood.partly)) / len(KV.key_points)
    assert result.score == counted  # the bullets add up to the grade, which this change leaves alone
    assert "部分覆盖" in result.rationale


def test_a_fully_covered_or_empty_answer_has_no_partly_covered_point() -> None:
    full = grade(KV, ALL_POINTS)
    assert full.score == 1.0 and full.understood.partly == [] and full.understood.missed == []
    off_topic = grade(KV, "推荐用 Redis 做缓存，MySQL 分库分表。")
    assert off_topic.score == 0.0 and off_topic.understood.partly == []


def _result(rubric: list[RubricPoint]) -> AnswerResult:
    return AnswerResult(
        session_id="s",
        question_id="q",
        position=0,
        revealed=True,
        verdict="partial",
        score=1 / 12,
        points_awarded=0.83,
        points=10,
        rubric=rubric,
        next=CurrentQuestion(session_id="s", status="active", position=1, total=2),
    )


def test_the_bullets_mark_part_credit_apart_from_none_with_a_legend() -> None:
    rubric = [
        RubricPoint(point="A", covered=True),
        RubricPoint(point="B", covered=False, partly=True),
        RubricPoint(point="C", covered=False),
    ]
    assert rubric_lines(_result(rubric), "zh") == ["✔ A", "◐ B", "✘ C", "（◐ 部分覆盖：该要点得了部分分）"]
    assert rubric_lines(_result(rubric), "en")[-1].startswith("(◐ partly covered")
    text = result_reply_html(_result(rubric[1:]), "zh")
    assert "◐ B" in text and "✘ C" in text


def test_without_part_credit_there_is_no_legend() -> None:
    rubric = [RubricPoint(point="A", covered=True), RubricPoint(point="C", covered=False)]
    assert rubric_lines(_result(rubric), "zh") == ["✔ A", "✘ C"]
