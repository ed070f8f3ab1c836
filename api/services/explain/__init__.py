"""Explanations and what a candidate may see: the reveal policy (``visibility``), the questions
withheld from a candidate (``withheld_question_ids``: one rule, ``_withheld``), and the explanation kept
with each answer — the bank's own, the corrected key, related material from the index, the optional
tailored note — made as an answer is recorded or once its session is over."""

from api.services.explain._explain import kept_explanation, related_for, shown_explanation
from api.services.explain._session_explanations import explain_when_over, explanation_for, explanations_at_end
from api.services.explain._visibility import visibility
from api.services.explain._withheld import Planned, withheld_of, withheld_question_ids

__all__ = [
    "Planned",
    "explain_when_over",
    "explanation_for",
    "explanations_at_end",
    "kept_explanation",
    "related_for",
    "shown_explanation",
    "visibility",
    "withheld_of",
    "withheld_question_ids",
]
