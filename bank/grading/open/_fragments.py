"""A verbatim piece of one option's own text names it: "backend='inductor', mode='reduce-overhead'"
of ``torch.compile(model, backend='inductor', mode='reduce-overhead')``, "2^(-h/4)" of "第 h 个头
m=2^(−h/4)，…", "768 那个" for the one option holding 768.

The answer's longest run in common with each option's text (case, quotes, minus signs and the
spacing around punctuation alike; words stay apart) names that option when the run is long
(FRAGMENT_LENGTH characters with a figure, a symbol or two words in it), whole words at its edges,
in no other option and not in the question itself, no other option shares a run half as long, and
the rest of the answer holds no run of another option's own; a shorter run (a figure, a name) names
it when "那个" / "这个" points at it. A reading to confirm, never bare.

An answer that names one option only, however often, and says nothing else but that option's own
words, the question's, pointers and order words — nothing denied, doubted, contrasted, offered or asked
("backend='inductor', mode='reduce-overhead' 这个", "先 torch.use_deterministic_algorithms(True)
再 compile") — is read as that option, to confirm (:func:`about_one_option`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from bank.grading.mentions._mentions import Mention, canon_option
from bank.grading.mentions._value_mentions import in_calculation
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

FRAGMENT_LENGTH = 6  # characters of a run: "2^(-h/4)" names one option, "mode='" does not
SECOND_LENGTH = 4  # characters of another option's own run elsewhere in the answer: a second choice
_SAME = {"“": "'", "”": "'", "‘": "'", "’": "'", '"': "'", "−": "-", "–": "-", "—": "-", "`": ""}
_POINTED = re.compile(rf"\s*(?:的)?\s*(?:{alternation(lexicon.POINTING)})")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_WORDY = re.compile(r"[\d\W_]|\w\s\w")  # a figure, a symbol, or two words


def _squeeze(text: str) -> tuple[str, list[int]]:
    """The text folded for comparison, and each folded character's offset in ``text``: spaces dropped
    but one between two letters or digits ("a sync" is not "async")."""
    out: list[str] = []
    where: list[int] = []
    for index, char in enumerate(text):
        if char.isspace():
            if out and out[-1].isalnum() and index + 1 < len(text) and text[index + 1].isalnum():
                out.append(" ")
                where.append(index)
            continue
        # one character may fold to two ("İ" to "i̇"): each piece keeps the offset of the one it came from
        for piece in _SAME.get(char, char).lower():
            out.append(piece)
            where.append(index)
    return "".join(out), where


@lru_cache(maxsize=1024)
def _squeezed_option(option: str) -> str:
    """An option's text folded for comparison: asked once per mention of it, read once per option."""
    return _squeeze(canon_option(option))[0]


@lru_cache(maxsize=512)
def _folded_options(options: tuple[tuple[str, str], ...], stem: str) -> tuple[Mapping[str, str], str]:
    """Each option's text and the stem folded for comparison, read once per question (read-only: the
    cache hands the same mapping to every answer)."""
    folded = {label: _squeeze(canon_option(option))[0] for label, option in options}
    return MappingProxyType(folded), _squeeze(canon_option(stem))[0]


def _longest(answer: str, option: str) -> tuple[int, int]:
    match = SequenceMatcher(None, answer, option, autojunk=False).find_longest_match(
        0, len(answer), 0, len(option)
    )
    return match.a, match.size


def _whole_words(folded: str, start: int, end: int) -> bool:
    before = folded[start - 1] if start else " "
    after = folded[end] if end < len(folded) else " "
    return not (folded[start].isalnum() and before.isalnum()) and not (
        folded[end - 1].isalnum() and after.isalnum()
    )


_OPERATOR = frozenset("/^*+-=(×÷")  # a formula goes on after one of these


def _cuts_a_formula(folded: str, end: int, run: str) -> bool:
    """Whether the run stops inside a formula: an operator the answer goes on past ("2^(-h/" of
    "2^(-h/8)") or a bracket it leaves open ("m=2^(-h" of "m=2^(-h)" against "m=2^(−h/4)") — the answer's
    formula and the option's part there, and the piece in common names no option."""
    if run[-1] in _OPERATOR and end < len(folded) and folded[end].isalnum():
        return True
    return any(run.count(opening) > run.count(closing) for opening, closing in ("()", "[]", "{}"))


def fragment_mentions(
    text: str, options: dict[str, str], taken: list[bool], stem: str, *, offered: bool = False
) -> list[Mention]:
    """The one option a verbatim piece of the answer belongs to (see the module), as a mention."""
    free = "".join("\0" if used else char for char, used in zip(text, taken, strict=True))
    folded, where = _squeeze(free)
    own, question = _folded_options(tuple(sorted(options.items())), stem)
    if not folded or len(own) < 2:
        return []
    runs = {label: _longest(folded, option) for label, option in own.items()}
    best = max(runs, key=lambda label: runs[label][1])
    start, size = runs[best]
    run = folded[start : start + size]
    if size < 2 or "\0" in run or not _whole_words(folded, start, start + size):
        return []
    if _cuts_a_formula(folded, start + size, run):
        return []  # "2^(-h/8)" is not "2^(−h/4)": the formulas part where the piece in common stops
    if any(run in option for label, option in own.items() if label != best) or run in question:
        return []  # shared with another option, or the question's own words
    if any(2 * runs[label][1] > size for label in runs if label != best):
        return []  # another option comes close
    end = where[start + size - 1] + 1
    if re.search(r"\d", run) and in_calculation(free, where[start], end):
        return []  # "dp_size=2, pp_size=4 乘以 rank 数": its figures are operands, not the option
    long = size >= FRAGMENT_LENGTH and bool(_WORDY.search(run)) and not _CJK.fullmatch(run)
    if not (long or _POINTED.match(free, end) or (offered and size >= OFFERED_LENGTH - 1)):
        return []  # offered beside a named option, a short piece is enough: "C 或者 768"
    rest = folded[:start] + "\0" + folded[start + size :]
    for label, option in own.items():
        if label == best:
            continue
        at, length = _longest(rest, option)
        other = rest[at : at + length]
        exclusive = (
            not any(other in text for key, text in own.items() if key != label) and other not in question
        )
        if length >= SECOND_LENGTH and exclusive and "\0" not in other:
            return []  # the answer also names another option's own text: could be a second choice
    return [Mention(where[start], end, frozenset(best), "paraphrase")]


