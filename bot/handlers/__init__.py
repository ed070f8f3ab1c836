"""Telegram handlers: one router per file, each built by a ``create_router()`` factory."""
