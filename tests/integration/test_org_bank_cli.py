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

PODS = (
    "Which object keeps a fixed number of identical pods running?\nA. ConfigMap\nB. ReplicaSet\nANSWER: B\n"
)


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


async def test_bank_import_with_org_warns_of_the_invites_it_breaks(
    data_dir: Path, real_index: Any, api_catalog: Any
) -> None:
    """Re-importing a bank that removes a question an open invite's fixed form names: imported all the
    same (exit code 0), and the invite, its title and the removed ids said on stderr."""
    command = functools.partial(asyncio.to_thread, run, data_dir)
    assert (await command("admin", "create-org", "Acme", "--create")).exit_code == 0
    file = data_dir.parent / "k8s.aiken.txt"
    file.write_text(PODS, encoding="utf-8")
    assert (await command("bank", "import", "--org", "Acme", "--format", "aiken", str(file))).exit_code == 0

    from retrieval import open_index

    settings = api_settings(data_dir, f"sqlite+aiosqlite:///{data_dir / 'interview-bot.db'}")
    async with running_api(settings, open_index(data_dir), api_catalog) as api:
        key = api.recruiter(await api.recruiter_key("Acme"))
        [bank] = (await api.client.get("/v1/banks", headers=key)).json()["items"]
        [pods] = (await api.client.get(f"/v1/banks/{bank['id']}", headers=key)).json()["items"]
        body = {"title": "SRE", "questions": [pods["id"]]}
        invite = (await api.client.post("/v1/invites", json=body, headers=key)).json()

    same = await command("bank", "import", "--org", "Acme", "--format", "aiken", str(file))
    assert same.exit_code == 0 and "warning" not in same.stderr, same.stderr
    file.write_text(PODS.replace("identical", "matching"), encoding="utf-8")
    edited = await command("bank", "import", "--org", "Acme", "--format", "aiken", str(file))
    assert edited.exit_code == 0 and "1 question, ready" in edited.stdout, edited.output
    assert (
        f"warning invite {invite['id']} 'SRE' can no longer be started (409 form_changed): this import "
        f"removed the question(s) its fixed form names: {pods['id']}"
    ) in edited.stderr


async def test_a_command_naming_no_organisation_says_how_to_make_one_as_it_can_be_typed_here(
    data_dir: Path,
) -> None:
    """Every command taking ``--org`` answers an unknown name with the command that creates one, spelled
    as this program can be run here (``output.cli_name``), as the command line's other hints are."""
    from interview_bot.output import cli_name

    command = functools.partial(asyncio.to_thread, run, data_dir)
    assert (await command("admin", "create-org", "Acme", "--create")).exit_code == 0
    bank = data_dir / "pods.aiken"
    bank.write_text(PODS, encoding="utf-8")
    hint = f"(create it with: {cli_name()} admin create-org NAME)"
    for args in (
        ("admin", "set-retention", "--org", "Nope", "--days", "5"),
        ("admin", "create-key", "--org", "Nope"),
        ("admin", "list-keys", "--org", "Nope"),
        ("bank", "import", "--org", "Nope", str(bank)),
    ):
        result = await command(*args)
        assert result.exit_code != 0, (args, result.output)
        assert "no organisation 'Nope'" in result.output and hint in result.output, (args, result.output)


async def test_bank_import_keeps_to_the_organisations_bank_limit(data_dir: Path) -> None:
    """The API's rule (tests/integration/test_bank_limit.py), through the same service: a new bank past
    ``MAX_BANKS`` is refused (exit code 1, the reason said, nothing stored); a replacement is imported."""
    import sqlalchemy as sa

    from api.store.banks import MAX_BANKS

    command = functools.partial(asyncio.to_thread, run, data_dir)
    assert (await command("admin", "create-org", "Acme", "--create")).exit_code == 0
    file = data_dir.parent / "k8s.aiken.txt"
    file.write_text(PODS, encoding="utf-8")
    assert (await command("bank", "import", "--org", "Acme", "--format", "aiken", str(file))).exit_code == 0
    engine = sa.create_engine(f"sqlite:///{data_dir / 'interview-bot.db'}")
    try:
        with engine.begin() as connection:
            org_id = connection.execute(sa.text("SELECT id FROM orgs WHERE name = 'Acme'")).scalar_one()
            connection.execute(
                sa.text(
                    "INSERT INTO org_banks (id, org_id, name, format, status, total, indexed, topics, error,"
                    " revision, created_at, updated_at) VALUES (:id, :org, :name, 'aiken', 'ready', 0, 0,"
                    " '[]', '', 1, '2026-12-01 00:00:00', '2026-12-01 00:00:00')"
                ),
                [
                    {"id": f"bkfill{n:05d}", "org": org_id, "name": f"filler {n}"}
                    for n in range(MAX_BANKS - 1)
                ],
            )
        count = "SELECT count(*) FROM org_banks"
        with engine.connect() as connection:
            assert connection.execute(sa.text(count)).scalar_one() == MAX_BANKS

        refused = await command(
            "bank", "import", "--org", "Acme", "--name", "new", "--format", "aiken", str(file)
        )
        assert refused.exit_code == 1, refused.output
        assert f"an organisation has at most {MAX_BANKS} banks" in refused.stderr, refused.stderr
        with engine.connect() as connection:
            assert connection.execute(sa.text(count)).scalar_one() == MAX_BANKS
        again = await command("bank", "import", "--org", "Acme", "--format", "aiken", str(file))
        assert again.exit_code == 0, again.output  # the bank named k8s, replaced
    finally:
        engine.dispose()
