"""The service's typed settings (``IBOT_`` environment variables), built by a factory, never at import time.

Only what the API reads lives here. The bot's own settings (its Telegram token, Bot API server, webhook
URL and secret) are ``bot/settings.py``; ``interview-bot up`` reads both and points its bot at itself."""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PLACEHOLDER_SECRETS = {"changeme", "change-me", "changethis", "secret", "password", "token", "test", "xxx"}
SERVICE_TOKEN_FILE = "service_token"


class Settings(BaseSettings):
    # errors never show the value: a URL refused for its password would print the password
    model_config = SettingsConfigDict(
        env_prefix="IBOT_", env_file=None, extra="ignore", hide_input_in_errors=True
    )

    data_dir: Path = Path("./data")
    database_url: str | None = None  # default: SQLite in the data dir
    chroma_url: str | None = None  # default: embedded Chroma in the data dir
    api_url: str = (
        "http://127.0.0.1:8000"  # where the bot reaches the API (read here as public_url's default)
    )
    # the address recruiters, ATSs, LRSs and Telegram users open the service at: every link it sends out
    # (webhook and ATS links, Telegram notices' buttons, xAPI IRIs) is built from it; unset = api_url, so
    # a one-machine install is unchanged (deploy/compose.yaml sets https://PUBLIC_HOST for the replicas)
    public_url: str | None = Field(default=None, pattern=r"^https?://[^\s/?#]+(/[^\s?#]*)?$")
    service_token: SecretStr | None = None  # default: generated into the data dir on first start
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    bot_username: str = Field(default="interview_bot", pattern=r"^[A-Za-z0-9_]{3,64}$")
    # per API process (per replica), see api/ratelimit.py; 0 turns a limit off
    rate_limit_candidate_per_minute: int = Field(default=120, ge=0)
    rate_limit_key_per_minute: int = Field(default=600, ge=0)
    # failed authentications (401) per client address per minute, before its requests answer 429
    rate_limit_failed_auth_per_minute: int = Field(default=30, ge=0)
    # proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: comma-separated IPs or CIDRs
    # (api/client_address.py); none by default, so a sender can never name its own client address
    trusted_proxies: str = ""
    # console sign-in attempts (wrong or right) per client address and per key prefix per minute
    console_sign_in_per_minute: int = Field(default=10, ge=0)
    # when set, GET /metrics requires "Authorization: Bearer <this token>"
    metrics_token: SecretStr | None = None
    # outbound webhooks (api/services/webhooks/_delivery.py): loopback, private and link-local receivers are
    # refused unless this is true (self-hosted receivers, tests)
    outbound_allow_private: bool = False
    webhook_delivery_timeout_s: float = Field(default=5.0, gt=0, le=30)
    # a claimed delivery is leased for twice the timeout plus this margin (checking, sending, settling): a
    # process killed mid-delivery leaves it to another process once the lease runs out
    webhook_lease_margin_s: float = Field(default=10.0, gt=0, le=600)
    # the first retry waits this long, each later one twice the one before, for up to the window
    webhook_backoff_base_s: float = Field(default=30.0, gt=0, le=3600)
    webhook_retry_window_s: int = Field(default=24 * 3600, ge=60, le=7 * 24 * 3600)
    # how often an idle worker looks for due deliveries (an event committed here wakes it at once)
    webhook_poll_s: float = Field(default=2.0, gt=0, le=300)
    # a Learning Record Store for xAPI statements (api/services/webhooks/): its endpoint (statements go to
    # <url>/statements) and the Authorization header it expects ("Basic …", or "user:password")
    xapi_url: str | None = None
    xapi_auth: SecretStr | None = None
    # the mail server the ATS's tests are e-mailed through (api/services/mail.py): smtp://user:password@
    # host:587 (STARTTLS, required unless smtp_starttls is false) or smtps://…:465 (TLS from the start);
    # unset = no e-mail is sent, and a test sent to an e-mail address alone is refused (docs/ats.md)
    smtp_url: SecretStr | None = None
    smtp_starttls: bool = True
    mail_from: str | None = None  # the invitation's From, e.g. "Interview Bot <noreply@example.com>"
    # how often the retention job pseudonymises sessions older than their organisation's retention period
    retention_interval_s: float = Field(default=3600.0, gt=0, le=7 * 24 * 3600)
    # how often organisations with newly finished interviews are recalibrated (api/services/scoring/)
    calibration_interval_s: float = Field(default=60.0, gt=0, le=7 * 24 * 3600)
    # integrity signals (api/services/integrity/_flags.py; defaults justified in docs/settings.md)
    fast_min_chars: int = Field(default=60, ge=1, le=100_000)  # shorter answers are never `fast`
    fast_chars_per_s: float = Field(default=10.0, gt=0, le=1000)  # faster than this is not typing
    quick_correct_min_chars: int = Field(default=300, ge=1, le=100_000)  # a "long" question
    reading_chars_per_s: float = Field(default=25.0, gt=0, le=1000)  # faster than this is not reading
    similar_min_tokens: int = Field(default=20, ge=3, le=10_000)  # shorter answers coincide by nature
    similar_threshold: float = Field(default=0.8, gt=0, le=1)  # Jaccard of token 3-shingles
    # interview choice options in each session's own order (api/services/questions/_option_order.py)
    shuffle_options: bool = True
    # the questions a session draws, reproducible from this seed (tests, demos); unset: drawn at random
    draw_seed: int | None = None

    @field_validator("service_token", "metrics_token")
    @classmethod
    def _refuse_weak_secrets(cls, value: SecretStr | None, info: ValidationInfo) -> SecretStr | None:
        if value is None:
            return None
        from api.schemas import GENERATE_SECRET_HINT, secret_problem  # wire models: not in every CLI call

        problem = secret_problem(value.get_secret_value())
        if problem:
            raise ValueError(f"IBOT_{str(info.field_name).upper()} {problem}; {GENERATE_SECRET_HINT}")
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _proxies_are_addresses(cls, value: str) -> str:
        from api.client_address import parse_trusted_proxies

        parse_trusted_proxies(value)  # raises, naming the entry that is no IP or CIDR
        return value

    @field_validator("llm_api_key")
    @classmethod
    def _refuse_placeholders(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None:
            return None
        secret = value.get_secret_value()
        if secret.strip().lower() in PLACEHOLDER_SECRETS or len(secret) < 16:
            raise ValueError("refusing a placeholder or short secret (use 16+ random characters)")
        return value

    @model_validator(mode="after")
    def _mail_server_is_usable(self) -> Settings:
        """A mail server that cannot work is refused at start, not found out at the first invitation."""
        if self.smtp_url is not None:
            from api.services.mail import smtp_server  # parsing and its rules live with the sender

            smtp_server(self)  # raises ValueError, naming the problem and never the password
        elif self.mail_from is not None:
            raise ValueError("IBOT_MAIL_FROM is set but IBOT_SMTP_URL is not: no e-mail can be sent")
        return self

    @model_validator(mode="after")
    def _credentials_travel_encrypted(self) -> Settings:
        """A key sent with every request (the LRS's, the LLM endpoint's) goes over https, or over http to
        this machine only: the rule the SMTP password and the ATS callback's key follow too."""
        from api.services.mail import loopback

        for url_name, url, key_name, key in (
            ("IBOT_XAPI_URL", self.xapi_url, "IBOT_XAPI_AUTH", self.xapi_auth),
            ("IBOT_LLM_BASE_URL", self.llm_base_url, "IBOT_LLM_API_KEY", self.llm_api_key),
        ):
            if not url or key is None:
                continue
            parts = urlsplit(url.strip())
            if parts.scheme != "https" and not (parts.scheme == "http" and loopback(parts.hostname or "")):
                raise ValueError(
                    f"{url_name} must be https:// (or http:// to this machine): {key_name} would travel "
                    "unencrypted with every request"
                )
        return self

    @field_validator("database_url")
    @classmethod
    def _refuse_a_weak_database_password(cls, value: str | None) -> str | None:
        """The password in a PostgreSQL URL follows the rule of the service's own secrets (the
        .env.example's placeholder is refused, as its IBOT_SERVICE_TOKEN's is)."""
        if value is None or not value.startswith("postgres"):
            return value
        from sqlalchemy.engine import make_url
        from sqlalchemy.exc import ArgumentError

        from api.schemas import GENERATE_SECRET_HINT, secret_problem

        try:
            password = make_url(value).password
        except ArgumentError:  # the engine says what is wrong with it
            return value
        problem = secret_problem(str(password)) if password is not None else None  # None: trust, .pgpass
        if problem:
            raise ValueError(f"the password in IBOT_DATABASE_URL {problem}; {GENERATE_SECRET_HINT}")
        return value

    @property
    def public_base(self) -> str:
        """The base of every link the service sends out, without a trailing slash."""
        return (self.public_url or self.api_url).rstrip("/")

    @property
    def sqlalchemy_url(self) -> str:
        return self.database_url or f"sqlite+aiosqlite:///{(self.data_dir / 'interview-bot.db').resolve()}"

    def ensure_data_dir(self) -> Path:
        """The data dir, made (or tightened) to 0700: it holds the SQLite file and the service token."""
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        if self.data_dir.stat().st_mode & 0o077:
            self.data_dir.chmod(0o700)
        return self.data_dir

    def ensure_service_token(self) -> str:
        """The configured token, else the one generated into the data dir on first start."""
        if self.service_token is not None:
            return self.service_token.get_secret_value()
        path = self.data_dir / SERVICE_TOKEN_FILE
        if path.exists():
            return path.read_text(encoding="utf-8").strip()
        self.ensure_data_dir()
        # written whole beside it, then linked into place (which fails if another process got there
        # first): processes starting together on a new data dir all end up with the one token
        descriptor, name = tempfile.mkstemp(dir=self.data_dir, prefix=f".{SERVICE_TOKEN_FILE}.")  # mode 0600
        draft = Path(name)
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                handle.write(secrets.token_urlsafe(32) + "\n")
            with contextlib.suppress(FileExistsError):
                os.link(draft, path)
        finally:
            draft.unlink()
        return path.read_text(encoding="utf-8").strip()


def load_settings(**overrides: object) -> Settings:
    """Read the environment; keyword overrides (e.g. from command-line flags) win."""
    cleaned = {key: value for key, value in overrides.items() if value is not None}
    return Settings(**cleaned)  # type: ignore[arg-type]
