"""Two shapes of blind-91.yaml, pinned with the neighbours that must not be read as they are.

LaTeX results (``text._latex``): "\\boxed{…}" round a bare letter or a figure with its unit is that bare
answer; a floor or an arrow ("\\lfloor…\\rfloor = 67 \\to 64") is a working, graded by what it ends on, to
confirm; on a calculation a span that is only a product of figures ("2\\times48\\times…\\times2\\ \\text{B}")
is written as Python writes it and read by the one evaluator of typed arithmetic as the value it equals
(no unit: half), while a figure in scientific notation stays a figure.

True/false by paraphrase (``truefalse``): "去掉“一定”就成立" says the claim as given is false;
"不保证" is "不一定" said of a claim that says it always is; "selective scan 重算不了" is content, not a
give-up. "这个说法成立", "说法不成立" answer by the statement's sense: more than the bare mark, to confirm
(blind-91.yaml's header), where "命题成立", the logician's set phrase, stays bare (blind-10.yaml).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._latex import latex_plain
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}

_WRITTEN = [
    (r"$\boxed{B}$", "B"),
    (r"$\boxed{464\,\text{GB}}$", "464 GB"),
    (r"$\boxed{11.47\text{M}},\ \boxed{98.7\%}$", "11.47M, 98.7%"),
    (r"$\left\lfloor 67.1 \right\rfloor \to 64$", "⌊ 67.1 ⌋ → 64"),
    (r"$\lceil 67 \rceil$", "⌈ 67 ⌉"),
]
# (typed, written on a calculation): a product of figures in Python's notation, anything else as before
_PRODUCTS = [
    (r"$2\times48\times2048$", "2*48*2048"),
    (r"$2\cdot48\cdot2048\ \text{B}$", "2*48*2048 B"),
    (r"$\frac{2\times48}{10^9}\ \text{GB}$", "(2*48)/(10**9) GB"),
    (r"$4.64\times10^{11}\ \text{B}$", "4.64×10^11 B"),  # a figure in scientific notation
    (r"$2\times48 = 96$", "2×48 = 96"),  # the result stated: the figure is the answer
    (r"$4\times\text{hidden}$", "4×hidden"),  # no figure times a name
    (r"$2\times b\times s$", "2× b× s"),
    (r"$2\times48\times$", "2×48×"),  # left unfinished
]


def test_boxes_floors_and_products_are_written_out() -> None:
    for typed, plain in _WRITTEN:
        assert latex_plain(typed) == plain, typed
        assert latex_plain(typed, products=True) == plain, typed
    for typed, plain in _PRODUCTS:
        assert latex_plain(typed, products=True) == plain, typed
    assert latex_plain(r"$2\times48\times2048$") == "2×48×2048"  # not on another question


# (question, answer, verdict, score, to confirm, reading)
_READ = [
    ("seed001-08", r"$\boxed{B}$", Verdict.INCORRECT, 0.0, False, "B"),
    ("seed001-08", r"$\boxed{C}$", Verdict.CORRECT, 1.0, False, "C"),
    ("seed000-11", r"$\boxed{16}$", Verdict.CORRECT, 1.0, False, "A"),
    ("seed000-11", r"$1024/64 = \boxed{16}$", Verdict.CORRECT, 1.0, True, "A"),
    ("seed000-11", r"$\boxed{A}$ 吧", Verdict.CORRECT, 1.0, True, "A"),
    (
        "seed002-20",
        r"$$\left\lfloor\frac{45\times10^9}{2\cdot80\cdot8192\cdot256\cdot2}\right\rfloor = 67 \to 64$$",
        Verdict.CORRECT,
        1.0,
        True,
        "C",
    ),
    ("seed000-30", r"$\boxed{464\,\text{GB}}$", Verdict.CORRECT, 1.0, False, "464 GB"),
    ("seed000-30", r"$\boxed{928\,\text{GB}}$", Verdict.INCORRECT, 0.0, False, "928 GB"),
    (
        "seed000-30",
        r"$$2 \cdot 48 \cdot 2048 \cdot 96 \cdot 96 \cdot 128 \cdot 2\ \text{B} = \boxed{464\ \text{GB}}$$",
        Verdict.CORRECT,
        1.0,
        True,
        "464 GB",
    ),
    (
        "seed000-30",
        r"$$2\times48\times2048\times96\times96\times128\times2$$",
        Verdict.PARTIAL,
        0.5,
        True,
        None,
    ),
    (
        "seed000-30",
        r"$2\times48\times2048\times96\times96\times128\times2\ \text{B}$",
        Verdict.CORRECT,
        1.0,
        True,
        None,
    ),
    (
        "seed000-30",
        r"$\frac{2\times48\times2048\times96\times96\times128\times2}{10^9}$ GB",
        Verdict.CORRECT,
        1.0,
        True,
        None,
    ),
    (
        "seed000-30",
        r"$2\times48\times2048\times96\times96\times128\times4\ \text{B}$",
        Verdict.INCORRECT,
        0.0,
        True,
        None,
    ),
    ("seed000-30", r"$4.64\times10^{11}\ \text{B}$", Verdict.CORRECT, 1.0, False, None),
    ("seed000-30", r"$4.64\times10^{11}\ \text{GB}$", Verdict.INCORRECT, 0.0, False, None),
    ("seed000-31", r"$\boxed{11.47\text{M}},\ \boxed{98.7\%}$", Verdict.CORRECT, 1.0, False, None),
    ("seed002-41", "这个说法成立", Verdict.CORRECT, 1.0, True, "对"),
    ("seed002-41", "该表述成立", Verdict.CORRECT, 1.0, True, "对"),
    ("seed002-42", "说法不成立", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-42", "这个说法不成立", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-44", "命题成立", Verdict.CORRECT, 1.0, False, "对"),  # the logician's bare mark
    ("seed002-48", "命题不成立", Verdict.CORRECT, 1.0, False, "错"),
    ("seed002-42", "✘ 说法错误", Verdict.CORRECT, 1.0, False, "错"),
    ("seed002-43", "去掉“一定”就成立，带着“一定”就不成立", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-43", "把“一定”去掉就对了", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-43", "去掉一定二字就没问题", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-43", "RM 越大不保证 PPO 越好，还有 reward hacking", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-43", "不保证", Verdict.CORRECT, 1.0, True, "错"),
    ("seed002-48", "确实不支持，selective scan 重算不了", Verdict.INCORRECT, 0.0, True, "对"),
    ("seed002-48", "不是不支持", Verdict.CORRECT, 1.0, True, "错"),
]
# never correct: a hedge, a denial, a question, a figure that is no option, a condition of its own
_NOT_CORRECT = [
    ("seed000-11", r"$\boxed{A}$ 还是 $\boxed{B}$"),
    ("seed000-11", r"$\boxed{16}$ 或 $\boxed{32}$"),
    ("seed000-11", r"不是 $\boxed{16}$"),
    ("seed000-11", r"$\boxed{16}$？不对"),
    ("seed000-11", r"$1024/64 = \boxed{15}$"),
    ("seed001-08", r"$\boxed{B}$"),
    ("seed002-20", r"$$\left\lfloor\frac{45\times10^9}{2\cdot80\cdot8192\cdot256\cdot2}\right\rfloor = 67$$"),
    (
        "seed002-20",
        r"$$\left\lfloor\frac{45\times10^9}{2\cdot80\cdot8192\cdot256\cdot2}\right\rfloor = 67 \to 128$$",
    ),
    ("seed000-30", r"不是 $2\times48\times2048\times96\times96\times128\times2\ \text{B}$"),
    ("seed000-30", r"$2\times48\times2048\times96\times96\times128\times2\times$"),
    ("seed000-30", r"$2\times b\times s\times 96\times96\times128\times2$"),
    ("seed000-30", r"$\boxed{464\,\text{GB}}$ 或 $\boxed{928\,\text{GB}}$"),
    ("seed000-03", r"$$W_Q\in\mathbb{R}^{640\times640},\ W_K,W_V\in\mathbb{R}^{640\times768}$$"),
    ("seed002-41", "这个说法成立吗？"),
    ("seed002-41", "说法成立吗"),
    ("seed002-41", "不能说这个说法成立"),
    ("seed002-42", "不能说不成立吧"),
    ("seed002-42", "这个说法成立"),
    ("seed002-41", "说法不成立"),
    ("seed002-43", "去掉“一定”就成立吗？"),
    ("seed002-43", "去掉“一定”就成立，所以是对的"),
    ("seed002-43", "去掉“一定”就成立吧，不太确定"),
    ("seed002-43", "去掉 dropout 就成立"),
    ("seed002-43", "不去掉“一定”就成立"),
    ("seed002-43", "去掉“一定”也成立"),
    ("seed002-43", "能保证"),
    ("seed002-44", "去掉“越”就不成立"),
    ("seed002-48", "确实不支持，selective scan 重算不了"),
]


def test_latex_results_and_paraphrased_verdicts_are_read() -> None:
    for question, answer, verdict, score, confirm, reading in _READ:
        graded = grade(_QUESTIONS[question], answer)
        assert (graded.verdict, graded.score, graded.needs_confirmation) == (verdict, score, confirm), answer
        if reading is not None:
            assert graded.reading == reading, answer


def test_neighbours_are_never_read_correct() -> None:
    for question, answer in _NOT_CORRECT:
        assert grade(_QUESTIONS[question], answer).verdict is not Verdict.CORRECT, answer
