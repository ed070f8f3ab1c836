"""The suite in three tiers, each a directory with its own conftest.py:

- ``tests/unit``: pure code — no server, no socket, no database, no Chroma, no embedding model. Fast.
- ``tests/integration``: the real store (SQLite and PostgreSQL), the real index, the API in-process or on
  a loopback port, the lint/type/import-contract tools.
- ``tests/e2e``: the real aiogram bot against the fake Bot API server, the CLI and the topology as
  processes.

Shared fixtures live in ``tests/helpers/`` and are registered here once, for every tier; test modules
import plain helpers from ``tests/helpers/`` explicitly and never import another test module.
Each test carries its tier as a marker, so ``pytest -m "not e2e"`` works as well as a directory.

The suite runs on pytest-xdist workers (``-n auto --dist loadfile`` in pyproject.toml: a file's tests
stay together, so its module-scoped servers and browser start once): one more than the cores when the
run holds integration or end-to-end files, whose tests wait on processes and servers, one per core
for the unit tier alone (``pytest_xdist_auto_num_workers`` below). Every worker has its own stores,
servers, ports and directories; the unit tier alone runs on the workers too (its property and grading
tests outweigh a worker's start-up). One test file runs in one process; ``-n 0`` runs anything in one
process.

NumPy's OpenBLAS runs on one thread in every process of the suite (``OPENBLAS_NUM_THREADS``, set here).

Questions are drawn from a fixed seed (``IBOT_DRAW_SEED``, set here for every process the suite starts,
and by ``api_settings`` for the apps it builds): a test's questions are the same every run. Property
tests (hypothesis) are derandomized the same way — the same examples every run — and have no deadline,
since a deadline is a timed assertion that a busy machine fails; ``--hypothesis-profile=explore``
searches for new failures instead (``tests/helpers/properties.py``).
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.helpers.seeds import DRAW_SEED

pytest_plugins = [
    "tests.helpers.store_fixtures",
    "tests.helpers.api_fixtures",
    "tests.helpers.bot_fixtures",
    "tests.helpers.console_browser",
    "tests.helpers.fixtures_chroma",
    "tests.helpers.topology",
    "tests.helpers.quick_exit",
    "tests.helpers.scheduling",
]

os.environ["IBOT_DRAW_SEED"] = str(DRAW_SEED)  # inherited by every process a test starts
# NumPy's OpenBLAS on one thread, in this process and every process a test starts (set before anything
# imports NumPy): on a busy 2-core machine its worker threads spin waiting for each other, and the IRT
# calibration tests (matrix products of a few thousand rows) took ten times the CPU they take on one
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
settings.register_profile("suite", derandomize=True, deadline=None, database=None)
# --hypothesis-profile=explore: property tests search for new failures, from a new seed each run, with ten
# times as many examples, and replay what failed first (tests/helpers/properties.py)
settings.register_profile("explore", deadline=None, max_examples=1000)
settings.load_profile("suite")

TESTS = Path(__file__).resolve().parent
TIERS = ("unit", "integration", "e2e")


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Workers for ``-n auto``: one more than the cores the process may use when the run holds
    integration or end-to-end files, one per core for the unit tier alone; none (the tests run in this
    process) on one core or for one test file, where starting a worker costs more than the tests it
    would take over; never more than the files named, when only files are named.

    The integration and end-to-end files wait much of their time: for the processes they start (the
    CLI, ``api``, ``up``, Chromium) to import and answer, for servers, for leases and retries to run
    out. With a worker per core the cores idle for about a quarter of the whole suite's wall time; one
    worker more fills those waits, for the CPU of one more start (its collection, its PostgreSQL
    cluster and Chroma server). The unit tier is bound by CPU alone: a worker more than the cores
    there only adds its start. The figures: bench/RESULTS.md, "The test suite"."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    paths = {(config.invocation_params.dir / arg.split("::", 1)[0]).resolve() for arg in config.args}
    if cores < 2 or (len(paths) == 1 and next(iter(paths)).is_file()):
        return 0
    workers = cores if _unit_tier_only(config) else cores + 1
    if paths and all(path.is_file() for path in paths):
        workers = min(workers, len(paths))
    return workers


def pytest_configure(config: pytest.Config) -> None:
    """The xdist workers of a run of the unit tier alone start without pytest-playwright, the browser
    fixtures of ``tests/e2e``: its import, hooks and autouse fixture cost a worker about 0.2 s of CPU
    over its half of the tier. A running pytest cannot drop a plugin it has loaded (the session's
    fixture manager takes the fixtures of every plugin registered before it, unregistered ones too),
    but the workers read ``PYTEST_ADDOPTS`` when they start, from the controller's environment, which
    is set here once every path asked for is in ``tests/unit``. The controller runs no test; a run of
    one file runs in one process, and keeps the plugin."""
    if hasattr(config, "workerinput") or not _unit_tier_only(config):
        return
    os.environ["PYTEST_ADDOPTS"] = f"{os.environ.get('PYTEST_ADDOPTS', '')} -p no:playwright".strip()


def _unit_tier_only(config: pytest.Config) -> bool:
    unit = TESTS / "unit"
    paths = [(config.invocation_params.dir / arg.split("::", 1)[0]).resolve() for arg in config.args]
    return bool(paths) and all(path == unit or unit in path.parents for path in paths)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    tiers: dict[Path, str | None] = {}  # per file: resolving a path stats each of its directories
    for item in items:
        if item.path not in tiers:
            parts = item.path.resolve().relative_to(TESTS).parts
            tiers[item.path] = parts[0] if parts and parts[0] in TIERS else None
        tier = tiers[item.path]
        if tier is not None:
            item.add_marker(getattr(pytest.mark, tier))


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Iterator[None]:
    """No cyclic garbage collection while the test modules import and collect: what they build lives
    until the process exits (``pytest_collection_finish``), so each collection only walked it, every
    module imported so far again in the oldest generation's. The collector runs again for the tests."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.enable()


def pytest_collection_finish(session: pytest.Session) -> None:
    """What a process has imported and collected lives until it exits: it is moved out of the cyclic
    garbage collector's reach (``gc.freeze``), so the collections the tests' own allocations set off,
    no longer walk every module, class and test item again (until an app's shutdown unfreezes it all:
    ``pytest_sessionfinish`` below). What the tests create is collected as before; what became garbage
    while collecting, in one pass."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(trylast=True)  # after the session's fixtures are torn down (the runner's own hook)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """What the session made lives until the process exits, without the interpreter's clean-up
    (``tests/helpers/quick_exit.py``): it is frozen too, so pytest's closing collection (for the
    unraisable exceptions of what a collection frees) walks only what is left after this hook. An app's
    shutdown unfreezes everything (``api/app.py``), so by the end a worker of the integration and e2e
    tiers has millions of objects back in the collector's reach, and that one collection took seconds
    in each worker after its last test, while the controller waited (bench/RESULTS.md). And an xdist
    worker still busy 5 s after the controller asks it to end gets a SIGINT from execnet
    (``WorkerGateway._terminate_execution``): taken inside that collection, in Hypothesis's or a
    weakref's callback, it printed an ignored ``KeyboardInterrupt`` after the summary. Cycles that are
    still garbage here are never freed, as at the exit, and any ``__del__`` they hold never runs."""
    gc.freeze()
