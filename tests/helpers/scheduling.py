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
"""

from __future__ import annotations

from collections import defaultdict

import pytest

CACHE_KEY = "ibot/file-seconds"
_seconds: defaultdict[str, float] = defaultdict(float)  # this run's, by file (the controller's reports)


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


@pytest.hookimpl(trylast=True)  # after tests/conftest.py has marked the tiers
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    cache = getattr(config, "cache", None)
    if cache is None or config.getoption("failedfirst", False) or config.getoption("newfirst", False):
        return  # no timings, or an order asked for (--ff, --nf)
    known: dict[str, float] = cache.get(CACHE_KEY, {})
    if known:
        items.sort(key=lambda item: -known.get(_file(item.nodeid), 0.0))  # stable: a file stays together


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _seconds[_file(report.nodeid)] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    cache = getattr(config, "cache", None)
    if cache is None or hasattr(config, "workerinput") or not _seconds:  # the controller records, once
        return
    cache.set(CACHE_KEY, {**cache.get(CACHE_KEY, {}), **{name: round(s, 2) for name, s in _seconds.items()}})
