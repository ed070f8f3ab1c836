"""Chat slang typed as pinyin initials (blind batch 82): "xz B" is "选 B", "gj 不支持" "估计不支持" (a
tentative word), "qs 不支持" "确实不支持", "bzd" "不知道" and "gg" "放弃" (give-ups), "全对 yyds" "全对" with
an exclamation. Each is written as its plain word, so every reader of 选, 估计, 确实 or a give-up reads it,
and read to confirm. Never a name: a word inside an identifier, a call, an assignment or a quoted name, a
word the question itself uses, and on a code answer any word but one opening it before a space.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._spelling import chat_slang
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
SINGLES = [q for q in QUESTIONS.values() if q.type is QuestionType.SINGLE][:8]
MULTIS = [q for q in QUESTIONS.values() if q.type is QuestionType.MULTI][:4]


def test_each_slang_word_is_its_plain_word() -> None:
    for typed, plain in [
        ("xz B", "选 B"),
        ("XZ bd", "选 bd"),
        ("xz 全部", "选全部"),
        ("不 xz B", "不选 B"),
        ("qs 不支持，fused kernel 没法重算", "确实不支持，fused kernel 没法重算"),
        ("qs，group 小 scale 就多", "确实，group 小 scale 就多"),
        ("gj 3", "估计 3"),
        ("3 和 5 里 gj 3", "3 和 5 里估计 3"),
        ("bzd，trt-llm 没摸过", "不知道，trt-llm 没摸过"),
        ("gg 这个不会", "放弃这个不会"),
        ("全对 yyds", "全对"),
        ("对 scaling law yyds 吧", "对 scaling law 吧"),
        ("2048/(64×4)=8 xz b", "2048/(64×4)=8 选 b"),
    ]:
        assert chat_slang(typed, "") == plain, typed


def test_a_name_is_no_slang() -> None:
    for typed in [
        "xz_proj",
        "x.gg",
        "gg = 1",
        "gg=1",
        "qs.shape",
        "gj(x)",
        "'qs'",
        "`xz`",
        "q, qs[0]",
        "qs += 1",
        "xzb",
        "bzdd",
        "ggml",
        "file.xz",
        "-gg",
        "$gg",
    ]:
        assert chat_slang(typed, "") == typed, typed


def test_a_word_the_question_uses_is_the_questions() -> None:
    assert chat_slang("xz 压缩率最高", "下列哪种格式：gzip、xz、zstd") == "xz 压缩率最高"
    assert chat_slang("gj 3", "qs 的长度") == "估计 3"  # only the word the question uses is kept


def test_on_code_only_a_word_opening_the_answer_is_slang() -> None:
    for typed, plain in [
        (
            "xz cp.checkpoint(_inner, x) 默认 reentrant 就行",
            "选 cp.checkpoint(_inner, x) 默认 reentrant 就行",
        ),
        ("x = f(qs) # gj", "x = f(qs) # gj"),
        ("out = xz gg", "out = xz gg"),
        ("xz", "xz"),
        ("gg = flash_attn_func(q, k, v)", "gg = flash_attn_func(q, k, v)"),
    ]:
        assert chat_slang(typed, "", opening_only=True) == plain, typed


def test_a_pick_in_slang_reads_as_the_pick_to_confirm() -> None:
    for question in SINGLES + MULTIS:
        for letters in [
            question.key_text,
            *(label for label in question.options if label not in question.key_text),
        ]:
            plain = grade(question, f"选 {letters.lower()}")
            for typed in (f"xz {letters.lower()}", f"XZ {letters}"):
                result = grade(question, typed)
                assert result.verdict is plain.verdict, (question.id, typed)
                assert result.verdict is Verdict.INVALID or result.needs_confirmation, (question.id, typed)


def test_a_guess_in_slang_is_never_more_than_the_guess() -> None:
    for question in SINGLES:
        for label in question.options:
            plain = grade(question, f"估计 {label}")
            result = grade(question, f"gj {label}")
            assert (result.verdict, result.score) == (plain.verdict, plain.score), (question.id, label)
            assert result.verdict is Verdict.INVALID or result.needs_confirmation, (question.id, label)


def test_a_give_up_a_denial_or_a_correction_never_reads_the_key() -> None:
    for question in SINGLES:
        key = question.key_text
        wrong = next(label for label in question.options if label != key)
        for typed in (
            f"bzd {key}",
            f"不 xz {key}",
            f"xz {key}？不对 xz {wrong}",
            f"{key} gg",
            f"gg {key}",
            "gg",
            "bzd",
            f"gj {wrong}",
        ):
            assert grade(question, typed).verdict is not Verdict.CORRECT, (question.id, typed)


def test_a_give_up_in_slang_is_a_give_up() -> None:
    for question in SINGLES[:4]:
        for typed in ("gg 这个不会", "bzd，没摸过", "gg"):
            result = grade(question, typed)
            assert result.verdict is Verdict.INCORRECT and result.score == 0, (question.id, typed)


def test_slang_on_a_claim_reads_as_its_plain_word() -> None:
    supported, denied = QUESTIONS["seed002-45"], QUESTIONS["seed002-48"]  # true; false ("不支持" claimed)
    for question, typed, verdict in [
        (supported, "gj 不支持", Verdict.INCORRECT),
        (supported, "qs 对", Verdict.CORRECT),
        (denied, "qs 不支持，fused kernel 没法重算", Verdict.INCORRECT),
    ]:
        result = grade(question, typed)
        assert result.verdict is verdict and result.needs_confirmation, typed


def test_a_pick_asked_alone_is_offered_to_confirm() -> None:
    for question in SINGLES[:4]:
        key = question.key_text
        wrong = next(label for label in question.options if label != key)
        for typed, reads in [
            (f"选 {key.lower()}？", key),
            (f"我选 {key}?", key),
            (f"xz {wrong.lower()}？", wrong),
        ]:
            result = grade(question, typed)
            assert result.understood.choices == [reads] and result.needs_confirmation, (question.id, typed)
        for typed in (f"要我选 {key}？", f"选 {key} 吗", f"选 {key}？不对", f"不选 {key}？", f"别选 {key}？"):
            assert grade(question, typed).verdict is Verdict.INVALID, (question.id, typed)


def test_all_chosen_in_words_is_every_option() -> None:
    question = QUESTIONS["seed002-36"]
    for typed in ("xz 全部", "选全部", "我选择全部"):
        assert grade(question, typed).understood.choices == sorted(question.options), typed
    for typed in ("不选全部", "选全部？", "选全部不对"):
        assert grade(question, typed).verdict is not Verdict.CORRECT, typed


def test_indeed_opening_before_a_comma_agrees_as_its_mark() -> None:
    true_claim, false_claim = QUESTIONS["seed002-44"], QUESTIONS["seed002-48"]
    for question, typed, verdict in [
        (true_claim, "qs，group 小 scale 就多", Verdict.CORRECT),
        (true_claim, "确实，分组越小显存越高", Verdict.CORRECT),
        (false_claim, "确实，fused kernel 没法重算", Verdict.INCORRECT),
    ]:
        result = grade(question, typed)
        assert result.verdict is verdict and result.needs_confirmation, typed
    for question, typed in [
        (true_claim, "确实，不对"),
        (false_claim, "的确，不对"),
        (false_claim, "确实，支持"),
    ]:
        assert grade(question, typed).verdict is Verdict.INVALID, typed  # agreed, then denied: which?