# characters of the answer's own words before the option, describing it ("几何级数那个，…", "第 l 层取 …"),
# and after it, saying what it does ("… 做同步会失败"); never a state ("X 已经开了": set already, which
# may mean it is not the cause)
LEAD_WORDS_LIMIT = 4
_STATE = re.compile(lexicon.STATE_WORDS, re.I)
_OPEN = re.compile(
    r"[不没非未吗错?？×*/÷+^]|"
    + alternation(lexicon.OPENING_MORE)
    + r"|\b(?:not|no|but|however|though|except|unless|if|or|wrong|incorrect)\b",
    re.I,
)
_SEQUENCE = frozenset(lexicon.SEQUENCE_WORDS)
_BY_TEXT = frozenset({"identifier", "option", "paraphrase"})  # mentions naming an option by its text


def about_one_option(
    text: str, mentions: list[Mention], options: dict[str, str], neutral: frozenset[str]
) -> bool:
    """Whether the answer names one option only and says nothing else of weight (see the module)."""
    if not mentions or len({mention.labels for mention in mentions}) != 1 or len(mentions[0].labels) != 1:
        return False
    label = next(iter(mentions[0].labels))
    if label not in options or any(mention.kind not in _BY_TEXT for mention in mentions):
        return False  # a letter or a figure is read where it stands; "rank 数 × 8" is no choice of 8
    rest, last = [], 0
    for mention in mentions:
        rest.append(text[last : mention.start])
        last = mention.end
    rest.append(text[last:])
    said = " ".join(rest)
    words = (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.ALTERNATIVES, *lexicon.RULE_OUT, *lexicon.CORRECTIONS,
             *lexicon.ASKING, *lexicon.REASONS)  # fmt: skip
    if _OPEN.search(said) or lexicon.has(said, words):
        return False
    own = terms(canon_option(options[label]))
    lead = set(terms(rest[0])) - neutral - own - _SEQUENCE
    after = set(terms(" ".join(rest[1:]))) - neutral - own - _SEQUENCE
    if _STATE.search(" ".join(rest[1:])):
        return False
    return max(sum(map(len, lead)), sum(map(len, after))) <= LEAD_WORDS_LIMIT


OFFERED_LENGTH = 4  # characters of a piece offered as an alternative: "温度系数 τ" (of two options)


def offered_piece(text: str, options: dict[str, str], taken: list[bool], stem: str) -> list[Mention]:
    """Pieces of option text beside a named option ("C 还是 温度系数 τ"), each naming every option that
    holds it — one or several: the answer keeps them open, whichever it meant."""
    taken, found = list(taken), []
    for _ in range(len(options)):
        piece = fragment_mentions(text, options, taken, stem, offered=True) or _shared_piece(
            text, options, taken, stem
        )
        if not piece:
            break
        found += piece
        for index in range(piece[0].start, piece[0].end):
            taken[index] = True
    return found


def _shared_piece(text: str, options: dict[str, str], taken: list[bool], stem: str) -> list[Mention]:
    free = "".join("\0" if used else char for char, used in zip(text, taken, strict=True))
    folded, where = _squeeze(free)
    own, question = _folded_options(tuple(sorted(options.items())), stem)
    runs = {label: _longest(folded, option) for label, option in own.items()}
    best = max(runs, key=lambda label: runs[label][1])
    start, size = runs[best]
    run = folded[start : start + size].strip()
    if (
        size < OFFERED_LENGTH
        or "\0" in run
        or run in question
        or not _whole_words(folded, start, start + size)
    ):
        return []
    holders = frozenset(label for label, option in own.items() if run in option)
    if len(holders) == len(options):
        return []  # every option's words: names none
    return [Mention(where[start], where[start + size - 1] + 1, holders, "paraphrase")]


_VERDICT_AFTER = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.OWN_WORD_VERDICT_LEADS)})\s*)?(?:{alternation(lexicon.OWN_WORD_VERDICTS)})"
)


def own_continuation(after: str, option: str) -> int:
    """How many characters of ``after`` (the text after a mention) go on with the option's own text
    ("(True); torch.compile(model" after "use_deterministic_algorithms"), or 0: three at least, or a
    Chinese word of two before a verdict on the option ("修正" in "logQ 修正不对", of "…（logQ 修正）"; not
    "no_sync 步数对不上", which says what the option says)."""
    folded, where = _squeeze(after)
    own = _squeezed_option(option)
    length = 0
    while length < len(folded) and folded[: length + 1].strip() in own:
        length += 1
    word = (
        length == 2
        and all("\u4e00" <= char <= "\u9fff" for char in folded[:2])
        and _VERDICT_AFTER.match(after, where[1] + 1) is not None
    )
    return where[length - 1] + 1 if (length >= 3 or word) and folded[:length].strip() else 0
