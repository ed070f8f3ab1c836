"""Operands packed as the library takes them alike: "torch.einsum(eq, [q, k])" (blind-15) is
"torch.einsum(eq, q, k)"; "P(('x',), None)" (blind-9, blind-19) is "P('x', None)". Other libraries'
einsum, other orders, tuples of two axes or none are other code."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._canonical_code import canonical
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
GQA, SPECS = BANK["seed001-16"], BANK["seed000-27"]


def test_the_forms_meet() -> None:
    assert canonical("torch.einsum('ij,jk->ik', [a, b])") == canonical("torch.einsum('ij,jk->ik', a, b)")
    assert canonical("torch.einsum('ij,jk->ik', (a, b))") == canonical("torch.einsum('ij,jk->ik', a, b)")
    assert canonical("P(('x',), None)") == canonical("P('x', None)")
    assert canonical("PartitionSpec(None, ('y',))") == canonical("P(None, 'y')")


@pytest.mark.parametrize(
    ("given", "other"),
    [
        ("np.einsum('ij,jk->ik', [a, b])", "np.einsum('ij,jk->ik', a, b)"),  # numpy takes no list
        ("jnp.einsum('ij,jk->ik', [a, b])", "jnp.einsum('ij,jk->ik', a, b)"),
        ("torch.einsum('ij,jk->ik', [b, a])", "torch.einsum('ij,jk->ik', a, b)"),
        ("torch.einsum('ij,jk->ik', [a, b], c)", "torch.einsum('ij,jk->ik', a, b, c)"),
        ("P(('x', 'y'), None)", "P('x', None)"),
        ("P((), None)", "P(None, None)"),
        ("P(('x',), None)", "P(None, 'x')"),
        ("f(('x',), None)", "f('x', None)"),  # not a PartitionSpec
    ],
)
def test_other_code_stays_apart(given: str, other: str) -> None:
    assert canonical(given) != canonical(other)


def test_graded_as_the_key() -> None:
    assert grade(GQA, "torch.einsum('bkgid,bkjd->bkgij', [q, k]) * scale").verdict is Verdict.CORRECT
    assert grade(GQA, "torch.einsum('bkgid,bkjd->bkgij', [k, q]) * scale").verdict is not Verdict.CORRECT
    bare = grade(SPECS, "P(('x',), None), P(None, ('y',))")
    assert bare.verdict is Verdict.CORRECT and not bare.needs_confirmation
    assert grade(SPECS, "P(('y',), None), P(None, ('x',))").verdict is Verdict.INCORRECT
    assert grade(SPECS, "P(('x', 'y'), None), P(None, ('y',))").verdict is not Verdict.CORRECT
