"""Adaptive testing simulation: calibration recovery, accuracy, efficiency, exposure and speed.

Run: .venv/bin/python bench/bench_adaptive.py [--runs N] [--seeds N]

A synthetic 2PL bank (300 items over 5 topics, log a ~ N(0.1, 0.4), b ~ N(0, 1)) answered by
simulated candidates of known θ ~ N(0, 1):
1. calibration: 500 sessions of random 30-question forms are calibrated as the product calibrates
   (bank.irt.calibration.calibrate_best: Rasch, or 2PL where BIC says the data carries it; the model
   chosen is printed per world) with priors standing for the public bank's parameters (each true b
   seen through noise of SD 0.5); the same data without priors is shown beside;
2. 1,000 candidates sit an adaptive session (bank.irt.choose_next on the calibrated parameters)
   and a random form of the same length; θ̂ is compared with the true θ;
3. both designs continue until SE ≤ 0.35: questions needed;
4. exposure: the largest share of candidates any one item was shown to (adaptive, 15 questions);
5. speed over 5,000 eligible items, p50/p99 per call, median of N runs: choose_next and the answer
   turn's whole next-question step (api.services.scoring.extend), beside the bare maximum-information
   pick (no content balance, no exposure control) in the same run.
Responses are drawn from the true parameters; every estimate uses only the calibrated ones.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

import numpy as np

from bank.irt import ItemPrior, Pool, choose_next, estimate_ability, probability
from bank.irt.calibration import calibrate_best
from bank.irt.model import information

ITEMS, TOPICS, CALIBRATION_SESSIONS, CALIBRATION_LENGTH = 300, 5, 500, 30
CANDIDATES, LENGTH, TARGET_SE, MAX_EXPOSURE = 1000, 15, 0.35, 0.25


def synthetic_bank(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = np.exp(rng.normal(0.1, 0.4, ITEMS))
    b = rng.normal(0.0, 1.0, ITEMS)
    topic = np.arange(ITEMS) % TOPICS
    return a, b, topic


def answer(rng: np.random.Generator, theta: float, a: float, b: float) -> float:
    return float(rng.random() < probability(theta, a, b))


def calibration_data(rng: np.random.Generator, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    scores = np.full((CALIBRATION_SESSIONS, ITEMS), np.nan)
    for person, theta in enumerate(rng.normal(0.0, 1.0, CALIBRATION_SESSIONS)):
        form = rng.choice(ITEMS, CALIBRATION_LENGTH, replace=False)
        p = probability(theta, a[form], b[form])
        scores[person, form] = (rng.random(form.size) < p).astype(float)
    return scores


def adaptive_session(
    rng: np.random.Generator, theta: float, truth: tuple[np.ndarray, np.ndarray], pool: Pool, stop
) -> tuple[float, float, list[int]]:
    asked: list[int] = []
    scores: list[float] = []
    estimate = estimate_ability([], [], [])
    while not stop(estimate.se, len(asked)):
        item = choose_next(pool, estimate.theta, asked, rng, max_exposure=MAX_EXPOSURE)
        if item is None:
            break
        asked.append(item)
        scores.append(answer(rng, theta, truth[0][item], truth[1][item]))
        estimate = estimate_ability(pool.a[asked], pool.b[asked], scores)
    return estimate.theta, estimate.se, asked


def random_session(
    rng: np.random.Generator, theta: float, truth: tuple[np.ndarray, np.ndarray], pool: Pool, stop
) -> tuple[float, float, list[int]]:
    order = rng.permutation(pool.a.size)
    asked: list[int] = []
    scores: list[float] = []
    estimate = estimate_ability([], [], [])
    for item in order:
        if stop(estimate.se, len(asked)):
            break
        asked.append(int(item))
        scores.append(answer(rng, theta, truth[0][item], truth[1][item]))
        estimate = estimate_ability(pool.a[asked], pool.b[asked], scores)
    return estimate.theta, estimate.se, asked


def run_design(rng, thetas, truth, pool, design, stop, track_exposure: bool):
    counts = np.zeros(pool.a.size)
    estimates, lengths = [], []
    for n, theta in enumerate(thetas):
        live = Pool(pool.a, pool.b, pool.topic, counts / max(n, 1)) if track_exposure else pool
        est, _, asked = design(rng, theta, truth, live, stop)
        counts[asked] += 1
        estimates.append(est)
        lengths.append(len(asked))
    return np.array(estimates), np.array(lengths), counts / len(thetas)


def speed(rng: np.random.Generator, runs: int) -> dict[str, tuple[list[float], list[float], list[float]]]:
    """Per run, p50 and p99 wall time and p99 CPU time (ms) of: the bare argmax, ``choose_next``, and
    the answer turn's whole next-question step (``api.services.scoring._adaptive.extend``: θ update, stopping
    rule, choice, plan). On a shared machine the wall p99 includes being preempted; the CPU p99 not."""
    from types import SimpleNamespace

    from api.services.scoring import extend
    from bank.model import Status

    size, asked_count = 5000, 14
    a, b = np.exp(rng.normal(0.1, 0.3, size)), rng.normal(0.0, 1.0, size)
    topic, exposure = np.arange(size) % 10, rng.uniform(0.0, 0.3, size)
    pool = Pool(a, b, topic, exposure)
    asked = list(rng.choice(size, asked_count, replace=False))
    ids = [f"q{n}" for n in range(size)]
    state = {
        "ids": ids, "a": a.tolist(), "b": b.tolist(), "points": [1.0] * size, "topic": topic.tolist(),
        "exposure": exposure.tolist(), "scale": "bench", "target_se": 0.05, "max": 100, "seed": "bench",
        "asked": [int(n) for n in asked], "scores": [[int(n), 1.0] for n in asked[:-1]],
        "theta": 0.0, "se": 1.0,
    }  # fmt: skip
    answered = SimpleNamespace(
        question_id=ids[asked[-1]], points=1.0, points_awarded=1.0, verdict="correct", timed_out=False
    )
    question = SimpleNamespace(status=Status.ACTIVE)
    names = ("bare", "choose", "step")
    figures: dict[str, tuple[list[float], list[float], list[float]]] = {name: ([], [], []) for name in names}
    for _ in range(runs):
        wall: dict[str, list[float]] = {name: [] for name in names}
        cpu: dict[str, list[float]] = {name: [] for name in names}

        def timed(
            name: str,
            call: Callable[[], object],
            wall: dict[str, list[float]] = wall,
            cpu: dict[str, list[float]] = cpu,
        ) -> None:
            started, started_cpu = time.perf_counter(), time.thread_time()
            call()
            wall[name].append(time.perf_counter() - started)
            cpu[name].append(time.thread_time() - started_cpu)  # this thread's CPU: no preemption in it

        for _call in range(2000):
            theta = float(rng.normal())
            session = SimpleNamespace(
                adaptive=state,
                status="active",
                position=asked_count - 1,
                plan=[ids[n] for n in asked],
                plan_points=14.0,
                questions=None,  # no copies of its own: the pool's questions as they stand
            )
            timed("bare", lambda: int(np.argmax(information(theta, pool.a, pool.b))))  # noqa: B023
            timed("choose", lambda: choose_next(pool, theta, asked, rng))  # noqa: B023
            timed("step", lambda: extend(session, answered, question))  # type: ignore[arg-type]  # noqa: B023
        for name in names:
            figures[name][0].append(float(np.percentile(wall[name], 50)) * 1e3)
            figures[name][1].append(float(np.percentile(wall[name], 99)) * 1e3)
            figures[name][2].append(float(np.percentile(cpu[name], 99)) * 1e3)
    return figures


def simulate(seed: int) -> tuple[dict[str, float], str]:
    """Every figure of one simulated world (bank, calibration sample, candidates) drawn from seed, and
    the models calibration chose (with priors / without)."""
    rng = np.random.default_rng(seed)
    a, b, topic = synthetic_bank(rng)
    truth = (a, b)
    data = calibration_data(rng, a, b)
    public_b = b + rng.normal(0, 0.5, ITEMS)
    priors = [ItemPrior(b_mean=float(x), b_sd=0.5, log_a_mean=0.1, log_a_sd=0.4) for x in public_b]
    fit = calibrate_best(data, priors)  # as the product's calibration pass calls it
    flat = calibrate_best(data)
    figures = {
        "r_b": np.corrcoef(fit.b, b)[0, 1],
        "r_b_flat": np.corrcoef(flat.b, b)[0, 1],
        "r_b_prior": np.corrcoef(public_b, b)[0, 1],
        # a Rasch fit's one shared a correlates with nothing: no figure
        "r_a": np.corrcoef(fit.a, a)[0, 1] if fit.model == "2pl" else np.nan,
        "b_covered": np.mean(np.abs(fit.b - b) <= 1.96 * fit.se_b),
    }
    pool = Pool(fit.a, fit.b, topic)
    thetas = rng.normal(0.0, 1.0, CANDIDATES)

    def fixed_length(se: float, asked: int) -> bool:
        return asked >= LENGTH

    def to_target(se: float, asked: int) -> bool:
        return (asked >= 1 and se <= TARGET_SE) or asked >= ITEMS

    adaptive, _, exposure = run_design(rng, thetas, truth, pool, adaptive_session, fixed_length, True)
    forms, _, _ = run_design(rng, thetas, truth, pool, random_session, fixed_length, False)
    _, adaptive_len, _ = run_design(rng, thetas, truth, pool, adaptive_session, to_target, True)
    _, random_len, _ = run_design(rng, thetas, truth, pool, random_session, to_target, False)
    rmse_adaptive = float(np.sqrt(np.mean((adaptive - thetas) ** 2)))
    rmse_random = float(np.sqrt(np.mean((forms - thetas) ** 2)))
    figures |= {
        "r_theta_adaptive": np.corrcoef(adaptive, thetas)[0, 1],
        "r_theta_random": np.corrcoef(forms, thetas)[0, 1],
        "rmse_adaptive": rmse_adaptive,
        "rmse_random": rmse_random,
        "rmse_ratio": rmse_adaptive / rmse_random,
        "max_exposure": exposure.max(),
        "len_adaptive": adaptive_len.mean(),
        "len_random": random_len.mean(),
        "saving": 1.0 - adaptive_len.mean() / random_len.mean(),
    }
    return {key: float(value) for key, value in figures.items()}, f"{fit.model} / {flat.model}"


ROWS = [
    ("r(b̂, b), calibration with priors", "r_b", "≥ 0.95"),
    ("r(b̂, b), no priors", "r_b_flat", ""),
    ("r(public b, b), the priors alone", "r_b_prior", ""),
    ("r(â, a), with priors", "r_a", ""),
    ("true b inside b̂ ± 1.96 SE", "b_covered", ""),
    (f"r(θ̂, θ) adaptive, {LENGTH} questions", "r_theta_adaptive", "≥ 0.90"),
    (f"r(θ̂, θ) random forms, {LENGTH} questions", "r_theta_random", ""),
    ("RMSE adaptive", "rmse_adaptive", ""),
    ("RMSE random forms", "rmse_random", ""),
    ("RMSE adaptive / random", "rmse_ratio", "≤ 0.75"),
    (f"largest item exposure, {LENGTH} questions", "max_exposure", "≤ 0.30"),
    (f"questions to SE ≤ {TARGET_SE}, adaptive (mean)", "len_adaptive", ""),
    (f"questions to SE ≤ {TARGET_SE}, random forms (mean)", "len_random", ""),
    ("fewer questions, adaptive", "saving", "≥ 0.40"),
]


def _cell(value: float) -> str:
    if np.isnan(value):
        return "–"
    return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timing runs")
    parser.add_argument("--seeds", type=int, default=3, help="simulated worlds (seeds 1..N)")
    args = parser.parse_args()
    simulated = [simulate(seed) for seed in range(1, args.seeds + 1)]
    worlds = [figures for figures, _ in simulated]
    seeds = " | ".join(f"seed {seed}" for seed in range(1, args.seeds + 1))
    print(f"| figure | goal | median | {seeds} |")
    print("|---|---|---|" + "---|" * args.seeds)
    print(
        f"| model chosen by BIC, with priors / none |  |  | {' | '.join(model for _, model in simulated)} |"
    )
    for label, key, goal in ROWS:
        values = [world[key] for world in worlds]
        cells = " | ".join(_cell(v) for v in values)
        known = [v for v in values if not np.isnan(v)]
        print(f"| {label} | {goal} | {_cell(statistics.median(known)) if known else '–'} | {cells} |")

    figures = speed(np.random.default_rng(0), args.runs)
    print(
        "\nnext question over 5,000 eligible items (10 topics, exposure rates set),"
        f" median of {args.runs} runs × 2,000 calls:"
    )
    print("| choice | p50 ms | p99 ms (goal ≤ 5) | p99 CPU ms |\n|---|---|---|---|")
    labels = {
        "bare": "bare argmax of information (baseline)",
        "choose": "bank.irt.choose_next (content balance, ceiling, randomesque)",
        "step": "api.services.scoring._adaptive.extend (the turn's step: θ update, stop rule, choice)",
    }
    for name, label in labels.items():
        p50, p99, cpu99 = figures[name]
        print(
            f"| {label} | {statistics.median(p50):.3f} | {statistics.median(p99):.3f} |"
            f" {statistics.median(cpu99):.3f} |"
        )
    load = os.getloadavg()
    print(f"\nload average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
