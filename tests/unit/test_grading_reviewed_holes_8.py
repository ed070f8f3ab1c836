"""Review 60's holes, closed (continued from ``test_grading_reviewed_holes_7``): signs whose Unicode name
the sign reader missed (section 1d: a headstone, a knife, a facepalm with a gender sign, a raised
eyebrow, a warning, a bug, a cap), code in a wrapper that changes its value (section 2: "lambda: …",
".contiguous()" on what is no tensor, a call on a fill that goes between quotes), a bare word past a
code answer's fills ("nvme, nvme; wrong"), a tag that names the key wrong ("<wrong>B</wrong>", section
3), and a true mark with a particle then a cross ("对的✕", section 21): all graded correct with no
confirmation before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
CODE = [q for q in BANK.values() if q.type is QuestionType.CODE]
# each code question's key as one line (the loops below run over every code question)
CODE_KEYS = {
    "seed000-26": "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)",
    "seed000-27": "P('x', None), P(None, 'y')",
    "seed000-28": "BLOCK_SIZE: tl.constexpr",
    "seed000-29": "nvme, nvme",
    "seed001-16": "torch.einsum('bkgid,bkjd->bkgij', q, k) * scale",
    "seed001-17": "cp.checkpoint(_inner, x, use_reentrant=False)",
}
TWO_BLANKS = ["seed000-27", "seed000-29"]


def _correct(question_id: str, answer: str) -> bool:
    return grade(BANK[question_id], answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "sign", ["🪦", "⚰️", "🔪", "🤦\u200d♀️", "🤦", "🤨", "🧐", "⚠️", "🐛", "🧢", "😕", "🖕"]
)
def test_sign_whose_name_refuses_or_doubts_is_asked_again(sign: str) -> None:
    assert read_correct(CHOICES, "{K} " + sign) == []


@pytest.mark.parametrize("sign", ["👍", "✅", "😀", "🙂", "💯"])
def test_approving_sign_keeps_the_answer(sign: str) -> None:
    assert read_correct(CHOICES, "{K} " + sign) == [q.id for q in CHOICES]


def test_every_code_key_is_read_correct_alone() -> None:
    assert sorted(CODE_KEYS) == sorted(q.id for q in CODE)  # the loops cover every code question
    assert [qid for qid, key in CODE_KEYS.items() if not _correct(qid, key)] == []


def test_code_in_a_lambda_is_a_function_not_the_value() -> None:
    one_blank = [qid for qid in CODE_KEYS if qid not in TWO_BLANKS and qid != "seed000-28"]
    assert [qid for qid in one_blank if _correct(qid, f"lambda: {CODE_KEYS[qid]}")] == []
    # a lambda that passes its own parameters to a function is that function: still the same call
    assert _correct("seed001-17", "cp.checkpoint(lambda t: _inner(t), x, use_reentrant=False)")


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-28", "BLOCK_SIZE: tl.constexpr.contiguous()"),
        ("seed000-27", "P('x', None), P(None, 'y').contiguous()"),
        ("seed000-27", "P('x', None).contiguous(), P(None, 'y')"),
    ],
)
def test_contiguous_on_what_is_no_tensor_is_not_the_fill(question_id: str, answer: str) -> None:
    assert not _correct(question_id, answer)


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-26", "flash_attn_func(q.contiguous(), k.contiguous(), v.contiguous(), causal=True)"),
        ("seed000-26", "flash_attn_func(q, k, v, causal=True).contiguous()"),
        ("seed001-17", "cp.checkpoint(_inner, x, use_reentrant=False).contiguous()"),
    ],
)
def test_contiguous_on_a_tensor_keeps_the_value(question_id: str, answer: str) -> None:
    assert _correct(question_id, answer)


@pytest.mark.parametrize(
    "tail", ["; wrong", " ; wrong", "; nope", "; no", "; cpu", "\nnope", "; swap", "; reversed"]
)
def test_bare_word_past_the_fills_is_asked_again(tail: str) -> None:
    assert [qid for qid in TWO_BLANKS if _correct(qid, CODE_KEYS[qid] + tail)] == []


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-29", "nvme, nvme, nvme"),  # a fill repeated says nothing more
        ("seed000-29", "第一个 nvme，第二个也写 nvme，路径都指 /nvme/deepspeed"),
        ("seed000-27", "P('x', None), P(None, 'y')  # c 自动是 P('x','y')"),
        ("seed000-27", "P('x', None); P(None, 'y')"),
    ],
)
def test_fills_with_a_remark_or_a_repeat_stay_correct(question_id: str, answer: str) -> None:
    assert _correct(question_id, answer)


KEY_TRUE = [
    q
    for q in BANK.values()
    if q.type is QuestionType.TRUEFALSE and q.key_text.strip() in ("正确", "对", "true")
]


@pytest.mark.parametrize("answer", ["对的✕", "正确的✕", "对的×", "对的 ✕", "正确的/错误"])
def test_true_mark_with_a_particle_then_a_cross_is_not_correct(answer: str) -> None:
    assert KEY_TRUE
    assert [q.id for q in KEY_TRUE if grade(q, answer).verdict is Verdict.CORRECT] == []


@pytest.mark.parametrize("answer", ["对的", "对的对的", "正确的", "对的，因为偏差会被放大"])
def test_true_mark_with_a_particle_stays_correct(answer: str) -> None:
    assert [q.id for q in KEY_TRUE if grade(q, answer).verdict is not Verdict.CORRECT] == []


@pytest.mark.parametrize(
    "template", ["<wrong>{K}</wrong>", "<no>{K}</no>", "<false>{K}</false>", "<错>{K}</错>"]
)
def test_key_in_a_tag_that_names_it_wrong_is_asked_again(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["<b>{K}</b>", "<answer>{K}</answer>"])
def test_key_in_a_plain_tag_stays_correct(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


def test_call_on_a_fill_that_goes_between_quotes_is_not_the_string() -> None:
    assert not _correct("seed000-29", "nvme, nvme.contiguous()")
    assert not _correct("seed000-29", "nvme.strip(), nvme")
    assert _correct("seed000-29", '"nvme", "nvme"')


SINGLES = [q for q in CHOICES if q.type is QuestionType.SINGLE]
STEMS = "甲乙丙丁戊"

# review 60, sections 7, 9 and 17: the key said to be outside the answer, beside it, unlikely, asked and
# refused, or chosen only by a fool (51c3927 read "答丙" and "答案落在 B 上" past what follows): to confirm
# before, never correct now
NOT_THE_KEY = [
    "答案落在 {K} 之外",
    "答案落在 {K} 以外的选项上",
    "答案在 {K} 之外",
    "答案落在 {K} 前面一个",
    "答案落在 {K} 的后一项",
    "答案落在 {K} 上的概率很低",
    "答案落在 {K} 上是陷阱",
    "答案落在 {K} 上就错了",
    "答案落在 {K} 上？不可能",
    "{K}？怎么可能",
    "{K}？开什么玩笑",
    "{K}？做梦",
    "{K}? hell no",
    "{K}? yeah right",
    "{K} 隔壁",
    "{K}往后一个",
    "{K} 的相邻项",
    "只有傻子选 {K}",
]


@pytest.mark.parametrize("template", NOT_THE_KEY)
def test_key_said_to_be_not_the_answer_is_not_correct(template: str) -> None:
    assert read_correct(SINGLES, template) == []


@pytest.mark.parametrize(
    "template", ["答{S}？怎么可能", "答{S}？别逗了", "只有傻子答{S}", "只有新手才会答{S}"]
)
def test_heavenly_stem_refused_is_not_correct(template: str) -> None:
    answers = {q.id: template.format(S=STEMS[ord(q.key_text.strip()) - 65]) for q in SINGLES}
    assert [q.id for q in SINGLES if grade(q, answers[q.id]).verdict is Verdict.CORRECT] == []


def test_the_key_where_the_answer_lands_stays_correct() -> None:
    assert read_correct(SINGLES, "答案落在 {K} 上") == [q.id for q in SINGLES]
    answers = {q.id: "答" + STEMS[ord(q.key_text.strip()) - 65] for q in SINGLES}
    assert [q.id for q in SINGLES if grade(q, answers[q.id]).verdict is not Verdict.CORRECT] == []
    # "about" after a figure option is the figure ("35GB 上下" on seed000-08, key A = 35GB)
    assert _correct("seed000-08", "35GB 上下")
