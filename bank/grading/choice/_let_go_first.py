"""Options let go in clauses of their own at the opening, then the choice: "不要 A 不要 B，C 吧", "不选
scan、psum、dot；pjit 选，with_sharding_constraint 也选", "c 不选（eps 我记得是 1e-6），其余 a b d e 都对".

- A let-go clause is a let-go word (``LET_GO_FIRST``: "不选", "不要", "不改", "排除" …) said of options
  before or after them, several in a row, with at most a short reason ("10 太大不选"); a bracketed reason
  after an option is an aside; one naming an option may only say again that it is wrong ("（其实 c 也不
  对）"): one saying more ("（其实 c 也对）" takes it back) leaves the answer to the mention pass, or asked
  again before "其余都选" (all, or unclear: never c alone). "不选：无" lets none go. A clause before them
  that names only options let go after ("蒸馏温度一般 >1，不选 1") is context.
- What follows is the choice, read on its own; the options let go are ruled out. "其余/剩下 … 都选" is
  the complement of what was let go (the rest named, it must be that complement; on a single choice it
  must be one option).
- A single let-go word before a list closed by a comma ("不选 A，C") may still be running on ("don't pick
  A, C"): unless the clause closed otherwise (a repeated word, the word after the options, an aside, a
  "；"), the choice's first clause must say its own choosing word ("不选 D，A B C 都选"; not "排除 A 和 C，
  B D，我选 B", where B and D may be ruled out too).
- A let-go clause that denies, hedges or asks ("不选 A 是不对的", "A 不选也行", "不选 A？不，选 A") is not
  one, and nothing here reads the answer. A choice after that reads nothing, or takes back an option let
  go, leaves the answer asked again — never the reading of the words before.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from bank.grading.choice._aside_against import says_against
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention, prepare
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_LEAD = re.compile(alternation(sorted(lexicon.LET_GO_FIRST, key=len, reverse=True)), re.I)
_ASIDE = re.compile(r"\([^()]*\)")
_CLAUSE_END = re.compile(r"[,;。]")
_ASIDE_OPENS = re.compile(rf"\s*(?:(?:{alternation(lexicon.REASONS)}|其实|actually)\s*)?", re.I)
_NONE_LET_GO = re.compile(rf"^\s*(?:{_LEAD.pattern})\s*:?\s*(?:无|没有|none)\s*$", re.I)
_JOINERS = re.compile(lexicon.LET_GO_JOINERS)
_FOREIGN = re.compile(r"[A-Za-z0-9@_.%\-]+")
_REASON = re.compile(rf"^[^{re.escape(lexicon.LET_GO_NOT_A_REASON)}]{{0,4}}$")
_COUNTS = "零一两三四五六七八"
_COUNT = re.compile(rf"([{_COUNTS[1:]}1-8])\s*(?:{alternation(lexicon.ORDINAL_UNITS_SHORT)})")
_OWN_CHOICE = re.compile(lexicon.LET_GO_OWN_CHOICE)
_REST = re.compile(
    rf"^\s*(?:{alternation(lexicon.OTHERS)})\s*(?P<body>[^,;。]*?)\s*(?:{lexicon.LET_GO_REST_ALL})?\s*"
    rf"(?:{lexicon.LET_GO_REST_CHOSEN})\s*[的了吧]?[\s.!！。~]*$",
    re.I,
)


@dataclasses.dataclass(frozen=True)
class LetGo:
    """Options let go first: ``then`` is the choice to read; ``reading`` is set when it is read already
    (the complement, or nothing)."""

    let_go: frozenset[str]
    multi: bool = False
    then: str = ""
    reading: ChoiceReading | None = None

    def read(self, read_choices: Callable[[str], ChoiceReading]) -> ChoiceReading | None:
        """The reading: the complement (or nothing) read already, else the choice after read by
        ``read_choices`` with the options let go ruled out. Choosing one let go is asked again; a choice
        after that reads nothing plain on its own (nothing, two on a single choice: "B D 里面 B 对" needs
        the clause before it) is left to the whole answer's reading (None)."""
        if self.reading is not None:
            return self.reading
        after = read_choices(self.then)
        if after.letters & self.let_go:  # "不要 A 不要 B，A 吧"
            return ChoiceReading(negated=set(self.let_go), contradicted=after.letters & self.let_go)
        if not after.letters or after.contradicted or (not self.multi and len(after.letters) > 1):
            return None
        return dataclasses.replace(after, negated=after.negated | self.let_go)


