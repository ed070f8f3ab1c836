"""Dress a bare choice may come in and still be bare: the whole answer in one pair of brackets
("〔B〕", "{B, D, E}", "【不变】") or in quotes ("“512”", a set's each: "“X”“Y”"), letters joined by
dots ("A·B·D", "A.C.D"), an option's text with its own letter after it in brackets ("35GB（A）"), one
bracket with no partner ("C」"), and an option's code name written as a call with nothing inside
("cudaStreamSynchronize()"). Only the dress is taken off: what is left must still be a bare answer by
the rules of ``_confirmation``, and the reading itself is the choice reader's. The module is a little
over 400 lines: each dress is one short pattern with the guard that keeps a sentence from passing as it.

One dress is also taken off before reading: an option's letter glued by a dot or a middle dot to what
follows it ("D.128", "A.16", "B·2" as the whole answer), which the letter reader leaves alone inside a
sentence (a dot and a digit after a letter are a section or a version number there, "B.2"). The letter
is read, and what follows is read too: glued to another option's text, both options are read (a
contradiction on a single choice), never the text's option alone. Bare only when what follows is the
letter's own text. So is a letter glossed by "=", ":" or a space and an option's whole text ("B=128",
"B 128").

What is no dress: "answer" said before the answer with no colon ("答案是 C", "答案 C"), a sentence to
confirm, where "答案：C" with its colon is a label taken off (``answer_spoken``)."""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import canon_option
from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._text import strip_answer_prefix

# opening bracket -> its closing bracket, as normalised answers hold them (NFKC folds the full-width
# "（" and "｛" to ASCII; the CJK brackets stay as they are)
_PAIRS = {
    "(": ")",
    "[": "]",
    "{": "}",
    "【": "】",
    "〔": "〕",
    "〈": "〉",
    "《": "》",
    "「": "」",
    "『": "』",
    "«": "»",
    "‹": "›",
    "〖": "〗",
    "⟨": "⟩",  # the mathematical angle and white square brackets: "⟨b⟩", "⟦D⟧"
    "⟦": "⟧",
    "<": ">",  # "<C>", "<ABDE>" (the mention reader keeps such a whole answer: no HTML tag)
}
_OPENING = "".join(re.escape(char) for char in _PAIRS)
_CLOSING = "".join(re.escape(char) for char in _PAIRS.values())
# capital letters joined by a dot or a middle dot: "A·B·D", "A.C.D", "A‧B‧C"
_DOTS = re.escape("." + lexicon.MIDDLE_DOTS)
_DOTTED_SET = re.compile(rf"[A-H](?:\s*[{_DOTS}]\s*[A-H])+\.?")
# an option's text, then a letter in brackets: "35GB（A）", "8 [A]"
_LETTER_AFTER = re.compile(rf"(?P<own>[^{_OPENING}].*?)\s*[{_OPENING}]\s*(?P<letter>[A-Ha-h])\s*[{_CLOSING}]")
# a code name called with nothing inside: "cudaStreamSynchronize()", "torch.cuda.synchronize()"
_EMPTY_CALL = re.compile(r"(?P<name>[A-Za-z_][\w.]*)\s*\(\s*\)")


def unwrapped(core: str) -> str | None:
    """What one pair of brackets round the whole answer holds, or None when it is not so wrapped."""
    if len(core) < 3 or _PAIRS.get(core[0]) != core[-1]:
        return None
    inner = core[1:-1]
    depth = 0
    for char in inner:  # "(A) or (B)" is two bracketed items, not one wrapped answer
        if char == core[0]:
            depth += 1
        elif char == core[-1]:
            depth -= 1
            if depth < 0:
                return None
    return inner.strip() or None


