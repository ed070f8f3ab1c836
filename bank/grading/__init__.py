"""Grading answers: ``grade(question, answer) -> Grade``, pure and offline.

Every question type is graded by rules (choices, true/false, figures, code) or by a key-point
rubric (short, design, derivation answers); an LLM judge can refine open answers outside this
package (``api.judge``), with the rubric grade as its fallback. An answer never raises: what is
not an answer (empty, a bot command, only emoji, too long, no readable commitment) is graded
``invalid`` with a rationale telling the candidate what is expected.
"""

from __future__ import annotations

import re

from bank.grading import _confirmation, _graders
from bank.grading.checks._choice_graded import graded_choice
from bank.grading.choice._added_aside import added_aside
from bank.grading.choice._also_added import also_unread, pointed_unread
from bank.grading.choice._approved import approved
from bank.grading.choice._asked_doubted import asked_doubted
from bank.grading.choice._closing_count import count_unmeant
from bank.grading.choice._counted_operands import counted_operands
from bank.grading.choice._denied_in_turn import denied_in_turn
from bank.grading.choice._fine_of_fault import fine_of_fault
from bank.grading.choice._hedged_after import hedged_after
from bank.grading.choice._judged_over import judged_over
from bank.grading.choice._left_open import left_open
from bank.grading.choice._list_unmeant import list_unmeant
from bank.grading.choice._marked_letters import own_letter_marks
from bank.grading.choice._meaning import Similarity
from bank.grading.choice._near_denied import near_denied
from bank.grading.choice._ordering_about import ordering_said_about
from bank.grading.choice._retyped import retyped_letter
from bank.grading.choice._rule_out_open import rule_out_open
from bank.grading.choice._set_amended import set_amended
from bank.grading.choice._set_over_set import set_over_set
from bank.grading.choice._sorted_groups import sorted_groups
from bank.grading.choice._spoken_option import spoken_option
from bank.grading.choice._tried_then_another import tried_then_another
from bank.grading.code._blank_fills import circled_labels
from bank.grading.code._code import dash_paused
from bank.grading.code._code_remarks import said_before_fill
from bank.grading.code._commented_fill import commented_fill
from bank.grading.code._diff_fill import diff_fill
from bank.grading.code._digit_labels import digit_labels
from bank.grading.code._fill_turned import turned_from_key
from bank.grading.code._slashed_comments import slashed_comments
from bank.grading.code._spoken_code import spoken_fill
from bank.grading.decisions._asked_first import answer_after_asking
from bank.grading.decisions._asking import asks_which_meant, doubts_premise, only_asks
from bank.grading.decisions._disowned import disowned_by_a_line
from bank.grading.decisions._interjected_no import interjected_no
from bank.grading.decisions._invalid import LENGTH_LIMIT, TRUTH_SYMBOLS, clean, invalid_reason
from bank.grading.decisions._letter_turned import declined_at_close
from bank.grading.decisions._line_turned import line_turned
from bank.grading.decisions._not_only import not_only
from bank.grading.decisions._not_own import not_own, reported, withdrawn
from bank.grading.decisions._other_case import other_case
from bank.grading.decisions._refused_apart import refusal_joined
from bank.grading.decisions._rhetorical import rhetorical_denied
from bank.grading.decisions._steps import graded_by_steps
from bank.grading.decisions._struck import denying_label, only_doubted, refused_or_struck, signed_against
from bank.grading.decisions._went_back import conditional, for_another, put_off, went_back
from bank.grading.figures._letter_scored import letter_scored
from bank.grading.figures._python_values import python_values
from bank.grading.mentions._letter_mentions import letters_named
from bank.grading.mentions._names import names_spaced
from bank.grading.mentions._quantity_said import said_of_another
from bank.grading.numbers._digit_groups import digit_groups_joined
from bank.grading.open._rubric import speaks_of
from bank.grading.results import _grades
from bank.grading.results._grades import OPEN_CORRECT_AT, make, open_verdict
from bank.grading.results._messages import message, sentences
from bank.grading.results._types import Grade, Language, Quantity, Understood, Verdict
from bank.grading.text._cantonese import mandarin, particled
from bank.grading.text._en_numerals import percent_spelled
from bank.grading.text._markdown import markup_plain
from bank.grading.text._spaced_stops import asked_spaced, dash_paused_before_letters, spaced_stops
from bank.grading.text._spelling import (
    chat_slang,
    pinyin_choice,
    truth_asked_fixed,
    truth_pinyin,
    truth_stretched,
    truth_typo_fixed,
    voiced_commas,
    voiced_letters,
)
from bank.grading.text._text import denial_said_once, normal, spoken_power
from bank.grading.text._zh_numerals import written_in_numerals
from bank.grading.truefalse._acknowledged import acknowledgement_dropped
from bank.grading.truefalse._agreeing_sign import agreeing_sign_dropped, mocking
from bank.grading.truefalse._mark_parted import mark_parted, not_joined, scorn_joined
from bank.grading.truefalse._object_denied import object_denied
from bank.model import Question, QuestionType
from bank.scores import SCORE_DIGITS, rounded

