"""Moodle XML in and out: a file as Moodle writes it read field by field, the curated bank's round trip
(what is carried comes back equal, what is not is named in the file), refusals with their lines, and
hostile XML (entities, DTDs, depth, size) refused before anything is built."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bank.catalog import curated_bank_files
from bank.errors import BankFileError
from bank.files import load_bank_file
from bank.model import Question
from bank.parsing import safexml
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, format_for, parse_bank_text, parse_bank_upload

MOODLE_QUIZ = """<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/Default for Networking/Kubernetes</text></category>
  </question>
  <question type="multichoice">
    <name><text>Pod restart policy</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which <b>restartPolicy</b> is the default?</p>]]></text>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Pods restart <code>Always</code>.</p>]]></text>
    </generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <answer fraction="0" format="html"><text>Never</text>
      <feedback format="html"><text>Only for jobs.</text></feedback></answer>
    <answer fraction="100" format="html"><text>Always</text><feedback><text></text></feedback></answer>
    <answer fraction="0" format="html"><text>OnFailure</text></answer>
    <hint format="html"><text>Think of Deployments.</text></hint>
    <tags><tag><text>Workloads</text></tag></tags>
  </question>
  <question type="multichoice">
    <name><text>probes</text></name>
    <questiontext format="plain_text"><text>Which are probe kinds?</text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>liveness</text></answer>
    <answer fraction="-100"><text>aliveness</text></answer>
    <answer fraction="50"><text>readiness</text></answer>
  </question>
  <question type="truefalse">
    <name><text>tf</text></name>
    <questiontext format="html"><text>A Service selects pods by label.</text></questiontext>
    <answer fraction="100"><text>true</text><feedback><text>Selectors match labels.</text></feedback></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="category">
    <category><text>$course$/top/Storage</text></category>
  </question>
  <question type="shortanswer">
    <name><text>sc</text></name>
    <questiontext format="html"><text>The object that claims a volume?</text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100"><text>PersistentVolumeClaim</text></answer>
    <answer fraction="100"><text>PVC</text></answer>
    <answer fraction="0"><text>PV</text><feedback><text>A PV is the volume itself.</text></feedback></answer>
  </question>
  <question type="numerical">
    <name><text>disk</text></name>
    <questiontext format="html"><text>How many GiB is 2048 MiB?</text></questiontext>
    <answer fraction="100"><text>2</text><tolerance>0.1</tolerance></answer>
    <answer fraction="0"><text>*</text></answer>
    <units><unit><multiplier>1</multiplier><unit_name>GiB</unit_name></unit></units>
    <unitgradingtype>1</unitgradingtype>
  </question>
  <question type="essay">
    <name><text>design</text></name>
    <questiontext format="html"><text>Design a backup plan for etcd.</text></questiontext>
    <graderinfo format="html"><text><![CDATA[<ul><li>snapshot on a schedule</li>
      <li>test restores</li></ul>]]></text>
    </graderinfo>
  </question>
