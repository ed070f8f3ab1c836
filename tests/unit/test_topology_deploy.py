"""deploy/ kept correct by construction (docker cannot run here): the compose file's commands are real
``interview-bot`` commands, every ``IBOT_`` variable it sets is a setting, ``.env.example`` lists exactly
the settings the code reads, and the Dockerfile and Caddyfile agree with the package and the compose file."""

from __future__ import annotations

import re
import shlex
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from api.settings import Settings
from bot.settings import BotSettings
from interview_bot.cli import app as cli_app
from tests.helpers.paths import ROOT

DEPLOY = ROOT / "deploy"
OWN_IMAGE = "interview-bot:latest"
IBOT_NAME = re.compile(r"\bIBOT_[A-Z0-9_]+")


def settings_names() -> set[str]:
    """Every IBOT_ variable the code reads, from the pydantic settings classes."""
    names: set[str] = set()
    for cls in (Settings, BotSettings):
        prefix = cls.model_config.get("env_prefix", "")
        assert prefix == "IBOT_"
        names |= {f"{prefix}{field}".upper() for field in cls.model_fields}
    return names


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    document = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(document, dict)
    return document


def check_cli_args(args: list[str]) -> None:
    """The arguments parse as an ``interview-bot`` command line: the subcommand and its options exist
    (``--help`` appended: parsed, never run)."""
    assert args, "an empty command"
    result = CliRunner().invoke(cli_app, [*args, "--help"])
    assert result.exit_code == 0, f"interview-bot {shlex.join(args)}: {result.output[-500:]}"


