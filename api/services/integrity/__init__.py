"""Integrity signals: the pure detectors (``_signals``: fast answers, copied keys, near-identical
answers) and the flags they leave beside each recorded answer (``_flags``), evidence for a recruiter to
weigh, never part of a grade."""

from api.services.integrity._flags import add_bands, flag_answer, flag_stored, record_signal
from api.services.integrity._signals import summary

__all__ = [
    "add_bands",
    "flag_answer",
    "flag_stored",
    "record_signal",
    "summary",
]
