"""Written Cantonese read as the Mandarin it says (the eighty-fourth blind batch: "係 A 囉", "唔係，應該係
26GB 先啱", "B D 加埋 C", "A 定 B 呢", "淨係 A", "冇問題㗎"): 係 is 是, 唔 not, 啱 right, 揀 choose, 冇 none,
加埋 plus, 同 / 同埋 and, 定 / 定係 or (a hedge), and a particle of mood (囉 㗎 喎 啫) a word more than the
bare answer, read to confirm; 啩 is tentative as 吧 is.

The nearest wrong readings stay out: the option a "唔係" denies is not chosen, "A 定 B" is a hedge, the
option added by "加埋" is in the set, and the words that hold the characters ("關係", "係數", "相同", "同样",
"一定", "确定", "唔，") keep their own meaning.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._cantonese import mandarin
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
SINGLE = QUESTIONS["seed000-08"]  # GPTQ int4 of 70B: A 35GB, B 32GB, C 28GB, D 26GB; key A
MULTI = QUESTIONS["seed002-32"]  # FlashAttention-2: key B D
TRUE_CLAIM = QUESTIONS["seed002-41"]  # QLoRA's double quantization: true
FALSE_CLAIM = QUESTIONS["seed002-42"]  # FA2's kernel split over GPUs: false


def test_cantonese_words_are_written_in_mandarin_and_words_holding_them_are_kept() -> None:
    written = {
        "係 A 囉": "是 A", "唔係，應該係 D": "不是，應該是 D", "揀 B": "选 B", "B D 加埋 C": "B D 加上 C",
        "A 同埋 C": "A 和 C", "A 同 C": "A 和 C", "GQA同SwiGLU": "GQA和SwiGLU", "A 定 B 呢": "A 还是 B 呢",
        "A 定係 B？": "A 还是 B？", "冇問題㗎": "没问题", "淨係 A": "只有 A",
        "唔一定㗎，照樣有": "不一定，照樣有", "唔啱": "不对", "啱啱 2048": "刚好 2048",
        "應該係 C 啩": "應該是 C 吧", "係囉 rank 大咗": "是，rank 大了",
        "太細囉": "太小", "冇 inner update": "没有 inner update", "係咪 A？": "是不是 A？",
    }  # fmt: skip
    kept = [
        "關係不大", "係數是 0.5", "相同", "同样是 A", "不同 B", "同步 all-reduce", "一定係 A", "确定 A",
        "固定 seed", "唔，我觉得是 A", "唔該", "啰嗦", "細粒度", "A 同样", "`x = 係`", "太細粒度"[1:],
    ]  # fmt: skip
    for typed, meant in written.items():
        assert mandarin(typed) == meant, typed
    for typed in kept:
        assert mandarin(typed) == typed or typed in ("一定係 A",), typed
    assert mandarin("一定係 A") == "一定是 A"  # the word's 定, the copula's 係
    assert mandarin("唔，我觉得是 A") == "唔，我觉得是 A"  # a hesitation before a pause
    assert mandarin("唔該") == "唔該"


def test_a_choice_said_in_cantonese_is_read_to_confirm() -> None:
    for answer, letters in {
        "係 A 囉": ["A"], "揀 A 囉，scale 可以唔計": ["A"], "應該係 A 啩": ["A"], "唔係 D，係 A": ["A"],
        "35GB 先啱": ["A"], "26GB 唔係，應該係 35GB 先啱": ["A"],
    }.items():  # fmt: skip
        graded = grade(SINGLE, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
        assert graded.understood.choices == letters, answer


def test_a_denied_or_hedged_option_is_not_read_as_chosen() -> None:
    for answer in [
        "35GB 唔係，應該係 26GB 先啱", "A 定 B 呢……GB 同 GiB 搞到我好亂", "A 定係 D？", "唔係 A 係 D",
        "唔係 A", "35GB 定 26GB", "係咪 A？", "A 唔啱", "冇 A", "唔揀 A",
    ]:  # fmt: skip
        assert grade(SINGLE, answer).verdict is not Verdict.CORRECT, answer


def test_an_option_added_or_joined_in_cantonese_is_in_the_set() -> None:
    assert grade(MULTI, "淨係 B").understood.choices == ["B"]  # only B: D missed, no credit here
    for answer, verdict in {
        "B D 加埋 C": Verdict.INCORRECT, "B 同埋 D": Verdict.CORRECT, "B 同 D": Verdict.CORRECT,
        "B 同 D 加埋 A": Verdict.INCORRECT, "淨係 B": Verdict.INCORRECT, "B D 定 B C": Verdict.INCORRECT,
    }.items():  # fmt: skip
        assert grade(MULTI, answer).verdict is verdict, answer
    assert not grade(MULTI, "B 同 D").needs_confirmation  # letters joined by a conjunction: bare (decision 8)


def test_a_true_or_false_said_in_cantonese_is_read_to_confirm() -> None:
    for answer, key in {
        "係囉": TRUE_CLAIM, "係呀，常數再量化做 8-bit": TRUE_CLAIM, "冇問題㗎": TRUE_CLAIM,
        "啱㗎": TRUE_CLAIM, "係㗎": TRUE_CLAIM,
        "唔係喎，FA2 淨係單卡 kernel": FALSE_CLAIM, "唔啱喎": FALSE_CLAIM, "唔一定㗎": FALSE_CLAIM,
        "唔會，淨係單卡": FALSE_CLAIM,
    }.items():  # fmt: skip
        graded = grade(key, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
        other = FALSE_CLAIM if key is TRUE_CLAIM else TRUE_CLAIM
        assert grade(other, answer).verdict is not Verdict.CORRECT, answer
