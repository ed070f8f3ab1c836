"""Thinking aloud before committing (blind batch 88): "emm shift scale gate…每个子层三个…嗯 D". The trail of
musings names options, figures and code not chosen; the answer is the commitment after the last pause and
its committing word ("嗯", "那就", "就", "所以"), read to confirm, on every question type. Asked again: a
trail that stops on a pause or the committing word alone, a commitment asked ("嗯…B 吧？") or pointing back
into the trail ("嗯 还有 E", "嗯 剩下两个"), and on a multiple choice one leaving out what the trail affirms.
"""

from __future__ import annotations

from bank.grading import Grade, Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}

# musings that name an option (by letter or by its words) without choosing it, and ones that name nothing
TRAILS = [
    "emm {w} 好像不对",
    "emm 让我想想……{w} 是另一回事",
    "emm {w} 吗…好像不行",
    "emm 这个我记得…{w} 应该不是",
    "emm 嗯 {w} 不太像",  # "嗯" a filler inside the trail, not the commitment
]
CLOSES = ["嗯 {k}", "嗯，{k}", "那就 {k}", "所以 {k}", "嗯…{k}"]


def _trailed(mention: str, close: str, musings: int = 2) -> list[str]:
    """Each trail naming ``mention``, with another stretch of thought, closed on ``close``."""
    middle = "…两个都想了一下…" if musings > 1 else "…"
    return [f"{trail.format(w=mention)}{middle}{close}" for trail in TRAILS]


def _read(question_id: str, answer: str) -> Grade:
    return grade(QUESTIONS[question_id], answer)


def test_a_single_choice_is_the_commitment_not_the_trail() -> None:
    # seed000-10: key D; seed002-01: key A, B's words in the trail (it read B: a reading not meant)
    for qid, key, wrong, words in [
        ("seed000-10", "D", "C", "4×hidden"),
        ("seed002-01", "A", "B", "to(dtype=float16)"),
    ]:
        for turn, close in enumerate(CLOSES):
            for answer in _trailed(wrong if turn % 2 else words, close.format(k=key), musings=1 + turn % 2):
                graded = _read(qid, answer)
                assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded)
        for answer in _trailed(key, f"嗯 {wrong}") + _trailed(
            key, f"那就 {wrong} 吧"
        ):  # the key only mused on
            graded = _read(qid, answer)
            assert graded.verdict is not Verdict.CORRECT, (answer, graded)


