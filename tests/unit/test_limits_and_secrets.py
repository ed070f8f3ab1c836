"""Rate-limit buckets are never forgotten while they limit someone; weak secrets are refused with a
message that says how to make a good one (api/schemas.secret_problem, the API and bot settings)."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest
from pydantic import SecretStr, ValidationError

from api.ratelimit import TokenBuckets
from api.schemas import secret_problem
from api.settings import Settings
from bot.settings import BotSettings

ENV_EXAMPLE = Path(__file__).resolve().parents[2] / "deploy" / ".env.example"
WEAK = ["aaaaaaaaaaaaaaaa", "0000000000000000", "passwordpassword", "short", "aaaaaaaaaaaaaaab",
        "1234567890123456", "Password1234567890"]  # fmt: skip


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_flooding_new_keys_never_resets_a_live_limit() -> None:
    clock = Clock()
    buckets = TokenBuckets(2, max_keys=10, clock=clock)
    assert [buckets.take("attacker") for _ in range(2)] == [0.0, 0.0]
    assert buckets.take("attacker") > 0
    for n in range(10_000):  # far beyond max_keys, all within the same minute
        buckets.take(f"flood-{n}")
    assert buckets.take("attacker") > 0, "the attacker's empty bucket survived the flood"
    assert buckets.wait("attacker") > 0
    clock.now += 61  # every bucket has refilled: now they may go
    buckets.take("late")
    assert len(buckets) == 10
    assert buckets.take("attacker") == 0.0


def test_wait_does_not_take() -> None:
    buckets = TokenBuckets(1, clock=Clock())
    assert buckets.wait("k") == 0.0 and buckets.wait("k") == 0.0
    assert buckets.take("k") == 0.0 and buckets.wait("k") > 0


def _example_values() -> dict[str, str]:
    values = {}
    for line in ENV_EXAMPLE.read_text(encoding="utf-8").splitlines():
        name, sep, value = line.lstrip("# ").partition("=")
        if sep and name.startswith("IBOT_") and value:
            values[name] = value
    return values


@pytest.mark.parametrize("weak", [*WEAK, _example_values()["IBOT_SERVICE_TOKEN"]])
def test_weak_and_placeholder_secrets_are_refused_with_how_to_generate(weak: str) -> None:
    assert secret_problem(weak)
    for field in ("service_token", "metrics_token"):  # the webhook secret is the bot's: checked below
        with pytest.raises(ValidationError) as refused:
            Settings(**{field: SecretStr(weak)})  # type: ignore[arg-type]
        message = str(refused.value)
        assert f"IBOT_{field.upper()}" in message and "secrets.token_urlsafe(32)" in message
    with pytest.raises(RuntimeError, match="token_urlsafe"):
        BotSettings(
            webhook_url="https://example.invalid/hook", webhook_secret=SecretStr(weak)
        ).require_webhook_secret()
    with pytest.raises(RuntimeError, match="IBOT_SERVICE_TOKEN"):
        BotSettings(service_token=SecretStr(weak)).resolve_service_token()


def test_generated_secrets_and_the_test_fixtures_pass() -> None:
    from tests.helpers.api_fixtures import SERVICE_TOKEN

    assert all(secret_problem(secrets.token_urlsafe(32)) is None for _ in range(2000))
    assert all(secret_problem(secrets.token_urlsafe(12)) is None for _ in range(2000))  # 16 characters
    fixtures = [SERVICE_TOKEN, "webhook-secret-0123456789abcdef", "hardening-webhook-secret-0123456789",
                "topology-service-token-0123456789abcdef", "topology-webhook-secret-0123456789"]  # fmt: skip
    assert [f for f in fixtures if secret_problem(f)] == []
    assert Settings(service_token=SecretStr(secrets.token_urlsafe(32))).service_token is not None


@pytest.mark.parametrize("value", ["*", "caddy", "10.0.0.300", "10.0.0.0/40", "10.0.0.1, *"])
def test_trusted_proxies_are_ip_addresses_or_networks(value: str) -> None:
    with pytest.raises(ValidationError, match="IBOT_TRUSTED_PROXIES"):
        Settings(trusted_proxies=value)
    assert Settings(trusted_proxies=" 10.0.0.1, fd00::/8 ").trusted_proxies
