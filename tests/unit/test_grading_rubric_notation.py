"""The rubric reads math notation as the words it stands for, and identifiers as their words
(``_rubric.rubric_terms``), so that a terse or symbolic derivation covers the items a written-out one
does; a limit's premise ("τ→0") lends no "趋于" to an item, and a wrong claim stays uncovered."""

from bank.grading.open._rubric import coverage, rubric_terms

STEM = "证明当温度 τ→0⁺ 时，softmax(QK^T/τ)V 退化为硬注意力，并给出极限形式。"
POINTS = [
    "τ→0⁺ 时非最大项的指数趋于负无穷、权重趋于 0，最大项权重为 1",
    "输出极限为 v_{argmax}（并列时取这些 value 的平均），即硬注意力",
    "非最大项权重不超过 (n−|M_i|)·exp(−Δ_i/τ)，指数收敛",
]


def test_notation_reads_as_words() -> None:
    cases = {
        "权重 → 0": {"权重", "趋于", "0"},
        "指数 → −∞": {"指数", "趋于", "负", "无穷"},
        "(s−m)/τ → -∞": {"趋于", "负", "无穷"},
        "误差 ≤ (n−k)e^{−Δ/τ}": {"不", "超过"},
        "输出 = v_{argmax}": {"v_argmax", "argmax"},
        "offload_optimizer 到 cpu": {"offload", "优化器"},
    }
    for text, wanted in cases.items():
        found = rubric_terms(text)
        assert wanted <= found, f"{text!r}: {sorted(wanted - found)} missing from {sorted(found)}"


def test_limit_premise_lends_no_tending() -> None:
    for text in ["τ→0 权重全变 0", "x → 0 时权重全变 0", "τ→0⁺，权重都是 0"]:
        assert "趋于" not in rubric_terms(text), text


def test_symbolic_answers_cover_the_points() -> None:
    answers = {
        "非最大项 exp((s−m)/τ) → −∞，权重 → 0，最大项权重恒 1": 0,
        "输出 → v_{argmax}（并列取 value 平均），即硬注意力": 1,
        "输出 = v_argmax，并列时这些 value 取平均，即硬注意力": 1,
        "非最大项权重 ≤ (n−|M_i|)e^{−Δ_i/τ}，指数收敛": 2,
    }
    for answer, point in answers.items():
        found = coverage(POINTS, answer, STEM)
        assert POINTS[point] in found.covered, f"{answer!r}: {found}"


def test_wrong_claims_stay_uncovered() -> None:
    # the unsafe neighbours: the same notation for the opposite or another thing
    answers = {
        "τ→0 权重全变 0，输出就是 0 向量": 0,
        "τ→0 时所有 exp 都 → 1，权重变成平均": 0,
        "非最大项权重 → 1/n，输出 → v 的平均": 2,
        "τ→0 时输出 → 所有 v 的平均": 1,
    }
    for answer, point in answers.items():
        found = coverage(POINTS, answer, STEM)
        assert POINTS[point] not in found.covered, f"{answer!r}: {found}"
