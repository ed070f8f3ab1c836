"""The rules written for the eighteenth blind batch's causes (issue "Grading a typed answer"), each
in phrasings of its own (not the batch's), beside the nearest shape that must not be read as an
answer, or only for confirmation:

- a Roman numeral sign on a choice ("Ⅲ", "ⅲ") is a place in the list, read for confirmation as "③"
  is; a place past the eighth ("第11个", "⑪") names no option (not its first digit's);
- a run of places by its ends ("第二到第四个", "第1~3项") is every place between them;
- a product option ("8×d") is also said with the name first in words ("d 乘以八", "d 的 8 倍"), read
  for confirmation; the name alone as a factor ("d*80", "d 乘以 80") is no option, never the bare "[d]";
- two letters joined by 以及 are a bare set, and letters glued to a Chinese count ("ACD三个") are letters;
  a count between them and a denial ("A、C、D 三个都不对") still denies them (it chose them before);
- a number sign ("#3", "No. 2") or a rank opening the answer ("排第一的那个") is a place, not a rank by
  a property ("显存排第一的"); every option in new words ("一个不漏地全选上", "四项全成立");
- a guess said as one ("盲猜 C") chooses, for confirmation; a blank mind ("一片空白") gives up;
- a closing clause that denies together every option described before it ("…，都跟显存无关"), after no
  decision, rules them all out: none is chosen (asked again); a give-up about a name with digits
  inside ("1F1B 记不住了，放弃") is a give-up, a figure with its unit ("35GB") is not such a name;
- a multiple choice: one option refused, then the rest counted ("B 不行，其余都算") is the rest;
- code: a comparison of literals alone ("2 < 1") is the constant Python makes of it; one with a name,
  None or a string against a number is kept as written.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES

PRODUCTS = Question(
    id="fx-choice-products",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="FFN 中间层的宽度是多少？",
    options={"A": "[d]", "B": "[2×d]", "C": "[3×d]", "D": "[8×d]"},
    key="D",
)


@pytest.mark.parametrize(
    ("answer", "chosen"), [("Ⅲ", ["C"]), ("ⅰ", ["A"]), ("我选Ⅳ", ["D"]), ("Ⅱ 吧", ["B"])]
)
def test_a_roman_numeral_sign_is_a_place_read_for_confirmation(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_roman_numeral_signs_list_places_on_a_multiple_choice() -> None:
    graded = grade(MULTI, "Ⅰ、Ⅲ、Ⅳ")
    assert graded.understood.choices == ["A", "C", "D"]
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["第11个", "⑪", "第十一项", "Ⅸ"])
def test_a_place_past_the_eighth_names_no_option(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A: "第11个" must not read as its first digit's place
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("第一到第三个", ["A", "B", "C"]), ("第 2 至第 4 项", ["B", "C", "D"]), ("第1~3项都对", ["A", "B", "C"]),
     ("第三到第一个", ["A", "B", "C"])],
)  # fmt: skip
def test_a_run_of_places_by_its_ends_is_every_place_between(answer: str, chosen: list[str]) -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABCD"}), answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_a_run_of_places_of_something_else_is_no_run_of_options() -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABC"}), "第一到第三层都要算")
    assert graded.understood.choices != ["A", "B", "C"], graded.rationale
    assert graded.verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["d 乘以八", "d乘8", "d 的 8 倍"])
def test_a_product_said_name_first_in_words_is_read_for_confirmation(answer: str) -> None:
    graded = grade(PRODUCTS, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_product_in_symbols_name_first_stays_bare() -> None:
    graded = grade(PRODUCTS, "d*8")
    assert graded.understood.choices == ["D"] and not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["d*80", "d 乘以 80", "d 乘以 8.5", "d·16"])
def test_the_name_as_a_factor_of_another_product_is_no_option(answer: str) -> None:
    graded = grade(PRODUCTS.model_copy(update={"key": "A"}), answer)  # "[d]" is the key here
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_letters_joined_by_yiji_are_a_bare_set_and_a_hedged_one_waits() -> None:
    bare, hedged = grade(MULTI, "A 以及 C 以及 D"), grade(MULTI, "A 以及 C 以及 D 吧")
    assert bare.understood.choices == hedged.understood.choices == ["A", "C", "D"]
    assert not bare.needs_confirmation and hedged.needs_confirmation


@pytest.mark.parametrize("answer", ["ACD三个", "A、C、D 三项", "ACD 3个"])
def test_letters_glued_to_a_chinese_count_are_still_letters(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.understood.choices == ["A", "C", "D"], graded.rationale


@pytest.mark.parametrize(
    "answer", ["ACD三个都不对", "A、C、D 这三个都不对", "A、C、D 三项都错", "ACD 3个都不行"]
)
def test_a_counted_denial_of_the_letters_chooses_none_of_them(answer: str) -> None:
    graded = grade(MULTI, answer)  # the key is ACD: denying all three must never grade correct
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert not graded.understood.choices


@pytest.mark.parametrize(("answer", "chosen"), [("#3", ["C"]), ("No. 2", ["B"]), ("排第一的那个", ["A"])])
def test_a_number_sign_or_a_rank_at_the_opening_is_a_place(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["#12", "显存排第一的那个", "速度排第一的"])
def test_a_number_past_the_list_or_a_rank_by_a_property_is_no_place(answer: str) -> None:
    graded = grade(SIZES, answer)  # a rank by a property names no option by its place
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["一个不漏地全选上", "统统可以", "四个全成立", "都选上"])
def test_every_option_in_new_words(answer: str) -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABCD"}), answer)
    assert graded.understood.choices == ["A", "B", "C", "D"], graded.rationale


def test_a_count_that_is_not_every_option_is_not_every_option() -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABCD"}), "三项全成立")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    ("answer", "chosen"), [("盲猜 C", ["C"]), ("瞎蒙一个 B", ["B"]), ("我押 D，量化后更小", ["D"])]
)
def test_a_guess_said_as_one_chooses_for_confirmation(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_a_guess_that_only_rules_out_chooses_nothing() -> None:
    graded = grade(SIZES, "盲猜不是 B")
    assert graded.verdict is Verdict.INVALID and not graded.understood.choices


@pytest.mark.parametrize("answer", ["量化这部分脑子一片空白", "这块完全空白"])
def test_a_blank_mind_is_a_give_up(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.INCORRECT and not graded.needs_confirmation, graded.rationale


def test_a_blank_mind_then_a_choice_is_the_choice() -> None:
    graded = grade(SIZES, "原理一片空白，但选 A")
    assert graded.understood.choices == ["A"] and graded.needs_confirmation


SAVE = Question(
    id="fx-save",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\ntorch.save(state, path, ____)\n```",
    key="_use_new_zipfile_serialization=False",
)


@pytest.mark.parametrize(
    "answer", ["_use_new_zipfile_serialization=2 < 1", "_use_new_zipfile_serialization=(3 == 4)",
               "_use_new_zipfile_serialization='pt' != 'pt'", "_use_new_zipfile_serialization=1 < 2 < 1"],
)  # fmt: skip
def test_a_comparison_of_literals_is_its_constant(answer: str) -> None:
    graded = grade(SAVE, answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize(
    "answer", ["_use_new_zipfile_serialization=1 < 2", "_use_new_zipfile_serialization=flag == 1",
               "_use_new_zipfile_serialization='1' == 1 < 0", "_use_new_zipfile_serialization=None == 0"],
)  # fmt: skip
def test_a_comparison_that_is_true_or_holds_a_name_is_not_false(answer: str) -> None:
    graded = grade(SAVE, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    "answer", ["A 是重计算，C 是分片，D 是半精度，都跟 batch 无关", "A 省激活，C 省状态，这几个都不对"]
)
def test_options_described_then_denied_together_are_all_ruled_out(answer: str) -> None:
    graded = grade(MULTI, answer)  # the key is ACD: describing them to deny them is no choice
    assert graded.verdict is Verdict.INVALID and not graded.understood.choices, graded.rationale


def test_a_decision_before_the_closing_denial_still_chooses() -> None:
    graded = grade(MULTI, "B 太慢，选 A、C、D，其余都不对")
    assert graded.understood.choices == ["A", "C", "D"], graded.rationale


@pytest.mark.parametrize("answer", ["2F2B 的调度细节记不住了，放弃", "H2O 那套淘汰策略没学过"])
def test_a_give_up_about_a_name_with_digits_inside_is_a_give_up(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.INCORRECT and not graded.needs_confirmation, graded.rationale


def test_a_figure_with_its_unit_beside_a_give_up_word_is_no_give_up() -> None:
    graded = grade(SIZES, "35GB 吧，细节记不住了")
    assert graded.understood.choices == ["A"] and graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["B 不行，其余都算", "增大 batch 不行，剩下的都可以"])
def test_one_option_refused_then_the_rest_counted_is_the_rest(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.understood.choices == ["A", "C", "D"] and graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["B 不行，其余都不算", "B 不行，其余的都行吗？"])
def test_the_rest_refused_or_asked_about_is_not_chosen(answer: str) -> None:
    graded = grade(MULTI, answer)  # the key is ACD
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
