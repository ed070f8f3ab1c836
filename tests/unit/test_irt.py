"""The IRT core (bank.irt): response model, EAP ability, calibration and adaptive selection."""

from __future__ import annotations

import numpy as np
import pytest

from bank.irt import (
    ItemPrior,
    Pool,
    calibrate,
    choose_next,
    estimate_ability,
    information,
    probability,
    should_stop,
)
from bank.irt.calibration import calibrate_best
from bank.irt.model import log_likelihood


def simulate(rng: np.random.Generator, thetas: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (rng.random((thetas.size, a.size)) < probability(thetas[:, None], a, b)).astype(float)


def test_probability_is_one_half_at_the_difficulty_and_rises_with_ability() -> None:
    assert probability(0.7, 1.3, 0.7) == pytest.approx(0.5)
    p = probability(np.linspace(-3, 3, 7), 1.0, 0.0)
    assert np.all(np.diff(p) > 0)


def test_information_peaks_at_the_difficulty_at_a_squared_over_four() -> None:
    grid = np.linspace(-3, 3, 601)
    info = information(grid, 2.0, 0.5)
    assert grid[np.argmax(info)] == pytest.approx(0.5, abs=0.01)
    assert info.max() == pytest.approx(1.0, abs=1e-3)


def test_ability_without_answers_is_the_prior() -> None:
    ability = estimate_ability([], [], [])
    assert ability.theta == pytest.approx(0.0, abs=1e-6)
    assert ability.se == pytest.approx(1.0, abs=0.01)


def test_ability_of_all_right_is_above_all_wrong_and_finite() -> None:
    a, b = [1.0] * 5, [0.0] * 5
    high, low = estimate_ability(a, b, [1] * 5), estimate_ability(a, b, [0] * 5)
    assert high.theta > 1.0 > -1.0 > low.theta
    assert np.isfinite(high.theta) and high.se < 1.0


def test_ability_recovers_a_known_theta_within_its_standard_error() -> None:
    rng = np.random.default_rng(7)
    a, b = np.full(200, 1.5), rng.normal(1.0, 1.0, 200)
    scores = simulate(rng, np.array([1.0]), a, b)[0]
    ability = estimate_ability(a, b, scores)
    assert ability.se < 0.2
    assert abs(ability.theta - 1.0) < 3 * ability.se


def test_partial_credit_lands_between_right_and_wrong() -> None:
    a, b = [1.0, 1.0], [0.0, 0.0]
    half = estimate_ability(a, b, [0.5, 0.5]).theta
    assert estimate_ability(a, b, [0, 0]).theta < half < estimate_ability(a, b, [1, 1]).theta


def wide_fine_eap(a: np.ndarray, b: np.ndarray, scores: np.ndarray) -> tuple[float, float]:
    """The same posterior (N(0, 1) prior, the model's likelihood) integrated on ±20 at 0.01."""
    grid = np.arange(-20.0, 20.0 + 0.005, 0.01)
    log_post = -0.5 * grid**2 + log_likelihood(probability(grid[:, None], a, b), scores).sum(axis=1)
    weights = np.exp(log_post - log_post.max())
    weights /= weights.sum()
    theta = float(weights @ grid)
    return theta, float(np.sqrt(weights @ (grid - theta) ** 2))


def ordinary(seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    a, b = np.exp(rng.normal(0, 0.4, 30)), rng.normal(0, 1, 30)
    return a, b, simulate(rng, rng.normal(0, 1, 1), a, b)[0]


# the ends of the scale: all right (wrong) on the hardest (easiest) items a calibration yields — b = ±6.5
# for an item almost all of 3,000 candidates got right — and on the easiest (hardest) ones, partial credit,
# ordinary candidates; 40 right at b = 3 was θ 4.31 ± 0.288 on a grid cut at ±5, for 4.34 ± 0.327
@pytest.mark.parametrize(
    ("a", "b", "scores"),
    [
        (np.full(40, 2.5), np.full(40, 3.0), np.ones(40)),
        (np.full(100, 1.0), np.full(100, 6.5), np.ones(100)),
        (np.full(100, 2.5), np.full(100, -6.5), np.zeros(100)),
        (np.full(100, 1.0), np.full(100, -6.5), np.ones(100)),
        (np.full(10, 1.0), np.full(10, 1.5), np.full(10, 0.9)),
        ordinary(1),
        ordinary(2),
        ordinary(3),
    ],
)
def test_ability_is_the_posterior_integrated_wide_and_fine(
    a: np.ndarray, b: np.ndarray, scores: np.ndarray
) -> None:
    ability = estimate_ability(a, b, scores)
    theta, se = wide_fine_eap(a, b, scores)
    assert ability.theta == pytest.approx(theta, abs=1e-3)
    assert ability.se == pytest.approx(se, abs=1e-3)


def test_ability_refuses_mismatched_lengths() -> None:
    with pytest.raises(ValueError):
        estimate_ability([1.0], [0.0, 1.0], [1])


def test_calibration_recovers_difficulties_of_a_full_matrix() -> None:
    rng = np.random.default_rng(11)
    a, b = np.exp(rng.normal(0, 0.3, 40)), rng.normal(0, 1, 40)
    fit = calibrate(simulate(rng, rng.normal(0, 1, 600), a, b))
    assert fit.converged
    assert np.corrcoef(fit.b, b)[0, 1] > 0.97
    assert np.corrcoef(fit.a, a)[0, 1] > 0.6
    assert np.mean(np.abs(fit.b - b) <= 1.96 * fit.se_b) > 0.85


def test_an_unanswered_item_keeps_its_prior_and_the_prior_spread() -> None:
    rng = np.random.default_rng(3)
    data = simulate(rng, rng.normal(0, 1, 200), np.ones(4), np.zeros(4))
    data[:, 3] = np.nan
    priors = [ItemPrior(), ItemPrior(), ItemPrior(), ItemPrior(b_mean=1.2, b_sd=0.4)]
    fit = calibrate(data, priors, model="rasch")
    assert fit.b[3] == pytest.approx(1.2, abs=1e-6)
    assert fit.se_b[3] == pytest.approx(0.4, abs=1e-6)
    assert fit.responses.tolist() == [200, 200, 200, 0]


def test_rasch_shares_one_discrimination_and_estimates_it() -> None:
    rng = np.random.default_rng(5)
    fit = calibrate(simulate(rng, rng.normal(0, 1, 100), np.full(6, 2.0), np.zeros(6)), model="rasch")
    assert np.all(fit.a == fit.a[0]) and np.all(fit.se_a == fit.se_a[0])
    assert abs(fit.a[0] - 2.0) < 3 * fit.se_a[0]  # 600 answers: SE about 0.3; the prior pulls toward 1


def test_rasch_difficulties_of_weakly_discriminating_items_are_covered_by_their_intervals() -> None:
    # 400 candidates × 20 items, a = 0.6 for all: fixed at 1, the Rasch b came out squeezed toward 0
    # and their 95 % intervals held 52 % of the true b (6 worlds; 8 of 20 here); with the shared a
    # estimated, 90 % (the complete-data SEs are a little narrow): 18 of 20, binomial SD 1.3, so 14.
    rng = np.random.default_rng(0)
    a, b = np.full(20, 0.6), rng.normal(0, 1, 20)
    fit = calibrate(simulate(rng, rng.normal(0, 1, 400), a, b), model="rasch")
    assert np.sum(np.abs(fit.b - b) <= 1.96 * fit.se_b) >= 14
    assert abs(fit.a[0] - 0.6) < 3 * fit.se_a[0]


def test_the_best_model_is_2pl_only_where_the_data_carries_it() -> None:
    rng = np.random.default_rng(9)
    b = rng.normal(0, 1, 20)
    varied = np.where(np.arange(20) % 2 == 0, 0.4, 2.5)
    assert calibrate_best(simulate(rng, rng.normal(0, 1, 1500), varied, b)).model == "2pl"
    assert calibrate_best(simulate(rng, rng.normal(0, 1, 60), np.ones(20), b)).model == "rasch"


def test_a_fixed_form_whose_discriminations_differ_is_fitted_2pl_and_its_intervals_cover() -> None:
    # 300 candidates × 40 items, a alternating 0.6 / 1.6: the 2PL's log-likelihood gain is ~156 ± 23
    # (12 simulated worlds), above BIC's penalty for 40 more parameters with ln(300 candidates) (114)
    # and below the old ln(12,000 answers) (188), which kept Rasch and its intervals covered 60 %.
    rng = np.random.default_rng(0)
    a, b = np.where(np.arange(40) % 2 == 0, 0.6, 1.6), rng.normal(0, 1, 40)
    fit = calibrate_best(simulate(rng, rng.normal(0, 1, 300), a, b))
    assert fit.model == "2pl"
    # 95 % intervals over 40 items: 38 expected, binomial SD 1.4; 34 allows for the EM's SEs being a
    # little narrow (the complete-data information)
    assert np.sum(np.abs(fit.b - b) <= 1.96 * fit.se_b) >= 34


def test_calibration_flags_what_it_cannot_estimate_and_leaves_sound_items_alone() -> None:
    rng = np.random.default_rng(4)
    thetas = rng.normal(0, 1, 400)
    data = simulate(rng, thetas, np.ones(10), np.linspace(-1, 1, 10))
    data[:, 0], data[:, 1] = 1.0, 0.0  # every answer right; every answer wrong
    # a = -1.5: r with the rest θ is about -0.5, against the flag's line -1.645/√400 = -0.08
    data[:, 2] = simulate(rng, thetas, np.array([-1.5]), np.zeros(1))[:, 0]
    data[29:, 3] = np.nan  # 29 answers, one short of a usable difficulty
    for model in ("rasch", "2pl"):
        fit = calibrate(data, model=model)  # type: ignore[arg-type]
        assert fit.flags == ("all_right", "all_wrong", "negative", "few", *[None] * 6)


def test_sound_items_are_not_flagged_negative() -> None:
    # 60 candidates × 10 weak items (a = 0.5), 20 worlds: a one-sided 5 % test flags at most ~5 % of
    # true positive items (the rest θ of 9 weak items is noisy); 10 % is three binomial SDs of 200 above
    flagged = 0
    for seed in range(20):
        rng = np.random.default_rng(seed)
        data = simulate(rng, rng.normal(0, 1, 60), np.full(10, 0.5), rng.normal(0, 1, 10))
        flagged += calibrate_best(data).flags.count("negative")
    assert flagged <= 20


def test_calibration_refuses_a_prior_list_of_the_wrong_length() -> None:
    with pytest.raises(ValueError):
        calibrate(np.zeros((3, 2)), [ItemPrior()])


def pool(size: int = 10, topics: int = 1, exposure: np.ndarray | None = None) -> Pool:
    return Pool(
        a=np.linspace(0.5, 2.0, size),
        b=np.zeros(size),
        topic=np.arange(size) % topics,
        exposure=np.zeros(0) if exposure is None else exposure,
    )


def test_the_most_informative_unasked_item_comes_next() -> None:
    rng = np.random.default_rng(0)
    assert choose_next(pool(), 0.0, [], rng, top_k=1) == 9
    assert choose_next(pool(), 0.0, [9], rng, top_k=1) == 8
    assert choose_next(pool(), 0.0, [9], rng, top_k=1, withheld=[8]) == 7  # disputed since: never asked


def test_no_item_left_means_none() -> None:
    assert choose_next(pool(3), 0.0, [0, 1, 2], np.random.default_rng(0)) is None
    assert choose_next(pool(3), 0.0, [0], np.random.default_rng(0), withheld=[1, 2]) is None


def test_randomesque_draws_among_the_top_k_only() -> None:
    rng = np.random.default_rng(1)
    drawn = {choose_next(pool(), 0.0, [], rng, top_k=3) for _ in range(200)}
    assert drawn == {7, 8, 9}


def test_content_balance_turns_to_the_topic_behind() -> None:
    two = pool(10, topics=2)  # even indices topic 0, odd topic 1; 9 (topic 1) is the best overall
    rng = np.random.default_rng(0)
    assert two.topic[choose_next(two, 0.0, [9, 7], rng, top_k=1)] == 0
    assert choose_next(two, 0.0, [9, 8], rng, top_k=1, topic_share={0: 0.25, 1: 0.75}) == 7


def test_an_item_over_the_exposure_ceiling_is_passed_over_while_others_remain() -> None:
    exposure = np.zeros(10)
    exposure[9] = 0.5
    assert choose_next(pool(exposure=exposure), 0.0, [], np.random.default_rng(0), top_k=1) == 8
    everywhere = np.full(10, 0.9)
    assert choose_next(pool(exposure=everywhere), 0.0, [], np.random.default_rng(0), top_k=1) == 9


def test_stop_at_the_target_error_or_the_maximum_count() -> None:
    assert should_stop(se=0.3, asked=8, target_se=0.35, max_questions=20)
    assert not should_stop(se=0.5, asked=8, target_se=0.35, max_questions=20)
    assert should_stop(se=0.9, asked=20, target_se=0.35, max_questions=20)
    assert not should_stop(se=0.3, asked=2, target_se=0.35, max_questions=20, min_questions=5)


def test_calibration_quadrature_holds_an_item_past_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """The E-step's grid ends at ±4 (θ's runs on: bank/irt/calibration.py says why): an item at
    b = 4.5 comes out as on a grid of ±8 at 0.05, within its interval, and ordinary items to 1e-3."""
    rng = np.random.default_rng(0)
    b = np.concatenate([rng.uniform(-2, 2, 19), [4.5]])
    a = np.concatenate([rng.lognormal(0, 0.3, 19), [1.5]])
    scores = simulate(rng, rng.normal(0, 1, 3000), a, b)
    fit = calibrate(scores)
    wide = np.linspace(-8.0, 8.0, 321)
    monkeypatch.setattr("bank.irt.calibration._NODES", wide)
    monkeypatch.setattr(
        "bank.irt.calibration._LOG_WEIGHTS", -0.5 * wide**2 - np.log(np.exp(-0.5 * wide**2).sum())
    )
    reference = calibrate(scores)
    assert abs(fit.b[-1] - 4.5) < 2 * fit.se_b[-1]
    assert abs(fit.b[-1] - reference.b[-1]) < 0.05 * reference.se_b[-1]
    assert np.abs(fit.b[:-1] - reference.b[:-1]).max() < 1e-3
    assert np.abs(fit.a[:-1] - reference.a[:-1]).max() < 1e-3
