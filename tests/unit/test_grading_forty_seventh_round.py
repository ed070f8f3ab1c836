"""The round on blind batch 47 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "q.matmul(k.unsqueeze(2).transpose(3, 4)) * scale": axes counted from the front of a tensor whose
  rank the stem states ("# k: [B, 8, L, D]", unsqueezed once: 5-D) are the last two, as the key's
  "transpose(-2, -1)"; where the rank is not stated, or the stem reassigns the name otherwise, or the
  axes are others, the transpose stays as written.
- "⟨b⟩", "⟦D⟧", "<C>", "<ABDE>": one pair of mathematical angle, white square or plain angle brackets
  round a bare answer is bare (a whole answer of capitals in "<>" is no HTML tag, and no "less than");
  denied after its brackets ("⟨B⟩ 不对", "〔B〕 不对"), it is no choice.
- "╳" (a diagonal cross) is false, as "✗" is; "true~": a wave dash closing a bare mark is a tone.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._stated_ranks import from_the_back, stated_ranks
from bank.grading.mentions._mentions import prepare
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]
TRUEFALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE]
ONE_BLANK_CODE = [
    q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) <= 1 and q.key_text
]


def _bare_correct(question: Question, answer: str) -> bool:
    graded = grade(question, answer)
    return graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


# --- axes counted from the front of a tensor of a stated rank ------------------------------------------

GQA = BANK["seed001-16"]  # q reshaped to [B, n_kv, g, L, D]; k: [B, 8, L, D]; key: q·kᵀ * scale


@pytest.mark.parametrize(
    "answer",
    [
        "q.matmul(k.unsqueeze(2).transpose(3, 4)) * scale",  # blind-47
        "(q @ k.unsqueeze(2).transpose(3, 4)) * scale",  # blind-16
        "q.matmul(k[:, :, None].transpose(3, 4)) * scale",  # blind-8
        "q @ k.unsqueeze(2).transpose(4, 3) * scale",
        "scale * (q @ k[:, :, None].transpose(3, 4))",
        "torch.matmul(q, k.unsqueeze(2).contiguous().transpose(3, 4)) * scale",
    ],
)
def test_the_last_two_axes_of_a_stated_rank_counted_from_the_front(answer: str) -> None:
    assert _bare_correct(GQA, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "q @ k.unsqueeze(2).transpose(2, 3) * scale",  # not the last two of the 5-D k
        "q @ k.unsqueeze(2).transpose(1, 4) * scale",
        "q @ k.transpose(2, 3) * scale",  # the 4-D k: its last two, but no group axis to broadcast on
        "q @ k.unsqueeze(1).transpose(3, 4) * scale",  # the group axis in the wrong place
        "q @ k[:, None].transpose(3, 4) * scale",
        "q @ k.unsqueeze(2).transpose(3, 4)",  # no scale
        "q @ k.unsqueeze(2).transpose(3, 4) / scale",
        "q.transpose(3, 4) @ k.unsqueeze(2) * scale",  # q turned, not k
        "q @ k.unsqueeze(2).transpose(3, 5) * scale",  # no axis 5
        "q @ k.unsqueeze(-1).transpose(3, 4) * scale",  # an axis counted from the back: rank left unknown
        "q @ v.unsqueeze(2).transpose(3, 4) * scale",  # v for k
    ],
)
def test_other_axes_or_tensors_are_not_the_key(answer: str) -> None:
    assert grade(GQA, answer).verdict is not Verdict.CORRECT


def test_the_ranks_the_gqa_stem_states() -> None:
    # q's comment says 4-D, but the stem reshapes it to five sizes before the blank
    assert dict(stated_ranks(GQA.stem)) == {"q": 5, "k": 4, "v": 4}


def _turning(stem_lines: str) -> Question:
    return Question(
        id="fx-turned-axes",
        bank="fx",
        type=QuestionType.CODE,
        stem=f"补全：\n```python\ndef f(x, y):\n{stem_lines}    out = ____\n```",
        key="x @ y.transpose(-2, -1)",
    )


def test_a_rank_stated_in_a_comment_without_any_scalar() -> None:
    stated = _turning("    # x: [B, H, L, D]  y: [B, H, L, D]\n")
    assert _bare_correct(stated, "x @ y.transpose(2, 3)")
    assert _bare_correct(stated, "x.matmul(y.transpose(3, 2))")
    for wrong in ("x @ y.transpose(1, 2)", "x @ y.transpose(1, 3)", "y @ x.transpose(2, 3)"):
        assert grade(stated, wrong).verdict is not Verdict.CORRECT, wrong


@pytest.mark.parametrize(
    "lines",
    [
        "",  # no rank stated
        "    # x: [B, H, L, D]  y: [B, H, L, D]\n    y = y.flatten(0, 1)\n",  # y reassigned otherwise
        "    # x: [B, H, L, D]  y: [B, H, L, D]\n    y = y.reshape(B, H, L, D, 1)\n",  # now 5-D
        "    # x: [B, H, L, D]\n",  # y's rank unstated
    ],
)
def test_no_rank_or_another_leaves_the_axes_as_written(lines: str) -> None:
    question = _turning(lines)
    assert grade(question, "x @ y.transpose(2, 3)").verdict is not Verdict.CORRECT
    assert grade(question, "x @ y.transpose(-2, -1)").verdict is Verdict.CORRECT


def test_a_rank_stated_after_the_blank_counts_for_nothing() -> None:
    question = Question(
        id="fx-late-rank",
        bank="fx",
        type=QuestionType.CODE,
        stem="```python\nout = x @ ____\n# y: [B, H, L, D]\n```",
        key="y.transpose(-2, -1)",
    )
    assert stated_ranks(question.stem) == ()
    assert grade(question, "y.transpose(2, 3)").verdict is not Verdict.CORRECT


def test_no_code_question_of_the_bank_reads_a_wrong_transpose_right() -> None:
    # on every one-blank code question, each right fill's last-two transpose turned to axes that are
    # never the last two of any rank (not adjacent, or not ending at the end) is never read right
    checked = 0
    for question in ONE_BLANK_CODE:
        for fill in [question.key_text.strip(), *question.accepted]:
            turned = [form for form in ("transpose(-2, -1)", "transpose(-1, -2)") if form in fill]
            for form in turned:
                for axes in ("0, 3", "1, 3", "0, 2", "3, 1"):
                    wrong = fill.replace(form, f"transpose({axes})")
                    assert grade(question, wrong).verdict is not Verdict.CORRECT, (question.id, wrong)
                    checked += 1
    assert checked


def test_a_rewritten_form_keeps_what_it_cannot_count() -> None:
    stem = GQA.stem
    assert from_the_back("k.transpose(2, 3)", stem) == "k.transpose(-2, -1)"
    assert from_the_back("k.unsqueeze(2).transpose(3, 4)", stem) == "k.unsqueeze(2).transpose(-2, -1)"
    assert from_the_back("k.view(-1).transpose(0, 1)", stem) is None  # rank after view unknown
    assert from_the_back("w.transpose(0, 1)", stem) is None  # no stated rank
    assert from_the_back("k[0].transpose(0, 1)", stem) is None  # indexed by an integer
    assert from_the_back("k.transpose(dim0=2, dim1=3)", stem) is None


# --- odd brackets round a bare answer ------------------------------------------------------------------

DRESSES = ("⟨{}⟩", "⟦{}⟧", "<{}>", "⟨ {} ⟩")


@pytest.mark.parametrize("dress", DRESSES)
def test_a_bare_key_in_odd_brackets_is_bare_on_every_choice(dress: str) -> None:
    for question in [*SINGLES, *MULTIS]:
        key = question.key_text
        assert _bare_correct(question, dress.format(key)), (question.id, dress)
        if question.type is QuestionType.SINGLE:  # "⟨b⟩": a lower-case letter, as labelled
            assert _bare_correct(question, dress.replace("<", "⟨").replace(">", "⟩").format(key.lower()))


# Each dress takes every other single choice from its own index, by key letter: the brackets are read
# round the letter whatever the question, which gives only the letters, so each dress meets every key
# letter, and any two consecutive dresses every single choice. The multiple choices, two answers each,
# are every dress's (one of them alone has a key of every option).
BY_KEY = sorted(SINGLES, key=lambda question: (question.key_text, question.id))


@pytest.mark.parametrize("dress", DRESSES)
def test_a_wrong_denied_or_asked_option_in_odd_brackets_is_never_right(dress: str) -> None:
    for question in slice_of(BY_KEY, DRESSES.index(dress), 2, (lambda question: question.key_text,)):
        key = question.key_text
        wrong = next(letter for letter in question.options if letter != key)
        assert grade(question, dress.format(wrong)).verdict is not Verdict.CORRECT, question.id
        for denied in ("{} 不对", "{}不选", "{} nope", "{}？不"):
            said = denied.format(dress.format(key))
            assert grade(question, said).verdict is not Verdict.CORRECT, (question.id, said)
        assert not _bare_correct(question, dress.format(key) + "？")
    for question in MULTIS:
        key = question.key_text
        assert grade(question, dress.format(key[:-1])).verdict is not Verdict.CORRECT, question.id
        for extra in [letter for letter in question.options if letter not in key][:1]:  # all right: none
            assert grade(question, dress.format(key + extra)).verdict is not Verdict.CORRECT, question.id


def test_angle_brackets_are_kept_only_round_a_whole_answer_of_capitals() -> None:
    assert prepare("<ABDE>")[0] == "(ABDE)"
    for tagged in ("<b>B</b>", "<s>B</s>", "<B> 不对", "<b>", "A <B>"):
        assert "<" not in prepare(tagged)[0] and ">" not in prepare(tagged)[0], tagged
    question = BANK["seed000-01"]  # key B
    for unread in ("<s>B</s>", "<B> 不对", "<B>？", "<b>", "< B >", "<不是B>"):
        assert grade(question, unread).verdict is not Verdict.CORRECT, unread
    assert grade(question, "<b>B</b>").verdict is Verdict.CORRECT  # HTML round the letter, as before


# --- "╳" and a closing wave dash on a true/false mark ---------------------------------------------------


def test_the_diagonal_cross_and_a_waved_mark_on_every_true_false_question() -> None:
    assert TRUEFALSE
    for question in TRUEFALSE:
        truth = question.truth
        assert truth is not None
        for said, meant in (("╳", False), ("(╳)", False), ("true~", True), ("对～", True), ("false~", False)):
            graded = grade(question, said)
            assert graded.understood.truth is meant, (question.id, said)
            assert (graded.verdict is Verdict.CORRECT) is (meant is truth), (question.id, said)
            assert not graded.needs_confirmation, (question.id, said)
        for unsure in ("╳？", "对╳", "√╳", "true~?", "F~T"):
            graded = grade(question, unsure)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, (question.id, unsure)
        assert grade(question, "true~吧").needs_confirmation or question.truth is False
