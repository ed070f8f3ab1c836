"""Markdown that marks options is read by its shape, as blind-91 labels it.

A table (``choice._table_marks``): a column of marks beside the options (other columns an aside), a ✓
column and a ✗ column with one filled on each row, or the options as the head over one row of marks;
two ticks on a single choice are a hedge, and a row's option must be told apart by its first cell.
Pinned because two tables were read wrong and graded correct: "| C eps 1e-5 | | ✗ |" (C crossed in the
✗ column) read as C chosen, and "| 写盘 | 否 |" under "PCIe 受限" on a question asking what is *not*
limited read as a choice of the rows marked 是. Whatever cannot be told safely — a ✓/✗ head with words of
its own, a condition head where the head or the ask carries a denial, a hedged name or aside, a cell
filled in both columns or neither, a row tied to no option or an option twice — is asked again; a "?"
beside rows ticked keeps its option open: a hedge, never right.

A task list chooses the boxes checked ("- [ ] B" is left out; checked letters alone are the bare set,
"- [?] D" keeps D open: a hedge); strikethrough rules out, never chooses ("~~C~~ ~~E~~ 其余都选" is
ABD, "~~B~~" alone only rules out); a bold label before the answer ("**Answer:** 32") is the label
typed plain, its stars no power of 32, and says no more than a code fill after it; a fenced code
fill drops the comments closing its lines as an unfenced one does ("```py\\nP('x', None)  # 空1\\n```").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_TWO = "| 选项 | ✓ | ✗ |\n|---|---|---|\n"
_NOTED = (
    "| 选项 | 备注 | 结论 |\n|---|---|---|\n"
    "| A | 无此参数 | ✗ |\n| B | {} | ✓ |\n| C | — | ✗ |\n| D | — | ✗ |"
)


def _grade(question_id: str, answer: str) -> tuple[Verdict, float, bool, list[str]]:
    graded = grade(_QUESTIONS[question_id], answer)
    return graded.verdict, graded.score, graded.needs_confirmation, graded.understood.choices or []


def _two_columns(rows: dict[str, str], fill: str = "x") -> str:
    """A ✓ column and a ✗ column, each row filled in the column its mark names ("" leaves both empty)."""
    return _TWO + "\n".join(
        f"| {name} | {fill if mark == '✓' else ''} | {fill if mark == '✗' else ''} |"
        for name, mark in rows.items()
    )


def test_a_row_filled_in_the_cross_column_is_left_out() -> None:
    typed = _TWO + (
        "| A GQA | ✓ | |\n| B 15T | ✓ | |\n| C eps 1e-5 | | ✗ |\n| D SwiGLU | ✓ | |\n| E 8k | ✓ | |"
    )
    assert _grade("seed000-16", typed) == (Verdict.PARTIAL, 0.8, True, ["A", "B", "D", "E"])
    for fill in ("x", "●", "X"):
        verdict, _, confirm, read = _grade("seed000-01", _two_columns(dict(A="✗", B="✓", C="✗", D="✗"), fill))
        assert (verdict, confirm, read) == (Verdict.CORRECT, True, ["B"]), fill
        verdict, _, _, read = _grade("seed000-01", _two_columns(dict(A="✓", B="✗", C="✗", D="✗"), fill))
        assert (verdict, read) == (Verdict.INCORRECT, ["A"]), fill


def test_two_columns_that_do_not_say_one_mark_a_row_ask_again() -> None:
    rows = "| A | | x |\n| B | x | |\n| C | | x |\n| D | | x |"
    for typed in (
        _two_columns(dict(A="✗", B="✓", C="✗", D="")),  # a row left empty
        _TWO + rows.replace("| B | x | |", "| B | x | x |"),  # both filled
        _TWO + rows.replace("| B | x | |", "| B | ✗ | |"),  # a cross under the tick
        _TWO + rows.replace("| B | x | |", "| B | 对 | |"),  # words in a filled cell
        "| op | ✓ 能捕获 | ✗ 会失败 |\n|---|---|---|\n"
        + rows,  # heads of their own: the ask, or its opposite?
        "| 选项 | ✓ 对 | ✗ |\n|---|---|---|\n" + rows,
    ):
        assert _grade("seed000-01", typed)[0] is Verdict.INVALID, typed


def test_a_condition_head_is_read_only_where_neither_it_nor_the_ask_denies() -> None:
    limited = (
        "| 指标 | {head} |\n|---|---|\n| All-gather | 是 |\n| Reduce-scatter | 是 |\n| 写盘 | 否 |\n"
        "| grad norm | {d} |"
    )
    for head in ("PCIe 受限", "受 PCIe 限制", "不受 PCIe 限制", "bandwidth bound"):
        for d in ("是", "否"):  # asks "几乎不受 PCIe 带宽限制": either way round, not read
            typed = limited.format(head=head, d=d)
            assert _grade("seed001-04", typed)[0] is Verdict.INVALID, typed
    oom = "| 组合 | {head} |\n|---|---|\n| dp8 pp1 | ✓ |\n| dp4 pp2 | ✓ |\n| dp2 pp4 | ✗ |\n| dp1 pp8 | ✓ |"
    for head in ("OOM", "会 OOM", "不会 OOM", "能跑"):  # asks "不会触发 OOM"
        typed = oom.format(head=head).replace("dp8 pp1", "A").replace("dp4 pp2", "B")
        typed = typed.replace("dp2 pp4", "C").replace("dp1 pp8", "D")
        assert _grade("seed000-02", typed)[0] is Verdict.INVALID, typed
    shard = (
        "| API | {head} |\n|---|---|\n| nn.scan | {a} |\n| with_sharding_constraint | {b} |\n| pjit | {b} |\n"
        "| psum | {a} |\n| dot | {a} |"
    )
    for head in ("能 shard", "可用", "判断", "对否", "✓/✗", "对?"):
        verdict, _, confirm, read = _grade("seed000-19", shard.format(head=head, a="✗", b="✓"))
        assert (verdict, confirm, read) == (Verdict.CORRECT, True, ["B", "C"]), head
    for head in ("不能 shard", "没法 shard", "cannot shard", "not shardable"):  # the head denies: which way?
        typed = shard.format(head=head, a="✓", b="✗")
        assert _grade("seed000-19", typed)[0] is Verdict.INVALID, typed


def test_a_column_of_marks_beside_notes_and_the_options_as_the_head() -> None:
    notes = (
        "| 选项 | 估算 | 结论 |\n|---|---|---|\n| 35GB | 70B×0.5B | {a} |\n| 32GB | 换成 GiB | {b} |\n"
        "| 28GB | — | ✗ |\n| 26GB | — | ✗ |"
    )
    assert _grade("seed000-08", notes.format(a="✓", b="✗"))[:3] == (Verdict.CORRECT, 1.0, True)
    assert _grade("seed000-08", notes.format(a="✗", b="✓"))[::3] == (Verdict.INCORRECT, ["B"])
    hedge = _grade("seed000-08", notes.format(a="✓", b="✓"))  # two ticks on a single choice
    assert hedge[0] is Verdict.INCORRECT and hedge[2], hedge
    across = "| A | B | C | D |\n|---|---|---|---|\n| {} | {} | {} | {} |"
    assert _grade("seed000-01", across.format("✗", "✓", "✗", "✗"))[:3] == (Verdict.CORRECT, 1.0, True)
    assert _grade("seed000-01", across.format("✗", "✗", "✓", "✗"))[::3] == (Verdict.INCORRECT, ["C"])
    for marks in (("✗", "✗", "✗", "✗"), ("✗", "?", "✗", "✗")):  # every option crossed; none ticked
        assert _grade("seed000-01", across.format(*marks))[0] is Verdict.INVALID, marks
    hedge = _grade("seed000-01", across.format("✗", "✓", "?", "✗"))  # C kept open beside B: a hedge
    assert hedge[0] is Verdict.INCORRECT and hedge[2], hedge
    open_member = "| A | B | C | D | E |\n|---|---|---|---|---|\n| ✓ | ✓ | ✓ | ✓ | ? |"
    hedge = _grade("seed000-16", open_member)  # a member kept open: never read without it
    assert hedge[0] is Verdict.INCORRECT and hedge[2], hedge


def test_rows_not_told_apart_as_one_option_each_or_hedged_ask_again() -> None:
    assert _grade("seed000-01", _NOTED.format("inductor"))[:3] == (Verdict.CORRECT, 1.0, True)
    for typed in (
        "| 选项 | 判断 |\n|---|---|\n| A | ✗ |\n| B | ✓ |\n| C | ✗ |\n| B | ✗ |",  # B marked twice
        "| 选项 | 判断 |\n|---|---|\n| A | ✗ |\n| B | ✓ |\n| C | ✗ |\n| 别的 | ✗ |",  # no option
        "| 选项 | 判断 |\n|---|---|\n| A | ✗ |\n| B D | ✓ |\n| C | ✗ |",  # two in one row
        "| B 吧 | ✓ |\n| A | ✗ |",  # hedged: its option alone would be read
        _NOTED.format("不确定"),  # an aside left out of the reading must say nothing of the choice
        _NOTED.format("同 C"),
    ):
        assert _grade("seed000-01", typed)[0] is Verdict.INVALID, typed


def test_a_table_that_tests_a_condition_then_names_the_answer_is_read_by_its_conclusion() -> None:
    table = (
        "| heads | 显存 | ≤10GB |\n|---|---|---|\n| 32 | 6.4 GB | ✓ |\n| 48 | 9.7 GB | ✓ |\n"
        "| 64 | 12.9 GB | ✗ |"
    )
    for closing in ("→ **48**", "=> 48", "所以 48", "so 48"):
        verdict, _, confirm, read = _grade("seed000-04", f"{table}\n\n{closing}")
        assert (verdict, confirm, read) == (Verdict.CORRECT, True, ["B"]), closing
    for closing in ("→ 48 吧，也可能 32", "→ 32"):
        assert _grade("seed000-04", f"{table}\n\n{closing}")[0] is not Verdict.CORRECT, closing
    assert _grade("seed000-04", f"{table}\n\n48 吧？")[0] is not Verdict.CORRECT  # no conclusion: as typed


def test_a_task_list_chooses_the_boxes_checked() -> None:
    single = "- [ ] τ 过大\n- [x] τ 过小\n- [ ] logQ\n- [ ] LayerNorm"
    assert _grade("seed001-02", single) == (Verdict.INCORRECT, 0.0, True, ["B"])
    multi = "- [x] 序列并行度可扩展至 64\n- [ ] block-diagonal mask\n- [ ] O(seq²)\n- [x] 兼容 FA2\n- [ ] MPI"
    assert _grade("seed000-18", multi) == (Verdict.CORRECT, 1.0, True, ["A", "D"])
    assert _grade("seed001-15", "- [x] A\n- [x] C") == (Verdict.INCORRECT, 0.0, False, ["A", "C"])  # bare set
    assert _grade("seed000-01", "- [X] B") == (Verdict.CORRECT, 1.0, False, ["B"])
    for question_id, typed in (
        ("seed000-01", "- [x] B\n- [x] C"),  # two boxes on a single choice
        ("seed002-39", "- [x] A\n- [ ] B\n- [x] C\n- [?] D"),  # D kept open
    ):
        hedge = _grade(question_id, typed)
        assert hedge[0] is Verdict.INCORRECT and hedge[2], typed
    for typed in (
        "- [ ] A\n- [?] B",  # kept open, none checked
        "- [x] B 吧\n- [ ] A",  # hedged
        "- [x] B？\n- [ ] A",
        "- [ ] B",  # nothing checked
        "- [x] 不是 B\n- [ ] A",
        "- [x] B\n- [ ] A\n\n其实 C",  # a turn after the list: no list alone
    ):
        assert _grade("seed000-01", typed)[0] is Verdict.INVALID, typed


def test_strikethrough_rules_out_and_never_chooses() -> None:
    assert _grade("seed001-13", "~~C~~ ~~E~~ 其余都选") == (Verdict.CORRECT, 1.0, True, ["A", "B", "D"])
    turned = _grade("seed000-13", "~~cudaStreamSynchronize~~ 这个其实能过，选 C")
    assert turned == (Verdict.INCORRECT, 0.0, True, ["C"])
    assert _grade("seed000-01", "~~C~~ 选 B")[:3] == (Verdict.CORRECT, 1.0, True)
    for typed in (
        "~~A~~ ~~C~~ ~~D~~",
        "~~B~~",
        "选 ~~B~~",
        "~~B~~ 是对的",
        "不是 ~~B~~",
        "~~B~~ B",
        "~~A~~ B？",
    ):
        assert _grade("seed000-01", typed)[0] is Verdict.INVALID, typed
    for typed in ("~~A~~ ~~C~~ 选 B 还是 D 呢", "~~A~~ 选 B，~~C~~ 也行"):  # hedges stay hedges
        assert _grade("seed000-01", typed)[0] is not Verdict.CORRECT, typed


def test_a_bold_label_before_the_answer_is_the_label_typed_plain() -> None:
    assert _grade("seed002-07", "**Answer:** 32") == (Verdict.INCORRECT, 0.0, False, ["D"])
    for typed in ("**Answer:** 8", "**Answer**: 8", "**答案**：8", "**答案：** B"):
        assert _grade("seed002-07", typed) == (Verdict.CORRECT, 1.0, False, ["B"]), typed
    for typed in ("**Answer:** 8 吧", "**Answer:** 8\n\n**Reason:** 2048/64/4 = 8"):  # more than bare
        verdict, _, confirm, _ = _grade("seed002-07", typed)
        assert verdict is not Verdict.CORRECT or confirm, typed
    for typed in ("**错误答案：** 8", "**不是** 8"):
        assert _grade("seed002-07", typed)[0] is not Verdict.CORRECT, typed
    fill = "`flash_attn_func(q, k, v, dropout_p=0.0, causal=True)`"
    for typed in (f"**Answer:** {fill}", f"Answer: {fill}", f"**答案：** {fill}"):  # a code fill alike
        assert _grade("seed000-26", typed)[:3] == (Verdict.CORRECT, 1.0, False), typed
    for typed in (f"**Answer:** {fill} 吧", f"答案：{fill}，两条路径都因果", f"填 {fill}"):
        assert _grade("seed000-26", typed)[2], typed
    assert _grade("seed000-26", f"**错误答案：** {fill}")[0] is Verdict.INVALID


def test_a_fenced_fill_with_comments_closing_its_lines_is_read_as_unfenced() -> None:
    fills = "P('x', None)  # {}\nP(None, 'y')  # 空2"
    for comment in ("空1", "first"):
        for typed in (f"```py\n{fills.format(comment)}\n```", fills.format(comment)):
            assert _grade("seed000-27", typed)[:3] == (Verdict.CORRECT, 1.0, False), typed
    for comment in ("不确定", "空1 或者 P('x')"):  # a doubt or a second fill in the comment is still read
        typed = f"```py\n{fills.format(comment)}\n```"
        verdict, _, confirm, _ = _grade("seed000-27", typed)
        assert verdict is not Verdict.CORRECT or confirm, typed
