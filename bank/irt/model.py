"""The 2PL response function and its Fisher information, vectorised over items and abilities."""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

Array = NDArray[np.float64]

# Probabilities are kept this far from 0 and 1 so that a log-likelihood never meets log(0): an
# item of extreme difficulty then weighs as "almost certain", not as an impossibility.
_EPSILON = 1e-9


def probability(theta: ArrayLike, a: ArrayLike, b: ArrayLike) -> Array:
    """P(right | θ) for each (θ, item) pair, broadcasting θ against the item arrays."""
    z = np.asarray(a, dtype=float) * (np.asarray(theta, dtype=float) - np.asarray(b, dtype=float))
    return np.clip(1.0 / (1.0 + np.exp(-z)), _EPSILON, 1.0 - _EPSILON)


def information(theta: ArrayLike, a: ArrayLike, b: ArrayLike) -> Array:
    """Fisher information a² P (1 - P) that an item carries about θ at the given ability."""
    p = probability(theta, a, b)
    return np.asarray(a, dtype=float) ** 2 * p * (1.0 - p)


def log_likelihood(p: Array, score: Array) -> Array:
    """Bernoulli log-likelihood of (fractional) scores; shapes broadcast."""
    return score * np.log(p) + (1.0 - score) * np.log1p(-p)
