"""Item parameters from an organisation's answers: marginal maximum a posteriori (Bock–Aitkin EM).

Why our own EM and not a library: an organisation's data is sparse (each candidate sees a few of
the bank's questions) and small, so estimates must lean on priors — the public bank's parameters —
until answers accumulate. girth's ``twopl_mml`` recovers parameters well on full matrices but takes
no item priors, pulls scipy, and has not been released since 2021; catsim pulls scikit-learn and
matplotlib for selectors we need in a few lines; py-irt pulls torch. The EM below is the textbook
one (BILOG-style priors on difficulty and log-discrimination), numpy only, and handles missing
responses and partial credit (fractional outcomes) directly.

Abilities follow N(0, 1): that fixes the organisation's scale (0 = its average candidate).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from bank.irt.model import Array, probability

Model = Literal["2pl", "rasch"]

# The E-step's quadrature, fixed at ±4 where θ's own grid (bank.irt.ability) runs on past ±5 while a
# posterior has not ended. They differ on purpose: θ's posterior is one candidate's, and a strong record
# carries it far past any fixed end; here every candidate is integrated over the population's N(0, 1),
# which leaves 6e-5 of its mass past ±4, so the items learn next to nothing from out there. Measured on
# 3,000 simulated candidates (8 seeds) against ±8 at a step of 0.05: an item at b = 4.5 moved by 0.008 at
# most for an SE of 0.4-0.7, ordinary items by 5e-4 (tests/unit/test_irt.py holds it). Each node costs a
# persons × items product per EM iteration, and calibration runs in the API: 41 nodes, not 321.
_NODES = np.linspace(-4.0, 4.0, 41)
_LOG_WEIGHTS = -0.5 * _NODES**2 - np.log(np.exp(-0.5 * _NODES**2).sum())
# What an item's estimate cannot say, per item (``Calibration.flags``): every answer right (or wrong)
# bounds b on one side only, so its estimate is the prior's pull against a likelihood that never stops
# rising, with a standard error that means nothing; the better candidates got it right less often (the
# 2PL keeps a above 0, so that shows only as an a near 0 and a b that means nothing — a key to check); it
# rests on fewer answers than a usable difficulty needs (docs/ability.md: some 30, SE about 0.35).
ALL_RIGHT, ALL_WRONG, NEGATIVE, FEW = "all_right", "all_wrong", "negative", "few"
FEW_ANSWERS = 30
# A step of an item's Newton update is cut to this length: one noisy M-step cannot throw an item
# of few answers to an absurd difficulty that the next E-step then has to undo.
_MAX_STEP = 1.0


@dataclass(frozen=True)
class ItemPrior:
    """What is believed about an item before the organisation's answers: normal on b, on log a."""

    b_mean: float = 0.0
    b_sd: float = 1.5
    log_a_mean: float = 0.0
    log_a_sd: float = 0.5


@dataclass(frozen=True)
class Calibration:
    """Estimated parameters, one entry per item (column of the response matrix)."""

    model: Model
    a: Array
    b: Array
    se_a: Array
    se_b: Array
    responses: Array  # answers per item that entered the estimate
    iterations: int
    converged: bool
    flags: tuple[str | None, ...] = ()  # per item: None, or what its estimate cannot say (ALL_RIGHT, …)


