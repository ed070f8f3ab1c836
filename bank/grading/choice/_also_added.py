"""An option added with "也" after the set the reading chose, and not read ("A、D，B 也要满足", "A、C，B
也成立", "A 要满足，C 也要满足"): the candidate's set holds it, so the reading without it is not theirs,
and the answer is asked again (a gate after the choice readers, on any reading but a refusal) — never
the set without the added member.

Only a clean addition: the option's letter stands alone, right before "也" / "同样" ("B 也…"), it
comes after a clause naming an option the reading chose, what "也" says of it is only that it holds
(a modal, then "满足", "成立", "对", or the stem's own words: "D 也可用于 shard 参数" where the question
asks which can; "B 也作废", "B 也要考虑" say something else; "B 也会…" does what the set does, in any
words: "D 也会死锁" where the stem says "deadlock"), and neither that clause nor anything from
the letter to the answer's end denies, doubts, hedges, faults, asks, turns ("但…"), restricts ("也只
是…"), states a reason or a condition, or says it in irony: "A 不对，B 也是" shares a denial, "B 也有
问题" faults, "A，B 大概也算" holds B open (a hedge, the readers'), "B 也要吗" asks. An addition the
readers read ("B 也算", "B also", "B 也行") has B in the reading and is not looked at. One more letter
joined to the answer's close ("ABD 三个，还有 E", "ABD 都选 + E", read as ABD) is asked again on the same
terms.

The same for an option pointed at after the set ("A、D 和那个 E", "A、B、C 和那个 Precision@k", "A、B，那条
Inception Score", "A、B 和那个 IS 分数"): "那个" before an option's letter, text or a term the mention pass
reads as it made the readers take it for a description, and the set was read without it; asked again,
on the same terms (nothing after it denies, doubts, asks, turns, reasons or conditions: "A、D，那个 E
不选", "…，那个 E 是干扰项" keep their reading).
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.open import _paraphrase
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import ITEM_SEPARATORS, POINTED_OUT, SEGMENT_LINKS, alternation
from bank.grading.text._list_words import LETTER, LETTER_ALSO, said_against

_CLAUSE_BREAK = re.compile(r"[,，;；。.!！\n]")
_LETTERS = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z])")  # a letter, or a run of them ("ABD")
_MODALS = rf"(?:{lexicon.NEEDED}|{alternation(lexicon.ALSO_MODALS)})"
# what "也" says, after its modals: up to the clause's end, its closing particles left out
_SAID = re.compile(
    rf"\s*(?:{_MODALS}\s*)*(?:是\s*)?(?P<said>[^,，;；。.!！?？\n]*?)[\s吧的了呢啊哦]*(?:[,，;；。.!！?？\n]|$)"
)
_HOLDS = frozenset((*lexicon.ALSO_AFFIRMED, *lexicon.ALSO_HOLDS))
# "D 也会死锁", "D 也会 hang", "D 同样会": "will too" says the option does what the chosen ones do, in the
# candidate's words where the stem's are other ("死锁" of "deadlock"): an addition, never dropped
_WILL = re.compile(r"\s*(?:是\s*)?会")
_KEPT_BACK = re.compile(
    rf"{lexicon.CLAIM_DENIALS}|{lexicon.TURNS}|{lexicon.CONDITIONS}|[别否错吗么?？]|"
    rf"{alternation(lexicon.ONLY)}",
    re.I,
)
_KEPT_BACK_WORDS = (
    *lexicon.DOUBTS,
    *lexicon.HEDGES,
    *lexicon.TENTATIVE,
    *lexicon.LEANINGS,
    *lexicon.SARCASM,
    *lexicon.REASONS,
    *lexicon.ASKING,
)


def _holds(said: str, stem: str) -> bool:
    """Whether ``said`` (what "也" says of the option, its modals left out) says only that it holds."""
    if not said or said.lower() in _HOLDS:
        return True
    words = set(terms(said))
    return bool(words) and words <= _paraphrase.stem_terms(stem)


def also_unread(text: str, chosen: list[str], stem: str = "") -> bool:
    """Whether ``text``, read as the letters ``chosen``, adds with "也" an option the reading left out
    (see the module)."""
    read = {letter.upper() for letter in chosen}
    if not read:
        return False
    for also in LETTER_ALSO.finditer(text):
        letter = also.group(1).upper()
        if letter in read:
            continue
        breaks = [cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, also.start())]
        if not breaks or text[breaks[-1] : also.start()].strip():
            continue  # the letter opens its clause: "B 也…", not "…里 B 也…"
        previous = text[breaks[-2] if len(breaks) > 1 else 0 : breaks[-1]]
        if not set("".join(_LETTERS.findall(previous.upper()))) & read:
            continue  # the clause before names none of the set read ("ABD 三个": a run of them names each)
        clause = _SAID.match(text, also.end())
        if clause is None or not (
            _holds(clause.group("said").strip(), stem) or _WILL.match(text, also.end())
        ):
            continue  # "B 也作废", "B 也要考虑": something else said of it, the readers'
        if not _kept_back(previous + text[also.start() :]):
            return True
    return _joined_unread(text, read)


# one more letter joined to the answer's close ("ABD 三个，还有 E", "ABD 都选 + E", "AD 这俩和 C")
_JOINED_LAST = re.compile(
    rf"(?:[、,，+]|{alternation(SEGMENT_LINKS)})\s*(?:(?:{alternation(SEGMENT_LINKS)})\s*)?"
    rf"(?P<letter>{LETTER})\s*[。.!！]*\s*$"
)


def _joined_unread(text: str, read: set[str]) -> bool:
    """Whether ``text`` closes on one more option joined to what it said (see the module) that the reading
    left out, its clause neither denying, doubting, asking nor setting it against ("…，除了 C 和 E")."""
    joined = _JOINED_LAST.search(text)
    if joined is None or joined.group("letter").upper() in read:
        return False
    breaks = [cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, joined.start())]
    clause = text[breaks[-1] if breaks else 0 :]
    return not (_kept_back(clause) or lexicon.has(clause, lexicon.AGAINST))  # "除了 C 和 E": set against


def _kept_back(said: str) -> bool:
    """Whether ``said`` denies, doubts, hedges, faults, asks, turns, restricts, reasons, conditions or
    says in irony (see the module): the option it adds or points at is kept back, the readers' to read."""
    return bool(_KEPT_BACK.search(said)) or said_against(said) or lexicon.has(said, _KEPT_BACK_WORDS)


