"""Every mention of an option in an answer to a choice question, in text order: by letter, option
text, identifier, ordinal, figure, a paraphrase of one segment, or a verbatim piece of an option's
text; a letter followed by its own option's text is one mention. Whether a mention commits to its
option is decided by the mention-by-mention pass (``_mention_pass``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions import _names
from bank.grading.mentions._extreme_values import extreme_mentions
from bank.grading.mentions._letter_mentions import letter_mentions
from bank.grading.mentions._measured_letters import measured_letters
from bank.grading.mentions._mentions import Mention, prepare
from bank.grading.mentions._option_text_mentions import option_mentions
from bank.grading.mentions._ordinal_mentions import numbered_on_figures, ordinal_mentions
from bank.grading.mentions._value_mentions import value_mentions, value_of
from bank.grading.numbers._numbers import CARRIED_ON, TAKEN_OF_AFTER, TAKEN_OF_BEFORE, WORKED_OUT_BEFORE
from bank.grading.open import _distinct, _fragments, _paraphrase
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_NEAREST = re.compile(lexicon.NEAREST, re.I)


_SEGMENT = re.compile(rf"[，,、;；。!！?？\n]|{alternation(lexicon.SEGMENT_LINKS)}|\band\b", re.I)


PARAPHRASE_LIMIT = 80  # characters: a longer stretch of text is an explanation, not a restated option


_SEGMENT_LEAD = re.compile(
    rf"^(?:\s|{lexicon.SEGMENT_LEADS})*",
    re.I,
)


# a separator, or what opens or closes a nesting (a separator holds none of these, so a cut found here
# never spans a nesting's edge): one scan finds both, and the nesting decides which separators cut
_CUT_OR_NESTING = re.compile(rf"(?P<nesting>['\"()\[\]{{}}（）【】])|(?:{_SEGMENT.pattern})", re.I)


def _segments(text: str) -> list[tuple[int, int]]:
    """Spans between separators ('，', '、', '和', 'and' …) outside brackets and quotes."""
    spans, start, depth, quote = [], 0, 0, ""
    for found in _CUT_OR_NESTING.finditer(text):
        char = found.group("nesting")
        if quote:
            quote = "" if char == quote else quote
        elif char is None:
            if depth == 0 and found.end() > found.start():
                spans.append((start, found.start()))
                start = found.end()
        elif char in "'\"":
            quote = char
        elif char in "([{（【":
            depth += 1
        else:
            depth = max(depth - 1, 0)
    spans.append((start, len(text)))
    return spans


_TAKE_BACK = re.compile(alternation(lexicon.BARE_TAKE_BACKS))
_NEGATED_LEAD = re.compile(r"(?:不是|不选|not\s+|并非)\s*", re.I)
_UNIT = alternation(lexicon.ORDINAL_UNITS_SHORT)
_RIGHT = alternation(lexicon.SAID_RIGHT)
_AFFIRMED_CLOSE = re.compile(  # "…是对的", "…吧": said of the segment, not part of what it restates
    # pointed at and made certain too: "兼容 FA2 这个肯定对", "…那条确实正确"
    rf"\s*(?:(?:这|那)一?(?:{_UNIT})\s*(?:{alternation(lexicon.SURELY)})?\s*(?={_RIGHT}))?"
    rf"(?:(?:{alternation(lexicon.ALL_OF)})\s*(?={_RIGHT}))?(?:{_RIGHT}|吧|呢)$"
)


def _paraphrases(
    text: str, options: dict[str, str], taken: list[bool], stem_terms: frozenset[str]
) -> list[Mention]:
    free = "".join("\0" if used else char for char, used in zip(text, taken, strict=True))
    found = []
    for start, end in _segments(free):
        segment = free[start:end]
        lead = _SEGMENT_LEAD.match(segment)
        offset = lead.end() if lead else 0
        negation = _NEGATED_LEAD.match(segment[offset:])
        core_start = offset + (negation.end() if negation else 0)
        core = segment[core_start:].rstrip()
        if _TAKE_BACK.fullmatch(core):
            continue  # "A，不对，B": a take-back, never an option's name ("不" of "不存在")
        core = _AFFIRMED_CLOSE.sub("", core)
        if core and "\0" not in core and len(core) <= PARAPHRASE_LIMIT:
            label = _paraphrase.paraphrase(core, options, stem_terms)
            if label is not None:
                found.append(
                    Mention(
                        start + core_start, start + core_start + len(core), frozenset(label), "paraphrase"
                    )
                )
    return found


# a term of the stem in two words after a word ("soft cross-entropy", "soft cross entropy"): the answer
# may shorten it to the capitals that open its two words after the same word ("soft CE"), a term and
# no pair of letters; not without the word before it ("CE" alone may be a set)
_STEM_TERM = re.compile(
    r"(?<![A-Za-z])([A-Za-z]{2,})\s+([A-Za-z])[A-Za-z]*[-\s]([A-Za-z])[A-Za-z]*(?![A-Za-z])"
)


def _stem_acronyms(text: str, stem: str) -> list[tuple[int, int]]:
    """Where the answer writes a two-word term of the stem by its capitals after the word before it."""
    spans = []
    for acronym, pattern in _stem_terms_shortened(stem):
        spans += [match.span(1) for match in pattern.finditer(text) if match.group(1) == acronym]
    return spans


@lru_cache(maxsize=512)
def _stem_terms_shortened(stem: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each two-word term of the stem as its capitals, and the pattern finding them after the word before
    it: read once per question, not by a search of the whole stem for every answer."""
    found = []
    for lead, first, second in {match.groups() for match in _STEM_TERM.finditer(stem)}:
        acronym = (first + second).upper()
        pattern = rf"(?<![A-Za-z]){re.escape(lead)}\s+({acronym})(?![A-Za-z0-9_])"
        found.append((acronym, re.compile(pattern, re.I)))
    return tuple(found)


