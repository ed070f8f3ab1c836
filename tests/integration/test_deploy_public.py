"""What the compose deployment shows the internet, read from deploy/ as tests/unit/test_topology_deploy.py
reads it (docker cannot run in CI): the links the API replicas send out name the public site; Caddy lets
a bank file through to the API's own limit and caps only the bot's webhook at 1 MB; /metrics is not
served on the public site; .env.example's PostgreSQL password, and keys sent in clear to a remote host,
are refused at start."""

from __future__ import annotations

import re
import secrets
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pydantic
import pytest
import yaml

from api.app import MAX_UPLOAD_BYTES
from api.context import ServiceContext
from api.services.outbox import session_links
from api.services.webhooks import _xapi as xapi
from api.services.webhooks._telegram_notices import notice_text
from api.settings import Settings
from tests.helpers.paths import ROOT

DEPLOY = ROOT / "deploy"
SIZE_UNITS = {"": 1, "B": 1, "KB": 1000, "MB": 1000**2, "GB": 1000**3, "KIB": 1024, "MIB": 1024**2}


def _env_example() -> dict[str, str]:
    lines = (DEPLOY / ".env.example").read_text(encoding="utf-8").splitlines()
    pairs = (line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))
    return {name.strip(): value.strip() for name, value in pairs}


def _substituted(value: str, env: dict[str, str]) -> str:
    """compose's ``${NAME}`` / ``${NAME:?message}`` with .env's values."""
    return re.sub(r"\$\{(\w+)(?::\?[^}]*)?\}", lambda match: env[match.group(1)], value)


def _service_env(name: str) -> dict[str, str]:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    env = _env_example()
    return {
        key: _substituted(str(value), env) for key, value in compose["services"][name]["environment"].items()
    }


def _links(settings: Settings) -> list[str]:
    ctx = cast(ServiceContext, SimpleNamespace(settings=settings))
    session = {"id": "s1", "status": "finished", "score": 0.5, "candidate_id": 7}
    _, button = notice_text(ctx, "session.finished", {"session": session, "candidate": {}}, "zh")
    return [*session_links(ctx, "s1").values(), button, xapi._base(settings)]


def test_the_links_the_replicas_send_out_name_the_public_site() -> None:
    public = f"https://{_env_example()['PUBLIC_HOST']}"
    for replica in ("api-1", "api-2"):
        env = _service_env(replica)
        settings = Settings(
            api_url=env.get("IBOT_API_URL", Settings.model_fields["api_url"].default),
            public_url=env.get("IBOT_PUBLIC_URL"),
        )
        links = _links(settings)
        assert links and all(link.startswith(public) for link in links), (replica, links)
    assert _service_env("bot")["IBOT_API_URL"] == "http://proxy:8080"  # the bot's way in stays internal
    one_machine = Settings(api_url="http://10.0.0.5:8000")  # unset: where the bot reaches it, as before
    assert all(link.startswith("http://10.0.0.5:8000/") for link in _links(one_machine)[:-1])


def test_no_link_is_built_from_the_bots_address() -> None:
    """Every link builder goes through Settings.public_base."""
    readers = [
        path.relative_to(ROOT)
        for path in (ROOT / "api").rglob("*.py")
        if re.search(r"\.api_url\b", path.read_text(encoding="utf-8")) and path.name != "settings.py"
    ]
    assert readers == []


def _blocks(text: str) -> list[Any]:
    """The Caddyfile as nested (line, children) pairs."""
    root: list[Any] = []
    stack = [root]
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        if line == "}":
            stack.pop()
        elif line.endswith("{"):
            children: list[Any] = []
            stack[-1].append((line[:-1].strip(), children))
            stack.append(children)
        else:
            stack[-1].append((line, None))
    return root


def _public_site() -> list[Any]:
    [children] = [
        kids for head, kids in _blocks((DEPLOY / "Caddyfile").read_text()) if head == "{$PUBLIC_HOST}"
    ]
    return list(children)


