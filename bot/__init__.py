"""The Telegram bot (aiogram 3): a stateless client of the API's candidate side.

It imports nothing of the project but ``api.schemas``. Entry points: ``bot.runner.run_bot`` (long polling
or its own webhook server), ``bot.runner.open_webhook_app`` (an ASGI app for the API's web server to
mount), ``bot.terminal.chat_loop`` (``interview-bot chat``).
"""