def calibrate(
    scores: Array,
    priors: Sequence[ItemPrior] | None = None,
    model: Model = "2pl",
    max_iterations: int = 300,
    tolerance: float = 1e-4,
) -> Calibration:
    """Estimate (a, b) per item from a persons × items matrix of scores in [0, 1], NaN = not shown."""
    data = np.asarray(scores, dtype=float)
    if data.ndim != 2:
        raise ValueError("scores must be a persons × items matrix")
    n_items = data.shape[1]
    prior_list = list(priors) if priors is not None else [ItemPrior()] * n_items
    if len(prior_list) != n_items:
        raise ValueError("one prior per item")
    shown = ~np.isnan(data)
    right = np.where(shown, np.clip(np.nan_to_num(data), 0.0, 1.0), 0.0)
    wrong = shown - right
    b_mu = np.array([p.b_mean for p in prior_list])
    b_var = np.array([p.b_sd for p in prior_list]) ** 2
    la_mu = np.array([p.log_a_mean for p in prior_list])
    la_var = np.array([p.log_a_sd for p in prior_list]) ** 2

    # Rasch (the 1PL): one discrimination shared by every item, estimated like the rest. Fixed at 1, it
    # asserted that the candidates' spread is exactly one logit; it is not, and every b then came out
    # squeezed or stretched with intervals that missed (a = 0.6 for all: 52-71 % covered)
    log_a = la_mu.copy() if model == "2pl" else np.full(n_items, la_mu.mean() if n_items else 0.0)
    b = b_mu.copy()
    converged = False
    iterations = 0
    h_aa = h_bb = h_ab = np.zeros(n_items)
    for iterations in range(1, max_iterations + 1):  # noqa: B007 — the count is reported
        a = np.exp(log_a)
        p = probability(_NODES[:, None], a[None, :], b[None, :])  # nodes × items
        log_lik = right @ np.log(p).T + wrong @ np.log1p(-p).T  # persons × nodes
        log_post = log_lik + _LOG_WEIGHTS[None, :]
        log_post -= log_post.max(axis=1, keepdims=True)
        post = np.exp(log_post)
        post /= post.sum(axis=1, keepdims=True)
        expected_n = post.T @ shown  # nodes × items: expected answers at each node
        expected_r = post.T @ right  # … of which right
        new_log_a, new_b, h_aa, h_bb, h_ab = _m_step(
            expected_n, expected_r, log_a, b, (la_mu, la_var), (b_mu, b_var), model
        )
        change = max(np.abs(new_b - b).max(initial=0.0), np.abs(new_log_a - log_a).max(initial=0.0))
        log_a, b = new_log_a, new_b
        if change < tolerance:
            converged = True
            break

    a = np.exp(log_a)
    se_log_a, se_b = _standard_errors(h_aa, h_bb, h_ab, model)
    return Calibration(
        model=model,
        a=a,
        b=b,
        se_a=a * se_log_a,
        se_b=se_b,
        responses=shown.sum(axis=0).astype(float),
        iterations=iterations,
        converged=converged,
        flags=item_flags(data, a, b),
    )


def item_flags(scores: Array, a: Array, b: Array) -> tuple[str | None, ...]:
    """Per item of a persons × items matrix (NaN = not shown), what its estimate cannot say (None: nothing
    to say). Negative: the item's scores correlate below 0 with the candidates' rest ability — the EAP θ
    of their other answers under the fit — so the item itself does not lift its own correlation."""
    data = np.asarray(scores, dtype=float)
    shown = ~np.isnan(data)
    right = np.where(shown, np.clip(np.nan_to_num(data), 0.0, 1.0), 0.0)
    wrong = shown - right
    p = probability(_NODES[:, None], a[None, :], b[None, :])  # nodes × items
    log_p, log_q = np.log(p), np.log1p(-p)
    log_post = right @ log_p.T + wrong @ log_q.T + _LOG_WEIGHTS[None, :]  # persons × nodes
    flags: list[str | None] = []
    for item in range(data.shape[1]):
        answered = shown[:, item]
        got = right[answered, item]
        if got.size and np.all(got >= 1.0):
            flags.append(ALL_RIGHT)
        elif got.size and np.all(got <= 0.0):
            flags.append(ALL_WRONG)
        elif got.size < FEW_ANSWERS:
            flags.append(FEW)
        else:
            own = (
                right[answered, item, None] * log_p[None, :, item]
                + wrong[answered, item, None] * log_q[None, :, item]
            )
            rest = log_post[answered] - own
            weights = np.exp(rest - rest.max(axis=1, keepdims=True))
            rest_theta = (weights @ _NODES) / weights.sum(axis=1)
            spread = np.std(got) * np.std(rest_theta)
            r = np.mean((got - got.mean()) * (rest_theta - rest_theta.mean())) / spread if spread > 0 else 0.0
            # below 0 by more than chance: r < -1.645 / √n, a one-sided 5 % test (r ≈ N(0, 1/n) under
            # no relation) — on short forms the rest θ is noisy, and a weak item's r dips below 0 often
            negative = r < -1.645 / np.sqrt(got.size)
            flags.append(NEGATIVE if negative else None)
    return tuple(flags)


