"""The rules of the round on the twenty-third, twenty-second and twenty-first blind batches' disagreements
(issue "Grading a typed answer"), each in phrasings of its own (not the batches'), beside the nearest
shape that must not be read as an answer:

- on a multiple choice, the whole answer ticking every option in words ("四个都勾", "一个不落全勾上",
  "通通都对", "三个一起选" of three options) chooses them all; a count that is not the number of options,
  a denial or a question ("四个都勾" of five, "都不勾", "全勾上吗") is no answer of all;
- a count after a demonstrative ("这三个") is no figure that would stop a give-up ("这三个我都没碰过，
  pass"), and not knowing the topic closing the answer ("说实话 vLLM 我不熟", "这种参数谁记得住") gives
  up; before an attempt ("我不太熟，大概是…") the attempt is read, and an option named stays an answer;
- a division of two whole numbers closing the answer, its result not given, that is a fraction option's
  value exactly ("3÷48" for 1/16, "7 除以 56") reads that option, for confirmation; a division that goes
  on ("…再乘 2", "…再约分") or sits inside a calculation is no answer;
- a bare decimal below one, the answer's one figure, that is a percentage option exactly ("0.75" for
  75 %) reads that option, for confirmation; a decimal inside a reason is a step, not the answer;
- an option by its number: "选三" as the whole answer, "option #4", and a Heavenly Stem after 所以 / 因此
  / 答案 ("…，所以丁"), each for confirmation; where options are figures "选 2" may be the figure, and is
  not read as a place, and a stem inside a word ("所以乙方") is no letter;
- on a true/false, "T?" / "false？" alone offers that mark, for confirmation, while "对？" asks back;
  "非" and "nein" alone are a plain false, and "非" inside a word ("非线性") is no mark;
- a middle dot between figures is a product ("2·8·4096"): the last factor is no result;
- the one option named, then a closing clause doubting it ("…= 8？好像不对", "C，似乎不对吧"), is taken
  back, no answer; a correction after the doubt ("…好像不对，B 吧") is still read;
- an option taken back by a correction and named again as the subject of a clause saying why ("C——不
  对，C 是输出处，…，还是丙") is not offered again: the correction answers; named again with a word
  that chooses it ("C——不对，C 才对") it is chosen again;
- a tick is a verb of choice ("只勾 B", "勾 A 和 C"); "不勾 C" still rules C out;
- in code, keywords passed from a literal dict (``f(x, **{'k': v})``) are the keywords ``k=v`` for any
  ``f``; a dict that repeats a keyword, or keys that are not plain names, or ``**kw`` stay as written;
- an option's bracketed groups listed with commas ("[4,8],[8,4]" for "[4, 8] [8, 4]") name it, and a
  power in an option ("O(n²)") is also written with a caret ("O(n^2)"); other groups or powers do not.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

LOADERS = Question(
    id="fx-multi-loaders",
    bank="fx",
    type=QuestionType.MULTI,
    stem="PyTorch 的 DataLoader 里，下面哪些参数会影响数据加载的并行或内存行为？",
    options={"A": "num_workers", "B": "pin_memory", "C": "prefetch_factor", "D": "persistent_workers"},
    key="ABCD",
    scoring=Scoring.ALL_OR_NOTHING,
)
STAGES = Question(
    id="fx-multi-stages",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下面哪些是 ZeRO 会切分的状态？",
    options={"A": "优化器状态", "B": "梯度", "C": "参数"},
    key="ABC",
    scoring=Scoring.ALL_OR_NOTHING,
)
SHARE = Question(
    id="fx-choice-share",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="48 层的模型按 16 层一段做流水线，一段占全部层数的几分之几？",
    options={"A": "1/16", "B": "1/3", "C": "1/8", "D": "1/48"},
    key="B",
)
KEPT = Question(
    id="fx-choice-kept",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="剪枝去掉四分之一的通道后，剩下的通道占原来的：",
    options={"A": "25%", "B": "50%", "C": "75%", "D": "100%"},
    key="C",
)


@pytest.mark.parametrize("answer", ["四个都勾", "一个不落全勾上", "通通都对", "全部勾上", "4 项全选上"])
def test_ticking_every_option_in_words_chooses_them_all(answer: str) -> None:
    graded = grade(LOADERS, answer)
    assert graded.understood.choices == ["A", "B", "C", "D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_a_count_of_every_option_chooses_them_all() -> None:
    graded = grade(STAGES, "三个一起选")
    assert graded.understood.choices == ["A", "B", "C"], graded.rationale


@pytest.mark.parametrize("answer", ["五个都勾", "三个都勾", "四个都不勾", "全勾上吗？", "都不选"])
def test_a_wrong_count_a_denial_or_a_question_is_no_answer_of_all(answer: str) -> None:
    graded = grade(LOADERS, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    "answer", ["这三个我都没碰过，pass", "说实话 vLLM 我不熟", "这种参数谁记得住", "pipeline 这块不太熟"]
)
def test_not_knowing_the_topic_or_passing_after_a_demonstrative_count_gives_up(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["我不太熟，大概是三分之一吧", "不熟，B 吧"])
def test_an_attempt_after_not_knowing_the_topic_is_read(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["B"], graded.rationale


@pytest.mark.parametrize(("answer", "choice"), [("3÷48", "A"), ("7 除以 56", "C"), ("16÷48 吧", "B")])
def test_a_division_closing_the_answer_is_its_fraction_for_confirmation(answer: str, choice: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == [choice], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["16÷48 再乘 3", "32 除以 96 再约分", "乘以 16÷48", "16÷48=1/8", "16÷48？"]
)
def test_a_division_that_goes_on_or_is_a_step_is_not_read_as_the_fraction(answer: str) -> None:
    graded = grade(SHARE, answer)  # the key is 1/3: none of these gives it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(("answer", "choice"), [("0.75", "C"), ("0.25", "A"), ("大概 0.5 吧", "B")])
def test_a_bare_decimal_is_its_percentage_for_confirmation(answer: str, choice: str) -> None:
    graded = grade(KEPT, answer)
    assert graded.understood.choices == [choice], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["每层留 0.75 的通道，再剪一轮，50%", "砍掉 0.25，又补回一点，100%"])
def test_a_decimal_inside_a_reason_is_a_step_not_the_answer(answer: str) -> None:
    graded = grade(KEPT, answer)  # the key is 75 %: the reason's 0.75 is never read as right
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


NORMS = Question(
    id="fx-choice-norms",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="Pre-LN Transformer 的 LayerNorm 放在哪里？",
    options={
        "A": "残差相加之后",
        "B": "注意力和 FFN 之后、残差相加之前",
        "C": "每个子层的输入处",
        "D": "只在最后一层输出处",
    },
    key="C",
)
WORKERS = Question(
    id="fx-choice-workers",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="4 卡各起 2 个 DataLoader worker，一共多少个 worker 进程？",
    options={"A": "2", "B": "4", "C": "8", "D": "16"},
    key="C",
)
PINNED = Question(
    id="fx-tf-pinned",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="pin_memory=True 能加快主机到 GPU 的拷贝。",
    key="true",
)
UNPINNED = Question(
    id="fx-tf-unpinned",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="pin_memory=True 会让模型在 GPU 上训练得更准。",
    key="false",
)


@pytest.mark.parametrize(
    ("answer", "choice"),
    [
        ("选三", "C"),
        ("我选 3 吧", "C"),
        ("option #3", "C"),
        ("选四", "D"),
        ("是输入处，所以丙", "C"),
        ("答案丁", "D"),
    ],
)
def test_an_option_by_its_number_or_stem_is_read_for_confirmation(answer: str, choice: str) -> None:
    graded = grade(NORMS, answer)
    assert graded.understood.choices == [choice], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["选 2", "选二"])
def test_where_options_are_figures_a_number_is_no_place(answer: str) -> None:
    graded = grade(WORKERS, answer)  # "选 2" is the figure 2 (A) if anything, never the second option
    assert graded.understood.choices != ["B"], graded.rationale


def test_a_stem_inside_a_word_is_no_letter() -> None:
    graded = grade(NORMS, "所以丙方案不行")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    ("answer", "truth"), [("T?", True), ("true？", True), ("F?", False), ("false?", False)]
)
def test_a_true_false_letter_offered_with_a_question_mark_is_read_to_confirm(
    answer: str, truth: bool
) -> None:
    graded = grade(PINNED, answer)
    assert graded.understood.truth is truth, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["对？", "对吗？", "T?F?"])
def test_a_mark_asked_back_is_no_answer(answer: str) -> None:
    graded = grade(PINNED, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["非", "nein", "Nein!"])
def test_a_lone_no_is_a_plain_false(answer: str) -> None:
    graded = grade(UNPINNED, answer)
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


def test_non_inside_a_word_is_no_mark() -> None:
    graded = grade(PINNED, "非线性")
    assert graded.understood.truth is None, graded.rationale


PRODUCT = Question(
    id="fx-calc-product",
    bank="fx",
    type=QuestionType.CALC,
    stem="batch 2、8 个头、序列 4096，注意力分数矩阵一共有多少个元素？（只写数）",
    key="2×8×4096×4096 = 268435456",
    numeric=[{"value": 268435456}],
)


def test_a_middle_dot_between_figures_is_a_product_whose_last_factor_is_no_result() -> None:
    graded = grade(PRODUCT, "2·8·4096·4096，结果回头再算")
    assert graded.verdict is Verdict.INVALID, graded.rationale


def test_a_middle_dot_product_with_its_result_reads_the_result() -> None:
    graded = grade(PRODUCT, "2·8·4096·4096 = 268435456")
    assert graded.verdict is Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["每段 16 层，16/48 = 1/3？好像不对", "B？不对吧", "B，似乎不对"])
def test_the_one_option_doubted_by_the_closing_clause_is_no_answer(answer: str) -> None:
    graded = grade(SHARE, answer)  # the key is B: doubted, it is never read as right
    assert graded.verdict is Verdict.INVALID, graded.rationale


def test_a_correction_after_the_doubt_is_read() -> None:
    graded = grade(SHARE, "1/8？好像不对，B 吧")
    assert graded.understood.choices == ["B"], graded.rationale


@pytest.mark.parametrize(
    "answer", ["A——不对，A 是残差之后那种，Post-LN 才这样，还是 C", "A，不对，A 是 Post-LN 的放法，还是 C"]
)
def test_an_option_taken_back_and_named_again_to_say_why_leaves_the_correction(answer: str) -> None:
    graded = grade(NORMS, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["C——不对，C 才对", "C，不对，C 吧"])
def test_an_option_taken_back_then_chosen_again_is_chosen(answer: str) -> None:
    graded = grade(NORMS, answer)
    assert graded.understood.choices == ["C"], graded.rationale


def test_an_option_taken_back_and_explained_with_no_correction_is_no_answer() -> None:
    graded = grade(NORMS, "C——不对，C 是 Pre-LN 的放法")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(("answer", "choices"), [("只勾 B", ["B"]), ("勾 A 和 C", ["A", "C"])])
def test_a_tick_chooses(answer: str, choices: list[str]) -> None:
    graded = grade(LOADERS, answer)
    assert graded.understood.choices == choices, graded.rationale


def test_an_option_not_ticked_is_ruled_out() -> None:
    graded = grade(LOADERS, "不勾 C，勾 A、B、D")
    assert graded.understood.choices == ["A", "B", "D"], graded.rationale


LOADER_CALL = Question(
    id="fx-code-loader",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nloader = DataLoader(ds, batch_size=32, ____)\n```\n补全：让每个 epoch 打乱顺序。",
    key="DataLoader(ds, batch_size=32, shuffle=True)",
)


@pytest.mark.parametrize(
    "answer",
    [
        "DataLoader(ds, **{'batch_size': 32, 'shuffle': True})",
        "DataLoader(ds, batch_size=32, **{'shuffle': True})",
    ],
)
def test_keywords_from_a_literal_dict_are_those_keywords(answer: str) -> None:
    graded = grade(LOADER_CALL, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "DataLoader(ds, batch_size=32, **{'shuffle': False})",
        "DataLoader(ds, batch_size=32, shuffle=True, **{'shuffle': True})",  # a repeat raises TypeError
        "DataLoader(ds, batch_size=32, **{'shuf' + 'fle': True})",
        "DataLoader(ds, batch_size=32, **opts)",
    ],
)
def test_other_unpackings_are_not_read_as_the_keywords(answer: str) -> None:
    graded = grade(LOADER_CALL, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


SHAPES = Question(
    id="fx-choice-shapes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="Linear(8, 4) 的 weight 和 bias 形状分别是？",
    options={"A": "[8, 4] [4]", "B": "[4, 8] [4]", "C": "[4, 8] [8]", "D": "[8, 4] [8]"},
    key="B",
)
COST = Question(
    id="fx-choice-cost",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="标准自注意力对序列长度 n 的计算复杂度是？",
    options={"A": "与 n 线性相关 O(n)", "B": "随 n 平方增长 O(n²)", "C": "O(log n)", "D": "常数"},
    key="B",
)


@pytest.mark.parametrize(("answer", "choice"), [("[4,8],[4]", "B"), ("[8, 4], [8]", "D")])
def test_bracketed_groups_listed_with_commas_name_the_option(answer: str, choice: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.understood.choices == [choice], graded.rationale


def test_other_groups_name_no_option() -> None:
    graded = grade(SHAPES, "[4,8],[2]")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_a_power_written_with_a_caret_names_the_option() -> None:
    graded = grade(COST, "随 n 平方增长 O(n^2)")
    assert graded.understood.choices == ["B"], graded.rationale


def test_another_power_names_no_option() -> None:
    graded = grade(COST, "随 n 增长 O(n^3)")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
