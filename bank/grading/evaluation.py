"""Agreement between the grader and labelled answers (pure: the caller loads the labels)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping

from pydantic import BaseModel, ConfigDict

from bank.grading import Similarity, grade
from bank.grading.results._types import Grade, Verdict
from bank.model import Question

SCORE_SLACK = 0.05  # a label's score and the grader's agree within this (fractions of the points)
OPEN_TYPES = frozenset(
    {"short", "design", "derivation"}
)  # agreement on the verdict; the score gap is reported


class Labelled(BaseModel):
    """One candidate answer with the verdict (and score) a fair human grader gives it."""

    model_config = ConfigDict(extra="ignore")

    question: str
    answer: str | None = ""
    verdict: Verdict
    score: float | None = None
    note: str = ""  # why the label is right
    case: str = ""  # the class of answer it exercises (letter, negation, value …); "" in the earlier set
    confirm: bool | None = None  # whether the reading must be confirmed first; None: not labelled


class Outcome(BaseModel):
    labelled: Labelled
    question_type: str
    grade: Grade | None  # None: the question is not in the catalog

    @property
    def agrees(self) -> bool:
        """The same grade (see ``grade_agrees``) and the same need of confirmation, where labelled."""
        if not self.grade_agrees or self.grade is None:
            return False
        confirm = self.labelled.confirm
        if confirm is None or self.grade.verdict is Verdict.INVALID:
            return True
        return self.grade.needs_confirmation is confirm

    @property
    def grade_agrees(self) -> bool:
        """Same verdict and, except for open answers, the same score (within SCORE_SLACK)."""
        if self.grade is None or self.grade.verdict is not self.labelled.verdict:
            return False
        if self.question_type in OPEN_TYPES or self.labelled.score is None:
            return True
        return abs(self.grade.score - self.labelled.score) <= SCORE_SLACK

    @property
    def score_gap(self) -> float | None:
        if self.grade is None or self.labelled.score is None:
            return None
        return abs(self.grade.score - self.labelled.score)


class Report(BaseModel):
    outcomes: list[Outcome]

    def by_type(self) -> dict[str, tuple[int, int]]:
        """question type → (agreeing, total)."""
        return self._count(lambda outcome: outcome.question_type)

    def by_case(self) -> dict[str, tuple[int, int]]:
        """class of answer (the label's ``case``; 'earlier set' when it has none) → (agreeing, total)."""
        return self._count(lambda outcome: outcome.labelled.case or "earlier set")

    def _count(self, key: Callable[[Outcome], str]) -> dict[str, tuple[int, int]]:
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for outcome in self.outcomes:
            counts[key(outcome)][0] += outcome.agrees
            counts[key(outcome)][1] += 1
        return {name: (agree, total) for name, (agree, total) in sorted(counts.items())}

    def wrong_made_correct(self) -> list[Outcome]:
        """Answers graded correct that the label says are not: the failure that must never happen
        (with or without the candidate's confirmation of the reading)."""
        return [
            outcome
            for outcome in self.outcomes
            if outcome.grade is not None
            and outcome.grade.verdict is Verdict.CORRECT
            and outcome.labelled.verdict is not Verdict.CORRECT
        ]

    def agreement(self, *, with_confirmation: bool = True) -> float:
        """Share of answers agreeing; ``with_confirmation=False`` compares the grade alone."""
        if not self.outcomes:
            return 0.0
        agreeing = [o.agrees if with_confirmation else o.grade_agrees for o in self.outcomes]
        return sum(agreeing) / len(agreeing)

    def disagreements(self) -> list[Outcome]:
        return [outcome for outcome in self.outcomes if not outcome.agrees]

    def mean_score_gap(self, kind: str) -> float:
        gaps = [o.score_gap for o in self.outcomes if o.question_type == kind and o.score_gap is not None]
        return sum(gaps) / len(gaps) if gaps else 0.0

    def case_table(self) -> str:
        lines = [f"{'class':<14}{'agree':>7}{'total':>7}{'rate':>9}"]
        for case, (agree, total) in self.by_case().items():
            lines.append(f"{case:<14}{agree:>7}{total:>7}{agree / total:>9.1%}")
        return "\n".join(lines)

    def table(self) -> str:
        lines = [f"{'type':<12}{'agree':>7}{'total':>7}{'rate':>9}{'score gap':>11}"]
        for kind, (agree, total) in self.by_type().items():
            gap = self.mean_score_gap(kind)
            lines.append(f"{kind:<12}{agree:>7}{total:>7}{agree / total:>9.1%}{gap:>11.3f}")
        return "\n".join(lines)


def evaluate(
    labelled: Iterable[Labelled], questions: Mapping[str, Question], *, similarity: Similarity | None = None
) -> Report:
    """The grader's outcome on each labelled answer (``similarity``: the model of meaning, if any)."""
    outcomes = []
    for item in labelled:
        question = questions.get(item.question)
        kind = question.type.value if question is not None else "unknown"
        result = grade(question, item.answer, similarity=similarity) if question is not None else None
        outcomes.append(Outcome(labelled=item, question_type=kind, grade=result))
    return Report(outcomes=outcomes)
