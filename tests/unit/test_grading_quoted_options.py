"""An option's text or figure quoted back alone ("“512”", "“剔除”", "“torch.compile(model, …)”"), or
several options each quoted on a multiple choice ("“支持共享 KV cache”“与 continuous batching 兼容”"), is a
bare answer, as the same text in corner brackets ("「512」") was already: blind batch 80 labels 28 such
answers bare. The quotes are dress only round the whole answer, or round each member of a set, and only on
a choice (a code fill's quotes are its code, '"nvme"'). Quotes round part of a sentence, a word after the
closing quote, or a sentence inside the quotes keep the answer a reading to confirm (or no reading); a
quoted option denied ("“512”？不", "“512”（划掉）") is asked again, as a quoted letter denied was.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
CHOICES = [question for question in QUESTIONS.values() if question.type.is_choice]
QUOTES = [("“", "”"), ('"', '"'), ("‘", "’")]
# an option's text that is not bare written plainly either (a backticked name with a word before it), or
# one the reader leaves unread in any dress ("与 …": read as a conjunction)
NOT_BARE_PLAIN = {("seed000-09", "A"), ("seed000-09", "B"), ("seed000-09", "C"), ("seed000-09", "D"),
                  ("seed000-13", "B"), ("seed000-13", "D"), ("seed000-23", "D"), ("seed002-39", "A"),
                  ("seed002-40", "D")}  # fmt: skip


def _sample() -> list[tuple[str, str, str]]:
    """One option of every third choice question (its letter turning with the question): the test fast."""
    picked = []
    for index, question in enumerate(CHOICES[::3]):
        letters = sorted(question.options)
        letter = letters[index % len(letters)]
        if (question.id, letter) not in NOT_BARE_PLAIN:
            picked.append((question.id, letter, question.options[letter]))
    return picked


def test_an_option_quoted_alone_is_bare() -> None:
    for index, (question_id, letter, option) in enumerate(_sample()):
        opening, closing = QUOTES[index % len(QUOTES)]
        answer = f"{opening}{option}{closing}"
        graded = grade(QUESTIONS[question_id], answer)
        assert graded.verdict is not Verdict.INVALID, answer
        assert (graded.understood.choices, graded.needs_confirmation) == ([letter], False), answer


def test_the_labelled_quoted_options_are_bare() -> None:
    for question_id, answer, letters in [
        ("seed002-06", "“512”", ["D"]),
        ("seed000-01", "“torch.compile(model, mode='max-autotune')”", ["A"]),
        ("seed001-13", "“Rollout 方法需逐层乘以注意力矩阵”", ["A"]),  # 乘以: the option's own words
        ("seed000-23", "“支持共享 KV cache”“与 continuous batching 兼容”", ["B", "D"]),
        ("seed000-23", "“支持共享 KV cache”、“块大小=16 可降低碎片”", ["A", "B"]),
        ("seed000-23", '"B" "D"', ["B", "D"]),
    ]:
        graded = grade(QUESTIONS[question_id], answer)
        assert (graded.understood.choices, graded.needs_confirmation) == (letters, False), answer


def test_quotes_round_a_sentence_or_a_part_of_one_are_no_dress() -> None:
    question = QUESTIONS["seed002-06"]  # D: 512
    for answer in [
        "“512”吧",
        "“512”？",
        "“512”，不确定",
        "“512” 不对",
        "我觉得“512”",
        "“我觉得是 512”",
        "“512”太多了，选 128",
        "“512” 还是 “128”",
        "“512”“128”",  # two options quoted on a single choice: more than a bare answer
    ]:
        graded = grade(question, answer)
        bare_d = graded.understood.choices == ["D"] and not graded.needs_confirmation
        assert graded.verdict is Verdict.INVALID or not bare_d, answer
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, answer


def test_a_quoted_option_denied_is_never_read_as_chosen() -> None:
    question = QUESTIONS["seed002-06"]
    for answer in ["“512” 不对", "“512” nope", "“512”？不", "“512”（划掉）", "「512」不对"]:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID or graded.understood.choices != ["D"], answer


def test_a_code_fill_keeps_its_quotes() -> None:
    question = QUESTIONS["seed000-29"]
    assert question.type is QuestionType.CODE
    graded = grade(question, '"cpu"')
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, False)