# quotes round a whole answer of option letters: "‘b’", "“D”", "'A, C'" (the letter reader leaves a
# letter beside an apostrophe alone, "B's", "I'd": the quotes are taken off first)
_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’"}
_LETTERS_ALONE = re.compile(r"[A-Ha-h](?:\s*[,，、\s]\s*[A-Ha-h])*|[A-H]{2,8}")
# each letter in its own pair of the same brackets: "〈A〉〈B〉〈D〉", "(A)(C)", "[B] [D]"
_EACH_BRACKETED = re.compile(rf"(?:\s*([{_OPENING}])\s*[A-Ha-h]\s*[{_CLOSING}]){{2,8}}\s*")


def unquoted(answer: str) -> str | None:
    """The option letters a whole answer holds in one pair of quotes ("‘b’" -> "b"); else None."""
    core = answer.strip()
    inner = core[1:-1].strip()
    if len(core) < 3 or _QUOTES.get(core[0]) != core[-1] or not _LETTERS_ALONE.fullmatch(inner):
        return None
    return inner


# each item of a whole answer in its own quotes: "“512”", "“剔除”", "“X”“Y”", "“X”、“Y”" (an option's text,
# figure or letters quoted back, as "「512」" is bracketed): the quotes are dress; quotes round a part of a
# sentence ("“一定”太绝对了") or with a word between them ("“X” 吧") are not
_QUOTED_ITEM = re.compile(r"“([^“”]+)”|\"([^\"]+)\"|‘([^‘’]+)’|'([^']+)'")
_QUOTED_GLUE = re.compile(r"[\s,，、;；]*")


def quoted_items(core: str) -> str | None:
    """What the quotes hold when the whole answer is one or more quoted items and nothing else, the items
    listed ("“X”“Y”" -> "X、Y"); else None. On a choice only: a code fill's quotes are its code."""
    items: list[str] = []
    last = 0
    for match in _QUOTED_ITEM.finditer(core):
        glue = core[last : match.start()]
        if glue.strip() if not items else not _QUOTED_GLUE.fullmatch(glue):
            return None
        items.append(next(group for group in match.groups() if group is not None).strip())
        last = match.end()
    if not items or core[last:].strip() or not all(items):
        return None
    return "、".join(items)


def each_bracketed(core: str) -> str | None:
    """Letters each in its own pair of the same brackets ("〈A〉〈B〉") as a list ("A、B"); else None."""
    match = _EACH_BRACKETED.fullmatch(core)
    if not match:
        return None
    opening = match.group(1)
    pairs = re.findall(rf"([{_OPENING}])\s*([A-Ha-h])\s*([{_CLOSING}])", core)
    if any(left != opening or _PAIRS[left] != right for left, _, right in pairs):
        return None  # "(A]〈B〉": no one dress
    return "、".join(letter for _, letter, _ in pairs)


def unpaired(core: str) -> str | None:
    """The answer without one bracket at its start or end that has no partner in it ("C」", "(B"): a
    slip of the keyboard, not a bracket round anything; None when there is no such bracket."""
    if len(core) < 2:
        return None
    if core[-1] in _PAIRS.values() and not any(
        _PAIRS[opening] == core[-1] for opening in core if opening in _PAIRS
    ):
        return core[:-1].strip() or None
    if core[0] in _PAIRS and _PAIRS[core[0]] not in core:
        return core[1:].strip() or None
    return None


# letters closed by a separator ("A，B，C，D，", "A、C；", "A B C;": spaced letters too): a bare set, as
# the labels read a set with a trailing comma or semicolon
_SET_CLOSED = re.compile(r"(?P<set>[A-Ha-h](?:\s*[,，、;；]\s*[A-Ha-h]|\s+[A-Ha-h])*)\s*[,，、;；]\s*")


def separator_dropped(core: str) -> str | None:
    """ "A，B，C，D，" as "A，B，C，D": the set without the separator closing it."""
    closed = _SET_CLOSED.fullmatch(core)
    return closed.group("set") if closed else None


def dotted_set(core: str) -> bool:
    """Whether ``core`` is capital letters joined by dots (or by hyphens, three or more) and nothing else,
    or three or more small letters so joined, each once ("a.b.c.d"), or two joined by a middle dot ("a·d")."""
    return _DOTTED_SET.fullmatch(core) is not None or _joined_letters(core) is not None


