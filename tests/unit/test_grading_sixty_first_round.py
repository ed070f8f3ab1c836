"""The round on blind batch 61 (issue "Grading a typed answer"): classes the batch met.

- An alternative question about the basis of a reckoning ("这里 GB 按 1000 还是 1024 算？", "用 fp16 还是
  fp32 算？"): a question about the question, asked again, never a figure read to confirm. Not figures
  weighed ("1000 还是 1024？": a hedge, as before), nor a statement of the basis with its figure ("按 1000
  算，464 GB": read).
- A denial of an option said with a leaning of one's own ("B 我估计不对", "C 我感觉不对", as "B 估计不对"
  reads): the option ruled out, never read as chosen. Not another option denied before the choice ("A 我
  估计不对，B": B read).
- A guess said before a choice ("估计 B", "我估计 C"): a tentative answer, read to confirm as "大概 B" is.
  Not the guess denied ("估计不是 B", "B 估计不对"), and a second option guessed beside one ("A，估计 B")
  keeps both open, never a set read correct.
- A doubting sign ("🤔", "🤷", "❓") beside a choice already offered tentatively ("BD 吧 🤔", "6 倍 hidden
  吧 🤔"): it says no more than the particle, the answer is read to confirm. Beside a bare answer ("B 🤔")
  it is still asked again, and so is a refusing sign ("B 吧 🛑") or the tentative answer denied ("B 不对吧
  🤔"). A true/false mark or a code fill beside one is still asked again ("true 🤔"): those may be read
  to confirm for other reasons than a tentative word.
- An arrow closing the answer that points back at it ("→ A ←", "B <-", "464 GB ←"): a pointer, the
  answer still bare. Not a tentative answer ("A 吧 ←": to confirm), a denial ("不是 A ←") nor an arrow
  between two answers ("A ← B").
- An option pointed at by words of its own text, then its name, ruled out before the rest counted
  ("SDE 那个 Euler–Maruyama 不算，其余四个"): the rest, to confirm, as "SDE 那个不算，其余四个" reads. Not
  words of another option's text ("SDE 那个 DDIM 不算"), nor the rest counted wrong.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
CALCS = [q for q in BANK if q.type is QuestionType.CALC]
ACTIVATIONS = QUESTIONS["seed000-30"]  # about 464 GB


@pytest.mark.parametrize(
    "answer",
    [
        "这里 GB 按 1000 还是 1024 算？",
        "GB 按 1000 还是按 1024 算呢？",
        "用 fp16 还是 fp32 算？",
        "以 GiB 还是 GB 为准？",
        "464 GB？按 1000 还是 1024 算？",
    ],
)
def test_asking_the_basis_of_a_reckoning_is_no_answer(answer: str) -> None:
    for question in CALCS:
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)


@pytest.mark.parametrize("answer", ["1000 还是 1024？", "464 还是 432？"])
def test_figures_weighed_are_still_a_hedge(answer: str) -> None:
    result = grade(ACTIVATIONS, answer)
    assert result.verdict is Verdict.INCORRECT, result


@pytest.mark.parametrize("answer", ["按 1000 算，464 GB", "按 1000 算是 464 GB"])
def test_a_basis_stated_with_its_figure_is_read(answer: str) -> None:
    result = grade(ACTIVATIONS, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    wrong = grade(ACTIVATIONS, answer.replace("464", "232"))
    assert wrong.verdict is Verdict.INCORRECT, wrong


SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_an_option_denied_with_a_leaning_of_ones_own_is_not_chosen(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key)
    for leaning in ("我估计", "我大概", "我感觉", "我觉得", "我猜"):
        result = grade(question, f"{question.key} {leaning}不对")
        assert result.verdict is not Verdict.CORRECT, (question.id, leaning, result)
        chosen = grade(question, f"{other} {leaning}不对，{question.key}")
        assert chosen.verdict is Verdict.CORRECT, (question.id, leaning, chosen)


MULTIS = [q for q in BANK if q.type is QuestionType.MULTI and len(q.key) >= 2]


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_guess_before_a_letter_is_tentative(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key)
    for guess in ("估计", "我估计"):
        result = grade(question, f"{guess} {question.key}")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, guess, result)
        assert grade(question, f"{guess} {other}").verdict is Verdict.INCORRECT, (question.id, guess)
        for unread in (
            f"{guess}不是 {question.key}",
            f"{question.key} {guess}不对",
            f"{other}，{guess} {question.key}",
            f"{question.key}，{guess} {other}",
        ):
            assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_guessed_option_beside_a_set_keeps_it_open(question: Question) -> None:
    key = sorted(question.key)
    result = grade(question, f"估计 {''.join(key)}")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result)
    guessed = grade(question, f"{''.join(key[:-1])}，估计 {key[-1]}")
    assert guessed.verdict is not Verdict.CORRECT, (question.id, guessed)


QUESTIONS_SIGNED = SINGLES + MULTIS


@pytest.mark.parametrize("question", QUESTIONS_SIGNED, ids=lambda question: question.id)
def test_a_doubting_sign_beside_a_tentative_answer_is_read_to_confirm(question: Question) -> None:
    # every third form × sign from the question's index, the signs turned under each form: each
    # question meets every form and every sign (the sign is read beside whatever answer the form makes),
    # and any three consecutive questions grade every form × sign
    key = "".join(sorted(question.key))
    other = next((letter for letter in question.options if letter not in question.key), None)
    forms = ["{K} 吧 {S}", "{O} 吧 {S}", "{K} {S}", "{K} 吧 {S}🛑", "{K} 不对吧 {S}", "不是 {K} 吧 {S}"]
    cases = turned([form for form in forms if other is not None or "{O}" not in form], ("🤔", "🤷", "❓"))
    for form, sign in slice_of(cases, QUESTIONS_SIGNED.index(question), 3, (lambda c: c[0], lambda c: c[1])):
        said = form.format(K=key, O=other, S=sign)  # a key of every option has no other
        result = grade(question, said)
        if form == forms[0]:
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, said)
        elif form == forms[1]:
            assert result.verdict is Verdict.INCORRECT, (question.id, said)
        else:
            assert result.verdict is not Verdict.CORRECT, (question.id, said)
    assert grade(question, f"{key} 吧 🛑").verdict is Verdict.INVALID, question.id


def test_a_doubting_sign_beside_a_mark_or_a_fill_is_still_asked_again() -> None:
    for question in BANK:
        if question.type is QuestionType.TRUEFALSE and question.key_text.strip() in ("正确", "对", "true"):
            answers = ("true 🤔", "对吧 🤔")
        elif question.type is QuestionType.CODE:
            answers = (f"{question.key_text} 🤔",)
        else:
            continue
        for answer in answers:
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_an_arrow_pointing_back_at_a_letter(question: Question) -> None:
    """Framed by two arrows ("→ A ←") the letter stays bare; pointed at by one ("A <-") it is read as "所以"
    would be, to confirm (blind batch 85: "ABD ←", "对 ←")."""
    other = next(letter for letter in question.options if letter not in question.key)
    for template, confirmed in (("→ {} ←", False), ("{} <-", True), ("{}←", True)):
        result = grade(question, template.format(question.key))
        assert result.verdict is Verdict.CORRECT, (question.id, template)
        assert result.needs_confirmation is confirmed, (question.id, template)
        wrong = grade(question, template.format(other))
        assert wrong.verdict is Verdict.INCORRECT, (question.id, template)
        assert wrong.needs_confirmation is confirmed, (question.id, template)
    assert grade(question, f"{question.key} 吧 ←").needs_confirmation, question.id
    for unread in (f"不是 {question.key} ←", f"{question.key} ← {other}", f"{other} ← {question.key}"):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


def test_an_arrow_pointing_back_at_a_figure() -> None:
    result = grade(ACTIVATIONS, "464 GB ←")  # pointed at, to confirm, as a letter is (blind batch 85)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    assert grade(ACTIVATIONS, "约 464 GB ←").needs_confirmation
    assert grade(ACTIVATIONS, "232 GB ←").verdict is Verdict.INCORRECT


SAMPLERS = QUESTIONS["seed001-12"]  # A DDIM, B DPM-Solver-2, C Euler–Maruyama 求解 SDE, …; key ABDE


def test_an_option_pointed_at_by_its_own_words_then_the_rest_counted() -> None:
    for answer in ("SDE 那个 Euler–Maruyama 不算，其余四个", "SDE 那个 C 不算，剩下四个"):
        result = grade(SAMPLERS, answer)
        assert result.understood.choices == ["A", "B", "D", "E"] and result.needs_confirmation, result
    for unread in (
        "SDE 那个 DDIM 不算，其余四个",  # SDE is no word of DDIM's
        "SDE 那个 Euler–Maruyama 不算，其余三个",  # four are left
        "DDIM 那个 Euler–Maruyama 不算，其余四个",  # DDIM named, not C's words
    ):
        assert grade(SAMPLERS, unread).verdict is not Verdict.CORRECT, unread
