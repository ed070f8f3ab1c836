"""a late answer is ``invalid`` (0 points, not judged), no longer ``incorrect``

Revision ID: 0031_late_answers_invalid
Revises: 0030_item_parameter_flag
Create Date: 2026-12-05 14:50:00

An answer that arrived after its question's time (and grace) earns 0 points and is not judged: the
candidate is told so ("本题得 0 分（不算答错）"), xAPI sends it with no result, and an answer typed for a
question whose timer closed it, or a late answer that could not be read, was already kept ``invalid``
and timed out. A late answer that could be read was stored ``incorrect``, so the transcripts, the CSV
and the console called it wrong — a right answer sent late among them. From now on it is stored
``invalid``; the ones stored before are changed here. What the answer would have earned in time stays
in ``parsed.graded``, which tells them apart again on the way down.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0031_late_answers_invalid"
down_revision: str | None = "0030_item_parameter_flag"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ANSWERS = sa.table(
    "answers",
    sa.column("verdict", sa.String),
    sa.column("timed_out", sa.Boolean),
    sa.column("skipped", sa.Boolean),
    sa.column("parsed", sa.JSON),
)
_LATE = sa.and_(_ANSWERS.c.timed_out.is_(True), _ANSWERS.c.skipped.is_(False))


def upgrade() -> None:
    op.execute(sa.update(_ANSWERS).where(_LATE, _ANSWERS.c.verdict == "incorrect").values(verdict="invalid"))


def downgrade() -> None:
    """Back to ``incorrect``, the late answers that could be read (their grade in time is not ``invalid``)."""
    read = _ANSWERS.c.parsed["graded"]["verdict"].as_string()
    op.execute(
        sa.update(_ANSWERS)
        .where(_LATE, _ANSWERS.c.verdict == "invalid", read.is_not(None), read != "invalid")
        .values(verdict="incorrect")
    )
