"""The round on blind batch 67 (issue "Grading a typed answer"): classes the batch met.

- Letters listed on a single choice, then ruled out together ("B C D 都比下限还小，不可能", "B C D
  都太小"): rule-outs, never a set. The one option left is the reading, to confirm, only when the answer
  named it elsewhere ("下限就是 … 35G，B C D 都…不可能"); else asked again. Hedged ("可能都太小"),
  under a condition or denied before: asked again, never the set. Not a bare "不" ("A 和 B 都不受影响"
  says what they do) nor an affirmation ("A 和 B 都行", a hedge between them, as before). Looped over
  every single choice with four options.
- A parenthesised reason closing the answer against a letter not chosen ("A，C（B 只影响性能）", "（因为 B
  跟这个无关）"): the set before it whole, the letter ruled out (it had cut the set to A). Not an aside
  about a letter chosen ("（C 不确定）"), nor one that affirms, doubts or asks. Looped over every
  multiple choice with a wrong option.
- Options named each in a clause of its own with a verdict against a limit ("64 头要 12.9G 超了，48 头
  9.7G 还在 10G 以内"): the one within, to confirm, never the first named (it had read the figure said
  to be over). Every one over, two within, a hedge, or one left without a verdict while the one the
  pass chose is over: asked again. Found inside a word ("头超了") and never after a negation ("没超了",
  "不够用"). Looped over every single choice with four options, by letters.
- A fill said in words to every blank's owners with "全" ("param 和 optimizer 的 device 全写 nvme"), as
  with "都" or "统一": the fill in every blank, to confirm. The reading shown back is the fills read
  ("nvme", "nvme"), never the words that name the blanks ("param", "device"). Not another fill, nor two
  offered, nor asked, nor denied.
- The label word "选项" before a letter with no colon ("选项Ｄ", "选项 b"): a sentence, to confirm, as
  "答案C" is (convention 6 in blind-16.yaml's header); with a colon ("选项：D") still bare. Looped over
  every single choice.
- All but some, the rest counted and chosen ("C 以外的四项全选上", "C 以外全选上"): the rest, to confirm
  ("C 以外全选上" had been read as C, the one left out). Not a count that is not the rest's ("三项"),
  nor the rest denied ("全不选") or asked. Looped over every multiple choice asking the right ones
  whose key leaves out one option.
- A reason naming no option, then a conclusion denying some and choosing the rest ("ViT 上照样能
  Grad-CAM，…，所以 C、E 都错，其余全选"): the conclusion read alone, to confirm (it had been asked
  again). Not when the reason names an option ("A 也不对，所以 …"), nor the rest refused or asked.
  Looped over every multiple choice asking the right ones with two options or more left out.
- A word for every option said twice ("全对全对", "全选，全选"): every option, as said once. Not a denial
  or a question said twice ("不全对不全对", "全对吗全对吗"), nor two words ("全对全错").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
MULTIS_WITH_WRONG = [
    q for q in BANK if q.type is QuestionType.MULTI and len(q.key) >= 2 and set(q.options) - set(q.key)
]
ALL_BUT_ONE = [
    q
    for q in BANK
    if q.type is QuestionType.MULTI and len(q.options) - len(q.key) == 1 and "错误" not in q.stem
]
TWO_OUT = [
    q
    for q in BANK
    if q.type is QuestionType.MULTI and len(q.options) - len(q.key) >= 2 and "错误" not in q.stem
]
FOUR_SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) == 4]


def test_there_are_four_option_singles_to_loop_over() -> None:
    assert len(FOUR_SINGLES) >= 10


@pytest.mark.parametrize("question", FOUR_SINGLES, ids=lambda question: question.id)
def test_letters_ruled_out_together_on_a_single_choice_are_never_a_set(question: Question) -> None:
    others = [letter for letter in question.options if letter != question.key]
    listed = " ".join(others)
    for against in ("都比下限还小，不可能", "都不对", "都太小", "全都不可能"):
        result = grade(question, f"{listed} {against}")
        assert result.verdict is Verdict.INVALID, (question.id, against, result)
        assert "、" not in result.reading, (question.id, against)
    for unread in (f"{listed} 可能都太小", f"如果 {listed} 都不对", f"不是 {listed} 都不对"):
        result = grade(question, unread)
        assert result.verdict is Verdict.INVALID, (question.id, unread, result)


def test_the_one_left_named_elsewhere_is_the_reading_to_confirm() -> None:
    question = QUESTIONS["seed000-08"]  # A 35GB (the key), B 32GB, C 28GB, D 26GB
    result = grade(question, "int4 权重本身下限就是 70e9×0.5B=35G，B C D 都比下限还小，不可能")
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "A", True)
    # the nearest wrong sentence: a wrong option named and the others ruled out, graded wrong
    wrong = grade(question, "下限就是 32G，A C D 都比下限还小，不可能")
    assert (wrong.verdict, wrong.reading) == (Verdict.INCORRECT, "B")
    # the one left not named, named denied, or the rule-out hedged: asked again
    for unread in (
        "B C D 都比下限还小，不可能",
        "不是 35G，B C D 都比下限还小，不可能",
        "下限就是 35G，B C D 可能都太小",
    ):
        assert grade(question, unread).verdict is Verdict.INVALID, unread


def test_a_property_or_an_affirmation_said_together_is_no_rule_out() -> None:
    question = QUESTIONS["seed000-08"]
    for said in ("下限就是 35G，B C D 都行", "下限就是 35G，B C D 都不受影响"):
        result = grade(question, said)
        assert result.verdict is not Verdict.CORRECT and "B" in result.reading, (said, result)


@pytest.mark.parametrize("question", MULTIS_WITH_WRONG, ids=lambda question: question.id)
def test_a_closing_aside_against_a_letter_not_chosen_keeps_the_set(question: Question) -> None:
    key = "，".join(sorted(question.key))
    wrong = sorted(set(question.options) - set(question.key))[0]
    for aside in (f"（{wrong} 只影响性能）", f"（因为 {wrong} 跟这个无关）", f"({wrong} 不对)"):
        result = grade(question, f"{key}{aside}")
        assert result.verdict is Verdict.CORRECT, (question.id, aside, result)
        assert result.needs_confirmation, (question.id, aside)
    # the nearest wrong sentence: the wrong letter inside the set, another outside it
    first, *rest = sorted(question.key)
    result = grade(question, f"{first}，{wrong}（{rest[0]} 只影响性能）")
    assert result.verdict is not Verdict.CORRECT, (question.id, result)
    # said of a letter chosen, affirming, doubting or asking: never the set read whole
    last = sorted(question.key)[-1]
    for unread in (f"（{last} 不确定）", f"（{wrong} 也行）", f"（{wrong} 可能也对）", f"（{wrong} 不对吗）"):
        result = grade(question, f"{key}{unread}")
        assert result.verdict is not Verdict.CORRECT, (question.id, unread, result)


@pytest.mark.parametrize("question", FOUR_SINGLES, ids=lambda question: question.id)
def test_options_judged_each_against_a_limit_read_the_one_within(question: Question) -> None:
    key = question.key
    others = [letter for letter in question.options if letter != key]
    result = grade(question, f"{others[0]} 超了，{key} 还在以内")
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, key, True)
    # the nearest wrong sentence: the key said over, another within
    wrong = grade(question, f"{key} 超了，{others[0]} 还在以内")
    assert (wrong.verdict, wrong.reading) == (Verdict.INCORRECT, others[0]), (question.id, wrong)
    for unread in (
        f"{others[0]} 超了，{key} 也超了",
        f"{others[0]} 超了，{key} 可能还在以内",
        f"{key} 放不下，{others[0]} 也放不下",
    ):
        assert grade(question, unread).verdict is Verdict.INVALID, (question.id, unread)


def test_the_figures_of_the_batch_against_the_memory_limit() -> None:
    question = QUESTIONS["seed000-04"]  # at most 10 GB: A 32, B 48 (the key), C 64, D 80
    for said in (
        "64 头要 12.9G 超了，48 头 9.7G 还在 10G 以内",
        "64 头放不下，48 头放得下",
        "64 头不够用，48 够用",
    ):
        result = grade(question, said)
        assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True)
    for wrong in ("48 头超了，64 头以内", "48 头 9.7G 超了，64 头 12.9G 还在 10G 以内"):
        assert grade(question, wrong).verdict is not Verdict.CORRECT, wrong
    assert grade(question, "64 头 12.9G 超了，48 头 9.7G 也超了").verdict is Verdict.INVALID


def test_a_fill_said_to_every_owner_with_all_is_every_blank_s() -> None:
    question = QUESTIONS["seed000-29"]  # both device blanks: nvme
    for said in (
        "param 和 optimizer 的 device 全写 nvme",
        "两个 device 都写 nvme",
        "offload_param 填 nvme，offload_optimizer 也填 nvme",
    ):
        result = grade(question, said)
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), said
        assert result.reading == "nvme\nnvme", (said, result.reading)
    wrong = grade(question, "param 和 optimizer 的 device 全写 cpu")
    assert wrong.verdict is Verdict.INCORRECT
    for unread in (
        "param 和 optimizer 的 device 全写 nvme 或 cpu",
        "param 和 optimizer 的 device 全写 nvme 吗",
        "param 和 optimizer 的 device 全不写 nvme",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, unread


@pytest.mark.parametrize("question", FOUR_SINGLES, ids=lambda question: question.id)
def test_the_label_word_option_without_a_colon_is_a_sentence(question: Question) -> None:
    key = question.key
    wide = chr(ord(key) + 0xFEE0)
    for said in (f"选项{wide}", f"选项 {key.lower()}", f"选项{key}"):
        result = grade(question, said)
        assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, key, True)
    assert grade(question, f"选项：{key}").needs_confirmation is False
    other = next(letter for letter in question.options if letter != key)
    assert grade(question, f"选项{other}").verdict is Verdict.INCORRECT  # the nearest wrong answer
    for unread in (f"不是选项{key}", f"选项{key}吗"):
        assert grade(question, unread).verdict is not Verdict.CORRECT, unread


# The seventh red team: a verdict negated before it in its clause ("也不在 10G 以内", "并非以内", "不太够
# 用") or asked ("48 头以内？") had been read as said: the option within, the key to confirm, though every
# option was said over or the candidate asked.
NEGATED_WITHIN = ("也不在 10G 以内", "不在以内", "未必在以内", "没有在以内", "并非以内", "不太够用", "以内？")


@pytest.mark.parametrize("question", FOUR_SINGLES, ids=lambda question: question.id)
def test_a_verdict_negated_or_asked_is_no_verdict(question: Question) -> None:
    other = next(letter for letter in question.options if letter != question.key)
    for said in NEGATED_WITHIN:
        result = grade(question, f"{other} 超了，{question.key} {said}")
        assert result.verdict is Verdict.INVALID, (question.id, said, result)
    # the nearest right sentences: a within said with its own negation word, or an over negated twice
    for said in ("没超", "不超", "没有超", "还在以内"):
        result = grade(question, f"{other} 超了，{question.key} {said}")
        assert (result.verdict, result.reading) == (Verdict.CORRECT, question.key), (question.id, said)


def test_the_batch_s_figures_with_a_negated_verdict() -> None:
    question = QUESTIONS["seed000-04"]  # at most 10 GB: A 32, B 48 (the key), C 64, D 80
    for unread in ("64 头超了，48 头也不在 10G 以内", "64 头超了吗？48 头以内", "64 头超了，48 头并非以内"):
        assert grade(question, unread).verdict is Verdict.INVALID, unread
    for said in ("64 头并不够用，48 头够用", "64 头超了，48 头 10G 以内没问题"):
        result = grade(question, said)
        assert (result.verdict, result.reading) == (Verdict.CORRECT, "B"), said


@pytest.mark.parametrize("question", MULTIS_WITH_WRONG, ids=lambda question: question.id)
def test_an_aside_that_chooses_its_letter_after_all_is_no_reason_against_it(question: Question) -> None:
    # the seventh red team: "B，C（A 只影响性能，但也选）" on a question keyed BC was read as the key, to
    # confirm, though the candidate chose A too
    key = "，".join(sorted(question.key))
    wrong = sorted(set(question.options) - set(question.key))[0]
    for kept in (
        "只影响性能，但也选",
        "只影响性能，也选",
        "只影响性能，不过也勾",
        "only matters for speed, but pick it too",
    ):
        result = grade(question, f"{key}（{wrong} {kept}）")
        assert result.verdict is not Verdict.CORRECT, (question.id, kept, result)
    for against in ("只影响性能，不选", "只影响性能，但不选"):  # the nearest right ones: still the set
        result = grade(question, f"{key}（{wrong} {against}）")
        assert result.verdict is Verdict.CORRECT, (question.id, against, result)


@pytest.mark.parametrize("question", ALL_BUT_ONE, ids=lambda question: question.id)
def test_all_but_one_with_the_rest_counted_and_chosen(question: Question) -> None:
    [out] = set(question.options) - set(question.key)
    rest = len(question.key)
    zh = {2: "两", 3: "三", 4: "四", 5: "五"}
    for said in (f"{out} 以外的{zh[rest]}项全选上", f"{out} 以外全选上", f"{out} 以外的{rest}个都对"):
        result = grade(question, said)
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), (
            question.id,
            said,
            result,
        )
    inside = sorted(question.key)[0]
    assert grade(question, f"{inside} 以外全选上").verdict is Verdict.INCORRECT  # the nearest wrong answer
    for unread in (
        f"{out} 以外的{zh[rest - 1]}项全选上",
        f"{out} 以外的{zh[rest]}项全不选",
        f"{out} 以外全选上吗",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


@pytest.mark.parametrize("question", TWO_OUT, ids=lambda question: question.id)
def test_a_conclusion_denying_some_and_choosing_the_rest_after_a_reason(question: Question) -> None:
    out = "、".join(sorted(set(question.options) - set(question.key)))
    for reason in ("这个我查过，实验上也验证过，所以", "所以"):
        result = grade(question, f"{reason} {out} 都错，其余全选")
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), (question.id, result)
    inside = sorted(question.key)[0]
    wrong = grade(question, f"这个我查过，所以 {inside} 都错，其余全选")
    assert wrong.verdict is not Verdict.CORRECT, (question.id, wrong)  # the nearest wrong answer
    for unread in (
        f"{inside} 也不对，所以 {out} 都错，其余全选",
        f"这个我查过，所以 {out} 都错，其余全选吗",
        f"这个我查过，所以 {out} 都错，其余不选",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


def test_every_option_said_twice_is_every_option() -> None:
    question = QUESTIONS["seed000-16"]  # every option right
    for said in ("全对全对", "全选全选", "全选，全选"):
        result = grade(question, said)
        assert (result.verdict, result.reading) == (Verdict.CORRECT, "A、B、C、D、E"), said
    for unread in ("不全对不全对", "全对吗全对吗", "全对全错"):
        assert grade(question, unread).verdict is not Verdict.CORRECT, unread
    partial_key = next(q for q in BANK if q.type is QuestionType.MULTI and len(q.key) < len(q.options))
    assert grade(partial_key, "全对全对").verdict is not Verdict.CORRECT  # the nearest wrong answer
