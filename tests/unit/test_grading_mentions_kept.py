"""An answer's prepared text and its mentions are found once per grade and kept
(``mentions._mentions.prepare``, ``choice._choice_mentions.find_mentions``): the reader's rules ask
for them many times over the same answer. What is kept must never leak between callers or questions:
each caller gets a list of its own, and a question whose options or stem differ is read afresh."""

from __future__ import annotations

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import Mention, prepare

OPTIONS = {"A": "32", "B": "48", "C": "64", "D": "128"}
STEM = "How many heads fit?"


def test_a_caller_changing_its_marks_changes_nobody_elses() -> None:
    text, code = prepare("选 `B` 和 `x = C`")
    code[:] = [not mark for mark in code]
    again_text, again_code = prepare("选 `B` 和 `x = C`")
    assert again_text == text
    assert again_code != code and any(again_code) and not all(again_code)


def test_a_caller_changing_its_mentions_changes_nobody_elses() -> None:
    text, code = prepare("B 吧，48 够了")
    mentions, _ = find_mentions(text, code, OPTIONS, STEM)
    assert {label for mention in mentions for label in mention.labels} == {"B"}
    mentions.append(Mention(0, 1, frozenset("D"), "letter"))
    mentions.clear()
    again, _ = find_mentions(text, code, OPTIONS, STEM)
    assert {label for mention in again for label in mention.labels} == {"B"}


def test_the_same_text_is_read_against_each_questions_own_options() -> None:
    text, code = prepare("48 吧")
    first, _ = find_mentions(text, code, OPTIONS, STEM)
    edited = {**OPTIONS, "B": "96", "C": "48"}  # an erratum moved the figure to C
    second, unmatched = find_mentions(text, code, edited, STEM)
    assert [sorted(mention.labels) for mention in first] == [["B"]]
    assert [sorted(mention.labels) for mention in second] == [["C"]]
    assert not unmatched


def test_the_same_text_is_read_against_each_questions_own_stem() -> None:
    """A term of the stem shortened to its capitals ("soft CE") is no option's letters on that stem alone."""
    options = {"A": "hard labels", "B": "soft labels", "C": "CE loss", "D": "MSE"}
    text, code = prepare("soft CE")
    on_its_stem, _ = find_mentions(text, code, options, "Which loss does soft cross-entropy use?")
    elsewhere, _ = find_mentions(text, code, options, "Which loss is used?")
    assert on_its_stem != elsewhere
