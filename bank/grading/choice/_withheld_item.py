"""A list of options named by their words, then a clause withholding one more item ("GQA、15T、SwiGLU、
8k 这四个对，eps 不敢选"): the list is the set chosen, the item is not.

The list is read as a bare one is (each item one option told apart by its own words, ``_meaning``);
the withheld item must be told apart as an option too, and one the list does not name, else the
answer is asked again as before (never the list's first item alone, which the clause had left), and so
is a list that opens on a hedge, someone else's word or a condition ("也许 64、…", "同事选 …"). A set
read this way is always one to confirm.
"""

from __future__ import annotations

import re

from bank.grading.choice import _meaning
from bank.grading.choice._choice import read_choices
from bank.grading.choice._list_items import named_by_piece, withheld
from bank.grading.choice._meaning import Similarity
from bank.grading.choice._remaining import closing_remaining
from bank.grading.mentions._bare_forms import swapped_name
from bank.grading.mentions._pasted_option import pasted_options
from bank.grading.open._distinct import told_apart
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._zh_numerals import numeral_value

# a list that opens on a hedge, someone else's word or a condition ("也许 64、…", "同事选 …", "如果 …")
# is not the answer's own choice: nothing is proposed from it
_NOT_OWN_LIST = re.compile(
    rf"^\s*(?:{lexicon.alternation((*lexicon.TENTATIVE, *lexicon.LEANINGS, *lexicon.DOUBTS))}|"
    rf"{lexicon.NOT_OWN_BEFORE}|{lexicon.CONDITIONS}|{lexicon.EVERY_OPEN_AFTER})",
    re.I,
)

_NOT_COMPUTABLE = re.compile(lexicon.alternation(lexicon.NOT_COMPUTABLE))
# the list closed by its count ("…，这三个"): a set proposed must have that many options
_COUNTED_CLOSE = re.compile(rf"(?:{lexicon.LIST_COUNT_CLOSING})[\s。.!！]*$")


def proposed(
    text: str, options: dict[str, str], similarity: Similarity | None, multi: bool, stem: str
) -> frozenset[str]:
    """The options ``text`` says by its meaning (``_meaning.propose``); failing that on a multiple
    choice, the options its list names by their words when a clause after it withholds one more option
    the list does not name ("…，eps 不敢选"); else none."""
    if closing_remaining(text) is not None or _NOT_COMPUTABLE.search(text):
        return frozenset()  # "…77 那个也不对……剩下那个": the one left, the rules' alone; "这个没法算"
    found = _meaning.propose(text, options, similarity, multi=multi, stem=stem)
    found = found or (_piece_named(text, options, stem) if multi else frozenset())
    counted = _COUNTED_CLOSE.search(text)  # "…、Chefer 的守恒，这两个" of three items: which two?
    if found and counted and numeral_value(counted["count"]) != len(found):
        return frozenset()
    split = withheld(text) if multi and not found else None
    if split is None:
        return found
    if _NOT_OWN_LIST.match(split[0]):
        return frozenset()  # "也许 64、FlashAttention-2，block-diagonal 不敢选": a hedged list
    listed = _meaning.propose(split[0], options, similarity, multi=True, stem=stem)
    item = told_apart(split[1], options, stem)
    return listed if listed and item is not None and item not in listed else frozenset()


def named_bare(text: str, options: dict[str, str], multi: bool, stem: str) -> frozenset[str]:
    """The option ``text`` names as one of its names typed with two neighbouring keys swapped, read by
    the rules once spelt right ("stage3_gather_16bit_wieghts_on_model_save": B), or none: a reading
    proposed that is just this needs no confirming, as the name spelt right needs none. So is an option's
    text pasted back with small edits and nothing added ("gptAttnPlugin", ``_pasted_option``)."""
    fixed = swapped_name(options, text.strip())
    reading = read_choices(fixed, options, multi=multi, stem=stem) if fixed else None
    if reading is None or len(reading.letters) != 1 or reading.hedged or reading.negated:
        return pasted_options(options, text.strip(), multi=multi) or frozenset()
    return frozenset(reading.letters)


_OFFERED = re.compile(r"[?？]")


def _piece_named(text: str, options: dict[str, str], stem: str) -> frozenset[str]:
    """The set read when the item left unread is a piece of one option's name ("DDIM DPM-Solver UniPC":
    B of "DPM-Solver-2", read A、B、E to confirm, as the labels read it); else none. Read again with the
    option's letter in the item's place, and only a plain reading that holds it."""
    item = read_choices(text, options, multi=True, stem=stem).unread_addition
    label = named_by_piece(item, options) if item else None
    if label is None or _OFFERED.search(text) or not re.search(rf"\s{re.escape(item)}\s", text):
        return frozenset()  # only the spaced list's item, between two words; never a list offered "？"
    said = re.sub(rf"(?<!\S){re.escape(item)}(?!\S)", f" {label} ", text, count=1)
    reading = read_choices(said, options, multi=True, stem=stem)
    plain = not (reading.hedged or reading.negated or reading.contradicted or reading.ambiguous)
    return frozenset(reading.letters) if plain and label in reading.letters else frozenset()
