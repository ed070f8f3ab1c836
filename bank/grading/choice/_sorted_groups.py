"""A choice answered by sorting the options into groups, each under a label: "对：A、D；错：B、C、E",
"错的 A D E 对的 B C", "对的 ABC，错的 D（长度跟质量无关）", "正确：DDIM / UniPC；不对：EM 那个解的是
SDE", "需要：维度对齐；不需要：seq≤8192、CUDA graph". Read as a set: the members of the group
the question asks for are the choice, the other group is ruled out. The mention pass read these as one
list (every letter after a mark chosen) or, a label closing one group before the next, half of them.

Read only when the whole answer is its groups: it opens on a label, the labels are one pair (对/错, 选/不选,
one verb and its denial: 需要/不需要), each said once; every member of the group chosen is a letter or one
option told by its words, and every member of the other group is one too, or words pointing only at
options not chosen (a reason: "EM 那个解的是 SDE"), or the group is said empty ("无"). On a stem asking for
the wrong ones, 对/错 still judge the statements, so the 错 group is the choice; a verb's groups are then
asked again (which does "不需要" answer?), as they are on a stem that asks neither plainly. Groups set
against each other that cannot be read so — a member in both, a third group or label, an empty chosen
group, a member told as no option, a question, a hedge or a correction anywhere (a lean inside a bracketed
reason of the group left out is the reason's: "错的：C（eps 应该是 1e-6）") — are asked again, never left to
the mention pass; those chosen and left out (选/不选, 排除) may be steps of a reasoning ("排除 A、D，
B、C 二选一，选 B") and are left to the other readers. A reading to confirm.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice import stem_asks
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.open._distinct import pointed_at, told_apart
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words as words
from bank.model import Question

_MEMBERS_FOLLOW = r"(?:\s*[:：]\s*|\s*(?=[A-H]+(?![A-Za-z])))"  # "对：…", "对的 ABC", "对的ABC"
_LABEL = re.compile(
    r"(?:^|(?<=[\s,，;；。.、/|]))(?:"
    rf"(?P<true>{lexicon.GROUP_TRUE})|(?P<false>{lexicon.GROUP_FALSE})|"
    rf"(?P<left>{lexicon.GROUP_LEFT})|(?P<chosen>{lexicon.GROUP_CHOSEN})|"
    rf"(?P<denied>{lexicon.GROUP_VERB_DENIALS})?(?P<verb>{lexicon.GROUP_VERBS})的?"
    rf")(?:{lexicon.GROUP_COPULAS})?{_MEMBERS_FOLLOW}",
    re.I,
)
_LETTERS = re.compile(r"[A-H](?:[\s、,，/+&和与及]*[A-H])*")
_ITEM_CUT = re.compile(rf"\s*(?:{lexicon.PART_ITEM_LINKS}|[,，])\s*", re.I)
_ASIDE = re.compile(r"[(（\[【][^()（）\[\]【】]*[)）\]】]")
_NAMES_A_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_DENIES = re.compile(r"[不没错非无]")
_ENDS = " \t\n,，;；。.!！、/|"
_NONE = re.compile(lexicon.GROUP_NONE, re.I)


def _kept_open(text: str) -> bool:
    """A hedge, an alternative, a turn, a give-up or a question anywhere: the groups are not settled."""
    return bool(re.search(r"[?？]", text)) or words.has(
        text,
        words.HEDGES + words.ALTERNATIVES + words.GIVE_UPS + words.CORRECTIONS + words.SARCASM
        + lexicon.TENTATIVE + lexicon.LEANINGS + lexicon.PART_OPEN,
    )  # fmt: skip


def _kind(label: re.Match[str]) -> tuple[str, bool]:
    """The pair a label belongs to, and whether it is the pair's saying-yes side."""
    for name, family, yes in (("true", "truth", True), ("false", "truth", False)):
        if label.group(name):
            return family, yes
    if label.group("chosen") or label.group("left"):
        return "choice", bool(label.group("chosen"))
    return "verb:" + label.group("verb"), not label.group("denied")


def _letters(body: str, options: dict[str, str]) -> set[str] | None:
    """The letters a member list of letters alone names ("A、D", "A D E", "ABC"); None when it is not one.
    Letters run together must be in order ("BAD" is a word)."""
    if not _LETTERS.fullmatch(body):
        return None
    runs = re.findall(r"[A-H]+", body)
    if any("".join(sorted(set(run))) != run for run in runs):
        return None
    named = set("".join(runs))
    return named if named <= set(options) else None