def _m_step(
    n: Array,
    r: Array,
    log_a: Array,
    b: Array,
    log_a_prior: tuple[Array, Array],
    b_prior: tuple[Array, Array],
    model: Model,
    steps: int = 3,
) -> tuple[Array, Array, Array, Array, Array]:
    """A few Fisher-scoring steps on every item at once; returns parameters and the Hessian terms.

    The Hessian (negative information, prior included) comes back so that standard errors can be
    read off the last step without another pass.
    """
    la_mu, la_var = log_a_prior
    b_mu, b_var = b_prior
    q = _NODES[:, None]
    h_aa = h_bb = h_ab = np.zeros_like(b)
    for _ in range(steps):
        a = np.exp(log_a)
        p = probability(q, a[None, :], b[None, :])
        residual = r - n * p  # d loglik / dz at each node
        weight = n * p * (1.0 - p)  # - d² loglik / dz²
        z = a[None, :] * (q - b[None, :])  # dz/d(log a) = z, dz/db = -a
        g_b = -(a * residual.sum(axis=0)) - (b - b_mu) / b_var
        h_bb = -(a**2) * weight.sum(axis=0) - 1.0 / b_var
        if model == "rasch":
            b = b + np.clip(-g_b / h_bb, -_MAX_STEP, _MAX_STEP)
            log_a, h_aa = _common_step(n, r, log_a, b, la_mu.mean(), la_var.mean())
            continue
        g_a = (residual * z).sum(axis=0) - (log_a - la_mu) / la_var
        h_aa = -(weight * z**2).sum(axis=0) - 1.0 / la_var
        h_ab = a * (weight * z).sum(axis=0)
        det = h_aa * h_bb - h_ab**2
        det = np.where(np.abs(det) < 1e-12, -1e-12, det)
        step_a = -(h_bb * g_a - h_ab * g_b) / det
        step_b = -(h_aa * g_b - h_ab * g_a) / det
        log_a = log_a + np.clip(step_a, -_MAX_STEP, _MAX_STEP)
        b = b + np.clip(step_b, -_MAX_STEP, _MAX_STEP)
    return log_a, b, h_aa, h_bb, h_ab


def _common_step(n: Array, r: Array, log_a: Array, b: Array, mean: float, var: float) -> tuple[Array, Array]:
    """One Fisher-scoring step on the Rasch model's shared log a, given b: the item sums added up, its
    prior counted once. Returns it (one per item) and its Hessian term (one per item too)."""
    if not log_a.size:
        return log_a, np.zeros_like(log_a)
    a = np.exp(log_a)
    p = probability(_NODES[:, None], a[None, :], b[None, :])
    z = a[None, :] * (_NODES[:, None] - b[None, :])
    g = float(((r - n * p) * z).sum()) - (log_a[0] - mean) / var
    h = -float((n * p * (1.0 - p) * z**2).sum()) - 1.0 / var
    step = float(np.clip(-g / h, -_MAX_STEP, _MAX_STEP))
    return np.full_like(log_a, log_a[0] + step), np.full_like(log_a, h)


def _standard_errors(h_aa: Array, h_bb: Array, h_ab: Array, model: Model) -> tuple[Array, Array]:
    """Standard errors of (log a, b) from the inverse of the posterior information.

    The information is that of the expected complete data (the EM's M-step), a slight overstatement
    of precision that the literature accepts for item-level intervals; it includes the prior, so an
    item nobody answered reports the prior's own spread.
    """
    if model == "rasch":  # b given the shared a, whose error is one for all
        return np.sqrt(-1.0 / h_aa), np.sqrt(-1.0 / h_bb)
    det = h_aa * h_bb - h_ab**2
    return np.sqrt(np.abs(h_bb / det)), np.sqrt(np.abs(h_aa / det))


def log_marginal_likelihood(calibration: Calibration, scores: Array) -> float:
    """The data's log marginal likelihood under a calibration: compares Rasch and 2PL fits."""
    data = np.asarray(scores, dtype=float)
    shown = ~np.isnan(data)
    right = np.where(shown, np.clip(np.nan_to_num(data), 0.0, 1.0), 0.0)
    p = probability(_NODES[:, None], calibration.a[None, :], calibration.b[None, :])
    log_lik = right @ np.log(p).T + (shown - right) @ np.log1p(-p).T + _LOG_WEIGHTS[None, :]
    top = log_lik.max(axis=1, keepdims=True)
    return float((top[:, 0] + np.log(np.exp(log_lik - top).sum(axis=1))).sum())


def calibrate_best(scores: Array, priors: Sequence[ItemPrior] | None = None) -> Calibration:
    """Rasch, or 2PL where the data carries it: the fit with the lower BIC.

    A 2PL spends one more parameter per item; with few answers per item the discriminations are
    noise, BIC's penalty says so, and the Rasch fit is kept. The penalty is ln(candidates) per
    parameter: the marginal likelihood is a product over candidates (abilities integrated out), so
    they are BIC's independent observations, not the answers — ln(answers) charged each parameter
    ln(items) more and kept Rasch on fixed forms whose discriminations plainly differ.
    """
    rasch = calibrate(scores, priors, model="rasch")
    two_pl = calibrate(scores, priors, model="2pl")
    candidates = float(np.sum(np.any(~np.isnan(np.asarray(scores, dtype=float)), axis=1)))
    items = rasch.b.size
    penalty = np.log(max(candidates, 2.0))
    bic_rasch = -2.0 * log_marginal_likelihood(rasch, scores) + (items + 1) * penalty
    bic_2pl = -2.0 * log_marginal_likelihood(two_pl, scores) + 2 * items * penalty
    return two_pl if bic_2pl < bic_rasch else rasch
