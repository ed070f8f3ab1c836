"""Options denied one by one, only ruling out or then naming what is left (blind batch 87, case negative).

Found on blind batch 87: "B 不是 C 不是 D 不是" read B (each "不是" taken for a denial of the option after
it), "A 不是 C 不是" read A, "32 不是，64 不是，80 更不是" and "5% 不是，10% 不是，50% 更不是" read the last
("更不是" was no denial): readings the candidate did not mean. An answer that only denies options rules
them out and chooses nothing (asked again), even with one option left implied. Once it names what is
left it chooses that, to confirm: "A ×  B ×  D ×  → C", "…，剩下那个 sync" (a word opening a word of the
one left's text); on a multiple choice "C 不选其余全要" chooses the rest, as "C 不选，其余全要" did.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._choice import stem_asks
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.servable]
QUESTIONS = {question.id: question for question in BANK}
# stems asking for what is right: there a denial only rules out ("B 不对" names the answer of one asking
# for the wrong one)
SINGLES = [
    q
    for q in BANK
    if q.type is QuestionType.SINGLE and len(q.options) == 4 and stem_asks(q.stem) == (False, True)
]
MULTIS = [
    q
    for q in BANK
    if q.type is QuestionType.MULTI and len(q.options) >= 4 and stem_asks(q.stem) == (False, True)
]
RIGHT, NONE = Verdict.CORRECT, Verdict.INVALID

# three options denied in turn, spaced, run together, with commas, "更不是", "也不对", crosses
DENIED_THREE = [
    "{} 不是 {} 不是 {} 不是",
    "{}不是{}不是{}不是",
    "{} 不是，{} 不是，{} 更不是",
    "{} 不对 {} 不对 {} 也不对",
    "{} 不是 {} 不是 {} 也不是",
    "{} ✗ {} ✗ {} ✗",
]
DENIED_TWO = ["{} 不是 {} 不是", "{}不是{}不是", "{} 不是，{} 更不是", "{} 不对 {} 也不对", "{} 排除 {} 排除"]


def _named(question: Question, label: str, by_text: bool) -> str:
    """The option by its letter, or by its text when that is short enough to be typed."""
    text = question.options[label].strip().strip("`")
    return text if by_text and len(text) <= 16 else label


def _reads_nothing(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is NONE and not graded.understood.choices, (
        f"{question.id} {answer!r}: read {graded.verdict.value} {graded.understood.choices}"
    )


def test_options_denied_in_turn_choose_nothing() -> None:
    """Every option but one denied in turn, by letter: ruled out, the one left implied, asked again."""
    for number, question in enumerate(SINGLES):
        labels = sorted(question.options)
        left = labels[number % 4]
        denied = [label for label in labels if label != left]
        for form in DENIED_THREE[number % 2 :: 2]:
            _reads_nothing(question, form.format(*denied))


def test_options_denied_by_text_or_mixed_choose_nothing() -> None:
    """Denied by their texts, or letters and texts mixed, two or three of them: never one of them read."""
    for number, question in enumerate((*SINGLES[::2], *MULTIS[::2])):
        labels = sorted(question.options)[1:]
        for by_text in ((True, True, True), (False, True, False), (True, False, True)):
            names = [_named(question, label, by_text[index]) for index, label in enumerate(labels[:3])]
            _reads_nothing(question, DENIED_THREE[number % len(DENIED_THREE)].format(*names))
            _reads_nothing(question, DENIED_TWO[number % len(DENIED_TWO)].format(*names[:2]))


def test_options_denied_then_the_one_left_named() -> None:
    """Denied in turn, then an arrow to the one left: that one, to confirm; an arrow to one denied is no
    reading of it."""
    for number, question in enumerate(SINGLES[::2]):
        labels = sorted(question.options)
        left = labels[number % 4]
        denied = [label for label in labels if label != left]
        for form in ("{} 不是 {} 不是 {} 不是 → {}", "{} ×  {} ×  {} ×  → {}", "{}✗ {}✗ {}✗ -> {}"):
            graded = grade(question, form.format(*denied, left))
            assert graded.understood.choices == [left] and graded.needs_confirmation, (
                f"{question.id} {form}: read {graded.understood.choices}"
            )
        graded = grade(question, "{} ✗ {} ✗ {} ✗ → {}".format(*denied, denied[0]))
        assert graded.verdict is NONE, f"{question.id}: an arrow to {denied[0]} crossed read"


def test_neighbours_of_denials_in_turn() -> None:
    """Answers of the same shape that say something else: a question, a denial then the choice, a double
    negation, a denial opening the list, a hedge, and the ones left named by a word of their text."""
    question = QUESTIONS[
        "seed001-10"
    ]  # A 预训练平均嵌入 (key), B 随机初始化, C 冻结所有参数, D 退化为协同过滤
    cases = [
        ("B 不是 C 吗", NONE, None),  # asked
        ("B 不是 C 不是 D 吗", NONE, None),
        ("B 不是 C 不是 D 不是吧", NONE, None),  # a hedge on the denials
        ("B 不是不对", NONE, None),  # double negation: asked again
        ("是 B 不是 C 不是 D", Verdict.INCORRECT, ["B"]),  # B chosen, then C and D denied
        ("B 不是 C 不是 D 不是 → A", RIGHT, ["A"]),
        ("B 不是 C 不是，A", RIGHT, ["A"]),
        ("B 不是 C 不是 D 不是，所以平均那个", RIGHT, ["A"]),  # a word of A's own text
        ("B 不是 C 不是 D 不是，所以随机那个", NONE, None),  # a word of B's, denied
        ("B 不是 C 不是 D 不是，所以预训练那个吗", NONE, None),
    ]
    for answer, verdict, reading in cases:
        graded = grade(question, answer)
        assert graded.verdict is verdict and (graded.understood.choices or None) == reading, (
            f"{answer!r}: read {graded.verdict.value} {graded.understood.choices}"
        )
    graded = grade(question, "不是 B 是 C")  # the denial before B, then C: C
    assert graded.understood.choices == ["C"], graded.understood.choices


def test_the_one_left_named_by_a_word_of_its_text() -> None:
    """The one left named by a word of its text after "剩下那个": the word opens a word of its text ("sync"
    of "cudaStreamSynchronize"), not the "sync" inside another's ("cudaMemcpyAsync"); a word of one
    denied, of two left or of none is asked again."""
    question = QUESTIONS[
        "seed000-13"
    ]  # A cublasGemmEx, B cudaStreamSynchronize (key), C ncclAllReduce, D …Async
    cases = [
        ("A 不是，C 不是，D 也不是，剩下那个 sync", RIGHT),
        ("A 不是，C 不是，D 也不是，所以 sync 那个", RIGHT),
        ("A 不是，C 不是，D 也不是，剩下那个 async", NONE),  # D's word, denied
        ("A 不是，C 不是，D 也不是，剩下那个 nccl", NONE),  # C's
        ("A 不是，C 不是，剩下那个 sync", NONE),  # two left
        ("A 不是，C 不是，D 也不是，剩下那个也不对", NONE),  # no word of its text: denied
        ("A 不是，C 不是，D 也不是，剩下那个同步", NONE),  # said in other words: which?
        ("A 不是，C 不是，D 对，剩下那个 sync", NONE),  # D kept
    ]
    for answer, verdict in cases:
        graded = grade(question, answer)
        assert graded.verdict is verdict, (
            f"{answer!r}: read {graded.verdict.value} {graded.understood.choices}"
        )
        assert verdict is NONE or (graded.understood.choices == ["B"] and graded.needs_confirmation), answer


def test_let_go_run_on_into_the_rest() -> None:
    """On a multiple choice, "C 不选其余全要" (no pause) chooses the rest as "C 不选，其余全要" does; "C 不选"
    alone or "C 不选其余的" (no rest chosen) reads nothing."""
    for question in MULTIS[::3]:
        labels = sorted(question.options)
        out = labels[2]
        rest = sorted(set(labels) - {out})
        for form in ("{} 不选其余全要", "{} 不选别的都选", "{} 排除其余都选"):
            graded = grade(question, form.format(out))
            assert sorted(graded.understood.choices or []) == rest and graded.needs_confirmation, (
                f"{question.id} {form}: read {graded.understood.choices}"
            )
        for form in ("{} 不选", "{} 不选其余的", "{} 不选其余都不选", "{} 不选其余全要吗"):
            graded = grade(question, form.format(out))
            assert graded.verdict is NONE, f"{question.id} {form}: read {graded.understood.choices}"
