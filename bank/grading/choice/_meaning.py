"""Reading an option by what the answer means: a proposal to confirm, when the rules read nothing.

The rules read options by their letters, texts, figures, names and paraphrases made of the options'
own words. A candidate may restate an option in words none of them use, or in another language:
"the one that passes mode='reduce-overhead' explicitly", "missing correction for the sampling
probability". A model of meaning (a sentence-embedding similarity, given by the caller: this package
loads no model) compares each clause of such an answer with each option's text, and proposes the
option one clause is clearly closest to.

Only as a proposal: the reading is always shown for the candidate's confirmation, never recorded on
its own. And only where the rules found no reading and nothing in the answer speaks against reading
one: a question mark, a letter, a denial or rule-out, a hedge, a doubt, an alternative, a give-up, an
unfinished sentence, a figure the option does not hold, a negation the option does not share (or an
option's negation the clause does not share), an option too short for its meaning to be told from a
near miss ("不变" / "变了"; an option of two characters is long enough when it is words alone, with no
figure and no negation: "剔除"). A clause nearly as close to a second option, or another clause closer to
another option (one it may restate: "学习率为 0" restates no option without a 0), proposes nothing:
the reader asks again, as without the model. On a single choice a
smaller margin does when the answer also uses words of that option alone, none of another option's or
the stem's ("KL 目标值那个超参数": `ppo.kl_target`): the model and the words agree.

Options that are a figure alone ("2", "4×") are too short for a model's meaning; an answer saying one
of them in words ("two in flight at most", "最多两个", "quadruples"), and no other figure, no
operation on it and nothing against a reading, proposes it the same way, with or without a model.

Over 400 lines: the guards of a proposal (the stem said back, a correction, an asked verb, a clause
that denies) sit beside the proposal they guard, so that no proposal is made without them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from bank.grading.choice._choice_clauses import only_context
from bank.grading.choice._list_items import without_count_lead
from bank.grading.choice._meaning_words import (
    asked_verb_out,
    names_a_setting,
    offered_body,
    own_pairs_out,
    pairs_written,
    story_set_aside,
    switch_off_out,
    switched_on,
)
from bank.grading.mentions._letter_mentions import MODEL_NUMBER_AFTER, letter_mentions
from bank.grading.mentions._mentions import canon_option
from bank.grading.mentions._ordinal_mentions import numbered_on_figures
from bank.grading.numbers._numbers import (
    SCORE_AFTER,
    SHARE_OF_AFTER,
    TAKEN_OF_AFTER,
    TAKEN_OF_BEFORE,
    UNFINISHED,
    an_option_scored,
    find_quantities,
)
from bank.grading.numbers._units import bit_symbol
from bank.grading.open._distinct import told_apart
from bank.grading.open._paraphrase import shares_words, stem_terms, turned_bound
from bank.grading.text import _words as lexicon
from bank.grading.text._en_numerals import english_number
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LIST_CLOSING
from bank.grading.text._zh_numerals import zh_value

# texts, options -> the cosine similarity of each text with each option (one row per text)
Similarity = Callable[[Sequence[str], Sequence[str]], Sequence[Sequence[float]]]

# How much closer the deciding clause must be to its option than to the next one. The model's
# similarities lie close together (0.75-0.95 for any two texts of the field), so the margin, not the
# similarity, tells a restatement from a text on the same subject.
MARGIN = 0.03
# A smaller margin does, for a single choice, when the answer also uses words that option alone has
# (not the stem's): the model and the words agree
AGREED_MARGIN = 0.008
MIN_OPTION_CHARS = 3  # an option's meaningful characters below which its meaning is not told apart
# the same for an option of words alone, with no figure and no negation ("剔除"): its near misses
# ("保留", "不删") are told by the margin and the negation; a figure's ("4×") or a negated one's ("不变",
# "没有变化吧") are not
MIN_WORD_OPTION_CHARS = 2
MIN_CLAUSE_CHARS = 2
_DIGIT = re.compile(r"\d")

# What speaks against proposing anything: a question, a letter (the rules read letters), a denial or
# rule-out, an all-but, a wrong-saying word.
# capital ("a" is an article), standing alone: "A100", "D2H", "C++" and "A 100" are names
_LETTER = re.compile(r"(?<![A-Za-z0-9])[A-H](?![A-Za-z0-9]|\+\+)(?!" + MODEL_NUMBER_AFTER.pattern + ")")


def _letter_said(text: str) -> bool:
    """Whether a capital letter stands as an option's, as the rules read letters: a sentence-initial
    "A" before an English word ("A tie has no winner …") is the article."""
    if not _LETTER.search(text):
        return False
    free = [False] * len(text)
    return any(text[found.start : found.end].isupper() for found in letter_mentions(text, free, list(free)))


_AGAINST = re.compile(
    rf"[?？]|{alternation(lexicon.AGAINST)}|"
    rf"\b(?:not|no|none|neither|nor|wrong|incorrect|except|but|unless|if|whether)\b|n't\b|{alternation(lexicon.IFS)}|"
    # an option thrown out: "SDE 那个扔掉", "划掉 C" (not "扔掉平局样本", an option's own removal)
    rf"(?:{alternation(lexicon.POINTED_OUT)})\s*(?:给)?[剔去拿删划排扔踢砍丢]掉|{alternation(lexicon.STRUCK_OUT)}",
    re.I,
)
_UNFINISHED = re.compile(
    rf"(?:[:：=＝,，、+×*/÷-]|→|->|{alternation(lexicon.UNFINISHED)}|\b(?:then|by|is|are|the|of|to|and|so|gives|equals)\b"
    # a substitution with no result yet: "n 取 32 代进去……", "plug n = 32 in"
    rf"|{lexicon.SUBSTITUTING}"
    # a condition still waiting for its result: "那么 n=32 时……", "当 h 取 8 时", "n 取 32 的话" (a 时 of
    # its own after a value or a 当/若/如果 clause: not the end of 小时, 超时, 同时 …)
    rf"|(?:[=＝<>≤≥]\s*[\w.]+|取\s*[\w.]+|(?:{alternation(lexicon.WHEN_OPENERS)})[^，,。;；]*)\s*时|的话)"
    r"\s*$",
    re.I,
)
# a negation in a clause or an option: the two must agree ("没加 LayerNorm" restates "未加 LayerNorm";
# "变了" does not restate "不变")
_NEGATION = re.compile(rf"{alternation(lexicon.MEANING_NEGATIONS)}|{lexicon.MEANING_NEGATIONS_EN}", re.I)
_LACKING = re.compile(alternation(lexicon.LACKING))
_LACKING_DENIED = re.compile(lexicon.LACKING_DENIED)
_NO_DIFFERENCE = re.compile(alternation(lexicon.NO_DIFFERENCE), re.I)
_CLAUSES = re.compile(
    r"[，,;；。!！\n…]+|(?<=\S)\.(?:\s+|$)|\s+(?:so|because|since|as)\s+|"
    + alternation(lexicon.CLAUSE_REASONS)
)
# parts of a multiple-choice answer, one option each
_PARTS = re.compile(rf"[，,;；。、+&/\n]+|\s*(?:{alternation(lexicon.PART_LINKS)})\s*|\s+and\s+", re.I)
# every option but those described: "everything except X and Y", "除了 X（以外）都对", "除了 X, all of them"
_EVERY_BUT = re.compile(
    r"^\s*(?:(?:all|everything|every option|all options|all the options)(?:\s+of them)?\s*,?\s*"
    r"(?:but|except(?:\s+for)?)\s+(?P<out>[^,，;；。]+?)"
    r"|除了?\s*(?P<zh>[^,，;；。]+?)\s*(?:以外|之外)?\s*[,，]?\s*"
    rf"(?:{alternation(lexicon.EVERY_CLOSINGS)}))"
    r"\s*(?P<rest>(?:[,，;；。.!！]\s*.*)?)$",
    re.I | re.S,
)
_MEANINGFUL = re.compile(r"[\w\u4e00-\u9fff]")


def _meaningful(text: str) -> int:
    return len(_MEANINGFUL.findall(text))


def _speaks_against(text: str) -> bool:
    return bool(
        _letter_said(text)
        or _AGAINST.search(text)
        or _UNFINISHED.search(text.rstrip(" .。!！…~"))
        or lexicon.has(
            text,
            lexicon.HEDGES + lexicon.DOUBTS + lexicon.ALTERNATIVES + lexicon.GIVE_UPS + lexicon.RULE_OUT
            + lexicon.DISMISSALS + lexicon.ASKING + lexicon.OPEN_TOGETHER + lexicon.SARCASM
            # left after the cut at the last correction, a correction closes the answer: "…，开玩笑的"
            + lexicon.CORRECTIONS
            + lexicon.ONCE_HELD  # "以前会扔掉平票的对": no longer the candidate's
            + lexicon.BELIEFS_DENIED_IN_WORDS,  # "我不觉得是采样偏差没校正": not so
        )
    )  # fmt: skip


_SAME_UNIT = {"times": "×", "倍": "×", "x": "×"}


def _unit(unit: str | None) -> str:
    """A unit as compared: case aside, "times" and "倍" as "×"; a bit symbol ("Gb") is bits, not "gb"."""
    folded = (unit or "").casefold()
    return folded + "it" if bit_symbol(unit) else _SAME_UNIT.get(folded, folded)


def _fits(clause: str, option: str) -> bool:
    """Whether ``clause`` may restate ``option``: the same polarity, and no figure the option lacks."""
    text = canon_option(option)
    plain = not (_DIGIT.search(text) or _NEGATION.search(text))  # "剔除", not "不变" nor "4×"
    if _meaningful(text) < (MIN_WORD_OPTION_CHARS if plain else MIN_OPTION_CHARS):
        return False
    if _LACKING_DENIED.search(clause):
        return False  # "采样概率的纠偏没少": a double negation restates no option
    negated = bool(_NEGATION.search(_NO_DIFFERENCE.sub("", clause)))  # "跟随机初始化没区别": not negated
    if bool(_NEGATION.search(option)) and not negated and _LACKING.search(clause):
        negated = True  # "少了 LayerNorm" restates "未使用 LayerNorm"
    if negated is not bool(_NEGATION.search(option)):
        return False
    if turned_bound(clause, option):
        return False  # "算力 8.9 以下" is no restatement of "计算能力 ≥ 8.9"
    own = [(round(found.value, 9), _unit(found.unit)) for found in find_quantities(canon_option(option))]
    for found in find_quantities(clause):  # "35MB" is no restatement of "35GB", "6 times" is of "6×"
        value, unit = round(found.value, 9), _unit(found.unit)
        if not any(
            value == theirs and not (unit and their_unit and unit != their_unit) for theirs, their_unit in own
        ) and not _written_in(value, unit, option):
            return False
    return True


def _written_in(value: float, unit: str, option: str) -> bool:
    """Whether ``option`` writes the figure as a number of its own, in a name or before a longer unit
    ("16bit" of `stage3_gather_16bit_weights…`, "35G" of "35GB"), with the unit, if the clause says
    one, where the option's begins ("35 MB" is not of "35GB"); never a term of a fraction or a ratio
    ("31" is not "15/31", nor "15 除以……" a ratio still to come)."""
    written = re.finditer(
        rf"(?<![A-Za-z\d./:])(?<![/:]\s){re.escape(f'{value:g}')}(?!\d|\.\d|\s*[/:])\s*([A-Za-z]*)", option
    )
    return any(not unit or found.group(1).casefold().startswith(unit) for found in written)


def _closest(
    clauses: list[str],
    labels: list[str],
    options: dict[str, str],
    similarity: Similarity,
    stem: str | None = None,
) -> str | None:
    """The option one clause is clearly closest to, when no clause is as close to another; with the
    question's ``stem`` (a single choice), also one a clause is closest to by a smaller margin when
    the answer uses words of that option alone."""
    rows = similarity(clauses, [options[label] for label in labels])
    proposals = []
    for clause, row in zip(clauses, rows, strict=True):
        order = sorted(range(len(labels)), key=lambda index: -row[index])
        margin = row[order[0]] - row[order[1]] if len(order) > 1 else 0.0
        proposals.append((labels[order[0]], margin, clause))
    label, margin, clause = max(proposals, key=lambda proposal: proposal[1])
    if not _fits(clause, options[label]):
        return None
    if margin < MARGIN and (
        stem is None
        or margin < AGREED_MARGIN
        or shares_words(" ".join(clauses), options, stem_terms(stem)) != label
    ):
        return None
    if any(
        other != label and other_margin >= MARGIN / 2 and _fits(other_clause, options[other])
        for other, other_margin, other_clause in proposals
    ):
        return None  # another clause leans to another option it may restate: two readings
    return label


# figures in words, for options that are a figure alone (too short for a model's meaning): "two in
# flight at most", "最多两个", "quadruples", "sixteen a rank"; "one" is mostly an article or a pronoun
_EN_WORDS = re.compile(r"\b[a-z]+(?:-[a-z]+)?\b", re.I)
_TIMES_WORDS = {
    "double": 2, "doubles": 2, "doubled": 2, "twice": 2, "triple": 3, "triples": 3, "tripled": 3,
    "thrice": 3, "quadruple": 4, "quadruples": 4, "quadrupled": 4, "翻倍": 2,
}  # fmt: skip
_ZH_COUNT = re.compile(
    r"(?<![第一二两三四五六七八九十百千])([一二两三四五六七八九十百千]+)(?=[个条张次种项倍维块卡层步份位路])|^([一二两三四五六七八九十百千]+)$"
)


_OPERATION = re.compile(
    rf"[*/÷+=]|\S\s*[×x]\s*\S|{alternation(lexicon.OPERATION_WORDS)}|\b(?:times\s+(?:the|a|an|\w+\s+of)|divided|plus|minus|over|per)\b",
    re.I,
)


@lru_cache(maxsize=512)
def _figure_options(options: tuple[tuple[str, str], ...]) -> tuple[tuple[str, tuple[float, str]], ...]:
    """The options that are one figure and nothing else ("2", "4×", "35GB"): their value and unit; a
    question's options never change, so this is read once per question."""
    figures = []
    for label, option in options:
        text = canon_option(option).strip(" []`'\"")
        found = find_quantities(text)
        if len(found) == 1 and not _MEANINGFUL.search(text[: found[0].start] + text[found[0].end :]):
            figures.append((label, (round(found[0].value, 9), _unit(found[0].unit))))
    return tuple(figures)


