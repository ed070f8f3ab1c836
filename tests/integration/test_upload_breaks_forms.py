"""A bank re-upload that removes questions an open invite's fixed form names is stored all the same, and
says which invites it broke (``broken_invites``: id, title, the removed ids) — through ``POST /v1/banks``
(on SQLite and PostgreSQL) and the console's upload form; ``tests/integration/test_org_bank_cli.py``
has the CLI's. An Aiken question has no id of its own: its id is its content's, so editing it removes it.
Deleting such a bank is refused (409 ``bank_in_use``, the same list) unless forced, in the API and the
console alike: a deletion leaves nothing to upload back.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start
from tests.helpers.banks import upload, upload_ready, wait_ready
from tests.helpers.console import sign_in

PODS = (
    "Which object keeps a fixed number of identical pods running?\nA. ConfigMap\nB. ReplicaSet\nANSWER: B\n"
)
PDB = "What does a PodDisruptionBudget limit?\nA. voluntary evictions\nB. CPU\nANSWER: A\n"
BANK = f"{PDB}\n{PODS}"
EDITED = f"{PDB}\n{PODS.replace('identical', 'matching')}"  # the same question, reworded: another id


async def invite(api: Api, key: str, **body: Any) -> dict[str, Any]:
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def reupload(api: Api, key: str, body: str) -> dict[str, Any]:
    response = await upload(api.client, api.recruiter(key), "k8s", body, "text/plain", format="aiken")
    assert response.status_code == 201, response.text
    await wait_ready(api.client, api.recruiter(key), response.json()["id"])
    return dict(response.json())


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_reupload_names_the_open_invites_whose_fixed_form_it_breaks(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    bank = await upload_ready(api.client, api.recruiter(key), "k8s", BANK, "text/plain", format="aiken")
    pdb, pods = (q["id"] for q in bank["items"])
    broken = await invite(api, key, title="SRE", questions=[pdb, pods], max_uses=5)
    await invite(api, key, title="PDB only", questions=[pdb])  # keeps every question: not said
    revoked = await invite(api, key, title="revoked", questions=[pods])
    gone = await api.client.delete(f"/v1/invites/{revoked['id']}", headers=api.recruiter(key))
    assert gone.status_code == 204
    soon = (api.clock() + timedelta(seconds=60)).isoformat()
    await invite(api, key, title="expired", questions=[pods], expires_at=soon)
    used_up = await invite(api, key, title="used up", questions=[pods], max_uses=1)
    await start(api, 601, used_up["token"])
    await invite(api, key, title="drawn", question_count=1, banks=[bank["id"]])  # no fixed form
    other = await api.recruiter_key("Globex")
    await upload_ready(api.client, api.recruiter(other), "k8s", BANK, "text/plain", format="aiken")
    api.clock.advance(120)

    assert (await reupload(api, key, BANK))["broken_invites"] == []  # the same questions: the same ids
    edited = await reupload(api, key, EDITED)
    assert edited["broken_invites"] == [{"id": broken["id"], "title": "SRE", "missing": [pods]}]
    stored = (await api.client.get(f"/v1/banks/{bank['id']}", headers=api.recruiter(key))).json()
    assert edited["questions"] == 2 and "matching" in stored["items"][1]["stem"]  # stored all the same
    refused = await start(api, 602, broken["token"], expect=409)  # what the warning said
    assert refused["reason"] == "form_changed" and refused["missing"] == [pods]
    assert (await reupload(api, key, EDITED))["broken_invites"] == []  # broken before, not by this one

    assert (await reupload(api, key, BANK))["broken_invites"] == []  # the questions back, under their ids
    assert (await start(api, 603, broken["token"]))["total"] == 2


async def signed_in_with_a_form(api: Api) -> tuple[str, str, dict[str, Any], str, dict[str, Any]]:
    """Signed in to the console: the key, the form's CSRF token, the bank, its second question's id and
    an open invite whose fixed form names it."""
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    bank = await upload_ready(api.client, api.recruiter(key), "k8s", BANK, "text/plain", format="aiken")
    pods = bank["items"][1]["id"]
    return key, csrf, bank, pods, await invite(api, key, title="SRE <on call>", questions=[pods])


async def test_the_console_shows_the_invites_an_upload_broke(api: Api) -> None:
    key, csrf, bank, pods, broken = await signed_in_with_a_form(api)

    def form(body: str) -> dict[str, Any]:
        return {"file": ("k8s.txt", body.encode(), "text/plain")}

    fields = {"csrf": csrf, "name": "k8s", "format": "aiken"}
    same = await api.client.post("/console/banks", data=fields, files=form(BANK))
    assert same.status_code == 303, same.text  # nothing broke: the bank's page, as before
    await wait_ready(api.client, api.recruiter(key), bank["id"])
    edited = await api.client.post("/console/banks", data=fields, files=form(EDITED))
    assert edited.status_code == 201, edited.text
    assert 'id="broken-invites"' in edited.text and "本次上传移除了以下有效邀请固定使用的题目" in edited.text
    assert f"<b>SRE &lt;on call&gt;</b> (<code>{broken['id']}</code>)" in edited.text
    assert f"被移除的题目: <code>{pods}</code>" in edited.text
    assert "题库已上传：2 道题" in edited.text and "matching" in edited.text  # stored, and shown
    await wait_ready(api.client, api.recruiter(key), bank["id"])
    later = await api.client.get(f"/console/banks/{bank['id']}")
    assert 'id="broken-invites"' not in later.text  # said once, on the upload's answer


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_deleting_a_bank_an_open_fixed_form_names_is_refused_unless_forced(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "k8s", BANK, "text/plain", format="aiken")
    pdb, pods = (q["id"] for q in bank["items"])
    fixed = await invite(api, key, title="SRE", questions=[pods, pdb], order="fixed", max_uses=5)
    await invite(api, key, title="drawn", question_count=1, banks=[bank["id"]])  # no fixed form: not said

    refused = await api.client.delete(f"/v1/banks/{bank['id']}", headers=acme)
    assert refused.status_code == 409, refused.text
    problem = refused.json()
    assert problem["reason"] == "bank_in_use"
    assert problem["broken_invites"] == [{"id": fixed["id"], "title": "SRE", "missing": [pods, pdb]}]
    assert (await api.client.get(f"/v1/banks/{bank['id']}", headers=acme)).status_code == 200  # kept
    assert (await start(api, 701, fixed["token"]))["total"] == 2  # and the invite still starts

    bad = await api.client.delete(f"/v1/banks/{bank['id']}?force=maybe", headers=acme)
    assert bad.status_code == 422, bad.text
    forced = await api.client.delete(f"/v1/banks/{bank['id']}?force=true", headers=acme)
    assert forced.status_code == 204, forced.text
    assert (await api.client.get(f"/v1/banks/{bank['id']}", headers=acme)).status_code == 404
    gone = await start(api, 702, fixed["token"], expect=409)  # what the refusal warned of
    assert gone["reason"] == "form_changed" and gone["missing"] == [pods, pdb]


async def test_the_console_asks_again_before_deleting_a_bank_an_invite_needs(api: Api) -> None:
    key, csrf, bank, _, fixed = await signed_in_with_a_form(api)

    asked = await api.client.post(f"/console/banks/{bank['id']}/delete", data={"csrf": csrf})
    assert asked.status_code == 409, asked.text
    assert 'id="bank-in-use"' in asked.text and "删除题库后，候选人将无法开始这些邀请" in asked.text
    assert f"<b>SRE &lt;on call&gt;</b> (<code>{fixed['id']}</code>)" in asked.text
    assert '<input type="hidden" name="force" value="1">' in asked.text and "仍然删除题库" in asked.text
    assert (await api.client.get(f"/v1/banks/{bank['id']}", headers=api.recruiter(key))).status_code == 200

    forced = await api.client.post(f"/console/banks/{bank['id']}/delete", data={"csrf": csrf, "force": "1"})
    assert forced.status_code == 303, forced.text
    assert (await api.client.get(f"/v1/banks/{bank['id']}", headers=api.recruiter(key))).status_code == 404
