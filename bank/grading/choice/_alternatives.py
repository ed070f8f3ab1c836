"""The answer as clauses: dismissals, open alternatives, and the clause that decides.

The mention-by-mention reading of ``_choice`` decides, for each option named, whether the answer
commits to it. This pass looks at the answer as clauses instead, for what a word list cannot settle
mention by mention:

- a *dismissal* in a clause of its own ("A？C？都不像，…", "…; none of them, so C") rules out every
  option named before it: only what follows counts;
- *open alternatives*: an alternative between two options, at least one of them chosen — a
  word of ``ALTERNATIVES`` ("还是", "或", "要么", "or"), a question mark or, on a single
  choice, a slash ("B？C？", "B/C"), the idiom "不是 B 就是 C" —, a hedge keeping two options
  open ("也有可能", "都有可能", "二选一"), or the same tentative word before each ("可能 B，也可能 C").
  They are settled only by a *decision* in a clause of its own after them ("…？我选 1/32"):
  on a single-choice question that clause's option is the answer (to confirm). Otherwise
  the reading is hedged — never ``correct`` — and an answer that committed to nothing but
  offered the alternatives is read as that hedge, not as no answer;
- on a single-choice question, a last decision also settles several letters read before it, or
  one option only talked about ("A 会报错，选 B");
- on a single choice, an answer that names every option but one and closes on "the remaining one"
  chooses the one left (``_remaining``);
- an answer that commits to nothing but sets one option against a ruled-out one ("比例 1/32，不是
  1/64") means that one.

A word that reads as an alternative but is not one — "还是选 B" (still B), a correction between two
options ("B？不对，C") — is not counted: those are corrections, which ``_choice`` reads.

The module is a little over 400 lines: the clause reader and the private helpers each of its
rules shares (mentions dismissed, taken back, turned to), kept beside it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence, Set
from dataclasses import dataclass

from bank.grading.choice._additions import added_as_fine
from bank.grading.choice._described_then_offered import described_then_offered
from bank.grading.decisions._decision_lead import (
    CLAUSE_BREAK,
    TRAILING,
    clause_lead,
    ends_in_decision,
    still_after_choosing,
)
from bank.grading.decisions._doubted_one import doubt_closes, doubted_before_more, doubts_one_left_out
from bank.grading.decisions._joined_decision import (
    ALSO,
    Decision,
    closing_decision,
    covers,
    named_by,
    only_after,
)
from bank.grading.decisions._not_asserted import not_own_lead
from bank.grading.decisions._preferred import PREFERRED, TURN, preferred_last, preferred_to
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

_MARK = re.compile(r"[/?？]")
# Options joined by slashes ("A/C", "a/b/c"): on a multiple choice the set chosen, read for the
# candidate's confirmation, since a slash means "and" as often as "or"; on a single choice a hedge.
SLASHED = re.compile(r"^\s*/\s*$")
_STILL = re.compile(
    rf"还是\s*(?:{alternation(lexicon.STILL_CHOOSING)})"
)  # "还是选 B": still B, not an alternative
_STILL_LAST = re.compile(r"还是\s*(?:选项)?\s*$")
_EITHER_IDIOM = re.compile(
    rf"^\s*(?:{alternation(lexicon.THEN_IT_IS)})\s*(?:选项|option)?\s*$", re.I
)  # "不是 B 就是 C"
_THEN = re.compile(rf"^\s*(?:{lexicon.AFTERWARDS})\s*(?:选项|option)?\s*$", re.I)
_FIRST_BEFORE = re.compile(r"(?:先|首先|\bfirst\b)\s*(?:选项|option)?\s*$", re.I)
_NOT_BEFORE = re.compile(r"(?:不是|要么|either)\s*(?:选项|option)?\s*$", re.I)
_CONTENT = re.compile(r"[\u4e00-\u9fff]{3,}|[A-Za-z]{3,}\s+[A-Za-z]{3,}")  # words, not a particle or two
_OTHERS = re.compile(lexicon.THE_OTHERS, re.I)
_TENTATIVE_AFTER = re.compile(r"\s*(?:吧|呢|\?|？)")  # "A 吧", "A？": offered, not stated
_MAYBE_AFTER = re.compile(  # a tentative word closing the option's clause: "C 也许", "C maybe too"
    rf"\s*(?:也|还)?\s*(?:{alternation(lexicon.MAYBE)})\s*(?:也|还)?\s*(?:{alternation(lexicon.MAYBE_SO)})?"
    r"\s*(?:吧|呢)?\s*(?:[,，;；。.!！?？)）]|$)",  # "B（A 也许）": in a bracketed remark too
    re.I,
)
_PREFERRED_AFTER = re.compile(  # "D 更稳", "D seems better": preferred to what came before
    rf"\s*(?:{alternation(lexicon.SEEMINGLY)})?\s*(?:{alternation(lexicon.MORE)})|\s*(?:is|seems|looks)?\s*(?:better|safer|more)",
    re.I,
)
_CLAUSE_REST = re.compile(r"[^,，;；。.!！?？\n]*")
# what may close a mention's clause and say nothing of it: a particle of mood, any of those a pause may
# follow ("48 呀，64" offers 48 as "48 啊，64" does: ``_choice_marks.PARTICLE_PAUSE``), not "的" ("A 的")
_PARTICLES = " \t吗嘛了" + "".join(
    particle for particle in (*lexicon.SOFT_PARTICLES, *lexicon.MOOD_PARTICLES) if particle != "的"
)
TURNS_AWAY = re.compile(lexicon.TURNING_AWAY, re.I)
_AFFIRMED = re.compile(
    rf"^(?:{alternation(lexicon.ALSO_ALL)})?\s*(?:是|is)?\s*(?:{alternation(lexicon.RIGHT_WORDS)})", re.I
)
CONTRAST = re.compile(  # "A, not B", "ACD 而不是 AC" (``_set_contrast`` too)
    rf"^\s*[,，;；]?\s*(?:{alternation(lexicon.CONTRAST_LEADS)})?\s*(?:{alternation(lexicon.NOT_THIS)})\s*(?:选项|option)?\s*$",
    re.I,
)
_PAST = re.compile(
    rf"过(?!{alternation(lexicon.NOT_EXPERIENTIAL)})"
)  # the experiential 过: "犹豫过", "考虑过"


@dataclass(frozen=True)
class Settled:
    letters: set[str]
    hedged: bool
    decided: bool  # a decision after the alternatives chose the letters


def _alternative_between(
    text: str, left: Mention, right: Mention, retract: re.Pattern[str], *, single: bool
) -> bool:
    gap = text[left.end : right.start]
    if not single and SLASHED.match(gap):
        return False  # "A/C" on a multiple choice: the set, read for confirmation
    if retract.search(gap):
        return False  # "B？不对，C": a correction, not an alternative
    if _EITHER_IDIOM.match(gap) and _NOT_BEFORE.search(text[: left.start]):
        return True
    if _THEN.match(gap) and _FIRST_BEFORE.search(text[: left.start]):
        return True  # "先 A 后 B": both named in turn, neither chosen
    words = [
        hit
        for hit in lexicon.find(gap, lexicon.ALTERNATIVES)
        if not _STILL.match(gap, hit.start)
        and not (_CONTENT.search(gap[: hit.start]) and _CONTENT.search(gap[hit.end :]))
    ]  # not "A C: a mismatched order or count hangs; B …": an "or" inside a sentence between them
    if words:
        return True
    # "B？C？", "B/C": a mark between two options; not "D？设备到设备的拷贝可以被捕获…。B", where the
    # question is answered before the next option
    return bool(_MARK.search(gap)) and not _CONTENT.search(_MARK.sub(" ", gap))


def _tentative_before(text: str, mention: Mention) -> bool:
    lead = text[: mention.start]
    lead = lead[: len(TRAILING.sub("", lead))]
    return any(hit.end == len(lead) for hit in lexicon.find(lead, lexicon.TENTATIVE))


def _decides(text: str, mention: Mention, since: int) -> bool:
    """Whether ``mention`` opens a clause of its own (after ``since``) with a decision ("我选 B",
    "so C"), and is not added to an earlier choice ("所以 B 也对")."""
    breaks = list(CLAUSE_BREAK.finditer(text, since, mention.start))
    if not breaks or ALSO.match(text, mention.end):
        return False
    lead = text[breaks[-1].end() : mention.start]
    if not_own_lead(lead):
        return False  # "A，以为是 B", "A，上次我填 B": a decision not the candidate's own
    return ends_in_decision(lead) or still_after_choosing(text, breaks[-1], lead, mention.end)


def _decision_after(text: str, mentions: Sequence[Mention], after: int) -> Decision | None:
    """What the last mention after ``after`` that opens with a decision in a clause of its own names —
    or the answer's last clause by itself ("A 或 B？B"; not "B？D？", which still asks)."""
    for mention in reversed(mentions):
        if mention.start < after:
            break
        # not "那 B 和 C 里挑一个？", which asks which of the two and decides neither
        if _decides(text, mention, after) and (decision := named_by(text, mentions, mention)) is not None:
            return decision
    final = mentions[-1] if mentions else None
    if final is not None and final.start >= after and CLAUSE_BREAK.search(text, after, final.start):
        lead = text[list(CLAUSE_BREAK.finditer(text, after, final.start))[-1].end() : final.start]
        if not lead.strip() and not text[final.end :].strip(" \t.。!！"):
            return Decision(set(final.labels), False)
    return None


