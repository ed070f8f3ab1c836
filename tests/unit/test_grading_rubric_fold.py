"""The rubric folds a synonym onto its key point's word, and leaves that word itself alone: "扩缩容"
holds its variant "缩容", and folding inside it made "扩扩缩容", which no answer's "扩缩容" or
"扩缩" matched. The shortened "扩缩" a candidate writes reads as the point's word, in the rubric only."""

from bank.grading.open._rubric import coverage, rubric_terms, terms

SCALING = "横向扩展：无状态 worker、分区、按 lag 自动扩缩容"
STEM = "设计端到端推理系统，说明模型选型、调度策略与横向扩展方案。"


def test_a_canonical_word_is_not_folded_again() -> None:
    for text in ["自动扩缩容", "按 lag 自动扩缩容", "弹性扩缩容"]:
        found = terms(text)
        assert "扩缩容" in found and "扩扩" not in found, f"{text!r}: {sorted(found)}"
    for text in ["扩容", "缩容", "autoscaling"]:  # the variants still fold onto it
        assert "扩缩容" in terms(text), text


def test_a_shortened_form_reads_as_the_points_word() -> None:
    for text in ["KEDA 按 lag 扩缩", "worker 扩缩"]:
        assert "扩缩容" in rubric_terms(text), f"{text!r}: {sorted(rubric_terms(text))}"
    assert "扩缩容" not in terms("KEDA 按 lag 扩缩")  # the choice reader's words are its own


def test_scaling_point_covered_by_its_idea_not_by_a_denial() -> None:
    covered = ["无状态 worker，KEDA 按 lag 扩缩", "worker 无状态，按消费 lag 自动扩缩容"]
    for answer in covered:
        assert coverage([SCALING], answer, STEM).covered == [SCALING], answer
    not_covered = ["不需要扩缩容，固定 100 台机器", "横向扩展方案：扩缩"]
    for answer in not_covered:
        assert coverage([SCALING], answer, STEM).covered == [], answer
