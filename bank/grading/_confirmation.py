"""Whether a grade may be recorded as it stands, or only once the candidate confirms the reading.

A bare committed answer — a letter set ("B", "A、C"), an option's text or figure, a true/false mark, figures
with their units, a code fill — is recorded at once. Anything more (reasoning, a hedge, a correction, an
ordinal, a paraphrase) was read by rules that can meet a sentence they have not seen, so the grade carries
the reading ("我理解你的答案是：C") and waits for the candidate's confirmation: a wrong reading is caught by
the candidate, not later by the recruiter. No answer (``invalid``), a give-up and open answers never wait.

The module is a little over 400 lines: what is bare is one rule for every question type, read in one place
so that no type's grader decides it alone.
"""

from __future__ import annotations

import ast
import re
import unicodedata
from functools import lru_cache

from bank.grading.choice._choice import EVERY_OPTION, find_mentions
from bank.grading.code import _blank_fills, _code
from bank.grading.code._blank_fills import blank_readings, labelled_fills, split_blanks, without_line_tail
from bank.grading.code._courtesy import thanks_closing
from bank.grading.code._lost_indent import filled_stem_lines, unindented_fill
from bank.grading.code._repeated_fill import repeated_fill
from bank.grading.decisions._invalid import gave_up
from bank.grading.mentions import _bare_forms, _mentions, _names
from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.mentions._pasted_option import pasted_options
from bank.grading.numbers._numbers import MEASURED_UNIT, bits_written, find_quantities
from bank.grading.numbers._units import WORDED_BYTES
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._letter_symbols import stem_letters, stem_named
from bank.grading.text._text import code_spans, strip_answer_prefix, without_code
from bank.grading.truefalse import _truefalse
from bank.model import Question, QuestionType

# "B", "(b)", "b)", "【C】", "[C]": a list's marks, or a letter in brackets
_ONE_LETTER = r"(?:[(（【\[「]\s*[A-Ha-h]\s*[)）】\]」]|[A-Ha-h]\s*[)）]|[A-Ha-h])"
_LETTER_SET = re.compile(
    rf"(?:选择?|选项)?\s*{_ONE_LETTER}(?:\s*(?:[,，、;；&+|‖和与及跟同加]|\|\||{lexicon.alternation(lexicon.LETTER_SET_WORDS)}|,?\s*\band\b)?\s*{_ONE_LETTER})*"
    r"|[A-Ha-h]\s*(?:[-~～到至])\s*[A-Ha-h]",
    re.I,
)  # "A、C", "A, B and D", "A+D", "A|B|C", "B‖D", "b)", the ranges "A-E", "A 到 E", "A 至 D" (bare, as
# labelled); not "A/C", a slash read for confirmation (as "and" or "or"), nor "我选 B", a sentence (选B bare)
# Letters joined by a slash alone ("a/b/d", "A/C", "B / C"), on a multiple choice: the set, bare. The
# labels read them so (blind-16's header: a bare set needs no confirmation; 20 such answers since, none
# to confirm, spaced in batches 10 and 48); a single choice reads a slash as a hedge (``_alternatives``).
# "选" before letters joined by a word or a space ("选 A 和 C", "选 b c", "选 A 跟 D"): a sentence, to
# confirm, as the labels read every one since blind batch 26 (the bare set "A 跟 D", "选AD" stays bare)
_CHOSEN_JOINED = re.compile(rf"我?选择?\s*[A-Ha-h](?:\s*(?:{lexicon.LINKS})\s*[A-Ha-h]|\s+[A-Ha-h])+", re.I)
_SLASHED_SET = re.compile(r"[A-Ha-h](?:\s*/\s*[A-Ha-h])+")
_LABELLED = re.compile(
    rf"([A-Ha-h])\s*(?:[(（](.+)[)）]|(?:[.．。:：、)）,，={lexicon.MIDDLE_DOTS}]\s*|\s+-+\s+|\s*-{{2,}}\s*|[—–]+\s*|\s+)(.+))"
)  # "A（不变）", "A 35GB", "A, 35GB", "C = 128", "c — 64", "B·2": the letter equal to its own text
# "(C) logQ 修正", "（A）1/32": a bracketed letter before a text, read as the letter with that text
_LETTER_FIRST = re.compile(r"[(（【\[]\s*([A-Ha-h])\s*[)）】\]]\s*(\S.*)")
# a letter with its gloss in brackets, in a run ("A（LPIPS）B（MS-SSIM）"), and what parts it from the next
_GLOSSED_LETTER = re.compile(r"\s*[A-Ha-h]\s*[（(][^()（）]+[)）]\s*[、,，;；]?\s*")
_EMPHASIS = re.compile(r"\*\*|__|~~")
# "4 倍" for "4×"; "hidden 乘以 6", "6 倍的 hidden", "6 份 hidden" in words ("6 倍 hidden" is bare)
_TIMES_WORD = re.compile(r"\d\s*倍\s*$|乘|\d\s*倍\s*的|\d\s*份")
_CLOSING = " \t\n.。!！"
_JOINED_BY = re.compile(r"\s*(?:以及|跟)\s*")  # joining fills as 和 does
# what may join a figure to its reading and add nothing; an approximation ("约", "≈", "about") is a
# reading of the figure to confirm, as the labels' conventions say since the first blind batch
_FIGURE_GLUE = re.compile(r"[\s,，;；、/和与及=:：()（）]*")
# a wave dash closing a letter ("Ｃ～", "b~"): a tone of voice, no range ("A~C") and no figure's "about"
# or a bracket or quotes round it ("（ｂ）～", "『剔除』～": an option's text quoted, then the tone)
_WAVE_AFTER_LETTER = re.compile(r"(?<=[A-Ha-hＡ-Ｈａ-ｈ)）\]】」〕』》〉”’])\s*[~～]+$")


