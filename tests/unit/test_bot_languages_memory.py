"""The bot's in-memory languages (``bot.memory.Languages``) stay bounded: every map it keeps — the
languages on record, the time zones, the open sessions' languages a response told — holds at most
``size`` candidates, the longest held forgotten first, whatever adds them."""

from __future__ import annotations

from bot.memory import Languages


def test_open_sessions_told_by_responses_stay_bounded() -> None:
    languages = Languages(size=3)
    for user in range(1, 6):  # users this process never looked up: a response names their session
        languages.session_seen(user, "en")
    assert [languages.session(user) for user in range(1, 6)] == [None, None, "en", "en", "en"]


def test_languages_and_zones_stay_bounded() -> None:
    languages = Languages(size=2)
    for user in range(1, 5):
        languages.set(user, "en")
        languages.set_zone(user, "Asia/Shanghai")
    assert [languages.get(user, "zh-hans") for user in range(1, 5)] == ["zh", "zh", "en", "en"]
    assert [languages.zone(user) for user in range(1, 5)] == [None, None, "Asia/Shanghai", "Asia/Shanghai"]


def test_a_session_ending_is_forgotten_at_once() -> None:
    languages = Languages(size=2)
    languages.session_seen(7, "en")
    languages.session_seen(7, None)
    assert languages.session(7) is None
