"""An English list of options named by their content, items parted by commas and the last joined by
"and" ("ppl, lang-id score, dup n-gram ratio, and length too — very short docs are usually junk"): an item
the rules cannot find names something the candidate chose, so the list is asked again (or read whole by
meaning), never read as the items found. It had been read as A alone. Not a comma without "and" ("ppl,
obviously"), nor a list that denies or doubts an item.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._list_items import english_unread
from bank.grading.mentions._mentions import Mention
from tests.helpers.curated import curated_catalog

QUALITY = next(question for question in curated_catalog() if question.id == "seed002-38")  # ABCD


@pytest.mark.parametrize(
    "answer",
    [
        "ppl, lang-id score, dup n-gram ratio, and length too — very short docs are usually junk",
        "ppl, lang-id score, dup n-gram ratio and length",
        "ppl, n-gram, and something else",
    ],
)
def test_a_list_with_an_item_unread_is_asked_again(answer: str) -> None:
    result = grade(QUALITY, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)


def test_a_list_each_item_found_is_read_whole() -> None:
    result = grade(QUALITY, "ppl, lang_score, n-gram, and 文档长度")
    assert result.understood.choices == ["A", "B", "C", "D"]


@pytest.mark.parametrize(
    "text",
    ["ppl, obviously", "ppl and n-gram", "ppl, n-gram, and not length", "ppl, n-gram, and maybe lang score"],
)
def test_no_plain_english_list_is_no_unread_item(text: str) -> None:
    mentions = [Mention(0, 3, frozenset({"A"}), "paraphrase")]
    assert english_unread(text, mentions) is None


def test_the_unread_item_is_named() -> None:
    text = "ppl, lang-id score, dup n-gram ratio, and length too — junk"
    mentions = [
        Mention(0, 3, frozenset({"A"}), "paraphrase"),
        Mention(24, 30, frozenset({"C"}), "identifier"),
    ]
    assert english_unread(text, mentions) == "lang-id score"