</quiz>
"""


def moodle(text: str) -> list[dict[str, object]]:
    built = parse_bank_text(text, BankFormat.MOODLE, bank_id="m", title="m")
    return [q.model_dump(mode="json") for q in built.bank.questions]


def test_a_quiz_as_moodle_writes_it_reads_field_by_field() -> None:
    single, multi, truth, short, figure, essay = moodle(MOODLE_QUIZ)
    assert single["id"] == "pod-restart-policy"
    assert (single["type"], single["key"], single["points"]) == ("single", "B", 2.0)
    assert single["stem"] == "Which **restartPolicy** is the default?"
    assert single["options"] == {"A": "Never", "B": "Always", "C": "OnFailure"}
    assert single["explanation"] == "Pods restart `Always`.\n\nA. Only for jobs."
    assert single["hints"] == ["Think of Deployments."]
    assert single["topics"] == ["kubernetes", "workloads"] and single["language"] == "en"
    assert (multi["type"], multi["key"], multi["scoring"]) == ("multi", "AC", "partial_subset")
    assert (truth["type"], truth["key"], truth["explanation"]) == (
        "truefalse",
        "true",
        "true: Selectors match labels.",
    )
    assert truth["topics"] == ["kubernetes"]
    assert (short["key"], short["accepted"], short["scoring"]) == ("PersistentVolumeClaim", ["PVC"], "exact")
    assert short["topics"] == ["storage"] and short["explanation"] == "PV: A PV is the volume itself."
    assert figure["type"] == "calc"
    assert figure["numeric"] == [
        {"label": "", "value": 2.0, "unit": "GiB", "tolerance": 0.05, "unit_required": True}
    ]
    assert (essay["type"], essay["scoring"]) == ("short", "rubric")
    assert essay["key_points"] == ["snapshot on a schedule", "test restores"]


def test_what_moodle_xml_carries_of_the_curated_bank_comes_back_equal() -> None:
    carried_by_every_type = {"stem", "explanation", "hints", "topics", "points", "language"}
    for path in curated_bank_files():
        bank = load_bank_file(path)
        exported = export_bank(bank.questions, ExportFormat.MOODLE, title=bank.title)
        text = exported.content.decode("utf-8")
        back = {
            q.id: q
            for q in parse_bank_text(text, BankFormat.MOODLE, bank_id=bank.id, title="x").bank.questions
        }
        assert list(back) == [q.id for q in bank.questions]
        for question in bank.questions:
            lost = set(exported.lost.get(question.id, []))
            original, again = question.model_dump(mode="json"), back[question.id].model_dump(mode="json")
            assert {name for name in original if original[name] != again[name]} == lost, question.id
            assert not lost & carried_by_every_type, (question.id, lost)
            if question.type.is_choice or question.type.value == "truefalse":
                assert not lost & {"type", "options", "key", "scoring"}, (question.id, lost)
            if lost:  # named in the file, before the question
                named = ", ".join(exported.lost[question.id])
                assert f"<!-- {question.id}: not carried by Moodle XML: {named} -->" in text
            if question.status.value != "active":
                assert back[question.id].status.value == "draft"  # never served and scored by surprise


def test_what_cannot_be_carried_is_refused_by_question_with_its_line() -> None:
    text = """<quiz>
  <question type="matching"><name><text>m</text></name>
    <questiontext><text>Match</text></questiontext></question>
  <question type="multichoice"><name><text>img</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which?</p>
<img src="@@PLUGINFILE@@/diagram.png"/>]]></text></questiontext>
    <single>true</single><answer fraction="100"><text>a</text></answer>
    <answer fraction="0"><text>b</text></answer>
  </question>
  <question type="shortanswer"><name><text>case</text></name><questiontext><text>Name?</text></questiontext>
    <usecase>1</usecase><answer fraction="100"><text>Kubernetes</text></answer></question>
  <question type="shortanswer"><name><text>half</text></name><questiontext><text>Name?</text></questiontext>
    <answer fraction="100"><text>k8s</text></answer>
    <answer fraction="50"><text>kube</text></answer></question>
  <question type="numerical"><name><text>u</text></name><questiontext><text>Size?</text></questiontext>
    <answer fraction="100"><text>1</text></answer>
    <units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit>
    <unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units></question>
  <question type="truefalse"><name><text>fine</text></name><questiontext><text>Fine.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer></question>
