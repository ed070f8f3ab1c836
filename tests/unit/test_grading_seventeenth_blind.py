"""The rules written for the causes the seventeenth blind batch showed (issue "Grading a typed answer"),
one test per rule, in phrasings of their own (not the batch's), each beside the nearest shape that must
not be read as an answer:

- code: ``bool(<literal>)`` is the literal's truth (``bool(1)`` is ``True``) and ``f.__call__(x)`` is
  the call ``f(x)``; ``bool(flag)`` and ``f.__call__`` passed as a value stay what they are;
- blanks: circled numbers ("① x ② y") number the blanks, and "a 那儿 x" fills the blank where ``a`` is
  made; "device 一律 nvme" says every blank takes nvme;
- true/false: a reason closed by "所以假" / "因此真" or by a lone "T" / "F" after its last comma; a
  reason, then the claim's own predicate as the last clause ("…，所以不支持"); a restatement called
  nonsense ("说它不支持是胡说") as the conclusion; the claim said to have a fault as the whole answer
  ("这说法有点问题吧"); "确有其事"; the claim's subject "没事"; "人家" as a pronoun; a belief opened
  by "印象中";
- a choice: "末尾那个" / "最末一项" is the last option, as "最下面那个" is (read for confirmation); a
  figure with a word of approximation after it ("3.1% 左右") rounds to an option as "约 3.1%" does;
  on a multiple choice, "就 B 不对，其余都勾上" is every option but B.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, WORDS

DROPOUT = Question(
    id="fx-17-dropout",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\ny = ____\n```",
    key="F.dropout(x, p=0.1, training=True)",
)
CALLED = Question(
    id="fx-17-called",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nout = ____\n```",
    key="cp.checkpoint(block, h, use_reentrant=False)",
)
SPECS = Question(
    id="fx-17-specs",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 PartitionSpec（`____`）。\n\n```python\n"
        "w = jax.device_put(u, NamedSharding(mesh, ____))\n"
        "v = jax.device_put(z, NamedSharding(mesh, ____))\n```"
    ),
    key=["P(None, 'model')", "P('data', None)"],
)
DEVICES = Question(
    id="fx-17-devices",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        '```json\n{\n  "offload_param": {"device": "____"},\n'
        '  "offload_optimizer": {"device": "____"}\n}\n```'
    ),
    key=["cpu", "cpu"],
)
SUPPORTS = Question(  # a claim that something holds (true)
    id="fx-17-supports",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="FSDP 支持把参数 offload 到 CPU。",
    key="true",
)
DENIES = Question(  # a claim that denies (false)
    id="fx-17-denies",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="PyTorch 的 SDPA 不支持因果掩码。",
    key="false",
)
SAFE = Question(
    id="fx-17-safe",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="模型权重可安全以 BF16 保存。",
    key="true",
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [(DROPOUT, "F.dropout(x, p=0.1, training=bool(1))"),
     (DROPOUT, "F.dropout(x, p=0.1, training=bool(7.5))"),
     (CALLED, "cp.checkpoint(block, h, use_reentrant=bool(0))"),
     (CALLED, "cp.checkpoint.__call__(block, h, use_reentrant=False)")],
)  # fmt: skip
def test_a_literal_truth_and_an_explicit_call_are_the_key(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer"),
    [(DROPOUT, "F.dropout(x, p=0.1, training=bool(0))"),
     (DROPOUT, "F.dropout(x, p=0.1, training=bool(flag))"),
     (CALLED, "cp.checkpoint(block.__call__, h, use_reentrant=False)"),  # another object than block
     (CALLED, "cp.checkpoint(block, h + 0, use_reentrant=False)")],  # not the same for every tensor
)  # fmt: skip
def test_what_is_not_the_same_value_for_any_input_is_not_the_key(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SPECS, "① P(None, 'model') ② P('data', None)"),
     (SPECS, "①：P(None, 'model')；②：P('data', None)"),
     (SPECS, "w 那里 P(None, 'model')，v 那里 P('data', None)"),
     (SPECS, "v 那儿 P('data', None)，w 那儿 P(None, 'model')"),
     (DEVICES, "device 一律 cpu")],
)  # fmt: skip
def test_blanks_numbered_by_circles_or_named_by_their_line_are_filled(
    question: Question, answer: str
) -> None:
    assert grade(question, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SPECS, "② P(None, 'model') ① P('data', None)"),
     (SPECS, "① P(None, 'model')"),
     (SPECS, "v 那里 P(None, 'model')，w 那里 P('data', None)"),
     (DEVICES, "device 一律 nvme")],
)  # fmt: skip
def test_fills_for_the_other_blank_or_one_blank_alone_are_not_the_key(
    question: Question, answer: str
) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer", "truth"),
    [(SUPPORTS, "显存不够时大家都这么用，所以支持", True),
     (SUPPORTS, "文档里只提到 GPU，因此不支持", False),
     (SUPPORTS, "CPUOffload 这个参数一直都有，T", True),
     (SUPPORTS, "只有 DeepSpeed 才行，所以假", False),
     (SUPPORTS, "CPUOffload(offload_params=True) 就是干这个的，因此真", True),
     (SUPPORTS, "我印象中支持", True),
     (DENIES, "is_causal=True 就行，说它不支持是胡说", False),
     (DENIES, "is_causal=True 就行，说它支持是胡说", True),
     (DENIES, "人家支持啊", False),
     (DENIES, "这说法有点问题吧", False),
     (SAFE, "存成 BF16 没事，指数位和 fp32 一样", True),
     (SUPPORTS, "确有其事", True)],
)  # fmt: skip
def test_a_conclusion_after_a_reason_is_read(question: Question, answer: str, truth: bool) -> None:
    graded = grade(question, answer)
    assert graded.understood.truth is truth, graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SUPPORTS, "如果没开 use_orig_params，不支持"),  # a condition: one case, not the answer
     (SUPPORTS, "参数不支持，梯度支持"),  # two sides: neither is the answer
     (SUPPORTS, "因此真正的瓶颈在 PCIe"),  # "真" inside a word
     (SUPPORTS, "T 越大通信越慢"),  # a letter that is a name
     (SUPPORTS, "确有其事吗？"),
     (DENIES, "题干有问题，应该是对的"),  # the wording's fault, then the claim called true
     (SAFE, "存成 BF16 不一定没事")],
)  # fmt: skip
def test_the_nearest_shapes_never_grade_correct_unconfirmed(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, (answer, graded.rationale)


LAST_FIRST = WORDS.model_copy(update={"id": "fx-17-last", "key": "D"})


@pytest.mark.parametrize("answer", ["前三个都跟 n 有关，只剩末尾那个", "末尾那项", "选最末一项"])
def test_the_option_at_the_end_is_the_last_for_confirmation(answer: str) -> None:
    graded = grade(LAST_FIRST, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["末尾那项不对", "末尾的 1/256 太小了，前面那个才对"])
def test_the_end_ruled_out_or_only_talked_about_is_not_chosen(answer: str) -> None:
    graded = grade(FRACTIONS.model_copy(update={"key": "D"}), answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["3.1% 左右", "3.1% 上下", "0.031 前后"])
def test_a_figure_approximated_after_it_rounds_to_its_option(answer: str) -> None:
    graded = grade(FRACTIONS, answer)  # 1/32 = 3.125 %
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["3% 左右", "3.1%", "3.1% 左右的那个不对"])
def test_too_coarse_or_unqualified_or_denied_never_grades_correct_unconfirmed(answer: str) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["就 B 不对（大 batch 更占显存），其余都勾上", "只有 B 不对，其他都勾选"])
def test_only_one_denied_then_the_rest_ticked_is_every_other_option(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.understood.choices == ["A", "C", "D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["就 B 对，其余都勾上", "就 B 不对，其余都勾上？", "就 B 不对，其余再看看"]
)
def test_one_affirmed_or_the_rest_left_open_is_not_every_other_option(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale
