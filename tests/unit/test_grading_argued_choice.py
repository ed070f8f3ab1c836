"""An objection to the question, then a choice; a comparison, then nothing more (blind batch 89).

"题目有歧义，不过按题意 A", "…，按出题人的意思还是 ABC": an appeal to what the question means chooses
the option after it, and sets aside what the objection said before it — a denial of that option ("这题
要是…就不是 0 了，不过按题意 A", "…而不是 position_ids，不过选项里只有 A 沾边"), a case it held, a
"还是" that means still. "Hinton 原版用 T 大一些，5 比 1 更像蒸馏": a comparison in a clause of its own
after other words prefers the option before 比, as one opening the answer does. Each is read to
confirm. Pinned beside them, the neighbours that must stay unread or wrong: an appeal with a condition
or a denial of its own, a comparison asked, ranked lower, of sizes, said by someone else, or undone by
the reverse comparison.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import assert_read_to_confirm

# seed001-06: 0 / 5% / 10% / 50%, key A; seed002-03: A is position_ids; seed002-12: 1 / 3 / 5 / 10, key
# A; seed001-15: a multiple choice, key ABC
READ = [
    ("seed001-06", "“5 倍”加上 trim=10，这题要是攻击者不全在上尾就不是 0 了，不过按题意 A", "A"),
    ("seed001-06", "按题意 A", "A"),
    ("seed001-06", "按题意就 A", "A"),
    ("seed001-06", "按题意就是 A", "A"),
    ("seed001-06", "按出题人的意思 A", "A"),
    ("seed001-06", "题目有歧义，但按出题人的意思选 A", "A"),
    ("seed001-06", "严格说不是 A，不过按出题人的意思选 A", "A"),
    ("seed001-06", "要是攻击者都在下尾就是 B，不过按题意 A", "A"),
    ("seed001-06", "题目不严谨，按题意来看 D", "D"),
    ("seed002-03", "严格说改的是 position_embedding 权重而不是 position_ids，不过选项里只有 A 沾边", "A"),
    ("seed002-03", "不是 A，选项里只有 A 沾边", "A"),
    ("seed001-15", "IS 严格说评的是质量+多样性而不是纯多样性，题目有点宽；按题意还是 ABC", "A、B、C"),
    ("seed001-15", "IS 评的不是纯多样性，不过按题意 ABC", "A、B、C"),
    ("seed002-12", "Hinton 原版用 T 大一些，5 比 1 更像蒸馏", "C"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 更像蒸馏", "A"),
    ("seed002-12", "原版 T 大。1 比 5 靠谱。", "A"),
    ("seed002-12", "原版 T 大，1 比 5 好一点吧", "A"),
    ("seed002-12", "原版 T 大，10 比 3 稳得多", "D"),
    ("seed002-12", "原版 T 大，A 比 C 靠谱", "A"),
    ("seed002-12", "原版 T 大，1 比 5 好得多，选 A", "A"),
]

UNREAD = [
    ("seed001-06", "按理说 A"),  # in theory, not the question's meaning
    ("seed001-06", "按题意 A 不对"),
    ("seed001-06", "按题意不是 A"),
    ("seed001-06", "按题意，不是 A"),
    ("seed001-06", "按题意的话 A"),  # a condition of its own
    ("seed001-06", "如果按题意就 A"),
    ("seed001-06", "要是攻击者在上尾，按题意 A"),  # no turn from the case: the case still holds
    ("seed001-06", "A 不对，按题意也不是 A"),
    ("seed001-06", "按题意就 A 吗？"),
    ("seed002-03", "不是 A，选项里只有 A 不沾边"),
    ("seed002-12", "Hinton 原版用 T 大一些，5 比 1 更像蒸馏吗？"),
    ("seed002-12", "原版 T 大，1 比 5 更靠谱？"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 大"),  # a size, not a preference
    ("seed002-12", "Hinton 原版用 T 大一些，1 不如 5"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 差"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 好不了多少"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 靠谱？才怪"),
    ("seed002-12", "原版 T 大，1 比 5 可能性小"),
    ("seed002-12", "原版 T 大，1 比 5 更好理解"),
    ("seed002-12", "原版 T 大，老师说 1 比 5 靠谱"),
    ("seed002-12", "Hinton 原版用 T 大一些，如果 1 比 5 更靠谱，就选 A"),
    ("seed002-12", "Hinton 原版用 T 大一些，不是 1 比 5 更好"),
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 好，5 比 1 更好"),  # which one wins?
    ("seed002-12", "Hinton 原版用 T 大一些，1 比 5 好，但 5 比 1 更好"),
    ("seed002-12", "原版 T 大，A 比 C 靠谱，C 比 A 稳"),
    ("seed002-12", "原版 T 大，1 比 5 和 10 都靠谱"),
]

# held open beside the one preferred or appealed to: a hedge, never the key
HEDGED = [
    ("seed001-06", "按题意 A 吧，B 也有可能"),
    ("seed001-06", "要是攻击者都在下尾就是 B，不过按题意 A 吧，也可能 B"),
    ("seed002-12", "原版 T 大，1 比 5 靠谱，5 也可能"),
    ("seed002-12", "原版 T 大，1 比 5 靠谱一点，不过 5 也说得通"),
]


@pytest.mark.parametrize(("qid", "answer", "reading"), READ)
def test_the_option_appealed_to_or_preferred_is_read_to_confirm(qid: str, answer: str, reading: str) -> None:
    assert_read_to_confirm(qid, answer, reading)


@pytest.mark.parametrize(("qid", "answer"), UNREAD)
def test_an_appeal_or_a_comparison_that_does_not_choose_is_asked_again(qid: str, answer: str) -> None:
    graded = grade(curated_catalog().get(qid), answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(("qid", "answer"), HEDGED)
def test_an_option_kept_open_beside_it_is_a_hedge(qid: str, answer: str) -> None:
    graded = grade(curated_catalog().get(qid), answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (answer, graded.reading)
