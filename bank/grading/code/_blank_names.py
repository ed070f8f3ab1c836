"""Names that say where a fill goes, not what it is: "两处 device 都写 nvme", "NamedSharding 里分别放
`P('x', None)` 和 `P(None, 'y')`", "nvme，然后 offload_optimizer 那个也是 nvme"; and values the stem's
code already gives beside the blanks, restated after the one fill said to be every blank's ("…都改成
nvme，路径共用 /nvme/deepspeed"). A piece of the
answer that is a bare name standing around the blanks in the stem's code ("device", "NamedSharding",
"offload_optimizer") calls a blank; without those pieces, the rest is one fill per blank, or one fill
said to go in every blank ("都", "both"). A name that is itself a fill is kept.
Owners of the blanks joined before the one fill said to be all of theirs ("param 跟 optimizer 的 device
统一写 nvme"): each calls one blank by a name or a part of one ("param" of "offload_param"), together
every blank, so the fill is every blank's.
The one blank a name calls (``blank_named``): the one whose line assigns it, whose line holds it whole
as a compound name ("offload_param"), or whose code around it alone holds it.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import stem_code

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEY = re.compile(r"[\"']([A-Za-z_][A-Za-z0-9_]*)[\"']\s*:")  # a JSON or dict key: '"device":'
_STRING = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_EVERY_BLANK = re.compile(lexicon.EVERY_BLANK, re.I)


def _names(context: str) -> set[str]:
    """The code's names and keys, not the words inside its strings ("/nvme/deepspeed" names nothing)."""
    return set(_KEY.findall(context)) | set(_NAME.findall(_STRING.sub(" ", context)))


# a fill and the name calling the next blank, run together by a comma: "P('x'), b" of "a 用 P('x')，b 用 …";
# or by a semicolon, spaced or not ("P('x');b" of "a 切行就 P('x')；b 切列就 …"): a fill's own code never
# goes on past a top-level ";" into a name
_NAME_AFTER = re.compile(r"(?P<fill>.*\S)\s*(?:,\s+|;\s*)(?P<name>[A-Za-z_][A-Za-z0-9_]*)")


def _name_apart(piece: str, names: set[str]) -> list[str]:
    """``piece`` as a fill and the blank's name after it, when a comma joins them; else as it is."""
    match = _NAME_AFTER.fullmatch(piece)
    if (
        match is None
        or match.group("name").lower() not in names
        or match.group("fill").count("(") != match.group("fill").count(")")
    ):
        return [piece]
    return [match.group("fill"), match.group("name")]


def without_blank_names(answer: str, pieces: list[str], count: int, contexts: list[str]) -> list[str] | None:
    """The pieces without the names of the blanks' own code, when what is left is one fill per blank
    or one fill the answer says is every blank's; else None."""
    names = {name.lower() for context in contexts for name in _names(context)}
    pieces = [part for piece in pieces for part in _name_apart(piece, names)]
    kept = [piece for piece in pieces if not (_NAME.fullmatch(piece) and piece.lower() in names)]
    if not kept or len(kept) == len(pieces):
        kept = pieces  # no name calls a blank: the stem's own values may still be restated
    every = _EVERY_BLANK.search(answer) is not None
    given = {literal[1:-1].lower() for context in contexts for literal in _STRING.findall(context)}
    restated = [piece for piece in kept if piece.strip("'\"").lower() not in given or "___" in piece]
    if every and len(restated) == 1 and len(kept) > 1 and kept[0] == restated[0]:
        # "两处 device 都改成 nvme，路径共用 /nvme/deepspeed": one fill said to be every blank's, the
        # rest a value the stem's code already gives beside them, restated, not filled
        return restated
    if len(kept) == len(pieces):
        return None
    if len(kept) == count or (len(kept) == 1 and every):
        return kept
    return None


_WORD = r"[A-Za-z_][A-Za-z0-9_]*"
_JOINED = rf"\s*(?:{alternation(lexicon.OWNER_JOINS)}|、|,|，|/|&|\band\b)\s*"
# "param 跟 optimizer 的 device 统一写 nvme", "offload_param 和 offload_optimizer 都是 \"nvme\"": owners
# joined, a name of theirs, a word for all of them, a verb and ONE fill, nothing after it (a question,
# a hedge, a denial or a second fill leave it to the other readings)
_OWNED_FILL = re.compile(
    rf"\s*(?P<owners>{_WORD}(?:{_JOINED}{_WORD})+)\s*(?:的\s*(?P<name>{_WORD})\s*)?"
    rf"(?:(?:{alternation(lexicon.ALL_BLANKS)})\s*)+(?:{lexicon.SETTING_VERBS})?\s*[:：]?\s*"
    r"(?P<fill>\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]+`|[^\s,，;；、。？?!！\u3400-\u9fff]+)\s*[。.]?\s*"
)


def _called(word: str, contexts: list[str]) -> list[int]:
    """The blanks whose code holds ``word`` as a name or as a part of one ("param" of "offload_param")."""
    word = word.lower()
    return [
        index
        for index, context in enumerate(contexts)
        if any(word == name.lower() or word in name.lower().split("_") for name in _names(context))
    ]


