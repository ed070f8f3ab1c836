"""How many examples each property test (hypothesis) draws.

The suite runs under the ``suite`` profile (``tests/conftest.py``): derandomized, so every run checks the
same examples — a regression check, not a search. A test's count is the smallest at which that fixed
sample still draws every entry of the lists the test is written around (its sentence templates, hedges,
words) and all but about a tenth of the bank's questions it samples from; more examples in that run would
only add further combinations of values it already draws, the same ones every run.

Searching for new failures is the ``explore`` profile's job (``pytest tests/unit
--hypothesis-profile=explore``): ten times as many examples per test, from a new seed each run, the
failures kept in ``.hypothesis/`` and replayed first on the next run. Run it when the reader changes.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Iterable
from typing import TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

H = TypeVar("H", bound=Hashable)


def examples(count: int) -> settings:
    """A property test's settings: ``count`` examples in the suite's run, as many more under a profile
    that draws more (``explore``); the rest (seed, deadline, database) is the loaded profile's. Grading a
    sentence takes milliseconds, so hypothesis's check that examples are quick is off."""
    scale = settings.default.max_examples / settings.get_profile("suite").max_examples
    return settings(max_examples=round(count * scale), suppress_health_check=[HealthCheck.too_slow])


def sampled(values: Iterable[H]) -> SearchStrategy[H]:
    """``st.sampled_from(values)``, built once for each sequence of values: a strategy built inside a
    ``@st.composite`` or for ``data.draw`` is validated and labelled by hypothesis on every draw (about
    40 µs for a ``sampled_from``, three times that for a list of one), while the same strategy object
    drawn again is not. The values drawn are the same either way. Questions are not hashable, so not
    sampled here. Used in ``@st.composite`` functions: a derandomized test's seed is a digest of its own
    source, so editing the body of a ``@given`` test (a ``data.draw``) draws other examples."""
    return _sampled(tuple(values))


@functools.cache
def _sampled(values: tuple[H, ...]) -> SearchStrategy[H]:
    return st.sampled_from(values)
