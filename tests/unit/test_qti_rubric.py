"""A QTI 3.0 rubric block as the ASI schema (imsqti_asiv3p0) defines it: its content in the one
``qti-content-body`` it must hold, as the package writes it and as other tools write it."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

from bank.model import Question, QuestionType, Scoring
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, parse_bank_upload
from bank.parsing.qti import CP, ITEM

ESSAY = Question(id="q-essay", bank="q", type=QuestionType.SHORT, scoring=Scoring.RUBRIC, language="en",
                 stem="How would you back up etcd?", key="Take snapshots on a schedule; rehearse restores.",
                 key_points=["snapshots on a schedule", "rehearsed restores"])  # fmt: skip


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
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("imsmanifest.xml", manifest)
        archive.writestr("i.xml", item)
    [question] = parse_bank_upload(buffer.getvalue(), BankFormat.QTI, bank_id="q", title="q").bank.questions
    assert question.key == "Snapshots on a schedule, and rehearsed restores."
    assert question.status.value == "active"
