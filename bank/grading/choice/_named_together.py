"""Options named together as one subject and then said something of together, read on the answer with
every mention written as its letters (``_choice._lettered``).

Denied together ("A 和 D 都不对", "B、C 是错的", "A and D are wrong", "D、E 不选", "D、E 排除"): an option
chosen elsewhere in the answer and denied or removed here is contradicted ("D，D、E 不选" had been read as
D: a group's removal reached its last letter alone; "A 不选 D" removes the D after it, not A). A comma
ends the group: in "D, A and B are wrong" the D is a clause of its own, the answer.

Described together ("A 和 C 都会溢出", "B、D 这俩肯定不行"): on a single choice no answer, a description
(mostly a rule-out); never a choice of both. An affirmation of them ("都对", "都可以", "都有可能") is a
hedge between them, read as before.

One option read out of them ("B 和 A 都不开启", "C、A 都不确定" where the stem asks for a deterministic one,
"选项 B 和选项 A 都不对", "B 或 A 都不对"): the clause after the last one is said of each, but the
mention-by-mention pass took it for the last one's alone and kept the first (B chosen, A denied) — a rule-out
of both, a doubt about both, a hedge between them, read as one of the two. Every one of them is then ruled
out: asked again. One of them named again after is the answer's own reading ("A 和 B 都有道理，但选 B": B;
"A、B、D，B 不对": A、D), and a comma parts the options ("B，A 不开启": B, then a remark on A). On a multiple
choice alike: "选项 A 和选项 E 都不对" is no set of A.
"""

from __future__ import annotations

import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DENIED_GROUP = re.compile(lexicon.DENIED_GROUP, re.I)
# the options as one subject, or what is in them ("A 和 B 里那个 deterministic 参数…")
_TOGETHER = re.compile(lexicon.TOGETHER, re.I)
_TOGETHER_AFFIRMED = re.compile(lexicon.TOGETHER_AFFIRMED, re.I)


def denied_together(lettered: str) -> set[str]:
    """The letters of every group of options denied or removed together in ``lettered``."""
    groups = (
        re.sub(r"\band\b", " ", found.group(1), flags=re.I) for found in _DENIED_GROUP.finditer(lettered)
    )
    return {letter for group in groups for letter in re.findall(r"[A-H]", group.upper())}


def described_together(lettered: str) -> bool:
    """Whether ``lettered`` opens on options named as one subject and described, not affirmed, together."""
    together = _TOGETHER.match(lettered)
    return together is not None and not _TOGETHER_AFFIRMED.search(lettered)


# what joins options into one subject ("B 和 A", "B、A", "B 或 A", "选项 B 和选项 A"); never a comma
_JOINED = re.compile(
    rf"\s*(?:{alternation(lexicon.JOINED_TO + lexicon.JOINED_DENIAL_JOINS)}|\bor\b)\s*"
    rf"(?:{alternation(lexicon.ANSWER_WORDS)})?\s*",
    re.I,
)
_LEAD = re.compile(rf"\s*(?:{alternation(lexicon.ANSWER_WORDS)})?\s*")


def one_of_together(text: str, mentions: list[Mention], reading: ChoiceReading) -> ChoiceReading:
    """The reading, or every option of the subject the answer opens with ruled out when the reading kept
    one of them and denied another, and names none of them again after (see the module)."""
    if len(mentions) < 2 or not _LEAD.fullmatch(text, 0, mentions[0].start):
        return reading
    group = [mentions[0]]
    for following in mentions[1:]:
        if not _JOINED.fullmatch(text, group[-1].end, following.start):
            break
        group.append(following)
    named: set[str] = set().union(*(mention.labels for mention in group))
    kept = reading.letters & named
    if len(group) < 2 or not kept or not reading.negated & named:
        return reading  # no subject of several, none of it kept, or none of it denied
    if any(mention.labels & named for mention in mentions[len(group) :]):
        return reading  # "A 和 B 都有道理，但选 B": decided after; "A、B、D，B 不对": B denied after
    return ChoiceReading(negated=reading.negated | named)  # what reached the last is said of each
