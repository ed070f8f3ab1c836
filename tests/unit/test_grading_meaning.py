"""Reading a choice by its meaning (``bank.grading.choice._meaning``), with models given as plain functions.

The model is the caller's (the bundled e5 one is tried in tests/integration/test_grading_meaning_e5.py);
here a model that always finds the key closest stands for the worst model there is: whatever the
answer says against reading an option, it must still never be graded ``correct``, and whatever it
proposes waits for the candidate's confirmation.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.grading.choice._meaning import MARGIN
from bank.model import Question
from tests.helpers.curated import curated_catalog
from tests.helpers.properties import examples


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return curated_catalog()


def leaning_to(option_text: str, margin: float = 0.1) -> object:
    """A model that finds every text closest to ``option_text``, by ``margin``, and the rest alike."""

    def similarity(texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
        return [[0.9 if option == option_text else 0.9 - margin for option in options] for _ in texts]

    return similarity


def by_clause(closest: dict[str, str], margin: float = 0.1) -> object:
    """A model that finds a clause containing a key of ``closest`` closest to that key's option."""

    def similarity(texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
        rows = []
        for text in texts:
            wanted = next((option for word, option in closest.items() if word in text), None)
            rows.append([0.9 if option == wanted else 0.9 - margin for option in options])
        return rows

    return similarity


def never_called(texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
    raise AssertionError(f"the model was asked about {list(texts)}")


def key_text(question: Question) -> str:
    return question.options[question.key_text]


def test_a_restatement_in_other_words_is_proposed_for_confirmation(catalog: Catalog) -> None:
    question = catalog["seed001-02"]  # C: 未对采样概率做修正（logQ 修正）
    answer = "they never corrected for how often each item gets sampled"
    assert grade(question, answer).verdict is Verdict.INVALID  # the rules alone ask again
    graded = grade(question, answer, similarity=leaning_to(key_text(question)))
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["C"]
    assert graded.needs_confirmation and graded.reading == "C"


def test_a_restated_wrong_option_is_graded_wrong_once_confirmed(catalog: Catalog) -> None:
    question = catalog["seed002-03"]  # A: position_ids; C: vision_encoder.patch_embed
    graded = grade(
        question, "the image tower's patch projection", similarity=leaning_to("`vision_encoder.patch_embed`")
    )
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C"]
    assert graded.needs_confirmation


def test_the_model_is_not_asked_when_the_rules_read_the_answer(catalog: Catalog) -> None:
    question = catalog["seed000-01"]
    for answer in ("B", "选 B", "不是 B", "B 还是 C", "reduce-overhead", "不会", "我不知道"):
        assert grade(question, answer, similarity=never_called) == grade(question, answer)


def test_a_margin_too_small_proposes_nothing(catalog: Catalog) -> None:
    question = catalog["seed001-02"]
    model = leaning_to(key_text(question), margin=MARGIN / 2)
    assert grade(question, "they never corrected for sampling", similarity=model).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer",
    [
        "is it the sampling correction?",  # asks
        "采样概率没修正？",
        "probably the sampling correction, or the temperature",  # keeps an alternative open
        "要么是采样概率没修正，要么是温度",
        "说不定是采样概率没修正",  # hedges
        "not sure, the sampling thing maybe",  # doubts
        "it isn't the sampling correction",  # denies
        "肯定不是采样概率的问题",
        "排除采样概率那个",  # rules out
        "the sampling correction, unless the temperature is off",  # a condition
        "如果没做采样修正的话",
        "所以答案是",  # unfinished
        "the missing piece is",
        "采样概率那个，然后",
        "采样概率的修正项，n 取 32 代进去……",  # a substitution with no result
        "C 吧",  # a letter: the rules' business (here they read it; any other reading is theirs too)
        "除了温度那两个",  # all but
    ],
)
def test_what_speaks_against_a_reading_keeps_the_worst_model_from_grading_correct(
    catalog: Catalog, answer: str
) -> None:
    question = catalog["seed001-02"]
    graded = grade(question, answer, similarity=leaning_to(key_text(question)))
    rules = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT or rules.verdict is Verdict.CORRECT
    assert graded.understood.choices == rules.understood.choices


@pytest.mark.parametrize(
    "answer", ["ALiBi 的斜率按几何序列取，那么 n=64 时……", "斜率按几何序列递减，h 取 8 的话"]
)
def test_a_condition_waiting_for_its_result_proposes_nothing(catalog: Catalog, answer: str) -> None:
    question = catalog["seed000-06"]  # the key's option is the geometric sequence the answer sets out from
    assert grade(question, answer, similarity=leaning_to(key_text(question))).verdict is Verdict.INVALID
    finished = "斜率按 2 的负幂次几何递减"  # the same reading, said as an answer, is proposed
    assert grade(question, finished, similarity=leaning_to(key_text(question))).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-06", "斜率按 2 的负幂次几何递减，这样算很省时"),
        ("seed001-02", "没考虑每个样本被抽到的频率，偏高持续了好几个小时"),
        ("seed001-02", "没考虑每个样本被抽到的频率，线上打分会超时"),
    ],
)
def test_a_word_ending_in_shi_closes_a_finished_answer(
    catalog: Catalog, question_id: str, answer: str
) -> None:
    question = catalog[question_id]  # 省时, 小时, 超时: words, not a condition's 时
    graded = grade(question, answer, similarity=leaning_to(key_text(question)))
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale


