"""θ and its standard error for one candidate: the posterior mean (EAP) and posterior SD.

EAP rather than maximum likelihood: the MLE does not exist for an all-right or all-wrong pattern,
which is the usual state of an adaptive session after its first questions, and the posterior SD is
the standard error the stopping rule compares with the invite's target. The prior is the
organisation's population, standard normal on its calibrated scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bank.irt.model import log_likelihood, probability

# A fine grid over the range abilities live in; 0.05 apart keeps the posterior SD exact to a few
# thousandths at the standard errors the stopping rule cares about (0.2 and above).
GRID = np.linspace(-5.0, 5.0, 201)
_LOG_PRIOR = -0.5 * GRID**2


@dataclass(frozen=True)
class Ability:
    """An ability estimate on the organisation's scale; ``se`` is its standard error."""

    theta: float
    se: float
    answered: int


def estimate_ability(
    a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray, scores: Sequence[float] | np.ndarray
) -> Ability:
    """EAP θ with posterior SD from the items answered (parameters) and their scores in [0, 1]."""
    a_arr = np.asarray(a, dtype=float)
    b_arr = np.asarray(b, dtype=float)
    u = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
    if not (a_arr.shape == b_arr.shape == u.shape):
        raise ValueError("a, b and scores must have one entry per answered item")
    log_post = _LOG_PRIOR.copy()
    if u.size:
        p = probability(GRID[:, None], a_arr[None, :], b_arr[None, :])
        log_post += log_likelihood(p, u[None, :]).sum(axis=1)
    weights = np.exp(log_post - log_post.max())
    weights /= weights.sum()
    theta = float(weights @ GRID)
    se = float(np.sqrt(weights @ (GRID - theta) ** 2))
    return Ability(theta=theta, se=se, answered=int(u.size))
