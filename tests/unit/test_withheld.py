"""Which questions are withheld from a candidate (api/services/explain/_withheld.py): one rule over every
mode and reveal policy, the union over a candidate's open sessions, and no second copy of the rule."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from api.services.explain import withheld_of
from api.services.explain._withheld import withheld_in
from api.store.models import InterviewSession

API = Path(__file__).resolve().parents[2] / "api"
RULE = API / "services" / "explain" / "_withheld.py"


def session(mode: str, reveal: str, plan: list[str], position: int) -> InterviewSession:
    return InterviewSession(mode=mode, reveal=reveal, status="active", plan=plan, position=position)


@pytest.mark.parametrize(
    ("mode", "reveal"), [("practice", "each"), ("practice", "never"), ("interview", "each")]
)
def test_answers_shown_with_their_keys_are_not_withheld(mode: str, reveal: str) -> None:
    """Each answer's key comes back with it: only the questions still ahead (the current one too)."""
    assert withheld_in(session(mode, reveal, ["q1", "q2", "q3"], 1)) == {"q2", "q3"}
    assert withheld_in(session(mode, reveal, ["q1", "q2"], 2)) == set()


@pytest.mark.parametrize("reveal", ["end", "never"])
def test_an_interview_that_reveals_at_its_end_or_never_withholds_its_whole_plan(reveal: str) -> None:
    """Answered questions too: their keys were not shown."""
    assert withheld_in(session("interview", reveal, ["q1", "q2", "q3"], 2)) == {"q1", "q2", "q3"}


@pytest.mark.parametrize(("reveal", "answered_shown"), [("each", False), ("end", True), ("never", True)])
def test_an_adaptive_interview_withholds_every_item_it_may_still_ask(
    reveal: str, answered_shown: bool
) -> None:
    """Its plan grows one question at a time, but any item of its pool may come next: all are withheld,
    and the ones answered as well unless their keys came back with them."""
    adaptive = session("interview", reveal, ["q2", "q5"], 1)
    adaptive.adaptive = {"ids": ["q1", "q2", "q3", "q4", "q5"]}
    ahead = {"q1", "q3", "q4", "q5"}
    assert withheld_in(adaptive) == (ahead | {"q2"} if answered_shown else ahead)


def test_a_candidate_is_withheld_what_any_open_session_of_theirs_withholds() -> None:
    interview = session("interview", "end", ["q1", "q2"], 1)
    practice = session("practice", "each", ["q3", "q4", "q5"], 1)
    assert withheld_of([interview, practice]) == frozenset({"q1", "q2", "q4", "q5"})
    assert withheld_of([]) == frozenset()


def _defined_or_read(path: Path) -> set[str]:
    """The withheld rule's names a module defines, and the store read the rule is made of."""
    source = path.read_text()
    if "withheld" not in source and "open_sessions" not in source:  # neither name: nothing to parse
        return set()
    names = set()
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("withheld"):
            names.add(node.name)
        if isinstance(node, ast.Attribute) and node.attr == "open_sessions":
            names.add("open_sessions")
    return names


def test_the_rule_is_written_once_and_everyone_calls_it() -> None:
    """No module but the rule's own defines a withheld function or reads a candidate's open sessions to
    make one (the answer turn reads them with its card, in one statement, and hands them to
    ``withheld_of``)."""
    elsewhere = {
        str(path.relative_to(API)): found
        for path in API.rglob("*.py")
        if path != RULE and (found := _defined_or_read(path))
    }
    assert elsewhere == {}
    assert _defined_or_read(RULE) == {"withheld_in", "withheld_of", "withheld_question_ids", "open_sessions"}
