"""Telegram handlers: one router per file, each built by a ``create_router()`` factory. Every button is
one handler's (``common.clicked``), routed by ``bot.buttons``, the table the terminal chat routes by."""