def _core(text: str) -> str:
    """The answer without its prefix, emphasis ("**B**") and emoji ("B 👍"), not an arrow ("C ⇐" points)."""
    text = "".join(
        char for char in _EMPHASIS.sub("", text) if unicodedata.category(char) != "So" or char in "⇐⟵"
    )
    text = stem_letters(text)  # "丙": a letter, as the reader reads it
    return _bare_forms.undressed(text).strip(_CLOSING).strip("`")  # "选：A", "→ A ←"


def _bare_choice(question: Question, text: str) -> bool:
    if stem_named(text) or bits_written(text):  # "35 Gb": gigabits, or GB? as a calculation reads it
        return False  # "丙", "选乙项": an option counted by the stems, read as an ordinal is
    core = _WAVE_AFTER_LETTER.sub("", _core(text))  # "Ｃ～": a tone, as "C！" is; "C 吧～" keeps its 吧
    if _bare_forms.dotted_set(core) or _bare_forms.letter_after_own_text(question.options, core):
        return True  # "A·B·D", "35GB（A）"
    inner = (
        _bare_forms.unwrapped(core)
        or _bare_forms.quoted_items(core)  # "“512”", "“X”“Y”": options quoted back, each whole
        or _bare_forms.each_bracketed(core)
        or _bare_forms.without_empty_call(core)
        or _bare_forms.unpaired(core)
        or _bare_forms.separator_dropped(core)
        or _bare_forms.swapped_name(question.options, core)  # "…_wieghts_…": one key slipped
    )
    if inner is not None and _bare_choice(question, inner):
        return True  # "〔B〕", "‘b’", "〈A〉〈B〉", "{B, D}", "f()", "C」", "A，B，": a bare answer, dressed
    # "35 个 GB", "4 倍": a figure read through its measure word, a reading to confirm; an option's own
    # words are not ("Rollout 方法需逐层乘以注意力矩阵" written whole)
    measured = MEASURED_UNIT.search(core) or _TIMES_WORD.search(core)
    if measured and not _bare_forms.written_option(question.options, core):
        return False
    if _CHOSEN_JOINED.fullmatch(core):
        return False  # "选 A 跟 D", "选 A 和 C", "选 b c": a sentence choosing them, as labelled (to confirm)
    if _LETTER_SET.fullmatch(core) or EVERY_OPTION.fullmatch(core):
        return True
    if question.type is QuestionType.MULTI and _SLASHED_SET.fullmatch(unicodedata.normalize("NFKC", core)):
        return True  # "a/b/d": the set, bare, as the labels read it since blind batch 16 (see _SLASHED_SET)
    first = _LETTER_FIRST.fullmatch(core)
    if first and first.group(1).upper() in question.options:
        letter, own = first.group(1).upper(), first.group(2).strip()
        if _own_gloss(question.options, letter, own) or letter == _names.owner(question.options, own):
            return True  # "(C) logQ 修正" of "未对采样概率做修正（logQ 修正）": its remark; "【C】logQ"
        core = f"{letter} {own}"  # "（A）1/32": read as "A 1/32", the letter with a text, below
    units = _GLOSSED_LETTER.findall(core) if question.type is QuestionType.MULTI else []
    if len(units) > 1 and "".join(units) == core:  # "A（LPIPS）B（MS-SSIM）C（IS）": each letter, glossed
        return all(_bare_choice(question, unit.strip(" \t、,，;；")) for unit in units)
    labelled = _LABELLED.fullmatch(core)  # the letter with its own option's text, or its own name
    if labelled and labelled.group(1).upper() in question.options:
        letter = labelled.group(1).upper()
        own = (labelled.group(2) or labelled.group(3)).strip()
        if labelled.group(2) and letter in (
            _names.owner(question.options, own),
            _names.initials_owner(question.options, own),  # "C（IS）" of "Inception Score"
        ):
            return True  # "C（logQ）", "C（pjit）": the letter, glossed by a name only its option has
        if _bare_forms.own_text(question.options, letter, own, cut=not core[1:].lstrip().startswith(own)):
            return True  # its whole text, or after a mark cut where a clause ends ("C） 未对采样概率做修正")
        # "d) 26G" for "D 26GB": the letter with its own option's value written as a bare answer of
        # its own ("26G" is bare, G for GB), naming that option and no other
        return own != core and _bare_choice(question, own) and _names_only(question, own, letter)
    for option in question.options.values():
        pattern = option_pattern(option)
        if pattern is not None and pattern.fullmatch(core):
            return True
    if _own_formula(tuple(question.options.values()), core):
        return True  # "2^(-h/4)" of "第 h 个头 m=2^(−h/4)，…": an option's own term, written alone
    if set(_CJK.findall(core)) - _option_chars(tuple(question.options.values())):
        return False  # Chinese words of no option's: a sentence (checked before reading its mentions)
    text, code = _mentions.prepare(core)
    mentions, _ = find_mentions(text, code, question.options, question.stem)
    if any(mention.kind not in _NAMING for mention in mentions):
        return False  # "约 0.48" for 15/31, "第二个", a paraphrase: read, not written as the option
    figures = find_quantities(core)
    if any(figure.more for figure in figures):
        return False  # "260来条": a range, a reading to confirm
    if len(figures) == 1 and _FIGURE_GLUE.fullmatch(core[: figures[0].start] + core[figures[0].end :]):
        return True
    return _named_list(question, text, mentions)