def test_every_own_image_service_runs_a_real_command(compose: dict[str, Any]) -> None:
    services = compose["services"]
    own = {name: s for name, s in services.items() if s.get("image") == OWN_IMAGE}
    assert {"index", "api-1", "api-2", "bot", "chroma"} <= set(own)
    for name, service in own.items():
        assert service["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}, name
        if service.get("entrypoint") == ["chroma"]:
            assert service["command"][:1] == ["run"]
            assert Path(sys.executable).with_name("chroma").exists()  # shipped in the chromadb wheel
            continue
        assert "entrypoint" not in service, name
        check_cli_args(service["command"])
    assert services["api-1"]["command"][0] == "api" and services["bot"]["command"][0] == "bot"
    assert services["index"]["command"] == ["index", "--incremental"]  # never a rebuild on restart


def test_the_cli_check_refuses_what_is_not_a_command() -> None:
    for wrong in (["serve"], ["api", "--workers", "4"], ["admin", "drop-org"]):
        with pytest.raises(AssertionError):
            check_cli_args(wrong)
    check_cli_args(["admin", "create-org", "Acme"])


def test_the_topology_wiring(compose: dict[str, Any]) -> None:
    services = compose["services"]
    for name in ("api-1", "api-2"):
        api = services[name]
        assert api["environment"]["IBOT_DATABASE_URL"].startswith("postgresql+asyncpg://ibot:")
        assert api["environment"]["IBOT_DATABASE_URL"].endswith("@postgres:5432/ibot")
        assert api["environment"]["IBOT_CHROMA_URL"] == "http://chroma:8000"
        assert api["depends_on"]["index"]["condition"] == "service_completed_successfully"
        assert api["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert "/readyz" in " ".join(api["healthcheck"]["test"])
    assert services["index"]["restart"] == "no"
    bot = services["bot"]
    assert bot["environment"]["IBOT_WEBHOOK_URL"].endswith("/telegram/webhook")
    assert bot["environment"]["IBOT_API_URL"] == "http://proxy:8080"
    for name, service in services.items():
        if name != "proxy" and name != "bot":
            assert "ports" not in service, f"{name} must not be published: only the proxy is"
        assert "healthcheck" in service, name
    volumes = set(compose["volumes"])
    for service in services.values():
        for volume in service.get("volumes", []):
            source = volume.split(":")[0]
            assert source.startswith("./") or source in volumes, volume
    assert {"pg-data", "chroma-data"} <= volumes


def test_every_ibot_variable_in_deploy_is_a_setting(compose: dict[str, Any]) -> None:
    known = settings_names()
    used: set[str] = set()
    for service in compose["services"].values():
        environment = service.get("environment") or {}
        used |= {key for key in environment if key.startswith("IBOT_")}
        used |= set(IBOT_NAME.findall(" ".join(str(v) for v in environment.values())))
    for path in ("compose.yaml", "Dockerfile", "Caddyfile", "README.md"):
        used |= set(IBOT_NAME.findall((DEPLOY / path).read_text(encoding="utf-8")))
    assert used, "no IBOT_ variable found"
    assert used <= known, f"not settings: {sorted(used - known)}"


def test_env_example_lists_exactly_the_settings() -> None:
    text = (DEPLOY / ".env.example").read_text(encoding="utf-8")
    listed = re.findall(r"^#?\s*(IBOT_[A-Z0-9_]+)=", text, flags=re.MULTILINE)
    assert len(listed) == len(set(listed)), "a setting is listed twice"
    assert set(listed) == settings_names()
    # the values given (not commented out) are valid for the settings classes, secrets aside
    given = dict(re.findall(r"^(IBOT_[A-Z0-9_]+)=(.*)$", text, flags=re.MULTILINE))
    assert {"IBOT_SERVICE_TOKEN", "IBOT_TELEGRAM_TOKEN", "IBOT_WEBHOOK_SECRET"} <= set(given)
    assert all(value.strip() for value in given.values()), "an empty value is not unset: comment it out"


def test_the_dockerfile_copies_every_package_and_runs_the_cli() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    packages = {name.rstrip("*") for name in pyproject["tool"]["setuptools"]["packages"]["find"]["include"]}
    copied = set(re.findall(r"^COPY (\w+) \1$", text, flags=re.MULTILINE))
    assert packages <= copied, f"not copied into the image: {packages - copied}"
    for source in re.findall(r"^COPY (?!--from)(.+) \S+$", text, flags=re.MULTILINE):
        for path in source.split():
            assert (ROOT / path).exists(), path
    assert 'ENTRYPOINT ["interview-bot"]' in text
    default = re.search(r"^CMD (\[.*\])$", text, flags=re.MULTILINE)
    assert default is not None
    check_cli_args(yaml.safe_load(default.group(1)))
    assert re.search(r"^USER (?!root)", text, flags=re.MULTILINE), "the image runs as a non-root user"
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text(encoding="utf-8")
    assert all(f"!{package}" in ignore for package in packages)


def test_the_image_installs_the_chinese_font_the_chart_and_ci_use() -> None:
    """The chart draws Chinese topic names with Noto Sans CJK (bot/chart.py): the image installs the
    package .ci/run installs for the tests, in the stage that runs, so the tests and the product agree."""
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    final = text[text.rindex("\nFROM ") :]
    assert re.search(r"apt-get install [^\n]*\bfonts-noto-cjk\b", final), "the image has no Chinese font"
    assert "fonts-noto-cjk" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    from bot.chart import _FAMILIES

    assert _FAMILIES[0] == "Noto Sans CJK SC"  # what fonts-noto-cjk provides, the chart's first choice


def test_the_caddyfile_routes_to_compose_services(compose: dict[str, Any]) -> None:
    text = (DEPLOY / "Caddyfile").read_text(encoding="utf-8")
    services = compose["services"]
    upstreams = re.findall(r"reverse_proxy ((?:[\w-]+:\d+ ?)+)", text)
    assert upstreams
    for group in upstreams:
        for upstream in group.split():
            host, port = upstream.split(":")
            assert host in services, host
            assert services[host]["command"][-1] == port
    dynamic = re.search(r"dynamic a (\S+) (\d+)", text)
    assert dynamic is not None and dynamic.group(1) == "bot"
    assert shlex.split(" ".join(services["bot"]["command"]))[-1] == dynamic.group(2)
    assert "handle /telegram/*" in text and ":8080" in text


def test_the_code_reads_no_ibot_variable_outside_the_settings_classes() -> None:
    """A variable read directly (``os.environ``) must still be a setting, so .env.example lists it."""
    known = settings_names()
    mentioned: set[str] = set()
    for package in ("bank", "retrieval", "api", "bot", "interview_bot"):
        for path in (ROOT / package).rglob("*.py"):
            mentioned |= {
                name for name in IBOT_NAME.findall(path.read_text(encoding="utf-8")) if not name.endswith("_")
            }
    assert mentioned <= known, f"read but not a setting: {sorted(mentioned - known)}"


def test_the_api_replicas_trust_the_forwarded_headers_of_caddy_alone(compose: dict[str, Any]) -> None:
    import ipaddress

    services = compose["services"]
    caddy = services["proxy"]["networks"]["default"]["ipv4_address"]
    subnet = compose["networks"]["default"]["ipam"]["config"][0]["subnet"]
    assert ipaddress.ip_address(caddy) in ipaddress.ip_network(subnet)
    for name in ("api-1", "api-2"):
        environment = services[name]["environment"]
        assert environment["IBOT_TRUSTED_PROXIES"] == caddy, name
        assert "FORWARDED_ALLOW_IPS" not in environment, name  # uvicorn's own trust is off anyway
        assert Settings(trusted_proxies=environment["IBOT_TRUSTED_PROXIES"]).trusted_proxies == caddy