def _told(item: str, options: dict[str, str], stem: str) -> str | None:
    """The one option a member names: its letters, its own words, or a mention covering it whole ("EI")."""
    letters = _letters(item, options)
    if letters is not None:
        return "".join(sorted(letters)) if len(letters) == 1 else None
    label = told_apart(item, options, stem)
    if label:
        return label
    text, code = prepare(item)
    mentions = find_mentions(text, code, options, stem)[0]
    whole = [m for m in mentions if m.start == 0 and m.end == len(text.rstrip())]
    return next(iter(whole[0].labels)) if len(whole) == 1 and len(whole[0].labels) == 1 else None


def _members(
    body: str, options: dict[str, str], stem: str, *, chosen: bool
) -> tuple[set[str], list[str]] | None:
    """The options a group names, and the members that only point (a reason, in the group not chosen);
    None when a member cannot be read."""
    asides = _ASIDE.findall(body)
    if any(_NAMES_A_LETTER.search(aside) or (chosen and _DENIES.search(aside)) for aside in asides):
        return None  # "对的 A（B 也行）", "对的 A（其实不对）": the aside says more than a gloss
    body = _ASIDE.sub(" ", body).strip(_ENDS)
    if not body or (_NONE.fullmatch(body) and not chosen):
        return (set(), []) if body else None  # "错的：无": none left out
    letters = _letters(body, options)
    if letters is not None:
        return letters, []
    named: set[str] = set()
    pointing: list[str] = []
    for item in (part.strip(_ENDS) for part in _ITEM_CUT.split(body)):
        if not item:
            continue
        label = _told(item, options, stem)
        if label:
            named.add(label)
        elif chosen:
            return None
        else:
            pointing.append(item)
    return named, pointing


_NOT_READ: frozenset[str] = frozenset()


def sorted_groups(question: Question, answer: str) -> frozenset[str] | None:
    """The options ``answer`` sorts into the group the question asks for (see the module's rule); none
    when it sorts them into groups that cannot be read safely (asked again); None when it sorts nothing."""
    text = answer.strip()
    labels = list(_LABEL.finditer(text))
    if len(labels) < 2 or labels[0].start() != 0:
        return None
    kinds = [_kind(label) for label in labels]
    if all(yes == kinds[0][1] for _, yes in kinds[1:]):
        return None  # "选 A、选 C": one label said twice, no groups set against each other
    # "排除 A、D，B、C 二选一，选 B": choosing and leaving out may be steps of a reasoning, the other
    # readers' to read; only groups said right and wrong (or needed and not) are asked again here
    failed = None if any(family == "choice" for family, _ in kinds) else _NOT_READ
    (family, first_yes), (_, second_yes) = kinds[0], kinds[-1]
    if len(labels) != 2 or kinds[1][0] != family:
        return failed  # three groups, or labels of two pairs ("对：A；不需要：B")
    negative_stem, asks_right = stem_asks(question.stem)
    if family == "choice" or asks_right:
        wanted_yes = True
    elif family == "truth" and negative_stem:
        wanted_yes = False  # "哪些说法错误": the 错 group answers
    else:
        return failed  # which group does the stem ask for?
    spans = ((labels[0].end(), labels[1].start()), (labels[1].end(), len(text)))
    bodies = tuple(text[start:end] for start, end in spans)
    start, end = spans[0] if first_yes != wanted_yes else spans[1]
    out_asides = _ASIDE.findall(
        text, start, end
    )  # "错的：C（eps 应该是 1e-6）": the reason's lean, not the choice's
    unread = text[:start] + _ASIDE.sub(" ", text[start:end]) + text[end:]
    if _kept_open(unread) or any(
        words.has(aside, words.HEDGES + words.DOUBTS + words.CORRECTIONS) for aside in out_asides
    ):
        return failed
    first = _members(bodies[0], question.options, question.stem, chosen=first_yes == wanted_yes)
    second = _members(bodies[1], question.options, question.stem, chosen=second_yes == wanted_yes)
    if first is None or second is None:
        return failed
    (chosen, _), (out, pointing) = (first, second) if first_yes == wanted_yes else (second, first)
    for item in pointing:  # a reason must point at options, and at none chosen
        pointed = pointed_at(item, question.options, question.stem)
        if not pointed or pointed & chosen:
            return failed
        out |= pointed
    if not chosen or chosen & out:
        return failed
    return frozenset(chosen)
