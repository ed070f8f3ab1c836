"""Questions as the service serves them: which a viewer may see (the public bank, an organisation's
own, a session's copies), as shown to candidates and recruiters (options in each interview's own order,
snapshots, errata), and how an answer to one is graded (the bank's grader, the optional LLM judge, hint
penalties). Every other room reads questions through what is named here."""

from api.services.questions._grading import (
    GRADE_COLUMNS,
    copy_grade,
    counted_points,
    grade_answer,
    hint_factor,
    recount,
    skipped_answer,
    ungraded,
)
from api.services.questions._library import (
    PUBLIC_BANK,
    PUBLIC_OWNER,
    Questions,
    QuestionSource,
    VisibleHit,
    org_questions,
    owners_for,
    search_visible,
    session_questions,
)
from api.services.questions._option_order import as_shown
from api.services.questions._questions import (
    errata_out,
    expected_key,
    own_parts,
    question_detail,
    question_out,
    shown_question,
    snapshot,
)

__all__ = [
    "GRADE_COLUMNS",
    "PUBLIC_BANK",
    "PUBLIC_OWNER",
    "QuestionSource",
    "Questions",
    "VisibleHit",
    "as_shown",
    "copy_grade",
    "counted_points",
    "errata_out",
    "expected_key",
    "grade_answer",
    "hint_factor",
    "org_questions",
    "own_parts",
    "owners_for",
    "question_detail",
    "question_out",
    "recount",
    "search_visible",
    "session_questions",
    "shown_question",
    "skipped_answer",
    "snapshot",
    "ungraded",
]
