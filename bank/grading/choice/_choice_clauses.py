"""What the clause around a mention of an option says of it, for the mention-by-mention pass: a
description ("A 是循环"), a condition ("如果 C"), a doubt ("E 不确定"), the question's own predicate
denied or affirmed ("B 不会导致失败"), a denial closing the sentence ("C 是 SDE，肯定不算"), a reason
opened after the choice, or a last clause that is the mention alone: the answer it ends on.
"""

from __future__ import annotations

import re

from bank.grading.choice._additions import adds
from bank.grading.choice._asked_denied import asked_then_denied
from bank.grading.mentions._choice_marks import POST_AFFIRM, POST_NEGATION, PRE_NEGATION, RETRACT, only_filler
from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._value_mentions import same, value_of
from bank.grading.open import _paraphrase
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import (
    DOUBT_KEPT,
    KEPT_ADVERBS,
    KEPT_SAID,
    SAID_FINE,
    STATED_RESULT_COPULAS,
    STATED_RESULT_LEADS,
    alternation,
)
from bank.grading.text._list_words import LIST_CLOSING, LIST_COUNTED
from bank.grading.text._text import CLAUSE


def only_context(text: str, stem_terms: frozenset[str]) -> bool:
    """Words of the question itself and filler only ('把平票样本' before '剔除'): a restated subject."""
    plain = _AMONG_THE_OPTIONS.sub(" 选项 ", _APPROXIMATELY.sub(" ", text))
    words = set(terms(plain)) - _paraphrase.NEUTRAL - stem_terms
    return bool(text.strip()) and not words and not PRE_NEGATION.search(text)


_APPROXIMATELY = re.compile(lexicon.APPROXIMATELY, re.I)
# closing the clause before the place it names ("选项里的|第二个"); "选项里取 B" chooses, no context
_AMONG_THE_OPTIONS = re.compile(rf"(?:{lexicon.AMONG_THE_OPTIONS})(?=\s*的?\s*$)")


_SENTENCE_END = re.compile(r"[。!！?？;；\n]|\.(?!\d)")


def sentence_closed(after: str) -> bool:
    """Whether the gap after a mention ends its sentence before the next mention ("A …，跟 32 头对不上；D
    …"): a denial closing that sentence is said of it, as of the last option named."""
    return _SENTENCE_END.search(after) is not None


def closing_denial(after: str, *, figure: bool = False) -> re.Match[str] | None:
    """A denial closing the sentence of the last option named, after the one clause the option opens
    ("C 是 SDE，肯定不算", "1/64 和 1/32 都太小了，不可能"): the denial has no subject of its own, so it is
    said of the option. Not after an option standing alone ("C，写盘…，跟 PCIe 无关" gives C a reason)."""
    if asked := asked_then_denied(after):
        return asked  # "logQ 修正？不对": the option asked of, then denied
    sentence = _SENTENCE_END.split(after, maxsplit=1)[0].replace("，", ",")
    head, comma, last = sentence.partition(",")
    if not comma or "," in last or only_filler(head) or RETRACT.search(head):
        return None
    if lexicon.has(head, lexicon.CORRECTIONS):
        return None
    if figure and _OWN_OBJECT.match(last):
        return None  # "8 次前后向，跟 ZeRO-2 切不切无关": what the figure does not depend on, a reason
    denial = POST_NEGATION.match(last)
    return denial if denial and only_filler(last[denial.end() :]) else None


# an irrelevance with an object of its own ("跟 ZeRO-2 无关"), unlike a bare denial ("肯定不算", "无关"):
# said in a clause of its own after a figure the answer committed to, it tells what the figure does
# not depend on; after a named or a described option ("nccl 都是通信用的，跟 RoPE 无关", "1/256 按节点数
# 算的，跟通信量无关") it still rules the option out
_OWN_OBJECT = re.compile(
    rf"^\s*(?:都|也)?\s*(?:{alternation(lexicon.WITH)})\s*(?!{alternation(lexicon.PRONOUNS)})[^\s,，]"
)


