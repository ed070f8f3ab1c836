"""Alembic migrations, shipped inside the package (see ``api.store.engine.migrate``)."""
