"""An answer refused by a sign or struck through: not a bare answer, asked again.

"B 👎", "❌ B", "B 🚫" put a thumbs-down or a no-entry sign on what they follow; "~~B~~", "<s>B</s>",
"<del>B</del>" and "B̶" strike it through. Dropped as decoration (emoji are, elsewhere: "B 👍" is
bare), the answer would read as the bare key, with no confirmation. Which way the sign points is no
guess worth grading on: the candidate is asked again. The signs are data: a true/false question's
own marks (✗, ❌, ☒: "false") are left to its reader.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache

from bank.grading.mentions._value_mentions import same, value_of
from bank.grading.numbers._numbers import find_quantities
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# refusing signs: thumbs down, no entry, prohibited, the "NG" button, a person gesturing no, crossed
# boxes and saltires, circled crosses, the "prohibited" ideograph
REFUSING_SIGNS = "👎🚫⛔🙅🆖☒☓🗙⛌⨯⊗ⓧ〤🈲❌✗"
_GESTURE_OPENING = re.compile(rf"{lexicon.GESTURE_OPENS}🙅")  # a true/false mark of its own there
# any other sign whose Unicode name says no, a cross, a bin, death, a lie, a mock, a cut or a doubt ("✕",
# "🛑", "🗑", "💀", "🤡", "✂", "🤔", "☐" unticked, logic's "¬" past the answer's start: "AC，¬C"): it may
# refuse or doubt what it stands beside, so an answer that would read correct beside it is asked again
# (a ticked box's name says CHECK, and is kept)
_SIGN_NAMES = re.compile(
    r"(?<![\w-])(?:X|CROSS|CROSSING|SALTIRE|TIMES|BALLOT BOX|NO|NON|NG|DO NOT|PROHIBITED|OCTAGONAL SIGN|"
    r"WASTEBASKET|LITTER|SKULL|POO|CLOWN|LYING|VOMITING|NAUSEATED|THUMBS DOWN|QUESTION|THINKING|SHRUG|"
    r"SCISSORS|WHITE (?:LARGE |MEDIUM )?SQUARE|NOT SIGN|"
    # death, a blade, a facepalm, a raised eyebrow, a warning, a bug, a cap ("lie"), confusion, contempt
    r"HEADSTONE|COFFIN|FUNERAL URN|HOCHO|KNIFE|DAGGER|FACE PALM|EYEBROW|MONOCLE|WARNING|BUG|BILLED CAP|"
    r"CONFUSED|FROWNING|UNAMUSED|MIDDLE FINGER|"
    # irony ("🙃", "🙄"), and a guess, a hope or nerves ("🎲", "🤞", "🙈", "😬", "😟", "🫣", "🫠", "😅")
    rf"UPSIDE-DOWN|ROLLING EYES|{alternation(lexicon.DOUBTING_SIGN_NAMES)})(?![\w-])"
)
_STRUCK = re.compile(
    r"[~～]{2}[^~～\n]+[~～]{2}"  # Markdown, also in the full-width tildes a Chinese IME types
    r"|<(s|del|strike)\b[^>]*>.*?</\1\s*>"  # HTML, with or without attributes
    # commented out, or remarked on in a comment: "<!-- B -->", "/* B */", "B <!-- 错 -->"
    r"|<!--.*?-->|/\*.*?\*/"
    # a tag that names what it holds wrong: "<wrong>B</wrong>", "<no>B</no>"
    rf"|<({alternation(lexicon.WRONG_TAGS)})\b[^>]*>.*?</\2\s*>"
    r"|<[a-z]+\b[^>]*line-through[^>]*>"  # a style striking it through
    r"|\[ \]"  # an unticked task box: "- [ ] A"
    # a single tilde pair around a word: "~B~" (not a range, "~400~500")
    r"|(?<!~)~(?=[^~\s\d])[^~\n\d]{1,20}(?<!\s)~(?!~)"
    # a combining stroke, overlay, overline ("not" in logic) or enclosing prohibition: "B̶", "B̅", "B⃠"
    r"|[\u0305\u0334-\u0338\u20d2-\u20ff]",
    re.I | re.S,
)


# A sign glued to the whole answer that negates, roots, inverts or bounds it: "!B" (or the full-width "！B"
# a Chinese keyboard types), "¬B", "~B" (logic's "not"; "~464 GB" is about a figure), "√48", "-48", "48+",
# "48⁻¹" (by now "48^-1"), "{C}^c" (the complement: every option but C); no option opens or closes with
# one (a bullet "- B" is spaced)
_SIGNED_WHOLE = re.compile(
    r"^\s*(?:[!！¬]|[~～](?!\s*[\d~～.]|\s*$)|√(?=\s*(?:\d|[(（]\s*\d))|[-−](?=[^\s\-A-Za-z>]))"
    r"|(?<=[\w}）)])\s*(?:\^\s*(?:[cC∁]|\{\s*[cC∁]\s*\}))\s*[。.!！]*\s*$"  # "{C}^c", "B^{c}"
    # closing it: "48+", "48^-1", "48⁻¹", "48**2" (a power of ten is a figure's notation: "4.64×10^-1")
    r"|(?<=\S)(?:\+{1,2}|(?<!10)(?:\^\s*[-−]\s*\d+|⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+|(?<=\S)\*\*\s*[-−]?\d+))\s*$"
)


def _power_of_an_option(answer: str, options: Mapping[str, str]) -> bool:
    """Whether the whole answer is one figure written as a power whose value is exactly an option's
    own ("2^-5" for "1/32", "2⁻⁶" for "1/64"): the power is how the figure is written, not an
    inversion put on an answer ("48^-1" where the option is 48 equals no option, and is asked again).
    A sign before it ("-2^5") is never a power's notation, and is still asked again."""
    figures = find_quantities(answer)
    if len(figures) != 1 or "^" not in figures[0].text or answer[: figures[0].start].strip():
        return False
    if answer[figures[0].end :].strip(_CLOSING) or figures[0].value < 0:
        return False
    values = [value_of(option) for option in options.values()]
    return any(
        value is not None and value.unit is None and same(figures[0].value, value.value) for value in values
    )


