"""Comparisons between two options, read by one rule wherever they stand (``choice/_compared_over``).

"1 比 5 好，5 比 1 更好" had been read as A on a key of A: the comparison opening the answer was chosen
by the pass's opening rule while the later one reversing it was not read, so the first was kept. Now a
later comparison that reverses an earlier one, or prefers another option as much ("…，10 比 5 也好"),
leaves no one best and the answer is asked again; after a correction word the last one counts, to
confirm. Pinned beside it, from blind batch 89 and its neighbours:

- English and Chinese verbs that prefer the first option ("B beats D", "B over D", "1 优于 5") choose it,
  to confirm; denied ("B doesn't beat D", "1 不比 5 好", "1 没有 5 好"), asked ("B beats D?") or
  ranked lower ("B loses to D", "1 劣于 5") they choose nothing; "over" between figures is a fraction.
- The option measured against is never chosen by what follows it: "A 比 D 对：…" is no "D 对",
  "1 比 5 对的可能性低" no "5 对" (and ranks 1 lower: asked again); "5 比 1 对的可能性高" prefers 5.
- A size ("5 比 1 大") is no preference; a comparison inside someone's claim or a denial does not stand.
- On a multiple choice, options only compared in a later clause beside a committed set ("A、D 肯定，B 和
  E 比 C 有把握") are held open: a hedge, never the set alone.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import assert_read_to_confirm

# seed002-12: 1 / 3 / 5 / 10, key A; seed000-01: single, key B; seed001-03: 不变 / … , key A;
# seed001-12: a multiple choice, key ABDE; seed000-16: a multiple choice, key ABCDE
READ = [
    ("seed002-12", "1 比 5 好，不对，5 比 1 好", "C"),  # corrected: the last counts
    ("seed002-12", "A 比 C 靠谱。哦不，C 比 A 靠谱", "C"),
    ("seed002-12", "1 比 5 好，不对，5 比 1 好，1 比 5 差", "C"),
    ("seed002-12", "1 比 5 好，5 比 3 好", "A"),  # a chain: 1 best
    ("seed002-12", "A 比 C 好，C 比 A 差", "A"),  # said twice the same way
    ("seed002-12", "老师说 1 比 5 好，我觉得 5 比 1 好", "C"),  # the teacher's does not stand
    ("seed002-12", "1 比 5 好，5 比 1 更好，选 1", "A"),  # a choice after it
    ("seed002-12", "Hinton 原版用 T 大一些，但 5 比 1 更像蒸馏", "C"),  # a turn opens its own clause
    ("seed002-12", "5 比 1 对的可能性高", "C"),
    ("seed002-12", "1 对的可能性比 5 高", "A"),
    ("seed002-12", "1 优于 5", "A"),
    ("seed002-12", "5 明显优于 1", "C"),
    ("seed002-12", "1 胜过 5", "A"),
    ("seed002-12", "1 beats 5", "A"),
    ("seed002-12", "5 beats 1", "C"),
    ("seed002-12", "5 比 1 大，选 C", "C"),
    ("seed000-01", "B beats D", "B"),
    ("seed000-01", "B clearly beats D", "B"),
    ("seed000-01", "B over D", "B"),
    ("seed000-01", "B is better than D", "B"),
    ("seed000-01", "B beats D. no wait, D beats B", "D"),
    ("seed001-03", "A 比 D 对：ReLU 截掉负分数只是稀疏化，远处位置不会全变成 0", "A"),
    ("seed001-03", "D 比 A 对：ReLU 截掉负分数", "D"),
    ("seed001-12", "ABDE 比 ABCDE 对：EM 那条是随机轨迹，连续极限是 SDE 不是 ODE", "A、B、D、E"),
    ("seed001-12", "ABCDE 比 ABDE 对：EM 那条也算", "A、B、C、D、E"),
]

# no one best, asked, denied, ranked lower or a size: nothing chosen, asked again
UNREAD = [
    ("seed002-12", "1 比 5 好，5 比 1 更好"),
    ("seed002-12", "1 比 5 好，但 5 比 1 更好"),
    ("seed002-12", "1 比 5 靠谱。5 比 1 更靠谱"),
    ("seed002-12", "A 比 C 好，C 比 A 更好"),
    ("seed002-12", "1 比 5 好，5 比 1 也好"),
    ("seed002-12", "1 比 5 好，老师说 5 比 1 好"),  # a later one undoes it, whoever says it
    ("seed002-12", "1 比 5 好，10 比 5 也好"),  # two preferred over 5: which?
    ("seed002-12", "1 优于 5，5 优于 1"),
    ("seed002-12", "1 比 5 对的可能性低"),
    ("seed002-12", "1 比 5 可能性低"),
    ("seed002-12", "1 对的可能性比 5 低"),
    ("seed002-12", "1 不比 5 好"),
    ("seed002-12", "1 没有 5 好"),
    ("seed002-12", "1 没 5 靠谱"),
    ("seed002-12", "1 并不比 5 差"),
    ("seed002-12", "1 劣于 5"),
    ("seed002-12", "1 比不上 5"),
    ("seed002-12", "1 不如 5"),
    ("seed002-12", "1 优于 5？"),
    ("seed002-12", "5 比 1 大"),  # a size
    ("seed002-12", "5 比 1 大一些吧"),
    ("seed002-12", "1 没有 5 大"),
    ("seed002-12", "5 比 1 对不对"),
    ("seed000-01", "B beats D?"),
    ("seed000-01", "B is better than D?"),
    ("seed000-01", "B doesn't beat D"),
    ("seed000-01", "B isn't better than D"),
    ("seed000-01", "B is not better than D"),
    ("seed000-01", "B loses to D"),
    ("seed000-01", "B is worse than D"),
    ("seed000-01", "B beats D, D beats B"),
    ("seed000-01", "B over D, D over B"),
    ("seed000-01", "B over D, but D beats B"),
    ("seed000-01", "B > D, D > B"),
    ("seed000-01", "my teammate says B beats D"),
    ("seed000-01", "not B over D"),
    ("seed000-01", "if B beats D then B"),
    ("seed000-01", "B 比 D 靠谱？"),
]

# options only compared beside a committed set: held open, a hedge
HEDGED = [
    ("seed000-16", "A、D 肯定，B 和 E 比 C 有把握"),
    ("seed000-16", "A、D 肯定，E 比 C 有把握"),
    ("seed000-16", "A、D 肯定，B、E 比 C 有把握"),
    ("seed000-16", "A、D 肯定，C 不如 E"),
    ("seed000-16", "A、D，C 比 E 差"),
]


@pytest.mark.parametrize(("qid", "answer", "reading"), READ)
def test_the_one_best_of_the_comparisons_is_read_to_confirm(qid: str, answer: str, reading: str) -> None:
    assert_read_to_confirm(qid, answer, reading)


@pytest.mark.parametrize(("qid", "answer"), UNREAD)
def test_a_comparison_that_leaves_no_one_best_is_asked_again(qid: str, answer: str) -> None:
    graded = grade(curated_catalog().get(qid), answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(("qid", "answer"), HEDGED)
def test_options_only_compared_beside_a_set_are_a_hedge(qid: str, answer: str) -> None:
    graded = grade(curated_catalog().get(qid), answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (answer, graded.reading)
    assert graded.needs_confirmation, answer