# a remark in brackets after a word ("…修正（logQ 修正）"), not a call's or a formula's ("f(x)", "2^(−h/4)")
_GLOSS = re.compile(r"(?:（|(?<![^\s\u4e00-\u9fff])\()([^()（）]+)[)）]")


def _own_gloss(options: dict[str, str], letter: str, text: str) -> bool:
    """Whether ``text`` is the bracketed gloss of ``letter``'s option, whole, and of no other option's."""
    wanted = " ".join(text.split()).casefold()
    glossed = {
        label for label, option in options.items()
        if any(" ".join(g.split()).casefold() == wanted for g in _GLOSS.findall(option))
    }  # fmt: skip
    return glossed == {letter}


def _names_only(question: Question, text: str, letter: str) -> bool:
    """Whether every mention in ``text`` names ``letter``'s option and nothing else."""
    prepared, code = _mentions.prepare(text)
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    return bool(mentions) and all(mention.labels == {letter} for mention in mentions)


_CJK = re.compile(r"[\u4e00-\u9fff]")
_TERM_BREAK = re.compile(r"[，,;；]\s*|\s+")
_FOLD = str.maketrans({"−": "-", "–": "-", '"': "'"})


@lru_cache(maxsize=512)
def _own_terms(options: tuple[str, ...]) -> frozenset[str]:
    """The terms that belong to one option only: its text cut at commas and spaces, its opening clause
    with a formula ("第 h 个头 m=2^(−h/4)", words too), and the right-hand side of each "x=…"
    ("m=2^(−h/4)", "2^(−h/4)"), three characters or more."""
    per_option = []
    for option in options:
        text = _mentions.canon_option(option).translate(_FOLD).lower()
        head, *rest = re.split(r"[，,;；]", text, maxsplit=1)
        opening = head.strip() if rest and re.search(r"[^\w\s]", head) else ""
        terms = {opening} - {""}
        formula = _CJK_RUN.sub(" ", text).strip()
        if re.search(r"[^\w\s]", formula):
            terms.add(formula)  # "缩短为 O(log n)": its formula, the words aside (not "Gradient norm")
        for term in _TERM_BREAK.split(text):
            terms.add(term)
            if "=" in term:
                terms.add(term.split("=", 1)[1])
        terms |= _argument_runs(formula)
        own = (term for term in terms if term == opening or not _CJK.search(term))  # a clause's words kept
        per_option.append({term for term in own if len(term) >= 3})
    return frozenset(
        term for index, terms in enumerate(per_option) for term in terms
        if not any(term in other for j, other in enumerate(per_option) if j != index)
    )  # fmt: skip


