"""What a newcomer meets first: the README's two commands, ``scripts/venv``, CI running the same test
command, documentation that covers every setting and points nowhere outside the repository."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from api.settings import Settings
from bot.settings import BotSettings

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    body = text.split("\n", 1)[1].lstrip()  # after the title
    assert body.startswith("```bash\n"), "the README opens with its commands"
    block = body.removeprefix("```bash\n").split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_the_readme_opens_with_two_commands_serve_and_test() -> None:
    serve, test = readme_commands()
    assert serve.startswith("scripts/venv && ") and serve.endswith("interview-bot up")
    assert test.startswith("scripts/venv && ") and test.endswith("python -m pytest")
    assert "#" not in serve + test  # a command as written, nothing to strip


def test_ci_runs_exactly_the_readme_test_command() -> None:
    _, test = readme_commands()
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    commands = [line for line in lines if line and not line.startswith("#")]
    assert commands[-1] == test


def test_ci_installs_the_system_packages_the_readme_names() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text()
    for package in ("postgresql", "chromium", "fonts-noto-cjk", "nodejs"):
        assert f"`{package}`" in readme and f"missing+=({package})" in ci, package


def test_every_setting_is_documented() -> None:
    documented = set(re.findall(r"`(IBOT_[A-Z0-9_]+)`", (ROOT / "docs" / "settings.md").read_text()))
    settings = {f"IBOT_{name.upper()}" for cls in (Settings, BotSettings) for name in cls.model_fields}
    assert settings - documented == set(), "add them to docs/settings.md"
    assert documented - settings == set(), "docs/settings.md names settings the code does not read"


def test_readme_and_docs_links_resolve() -> None:
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+://", target):
                continue
            assert (page.parent / target).exists(), f"{page.name} links to missing {target}"
    for name in ("architecture.md", "http-api.md", "settings.md", "bank-format.md"):
        assert f"(docs/{name})" in (ROOT / "README.md").read_text(encoding="utf-8"), name


def test_the_readme_is_a_page_a_newcomer_reads_in_minutes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme) < 12_000
    assert (
        "## The recruiter's first five minutes" in readme and "(docs/console/report-desktop-zh.png)" in readme
    )
    assert "(CONTRIBUTING.md)" in readme and "(bench/RESULTS.md)" in readme


CONSOLE_PAGES = (
    "login", "invites", "invite-created", "invite-refused", "sessions", "session", "report",
    "questions", "question", "banks", "bank", "notifications", "notifications-link",
)  # fmt: skip


def test_every_console_page_has_its_screenshots_at_both_widths_in_both_languages() -> None:
    """scripts/console_screenshots.py's output, committed: each page four times, each image small."""
    shots = ROOT / "docs" / "console"
    for page in CONSOLE_PAGES:
        for suffix in ("desktop-zh", "desktop-en", "phone-zh", "phone-en"):
            image = shots / f"{page}-{suffix}.png"
            assert image.exists(), image.name
            assert image.stat().st_size < 150_000, image.name


def test_every_benchmark_is_in_the_results_with_its_command() -> None:
    """Figures live in bench/RESULTS.md, nowhere else; each benchmark has its command there."""
    results = (ROOT / "bench" / "RESULTS.md").read_text(encoding="utf-8")
    for script in sorted((ROOT / "bench").glob("bench_*.py")):
        assert f"bench/{script.name}" in results, script.name
        assert f".venv/bin/python bench/{script.name}" in results, f"the command of {script.name}"


def test_nothing_points_outside_the_repository() -> None:
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    outside = re.compile(r"\.\./shared|/work/(shared|main|wt|venv)")
    offenders = []
    for name in tracked:
        path = ROOT / name
        if path.suffix in {".png", ".onnx", ".db"} or not path.is_file() or path == Path(__file__).resolve():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        offenders += [f"{name}:{i}" for i, line in enumerate(text.splitlines(), 1) if outside.search(line)]
    assert offenders == []


# --------------------------------------------------------------------------- scripts/venv

VENV_PYTHON = """#!/bin/sh
case "$1 $2" in
  "-m pip") exit 0 ;;
  "-V "*) echo "Python 3.11.2" ;;
esac
"""

SYSTEM_PYTHON = """#!/bin/sh
echo "python3 $*" >> "$STATE/log"
if [ "$1" = "-c" ]; then exit "${PYTHON_TOO_OLD:-0}"; fi
if [ "$1 $2 $3" = "-m venv .venv" ]; then
  mkdir -p .venv/bin
  if [ ! -f "$STATE/venv-installed" ]; then
    echo "The virtual environment was not created successfully because ensurepip is not available." >&2
    exit 1
  fi
  cp "$STUBS/venv-python" .venv/bin/python
  exit 0
fi
exit 2
"""

