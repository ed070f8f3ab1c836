"""Related material computed when the bank is indexed (retrieval/related_table.py): the stored lists answer
``QuestionIndex.related`` exactly as the live Chroma query does, follow the bank when it changes, and
step aside (the live query runs) whenever they could differ from it. Embedded Chroma and ``chroma run``."""

from __future__ import annotations

import json
import threading
import time
import uuid
from typing import Any

import pytest

from bank.model import Status
from retrieval import related_table
from retrieval._collections import META_FINGERPRINT
from tests.helpers.fixtures_chroma import BACKENDS, edited, synthetic_bank

BANK = synthetic_bank()


def _live(index: Any, monkeypatch: pytest.MonkeyPatch, *args: Any, **kwargs: Any) -> list[Any]:
    """What Chroma answers, the stored lists set aside."""
    with monkeypatch.context() as patch:
        patch.setattr(index._search.related_table, "lookup", lambda *a, **k: None)
        return list(index.related(*args, **kwargs))


def _shape(items: list[Any]) -> list[tuple[str, str, str]]:
    return [(item.kind, item.question_id, item.text) for item in items]


def _answered_from_lists(index: Any, question_id: str, k: int, **filters: Any) -> bool:
    from retrieval.index import Filters

    found = index._search.related_table.lookup(question_id, k, Filters.of(**filters), index._catalog.by_id())
    return found is not None


@pytest.fixture
def index(index_factory: Any) -> Any:
    """An index of its own, for a test that changes the bank or the stored lists."""
    opened = index_factory()
    opened.sync(BANK)
    opened._search.related_table.invalidate()
    return opened