# three or more capital letters joined by hyphens: "A-B-D" (two, "A-D", may be a range, and stay unread)
_HYPHENATED_SET = re.compile(r"[A-H](?:\s*[-‐‑–]\s*[A-H]){2,}")
# three or more small letters joined by dots or hyphens, nothing else: "a.b.c.d", "a-b-d"; two ("a.b",
# "a-d") may be a name, an attribute or a range, and stay unread, and so does a letter said twice ("a.b.a")
_SMALL_JOINED = re.compile(rf"[a-h](?:\s*[{_DOTS}\-‐‑–]\s*[a-h]){{2,}}\.?")
# two or more small letters joined by middle dots only: "a·d" (a middle dot neither names an attribute,
# as "a.d" may, nor spans a range, as "a-d" may)
_SMALL_MIDDLE_DOTTED = re.compile(rf"[a-h](?:\s*[{re.escape(lexicon.MIDDLE_DOTS)}]\s*[a-h])+")


def _joined_letters(core: str) -> list[str] | None:
    """The letters of ``core`` when it is a set joined by hyphens or by dots in small letters; else None."""
    if _HYPHENATED_SET.fullmatch(core):
        return re.findall(r"[A-H]", core)
    if _SMALL_JOINED.fullmatch(core) or _SMALL_MIDDLE_DOTTED.fullmatch(core):
        letters = re.findall(r"[a-h]", core)
        return letters if len(set(letters)) == len(letters) else None
    return None


def hyphenated_set(answer: str) -> str | None:
    """``answer`` written "A、B、D" when it is three or more letters joined by hyphens, or by dots in small
    letters ("a.b.c.d"); else None (a letter beside a hyphen is otherwise a name's part, "GPT-J", which
    the letter reader leaves alone, and a small letter before a dot an attribute's, "a.b")."""
    letters = _joined_letters(answer.strip())
    return "、".join(letter.upper() for letter in letters) if letters else None


# items each ticked, spaced apart: "GQA✓ SwiGLU✓ 8k✓" (a cross beside any item, or one tick closing a
# list, "A B D E ✔", is not this shape)
_TICKED = re.compile(r"\s*(?:[^\s✓✔√✅✗✘×❌]+\s*[✓✔√✅]\s*){2,}")
_TICK = re.compile(r"\s*[✓✔√✅]\s*")


def ticked_list(answer: str) -> str | None:
    """``answer`` written "GQA、SwiGLU、8k" when it is two or more items each ticked; else None, so that
    the list is read as one (an item no option has is not dropped from it, as a glued tick had it)."""
    if not _TICKED.fullmatch(answer):
        return None
    items = [item for item in _TICK.split(answer) if item]
    if all(re.fullmatch(r"[A-H]", item) for item in items):
        return None  # "A✓B✓C✓D✓": each letter graded on its own, to confirm (``_marked_letters``)
    return "、".join(items)


# "×" too after a letter, an option word or a bracket ("B×", "丙选项×", "“B”×"), not a figure's ("0.5×")
_CROSSED = re.compile(
    r"[^\s✗✘❌❎✖]\s*[✗✘❌❎✖]|"
    r"(?:(?<![A-Za-z0-9.])[A-H]+|[甲乙丙丁戊己]|选项|[”\"'」』】〗》）)\]])"
    r"\s*[（(]?\s*×\s*[)）]?(?!\s*[\w\u4e00-\u9fff])"
    # the cross typed as a Latin x, spaced from the letters it stands after: "B X", "AD x"
    r"|(?<![A-Za-z0-9.])[A-H]+\s+[xX](?!\s*[\w\u4e00-\u9fff])"
)


