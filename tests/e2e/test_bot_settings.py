"""/settings: the candidate's time zone, defaulting from their language (Beijing time for Chinese), kept
by the API so it holds after a restart; times they read (history, the notebook) follow it."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from tests.helpers.api_flows import start_practice
from tests.helpers.bot_fixtures import BotHarness


async def test_times_follow_the_zone_chosen_in_settings_across_a_restart(harness: BotHarness) -> None:
    me = harness.candidate(3141)
    began = harness.api.clock()
    await start_practice(harness.api, 3141)
    history = await me.ask("/history", "历史记录")
    assert "（北京时间）" in history.text and "UTC" not in history.text
    settings = await me.ask("/settings", "当前时区：北京时间")
    assert "✅ 北京时间" in [label for label, _ in settings.buttons]
    notice = await me.answered(me.click(settings, "New York"))
    assert notice["text"] == "时区已设为 New York。"

    await harness.restart()  # the choice is the API's, not this process's
    before = me.mark()
    me.say("/history")
    history = await me.reply("历史记录", before)
    # the session opened before this look, after the one the test began with: either day in New York
    # (a test run across its midnight)
    days = {
        when.astimezone(ZoneInfo("America/New_York")).strftime("%Y-%m-%d")
        for when in (began, harness.api.clock())
    }
    assert "（New York）" in history.text and any(day in history.text for day in days), (days, history.text)


async def test_an_unknown_zone_is_refused_and_changes_nothing(harness: BotHarness) -> None:
    api = harness.api
    await start_practice(api, 3142)
    headers = api.candidate(3142)
    bad = await api.client.patch("/v1/candidates/3142", json={"timezone": "Mars/Olympus"}, headers=headers)
    assert bad.status_code == 422
    empty = await api.client.patch("/v1/candidates/3142", json={}, headers=headers)
    assert empty.status_code == 422
    good = await api.client.patch("/v1/candidates/3142", json={"timezone": "Europe/Berlin"}, headers=headers)
    assert good.status_code == 200 and good.json()["timezone"] == "Europe/Berlin"
    assert good.json()["language"] == "zh"  # the language is left as it was
    again = await api.client.get("/v1/candidates/3142", headers=headers)
    assert again.json()["timezone"] == "Europe/Berlin"
