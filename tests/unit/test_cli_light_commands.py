"""The CLI registers only the named command's module: a command starts with its own imports alone."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import typer

from interview_bot.cli import COMMAND_MODULES, create_app, one_blas_thread
from tests.helpers.paths import ROOT


def test_every_command_of_the_full_app_is_registered_by_its_module_alone():
    assert set(typer.main.get_group(create_app()).commands) == set(COMMAND_MODULES)


@pytest.mark.parametrize("command", sorted(COMMAND_MODULES))
def test_a_light_command_is_the_same_command_as_in_the_full_app(command: str):
    light = typer.main.get_group(create_app(command))
    full = typer.main.get_group(create_app())
    assert command in light.commands and set(light.commands) < set(full.commands)
    light_params = [p.name for p in light.commands[command].params]
    assert light_params == [p.name for p in full.commands[command].params]


def test_search_does_not_import_the_store_the_llm_judge_or_langchain():
    heavy = ("sqlalchemy", "alembic", "api.judge", "langchain_core")
    probe = (
        "import sys; from interview_bot.cli import create_app; create_app('search'); import retrieval; "
        f"print([m for m in {(*heavy, 'pkg_resources')!r} if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


OTHERS = {  # what a command's process must not import: the other commands' modules, and what they use
    "bank": ("interview_bot.commands.grade_command", "interview_bot.commands.service_commands", "sqlalchemy"),
    "chat": ("interview_bot.commands.bank_commands", "interview_bot.commands.grade_command", "sqlalchemy"),
    "admin": ("interview_bot.commands.bank_commands", "interview_bot.commands.grade_command", "httpx"),
}


@pytest.mark.parametrize("command", sorted(OTHERS))
def test_a_command_started_as_a_process_imports_none_of_the_others(command: str):
    # the suite starts these as processes many times, and each paid for the reader, the store or an HTTP
    # client it did not use (``bank list``: 2.1 s of CPU with every module, 0.7 s with its own)
    probe = (
        f"import sys; from interview_bot.cli import create_app; create_app({command!r}); "
        f"print([m for m in {OTHERS[command]!r} if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_numpy_gets_one_blas_thread_unless_the_environment_chose(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    one_blas_thread()
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    one_blas_thread()
    assert os.environ["OPENBLAS_NUM_THREADS"] == "4"


def test_the_command_line_imports_numpy_only_after_choosing_its_threads():
    # OpenBLAS reads OPENBLAS_NUM_THREADS when NumPy loads: the CLI's module must not load it first
    probe = "import sys, interview_bot.cli; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
