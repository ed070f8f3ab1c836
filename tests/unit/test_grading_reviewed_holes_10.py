"""Red team of the typed-answer reader (issue 30), holes closed where a wrong answer read right or a
ruled-out option read chosen, each beside its nearest right sentence, which still reads right:

- a 、 between two figure options ("4×、2× 都不对") lists them, as a comma does: it is no measure word
  of a product "4 × 2", so the second option is named, and ruled out with the first;
- a figure said of one part of the total asked ("每层 464 GB", "464 GB/层", "单卡 464 GB", "K 和 V 各
  464 GB", "单个 K 464 GB") is no answer to the total: asked again, never read as the total; the total
  worked out from a part is read as before;
- an option of a chosen set said again with even odds ("A、D, D 50/50", "D 60:40") is said again with
  words that do not affirm it: the ratio is no hardware model number ("A 100"), so the letter is named
  and the set is asked again, as "A、D，D 五五开" is;
- an option joined to a comparison or figure the reader does not take for an option, then denied
  ("任意 mask 和 >256 不行"), is denied with it, as "scan 和 dot 都不是" is; "不支持" closing the clause
  after options ("A 和 C 都不支持") denies them: neither is ever read as chosen;
- a denial closing on a compared figure ("8、>16 都不行", "8 和大于 16 的都不对", "8 和 16 以上都不对") is
  said of the list joined before it too, never of the compared figure alone: the key named first and joined
  to the comparison is ruled out, not chosen; "选 8，16 以上都不对" reads 8 as before;
- an option of a chosen set said again to gloss it in words of its own text ("A、D。A 是 GQA", "A、D，A
  （GQA）") is chosen as before, to confirm, not lost; said again with any other word ("A 是 MQA", "A 是
  GQA 吗", "A 是 GQA，不对") the set is still asked again;
- the key put down in words the denial lists lacked: called a trap with a modifier ("B 是常见的错误答案",
  "B 属于错误选项", "B 是出题人挖的坑"), fallen for ("选 B 就上当了"), in irony ("B 才怪"), denied under
  "根本/压根/并" ("B 根本不是", "B 压根不对"), or not holding up ("B 经不起推敲"): never correct;
- an option of a chosen set named again by its place in it ("A 和 D，后者没把握", "A、D，前者不确定") with
  words that do not affirm it asks the set again, as a letter said again does; "A、D，后者最稳" is read.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _lexicon as lexicon
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]
FIGURE_SINGLES = [q for q in SINGLES if q.id in {"seed000-04", "seed000-08", "seed002-17", "seed002-20"}]


LISTED_RULED_OUT = ["{K}、{W} 都不对", "{W}、{K} 都不对", "{K}、{W}都不是", "{K}、{W} 都错"]


@pytest.mark.parametrize("template", LISTED_RULED_OUT)
def test_two_figure_options_listed_by_a_dun_comma_are_both_ruled_out(template: str) -> None:
    assert len(FIGURE_SINGLES) == 4
    for question in FIGURE_SINGLES:
        key = question.key_text
        for wrong in (label for label in question.options if label != key):
            answer = template.format(K=question.options[key], W=question.options[wrong])
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "verdict", "choices"),
    [("4×、2× 都不对", Verdict.INVALID, []), ("2×、4× 都不对", Verdict.INVALID, []),
     ("2×、8× 都不对，选 C", Verdict.CORRECT, ["C"]), ("2×、8× 都不对，选 4×", Verdict.CORRECT, ["C"]),
     ("4×、8× 都不对，选 A", Verdict.INCORRECT, ["A"])],
)  # fmt: skip
def test_a_dun_comma_after_a_times_sign_names_the_next_option(
    answer: str, verdict: Verdict, choices: list[str]
) -> None:
    graded = grade(BANK["seed002-17"], answer)
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), graded.rationale


PER_PART = ["每层 464 GB", "每层约 464 GB", "每层的 KV cache 是 464 GB", "464 GB/层", "464 GB 每层",
            "464 GB per layer", "per layer 464 GB", "单卡 464 GB", "一层 464 GB", "K 和 V 各 464 GB",
            "单个 K 464 GB"]  # fmt: skip
TOTAL_AFTER_PART = [
    "每层 4.83 GB，共 464 GB",
    "每层 4.83GB × 96 层 ≈ 463.9GB",
    "4.83 GB/层 × 96 ≈ 463.9 GB",
    "一层 4.83 GB，九十六层共约 464 GB",
    "464 GB，8 卡平摊的话每卡 58 GB",
    "K、V 各 232 GB，共 464 GB",
    "合计各层 464 GB",
    "每个 token 的 KV 是 2×96×96×128×2 B ≈ 4.7 MB，乘 48×2048 个 token ≈ 464 GB",
]


@pytest.mark.parametrize("answer", PER_PART)
def test_a_figure_of_one_part_is_no_answer_to_the_total(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", TOTAL_AFTER_PART)
def test_the_total_worked_out_from_a_part_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


def test_a_part_of_the_first_total_leaves_that_part_missing() -> None:
    graded = grade(BANK["seed000-31"], "每层 11.47M，节省 98.7%")
    assert graded.verdict is Verdict.PARTIAL, graded.rationale


@pytest.mark.parametrize("answer", ["A、D, D 50/50", "A、D，D 50-50", "A、D，D 60:40", "A、D, D 五五开"])
def test_an_option_of_the_set_given_even_odds_is_not_kept(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    # asked again, or (batch 85's labels: a member given an even chance) a hedge; never the set
    assert graded.verdict in (Verdict.INVALID, Verdict.INCORRECT), (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", ["A、D", "A、D，D 对", "A 100 上也能跑，选 A、D"])
def test_a_set_with_a_model_number_beside_it_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert graded.verdict is Verdict.CORRECT, (graded.reading, graded.rationale)
    assert graded.understood.choices == ["A", "D"]


RULED_OUT_WITH_A_PIECE = [
    "任意 mask 和 >256 不行",
    "任意 mask 和 > 256 都不行",
    "任意 mask、>256 不行",
    "任意 mask 和 head_dim>256 都不行",
    "任意 mask 和 head_dim > 256 都不支持",
    "A 和 C 都不支持",
    "A 不支持",
]
CHOSEN_BESIDE_THE_PIECE = [
    "任意 mask 和 >256 不行，选 BD",
    "选 B、D；任意 mask 和 head_dim>256 都不支持",
    "BD，A 的任意 mask 不支持",
    "B、D，A 和 C 不支持",
    "B 和 D 支持",
    "变长序列打包和 gradient checkpointing 支持",
]


@pytest.mark.parametrize("answer", RULED_OUT_WITH_A_PIECE)
def test_an_option_denied_with_a_piece_is_never_chosen(answer: str) -> None:
    graded = grade(BANK["seed002-32"], answer)  # A 支持任意 attention mask, C 支持 head_dim > 256
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", CHOSEN_BESIDE_THE_PIECE)
def test_the_options_chosen_beside_a_denied_piece_are_read(answer: str) -> None:
    graded = grade(BANK["seed002-32"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B", "D"]), graded.rationale


FIGURE_OPTIONS = [q for q in SINGLES if all(value_of(option) is not None for option in q.options.values())]
DENIED_WITH_A_COMPARISON = [
    "{K}、>{W} 都不行",
    "{K} 和 >{W} 不行",
    "{K} 和大于 {W} 的都不对",
    "{K} 和 {W} 以上都不对",
    "{K} 以及 {W} 以上都排除",
    "{K} 不对，{W} 以上也不对",
    "{K}、<{W} 都排除",
]


@pytest.mark.parametrize("template", DENIED_WITH_A_COMPARISON)
def test_the_key_denied_with_a_compared_figure_is_never_correct(template: str) -> None:
    assert len(FIGURE_OPTIONS) >= 10
    for question in FIGURE_OPTIONS:
        key = question.key_text
        for wrong in (label for label in question.options if label != key):
            answer = template.format(K=question.options[key], W=question.options[wrong])
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    "answer", ["选 8，16 以上都不对", "16 以上都不对，选 8", "8，>16 不行", "16 以上太大，选 8"]
)
def test_a_figure_chosen_beside_a_denied_comparison_is_read(answer: str) -> None:
    graded = grade(BANK["seed002-27"], answer)  # 8 / 16 / 32 / 64, key A (8)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A"]), graded.rationale


@pytest.mark.parametrize(
    "answer",
    ["A、D。A 是 GQA", "A、D。A（GQA）", "A、D，A：GQA", "A、D，A 是 GQA，D 是 SwiGLU", "A、D。A 是 GQA。"],
)
def test_an_option_said_again_in_its_own_words_is_still_chosen(answer: str) -> None:
    graded = grade(BANK["seed000-16"], answer)  # A 使用 GQA（grouped-query attention）, D 使用 SwiGLU 激活
    assert graded.understood.choices == ["A", "D"], graded.rationale
    assert graded.verdict is Verdict.PARTIAL and graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["A、D。A 是 MQA", "A、D。A 是 GQA 吗？", "A、D。A 是 GQA，不对", "A、D，A 是 GQA 吧"]
)
def test_an_option_said_again_with_other_words_asks_again(answer: str) -> None:
    graded = grade(BANK["seed000-16"], answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


# a trap called by a modifier names the fault asked for on a stem asking what fails (seed000-13)
CHOICES = [
    q
    for q in BANK.values()
    if q.type in (QuestionType.SINGLE, QuestionType.MULTI) and not re.search(lexicon.FAULT_ASKED, q.stem)
]
KEY_PUT_DOWN = [
    "{K} 才怪",
    "{K}，才怪",
    "{K} 根本不是",
    "{K} 压根不是",
    "{K} 压根不对",
    "{K} 并不是",
    "{K} 是常见的错误答案",
    "{K} 是典型错误答案",
    "{K} 属于错误选项",
    "选 {K} 就上当了",
    "选 {K} 会上当",
    "{K} 是出题人挖的坑",
    "{K} 是个坑",
    "{K} 是经典陷阱",
    "{K} 经不起推敲",
]


@pytest.mark.parametrize("template", KEY_PUT_DOWN)
def test_the_key_called_a_trap_or_denied_outright_is_never_correct(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize(
    "answer",
    ["选 B，A 是常见的错误答案", "选 B，C 才怪", "B，A 根本不是", "B 是避开陷阱的做法", "选 B 不会上当"],
)
def test_a_trap_named_beside_the_key_leaves_the_key(answer: str) -> None:
    graded = grade(BANK["seed000-04"], answer)  # 32 / 48 / 64 / 80, key B
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "A 和 D，后者没把握",
        "A、D，后一个不确定",
        "A、D，前者不确定",
        "A、D，后者不对",
        "A、D. the latter is a guess",
    ],
)
def test_an_option_of_the_set_doubted_by_its_place_asks_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize("answer", ["A、D，后者最稳", "A、D，后者对", "A、D，后者也对"])
def test_an_option_of_the_set_affirmed_by_its_place_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "D"]), graded.rationale
