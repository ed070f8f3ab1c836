"""What a decision names when it names more than one option: "A 也行……那就 B 和 C" names both B and
C (on a single choice no one answer), "那 B 或 C" leaves them open, and "那 B 和 C 里挑一个？" asks which
of the two and decides nothing; on a multiple choice, "只勾 A 和 D" names the only options, those held open
before it left out. Read by ``_alternatives`` wherever a decision settles the answer."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bank.grading.decisions._decision_lead import CLAUSE_BREAK, clause_lead
from bank.grading.decisions._not_asserted import not_own_lead
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CLAUSE_REST = re.compile(r"[^,，;；。.!！?？\n]*")


@dataclass
class Decision:
    letters: set[str]  # every option the deciding clause names ("那就 B 和 C": both, not one answer)
    open: bool  # the options named are alternatives ("那 B 或 C"): still a hedge


# what joins the options one decision names ("那就 B 和 C", "so B or C"): the decision names them all; "+"
# joins two words of one option's text as well ("that leaves the inductor + reduce-overhead call")
_JOINED_TO = re.compile(rf"\s*(?:{alternation(lexicon.JOINED_TO)}|、|/|&|\+|\band\b|\bor\b)\s*", re.I)
_OR_JOIN = re.compile(r"或|还是|/|\bor\b", re.I)
# an option added to what was said before ("所以 B 也对", "so B too"), not a decision on its own; after a word
# pointing at the option named ("so the inductor one as well", "inductor 那个也行") as after its name
ALSO = re.compile(r"\s*(?:也|还(?!是)|同样|too\b|also\b|as well\b)", re.I)
_POINTED = re.compile(rf"\s*(?:{alternation(lexicon.POINTING)}|\b(?:one|call|line|option)\b)?", re.I)


def _joined_to(text: str, mentions: Sequence[Mention], decision: Mention) -> list[Mention]:
    """The decision's mention and the mentions joined to it by a conjunction, in text order."""
    named = [decision]
    for following in mentions[list(mentions).index(decision) + 1 :]:
        if not _JOINED_TO.fullmatch(text[named[-1].end : following.start]):
            break
        named.append(following)
    return named


def covers(text: str, mentions: Sequence[Mention], decision: Mention, chosen: Sequence[Mention]) -> bool:
    """Whether every option read as chosen after ``decision`` is joined to it, named by the decision
    itself ("that leaves the inductor + reduce-overhead call": both words name B): the decision is the
    last word, though a mention it names comes after it; not when what it names is added ("…one too")."""
    named = _joined_to(text, mentions, decision)
    pointed = _POINTED.match(text, named[-1].end)
    if ALSO.match(text, pointed.end() if pointed else named[-1].end):
        return False  # "max-autotune is fine; so the inductor + reduce-overhead one as well": both
    return all(mention in named for mention in chosen if mention.start > decision.start)


def _asked_after(text: str, mention: Mention) -> bool:
    """Whether the clause going on after ``mention`` closes on a question mark ("…B 和 C 里挑一个？")."""
    rest = _CLAUSE_REST.match(text, mention.end)
    end = rest.end() if rest else mention.end
    return text[end : end + 1] in ("?", "？")


def named_by(text: str, mentions: Sequence[Mention], decision: Mention) -> Decision | None:
    """What the decision opening at ``decision`` names: that option with those joined to it, open if
    joined by "or"; None when the clause asks which of them ("那 B 和 C 里挑一个？"), deciding nothing."""
    named = _joined_to(text, mentions, decision)
    if len(named) > 1 and _asked_after(text, named[-1]):
        return None
    gaps = [text[a.end : b.start] for a, b in itertools.pairwise(named)]
    letters: set[str] = set().union(*(mention.labels for mention in named))
    return Decision(letters, any(_OR_JOIN.search(gap) for gap in gaps))


_ONLY = re.compile(r"只|仅|\bonly\b", re.I)


def only_after(text: str, mentions: Sequence[Mention], decided: set[str], open_until: int) -> bool:
    """Whether the decision after the open alternatives names the only options ("只勾 A 和 D")."""
    first = next((m for m in mentions if m.start >= open_until and m.labels <= decided), None)
    return first is not None and bool(_ONLY.search(clause_lead(text, first.start, open_until)))


def closing_decision(
    text: str, mentions: Sequence[Mention], decides: Callable[[str, Mention, int], bool]
) -> set[str] | None:
    """On a multiple choice, the options a decision names in the answer's last clause, a clause of its
    own after options named before it ("A，D 也行，只选 A", "…，那就 AC"), as a plain list that closes the
    answer; None otherwise. ``decides`` tells a decision opening a mention's clause (``_alternatives``)."""
    closing = _last_clause_start(text, mentions)
    first = next((mention for mention in mentions if closing is not None and mention.start >= closing), None)
    if first is None or closing is None or not decides(text, first, closing):
        return None
    if not_own_lead(text[closing : first.start]):
        return None  # "ABD，别只选 AD", "ABD，有人只选 AD": a decision that is not the candidate's own
    return _listed_to_the_end(text, mentions, first)


def _last_clause_start(text: str, mentions: Sequence[Mention]) -> int | None:
    """Where the break opening the clause of the answer's last mention stands, when an earlier mention
    is before it in another clause ("A，D 也行，只选 A": the second comma); None when one clause holds
    them all."""
    if len(mentions) < 2:
        return None
    breaks = list(CLAUSE_BREAK.finditer(text, mentions[0].end, mentions[-1].start))
    return breaks[-1].start() if breaks else None


# what may join the options of a closing list ("只选 A 和 D", "选 B D") and close it ("…，那就 AC 吧")
_LIST_JOIN = re.compile(rf"[\s、/&+]*(?:{alternation(lexicon.LIST_JOINS)}|\band\b)?[\s、/&+]*", re.I)
_LIST_END = re.compile(r"[\s吧呢啊了.。!！]*")


def _listed_to_the_end(text: str, mentions: Sequence[Mention], first: Mention) -> set[str] | None:
    """The options ``first`` and the mentions after it name, when they are a plain list that closes the
    answer ("只选 A 和 D", "选 B D"); None when anything else is said after or between them."""
    named = [mention for mention in mentions if mention.start >= first.start]
    if any(not _LIST_JOIN.fullmatch(text[a.end : b.start]) for a, b in itertools.pairwise(named)):
        return None
    if not _LIST_END.fullmatch(text, named[-1].end):
        return None
    return set().union(*(mention.labels for mention in named))
