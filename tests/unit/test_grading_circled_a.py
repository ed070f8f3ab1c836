"""A circled "A" (Ⓐ, ⓐ) before English words is option A, never the article NFKC would make of it:
"Ⓐ micro batch 开太大了存不下" and "Ⓐ deterministic=True 一步到位" had read nothing (blind batch 82). Read
to confirm, as "Ⓑ micro batch …" is; a denial, a correction or a hedge around it is read as it would be
around any other circled letter, and "Ⓐ and Ⓒ" stays a bare set.
"""

from __future__ import annotations

from bank.grading import grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
# single choices: key A (seed002-01), key B (seed002-02), key C (seed001-01); multiple: key A, B, C
REASONS = ["{a} final answer", "{a} trust me 没错", "{a} 我 guess 是这个", "{a} no doubt"]
OWN = {"seed002-02": "{a} micro batch 开太大了存不下", "seed001-01": "{a} deterministic=True 一步到位"}


def test_a_circled_a_before_english_words_is_option_a_to_confirm() -> None:
    for question_id, verdict in [
        ("seed002-01", "correct"),
        ("seed002-02", "incorrect"),
        ("seed001-01", "incorrect"),
    ]:
        for template in [*REASONS, OWN.get(question_id, REASONS[0])]:
            for circled in "Ⓐⓐ":
                answer = template.format(a=circled)
                graded = grade(QUESTIONS[question_id], answer)
                assert graded.understood.choices == ["A"], (question_id, answer, graded)
                assert graded.verdict.value == verdict, (question_id, answer, graded)
                assert graded.needs_confirmation, (question_id, answer)


def test_a_circled_a_denied_corrected_or_hedged_is_not_read_as_chosen() -> None:
    question = QUESTIONS["seed002-02"]  # key B
    for answer in [
        "不是 Ⓐ micro batch",
        "Ⓐ micro batch 不对，选 Ⓑ",
        "Ⓐ micro batch 不对，Ⓑ gather 对",
        "不选 Ⓐ micro batch，选 Ⓑ",
        "Ⓐ is wrong, Ⓑ",
    ]:
        graded = grade(question, answer)
        assert "A" not in (graded.understood.choices or []), (answer, graded)
    for answer in ["Ⓐ micro batch 还是 Ⓑ gather", "Ⓐ or Ⓑ, not sure"]:
        graded = grade(question, answer)
        assert graded.verdict.value in ("incorrect", "invalid"), (answer, graded)


def test_a_circled_a_alone_or_joined_stays_a_bare_letter() -> None:
    multi = QUESTIONS["seed001-15"]  # key A, B, C
    for answer, choices in [("Ⓐ and Ⓑ", ["A", "B"]), ("ⓐ and ⓒ", ["A", "C"]), ("Ⓐ Ⓑ Ⓒ", ["A", "B", "C"])]:
        graded = grade(multi, answer)
        assert graded.understood.choices == choices, (answer, graded)
        assert not graded.needs_confirmation, answer
    graded = grade(QUESTIONS["seed002-01"], "Ⓐ")
    assert graded.verdict.value == "correct" and not graded.needs_confirmation, graded


def test_the_article_typed_as_a_letter_is_still_the_article() -> None:
    question = QUESTIONS["seed002-02"]
    for answer in ["a micro batch 开太大了存不下", "a half precision save"]:
        graded = grade(question, answer)
        assert "A" not in (graded.understood.choices or []), (answer, graded)
