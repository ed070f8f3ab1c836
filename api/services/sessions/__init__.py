"""Sessions and how they come to be: invites (created, revoked, opened; an applicant tracking
system's assignments of them), the form that decides an invite's questions, the plan drawn for a
session, its status and deadlines, the question messages the bot showed, and the running totals kept
on its row."""

from api.services.sessions._ats import (
    CALLBACK_TARGET,
    SendTest,
    callback_request,
    list_tests,
    send_test,
    test_status,
    write_completion,
)
from api.services.sessions._invites import (
    announce_expiring,
    create_invite,
    deep_link,
    invite_out,
    invite_state,
    revoke_invite,
    time_limit_short,
)
from api.services.sessions._sessions import (
    GRACE,
    answer_deadline,
    begin,
    current_view,
    expired_after_arrival,
    question_deadline,
    reading_out,
    refresh_status,
    session_deadline,
    start_session,
)
from api.services.sessions._shown import poll_of, record_shown, typed_when
from api.services.sessions._totals import (
    answered_column,
    backfill_plan_points,
    count_answer,
    replan_running_sessions,
)

__all__ = [
    "CALLBACK_TARGET",
    "GRACE",
    "SendTest",
    "announce_expiring",
    "answer_deadline",
    "answered_column",
    "backfill_plan_points",
    "begin",
    "callback_request",
    "count_answer",
    "create_invite",
    "current_view",
    "deep_link",
    "expired_after_arrival",
    "invite_out",
    "invite_state",
    "list_tests",
    "poll_of",
    "question_deadline",
    "reading_out",
    "record_shown",
    "refresh_status",
    "replan_running_sessions",
    "revoke_invite",
    "send_test",
    "session_deadline",
    "start_session",
    "test_status",
    "time_limit_short",
    "typed_when",
    "write_completion",
]