def weak(text: str, mention: Mention) -> bool:
    """Whether a mention is the subject of something said about it ("A 会报错", "All-gather 要走 PCIe")
    rather than a choice — its clause goes on after it, and not to call it right —, or is asked
    ("D？…")."""
    rest = _CLAUSE_REST.match(text, mention.end)
    said = rest.group(0).strip(_PARTICLES) if rest else ""
    if TURNS_AWAY.match(said):
        return False  # "AB but B is wrong", "AB 但 B 不对": a turn, not something said of AB
    if not said:
        return text[rest.end() if rest else mention.end : (rest.end() if rest else mention.end) + 1] in (
            "?",
            "？",
        )
    return not _AFFIRMED.match(said)


def _dismissed(text: str, mentions: Sequence[Mention]) -> int | None:
    """Where the last dismissal of every option named so far ends ("A？C？都不像，…"), or None."""
    hits = [
        hit
        for hit in lexicon.find(text, lexicon.DISMISSALS)
        if mentions and hit.start >= mentions[0].end and _opens_clause(text, mentions, hit.start)
    ]  # "A、C、D 都不是…" is said of that list (``_choice`` reads it); a clause of its own dismisses all
    return hits[-1].end if hits else None


def _opens_clause(text: str, mentions: Sequence[Mention], start: int) -> bool:
    """Whether a dismissal at ``start`` is a clause about every option named so far: no option named
    in its clause, and not said of "the others" or in a stated reason ("因为其余选项都不对" keeps the
    choice)."""
    lead = clause_lead(text, start, 0)
    clause_start = start - len(lead)
    if _OTHERS.search(lead) or lexicon.has(lead, lexicon.REASONS):
        return False
    return not any(clause_start <= mention.start < start for mention in mentions)