# an option in brackets or quotes, then denied or asked and refused: "「B」不对", "〖B〗不对", "[B]？不",
# "“B” nope", "“B”（划掉）" — the brackets hid the letter from the denial's reader
_BRACKETED_DENIED = re.compile(
    rf"[{_OPENING}“\"（]\s*[A-H]{{1,8}}\s*[{_CLOSING}”\"）]\s*(?:[?？]\s*)?[-—–―~～]*\s*"
    rf"(?:{lexicon.BRACKET_DENIALS})(?![A-Za-z])",
    re.I,
)

# one quoted or bracketed item as the whole answer (an option's text or figure, "“512”") and its denial
# closing the answer: "“512”？不", "「512」不对", "“512”（划掉）" — the dress hid the text from the denial's
# reader as it hid a letter
_QUOTED_DENIED = re.compile(
    rf"\s*[“\"‘「『【〖]\s*[^“”\"‘’「」『』【】〖〗\n]{{1,80}}?\s*[”\"’」』】〗]\s*(?:[?？]\s*)?[-—–―~～]*\s*"
    rf"(?:{lexicon.BRACKET_DENIALS})[\s。.!！]*",
    re.I,
)


# a box left empty ("☑️ A ☐ B", "☐ A"): an item not ticked, on whichever side of the box it stands
_EMPTY_BOX = re.compile(f"[{lexicon.LETTER_EMPTY_BOXES}]")


def crossed(answer: str) -> bool:
    """Whether an item of the answer is crossed out ("A✗", "RoPE✓ LayerNorm✗") or left an empty box: on
    a choice, a cross mark beside an option says it is not chosen, or that its statement is false —
    which, when the question asks for the false ones, chooses it; either way the reader asks again,
    never reading the crossed item as chosen (as it had), nor the letters beside empty boxes as a set."""
    return (
        _CROSSED.search(answer) is not None
        or _EMPTY_BOX.search(answer) is not None
        or _BRACKETED_DENIED.search(answer) is not None
        or _QUOTED_DENIED.fullmatch(answer) is not None
    )


def letter_after_own_text(options: dict[str, str], core: str) -> bool:
    """Whether ``core`` is an option's whole text with that same option's letter after it in brackets."""
    match = _LETTER_AFTER.fullmatch(core)
    if not match:
        return False
    option = options.get(match.group("letter").upper())
    pattern = option_pattern(option) if option is not None else None
    return pattern is not None and pattern.fullmatch(match.group("own").strip()) is not None


def without_empty_call(core: str) -> str | None:
    """The code name of a call with nothing inside ("f()" -> "f"), or None when ``core`` is no such call."""
    match = _EMPTY_CALL.fullmatch(core)
    return match.group("name") if match else None


# a letter, a dot and more, not an abbreviation ("E.g. B", "i.e."): "D.128", "A.cudaStreamSynchronize"; in
# lower case, read only before an option's whole text ("d．1/64", "b.15/31"): a lower-case letter glued by a
# dot to anything else may be a name or a variable ("d.1", "b.shape")
_LETTER_DOT = re.compile(rf"\s*(?P<letter>[A-Ha-h])\s*[{_DOTS}．](?![A-Za-z]\.)\s*(?P<rest>\S.*?)\s*", re.S)


def letter_dot(options: dict[str, str], answer: str) -> str | None:
    """``answer`` written "D. 128" when it is one of ``options``' letters glued by a dot to more ("D.128",
    "A.16"): the letter is read, with whatever the rest names; else None."""
    if _DOTTED_SET.fullmatch(answer.strip()):
        return None  # "A·B·D": letters joined, a set (``dotted_set``)
    dotted = _LETTER_DOT.fullmatch(answer)
    upper = dotted if dotted and dotted.group("letter").isupper() else None
    match = upper or _glossed_by_an_option(options, answer)
    lower = dotted if dotted and not match and dotted.group("letter").islower() else None
    if lower and lower.group("letter").upper() in options and _an_options_text(options, lower.group("rest")):
        return f"{lower.group('letter').upper()}. {lower.group('rest')}"  # "d．1/64": as "D. 1/64"
    if not match or match.group("letter") not in options:
        return None
    rest = match.group("rest")
    if _DENIAL_AFTER_DOT.match(rest) and not _an_options_text(options, rest):
        return f"{match.group('letter')} {rest}"  # "B.不选", "B·X": a denial, read as after a space
    return f"{match.group('letter')}. {rest}"