def test_a_negation_the_option_lacks_or_an_option_negation_the_answer_lacks_proposes_nothing(
    catalog: Catalog,
) -> None:
    question = catalog["seed001-02"]  # C and D are negated ("未…"), A and B are not
    assert (
        grade(
            question, "they did correct the sampling probability", similarity=leaning_to(key_text(question))
        ).verdict
        is Verdict.INVALID
    )
    graded = grade(question, "the temperature was never too large", similarity=leaning_to("温度系数 τ 过大"))
    assert graded.verdict is Verdict.INVALID
    for answer in ("采样概率的纠偏没少", "没有少采样概率的纠偏", "采样概率的纠偏不缺"):  # lacking denied
        assert grade(question, answer, similarity=leaning_to(key_text(question))).verdict is Verdict.INVALID
    for answer in ("以前少了采样概率的纠偏", "本来以为少了采样概率的纠偏"):  # once held: not the answer now
        assert grade(question, answer, similarity=leaning_to(key_text(question))).verdict is Verdict.INVALID
    graded = grade(
        question, "少了采样概率的纠偏", similarity=leaning_to(key_text(question))
    )  # the nearest right
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_figure_the_option_does_not_hold_proposes_nothing(catalog: Catalog) -> None:
    question = catalog["seed000-08"]
    option = question.options[question.key_text]
    for answer in ("roughly 135 gigabytes of weights", "about 35 MB all told", "35.5 gigs"):
        assert grade(question, answer, similarity=leaning_to(option)).verdict is not Verdict.CORRECT


def test_a_figure_the_option_writes_in_a_name_or_before_a_longer_unit_fits(catalog: Catalog) -> None:
    question = catalog["seed002-02"]  # B: `zero_optimization.stage3_gather_16bit_weights_on_model_save`
    model = leaning_to(question.options["B"])
    answer = "保存模型时把 16bit 权重 gather 起来的那个开关"
    # the rules alone read it too now, by the name's own parts ("gather", "16bit"), to confirm
    alone = grade(question, answer)
    assert alone.verdict is Verdict.CORRECT and alone.needs_confirmation
    graded = grade(question, answer, similarity=model)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    for answer in ("gather 32bit 权重的那个开关", "stage 3 之后 gather 权重的那个开关"):  # figures B lacks
        assert grade(question, answer, similarity=model).verdict is Verdict.INVALID
    question = catalog["seed000-08"]  # A: 35GB
    graded = grade(question, "最少也得 35G，int4 光权重就这么大", similarity=leaning_to("35GB"))
    assert graded.understood.choices == ["A"] and graded.needs_confirmation
    # a term of a fraction is not the fraction
    question = catalog["seed002-14"]  # B: 15/31
    for answer in ("31", "15 over 31", "算到 15 除以"):
        assert grade(question, answer, similarity=leaning_to("15/31")).verdict is Verdict.INVALID