def _alone(text: str, mention: Mention, since: int) -> bool:
    """Whether a mention is its clause by itself, or opens it with a decision ("…，B 吧", "…，应该是 C")."""
    lead = clause_lead(text, mention.start, since)
    return (not TRAILING.sub("", lead).strip() or _decides(text, mention, since)) and not weak(text, mention)


def _contrasted(text: str, mentions: Sequence[Mention], negated: Set[str]) -> set[str]:
    """The option set against a ruled-out one ("比例 1/32，不是 1/64", "A, not B"), or nothing."""
    found = [
        left.labels
        for left, right in itertools.pairwise(mentions)
        if right.labels <= negated
        and not left.labels & negated
        and CONTRAST.match(text[left.end : right.start])
    ]
    return set(found[0]) if len(found) == 1 else set()


def _open_between(
    text: str, mentions: Sequence[Mention], letters: set[str], retract: re.Pattern[str], *, single: bool
) -> tuple[int, set[str]]:
    """Where open alternatives end (-1: none) and the options they hold open. On a multiple choice,
    options said to be all acceptable ("B、C 都行") are chosen together, not held open: the question
    asks for every option that holds, and on a single choice they are two answers at once."""
    open_until, held = -1, set[str]()
    for left, right in itertools.pairwise(mentions):
        if left.labels == right.labels or not ((left.labels | right.labels) & letters):
            continue
        offered = left.labels <= letters and _tentative_before(text, right)  # "B，也许 A"
        offered = offered and not retract.search(text, left.end, right.start)
        if not _decides(text, right, left.end) and (
            offered or _alternative_between(text, left, right, retract, single=single)
        ):
            open_until = max(open_until, right.end)
            held |= left.labels | right.labels
    named = set().union(*(mention.labels for mention in mentions)) if mentions else set()
    if len(named) > 1:
        hedging = {*lexicon.HEDGES, *lexicon.OPEN_TOGETHER}
        for hit in lexicon.find(text, (*hedging, *lexicon.DOUBTS)):
            if not single and hit.word in lexicon.ACCEPTED_TOGETHER:
                continue
            if hit.word not in hedging and not doubted_before_more(text, mentions, hit):
                continue  # a doubt holds open only options it follows, before more ("BCE 不确定，只勾 AD")
            if not single and added_as_fine(text, mentions, hit):
                continue  # "B，…；D 也行": D added to the set, as "D 也可以" is
            if _PAST.match(text, hit.end):
                continue  # "C 我也犹豫过": a doubt had and settled, not one kept open
            if not single and doubts_one_left_out(text, mentions, letters, hit):
                continue  # "A、B、D、E，C 拿不准": C doubted and left out, the set stands
            open_until = max(open_until, hit.end)
            held |= named
    for index, mention in enumerate(mentions):
        if letters and not mention.labels <= letters and _MAYBE_AFTER.match(text, mention.end):
            open_until = max(open_until, mention.end)  # "A 和 D，C 也许": offered after the committed ones
            held |= letters | mention.labels
        if mention.labels <= letters and _MAYBE_AFTER.match(text, mention.end):
            for later in mentions[index + 1 :]:  # "B 或许吧，D 更稳": a tentative one, then one preferred
                if not later.labels & letters and _PREFERRED_AFTER.match(text, later.end):
                    open_until = max(open_until, later.end)
                    held |= letters | later.labels
    tentative = [m for m in mentions if _tentative_before(text, m) or _TENTATIVE_AFTER.match(text, m.end)]
    retracted = len(tentative) > 1 and bool(retract.search(text, tentative[0].end, tentative[-1].start))
    if len({mention.labels for mention in tentative}) > 1 and not retracted:  # "可能 B，可能 C", "A 吧……B 吧"
        open_until = max(open_until, tentative[-1].end)
        held |= set().union(*(mention.labels for mention in tentative))
    return open_until, held


