"""A fill pasted with the question's own lines around it ("if …:\\n    out = f(…)", "with mesh:\\n    a = …
\\n    b = …") or followed by a lone ``pass`` is a bare code fill (blind batch 86, seed000-26 and
seed000-27); the question's own "答：(1) x (2) y" numbering too. Lines not the question's as written,
out of its order or indented otherwise, and a ``pass`` that may be the fill itself are not read so."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._lost_indent import filled_stem_lines
from tests.helpers.curated import curated_catalog

_QUESTIONS = {q.id: q for q in curated_catalog()}
FLASH = _QUESTIONS["seed000-26"]
MESH = _QUESTIONS["seed000-27"]
NVME = _QUESTIONS["seed000-29"]
IF = "if attn_mask is None and q.dtype == torch.float16 and q.device.type == 'cuda':"
A = "a = jax.device_put(jnp.ones((2048, 1024)), jax.sharding.NamedSharding(mesh, {}))"
B = "b = jax.device_put(jnp.ones((1024, 4096)), jax.sharding.NamedSharding(mesh, {}))"
X, Y = "P('x', None)", "P(None, 'y')"


def test_the_questions_own_lines_around_a_fill_are_a_bare_fill() -> None:
    right = (
        f"{IF}\n    out = flash_attn_func(q, k, v, causal=True)",
        f"{IF}\nout = flash_attn_func(q, k, v, causal=True)",
        f"```python\n{IF}\n    out = flash_attn_func(q, k, v, causal=True)\n```",
        "out = flash_attn_func(q, k, v, dropout_p=0.0, causal=True)\npass",
    )
    for answer in right:
        graded = grade(FLASH, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    for answer in (
        f"with mesh:\n    {A.format(X)}\n    {B.format(Y)}",
        f"with mesh:\n{A.format(X)}\n{B.format(Y)}",
    ):
        graded = grade(MESH, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    for answer in ("答：(1) nvme (2) nvme", "答:(1) nvme (2) nvme", "Answer: (1) nvme (2) nvme"):
        graded = grade(NVME, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert grade(MESH, f"答：(1) {X} (2) {Y}").verdict is Verdict.CORRECT


def test_a_wrong_fill_among_the_questions_lines_stays_wrong() -> None:
    for answer in (
        f"{IF}\n    out = flash_attn_func(q, k, v)",
        "out = flash_attn_func(q, k, v, causal=False)\npass",
    ):
        assert grade(FLASH, answer).verdict is Verdict.INCORRECT, answer
    assert grade(MESH, f"with mesh:\n    {A.format(Y)}\n    {B.format(X)}").verdict is Verdict.INCORRECT
    assert grade(MESH, f"答：(1) {Y} (2) {X}").verdict is Verdict.INCORRECT
    assert grade(NVME, "答：(1) nvme (2) cpu").verdict is Verdict.PARTIAL


def test_lines_not_the_questions_are_not_read_as_its_own() -> None:
    unread = (
        (
            FLASH,
            "if attn_mask is None and q.device.type == 'cuda':\n    out = flash_attn_func(q, k, v, causal=1)",
        ),
        (FLASH, f"{IF}\n    out = flash_attn_func(q, k, v, causal=True)\nelse:\n    out = F.sdpa(q, k, v)"),
        (FLASH, f"{IF}\n    out = flash_attn_func(q, k, v, causal=True)\n    out = out * 2"),
        (FLASH, "out = flash_attn_func(q, k, v, causal=True)"),  # one line: read by the fill's own reader
        (FLASH, "pass"),
        (FLASH, "out = pass\npass"),
        (MESH, f"with mesh:\n    {B.format(Y)}\n    {A.format(X)}"),  # out of the question's order
        (MESH, f"with mesh:\n{A.format(X)}\n        {B.format(Y)}"),  # indented otherwise
        (MESH, f"with mesh:\n    {A.format(X)}"),  # a blank left unfilled
        (MESH, f"with mesh:\n    {A.format('____')}\n    {B.format(Y)}"),
    )
    for question, answer in unread:
        assert filled_stem_lines(answer, question.stem) is None, answer


def test_a_lone_pass_is_dropped_only_after_a_framed_fill() -> None:
    stem = "补全：\n```python\nif ok:\n    ____\nelse:\n    x = ____\n```"
    assert filled_stem_lines("if ok:\n    pass", stem) is None  # the pass may be the fill: one blank left
    assert filled_stem_lines("if ok:\n    y = 1\nelse:\n    x = 2\npass", stem) == "(1) y = 1 (2) 2"
    assert filled_stem_lines("if ok:\n    y = 1\nelse:\n    x = 2", stem) == "(1) y = 1 (2) 2"
    assert filled_stem_lines("if ok:\n    pass\nelse:\n    x = 2\npass", stem) == "(1) pass (2) 2"