def test_an_option_too_short_to_tell_apart_is_never_proposed(catalog: Catalog) -> None:
    question = catalog["seed001-03"]  # A: 不变
    graded = grade(question, "它变了很多", similarity=leaning_to("不变"))
    assert graded.verdict is Verdict.INVALID


def test_an_option_of_two_words_alone_is_long_enough(catalog: Catalog) -> None:
    question = catalog["seed002-25"]  # A: 剔除
    assert grade(question, "throw the ties away").verdict is Verdict.INVALID  # the rules alone ask again
    graded = grade(question, "throw the ties away", similarity=leaning_to("剔除"))
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    for answer in ("平票的不删", "平票的不删吧"):  # a negation the option lacks
        assert grade(question, answer, similarity=leaning_to("剔除")).verdict is Verdict.INVALID
    # a short option with a negation ("不变") is still too short: "没有变化吧" is asked again
    graded = grade(catalog["seed001-03"], "没有变化吧", similarity=leaning_to("不变"))
    assert graded.verdict is Verdict.INVALID


def test_two_clauses_leaning_to_two_options_propose_nothing(catalog: Catalog) -> None:
    question = catalog["seed001-02"]
    model = by_clause({"sampling": key_text(question), "layer": "未使用 LayerNorm"})
    graded = grade(question, "missing the sampling adjustment; also lacking the layer norm", similarity=model)
    assert graded.verdict is Verdict.INVALID


def test_a_clause_that_cannot_restate_the_option_it_leans_to_is_no_second_reading(catalog: Catalog) -> None:
    question = catalog["seed001-10"]  # A: 预训练平均嵌入, C: 冻结所有参数
    model = by_clause({"学习率": "预训练平均嵌入", "锁死": "冻结所有参数"})
    answer = "相当于把参数锁死，学习率为 0"  # the second clause's 0 is no figure of A's: it cannot restate A
    assert grade(question, answer).verdict is Verdict.INVALID  # the rules alone ask again
    graded = grade(question, answer, similarity=model)
    assert graded.understood.choices == ["C"] and graded.needs_confirmation
    # a clause that may restate the option it leans to is a second reading: nothing is proposed
    graded = grade(question, "相当于把参数锁死，学习率照常更新", similarity=model)
    assert graded.verdict is Verdict.INVALID


def test_a_correction_is_read_after_it(catalog: Catalog) -> None:
    question = catalog["seed001-02"]
    model = by_clause({"sampling": key_text(question), "layer": "未使用 LayerNorm"})
    graded = grade(question, "没用 layer norm 吧… 等等，是没做 sampling 修正", similarity=model)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_multiple_choice_parts_each_name_a_different_option(catalog: Catalog) -> None:
    question = catalog["seed000-19"]  # BC: with_sharding_constraint, pjit
    model = by_clause({"constraint": question.options["B"], "partitioned": question.options["C"]})
    graded = grade(question, "the constraint hint and the partitioned jit", similarity=model)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["B", "C"]
    assert graded.needs_confirmation
    same = by_clause({"constraint": question.options["B"], "hint": question.options["B"]})
    assert grade(question, "the constraint thing and the hint", similarity=same).verdict is Verdict.INVALID
    one_unread = by_clause({"constraint": question.options["B"]})
    assert (
        grade(question, "the constraint and something else", similarity=one_unread).verdict is Verdict.INVALID
    )


