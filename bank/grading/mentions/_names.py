"""Names that belong to one option, however their words are joined.

An option that is code or holds technical names (```ppo.kl_target```, "Euler–Maruyama 求解 SDE",
```torch.compile(model, backend='nvfuser')```) is named by any of its names that no other option has —
"kl_target", "kl target", "Euler–Maruyama", "nvfuser": token overlap with the option's text, read
whole-token (``identifier_mentions``). An answer naming an option this way is never bare, so the
candidate confirms it. One form is the name itself rather than another name for it: a name the option
joins by hyphens typed with spaces for them ("adaLN zero" of "使用 adaLN-Zero", blind batch 75) is written
back as the option writes it before the answer is read (``names_spaced``), so that its words are read
whole as the name, as typed with its hyphens, not as a word and a number word ("zero" read as 0). Code's
underscores and dots are no such slips: "kl target" of "kl_target" stays another name, to confirm.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from bank.grading.mentions._mentions import Mention, canon_option

_IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Za-z][A-Za-z0-9_]*(?:[.\-][A-Za-z0-9_]+)*(?![A-Za-z0-9_])")
_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "‑": "-"})
_NAME_LIKE = re.compile(r"[_\-]|[a-z][A-Z]|\d")  # snake_case, kebab-case, camelCase, names with digits


def _names_in(option: str) -> set[str]:
    """The code names and technical names of an option, and their dotted parts ("ppo.kl_target" →
    "ppo.kl_target", "kl_target"), when they look like names rather than words — or any word of an
    option that is code (```torch.compile(model, backend='nvfuser')```: "nvfuser")."""
    code = option.lstrip().startswith("`")
    chinese = _CJK.search(option) is not None
    names = set()
    for match in _IDENTIFIER.finditer(canon_option(option).translate(_DASHES)):
        whole = match.group(0)
        parts = whole.split(".")
        # a dotted name's module path names it too ("nn.partitioning 里那个" for
        # nn.partitioning.with_sharding_constraint), when no other option's name shares it
        paths = [".".join(parts[:end]) for end in range(2, len(parts))]
        # and its last parts ("embeddings.token_type_embeddings" of text_encoder.….token_type_embeddings)
        tails = [".".join(parts[start:]) for start in range(1, len(parts) - 1)]
        for name in (whole, *parts, *paths, *tails):
            # the capitalised Latin word a Chinese option opens with is its subject's name: "Chefer 方法…"
            proper = chinese and name[:1].isupper() and match.start() == 0 and name == whole
            if len(name) >= 4 and (code or proper or _NAME_LIKE.search(name) or name != whole):
                names.add(name.lower())
    return names


_CJK = re.compile(r"[\u4e00-\u9fff]")


@lru_cache(maxsize=512)
def _distinctive_names(options: tuple[tuple[str, str], ...]) -> Mapping[str, str]:
    """Name → the one option it belongs to, for names that belong to exactly one option (read-only: the
    cache hands the same mapping to every answer)."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for name in _names_in(option):
            owners.setdefault(name, set()).add(label)
    return MappingProxyType({name: next(iter(labels)) for name, labels in owners.items() if len(labels) == 1})


_TITLE_WORDS = re.compile(r"(?<![A-Za-z0-9_\-])(?:[A-Z][a-z]+\s+){1,3}[A-Z][a-z]+(?![A-Za-z0-9_\-])")