def let_go_first(answer: str, options: dict[str, str], stem: str, *, multi: bool) -> LetGo | None:
    """The options let go at the opening of ``answer`` and the choice after them; None when it does not
    open so."""
    if not _LEAD.search(answer):
        return None
    text, code = prepare(answer)
    mentions = find_mentions(text, code, options, stem)[0]
    blanked = text
    # options an aside names; whether it says more of them than that they are wrong ("其实 c 也对")
    aside_named: set[str] = set()
    aside_open = False
    for aside in _ASIDE.finditer(text):
        in_aside = [m for m in mentions if aside.start() < m.end and m.start < aside.end()]
        if in_aside:  # what it says after its options, when only a reason word comes before them
            opens = _ASIDE_OPENS.fullmatch(text, aside.start() + 1, in_aside[0].start)
            aside_named |= _labels(in_aside)
            aside_open = aside_open or not (opens and says_against(text[in_aside[-1].end : aside.end() - 1]))
        blanked = blanked[: aside.start()] + " " * (aside.end() - aside.start()) + blanked[aside.end() :]
    clauses = _clauses(blanked)
    let_go: set[str] = set()
    context: set[str] = set()
    unknown = strong = False
    first = reasoned = None
    for index, (start, end) in enumerate(clauses):
        # an option named in an aside is not let go by the clause around it ("不选 c（d 不对）")
        inside = [m for m in mentions if start <= m.start and m.end <= end and blanked[m.start] != " "]
        clause = blanked[start:end]
        if _NONE_LET_GO.match(clause):
            first, strong = index if first is None else first, True  # "不选：无": none let go
            continue
        kind = _let_go_clause(clause, start, inside)
        if kind is None:
            if first is None and index == 0 and inside and not _OWN_CHOICE.search(clause):
                context |= _labels(inside)  # "蒸馏温度一般 >1": context, if only options let go after
                continue
            if first is not None and (after := _reason_closed(blanked, start, end, inside, let_go)):
                reasoned = after  # "hard pass on D and E, psum and dot don't shard. B + C": the choice after
            break
        first = index if first is None else first
        let_go |= _labels(inside)
        unknown |= kind == "unknown"
        strong = kind == "strong"
    else:
        return None  # no choice after the clauses
    if first is None or not context <= let_go:
        return None
    aside_open = aside_open or not aside_named <= let_go  # "不选 c（d 不对）": d not let go
    at = reasoned or clauses[index][0]
    at += len(text[at:]) - len(text[at:].lstrip())
    strong = strong or text[at - 1 : at] in {";", "。"} or text[:at].rstrip(" ,;。:").endswith(")")
    strong = strong or reasoned is not None
    then = text[at:].strip()
    if not then:
        return None
    labels = set(options)
    rest = _REST.match(then)
    if rest is None and _REST.match(_CLAUSE_END.split(then, maxsplit=1)[0]):
        return None  # "C 不选，其余都选，E 也选": the rest and more after it, ``_rest_added``'s to read
    if aside_named and aside_open:  # an aside of its own about an option: the pass's to read
        # but never the option alone when the rest is chosen after ("不选 c（其实 c 也对），剩下都选": all
        # five, or unclear): asked again
        return LetGo(frozenset(let_go), reading=ChoiceReading()) if rest else None
    if rest:
        if unknown:
            return LetGo(frozenset(let_go), reading=ChoiceReading(negated=let_go & labels))
        left = labels - let_go
        body = (at + rest.start("body"), at + rest.end("body"))
        named = _labels([m for m in mentions if body[0] <= m.start and m.end <= body[1]])
        count = _COUNT.fullmatch(_JOINERS.sub("", rest["body"]))  # "其他四个都勾上": counted right
        counted = count and (int(count[1]) if count[1].isdigit() else _COUNTS.index(count[1])) == len(left)
        body_left = "" if counted else _JOINERS.sub("", rest["body"])
        if (named and named != left) or (body_left and not named) or (not multi and len(left) != 1):
            return LetGo(frozenset(let_go), reading=ChoiceReading(negated=let_go & labels))
        return LetGo(frozenset(let_go), reading=ChoiceReading(left, negated=let_go & labels))
    if (unknown or not strong) and not _OWN_CHOICE.search(_CLAUSE_END.split(then, maxsplit=1)[0]):
        return None  # "不选 A，C": a list run on, or the correction? left to the mention pass
    return LetGo(frozenset(let_go & labels), multi=multi, then=then)