_DENIAL_AFTER_DOT = re.compile(rf"(?:{lexicon.alternation(lexicon.LETTER_DOT_DENIALS)})(?![A-Za-z])", re.I)


def _an_options_text(options: dict[str, str], text: str) -> bool:
    """Whether ``text`` is one of ``options``' whole texts ("不变" of "A. 不变")."""
    rest = canon_option(text)
    return any(
        (pattern := option_pattern(option)) is not None and pattern.fullmatch(rest)
        for option in options.values()
    )


# a letter, then "=", ":" or a space, then an option's whole text: "B=128", "B：128", "B 128"
_LETTER_GLOSS = re.compile(r"\s*(?P<letter>[A-H])\s*(?:[=:：]|\s)\s*(?P<rest>\S.*?)\s*", re.S)


def _glossed_by_an_option(options: dict[str, str], answer: str) -> re.Match[str] | None:
    """``answer`` as a letter glossed by an option's whole text ("B=128", "B 128"), read as "B. 128" is:
    the letter and the text's option both, never the text's option alone (the letter is no variable
    when what follows it is an option's text); None when the rest is no option's whole text."""
    match = _LETTER_GLOSS.fullmatch(answer)
    if not match:
        return None
    patterns = (option_pattern(option) for option in options.values())
    rest = canon_option(match.group("rest"))  # as the options' texts are read: no backticks
    return match if any(pattern is not None and pattern.fullmatch(rest) for pattern in patterns) else None


# where an option's text may be cut and what is left still names it: a space, a clause mark or a
# remark's bracket after the part kept ("Gradient norm| 计算", "未对采样概率做修正|（logQ 修正）")
_CUT_AT = frozenset(" \t，,；;：:（(、")
_SPACES = re.compile(r"\s+")
_FOLDED = str.maketrans({"−": "-", "–": "-", "（": "(", "）": ")", "，": ","})


def _squeezed(text: str) -> str:
    return _SPACES.sub("", text.translate(_FOLDED)).casefold()


def written_option(options: dict[str, str], core: str) -> bool:
    """Whether ``core`` is an option's whole text as written, spacing and case aside ("Rollout 方法需逐层
    乘以注意力矩阵"): its own words, not a figure's measure word or a product said in words."""
    return _squeezed(core) in {_squeezed(option) for option in options.values()}


def own_text(options: dict[str, str], letter: str, own: str, *, cut: bool) -> bool:
    """Whether ``own``, written after ``letter``, is that letter's option's whole text ("A。1/32"), or,
    when ``cut`` (a mark parts them: "B.", "C）", "D:"), its opening cut where a word or a clause ends
    that opens no other option ("B. 第 h 个头 m=2^(−h/4)", "C） 未对采样概率做修正"): the option's text
    shortened, which the labels read as bare (blind-26's header on); after a space alone ("D gradient
    norm") a sentence, to confirm, as labelled. Spacing and case aside; a cut of three characters at
    least, so that it names the option, not a letter or a digit."""
    pattern = option_pattern(options[letter])
    if pattern is not None and pattern.fullmatch(own) is not None:
        return True
    wanted = _squeezed(own)
    if not cut or len(wanted) < 3:
        return False
    return {label for label, option in options.items() if _opens(option, wanted)} == {letter}


def _opens(option: str, wanted: str) -> bool:
    if not _squeezed(option).startswith(wanted):
        return False
    kept = 0
    for char in option:
        if kept == len(wanted):
            return char in _CUT_AT  # cut where a word or a clause ends
        if not char.isspace():
            kept += 1
    return False  # the whole text, or less than ``wanted``: not a cut (the whole is read elsewhere)


