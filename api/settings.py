"""Typed settings (``IBOT_`` environment variables), built by a factory, never at import time."""

from __future__ import annotations

import secrets
from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PLACEHOLDER_SECRETS = {"changeme", "change-me", "changethis", "secret", "password", "token", "test", "xxx"}
SERVICE_TOKEN_FILE = "service_token"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="IBOT_", env_file=None, extra="ignore")

    data_dir: Path = Path("./data")
    database_url: str | None = None  # default: SQLite in the data dir
    chroma_url: str | None = None  # default: embedded Chroma in the data dir
    api_url: str = "http://127.0.0.1:8000"
    service_token: SecretStr | None = None  # default: generated into the data dir on first start
    telegram_token: SecretStr | None = None
    telegram_api_url: str | None = None  # default: Telegram's
    webhook_url: str | None = None
    webhook_secret: SecretStr | None = None
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    bot_username: str = Field(default="interview_bot", pattern=r"^[A-Za-z0-9_]{3,64}$")
    # per API process (per replica), see api/ratelimit.py; 0 turns a limit off
    rate_limit_candidate_per_minute: int = Field(default=120, ge=0)
    rate_limit_key_per_minute: int = Field(default=600, ge=0)

    @field_validator("service_token", "webhook_secret", "llm_api_key")
    @classmethod
    def _refuse_placeholders(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None:
            return None
        secret = value.get_secret_value()
        if secret.strip().lower() in PLACEHOLDER_SECRETS or len(secret) < 16:
            raise ValueError("refusing a placeholder or short secret (use 16+ random characters)")
        return value

    @property
    def sqlalchemy_url(self) -> str:
        return self.database_url or f"sqlite+aiosqlite:///{(self.data_dir / 'interview-bot.db').resolve()}"

    def ensure_service_token(self) -> str:
        """The configured token, else the one generated into the data dir on first start."""
        if self.service_token is not None:
            return self.service_token.get_secret_value()
        path = self.data_dir / SERVICE_TOKEN_FILE
        if path.exists():
            return path.read_text(encoding="utf-8").strip()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        token = secrets.token_urlsafe(32)
        path.touch(mode=0o600)
        path.write_text(token + "\n", encoding="utf-8")
        return token


def load_settings(**overrides: object) -> Settings:
    """Read the environment; keyword overrides (e.g. from command-line flags) win."""
    cleaned = {key: value for key, value in overrides.items() if value is not None}
    return Settings(**cleaned)  # type: ignore[arg-type]
