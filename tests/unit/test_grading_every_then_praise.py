"""Every option chosen, then a "but" that turns only to praise ("四个都能用，…长度过滤最粗暴但最有效"):
nothing taken back, every option, to confirm. A "but" before a limit, a denial, a question, a ranking or
an exception ("但长度只在英文上有效", "但最有效的是长度", "…，ppl 除外") still keeps every option unread.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

FILTERS = Question(
    id="fx-every-praise",
    bank="fx",
    type=QuestionType.MULTI,
    stem="在数据过滤阶段，下列哪些指标可用于评估文档质量？",
    options={"A": "perplexity", "B": "fastText lang_score", "C": "重复 n-gram 比例", "D": "文档长度"},
    key="ABCD",
    scoring=Scoring.ALL_OR_NOTHING,
)


def test_a_but_turning_only_to_praise_keeps_every_option() -> None:
    for answer in (
        "四個都能用。我們做預訓練資料清洗時 ppl、長度全上了，最後長度過濾最粗暴但最有效",
        "四个都能用，长度过滤粗暴但有效",
        "全选，长度简单但是很管用。",
    ):
        graded = grade(FILTERS, answer)
        assert graded.understood.choices == ["A", "B", "C", "D"], answer
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


def test_a_but_before_anything_but_praise_reads_no_every_option() -> None:
    for answer in (
        "全选，但最有效的是长度",
        "四个都能用，但长度不好用",
        "四个都能用，但长度有效吗",
        "四个都能用，但长度只在英文上有效",
        "四个都能用，长度最粗暴但最有效，ppl 除外",
    ):
        graded = grade(FILTERS, answer)
        assert graded.verdict is not Verdict.CORRECT, answer
        assert graded.understood.choices != ["A", "B", "C", "D"], answer