@examples(60)
@given(
    index=st.integers(min_value=0, max_value=10_000),
    template=st.sampled_from(
        [
            "{x}？",
            "{x} 还是 {y}",
            "{x} or {y}",
            "不是 {x}",
            "{x} 不对",
            "not {x}",
            "{x} 吗",
            "可能 {x}，也可能 {y}",
            "{x}，然后",
            "如果是 {x} 的话",
            "{x} 也有可能",
            "排除 {x}",
            "{x} isn't it",
            "except {x}",
            "{x} is wrong",
        ]
    ),
)
def test_the_worst_model_never_makes_a_hedge_a_question_or_a_rule_out_correct(
    catalog: Catalog, index: int, template: str
) -> None:
    """Over the bank's choice questions: options described loosely (their text's first words) inside
    an answer that asks, hedges, denies or stops; a model leaning to the key whatever it reads."""
    questions = [question for question in catalog if question.type.is_choice and question.servable]
    question = questions[index % len(questions)]
    labels = sorted(question.options)
    key = question.key_text[0]
    other = next((label for label in labels if label not in question.key_text), labels[-1])  # "all of them"
    describe = {label: " ".join(question.options[label].strip("`").split()[:3]) for label in labels}
    answer = template.format(x=describe[key], y=describe[other])
    graded = grade(question, answer, similarity=leaning_to(question.options[key]))
    rules = grade(question, answer)
    if rules.verdict is not Verdict.CORRECT:
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer)


def test_every_option_but_those_described_chooses_the_rest(catalog: Catalog) -> None:
    question = catalog["seed001-15"]  # ABC; D: Precision@k, E: Recall@k
    model = by_clause({"precision": question.options["D"], "recall": question.options["E"]})
    for answer in (
        "everything but the precision and the recall metrics",
        "除了 precision 和 recall 那两个，都选",
    ):
        graded = grade(question, answer, similarity=model)
        assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A", "B", "C"], answer
        assert graded.needs_confirmation
    for answer in (
        "everything but the precision and the recall metrics?",  # asks
        "everything but precision, or maybe recall too",  # keeps one open
        "everything except whatever that is",  # the excluded option not described
    ):
        assert grade(question, answer, similarity=model).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question_id", "answer", "choices", "verdict"),
    [
        ("seed002-27", "eight accumulation micro-steps on each rank", ["A"], Verdict.CORRECT),  # 8/16/32/64
        ("seed002-27", "eight micro-steps, then the optimizer step", ["A"], Verdict.CORRECT),
        ("seed002-17", "compute gets quadrupled", ["C"], Verdict.CORRECT),  # 2× / 3× / 4× / 8×
        ("seed002-17", "it doubles", ["A"], Verdict.INCORRECT),
        ("seed002-18", "同时最多只有两个在飞", ["B"], Verdict.CORRECT),  # 1 / 2 / 4 / 8
    ],
)
def test_a_figure_option_said_in_words_is_proposed_for_confirmation(
    catalog: Catalog, question_id: str, answer: str, choices: list[str], verdict: Verdict
) -> None:
    question = catalog[question_id]
    for graded in (grade(question, answer), grade(question, answer, similarity=never_called)):
        assert graded.understood.choices == choices and graded.verdict is verdict  # no model needed
        assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed002-27", "eight times the number of GPUs"),  # an operand, not the figure
        ("seed002-27", "8 乘以卡数"),
        ("seed002-27", "2048/256"),
        ("seed002-27", "eight or sixteen"),  # two figures
        ("seed002-17", "quadruple? maybe double"),
        ("seed002-18", "两个还是四个"),
    ],
)
def test_a_figure_in_words_that_is_an_operand_or_one_of_several_proposes_nothing(
    catalog: Catalog, question_id: str, answer: str
) -> None:
    question = catalog[question_id]
    for model in (None, leaning_to(question.options[question.key_text])):
        assert grade(question, answer, similarity=model).verdict is not Verdict.CORRECT


def test_a_small_margin_with_the_options_own_words_is_proposed_for_confirmation(catalog: Catalog) -> None:
    question = catalog["seed002-05"]  # C: `ppo.kl_target`, D: `ppo.entropy_coeff`
    model = leaning_to("`ppo.kl_target`", margin=MARGIN / 2)
    answer = "调的是 KL 目标值那个超参数"  # "target": a word of C's name alone (KL is the stem's)
    assert grade(question, answer).verdict is Verdict.INVALID  # the rules alone ask again
    graded = grade(question, answer, similarity=model)
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["C"]
    assert graded.needs_confirmation
    # a part of an option's identifier is a word of its own: "position" of `…position_ids`
    question = catalog["seed002-03"]
    model = leaning_to("`text_encoder.transformer.embeddings.position_ids`", margin=MARGIN / 2)
    graded = grade(question, "动 position 相关的那块", similarity=model)
    assert graded.understood.choices == ["A"] and graded.needs_confirmation


