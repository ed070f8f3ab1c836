"""``interview-bot bank import --org NAME FILE``: through the same service as ``POST /v1/banks`` —
imported and indexed, or refused with every error's line and nothing stored. The command runs in the
test's process (``tests/helpers/topology.py``: ``run_command``); ``tests/e2e/test_bank_cli.py`` runs the
console script as a process."""

from __future__ import annotations

import asyncio
import functools
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.helpers.api_fixtures import INDEX_DIRS, api_settings, running_api
from tests.helpers.banks import BANK_FILES
from tests.helpers.topology import run_command

if TYPE_CHECKING:
    from click.testing import Result


def run(data_dir: Path, *args: str) -> Result:
    """The command on the store and index of ``data_dir``, in this process (``run_command``)."""
    return run_command(list(args), {"IBOT_DATA_DIR": str(data_dir)})


@pytest.fixture
def data_dir(tmp_path: Path, real_index: Any) -> Path:
    """A data dir whose index is already built (a copy of the session's), so nothing public is embedded."""
    target = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], target)
    return target


async def test_bank_import_with_org_goes_through_the_bank_service(
    data_dir: Path, real_index: Any, api_catalog: Any
) -> None:
    command = functools.partial(asyncio.to_thread, run, data_dir)  # the commands run their own loops
    assert (await command("admin", "create-org", "Acme", "--create")).exit_code == 0
    imported = await command("bank", "import", "--org", "Acme", str(BANK_FILES / "k8s.gift"))
    assert imported.exit_code == 0, imported.output
    assert "7 questions, ready" in imported.stdout

    broken = data_dir.parent / "broken.csv"
    broken.write_text(
        "id,type,stem,A,B,C,D,key,explanation,topics\n"
        "b-1,single,Bad key?,a,b,,,Z,,t\nb-2,essay,No,,,,,x,,t\n",
        encoding="utf-8",
    )
    refused = await command("bank", "import", "--org", "Acme", str(broken))
    assert refused.exit_code == 1
    assert f"{broken}:2 [key]" in refused.stderr and f"{broken}:3 [type]" in refused.stderr
    unknown = await command("bank", "import", "--org", "Nobody", str(BANK_FILES / "infra.csv"))
    assert unknown.exit_code == 1 and "no organisation" in unknown.stderr

    from retrieval import open_index

    index = open_index(data_dir)
    settings = api_settings(data_dir, f"sqlite+aiosqlite:///{data_dir / 'interview-bot.db'}")
    async with running_api(settings, index, api_catalog) as api:
        key = api.recruiter(await api.recruiter_key("Acme"))
        banks = (await api.client.get("/v1/banks", headers=key)).json()["items"]
        assert [(b["name"], b["questions"], b["status"]) for b in banks] == [("k8s", 7, "ready")]
        hits = await api.client.get(
            "/v1/questions/search", params={"q": "smallest deployable unit", "k": 3}, headers=key
        )
        assert hits.json()["items"][0]["question_id"] == f"{banks[0]['id']}-pod-smallest"
