"""The round on blind batch 45 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 不行": two options joined as one subject
  and denied together, the second named by words the reader takes for it ("head_dim") after words of
  its own option's text (">256 的" of "head_dim > 256"). The joint had to be "和" alone for the denial
  to reach the first, so A was read chosen though its own clause denies it. A joint followed only by
  the next option's own words now joins as the joint alone does; a word that is not that option's
  ("25" is no word of "256") leaves the joint as it was, and a denied option is never read chosen.
- "param 那块写 nvme，optimizer 那块也写 nvme": a code fill said clause by clause, each clause giving a
  blank's owner (a name of its code or a part of one: "param" of "offload_param") its own fill. Read
  in blank order, whatever the clauses' order, to confirm; an owner calling no blank or one twice, a
  wrong fill, a hedge, a denial or a question never reads the key.
- "Ｃ～": a wave dash closing a bare letter is a tone of voice, as "C！" is: bare, as labelled (the
  labels' "C～～" already was). Asked ("C～？"), hedged ("C 吧～", "C～吧") it is still to confirm; a
  range ("A~C") is no letter closed by a wave.
- "用 pjit 指定 in/out sharding，再配 with_sharding_constraint": "再配" ("再配上", "再搭配", "配上") adds
  an item to the set as "再加" does. An addition withheld right before its word ("不用再加 X", "要不要
  再配 X", "可能再加 X") had read X added too, for "再加" as well: it adds nothing now.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
MULTI = [q for q in BANK.values() if q.type is QuestionType.MULTI and q.servable]
SINGLE = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.servable]
JAX = BANK["seed000-19"]  # B with_sharding_constraint, C pjit, D psum, E dot; key BC, half for one
NVME = BANK["seed000-29"]  # offload_param's device, then offload_optimizer's: nvme both
FLASH = BANK["seed002-32"]  # A 任意 mask, B 变长序列打包, C head_dim > 256, D checkpointing; key BD


@pytest.mark.parametrize(
    "answer",
    [
        "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 不行",  # the labelled answer
        "varlen 和 checkpointing 都支持，A 和 >256 的 head_dim 不行",
        "varlen 和 checkpointing 都支持，任意 mask 与 > 256 的 head_dim 不对",
    ],
)
def test_both_options_of_a_denied_subject_are_denied_and_the_rest_read_to_confirm(answer):
    graded = grade(FLASH, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert graded.reading == "B、D"


@pytest.mark.parametrize(
    "answer",
    [
        "任意 mask 和 >256 的 head_dim 不行",  # both denied: nothing chosen
        "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 都不行",
        "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 不行吗？",  # asked
        "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 都不行吧？",
    ],
)
def test_a_denied_option_is_never_read_chosen(answer):
    graded = grade(FLASH, answer)
    assert "A" not in graded.reading and "C" not in graded.reading, (answer, graded.reading)
    assert not (graded.verdict is Verdict.CORRECT and not graded.needs_confirmation), answer


@pytest.mark.parametrize(
    "answer",
    [
        "varlen 和 checkpointing 都支持，任意 mask 和 >25 的 head_dim 不行",  # "25": not C's own word
        "varlen 和 checkpointing 都支持，任意 mask 和 很大的 head_dim 不行",  # not C's words either
        "varlen 和 checkpointing 都支持，任意 mask 和 >256 的 head_dim 行",  # not denied
        "varlen 支持，任意 mask 和 >256 的 head_dim 不行",  # a set short of D
        "varlen 和 checkpointing 都支持，varlen 和 >256 的 head_dim 不行",  # B denied after all
    ],
)
def test_a_word_not_the_options_own_a_wrong_set_or_no_denial_is_never_correct(answer):
    assert grade(FLASH, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "template", ["{K} 都对，{T1} 和 {T2} 不行", "{K}，{T1} 和 {T2} 都不对", "{T1} 和 {T2} 不行"]
)
def test_on_every_multiple_choice_two_options_denied_together_are_never_read_chosen(template):
    checked = 0
    for question in MULTI:
        key = [label for label in sorted(question.options) if label in question.key_text]
        wrong = [label for label in sorted(question.options) if label not in key]
        if len(wrong) < 2:
            continue
        first, second = wrong[:2]
        answer = template.format(K="、".join(key), T1=question.options[first], T2=question.options[second])
        graded = grade(question, answer)
        assert first not in graded.reading and second not in graded.reading, (
            question.id,
            answer,
            graded.reading,
        )
        checked += 1
    assert checked >= 5  # never a loop over nothing


@pytest.mark.parametrize(
    "answer",
    [
        "param 那块写 nvme，optimizer 那块也写 nvme",  # the labelled answer
        "param 写 nvme，optimizer 也写 nvme",
        "optimizer 那块写 nvme，param 那块也写 nvme",  # the other order
        "offload_param 里填 nvme；offload_optimizer 里也填 nvme",
        "param 的 device 写 nvme，optimizer 的 device 也写 nvme",
    ],
)
def test_each_owner_given_its_own_fill_reads_the_fills_to_confirm(answer):
    graded = grade(NVME, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "param 那块写 nvme",  # one blank
        "param 那块写 cpu，optimizer 那块也写 nvme",  # a wrong fill
        "param 那块写 nvme，optimizer 那块写 cpu",
        "param 那块写 nvme，param 那块也写 nvme",  # one owner twice
        "nvme_path 写 nvme，optimizer 写 nvme",  # no blank's owner
        "param 那块写 nvme，optimizer 那块也写 nvme？",  # asked
        "param 那块写 nvme，optimizer 那块大概写 nvme",  # hedged
        "param 那块不写 nvme，optimizer 那块也写 nvme",  # denied
        "param 的 nvme_path 写 nvme，optimizer 的 nvme_path 也写 nvme",  # another key's value
    ],
)
def test_a_blank_left_a_wrong_fill_or_an_unasserted_one_is_never_correct(answer):
    assert grade(NVME, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("wave", ["～", "~", " ～", "～～"])
def test_a_letter_closed_by_a_wave_dash_is_bare_on_every_single_choice(wave):
    assert SINGLE, "no question to loop over"
    for question in SINGLE:
        key = question.key_text.strip()
        for letter in (key, chr(ord(key) + 0xFEE0)):  # "C", "Ｃ"
            graded = grade(question, f"{letter}{wave}")
            assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, (question.id, letter)
        wrong = next(label for label in sorted(question.options) if label != key)
        assert grade(question, f"{wrong}{wave}").verdict is not Verdict.CORRECT, question.id


@pytest.mark.parametrize("form", ["{K}～？", "{K} 吧～", "{K}～吧", "{K}?～", "大概 {K}～"])
def test_a_wave_after_a_question_or_hedge_is_still_asked_to_confirm(form):
    assert SINGLE, "no question to loop over"
    for question in SINGLE:
        graded = grade(question, form.format(K=question.key_text.strip()))
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, (question.id, form)


def test_a_range_with_a_wave_dash_is_no_letter_closed_by_it():
    graded = grade(BANK["seed002-32"], "A~C")
    assert graded.verdict is not Verdict.CORRECT and graded.reading == "A、B、C"


@pytest.mark.parametrize("word", ["再配", "再配上", "再搭配", "配上", "再加"])
def test_an_item_added_by_a_pairing_word_is_chosen_with_the_rest_to_confirm(word):
    for answer in (
        f"用 pjit 指定 in/out sharding，{word} with_sharding_constraint",
        f"pjit，{word} with_sharding_constraint",
    ):
        graded = grade(JAX, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
        assert graded.reading == "B、C"
    for wrong in ("psum", "jax.numpy.dot"):  # a wrong option added: never correct
        assert grade(JAX, f"pjit、with_sharding_constraint，{word} {wrong}").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("withheld", ["不用", "不需要", "没必要", "要不要", "可能", "也许"])
@pytest.mark.parametrize("word", ["再配", "再加"])
def test_an_addition_withheld_adds_nothing(withheld, word):
    graded = grade(JAX, f"用 pjit，{withheld}{word} with_sharding_constraint")
    assert graded.verdict is not Verdict.CORRECT, (withheld, word)
    assert "B" not in graded.reading, (withheld, word, graded.reading)
