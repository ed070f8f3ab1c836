"""Moodle XML texts and paths as Moodle writes them: ``moodle_auto_format`` (questions imported from GIFT
or made before the HTML editor) shows its line breaks, as Moodle's ``text_to_html`` renders it, and a
category path doubles a slash inside a name (``CI//CD``), as ``assemble_category_path`` writes it."""

from __future__ import annotations

import pytest

from bank.errors import BankFileError
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, parse_bank_text, parse_bank_upload


def _stems(body: str) -> list[str]:
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n{body}</quiz>\n'
    return [q.stem for q in parse_bank_text(text, BankFormat.MOODLE, bank_id="m", title="m").bank.questions]


def _truefalse(stem: str, text_format: str = "moodle_auto_format") -> str:
    return (
        f'<question type="truefalse">\n<name><text>tf</text></name>\n'
        f'<questiontext format="{text_format}"><text>{stem}</text></questiontext>\n'
        '<answer fraction="100" format="moodle_auto_format"><text>true</text></answer>\n'
        '<answer fraction="0" format="moodle_auto_format"><text>false</text></answer>\n</question>\n'
    )


def test_an_auto_formatted_text_keeps_its_line_breaks() -> None:
    """Moodle turns each line break of an auto-formatted text into ``<br />`` (but one beside a tag):
    read as HTML alone, the lines of a program ran together into one line of prose."""
    program = "What does this print?\nfor i in range(3):\n    print(i)\nIt prints 0, 1, 2."
    beside_tags = "Bold is\n&lt;b&gt;this&lt;/b&gt;\nand not that"
    assert _stems(_truefalse(program) + _truefalse(beside_tags)) == [
        "What does this print?\nfor i in range(3):\nprint(i)\nIt prints 0, 1, 2.",
        "Bold is **this** and not that",
    ]
    assert _stems(_truefalse(program, "html")) == [
        "What does this print? for i in range(3): print(i) It prints 0, 1, 2."
    ]


def test_a_slash_in_a_category_name_is_doubled_in_its_path_both_ways() -> None:
    """Moodle splits a category path at a lone ``/`` only: ``$course$/top/CI//CD`` is the category
    ``CI/CD``, which was read as ``cd``; and a topic ``ci/cd`` was exported as two nested categories,
    read back as ``cd`` with nothing said (the check read the topic back as given, not from the path)."""
    category = '<question type="category"><category><text>{}</text></category></question>\n'
    built = parse_bank_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n'
        + category.format("$course$/top/CI//CD")
        + _truefalse("Is a pipeline a DAG?")
        + category.format("$module$/Sigma/Tau")
        + _truefalse("Is tau a letter?")
        + "</quiz>\n",
        BankFormat.MOODLE,
        bank_id="m",
        title="m",
    )
    assert [q.topics for q in built.bank.questions] == [["ci/cd"], ["tau"]]
    gift = "$CATEGORY: $course$/top/CI//CD\n\nIs a pipeline a DAG?{TRUE}\n"
    assert parse_bank_text(gift, BankFormat.GIFT, bank_id="g", title="g").bank.questions[0].topics == [
        "ci/cd"
    ]
    topics = [["ci/cd", "devops"], ["/edge/"]]
    questions = [
        q.model_copy(update={"topics": t}) for q, t in zip(built.bank.questions, topics, strict=True)
    ]
    exported = export_bank(questions, ExportFormat.MOODLE, title="m")
    assert "<text>$course$/top/ci//cd</text>" in exported.content.decode() and exported.lost == {}
    back = parse_bank_text(exported.content.decode(), BankFormat.MOODLE, bank_id="m", title="m")
    assert [q.topics for q in back.bank.questions] == topics


@pytest.mark.parametrize("fmt", [ExportFormat.MOODLE, ExportFormat.QTI])
def test_a_slash_in_a_tag_or_keyword_is_part_of_the_topic(fmt: ExportFormat) -> None:
    """A further topic travels as a Moodle tag or a LOM keyword, a name and not a path: ``ci/cd`` came
    back ``cd`` (named as not carried, but lost)."""
    [question] = parse_bank_text(
        f'<?xml version="1.0"?>\n<quiz>\n{_truefalse("Is a pipeline a DAG?")}</quiz>\n',
        BankFormat.MOODLE,
        bank_id="m",
        title="m",
    ).bank.questions
    tagged = question.model_copy(update={"topics": ["devops", "ci/cd"]})
    exported = export_bank([tagged], fmt, title="m")
    assert exported.lost == {}
    upload = BankFormat.QTI if fmt is ExportFormat.QTI else BankFormat.MOODLE
    [back] = parse_bank_upload(exported.content, upload, bank_id="m", title="m").bank.questions
    assert back.topics == ["devops", "ci/cd"]


def test_several_right_answers_of_a_one_answer_question_are_refused_as_such() -> None:
    """Moodle lets a one-answer multichoice give 100 % to several answers (any one of them is right);
    one key cannot say that, so it is refused, but as what it is, not as "partial credit"."""
    answers = "".join(
        f'<answer fraction="{fraction}" format="html"><text>{text}</text></answer>\n'
        for fraction, text in (("100", "Pod"), ("100", "pod"), ("-33.33333", "Node"))
    )
    question = (
        '<question type="multichoice">\n<name><text>smallest</text></name>\n'
        '<questiontext format="html"><text>Which is the smallest unit?</text></questiontext>\n'
        f"<single>true</single>\n{answers}</question>\n"
    )
    with pytest.raises(BankFileError) as caught:
        _stems(question)
    [problem] = caught.value.problems
    assert (problem.line, problem.field) == (3, "key")
    assert (
        problem.message
        == "2 answers of 100% in a one-answer question (any of them right) are not carried: one key"
    )