__all__ = [
    "LENGTH_LIMIT",
    "OPEN_CORRECT_AT",
    "SCORE_DIGITS",
    "Grade",
    "Language",
    "Quantity",
    "Similarity",
    "Understood",
    "Verdict",
    "grade",
    "letters_named",
    "load_segmenters",
    "make",
    "open_verdict",
    "rounded",
    "sentences",
]


def grade(
    question: Question, answer: str | None, language: Language = "zh", *, similarity: Similarity | None = None
) -> Grade:
    """Grade ``answer`` to ``question``; the rationale is written in ``language``.

    ``similarity``, when given (a model of meaning the caller owns: this package loads none), lets a
    choice the rules cannot read be proposed by what the answer means (``_meaning``): a reading the
    candidate must confirm. Without it the rules alone read."""
    text = clean(answer if isinstance(answer, str) else None)
    cantonese = particled(text)  # "係 A 囉": a particle of mood, a word more than the bare answer
    text = mandarin(text)  # "係 A 囉", "唔係，應該係 26GB": written Cantonese in Mandarin's words
    # "$\frac{1}{32}$", "**对**", "| A | ✓ |": math and Markdown, written out (code keeps its dollars)
    if question.type is not QuestionType.CODE:
        calc = question.type is QuestionType.CALC  # "$2\times48\times…$": a product, its value to confirm
        text = markup_plain(text, choice=question.type.is_choice, opened=question.type.is_open, calc=calc)
    slang = False
    if text and not question.type.is_open:  # "xz B", "gj 不支持": the plain words, read to confirm
        plain = chat_slang(text, _question_text(question), opening_only=question.type is QuestionType.CODE)
        slang, text = plain != text, plain
    replied = answer_after_asking(text) if text and not question.type.is_open else None
    if replied == "":  # "是问 NVMe 吗？是", "不是的话 C": what is meant of the stem is left open
        return _grades.invalid(question, message("asked_back", language), language)
    text = replied or text  # "是问能不能用吧？那 A B C D": the reply, read to confirm
    # "1) … 2) … 3) 所以 C": graded by its conclusion, the whole reader on it
    stepped = graded_by_steps(
        question, text, language, lambda said: grade(question, said, language, similarity=similarity)
    )
    if stepped is not None:
        return stepped
    if text and not question.type.is_open and question.type is not QuestionType.CODE:
        text = line_turned(text)  # "A B D E\n不对，C 也对": the line break a comma, as "A B D E，不对，…"
        text = denial_said_once(text)  # "D，不对不对": the denial said once, as "D，不对" reads
        text = interjected_no(text)  # "C，哦不 B": the correction set apart, as "C，哦不，B" reads
    pinyin = rhetorical = voiced = reviewed = coded = False
    if text and question.type.is_choice:
        review = approved(text, question)  # "LGTM on B. nit: …": what it approves, read to confirm
        if review == "":  # "LGTM B. nit: actually C": the approval taken back or turned, asked again
            return _grades.no_choice(question, language)
        reviewed, text = review is not None, review or text
        # "A不对 D只是fullgraph 所以只剩B": typed without stops, its spaces parting the clauses
        text = spaced_stops(text, question.options.values())
        text = dash_paused_before_letters(text)  # "…2048 维 —— C": as "…2048 维，C"
        text = retyped_letter(text, question)  # "cccc", "ＣＣ", "aa": the letter said once, as bare
        text = refusal_joined(text)  # "A，我不选，B": the refusal said of A, as "A 不选，B"
        scorned = rhetorical_denied(text)  # "C，不然还能是 A 吗 🙄": A scorned, as "C，不是 A"
        rhetorical, text = scorned != text, scorned
        # "xuan B", "gqa逗号swiglu", "选必", "比 地 一 都对": read to confirm
        spelt = voiced_letters(pinyin_choice(voiced_commas(text)))
        pinyin, text = spelt != text, names_spaced(spelt, question.options)  # "adaLN zero": its name
        said = spoken_option(text, question.options) if question.type is QuestionType.SINGLE else None
        if said == "":  # code said aloud that is no one option's: what is meant of it is not known
            return _grades.no_choice(question, language)
        voiced, text = bool(said), said or text  # "torch 点 use deterministic algorithms 括号 true…": C
    if text and question.type is QuestionType.CALC:  # "464GB吗 不是 232GB": as "464GB吗？不是 232GB"
        text, coded = python_values(asked_spaced(text))  # "2*48*…/1e9  # GB": its value, to confirm
    if text and question.type is QuestionType.TRUEFALSE:
        text = voiced_commas(text)  # "对逗号不对": the comma said aloud, as "对，不对" reads
        text = truth_stretched(truth_typo_fixed(text))  # "Ture", "yess" as the whole answer: a slip
        text = truth_asked_fixed(text)  # "falsee? no": the slip asked, then replied to ("false? no")
        spelt = truth_pinyin(text)  # "dui de": 对的 typed in pinyin, read to confirm
        pinyin, text = spelt != text, spelt
    sorted_set = sorted_groups(question, text) if text and question.type.is_choice else None
    if sorted_set is not None and not sorted_set:  # groups that cannot be read safely: asked again
        return _grades.invalid(question, message("no_choice", language), language)
    if sorted_set:  # "对：A、D；错：B、C、E", "错的 A D E 对的 B C": the group asked for, read to confirm
        text = "、".join(sorted(sorted_set))
    if text and question.type is QuestionType.CODE:
        text, coded = commented_fill(text)  # "# x", '"""填: x"""': a fill only in a comment, to confirm
        text = slashed_comments(text, question.stem)  # "x  // 注": a comment typed as in C, read as "# 注"
        diffed = diff_fill(question, text)  # "- out = ____\n+ out = f(x)": the "+" line's fill, "f(x)"
        if diffed == "":  # a diff of another line, or of fills that disagree: what is filled is not known
            return _grades.invalid(question, message("expect_code", language), language)
        text = diffed or text
        said = spoken_fill(question, text)  # "block size 冒号 tl 点 constexpr": an accepted fill said aloud
        if said == "":  # code said aloud that spells no accepted fill: how it is written is not known
            return _grades.invalid(question, message("expect_code", language), language)
        voiced, text = bool(said), said or text
    # a choice's own marks are those it puts on each letter ("B✔ D✔ A✘ C✘"), left to its reader
    symbols = TRUTH_SYMBOLS if question.type is QuestionType.TRUEFALSE else own_letter_marks(question, text)
    reason = invalid_reason(text, language, symbols_allowed=symbols, script_read=question.type.is_open)
    if reason is not None:
        return _grades.invalid(question, reason, language)
    truefalse = question.type is QuestionType.TRUEFALSE
    acknowledged = False
    if truefalse:
        text = agreeing_sign_dropped(text)  # "是 👍", "nope 🙅": the bare mark, said again by a gesture
        text = not_joined(text)  # "不 对", "对 不 对": the lone 不 joined, as "不对", "对不对" read
        text = mark_parted(text)  # "是的 把 absmax 常数再量化": parted as "是的，…"
        unacknowledged = acknowledgement_dropped(text)  # "对，这句话是错的": the claim's verdict answers
        acknowledged, text = unacknowledged != text, unacknowledged
        text = scorn_joined(text)  # "对 个鬼": the scorn joined, as "对个鬼" reads
    if not question.type.is_open and (
        refused_or_struck(text, symbols, code=question.type is QuestionType.CODE, options=question.options)
        or denying_label(text, truefalse=truefalse)
    ):  # "B 👎", "~~B~~", "错误答案：B": ask again
        return _grades.invalid(question, message("struck", language), language)
    if not question.key_text.strip():
        return _grades.invalid(question, message("no_key", language), language)
    if not question.type.is_open and went_back(text):  # "D，改成 B……算了还是原来那个": which one?
        return _grades.invalid(question, message("went_back", language), language)
    numbers = question.type.is_choice or question.type is QuestionType.CALC
    # no option has a digit's superscript; a circled digit on a choice is its place ("③")
    if question.type is QuestionType.CODE and len(question.blanks) > 1:
        text = circled_labels(text)  # "① x ② y" numbers the blanks, not figures NFKC would make
        text = digit_labels(text, len(question.blanks))  # "1. nvme 2. cpu" as "(1) nvme (2) cpu"
    spoken = numbers and spoken_power(text)  # "2 的 7 次方": said in words, read to confirm as "2^7"
    # "十六", "三十五G": a figure written in Chinese numerals, read as the figure and confirmed first
    spoken = spoken or (numbers and written_in_numerals(normal(text)))
    spoken = spoken or (numbers and percent_spelled(text))  # "98.7 percent": the sign said as a word
    spoken = spoken or pinyin or slang or voiced or reviewed or bool(sorted_set) or coded
    spoken = spoken or acknowledged  # "对，这个说法是错的": more than the bare mark it now reads as
    spoken = spoken or cantonese  # "四倍囉": the particle dropped, still more than the bare answer
    spoken = spoken or bool(replied)  # "是问…吗？那 A B": the reply after a question back
    signed = not question.type.is_open and signed_against(text, symbols)  # "B 🛑", "B 🤔", "☐ B"
    # "BD 吧 🤔": on a choice, kept where read to confirm anyway (a mark or a fill may be confirmed for
    # other reasons than a tentative word: "true 🤔" is still asked again)
    doubted = signed and question.type.is_choice and only_doubted(text, symbols)
    doubted = doubted and not rhetorical  # "C，不然还能是 A 吗 🤔": the doubt closes a question, asked again
    framed = not question.type.is_open and disowned_by_a_line(text)
    typed = text  # as typed, before its numerals become digits ("四个" as "4个")
    code = question.type is QuestionType.CODE  # Python's Ellipsis kept as typed ("k[..., None]")
    text = normal(text, numerals=numbers, powers=numbers, ordinals=question.type.is_choice, code=code)
    if question.type is QuestionType.MULTI and (chosen := set_over_set(text)):
        text, spoken = chosen, True  # "ABDE 而不是 ABD": the set chosen over the other, to confirm
    amended = (
        set_amended(question.stem, question.options, text) if question.type is QuestionType.MULTI else None
    )
    if amended == "":  # "A B D，不对，B 也许要，加上 E": edits to the set that cannot be read safely
        return _grades.invalid(question, message("no_choice", language), language)
    if amended:  # "A B D，不对，…，加上 E": the first set with its edits, to confirm
        text, spoken = amended, True
    if question.type is QuestionType.CALC:  # "463 856 467 968 字节": one number; "463 8564 67968": which?
        grouped = digit_groups_joined(re.sub(r"\s*\|\s*", " / ", text))  # "11.47M | 98.7%": a "/"
        if grouped is None:
            return _grades.invalid(question, message("digit_groups", language), language)
        text = grouped
    try:
        graded = _confirmation.settle(
            question, text, _dispatch(question, text, language, similarity), language, spoken=spoken
        )
        if question.type.is_choice and graded.verdict is not Verdict.INVALID and mocking(typed):
            graded = graded.model_copy(update={"needs_confirmation": True})  # "B 😏": as "对 😏", to confirm
        kept = doubted and not framed and graded.needs_confirmation  # "BD 吧 🤔": to confirm as "BD 吧"
        if graded.verdict is Verdict.CORRECT and (signed or framed) and not kept:  # "B 🛑", "B\n\n以上作废"
            return _grades.invalid(question, message("struck", language), language)
        if graded.verdict is Verdict.CORRECT and not question.type.is_open and put_off(text):
            return _grades.invalid(question, message("put_off", language), language)  # "B？我再想想"
        if not question.type.is_open and declined_at_close(text):  # whatever was read before it
            gave_up = message("gave_up", language)  # "B，算了不答了": a give-up after all
            return _grades.make(question, Verdict.INCORRECT, 0.0, gave_up, language)
        if graded.verdict is Verdict.CORRECT and not question.type.is_open and for_another(text):
            return _grades.invalid(question, message("for_another", language), language)  # "上一题选 B"
        code = question.type is QuestionType.CODE and turned_from_key(question, graded.understood.code or "")
        if graded.verdict is Verdict.CORRECT and code:  # "上次写 <key>，这次 <another fill>": which one?
            return _grades.invalid(question, message("expect_code", language), language)
        marked = question.type.is_choice or question.type is QuestionType.TRUEFALSE  # figures keep premises
        # "老师说选 B", "支持，作废", "五项全部呢", "16，不，8": not the candidate's own as it stands
        why = not_own(question, text) if graded.verdict is not Verdict.INVALID and marked else None
        # "B 或 C 你定吧", "A or C, up to you": the call left between options already read as a hedge is
        # that hedge ("B 或 C 吧"), graded wrong as it is; only a single answer deferred is asked again
        hedge_left = why == "deferred" and graded.understood.hedged and graded.verdict is Verdict.INCORRECT
        if why and not hedge_left:
            return _grades.invalid(question, message(why, language), language)
        if (
            graded.verdict is not Verdict.INVALID
            and numbers
            and (other_case(question, text) or said_of_another(question, text))
        ):
            return _grades.invalid(question, message("conditional", language), language)  # "35 GB 是 fp8 的"
        filled = question.type is QuestionType.CODE or question.type is QuestionType.CALC
        if graded.verdict is Verdict.CORRECT and filled and reported(text):  # "老师说 464 GB"
            return _grades.invalid(question, message("reported", language), language)
        if graded.verdict is not Verdict.INVALID and question.type is QuestionType.CALC and withdrawn(text):
            return _grades.invalid(question, message("withdrawn", language), language)  # "464GB作废"
        # a figure's condition may be a premise the stem gives ("如果是 fp16 就是 464 GB"): the calc reader's;
        # a fill's is one said before it ("如果…就 <fill>"), not a remark after it ("<fill>  # 要是 2 的幂")
        head = text if marked else said_before_fill(question, text, graded.understood.code)
        # on a choice, whatever was read: "在单卡下是 B" read partial or wrong is no more the answer
        wrong = question.type.is_choice and graded.verdict in (Verdict.PARTIAL, Verdict.INCORRECT)
        if head and (
            (graded.verdict is Verdict.CORRECT and conditional(head))
            or (wrong and conditional(head, read_wrong=True))
        ):
            return _grades.invalid(question, message("conditional", language), language)  # "如果推理就选 C"
        scored = question.type.is_choice and letter_scored(question.options, text)  # "A 0分", "D 8分"
        read = graded.understood.choices or []
        scored = scored or (
            question.type.is_choice and not_only(text, read, question.options)
        )  # "不是只能 A"
        scored = scored or (question.type.is_choice and judged_over(question, text, read))  # "48 会 OOM"
        scored = scored or (question.type.is_choice and near_denied(question, text, read))  # "接近 48 但不是"
        scored = scored or (question.type.is_choice and fine_of_fault(question, text, read))  # "X 没问题"
        scored = scored or (  # "48，也可能一半"; a hedge already read ("35 GB，也可能 0.07 TB") stays one
            not graded.understood.hedged and question.type.is_choice and hedged_after(question, text, read)
        )
        scored = scored or (
            question.type.is_choice and asked_doubted(question, text, read)
        )  # "只能 A？不见得"
        scored = scored or (question.type.is_choice and rule_out_open(question, text))  # "B 不能排除"
        scored = scored or (question.type.is_choice and denied_in_turn(question, text, read))  # "…B also no"
        scored = scored or (question.type.is_choice and tried_then_another(question, text))  # "48 呢，64"
        scored = scored or (question.type.is_choice and counted_operands(question, text, read))  # "64 选 2"
        scored = scored or (  # "A yes, B not sure", "B unless A", "AD/D", "选 A、D，都不对"
            question.type.is_choice and left_open(question, text, read, hedged=graded.understood.hedged)
        )
        # "A、D 不都要", "A、D 三个都要", "B 对才怪", "A、D 都要满足，B 也是": not the set read
        scored = scored or (
            graded.verdict is Verdict.CORRECT and question.type.is_choice and list_unmeant(text, read)
        )
        # "A、D，B 也要满足": an option added after the set read, left out of it
        added = question.type.is_choice and (  # "A、D 和那个 E": one pointed at after it, left out too
            also_unread(text, read, question.stem)
            or pointed_unread(text, read, question.options, question.stem)
            or added_aside(text, read)  # "A，C，D（B 也算）", "A、D，也要 B"
        )
        # "A、B、C，就这俩", "A、B、D，四个" (as typed: "4个" by now): a closing count not the number read
        counted = count_unmeant(text, read, question.options) or count_unmeant(
            typed, read, question.options, in_words=True
        )
        added = added or (question.type is QuestionType.MULTI and counted)
        if graded.verdict is not Verdict.INVALID and (scored or added):
            return _grades.invalid(question, message("no_choice", language), language)
        if graded.verdict is not Verdict.INVALID and ordering_said_about(question, answer or ""):  # "约 ①②③④"
            return _grades.invalid(question, message("ordering_about", language), language)
        denied = truefalse and object_denied(question.stem, text, graded.understood.truth)
        if graded.verdict is not Verdict.INVALID and denied:  # "支持，但不是 NVMe", "对，但 NVMe 不支持"
            return _grades.invalid(question, message("object_denied", language), language)
        return graded
    except (ValueError, ArithmeticError, RecursionError, MemoryError):  # pragma: no cover - a safety net
        return _grades.invalid(question, message("unreadable", language), language)