def settle(
    text: str,
    mentions: Sequence[Mention],
    letters: set[str],
    hedged: bool,
    *,
    single: bool,
    retract: re.Pattern[str],
    negated: Set[str] = frozenset(),
) -> Settled:
    """The reading once dismissals and open alternatives are accounted for (see the module's rule)."""
    dismissal = _dismissed(text, mentions)
    if dismissal is not None:  # "A 还是 B？好像都不是，应该是 C": only what follows counts
        mentions = [mention for mention in mentions if mention.start >= dismissal]
        letters = letters & set().union(*(mention.labels for mention in mentions)) if mentions else set()
        if not letters and mentions and _alone(text, mentions[-1], dismissal):
            letters = set(mentions[-1].labels)
        hedged = False
    preferred = preferred_last(text, mentions) or preferred_to(text, mentions)  # "prefer C to B": C
    if preferred is not None and single:  # "B 不错，A 更对": the option preferred last, over those before
        return Settled(preferred, False, decided=True)
    if preferred is not None and not preferred <= letters:  # "ACD，但是 B 更对": not a set stated
        return Settled(letters | preferred, True, decided=False)
    turned = _turned_to(text, mentions, single=single)
    if turned:  # "A 看着也对，但我选 BCDE": what the answer turns to, after "但", is its choice
        return Settled(turned, False, decided=True)
    if not letters:
        contrasted = _contrasted(text, mentions, set(negated))
        if contrasted:
            return Settled(contrasted, hedged, decided=True)
        candidates = set().union(*(m.labels for m in mentions)) - set(negated) if mentions else set()
        open_until, held = _open_between(text, mentions, candidates, retract, single=single)
        if (
            open_until >= 0
            and len(held - set(negated)) > 1
            and _decision_after(text, mentions, open_until) is None
        ):
            return Settled(held - set(negated), True, decided=False)  # "要么 B 要么 C": a hedge, not nothing
        return Settled(set(), hedged, decided=False)
    open_until, _ = _open_between(text, mentions, letters, retract, single=single)
    if open_until >= 0 and _taken_back(text, mentions, letters, retract, open_until):
        open_until = -1  # "D 吧？…好像也不行……不对，还是 B": the correction takes back what it kept open
    if open_until < 0 and single:
        overridden = _last_decision(text, mentions, letters)
        if overridden is not None and not overridden & set(negated):  # "prefer C to B": B set aside
            return Settled(overridden, hedged, decided=True)
    decided = None if single or open_until >= 0 else closing_decision(text, mentions, _decides)
    if decided and decided < letters:  # "A，D 也行，只选 A", "ACD 吧……，那就 AC": the last word decides
        return Settled(decided, hedged, decided=True)
    decision = _decision_after(text, mentions, open_until) if open_until >= 0 else None
    if decision is None and single and described_then_offered(text, mentions, letters):
        return Settled(set(), True, decided=False)  # "D只是fullgraph不改mode，可能 B": B offered
    if open_until < 0:
        return Settled(letters, hedged, decided=False)
    if decision is None:
        return Settled(letters, True, decided=False)
    if decision.open:  # "A 也行……那 B 或 C": the decision still leaves two open
        return Settled(decision.letters if single else letters | decision.letters, True, decided=False)
    if not single and (
        only_after(text, mentions, decision.letters, open_until) or doubt_closes(text, mentions, open_until)
    ):
        return Settled(decision.letters, False, decided=True)  # "BCE 拿不准，只勾 A 和 D": A and D alone
    return Settled(decision.letters if single else letters, False, decided=True)