def owned_fill(answer: str, count: int, contexts: list[str]) -> list[str] | None:
    """One fill for every blank when the answer gives it to the blanks' owners, each calling its own
    blank and together all of them ("param 跟 optimizer 的 device 统一写 nvme"); else None. An owner
    in more than one blank's code, or none, or one blank left uncalled reads nothing."""
    match = _OWNED_FILL.fullmatch(answer)
    if match is None or len(contexts) != count:
        return None
    name = match.group("name")
    if name and len(_called(name, contexts)) != count:
        return None  # "的 device": a name every blank's code holds
    owners = re.findall(_WORD, match.group("owners").replace("and", " "))
    called = [_called(owner, contexts) for owner in owners]
    if any(len(blanks) != 1 for blanks in called) or sorted(b for [b] in called) != list(range(count)):
        return None
    return [match.group("fill")] * count


# "param 那块写 nvme", "optimizer 那块也写 nvme": one clause per blank, its owner (a name or a part of one)
# pointed at, a verb and ONE fill, nothing after it (a question, a hedge or a denial leave it to the
# other readings)
_OWNER_FILL = re.compile(
    rf"\s*(?P<owner>{_WORD})\s*(?:(?:{lexicon.OWNER_PLACES}|的\s*{_WORD})\s*)?"
    rf"(?:(?:{alternation(lexicon.LIKEWISE)})\s*)?(?:{lexicon.SETTING_VERBS})\s*[:：]?\s*"
    r"(?P<fill>\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]+`|[^\s,，;；、。？?!！\u3400-\u9fff]+)\s*[。.]?\s*"
    r"(?:[\U0001f300-\U0001faff]\ufe0f?\s*)*"  # a tone closing it ("… nvme 😂"); a doubt: asked again
)


def owners_fills(answer: str, count: int, contexts: list[str]) -> list[str] | None:
    """The fills in blank order when the answer gives each blank's owner its own fill, clause by clause
    ("param 那块写 nvme，optimizer 那块也写 nvme"); else None. Every clause must be such a one, each
    owner calling exactly one blank, and together every blank once."""
    clauses = [clause for clause in re.split(r"[,，;；]", answer) if clause.strip()]
    if len(clauses) != count or len(contexts) != count:
        return None
    fills: dict[int, str] = {}
    for clause in clauses:
        match = _OWNER_FILL.fullmatch(clause)
        called = _called(match.group("owner"), contexts) if match else []
        if match is None or len(called) != 1 or called[0] in fills:
            return None
        name = re.search(rf"的\s*({_WORD})", clause)
        if name and len(_called(name.group(1), contexts)) != count:
            return None  # "的 device": a name every blank's code holds, not another owner
        fills[called[0]] = match.group("fill")
    return [fills[index] for index in range(count)]


_NAME_PARTS = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def blank_contexts(stem: str) -> list[str]:
    """Per blank, the stem's code from the previous blank's line to its own ('"offload_param": {
    "device": "____"'): the names around a blank, by which an answer may call it."""
    contexts, current = [], []
    for line in stem_code(stem).splitlines():
        current.append(line)
        if "___" in line:
            contexts.append("\n".join(current))
            current = []
    return contexts


# a string in the code, kept only when a key ('"offload_param": {'): the words of a value name no blank
_QUOTED = re.compile(r"(?P<quote>[\"'])(?P<inside>[^\"'\n]*)(?P=quote)(?P<key>\s*:)?")


def _key_only(string: re.Match[str]) -> str:
    return f" {string['inside']}:" if string["key"] else " "


def blank_named(name: str, contexts: list[str], *, assigned_only: bool = False) -> int | None:
    """The one blank ``name`` calls: the one whose line assigns it, else (unless ``assigned_only``)
    the one whose context alone holds it as a name or a part of one ("param" of "offload_param")."""
    assigned = [
        match.group(1) if (match := re.match(r"\s*([A-Za-z_]\w*)\s*=[^=]", context.splitlines()[-1])) else ""
        for context in contexts
    ]
    if assigned.count(name) == 1:
        return assigned.index(name)
    # a compound name on one blank's line or the line opening it ("offload_param" of '"offload_param": {'),
    # whole and outside a string value: never a value filled (nvme, cpu), so an arrow may point from it
    # too ("offload_param → nvme"); not a name further off ("zero_optimization" holds both blanks)
    whole = re.compile(rf"(?<![\w.]){re.escape(name)}(?!\w)")
    holding = [
        index
        for index, context in enumerate(contexts)
        if whole.search(_QUOTED.sub(_key_only, "\n".join(context.splitlines()[-2:])))
    ]
    if "_" in name.strip("_") and len(holding) == 1:
        return holding[0]
    if assigned_only:
        return None
    holders = [
        index
        for index, context in enumerate(contexts)
        if name.lower() in {part.lower() for part in _NAME_PARTS.findall(context.replace("_", " "))}
    ]
    return holders[0] if len(holders) == 1 else None
