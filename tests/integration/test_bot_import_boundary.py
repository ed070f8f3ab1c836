"""The bot loads nothing of the project but the API's wire schemas — not even indirectly — checked in a
fresh interpreter (a process: the import-linter contracts see only direct imports)."""

from __future__ import annotations

import ast
import subprocess
import sys


def test_importing_the_bot_loads_only_api_schemas_of_the_project() -> None:
    code = (
        "import sys, bot.runner, bot.terminal, bot.dispatcher, bot.practice_flow, bot.webhook;"
        "project = ('api', 'bank', 'retrieval', 'interview_bot');"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in project))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = ast.literal_eval(out.strip())
    assert "api.schemas" in loaded
    beyond = [m for m in loaded if m not in ("api", "api.schemas") and not m.startswith("api.schemas.")]
    assert beyond == []