_PLACE_IN_DIGITS = re.compile(lexicon.PLACE_IN_DIGITS)


def _place_in_words(match: re.Match[str]) -> str:
    lead = match.group("lead") or match.group("option")
    return lead + lexicon.ZH_UNITS[int(match.group("place") or match.group("numbered"))]


def find_mentions(
    text: str, code: list[bool], options: dict[str, str], stem: str
) -> tuple[list[Mention], bool]:
    """Every mention of an option, in text order; and whether the figures matched no option.

    The reader's rules ask this of the same text several times in one grade (about eight times for a
    choice answer, each rule over the whole answer): the mentions are found once and kept, keyed by
    everything they depend on, and each caller gets a list of its own."""
    mentions, unmatched = _found_mentions(text, tuple(code), tuple(options.items()), stem)
    return list(mentions), unmatched


@lru_cache(maxsize=4096)
def _found_mentions(
    text: str, code_marks: tuple[bool, ...], option_items: tuple[tuple[str, str], ...], stem: str
) -> tuple[tuple[Mention, ...], bool]:
    code = list(code_marks)
    options = dict(option_items)
    taken = [False] * len(text)
    figures = any(value_of(option) is not None for option in options.values())
    if figures:  # "第4个", "选项4": a place, written in words so that no option's figure "4" takes it
        text = _PLACE_IN_DIGITS.sub(_place_in_words, text)  # one character for one: the spans hold
        for start, end in numbered_on_figures(text):  # "option 4": the fourth, or the figure? neither
            taken[start:end] = [True] * (end - start)
    mentions = [
        mention for mention in option_mentions(text, options, taken) if not _worked_on(text, mention, options)
    ]
    mentions += _names.identifier_mentions(text, options, taken)
    mentions += ordinal_mentions(text, len(options), taken, figures=figures)
    mentions += extreme_mentions(text, options, taken)  # "最小那个": the option of the smallest figure
    for start, end in _stem_acronyms(text, stem):  # "soft CE" for the stem's "soft cross-entropy"
        taken[start:end] = [True] * (end - start)
    mentions += letter_mentions(text, code, taken)
    mentions += _glossing_letters(text, code, mentions, options)  # "D 64 吧": D, glossed by its own figure
    for mention in mentions:
        for index in range(mention.start, mention.end):
            taken[index] = True
    values, unmatched = value_mentions(text, options, taken, nearest=bool(_NEAREST.search(text)), stem=stem)
    mentions += values
    for mention in values:
        for index in range(mention.start, mention.end):
            taken[index] = True
    stem_terms = _paraphrase.stem_terms(stem)
    paraphrased = _paraphrases(text, options, taken, stem_terms)
    named = [mention for mention in mentions if mention.labels & set(options)]  # not "h" of "第 h 个头"
    if not named and not paraphrased:  # nothing else names an option: a verbatim piece of one may
        paraphrased = _fragments.fragment_mentions(text, options, [False] * len(text), stem)
        mentions = named if paraphrased else mentions
    if (named or paraphrased) and lexicon.has(text, (*lexicon.ALTERNATIVES, *lexicon.HEDGES)):
        # "不变 还是 短为 O(log n", "C 还是 温度系数 τ": a piece of other options offered beside a named one
        taken = [False] * len(text)
        for mention in [*mentions, *paraphrased]:
            for index in range(mention.start, mention.end):
                taken[index] = True
        paraphrased += _fragments.offered_piece(text, options, taken, stem)
        paraphrased += _offered_in_words(text, options, taken, stem)
    mentions += paraphrased
    merged = _merged(text, sorted(mentions, key=lambda mention: mention.start))
    return tuple(measured_letters(text, merged)), bool(unmatched)  # "B项和C项": both, as "B和C"


# a capital standing alone, then one space, right before what names its own option ("D 64" of "D: 64")
_GLOSSING_LETTER = re.compile(r"(?<![A-Za-z0-9_.'’#$\\])([A-H]) $")