def _max_size(children: list[Any]) -> int | None:
    for head, kids in children:
        if head == "request_body":
            [(line, _)] = [item for item in kids if item[0].startswith("max_size")]
            number, unit = re.fullmatch(r"max_size (\d+)\s*([A-Za-z]*)", line).groups()  # type: ignore[union-attr]
            return int(number) * SIZE_UNITS[unit.upper()]
    return None


def _handle(site: list[Any], matcher: str) -> list[Any]:
    [children] = [kids for head, kids in site if head == f"handle {matcher}".strip()]
    return list(children)


def test_caddy_caps_only_the_bots_webhook_and_lets_a_bank_file_through() -> None:
    site = _public_site()
    assert _max_size(site) is None  # nothing site-wide: each route's own
    to_api = _handle(site, "")
    assert ("import api_upstreams", None) in to_api
    limit = _max_size(to_api)
    assert limit is None or limit >= MAX_UPLOAD_BYTES, limit
    assert _max_size(_handle(site, "/telegram/*")) == 1000**2


def test_metrics_are_not_served_on_the_public_site() -> None:
    site = _public_site()
    metrics = _handle(site, "/metrics*")
    assert metrics == [("respond 404", None)]
    internal = [kids for head, kids in _blocks((DEPLOY / "Caddyfile").read_text()) if head == ":8080"]
    assert internal == [[("import api_upstreams", None)]]  # where it is scraped from


def test_the_env_examples_database_password_is_refused() -> None:
    url = _service_env("api-1")["IBOT_DATABASE_URL"]
    assert _env_example()["POSTGRES_PASSWORD"] in url
    with pytest.raises(pydantic.ValidationError) as refused:
        Settings(database_url=url)
    assert "IBOT_DATABASE_URL is a placeholder" in str(refused.value).replace("password in ", "")
    assert _env_example()["POSTGRES_PASSWORD"] not in str(refused.value)  # never shown
    for weak in ("ibot", "postgres", "aaaaaaaaaaaaaaaaaaaa"):
        with pytest.raises(pydantic.ValidationError):
            Settings(database_url=f"postgresql+asyncpg://ibot:{weak}@postgres:5432/ibot")
    strong = secrets.token_urlsafe(32)
    assert Settings(database_url=f"postgresql+asyncpg://ibot:{strong}@postgres:5432/ibot").database_url
    assert Settings(database_url="postgresql+asyncpg://postgres@127.0.0.1:5432/ibot").database_url  # trust


@pytest.mark.parametrize(
    ("url_name", "key_name", "key"),
    [
        ("xapi_url", "xapi_auth", "alice:hunter2hunter2"),
        ("llm_base_url", "llm_api_key", "sk-" + "x1y2z3" * 4),
    ],
)
def test_a_key_is_sent_over_https_or_to_this_machine_only(url_name: str, key_name: str, key: str) -> None:
    for remote in ("http://lrs.example.com/xAPI", "http://10.0.0.7:8080/v1", "ftp://lrs.example.com/"):
        with pytest.raises(pydantic.ValidationError, match=f"IBOT_{url_name.upper()} must be https://"):
            Settings.model_validate({url_name: remote, key_name: key})
    for fine in ("https://lrs.example.com/xAPI", "http://127.0.0.1:9000/xAPI", "http://localhost:8080/v1"):
        assert getattr(Settings.model_validate({url_name: fine, key_name: key}), url_name) == fine
    assert Settings.model_validate({url_name: "http://lrs.example.com/xAPI"})  # no key: nothing to protect


def test_the_deploy_readme_says_where_metrics_are_scraped() -> None:
    readme = Path(DEPLOY / "README.md").read_text(encoding="utf-8")
    assert "http://proxy:8080/metrics" in readme and "IBOT_PUBLIC_URL" in readme
