"""The round on blind batch 52 (issue "Grading a typed answer"): classes the batch met.

- Give-ups said in other words: not knowing, then the topic, and nothing else ("不记得 DiT 的结构了",
  "不清楚 TinyBERT 这个细节"); not knowing the topic, then "不会" or a doubt alone ("SDXL 的 UNet 没拆过，
  不会"); "记不得", "推不出来", "乘不动", "没做过", a bare "跳". An attempt that scores nothing
  (incorrect), not an answer asked again. Not an answer that names an option or a figure beside them
  ("不记得了，选 B"), a topic asking which ("不记得用的是哪种斜率了"), "那个" alone pointing at an option
  ("不知道 reduce-overhead 那个"), nor words that only hold the characters ("跳跃连接").
Looped over every choice, true/false and calculation question of the bank.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

BANK = [q for q in Catalog.load() if q.servable]
CHOICES = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
ANSWERED = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.TRUEFALSE, QuestionType.CALC)]

GIVE_UPS = (
    "不记得 DiT 的结构了",
    "不清楚 TinyBERT 这个细节",
    "不知道 max-autotune 这个模式",
    "SDXL 的 UNet 没拆过，不会",
    "这个实验我没做过，说不好",
    "不会，CLIP 我没做过",
    "MAML 我只在论文里见过，这个推不出来",
    "这个默认值我真记不得",
    "Mamba 我没跑过，这个真不清楚",
    "手边没计算器，这么多位乘不动",
    "论文没细看过，跳",
)


def test_every_type_is_there() -> None:
    assert len(CHOICES) >= 5 and {q.type for q in ANSWERED} >= {QuestionType.TRUEFALSE, QuestionType.CALC}


@pytest.mark.parametrize("question", ANSWERED, ids=lambda q: q.id)
def test_a_give_up_in_other_words_scores_nothing(question: Question) -> None:
    for answer in GIVE_UPS:
        graded = grade(question, answer)
        if question.type is QuestionType.TRUEFALSE and "不会" in answer:
            # "不会" may deny the claim: the true/false reader reads it so, never bare
            assert graded.verdict is Verdict.INCORRECT or graded.needs_confirmation, answer
            continue
        assert graded.verdict is Verdict.INCORRECT and graded.score == 0.0, answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_an_option_named_beside_not_knowing_is_still_read(question: Question) -> None:
    key = question.key_text.strip()
    for answer in (f"不记得 DiT 的结构了，选 {key}", f"没做过，应该是 {key}", f"{key} 吧，没拆过，说不好"):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.INCORRECT, answer  # the key is named: never a give-up


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_what_only_looks_like_not_knowing_is_asked_again(question: Question) -> None:
    for answer in ("不记得 MPT 用的是哪种斜率了", "不知道 reduce-overhead 那个", "跳跃连接", "不清楚 那个"):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.INCORRECT or graded.needs_confirmation, answer
