"""The topic a finished session suggests practising next: its report's words and its button name the
same one, the weakest (the lowest share of its points, the larger topic on a tie); none where every
topic was full marks or the report has no score."""

from __future__ import annotations

from datetime import UTC, datetime

from api.schemas import CurrentQuestion, QuestionOut, SessionSummary, Transcript, TranscriptAnswer
from bot.final_views import final_replies, next_topic
from bot.keyboards import PracticeCb
from bot.topics import topic_name

NOW = datetime(2026, 1, 5, tzinfo=UTC)
SID = "f16dcf2289ef4532adf1e83a51fc4340"


def _ended(*answers: tuple[str, float, float]) -> tuple[CurrentQuestion, Transcript]:
    """A finished practice whose answers are (topic, points awarded, points)."""
    awarded, points = sum(a for _, a, _ in answers), sum(p for _, _, p in answers)
    report = SessionSummary(
        id=SID,
        mode="practice",
        status="finished",
        position=len(answers),
        total=len(answers),
        answered=len(answers),
        candidate_id=1,
        created_at=NOW,
        points=points,
        points_awarded=awarded,
        score=awarded / points,
    )
    rows = [
        TranscriptAnswer(
            position=n,
            question_id=f"q{n}",
            question=QuestionOut(id=f"q{n}", type="single", stem="?", points=p, topics=[topic]),
            answer="A",
            verdict="correct" if a == p else "incorrect",
            points=p,
            points_awarded=a,
            shown_at=NOW,
            answered_at=NOW,
            time_taken_ms=1000,
        )
        for n, (topic, a, p) in enumerate(answers)
    ]
    current = CurrentQuestion(session_id=SID, status="finished", position=len(answers), total=len(answers))
    return current.model_copy(update={"report": report}), Transcript(session=report, answers=rows)


def _suggested(current: CurrentQuestion, transcript: Transcript) -> tuple[list[str], list[str]]:
    """The topics the report's words and its buttons suggest (the words: by the topic's name)."""
    (final, *_) = final_replies(current, "en", transcript)
    said = [line for line in final.html.splitlines() if line.startswith("Next: practise ")]
    names = {f"Next: practise {topic_name(topic, 'en')}.": topic for topic in ("rlhf", "moe", "kv")}
    pressed = [b.data for row in final.buttons for b in row if b.data.startswith("p:")]
    return [names.get(line, line) for line in said], [PracticeCb.unpack(data).t for data in pressed]


def test_the_words_and_the_button_suggest_the_weakest_topic() -> None:
    current, transcript = _ended(("rlhf", 1, 1), ("moe", 0, 1), ("kv", 1, 2))
    assert next_topic(transcript, current.report) == "moe"
    assert _suggested(current, transcript) == (["moe"], ["moe"])


def test_on_a_tie_the_larger_topic_is_suggested() -> None:
    current, transcript = _ended(("rlhf", 1, 2), ("kv", 2, 4), ("moe", 2, 2))
    assert _suggested(current, transcript) == (["kv"], ["kv"])


def test_full_marks_or_no_score_suggest_nothing() -> None:
    current, transcript = _ended(("rlhf", 1, 1), ("moe", 2, 2))
    assert _suggested(current, transcript) == ([], [])
    unscored = current.model_copy(update={"report": current.report.model_copy(update={"score": None})})
    assert next_topic(transcript, unscored.report) is None
    assert _suggested(unscored, transcript) == ([], [])