def _question_text(question: Question) -> str:
    """The question's own words (its stem, options and accepted answers): a word it uses is its, no slang."""
    return "\n".join((question.stem, *question.options.values(), question.key_text, *question.accepted))


def _dispatch(question: Question, text: str, language: Language, similarity: Similarity | None) -> Grade:
    if doubts_premise(text, question.type.value) or (not question.type.is_open and only_asks(text)):
        return _grades.invalid(question, message("asked_back", language), language)
    matter = [question.stem, question.key_text, *question.key_points]  # what an open question is about
    if question.type.is_open and only_asks(text) and (not speaks_of(text, matter) or asks_which_meant(text)):
        # "能先把评分标准发我看看吗": a question back on nothing the question is about, no answer to it (one
        # on its matter, "用 Triton 动态批处理可以吗？", may offer an answer and is left to the rubric)
        return _grades.invalid(question, message("asked_back", language), language)
    if question.type.is_choice:
        return graded_choice(question, text, language, similarity)
    if question.type is QuestionType.TRUEFALSE:
        return _graders.grade_truefalse(question, text, language)
    if question.type is QuestionType.CALC:
        return _graders.grade_calc(question, text, language)
    if question.type is QuestionType.CODE:
        return _graders.grade_code(question, dash_paused(text), language)  # "x —— 编译期常量": "x，…"
    graded = _graders.grade_open(question, text, language)
    # "要结合我们公司的系统来讲吗？": asked back, no point made; a statement with a question word in it
    # ("…，所以谈不上退化成什么") is an answer, so the answer must close as a question does
    if graded.score == 0 and _CLOSES_ASKING.search(text) and only_asks(text):
        return _grades.invalid(question, message("asked_back", language), language)
    return graded


# a question mark or a closing 吗 / 么, not the 么 of a question word ("什么", "怎么") nor "那么"
_CLOSES_ASKING = re.compile(r"(?:[?？]|吗|(?<![什怎那这多要])么)[\s?？。.!！…]*$")


def load_segmenters() -> None:
    """jieba's dictionary and its part-of-speech tagger, loaded now (about a second each) rather than
    inside the first answer that needs them: rubrics segment open answers, and a true/false answer that
    repeats the claim's verb is read by its part of speech."""
    from bank.segmentation import posseg

    posseg().lcut("预热")
