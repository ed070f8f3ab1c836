"""What is kept about a candidate beyond their sessions: the mistake notebook (FSRS cards of
practice questions answered wrong) and their data rights (what is stored, forgetting them, each
organisation's retention period, applied by a periodic job)."""

from api.services.candidates._data_rights import RetentionWorker, export_candidate, forget_candidate
from api.services.candidates._notebook import notebook_entries, practiced, rate_review, rating_intervals

__all__ = [
    "RetentionWorker",
    "export_candidate",
    "forget_candidate",
    "notebook_entries",
    "practiced",
    "rate_review",
    "rating_intervals",
]