@lru_cache(maxsize=512)
def _distinctive_initials(options: tuple[tuple[str, str], ...]) -> Mapping[str, str]:
    """Initials → the one option they abbreviate: "IS" for "Inception Score", written in capitals."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for match in _TITLE_WORDS.finditer(canon_option(option)):
            owners.setdefault("".join(word[0] for word in match.group(0).split()), set()).add(label)
    return MappingProxyType(
        {initials: next(iter(labels)) for initials, labels in owners.items() if len(labels) == 1}
    )


# a name's title words joined by a hyphen too ("Euler-Maruyama": "EM"), or one title word and what follows its
# "@" ("Precision@k": "P@k")
_JOINED_TITLE_WORDS = re.compile(
    r"(?<![A-Za-z0-9_\-])(?:[A-Z][a-z]+[\s-]+){1,3}[A-Z][a-z]+(?![A-Za-z0-9_\-@])"
    r"|(?<![A-Za-z0-9_\-])[A-Z][a-z]+@[A-Za-z0-9]+(?![A-Za-z0-9_\-])"
)
# initials as written: two to four capitals ("EM", "IS"), or one before an "@" ("P@k")
_INITIALS_WRITTEN = re.compile(r"(?<![A-Za-z0-9_@\-])(?:[A-Z]{2,4}|[A-Z]@[A-Za-z0-9]+)(?![A-Za-z0-9_@\-])")


@lru_cache(maxsize=512)
def _set_apart_initials(options: tuple[tuple[str, str], ...]) -> Mapping[str, str]:
    """Initials → the one option they abbreviate, its name's words joined by a space or a hyphen ("EM" for
    "Euler–Maruyama", "IS" for "Inception Score") or cut at an "@" ("P@k" for "Precision@k")."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for match in _JOINED_TITLE_WORDS.finditer(canon_option(option).translate(_DASHES)):
            name = match.group(0)
            initials = (
                name[0] + name[name.index("@") :]
                if "@" in name
                else "".join(w[0] for w in re.split(r"[\s-]+", name))
            )
            owners.setdefault(initials, set()).add(label)
    return MappingProxyType(
        {initials: next(iter(labels)) for initials, labels in owners.items() if len(labels) == 1}
    )


def initials_set_apart(text: str, options: dict[str, str]) -> set[str]:
    """The options whose initials ``text`` writes whole, in capitals ("除了 EM 那个" of "Euler–Maruyama 求解
    SDE", "P@k 和 R@k" of "Precision@k", "Recall@k"). Read only where an answer sets options apart from the
    rest by their words (``_excepted``): there each piece must name one option, whereas a mention anywhere
    (``identifier_mentions``) keeps to initials of spaced title words."""
    initials = _set_apart_initials(tuple(sorted(options.items())))
    return {initials[found] for found in _INITIALS_WRITTEN.findall(text) if found in initials}


