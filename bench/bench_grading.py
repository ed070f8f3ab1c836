"""Grading benchmark: agreement with the labelled set per type, and grades per second.

Run: .venv/bin/python bench/bench_grading.py [--runs N]
Prints agreement per class of answer (the labels' ``case``: letter, negation, value, ordinal …) and
per question type (open types: verdict agreement and mean score gap), and the median
grades/second over N runs of grading every labelled answer, overall and per question type.
The first run is a warm-up (jieba's dictionary, OpenCC) and is not counted; the rubric's term
cache is cleared before each type so that answers are segmented afresh, as in real use.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from pathlib import Path

import yaml

from bank.catalog import Catalog
from bank.grading import _rubric, grade
from bank.grading.evaluation import Labelled, evaluate

LABELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "graded_answers"


def load_labels() -> list[Labelled]:
    return [
        Labelled.model_validate(entry)
        for path in sorted(LABELS.glob("*.yaml"))
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    catalog = Catalog.load()
    questions = {question.id: question for question in catalog}
    labelled = [item for item in load_labels() if item.question in questions]
    report = evaluate(labelled, questions)  # also the warm-up
    print(f"labelled answers: {len(labelled)} over {len({item.question for item in labelled})} questions\n")
    print("agreement per class of answer")
    print(report.case_table())
    print("\nagreement per question type")
    print(report.table())
    by_type: dict[str, list[Labelled]] = defaultdict(list)
    for item in labelled:
        by_type[questions[item.question].type.value].append(item)
    rates: dict[str, list[float]] = defaultdict(list)
    for _ in range(args.runs):
        total_started = time.perf_counter()
        for kind, items in by_type.items():
            _rubric.terms.cache_clear()  # answers are new in real use: no cached segmentation
            started = time.perf_counter()
            for item in items:
                grade(questions[item.question], item.answer)
            rates[kind].append(len(items) / (time.perf_counter() - started))
        rates["all"].append(len(labelled) / (time.perf_counter() - total_started))
    print(f"\ngrades/second, median of {args.runs} runs")
    for kind in [*sorted(by_type), "all"]:
        print(f"{kind:<12}{statistics.median(rates[kind]):>12,.0f}")


if __name__ == "__main__":
    main()