def _figures(text: str) -> set[tuple[float, str]]:
    """Every figure ``text`` says, in digits or in words, with its unit as compared."""
    said = {(round(found.value, 9), _unit(found.unit)) for found in find_quantities(text)}
    for word in _EN_WORDS.findall(text):
        value = english_number(word) if word.lower() != "one" else None
        if value is not None:
            said.add((float(value), ""))
        if word.lower() in _TIMES_WORDS:
            said.add((float(_TIMES_WORDS[word.lower()]), "×"))
    for match in _ZH_COUNT.finditer(text):
        run = match.group(1) or match.group(2)
        value = zh_value(run) if run != "一" else None  # "一个": an article
        if value is not None:
            said.add((float(value), "×" if text[match.end() : match.end() + 1] == "倍" else ""))
    if "翻倍" in text:
        said.add((2.0, "×"))
    return said


def _figure_said(text: str, options: dict[str, str]) -> str | None:
    """The one figure option ``text`` says, in digits or words, when it says no other figure."""
    figures = _figure_options(tuple(options.items()))
    if _OPERATION.search(text):
        return None  # "8 乘以 world_size", "1024/64", "16 times the number of nodes": an operand
    if UNFINISHED.search(text):
        return None  # "…4 倍，合起来……": the calculation stopped before its result, as the rules read it
    if numbered_on_figures(text):
        return None  # "option 4": the fourth option or the figure 4, as the rules read it: neither
    if any(
        TAKEN_OF_AFTER.match(text, found.end)
        or SHARE_OF_AFTER.match(text, found.end)
        or TAKEN_OF_BEFORE.search(text, 0, found.start)
        or (SCORE_AFTER.match(text, found.end) and not an_option_scored(options))
        for found in find_quantities(text)
    ):
        return None  # "64 开方", "half of 64", "64 打对折": the figure worked on is no figure said
    said = _figures(text)
    if len(figures) < 2 or len({value for value, _ in said}) != 1:
        return None
    value, unit = next(iter(said))
    matching = [
        label for label, (theirs, their_unit) in figures
        if theirs == value and unit == their_unit  # "10" is not "10%"
    ]  # fmt: skip
    return matching[0] if len(matching) == 1 else None


