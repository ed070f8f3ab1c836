"""Options each let go in turn, one of them read all the same: "A no; C nope; finally B also no", "B C A.
wait A counts, B doesn't", "A 不对；C 也不像；是 B 吗？", "48，划掉，32", "C，我一直以为不行", "B, C and E are
wrong". Each asks again (no reading) rather than read what the candidate rejected or only asked.

Where the last time an option read is named, its own clause (what follows it up to the next pause, naming
no other option) is nothing but a rejection ("also no", "doesn't", "也不像", "are wrong"), or is empty and
the next clause is one ("48，划掉", "C，我一直以为不行"), the option was let go: whatever path read it
(a chain of second thoughts, a correction, the one left), it is not the candidate's choice. Its own
clause asked with a particle ("是 B 吗？") is no commitment either. A list of options joined by links ("B、C
和 E 不对", "B, C and E are wrong"; by commas only with a plural: "B, C, E are wrong") shares the
rejection after its last member.

Only on a stem that asks for what is right: on "哪个是错误的", "B 错" names the answer. An option named
again after its rejection ("B 不对……还是 B") is read by its last mention, as before; a rejection of another
("B 而不是 A", "B，A 不对") is that one's. The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice import stem_asks
from bank.grading.choice._choice_mentions import options_named
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_PAUSE = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)|…|——")
_LEADS = rf"(?:(?:{alternation(lexicon.OWN_CLAUSE_LEADS)})\s*)*"
_REJECTED = re.compile(
    rf"\s*{_LEADS}(?:{alternation(lexicon.OWN_CLAUSE_REJECTIONS)})"
    rf"(?:\s*(?:{alternation(lexicon.OWN_CLAUSE_AFTER)}))*\s*",
    re.I,
)
_TOO = re.compile(rf"\s*(?:{alternation(lexicon.OWN_CLAUSE_TOO)})[\s.。!！]*", re.I)
_REJECTION_CLOSES = re.compile(
    rf"(?:{alternation(lexicon.OWN_CLAUSE_REJECTIONS)})(?![A-Za-z])[\s.。!！]*[,，;；]\s*$", re.I
)
_ASKED = re.compile(rf"\s*(?:{alternation(lexicon.ASKED_CLOSES)})(?![A-Za-z])")
_PLURAL = re.compile(rf"(?<![A-Za-z])(?:{alternation(lexicon.OWN_CLAUSE_PLURAL)})(?![A-Za-z])", re.I)
_LINK = re.compile(r"\s*(?:[、/&+和与及跟]|\band\b|\bor\b)\s*", re.I)
_COMMA = re.compile(r"\s*[,，]\s*(?:and\s+)?")
_LINKED_LETTER = re.compile(
    r"(?P<link>\s*(?:[、/&+和与及跟]|\band\b|\bor\b|[,，]\s*(?:and\b)?)\s*)[A-H](?![A-Za-z0-9])"
)
_MARK = re.compile(r"[、/&+和与及跟]")
# "in fact" opening the next clause with no denial in it ("B 看着不对，其实对"): the rejection only seemed
_IN_FACT_AFFIRMED = re.compile(
    rf"(?:{alternation(lexicon.IN_FACT)}|actually)(?:(?!{lexicon.CLAIM_DENIALS}|[?？吗]).)*", re.I
)


def denied_in_turn(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether an option read is let go, or only asked, in its own clause the last time it is named (see
    the module)."""
    chosen = set(read)
    if not chosen:
        return False
    _, asks_right = stem_asks(question.stem)
    prepared, mentions = options_named(question, text)
    for label in chosen:
        mine = [index for index, mention in enumerate(mentions) if label in mention.labels]
        if mine and (
            _asked(prepared, mentions, mine[-1]) or (asks_right and _rejected(prepared, mentions, mine[-1]))
        ):
            return True
    return False


def _clause(text: str, start: int, mentions: list[Mention]) -> str | None:
    """What follows ``start`` up to the next pause; None where another option is named in it."""
    pause = _PAUSE.search(text, start)
    end = pause.start() if pause else len(text)
    if any(start <= mention.start < end for mention in mentions):
        return None
    return text[start:end]


def _asked(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether the option's own clause is a question particle closing the answer ("是 B 吗？")."""
    start = mentions[index].end
    if _clause(text, start, mentions) is None:
        return False
    asked = _ASKED.match(text, start)  # closing the answer: "B吗？我觉得是" answers itself
    return asked is not None and re.search(r"\w", text[asked.end() :]) is None  # "？", "？🤔", nothing


def _rejected(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether the option named at ``mentions[index]`` (with the list it opens) is rejected right after."""
    end, links = mentions[index].end, []
    for following in mentions[index + 1 :]:  # the list it opens: "B, C and E are wrong"
        link = _LINK.fullmatch(text, end, following.start) or _COMMA.fullmatch(text, end, following.start)
        if link is None:
            break
        end = following.end
        links.append(link.group())
    while letter := _LINKED_LETTER.match(text, end):  # a letter no option has ("E" on A–D) ends it too
        end = letter.end()
        links.append(letter.group("link"))
    commas = any(re.search(r"[,，]", link) for link in links)
    in_a_set = len(mentions[index].labels) > 1 or _closes_a_set(text, mentions, index)
    if commas and (in_a_set or any(map(_MARK.search, links))):  # "AD，B、C、E 都不对", "A、B、D、E，C 都不对"
        return False  # the comma parts the set read from the list rejected
    clause = _clause(text, end, mentions)
    if clause is None:
        return False
    if _TOO.fullmatch(clause):  # "only C is wrong, D too": the rejection before it, said again of it
        return _REJECTION_CLOSES.search(text, 0, mentions[index].start) is not None
    if clause.strip():
        said = _REJECTED.fullmatch(clause) is not None and (not commas or _PLURAL.search(clause) is not None)
        return said and not _taken_back(text, end, mentions)
    pause = _PAUSE.search(text, end)
    if pause is None or pause.group() not in ",，;；" or commas:
        return False
    after = _clause(text, pause.end(), mentions)  # "48，划掉，32": the next clause, a bare rejection
    return after is not None and _REJECTED.fullmatch(after) is not None


def _closes_a_set(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether the option at ``mentions[index]`` closes a set joined by marks ("A、B、D、E"): a comma after
    it ends that set, not a list it opens."""
    if index == 0:
        return False
    link = _LINK.fullmatch(text, mentions[index - 1].end, mentions[index].start)
    return link is not None and _MARK.search(link.group()) is not None


def _taken_back(text: str, end: int, mentions: list[Mention]) -> bool:
    """Whether the clause after the one from ``end`` takes its rejection back ("…看着不对，其实对"),
    naming no option ("…，actually C" turns to C)."""
    pause = _PAUSE.search(text, end)
    if pause is None:
        return False
    following = _PAUSE.search(text, pause.end())
    clause = _clause(text, pause.end(), mentions)
    if clause is None:
        return False
    clause = clause.strip()
    rest = text[following.start() :] if following else ""
    return _IN_FACT_AFFIRMED.fullmatch(clause) is not None and not re.search(r"[?？吗]", rest)
