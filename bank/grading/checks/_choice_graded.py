"""A typed choice graded: read by ``_graders.grade_choice``, then held against what the reading alone does
not see — a turn to another option named bare ("B，但是 A"), a figure offered beside one no option
holds, a figure compared or bounded, a share said of what is saved, a range — each of which turns the
reading into a hedge or asks again. Before reading, one option judged against the rest on a stem
asking the wrong one ("只有 A 对") asks which is meant.
"""

from __future__ import annotations

from bank.grading._graders import grade_choice
from bank.grading.checks._closing_letters import closing_letters
from bank.grading.checks._count_said import count_said_otherwise
from bank.grading.checks._denied_list import denied_list_chosen
from bank.grading.checks._figure_compared import compared_figure
from bank.grading.checks._figure_range import hedged_range
from bank.grading.checks._negated_after import negated_after
from bank.grading.checks._opening_label import labelled_apart
from bank.grading.checks._recounted import recounted
from bank.grading.checks._saved_share import saved_share
from bank.grading.checks._split_belief import split_belief
from bank.grading.checks._unlisted_figure import hedged_with_unlisted
from bank.grading.choice._choice import stem_asks
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.choice._meaning import Similarity
from bank.grading.choice._member_open import member_kept_open
from bank.grading.choice._own_case import own_case
from bank.grading.choice._pointed_each import pointed_each
from bank.grading.choice._rest_judged import judged_alone
from bank.grading.choice._retracted import taken_back
from bank.grading.choice._step_after import step_after
from bank.grading.choice._worked_figure import counted_figure, formula_figure, worked_figure
from bank.grading.decisions._realized_close import doubt_closed_on_one, realized_close
from bank.grading.decisions._scorned_lead import echo_then_set, sarcasm_alone, scorned_lead
from bank.grading.decisions._turned_to import turned_to_another
from bank.grading.mentions._converted_value import shown_converted
from bank.grading.mentions._mentions import prepare
from bank.grading.mentions._value_mentions import value_of
from bank.grading.results._grades import expected_form, invalid, make, no_choice
from bank.grading.results._messages import message, sentences
from bank.grading.results._types import Grade, Language, Verdict
from bank.model import Question, QuestionType


def graded_choice(question: Question, text: str, language: Language, similarity: Similarity | None) -> Grade:
    """The grade of ``text`` as an answer to the choice ``question``."""
    # "128 能放下才怪，那就 64": the answer after the claim scorned, never the claim; a claim echoed in
    # disbelief ("…？") only where the whole reads nothing or reads the claim's option beside the
    # answer's ("T=5？那大家都该失业了。t=1" had read both); "B 对？想得美，C" is read whole
    lead = scorned_lead(text, echoed=False)
    graded = _graded(question, text, language, similarity) if lead is None else None
    if graded is not None and graded.verdict is not Verdict.INVALID:  # "128 能放下才怪": nothing chosen
        if sarcasm_alone(text):
            return no_choice(question, language)
        return _echo_apart(question, text, graded, language, similarity)
    lead = lead or scorned_lead(text)
    if lead is None:
        return graded or no_choice(question, language)
    answered = _graded(question, lead[1], language, similarity)
    if answered.verdict is Verdict.INVALID:
        return graded or answered
    # "128 能放下才怪，那就 128": the option scorned chosen after all, asked again
    if _claimed(question, lead[0], language) & set(answered.understood.choices or ()):
        return no_choice(question, language)
    return answered.model_copy(update={"needs_confirmation": True})


def _echo_apart(
    question: Question, text: str, whole: Grade, language: Language, similarity: Similarity | None
) -> Grade:
    """``whole``, or the answer after a claim echoed in disbelief where the whole read the claim's option
    beside others, or a bare set after it, and the answer alone reads none of the claim's ("T=5？那大家都该
    失业了。t=1", "NCCL_LL_THRESHOLD 调大能死锁？A C"); a question answered with its own option ("260? hmm
    扣掉种子是 259，还是选 260") is read whole."""
    chosen = set(whole.understood.choices or ())
    # a bare set after the echo ("NCCL_LL_THRESHOLD 调大能死锁？A C") is the answer even where the whole
    # read the claim's option alone: the claim asked in disbelief is not chosen
    lead = (scorned_lead(text) if len(chosen) > 1 else None) or echo_then_set(text)
    if lead is None or not (claimed := _claimed(question, lead[0], language)) & chosen:
        return whole
    answered = _graded(question, lead[1], language, similarity)
    if answered.verdict is Verdict.INVALID or claimed & set(answered.understood.choices or ()):
        return whole
    return answered.model_copy(update={"needs_confirmation": True})


def _claimed(question: Question, claim: str, language: Language) -> set[str]:
    """The options a scorned claim names ("128 能放下" names D)."""
    return set(grade_choice(question, claim, language).understood.choices or ())


