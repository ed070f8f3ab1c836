"""Review of the red team's safety commits on the typed-answer reader, holes closed, each beside the
nearest sentences that keep reading as they did:

- a hyphenated hardware model ("A 100-80G") is no ratio: the letter before it names the GPU, not option
  A; a ratio is a bare second figure after "/" or ":" ("D 50/50", "D 60:40") or two two-digit figures
  joined by "-" ("D 50-50"), so the odds given to an option still say it again;
- an option of a chosen set said again glosses it only in whole words of its own text, two characters or
  more and never a negation, doubt or hedge: "A、C。A：不" (one character of "不一致") says it is not,
  and the set is asked again; "A、C。A 是 all_reduce 顺序", "A、D。A 是 GQA" still gloss it;
- a place word names an option of the chosen set only right after the set: "不选 B、E，后者…", "Ulysses 和
  Ring 比，前者…" are said of those, "前者后者都对" of the whole set, "前一个版本" of no option; "A、D，后者
  没把握" is still asked again;
- on a stem asking what fails (seed000-13: which operation makes capture fail), "B 不支持" names the fault
  asked for, not a denial of B: the key is read; "A 不支持" reads A, and on other stems "A 和 C 都不支持"
  still denies them; so does the key called a trap with a modifier ("B 是经典陷阱", "B 是个坑"), while the
  bare "B 是坑", "B 是陷阱" rule it out as before, and on other stems any trap does;
- under "根本/压根/并" a reason or a fault denied denies no option ("选 A 并不是因为名字，而是…", "A 根本
  不是问题", "A 根本不用想"): the option is kept; "A 根本不是", "A 压根不对", "A 并不是" still rule it out;
- "单个" says a figure of one part only before the question's own parts ("单个 K 464 GB"), not before what
  holds the whole ("单个 batch 的 KV cache 约 464 GB"); "每卡" after a figure says it of one part only
  closing its clause ("464 GB 每层"), not going on to say something of each ("464 GB 每卡肯定放不下").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "choices"),
    [("seed000-11", "A 100-80G 上每个 rank 32", Verdict.INVALID, []),
     ("seed000-11", "我们 A 100-80G 集群上用的 32", Verdict.INVALID, []),
     ("seed002-27", "A 100-80G 上测过，16 个", Verdict.INCORRECT, ["B"]),
     ("seed002-25", "A 100-80G 上跑，平票改为回归损失", Verdict.INCORRECT, ["D"]),
     ("seed002-12", "A 100-80G 上蒸馏，温度 3", Verdict.INCORRECT, ["B"]),
     ("seed000-18", "A 100-80G 上实测只有 D 兼容", Verdict.PARTIAL, ["D"]),
     ("seed000-18", "A 100 上只有 D 兼容", Verdict.PARTIAL, ["D"]),
     ("seed002-39", "A 100-80G 也行？我选 C", Verdict.INCORRECT, ["C"])],
)  # fmt: skip
def test_a_hyphenated_hardware_model_names_no_option(
    question: str, answer: str, verdict: Verdict, choices: list[str]
) -> None:
    graded = grade(BANK[question], answer)
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), graded.rationale


@pytest.mark.parametrize("answer", ["A、D，D 60：40"])
def test_a_ratio_after_an_option_of_the_set_still_says_it_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    "answer", ["A、C，A：不，C 对", "A、C。C：不，A 对", "A、C。C：不", "A、C。A：不", "A、C。A：不一致"]
)
def test_a_character_of_the_options_text_is_no_gloss(answer: str) -> None:
    graded = grade(BANK["seed002-33"], answer)  # key A, C; A 不同 rank 的 all_reduce 顺序不一致
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-33", "A、C"), ("seed002-33", "A、C。A 是 all_reduce 顺序"), ("seed000-16", "A、D。A 是 GQA"),
     ("seed000-16", "A、D，A（GQA）"), ("seed000-16", "A、D，A：GQA")],
)  # fmt: skip
def test_an_option_glossed_in_whole_words_of_its_text_stays_chosen(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert graded.verdict is not Verdict.INVALID, (graded.reading, graded.rationale)
    assert graded.understood.choices == sorted(answer.split("。")[0].split("，")[0].split("、"))


@pytest.mark.parametrize(
    "answer",
    ["A、D，不选 B、E，后者显然不需要", "A、D。B、C 不对，前者是 Ring 的做法",
     "A、D。Ulysses 和 Ring Attention 比，前者通信量更低", "A、D，前一个版本的 DeepSpeed 不行，现在可以",
     "A、D，前者后者都对", "A、D，前者和后者都对"],
)  # fmt: skip
def test_a_place_word_not_said_of_the_chosen_set_keeps_it(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A, D
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A", "D"]), graded.rationale


@pytest.mark.parametrize(
    "answer",
    ["A、D，前者后者都不确定", "A、D，后者对，前者不确定", "A、D，后一个是错的"],
)  # fmt: skip
def test_an_option_of_the_set_doubted_by_its_place_asks_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "verdict", "choices"),
    [("`cudaStreamSynchronize` 不支持", Verdict.CORRECT, ["B"]), ("A 不支持", Verdict.INCORRECT, ["A"]),
     ("B 不对", Verdict.INVALID, []), ("A 不对，B", Verdict.CORRECT, ["B"])],
)  # fmt: skip
def test_not_supported_names_the_fault_a_stem_asks_for(
    answer: str, verdict: Verdict, choices: list[str]
) -> None:
    graded = grade(BANK["seed000-13"], answer)  # which operation makes capture fail; key B
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), graded.rationale


@pytest.mark.parametrize("answer", ["A 不支持", "A 和 C 都不支持"])
def test_not_supported_still_denies_on_a_stem_asking_what_works(answer: str) -> None:
    graded = grade(BANK["seed002-32"], answer)  # A 支持任意 attention mask, C 支持 head_dim > 256
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "verdict", "choices"),
    [("B 是经典陷阱，一同步就失败", Verdict.CORRECT, ["B"]),
     ("B 是个坑，capture 时同步会直接报错", Verdict.CORRECT, ["B"]),
     ("B 是最常见的坑", Verdict.CORRECT, ["B"]), ("B 是坑", Verdict.INVALID, []),
     ("B 是陷阱", Verdict.INVALID, []), ("选 B，A 是常见的错误答案", Verdict.CORRECT, ["B"])],
)  # fmt: skip
def test_a_trap_names_the_fault_a_stem_asks_for(answer: str, verdict: Verdict, choices: list[str]) -> None:
    graded = grade(BANK["seed000-13"], answer)  # which operation makes capture fail; key B
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), graded.rationale


@pytest.mark.parametrize("answer", ["B 是经典陷阱", "B 是个坑", "B 是最常见的坑", "B 是坑"])
def test_the_key_called_a_trap_on_a_stem_asking_what_works_is_ruled_out(answer: str) -> None:
    graded = grade(BANK["seed000-04"], answer)  # 32 / 48 / 64 / 80, key B
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-27", "选 8 并不是因为猜的，而是 8 步累积"),
     ("seed000-15", "选 A 并不是因为名字，而是 RoPE 融合在 attention 里"), ("seed000-15", "A 根本不用想"),
     ("seed000-15", "A 根本不是问题"), ("seed000-15", "A 根本不是陷阱")],
)  # fmt: skip
def test_a_reason_denied_under_an_adverb_keeps_the_option(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)  # key A on both
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A"]), graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-27", "8 并不是"), ("seed000-15", "A 根本不是"), ("seed000-15", "A 压根不对"),
     ("seed000-15", "A 并不是"), ("seed000-15", "A 根本不需要")],
)  # fmt: skip
def test_the_option_denied_under_an_adverb_is_ruled_out(question: str, answer: str) -> None:
    graded = grade(BANK[question], answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    "answer",
    ["单个 batch 的 KV cache 约 464 GB", "单个模型的 KV cache 约 464 GB", "464 GB 每卡肯定放不下",
     "KV cache 需要 464 GB 每张卡都放不下", "464 GB"],
)  # fmt: skip
def test_a_total_beside_one_of_what_holds_it_is_read(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["464 GB 每层。"])
def test_a_figure_of_the_questions_own_part_is_still_asked_again(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("单个 LoRA 11.47M，节省 98.7%", Verdict.CORRECT)],
)
def test_one_adapter_is_no_part_of_the_total(answer: str, verdict: Verdict) -> None:
    graded = grade(BANK["seed000-31"], answer)
    assert graded.verdict is verdict, graded.rationale
