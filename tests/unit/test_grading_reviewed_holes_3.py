"""Review 59's holes, closed: wrong answers graded correct with no confirmation.

Each answer below would raise, run code first or say something else than the key, and was graded
correct. None may read correct.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}

_CHECKPOINT = "cp.checkpoint(_inner, x, use_reentrant=False, {})"
# review 59, section 1: a call that raises or runs code before it, beside the key's call
RAISING_OR_RUNNING = [
    # a float where torch takes an int (TypeError), folded or written
    ("seed001-16", "torch.matmul(q, k.unsqueeze(4 / 2).transpose(-1, -2)) * scale"),
    ("seed001-16", "q @ k.unsqueeze(2 * 1.0).transpose(-2, -1) * scale"),
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2.0).transpose(-1, -2)) * scale"),
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2).transpose(-1.0, -2.0)) * scale"),
    # an argument given twice (SyntaxError, TypeError)
    (
        "seed000-26",
        "flash_attn_func(q, k, v, dropout_p=0.0, causal=True, "
        "softmax_scale=2.0, softmax_scale=q.shape[-1] ** -0.5)",
    ),
    ("seed000-26", "flash_attn_func(q, k, v, 0.0, 2.0, True, softmax_scale=q.shape[-1] ** -0.5)"),
    ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=False, causal=True)"),
    ("seed000-26", "flash_attn_func(q, k, v, 0.0, causal=True, dropout_p=0.0)"),
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=False, preserve_rng_state=True")),
    ("seed001-17", _CHECKPOINT.format("determinism_check='none', **{'determinism_check': 'default'}")),
    # determinism_check at a value torch refuses (ValueError)
    *(
        ("seed001-17", _CHECKPOINT.format(f"determinism_check={value}"))
        for value in ("'off'", "None", "False", "'shape'")
    ),
    # a dropped keyword's value is code that runs first
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=self.weight.data.zero_()")),
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=x.requires_grad_(False)")),
    ("seed001-17", _CHECKPOINT.format("determinism_check=self.lora_B.data.zero_()")),
    ("seed001-17", _CHECKPOINT.format("determinism_check=setattr(self, 'enabled', False)")),
]
# the same calls written right: still correct (the rule is about the value, not the keyword)
STILL_RIGHT = [
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2).transpose(-1, -2)) * scale"),
    ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=True, softmax_scale=q.shape[-1] ** -0.5)"),
    ("seed001-17", _CHECKPOINT.format("determinism_check='none'")),
    ("seed001-17", _CHECKPOINT.format("determinism_check='default', preserve_rng_state=False")),
]


@pytest.mark.parametrize(("question_id", "answer"), RAISING_OR_RUNNING)
def test_call_that_raises_or_runs_code_first_is_not_correct(question_id: str, answer: str) -> None:
    result = grade(BANK[question_id], answer)
    assert result.verdict is not Verdict.CORRECT, (question_id, answer, result)


@pytest.mark.parametrize(("question_id", "answer"), STILL_RIGHT)
def test_the_same_call_written_right_stays_correct(question_id: str, answer: str) -> None:
    result = grade(BANK[question_id], answer)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, (question_id, answer, result)


OPEN = [question for question in BANK.values() if question.type.is_open]
# review 59, section 1b: the reference answer in a frame that disowns it all, as a class of frames
DISOWNING = [
    "以下说法均错误：{K}",
    "以下是常见误解：{K}",
    "错误答案示例：{K}",
    "以下内容没有一句是对的：{K}",
    "{K}\n\n——以上没一句对",
    "{K}\n\n（以上均为错误答案）",
    "{K}\n\n以上纯属胡扯",
    "{K}\n\n以上都不成立",
    "{K}\n\n以上都是反例",
    "{K}\n\n上面这些说法全是瞎编的。",
    "The following is all wrong: {K}",
    "{K}\n\nAll of that is wrong.",
    "{K}\n\nNone of the above holds.",
    "Common misconceptions: {K}",
    "{K}\n\nI don't believe any of this.",
]


@pytest.mark.parametrize("frame", DISOWNING)
def test_disowned_open_answer_on_every_open_question(frame: str) -> None:
    assert read_correct(OPEN, frame) == []


@pytest.mark.parametrize("frame", ["{K}", "以下是我的回答：{K}", "{K}\n\n以上几点是关键。"])
def test_owned_open_answer_stays_correct(frame: str) -> None:
    assert read_correct(OPEN, frame) == [q.id for q in OPEN]


CHOICES = [
    question for question in BANK.values() if question.type in (QuestionType.SINGLE, QuestionType.MULTI)
]
KEY_TRUE = [
    q
    for q in BANK.values()
    if q.type is QuestionType.TRUEFALSE and q.key_text.strip() in ("正确", "对", "true")
]
# review 59, section 1c: the key refused by a sign or struck through, read as the bare key
REFUSED_OR_STRUCK = [
    *("{K} " + sign for sign in "👎🚫⛔🙅☒☓🗙⛌🆖⨯⊗ⓧ〤🈲"),
    "{K}（👎）",
    "{K} 👎👎",
    "❌ {K}",
    "~~{K}~~",
    "<s>{K}</s>",
    "<del>{K}</del>",
    "~{K}~",
    "{K}\u0336",
]


@pytest.mark.parametrize("template", REFUSED_OR_STRUCK)
def test_key_refused_or_struck_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize(
    "answer", ["对 👎", "true 👎", "√ 👎", "✓ 🚫", "正确 🙅", "对 🆖", "~~√~~", "~~正确~~", "<s>对</s>"]
)
def test_true_refused_or_struck_on_every_key_true_question(answer: str) -> None:
    assert KEY_TRUE
    assert not [q.id for q in KEY_TRUE if grade(q, answer).verdict is Verdict.CORRECT]


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "464 GB 👎"),
        ("seed000-30", "464 GB 🚫"),
        ("seed000-30", "~~464 GB~~"),
        ("seed000-29", "nvme, nvme 👎"),
        ("seed000-28", "BLOCK_SIZE: tl.constexpr 👎"),
        ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=True) 👎"),
        # review 59, section 8: an operation on the figure, not the figure
        ("seed000-30", "2 倍 464 GB"),
        ("seed000-30", "两倍的 464 GB"),
        ("seed000-30", "464 GB 减半"),
        ("seed000-30", "464 GB 打五折"),
        ("seed000-30", "464 GB 加 100 GB"),
        ("seed000-30", "464 GB minus 100 GB"),
        ("seed002-20", "64 减半"),
        ("seed002-20", "64 翻倍"),
        ("seed002-20", "2 倍 64"),
    ],
)
def test_figure_fill_or_code_refused_or_worked_on(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "464 GB"),
        ("seed000-30", "约 464 GB"),
        ("seed000-30", "464 GB 👍"),
        ("seed002-20", "64"),
    ],
)
def test_figure_plainly_stays_correct(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is Verdict.CORRECT


def _key_and_wrong(question: object) -> tuple[str, str]:
    """The key and a wrong answer (single: another option; multiple: the key with one option more)."""
    key = "".join(sorted(question.key_text.strip()))  # type: ignore[attr-defined]
    extra = next(letter for letter in sorted(question.options) if letter not in key)  # type: ignore[attr-defined]
    return key, extra if question.type is QuestionType.SINGLE else "".join(sorted(key + extra))  # type: ignore[attr-defined]


LETTERED = [
    q for q in CHOICES if q.key_text.strip().isalpha() and any(o not in q.key_text for o in q.options)
]
# review 59, section 2: a change said outright, then "final" ("不改了", "定了不改") or a remark on it
CHANGED_FOR_GOOD = [
    "{K}？改为 {W}，不换了",
    "{K} 看着也对，改成 {W}，不改了",
    "{K}，我改成 {W}，定了不改",
    "{K} 被我改成 {W} 了，不改了",
    "先看了 {K}，改成 {W}，不改了",
    "{W} 排第二的是 {K}",
    "{K}，改成 {W}，没改错",
    "{K}，改成 {W}，不改变结论",
]


BOTH = (QuestionType.SINGLE, QuestionType.MULTI)


@pytest.mark.parametrize(
    ("template", "kinds"),
    [*((template, BOTH) for template in CHANGED_FOR_GOOD), ("{W}，排第二的是 {K}", (QuestionType.SINGLE,))],
)
def test_change_made_for_good_on_every_choice(template: str, kinds: tuple[QuestionType, ...]) -> None:
    assert LETTERED
    answers = [
        (q, template.format(K=key, W=wrong))
        for q in LETTERED
        if q.type in kinds
        for key, wrong in [_key_and_wrong(q)]
    ]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is Verdict.CORRECT]


@pytest.mark.parametrize("template", ["{W}，改 {K}？不改", "{W}，想改成 {K} 但没改", "从 {W} 改到 {K}"])
def test_change_refused_or_made_still_read(template: str) -> None:
    expected = Verdict.CORRECT if template.startswith("从") else Verdict.INCORRECT
    answers = [(q, template.format(K=key, W=wrong)) for q in LETTERED for key, wrong in [_key_and_wrong(q)]]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is not expected]


# review 59, sections 3 and 9: the key only remarked on as looking right, beside another option chosen,
# asked about or assured in words the reader sets aside: the remark is no choice of the key
SEEMING_ONLY = [
    "{K} 看着也对，我最后才选 {W}",
    "{K} 看着也对，想了很久才选 {W}",
    "{K} 我也考虑过，最后才决定选 {W}",
    "{K} looks tempting, but I'd only pick {W}",
    "{K} seems right too, but I'd only pick {W}",
    "{K} 可能对，我选 {W} 行不行",
    "{K} 看着对，选 {W} 的是我",
    "{K} 看着对，万一选 {W} 错了我也认",
    "{K} 看着也对，我选 {W} 吗？是的",
    "{K} 看着也对，{W} 可以吗？下一题",
    "{K} 看着也对，但我哪会不选 {W}",
    "{K} 看着也对，凭什么不选 {W}",
    "{K} 看着也对，但 {W} 不会错",
    "{K} 看着也对，{W} 没看错",
    "{K} 看着也对，{W}，我没记错的话",
    "{K} 看着也对，还是改成 {W} 算了",
    "{K} looks good, yet {W} is the one I choose",
]


@pytest.mark.parametrize("template", SEEMING_ONLY)
def test_key_only_seeming_right_on_every_choice(template: str) -> None:
    answers = [(q, template.format(K=key, W=wrong)) for q in LETTERED for key, wrong in [_key_and_wrong(q)]]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is Verdict.CORRECT]


@pytest.mark.parametrize(
    "template", ["{W} 看着也对，但我选 {K}", "{K} 看着对，{W} 不对", "{W} 看着也对，{K}"]
)
def test_key_chosen_beside_a_seeming_one_stays_correct(template: str) -> None:
    singles = [q for q in LETTERED if q.type is QuestionType.SINGLE]
    answers = [(q, template.format(K=key, W=wrong)) for q in singles for key, wrong in [_key_and_wrong(q)]]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is not Verdict.CORRECT]


MULTIS = [q for q in LETTERED if q.type is QuestionType.MULTI]
# review 59, section 4: an option allowed besides, then kept after a let-go word, or a doubt denied
ALLOWED_AND_KEPT = [
    "{K}，{X} 也行，算了，都选吧",
    "{K}，{X} 也行，但还是算了，还是都要",
    "{K}, {X} too, not wrong",
    "{K}, {X} too? no doubt",
    "{K}, {X} too, no question",
    "{K}, {X} also fine, no jk",
    "{K}, {X} also fine, nope, not leaving it out",
    "{W}，{X} 存疑？不存疑",
    "{W}，{X} 待定？已经定了，要选",
]


@pytest.mark.parametrize("template", ALLOWED_AND_KEPT)
def test_option_allowed_and_kept_on_every_multiple_choice(template: str) -> None:
    assert MULTIS
    answers = []
    for q in MULTIS:
        key, wrong = _key_and_wrong(q)
        answers.append((q, template.format(K=key, W=wrong, X=(set(wrong) - set(key)).pop())))
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is Verdict.CORRECT]


@pytest.mark.parametrize("template", ["{K}，{X} 也行，但还是算了", "{K}, {X} too? no", "{K}，{X} 存疑"])
def test_option_let_go_still_leaves_the_key(template: str) -> None:
    answers = []
    for q in MULTIS:
        key, wrong = _key_and_wrong(q)
        answers.append((q, template.format(K=key, X=(set(wrong) - set(key)).pop())))
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is not Verdict.CORRECT]


KEY_FALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE and q not in KEY_TRUE]
# review 59, section 5: a tentative mark whose "reply" is a condition, a remark or another word; a mark
# weighed against the other; a mark turned ("错不了"). Each names the key's mark, none answers it.
UNANSWERED_MARKS = [
    ("false", "对 吧？不对也没事"),
    ("false", "对吧？不对就算了"),
    ("false", "对吧？不对你再告诉我"),
    ("false", "对吧？错了别怪我"),
    ("false", "对吧？错了也没关系"),
    ("false", "我觉得对吧？错了就错了"),
    ("false", "对也行，错不行"),
    ("false", "对也行，错就不行了"),
    ("false", "对吧？不对称的情况也一样"),
    ("false", "对 吧？不对劲的话再说"),
    ("false", "true, right? false would surprise me"),
    ("false", "错不了"),
    ("false", "肯定错不了"),
    ("false", "对，开玩笑，这怎么可能错"),
    ("true", "错也行，对就不行了"),
    ("true", "选错的话就对了"),
    ("true", "错的话就对了"),
    ("true", "错吧？对了，下一题是什么"),
    ("true", "错吧？对了顺便问下"),
    ("true", "false, right? true would surprise me"),
]


@pytest.mark.parametrize(("key", "answer"), UNANSWERED_MARKS)
def test_mark_not_answered_on_every_true_false_question(key: str, answer: str) -> None:
    questions = KEY_TRUE if key == "true" else KEY_FALSE
    assert questions
    assert not [q.id for q in questions if grade(q, answer).verdict is Verdict.CORRECT]


# "错吧？对" is a yes to false as much as a true mark: asked again (``_two_way_reply``)
@pytest.mark.parametrize(
    ("key", "answer"), [("false", "对吧？不对"), ("false", "对吧？错。"), ("true", "错吧？不对，是对的")]
)
def test_tentative_mark_then_a_bare_reply_still_answers(key: str, answer: str) -> None:
    questions = KEY_TRUE if key == "true" else KEY_FALSE
    assert not [q.id for q in questions if grade(q, answer).verdict is not Verdict.CORRECT]


# review 59, section 6 (b5a0132): a preference denied or said of others is no preference
@pytest.mark.parametrize(
    "template",
    ["I'd never prefer {K} to {W}", "I don't prefer {K} to {W}", "Nobody should prefer {K} to {W}"],
)
def test_denied_preference_on_every_single_choice(template: str) -> None:
    singles = [q for q in LETTERED if q.type is QuestionType.SINGLE]
    answers = [(q, template.format(K=key, W=wrong)) for q in singles for key, wrong in [_key_and_wrong(q)]]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is Verdict.CORRECT]


# review 59, section 6b (311ae6b): every option, then one taken off: not every option
ALL_KEYS = [q for q in MULTIS if set(q.key_text.strip()) == set(q.options)] or [
    q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text.strip()) == set(q.options)
]


@pytest.mark.parametrize(
    "template",
    [
        "所有选项，去掉 {last}",
        "所有选项，删掉 {last}",
        "所有选项，划掉 {last}",
        "所有选项，{last} 去掉",
        "全选，去掉 {last}",
    ],
)
def test_every_option_but_one_on_every_all_options_key(template: str) -> None:
    assert ALL_KEYS
    right = [
        q.id for q in ALL_KEYS if grade(q, template.format(last=max(q.options))).verdict is Verdict.CORRECT
    ]
    assert not right


# review 59, section 5b (24617d5): the change an arrow shows, asked and refused
@pytest.mark.parametrize(
    ("question_id", "answer", "correct"),
    [
        ("seed000-30", "928 GB → 464 GB？不改", False),
        ("seed000-31", "22.9M → 11.47M？不改，97.3% → 98.7%？不改", False),
        ("seed000-30", "232 GB → 464 GB", True),
    ],
)
def test_arrow_change_refused_is_not_made(question_id: str, answer: str, correct: bool) -> None:
    assert (grade(BANK[question_id], answer).verdict is Verdict.CORRECT) is correct


# review 59, section 7: a cross after the key, bare, bracketed or quoted, and after a newly read form
@pytest.mark.parametrize("template", ["{K}×", "{K}（×）", "“{K}”×", "（{K}）×"])
def test_key_crossed_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("answer", ["丙选项×", "答丙×"])
def test_new_form_crossed(answer: str) -> None:
    assert grade(BANK["seed002-17"], answer).verdict is not Verdict.CORRECT
