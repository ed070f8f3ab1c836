"""The integration tier: real components in one process or on loopback — the SQL store on SQLite and a
throwaway PostgreSQL cluster, the Chroma index (embedded and ``chroma run``) with the real embedding model,
the API app in-process or served by uvicorn, and ruff/mypy/import-linter over the code.

Its fixtures come from ``tests/helpers/`` (registered in ``tests/conftest.py``); nothing tier-specific
is needed beyond them."""
