"""A true/false answer opening on a counter-example ("反例：…", "Counterexample: …") says the claim false,
to confirm; an example ("比如 …") argues either way and is not read, nor is a counter-example taken back,
not found, asked, doubted or said true after all, nor a mark inside the instance ("反例：对").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

CLAIMS = [
    "在 RLHF 中，reward 模型越大，则 PPO 最终效果一定越好。",
    "Mamba 架构不支持 gradient checkpointing。",
]
INSTANCES = [
    "InstructGPT 用 175B 的 RM 训练不稳，最后 PPO 用的是 6B 的 RM",
    "state-spaces/mamba 的 MambaLMHeadModel 训练时照样能套 torch.utils.checkpoint",
]


def _questions(claim: str) -> tuple[Question, Question]:
    true = Question(id="fx-counter-true", bank="fx", type=QuestionType.TRUEFALSE, stem=claim, key="true")
    return true, true.model_copy(update={"id": "fx-counter-false", "key": "false"})


def test_a_counter_example_opening_the_answer_says_the_claim_false() -> None:
    leads = [
        "反例：{}",
        "反例: {}",
        "举个反例，{}",
        "反例是：{}",
        "Counterexample: {}",
        "counter-example: {}",
    ]

    for index, lead in enumerate(leads):
        true, false = _questions(CLAIMS[index % 2])
        answer = lead.format(INSTANCES[index % 2])
        graded = grade(false, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
        assert grade(true, answer).verdict is not Verdict.CORRECT, answer


def test_an_example_or_a_counter_example_unsaid_is_not_read_false() -> None:
    instance = INSTANCES[0]
    unread = [
        f"比如 {instance}",  # an example argues either way
        f"例如：{instance}",
        f"反例：{instance}，不过这不算反例",
        f"反例：{instance}？",
        f"反例：{instance}，不太确定",
        f"反例：{instance}，所以这句是对的",  # said true after all: which?
        "反例：没有",
        "反例：对",  # a mark inside the instance is no verdict of the claim
        "反例：不支持",
        "反例？",
        "反例吗",
    ]
    _, false = _questions(CLAIMS[0])
    for answer in unread:
        graded = grade(false, answer)  # no verdict read: none that could be the key's either way
        assert graded.verdict is not Verdict.CORRECT and graded.understood.truth is None, answer


def test_a_counter_example_not_found_in_the_candidates_voice_is_asked_again() -> None:
    """ "Counterexample: I can't find one" had been read false, the claim's verdict: none found is no
    instance, in English as in Chinese ("反例：我想不到")."""
    for claim in CLAIMS:
        for question in _questions(claim):
            for answer in (
                "Counterexample: I can't find one",
                "Counterexample: not aware of any",
                "Counterexample: I couldn't think of one",
                "反例：我想不到",
                "反例：没查到",
            ):
                assert grade(question, answer).verdict is not Verdict.CORRECT or question.key == "true", (
                    answer
                )
                assert grade(question, answer).understood.truth is None, answer


def test_a_counter_example_that_says_the_claim_again_is_asked_again() -> None:
    """An instance made only of the claim's words, as often negated ("反例：reward 越大 PPO 越好", "反例：
    Mamba 确实不支持"), says the claim again, no instance against it: read false it graded a candidate
    who restated the claim correct. An instance of its own, or the claim turned, is still read false."""
    restated = {
        CLAIMS[0]: ["reward 越大 PPO 越好", "reward 模型越大 PPO 效果就是越好"],
        CLAIMS[1]: ["Mamba 确实不支持", "Mamba 不支持 gradient checkpointing"],
    }
    turned = {
        CLAIMS[0]: ["reward 模型更大，PPO 效果反而更差"],
        CLAIMS[1]: ["Mamba 支持 gradient checkpointing", "Mamba trains with torch.utils.checkpoint"],
    }
    for claim in CLAIMS:
        for question in _questions(claim):
            for said in restated[claim]:
                for lead in ("反例：{}", "Counterexample: {}"):
                    answer = lead.format(said)
                    assert grade(question, answer).verdict is Verdict.INVALID, answer
            for said in turned[claim]:
                assert grade(question, f"反例：{said}").understood.truth is False, said
    # In English against a claim in Chinese, an instance as little negated as the claim cannot be told
    # from the claim said again ("a bigger reward model gives better PPO"): asked again, never read true.
    for question in _questions(CLAIMS[0]):
        for said in (
            "a bigger reward model overfits and PPO gets worse",
            "a bigger reward model gives better PPO",
        ):
            assert grade(question, f"反例：{said}").understood.truth is None, said
