"""The end-to-end tier: what a user or an operator runs — the real aiogram bot against the fake Bot API
server (``tests/helpers/fake_telegram.py``) with the real API behind it, the ``interview-bot`` CLI as
processes, and the scale-out topology (PostgreSQL, ``chroma run``, API replicas, the bot on a webhook).

Its fixtures come from ``tests/helpers/`` (registered in ``tests/conftest.py``); nothing tier-specific
is needed beyond them."""
