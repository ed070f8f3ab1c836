"""Readings the candidate did not commit to: an option read that the answer itself leaves open, denies
or sets against another. Each asks again (no reading) rather than read what was not meant:

- an option read though doubted right after it, beside another named ("A yes, B not sure" read B):
  a doubted member is never chosen; a reading held open with it (convention 5 of blind-16.yaml's
  header: "ABDE，A 不确定") is left as read;
- an option read though denied right after it by its place ("…→ 前三个不对" read A), and not named again;
- a choice, then a verdict on every option at once ("I pick A, D; all of them wrong", "选 A、D，都不对");
- an option given on the condition of another ("B unless A", "B，除非是 A", "B — unless the question
  means A"): a hedge between them;
- options named under two appeals to readings ("按题意 B，按字面 A"): two answers, a hedge
  (``readings_apart``);
- sets set against each other by a slash ("AD/D", "ABD/AB"): two alternatives, where single letters
  joined by slashes ("A/B/D") are one set;
- a short list offered with a question mark read as fewer options than it has items ("rollout + LRP?"
  read A): an item dropped, where "B？" is the tentative B and "rollout + LRP" both options;
- letters each marked after it, one with a question mark for its mark or after it ("A✓B✓C✓D?",
  "A✓ B✓ C(?)", "A✓B✗C✓?"): the others graded, that one left open — neither chosen nor let go, where
  "A B C D?" offers the whole set tentatively.
The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import options_named
from bank.grading.choice._readings_apart import readings_apart
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_PAUSE = r"[,，;；。:：!！?？\n]"
# what may stand between an option and what is said of it in its clause ("B I'm not sure about")
_SAID_OF = rf"\s*(?:(?:{alternation(lexicon.SAID_OF_OPTION)})\s*)*"
_DOUBTED = re.compile(
    rf"{_SAID_OF}(?:{alternation(lexicon.SET_DOUBTS)}|{lexicon.PART_DOUBTED})"
    # "不确定但也选", "存疑，但也选", "没把握但照选": the doubt kept, the option chosen all the same
    rf"(?![,，]?\s*(?:{alternation(lexicon.DOUBT_YET)}|but)?\s*[,，]?\s*(?:{alternation(lexicon.DOUBT_KEPT)}|(?:i'?ll\s+)?(?:pick|keep|choose)))",
    re.I,
)
_DENIED = re.compile(
    rf"{_SAID_OF}(?:都\s*)?(?:{alternation(lexicon.MEMBER_DENIED_AFTER)})(?=\s*(?:{_PAUSE}|$|[吧啊了]))",
    re.I,
)
_UNLESS = re.compile(
    rf"(?:{alternation(lexicon.UNLESS_ANOTHER)})\s*(?:(?:{alternation(lexicon.UNLESS_NAMING)})\s*)?$", re.I
)
_CLOSING_DENIAL = re.compile(lexicon.CLOSING_DENIAL)
_CAPITAL = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z])")
# letter groups set against each other by a slash, one of them two letters or more ("AD/D")
_SLASHED = re.compile(r"(?<![A-Za-z])([A-H]+)\s*/\s*([A-H]+)(?![A-Za-z])")


_MARK = f"[{lexicon.LETTER_TICKS}{lexicon.LETTER_CROSSES}{lexicon.LETTER_EMPTY_BOXES}]\ufe0f?"
_ASKED = "[?？❓❔]"
# one letter and what marks it after: a tick, a cross or an empty box, and / or a question mark, bracketed
_MARKED_ITEM = rf"[A-H]\s*[(（]?\s*(?:{_MARK}\s*)?(?:{_ASKED}\s*)*[)）]?"
_MARKED_LIST = re.compile(
    rf"\s*(?:[^:：\n]{{1,24}}[:：])?(?P<items>\s*(?:{_MARKED_ITEM}\s*[,，、;；]?\s*){{2,}})[\s。.]*"
)
_ITEM = re.compile(rf"([A-H])\s*[(（]?\s*({_MARK})?\s*((?:{_ASKED}\s*)*)")


def left_open(question: Question, text: str, read: list[str], *, hedged: bool) -> bool:
    """Whether ``text`` leaves open, denies or sets against another an option it was read as choosing,
    or closes on a verdict on every option after its choice (see the module)."""
    if not read:
        return False
    chosen = set(read)
    prepared, mentions = options_named(question, text)
    for mention in mentions:
        clause = re.split(_PAUSE, prepared[: mention.start])[-1]
        if _UNLESS.search(clause) and any(other.labels - mention.labels for other in mentions):
            return True  # "B unless A", "D, unless it's A": one read on a condition of the other
        if not mention.labels & chosen:
            continue
        # another named, by a mention or a capital letter alone ("A yes": no article here)
        others = any(other.labels - mention.labels for other in mentions) or bool(
            set(_CAPITAL.findall(prepared)) & set(question.options) - mention.labels
        )
        # named again after what is said of it, the later decision stands ("A、B 不确定，选 A、B")
        later = {label for other in mentions if other.start >= mention.end for label in other.labels}
        again = bool(later & mention.labels)
        if not hedged and others and not again and _DOUBTED.match(prepared, mention.end):
            return True  # "A yes, B not sure": B read (one option alone doubted, "B 不确定", is tentative)
        if mention.kind == "ordinal" and _DENIED.match(prepared, mention.end) and not again:
            return True  # "前三个不对": A read (a letter denied is the mention pass's: "B 不对……还是 B")
    return (
        readings_apart(prepared, mentions)
        or _slashed(text, set(question.options))
        or _verdict_on_all(text)
        or _list_asked_short(text, chosen)
        or _mark_asked(text)
    )


def _mark_asked(text: str) -> bool:
    """Whether ``text`` marks each letter it names after it and one mark is a question mark ("A✓B✓C✓D?")."""
    shape = _MARKED_LIST.fullmatch(text)
    if shape is None:
        return False
    items = _ITEM.findall(shape.group("items"))
    return (
        all(mark or asked for _, mark, asked in items)
        and any(mark for _, mark, _ in items)
        and any(asked for _, _, asked in items)
    )


_ASKED_LIST = re.compile(
    rf"\s*(?P<list>[^,，;；。:：!！?？\n]{{1,60}}?)\s*(?:{alternation(lexicon.ASKED_LIST_PARTICLES)})?\s*[?？]+\s*"
)
_ITEM_LINK = re.compile(rf"\s*(?:{lexicon.PART_ITEM_LINKS})\s*", re.I)


def _list_asked_short(text: str, chosen: set[str]) -> bool:
    asked = _ASKED_LIST.fullmatch(text)
    if asked is None:
        return False
    items = [item for item in _ITEM_LINK.split(asked.group("list")) if item.strip()]
    return len(items) > max(len(chosen), 1)


def _slashed(text: str, options: set[str]) -> bool:
    return any(
        set(found.group(1)) <= options
        and set(found.group(2)) <= options
        and max(len(found.group(1)), len(found.group(2))) > 1
        for found in _SLASHED.finditer(text)
    )


def _verdict_on_all(text: str) -> bool:
    """A closing verdict on every option ("…; all of them wrong", "…，都不对") said in a clause of its own."""
    closing = _CLOSING_DENIAL.search(text)
    if closing is None:
        return False
    said = text[closing.start() :]
    return re.match(rf"\s*{_PAUSE}", said) is not None and not re.search(
        r"(?<![A-Za-z])[A-H](?![A-Za-z])", said
    )
