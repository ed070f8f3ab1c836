"""One fill per blank: the ways a code answer for several blanks is split into its fills (labelled
blanks, fills named for their line, one span each, separators, spaces), and the blanks a stem and a
key hold.

Over 400 lines: the ways of splitting are tried in one order against the same blanks, and that order
is part of the reading (a labelled fill before a separator before spaces); kept in one module so it is
seen whole.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from bank.grading.code._blank_names import (
    blank_contexts,
    blank_named,
    owned_fill,
    owners_fills,
    without_blank_names,
)
from bank.grading.code._canonical_code import canonical
from bank.grading.code._code import (
    BLANK_LABEL,
    QUOTES,
    _top_level,
    code_like,
    split_top_level,
    without_english,
)
from bank.grading.code._concluded_fills import concluded_fills
from bank.grading.code._described_fills import described_fills
from bank.grading.code._prose_fills import after_worded_arrow
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import code_spans
from bank.model import Question, stem_code

_TOP_LEVEL_AND = re.compile(r"\s+and\s+(?![^()]*\))", re.I)
# a spaced slash or ampersand ("cpu ＆ nvme", as labelled since blind batch 42; "a&b" unspaced stays code),
# or a bar, spaced or not ("nvme｜nvme"), between two fills
_TOP_LEVEL_SLASH = re.compile(r"(?:\s+[/&]\s+|\s*(?<!\|)\|(?!\|)\s*)(?![^()]*\))")
# a spaced plus between fills that are each one word or one quoted string ("nvme + nvme", "'cpu' + 'nvme'"):
# "and"; between code ("(P('x', None)) + (P(None, 'y'))") it is an addition, and stays one
_PLUSSED = re.compile(r"\s*(?:\w+|'[^']*'|\"[^\"]*\")(?:\s+\+\s+(?:\w+|'[^']*'|\"[^\"]*\"))+\s*")


def split_blanks(code: str) -> list[str]:
    """A fill for several blanks split at top-level ',', ';', newlines, '与' / '和'."""
    parts = split_top_level(BLANK_LABEL.sub(" ", code), lambda char: char in ",;，；、\n与和")
    return [part.strip() for part in parts if part.strip()]


_LABELLED_BLANK = re.compile(
    rf"(?:(?:空|blank\s*#|blank|第)\s*([1-8一二三四五六七八])\s*(?:{alternation(lexicon.BLANK_UNITS)})?"
    r"|\b(first|second|third|fourth)(?:\s+blank|(?=\s*[:：]))"  # "second blank: y", "second: y"
    # a number in brackets opening the answer or one of its parts: "(1) x；(2) y" (never "f(1)")
    r"|(?:^|(?<=[\s;；,，:：]))[(（]\s*([1-8])\s*[)）](?![\d.]))"
    r"\s*(?:[:：=]|→|->|=>|\bis\b)?\s*",  # "空1 → x": an arrow points to the fill, as a colon does
    re.I,
)
# "① x ② y": a circled number standing before a fill numbers its blank (NFKC would make it a bare "1");
# so does one of the dingbat circled numbers, white or black ("❶ x ❷ y", "➀ x ➁ y", "➊ x ➋ y")
_CIRCLED_FIRSTS = ("①", "❶", "➀", "➊")
_CIRCLES = "".join(f"{first}-{chr(ord(first) + 7)}" for first in _CIRCLED_FIRSTS)
_CIRCLED = re.compile(rf"(?<![{_CIRCLES}])([{_CIRCLES}])(?![{_CIRCLES}])\s*[:：]?")


def _circled_number(circled: str) -> int:
    return next(
        ord(circled) - ord(first) + 1 for first in _CIRCLED_FIRSTS if 0 <= ord(circled) - ord(first) < 8
    )


def circled_labels(answer: str) -> str:
    """Circled numbers as blank labels ("① x ② y" -> "空1：x 空2：y"), for a code answer with blanks."""
    return _CIRCLED.sub(lambda match: f"空{_circled_number(match.group(1))}：", answer)


# what may stand between a blank's number and its fill ("第二个空写 nvme", "第一个写 cpu"): no part of it
_FILL_VERB = re.compile(rf"^个?\s*(?:也|同样)?\s*(?:{lexicon.FILL_VERBS})?\s*")  # "第二处也是 nvme"
_BLANK_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def names_a_blank(answer: str) -> bool:
    """Whether the answer names a blank by its number ("第一空 nvme"), so that a single fill in it is
    that blank's, not every blank's."""
    return bool(_LABELLED_BLANK.search(unicodedata.normalize("NFKC", answer)))


_NUMERALS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def labelled_fills(answer: str, count: int, *, as_written: bool = False) -> list[str] | None:
    """'空 1：nvme 空 2：nvme', 'blank 2: b; blank 1: a': the fills by their numbers, or None; the
    English around a fill ("blank 2 I'd guess x") left out unless ``as_written``."""
    text = unicodedata.normalize("NFKC", answer).translate(QUOTES)
    marks = list(_LABELLED_BLANK.finditer(text))
    if len(marks) != count:
        return None
    fills: dict[int, str] = {}
    for mark, following in zip(marks, [*marks[1:], None], strict=True):
        number = mark.group(1) or mark.group(3) or mark.group(2).lower()
        index = int(number) if number.isdigit() else _NUMERALS.get(number) or _BLANK_ORDINALS[number]
        body = text[mark.end() : following.start() if following else len(text)]
        # a spaced slash between labelled fills ("第1处 nvme / 第2处 nvme") parts them, as a comma does
        fill = strip_code(body.strip().rstrip(",;，；、。/|").rstrip())
        if not as_written:  # "blank1 shards rows over x → P('x', None)": the words pointing to it dropped
            fill = without_english(after_worded_arrow(_FILL_VERB.sub("", fill, count=1)))
        fills[index] = fill
    if sorted(fills) != list(range(1, count + 1)):
        return None
    return [fills[index] for index in range(1, count + 1)]


def labelled_code(answer: str, count: int) -> bool:
    """Whether each of several blanks is labelled and its fill is code ("blank1 shards rows over x →
    P('x', None); blank2 …"): words around the fills, not a wall of words with no code."""
    fills = labelled_fills(answer, count) if count > 1 else None
    return fills is not None and all(code_like(fill) for fill in fills)


def numbers_dropped(outside: str, answer: str, count: int) -> str:
    """The words around an answer's code (``outside``) without its blanks' numbers, when digits number
    the ``count`` blanks in their order ("空1 `x`，空2 `y`", "(1) `x` (2) `y`": a bare fill, numbered, as
    decided on 6 December); else as they are ("空一 `x`", "空2 `y` 空1 `x`": a reading to confirm)."""
    marks = _LABELLED_BLANK.finditer(unicodedata.normalize("NFKC", answer))
    if [mark.group(1) or mark.group(3) or "" for mark in marks] != [str(n) for n in range(1, count + 1)]:
        return outside
    return _LABELLED_BLANK.sub(" ", unicodedata.normalize("NFKC", outside))


def labels_in_order(answer: str) -> bool:
    """Whether the blanks' numbers are written in their own order ("空1 … 空2", not "空2 … 空1")."""
    numbers = [
        mark.group(1) or mark.group(3) or mark.group(2).lower()
        for mark in _LABELLED_BLANK.finditer(unicodedata.normalize("NFKC", answer))
    ]
    places = [int(n) if n.isdigit() else _NUMERALS.get(n) or _BLANK_ORDINALS[n] for n in numbers]
    return places == sorted(places)


def strip_code(text: str) -> str:
    spans = code_spans(text)
    return spans[0].strip() if len(spans) == 1 else text.strip()


def _top_level_words(code: str) -> list[str]:
    """A fill split at top-level whitespace ('nvme nvme'), brackets and quotes kept whole."""
    return [part for part in split_top_level(code, str.isspace) if part.strip()]


_LIKEWISE = rf"(?:(?:{alternation(lexicon.LIKEWISE)})\s*)?"
_FOR_NAME = re.compile(
    r"(?P<fill>.+?)\s+(?:for|给|用于)\s+`?(?P<name>[A-Za-z_]\w*)`?\s*[.。]?"
    # "a: P(…)", "param 填 cpu", "a 那儿 P(…)", "a 那里填 P(…)" (the blank where a is made); an arrow
    # points from the name its line assigns ("a → P(…)"), never from a fill ("nvme → nvme")
    rf"|`?(?P<named>[A-Za-z_]\w*)`?\s*(?:[:：]|(?P<arrow>→|->|=>)|(?:{alternation(lexicon.NAMED_PLACE)})\s*"
    # "b 也填 …", "b 那里同样填 …": the fill said again for the next name is still that name's
    rf"(?:{_LIKEWISE}(?:{alternation(lexicon.NAMED_FILL)}))?|{_LIKEWISE}(?:{alternation(lexicon.NAMED_FILL)}))"
    r"\s*(?P<then>.+)"
)
# the next name at its place, after a space, ends a fill named at its place as "；" does ("a 这里 P('x',
# None) b 这里 P(None, 'y')": two fills, not one running to the end)
_NEXT_PLACE = re.compile(rf"\s+(?=`?[A-Za-z_]\w*`?\s*(?:{alternation(lexicon.NAMED_PLACE)}))")


def _at_next_place(part: str) -> list[str]:
    """``part`` cut before each name at its place that follows a space outside brackets and quotes."""
    cuts = [index for index, char in _top_level(part) if char.isspace() and _NEXT_PLACE.match(part, index)]
    return [part[start:end].strip() for start, end in zip([0, *cuts], [*cuts, len(part)], strict=True)]


# a sentence's end: "。", or "?" / "!" (as the reader's text spells "？", "！") before Chinese or the end
# of the answer — never "!=" nor a ternary's "a ? b : c", code going on after it
_SENTENCE_END = re.compile(r"。|(?<=[\u3400-\u9fff])[?!](?!=)|[?!](?=\s*(?:[\u3400-\u9fff]|$))")


def _statements(answer: str) -> list[str]:
    """The answer's sentences, cut after each top-level sentence end, without those that ask and are
    answered after: a question names no fill ("会不会是 a: P('x', 'y')？不是，…a 填 P('x', None)"), its
    reply names it. A question closing the answer is kept (asked, not answered: read as before)."""
    cuts = [index + 1 for index, _ in _top_level(answer) if _SENTENCE_END.match(answer, index)]
    said = [
        each
        for start, end in zip([0, *cuts], [*cuts, len(answer)], strict=True)
        if (each := answer[start:end]).strip()
    ]
    return [each.strip().rstrip("。!") for each in said[:-1] if not each.rstrip().endswith("?")] + said[-1:]


def named_fills(answer: str, contexts: list[str]) -> list[str] | None:
    """Fills named by what their line assigns ("P(None, 'y') for b", "b: …") or by a name around
    their blank ("param 填 cpu"): the fill of each blank so named, "" for the others; None when no
    fill is named so."""
    fills = [""] * len(contexts)
    parts = [
        piece for said in _statements(answer) for part in split_blanks(said) for piece in _at_next_place(part)
    ]
    for part in parts:  # "x for a, y for b": each part at its top-level separator
        match = _FOR_NAME.fullmatch(part)
        if match is None:
            opening = re.match(r"`?([A-Za-z_]\w*)", part)
            if opening and "_" in opening[1] and blank_named(opening[1], contexts) is not None:
                return None  # "offload_optimizer 同样 nvme": a blank called, its fill not read so
            continue
        name = match.group("name") or match.group("named")
        index = blank_named(name, contexts, assigned_only=match.group("arrow") is not None)
        if index is not None:
            fills[index] = strip_code(match.group("fill") or match.group("then"))
    return fills if any(fills) else None


def label_numbers(label: str) -> tuple[str, set[int]]:
    """A label without the blanks' numbers it gives ("第一个空 a 的行切 x"), and those numbers."""
    label = unicodedata.normalize("NFKC", label)
    places = set()
    for mark in _LABELLED_BLANK.finditer(label):
        number = mark.group(1) or mark.group(3) or mark.group(2).lower()
        places.add(int(number) if number.isdigit() else _NUMERALS.get(number) or _BLANK_ORDINALS[number])
    return _LABELLED_BLANK.sub(" ", label), places


def blank_readings(
    answer: str, pieces: list[str], count: int, lines: list[str] | None = None
) -> list[list[str]]:
    """Ways of reading an answer as one fill per blank, the most explicit first: labelled blanks,
    fills named by what their line assigns, one code span per blank, fills separated by ',', ';' or
    newlines, then by spaces."""
    readings = []
    labelled = labelled_fills(answer, count)
    if labelled is not None:
        readings.append(labelled)
        if not labels_in_order(answer):
            return readings  # "空2：x 空1：y": read in written order the fills would swap blanks
    described = described_fills(answer, count, lines, label_numbers, strip_code) if lines else None
    if described is not None:
        readings.append(described[0])  # "行切 x → P('x', None)；列切 y → …": each labelled as the stem says
        if not described[1]:
            return readings  # "b 列切 y：…，a 行切 x：…": read in written order the fills would swap blanks
    named = named_fills(answer, lines) if lines and len(lines) == count else None
    if named is not None:
        return [*readings, named]  # each fill named for its blank: no other split is what was meant
    if len(pieces) == count:
        readings.append(pieces)
    unnamed = without_blank_names(answer, pieces, count, lines) if lines else None
    if unnamed is not None:
        readings.append(unnamed)  # "两处 device 都写 nvme": "device" says where, "nvme" what
    owned = owned_fill(answer, count, lines) if lines else None
    if owned is not None:
        readings.append(owned)  # "param 跟 optimizer 的 device 统一写 nvme": the owners' one fill
    owners = owners_fills(answer, count, lines) if lines else None
    if owners is not None:
        readings.append(owners)  # "param 那块写 nvme，optimizer 那块也写 nvme": each owner's own fill
    split = [part for piece in pieces for part in split_blanks(piece)]
    readings.append(split)
    joined = [part.strip() for piece in pieces for part in _TOP_LEVEL_AND.split(piece) if part.strip()]
    if len(joined) == count and len(pieces) < count:
        readings.append(joined)  # "P('x', None) and P(None, 'y')": one fill per blank, joined by "and"
    tupled = [part for piece in pieces for part in split_blanks(_inside_one_tuple(piece))]
    if len(tupled) == count and len(pieces) < count:
        readings.append(tupled)  # "(P('x', None), P(None, 'y'))": the fills written as one tuple, in order
    slashed = [part.strip() for piece in pieces for part in _TOP_LEVEL_SLASH.split(piece) if part.strip()]
    if len(slashed) == count and len(pieces) < count:
        readings.append(slashed)  # "cpu / nvme", "x | y", "x & y": one fill per blank, in order, spaced
    plussed = [part.strip() for piece in pieces if _PLUSSED.fullmatch(piece) for part in piece.split(" + ")]
    if len(plussed) == count and len(pieces) < count:
        readings.append(plussed)  # "nvme + nvme": one word per blank, in order
    if len(split) != count:
        words = [word for piece in pieces for word in _top_level_words(piece)]
        if len(words) == count:
            readings.append(words)
    return readings


def _inside_one_tuple(piece: str) -> str:
    """What one pair of brackets round the whole piece holds ("(a, b)" -> "a, b"); else the piece."""
    stripped = piece.strip()
    if not (stripped.startswith("(") and stripped.endswith(")")):
        return piece
    depth = 0
    for index, char in enumerate(stripped):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and index < len(stripped) - 1:
            return piece  # "(a) + (b)": the first bracket closes before the end
    return stripped[1:-1]


def blank_lines(stem: str) -> list[str]:
    """The stem's code lines holding a blank ('____'): inside its code blocks when it has any."""
    return list(_blank_lines(stem))


@lru_cache(maxsize=512)
def _blank_lines(stem: str) -> tuple[str, ...]:
    """``blank_lines``, read once per question (a code answer asks for them two or three times over)."""
    return tuple(line.strip() for line in stem_code(stem).splitlines() if "___" in line)


_CLOSERS = {")": "(", "]": "[", "}": "{"}


def without_line_tail(piece: str, stem: str) -> str | None:
    """The fill without the stem's own text after its one blank, copied with it ("BLOCK_SIZE:
    tl.constexpr):" where the line reads "…, n, ____):"): only closing brackets and punctuation, the
    brackets closing nothing the fill opened; None when the piece carries no such tail."""
    lines = blank_lines(stem)
    if len(lines) != 1 or len(_BLANK.findall(lines[0])) != 1:
        return None
    after = re.sub(r"\s+", "", _BLANK.split(lines[0])[1])
    written = unicodedata.normalize("NFKC", piece).rstrip()
    for cut in range(len(written) - 1, 0, -1):
        fill, tail = written[:cut].rstrip(), re.sub(r"\s+", "", written[cut:])
        if not re.fullmatch(r"[)\]}:;,]+", tail) or not fill:
            break  # the run of punctuation closing the piece is over
        if not after.startswith(tail) or not any(char in _CLOSERS for char in tail):
            continue
        if all(fill.count(opener) == fill.count(closer) for closer, opener in _CLOSERS.items()):
            return fill  # "):" left over once the fill's own brackets are closed
    return None


def key_blanks(key: str) -> list[str]:
    """The fills a key names: its backticked spans when it has several ('空 1：`…`；空 2：`…`')."""
    spans = code_spans(key)
    return spans if spans else [key.strip()]


_BLANK = re.compile(r"_{3,}")


def fill_line(line: str, code: str) -> str:
    return _BLANK.sub(lambda _: code, line, count=1)


# a JSON or dict entry ('"device": "nvme",'): its key and value, the trailing comma aside
_ENTRY = re.compile(r"\s*([\"'])(?P<key>[A-Za-z_]\w*)\1\s*:\s*(?P<value>.*?)\s*,?\s*")


def _line_forms(line: str) -> list[str]:
    """A blank's filled line, and a JSON or dict entry's as the assignment of its key ('"device":
    "nvme"' also as 'device = "nvme"'): the same name given the same value, in Python's spelling."""
    entry = _ENTRY.fullmatch(line)
    return [line, f"{entry['key']} = {entry['value']}"] if entry and entry["value"] else [line]


def blank_variants(question: Question, wanted: list[str]) -> list[set[str]]:
    """Per blank, the canonical forms that fill it: its key, the stem's line filled with it, and the
    accepted answers (split one part per blank; a single fill stands for every blank when the
    blanks all take the same value)."""
    variants = [{canonical(fill)} for fill in wanted]
    lines = blank_lines(question.stem)
    if len(lines) == len(wanted):
        for index, (line, fill) in enumerate(zip(lines, wanted, strict=True)):
            variants[index].update(canonical(form) for form in _line_forms(fill_line(line, fill)))
    same = len({canonical(fill) for fill in wanted}) == 1
    for accepted in question.accepted:
        parts = split_blanks(accepted)
        if len(parts) == len(wanted):
            for index, part in enumerate(parts):
                variants[index].add(canonical(part))
                if len(lines) == len(wanted):
                    variants[index].update(
                        canonical(form) for form in _line_forms(fill_line(lines[index], part))
                    )
        elif len(parts) == 1 and same:
            for each in variants:
                each.add(canonical(parts[0]))
    return variants


def filled_plainly(given: list[str], variants: list[set[str]], stem: str) -> bool:
    """Whether ``given`` fills every blank right, with no bare word past the fills that none of them is
    ("nvme, nvme; wrong", "…; cpu", "…; swap": it says something of the fills that they do not, so the
    whole is not given as the answer). A repeated fill ("nvme, nvme, nvme") says nothing more; code or a
    path past the fills ("# c 自动是 P('x','y')", "路径都指 /nvme/deepspeed") is a remark on them."""
    count = len(variants)
    if len(given) < count or not all(canonical(g) in v for g, v in zip(given, variants, strict=False)):
        return False
    # a blank between quotes ('"device": "____"') takes a string: a call on it ("nvme.contiguous()") is none
    quoted = [bool(re.search(r"[\"']_{3,}[\"']", context)) for context in blank_contexts(stem)]
    if any(is_quoted and "(" in fill for is_quoted, fill in zip(quoted, given, strict=False)):
        return False
    fills = {canonical(g) for g in given[:count]}
    return not any(re.fullmatch(r"\w+", g.strip()) and canonical(g) not in fills for g in given[count:])


def best_fills(
    answer: str, pieces: list[str], wanted: list[str], variants: list[set[str]], stem: str
) -> tuple[int, bool, list[str]]:
    """How many blanks the answer's best reading fills right, whether some reading fills them plainly
    (no words beside the fills), and that best reading: the fills as read ("param 和 optimizer 的 device
    全写 nvme" is "nvme", "nvme"), else the answer's pieces."""
    same = len({canonical(fill) for fill in wanted}) == 1
    right, clean, shown = 0, False, pieces
    concluded = concluded_fills(answer, len(wanted))  # "a 行切 x，…，就是 P(…) 和 P(…)": not x, y
    readings = [concluded] if concluded else blank_readings(answer, pieces, len(wanted), blank_contexts(stem))
    shown = concluded or shown
    for given in readings:
        if len(given) == 1 and same and not names_a_blank(answer):
            given = given * len(variants)  # "两处均为 nvme": one fill for blanks that take the same value
        found = sum(canonical(g) in v for g, v in zip(given, variants, strict=False))
        right, shown = (found, given) if found > right else (right, shown)
        clean |= filled_plainly(given, variants, stem)
    return right, clean, shown
