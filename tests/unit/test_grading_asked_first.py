"""A question back on what the stem means, then answered (blind batch 81): "是問 vLLM 的實作嗎？那 B D
肯定對" was read as D alone and "是問能不能用、不是問哪個最好吧？那 A B C D" as D (readings not meant),
while "是問每個 rank 還是全局？每個 rank 的話 8" and "是指硬體跟 shape 的硬性要求嗎？那 A 和 C" were
asked again. Now the reply after
the question is read as it reads alone, to confirm; the question's words are no choice. What the reply leaves
open (a bare yes or no, the other reading, two readings, another question) is asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.decisions._asked_first import answer_after_asking
from bank.model import Question
from tests.helpers.curated import curated_catalog

_CATALOG = {question.id: question for question in curated_catalog()}
PAGED = _CATALOG["seed000-23"]  # multi, ABDE
FILTERS = _CATALOG["seed002-38"]  # multi, ABCD
FP8 = _CATALOG["seed002-39"]  # multi, AC
STEPS = _CATALOG["seed002-27"]  # single, A = 8
ROPE = _CATALOG["seed000-15"]  # single, A = gptAttentionPlugin
KV = _CATALOG["seed000-30"]  # calc, 464 GB
QLORA = _CATALOG["seed002-41"]  # true/false, true
FA2 = _CATALOG["seed002-42"]  # true/false, false

# questions back on the stem's meaning, simplified and traditional, Chinese and English; some name an
# option's letter, figure or content, which must never be read
HEADS = (
    "是问能不能用吗？",
    "是問能不能用、不是問哪個最好吧？",
    "是指硬件的硬性要求吗？",
    "這題是問每個 rank 還是全局？",
    "你是说 B 吗？",
    "是问 8 吗？",
    "是問 pagedKVCachePlugin 那個嗎？",
    "题目是指 E 那种情况对吧？",
    "do you mean per rank? ",
    "Is it asking about option A? ",
)
# replies read alone and after every question back: (question, reply)
REPLIES = (
    (PAGED, "那 B D 肯定对"),
    (PAGED, "那就 A B D E"),
    (FILTERS, "那 A B C D"),
    (FILTERS, "A、B"),
    (FP8, "那 A 和 C"),
    (STEPS, "那 16"),
    (STEPS, "8"),
    (ROPE, "那肯定 gptAttentionPlugin"),
    (ROPE, "那 C"),
    (KV, "那 464 GB"),
    (QLORA, "那对的"),
    (FA2, "那不对，单卡内切分"),
)


def _read(question: Question, answer: str) -> tuple[object, ...]:
    graded = grade(question, answer)
    return graded.verdict, graded.score, graded.understood.choices, graded.understood.truth


def test_the_reply_after_a_question_back_reads_as_alone_to_confirm() -> None:
    for index, (question, reply) in enumerate(REPLIES):
        alone = _read(question, reply)
        assert alone[0] is not Verdict.INVALID, reply
        for shift in (0, 3, 7):  # each reply after three questions back, every one used
            head = HEADS[(index + shift) % len(HEADS)]
            answer = head + reply
            graded = grade(question, answer)
            assert _read(question, answer) == alone, answer
            assert graded.needs_confirmation, answer


def test_a_condition_taking_one_reading_is_passed_over() -> None:
    for answer, verdict in (
        ("是問每個 rank 還是全局？每個 rank 的話 8", Verdict.CORRECT),
        ("是问每个 rank 还是全局？全局的话，那就 16", Verdict.INCORRECT),
        ("是问 per rank 吗？是的话 8", Verdict.CORRECT),
        ("do you mean per rank? if so, 16", Verdict.INCORRECT),
        ("you mean per rank or global? if per rank, then 8", Verdict.CORRECT),
        ("是问每个 rank 还是全局？如果是全局，那 16", Verdict.INCORRECT),
        ("是問每個 rank 還是全局？如果是每個 rank 的話，8", Verdict.CORRECT),
    ):
        graded = grade(STEPS, answer)
        assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer
    # a yes to the question back before the letter: the letter; a no before it is kept with it
    graded = grade(PAGED, "是指能不能共享 KV 嗎？能，B。其他不確定就不選")
    assert (graded.understood.choices, graded.needs_confirmation) == (["B"], True)
    assert answer_after_asking("是问能不能共享吗？不能，B") == "不能，B"
    # a condition of the answer's own after a yes-no question back: read with the answer, as alone
    assert answer_after_asking("是说多样性吗？步数少的话会更高，对") == "步数少的话会更高，对"
    # a reading naming an option is no reading taken: the reply is read whole, as alone
    for answer in ("是问哪些对吗？A 的话对，C 也对", "是问哪些对吗？C 的话对"):
        assert grade(PAGED, answer).verdict is not Verdict.CORRECT, answer
    graded = grade(PAGED, "是問 Instruct 版還是 base？架構一樣的話那就 A B D，C 不確定所以不選")
    assert graded.understood.choices == ["A", "B", "D"] and graded.needs_confirmation


def test_what_the_reply_leaves_open_is_asked_again() -> None:
    for question in (STEPS, PAGED, QLORA, FA2, KV):
        for answer in (
            "是问每个 rank 吗？",  # no reply
            "是問 NVMe 嗎？是",  # yes to which?
            "是问能不能切分吗？能",
            "you mean per rank? yes",
            "是指每个 rank 吗？不是",
            "是问每个 rank 吗？还是全局？",  # another question
            "是问每个 rank 还是全局？",  # left open
            "是问每个 rank 吗？不是的话 8",  # the other reading
            "是问每个 rank 还是全局？每个 rank 的话 8，全局的话 64",  # both readings
            "是问每个 rank 吗？是的话 A，否则 B",
            "是问每个 rank 吗？如果不是，那 8",
        ):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_the_question_backs_words_are_never_the_answer() -> None:
    # the key named in the question, another option answered: never the key
    for question, answer in (
        (STEPS, "是问 8 吗？那 16"),
        (STEPS, "你是说 A 吗？那 B"),
        (ROPE, "是问 gptAttentionPlugin 吗？那 C"),
        (FP8, "是指 A 和 C 吗？那 B D"),
        (PAGED, "是問 A B D E 嗎？那 C"),
    ):
        assert grade(question, answer).verdict is Verdict.INCORRECT, answer
    # a hedge, a denial or a correction in the reply is read as it is alone: never correct
    for question, answer in (
        (FILTERS, "是问能不能用吧？那 A 吧，不确定"),
        (STEPS, "是问每个 rank 吗？那 8 吧，也可能 16"),
        (STEPS, "是问每个 rank 吗？那不是 8"),
        (STEPS, "是问每个 rank 吗？那 8，哦不对，16"),
        (FP8, "是指硬性要求吗？那 A 和 C 都不是"),
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_a_question_not_on_the_stems_meaning_is_no_question_back() -> None:
    # no opening on the stem's meaning, or not the answer's first sentence: left to the other readers
    for answer in (
        "是 8 吗？那 16",
        "8，是问每个 rank 吧？那 16",
        "我的意思是 8？那 16",
        "问题是 8 吗。那 16",
    ):
        assert answer_after_asking(answer) is None, answer
    assert answer_after_asking("是問每個 rank 嗎？那 16") == "那 16"  # traditional as simplified
