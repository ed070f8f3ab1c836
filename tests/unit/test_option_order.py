"""Choice options in each interview's own order (issue 15): a permutation fixed by session and question,
the key relabelled with it, and the candidate's letter, ordinal or option text graded against what they
were shown — never a right answer turned wrong or a wrong one right."""

from __future__ import annotations

from api.services.questions import grade_answer, snapshot
from api.services.questions._option_order import (
    ShownQuestion,
    as_shown,
    names_options_by_letter,
    option_order,
)
from bank.model import Confidence, Erratum, Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI
from tests.helpers.curated import curated_catalog

SESSIONS = [f"session{i:02d}" for i in range(24)]


def test_the_order_is_a_permutation_fixed_by_session_and_question() -> None:
    orders = {tuple(option_order(CODE_OPTIONS, s) or ()) for s in SESSIONS}
    assert all(sorted(order) == ["A", "B", "C", "D"] for order in orders)
    assert len(orders) > 5  # candidates see different orders
    assert option_order(CODE_OPTIONS, "s1") == option_order(
        CODE_OPTIONS, "s1"
    )  # every replica, every restart


async def test_every_candidate_is_graded_against_the_option_they_were_shown() -> None:
    right_text = CODE_OPTIONS.options["B"]
    for seed in SESSIONS:
        shown = as_shown(CODE_OPTIONS, option_order(CODE_OPTIONS, seed))
        assert isinstance(shown, ShownQuestion)
        letter = next(label for label, text in shown.options.items() if text == right_text)
        assert (
            shown.key == letter
            and shown.option_order is not None
            and shown.option_order[ord(letter) - 65] == "B"
        )
        assert (await grade_answer(shown, letter, language="zh")).verdict == "correct"
        assert (await grade_answer(shown, f"选{letter.lower()}", language="zh")).verdict == "correct"
        wrong = next(label for label in shown.options if label != letter)
        assert (await grade_answer(shown, wrong, language="zh")).verdict == "incorrect"
        # the snapshot kept with the answer records the order shown
        assert snapshot(shown)["option_order"] == shown.option_order
        assert list(snapshot(shown)["options"].values()) == [
            CODE_OPTIONS.options[b] for b in shown.option_order
        ]


async def test_multiple_choice_keys_are_relabelled_as_a_set() -> None:
    for seed in SESSIONS[:8]:
        shown = as_shown(MULTI, option_order(MULTI, seed))
        right = {
            label for label, text in shown.options.items() if text in {MULTI.options[k] for k in MULTI.key}
        }
        assert set(shown.key) == right and list(shown.key) == sorted(shown.key)
        assert (await grade_answer(shown, "".join(sorted(right)), language="zh")).verdict == "correct"


def test_options_that_point_at_others_and_true_false_keep_the_bank_order() -> None:
    positional = Question(
        id="fx-positional",
        bank="fx",
        type=QuestionType.SINGLE,
        stem="哪项正确？",
        options={"A": "梯度裁剪", "B": "学习率预热", "C": "A 和 B", "D": "以上都不对"},
        key="C",
    )
    assert option_order(positional, "s1") is None
    assert as_shown(positional, None) is positional
    truth = Question(id="fx-tf", bank="fx", type=QuestionType.TRUEFALSE, stem="对吗？", key="true")
    assert option_order(truth, "s1") is None
    assert as_shown(CODE_OPTIONS, ["A", "B"]) is CODE_OPTIONS  # not a permutation of its letters: unchanged


def test_a_question_whose_prose_names_an_option_by_letter_keeps_the_bank_order() -> None:
    """The explanation, hints and errata are the bank's prose and are not relabelled: a question whose
    prose says "A 开启的是…" is shown in the bank's order, so the letters it reads match the screen."""
    plain = CODE_OPTIONS.model_copy(update={"explanation": "`eval()` 关闭 dropout，BN 用运行统计量。"})
    assert option_order(plain, "s1") is not None  # prose naming no letter: shuffled
    for prose in (
        {"explanation": "A 开启的是训练模式，dropout 仍然生效。"},
        {"explanation": "选项C错在把 BN 当成了 dropout。"},
        {"explanation": "(B) 正确：eval 关闭 dropout。"},
        {"explanation": "D项只冻结了参数。"},
        {"hints": ["想想 B 和 torch.no_grad() 的区别"]},
        {"errata": [_key_erratum("B", "C")]},
    ):
        named = CODE_OPTIONS.model_copy(update=prose)
        assert all(option_order(named, seed) is None for seed in SESSIONS[:4]), prose
    for harmless in (
        "用 F.softmax 在 A100 上算。",  # a letter inside an identifier or a word
        "`x = A @ B` 是矩阵乘法。",  # a letter in code
        "E 不是本题的选项。",  # a letter no option has
    ):
        assert option_order(CODE_OPTIONS.model_copy(update={"explanation": harmless}), "s1") is not None


def _key_erratum(source: str, corrected: str) -> Erratum:
    return Erratum(
        field="key",
        source=source,
        corrected=corrected,
        justification="源答案有误",
        confidence=Confidence.HIGH,
    )


def test_most_curated_choice_questions_are_still_shuffled() -> None:
    choice = [q for q in curated_catalog() if q.type.is_choice and len(q.options) >= 2]
    shuffled = [q for q in choice if option_order(q, "s1") is not None]
    named = [q for q in choice if names_options_by_letter(q)]
    assert named and shuffled  # the rule has questions to act on, and shuffling still happens
    # 38 of the 80 curated choice questions are shuffled as of writing; the other 42 explain by letter
    assert len(shuffled) >= 30, (len(shuffled), len(choice))
