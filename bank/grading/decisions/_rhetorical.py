"""A rhetorical question closing an answer, naming another option to scorn it ("肯定是 C 咯，不然还能是
reward model 的学习率吗 🙄", "C，总不能是 A 吧", "C，难道还能是 A 不成"): the option it names is never chosen,
and the answer committed before it stands (blind batch 78 read A there, the option mocked).

Its lead answers itself ("不然还能是…" — what else could it be; "总不能是…" — surely not; "难道…") and it
closes as a question ("吗", "不成", "吧" after "总不能"). It is rewritten as the denial it is ("C，不是 A"),
so that the readers read it as they read a denial: naming the option committed to, it is a
contradiction, asked again. Only after a clause that asks nothing ("C 吗？不然还能是 A 吗" is two
questions), and not where it asks what else ("不然还能是啥"). An ironic sign closing it (🙄, 🙃, 😒, 😏)
rolls its eyes at what it names and goes with it; any other sign ("🤔") is kept after the denial, for the
readers to weigh ("C，不是 A 🤔" is asked again).
"""

from __future__ import annotations

import re
import unicodedata

from bank.grading.text._lexicon import (
    IRONY_SIGN_NAMES,
    QUESTION_PARTICLES,
    RHETORICAL_ASKING_CLOSES,
    RHETORICAL_ASKING_LEADS,
    RHETORICAL_QUESTION_WORDS,
    RHETORICAL_SURELY_CLOSES,
    RHETORICAL_SURELY_LEADS,
    alternation,
)

# what it names: one clause, no question word of its own ("不然还能是啥"), not a second answer in it
_SAID = rf"(?P<said>(?:(?!{alternation(RHETORICAL_QUESTION_WORDS)})[^,，;；。!！?？\n])+?)"
_TAIL = r"(?P<tail>[\s?？!！。.…~～\W]*)$"
_RHETORICAL = re.compile(
    r"(?P<head>^.*?[^\s,，;；。])(?P<stop>\s*[,，;；。]\s*|\s+)"
    rf"(?:(?P<asking>{alternation(RHETORICAL_ASKING_LEADS)})|{alternation(RHETORICAL_SURELY_LEADS)})\s*是\s*{_SAID}"
    # each lead its own closing: "不然还能是 A 吗", "总不能是 A 吧"
    rf"\s*(?(asking)(?:{alternation(RHETORICAL_ASKING_CLOSES)})|(?:{alternation(RHETORICAL_SURELY_CLOSES)}))"
    + _TAIL,
    re.S,
)
# the clause before it asks ("C 吗", "C？"): two questions, nothing committed
_ASKED = re.compile(rf"[?？]|(?:{alternation(QUESTION_PARTICLES)})\s*$")
_IRONY = re.compile(rf"(?<![\w-])(?:{alternation(IRONY_SIGN_NAMES)})(?![\w-])")


def _ironic(char: str) -> bool:
    return ord(char) >= 0x2600 and _IRONY.search(unicodedata.name(char, "")) is not None


def rhetorical_denied(text: str) -> str:
    """``text`` with a rhetorical question closing it said as the denial it is ("C，不然还能是 A 吗 🙄" →
    "C，不是 A"), or as it is."""
    found = _RHETORICAL.match(text)
    if found is None or _ASKED.search(found["head"]):
        return text
    # another sign after it ("🤔") is kept, for the readers to weigh beside the denial
    signs = "".join(char for char in found["tail"] if not _ironic(char)).strip(" \t?？!！。.…~～")
    return f"{found['head']}，不是 {found['said'].strip()}" + (f" {signs}" if signs else "")