</quiz>"""
    with pytest.raises(BankFileError) as caught:
        moodle(text)
    found = [(p.line, p.field) for p in caught.value.problems]
    assert found == [(2, "type"), (5, "stem"), (10, "key"), (14, "key"), (15, "numeric")]
    messages = [p.message for p in caught.value.problems]
    assert "'matching'" in messages[0] and "diagram.png" in messages[1] and "case-sensitive" in messages[2]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (  # billion laughs
            '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n'
            + "".join(f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10}">\n' for i in range(1, 10))
            + "]>\n<quiz>&lol9;</quiz>",
            "document type",
        ),
        (  # an external entity (XXE)
            '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<quiz>&xxe;</quiz>',
            "document type",
        ),
        ("<quiz>\n" + "<a>" * 100 + "</a>" * 100 + "</quiz>", "nested more than 64 levels"),
        ("<quiz>\n<question type='truefalse'>\n</quiz>", "invalid XML"),
        ("<lesson/>", "expected <quiz>"),
    ],
)
def test_hostile_or_broken_xml_is_refused_with_its_line(text: str, words: str) -> None:
    with pytest.raises(BankFileError) as caught:
        moodle(text)
    [problem] = caught.value.problems
    assert words in problem.message and problem.line and problem.line >= 1


def test_a_file_of_too_many_elements_is_refused_at_the_line_it_crosses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(safexml, "XML_LIMITS", safexml.Limits(max_depth=64, max_nodes=1_000))
    text = "<quiz>\n" + "<x/>\n" * 1_500 + "</quiz>"
    with pytest.raises(BankFileError) as caught:
        moodle(text)
    [problem] = caught.value.problems
    assert problem.line == 1_001 and "more than 1,000 values" in problem.message


def test_xml_media_types_and_the_explicit_format_name_moodle() -> None:
    assert format_for("application/xml; charset=utf-8") is BankFormat.MOODLE
    assert format_for("text/xml") is BankFormat.MOODLE
    assert format_for("text/plain", "moodle") is BankFormat.MOODLE


def test_a_moodle_file_on_disk_validates_with_the_bank_named_by_its_file(tmp_path: Path) -> None:
    path = tmp_path / "Kube Quiz.xml"
    path.write_text(MOODLE_QUIZ, encoding="utf-8")
    bank = load_bank_file(path)
    assert (bank.id, len(bank.questions)) == ("kube-quiz", 6)
    exported = export_bank(bank.questions, ExportFormat.YAML, title=bank.title).content.decode()
    again = parse_bank_text(exported, BankFormat.YAML, bank_id="kube-quiz", title="x").bank
    assert again.questions == bank.questions
    assert re.search(r"^title: Kube Quiz$", exported, re.M)


def test_the_cli_exports_a_bank_and_validates_and_imports_the_xml_it_wrote(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from interview_bot.cli import app

    runner = CliRunner()
    source = tmp_path / "kube.xml"
    source.write_text(MOODLE_QUIZ, encoding="utf-8")
    data_dir = ["--data-dir", str(tmp_path / "data")]
    result = runner.invoke(app, ["bank", "validate", str(source), *data_dir])
    assert result.exit_code == 0 and "6 questions" in result.output, result.output
    out = tmp_path / "again.xml"
    result = runner.invoke(
        app, ["bank", "export", str(source), "--format", "moodle", "-o", str(out), *data_dir]
    )
    assert result.exit_code == 0, result.output
    assert load_bank_file(out).questions == [
        q.model_copy(update={"bank": "again"}) for q in load_bank_file(source).questions
    ]
    result = runner.invoke(app, ["bank", "export", "seed001", "--format", "moodle", *data_dir])
    assert result.exit_code == 0 and result.stdout.startswith("<?xml")
    assert "not carried by moodle" in result.stderr and "errata (21)" in result.stderr
    result = runner.invoke(app, ["bank", "import", str(out), *data_dir])
    assert result.exit_code == 0 and "added bank 'again'" in result.output, result.output
    assert runner.invoke(app, ["bank", "export", "nonesuch", *data_dir]).exit_code == 1
    zipped = tmp_path / "kube-qti.zip"
    result = runner.invoke(
        app, ["bank", "export", str(source), "--format", "qti", "-o", str(zipped), *data_dir]
    )
    assert result.exit_code == 0 and "hints (1)" in result.stderr, result.output
    result = runner.invoke(app, ["bank", "validate", str(zipped), "--data-dir", str(tmp_path / "other")])
    assert result.exit_code == 0 and "bank 'kube-qti': 6 questions" in result.output, result.output


def test_an_id_with_hyphens_in_a_row_exports_to_well_formed_xml_that_imports_again() -> None:
    """``--`` is not allowed inside an XML comment, and the comment naming what is lost holds the id."""
    text = "".join(
        f"- {{id: {qid}, type: single, stem: {qid}?, options: {{A: a, B: b}}, key: B, difficulty: 4}}\n"
        for qid in ("k8s--pods", "gpu---mem", "tail-")
    )
    built = parse_bank_text(text, BankFormat.YAML, bank_id="bk1", title="t", id_prefix="bk1-")
    exported = export_bank(built.bank.questions, ExportFormat.MOODLE, title="t", id_prefix="bk1-")
    assert set(exported.lost) == {"k8s--pods", "gpu---mem", "tail-"}  # each named in a comment
    back = parse_bank_text(exported.content.decode(), BankFormat.MOODLE, bank_id="bk2", title="t")
    assert [q.id for q in back.bank.questions] == ["k8s--pods", "gpu---mem", "tail-"]
    assert "<!-- k8s- -pods: not carried" in exported.content.decode()


def test_an_asterisk_in_a_short_answer_exports_escaped_and_imports_as_itself() -> None:
    """A bare ``*`` in a Moodle short answer is a wildcard (refused: it would take answers the key does not
    name); ``\\*`` is Moodle's literal asterisk, which the export writes and the import reads back."""
    text = (
        "- {id: deref, type: short, scoring: exact, stem: Read through p?, key: '*p', accepted: ['* p']}\n"
        "- {id: times, type: short, scoring: exact, stem: Two times three in C?, key: '2*3'}\n"
    )
    built = parse_bank_text(text, BankFormat.YAML, bank_id="bk1", title="t", id_prefix="bk1-")
    exported = export_bank(built.bank.questions, ExportFormat.MOODLE, title="t", id_prefix="bk1-")
    assert (
        "<text>\\*p</text>" in exported.content.decode() and "<text>2\\*3</text>" in exported.content.decode()
    )
    back = parse_bank_text(
        exported.content.decode(), BankFormat.MOODLE, bank_id="bk1", title="t", id_prefix="bk1-"
    )
    assert [(q.key, q.accepted) for q in back.bank.questions] == [("*p", ["* p"]), ("2*3", [])]
    wildcard = exported.content.decode().replace("2\\*3", "2*3")
    with pytest.raises(BankFileError) as caught:
        moodle(wildcard)
    [problem] = caught.value.problems
    assert "wildcard answer '2*3'" in problem.message and problem.field == "key"


