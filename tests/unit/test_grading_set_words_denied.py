"""An option of a chosen set denied later in its own words or by a part (issue "Grading a typed
answer"): on seed000-18 (key AD, D "兼容 FlashAttention-2") "A、D，FlashAttention 不对" read AD, to
confirm, though the candidate denies D; and "A、B、D，B 的额外通信不存在" read AD, the praise of B ("no
extra communication") taken for a part said not to exist (``_part_denied``), B dropped. Both now ask
again. The nearest sentences read as before: the option's full text denied (already asked again), a
plain letter denied after the set ("A、B、D，B 不对": B taken out), words of an option not chosen, the
rest denied, an affirmation, and a part denied of an option first named there.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice import find_mentions
from bank.grading.decisions._set_words_denied import set_words_denied
from bank.grading.mentions._mentions import prepare
from tests.helpers.curated import curated_catalog

# B 需要修改 attention mask 为 block-diagonal, D 兼容 FlashAttention-2, E 需要 root-level MPI
ULYSSES = curated_catalog().get("seed000-18")


@pytest.mark.parametrize(
    "answer",
    ["A、D，FlashAttention 不对", "A、D，FlashAttention 肯定不对", "AD，FlashAttention 错了",
     "A、D，FlashAttention 不支持", "A、D、E，MPI 不对", "A、B、D，B 的额外通信不存在",
     "A、B、D，B 的那个 mask 压根不存在", "A、D、E，E 的 MPI 依赖根本不存在", "A、D、E，FlashAttention 不对"],
)  # fmt: skip
def test_a_chosen_option_denied_in_its_words_or_by_a_part_is_asked_again(answer: str) -> None:
    graded = grade(ULYSSES, answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "verdict", "choices"),
    [("A、D，FlashAttention 没问题", Verdict.CORRECT, ["A", "D"]),
     ("A、D，block-diagonal 不对", Verdict.CORRECT, ["A", "D"]),  # B's words: B not chosen
     ("A、D，MPI 不对", Verdict.CORRECT, ["A", "D"]),
     ("A、D，其他都不对", Verdict.CORRECT, ["A", "D"]),
     ("A、D，C 不对", Verdict.CORRECT, ["A", "D"]),
     ("A、B、D，B 不对", Verdict.CORRECT, ["A", "D"]),  # B taken out by its letter, as before
     ("A、D，B 的参数不存在", Verdict.CORRECT, ["A", "D"]),  # a part of an option not chosen
    ],
)  # fmt: skip
def test_the_nearest_sentences_read_as_before(answer: str, verdict: Verdict, choices: list[str]) -> None:
    graded = grade(ULYSSES, answer)
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), (answer, graded.rationale)


def test_words_shared_by_two_options_deny_neither() -> None:
    options = {"A": "需要 root MPI", "B": "需要 mask", "C": "O(1)"}
    text, code = prepare("A、B，需要 不对")
    mentions, _ = find_mentions(text, code, options, "")
    assert set_words_denied(text, mentions, {"A", "B"}, options) == set()
    text, code = prepare("A、B，MPI 不对")
    mentions, _ = find_mentions(text, code, options, "")
    assert set_words_denied(text, mentions, {"A", "B"}, options) == {"A"}