@pytest.fixture(scope="module", params=BACKENDS)
def shared_index(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The bank indexed once per backend, for the tests that only read it (they leave the bank and the
    stored lists as they were; what they patch, monkeypatch restores)."""
    from retrieval import open_index

    url = request.getfixturevalue("chroma_server") if request.param == "server" else None
    opened = open_index(tmp_path_factory.mktemp("related"), url, prefix=f"rel{uuid.uuid4().hex[:8]}")
    opened.sync(BANK)
    return opened


@pytest.fixture
def read_index(shared_index: Any) -> Any:
    """The shared index, its lists not checked yet: each test starts as from a fresh index's."""
    shared_index._search.related_table.invalidate()
    return shared_index


def test_the_stored_lists_answer_as_chroma_does(read_index: Any, monkeypatch: pytest.MonkeyPatch):
    for question in BANK:
        for k, statuses in [(3, ("active",)), (1, ("active",)), (8, None)]:
            assert _answered_from_lists(read_index, question.id, k, owners=("public",), statuses=statuses)
            stored = read_index.related(question.id, k, owners=("public",), statuses=statuses)
            live = _live(read_index, monkeypatch, question.id, k, owners=("public",), statuses=statuses)
            assert _shape(stored) == _shape(live), (question.id, k)
            assert [s.score for s in stored] == pytest.approx([s.score for s in live], abs=1e-4)


def test_excluded_questions_are_answered_from_the_lists_as_chroma_does(
    read_index: Any, monkeypatch: pytest.MonkeyPatch
):
    # a candidate's withheld questions (the rest of a practice round) are filtered, not over-fetched:
    # k of each kind are left, from memory, however many are withheld
    for question in BANK:
        excluded = [q.id for q in BANK if q.id != question.id][::2]
        assert _answered_from_lists(read_index, question.id, 3, owners=("public",), exclude_ids=excluded)
        assert (
            read_index.stored_related([question.id], 3, owners=("public",), exclude_ids=excluded) is not None
        )
        stored = read_index.related(question.id, 3, owners=("public",), exclude_ids=excluded)
        live = _live(read_index, monkeypatch, question.id, 3, owners=("public",), exclude_ids=excluded)
        assert _shape(stored) == _shape(live), question.id
        assert stored and all(item.question_id not in excluded for item in stored)


def test_the_lists_follow_the_bank(index: Any, monkeypatch: pytest.MonkeyPatch):
    stored_before = index._collections.stored_metadata()
    assert related_table.computed_for(stored_before, stored_before[META_FINGERPRINT])
    changed = [
        edited(q, status=Status.DISPUTED) if q.id == "syn-flash-02" else q
        for q in BANK
        if q.id != "syn-lora-01"
    ]
    index.sync(changed)
    index._search.related_table.invalidate()
    stored_after = index._collections.stored_metadata()
    assert stored_after[META_FINGERPRINT] != stored_before[META_FINGERPRINT]
    assert related_table.computed_for(stored_after, stored_after[META_FINGERPRINT])
    for question in changed:
        assert _answered_from_lists(index, question.id, 3, owners=("public",), statuses=("active",))
        stored = index.related(question.id, 3, owners=("public",))
        assert _shape(stored) == _shape(_live(index, monkeypatch, question.id, 3, owners=("public",)))
        assert all(item.question_id not in ("syn-lora-01", "syn-flash-02") for item in stored)


def test_other_owners_and_short_pools_ask_chroma(index: Any, monkeypatch: pytest.MonkeyPatch):
    # every owner (an organisation's records are not in the lists) and an organisation's own
    assert not _answered_from_lists(index, "syn-flash-01", 3)
    assert not _answered_from_lists(index, "syn-flash-01", 3, owners=("public", "org-1"))
    # an id the lists do not hold: Chroma decides (it raises for an unknown question)
    assert not _answered_from_lists(index, "no-such-question", 3, owners=("public",))
    # lists cut short by POOL, with fewer than k entries passing the filters: the live query runs
    monkeypatch.setattr(related_table, "POOL", 2)
    stored = index._collections.stored_metadata()
    index._collections.questions.modify(metadata={**stored, related_table.META_RELATED_FOR: ""})
    assert related_table.refresh(index._collections)
    index._search.related_table.invalidate()
    assert _answered_from_lists(index, "syn-flash-01", 2, owners=("public",))
    assert not _answered_from_lists(index, "syn-flash-01", 3, owners=("public",))


def test_an_index_synced_before_the_lists_existed_needs_a_sync(index: Any):
    stored = index._collections.stored_metadata()
    index._collections.questions.modify(metadata={**stored, related_table.META_RELATED_FOR: ""})
    assert index.needs_sync(BANK)
    report = index.sync(BANK)
    assert report.embedded == 0
    assert not index.needs_sync(BANK)


def test_from_memory_without_reading_the_store(read_index: Any, monkeypatch: pytest.MonkeyPatch):
    read_index.related("syn-flash-01", 3, owners=("public",))  # reads and checks the lists
    in_memory = read_index.stored_related(["syn-flash-01"], 3, owners=("public",))
    assert in_memory is not None
    assert _shape(in_memory["syn-flash-01"]) == _shape(
        _live(read_index, monkeypatch, "syn-flash-01", 3, owners=("public",))
    )
    read_index._search.related_table.invalidate()  # not checked recently: only a read could say
    assert read_index.stored_related(["syn-flash-01"], 3, owners=("public",)) is None
    assert read_index.stored_related(["syn-flash-01"], 3) is None  # every owner: only Chroma can say


def test_due_for_a_recheck_the_lists_in_memory_answer_and_the_store_is_read_in_a_thread(
    read_index: Any, monkeypatch: pytest.MonkeyPatch
):
    read_index.related("syn-flash-01", 3, owners=("public",))  # reads and checks the lists
    expected = _shape(read_index.stored_related(["syn-flash-01"], 3, owners=("public",))["syn-flash-01"])
    table, catalog = (
        read_index._search.related_table._lists,
        read_index._search._catalog._index,
    )  # their Rechecked
    reads: list[str] = []
    for owner, name in ((read_index._collections, "stored_metadata"), (read_index._collections, "version")):
        real = getattr(owner, name)

        def reading(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            reads.append(f"{_name} in {threading.current_thread().name}")
            return _real(*args, **kwargs)

        monkeypatch.setattr(owner, name, reading)
    table._checked = catalog._checked = time.monotonic() - 60  # both due for a recheck
    asked = time.monotonic()
    in_memory = read_index.stored_related(["syn-flash-01"], 3, owners=("public",))
    assert in_memory is not None and _shape(in_memory["syn-flash-01"]) == expected  # answered without waiting
    deadline = time.monotonic() + 30  # the rechecks' threads, however slowly a loaded machine runs them
    while (table._rechecking or catalog._rechecking) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert reads and not any(threading.main_thread().name in read for read in reads), reads
    assert table._checked >= asked and catalog._checked >= asked  # both rechecked since the question


def test_lists_computed_a_few_questions_at_a_time_are_the_same(index: Any, monkeypatch: pytest.MonkeyPatch):
    """The bank is ranked a block of questions at a time (its whole product did not fit in memory at
    100,000 questions): blocks smaller than the bank store the lists one block of all stores, the same
    records in the same order (a product's last float32 digit may differ between block sizes)."""

    def stored_lists() -> dict[str, dict[str, list[list[Any]]]]:
        page = index._collections.questions.get(include=["metadatas"])
        metadatas = page["metadatas"]
        return {
            qid: json.loads(meta[related_table.RELATED_KEY])
            for qid, meta in zip(page["ids"], metadatas, strict=True)
        }

    def recompute() -> None:
        stored = dict(index._collections.stored_metadata())
        stored.pop(related_table.META_RELATED_FOR)
        index._collections.questions.modify(metadata=stored)
        assert related_table.refresh(index._collections)

    monkeypatch.setattr(related_table, "BLOCK_ROWS", len(BANK) + 1)
    recompute()
    in_one_block = stored_lists()
    monkeypatch.setattr(related_table, "BLOCK_ROWS", 3)
    recompute()
    in_blocks = stored_lists()
    assert len(in_one_block) == len(BANK) > 3 and in_blocks.keys() == in_one_block.keys()
    for qid, lists in in_one_block.items():
        for kind in ("q", "e"):
            assert [r for r, _ in in_blocks[qid][kind]] == [r for r, _ in lists[kind]], (qid, kind)
            assert [s for _, s in in_blocks[qid][kind]] == pytest.approx(
                [s for _, s in lists[kind]], abs=1e-5
            )


def test_several_questions_from_memory_at_once_or_none(read_index: Any):
    # a session's end explains every answer at once: the same lists as one question at a time, or None
    # (then every one of them is looked up the long way) when any of them needs the store
    ids = [question.id for question in BANK]
    read_index.related(ids[0], 3, owners=("public",))  # reads and checks the lists
    alone = {qid: read_index.stored_related([qid], 3, owners=("public",)) for qid in ids}
    assert None not in alone.values()
    one_by_one = {qid: found[qid] for qid, found in alone.items() if found is not None}
    together = read_index.stored_related(ids, 3, owners=("public",))
    assert together is not None and list(together) == ids
    assert {qid: _shape(found) for qid, found in together.items()} == {
        qid: _shape(found) for qid, found in one_by_one.items()
    }
    assert read_index.stored_related([*ids, "no-such-question"], 3, owners=("public",)) is None
    assert read_index.stored_related(ids, 3) is None  # every owner: only Chroma can say
