"""The rules written for the causes the eleventh blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- "除了 X，其他都不行" chooses X alone whether X is named by its letter or by its text: the words
  after the excluded options are read in the text the options were read in;
- code equal in meaning is one form: ``t.unsqueeze(n)`` is ``t[:, …, None]``, ``torch.matmul(a, b)``
  is ``a @ b``, the in-place ``mul_`` / ``div_`` compute the product / quotient, ``t.contiguous()``
  is ``t``, ``f(*[a, b])`` is ``f(a, b)``, and flash_attn_func's documented defaults written out
  (``window_size=(-1, -1)``, ``deterministic=False``…) change nothing;
- on a single choice, options named together as one subject and then described ("B 和 C 肯定都不够")
  are no choice of both: the answer is asked again; affirmed together ("都对", "应该都行") they stay a
  hedge between them (incorrect);
- true/false: a first clause saying the claim's subject is fine ("合并回去没问题，推理也不变慢") says
  true, to confirm; never said of a claim that denies, after a denial or a doubt, or of nothing the
  claim names;
- the domain's other names for an option's words are its words ("packing" 打包, "varlen" 变长, "FA2"
  FlashAttention-2, "ppl" 困惑度, 重计算 is checkpointing): a list of them restates options, to confirm;
- on a multiple choice, a plain list ("梯度检查点、ZeRO-3、序列并行") with an item that names no option
  is asked again, never graded as the smaller set the reader found;
- a give-up closing its clause makes what comes before it its topic ("PPO 的系数记不住了"); "这道题不会"
  gives up; a digit inside a name ("fp8", "ZeRO-3") is no figure that would make a give-up an answer;
- a calculation that stops at a step still to do ("每步 3 ms，再乘步数", "…，然后再 divide by") or at a
  result word ("…，也就是") has no figure to grade: asked again;
- on a multiple choice asking what is right, options denied and then "the rest" affirmed ("B 说反了，
  其余三个对") choose every other option; an option restated after "除了" and pointed at ("除了增大
  batch 那条都对") is the one left out;
- options named and then a bare denial closing the answer after a pause ("A，不对", "A、C——错了")
  choose nothing: taken back or denied, the answer is asked again — never the key it named;
- "放不下" / "装不下" after an option rule it out ("26GB 放不下，35GB 正好" chooses 35GB); options joined
  by "/" and described together are asked again, not a hedge; "…来着？" asks to be reminded (asked again);
- true/false: the claim's verb repeated after a leaning word ("应该支持吧") reads as the verb, to confirm;
  a repeated verb or "fine" beside a hedge or the denial offered too ("支持，也可能不支持") is asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._canonical_code import canonical
from bank.grading.decisions._invalid import gave_up
from bank.grading.truefalse._fine import said_fine
from bank.model import Question, QuestionType, Scoring
from tests.helpers.calc_questions import LATENCY
from tests.helpers.choice_questions import MULTI, SIZES
from tests.helpers.grading_questions import FLASH

# MULTI: A 梯度检查点, B 增大 batch, C ZeRO-3, D 混合精度; key ACD
ONLY_THOSE = ["除了 B，其他都不行", "除了增大 batch，其他都不行", "除了增大 batch 其余都不对"]
ONLY_THOSE += ["除了增大 batch 以外，别的都不正确"]
ALL_BUT = ["除了 B 都对", "除了增大 batch 都对", "除了增大 batch，其余都选", "除了增大 batch，别的都对"]


@pytest.mark.parametrize("answer", ONLY_THOSE)
def test_all_but_x_then_the_rest_denied_chooses_x_alone(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale  # B alone, however B is named


@pytest.mark.parametrize("answer", ALL_BUT)
def test_all_but_x_chooses_the_rest(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.CORRECT


# code equal in meaning, not in form: each pair grades alike
SAME_CODE = [
    ("x.unsqueeze(1) * w", "x[:, None] * w"),
    ("h.unsqueeze(0)", "h[None]"),
    ("(a @ b).div_(t)", "(a @ b) / t"),
    ("torch.matmul(a, b.mT)", "a @ b.transpose(-2, -1)"),
    ("torch.matmul(input=a, other=b)", "a @ b"),
    ("conv(x.contiguous())", "conv(x)"),
    ("run(fn, *[a, b], flag=True)", "run(fn, a, b, flag=True)"),
    ("flash_attn_func(q, k, v, softcap=0.0, return_attn_probs=False)", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, window_size=(-1, -1), alibi_slopes=None)", "flash_attn_func(q, k, v)"),
]
OTHER_CODE = [
    ("x.unsqueeze(1)", "x[None]"),
    ("x.unsqueeze(-1)", "x[:, None]"),
    ("flash_attn_func(q, k, v, window_size=(64, 0))", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, window_size=-1)", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, deterministic=True)", "flash_attn_func(q, k, v)"),
    ("torch.matmul(a, b, out=c)", "a @ b"),
    ("run(fn, *args)", "run(fn, args)"),
]


@pytest.mark.parametrize(("written", "plain"), SAME_CODE)
def test_code_equal_in_meaning_has_one_canonical_form(written: str, plain: str) -> None:
    assert canonical(written) == canonical(plain)


@pytest.mark.parametrize(("written", "other"), OTHER_CODE)
def test_code_that_computes_something_else_keeps_its_own_form(written: str, other: str) -> None:
    assert canonical(written) != canonical(other)


@pytest.mark.parametrize(
    "answer",
    [
        "flash_attn_func(q.contiguous(), k, v, dropout_p=0.0, causal=True)",
        "flash_attn_func(q, k, v, causal=True, deterministic=False, window_size=(-1, -1))",
        "flash_attn_func(*[q, k, v], causal=True)",
    ],
)
def test_a_fill_equal_in_meaning_to_the_key_is_correct(answer: str) -> None:
    assert grade(FLASH, answer).verdict is Verdict.CORRECT


def test_a_fill_with_a_non_default_window_is_not_the_key() -> None:
    assert (
        grade(FLASH, "flash_attn_func(q, k, v, causal=True, window_size=(128, 0))").verdict
        is not Verdict.CORRECT
    )


# SIZES: A 35GB, B 32GB, C 28GB, D 26GB; key A
DESCRIBED_TOGETHER = ["B 和 C 肯定都不够", "32GB、28GB 这俩显然太小", "C/D 一定装不下", "A、B 全都超出预算了"]
AFFIRMED_TOGETHER = ["A 和 B 都对", "A、B 应该都行", "35GB 和 32GB 都有可能", "A 和 C 估计都能装下"]


@pytest.mark.parametrize("answer", DESCRIBED_TOGETHER)
def test_options_described_together_on_a_single_choice_are_asked_again(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", AFFIRMED_TOGETHER)
def test_options_affirmed_together_stay_a_hedge(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INCORRECT


MERGES = Question(
    id="fx-eleventh-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="LoRA 权重可以合并回原模型。",
    key="true",
)
FINE_SAID = ["合并回原模型没问题，推理也不会变慢", "LoRA 权重合并 OK 的", "合并没什么问题吧"]
NOT_READ = [
    ("LoRA 权重可以合并回原模型。", "不一定没问题"),
    ("LoRA 权重可以合并回原模型。", "可能没问题，但我没试过"),
    ("LoRA 权重可以合并回原模型。", "没问题吗？"),
    ("LoRA 权重可以合并回原模型。", "显存没问题"),  # nothing the claim names
    ("LoRA 权重不能合并回原模型。", "合并没问题"),  # a claim that denies: "fine" is not read
]


@pytest.mark.parametrize("answer", FINE_SAID)
def test_the_claims_subject_said_fine_reads_true_to_confirm(answer: str) -> None:
    graded = grade(MERGES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize(("claim", "answer"), NOT_READ)
def test_fine_is_not_read_when_denied_doubted_or_of_something_else(claim: str, answer: str) -> None:
    assert said_fine(answer, claim) is None


KERNEL = Question(
    id="fx-eleventh-multi",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于某注意力内核，以下哪些说法正确？",
    options={
        "A": "支持变长序列打包",
        "B": "支持任意 attention mask",
        "C": "兼容 FlashAttention-2",
        "D": "需要 root 权限",
    },
    key="AC",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize("answer", ["varlen packing、FA2", "变长打包和 fa2"])
def test_the_domains_other_names_restate_the_options(answer: str) -> None:
    graded = grade(KERNEL, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale


def test_a_restated_wrong_option_stays_wrong() -> None:
    assert grade(KERNEL, "变长打包、FA2、root").verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "梯度检查点、ZeRO-3、混合精度、序列并行",
        "A、C、D、FlashAttention",
        "A/C/D/offload",
        "梯度检查点、ZeRO-3 和混合精度和量化都行",
    ],
)
def test_a_list_item_that_names_no_option_is_asked_again(answer: str) -> None:
    graded = grade(MULTI, answer)  # the key A、C、D is named, and something more the reader cannot read
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["A、C、D 都对", "A、C、D 这三个", "梯度检查点、ZeRO-3 和混合精度都可以"])
def test_words_closing_a_list_are_no_item(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    ["这道题不会", "PPO 的裁剪系数记不住了", "没用过 fp8 训练，这题答不了", "ZeRO-3 的细节想不起来了"],
)
def test_a_give_up_with_its_topic_gives_up(answer: str) -> None:
    assert gave_up(answer)
    assert grade(SIZES, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "answer",
    ["B 那个记不住了", "不会，它只在一张卡上算", "这个不会溢出", "35GB 我不确定", "约 32GB，细节记不住了"],
)
def test_an_answer_beside_a_give_up_is_no_give_up(answer: str) -> None:
    assert not gave_up(answer)


@pytest.mark.parametrize(
    "answer", ["每层 3 ms，再乘层数", "4 层各 3 ms，然后再 multiply by", "一层是 12 ms 的四分之一，也就是"]
)
def test_a_calculation_stopped_at_a_step_still_to_do_is_asked_again(answer: str) -> None:
    assert grade(LATENCY, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["每层 3 ms，再乘 4 层得 12 ms", "3 ms × 4，也就是 12 ms"])
def test_a_calculation_that_reaches_its_result_is_graded(answer: str) -> None:
    assert grade(LATENCY, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["增大 batch 说反了，其余三个对", "B 是错的，剩下的都选", "B 不正确；其他的都对"]
)
def test_options_denied_then_the_rest_affirmed_choose_the_rest(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["A 说反了，其余都对", "B 不对，其余的不确定", "B 不对，其他都不对"])
def test_the_rest_is_chosen_only_when_affirmed_and_never_with_the_denied(answer: str) -> None:
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["除了增大 batch 那条，其余都对", "除了增大 batch 那项都对"])
def test_an_option_restated_after_except_and_pointed_at_is_left_out(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "A、C、D", graded.rationale


def test_an_option_pointed_at_alone_is_chosen() -> None:
    assert grade(MULTI, "增大 batch 那条").verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["A，不对", "35GB——错了", "A… 不是", "A, wrong"])
def test_an_option_then_a_bare_denial_chooses_nothing(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID  # A is the key: never graded correct


def test_a_list_then_a_bare_denial_chooses_nothing() -> None:
    assert grade(MULTI, "A、C、D，不对").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "verdict"), [("B，不对，是 A", Verdict.CORRECT), ("A，不是 B", Verdict.CORRECT)]
)
def test_a_denial_followed_by_an_answer_keeps_the_answer(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("26GB 放不下，35GB 正好", Verdict.CORRECT),
        ("35GB 装不下，32GB 刚好", Verdict.INCORRECT),
        ("35GB 装不下", Verdict.INVALID),
    ],
)
def test_an_option_that_does_not_fit_is_ruled_out(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize("answer", ["显存是 35GB 来着？", "35GB 还是 32GB 来着？"])
def test_asking_to_be_reminded_is_asked_again(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID


SUPPORTS = Question(
    id="fx-eleventh-supports",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="vLLM 支持 LoRA 热加载。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "verdict"), [("应该支持吧", Verdict.CORRECT), ("估计不支持", Verdict.INCORRECT)]
)
def test_a_leaning_word_before_the_claims_verb_reads_the_verb(answer: str, verdict: Verdict) -> None:
    graded = grade(SUPPORTS, answer)
    assert graded.verdict is verdict and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["支持，也可能不支持", "应该支持，或者不支持", "热加载没问题，也可能不行"])
def test_the_claims_verb_beside_its_denial_kept_open_is_asked_again(answer: str) -> None:
    assert grade(SUPPORTS, answer).verdict is Verdict.INVALID


def test_a_reason_naming_two_things_is_no_hedge() -> None:
    assert grade(SUPPORTS, "支持，用 LoRA adapter 或 punica kernel 都行").verdict is Verdict.CORRECT