def _taken_back(
    text: str, mentions: Sequence[Mention], letters: set[str], retract: re.Pattern[str], open_until: int
) -> bool:
    """Whether a correction after the alternatives ends before every mention of the letters read:
    the answer took back what it kept open and named its choice after it."""
    corrections = [match.end() for match in retract.finditer(text) if match.start() >= open_until]
    if not corrections:
        return False
    named = [mention for mention in mentions if mention.labels & letters]
    return bool(named) and all(mention.start >= corrections[-1] for mention in named)


_HERE = re.compile(rf"^\s*(?:{alternation(lexicon.HERE)})\s*(?:是|is)?\s*", re.I)


def _turned_to(text: str, mentions: Sequence[Mention], *, single: bool = True) -> set[str]:
    """The options of a last clause that turns from what came before to a decision ("…，但我选 BC",
    "…, but I'd go with D") or, on a single choice, to the one option it prefers ("本来想选 C，但是 B
    更对"): nothing when the answer does not turn, or adds ("但 C 也选")."""
    turns = list(TURN.finditer(text))
    if not turns or not mentions:
        return set()
    turn = turns[-1]
    after = [mention for mention in mentions if mention.start >= turn.end()]
    if not after or not any(mention.start < turn.start() for mention in mentions):
        return set()
    rest = text[turn.end() :]
    lead = _HERE.sub("", rest[: after[0].start - turn.end()])  # "…, but here D": the option after the turn
    # "…，不过…，还是 A": after a turn, 还是 closing the answer is a decision (still A), not an alternative
    here = bool(_HERE.match(rest[: after[0].start - turn.end()]))
    still = bool(_STILL_LAST.search(lead)) and not text.rstrip().endswith(("?", "？"))
    preferred = single and len(after) == 1 and not lead.strip() and bool(PREFERRED.match(text, after[0].end))
    decided = ends_in_decision(lead) or still or (not lead.strip() and here) or preferred
    if not decided or ALSO.search(rest) or CLAUSE_BREAK.search(text, after[0].end, after[-1].start):
        return set()
    if text[after[-1].end :].strip(" \t.。!！吧") and not preferred:
        return set()  # the clause goes on: not a bare decision
    return set().union(*(mention.labels for mention in after))


def _last_decision(text: str, mentions: Sequence[Mention], letters: set[str]) -> set[str] | None:
    """On a single-choice question, a decision in a clause of its own that settles what came before:
    several letters read before it ("C 受 PCIe 影响最大，所以不是它；答案 D"), or one option only
    talked about ("A 会报错，选 B", "All-gather 要走 PCIe…，只有 D 不受影响")."""
    chosen = [mention for mention in mentions if mention.labels & letters]
    if not chosen:
        return None
    # at the last option read, or naming it too ("that leaves the inductor + reduce-overhead call": B twice)
    deciding = [
        m for m in mentions if covers(text, mentions, m, chosen) and _decides(text, m, mentions[0].end)
    ]
    if deciding:
        last = deciding[-1]
        named = named_by(text, mentions, last)  # "A 没问题，那 B 与 C": the decision names both
        if named is None:  # "…，那 B 与 C 选哪个？": asks which, settles nothing
            return None
        earlier = [mention for mention in chosen if mention.start < last.start]
        if len(letters) == 1 and any(mention.labels & named.letters for mention in earlier):
            return None  # the decision repeats the one choice: nothing to settle
        if len(letters) > 1 or (earlier and all(weak(text, mention) for mention in earlier)):
            return named.letters
        return None
    # no decision word: the answer may still end on an option alone in its clause, after options
    # only asked or talked about ("D？设备到设备的拷贝可以被捕获，不会失败。B", "25%？…，50%")
    final = mentions[-1]
    previous = [mention for mention in mentions if mention.end <= final.start]
    others = [mention for mention in chosen if mention.labels != final.labels and mention.start < final.start]
    if not previous or not others or text[final.end :].strip(" \t.。!！吧呢啊"):
        return None
    if not CLAUSE_BREAK.search(text, previous[-1].end, final.start):
        return None  # "C D": one clause naming two options, not a last clause of its own
    if _alone(text, final, previous[-1].end) and all(weak(text, mention) for mention in others):
        return set(final.labels)
    return None