def _glossing_letters(
    text: str, code: list[bool], mentions: list[Mention], options: dict[str, str]
) -> list[Mention]:
    """The option letters left out as a model number ("A 100" names hardware) that stand right before an
    option's text or figure: "D 64 吧" where D is 64 is D glossed by its figure, as "D 64，…" and "D. 64"
    read; "A 64 吧" where C is 64 names A and C, as "A. 64" does, never C alone."""
    found = []
    for mention in mentions:
        letter = _GLOSSING_LETTER.search(text, 0, mention.start)
        if (
            letter
            and mention.kind == "option"
            and letter.group(1) in options
            and not any(code[letter.start() : mention.start])
            and not any(other.start <= letter.start() < other.end for other in mentions)
        ):
            found.append(Mention(letter.start(), letter.end(1), frozenset(letter.group(1)), "letter"))
    return found


def _worked_on(text: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether an option named by its whole text has a figure at an end that a sign or word next to it
    works on, bounds or negates ("…, 32 squared", "…, 32 出头", "≥…"): not the option's text, said."""
    own = "".join(options[label] for label in mention.labels if label in options).strip()
    return bool(
        (own[-1:].isdigit() and TAKEN_OF_AFTER.match(text, mention.end))
        or (own[:1].isdigit() and TAKEN_OF_BEFORE.search(text, 0, mention.start))
        or text[max(0, mention.start - 1) : mention.start] in ("≥", "≤", "√", "!", "¬")
        or _carried_on(text, mention)
    )


def _carried_on(text: str, mention: Mention) -> bool:
    """A figure worked out by an equation ("2048/64=32") and then taken up as the first operand of a
    later step ("…，再除累加步数 32/4，每卡 8"): a partial result carried on, not the option named. The
    answer's closing figure is read as before; a figure named again on its own ("…，还是 32") is."""
    figure = text[mention.start : mention.end]
    if not figure.replace(".", "", 1).isdigit() or not WORKED_OUT_BEFORE.search(text, 0, mention.start):
        return False
    return re.compile(CARRIED_ON.format(re.escape(figure))).search(text, mention.end) is not None


# an alternative word ("冻结还是全参数微调"), not "还是选 B" (still B); and the free text on either side
# of it, up to a separator
_ALTERNATIVE = re.compile(lexicon.SEGMENT_ALTERNATIVES, re.I)
_SIDE_BEFORE = re.compile(r"[^，,、;；。!！?？\n]*$")
_SIDE_AFTER = re.compile(r"[^，,、;；。!！?？\n]*")


def _offered_in_words(text: str, options: dict[str, str], taken: list[bool], stem: str) -> list[Mention]:
    """An option's own words offered as one side of an alternative whose other side names an option
    ("冻结还是全参数微调": 冻结 is the first option's): too short to be a piece of its text, they still
    keep that option open, so the answer is read as the hedge it is, never as the named option alone.
    A side that names nothing ("想想还是采样修正": a second thought) offers no alternative."""
    free = "".join("\0" if used else char for char, used in zip(text, taken, strict=True))
    sides = []
    for word in _ALTERNATIVE.finditer(free):
        before = _SIDE_BEFORE.search(free, 0, word.start())
        if before and not before.group(0).strip() and before.start() > 0:  # "B，要么…": the clause before
            before = _SIDE_BEFORE.search(free, 0, before.start() - 1)
        after = _SIDE_AFTER.match(free, word.end())
        pair = []
        for side in (before, after):
            start, end = side.span() if side else (word.start(), word.start())
            stretch = free[start:end].strip()
            own = None if "\0" in stretch or not stretch else _distinct.told_apart(stretch, options, stem)
            pair.append((start, end, own, "\0" in stretch))
        if all(own or named for _, _, own, named in pair):
            sides += [(start, end, own) for start, end, own, _ in pair if own]
    return [Mention(start, end, frozenset(own), "paraphrase") for start, end, own in sides]


_CODE_GLUE = re.compile(r"[=.:'\"()\[\]]{1,3}")


_OWN_TEXT_GLUE = re.compile(r"^\s*(?:[.．:：、)）(（]\s*)?$")


def _merged(text: str, mentions: list[Mention]) -> list[Mention]:
    """A letter followed by its own option's text is one mention ("D 26GB 是错的", "B: 15/31")."""
    out: list[Mention] = []
    for mention in mentions:
        last = out[-1] if out else None
        if (
            last is not None
            and last.kind == "letter"
            and mention.kind != "letter"
            and last.labels == mention.labels
            and _OWN_TEXT_GLUE.match(text[last.end : mention.start])
        ):
            out[-1] = Mention(last.start, mention.end, last.labels, "letter")
            continue
        if (
            last is not None
            and "letter" not in (last.kind, mention.kind)
            and last.labels == mention.labels
            and _CODE_GLUE.fullmatch(text[last.end : mention.start])
        ):  # "fullgraph=True": two names of one option's code, one mention (ruled out together)
            out[-1] = Mention(last.start, mention.end, last.labels, last.kind)
            continue
        out.append(mention)
    return out


def options_named(question: Question, text: str) -> tuple[str, list[Mention]]:
    """``text`` as the choice reader prepares it, and its mentions naming one of the options."""
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    return prepared, [mention for mention in mentions if mention.labels & set(question.options)]
