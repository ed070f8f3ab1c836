"""an index on the callback url of the tests an ATS sent: a repeated send_test is looked up by it

Revision ID: 0028_ats_callback_url_index
Revises: 0027_mend_bank_points
Create Date: 2026-12-04 21:40:00

Every send_test with a ``url`` (Greenhouse's, one per test it sends) reads the organisation's earlier
sending for that url, under the organisation's lock (``api.store.ats.sent_before``): through the index
on ``org_id`` alone, that read compared the url of every test the organisation was ever sent, and grew
with them.

SQLite: a B-tree on (org_id, callback_url), which its planner prefers to the one on org_id (a B-tree
on the url alone it passes over, having no statistics). PostgreSQL: the url is up to 2,048 characters
of any script, past the limit of a B-tree entry (2,704 bytes) when it is not ASCII, and an insert of
such a test would fail; a hash index has no such limit and serves the equality the lookup is. It holds
the url alone (hash indexes have one column): a test's url is its own, so what it finds is the test
sent for it, whose organisation is then checked.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0028_ats_callback_url_index"
down_revision: str | None = "0027_mend_bank_points"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _postgresql() -> bool:
    return op.get_bind().dialect.name == "postgresql"


def upgrade() -> None:
    if _postgresql():
        op.create_index(
            "ix_ats_assignments_callback_hash", "ats_assignments", ["callback_url"], postgresql_using="hash"
        )
    else:
        op.create_index("ix_ats_assignments_org_callback", "ats_assignments", ["org_id", "callback_url"])


def downgrade() -> None:
    if _postgresql():
        op.drop_index("ix_ats_assignments_callback_hash", table_name="ats_assignments")
    else:
        op.drop_index("ix_ats_assignments_org_callback", table_name="ats_assignments")
