"""Answer turns on SQLite share their commit (``api/store/shared_commit.py``), on a real SQLite file: turns
run together commit once, and what one turn does — writes nothing, fails, is cancelled — takes nothing of
another's with it; a commit that fails fails every turn it holds, and no turn hears "written" first."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from api.store.shared_commit import MORE_PASSES, SharedCommit


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    path = tmp_path / "db.sqlite3"
    setup = sqlite3.connect(path)
    setup.executescript(
        """
        PRAGMA journal_mode=WAL;
        CREATE TABLE parents (id INTEGER PRIMARY KEY);
        INSERT INTO parents VALUES (1);
        CREATE TABLE rows (id INTEGER PRIMARY KEY, name TEXT UNIQUE,
            parent INTEGER REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);
        """
    )
    setup.close()
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA foreign_keys=ON")
    yield connection
    connection.close()


@pytest.fixture
def shared(db: sqlite3.Connection, tmp_path: Path) -> SharedCommit:
    return SharedCommit(db, create_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}"))


def stored(db: sqlite3.Connection) -> list[str]:
    """What another connection reads: only what was committed."""
    path = db.execute("PRAGMA database_list").fetchone()[2]
    other = sqlite3.connect(path)
    try:
        return sorted(name for (name,) in other.execute("SELECT name FROM rows"))
    finally:
        other.close()


def insert(name: str, parent: int = 1, *, written: bool = True):  # type: ignore[no-untyped-def]
    async def turn(db: sqlite3.Connection) -> bool:
        db.execute("INSERT INTO rows (name, parent) VALUES (?, ?)", (name, parent))
        return written

    return turn


def commits(db: sqlite3.Connection) -> list[str]:
    seen: list[str] = []
    db.set_trace_callback(lambda sql: seen.append(sql) if sql in ("BEGIN IMMEDIATE", "COMMIT") else None)
    return seen


async def test_turns_run_together_commit_once(db: sqlite3.Connection, shared: SharedCommit) -> None:
    seen = commits(db)
    results = await asyncio.gather(*(shared.write(insert(f"r{n}")) for n in range(5)))
    assert results == [True] * 5
    assert stored(db) == ["r0", "r1", "r2", "r3", "r4"]
    assert seen == ["BEGIN IMMEDIATE", "COMMIT"]


async def test_turns_arriving_over_a_few_loop_passes_share_the_commit(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    """Candidates answering together reach the loop over a few passes: the commit waits while the last
    pass brought someone to join it."""
    seen = commits(db)

    async def arriving(n: int) -> bool:
        for _ in range(n):  # n loop passes later
            await asyncio.sleep(0)
        return await shared.write(insert(f"r{n}"))

    assert await asyncio.gather(*(arriving(n) for n in range(3))) == [True] * 3
    assert stored(db) == ["r0", "r1", "r2"]
    assert seen == ["BEGIN IMMEDIATE", "COMMIT"]


async def test_turns_that_keep_coming_do_not_hold_the_commit_back(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    """A turn joining every loop pass would hold the commit off for ever: it waits ``MORE_PASSES`` passes
    at most, and the first turn is written before the last has arrived."""
    seen = commits(db)
    first = asyncio.ensure_future(shared.write(insert("r00")))
    others: list[asyncio.Future[bool]] = []
    passes = 0
    while not first.done():
        others.append(asyncio.ensure_future(shared.write(insert(f"r{len(others) + 1:02d}"))))
        await asyncio.sleep(0)
        passes += 1
        assert passes <= MORE_PASSES + 3, "the commit waited for ever"
    assert first.result() is True
    assert "r00" in stored(db)
    assert await asyncio.gather(*others) == [True] * len(others)
    assert len(stored(db)) == len(others) + 1
    assert seen.count("COMMIT") >= 2  # the last ones came after the first commit


async def test_a_turn_alone_commits_on_its_own(db: sqlite3.Connection, shared: SharedCommit) -> None:
    seen = commits(db)
    assert await shared.write(insert("a")) is True
    assert stored(db) == ["a"]
    assert await shared.write(insert("b")) is True
    assert stored(db) == ["a", "b"]
    assert seen == ["BEGIN IMMEDIATE", "COMMIT"] * 2


async def test_no_turn_hears_written_before_its_commit(db: sqlite3.Connection, shared: SharedCommit) -> None:
    heard: list[list[str]] = []

    async def one(name: str) -> None:
        await shared.write(insert(name))
        heard.append(stored(db))  # read by another connection the moment the turn is answered

    await asyncio.gather(one("a"), one("b"))
    assert heard == [["a", "b"], ["a", "b"]]


async def test_a_turn_that_writes_nothing_keeps_nothing_of_its_own(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    results = await asyncio.gather(
        shared.write(insert("kept")), shared.write(insert("guard failed", written=False))
    )
    assert results == [True, False]
    assert stored(db) == ["kept"]


async def test_a_failing_turn_takes_nothing_of_another_with_it(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    async def half_then_fails(db: sqlite3.Connection) -> bool:
        db.execute("INSERT INTO rows (name) VALUES ('half')")
        db.execute("INSERT INTO rows (name) VALUES ('first')")  # UNIQUE: raises, the turn's half undone
        return True

    results = await asyncio.gather(
        shared.write(insert("first")),
        shared.write(half_then_fails),
        shared.write(insert("third")),
        return_exceptions=True,
    )
    assert results[0] is True and results[2] is True
    assert isinstance(results[1], sqlite3.IntegrityError)
    assert stored(db) == ["first", "third"]


async def test_a_commit_that_fails_fails_every_turn_it_holds(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    """A deferred foreign key is checked at COMMIT: the whole transaction is refused, and every turn in
    it is told so (its caller hands it to the full path); the next turn commits as usual."""
    results = await asyncio.gather(
        shared.write(insert("fine")), shared.write(insert("orphan", parent=99)), return_exceptions=True
    )
    assert all(isinstance(result, sqlite3.IntegrityError) for result in results), results
    assert stored(db) == []
    assert not db.in_transaction
    assert await shared.write(insert("later")) is True
    assert stored(db) == ["later"]


async def test_a_transaction_rolled_back_under_the_turns_fails_them_all(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    """Some errors (a full disk, I/O) make SQLite roll back the whole transaction, savepoints and all:
    the turns already released in it were not kept, and must not hear that they were."""

    async def rolls_back_all(db: sqlite3.Connection) -> bool:
        db.execute("ROLLBACK")  # as SQLite does after SQLITE_FULL or SQLITE_IOERR
        raise sqlite3.OperationalError("disk I/O error")

    results = await asyncio.gather(
        shared.write(insert("before")),
        shared.write(rolls_back_all),
        shared.write(insert("after")),
        return_exceptions=True,
    )
    assert isinstance(results[0], sqlite3.OperationalError)
    assert isinstance(results[1], sqlite3.OperationalError)
    # the turn after it began a transaction of its own, committed on its own
    assert results[2] is True
    assert stored(db) == ["after"]


async def test_a_cancelled_turn_leaves_the_others_theirs(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    first = asyncio.ensure_future(shared.write(insert("cancelled")))
    second = asyncio.ensure_future(shared.write(insert("kept")))
    await asyncio.sleep(0)  # both have written and wait for the commit
    first.cancel()
    assert await second is True
    with pytest.raises(asyncio.CancelledError):
        await first
    assert stored(db) == ["cancelled", "kept"]  # written before it was cancelled: as after a disconnect


async def test_the_commit_waits_for_a_turn_halfway_through(
    db: sqlite3.Connection, shared: SharedCommit
) -> None:
    async def slow(db: sqlite3.Connection) -> bool:
        db.execute("INSERT INTO rows (name) VALUES ('slow 1')")
        for _ in range(3):
            await asyncio.sleep(0)  # the scheduled commit comes round meanwhile
        db.execute("INSERT INTO rows (name) VALUES ('slow 2')")
        return True

    seen = commits(db)
    assert await asyncio.gather(shared.write(insert("quick")), shared.write(slow)) == [True, True]
    assert stored(db) == ["quick", "slow 1", "slow 2"]
    assert seen == ["BEGIN IMMEDIATE", "COMMIT"]


async def test_closing_commits_what_is_open(db: sqlite3.Connection, shared: SharedCommit) -> None:
    waiting = asyncio.ensure_future(shared.write(insert("open")))
    await asyncio.sleep(0)
    assert stored(db) == []
    shared.close()
    assert stored(db) == ["open"]
    assert await waiting is True
