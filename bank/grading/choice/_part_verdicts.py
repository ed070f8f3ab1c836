"""A multiple choice answered one clause at a time, each clause naming options by their own words and
closing on a verdict: "varlen (cu_seqlens) yes, checkpointing yes; arbitrary masks no, head_dim caps at
256", "dims divisible by 8/16 and sm_89+ (Ada/Hopper); seq len and CUDA graphs aren't requirements",
"GQA yes, 15T yes, SwiGLU yes, 8k yes; the eps one I'm not sure about, leaving it out". The same reading
the choice reader gives "varlen 支持，checkpointing 也行；任意 mask 不行" by its marks after each option,
for the options named by words the mention reader does not take for them (a gloss, a short name, a
figure), in either language: the verdict words are ``_lexicon``'s ``PART_*``.

Each clause's items (joined by "and", "和", "、") must each be told apart as one option by their own
words (``_distinct``) or be a letter alone; an affirmed clause keeps them, a denied one leaves them out
(an item denied need not be told apart, so long as its words point at an option, and at none kept),
and a doubted one is left out only when the next clause leaves it out ("…, leaving it out"; a doubt kept
open is asked again). A clause with no verdict is read only as a list kept before the denials of a
contrast ("X and Y; Z and W aren't"), or as a bound across its option's figure ("head_dim caps at 256":
ruled out), and an item denied that names what was said before ("全错", "我一个都不要") is no item. Anything
else — a question, a hedge, a correction, an option named twice or both kept and left out, a clause told
apart as no option, a stem asking for the wrong ones — reads nothing here. A reading to confirm.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice import stem_asks
from bank.grading.mentions._bound_across import bounded_across
from bank.grading.mentions._mentions import Mention
from bank.grading.open._distinct import pointed_at, told_apart
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words as words
from bank.model import Question

_CLAUSES = re.compile(r"[,，;；。\n]+|(?<=\S)\.(?:\s+|$)")
# the items of one clause; a slash between figures ("8/16") joins no items, nor "+" closing a name
# ("sm_89+"), nor anything in brackets ("(Ada/Hopper)")
_ITEMS = re.compile(rf"\s*(?:{lexicon.PART_ITEM_LINKS})\s*", re.I)
_BRACKETED = re.compile(r"[(（\[【][^()（）\[\]【】]*[)）\]】]")


def _items(body: str) -> list[str]:
    """The items of a clause, split outside brackets."""
    masked = _BRACKETED.sub(lambda found: "\0" * len(found.group()), body)
    items, start = [], 0
    for cut in _ITEMS.finditer(masked):
        items.append(body[start : cut.start()])
        start = cut.end()
    items.append(body[start:])
    return [item for item in items if item.strip()]


_CLOSE = r"[\s.!。！]*$"
_BEFORE = r"(?:^|(?<=[\s\u4e00-\u9fff)）\]】:：]))"  # a word of its own in English; glued in Chinese
_AFFIRMED = re.compile(rf"{_BEFORE}(?:{lexicon.PART_ALL})?\s*(?:{lexicon.PART_AFFIRMED}){_CLOSE}", re.I)
_DENIED = re.compile(rf"{_BEFORE}(?:{lexicon.PART_ALL})?\s*(?:{lexicon.PART_DENIED}){_CLOSE}", re.I)
_DOUBTED = re.compile(rf"{_BEFORE}(?:{lexicon.PART_ALL})?\s*(?:{lexicon.PART_DOUBTED}){_CLOSE}", re.I)
_LEFT_OUT = re.compile(rf"^\s*(?:{lexicon.PART_LEFT_OUT}){_CLOSE}", re.I)
# "all" opening a denial of one item ("D 都不需要", "D all no"): said of the list before it, never D alone
_ALL_SAID = re.compile(rf"\s*(?:{lexicon.PART_ALL_SAID})(?![a-z])", re.I)
_LETTER = re.compile(r"\s*([A-H]+)\s*[:：]?\s*")  # "A", or letters run together in order ("ABD")


# a denied item that names what was said before ("全错", "these no", "其余不对"), not an option of its own
_REFERS = re.compile(lexicon.PART_REFERS, re.I)
_MEANINGFUL = re.compile(r"[\w\u4e00-\u9fff]")


def _kept_open(text: str) -> bool:
    """Whether the answer keeps itself open or is not the candidate's: a hedge, an alternative, a turn."""
    return words.has(
        text,
        words.HEDGES + words.ALTERNATIVES + words.GIVE_UPS + words.CORRECTIONS + words.SARCASM
        + lexicon.TENTATIVE + lexicon.LEANINGS + lexicon.PART_OPEN,
    )  # fmt: skip


def _told(item: str, options: dict[str, str], stem: str) -> str | None:
    """The option ``item`` names by its words, or the letters it is ("ABD": each a label of its own)."""
    letters = _LETTER.fullmatch(item)
    if letters:
        run = letters.group(1)
        in_order = "".join(sorted(set(run))) == run and set(run) <= set(options)
        return run if in_order else None  # "BAD" is a word, not three options
    return told_apart(item, options, stem)


