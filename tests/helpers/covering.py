"""Sweeps over a product of cases, taken in slices by a parametrized test's values.

A grading sweep loops a parametrized value (a word, a form) over a product of the other axes (every
question × every comma × every wrong set …): most of the unit tier's CPU, half a millisecond or so a grade.
``slice_of`` gives the test of the ``index``-th value every ``slices``-th case of that product, starting
at ``index``: any ``slices`` consecutive values take the whole product between them, each case once, so
every combination of the other axes is still graded, and every value of the parameter still meets
every value of each axis the reader combines it with (``axes``: checked here, so a product that grows
or reorders into a slice that misses one fails instead of silently checking less). A rotation by
index, not a random sample: the same cases every run.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

T = TypeVar("T")
U = TypeVar("U")


def slice_of(
    cases: Sequence[T], index: int, slices: int, axes: Sequence[Callable[[T], Hashable]] = ()
) -> list[T]:
    """Every ``slices``-th of ``cases`` from ``index % slices``; each of ``axes`` (a case's value on an
    axis) must take every value in the slice that it takes in ``cases``."""
    mine = list(cases[index % slices :: slices])
    for axis in axes:
        missing = {axis(case) for case in cases} - {axis(case) for case in mine}
        assert not missing, f"slice {index % slices} of {slices} misses {sorted(map(str, missing))}"
    return mine


def turned(outer: Sequence[T], inner: Sequence[U]) -> list[tuple[T, U]]:
    """``outer`` × ``inner``, the inner values turned by one more under each outer one, round again past
    the last: a slice of every n-th pair then meets every inner value even where n divides
    ``len(inner)``, as long as ``outer`` has n values or more."""
    laps = len(inner) or 1
    return [
        (first, second)
        for turn, first in enumerate(outer)
        for second in [*inner[turn % laps :], *inner[: turn % laps]]
    ]
