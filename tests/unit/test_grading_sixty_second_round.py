"""The round on blind batch 62 (issue "Grading a typed answer"): classes the batch met.

- An expression whose value the answer asks, or leaves unfinished ("2/64 是多少来着…", "2/64 等于多
  少？", "2/64 = ?", "2/64 算出来是…", "2/64 几"): no answer, never the option its value is, though the
  expression alone ("2/64") names the fraction option. Not a result given after it ("2/64，就是 1/32",
  "2/64 是多少？1/32": read), nor a figure only offered ("1/32？", "是 1/32 来着": to confirm).
- A lower-case letter glued by a dot to its option's whole text ("d．1/64", "b.15/31"): that letter, bare,
  as "D．1/64" reads. Glued to another option's text ("d.1/16") both are read (never one chosen alone);
  glued to anything else ("d.1", "b.shape") it is no letter, as before.
- An option named as an item after its reasons: a number after a conclusion closing the answer ("…，所以
  三号", "因此 3 号"), as "选三号" reads; a Heavenly Stem with "项" whatever is said of it ("甲项没毛病"),
  as "A 项没毛病" reads. To confirm, as any ordinal is. Not a number denied ("所以三号不对") or naming
  something else ("所以三号卡"), nor a stem item beside another option ("甲项和乙项", "甲项或者乙项", "甲
  项和 B": never one of them chosen alone), nor "甲项目".
- A bare "不是" as a clause of its own, maybe after an interjection ("16，啊不是，还要除累加步数，8", "B，
  不是，C"): a take-back, as "不对" there is; what follows is the answer, to confirm. Not "不是 C" (a
  rule-out of what follows), a tag ("16，不是吗"), nor a second answer kept open after it.
- An option that is a count times a name ("[6×hidden]") named by its count and times sign alone ("6x",
  "6×"): the option, bare, as "6 倍" names it (to confirm, for the word). Not a product with more after
  the sign ("6 x 4", "6×d"), a denial ("6x 不对") nor two counts held open ("2x 或 6x").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}

# (question, an expression whose value is the key's figure, that figure, a wrong option's expression)
EXPRESSIONS = [
    ("seed002-10", "2/64", "1/32", "2/128"),  # top-2 of 64 experts: A
    ("seed002-10", "2 除以 64", "1/32", "2 除以 128"),
    ("seed002-10", "二除以六十四", "1/32", "二除以一百二十八"),
    ("seed002-14", "30/62", "15/31", "2/128"),  # the bubble 15/31: B
    ("seed002-13", "52000/200", "260", "52000/100"),  # 260 per seed: C
    ("seed002-07", "2048/(8×8×4)", "8", "2048/(8×8×2)"),  # micro batch 8: B
    ("seed000-11", "1024/64", "16", "2048/64"),  # local batch 16: A
]
ASKED = [
    "{e} 是多少来着…",
    "{e} 是多少来着？",
    "{e} 等于多少？",
    "{e} 等于多少",
    "{e} = ?",
    "{e}=？",
    "{e} 等于？",
    "{e} 算出来是…",
    "{e} 算出来是多少",
    "{e} 约等于多少来着",
    "{e} 是几来着",
    "{e} 等于几呢",
    "{e} 多少",
    "{e} 几",
    "{e} 的比例是多少",
    "top-2，64 个专家，{e} 是多少来着…",
]


@pytest.mark.parametrize("template", ASKED)
@pytest.mark.parametrize(("question_id", "expression", "figure", "wrong"), EXPRESSIONS)
def test_an_expression_whose_value_is_asked_is_no_answer(
    question_id: str, expression: str, figure: str, wrong: str, template: str
) -> None:
    question = QUESTIONS[question_id]
    for said in (expression, wrong):
        result = grade(question, template.format(e=said))
        assert result.verdict is Verdict.INVALID, (question_id, said, template, result)


@pytest.mark.parametrize("question_id", ["seed002-10", "seed002-14"])
def test_the_expression_alone_still_names_its_fraction(question_id: str) -> None:
    question = QUESTIONS[question_id]
    expression, _, wrong = next((e, f, w) for q, e, f, w in EXPRESSIONS if q == question_id)
    assert grade(question, expression).verdict is Verdict.CORRECT  # the hole: the asked form read so
    assert grade(question, wrong).verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "template",
    [
        "{e}，就是 {f}",
        "{e} = {f}",
        "{e} 得 {f}",
        "{e} 是多少？{f}",
        "{e} 等于多少来着……哦，{f}",
        "{e} 大概是 {f} 吧",
    ],
)
@pytest.mark.parametrize(("question_id", "expression", "figure", "wrong"), EXPRESSIONS[:1] + EXPRESSIONS[3:])
def test_a_result_given_after_the_expression_is_read(
    question_id: str, expression: str, figure: str, wrong: str, template: str
) -> None:
    question = QUESTIONS[question_id]
    result = grade(question, template.format(e=expression, f=figure))
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (template, result)
    denied = grade(question, f"{expression} 不是 {figure}")
    assert denied.verdict is not Verdict.CORRECT, denied


@pytest.mark.parametrize("answer", ["1/32？", "1/32 吧", "是 1/32 来着…", "大概 1/32"])
def test_a_figure_only_offered_is_still_read_to_confirm(answer: str) -> None:
    result = grade(QUESTIONS["seed002-10"], answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    hedged = grade(QUESTIONS["seed002-10"], "1/128 还是 1/32 来着")
    assert hedged.verdict is Verdict.INCORRECT, hedged


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "2 × 48 × 2048 × 96 × 96 × 128 × 2 字节是多少来着"),
        ("seed000-30", "2×48×2048×96×96×128×2 = ?"),
        ("seed000-31", "70 × 4 × 64 × 640 等于多少？"),
    ],
)
def test_a_calculation_whose_value_is_asked_is_no_answer(question_id: str, answer: str) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert result.verdict is Verdict.INVALID, result


FRACTIONS = QUESTIONS["seed002-14"]  # A 1/16, B 15/31 (the key), C 1/32, D 1/64


DOTTED = [
    ("b．15/31", Verdict.CORRECT),
    ("b.15/31", Verdict.CORRECT),
    ("d．1/64", Verdict.INCORRECT),
    ("c. 1/32", Verdict.INCORRECT),
]


@pytest.mark.parametrize(("answer", "verdict"), DOTTED)
def test_a_lower_case_letter_dotted_to_its_own_text_is_bare(answer: str, verdict: Verdict) -> None:
    result = grade(FRACTIONS, answer)
    assert result.verdict is verdict and not result.needs_confirmation, result


@pytest.mark.parametrize("answer", ["d.15/31", "b.1/64", "a.15/31"])
def test_a_lower_case_letter_dotted_to_another_options_text_is_not_chosen_alone(answer: str) -> None:
    result = grade(FRACTIONS, answer)
    assert result.verdict is not Verdict.CORRECT, result


@pytest.mark.parametrize("answer", ["b.15", "b.shape", "b.15/31 不对"])
def test_a_lower_case_letter_dotted_to_anything_else_is_no_bare_letter(answer: str) -> None:
    result = grade(FRACTIONS, answer)
    assert result.verdict is not Verdict.CORRECT, result


DETERMINISM = QUESTIONS["seed001-01"]  # C, the third option
HALF_SAVE = QUESTIONS["seed002-01"]  # A, the first option


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("compile 根本没有 deterministic 参数，A B 直接报错；cudnn 那个只管卷积，所以三号", Verdict.CORRECT),
        ("所以三号", Verdict.CORRECT),
        ("因此 3 号吧", Verdict.CORRECT),
        ("cudnn 那个只管卷积，所以四号", Verdict.INCORRECT),
    ],
)
def test_a_number_after_a_conclusion_names_its_option_to_confirm(answer: str, verdict: Verdict) -> None:
    result = grade(DETERMINISM, answer)
    assert result.verdict is verdict and result.needs_confirmation, result


@pytest.mark.parametrize("answer", ["所以三号不对", "所以不是三号", "所以三号卡", "所以二号和三号"])
def test_a_number_denied_or_of_something_else_is_not_chosen(answer: str) -> None:
    result = grade(DETERMINISM, answer)
    assert result.verdict is not Verdict.CORRECT, result


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("甲项没毛病", Verdict.CORRECT), ("甲项没毛病，half 之后存 state_dict", Verdict.CORRECT),
     ("乙项没毛病", Verdict.INCORRECT), ("甲项不对，乙项", Verdict.INCORRECT)],
)  # fmt: skip
def test_a_stem_item_is_read_whatever_is_said_of_it(answer: str, verdict: Verdict) -> None:
    result = grade(HALF_SAVE, answer)
    assert result.verdict is verdict and result.needs_confirmation, result


@pytest.mark.parametrize(
    "answer",
    ["甲项不对", "甲项肯定错", "不是甲项", "甲项对吗？", "甲项和乙项", "甲项或者乙项", "甲项和 B", "甲项目"],
)
def test_a_stem_item_denied_asked_or_beside_another_is_not_chosen(answer: str) -> None:
    result = grade(HALF_SAVE, answer)
    assert result.verdict is not Verdict.CORRECT, result


MICRO_BATCH = QUESTIONS["seed002-07"]  # A 4, B 8 (the key), C 16, D 32


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("16，啊不是，还要除累加步数，8", Verdict.CORRECT),
        ("16，不是，8", Verdict.CORRECT),
        ("16，呃不是，8", Verdict.CORRECT),
        ("C，不是，B", Verdict.CORRECT),
        ("8，啊不是，16", Verdict.INCORRECT),
        ("B，不是，C", Verdict.INCORRECT),
    ],
)
def test_a_bare_take_back_leaves_what_follows(answer: str, verdict: Verdict) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is verdict and result.needs_confirmation, result


@pytest.mark.parametrize(
    "answer", ["16，不是 8", "16，不是吗", "16 不是 8", "16，啊不是，8 还是 4 来着", "16，啊不是，8 不对"]
)
def test_a_rule_out_a_tag_or_a_hedge_after_the_take_back_is_not_read_correct(answer: str) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is not Verdict.CORRECT, result


MODULATION = QUESTIONS["seed000-10"]  # [hidden], [2×hidden], [4×hidden], [6×hidden] (the key, D)


COUNTS = [
    ("6x", Verdict.CORRECT),
    ("6×", Verdict.CORRECT),
    ("6X", Verdict.CORRECT),
    ("4x", Verdict.INCORRECT),
]


@pytest.mark.parametrize(("answer", "verdict"), COUNTS)
def test_a_products_count_and_sign_name_it_bare(answer: str, verdict: Verdict) -> None:
    result = grade(MODULATION, answer)
    assert result.verdict is verdict and not result.needs_confirmation, result
    tentative = grade(MODULATION, f"{answer} 吧")
    assert tentative.verdict is verdict and tentative.needs_confirmation, tentative


@pytest.mark.parametrize("answer", ["6 x 4", "6x4", "6×d", "6 × 1024", "6x 不对", "2x 或 6x"])
def test_a_count_with_more_after_its_sign_or_denied_is_not_read_correct(answer: str) -> None:
    result = grade(MODULATION, answer)
    assert result.verdict is not Verdict.CORRECT, result