# the stem said back is words of it, never a figure alone ("= 2, then divide by 2": a step, not the stem)
_STEM_SAID_BACK = re.compile(r"^(?!.*\d).*[\u4e00-\u9fffA-Za-z]{2}", re.S)


def propose(
    text: str,
    options: dict[str, str],
    similarity: Similarity | None,
    *,
    multi: bool = False,
    stem: str = "",
) -> frozenset[str]:
    """The options ``text`` says by its meaning, or none: one for a single choice (a figure option said
    in words, or an option told apart by its own words, needs no model; any other needs
    ``similarity``); one per described part (every part a different option) for a multiple choice, or
    every option but those described."""
    head = _CLAUSES.search(text) if not multi else None
    if (
        head
        and _STEM_SAID_BACK.search(text[: head.start()])
        and text[head.end() :].strip()
        and only_context(text[: head.start()], stem_terms(stem))
    ):
        text = text[
            head.end() :
        ]  # "应修改的组件是……位置编码那个": the stem's words said back, then the answer
    if not multi:
        text = story_set_aside(text, options, stem)  # "就像拼图…——gather 16bit 那个": what it ends on
    text = asked_verb_out(text, stem)
    cut = lexicon.last_correction(text)
    text = text[cut:] if cut is not None else text
    labels = list(options)
    if len(options) < 2:
        return frozenset()
    every_but = _EVERY_BUT.match(text) if multi and similarity is not None else None
    if similarity is not None and every_but is not None:  # "all except the 8k context": the rest
        rest, out = every_but.group("rest") or "", every_but.group("out") or every_but.group("zh")
        if _speaks_against(rest) or _speaks_against(out):
            return frozenset()
        left_out = _described(out, labels, options, similarity)
        return frozenset(labels) - left_out if left_out else frozenset()
    if not multi:
        text = pairs_written(text, options)  # "随机给 0 或 1" of "随机赋 0/1": the option's own pair
        text = offered_body(text, options, stem)
    if _speaks_against(text):
        return frozenset()
    if not multi:
        clauses = [
            part.strip() for part in _CLAUSES.split(text) if part and _meaningful(part) >= MIN_CLAUSE_CHARS
        ]
        figure = _figure_said(text, options) or _told(clauses, options, stem)
        if figure is not None or similarity is None:
            return frozenset({figure} if figure else ())
        found = _closest(clauses, labels, options, similarity, stem) if clauses else None
        return frozenset({found} if found else ())
    parts = _parts(without_count_lead(text.strip()))  # "四个：DDIM、…": the count is no part
    told = [_told([part], options, stem) for part in parts]
    if parts and None not in told and len(set(told)) == len(told):
        return frozenset(label for label in told if label)  # each part one option by its own words
    if similarity is None or len(parts) < 2:
        return frozenset()  # one part alone: the single-option path of the rules, or nothing
    return _described(text, labels, options, similarity)


