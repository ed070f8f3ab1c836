"""Options named by their letter, as a whole token: not inside a word or an identifier ("Bad",
"A100", "F.softmax"), not the English article ("a bad idea"), not a variable in a formula; a range
("A到E", "A-D") names every letter between. ``letters_named`` reads the bank's own prose alike.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import LABELS, Mention, prepare
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation


def _words(text: str) -> list[str]:
    return text.split()


# not a variable in a formula either: "2^(−h/4)", "x*h", "a=b", "h 取 48", "h 最多取到四十八", a bound
# set on it ("h ≤ 10/0.201", "n < 50")
_TAKEN_AS = rf"(?:{alternation(lexicon.TAKEN_BOUNDS)})?\s*取[到为]?"
_LETTERS = re.compile(
    r"(?<![A-Za-z0-9_.'’#$\\])(?<![A-Za-z0-9]-)(?<!\(-)(?<![\d)][/^*=])(?<![0-9]\s)([A-Ha-h]{1,8})"
    r"(?![A-Za-z0-9_'’#$])(?!\+\+)(?![.\-][A-Za-z0-9])"
    rf"(?!\s*(?:[/^*=≤≥≈]|[<>]=?|{_TAKEN_AS})\s*[\d(一二两三四五六七八九十])"
)
_NAMED_BEFORE = re.compile(r"(?:\boption|\bchoice|\banswer|选项|选)\s*$", re.I)
# a model number after a capital and one space, with no unit or decimal after it: "A 100 上", "H 800
# 集群" name hardware (as "A100" does), unless a choosing word stands before the letter ("选 A 100"); a
# ratio is no model number ("D 50/50", "D 60:40": the odds given to D) when its second figure is bare,
# and "-" joins two two-digit figures ("D 50-50"): "A 100-80G", "A 100/80G" still name hardware
_RATIO = r"\s*[/:：]\s*\d+(?![\d.]|\s*[A-Za-z%])|(?<= \d\d)-\d\d(?![A-Za-z0-9_.%])"
MODEL_NUMBER_AFTER = re.compile(r" \d{2,3}(?![\d.,%]|\s*[A-Za-z%]|" + _RATIO + ")")
_WORD_AFTER = re.compile(r"[^\S\n]+([A-Za-z]{2,})")  # on its line: "排除 A\nso A" ends a line on the letter
_LETTER_VERBS = frozenset(lexicon.LETTER_VERBS)  # "a is right", "a and c": still a letter
# a bare yes or no closing the clause after "a" that opens a clause or an item: said of the letter ("B,
# A yes", "A no, C"); an article is followed by what it names ("a yes-or-no question", "a no-brainer") or
# stands inside a clause ("C is a yes")
_VERDICT_CLOSING = re.compile(
    r"[^\S\n]+(?:yes|yep|yup|yeah|no|nope|nah)(?=[^\S\n]*(?:[,，;；.。!！]|$))", re.I
)
# a verb of verdict closing the clause right after "a" ("wait A counts, B doesn't", "A doesn't."): said of
# the letter wherever the clause opens; an article's noun goes on ("a counts table", "a doesn't-care")
_VERB_CLOSING = re.compile(
    r"[^\S\n]+(?:counts|doesn't|doesn’t|does not|qualifies|applies|holds)"
    r"(?=[^\S\n]*(?:[,，;；.。!！]|$))",
    re.I,
)
# a verb of keeping closing the clause after a capital "A" ("BC, A keep it", "A keeps"): the letter kept;
# or certainty ("A obviously, 1024/64", "A, no contest"): the letter said with conviction
_KEPT_CLOSING = re.compile(
    rf"[^\S\n]*,?[^\S\n]*(?<=[\s,])(?:{lexicon.LETTER_KEPT_CLOSING}|{lexicon.LETTER_CERTAIN_CLOSING})"
    r"(?=[^\S\n]*(?:[,，;；.。!！—]|-(?![A-Za-z0-9])|$))",
    re.I,
)
# (or a correction word opening the clause: "A B C. wait A no, B no")
_LIST_BEFORE = re.compile(r"(?:(?:^|[,，、;；/.。!！])\s*(?:(?:wait|actually|hmm|ok|okay)\b[\s,]*)?)$", re.I)
# English words spelled with distinct letters A–H: words, not option sets ("Bad answer" ≠ A, B, D); not
# the archaic ones nobody writes in an answer ("abed", "bade", "dace"): "ABED" is a set of letters
_LETTER_WORDS = frozenset(
    _words(
        "be bad cab dab fad gab had bed fed bag beg age aged bead face faced cafe fade faded deaf head "
        "each beach ache ached chef badge cage caged hag bach cha he ha eh ah ed"
    )
)


def _is_run(token: str) -> bool:
    """One letter, or distinct letters in any order ('ACD', 'dca') that do not spell a word."""
    upper = token.upper()
    return len(upper) == 1 or (len(set(upper)) == len(upper) and token.lower() not in _LETTER_WORDS)


# a range joins two letters: in a chain of three or more ("A-C-D") each letter is named on its own
_RANGE = re.compile(
    rf"(?<![A-Za-z0-9_])(?<![A-H]-)([A-H])\s*(?:(?:{alternation(lexicon.RANGE_COUNTED_TO)})?\s*(?:到|至)|~|～|-|through|to)"
    r"\s*([A-H])(?![A-Za-z0-9_])(?!\s*-\s*[A-H])"
)  # "从 A 数到 E": a verb of counting before "到" leaves it a range


def letter_mentions(text: str, code: list[bool], taken: list[bool]) -> list[Mention]:
    found = []
    for match in _RANGE.finditer(text):  # "A到E", "A-D": every letter between
        first, last = match.group(1), match.group(2)
        if first < last and not any(code[match.start() : match.end()] + taken[match.start() : match.end()]):
            labels = frozenset(LABELS[LABELS.index(first) : LABELS.index(last) + 1])
            found.append(Mention(match.start(), match.end(), labels, "range"))
            for index in range(match.start(), match.end()):
                taken[index] = True
    for match in _LETTERS.finditer(text):
        token = match.group(1)
        if any(code[match.start() : match.end()]) or any(taken[match.start() : match.end()]):
            continue
        if not _is_run(token):
            continue
        named = _NAMED_BEFORE.search(text, 0, match.start()) is not None  # "option A", "选项 A"
        if len(token) == 1 and token.isupper() and not named and MODEL_NUMBER_AFTER.match(text, match.end()):
            continue
        if token.lower() == "a" and not named:  # the article: "a bad idea", "A good answer is C"
            word = _WORD_AFTER.match(text, match.end())
            after = word.group(1) if word else ""
            letters_after = re.fullmatch(r"[A-Ha-h]+", after) is not None and _is_run(after)  # "a bcd"
            said = (  # "B, A yes": opening a clause of a list, not "C is a yes"
                word is not None
                and _VERDICT_CLOSING.match(text, word.start()) is not None
                and _LIST_BEFORE.search(text, 0, match.start()) is not None
            ) or (word is not None and _VERB_CLOSING.match(text, word.start()) is not None)
            said = said or (token == "A" and _KEPT_CLOSING.match(text, match.end()) is not None)
            if word and after.lower() not in _LETTER_VERBS and not letters_after and not said:
                continue
        found.append(Mention(match.start(), match.end(), frozenset(token.upper()), "letter"))
    return found


_MATH_NEIGHBOUR = re.compile(r"[-−+×*/=^²·<>≤≥]")


def letters_named(text: str, labels: str) -> frozenset[str]:
    """Which of ``labels`` a piece of the bank's prose names by letter ("A 开启的是…", "选项C", "(B)"),
    read as the grader reads an answer's letters (whole tokens, not in code or words): prose that would
    go stale if the options were relabelled. Prose is the bank's, not a candidate's: a lower-case
    letter or one inside a formula ("B−1 个负例", "b 个分桶") is a variable, not an option."""
    prepared, code = prepare(text)
    named: set[str] = set()
    for mention in letter_mentions(prepared, code, [False] * len(prepared)):
        before = prepared[: mention.start].rstrip()[-1:]
        after = prepared[mention.end :].lstrip()[:1]
        in_formula = _MATH_NEIGHBOUR.match(before) or _MATH_NEIGHBOUR.match(after)
        if prepared[mention.start : mention.end].isupper() and not in_formula:
            named |= mention.labels
    return frozenset(named & set(labels.upper()))