def _argument_runs(code: str) -> set[str]:
    """An option's one call's arguments, each alone and each run of them in order, as written
    ("backend='inductor', mode='reduce-overhead'" of "torch.compile(model, backend=…, mode=…)"): the
    option shortened to what sets it apart, as blind-43 labels it bare. Only whole arguments: a run
    cut inside one, or with another option's argument, is no term of one option's."""
    try:
        call = ast.parse(code, mode="eval").body
    except (SyntaxError, ValueError):
        return set()
    if not isinstance(call, ast.Call):
        return set()
    nodes: list[ast.expr | ast.keyword] = [*call.args, *call.keywords]
    nodes.sort(key=lambda node: (node.lineno, node.col_offset))
    pieces = [str(ast.get_source_segment(code, node)) for node in nodes]  # in the order written
    return {", ".join(pieces[i:j]) for i in range(len(pieces)) for j in range(i + 1, len(pieces) + 1)}


def _own_formula(options: tuple[str, ...], core: str) -> bool:
    """Whether ``core`` is one option's own term as written (spacing around symbols aside; words stay
    apart: "GPT attention plugin" is not "gptAttentionPlugin")."""
    return _tight(core.translate(_FOLD).lower()) in _tight_own_terms(options)


@lru_cache(maxsize=512)
def _tight_own_terms(options: tuple[str, ...]) -> frozenset[str]:
    """``_own_terms`` written tight: the options' side of the comparison, read once per question."""
    return frozenset(_tight(term) for term in _own_terms(options))


# the spacing before or after a symbol: dropped with a plain "" (a group put back, "\1", expands a
# template in Python for every symbol of the text, and an option of code is mostly symbols)
_AROUND_SYMBOL = re.compile(r"\s+(?=[^\w\s])|(?<=[^\w\s])\s+")


# a one-word argument in brackets is the word applied ("log(n)" is "log n"), spaced as it is then
_ONE_WORD_CALL = re.compile(r"(?<=[A-Za-z])\((\w+)\)")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def _tight(text: str) -> str:
    return _AROUND_SYMBOL.sub("", _ONE_WORD_CALL.sub(r" \1", text.strip()))


@lru_cache(maxsize=512)
def _option_chars(options: tuple[str, ...]) -> frozenset[str]:
    """The Chinese characters a bare answer may hold: its options' and the glue's ("和", "约")."""
    return frozenset(_CJK.findall("".join(options))) | frozenset("和与及跟约还有以")


_NAMING = frozenset({"letter", "option", "value", "identifier"})  # each names one option as written
# "A、B，还有 C", "X + Y"; not a slash, which is read for confirmation (as in _LETTER_SET)
_LIST_GLUE = re.compile(r"(?:[\s,，、;；&+和与及跟加]|还有|以及|\band\b)*", re.I)


def _named_list(question: Question, text: str, mentions: list[_mentions.Mention]) -> bool:
    """Options named by their letters, whole texts, figures or own names ("position_ids",
    "DDIM、DPM-Solver-2、UniPC", "pjit 和 with_sharding_constraint") and nothing else: a bare set."""
    if not mentions:
        return False
    for mention in mentions:
        if mention.kind == "identifier":
            option = question.options.get(next(iter(mention.labels)), "")
            if not _names.own_name(option, text[mention.start : mention.end]):
                return False  # "logQ", "kl target": a word of the option, read as naming it
    if question.type is not QuestionType.MULTI and len(mentions) > 1:
        return False  # "15/31，B": the option twice over, more than a bare answer
    gaps, last = [], 0
    for mention in mentions:
        gaps.append(text[last : mention.start])
        last = mention.end
    gaps.append(text[last:])
    # "LPIPS / MS-SSIM / IS": on a multiple choice a spaced slash between names lists them, as the labels
    # read it since blind batch 16 (letters slashed are a set there too); a single choice reads it as a hedge
    glue = _SLASHED_GLUE if question.type is QuestionType.MULTI else _LIST_GLUE
    return all(glue.fullmatch(gap) for gap in gaps)


