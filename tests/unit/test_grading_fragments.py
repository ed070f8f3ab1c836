"""An option named by a verbatim piece of its own text, and an answer about one option alone (issue
30: the fourth blind batch's restated options), on fixture questions in words of their own.

- a long piece of one option's text (a formula, code, two words) that no other option holds and no
  other option comes close to, or a short one pointed at ("…那个"), names that option, to confirm;
  never a piece the question itself holds, never beside another option's own text, never a piece
  whose figures are operands;
- a piece of other options offered as an alternative beside a named option ("D 还是 t / T_w 那种",
  "77 那个，还是 1536 的", a piece several options share, "… 或者 77", a short one) keeps the answer
  open; an option after a condition word ("如果 B", "if it's B") is not chosen;
- one option's own term written alone (cut at its commas and spaces, or the right-hand side of its
  "x=…") is a bare option text ("2^(-l/8)"); words run together are not ("GPT attention plugin");
- a power read out in Chinese is written as one ("2 的负 l/8 次方" is 2^(-l/8), "x 的平方" x^2), so it
  is compared as the option writes it; a letter that is no option ("第 l 层") does not stop it;
- two names of one option's code joined by code ("fullgraph=True") are one mention, ruled out
  together ("不是 fullgraph=True 那个" chooses nothing); a denial after the option's own code going
  on past its name, or after the code's closing quote, rules it out ("…(model 不对", "…' 肯定错");
- an answer naming one option only, with nothing else but that option's words, the question's,
  pointers ("那段") and order words ("先 … 再"), and at most a few words of its own before and after
  it, nothing denied, contrasted, conditioned or asked, is read as that option, to confirm; a state
  said after it ("已经开了") keeps it unread.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS
from tests.helpers.curated import curated_catalog
from tests.helpers.properties import examples

SCHEDULES = Question(
    id="fx-schedules",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="线性预热阶段的学习率公式是？",
    options={
        "A": "lr = base × t / T_w",
        "B": "lr = base × min(1, t / T_w)",
        "C": "lr = base × 0.5 × (1 + cos(π t / T))",
        "D": "lr = base",
    },
    key="B",
)
WIDTHS = Question(
    id="fx-widths",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="该层权重的形状是？",
    options={"A": "[512, 512]", "B": "[512, 1536]", "C": "[1536, 512]", "D": "[512, 77]"},
    key="D",
)


def _letters(question: Question, answer: str) -> str | None:
    result = grade(question, answer)
    return None if result.verdict is Verdict.INVALID else "".join(result.understood.choices or [])


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (SCHEDULES, "min(1, t/T_w) 这种", "B"),
        (SCHEDULES, "0.5 × (1 + cos(π t / T))", "C"),
        (SCHEDULES, "cos(π t / T) 或 min(1, t / T_w)", None),  # two options' own texts
        (SCHEDULES, "不是 min(1, t / T_w)", None),  # ruled out
        (SCHEDULES, "base", None),  # every option's
        (WIDTHS, "77 那个", "D"),  # a short piece, pointed at
        (WIDTHS, "1536 那个", None),  # in two options
        (WIDTHS, "77", None),  # a short piece alone
    ],
)
def test_a_verbatim_piece_of_one_option_names_it(
    question: Question, answer: str, letters: str | None
) -> None:
    assert _letters(question, answer) == letters
    if letters:
        assert grade(question, answer).needs_confirmation


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("mode='max-autotune' 那段", "A"),
        ("先 mode='max-autotune' 再跑", "A"),  # a short word of its own after it: what it does
        ("能开 mode='max-autotune' 那段", "A"),  # a short lead-in describing it
        ("那段 mode='max-autotune' 已经开了", None),  # a word after it: the option's state, not read
        ("backend='nvfuser' 但要加 fullgraph", None),  # contrasted
        ("backend='nvfuser' if it compiles", None),  # conditioned
        ("backend='nvfuser' 吗", None),  # asked
    ],
)
def test_an_answer_about_one_option_alone(answer: str, letters: str | None) -> None:
    assert _letters(CODE_OPTIONS, answer) == letters
    if letters:
        assert grade(CODE_OPTIONS, answer).needs_confirmation


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("D 还是 min(1, t / T_w)", "BD"),  # kept open: incorrect, both read
        ("如果 B", None),
        ("if it's B, then the warm-up is linear", None),
        ("假设选 B", None),
    ],
)
def test_an_alternative_piece_and_a_condition(answer: str, letters: str | None) -> None:
    result = grade(SCHEDULES, answer)
    assert result.verdict is not Verdict.CORRECT
    assert _letters(SCHEDULES, answer) == letters


@pytest.mark.parametrize(
    ("answer", "bare"), [("2^(-l/8)", True), ("r=2^(−l/8)", True), ("取 2^(-l/8)", False)]
)
def test_an_options_own_term_written_alone_is_bare(answer: str, bare: bool) -> None:
    result = grade(DECAY, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation is not bare


def test_a_piece_several_options_share_offered_beside_one_keeps_it_open() -> None:
    for answer in ("77 那个，还是 1536 的？", "[512, 77] 或者 1536", "[512, 1536] 或者 77"):  # 1536: B's, C's
        assert grade(WIDTHS, answer).verdict is not Verdict.CORRECT, answer


def test_two_names_of_one_options_code_are_ruled_out_together() -> None:
    assert grade(CODE_OPTIONS, "不是 fullgraph=True 那个").verdict is Verdict.INVALID
    assert grade(CODE_OPTIONS, "backend='inductor' 肯定错").verdict is Verdict.INVALID  # after its quote
    assert grade(CODE_OPTIONS, "mode='reduce-overhead' is wrong").verdict is Verdict.INVALID
    # the option's own code going on between its name and the denial
    assert grade(CODE_OPTIONS, "torch.compile(model, backend='nvfuser' 不对").verdict is Verdict.INVALID
    assert grade(CODE_OPTIONS, "肯定不是 backend='nvfuser'").verdict is Verdict.INVALID


def test_a_piece_whose_figures_are_operands_names_nothing() -> None:
    assert _letters(SCHEDULES, "min(1, t / T_w) × 2") is None


DECAY = Question(
    id="fx-decay",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="这种位置偏置里各层的衰减率是？",
    options={"A": "每层 r=0.5×l", "B": "第 l 层 r=2^(−l/8)，l=1, …, 16", "C": "r=1/l", "D": "固定 r=1"},
    key="B",
)


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("10 的 3 次方", "10^3"),
        ("x 的平方", "x^2"),
        ("2 的负 l/8 次方", "2^(-l/8)"),
        ("e 的 (t+1) 次方", "e^(t+1)"),
        ("3 的 -k 次方", "3^(-k)"),
    ],
)
def test_a_power_read_out_in_chinese_is_written_as_one(spoken: str, written: str) -> None:
    assert normal(spoken, numerals=True, powers=True) == written


@pytest.mark.parametrize(
    "answer", ["第 l 层取 2 的负 l/8 次方", "2 的负 l/8 次方那个", "指数衰减那个，2 的 -l/8 次方"]
)
def test_an_option_read_out_in_words(answer: str) -> None:
    assert _letters(DECAY, answer) == "B"


SINGLE = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]
OPEN = [
    "{x} 还是 {y}",
    "{x} or {y}",
    "{x}？{y}？",
    "要么 {x} 要么 {y}",
    "{x} 吧，{y} 也有可能",
    "{x}, maybe {y}",
]
RULED_OUT = [
    "不是 {x}",
    "not {x}",
    "{x} 不对",
    "如果 {x}",
    "{x} 肯定不对",
    "rule out {x}",
]  # "{x}?" is tentative


def _piece(question: Question, label: str) -> str:
    """The option's text without its first and last characters: a verbatim piece of it."""
    text = question.options[label].replace("`", "").strip()
    return text[1:-1].strip() if len(text) > 8 else text


