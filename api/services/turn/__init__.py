"""The answer turn: an answer (or a skip, a hint, finishing) arrives, is decided, graded, recorded and
answered — what the candidate routes call.

Inside: the pipeline every answer takes (``_pipeline``), the unit of work that records it
(``_answers``), what it reads about the candidate besides the session (``_reads``), the result the
candidate reads (``_results``), readings waiting for confirmation (``_readings``), hints (``_hints``)
and what the first turns would load inside a request, loaded at start-up instead (``_warmup``). Other
rooms use only what is named here.
"""

from api.services.turn._answers import finish_session, pass_vanished_questions, serve_current, skip_question
from api.services.turn._hints import hint_turn, take_hint
from api.services.turn._pipeline import Outcome, answer_turn, count
from api.services.turn._readings import discard as discard_reading
from api.services.turn._refusals import TurnRefused, reading_gone
from api.services.turn._results import answer_result
from api.services.turn._warmup import warm_up

__all__ = [
    "Outcome",
    "TurnRefused",
    "answer_result",
    "answer_turn",
    "count",
    "discard_reading",
    "finish_session",
    "hint_turn",
    "pass_vanished_questions",
    "reading_gone",
    "serve_current",
    "skip_question",
    "take_hint",
    "warm_up",
]
