"""The SQL store: SQLAlchemy 2 async models, repositories, engine factory and Alembic migrations."""