_SLASHED_GLUE = re.compile(r"(?:[\s,，、;；&+和与及跟加]|\s/\s|还有|以及|\band\b)*", re.I)


def _bare_figures(text: str) -> bool:
    core = _core(text)
    figures = find_quantities(core)
    if not figures or any(figure.unit in WORDED_BYTES or figure.more for figure in figures):
        return False  # "464 千兆字节", "460多 GB": a unit said in words, a range, a reading to confirm
    rest, last = [], 0
    for figure in figures:
        rest.append(core[last : figure.start])
        last = figure.end
    rest.append(core[last:])
    return _FIGURE_GLUE.fullmatch("".join(rest)) is not None


# markdown bold round a whole fill, nothing bold inside ("**kwargs" alone is Python's, never wrapped so)
_BOLD_WHOLE = re.compile(r"^\*\*((?:(?!\*\*).)+)\*\*$", re.S)
_BLANK_IN_NUMERALS = re.compile(r"空\s*[一二三四五六七八]|第\s*[一二三四五六七八]\s*个?\s*[空处]")


def _bare_code(question: Question, text: str) -> bool:
    # "f(x) or g(x)": two fills offered; "nvme, nvme, thanks": read without the thanks; "nvme x2": one
    # fill read as every blank's; each a reading to confirm
    text = filled_stem_lines(text, question.stem) or text  # "if …:\n    out = f(x)": the fill, bare
    text = _BOLD_WHOLE.sub(r"\1", text.strip())  # "**BLOCK_SIZE: int = 1024**": emphasis, bare as a letter's
    hedged = _code.hedged(text) or thanks_closing(text) is not None
    if hedged or repeated_fill(text, len(question.blanks)) is not None:
        return False
    spans = code_spans(text)
    if spans:  # "空1 `x`，空2 `y` `x`": more fills than blanks, one blank given two, a reading to confirm
        bare = without_code(strip_answer_prefix(text), "")  # "Answer: `x`": a label says no more than x
        outside = _blank_fills.numbers_dropped(bare, text, len(question.blanks))
        return len(spans) <= len(question.blanks) and not outside.strip(" \t\n,，、;；。.")  # "`x`、`y`"
    if _BLANK_IN_NUMERALS.search(text) or not _blank_fills.labels_in_order(text):
        return False  # "空一 …", "第一处 nvme": counted in Chinese numerals; "空2 … 空1 …": out of order
    core = _code.without_comment(strip_answer_prefix(text).strip()).rstrip("。 \t")  # "x  # 注", "x。"
    if len(question.blanks) > 1:  # "nvme；nvme", "空1: P('x', None)  空2: P(None, 'y')": one fill per blank
        # "P('x', None) 以及 P(None, 'y')", "nvme 跟 nvme": 以及 and 跟 join fills as 和 does (labelled bare)
        core = _JOINED_BY.sub(" 和 ", core)
        fills = labelled_fills(core, len(question.blanks), as_written=True) or split_blanks(core)
        if len(fills) != len(question.blanks):  # "nvme nvme", "cpu / nvme": the readings' other splits
            fills = next(
                (each for each in blank_readings(core, [core], len(question.blanks))
                 if len(each) == len(question.blanks)),
                fills,
            )  # fmt: skip
        return all(
            not re.search(r"[\u4e00-\u9fff]", fill)
            and _code.code_like(fill)
            and fill.casefold() not in lexicon.CODE_LEAD_INS  # "both nvme": a word before one fill
            for fill in fills
        )
    core = without_line_tail(core, question.stem) or core  # "x):": the stem's "):" copied after the fill
    # the stem's lines (its comments too), flush left: the blank line's fill
    core = unindented_fill(strip_answer_prefix(text), question.stem) or core
    if _code.shape_labelled(unicodedata.normalize("NFKC", core)):
        return False  # "[B, kv, g, L, L]：q @ …": the shape said first, a remark before the code
    return not re.search(r"[\u4e00-\u9fff]", core) and _code.code_like(core)


