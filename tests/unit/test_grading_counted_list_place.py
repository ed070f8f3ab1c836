"""A list of options closed by its count and where all of it holds ("…，这四个 Gopher / RefinedWeb 的规则里
都有") is read whole, or asked again when an item names no option the reader finds — never one item of
it (blind batch 76).

"ppl、语言识别分、重复 n-gram、长度，这四个 Gopher / RefinedWeb 的规则里都有" (seed002-38, key ABCD) was
read as A: the closing clause was taken for more said of the list (the place before "都有" is longer than
a closing word), and "这4个 Gopher" lost its measure word as "35 个 GB" does (a count of what was said,
after "这", is no figure with a unit). The count closing the list is now read across the place: four, of
one option read, asks which were meant; a list whose every item names an option is read whole.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._mentions import prepare
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    [
        "perplexity、lang_score、重复 n-gram、长度，这四个 Gopher / RefinedWeb 的规则里都有",
        "perplexity、lang_score、重复 n-gram、长度，这四个规则里都有",
    ],
)
def test_a_list_counted_and_placed_whole_is_every_item(answer: str) -> None:
    graded = grade(CATALOG["seed002-38"], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation and graded.reading == "A、B、C、D"


@pytest.mark.parametrize(
    "answer",
    [
        "ppl、语言识别分、重复 n-gram、长度，这四个 Gopher / RefinedWeb 的规则里都有",
        "ppl、语言识别分、重复 n-gram、长度，这四个规则里都有",
        "ppl、语言识别分，这两个 Gopher 的规则里都有",
        "perplexity、lang_score、重复 n-gram、长度，这三个 Gopher / RefinedWeb 的规则里都有",  # which three?
    ],
)
def test_a_count_not_the_options_read_asks_again_not_one_item(answer: str) -> None:
    graded = grade(CATALOG["seed002-38"], answer)
    assert graded.verdict is Verdict.INVALID
    assert graded.understood.choices is None


@pytest.mark.parametrize(
    "answer",
    [
        "perplexity、lang_score、重复 n-gram、长度，这四个 Gopher 规则里都没有",  # denied
        "perplexity、lang_score、重复 n-gram、长度，这四个 Gopher 规则里不都有",  # not all
        "perplexity、lang_score、重复 n-gram，这三个 Gopher 规则里都有",  # a smaller set
    ],
)
def test_a_denial_or_a_smaller_set_is_not_made_right(answer: str) -> None:
    assert grade(CATALOG["seed002-38"], answer).verdict is not Verdict.CORRECT


def test_a_count_after_this_keeps_its_measure_word_a_figure_loses_it() -> None:
    assert prepare("这4个 Gopher 都有")[0] == "这4个 Gopher 都有"
    assert prepare("这 4 个 Gopher")[0] == "这 4 个 Gopher"
    assert prepare("35 个 GB")[0] == "35 GB"  # a figure and its unit
