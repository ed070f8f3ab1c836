"""Grading benchmark: agreement with the labelled answers, tuning part and held-out part, and
grades per CPU-second.

Run: .venv/bin/python bench/bench_grading.py [--runs N] [--list tuning|seen|held-out] [--rules-only]

The labelled answers are in three parts under ``tests/data/graded_answers/``. ``*.yaml`` is the
tuning part (rules are written and checked against it; tests hold it). ``seen/`` is tuning material
too: batches first scored unseen (their headers say at what figure) and then tuned on. ``held_out/``
is the held-out part, which nobody edits rules against: it measures how the reader does on
phrasings it was not tuned on, and is scored once; it may be empty (the bench says so). For each
part this prints agreement per class of answer (the labels' ``case``)
and per question type (open types: verdict agreement and mean score gap), and the answers graded
``correct`` that the label says are not — with or without the candidate's confirmation. Then the
median grades per CPU-second (this process's, so that other work on the machine does not count) over
N runs of grading every labelled answer, overall and per question type.
The first run is a warm-up (jieba's dictionary, OpenCC) and is not counted; the segmentation caches
(the rubric's terms, jieba's blocks) and the code forms' cache are cleared before each type so that
answers are read afresh, as in real use. The reader is graded as the API serves it: with the bundled
e5 model as its model of meaning (``retrieval.meaning.E5Similarity``), so that a choice the rules
cannot read may be proposed by what it means, always for confirmation; ``--rules-only`` grades with
the rules alone (as the tests' floors do).
``--list PART`` (repeatable) prints only that part's section, with its disagreements, and no speed:
reading one part's misses must not show another part's figures (the held-out part is scored once).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from pathlib import Path

import yaml

from bank.catalog import Catalog
from bank.grading import Similarity, grade
from bank.grading.code import _canonical_code
from bank.grading.evaluation import Labelled, Report, evaluate
from bank.grading.open import _rubric
from bank.grading.text import _words
from bank.model import Question

LABELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "graded_answers"
PARTS = {"tuning": LABELS, "seen": LABELS / "seen", "held-out": LABELS / "held_out"}


def load_labels(directory: Path, name: str = "*.yaml") -> list[Labelled]:
    return [
        Labelled.model_validate(entry)
        for path in sorted(directory.glob(name))
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []
    ]


def _show(name: str, report: Report, listed: bool) -> None:
    items = report.outcomes
    questions = len({outcome.labelled.question for outcome in items})
    alone = report.agreement(with_confirmation=False)
    print(f"== {name}: {len(items)} labelled answers over {questions} questions")
    print(f"agreement {report.agreement():.1%} (grade alone {alone:.1%}); "
          f"graded correct though not: {len(report.wrong_made_correct())}")  # fmt: skip
    for outcome in report.wrong_made_correct():
        print(f"  WRONG MADE CORRECT {outcome.labelled.question} {outcome.labelled.answer!r}")
    print("\nagreement per class of answer")
    print(report.case_table())
    print("\nagreement per question type")
    print(report.table())
    if listed:
        print("\ndisagreements")
        for outcome in report.disagreements():
            got = outcome.grade
            shown = (
                f"{got.verdict.value} {got.score} confirm={got.needs_confirmation} {got.reading!r}"
                if got
                else "-"
            )
            label = outcome.labelled
            print(f"  {label.question} {label.answer!r}: label {label.verdict.value} {label.score} "
                  f"confirm={label.confirm}; got {shown}")  # fmt: skip
    print()


def _per_batch(directory: Path, questions: dict[str, Question], similarity: Similarity | None) -> None:
    """Each seen batch's own figure: a batch tuned on lately is followed by its own floor."""
    print("agreement per seen batch")
    for path in sorted(directory.glob("*.yaml")):
        labelled = [item for item in load_labels(directory, path.name) if item.question in questions]
        report = evaluate(labelled, questions, similarity=similarity)
        print(f"{path.name:<16}{len(labelled):>6}{report.agreement():>9.1%}"
              f"  (grade alone {report.agreement(with_confirmation=False):.1%}); "
              f"wrong -> correct {len(report.wrong_made_correct())}")  # fmt: skip
    print()


def _rates(
    labelled: list[Labelled], questions: dict[str, Question], runs: int, similarity: Similarity | None
) -> None:
    by_type: dict[str, list[Labelled]] = defaultdict(list)
    for item in labelled:
        by_type[questions[item.question].type.value].append(item)
    rates: dict[str, list[float]] = defaultdict(list)
    for _ in range(runs):
        total_started = time.process_time()
        for kind, items in by_type.items():
            _rubric.terms.cache_clear()  # answers are new in real use: no cached segmentation
            _rubric._cjk_terms.cache_clear()  # nor of their runs of Chinese
            _words._widths.cache_clear()  # nor of jieba's blocks
            _canonical_code.forget_forms()  # nor cached code forms (the key's are rebuilt within a run)
            started = time.process_time()
            for item in items:
                grade(questions[item.question], item.answer, similarity=similarity)
            rates[kind].append(len(items) / (time.process_time() - started))
        rates["all"].append(len(labelled) / (time.process_time() - total_started))
    print(f"grades per CPU-second, median of {runs} runs")
    for kind in [*sorted(by_type), "all"]:
        print(f"{kind:<12}{statistics.median(rates[kind]):>12,.0f}")


def parts_shown(listed: list[str]) -> list[str]:
    """Every part, or with ``--list`` only the parts listed, in the order of ``PARTS``."""
    return [name for name in PARTS if not listed or name in listed]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--list", choices=sorted(PARTS), action="append", default=[],
                        help="only that part's section, with its disagreements")  # fmt: skip
    parser.add_argument("--rules-only", action="store_true", help="without the model of meaning")
    args = parser.parse_args()
    similarity: Similarity | None = None
    if not args.rules_only:
        from retrieval.meaning import E5Similarity

        similarity = E5Similarity()
    questions = {question.id: question for question in Catalog.load()}
    everything: list[Labelled] = []
    for name in parts_shown(args.list):
        directory = PARTS[name]
        labelled = [item for item in load_labels(directory) if item.question in questions]
        if not labelled:
            shown = directory.relative_to(LABELS.parents[2])
            print(f"== {name}: empty (no labelled answers in {shown}/)\n")
            continue
        everything += labelled
        _show(
            name, evaluate(labelled, questions, similarity=similarity), name in args.list
        )  # the first is also the warm-up
        if name == "seen":
            _per_batch(directory, questions, similarity)
    if not args.list:  # a speed over some of the parts would not be the figure RESULTS.md keeps
        _rates(everything, questions, args.runs, similarity)


if __name__ == "__main__":
    main()
