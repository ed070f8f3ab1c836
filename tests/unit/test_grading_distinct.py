"""An option told apart by its own words (issue 30: options restated in the writer's own words), on
fixture questions in words of their own.

- a stretch whose option-distinguishing words all belong to one option names it, to confirm, even
  with a word of its own beside them ("设得太大"), in either language and with an identifier read by
  its parts ("梯度裁剪" for ``trainer.gradient_clip_val``);
- never when words of two options are used, when a figure alone is shared ("4" of "top_k=4"), when the
  answer opens with something no option says, when an option's figure is operated on, when the
  polarity differs, and never against a denial, a question, an alternative or a hedge;
- on a multiple choice, parts each telling a different option choose them together.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.open._distinct import told_apart, words_of
from bank.model import Question, QuestionType, Scoring

NAN_LOSS = Question(
    id="fx-nan-loss",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="训练几百步后 loss 变成 NaN，最该先检查哪个配置项？",
    options={
        "A": "`optimizer.weight_decay`",
        "B": "`trainer.gradient_clip_val`",
        "C": "`data.num_workers`",
        "D": "`sampler.top_k=4`",
    },
    key="B",
)
TEMPERATURE = Question(
    id="fx-temperature",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="蒸馏时学生模型的输出过于平滑，最可能的原因是？",
    options={"A": "蒸馏温度过高", "B": "蒸馏温度过低", "C": "未冻结教师模型", "D": "学生容量过大"},
    key="A",
)
PARTS = Question(
    id="fx-parts",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些配置项会改变每步的显存占用？",
    options={
        "A": "`trainer.gradient_clip_val`",
        "B": "`model.activation_checkpointing`",
        "C": "`logger.save_dir`",
        "D": "`data.micro_batch_size`",
    },
    key="ABD",
    scoring=Scoring.ALL_OR_NOTHING,
)


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


def test_identifiers_are_read_by_their_parts_in_either_language() -> None:
    assert {"梯度", "裁剪"} <= words_of("`trainer.gradient_clip_val`")
    assert {"权重", "衰减"} <= words_of("weightDecay")


@pytest.mark.parametrize(
    ("question", "answer", "label"),
    [
        (NAN_LOSS, "梯度裁剪那个", "B"),
        (NAN_LOSS, "gradient clip 那项", "B"),
        (NAN_LOSS, "权重衰减设得太大", "A"),
        (NAN_LOSS, "num workers 开少了", "C"),
        (TEMPERATURE, "温度调得太低", "B"),
        (TEMPERATURE, "教师没冻住", "C"),
    ],
)
def test_an_option_told_apart_by_its_own_words_is_read_to_confirm(
    question: Question, answer: str, label: str
) -> None:
    assert told_apart(answer, question.options, question.stem) == label
    verdict, confirm, reading = _reading(question, answer)
    assert reading == label and confirm
    assert verdict is (Verdict.CORRECT if label == question.key_text else Verdict.INCORRECT)


@pytest.mark.parametrize(
    "answer",
    [
        "梯度裁剪配合权重衰减",  # words of two options
        "top k",  # the shared words alone: "k" and "top" are D's, but so is the figure only
        "4",  # a figure alone
        "数据加载太慢，梯度裁剪",  # opens with what no option says
        "不是梯度裁剪",  # denied
        "是梯度裁剪吗？",  # asked
        "梯度裁剪有用？",  # asked of it: a word of no option's beside its words
        "梯度裁剪？不对",  # offered, then taken back
        "梯度裁剪还是权重衰减？",  # two offered
        "梯度裁剪 或者 num workers",  # an alternative
        "可能是梯度裁剪，也可能是权重衰减",  # hedged
        "gradient clip 乘以 2",  # the option operated on
    ],
)
def test_nothing_is_told_apart_against_the_answer(answer: str) -> None:
    verdict, _, _ = _reading(NAN_LOSS, answer)
    assert verdict is not Verdict.CORRECT


def test_a_negation_the_option_does_not_share_reads_nothing() -> None:
    unfrozen = TEMPERATURE.model_copy(update={"key": "C"})  # "未冻结教师模型"
    assert told_apart("教师冻结了", unfrozen.options, unfrozen.stem) == "C"
    verdict, _, reading = _reading(unfrozen, "教师冻结了")  # the opposite of the option
    assert verdict is Verdict.INVALID and not reading
    assert _reading(unfrozen, "教师没冻结")[:2] == (Verdict.CORRECT, True)


def test_parts_each_telling_an_option_choose_them_together() -> None:
    verdict, confirm, reading = _reading(PARTS, "梯度裁剪、激活检查点")  # all-or-nothing: D is missing
    assert (verdict, confirm, reading) == (Verdict.INCORRECT, True, "A、B")
    verdict, _, _ = _reading(PARTS, "梯度裁剪、梯度裁剪")  # one option twice is no set
    assert verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "verdict", "reading"),
    [
        ("梯度裁剪、激活检查点、micro batch 这三个都对", Verdict.CORRECT, "A、B、D"),  # a closing count
        ("梯度裁剪跟激活检查点这俩", Verdict.INCORRECT, "A、B"),
        ("梯度裁剪、micro batch size", Verdict.INCORRECT, "A、D"),  # one part the rules read, one not
        ("只有梯度裁剪", Verdict.INCORRECT, "A"),  # one part alone
    ],
)
def test_a_list_of_options_in_own_words_is_read_to_confirm(
    answer: str, verdict: Verdict, reading: str
) -> None:
    assert _reading(PARTS, answer) == (verdict, True, reading)


@pytest.mark.parametrize("answer", ["梯度裁剪、存日志的目录、随便什么", "梯度裁剪、学习率预热"])
def test_a_list_with_an_item_no_option_tells_is_asked_again(answer: str) -> None:
    assert _reading(PARTS, answer)[0] is Verdict.INVALID
