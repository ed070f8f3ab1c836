"""The bot's own settings (``IBOT_`` environment variables): only what the bot needs."""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from api.schemas import GENERATE_SECRET_HINT, secret_problem

SERVICE_TOKEN_FILE = "service_token"
WEBHOOK_SECRET = re.compile(r"[A-Za-z0-9_-]{16,256}")


class BotSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="IBOT_", env_file=None, extra="ignore")

    telegram_token: SecretStr | None = None
    telegram_api_url: str | None = None  # None: Telegram's own Bot API server
    api_url: str = "http://127.0.0.1:8000"
    service_token: SecretStr | None = None  # None: read <data_dir>/service_token
    webhook_url: str | None = None  # None: long polling
    webhook_secret: SecretStr | None = None
    data_dir: Path = Path("./data")
    # how often the bot asks the API for recruiters' Telegram notices (bot/notices.py); 0: never
    notices_poll_s: float = Field(default=5.0, ge=0)

    def require_webhook_secret(self) -> str:
        """Webhook mode without a secret would accept updates from anyone who finds the URL: refuse."""
        secret = self.webhook_secret.get_secret_value() if self.webhook_secret else ""
        if not WEBHOOK_SECRET.fullmatch(secret):
            raise RuntimeError(
                "webhook mode needs IBOT_WEBHOOK_SECRET: 16-256 characters of A-Z a-z 0-9 _ - "
                f"(Telegram sends it back in X-Telegram-Bot-Api-Secret-Token); {GENERATE_SECRET_HINT}"
            )
        problem = secret_problem(secret)
        if problem:
            raise RuntimeError(f"IBOT_WEBHOOK_SECRET {problem}; {GENERATE_SECRET_HINT}")
        return secret

    def resolve_service_token(self) -> str:
        """IBOT_SERVICE_TOKEN, else the token the API generated into its data dir."""
        if self.service_token is not None:
            token = self.service_token.get_secret_value()
            problem = secret_problem(token)
            if problem:
                raise RuntimeError(f"IBOT_SERVICE_TOKEN {problem}; {GENERATE_SECRET_HINT}")
            return token
        path = self.data_dir / SERVICE_TOKEN_FILE
        try:
            return path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            raise RuntimeError(
                f"no service token: set IBOT_SERVICE_TOKEN or start the API once so that it writes {path}"
            ) from None


def load_bot_settings(**overrides: object) -> BotSettings:
    """Read the environment; keyword overrides (command-line flags) win."""
    cleaned = {key: value for key, value in overrides.items() if value is not None}
    return BotSettings(**cleaned)  # type: ignore[arg-type]