@examples(150)
@given(st.sampled_from(SINGLE), st.data())
def test_pieces_of_two_options_kept_open_never_grade_correct(question: Question, data: st.DataObject) -> None:
    labels = sorted(question.options)
    x = data.draw(st.sampled_from(labels))
    y = data.draw(st.sampled_from([label for label in labels if label != x]))
    answer = data.draw(st.sampled_from(OPEN)).format(x=_piece(question, x), y=_piece(question, y))
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(RULED_OUT))
def test_a_piece_of_the_key_ruled_out_never_grades_correct(question: Question, template: str) -> None:
    answer = template.format(x=_piece(question, question.key_text))
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@examples(200)
@given(st.sampled_from(SINGLE), st.data())
def test_a_piece_of_a_wrong_option_never_grades_correct(question: Question, data: st.DataObject) -> None:
    wrong = data.draw(st.sampled_from(sorted(set(question.options) - {question.key_text})))
    answer = _piece(question, wrong) + data.draw(st.sampled_from(["", " 那个", "，选这个", " I think"]))
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "question",
    [question for question in curated_catalog() if question.servable and question.options],
    ids=lambda question: question.id,
)
def test_a_letter_that_folds_to_two_never_breaks_the_reading(question: Question) -> None:
    # "İ" lower-cases to "i̇" (two characters): the folded text kept one offset for both, so every offset
    # after it pointed at the wrong character and a piece near the end of the answer raised IndexError
    for option in question.options.values():
        for answer in ("İ" * 5 + option, option.replace(" ", "İ"), "İ" + option + "İ"):
            grade(question, answer)  # raises nothing
