"""Alembic environment: runs on the connection handed over by ``api.store.engine.migrate``."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from api.store.models import Base

connection = context.config.attributes.get("connection")
target_metadata = Base.metadata


def _run(connection_: Connection) -> None:
    context.configure(
        connection=connection_,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if connection is not None:
    _run(connection)
else:  # `alembic` command line (e.g. autogenerate), given a synchronous URL
    url = context.config.get_main_option("sqlalchemy.url") or "sqlite://"
    with create_engine(url).connect() as sync_connection:
        _run(sync_connection)
        sync_connection.commit()
