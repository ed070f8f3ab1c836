"""The order pytest-xdist hands test files out in: the longest first, as the last run timed them.

With ``--dist loadfile`` a file runs whole on one worker, and the workers take the files in collection
order. A long file taken late runs alone at the end while the other worker idles, so the run lasts as
long as that file's tail. Taking the longest files first and the short ones last (the longest-first
rule for spreading jobs over machines) lets the short files even the workers out at the end.

What each file took is kept in pytest's cache (``ibot/file-seconds``: setup, call and teardown of its
tests), updated for the files a run ran; a file the cache does not know keeps its place after the known
ones, in collection order (the tiers: e2e, integration, unit). Without a cache (a fresh checkout,
``-p no:cacheprovider``) the order is the collection's. Only the order changes: which tests run, and
what they check, do not, and every test already stands alone (which worker takes a file was never fixed).

The files that run the bot in the test process (aiogram's real ``Bot`` and dispatcher against the fake Bot
API) are handed out together, as one unit, to one worker: importing aiogram costs about 2.6 s of CPU (its
``types`` rebuild the pydantic schema of every Telegram type), which each worker that ran one of them
paid; those files import it inside their tests, so the other workers never do. The files that start the
bot as a process (``test_bot_process.py``, ``test_up_bot.py``) are not among them.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

CACHE_KEY = "ibot/file-seconds"
_seconds: defaultdict[str, float] = defaultdict(float)  # this run's, by file (the controller's reports)


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


BOT_UNIT = "tests/e2e/test_bot_*.py (the bot in this process)"
BOT_AS_A_PROCESS = {"test_bot_process.py"}


def runs_the_bot_here(path: str) -> bool:
    """Whether the test file at ``path`` (relative to the repository) runs aiogram in its own process."""
    folder, _, name = path.rpartition("/")
    if folder != "tests/e2e" or name in BOT_AS_A_PROCESS:
        return False
    return name.startswith("test_bot_") or name == "test_hardening_webhook.py"


def _unit(path: str) -> str:
    """The work unit a test file is handed out in: the file itself, or the bot's files together."""
    return BOT_UNIT if runs_the_bot_here(path) else path


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own, which makes the plain one
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` with the bot's in-process files as one work unit (the module docstring)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BotFilesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _unit(_file(nodeid))

    return BotFilesTogether(config, log)


@pytest.hookimpl(trylast=True)  # after tests/conftest.py has marked the tiers
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    cache = getattr(config, "cache", None)
    if cache is None or config.getoption("failedfirst", False) or config.getoption("newfirst", False):
        return  # no timings, or an order asked for (--ff, --nf)
    known: dict[str, float] = cache.get(CACHE_KEY, {})
    if known:
        # by work unit: the bot's files, one unit, take their place by what they take together
        seconds: defaultdict[str, float] = defaultdict(float)
        for name, taken in known.items():
            seconds[_unit(name)] += taken
        items.sort(key=lambda item: -seconds[_unit(_file(item.nodeid))])  # stable: a unit stays together


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _seconds[_file(report.nodeid)] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    cache = getattr(config, "cache", None)
    if cache is None or hasattr(config, "workerinput") or not _seconds:  # the controller records, once
        return
    cache.set(CACHE_KEY, {**cache.get(CACHE_KEY, {}), **{name: round(s, 2) for name, s in _seconds.items()}})
