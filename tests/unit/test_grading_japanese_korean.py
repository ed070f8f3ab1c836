"""Japanese and Korean read as the Mandarin they say (the eighty-sixth blind batch: "A と C です",
"A랑 E요", "맞아요", "はい、大丈夫です", "32분의 1", "두 개요", "ビー", "shii da ne", "いち"):
endings (です, 입니다, 요) and "only" (だけ) are words more than the bare answer, read to confirm;
a tentative ending (だと思います, かな, 인 것 같아요) is "吧"; a letter or figure by its Japanese
name (katakana, romaji, hiragana) is what it names, read to confirm; と / 랑 / 하고 between two
bare answers are "和" (decision 8's bare set).

The nearest wrong readings stay out: a letter denied ("B 아니에요", "B じゃない") is not chosen,
a negated true/false word (正しくない, 맞지 않아요, 大丈夫じゃない) is false, "いちばん" is no
figure, romaji that is English or a word of its own ("eight", "shi", "ii desu", "hai", "no") is
no name, and a question back is asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._japanese_korean import japanese_korean
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
SINGLE = QUESTIONS["seed000-01"]  # torch.compile modes: key B
MULTI = QUESTIONS["seed002-33"]  # key A C
FIGURES = QUESTIONS["seed002-27"]  # micro-batches per step: A 8, B 16, C 32, D 64; key A
TRUE_CLAIM = QUESTIONS["seed002-41"]  # true
FALSE_CLAIM = QUESTIONS["seed002-42"]  # false


def test_japanese_and_korean_words_are_written_in_mandarin() -> None:
    written = {
        "A と C です": ("A 和 C", True),
        "A랑 E요": ("A 和 E", True),
        "A 하고 D": ("A 和 D", False),
        "맞아요": ("对", True),
        "틀렸습니다": ("错", True),
        "はい、大丈夫です": ("是、没问题", True),
        "正しい気がする": ("对 吧", True),
        "誤りだと思う": ("错 吧", True),
        "32분의 1": ("32分之1", True),
        "두 개요": ("两个", True),
        "전부 다요": ("全部", True),
        "ビー": ("B", True),
        "shii da ne": ("C", True),
        "shii da to omoimasu": ("C 吧", True),
        "ei desu": ("A", True),
        "いち": ("1", True),
        "hachi": ("8", True),
        "エー、ビー、シー": ("A、B、C", True),
        "B desu": ("B", True),
        "A to C desu": ("A、C", True),
        "C 아니에요": ("不是 C", True),
        "B じゃない": ("不是 B", True),
        "正しくない": ("不对", True),
        "맞지 않아요": ("不对", True),
        "안 맞아요": ("不对", True),
        "大丈夫じゃない": ("有问题", True),
        "間違いない": ("没错", True),
        "Aだけ": ("A 而已", True),
        "2048 を 64 枚で割って 32": ("2048 / 64 枚 = 32", True),
        '"cpu" 그리고 "nvme"': ('"cpu" 和 "nvme"', True),
        "B and D desu": ("B、D", True),
    }
    kept = ["いちばん B", "eight", "shi", "ii desu", "hai", "no", "a", "B", "ei8", "go", "选 A"]
    for typed, meant in written.items():
        assert japanese_korean(typed) == meant, typed
    for typed in kept:
        assert japanese_korean(typed) == (typed, False), typed


def test_a_choice_in_japanese_or_korean_is_read_to_confirm() -> None:
    cases = [
        (SINGLE, "bī desu", Verdict.CORRECT, ["B"]),
        (SINGLE, "ビー", Verdict.CORRECT, ["B"]),
        (SINGLE, "ビーです", Verdict.CORRECT, ["B"]),
        (SINGLE, "B だと思います", Verdict.CORRECT, ["B"]),
        (SINGLE, "B 인 것 같아요", Verdict.CORRECT, ["B"]),
        (SINGLE, "B입니다", Verdict.CORRECT, ["B"]),
        (SINGLE, "c da ne", Verdict.INCORRECT, ["C"]),
        (SINGLE, "B da to omoimasu", Verdict.CORRECT, ["B"]),
        (SINGLE, "D かな", Verdict.INCORRECT, ["D"]),
        (MULTI, "A と C です", Verdict.CORRECT, ["A", "C"]),
        (MULTI, "A랑 C요", Verdict.CORRECT, ["A", "C"]),
        (MULTI, "エーとシーです", Verdict.CORRECT, ["A", "C"]),
        (MULTI, "A と C だけ", Verdict.CORRECT, ["A", "C"]),
        (FIGURES, "hachi", Verdict.CORRECT, ["A"]),
        (FIGURES, "はち です", Verdict.CORRECT, ["A"]),
        (FIGURES, "juu roku", None, None),
        (FIGURES, "いちばん 16", None, None),  # "the most": a word no list knows, nothing read
    ]
    for question, answer, verdict, letters in cases:
        graded = grade(question, answer)
        if verdict is None:
            assert graded.verdict is Verdict.INVALID, answer
            continue
        assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer
        assert graded.understood.choices == letters, answer


def test_a_bare_conjunction_between_letters_is_a_bare_set() -> None:
    for answer in ["A 하고 C", "A と C", "A랑 C"]:
        graded = grade(MULTI, answer)
        assert (graded.verdict, graded.needs_confirmation, graded.understood.choices) == (
            Verdict.CORRECT,
            False,
            ["A", "C"],
        ), answer


def test_a_denied_asked_or_unnamed_letter_is_not_read() -> None:
    for answer in [
        "B 아니에요",
        "B じゃない",
        "B じゃないです",
        "B가 아닙니다",
        "B ですか？",
        "B 인가요?",
        "shi",
        "ii desu",
        "B 아니에요, 모르겠어요",
    ]:
        graded = grade(SINGLE, answer)
        assert graded.understood.choices != ["B"] or graded.verdict is not Verdict.CORRECT, answer


def test_true_or_false_in_japanese_or_korean_is_read_to_confirm() -> None:
    cases = {
        "正しいです": True,
        "正しい": True,
        "맞아요": True,
        "맞습니다": True,
        "はい、大丈夫です": True,
        "正しい気がする": True,
        "間違いない": True,
        "틀렸습니다": False,
        "誤りだと思う": False,
        "間違いです": False,
        "正しくない": False,
        "正しくないです": False,
        "맞지 않아요": False,
        "안 맞아요": False,
        "大丈夫じゃない": False,
        "아니요": False,
        "いいえ": False,
        "맞아요, 지원 안 해요": True,
    }
    for answer, truth in cases.items():
        for question, key in ((TRUE_CLAIM, True), (FALSE_CLAIM, False)):
            graded = grade(question, answer)
            assert graded.understood.truth is truth and graded.needs_confirmation, (answer, question.id)
            assert graded.verdict is (Verdict.CORRECT if truth is key else Verdict.INCORRECT), (
                answer,
                question.id,
            )
    for answer in ["hai", "아니에요", "正しいとは思わない"]:  # romaji "hai", a bare "it isn't": asked again
        assert grade(TRUE_CLAIM, answer).verdict is Verdict.INVALID, answer


def test_figures_and_code_fills_with_endings_are_read_to_confirm() -> None:
    for qid, answer, verdict in [
        ("seed002-10", "32분의 1", Verdict.CORRECT),
        ("seed002-18", "두 개요", Verdict.CORRECT),
        ("seed002-12", "いち", Verdict.CORRECT),
        ("seed002-07", "2048 を 64 枚で割って 32、D です", Verdict.INCORRECT),
        ("seed000-26", "flash_attn_func(q, k, v, causal=True) です", Verdict.CORRECT),
        ("seed000-28", "BLOCK_SIZE: tl.constexpr 입니다", Verdict.CORRECT),
    ]:
        graded = grade(QUESTIONS[qid], answer)
        assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer


def test_a_letter_taken_back_in_japanese_or_korean_is_never_read() -> None:
    # "B じゃなくて D" ("not B but D") had been read B, the key, to confirm: "not X but" and a lone "いや"
    # / "아니" (no) turn to what follows, and a word of either script no list knows reads nothing
    for key, other in (("B", "D"), ("B", "A"), ("B", "C")):
        for answer in (
            f"{key} じゃなくて {other}",
            f"{key} ではなく {other} です",
            f"{key} 말고 {other}",
            f"{key} 아니고 {other}요",
            f"{key} かな、いや {other}",
            f"{key} ですね、いや {other} です",
            f"{key} 빼고 {other}",
            f"{key} とか {other}",
        ):
            result = grade(SINGLE, answer)
            assert result.verdict is not Verdict.CORRECT and key not in result.reading, (answer, result)
        turned = grade(SINGLE, f"{other} じゃなくて {key}")
        assert (turned.verdict, turned.reading, turned.needs_confirmation) == (Verdict.CORRECT, key, True)
    assert grade(MULTI, "Ａ・Ｃ").reading == "A、C"  # the katakana middle dot typed as a separator
    for unknown in ("B 빼고", "B ちがう", "다 틀려요 B"):
        assert grade(SINGLE, unknown).verdict is Verdict.INVALID, unknown