def test_single_is_read_as_moodle_reads_it_one_answer_unless_false() -> None:
    """Moodle's importer defaults ``<single>`` to ``true`` and takes any value but ``false``, ``0`` or
    nothing as one answer (``trans_single``): a question Moodle shows with radio buttons is never read
    here as "tick all that apply", nor a weighted one as a multi whose partial credit Moodle never gave."""
    questions = "".join(
        f'<question type="multichoice"><name><text>{name}</text></name>'
        f"<questiontext><text>Which {name}?</text></questiontext>{single}"
        '<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer>'
        "</question>"
        for name, single in (
            ("absent", ""),
            ("yes", "<single>yes</single>"),
            ("one", "<single>1</single>"),
            ("false", "<single>false</single>"),
            ("zero", "<single>0</single>"),
            ("empty", "<single></single>"),
        )
    )
    read = {str(q["id"]): q["type"] for q in moodle(f"<quiz>{questions}</quiz>")}
    assert read == {
        "absent": "single",
        "yes": "single",
        "one": "single",
        "false": "multi",
        "zero": "multi",
        "empty": "multi",
    }
    halves = (
        '<quiz><question type="multichoice"><questiontext><text>Which?</text></questiontext>'
        '<answer fraction="50"><text>a</text></answer><answer fraction="50"><text>b</text></answer>'
        "</question></quiz>"
    )
    with pytest.raises(BankFileError) as caught:
        moodle(halves)  # Moodle: one answer, either worth half; not carried (it was read as a multi)
    assert "partial credit on a single-choice question" in caught.value.problems[0].message


def _stored_with_controls() -> list[Question]:
    """Questions as a bank stored before uploads refused control characters may hold them: the model
    reads them, so they load and serve."""
    return [
        Question.model_validate(
            {
                "id": "bk1-ff",
                "bank": "bk1",
                "type": "single",
                "stem": "Page\x0cbreak?",
                "language": "en",
                "options": {"A": "a\x00", "B": "b"},
                "key": "B",
            }
        ),
        Question.model_validate(
            {
                "id": "bk1-ok",
                "bank": "bk1",
                "type": "truefalse",
                "stem": "Fine?",
                "key": "true",
                "language": "en",
            }
        ),
    ]


@pytest.mark.parametrize("fmt", [ExportFormat.MOODLE, ExportFormat.QTI])
def test_characters_xml_cannot_hold_are_left_out_and_named_not_lost_unsaid(fmt: ExportFormat) -> None:
    exported = export_bank(_stored_with_controls(), fmt, title="t", id_prefix="bk1-")
    assert set(exported.lost) == {"ff"} and {"stem", "options"} <= set(exported.lost["ff"]), exported.lost
    back = parse_bank_upload(exported.content, BankFormat(fmt.value), bank_id="bk1", title="t").bank
    assert [(q.id, q.stem, q.options) for q in back.questions] == [
        ("ff", "Pagebreak?", {"A": "a", "B": "b"}),
        ("ok", "Fine?", {}),
    ]