@lru_cache(maxsize=512)
def _spaced_names(options: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each distinctive name made of words joined by "_" or "-" or written in camelCase, as the pattern
    of its words spaced ("kl target" for kl_target, "all gather" for All-gather, "nccl allreduce" for
    ncclAllReduce) or, across a hyphen, run together ("allgather", "all_gather"): the same name
    however its words are joined. With its option: compiled once per question, not once per answer."""
    distinctive = _distinctive_names(options)
    patterns = {}
    for _, option in options:
        for match in _IDENTIFIER.finditer(canon_option(option).translate(_DASHES)):
            for name in {match.group(0), *match.group(0).split(".")}:
                owner = distinctive.get(name.lower())
                if owner is None or not _JOINT.search(name):
                    continue
                body, last = "", 0
                for joint in _JOINT.finditer(name):
                    body += re.escape(name[last : joint.start()]) + _JOINTS[joint.group(1)]
                    last = joint.end()
                body += re.escape(name[last:])
                patterns[rf"(?<![A-Za-z0-9_]){body}(?![A-Za-z0-9_])"] = owner
    return tuple((re.compile(pattern, re.I), owner) for pattern, owner in patterns.items())


# a joint between a name's words, and what it may be written as: "_" a space ("kl target"); "-" a space,
# an underscore or nothing, between words ("all gather", "allgather"); a step into a capital, a space
# or nothing ("nccl allreduce", "nccl all reduce" for ncclAllReduce)
_JOINT = re.compile(r"(?<=[A-Za-z0-9])([_-]|(?<=[a-z0-9])(?=[A-Z]))(?=[A-Za-z0-9])")
_JOINTS = {"_": r"\s+", "-": r"[\s_]*", "": r"\s*"}


def identifier_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """A name that belongs to one option only ("kl_target" of `ppo.kl_target`, "Euler–Maruyama" of
    "Euler–Maruyama 求解 SDE"), written as a whole token: a mention of that option — token overlap
    with the option's text, read as a reading to confirm (an answer naming it is never bare)."""
    items = tuple(sorted(options.items()))
    names = _distinctive_names(items)
    found = []
    for spaced, owner in _spaced_names(items):  # "kl target" for kl_target: the name's words, spaced
        for match in spaced.finditer(text):
            written = match.group(0).lower().translate(_DASHES)  # as written, read below as any name is
            if written not in names and not any(taken[match.start() : match.end()]):
                found.append(Mention(match.start(), match.end(), frozenset(owner), "identifier"))
                for index in range(match.start(), match.end()):
                    taken[index] = True
    initials = _distinctive_initials(items)
    for match in _IDENTIFIER.finditer(text):
        label = names.get(match.group(0).lower()) or initials.get(match.group(0))  # "IS": capitals only
        if label is None or any(taken[match.start() : match.end()]):
            continue
        found.append(Mention(match.start(), match.end(), frozenset(label), "identifier"))
        for index in range(match.start(), match.end()):
            taken[index] = True
    return found


def owner(options: dict[str, str], name: str) -> str | None:
    """The one option ``name`` belongs to ("logQ" of "未对采样概率做修正（logQ 修正）"), or None."""
    return _distinctive_names(tuple(sorted(options.items()))).get(name.strip().lower())


def initials_owner(options: dict[str, str], initials: str) -> str | None:
    """The one option ``initials`` abbreviate, in capitals ("IS" of "Inception Score"), or None."""
    return _distinctive_initials(tuple(sorted(options.items()))).get(initials.strip())


_CODE_SPAN = re.compile(r"`([^`]+)`")


def own_name(option: str, name: str) -> bool:
    """Whether ``name`` is what the option's code is called: a backticked span of it, whole, or its
    last dotted parts (```jax.experimental.pjit```: "pjit", "experimental.pjit";
    ```cudaStreamSynchronize```（…）) — the option as written, not a word taken from it ("nvfuser" of
    a call, "logQ" of a sentence)."""
    wanted = name.lower()
    for span in _CODE_SPAN.findall(option):
        span = span.strip().lower()
        if _IDENTIFIER.fullmatch(span) and (span == wanted or span.endswith("." + wanted)):
            return True
    return False


# an option's name joined by hyphens ("adaLN-Zero", "QK-Norm"), one token; not code's underscore or dot
# ("kl_target" typed "kl target" is another name for it, read to confirm above)
_HYPHENED_NAME = re.compile(r"(?<![\w\-.])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+(?![\w\-.])")


def names_spaced(text: str, options: dict[str, str]) -> str:
    """``text`` with an option's hyphened name typed with spaces for its hyphens written as the option
    writes it ("adaLN zero" -> "adaLN-Zero"): read whole, not as a word and a number word ("zero" read
    as 0). Only a name of one option, matched whole and in any case."""
    for spaced, name in _hyphened_names_spaced(tuple(options.items())):
        text = spaced.sub(name, text)
    return text


@lru_cache(maxsize=1024)
def _hyphened_names_spaced(options: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each name one option alone writes with hyphens, as a pattern of it typed with spaces: built once
    per question's options, not for every answer graded."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for name in _HYPHENED_NAME.findall(option):
            owners.setdefault(name, set()).add(label)
    found = []
    for name, labels in owners.items():
        if len(labels) == 1:
            words = r"\s+".join(re.escape(word) for word in name.split("-"))
            found.append((re.compile(rf"(?<![\w\-]){words}(?![\w\-])", re.I), name))
    return tuple(found)