# agreeing with the claim, not saying it true: its truth in other words, a reading to confirm
_AGREEMENT = re.compile(lexicon.AGREEMENT, re.I)


def _agreement(text: str) -> bool:
    """Whether a true/false answer agrees with the claim rather than marks it ("同意", "这个说法 ok",
    "ok 没问题"); not beside a mark of its own ("✓ 没问题"), nor "ok" or "没问题" said alone ("ok 的"),
    marks as before."""
    words = _AGREEMENT.findall(text)
    rest = _AGREEMENT.sub(" ", text)
    if not words or (rest.strip() and _truefalse.is_bare(rest)):
        return False
    alone = len(words) == 1 and not words[0].startswith(lexicon.AGREEING_OPENINGS)
    return not (alone and _PARTICLES.fullmatch(rest))


_PARTICLES = re.compile(r"[\s的呢呀啦哦啊吧.。!！]*")


def is_bare(question: Question, text: str) -> bool:
    """Whether ``text`` (normalised) is a bare committed answer to ``question``."""
    if _bare_forms.answer_spoken(text):  # "答案 C", "答案是 C" (convention 6)
        return False
    if question.type.is_choice:
        return _bare_choice(question, text)
    if question.type is QuestionType.TRUEFALSE:  # "同意", "没问题", "这个说法 ok": said as agreement
        inner = _bare_forms.unwrapped(strip_answer_prefix(text).strip(_CLOSING))  # "（×）", "【对】": bare
        if inner is not None and _truefalse.is_bare(inner) and not _agreement(inner):
            return True
        return _truefalse.is_bare(text) and not _agreement(text)
    if question.type is QuestionType.CALC:
        return _bare_figures(text)
    if question.type is QuestionType.CODE:
        return _bare_code(question, text)
    return True


def _pasted_as_read(question: Question, text: str, grade: Grade) -> bool:
    """Whether a choice's answer pastes back, with small edits, exactly the options read
    (``_pasted_option``)."""
    if not question.type.is_choice or stem_named(text) or _bare_forms.answer_spoken(text):
        return False  # "答案是 16": a sentence (convention 6), as ``is_bare`` reads it
    pasted = pasted_options(question.options, _core(text), multi=question.type is QuestionType.MULTI)
    return pasted is not None and pasted == frozenset(grade.understood.choices or ())


def describe(question: Question, grade: Grade, language: Language) -> str:
    """The reading as shown back to the candidate: "C", "A、C", "错", "464 GB", the code."""
    understood = grade.understood
    comma = "、" if language == "zh" else ", "
    if question.type.is_choice:
        shown = comma.join(understood.choices or [])
        return shown + (message("reading_hedged", language) if understood.hedged else "")
    if question.type is QuestionType.TRUEFALSE:
        if understood.truth is None:
            return message("reading_unsure", language)
        return message("reading_true" if understood.truth else "reading_false", language)
    if question.type is QuestionType.CALC:
        shown = comma.join(quantity.text for quantity in understood.numbers)
        return shown + (message("reading_hedged", language) if understood.hedged else "")
    return understood.code or ""


def settle(question: Question, text: str, grade: Grade, language: Language, *, spoken: bool = False) -> Grade:
    """``grade`` with its reading, marked as needing confirmation unless the answer was bare; an answer
    that said a figure in words (``spoken``: "2 的 7 次方", "十六", written "2^7", "16" by then) never is."""
    if grade.verdict is Verdict.INVALID or grade.grader != "rules":
        return grade
    if gave_up(text) and grade.verdict is Verdict.INCORRECT:
        return grade  # the give-up itself; an answer read beside one ("选第二个，没用过") is settled

    if question.type not in (QuestionType.TRUEFALSE, QuestionType.CALC, QuestionType.CODE) and not (
        question.type.is_choice
    ):
        return grade
    return grade.model_copy(
        update={
            # "464 GB~928 GB"; a reading proposed by meaning comes marked already
            "needs_confirmation": grade.needs_confirmation
            or grade.understood.hedged
            or spoken
            or not (is_bare(question, text) or _pasted_as_read(question, text, grade)),
            "reading": grade.reading or describe(question, grade, language),  # "A（35GB）" comes shown
        }
    )