# a label word and a colon opening the answer ("选：A", "最终：B"), as "答案：" opens it
_LABEL = re.compile(rf"^\s*(?:{lexicon.alternation(lexicon.ANSWER_LABELS)})\s*[:：]\s*(?=\S)", re.I)


def label_dropped(text: str) -> str:
    """``text`` without a label word and its colon before the answer ("选：A" -> "A"); else as it is."""
    return _LABEL.sub("", text, count=1)


# "答案 A", "答 A", "答案C", "答案 928 GB": "answer" before the answer with a space or nothing, no colon, is
# said as a sentence, to confirm, as blind-26, 33, 43 and 63 label it ("答案：A", "答：b" stay bare); so is
# "答案是 a", "the answer is true" ("答案是：C" is a label): convention 6 of blind-16.yaml, on every type
_SPOKEN = re.compile(rf"^\s*(?:{lexicon.alternation(lexicon.ANSWER_WORDS)})(?:\s+(?=\S)|(?=[A-Za-z0-9]))")
_SAID = re.compile(rf"^\s*(?:{lexicon.alternation(lexicon.ANSWER_SAID)})\s*(?=[^\s:：])", re.I)


def answer_spoken(text: str) -> bool:
    """Whether ``text`` opens with "answer" said as a sentence, no label: "答案是 C", "the answer is
    true", "答案 C", "答案C", "答案 928 GB"; "答案：C", "答案是：C" are labels."""
    return _SAID.match(text) is not None or _SPOKEN.match(text) is not None


_POINTING_BACK = re.compile(rf"\s*(?:{lexicon.alternation(lexicon.POINTING_BACK)})\s*$")
# an arrow opening the answer, pointing at it ("→ A ←" is A framed by two arrows, as bare as "→ A")
_POINTING_AT = re.compile(r"\s*(?:→|->|=>)")


def undressed(text: str) -> str:
    """``text`` without its prefix ("答案：", "→"), a label word and its colon before the answer ("选：A" ->
    "A") and, after an arrow opening it, an arrow closing it that points back at it ("→ A ←" -> "A"); else
    as it is. An arrow pointing back alone ("A ←", "ABD <-", "对 ⇐") marks the answer as "所以" would:
    more than the bare answer, to confirm, as blind batch 85 labels it."""
    framed = _POINTING_AT.match(text) is not None
    text = label_dropped(strip_answer_prefix(text))
    dropped = _POINTING_BACK.sub("", text, count=1) if framed else text
    return dropped if dropped.strip() else text


_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.]{11,}")
_CODE_SPAN = re.compile(r"`([^`]+)`")


def swapped_name(options: dict[str, str], core: str) -> str | None:
    """The option's own name ``core`` is with two neighbouring letters swapped, when it is one name of
    twelve characters or more and exactly one option's name (a backticked span or its last dotted parts) is
    so ("stage3_gather_16bit_wieghts_on_model_save"): the slip of one key, as bare as the name spelt right
    (a name of no option stays unread, and one that two options could be is no slip of either)."""
    if not _NAME.fullmatch(core):
        return None
    names = {
        ".".join(parts[start:])
        for option in options.values()
        for span in _CODE_SPAN.findall(option)
        for parts in [span.strip().split(".")]
        for start in range(len(parts))
    }
    if core in names:
        return None
    found = {name for name in names if _one_swap(core, name)}
    return next(iter(found)) if len(found) == 1 else None


def _one_swap(typed: str, name: str) -> bool:
    """Whether ``typed`` is ``name`` with two neighbouring, different characters swapped, nothing else."""
    if len(typed) != len(name):
        return False
    apart = [index for index, (a, b) in enumerate(zip(typed, name, strict=True)) if a != b]
    return (
        len(apart) == 2
        and apart[1] == apart[0] + 1
        and typed[apart[0]] == name[apart[1]]
        and typed[apart[1]] == name[apart[0]]
    )