# an option pointed at after a list, joined to it: "…和那个 E", "…、那条 Precision@k", "…，还有那个 IS";
# what follows, to the answer's end (an option's text may hold a comma: "BLOCK_M=64, BLOCK_N=128")
_POINTED = re.compile(
    rf"(?:[、,，]|{alternation(ITEM_SEPARATORS)})\s*(?:(?:{alternation(SEGMENT_LINKS)})\s*)?"
    rf"(?:{alternation(POINTED_OUT)})\s*(?P<rest>\S.*)",
    re.S,
)


def pointed_unread(text: str, chosen: list[str], options: dict[str, str], stem: str = "") -> bool:
    """Whether ``text``, read as the letters ``chosen``, points at an option after the set with "那个"
    and the reading left it out (see the module); an option the mention pass finds in what is pointed at
    ("那个 IS 分数": Inception Score) counts as one its text names."""
    read = {letter.upper() for letter in chosen}
    if not read:
        return False
    for pointed in _POINTED.finditer(text):
        said = text[pointed.start() :]
        named = {letter for letter in re.findall(LETTER, pointed.group("rest").upper()) if letter in options}
        rest = pointed.group("rest")
        for mention in find_mentions(rest, [False] * len(rest), options, stem)[0]:
            named |= set(mention.labels) & set(options)  # "那个 IS 分数": the option the term names
        for label, option in options.items():
            found = option_pattern(option)
            if found is not None and found.search(said):
                named.add(label)
                said = found.sub(" ", said)  # the option's own words deny or reason nothing of it
        if named - read and not _kept_back(said):
            return True
    return False