def test_a_commitment_by_position_or_by_words_is_read() -> None:
    for qid, answer, verdict in [
        ("seed000-03", "emm 77 是 token 数还是维度来着…就第一个吧", Verdict.INCORRECT),
        ("seed001-02", "emm batch 小了采样偏差更大…嗯 logQ 修正那个", Verdict.CORRECT),
        ("seed002-10", "emm top-2 就是两个专家…64 个里两个…嗯 1/32", Verdict.CORRECT),
        ("seed002-10", "emm top-2 就是两个专家…1/32 吗…嗯 1/64", Verdict.INCORRECT),
        ("seed000-01", "emm 让我想想……max-autotune 是另一个模式……嗯，第二个", Verdict.CORRECT),
        (
            "seed000-04",
            "往下取就是 48。哦等等按 GiB 是 53……那也还是 48",
            Verdict.CORRECT,
        ),  # "also" of "still"
    ]:
        graded = _read(qid, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, (answer, graded)


def test_a_trail_stopping_short_or_asking_is_asked_again() -> None:
    for qid, key in [
        ("seed000-10", "D"),
        ("seed002-39", "A 和 C"),
        ("seed002-41", "对"),
        ("seed000-30", "464 GB"),
    ]:
        for answer in [
            "emm 这个要算一下…两个都想了一下…嗯",
            "emm 这个要算一下…两个都想了一下……",
            "emm 这个要算一下…两个都想了一下…那就",
            f"emm 这个要算一下…嗯…{key} 吧？",
            f"emm 这个要算一下…嗯 {key} 吗",
            f"emm 这个要算一下…嗯 还是原来那个 {key}",
        ]:
            graded = _read(qid, answer)
            assert graded.verdict is Verdict.INVALID, (qid, answer, graded)


def test_a_commitment_turned_or_denied_is_not_the_key() -> None:
    for answer in [
        "emm D 吧…两个都想了一下…嗯 D，不对，C",
        "emm D 吧…两个都想了一下…嗯 不是 D",
        "emm D 吧…两个都想了一下…嗯 D 或者 C",
        "emm D 吧…两个都想了一下…那就 C",
    ]:
        graded = _read("seed000-10", answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)


def test_a_multiple_choice_commitment_and_what_the_trail_affirms() -> None:
    # seed002-39: key A and C; seed002-36: key all four
    for answer in [
        "emm 8192 的限制我没听过…CUDA Graph 不是必须的…嗯 A 和 C",
        "emm B 不对…D 也不是必须的…嗯，AC",
        "emm D 吧…两个都想了一下…那就 A、C",
    ]:
        graded = _read("seed002-39", answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded)
    graded = _read("seed002-36", "emm drop_tokens 有的…EP+DP 也有…top-1 也支持…aux loss 也有…嗯全部")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded
    for answer in [
        "emm A 对的…D 也对…嗯 C",  # D affirmed, left out: D alone or A, C and D?
        "emm A 对的…C 也对…嗯 还有 D",  # added to the trail: not read alone
        "emm A 不对…D 不对…嗯，剩下两个",  # the rest of the trail: not read here
        "emm A 对…C 对…嗯 A",
    ]:
        graded = _read("seed002-39", answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)


def test_true_false_and_calculation_commitments() -> None:
    for qid, answer, verdict in [
        ("seed002-41", "emm DQ 把 32 位的 absmax 常数量化成 8 位…嗯对", Verdict.CORRECT),
        ("seed002-41", "emm 对吧…量化成 8 位…嗯 不对", Verdict.INCORRECT),
        ("seed002-42", "emm kernel 只在一张卡里做 tiling…嗯 错", Verdict.CORRECT),
        ("seed002-42", "emm 错吧…跨卡得靠 ring attention…那就 对", Verdict.INCORRECT),
        ("seed000-30", "emm 2×48×2048 先算…再乘 96×96×128×2…嗯 464 GB", Verdict.CORRECT),
        ("seed000-30", "emm 464 GB 吗…按 GiB 算…嗯 498 GB", Verdict.INCORRECT),
    ]:
        graded = _read(qid, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, (answer, graded)
    graded = _read("seed000-30", "emm 2×48×2048 先算…196608…再乘 96×96×128……")  # unfinished
    assert graded.verdict is Verdict.INVALID, graded


def test_a_fill_is_the_code_committed_not_the_trail() -> None:
    for qid, answer, verdict in [
        (
            "seed001-17",
            "emm 包 forward 还是包 _inner…包 forward 会递归…嗯 cp.checkpoint(_inner, x, use_reentrant=True)",
            Verdict.CORRECT,
        ),
        (
            "seed001-17",
            "emm cp.checkpoint(_inner, x) 吗…会递归…嗯 cp.checkpoint(self.forward, x)",
            Verdict.INCORRECT,
        ),
        ("seed000-27", "emm a 按行…x 放第一维…b 按列…y 放第二维…嗯 P('x'), P(None, 'y')", Verdict.CORRECT),
        ("seed000-27", "emm P('x'), P(None, 'y') 吗…反了…嗯 P(None, 'x'), P('y', None)", Verdict.INCORRECT),
        ("seed000-29", "emm 参数和优化器都去 NVMe…嗯两个都 nvme", Verdict.CORRECT),
        ("seed000-29", "emm 都是 nvme 吗…优化器放内存…嗯 nvme, cpu", Verdict.PARTIAL),
    ]:
        graded = _read(qid, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, (answer, graded)
    for answer in ["emm checkpoint 包 forward 还是包 _inner…嗯 包 _inner", "emm 包 _inner…会递归…嗯"]:
        graded = _read("seed001-17", answer)  # a commitment in words, or none: no fill said
        assert graded.verdict is Verdict.INVALID, (answer, graded)