# a let-go word run on into the rest chosen, closing the answer ("C 不选其余全要"): a clause ends between
# them, as after "C 不选，"; not "C 不选别的" (C and nothing else), which chooses no rest
_RUN_ON_REST = re.compile(rf"(?:{_LEAD.pattern})(?=(?:{alternation(lexicon.OTHERS)}))", re.I)


def _clauses(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    cuts = [(cut.start(), cut.end()) for cut in _CLAUSE_END.finditer(text)]
    cuts += [(run.end(), run.end()) for run in _RUN_ON_REST.finditer(text) if _REST.match(text[run.end() :])]
    for cut_start, cut_end in sorted(cuts):
        spans.append((start, cut_start))
        start = cut_end
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


# the end of a sentence: a full stop, or an English one before a space
_SENTENCE_END = re.compile(r"。|[.!！](?=\s)")


def _reason_closed(text: str, start: int, end: int, inside: list[Mention], let_go: set[str]) -> int | None:
    """Where the choice begins after a reason that closes the options let go ("排除 D 和 E，它们不切分参数。
    B + C", "hard pass on D and E, psum and dot don't shard anything. B + C"): a sentence of its own, naming
    no option but those let go and saying only against them; no list runs on past it. None when it is not."""
    stop = _SENTENCE_END.search(text, start, end + 1)
    if stop is None:
        return None
    named = [m for m in inside if m.end <= stop.start()]
    if not _labels(named) <= let_go:
        return None
    said = list(text[start : stop.start()])
    for m in named:
        said[m.start - start : m.end - start] = " " * (m.end - m.start)
    return stop.end() if says_against("".join(said)) and text[stop.end() :].strip() else None


def _let_go_clause(clause: str, start: int, inside: list[Mention]) -> str | None:
    """How a clause lets its options go: "strong" when its own form closes it (a repeated word, the word
    after the options), "weak" after a single word before them, "unknown" when it names something not read
    as an option ("不选 P@k R@k"); None when it is no let-go clause."""
    leads = list(_LEAD.finditer(clause))
    if not leads:
        return None
    rest = list(clause)
    for m in inside:
        rest[m.start - start : m.end - start] = " " * (m.end - m.start)
    for lead in leads:
        rest[lead.start() : lead.end()] = " " * (lead.end() - lead.start())
    left = _JOINERS.sub("", "".join(rest))
    foreign = _FOREIGN.findall(left)
    reason = _FOREIGN.sub("", left)
    if not _REASON.match(reason):
        return None
    if foreign:
        return "unknown" if not inside and leads[0].start() == len(clause) - len(clause.lstrip()) else None
    if not inside:
        return None
    if len(leads) > 1 or leads[-1].start() > inside[-1].start - start:
        return "strong"
    return "weak"


def _labels(mentions: list[Mention]) -> set[str]:
    return set().union(*(m.labels for m in mentions)) if mentions else set()
