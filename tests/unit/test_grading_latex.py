"""Math typed in LaTeX is written out once, before any reader, and read as the plain text it spells:
an option in dollars is as bare as the option; a LaTeX working, a hedge or a denial reads as its plain
form does; a span with a command not known, or dollars that are money, stay as typed."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._latex import latex_plain
from bank.grading.text._spelling import voiced_letters
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}

_WRITTEN = [
    (r"$\frac{1}{32}$", "1/32"),
    (r"$\dfrac{15}{31}$", "15/31"),
    (r"$\frac12$", "1/2"),
    (r"\(\frac{1}{2}\)", "1/2"),
    (r"$$2^{7}$$", "2^7"),
    (r"$2^{-6}$", "2^(-6)"),
    (r"$\{A, D\}$", "{A, D}"),
    (r"$A, E$", "A, E"),
    (r"$O(\log n)$", "O(log n)"),
    (r"$4\times\text{hidden}$", "4×hidden"),
    (r"$6 \cdot \mathrm{hidden}$", "6 × hidden"),
    (r"$\frac{p-1}{m+p-1}=\frac{15}{31}$", "(p-1)/(m+p-1)=15/31"),
    (r"$11{,}468{,}800\approx 11.47\text{M}$", "11,468,800≈ 11.47M"),
    (r"节省 $98.7\%$", "节省 98.7%"),
    (r"$\frac{\frac{1}{2}}{3}$", "(1/2)/3"),
    (r"$\tau \to 0$", "τ → 0"),
    (r"$\sqrt{d_k}$", "√d_k"),
]
_KEPT = [
    "costs $100 and $200",  # money: a dollar opening or closing on a space
    r"$\sum_k e^{x_k}$",  # a command not known: not guessed at
    r"$\frac{1}{32$",  # a group left open
    "$ 1/32 $",  # spaced inside: not math
    "B",
    "echo $HOME",
]


def test_latex_is_written_out_and_the_rest_kept() -> None:
    for typed, plain in _WRITTEN:
        assert latex_plain(typed) == plain, typed
    for typed in _KEPT:
        assert latex_plain(typed) == typed, typed


# (question, answer, verdict, choices read, to confirm)
_READ = [
    ("seed002-10", r"$\frac{1}{32}$", Verdict.CORRECT, ["A"], False),
    ("seed002-10", r"\(\frac{1}{64}\)", Verdict.INCORRECT, ["B"], False),
    ("seed002-14", r"$\frac{15}{31}$", Verdict.CORRECT, ["B"], False),
    ("seed002-14", r"$\frac{p-1}{m+p-1}=\frac{15}{31}$", Verdict.CORRECT, ["B"], True),
    ("seed002-06", "$2^7$", Verdict.CORRECT, ["C"], False),
    ("seed002-18", "$2$", Verdict.CORRECT, ["B"], False),
    ("seed001-06", "$0$", Verdict.CORRECT, ["A"], False),
    ("seed000-25", "$A, E$", Verdict.CORRECT, ["A", "E"], False),
    ("seed000-18", r"$\{A, D\}$", Verdict.CORRECT, ["A", "D"], False),
    ("seed002-38", r"$\{A,B,C,D\}$", Verdict.CORRECT, ["A", "B", "C", "D"], False),
    ("seed001-03", r"$O(\log n)$", Verdict.INCORRECT, ["B"], False),
    ("seed000-10", r"$4\times\text{hidden}$", Verdict.INCORRECT, ["C"], False),
    ("seed000-10", r"$6\times\text{hidden}$", Verdict.CORRECT, ["D"], False),
]
# unsafe neighbours: a hedge, a denial, a correction away, read as their plain forms are (never correct)
_NOT_CORRECT = [
    ("seed002-10", r"$\frac{1}{32}$ 还是 $\frac{1}{64}$"),
    ("seed002-10", r"不是 $\frac{1}{32}$"),
    ("seed002-10", r"$\frac{1}{32}$，不对，$\frac{1}{64}$"),
    ("seed002-10", r"$\frac{1}{320}$"),
    ("seed002-10", r"$\frac{2}{32}$"),
    ("seed002-06", r"$2^7$ 还是 $2^6$"),
    ("seed000-18", r"$\{A, B, D\}$"),
    ("seed000-10", r"$4\times\text{hidden}$ 吧，也可能 $6\times\text{hidden}$"),
    ("seed002-14", r"$\frac{p-1}{m}=\frac{15}{16}$"),
]


def test_latex_answers_read_as_their_plain_form() -> None:
    for question, answer, verdict, choices, confirm in _READ:
        graded = grade(_QUESTIONS[question], answer)
        assert graded.verdict is verdict, answer
        assert graded.understood.choices == choices, answer
        assert graded.needs_confirmation is confirm, answer
    for question, answer in _NOT_CORRECT:
        assert grade(_QUESTIONS[question], answer).verdict is not Verdict.CORRECT, answer


# a letter said to a voice input and written as a homophone: read after 选 / 选项, or as a list of them
# alone opening the answer; never inside a word, nor where it may be another thing ("选一": the first)
_VOICED = [
    ("seed000-13", "选比 stream synchronize 那个会报错", ["B"]),
    ("seed002-07", "两千零四十八 除以八八六十四 再除四 得八 选必", ["B"]),
    ("seed002-17", "所以十六倍 选地", ["D"]),
    ("seed000-13", "选项西", ["C"]),
    ("seed000-13", "选诶", ["A"]),
    ("seed000-23", "比 地 一 都对", ["B", "D", "E"]),
]
_NOT_VOICED = [
    ("seed000-13", "选比较稳的那个"),
    ("seed000-13", "选比B好的那个"),
    ("seed002-07", "选一"),
    ("seed000-23", "一 一 对应"),
    ("seed000-13", "比如 stream synchronize"),
    ("seed000-13", "必须 synchronize"),
    ("seed000-13", "候选地址"),
    ("seed000-23", "一个都不对"),
    ("seed000-13", "东西不对"),
]


def test_letters_said_to_a_voice_input_are_read_to_confirm() -> None:
    for question, answer, choices in _VOICED:
        graded = grade(_QUESTIONS[question], answer)
        assert graded.understood.choices == choices and graded.needs_confirmation, answer
    for _, answer in _NOT_VOICED:  # left as typed, to the other readers
        assert voiced_letters(answer) == answer, answer
