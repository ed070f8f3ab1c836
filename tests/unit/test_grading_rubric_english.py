"""The rubric reads an English word as the Chinese word of a key point it stands for
(``RUBRIC_WORDS`` in ``_rubric.rubric_terms``): "subtract the row max" covers "每行减去最大值", as
written out in Chinese it would. Only words written as words: an index's name ("max_j") is not the
word, the choice reader's ``terms`` are untouched, and a wrong claim in English stays uncovered."""

from bank.grading.open._rubric import coverage, rubric_terms, terms

DERIVATION = "证明当温度 τ→0⁺ 时，softmax(QK^T/τ)V 退化为硬注意力，并给出极限形式。"
DERIVATION_POINTS = [
    "每行减去最大值 m_i 后写出 softmax 的等价形式",
    "τ→0⁺ 时非最大项的指数趋于负无穷、权重趋于 0，最大项权重为 1",
    "极限权重是 argmax 位置上的 one-hot，并列最大时在并列位置上均分 1/|M_i|",
    "输出极限为 v_{argmax}（并列时取这些 value 的平均），即硬注意力",
]
DESIGN = "设计一个多租户 MoE 训练平台：租户隔离、专家负载均衡、故障快速恢复。"
DESIGN_POINTS = [
    "租户隔离：独立作业、进程组与资源配额，梯度与优化器状态不跨租户",
    "负载均衡：辅助损失 / 容量因子 / 路由偏置或 Sinkhorn，并给出负载方差指标的定义与监控",
    "快速恢复：异步或内存级分布式 checkpoint、故障检测、热备与 elastic rendezvous，估算恢复时间",
]


def test_english_words_read_as_the_points_words() -> None:
    cases = {
        "Subtract the row max": {"减去", "每行", "最大值"},
        "ties split evenly": {"并列"},
        "the output limit is the mean": {"输出", "极限", "平均"},
        "hard attention": {"硬", "注意力"},
        "capacity factor and aux loss": {"容量", "因子", "辅助", "损失"},
        "stateless workers, per-tenant jobs": {"无", "状态", "租户", "作业"},
        "async checkpoint, failure detection, hot spare": {"异步", "故障", "检测", "热备"},
        "ZeRO-3 shards grads and optimizer states": {"分片", "梯度", "状态"},
    }
    for text, wanted in cases.items():
        found = rubric_terms(text)
        assert wanted <= found, f"{text!r}: {sorted(wanted - found)} missing from {sorted(found)}"


def test_only_words_written_as_words() -> None:
    # "max_j" names an index; the choice reader keeps its own words
    assert "最大值" not in rubric_terms("m_i = max_j s_ij")
    for text in ["Subtract the row max", "capacity factor", "ties split evenly"]:
        assert not terms(text) & {"减去", "每行", "最大值", "容量", "因子", "并列"}, text


def test_english_answers_cover_the_points() -> None:
    cases = [
        (DERIVATION, DERIVATION_POINTS, "Subtract the row max m_i; softmax is shift-invariant.", 0),
        (DERIVATION, DERIVATION_POINTS, "Each row minus its maximum m_i, softmax unchanged.", 0),
        (
            DERIVATION,
            DERIVATION_POINTS,
            "Output limit → v_argmax (the mean of the tied value rows): hard attention.",
            3,
        ),
        (DESIGN, DESIGN_POINTS, "a separate job per tenant, its own process group and quota", 0),
        (
            DESIGN,
            DESIGN_POINTS,
            "aux loss + capacity factor + router bias, per-expert token variance",
            1,
        ),
        (
            DESIGN,
            DESIGN_POINTS,
            "async sharded checkpoint, failure detection, hot spare, elastic rendezvous",
            2,
        ),
    ]
    for stem, points, answer, point in cases:
        found = coverage(points, answer, stem)
        assert points[point] in found.covered, f"{answer!r}: {found}"


def test_wrong_english_claims_stay_uncovered() -> None:
    # the unsafe neighbours: the same English words for another or the opposite thing
    cases = [
        (DERIVATION, DERIVATION_POINTS, "Subtract the row mean; the weights become uniform.", 0),
        (
            DERIVATION,
            DERIVATION_POINTS,
            "As τ→0 the weights become uniform, the output is the mean of all v.",
            3,
        ),
        (DERIVATION, DERIVATION_POINTS, "m_i = max_j s_ij, so softmax is undefined in the limit.", 0),
        (DESIGN, DESIGN_POINTS, "all tenants share one job and one NCCL group, loss weighted per tenant", 0),
        (DESIGN, DESIGN_POINTS, "balance by adding more experts, nothing else", 1),
        (DESIGN, DESIGN_POINTS, "save a checkpoint once a day and roll back on failure", 2),
    ]
    for stem, points, answer, point in cases:
        found = coverage(points, answer, stem)
        assert points[point] not in found.covered, f"{answer!r}: {found}"


def test_a_linking_word_is_no_items_own() -> None:
    # "即硬注意力": the stem has "硬注意力", and "即" ("that is") is no word of the point's, so the
    # point's other items judge it; a claim of another output still covers nothing
    covering = [
        "输出 → v_argmax（并列时取这些 value 的平均），就是硬注意力",
        "输出极限为 v_argmax，并列取平均，即硬注意力",
    ]
    for answer in covering:
        assert DERIVATION_POINTS[3] in coverage(DERIVATION_POINTS, answer, DERIVATION).covered, answer
    for answer in ["输出是所有 v 的平均，即硬注意力", "即硬注意力", "这就是硬注意力"]:
        assert DERIVATION_POINTS[3] not in coverage(DERIVATION_POINTS, answer, DERIVATION).covered, answer