def committed_figure(before: str, after: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether ``mention`` names figures only ("8", "35GB") and its clause commits to them before it
    ("累积 8 步就是本地 8 次", "只剩 1/32") or the answer opens with it and only the thing it counts
    ("8 个 micro-step", "8 步"), unlike a figure described ("1/256 按节点数算的")."""
    clause = re.split(r"[,，;；。!！?？]", before)[-1]
    counted = only_filler(before) and _COUNTED.match(after) is not None
    if not counted and not lexicon.has(clause, lexicon.COMMITMENTS):
        return False
    return all(label in options and value_of(options[label]) is not None for label in mention.labels)


# a figure's measure word and the thing it counts, named in Latin letters, then a comma: "个 micro-step，"
_COUNTED = re.compile(r"\s*[个条张次种项维块卡层步份位趟遍轮组段]?\s*(?:[A-Za-z][A-Za-z_\-]*\s*)?[,，]")


_EXPLAINED = re.compile(rf"^\s*(?:是|为|is|are)\s*(?!{alternation(lexicon.NO_EXPLANATION)})\S", re.I)


_OPTION_WORD = re.compile(r"(?:\s*(?:选项|option|the))+\s*$", re.I)


_CLAUSE_BREAK = re.compile(r"[;；。.]\s*$")


_COMMA_BREAK = re.compile(r"[,，]\s*$")
# a verdict that the item is fine and nothing more ("A,B,D 没毛病"): said of the list the comma closes
_FINE_ALONE = re.compile(rf"\s*(?:都|也)?\s*(?<![不没])(?:{alternation(SAID_FINE)})[\s的吧啊呀哈~。.!！]*$")
# the option kept or wanted and nothing more ("AC，D 要", "A、C；D 留着", "AC, D keep it"): its choice,
# never a description of it; read as one, D was left out and "AC，D 要" read as the set A、C
_KEPT_ALONE = re.compile(
    rf"\s*(?:{alternation(KEPT_ADVERBS)})?\s*(?:{alternation(KEPT_SAID)}|{alternation(DOUBT_KEPT)})"
    r"[\s的吧啊呀了~。.!！]*$",
    re.I,
)


_JOINED_WORDS = re.compile(rf"(?:{alternation(lexicon.LIST_JOINS)}|、|\band\b|&)", re.I)


def said_of(text: str, mentions: list[Mention], index: int) -> str:
    """What the rest of a mention's clause says, the other options listed with it left out ("D 和 E
    要真实样本": "要真实样本" is said of D as of E)."""
    end = CLAUSE.match(text, mentions[index].end)
    stop = end.end() if end else mentions[index].end
    rest = list(text[mentions[index].end : stop])
    for other in mentions[index + 1 :]:
        if other.start >= stop:
            break
        if other.labels == mentions[index].labels:
            continue  # "A 是 max-autotune": the option's own name is what is said of it
        # a mention overlapping this one ("position_embedding" over "position_ids"'s words) blanks only
        # what lies after it: never an index before the rest, which raised
        for offset in range(max(other.start, mentions[index].end), min(other.end, stop)):
            rest[offset - mentions[index].end] = " "
    return _JOINED_WORDS.sub(" ", "".join(rest))


def new_clause_about(before: str, after: str, last_chosen: Mention, said: str | None = None) -> bool:
    """Whether a mention opens a new clause (after '；' or '。', or after a comma that closes a set of
    letters) that says something about it other than that it is right or wrong: a description, not a
    choice ("A、D；B 不需要改 mask", "ABDE，C 不用改 softmax")."""
    if said is None:
        clause = CLAUSE.match(after)
        said = clause.group(0) if clause else ""
    after_set = bool(_COMMA_BREAK.search(before)) and last_chosen.kind in ("letter", "identifier", "option")
    after_set = after_set and not _FINE_ALONE.match(said)  # "A,B,D 没毛病": the list's last, said fine
    return (
        (bool(_CLAUSE_BREAK.search(before)) or after_set)
        and not only_filler(said)
        and not _KEPT_ALONE.match(said)
        and not LIST_CLOSING.match(said)  # "A，D 这俩": D the list's last, not described
        and not LIST_COUNTED.match(said)  # "A, B, C 三个": C the last of three
        and not POST_AFFIRM.match(after)
        and not POST_NEGATION.match(after)
        and not adds(before, after)  # "…，psum 也能算一个": added, not described
    )


CONDITIONED = re.compile(
    rf"(?:{lexicon.CONDITIONED})"
    # with who chooses: "如果我选 B 会怎样", "要是我填 B 呢" ask what would follow, they choose nothing
    rf"\s*(?:我|你)?\s*(?:{lexicon.CONDITIONED_CHOICE})?\s*$",
    re.I,
)


BRACKETED_LAST = re.compile(r"\s*[)）]\s*[.。!！]?\s*$")


CHOSEN_ANYWAY = re.compile(r"选|\bchoose|\bpick|\binclude|算上|算进", re.I)


_QUESTION_VERB = re.compile(
    rf"^\s*(?:{alternation(lexicon.QUESTION_ADVERBS)})?\s*(?P<no>{alternation(lexicon.QUESTION_NEGATIONS)})?"
    rf"\s*(?P<modal>{alternation(lexicon.QUESTION_MODALS)})?"
)


def question_predicate(text: str, mention: Mention, stem_terms: frozenset[str]) -> str | None:
    """What the rest of a mention's clause says of it in the question's own words: "no" when it denies
    the question's predicate ("B 不会导致失败" to "哪项操作会导致 capture 失败"), "yes" when it affirms
    it with the question's modal alone ("D 会"); None when it says anything else."""
    clause = CLAUSE.match(text, mention.end)
    said = clause.group(0) if clause else ""
    verb = _QUESTION_VERB.match(said)
    if verb is None or not (verb.group("no") or verb.group("modal")):
        return None
    rest = said[verb.end() :].strip(" 吧啊呢了的")
    if lexicon.has(rest, (*lexicon.COMMITMENTS, *lexicon.REASONS)):
        return None  # "B 不能被捕获所以会失败": the clause goes on to a consequence
    if len(rest) > 2 * sum(map(len, stem_terms)) + 16:
        # more than the question's words could say: it says something else, and segmenting each
        # mention's whole unpunctuated remainder would cost the square of the answer's length
        return None
    words = set(terms(rest)) - _paraphrase.NEUTRAL
    if verb.group("no"):
        return "no" if rest and words and words <= stem_terms else None
    modal = verb.group("modal")
    return "yes" if not rest and modal in stem_terms else None


def doubted_after(after: str) -> bool:
    """Whether a doubt follows the mention directly ("E 不确定"; not "E，不确定 C", about C)."""
    stripped = _DOUBTER.sub("", after, count=1)  # "A I'm not sure about", "C 我也不确定"
    return any(hit.start == len(after) - len(stripped) for hit in lexicon.find(after, lexicon.DOUBTS))


_DOUBTER = re.compile(r"^[\s也还]*(?:(?:我|(?:i'?m|i am|i)\b)\s*)?[\s也还]*", re.I)
# a doubt said of the option and then overruled, closing its clause ("E 存疑但也选", "C 不确定，但还是选",
# "B 存疑但选上"): the option chosen all the same, not held open
_DOUBT_OVERRULED = re.compile(
    rf"\s*[,，]?\s*(?:{alternation(lexicon.DOUBT_YET)})?\s*(?:我)?\s*(?:{alternation(lexicon.DOUBT_KEPT)})"
    r"\s*[吧了的]*\s*(?:[,，;；。.!！)）]|$)",
    re.I,  # "…, but I'll keep it"
)


def doubt_overruled(after: str) -> bool:
    """Whether a doubt right after the mention ("E 存疑…") is overruled in the same clause by choosing it
    all the same ("…但也选"), and not undone after ("…但也选。其实不对", "…，可能吧"); "E 不确定要不要选",
    "E 存疑" (only doubted) are not."""
    stripped = _DOUBTER.sub("", after, count=1)
    start = len(after) - len(stripped)
    for hit in lexicon.find(after, lexicon.DOUBTS):
        kept = _DOUBT_OVERRULED.match(after, hit.end) if hit.start == start else None
        if kept is not None:
            return not lexicon.has(after[kept.end() :], lexicon.OVERRULING_UNDONE)
    return False


# the share of one part opening the last clause ("1024 ÷ 64，每卡十六条", "…，每个 rank 16", "一个 rank 16"):
# the result per part that the working before it divided out, a subject of no weight; the whole it divided
# down may open it ("2048 摊下去每份 8", "1024 除下来一个 rank 16")
_DIVIDED_DOWN = rf"\d[\d.,]*\s*(?:{alternation(lexicon.DIVIDED_DOWN)})\s*"
_PER_PART = re.compile(
    rf"\s*(?:(?:{_DIVIDED_DOWN})?(?:每\s*(?:一)?|一)\s*(?:{alternation(lexicon.PART_UNITS)})?\s*"
    rf"(?:{alternation(lexicon.PARTS)})|{_DIVIDED_DOWN}每\s*(?:{alternation(lexicon.DIVIDED_PARTS)}))\s*(?:上)?\s*",
    re.I,
)


def per_part(lead: str) -> bool:
    """Whether ``lead`` is the share of one part alone ("每卡 ", "每个 rank "): a subject of no weight."""
    return _PER_PART.fullmatch(lead) is not None


# the last clause opened by a word stating a result the answer worked to ("，共 64", "，一共是 64")
_STATED_RESULT_LEAD = re.compile(
    rf"(?:{STATED_RESULT_LEADS})\s*(?:{alternation(STATED_RESULT_COPULAS)})?\s*$"
)
# "…, so X — C": a spaced dash too; "…就行 D": a clause closed by saying it suffices
_CLAUSE_START = re.compile(
    rf"(?:^|[,，;；。.:：!！?？]\s*|\s-|(?:{alternation(lexicon.SUFFICES_CLOSING)})\s*)$"
)
# the last clause opened by a word alone saying the figure is exactly it or the share taken ("…，刚好一半",
# "…，占 1/32"): the result the reason before it came to, said as it is
_RESULT_SAID = re.compile(rf"\s*(?:{alternation(lexicon.RESULT_SAID_LEADS)})\s*(?:是|为)?\s*")


def last_clause_alone(before: str, after: str, stem_terms: frozenset[str] = frozenset()) -> bool:
    """Whether the answer's last clause is the mention alone, or with words of no weight or of the
    question itself ("约一半，C", "…, B", "随机赋值不行，直接剔除", "每卡 8"): the answer it ends on."""
    lead = re.split(r"[,，;；。.!！?？:：]", before)[-1]
    alone = bool(_CLAUSE_START.search(before.rstrip(" \t"))) or per_part(lead)
    alone = alone or _STATED_RESULT_LEAD.search(lead) is not None  # "…再乘 8 个 rank，共 64": the result
    alone = alone or _RESULT_SAID.fullmatch(lead) is not None  # "…两个字节，刚好一半"
    alone = alone or (
        len(lead.strip()) <= _QUALIFIER_LIMIT
        and re.fullmatch(r"[\w\s]+", lead) is not None  # words, not "'; DROP TABLE …; --"
        and only_context(lead, stem_terms)
    )
    after = _MEASURE_AFTER.sub("", after, count=1)  # "…，260 条": the figure with its measure word
    return alone and only_filler(after) and not PRE_NEGATION.search(before)


# the answer's last clause saying what a quantity grows by, the figure closing it ("…，翻了 4 倍", "算力要×4",
# "…，×4"): a short subject, then a verb of growth or the times sign; no word bounding the figure ("超过",
# "不到", "至少", "接近") nor any denial
_GROWN_BY = re.compile(
    rf"(?P<subject>[\w\s]{{0,8}}?)\s*(?:{lexicon.GROWING})\s*[×xX*]?\s*"
    r"|\s*[×xX*]\s*"  # the sign alone opening the clause; after a word it multiplies ("rank 数 × 8")
)
_BOUNDED = re.compile(alternation(lexicon.BOUNDING))


def grown_by(before: str, after: str) -> bool:
    """Whether the last clause says the figure after ``before`` is what a quantity grows by."""
    lead = re.split(r"[,，;；。.!！?？:：]", before)[-1]
    grown = _GROWN_BY.fullmatch(lead)
    if grown is None or _BOUNDED.search(grown.group("subject") or "") or PRE_NEGATION.search(before):
        return False
    return only_filler(_MEASURE_AFTER.sub("", after, count=1))


_MEASURE_AFTER = re.compile(r"^\s*[个条张次种项块层步份位趟遍轮组段]")
# a bracketed remark closing the answer, with what it holds: "（只是猜的）", "（2048 ÷ 64 卡 ÷ 累加 4）"
_REMARK = re.compile(r"[(（]([^()（）]*)[)）][\s。.!！]*$")


_QUALIFIER_LIMIT = 12  # characters: "所以是对捕获流的 X" qualifies X; a longer stretch says something else


_PHRASE_LIMIT = 8  # characters around the one figure: "每卡 8", "每卡 32 个样本"


# a closing remark (``_REMARK``) working the figure out: "8 条（2048 ÷ 64 卡 ÷ 累加 4）"; its Chinese
# words (units, names) aside, operands and + - × ÷ alone, each operator between two figures
_TIMES_SIGN = re.compile(r"(?<=[\d\s])[xX](?=[\s\d])|×")
_OPERATIONS = re.compile(r"\d+(?:\.\d+)?(?:[*/+-]\d+(?:\.\d+)?){1,6}")
_TERM = re.compile(r"([+-]?)([^+-]+)")


def _evaluate(operations: str) -> float | None:
    """The value of a chain of + - * / over figures (``_OPERATIONS``), products first; None on a
    division by zero."""
    total = 0.0
    for sign, product in _TERM.findall(operations):
        figures = re.split(r"([*/])", product)
        value = float(figures[0])
        for operator, figure in zip(figures[1::2], figures[2::2], strict=True):
            if operator == "/" and float(figure) == 0:
                return None
            value = value * float(figure) if operator == "*" else value / float(figure)
        total += -value if sign == "-" else value
    return total


def _worked_out(after: str, figure: str) -> str:
    """``after`` less a closing bracket whose operations come to ``figure`` exactly ("（2048 ÷ 64 ÷ 4）"
    after "8"); ``after`` as it is when there is none, or when it comes to anything else."""
    working = _REMARK.search(after)
    value = value_of(figure)
    if working is None or value is None or re.search(r"[不没非未别吗?？]", working.group(1)):
        return after  # "（不是 2048 ÷ 256）": a working denied or asked about works nothing out
    operations = re.sub(r"[\u4e00-\u9fff\s]", "", _TIMES_SIGN.sub("*", working.group(1)).replace("÷", "/"))
    if not _OPERATIONS.fullmatch(operations):
        return after  # a word that is no unit or name ("不", "吗", "max"), or no operation at all
    result = _evaluate(operations)
    close = result is not None and same(result, value.value)
    return after[: working.start()] if close else after


def short_phrase(text: str, mention: Mention) -> bool:
    """A short phrase around the answer's one figure, with nothing that denies, doubts or asks:
    the figure is its answer ("每卡 8"), a reading to confirm; a closing bracket that works the figure
    out ("每卡 8 条（2048 ÷ 64 ÷ 4）") adds nothing to it."""
    after = _worked_out(text[mention.end :], text[mention.start : mention.end])
    rest = (text[: mention.start] + " " + after).strip()
    return (
        mention.kind in ("value", "option", "nearest")
        and len(rest.replace(" ", "")) <= _PHRASE_LIMIT  # "每张卡 16 条样本": spacing is no word
        and re.fullmatch(r"[\w\s]*", rest) is not None
        and not re.search(r"\d|[不没非未吗]|\bnot\b", rest)
        and not lexicon.has(rest, lexicon.LEFT_OPEN)
    )


def decided_about(before: str, after: str, stem_terms: frozenset[str]) -> bool:
    """Whether the last clause opens with a decision and names only the question's own subject before
    the option ("…，所以偏差 0%", "so the bias is 0"): the answer it ends on."""
    clause = re.split(r"[,，;；。.!！?？:：]", before)[-1].strip()
    decided = [hit for hit in lexicon.find(clause, lexicon.DECISIONS) if hit.start == 0]
    if not decided or not only_filler(_REMARK.sub("", after)):
        return False
    subject = clause[decided[0].end :]
    qualified = len(subject.strip()) <= _QUALIFIER_LIMIT and not PRE_NEGATION.search(subject)
    qualified = (
        qualified
        and not re.search(r"[不没非未]|\bnot\b", subject)
        and not lexicon.has(subject, lexicon.DOUBTS)
    )
    return only_filler(subject) or only_context(subject, stem_terms) or qualified


def explained(after: str) -> bool:
    """Whether the text after a mention describes the option ("A 是循环", "D is a reduction")."""
    return bool(_EXPLAINED.match(after)) and not POST_AFFIRM.match(after) and not POST_NEGATION.match(after)


def ends_with(gap: str, words: tuple[str, ...]) -> bool:
    """Whether ``gap`` (the text before a mention) ends with one of ``words`` ("所以", "rule out"),
    "option" / "选项" aside ("i.e. option A")."""
    gap = _OPTION_WORD.sub("", gap.rstrip(" \t:：,，"))
    end = len(gap.rstrip(" \t:：,，"))
    return any(hit.end == end for hit in lexicon.find(gap, words))


def in_reason(text: str, after_choice: int, start: int, reasons: list[int]) -> bool:
    """Whether a mention at ``start`` lies in a stated reason opened after the first choice, with no
    correction between the reason and the mention."""
    opened = [reason for reason in reasons if after_choice <= reason < start]
    return bool(opened) and not RETRACT.search(text[opened[0] : start])
