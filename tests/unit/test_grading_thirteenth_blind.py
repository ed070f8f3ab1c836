"""The rules written for the causes the thirteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- a bare choice in dress is still bare: the whole answer in one pair of brackets of any kind, capital
  letters joined by (middle) dots, an option's text with its own letter after it in brackets, an
  option's code name called with nothing inside;
- a letter glued by a dot to its own option's text is that letter; glued to another option's text both
  are read (never the text's option alone);
- true/false: a particle of mood after a mark ("对哈"), "属实" / "为真" / "为假" / "不属实", "大错特错",
  are bare marks ("没问题" alone is a sentence since blind-22.yaml: true, to confirm); "这句话" before a
  mark names the claim, read for confirmation;
- true/false: the claim restated and then judged ("不支持 X 是对的") says the restatement's polarity,
  affirmed or denied: never the judgement's mark alone; a belief before a repeated verb ("我觉得不行")
  says the verb;
- a calculation whose step is said done once too often ("多乘了一个 2") is read after that correction;
- a figure after an operation said in words ("再乘 2 字节") or after a named factor ("层数 × 2 字节") is
  an operand, not a result: steps stopped before the result are asked again;
- code: one fill times the number of blanks ("cpu × 2") fills every blank, for confirmation;
- a word of certainty before a letter ("铁定 B") says nothing more; a figure after "化简" / "约分" is
  the one committed to.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, MULTI_PARTIAL, SIZES, WORDS
from tests.helpers.curated import curated_catalog
from tests.helpers.properties import examples

CALLS = Question(
    id="fx-thirteenth-calls",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="哪个调用会让所有 rank 在此等待？",
    options={"A": "`torch.cuda.empty_cache`", "B": "`dist.barrier`（默认 group）", "C": "`tensor.item`"},
    key="B",
)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [(SIZES, "《A》", Verdict.CORRECT), (SIZES, "「C」", Verdict.INCORRECT),
     (WORDS, "〈不变〉", Verdict.CORRECT), (MULTI, "{A, C, D}", Verdict.CORRECT),
     (MULTI, "[A、C]", Verdict.INCORRECT), (MULTI_PARTIAL, "『A、C』", Verdict.PARTIAL)],
)  # fmt: skip
def test_a_bare_choice_in_one_pair_of_brackets_is_bare(
    question: Question, answer: str, verdict: Verdict
) -> None:
    graded = grade(question, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("A·C·D", Verdict.CORRECT), ("B・C", Verdict.INCORRECT)])
def test_letters_joined_by_middle_dots_are_a_bare_set(answer: str, verdict: Verdict) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is verdict and not graded.needs_confirmation


def test_an_option_with_its_own_letter_after_it_is_bare() -> None:
    graded = grade(SIZES, "28GB【C】")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C"]
    assert not graded.needs_confirmation


def test_an_option_with_another_letter_after_it_is_no_bare_answer() -> None:
    graded = grade(SIZES, "35GB（D）")
    assert graded.verdict is not Verdict.CORRECT  # two options named: never the key on its own


@pytest.mark.parametrize(
    ("answer", "verdict"), [("dist.barrier()", Verdict.CORRECT), ("tensor.item()", Verdict.INCORRECT)]
)
def test_an_option_called_with_nothing_inside_is_bare(answer: str, verdict: Verdict) -> None:
    graded = grade(CALLS, answer)
    assert graded.verdict is verdict and not graded.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("A.35GB", Verdict.CORRECT), ("D．26GB", Verdict.INCORRECT)])
def test_a_letter_glued_to_its_own_option_by_a_dot_is_that_letter(answer: str, verdict: Verdict) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is verdict and not graded.needs_confirmation


def test_a_letter_glued_to_another_option_by_a_dot_is_never_that_option() -> None:
    graded = grade(SIZES, "B.35GB")
    assert graded.verdict is not Verdict.CORRECT and "B" in (graded.understood.choices or ["B"])


SINGLE_WITH_TEXTS = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]


@examples(80)
@given(st.sampled_from(SINGLE_WITH_TEXTS), st.data())
def test_a_wrong_letter_dotted_to_any_options_text_never_grades_correct(
    question: Question, data: st.DataObject
) -> None:
    letter = data.draw(st.sampled_from(sorted(set(question.options) - {question.key_text})))
    text = question.options[data.draw(st.sampled_from(sorted(question.options)))].strip("`")
    text = data.draw(st.sampled_from([text, text.split("`")[0], text.split()[0]]))  # or a word of it
    graded = grade(question, f"{letter}.{text}")
    assert graded.verdict is not Verdict.CORRECT, (question.id, letter, text, graded.rationale)


HOLDS = Question(
    id="fx-thirteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="LoRA 可以合并回原权重。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("对哈", True), ("错咯", False), ("不对噢", False), ("是的是的", True), ("属实。", True),
     ("不属实", False), ("命题为真", True), ("为假", False), ("大错特错！", False)],
)  # fmt: skip  # "√ 没啥问题" is to confirm since convention 7 (test_grading_particle_marks)
def test_marks_with_a_particle_or_in_new_words_are_bare(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["对吗", "没问题吗？"])
def test_a_mark_asked_back_is_no_answer(answer: str) -> None:
    assert grade(HOLDS, answer).verdict is Verdict.INVALID


def test_fine_said_of_a_subject_is_not_the_bare_mark() -> None:
    graded = grade(HOLDS, "合并回去没问题")
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation


@pytest.mark.parametrize(("answer", "truth"), [("这句话是对的", True), ("这话不成立", False)])
def test_the_claim_named_as_this_sentence_is_read_for_confirmation(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


SUPPORTS = Question(
    id="fx-thirteenth-supports",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="vLLM 支持 LoRA 热加载。",
    key="true",
)
DENIES = SUPPORTS.model_copy(
    update={"id": "fx-thirteenth-denies", "stem": "vLLM 不支持 LoRA 热加载。", "key": "false"}
)
JUDGED_TRUE = ["{said} 是对的", "{said} 没错", "{said}，这点属实", "{said} 是真的"]
JUDGED_FALSE = ["{said} 是错的", "{said} 不成立", "{said}，这点不对"]


@examples(40)
@given(st.sampled_from([SUPPORTS, DENIES]), st.sampled_from(JUDGED_TRUE + JUDGED_FALSE), st.booleans())
def test_a_restatement_judged_says_its_own_polarity(claim: Question, judged: str, agreeing: bool) -> None:
    denying = "不支持" in claim.stem
    said = ("不支持" if denying == agreeing else "支持") + " LoRA 热加载"
    graded = grade(claim, judged.format(said=said))
    says_claim = agreeing == (judged in JUDGED_TRUE)
    assert graded.understood.truth is says_claim, (claim.stem, judged, said)
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"), [("我觉得不支持", False), ("我认为支持", True), ("觉得不能", False)]
)
def test_a_belief_before_the_claims_verb_says_the_verb(answer: str, truth: bool) -> None:
    graded = grade(SUPPORTS, answer)
    assert graded.understood.truth is truth and graded.needs_confirmation


MEMORY = Question(
    id="fx-thirteenth-memory",
    bank="fx",
    type=QuestionType.CALC,
    stem="激活显存约为多少 GB？",
    key="96 GB",
    numeric=[{"value": 96, "unit": "GB", "tolerance": 0.02}],
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("192 GB，多算了一遍，减半就是 96 GB", Verdict.CORRECT),
        ("96 GB，乘多了，其实是 48 GB", Verdict.INCORRECT),
    ],
)
def test_a_step_said_done_once_too_often_is_mended_by_what_follows(answer: str, verdict: Verdict) -> None:
    graded = grade(MEMORY, answer)
    assert graded.verdict is verdict and graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"), [("铁定 A", Verdict.CORRECT), ("稳稳的 C", Verdict.INCORRECT)]
)
def test_a_word_of_certainty_before_a_letter_says_nothing_more(answer: str, verdict: Verdict) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is verdict and graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("4/128，约分为 1/32", Verdict.CORRECT), ("2/128，化简得 1/64", Verdict.INCORRECT)],
)
def test_the_simplified_figure_is_the_one_chosen(answer: str, verdict: Verdict) -> None:
    assert grade(FRACTIONS, answer).verdict is verdict


@pytest.mark.parametrize(
    "answer", ["激活元素数 4×1024×4096，再乘以 2 字节", "元素数 × 2 字节，自己代", "先除以 8 GB"]
)
def test_steps_stopped_before_the_result_are_asked_again(answer: str) -> None:
    assert grade(MEMORY, answer).verdict is Verdict.INVALID


def test_a_result_after_the_operation_in_words_is_read() -> None:
    graded = grade(MEMORY, "元素数再乘 2 字节，得 96 GB")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


TWO_DEVICES = Question(
    id="fx-thirteenth-devices",
    bank="fx",
    type=QuestionType.CODE,
    stem='```python\nparam = {"device": "____"}\noptim = {"device": "____"}\n```',
    key=["cpu", "cpu"],
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("cpu × 2", Verdict.CORRECT), ("cpu x2", Verdict.CORRECT), ("nvme * 2", Verdict.INCORRECT)],
)
def test_one_fill_times_the_blanks_fills_every_blank(answer: str, verdict: Verdict) -> None:
    graded = grade(TWO_DEVICES, answer)
    assert graded.verdict is verdict and graded.needs_confirmation


def test_a_fill_times_another_count_is_no_repeated_fill() -> None:
    assert grade(TWO_DEVICES, "cpu × 3").verdict is not Verdict.CORRECT
