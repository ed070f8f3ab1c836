"""QTI 3.0 packages as the schemas define them and other tools write them: a rubric block's content in
the one ``qti-content-body`` it must hold, its viewers a list, a manifest's hrefs URIs."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

import pytest

from bank.errors import BankFileError
from bank.model import Question, QuestionType, Scoring
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, parse_bank_upload
from bank.parsing.qti import CP, ITEM
from tests.helpers.choice_questions import CODE_OPTIONS

ESSAY = Question(id="q-essay", bank="q", type=QuestionType.SHORT, scoring=Scoring.RUBRIC, language="en",
                 stem="How would you back up etcd?", key="Take snapshots on a schedule; rehearse restores.",
                 key_points=["snapshots on a schedule", "rehearsed restores"])  # fmt: skip


def _questions(files: dict[str, str]) -> list[Question]:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return parse_bank_upload(buffer.getvalue(), BankFormat.QTI, bank_id="q", title="q").bank.questions


def test_the_scorers_rubric_holds_its_content_in_a_content_body() -> None:
    """RubricBlockDType is a sequence of stylesheets, then one required ``qti-content-body``: a key and
    key points written straight into the block are refused by a validating QTI 3.0 reader."""
    content = export_bank([ESSAY], ExportFormat.QTI, title="q").content
    archive = zipfile.ZipFile(io.BytesIO(content))
    [name] = [n for n in archive.namelist() if n.startswith("items/")]
    rubric = ET.fromstring(archive.read(name)).find(f".//{{{ITEM}}}qti-rubric-block")
    assert rubric is not None and [child.tag for child in rubric] == [f"{{{ITEM}}}qti-content-body"]
    [question] = parse_bank_upload(content, BankFormat.QTI, bank_id="q", title="q").bank.questions
    assert (question.key, question.key_points) == (ESSAY.key, ESSAY.key_points)


def test_a_rubric_for_the_scorer_among_other_viewers_is_the_scorers() -> None:
    """``view`` is a list of viewers (``view="tutor scorer"``): a rubric the scorer shares with a tutor
    holds the key as much as one for the scorer alone (it was passed over, and the question drafted)."""
    manifest = (f'<manifest xmlns="{CP}" identifier="m"><resources><resource identifier="r" '
                f'type="imsqti_item_xmlv3p0" href="i.xml"/></resources></manifest>')  # fmt: skip
    item = (
        f'<qti-assessment-item xmlns="{ITEM}" identifier="i1" title="backup" xml:lang="en"><qti-item-body>'
        "<p>How would you back up etcd?</p>"
        '<qti-extended-text-interaction response-identifier="RESPONSE"/>'
        '<qti-rubric-block use="scoring" view="tutor scorer"><qti-content-body>'
        "<p>Snapshots on a schedule, and rehearsed restores.</p>"
        "</qti-content-body></qti-rubric-block></qti-item-body></qti-assessment-item>"
    )
    [question] = _questions({"imsmanifest.xml": manifest, "i.xml": item})
    assert question.key == "Snapshots on a schedule, and rehearsed restores."
    assert question.status.value == "active"


def test_a_manifest_href_is_a_uri_and_names_its_member_decoded() -> None:
    """IMS CP's ``href`` is an xs:anyURI: a tool that names an item file ``Port question.xml`` writes
    ``Port%20question.xml`` in the manifest (it was "named by the manifest but not in the package")."""
    href = "items/Port%20question.xml"
    manifest = (f'<manifest xmlns="{CP}" identifier="m"><resources><resource identifier="r" '
                f'type="imsqti_item_xmlv3p0" href="{href}"><file href="{href}"/></resource></resources>'
                "</manifest>")  # fmt: skip
    item = (
        f'<qti-assessment-item xmlns="{ITEM}" identifier="i1" title="port" xml:lang="en">'
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">'
        "<qti-correct-response><qti-value>a</qti-value></qti-correct-response></qti-response-declaration>"
        '<qti-item-body><p>Which port?</p><qti-choice-interaction response-identifier="RESPONSE" '
        'max-choices="1"><qti-simple-choice identifier="a">80</qti-simple-choice>'
        '<qti-simple-choice identifier="b">443</qti-simple-choice></qti-choice-interaction>'
        "</qti-item-body></qti-assessment-item>"
    )
    [question] = _questions({"imsmanifest.xml": manifest, "items/Port question.xml": item})
    assert (question.stem, question.key) == ("Which port?", "A")
    escaped = manifest.replace(href, "items/%2E%2E/%2E%2E/etc/passwd")
    with pytest.raises(BankFileError, match="outside the package"):
        _questions({"imsmanifest.xml": escaped, "items/Port question.xml": item})


def test_feedback_in_an_item_body_or_a_choice_is_not_shown_with_the_question() -> None:
    """A ``qti-feedback-inline`` in a choice and a ``qti-feedback-block`` in the body are shown once the
    response is processed: read into the option and the stem, they told the candidate the answer."""
    manifest = (f'<manifest xmlns="{CP}" identifier="m"><resources><resource identifier="r" '
                'type="imsqti_item_xmlv3p0" href="i.xml"/></resources></manifest>')  # fmt: skip
    item = (
        f'<qti-assessment-item xmlns="{ITEM}" identifier="i1" title="port" xml:lang="en">'
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">'
        "<qti-correct-response><qti-value>a</qti-value></qti-correct-response></qti-response-declaration>"
        '<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>'
        '<qti-item-body><p>Which port?</p><qti-choice-interaction response-identifier="RESPONSE" '
        'max-choices="1"><qti-simple-choice identifier="a">80<qti-feedback-inline show-hide="show" '
        'outcome-identifier="FEEDBACK" identifier="a">Right: plain HTTP.</qti-feedback-inline>'
        '</qti-simple-choice><qti-simple-choice identifier="b">443</qti-simple-choice>'
        '</qti-choice-interaction><qti-feedback-block outcome-identifier="FEEDBACK" identifier="a" '
        'show-hide="show"><qti-content-body><p>Port 80 is plain HTTP.</p></qti-content-body>'
        "</qti-feedback-block></qti-item-body></qti-assessment-item>"
    )
    [question] = _questions({"imsmanifest.xml": manifest, "i.xml": item})
    assert (question.stem, question.options, question.key) == ("Which port?", {"A": "80", "B": "443"}, "A")


def test_an_option_is_shown_as_xhtml_and_reads_back_as_its_markdown() -> None:
    """An option's Markdown (inline code, as the curated bank's code options are written) was written as
    the choice's text: a QTI player showed the backticks. It is rendered as a stem is, its source kept."""
    content = export_bank([CODE_OPTIONS], ExportFormat.QTI, title="q").content
    archive = zipfile.ZipFile(io.BytesIO(content))
    [name] = [n for n in archive.namelist() if n.startswith("items/")]
    choices = ET.fromstring(archive.read(name)).iter(f"{{{ITEM}}}qti-simple-choice")
    shown = ["".join(choice.itertext()) for choice in choices]
    assert shown == [text.strip("`") for text in CODE_OPTIONS.options.values()]
    [question] = parse_bank_upload(content, BankFormat.QTI, bank_id="q", title="q").bank.questions
    assert question.options == CODE_OPTIONS.options
