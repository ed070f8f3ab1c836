"""Red team of the typed-answer reader (issue 30), holes where a wrong answer, a doubt or a question
back was read as the key to confirm, each beside its nearest right sentence, which still reads right:

- a denial set apart from its option by a dash ("B——才怪", "B —— 是陷阱", "B——我不同意") rules it out,
  as after a comma; "B——对" and "B —— backend 默认就是 inductor" still read B, and "B——不对，…，还是 A"
  is still a correction to A;
- the candidate's stance against an option said with "this way of writing it" ("B 我不支持这种写法", "B，我
  反对这个选项") or as 不认可 rules it out, as "B 我不支持" does; a stance before another option is said of
  that one ("B，我不同意 A" reads B again, as "B，我不同意" alone does not), and "B 我同意这种写法" reads B;
- a verdict asked of what a letter, a figure or code names ("A妥了？", "A 对？", "464 GB 没问题？",
  "BLOCK_SIZE: tl.constexpr 妥了？") asks whether it holds, as "A 对吗？" does: a question back, asked
  again; "A 妥了", "A？", "A 妥了吧？" and "对了？" on a true/false claim still offer their answer;
- a code fill doubted by a piece of it named again ("cp.checkpoint(_inner, x, …)，x 不确定", "…，causal=True
  不确定", "…，空 2 不确定") or by a doubt or a guess closing its line, spaced ("BLOCK_SIZE: tl.constexpr 不确
  定", "… 猜的") is asked again, as "x，不确定" was; "x，非重入的也行" and a correction ending on the
  code ("…，不对，P('x', None)，P(None, 'y')") read as before;
- an option of a chosen set doubted by its place with the noun said ("A、D，后一个选项不确定", "后面那个不确
  定") or with the doubt before the place ("A、D, not sure about the latter", "A、D，拿不准后者") asks the set
  again, as "A、D，后一个不确定" does; "A、D，后一个选项也对", "A、D, sure about the latter" read A、D;
- a figure said of one of K and V ("464 GB（K）", "464 GB (只算 K)"), or with the other counted apart
  ("464 GB（K），V 另算", "464 GB，V 还没算") is no answer to the KV cache's total: asked again, as "K 和 V 各
  464 GB" is; "464 GB（K+V）", "464 GB（含 K、V）" and "232 GB（K），V 另算，共 464 GB" read 464 GB;
- "all but" with the rest affirmed ("除了 A 都支持", "除了 A 都对") on a stem asking for the unsupported or
  the wrong ones names A as the answer, not the rest: asked again, never read as the rest; on a stem
  asking for the right ones it reads the rest as before;
- a figure option offered beside a figure no option holds ("4 倍或 16 倍", "35GB 还是 70GB", "16？8？",
  "4 倍，也可能 16 倍") is a hedge, never correct, as "4 倍还是 8 倍" is; a decision after them ("16？8？
  我觉得 16"), a figure ruled out ("16，不是 8") or said of something else ("35GB，70GB 是 fp16") reads
  the option as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.choice_questions import FRAMEWORK_FEATURES
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize(
    "template", ["{K}——才怪", "{K} —— 才怪", "{K}——是陷阱", "{K}—我不同意", "{K} -- 才怪"]
)
def test_a_denial_after_a_dash_rules_the_option_out(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize("answer", ["B——对", "B——肯定对", "B —— backend 默认就是 inductor", "B——"])
def test_a_dash_before_an_affirmation_or_a_reason_still_reads_the_option(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)  # key B
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.rationale


def test_a_bare_take_back_after_a_dash_is_still_a_correction() -> None:
    graded = grade(BANK["seed002-01"], "B——不对，B 存的是整个 model，回不到 fp32，还是 A")  # key A
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A"]), graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-01", "B 我不支持这种写法"), ("seed000-01", "B 我不同意这种说法"),
     ("seed000-01", "B，我反对这个选项"), ("seed000-01", "B 我不认可"), ("seed000-01", "B 我不支持它"),
     ("seed000-13", "B 我不支持这种写法"), ("seed000-01", "B 我不同意那种说法"),
     ("seed000-01", "B，我不同意这种说法，A 肯定不行")],
)  # fmt: skip
def test_a_stance_against_the_option_said_of_its_writing_rules_it_out(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # key B on both
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "choices"),
    [("B，我不同意 A", ["B"]), ("B，我反对 A", ["B"]), ("B 我同意这种写法", ["B"]), ("A，我不同意 B", ["A"]),
     ("B 我不同意，A", ["A"])],
)  # fmt: skip
def test_a_stance_before_another_option_is_said_of_that_one(answer: str, choices: list[str]) -> None:
    graded = grade(BANK["seed000-01"], answer)  # key B
    assert graded.understood.choices == choices, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-15", "A妥了？"), ("seed000-15", "A 对？"), ("seed000-15", "A 稳了？"),
     ("seed000-15", "A没问题？"), ("seed000-15", "A 是正确的？"), ("seed000-18", "A、D 妥了？"),
     ("seed000-30", "464 GB 没问题？"), ("seed000-28", "BLOCK_SIZE: tl.constexpr 妥了？")],
)  # fmt: skip
def test_a_verdict_asked_of_the_answer_is_a_question_back(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # each the key
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-15", "A 妥了"), ("seed000-15", "A 妥了。"), ("seed000-15", "A？"),
     ("seed000-15", "A 妥了吧？"), ("seed002-41", "对了？"), ("seed000-30", "464 GB？")],
)  # fmt: skip
def test_an_answer_stated_or_offered_with_a_question_mark_is_read(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed001-17", "cp.checkpoint(_inner, x, use_reentrant=False)，x 不确定"),
     ("seed001-17", "cp.checkpoint(_inner, x, use_reentrant=False)，use_reentrant 不确定"),
     ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)，causal=True 不确定"),
     ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=True) 不确定"),
     ("seed000-27", "P('x', None)，P(None, 'y')，'x' 不确定"),
     ("seed000-27", "P('x', None)，P(None, 'y')，空 2 不确定"),
     ("seed000-28", "BLOCK_SIZE: tl.constexpr 不确定"), ("seed000-28", "BLOCK_SIZE: tl.constexpr 猜的"),
     ("seed000-28", "BLOCK_SIZE: tl.constexpr，tl.constexpr 不确定"), ("seed000-29", "nvme，nvme 不确定")],
)  # fmt: skip
def test_a_fill_doubted_after_it_is_asked_again(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # each fill the key
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed001-17", "cp.checkpoint(_inner, x, use_reentrant=False)，非重入的也行"),
     ("seed000-27", "P(None, 'y')，P('x', None)，不对，P('x', None)，P(None, 'y')"),
     ("seed000-28", "BLOCK_SIZE: tl.constexpr，编译期常量"),
     ("seed000-28", "BLOCK_SIZE: tl.constexpr 肯定对")],
)  # fmt: skip
def test_a_fill_with_a_remark_or_a_correction_is_read(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), graded.rationale


@pytest.mark.parametrize(
    "answer",
    ["A、D, not sure about the latter", "A and D, I'm not sure about the latter", "A、D，后一个选项不确定",
     "A、D 后一个选项不确定", "A、D，拿不准后者", "A、D，后面那个不确定", "A、D，not sure about the former",
     "A、D，后面那个选项不确定"],
)  # fmt: skip
def test_an_option_of_the_set_doubted_by_its_place_asks_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


def test_an_option_of_the_set_said_possibly_out_by_its_place_is_a_hedge() -> None:
    # "可能不对" at the close keeps the member open: convention 5 of blind-16.yaml's header, as
    # blind-75.yaml labels "ABCD 长度那个可能不算" (asked again before that batch)
    graded = grade(BANK["seed000-18"], "A、D，后面那个可能不对")
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, True), graded.rationale


@pytest.mark.parametrize(
    "answer",
    ["A、D，后一个选项也对", "A、D，后一个选项最稳", "A、D, sure about the latter", "A、D，后者稳",
     # "前面那个/后面那个" before a noun or an option's words is no place in the set (issue 30, review)
     "A、D，前面那个 64 没问题", "A、D，后面那个选项更稳", "A、D，后面那个也对"],
)  # fmt: skip
def test_an_option_of_the_set_affirmed_by_its_place_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "D"]), graded.rationale


@pytest.mark.parametrize(
    "answer", ["464 GB（K），V 另算", "464 GB（K）", "464 GB (只算 K)", "464 GB，V 另算", "464 GB，V 还没算"]
)
def test_a_figure_of_k_or_v_alone_is_no_answer_to_the_total(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)  # key 464 GB, K and V together
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    "answer", ["464 GB（K+V）", "464 GB（K 和 V）", "464 GB（含 K、V）", "232 GB（K），V 另算，共 464 GB"]
)
def test_a_figure_of_k_and_v_together_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "464 GB"), graded.rationale


@pytest.mark.parametrize("stem", ["以下哪些功能该框架不支持？", "该框架不支持的是", "以下说法不正确的是"])
@pytest.mark.parametrize("answer", ["除了 A 都支持", "除了 A 都对", "除了 tree_attention 都行"])
def test_all_but_one_affirmed_on_a_stem_asking_the_wrong_ones_is_asked_again(stem: str, answer: str) -> None:
    graded = grade(FRAMEWORK_FEATURES.model_copy(update={"stem": stem}), answer)  # key B, C, D
    assert graded.verdict is Verdict.INVALID, (stem, answer, graded.reading)


@pytest.mark.parametrize("answer", ["除了 A 都支持", "除了 A 都对", "除了 tree_attention 都支持"])
def test_all_but_one_affirmed_on_a_stem_asking_the_right_ones_reads_the_rest(answer: str) -> None:
    graded = grade(FRAMEWORK_FEATURES, answer)  # "以下哪些说法正确？", key B, C, D
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "B、C、D"), graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-17", "4 倍或 16 倍"), ("seed002-17", "4 倍还是 16 倍"), ("seed002-17", "4 倍，也可能 16 倍"),
     ("seed002-17", "4×？16×？"), ("seed002-17", "四倍还是十六倍"), ("seed000-08", "35GB 还是 70GB"),
     ("seed000-08", "35GB？70GB？"), ("seed000-11", "16 或 8"), ("seed000-11", "16？8？"),
     ("seed000-11", "16？还是 8？"), ("seed000-11", "16？8？16？"), ("seed000-11", "16 还是 8？8"),
     ("seed000-11", "16 还是 8？8 吧"), ("seed002-17", "4 倍还是 16 倍？16 倍"),
     ("seed000-08", "35GB 还是 70GB？70GB")],
)  # fmt: skip
def test_the_key_offered_beside_a_figure_no_option_holds_is_a_hedge(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # each the key's figure, then another
    assert graded.verdict is Verdict.INCORRECT, (graded.reading, graded.rationale)
    assert graded.understood.hedged


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed000-11", "16？8？我觉得 16"), ("seed000-11", "16，不是 8"), ("seed000-08", "35GB，70GB 是 fp16"),
     ("seed002-17", "4 倍吧"), ("seed000-11", "16 还是 8？16"), ("seed000-11", "16？8？16"),
     ("seed000-11", "16 或 8？16 吧"), ("seed002-17", "4 倍还是 16 倍？4 倍"),
     ("seed002-17", "4 倍还是 16 倍？还是 4 倍"), ("seed002-17", "4×还是 16×？4×"),
     ("seed000-08", "35GB？70GB？35GB"), ("seed000-08", "35GB 还是 70GB？35GB"),
     ("seed000-08", "35GB 还是 70GB？是 35GB"), ("seed002-17", "4 倍还是 16 倍？答：4 倍")],
)  # fmt: skip
def test_the_key_beside_a_figure_settled_or_explained_is_read(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), graded.rationale


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [("seed002-17", "8 倍或 16 倍", "D"), ("seed002-17", "2 倍，也可能 16 倍", "A"),
     ("seed000-08", "70GB？26GB？", "D"), ("seed000-11", "32 还是 8？", "B")],
)  # fmt: skip
def test_a_wrong_option_offered_beside_a_figure_no_option_holds_is_the_same_hedge(
    question: str, answer: str, chosen: str
) -> None:
    # the reading does not depend on whether the option read is the key: a wrong figure offered beside
    # an unlisted one is shown as the hedge it is, not as that option to confirm
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.hedged) == (Verdict.INCORRECT, True), graded.rationale
    assert graded.understood.choices == [chosen]