def _told(clauses: list[str], options: dict[str, str], stem: str) -> str | None:
    """The one option every clause tells apart by its own words (``_distinct``), each of the same
    polarity as the option."""
    said = " ".join(clauses)
    if _OPERATION.search(own_pairs_out(said, options)) and find_quantities(said):
        return None  # "… 乘以 rank 数": an option's figure operated on is no option
    if any(switched_on(clause) for clause in clauses):
        return None  # "gather 16bit 开着呢": a setting said to be on — is it the fault, or cleared?
    stated = [switch_off_out(clause) for clause in clauses]  # "gather 16bit 的开关没开"
    told = [told_apart(clause, options, stem) for clause in stated]
    found = set(told) - {None}
    if len(found) != 1 or told[0] is None:
        return None  # the answer opens with something else ("missing …; also lacking …"), or two
    [label] = found
    if not label or (stated != clauses and not names_a_setting(options[label])):
        return None  # "剔除的开关没开": a switch only a setting's name has
    return label if all(_fits(clause, options[label]) for clause in stated) else None


def _parts(text: str) -> list[str]:
    text = LIST_CLOSING.sub("", text, count=1)
    return [part.strip() for part in _PARTS.split(text) if part and part.strip()]


def _described(
    text: str, labels: list[str], options: dict[str, str], similarity: Similarity
) -> frozenset[str]:
    """The options the parts of ``text`` describe, each a different one, or none."""
    parts = _parts(text)
    if not parts or any(_meaningful(part) < MIN_CLAUSE_CHARS for part in parts):
        return frozenset()
    chosen = [_closest([part], labels, options, similarity) for part in parts]
    if None in chosen or len(set(chosen)) != len(chosen):
        return frozenset()
    return frozenset(label for label in chosen if label)
