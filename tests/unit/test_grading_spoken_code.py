"""The round on blind batch 80: a code fill said aloud to a phone's voice input, its punctuation written
out as words ("block size 冒号 tl 点 constexpr") or its letters spelled ("两个都填 n v m e").

Every accepted fill of every code question is said the way a voice input writes it (lower case, no
underscores between words, no quotes, no closing brackets at the end, each other symbol as its word):
it reads back as that fill, to confirm. A word changed, a word of prose beside it, or a word that is no
symbol ("多一点") is never read as the fill: a fill said aloud that spells no accepted one is asked
again, never graded wrong or right, since how it would be written is not known.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
CODES = [q for q in BANK.values() if q.type is QuestionType.CODE]
_SAY = {"(": "括号", ",": "逗号", ".": "点", "=": "等于", ":": "冒号", "->": "箭头", "*": "星号", ";": "分号"}
_TOKEN = re.compile(r"[A-Za-z0-9]+|->|\S")


def _said(fill: str) -> str | None:
    """``fill`` as a voice input writes it, or None when it holds a symbol no word says here."""
    tokens = _TOKEN.findall(fill)
    while tokens and tokens[-1] in ")]":
        tokens.pop()  # the closing brackets left unsaid
    words, quoted = [], False
    for index, token in enumerate(tokens):
        if token in "'\"":
            quoted = not quoted
        elif token[0].isalnum():
            words.append(token.lower())
        elif token in "_-" and 0 < index < len(tokens) - 1 and tokens[index + 1][0].isalnum():
            if token == "-" and not quoted:
                return None
            if not tokens[index - 1][0].isalnum():
                words.append("下划线")  # "_inner": said
        elif token in _SAY:
            words.append(_SAY[token])
        else:
            return None
    said = " ".join(words)
    return said if any(word in _SAY.values() for word in words) else None


def test_a_fill_said_aloud_reads_back_as_that_fill() -> None:
    read = 0
    for question in CODES:
        if len(question.blanks) > 1:
            continue
        for fill in [*question.blanks, *question.accepted][:3]:
            said = _said(fill)
            if said is None:
                continue
            graded = grade(question, said)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
            read += 1
            changed = re.sub(r"[a-z0-9]+$", "zzz", said)
            for unmeant in (changed, f"先写 {said}", f"{said} 吧 不确定"):
                graded = grade(question, unmeant)
                assert graded.verdict is not Verdict.CORRECT, (question.id, unmeant)
            assert grade(question, changed).verdict is Verdict.INVALID, (question.id, changed)
    assert read >= 8


def test_fills_of_several_blanks_said_aloud() -> None:
    for question in CODES:
        if len(question.blanks) < 2:
            continue
        said = [_said(fill) or fill.lower() for fill in question.blanks]
        labelled = "，".join(f"空{index + 1} {each}" for index, each in enumerate(said))
        graded = grade(question, labelled)
        if any(_said(fill) for fill in question.blanks):
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, labelled)
        changed = labelled.rsplit(" ", 1)[0] + " zzz"
        assert grade(question, changed).verdict is not Verdict.CORRECT, (question.id, changed)
        if len(set(question.blanks)) == 1 and question.blanks[0].isalpha():
            spelled = " ".join(question.blanks[0].lower())
            both = grade(question, f"两个都填 {spelled}")
            assert both.verdict is Verdict.CORRECT and both.needs_confirmation, (question.id, spelled)
            other = grade(question, f"两个都填 {spelled[:-1]}x")
            assert other.verdict is not Verdict.CORRECT, (question.id, spelled)


def test_a_measure_word_or_prose_is_no_symbol_said() -> None:
    question = BANK["seed000-28"]
    for unmeant in (
        "block size 多一点",
        "block size 冒号 tl 点 constexpr 不对",
        "先写 block size 冒号 tl 点 constexpr",
    ):
        assert grade(question, unmeant).verdict is not Verdict.CORRECT, unmeant


SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]


def test_an_options_code_said_aloud_on_a_single_choice() -> None:
    read = 0
    for question in SINGLES:
        codes = {label: text.strip("`") for label, text in question.options.items() if text.startswith("`")}
        key = question.key_text
        said = _said(codes.get(key, "")) if len(codes) == len(question.options) else None
        if not said or any(_said(code) == said for label, code in codes.items() if label != key):
            continue
        graded = grade(question, f"先写 {said}")
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
        read += 1
        for unmeant in (f"不是 {said}", f"{said} 不对", f"先写 {said}，不用这个"):
            assert grade(question, unmeant).verdict is not Verdict.CORRECT, (question.id, unmeant)
        for label, code in codes.items():
            other = _said(code)
            if label != key and other:
                assert grade(question, other).verdict is not Verdict.CORRECT, (question.id, other)
    assert read >= 3


def test_a_call_dictated_without_its_bracket_and_commas() -> None:
    """A call said with its other symbols ("flash attn func q k v causal 等于 true", "cp 点 checkpoint 括号
    inner 逗号 x …") may leave its opening bracket, its commas and a name's opening underscore unsaid; a
    word changed or two names swapped is still asked again, and a call said with no symbol at all is left
    to the other readers."""
    read = 0
    for question in CODES:
        if len(question.blanks) > 1:
            continue
        for fill in [*question.blanks, *question.accepted][:3]:
            said = _said(fill)
            if said is None:
                continue
            bare = re.sub(r"\s*(?:逗号|括号|下划线)\s*", " ", said).strip()
            if bare == said or not any(word in bare for word in ("等于", "点", "冒号")):
                continue
            graded = grade(question, bare)
            if "'" in fill or "(_" in fill:  # a string's commas, an underscore after an unsaid bracket: asked
                assert graded.verdict is Verdict.INVALID, (question.id, bare)
                continue
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, bare)
            read += 1
            changed = re.sub(r"[a-z0-9]+$", "zzz", bare)
            assert grade(question, changed).verdict is Verdict.INVALID, (question.id, changed)
            words = bare.split()
            for index in range(len(words) - 1):
                if words[index] != words[index + 1] and words[index].isalnum() and words[index + 1].isalnum():
                    swapped = " ".join([*words[:index], words[index + 1], words[index], *words[index + 2 :]])
                    assert grade(question, swapped).verdict is not Verdict.CORRECT, (question.id, swapped)
                    break
    assert read >= 3