APT_GET = """#!/bin/sh
echo "apt-get $*" >> "$STATE/log"
case "$*" in *"install"*"python3-venv"*) touch "$STATE/venv-installed" ;; esac
"""

SUDO = """#!/bin/sh
echo "sudo $1" >> "$STATE/log"
exec "$@"
"""

ID = """#!/bin/sh
echo "${FAKE_UID}"
"""


def _stub(directory: Path, name: str, text: str) -> None:
    path = directory / name
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of scripts/venv in an empty project, with python3, apt-get, sudo and id stubbed on PATH."""
    project = tmp_path / "clone"
    (project / "scripts").mkdir(parents=True)
    shutil.copy2(ROOT / "scripts" / "venv", project / "scripts" / "venv")
    stubs, state = tmp_path / "stubs", tmp_path / "state"
    stubs.mkdir()
    state.mkdir()
    _stub(stubs, "python3", SYSTEM_PYTHON)
    _stub(stubs, "venv-python", VENV_PYTHON)
    _stub(stubs, "apt-get", APT_GET)
    _stub(stubs, "sudo", SUDO)
    _stub(stubs, "id", ID)
    return project


def run_venv(project: Path, **env: str) -> subprocess.CompletedProcess[str]:
    stubs, state = project.parent / "stubs", project.parent / "state"
    environment = {
        "PATH": f"{stubs}:/usr/bin:/bin",
        "STUBS": str(stubs),
        "STATE": str(state),
        "FAKE_UID": "1000",
        "HOME": os.environ.get("HOME", "/tmp"),
        **env,
    }
    return subprocess.run(
        ["scripts/venv"], cwd=project, env=environment, capture_output=True, text=True, timeout=60
    )


def calls(project: Path) -> list[str]:
    log = project.parent / "state" / "log"
    return log.read_text().splitlines() if log.exists() else []


def test_scripts_venv_is_executable_posix_sh() -> None:
    script = ROOT / "scripts" / "venv"
    assert os.access(script, os.X_OK) and script.read_text().startswith("#!/bin/sh\n")


def test_venv_installs_python3_venv_through_sudo_when_it_is_missing(checkout: Path) -> None:
    result = run_venv(checkout)
    assert result.returncode == 0, result.stderr
    assert "installing python3-venv with apt-get (sudo)" in result.stderr
    log = calls(checkout)
    assert "sudo apt-get" in log and any("install -y -qq python3-venv" in line for line in log)
    assert log.count("python3 -m venv .venv") == 2  # failed, then made after the install
    assert (checkout / ".venv" / "bin" / "python").exists()


def test_venv_as_root_needs_no_sudo(checkout: Path) -> None:
    result = run_venv(checkout, FAKE_UID="0")
    assert result.returncode == 0, result.stderr
    assert not any(line.startswith("sudo") for line in calls(checkout))
    assert any(line.startswith("apt-get") and "python3-venv" in line for line in calls(checkout))


def test_venv_installs_nothing_when_python3_venv_is_there(checkout: Path) -> None:
    (checkout.parent / "state" / "venv-installed").touch()
    result = run_venv(checkout)
    assert result.returncode == 0 and "created .venv (Python 3.11.2)" in result.stderr
    assert not any("apt-get" in line for line in calls(checkout))


def test_a_working_venv_is_kept(checkout: Path) -> None:
    (checkout.parent / "state" / "venv-installed").touch()
    assert run_venv(checkout).returncode == 0
    (checkout / ".venv" / "keep").touch()
    assert run_venv(checkout).returncode == 0
    assert (checkout / ".venv" / "keep").exists()
    assert calls(checkout).count("python3 -m venv .venv") == 1


def test_an_old_python_is_refused(checkout: Path) -> None:
    result = run_venv(checkout, PYTHON_TOO_OLD="1")
    assert result.returncode == 1 and "Python 3.11 or newer" in result.stderr
    assert not (checkout / ".venv").exists()


def test_every_doc_step_calls_the_command_where_the_readme_leaves_it() -> None:
    """After the README's commands ``interview-bot`` is in .venv/bin, not on the PATH: a step a reader
    pastes calls it as .venv/bin/interview-bot (or $IB, as docs/http-api.md sets it)."""
    import re

    bare = re.compile(r"(^|[\s$(])interview-bot (?=[a-z-])")
    pages = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md", ROOT / "CONTRIBUTING.md"]
    found = []
    for page in pages:
        blocks = re.findall(
            r"^```(?:bash|sh|console|shell)?\n(.*?)^```", page.read_text(encoding="utf-8"), re.S | re.M
        )
        found += [
            f"{page.name}: {line}" for block in blocks for line in block.splitlines() if bare.search(line)
        ]
    assert found == []
