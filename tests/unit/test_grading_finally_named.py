"""An option after "最后" closing the answer after another option (a red team of batch 80): "B。最后
C" and "A 不对，B 那个只管 cudnn；最后 C" read B, the option the answer ends on left unread, and were graded
correct where the key is B. The close is never passed over for an option before it: the answer is asked
again. A close denied ("B。最后 C 也不对") leaves the option before it, and a chain closed on the key is
read as before.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
COMPILE = QUESTIONS["seed000-01"]  # key B (of A–D)


def test_the_close_is_never_passed_over_for_an_option_before_it() -> None:
    for answer in [
        "B。最后 C",
        "B，最后 C。",
        "A 不对，B 那个只管 cudnn；最后 C",
        "A 不对，B 那个只管 cudnn。最后 C",
        "B 那个只管 cudnn；最后 D",
        "B 只管 cudnn；最后 C 吧",
        "B. in the end C",
        "B, finally D",
    ]:
        graded = grade(COMPILE, answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)
        assert graded.understood.choices != ["B"], (answer, graded)


def test_a_denied_close_and_a_chain_closed_on_the_key_are_read_as_before() -> None:
    for answer in ["B。最后 C 也不对", "D 不对；A 不是；最后 B", "A 不对，B 对，最后 C 肯定不对"]:
        graded = grade(COMPILE, answer)
        assert graded.understood.choices == ["B"], (answer, graded)