def _verdict(clause: str) -> tuple[str, str]:
    """The clause's closing verdict ("yes", "no", "doubt" or "") and the words before it."""
    for kind, pattern in (("doubt", _DOUBTED), ("no", _DENIED), ("yes", _AFFIRMED)):
        found = pattern.search(clause)
        if found and found.start() > 0:
            return kind, clause[: found.start()].strip()
    return "", clause


def judged(text: str, options: dict[str, str], stem: str, *, strict: bool = False) -> frozenset[str]:
    """The options kept when ``text`` judges options clause by clause (see the module's rule); else none."""
    if re.search(r"[?？]", text) or _kept_open(text):
        return frozenset()
    clauses = [clause.strip() for clause in _CLAUSES.split(text) if clause and clause.strip()]
    if len(clauses) < 2:
        return frozenset()
    kept: list[str] = []
    out: list[str] = []
    unverdicted: list[str] = []
    listed: list[int] = []  # the items of each clause with no verdict
    denied_words: list[str] = []
    verdicts: set[str] = set()
    doubted: list[str] | None = None
    for clause in clauses:
        if doubted is not None:
            if not _LEFT_OUT.match(clause):
                return frozenset()  # "the eps one I'm not sure about, …": kept open
            out += doubted
            doubted = None
            continue
        kind, body = _verdict(clause)
        items = _items(body)
        told = [_told(item, options, stem) for item in items]
        if not items:
            return frozenset()
        lone = unverdicted and set(listed) == {1} and len(items) == 1  # "A, C, B, D …": one list by commas
        if kind == "no" and lone and _ALL_SAID.match(clause, len(body)):
            return frozenset()  # "A, C, B, D 都不需要": "all" reaches back over it; not "A、B、D，C 都不对"
        if kind == "no":
            untold = [item for item, label in zip(items, told, strict=True) if label is None]
            if strict and any(not _LETTER.fullmatch(item) for item in items):
                return frozenset()  # read first, before the mention pass: letters only ("C no, D yes")
            if any(_REFERS.search(item) or len(_MEANINGFUL.findall(item)) < 3 for item in untold):
                return frozenset()  # "A、B、C、D、E，全错", "…, all of them no": the list said of again
            out += [letter for label in told if label for letter in label]
            denied_words += untold
        elif None in told or (strict and any(not _LETTER.fullmatch(item) for item in items)):
            return frozenset()  # an item kept or doubted that is no one option
        elif kind == "yes":
            kept += [letter for label in told if label for letter in label]
        elif kind == "doubt":
            doubted = [letter for label in told if label for letter in label]
        elif verdicts:  # after a verdict, a clause without one is only a bound across its option
            if len(items) != 1 or not _bound(items[0], told[0] or "", options):
                return frozenset()
            out.append(told[0] or "")
            continue
        else:
            unverdicted += [letter for label in told if label for letter in label]
            listed.append(len(items))
            continue
        verdicts.add(kind)
    if doubted is not None or not verdicts:
        return frozenset()
    if unverdicted and verdicts != {"no"}:
        return frozenset()  # "X, Y yes": is X kept, or said of before the verdict?
    chosen = kept + unverdicted
    named = chosen + out
    if not chosen or len(set(named)) != len(named):
        return frozenset()  # an option named twice, or kept and left out
    pointed = [pointed_at(item, options, stem) for item in denied_words]
    if any(not options_pointed or options_pointed & set(chosen) for options_pointed in pointed):
        return frozenset()  # "arbitrary masks no" must point at an option, and at none kept; "我一个都不要"
    return frozenset(chosen)


def every_clause_judged(text: str) -> bool:
    """Whether ``text`` is two clauses or more, each closing on a verdict of its own ("A yes, B no, C yes",
    "A 对，B 不对，D 对", "GQA 对，15T 对"), said plainly: what this reader keeps of it is read, never
    the mention pass's part, which takes a "no" before the next item for a correction ("C no, D yes": D)."""
    if re.search(r"[?？]", text) or _kept_open(text):
        return False
    clauses = [clause.strip() for clause in _CLAUSES.split(text) if clause and clause.strip()]
    return len(clauses) >= 2 and all(_verdict(clause)[0] for clause in clauses)


def judged_parts(question: Question, text: str) -> frozenset[str]:
    """``judged`` of a multiple choice asking for the right options; none on one asking for the wrong."""
    return judged(text, question.options, question.stem) if stem_asks(question.stem)[1] else frozenset()


def judged_whole(question: Question, text: str) -> frozenset[str] | None:
    """On a multiple choice asking for the right options, the options kept by an answer judged clause
    by clause throughout (``every_clause_judged``); None when it is not one or reads nothing here, for
    the other readers ("C、E 错，其他对": the rest)."""
    if not stem_asks(question.stem)[1] or not every_clause_judged(text):
        return None
    return judged(text, question.options, question.stem, strict=True) or None  # ">25 的 head_dim 不行": not C


def _bound(item: str, label: str, options: dict[str, str]) -> bool:
    """Whether ``item`` names ``label``'s option and bounds its figure across the option's own bound:
    "head_dim caps at 256" of "支持 head_dim > 256"."""
    return any(
        bounded_across(item, Mention(0, cut.start(), frozenset({label}), "paraphrase"), options)
        for cut in re.finditer(r"\s+", item)
    )
