"""Another's answer quoted first (blind batch 89, ``_quoted_first``): a teammate's or a chatbot's answer
("GPT 说 B，我觉得 C", "同事说 512，我记得是 128 条，C", "师兄说 A、C，我跟他一样") is never chosen by
quoting it. The candidate's own answer after it counts, to confirm; a clause only adopting it chooses it,
to confirm; a report with nothing of theirs ("文心一言说选 D", "Claude 跟我说是 D，…，我半信半疑") is asked
again. Pinned with the neighbours that must stay unread: what after the quote adds to it, takes from it or
sums it ("…，C 也对", "…，再加 B", "…，都对"), a rejection naming no answer ("…，我觉得不太对"), and on a
true/false claim a bare judgement after a quote of "false" ("GPT 说错，我觉得不对": of the claim, or of GPT?).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = curated_catalog()

C, W = Verdict.CORRECT, Verdict.INCORRECT

# question, answer, verdict, reading (read to confirm whenever not invalid)
READ = [
    # the candidate's own answer after the quote
    ("seed000-15", "chatgpt 说 pagedKVCachePlugin，不过我记得 rotary 参数是传给 gpt_attention 的，A", C, "A"),
    ("seed002-06", "同事说 512，我记得是 128 条，C", C, "C"),
    ("seed000-10", "队友说 4×hidden，他忘了 gate。D", C, "D"),
    ("seed000-06", "GPT 说 D，我觉得是 B", C, "B"),
    ("seed000-06", "豆包告诉我 D，我选 A", W, "A"),
    ("seed000-06", "my friend says D, but I'd go with B", C, "B"),
    ("seed002-06", "文档说 128，所以 C", C, "C"),
    ("seed000-16", "GPT 说 C 不对，eps 是 1e-6，我查过 config 是 1e-5，所以 ABCDE", C, "A、B、C、D、E"),
    ("seed002-39", "GPT 说 ABC，序列长度那个是它瞎编的，A、C", C, "A、C"),
    ("seed001-15", "GPT 说 ABC，我不同意，AB", W, "A、B"),
    ("seed002-43", "GPT 说对，我觉得“一定”太绝对了，错", C, "错"),
    ("seed002-43", "GPT 说对，我不同意", C, "错"),
    ("seed002-41", "队友说这是错的，我觉得他记错了，对", C, "对"),
    ("seed002-45", "文档说不支持，所以错", W, "错"),
    ("seed000-30", "GPT 算的 928 GB，它把 fp16 当 4 字节了，我算 464 GB", C, "464 GB"),
    ("seed000-30", "GPT 算的 464 GB，我觉得是 232 GB", W, "232 GB"),
    ("seed000-29", "队友写的 cpu/cpu，题目要 NVMe，两个都改成 nvme", C, "nvme\nnvme"),
    # the quoted answer adopted
    ("seed001-15", "师兄说 A、C，我跟他一样", W, "A、C"),
    ("seed001-15", "师兄说 ABC，我跟他一样", C, "A、B、C"),
    ("seed002-17", "同学说 8×，我觉得也差不多", W, "D"),
    ("seed000-06", "GPT 说 B，听他的", C, "B"),
    ("seed000-06", "Claude 说 B, I agree", C, "B"),
    ("seed002-46", "Claude 说不一定，我同意", W, "错"),
    ("seed002-43", "GPT 说错，我同意", C, "错"),
    ("seed002-43", "我同学说错，我也觉得错", C, "错"),
    ("seed002-43", "GPT 说错，我也是这么想的", C, "错"),
    ("seed000-30", "GPT 算的 928 GB，我同意", W, "928 GB"),
]

# never read: nothing of the candidate's own, or what follows leans on the quote
UNREAD = [
    ("seed002-01", "文心一言说选 D"),
    ("seed002-01", "文心一言说选 A"),
    ("seed000-06", "Claude 跟我说是 D，固定斜率，我半信半疑"),
    ("seed000-06", "Claude 跟我说是 B，我半信半疑"),
    ("seed000-06", "GPT 说 B，我觉得不太对"),
    ("seed000-06", "GPT 说 B，我觉得它错了"),
    ("seed000-06", "GPT 说 B，我不同意"),
    ("seed000-06", "GPT 说 B，我跟它不一样"),
    ("seed000-06", "GPT 说 B，我同意吗？"),
    ("seed000-06", "GPT 说 B，我不知道"),
    ("seed000-06", "GPT 说 B，B"),
    ("seed000-06", "Kimi 说 D，B"),
    ("seed000-06", "大家都选 D，但老师说 B 才对"),
    ("seed000-06", "大家都选 D，但是否 B 才对"),
    ("seed000-30", "网上说 928 GB，464 GB"),
    ("seed000-06", "GPT 说 D，B 也对"),
    ("seed000-06", "GPT 说 A，我同意，另外 B 也对"),
    ("seed001-15", "GPT 说 AB，我同意，C 也要"),
    ("seed000-06", "GPT 说 D，除了 B"),
    ("seed000-06", "同事说 D，要是问 32 头就是 B"),
    ("seed000-06", "a colleague told me B, not sure though"),
    ("seed000-06", "my friend says D, no idea"),
    ("seed001-15", "师兄说 A、C，再加 B"),
    ("seed001-15", "师兄说 A、C，B 也要"),
    ("seed001-15", "师兄说 A、B，它漏了 C"),
    ("seed001-15", "师兄说 A、C，我觉得都对"),
    ("seed001-15", "师兄说 ABC，我跟他一样吧？"),
    ("seed002-43", "GPT 说错，我觉得不对"),
    ("seed002-43", "GPT 说错，我觉得它说得不对"),
    ("seed002-43", "GPT 说错，对"),
    ("seed002-43", "GPT 说错，所以对"),
    ("seed002-46", "GPT 说对，我跟它不一样"),
    ("seed002-45", "师兄说支持，我没用过不好说"),
    ("seed000-30", "GPT 算的 232 GB，除以 2"),
    ("seed000-30", "GPT 算的 464 GB，我觉得不对"),
]


@pytest.mark.parametrize(("qid", "answer", "verdict", "reading"), READ)
def test_the_candidates_own_answer_after_a_quote_is_read_to_confirm(
    qid: str, answer: str, verdict: Verdict, reading: str
) -> None:
    result = grade(CATALOG.get(qid), answer)
    assert (result.verdict, result.reading, result.needs_confirmation) == (verdict, reading, True), (
        result.rationale
    )


@pytest.mark.parametrize(("qid", "answer"), UNREAD)
def test_a_quote_with_nothing_of_their_own_is_not_read(qid: str, answer: str) -> None:
    result = grade(CATALOG.get(qid), answer)
    assert result.verdict is Verdict.INVALID, (result.reading, result.rationale)
