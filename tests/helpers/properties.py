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

from hypothesis import HealthCheck, settings


def examples(count: int) -> settings:
    """A property test's settings: ``count`` examples in the suite's run, as many more under a profile
    that draws more (``explore``); the rest (seed, deadline, database) is the loaded profile's. Grading a
    sentence takes milliseconds, so hypothesis's check that examples are quick is off."""
    scale = settings.default.max_examples / settings.get_profile("suite").max_examples
    return settings(max_examples=round(count * scale), suppress_health_check=[HealthCheck.too_slow])