def test_a_small_margin_without_the_options_own_words_proposes_nothing(catalog: Catalog) -> None:
    question = catalog["seed002-05"]
    leaning = leaning_to("`ppo.kl_target`", margin=MARGIN / 2)
    # B's words ("clip", as B's `ppo.cliprange` does not spell it), or none of any option's (KL is the
    # stem's): the model alone is not enough, and no other option is proposed as C
    for answer in ("调的是 clip 范围那个超参数", "调的是那个超参数", "调 KL 的那个超参数"):
        assert grade(question, answer).verdict is Verdict.INVALID
        assert grade(question, answer, similarity=leaning).verdict is Verdict.INVALID
    # nor does a margin smaller still
    barely = leaning_to("`ppo.kl_target`", margin=MARGIN / 8)
    assert grade(question, "调的是 KL 目标值那个超参数", similarity=barely).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer",
    [
        "不是 KL 目标值那个超参数",  # denied
        "KL 目标值那个超参数？",  # asked
        "没设 KL 目标值",  # a negation the option lacks
        "可能是 KL 目标值，也可能是熵系数",  # hedged between two
    ],
)
def test_a_negated_asked_or_hedged_restatement_with_its_words_proposes_nothing(
    catalog: Catalog, answer: str
) -> None:
    graded = grade(catalog["seed002-05"], answer, similarity=leaning_to("`ppo.kl_target`", margin=MARGIN / 2))
    assert graded.verdict is Verdict.INVALID


def test_a_lacking_word_restates_a_negated_option_and_sameness_negates_nothing(catalog: Catalog) -> None:
    question = catalog["seed001-02"]  # D: 未使用 LayerNorm
    model = leaning_to("未使用 LayerNorm")
    assert grade(question, "塔顶少了一层 LayerNorm").verdict is Verdict.INVALID  # the rules alone ask again
    graded = grade(question, "塔顶少了一层 LayerNorm", similarity=model)
    assert graded.understood.choices == ["D"] and graded.needs_confirmation
    assert grade(question, "塔顶加了一层 LayerNorm", similarity=model).verdict is Verdict.INVALID
    question = catalog["seed001-10"]  # B: 随机初始化
    graded = grade(question, "和随机 init 没什么区别", similarity=leaning_to("随机初始化"))
    assert graded.understood.choices == ["B"] and graded.needs_confirmation
    for answer in ("跟随机初始化不一样", "不是随机初始化", "跟随机 init 没区别吗"):
        assert grade(question, answer, similarity=leaning_to("随机初始化")).verdict is Verdict.INVALID


def test_an_options_own_pair_joined_by_or_keeps_nothing_open(catalog: Catalog) -> None:
    question = catalog["seed002-25"]  # B: 随机赋 0/1, the pair an option writes with a slash
    model = leaning_to("随机赋 0/1")
    for answer in ("平局的那几对掷个骰子发 0 或者 1", "toss a coin for a 0 or 1 label"):
        assert grade(question, answer).verdict is Verdict.INVALID  # the rules alone ask again
        graded = grade(question, answer, similarity=model)
        assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["B"]
        assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "平局的那几对掷个骰子发 0.5 或者 1",  # a pair no option writes: two kept open
        "掷个骰子发 0 或者 1，或者把 loss 权重减半",  # an alternative between two options
        "平局的那几对掷个骰子发 0 或者 1 吗",  # asked
        "不确定是不是掷个骰子发 0 或者 1",  # doubted
        "说不定掷个骰子发 0 或者 1",  # hedged
        "不要掷骰子发 0 或者 1",  # denied
    ],
)
def test_an_or_that_is_no_options_own_pair_still_proposes_nothing(catalog: Catalog, answer: str) -> None:
    graded = grade(catalog["seed002-25"], answer, similarity=leaning_to("随机赋 0/1"))
    assert graded.verdict is Verdict.INVALID
