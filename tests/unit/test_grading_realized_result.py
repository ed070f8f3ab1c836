"""A calculation corrected by a realization ("232 GB，哦 K 和 V 两份，×2 = 464 GB"; blind-87 read 232 GB):
the interjection opening the clause after a figure, then a figure written as a result or closing the
answer, takes the first back as "不对" would; the later figure is read, to confirm. A realization asked,
hedged, conditional or only an aside ("哦对了", "哦对 没错") takes nothing back: the later figure is never
read from it."""

from __future__ import annotations

from bank.grading import grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
QID = "seed000-30"  # KV cache in GB, key 464 GB

FIRSTS = ["232 GB", "928GB", "116 GB"]
INTERJECTIONS = ["哦", "噢", "喔", "哦哦"]
CLAUSES = ["K 和 V 两份", "还有 V", "单位是字节", ""]
RESULTS = ["×2 = {0}", "= {0}", "那就是 {0}", "{0}", "约 {0}"]


def _realized() -> list[tuple[str, float]]:
    """Each clause with each result form, the first figure, interjection and later figure in turn."""
    out = []
    for index, (clause, result) in enumerate((c, r) for c in CLAUSES for r in RESULTS):
        first = FIRSTS[index % len(FIRSTS)]
        said = INTERJECTIONS[index % len(INTERJECTIONS)]
        value, written = ((464.0, "464 GB"), (232.0, "232GB"))[index % 2]
        if first.replace(" ", "") == written.replace(" ", ""):
            first = "928GB"
        middle = f"{said} {clause}，" if clause else f"{said}，"
        out.append((f"{first}，{middle}{result.format(written)}", value))
    return out


def test_a_realization_takes_the_figure_before_it_back() -> None:
    for answer, value in _realized():
        graded = grade(BANK[QID], answer)
        numbers = graded.understood.numbers or []
        assert [found.value for found in numbers] == [value], f"{answer!r}: {graded}"
        assert graded.needs_confirmation, f"{answer!r}: {graded}"


UNSETTLED = [  # the later figure is never read from these
    "232 GB，哦 是不是还要 ×2 = 464 GB？",
    "232 GB，哦 要乘 2 吗 = 464 GB",
    "232 GB，哦 如果 K 和 V 分开 = 464 GB",
    "232 GB，哦 也可能 = 464 GB",
    "232 GB，哦对了，单卡 = 464 GB",
    "232 GB，哦对 没错，464 GB",
    "232 GB，哦 不会了，464 GB 吗",
    "232 GB 哦，K 和 V 各 464 GB",
    "232 GB，哦 每层 = 464 GB",
]


def test_an_unsettled_realization_reads_no_later_figure() -> None:
    for answer in UNSETTLED:
        graded = grade(BANK[QID], answer)
        numbers = graded.understood.numbers or []
        assert 464.0 not in [found.value for found in numbers], f"{answer!r}: {graded}"
        assert graded.score < 1.0, f"{answer!r}: {graded}"


REFUSED = [  # a negation, a doubt or another's figure after the realization: either figure may be meant
    "232 GB，哦 不用 ×2 = {0}",
    "232 GB，哦 K 和 V 两份，×2 = {0}？",
    "232 GB，哦 有人说 {0}",
    "232 GB，哦 书上是 {0}",
    "232 GB，哦 ×2 = {0}，不确定",
    "232 GB，哦 ×2 = {0} 那是错误做法",
    "232 GB，哦 ×2 = {0}...",
    "{0}，哦 不用 ×2，232 GB",
    "{0}，哦 没必要 ×2，116 GB",
]


def test_a_refused_realization_credits_no_figure() -> None:
    for index, form in enumerate(REFUSED):
        answer = form.format(("464 GB", "464GB")[index % 2])
        graded = grade(BANK[QID], answer)
        assert graded.score < 1.0, f"{answer!r}: {graded}"