def _graded(question: Question, text: str, language: Language, similarity: Similarity | None) -> Grade:
    if question.type is QuestionType.SINGLE:  # on a multiple choice the doubt may be about the pair
        text = realized_close(text)  # "C还是D来着…哦对 gate 也算 D": as "…哦对 gate 也算，D"
    if judged_alone(text, stem_asks(question.stem)[0]):  # "只有 A 对" on "错误的是": A, or every other?
        return no_choice(question, language)
    # "1024/64 → 每个 rank 16", "128 条 × 2048 token = …" (多少条): read by rule, not by meaning
    pointed = pointed_each(question, text)  # "C ← 硬件门槛；A ← 维度对齐": the options pointed at, listed
    if pointed:
        graded = graded_choice(question, pointed, language, similarity)
        return graded.model_copy(update={"needs_confirmation": graded.verdict is not Verdict.INVALID})
    formula = formula_figure(question, text)  # "=1024/64": the option its value is, or "" (none, "=A1/64")
    if formula is not None:  # read by its value alone, more than a bare figure: to confirm
        if not formula:
            return no_choice(question, language)
        return grade_choice(question, formula, language).model_copy(update={"needs_confirmation": True})
    worked = worked_figure(question, text) or counted_figure(question, text)
    graded = grade_choice(question, text, language, None if worked else similarity)
    if worked and graded.verdict is Verdict.INVALID and not graded.understood.choices:
        graded = grade_choice(question, worked, language).model_copy(update={"needs_confirmation": True})
    graded = shown_converted(graded, _converted(question, text), question.options, language)  # "35000 MB"
    stepped = step_after(question, text, graded.understood.choices or ())
    stepped = own_case(question, text, graded.understood.choices or ()) if stepped is None else stepped
    # "32，选 D。哦还要除 4，8", "25%……那是 int4。int8 的话 50%": the option named first set aside
    if graded.verdict is not Verdict.INVALID and stepped is not None:
        if not stepped:
            return no_choice(question, language)
        return grade_choice(question, stepped, language).model_copy(update={"needs_confirmation": True})
    if graded.verdict is not Verdict.INVALID and turned_to_another(
        text, graded.understood.choices or (), question.options
    ):  # "B，但是 A": B, or A?
        return no_choice(question, language)
    read = graded.understood.choices or ()
    if (
        question.type is QuestionType.SINGLE
        and graded.verdict is not Verdict.INVALID
        and negated_after(text, read, question.options, question.stem)
    ):  # "B 不合适", "B 不一定", "-B": B, or B denied?
        return no_choice(question, language)
    if denied_list_chosen(text, read, question.options, question.stem):
        return no_choice(question, language)  # "1、2、3 都不对": no member of a list denied whole chosen
    if labelled_apart(text, read, question.options, question.stem):
        return no_choice(question, language)  # "1) D" where A is 1: a label, or A and D?
    # "ACD. wait D counts": D alone, or the set with D? (on a single choice the correction replaces)
    if question.type is QuestionType.MULTI and recounted(text, read, question.options, question.stem):
        return no_choice(question, language)
    if question.type is QuestionType.MULTI and doubt_closed_on_one(text, set(read)):
        return no_choice(question, language)  # "B 还是 C？C": C alone, or the pair B、C?
    if graded.verdict is not Verdict.INVALID and taken_back(question, text, read):
        # "A，哦不对，应该是同步那个": never A, the one withdrawn; asked which one is meant
        said = message(
            "taken_back_unread", language, letters="、".join(read) if language == "zh" else ", ".join(read)
        )
        return invalid(question, sentences(said, expected_form(question, language)), language)
    opened = (
        member_kept_open(question, text, graded.understood) if graded.verdict is not Verdict.INVALID else None
    )
    if opened is not None:  # "GQA 和 SwiGLU 肯定有，15T 也算吧": a member kept open, a hedge (convention 5)
        said = message("hedge", language, chosen="".join(opened.choices or ()), key=question.key_text)
        return make(question, Verdict.INCORRECT, 0.0, said, language, opened)
    graded = compared_figure(question, text, graded, language)  # "比 48 多一点", "最多 35GB"
    graded = saved_share(question, text, graded, language)  # "省了 75%" on a stem asking the size
    graded = hedged_with_unlisted(question, text, graded, language)  # "4 倍或 16 倍"
    graded = hedged_range(question, text, graded, language)  # "48 到 64 之间"
    graded = split_belief(question, text, graded, language)  # "C（50%）A（50%）"
    graded = count_said_otherwise(question, text, graded, language)  # "…, doc length — all four" read A、B
    return closing_letters(question, text, graded, language)  # "C 能用，B、E"


def _converted(question: Question, text: str) -> frozenset[str]:
    """The options the answer names by a figure in another unit of theirs ("35000 MB" for "35GB")."""
    if not any(char.isdigit() for char in text) or not any(
        (figure := value_of(option)) is not None and figure.unit is not None and figure.value
        for option in question.options.values()
    ):  # only a figure, to an option that is a figure with a unit (as ``converted_labels`` reads them)
        return frozenset()
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    return frozenset().union(*(mention.labels for mention in mentions if mention.kind == "converted"))
