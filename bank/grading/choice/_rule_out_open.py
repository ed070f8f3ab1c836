"""An option said not to be ruled out, or asked whether it can be ("B 不能排除", "B 能不能排除", "B 可以排除
吗", "B 排除不了", "B can't be ruled out"): the candidate holds it open and commits to nothing about it.

The choice reader took the option named as one chosen ("可以排除" rules it out; the modal denied or asked
left the option alone, as if said bare). Where any option is named so, its verb right after it in its
clause or right before it ("不能排除 C"), the answer is asked again: neither a choice of it nor, on a
multiple choice, a set without it (a member kept open). The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_VERB = rf"(?:(?:{alternation(lexicon.RULED_OUT_VERBS)})掉?|rule\s+out)"
_HOW = rf"(?:(?:{alternation(lexicon.RULING_OUT_ADVERBS)})\s*)*"  # "直接", "先"
_OPEN = re.compile(
    r"\s*(?:选项\s*)?(?:[也还都我]\s*)?(?:"
    rf"(?:{alternation(lexicon.RULE_OUT_DENIERS)})\s*{_HOW}{_VERB}"
    rf"|(?:{alternation(lexicon.RULING_OUT_MODALS)})?\s*{_HOW}{_VERB}\s*(?:{alternation(lexicon.RULE_OUT_ASKED_AFTER)})"
    rf"(?![\u4e00-\u9fff])|{alternation(lexicon.RULE_OUT_UNDONE)}"
    rf"|[,，]?\s*(?:{alternation(lexicon.RULE_OUT_EN)})\b)",
    re.I,
)


# ... or right before it ("不能排除 C", "也不排除 C", "can't rule out C")
_OPEN_BEFORE = re.compile(
    rf"(?:(?:{alternation(lexicon.RULE_OUT_DENIERS)})\s*{_HOW}{_VERB}"
    rf"|(?:{alternation(lexicon.RULE_OUT_EN_BEFORE)}))\s*(?:掉|选项)?\s*$",
    re.I,
)


def rule_out_open(question: Question, text: str) -> bool:
    """Whether ``text`` names an option with ruling it out denied or asked right after or before it."""
    prepared, mentions = options_named(question, text)
    return any(
        _OPEN.match(prepared, mention.end) or _OPEN_BEFORE.search(prepared, 0, mention.start)
        for mention in mentions
    )
