"""A clause that repeats the claim's own predicate ("支持", "不安全", "It does support it", "it can't"),
read by its polarity against the claim's: the echo of a true/false claim."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.segmentation import posseg

# an adverb that only insists ("确实不支持") says nothing more than the verb it stands before, nor does a
# belief opening the clause ("我觉得不行"), said tentatively too ("好像是支持？": a statement, to confirm)
_LEANING = rf"(?:{alternation(lexicon.LEANINGS)})"
_ECHO = re.compile(
    rf"^(?:{lexicon.BELIEF_OPENINGS})?" + _LEANING + "?"
    rf"(?:{alternation(lexicon.INSISTING)})?"
    # a copula: "是不支持" and "是支持的" say it, "不是不支持" denies it (a double negation)
    rf"(?:(?P<copula>不是|是)(?={alternation(lexicon.NEGATION_OPENINGS)})|是(?=[\u4e00-\u9fff]{{2}}))?"
    rf"(?P<neg>{lexicon.NEGATIONS})?(?P<said>[\u4e00-\u9fff].*)$"
)
_ASKING = alternation(lexicon.ASKED_PARTICLES)
_OFFERING = re.compile(lexicon.OFFERING_LEADS, re.I)
# what may follow the repeated verb in its clause and say nothing more ("可以做 X 的": 做, 的)
_ECHO_FILLER = frozenset(lexicon.ECHO_FILLER)
_MOOD_CLOSES = frozenset(lexicon.ECHO_MOOD_CLOSES)
_ACKNOWLEDGEMENTS = frozenset(lexicon.ECHO_ACKNOWLEDGEMENTS)
_ACKNOWLEDGEMENTS_ALONE = frozenset(lexicon.ECHO_ACKNOWLEDGEMENTS_ALONE)
_EN_ECHO = re.compile(
    r"^(?:(?:it|this|that|they)\s+)?(?P<aux>does|do|did|can|could|will|would|wo(?=n'?t))"
    r"(?P<neg>n'?t|'t|not|\s+not)?"
    r"(?:\s+(?P<verb>[a-z]+))?(?P<rest>(?:\s+[\w'-]+)*)\s*$",
    re.I,
)
_EN_MODALS = {"can": "can", "could": "can", "will": "will", "would": "will", "wo": "will"}


def echoed(answer: str, claim: str, *, spaced: bool = False) -> bool | None:
    """An answer whose clause repeats the claim's verb, adjective or modal ("支持", "不安全", "可以做
    X 的", "It does support it", "it can't") with nothing but the claim's own words after it: true
    when it agrees with the claim's own polarity ("Mamba 不支持 …" answered "支持" is false), else
    None. ``spaced``: the answer as a whole, whose first clause may end at a space after Chinese ("不支持
    只能 offload 到 cpu"); a clause another reader cut out is read whole."""
    first = re.split(r"[,，;；。.!！]", strip_answer_prefix(normalise(answer)), maxsplit=1)[0].strip()
    if _OFFERING.match(first) and not re.search(_ASKING, first):
        first = first.rstrip(" ?？")  # "好像是支持？": a tentative statement, to confirm ("支持？" asks back)
    if not claim or not first:
        return None
    said = _echo_in(first, claim)
    said = _bare_yes(first, claim) if said is None else said
    opening = _SPACED.match(first) if spaced else None
    # "不支持 只能 offload 到 cpu": a space after Chinese ends the clause too, unless what follows it takes
    # the verb back ("支持 个鬼", "支持 我不信", "支持 的话就好了")
    if said is None and opening and not _SPACED_UNSAID.search(first[opening.end(1) :]):
        said = _echo_in(opening.group(1), claim)
    return said


_BARE_YES = re.compile(rf"(?P<said>会|有)(?:的|{alternation(lexicon.ECHO_MOOD_CLOSES)})?")
_CLAIM_DENIES = re.compile(lexicon.NEGATIONS_IN_CLAIM, re.I)


def _bare_yes(first: str, claim: str) -> bool | None:
    """True where the first clause is "会" or "有" alone, after any lead of leaning ("我觉得会", "好像有"),
    and the claim says what will happen or what it has (``BARE_YES_CLAIMS``) without a denial; else None."""
    lead = _ECHO.match(first)
    said = (
        _BARE_YES.fullmatch(lead.group("said"))
        if lead and not lead.group("neg") and not lead.group("copula")
        else None
    )
    if said is None or _CLAIM_DENIES.search(claim):
        return None
    return True if re.search(lexicon.BARE_YES_CLAIMS[said.group("said")], claim) else None


# a Chinese clause closed by a space rather than a comma, with more after it
_SPACED = re.compile(r"^(\S*[\u4e00-\u9fff])\s+\S")
_SPACED_UNSAID = re.compile(alternation(lexicon.ECHO_SPACED_UNSAID), re.I)


def _echo_in(first: str, claim: str) -> bool | None:
    """The echo of ``claim`` that the answer's first clause ``first`` is, or None."""
    tokens = _claim_tokens(claim)
    claim_words = {token.word.casefold() for token in tokens}
    words = first.split()
    while len(words) > 1 and (words[0].casefold() in claim_words or words[0].casefold() == "the"):
        words = words[1:]  # "Mamba does support it", "the kernel doesn't": the claim's own subject aside
    english = _EN_ECHO.match(" ".join(words))
    if english:
        verb = (english.group("verb") or "").lower()
        rest = [word for word in english.group("rest").lower().split() if word not in _ECHO_FILLER]
        if verb in _ECHO_FILLER:
            verb = ""
        if any(word not in claim_words for word in rest):
            return None
        aux = english.group("aux").lower()
        word = lexicon.ENGLISH_VERBS.get(verb) if verb else None
        if verb and word is None:
            return None
        modal = _EN_MODALS.get(aux) if not verb else lexicon.MODALS.get(word or "")
        return _agrees(
            tokens, word, modal, denied=english.group("neg") is not None, any_verb=not verb and not modal
        )
    match = _ECHO.match(_without_subject(first, claim_words))  # "它不会…", "Mamba 支持 …": the subject aside
    if not match:
        return None
    # no HMM: 8 ms a rare character
    said = [t for t in posseg().cut(match.group("said"), HMM=False) if t.word.strip()]
    said_after = {token.word for token in said[1:]}
    if (
        match.group("neg") is None
        and said_after <= _ECHO_FILLER | _MOOD_CLOSES
        and (
            said[0].word in _ACKNOWLEDGEMENTS_ALONE
            or (said[0].word in _ACKNOWLEDGEMENTS and said_after & _MOOD_CLOSES)
        )
    ):
        return None  # "好嘞", "好的", "行啦": "OK", said of nothing; "行" alone answers "可以"
    while len(said) > 1 and said[-1].word in _MOOD_CLOSES and said[-2].flag != "x":
        said.pop()  # "不会哦": the mood closing the clause adds nothing; "支持——哦" turns (a dash before)
    if any(not _claims_word(token, claim_words) for token in said[1:]):
        return None  # "支持，ZeRO-Infinity" is a remark in another clause; "支持多卡" says more
    word = said[0].word
    if word not in claim_words:  # "支援" of a claim "支持 …": the same verb, as Taiwan writes it
        word = lexicon.REGIONAL_VERBS.get(word, word)
    agrees = _agrees(tokens, word, lexicon.MODALS.get(word), denied=match.group("neg") is not None)
    return agrees if agrees is None or match.group("copula") != "不是" else not agrees


def _claims_word(token: Any, claim_words: set[str]) -> bool:  # jieba's pair: untyped
    """A word after the echoed verb that says nothing new: the claim's own, filler, or a one-character
    verb the head of a claim's word ("可以存" for "可安全以 FP16 保存", "会切的" for "切分")."""
    word = token.word
    if word.casefold() in claim_words or word in _ECHO_FILLER:
        return True
    return (
        len(word) == 1
        and token.flag == "v"
        and any(word in claimed and word != claimed for claimed in claim_words)
    )


@lru_cache(maxsize=512)
def _claim_tokens(claim: str) -> tuple[Any, ...]:  # jieba's pairs: untyped
    """The claim's words with their parts of speech: the claim is the question's stem, so it is
    segmented once per question, not once per answer."""
    return tuple(token for token in posseg().cut(normalise(claim)) if token.word.strip())


_PRONOUN_NOUNS = frozenset({"人家"})  # "人家支持啊": a pronoun jieba tags a noun


def _without_subject(clause: str, claim_words: set[str]) -> str:
    """The clause without the subject it opens with — a pronoun, or nouns of the claim's own ("它",
    "kernel 本身", "Mamba") — when a predicate follows."""
    tokens = list(posseg().cut(clause, HMM=False))  # the dictionary alone: an echo is the claim's own words
    start = 0
    for token in tokens:
        word, flag = token.word, token.flag
        subject = (
            flag == "r"
            or word in _PRONOUN_NOUNS
            or (word.casefold() in claim_words and flag.startswith(("n", "eng", "x", "m", "vn")))
        )
        if not (word.isspace() or subject):
            break
        start += len(word)
    rest = clause[start:].strip()
    return rest if rest and start else clause


def _agrees(
    tokens: Sequence[object], word: str | None, modal: str | None, *, denied: bool, any_verb: bool = False
) -> bool | None:
    """Whether an answer saying ``word`` (or its modal), ``denied`` or not, agrees with the claim."""
    for index, token in enumerate(tokens):
        text, flag = token.word, token.flag  # type: ignore[attr-defined]
        following = tokens[index + 1].flag if index + 1 < len(tokens) else ""  # type: ignore[attr-defined]
        predicate = flag.startswith(("v", "a")) and not following.startswith("v")  # not "显存占用"
        same = (text == word and predicate) or (modal is not None and lexicon.MODALS.get(text) == modal)
        if same or (any_verb and flag.startswith("v")):
            claim_denies = index > 0 and tokens[index - 1].word in _CLAIM_DENIALS  # type: ignore[attr-defined]
            return (not denied) != claim_denies
    return None


_CLAIM_DENIALS = frozenset(lexicon.ECHO_DENIALS)
