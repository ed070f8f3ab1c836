"""Review of the typed-answer reader's mends (issue 30), holes where a hedge or a doubt was read as the
key to confirm, each beside its nearest right sentences, which still read right:

- the option's figure said again after a question decides only in a clause of its own ("16 还是 8？16",
  "…？还是 16"); said as one more alternative to the figure no option holds ("16 还是 8？8 还是 16",
  "…？8 或 16") it keeps both open: a hedge, never correct;
- every option chosen, then one of them let go ("四个都能拿来评，D 算了吧") or the choice kept to theory
  ("…，理论上", "…，按理说") is no choice of all, as "…，D 勉强" is not; "四个都能拿来评" and an
  explanation after it ("…，长度过短本身就是低质信号", "全选，包括文档长度") still read every option;
- an item added to a set restates an option named before it only when it says no figure of its own, no
  alternative, no bound the other way and no need cut down: "C 和 A，外加 GEMM 输入高能被 16 整除" (A's 8
  and 16 swapped), "…，外加 Ada 或更早", "A 和 C，外加更早的架构", "…，外加矩阵只要高对齐" are asked again;
  "C 和 A，外加 GEMM 输入矩阵对齐", "A 和 C，外加 Hopper 架构" still read A、C;
- a stance against "that view" right after an option is said of it, whatever follows ("B，我不同意那种说
  法，太绝对了", "B 我反对那个选项，理由是 inductor 不支持", "…，A 也不对"): never B; "B，我不同意 A"
  and "B 我同意那种说法" still read B;
- an option of a set pointed at ("前面那个/后面那个") and then doubted or denied, whatever comes between
  ("A、D，后面那个我不确定", "…，前面那个 64 不对", "…，后面那个 FlashAttention 不确定", "…，后面那个其
  实不对") asks the set again; "…，前面那个 64 没问题", "…，后面那个也对" still read A、D, and a noun
  after the place then a doubt ("…，前面那个版本的 DeepSpeed 不确定支不支持") is asked again, as before;
- the check verbs denied by a plain "不"/"没" or by "用不着"/"犯不着" ("不先查 B", "没先查 B", "并不先查
  B", "用不着先查 B") rule the option out, as "别先查 B" does; "就查 B", "先查 B", "肯定先查 B 呀" and
  "没空查，就查 A 吧" still read the option;
- a choice's figure given as a bound ("最多 35GB", "至少 16", "35GB 以内", "35GB 或更少", "4 倍以内") is no
  figure stated, asked again as "不到 35GB" is; "35GB", "约 35GB", "35GB 左右", "A，最多
  35GB" still read the option;
- a stand against a code fill followed by a particle, a laugh or its reason, or naming the writing first
  ("BLOCK_SIZE: tl.constexpr 这种写法不对吧", "…，我不同意这种写法，太死板", "…，这样写有问题，运行时会报
  错", "…，这种写法我不认可") disowns the fill, as the stand closing the answer does; "…，这种写法没问
  题" and the fill alone still read it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-11", "16 还是 8？8 还是 16"), ("seed000-11", "16 还是 8？8 或 16"),
     ("seed000-08", "35GB 还是 70GB？70GB 还是 35GB"), ("seed000-08", "35GB？70GB？70GB 或 35GB"),
     ("seed002-17", "4 倍还是 16 倍？16 倍或 4 倍"), ("seed000-11", "16？8？或者 16")],
)  # fmt: skip
def test_the_key_offered_again_as_one_more_alternative_is_a_hedge(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # the key's figure, then one no option holds, then the key
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "key"),
    [("seed000-11", "16 还是 8？还是 16", "A")],  # the others: test_grading_reviewed_holes_12.py
)  # fmt: skip
def test_the_key_said_again_in_a_clause_of_its_own_decides(question: str, answer: str, key: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, [key]), graded.reading


@pytest.mark.parametrize(
    "answer",
    ["四个都能拿来评，D 就算了", "全选，D 算了吧",
     "四个都能拿来评，按理说", "四个都能拿来评，原则上", "全选，理论上", "四个都能拿来评，D 免了"],
)  # fmt: skip
def test_every_option_then_one_let_go_or_kept_to_theory_is_no_choice_of_all(answer: str) -> None:
    graded = grade(BANK["seed002-38"], answer)  # key ABCD
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "四个都能拿来评，长度过短本身就是低质信号",
        "全选，包括文档长度",
        "四项都行，实践中都常用",
    ],
)
def test_every_option_alone_or_explained_still_reads_all(answer: str) -> None:
    graded = grade(BANK["seed002-38"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "B", "C", "D"]), answer


@pytest.mark.parametrize(
    "answer",
    ["C 和 A，外加 GEMM 输入高能被 16 整除", "C 和 A，外加 宽能被 8 整除、高能被 16 整除",
     "C 和 A，外加 Ada 或更早", "A 和 C，外加 更早的架构", "C 和 A，外加 GEMM 输入矩阵只要高对齐",
     "C 和 A，外加 GEMM 输入矩阵对齐可选", "A 和 C，外加计算能力 ≥ 8.0"],
)  # fmt: skip
def test_an_addition_saying_an_options_words_otherwise_is_asked_again(answer: str) -> None:
    graded = grade(BANK["seed002-39"], answer)  # key AC
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["A 和 C，外加 FP8 GEMM"],  # the others: test_grading_fifty_eighth_round.py
)  # fmt: skip
def test_an_addition_restating_an_option_named_still_reads_the_set(answer: str) -> None:
    graded = grade(BANK["seed002-39"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "C"]), answer


@pytest.mark.parametrize(
    "answer",
    ["B，我不同意那种说法，太绝对了", "B 我反对那个选项，理由是 inductor 不支持", "B，我不赞成那种做法，太慢",
     "B，我不同意那种写法，mode 写错了", "B，我不同意那种说法，A 也不对", "B，我不同意那种说法，A 肯定不行",
     "B，我不同意那种说法，C 呢"],
)  # fmt: skip
def test_a_stance_against_that_view_after_the_option_never_reads_it(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)  # key B
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize("answer", ["B 我同意那种说法"])  # "B，我不同意 A": test_grading_reviewed_holes_12.py
def test_a_stance_said_of_another_option_or_for_this_one_still_reads_it(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), answer


@pytest.mark.parametrize(
    "answer",
    ["A、D，后面那个我不确定", "A、D，后面那个其实不对", "A、D，前面那个 64 不确定", "A、D，前面那个 64 不对",
     "A、D，后面那个 FlashAttention 不确定", "A、D，后面那个兼容性不确定", "A、D，后面那个说法不确定",
     "A、D，前面那个版本的 DeepSpeed 不确定支不支持"],
)  # fmt: skip
def test_an_option_pointed_at_then_doubted_asks_the_set_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["不先查 B", "没先查 B", "并不先查 B", "我不先查 B", "用不着先查 B", "犯不着先查 B", "用不着选 B"],
)
def test_a_check_verb_denied_plainly_never_reads_the_option(answer: str) -> None:
    graded = grade(BANK["seed002-02"], answer)  # key B
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-08", "最多 35GB"), ("seed000-08", "至多 35GB"), ("seed000-08", "35GB 以内"),
     ("seed000-08", "35GB 或更少"), ("seed000-08", "35GB 封顶"),
     ("seed000-11", "至少 16"), ("seed000-11", "最多 16"), ("seed002-17", "4 倍以内"),
     ("seed001-08", "一半以内")],
)  # fmt: skip
def test_an_options_figure_given_as_a_bound_is_asked_again(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "key"),
    [("seed000-08", "35GB", "A"), ("seed000-08", "约 35GB", "A"), ("seed000-08", "35GB 左右", "A"),
     ("seed000-08", "A，最多 35GB", "A"), ("seed000-11", "16 吧", "A"), ("seed002-17", "约 4 倍", "C"),
     ("seed002-17", "四倍多一点，选最近的", "C")],
)  # fmt: skip
def test_an_options_figure_stated_or_near_still_reads(question: str, answer: str, key: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, [key]), answer


@pytest.mark.parametrize(
    "answer",
    ["BLOCK_SIZE: tl.constexpr 这种写法不对吧", "BLOCK_SIZE: tl.constexpr，我不同意这种写法，太死板",
     "BLOCK_SIZE: tl.constexpr，这样写有问题，运行时会报错",
     "BLOCK_SIZE: tl.constexpr，我不同意这种写法 哈哈",
     "BLOCK_SIZE: tl.constexpr，这种写法我不认可"],
)  # fmt: skip
def test_a_stand_against_a_fill_before_its_reason_disowns_it(answer: str) -> None:
    graded = grade(BANK["seed000-28"], answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["BLOCK_SIZE: tl.constexpr", "BLOCK_SIZE: tl.constexpr，这种写法没问题", "BLOCK_SIZE: tl.constexpr 吧"],
)
def test_a_fill_alone_or_affirmed_still_reads(answer: str) -> None:
    assert grade(BANK["seed000-28"], answer).verdict is Verdict.CORRECT, answer