# a cross before letters opening the answer: "× B", "✕ AB" ("×4" multiplies); not a name that opens with
# capitals ("× FA2 只在单卡里切", "× BF16"), and not where the cross is the question's own mark (true/false)
_CROSSED_LETTERS = re.compile(r"^\s*([×✕])(?=\s*[A-Ha-h]{1,8}(?![A-Za-z0-9_]))")


def refused_or_struck(
    answer: str, own_marks: str = "", *, code: bool = False, options: Mapping[str, str] | None = None
) -> bool:
    """Whether ``answer`` puts a refusing sign (other than ``own_marks``) or a strike-through on
    anything it says, or (but on code) a sign glued to the whole of it that negates or works on it."""
    crossed = _CROSSED_LETTERS.search(answer)
    signed = not code and _SIGNED_WHOLE.search(answer) is not None
    return (
        _STRUCK.search(answer) is not None
        or any(sign in answer for sign in REFUSING_SIGNS if sign not in own_marks)
        or answer.count("🙅") > len(_GESTURE_OPENING.findall(answer))  # "对 🙅": a mark only opening it
        or (signed and not _power_of_an_option(answer, options or {}))
        or (not code and crossed is not None and crossed.group(1) not in own_marks)
    )


@lru_cache(maxsize=1024)
def _named_against(char: str) -> bool:
    if char.isascii() or unicodedata.category(char) not in ("So", "Sm"):
        return False
    name = unicodedata.name(char, "")
    return "CHECK" not in name and _SIGN_NAMES.search(name) is not None


def signed_against(answer: str, own_marks: str = "") -> bool:
    """Whether ``answer`` holds a sign (other than ``own_marks``) whose name refuses or doubts."""
    return any(_named_against(sign) for sign in set(answer) if sign not in own_marks)


_DOUBTING_NAMES = re.compile(rf"(?<![\w-])(?:{alternation(lexicon.DOUBTING_SIGN_NAMES)})(?![\w-])")


# what may close an answer after its doubting signs: spaces, a full stop, a joiner or variation selector
_CLOSING = " \t\n。.!！~～…\u200d\ufe0f♂♀"
_ASKED_BEFORE = re.compile(rf"(?:{alternation(lexicon.QUESTION_PARTICLES)})\s*$")  # "B 吗 🤔", as "B 吗"


def only_doubted(answer: str, own_marks: str = "") -> bool:
    """Whether every sign of ``answer`` (other than ``own_marks``) that refuses or doubts only doubts,
    and all close it, after no question ("B 吧 🤔"; not "B 吗 🤔", "B 吧 🤔 不对")."""
    signs = {sign for sign in answer if sign not in own_marks and _named_against(sign)}
    if not signs or not all(_DOUBTING_NAMES.search(unicodedata.name(sign, "")) for sign in signs):
        return False
    said = answer.rstrip(_CLOSING + "".join(signs))
    return not signs & set(said) and _ASKED_BEFORE.search(said) is None


# a label opening the answer that files what follows as not the answer: "错误答案：B", "干扰项：B",
# "Wrong answer: B", "Not: B". On a true/false question "错：…"/"错误：…" is the answer itself
# ("错误：因为…"), so those two labels are left to its reader, as is "反例：…", a counter-example to the claim
# (``_counter_example``).
_DENYING_LABELS = lexicon.DENYING_LABELS
_DENYING = frozenset(_DENYING_LABELS)
_DENYING_TRUEFALSE = _DENYING - frozenset(lexicon.COUNTER_EXAMPLE_WORDS)
_VERDICT_LABELS = frozenset(("错误", "错"))
_LABEL = re.compile(r"^\W*(?P<label>[^:：﹕=→|\n]{1,16}?)\s*[*_]*\s*(?:[:：﹕=|]|→|->|\s[-—–]+\s)", re.I)
# a wrong-saying label needs no colon: "错误答案 B", "错误示范 {C}"
_BARE_LABEL = re.compile(rf"^\W*(?:{alternation(lexicon.WRONG_LABELS)})\s+\S", re.I)


def denying_label(answer: str, *, truefalse: bool) -> bool:
    """Whether ``answer`` opens with a label denying that what follows is its answer."""
    if _BARE_LABEL.match(answer):
        return True
    opened = _LABEL.match(answer)
    if opened is None:
        return False
    label = opened.group("label").strip(" *_").lower()
    labels = {label, label.removesuffix("是").strip()}  # "错误答案是：B"
    if truefalse:
        return bool(labels & _DENYING_TRUEFALSE)
    return bool(labels & (_DENYING | _VERDICT_LABELS))
