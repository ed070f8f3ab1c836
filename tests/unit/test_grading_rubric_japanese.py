"""The rubric reads a Japanese-mixed answer's loanwords as the Chinese words of the key points
(``RUBRIC_JAPANESE``): "テナントごとに別ジョブ" names 租户 and 作业 as "每个租户独立作业" does. A clause
that denies them ("ホットスペアは要らない", "使いません") names nothing; a list of loanwords alone does
not make an answer correct."""

from bank.grading import Verdict, grade
from bank.grading.open._rubric import coverage, rubric_terms, terms
from tests.helpers.curated import curated_catalog

STEM = "设计一个多租户 MoE 训练平台：租户隔离、专家负载均衡、故障快速恢复。"
RECOVERY = "快速恢复：异步或内存级分布式 checkpoint、故障检测、热备与 elastic rendezvous，估算恢复时间"


def test_loanwords_read_as_the_points_words() -> None:
    cases = {
        "テナントごとに別ジョブ": {"租户", "作业"},
        "別プロセスグループ": {"进程"},
        "checkpoint は非同期でメモリにもコピー": {"异步", "显存", "检查点"},
        "落ちたらホットスペアに切り替え": {"热备"},
    }
    for text, wanted in cases.items():
        found = rubric_terms(text)
        assert wanted <= found, f"{text!r}: {sorted(wanted - found)} missing from {sorted(found)}"
    assert "租户" not in terms("テナントごとに別ジョブ")  # the choice reader's words are its own


def test_a_denying_clause_names_nothing() -> None:
    for text in [
        "ホットスペアは要らない",
        "ホットスペアは使いません",
        "非同期 checkpoint はしない",
        "メモリコピーなし",
    ]:
        found = rubric_terms(text)
        assert not {"热备", "异步", "显存"} & found, f"{text!r}: {sorted(found)}"
    covered = "checkpoint は非同期でメモリにもコピー、落ちたらホットスペアに切り替え"
    assert coverage([RECOVERY], covered, STEM).shares[0] > 0
    denied = "checkpoint は非同期じゃない、メモリコピーもしない、ホットスペアも要らない"
    assert coverage([RECOVERY], denied, STEM).shares[0] == 0


def test_japanese_answers_graded_by_what_they_cover() -> None:
    question = {q.id: q for q in curated_catalog()}["seed001-20"]
    partial = (
        "テナントごとに別ジョブと別プロセスグループ、checkpoint は非同期でメモリにもコピー、"
        "落ちたらホットスペアに切り替え"
    )
    assert grade(question, partial).verdict is Verdict.PARTIAL
    never_correct = [
        partial,
        "テナント ジョブ プロセスグループ メモリ ホットスペア チェックポイント エキスパート ルーティング",
    ]
    for answer in never_correct:
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    for answer in ["ホットスペアは要らない", "テナントは要らない、ジョブもない"]:
        assert grade(question, answer).verdict is Verdict.INCORRECT, answer
