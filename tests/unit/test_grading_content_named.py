"""Options named by their content, without a letter (blind batch 75): read only when the words name
exactly one option's own content and nothing denies, doubts or asks; asked again otherwise.

- an option's own words and nothing else, closed by a question mark ("梯度裁剪？"), offer it as "D？"
  does: a tentative answer read to confirm, never a question back; a word of no option's beside them
  ("梯度裁剪有用？"), a denial, a take-back, a second option or an asking word keeps it a question;
- the verbs of discarding said done ("扔了", "删了") restate an option that discards ("剔除");
- an option's own pair written with a slash ("0/1" of "随机赋 0/1") is no division of its figures;
- a verb of change the question itself asks for ("应修改的组件是": "patch embed 改一下") is no
  correction, and a pointer ("那边", "一下") no word of its own;
- an identifier is read by its parts across "_" before a figure too ("gather 16bit" of
  `…stage3_gather_16bit_weights…`), and a setting's name said switched off ("开关没开") is named, its
  state no negation of it; said switched on ("开着呢": cleared, or the fault?) it is asked again, and
  an option that is no setting's name has no switch.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

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

LONGER_TEXT = Question(
    id="fx-longer-text",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="图文对齐模型的文本最大长度从 77 扩到 200，其余权重不变，应修改的组件是",
    options={
        "A": "`text_encoder.embeddings.position_ids`",
        "B": "`text_encoder.embeddings.token_type_embeddings`",
        "C": "`vision_encoder.patch_embed`",
        "D": "`logit_scale`",
    },
    key="A",
)

EXPORT = Question(
    id="fx-export",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="保存后只得到各 rank 的分片检查点、没有完整的半精度权重文件，最该先查的配置项是",
    options={
        "A": "`train_micro_batch_size_per_gpu`",
        "B": "`zero_optimization.stage3_gather_16bit_weights_on_model_save`",
        "C": "`scheduler.params.warmup_max_lr`",
        "D": "`gradient_clipping`",
    },
    key="B",
)

TIES = Question(
    id="fx-ties",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="训练奖励模型时，偏好对出现平票标签，正确的处理是",
    options={"A": "剔除", "B": "随机赋 0/1", "C": "损失权重置 0.5", "D": "改为回归损失"},
    key="A",
)


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (NAN_LOSS, "梯度裁剪？", "B"),
        (NAN_LOSS, "权重衰减??", "A"),
        (NAN_LOSS, "梯度裁剪吧？", "B"),
        (TIES, "剔除？", "A"),
        (TIES, "回归损失？", "D"),
    ],
)
def test_an_options_own_words_offered_with_a_question_mark_are_read_to_confirm(
    question: Question, answer: str, reading: str
) -> None:
    verdict, confirm, read = _reading(question, answer)
    assert (read, confirm) == (reading, True)
    assert verdict is (Verdict.CORRECT if reading == question.key_text else Verdict.INCORRECT)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (NAN_LOSS, "是梯度裁剪吗？"),  # asks to agree: a question back
        (NAN_LOSS, "梯度裁剪有用？"),  # asks something of it
        (NAN_LOSS, "为啥是梯度裁剪？"),  # asks why
        (NAN_LOSS, "不是梯度裁剪？"),  # denied
        (NAN_LOSS, "梯度裁剪？不对"),  # taken back
        (NAN_LOSS, "梯度裁剪还是权重衰减？"),  # two offered
        (NAN_LOSS, "梯度裁剪不行？"),  # said of it
        (TIES, "损失？"),  # words two options share
    ],
)
def test_a_question_about_an_option_or_between_options_reads_nothing(question: Question, answer: str) -> None:
    verdict, _, read = _reading(question, answer)
    assert verdict is Verdict.INVALID and not read


def test_two_options_offered_with_question_marks_are_a_hedge() -> None:
    verdict, _, read = _reading(TIES, "剔除？随机赋？")
    assert verdict is Verdict.INCORRECT and read is not None and "A" in read and "B" in read


@pytest.mark.parametrize(
    ("answer", "verdict", "reading"),
    [
        ("平票样本直接扔了", Verdict.CORRECT, "A"),
        ("删了吧", Verdict.CORRECT, "A"),
        ("随机给个0或1", Verdict.INCORRECT, "B"),
        ("随机给 0/1", Verdict.INCORRECT, "B"),
    ],
)
def test_an_option_restated_by_its_verb_or_its_own_pair_is_read_to_confirm(
    answer: str, verdict: Verdict, reading: str
) -> None:
    assert _reading(TIES, answer) == (verdict, True, reading)


@pytest.mark.parametrize(
    "answer",
    [
        "没扔了",  # denied
        "别扔了",  # told not to
        "以前是扔了",  # once held
        "随机给个0或2",  # a pair no option writes
        "随机给个1/2",  # a fraction no option writes
        "扔了还是随机赋",  # two offered
    ],
)
def test_a_verb_or_a_pair_against_the_option_reads_nothing_right(answer: str) -> None:
    verdict, _, read = _reading(TIES, answer)
    assert verdict is not Verdict.CORRECT and read not in ("A", "B")


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("视觉那边patch embed改一下", "C"),
        ("patch embed改一下", "C"),
        ("改一下 patch embed", "C"),
        ("位置编码那边改一下", "A"),
        ("position ids 那边改一下吧", "A"),
    ],
)
def test_the_verb_the_question_asks_for_is_no_correction(answer: str, reading: str) -> None:
    verdict, confirm, read = _reading(LONGER_TEXT, answer)
    assert (read, confirm) == (reading, True)
    assert verdict is (Verdict.CORRECT if reading == "A" else Verdict.INCORRECT)


@pytest.mark.parametrize(
    "answer",
    [
        "不是patch embed改一下",  # denied
        "文本那边改一下",  # words two options share
        "patch embed，不对，改一下，position ids",  # a correction still read as one
    ],
)
def test_the_asked_verb_reads_no_option_against_the_answer(answer: str) -> None:
    verdict, _, read = _reading(LONGER_TEXT, answer)
    assert read != "C" and (verdict is not Verdict.CORRECT or read == "A")


@pytest.mark.parametrize(
    "answer", ["gather 16bit 的开关没开", "gather 16bit没开吧", "gather 16bit weights", "gather 16bit"]
)
def test_a_settings_name_in_part_or_said_switched_off_is_read_to_confirm(answer: str) -> None:
    assert _reading(EXPORT, answer) == (Verdict.CORRECT, True, "B")


@pytest.mark.parametrize(
    "answer",
    [
        "gather 16bit 开着呢",  # on: cleared, or the fault?
        "gather 16bit 已开启",
        "gather 16bit 不是没开",  # denied
        "gather 16bit 没开，梯度裁剪也没开",  # two settings
    ],
)
def test_a_setting_said_on_or_denied_off_reads_nothing(answer: str) -> None:
    verdict, _, read = _reading(EXPORT, answer)
    assert verdict is not Verdict.CORRECT and read != "B"


def test_an_option_no_settings_name_has_no_switch() -> None:
    unswitched = TIES.model_copy(update={"options": {**TIES.options, "A": "剔除平票"}})
    assert _reading(unswitched, "平票剔除的开关没开")[2] != "A"
