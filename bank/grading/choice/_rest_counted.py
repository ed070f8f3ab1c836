"""On a multiple choice, options ruled out one clause at a time, then "the rest" counted
("A 不行（…），C 不行，剩下两个", "C 不选（…），其余四个选", "SDE 那个不算，其余四个"): the rest are
chosen when the count is the number of options left, exactly; any other count, a letter named in no
denial, or a question leaves the answer unread here. An option may be pointed at by words of its own
text before its name ("SDE 那个 Euler–Maruyama 不算"): words of no option's own text, or of another's,
leave it unread."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import numeral_value

# the closing clause: "剩下两个", "其余四个选", "其他三项都对"; nothing after it but a full stop
_REST = re.compile(
    rf"[,，;；]\s*(?:那|那就)?\s*(?:{lexicon.REST_WORDS})\s*"
    rf"(?P<count>[一二两三四五六七八\d])\s*(?:{alternation(lexicon.ORDINAL_UNITS_SHORT)})\s*"
    rf"(?:{alternation(lexicon.ALL_OF)})?\s*(?:{alternation(lexicon.REST_TAKEN)})?\s*[。.!！]*$"
)
# an aside in brackets says why, and is no clause of the answer: "A 不行（只有 causal）"
_ASIDE = re.compile(r"[（(][^（）()]*[）)]")
# one clause ruling out letters and nothing else: "A 不行", "C 不选", "B、D 都不对", "SDE 那个不算" (an
# option named by its words, then pointed at)
_DENIAL = re.compile(
    r"\s*(?P<letters>[A-H](?:\s*[、,和与/]?\s*[A-H])*)\s*"
    rf"(?:{alternation(lexicon.POINTED_OUT)})?\s*(?:都|也)?\s*"
    rf"(?:{alternation(lexicon.LETTERS_DENIED)})\s*"
)


# the same clause with the option pointed at first by words of its text: "SDE 那个 C 不算"
_POINTED_DENIAL = re.compile(
    rf"\s*(?P<lead>[^A-Za-z]*?[^\sA-Za-z][^A-Za-z]*?|[A-Za-z][\w\-–]+)\s*(?:{alternation(lexicon.POINTED_OUT)})\s*"
    rf"(?P<letters>[A-H])\s*(?:都|也)?\s*(?:{alternation(lexicon.LETTERS_DENIED)})\s*"
)


def _own_pointer(clause: str, options: dict[str, str]) -> str | None:
    """The letter a clause denies after pointing at it by words of its own option's text, else None."""
    pointed = _POINTED_DENIAL.fullmatch(clause)
    if pointed is None:
        return None
    letter, lead = pointed.group("letters"), pointed.group("lead").strip().casefold()
    return letter if lead and lead in options.get(letter, "").casefold() else None


def rest_counted(lettered: str, labels: set[str], options: dict[str, str] | None = None) -> set[str] | None:
    """The options left after the denied ones, when the answer closes on "the rest" counted right."""
    rest = _REST.search(lettered)
    if rest is None:
        return None
    count = rest.group("count")
    wanted = numeral_value(count)
    denied: set[str] = set()
    for clause in re.split(r"[,，;；]", _ASIDE.sub("", lettered[: rest.start()])):
        if not clause.strip():
            continue
        denial = _DENIAL.fullmatch(clause)
        letters = denial.group("letters") if denial else _own_pointer(clause, options or {})
        if letters is None:
            return None  # a clause that is not a plain denial: a reason, a letter chosen, a doubt
        denied |= set(re.findall(r"[A-H]", letters))
    left = labels - denied
    if not denied or not denied <= labels or len(left) != wanted:
        return None
    return left
