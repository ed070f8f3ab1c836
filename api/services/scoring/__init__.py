"""Scores beyond points, on the organisation's scale (item response theory): a finished interview's
ability (θ ± SE), the calibration that estimates item parameters in the background, the adaptive
choice of each next question, and item statistics for recruiters."""

from api.services.scoring._ability import (
    NOT_JUDGED,
    Scored,
    estimate,
    load_parameters,
    load_parameters_sync,
    scale_name,
)
from api.services.scoring._adaptive import extend, start_state
from api.services.scoring._calibration import CalibrationWorker, latest_calibration, question_parameters
from api.services.scoring._item_stats import (
    ItemStat,
    invite_cohort,
    item_stats,
    org_cohort,
    session_scores,
    strong_threshold,
)

__all__ = [
    "NOT_JUDGED",
    "CalibrationWorker",
    "ItemStat",
    "Scored",
    "estimate",
    "extend",
    "invite_cohort",
    "item_stats",
    "latest_calibration",
    "load_parameters",
    "load_parameters_sync",
    "org_cohort",
    "question_parameters",
    "scale_name",
    "session_scores",
    "start_state",
    "strong_threshold",
]
