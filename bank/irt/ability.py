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

# A fine grid over the range abilities usually live in; 0.05 apart keeps the posterior SD exact to a few
# thousandths at the standard errors the stopping rule cares about (0.2 and above).
_STEP = 0.05
GRID = np.linspace(-5.0, 5.0, 201)
# Where the posterior has not fallen this far below its peak at an end of GRID (a node's weight 1e-5 of
# the peak's), it goes on past that end: all right on hard items puts θ near or beyond 5, and a grid cut
# there gave 40 right at b = 3 (a = 2.5) θ 4.31 ± 0.288 for 4.34 ± 0.327. The grid then runs on, at the
# same step, to where the prior alone puts every node this far below the peak — the likelihood never
# exceeds 1, so nothing beyond counts (calibrated difficulties reach ±6.5 and more: no fixed end would do).
# Calibration integrates over the population instead, on a fixed grid: bank/irt/calibration.py says why.
_NEGLIGIBLE = float(np.log(1e5))


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
    grid, log_post = GRID, _log_posterior(GRID, a_arr, b_arr, u)
    top = float(log_post.max())
    end = float(np.sqrt(2.0 * (_NEGLIGIBLE - top)))  # past ±end, -θ²/2 alone is below top - _NEGLIGIBLE
    if top - log_post[0] < _NEGLIGIBLE and end > -GRID[0]:
        below = GRID[0] - _STEP * np.arange(np.ceil((end + GRID[0]) / _STEP), 0, -1)
        grid, log_post = (
            np.concatenate([below, grid]),
            np.concatenate([_log_posterior(below, a_arr, b_arr, u), log_post]),
        )
    if top - log_post[-1] < _NEGLIGIBLE and end > GRID[-1]:
        above = GRID[-1] + _STEP * np.arange(1, np.ceil((end - GRID[-1]) / _STEP) + 1)
        grid, log_post = (
            np.concatenate([grid, above]),
            np.concatenate([log_post, _log_posterior(above, a_arr, b_arr, u)]),
        )
    weights = np.exp(log_post - log_post.max())
    weights /= weights.sum()
    theta = float(weights @ grid)
    se = float(np.sqrt(weights @ (grid - theta) ** 2))
    return Ability(theta=theta, se=se, answered=int(u.size))


def _log_posterior(grid: np.ndarray, a: np.ndarray, b: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Unnormalised log posterior at each node: the N(0, 1) prior plus every answer's log-likelihood."""
    log_prior = -0.5 * grid**2
    if not u.size:
        return log_prior
    p = probability(grid[:, None], a[None, :], b[None, :])
    return log_prior + log_likelihood(p, u[None, :]).sum(axis=1)
