"""QTI 3.0 content packages: YAML → QTI → YAML keeps every field the subset carries, the curated bank's
round trip names what it does not, the package has the structure the specification defines (the
official XSDs are not reachable here), and hostile packages (zip bombs, paths out of the package,
too many files, XML bombs inside) are refused with the file and line."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

import pytest

from bank.catalog import curated_bank_files
from bank.errors import BankFileError, Problem
from bank.files import load_bank_file
from bank.parsing import safezip
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, format_for, parse_bank_text, parse_bank_upload
from bank.parsing.qti import CP, ITEM, LOM

SUBSET = """
title: every type QTI carries
questions:
- {id: one, type: single, stem: "Which **port**?\\n\\n```\\nnc -l 80\\n```\\n", options: {A: "80", B: "443"},
   key: A, explanation: "Plain HTTP.", topics: [net, http], difficulty: 2, points: 2, language: en}
- {id: some, type: multi, stem: 多选：哪些是持久化存储？, options: {A: ledger, B: scratch, C: snapshot},
   key: AC, scoring: partial_subset, topics: [storage], difficulty: 4}
- {id: all, type: multi, stem: Which are durable?, options: {A: a, B: b, C: c, D: d}, key: BD,
   scoring: all_or_nothing, language: en}
- {id: tf, type: truefalse, stem: Raft elects a leader., key: "true", language: en, status: draft}
- {id: word, type: short, scoring: exact, stem: The object that claims a volume?, key: PersistentVolumeClaim,
   accepted: [PVC], language: en, points: 3}
- {id: size, type: calc, stem: 2048 MiB in GiB?, key: 2 GiB, language: en,
   numeric: [{value: 2.0, unit: GiB, tolerance: 0.05, unit_required: false}]}
- {id: essay, type: short, stem: 设计 etcd 的备份方案。, key: "定时快照，并演练恢复。",
   key_points: [定时快照, 演练恢复], explanation: 两者缺一不可。, topics: [etcd], difficulty: 5, points: 10}
"""


def qti(body: bytes) -> list[dict[str, object]]:
    built = parse_bank_upload(body, BankFormat.QTI, bank_id="q", title="q")
    return [q.model_dump(mode="json") for q in built.bank.questions]


def package(files: dict[str, bytes | str], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def refusal(body: bytes) -> list[Problem]:
    with pytest.raises(BankFileError) as caught:
        qti(body)
    return caught.value.problems


def test_yaml_to_qti_to_yaml_keeps_every_field_of_the_subset() -> None:
    bank = parse_bank_text(SUBSET, BankFormat.YAML, bank_id="q", title="q").bank
    exported = export_bank(bank.questions, ExportFormat.QTI, title=bank.title)
    assert exported.lost == {} and exported.media_type == "application/zip"
    again = parse_bank_upload(exported.content, BankFormat.QTI, bank_id="q", title="q").bank
    assert again.questions == bank.questions
    as_yaml = export_bank(again.questions, ExportFormat.YAML, title="q").content.decode()
    assert parse_bank_text(as_yaml, BankFormat.YAML, bank_id="q", title="q").bank.questions == bank.questions


def test_a_file_over_the_question_limit_is_refused_whole_as_text_and_as_a_package() -> None:
    bank = parse_bank_text(SUBSET, BankFormat.YAML, bank_id="q", title="q").bank
    exported = export_bank(bank.questions, ExportFormat.QTI, title=bank.title)
    for body, fmt in ((SUBSET.encode(), BankFormat.YAML), (exported.content, BankFormat.QTI)):
        with pytest.raises(BankFileError) as caught:
            parse_bank_upload(body, fmt, bank_id="q", title="q", file="f", max_questions=6)
        assert caught.value.problems == [
            Problem("f", None, "7 questions: a file holds at most 6", "questions")
        ]
        assert len(parse_bank_upload(body, fmt, bank_id="q", title="q", max_questions=7).bank.questions) == 7


def test_what_qti_carries_of_the_curated_bank_comes_back_equal_and_the_rest_is_named() -> None:
    carried = {"stem", "explanation", "topics", "points", "language", "difficulty"}
    for path in curated_bank_files():
        bank = load_bank_file(path)
        exported = export_bank(bank.questions, ExportFormat.QTI, title=bank.title)
        back = {
            q.id: q
            for q in parse_bank_upload(
                exported.content, BankFormat.QTI, bank_id=bank.id, title="x"
            ).bank.questions
        }
        assert list(back) == [q.id for q in bank.questions]
        archive = zipfile.ZipFile(io.BytesIO(exported.content))
        for question in bank.questions:
            lost = exported.lost.get(question.id, [])
            original, again = question.model_dump(mode="json"), back[question.id].model_dump(mode="json")
            assert [name for name in original if original[name] != again[name]] == lost, question.id
            assert not set(lost) & carried, (question.id, lost)
            if question.type.is_choice or question.type.value == "truefalse":
                assert not set(lost) & {"type", "options", "key", "scoring"}, (question.id, lost)
            item = archive.read(f"items/{question.id}.xml").decode()
            assert (f"<!-- not carried by QTI: {', '.join(lost)} -->" in item) == bool(lost)
            if question.status.value != "active":
                assert back[question.id].status.value == "draft"


ITEM_ORDER = [
    "qti-response-declaration",
    "qti-outcome-declaration",
    "qti-item-body",
    "qti-response-processing",
    "qti-modal-feedback",
]


def test_the_package_has_the_structure_qti_3_defines() -> None:
    bank = parse_bank_text(SUBSET, BankFormat.YAML, bank_id="q", title="q").bank
    archive = zipfile.ZipFile(io.BytesIO(export_bank(bank.questions, ExportFormat.QTI, title="q").content))
    manifest = ET.fromstring(archive.read("imsmanifest.xml"))
    assert manifest.tag == f"{{{CP}}}manifest" and manifest.get("identifier")
    assert manifest.findtext(f"{{{CP}}}metadata/{{{CP}}}schema") == "QTI Package"
    assert manifest.findtext(f"{{{CP}}}metadata/{{{CP}}}schemaversion") == "3.0.0"
    resources = manifest.findall(f"{{{CP}}}resources/{{{CP}}}resource")
    assert len(resources) == len(bank.questions)
    assert sorted(archive.namelist()) == sorted(["imsmanifest.xml", *(r.get("href") for r in resources)])
    interactions = []
    for resource in resources:
        assert resource.get("type") == "imsqti_item_xmlv3p0"
        assert resource.find(f"{{{CP}}}file").get("href") == resource.get("href")
        assert resource.find(f"{{{CP}}}metadata/{{{LOM}}}lom/{{{LOM}}}lifeCycle") is not None
        item = ET.fromstring(archive.read(resource.get("href")))
        assert item.tag == f"{{{ITEM}}}qti-assessment-item" and item.get("identifier") == resource.get(
            "identifier"
        )
        assert {item.get("adaptive"), item.get("time-dependent")} == {"false"} and item.get("title")
        order = [child.tag.removeprefix(f"{{{ITEM}}}") for child in item if isinstance(child.tag, str)]
        assert order == sorted(order, key=ITEM_ORDER.index), order  # the sequence the schema fixes
        declared = {d.get("identifier") for d in item.iter(f"{{{ITEM}}}qti-outcome-declaration")}
        assert {"SCORE", "MAXSCORE"} <= declared
        body = item.find(f"{{{ITEM}}}qti-item-body")
        found = [e for e in body.iter() if e.tag.endswith("-interaction")]
        assert len(found) == 1 and found[0].get("response-identifier") == "RESPONSE"
        interactions.append(found[0].tag.removeprefix(f"{{{ITEM}}}"))
        processing = item.find(f"{{{ITEM}}}qti-response-processing")
        scored = [e.get("identifier") for e in processing.iter(f"{{{ITEM}}}qti-set-outcome-value")]
        if found[0].tag.endswith("extended-text-interaction"):
            score = next(
                d for d in item.iter(f"{{{ITEM}}}qti-outcome-declaration") if d.get("identifier") == "SCORE"
            )
            assert score.get("external-scored") == "human" and "SCORE" not in scored
        else:
            assert "SCORE" in scored
    assert interactions == ["qti-choice-interaction"] * 4 + ["qti-text-entry-interaction"] * 2 + [
        "qti-extended-text-interaction"
    ]


def test_zip_media_type_and_format_name() -> None:
    assert format_for("application/zip") is BankFormat.QTI
    assert format_for("application/octet-stream", "qti") is BankFormat.QTI


def _item(body: str) -> str:
    return (
        f'<?xml version="1.0"?>\n<qti-assessment-item xmlns="{ITEM}" identifier="i1" title="i1">\n'
        f"<qti-item-body>\n{body}\n</qti-item-body>\n</qti-assessment-item>"
    )


def _manifest(*hrefs: str, kind: str = "imsqti_item_xmlv3p0") -> str:
    resources = "".join(
        f'<resource identifier="r{i}" type="{kind}" href="{h}"/>' for i, h in enumerate(hrefs)
    )
    return f'<manifest xmlns="{CP}" identifier="m"><resources>{resources}</resources></manifest>'


def test_hostile_packages_are_refused() -> None:
    bomb = package({"imsmanifest.xml": _manifest("a.xml"), "a.xml": b"<a>" + b" " * 50_000_000 + b"</a>"})
    assert len(bomb) < 200_000
    [problem] = refusal(bomb)
    assert "a.xml" in problem.message and "size limit" in problem.message
    [problem] = refusal(package({"../evil.xml": "<a/>", "imsmanifest.xml": _manifest("x.xml")}))
    assert "outside the package" in problem.message
    [problem] = refusal(package({"/etc/evil.xml": "<a/>", "imsmanifest.xml": _manifest("x.xml")}))
    assert "outside the package" in problem.message
    [problem] = refusal(package({"imsmanifest.xml": _manifest("../../etc/passwd")}))
    assert "outside the package" in problem.message
    [problem] = refusal(b"PK\x03\x04 not really a zip")
    assert "not a zip" in problem.message
    [problem] = refusal(package({"items/a.xml": "<a/>"}))
    assert "imsmanifest.xml" in problem.message


def test_a_damaged_package_is_refused_by_the_member_it_cannot_read() -> None:
    """A package cut short at its start (its members' offsets point before the file), with a member's
    compressed data overwritten, or needing a zip version zipfile does not know: zipfile raises
    ValueError, zlib.error and NotImplementedError there, which reached the API as a 500 (found by
    flipping bytes of an exported package)."""
    good = package({"imsmanifest.xml": _manifest("a.xml"), "a.xml": "<a/>"})
    [problem] = refusal(good[10:])
    assert "imsmanifest.xml: cannot be read" in problem.message
    with zipfile.ZipFile(io.BytesIO(good)) as archive:
        info = archive.getinfo("imsmanifest.xml")
    data = info.header_offset + 30 + len(info.filename) + len(info.extra)  # past its local header
    damaged = good[:data] + b"\xff\xff\xff\xff" + good[data + 4 :]  # a deflate block of no type
    [problem] = refusal(damaged)
    assert "imsmanifest.xml: cannot be read" in problem.message
    central = good.index(b"PK\x01\x02")  # the first central directory entry: the version it needs
    [problem] = refusal(good[: central + 6] + (181).to_bytes(2, "little") + good[central + 8 :])
    assert "not a zip file: zip file version 18.1" in problem.message


def test_too_many_files_and_ratios_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safezip, "MAX_MEMBERS", 50)
    [problem] = refusal(package({f"f{i}.txt": "x" for i in range(51)}))
    assert "51 files" in problem.message
    monkeypatch.setattr(safezip, "MAX_RATIO", 5)
    [problem] = refusal(
        package({"imsmanifest.xml": _manifest("a.xml"), "a.xml": "<a>" + " " * 100_000 + "</a>"})
    )
    assert "expands more than 5 times" in problem.message


def test_bad_items_are_refused_with_their_file_and_line() -> None:
    laughs = '<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY l "lol">]>\n<a>&l;</a>'
    match = _item('<qti-match-interaction response-identifier="RESPONSE"/>')
    picture = _item(
        '<div>Which?<img src="x.png"/></div>\n<qti-extended-text-interaction response-identifier="R"/>'
    )
    files = {
        "imsmanifest.xml": _manifest("items/laughs.xml", "items/match.xml", "items/img.xml"),
        "items/laughs.xml": laughs,
        "items/match.xml": match,
        "items/img.xml": picture,
    }
    problems = refusal(package(files))
    assert [(p.line, p.message.split(":")[0]) for p in problems] == [
        (2, "items/laughs.xml"),
        (4, "items/match.xml"),
        (4, "items/img.xml"),
    ]
    assert "document type" in problems[0].message and "qti-match-interaction" in problems[1].message
    assert "x.png" in problems[2].message
    [problem] = refusal(package({"imsmanifest.xml": _manifest("a.xml", kind="imsqti_item_xmlv2p2")}))
    assert "QTI 3.0 only" in problem.message


def test_a_qti_2_package_as_its_tools_write_it_is_refused_by_item() -> None:
    """A QTI 2.1 package's manifest is in IMS Content Packaging's own namespace (imscp_v1p1), not QTI
    3.0's: its items must be named as QTI 2 ones, not lost in "the manifest lists no … resources"."""
    manifest = _manifest("items/a.xml", "items/b.xml", kind="imsqti_item_xmlv2p1").replace(
        CP, "http://www.imsglobal.org/xsd/imscp_v1p1"
    )
    problems = refusal(package({"imsmanifest.xml": manifest}))
    assert [p.message for p in problems] == [
        f"imsmanifest.xml: a QTI 2 item (items/{name}.xml) is not read: QTI 3.0 only" for name in "ab"
    ]


def test_an_item_the_question_model_refuses_is_named_by_its_file() -> None:
    """A package of many items: a key the model refuses (two right choices of a single-choice item)
    was reported as "upload: key: …", with no line and no item to look at."""
    declaration = _declared("identifier", "a", "b")
    choices = "".join(f'<qti-simple-choice identifier="{c}">{c}</qti-simple-choice>' for c in "abc")
    item = _item(f'<p>Which?</p><qti-choice-interaction max-choices="1">{choices}</qti-choice-interaction>')
    items = {"items/ok.xml": _item("<p>Why?</p><qti-extended-text-interaction/>")}
    items["items/two-keys.xml"] = item.replace("<qti-item-body>", declaration + "<qti-item-body>")
    [problem] = refusal(package({"imsmanifest.xml": _manifest(*items), **items}))
    assert (problem.field, problem.message) == (
        "key",
        "items/two-keys.xml: key: a single-choice key is one letter",
    )
    twins = {"items/a.xml": items["items/ok.xml"], "items/b.xml": items["items/ok.xml"]}
    [problem] = refusal(package({"imsmanifest.xml": _manifest(*twins), **twins}))
    assert problem.message.startswith("items/b.xml: the same question as items/a.xml")


def test_a_bare_item_uploaded_as_xml_is_refused_saying_what_it_is() -> None:
    """An authoring tool's single item, or a manifest alone, sent as XML was refused as Moodle XML that
    lacks its <quiz>, naming the element by its namespace URL."""
    qti2 = '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i"/>'
    for text, words in (
        (_item("<p>Why?</p><qti-extended-text-interaction/>"), "a QTI 3.0 item"),
        (_manifest("i.xml"), "a QTI package's imsmanifest.xml"),
        (qti2, "a QTI 2 item"),
    ):
        with pytest.raises(BankFileError) as caught:
            parse_bank_text(text, BankFormat.MOODLE, bank_id="x", title="x")
        [problem] = caught.value.problems
        assert problem.message.startswith(f"{words}, not Moodle XML: "), problem.message
        assert "zip with imsmanifest.xml" in problem.message


def test_another_tools_item_reads_from_its_xhtml() -> None:
    body = (
        "<p>Which is the <b>default</b> restart policy?</p>\n"
        '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">'
        "<qti-prompt>Choose one.</qti-prompt>"
        '<qti-simple-choice identifier="never">Never</qti-simple-choice>'
        '<qti-simple-choice identifier="always">Always</qti-simple-choice>'
        "</qti-choice-interaction>"
    )
    declaration = (
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">'
        "<qti-correct-response><qti-value>always</qti-value></qti-correct-response></qti-response-declaration>\n"
    )
    item = _item(body).replace("<qti-item-body>", declaration + "<qti-item-body>")
    [question] = qti(package({"imsmanifest.xml": _manifest("i.xml"), "i.xml": item}))
    assert question["stem"] == "Which is the **default** restart policy?\n\nChoose one."
    assert (question["options"], question["key"], question["type"]) == (
        {"A": "Never", "B": "Always"},
        "B",
        "single",
    )


def test_an_inline_text_entry_is_the_blank_of_its_sentence() -> None:
    """QTI's own examples put a text entry inside a paragraph: the words after it are the stem's too
    (they were dropped with the interaction, leaving "The kubectl verb" as the whole question)."""
    mapping = (
        '<qti-mapping default-value="0"><qti-map-entry map-key="get" mapped-value="1"'
        ' case-sensitive="false"/></qti-mapping>'
    )
    item = _item(
        '<p>The kubectl verb <qti-text-entry-interaction response-identifier="RESPONSE"'
        ' expected-length="8"/> lists the pods of a namespace.</p>'
    ).replace("<qti-item-body>", _declared("string", "get", mapping=mapping) + "<qti-item-body>")
    [question] = qti(package({"imsmanifest.xml": _manifest("i.xml"), "i.xml": item}))
    assert question["stem"] == "The kubectl verb _____ lists the pods of a namespace."
    assert (question["type"], question["key"]) == ("short", "get")


def _foreign(declaration: str, interaction: str, processing: str = "") -> bytes:
    """Another tool's item: the declaration, a stem and the interaction, and its response processing."""
    item = _item(f"<p>How much?</p>\n{interaction}").replace(
        "<qti-item-body>", declaration + "<qti-item-body>"
    )
    item = item.replace("</qti-assessment-item>", f"{processing}</qti-assessment-item>")
    return package({"imsmanifest.xml": _manifest("i.xml"), "i.xml": item})


def _declared(base_type: str, *values: str, mapping: str = "") -> str:
    correct = "".join(f"<qti-value>{value}</qti-value>" for value in values)
    return (
        f'<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="{base_type}">'
        f"<qti-correct-response>{correct}</qti-correct-response>{mapping}</qti-response-declaration>\n"
    )


def test_a_key_the_item_does_not_say_exactly_is_refused_not_guessed() -> None:
    """Two choices of one identifier (which is right?), an absolute tolerance around 0 (it would become
    exactly 0) and an unmapped text entry (qti-match is case-sensitive; answers here are read case
    aside, which could turn a wrong one right): each refused with its file, never read another way."""
    twins = _foreign(
        _declared("identifier", "x"),
        '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">'
        '<qti-simple-choice identifier="x">1</qti-simple-choice>'
        '<qti-simple-choice identifier="x">2</qti-simple-choice>'
        '<qti-simple-choice identifier="y">3</qti-simple-choice></qti-choice-interaction>',
    )
    around_zero = _foreign(
        _declared("float", "0"),
        '<qti-text-entry-interaction response-identifier="RESPONSE"/>',
        "<qti-response-processing><qti-response-condition><qti-response-if>"
        '<qti-equal tolerance-mode="absolute" tolerance="0.5 0.5">'
        '<qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/>'
        "</qti-equal></qti-response-if></qti-response-condition></qti-response-processing>",
    )
    unmapped = _foreign(
        _declared("string", "Paris"), '<qti-text-entry-interaction response-identifier="RESPONSE"/>'
    )
    for body, words in (
        (twins, "share an identifier (x)"),
        (around_zero, "tolerance around 0"),
        (unmapped, "case-sensitively"),
    ):
        [problem] = refusal(body)
        assert problem.message.startswith("i.xml: ") and words in problem.message, problem
    mapping = (
        '<qti-mapping default-value="0"><qti-map-entry map-key="Paris" mapped-value="1"'
        ' case-sensitive="false"/></qti-mapping>'
    )
    mapped = _foreign(
        _declared("string", "Paris", mapping=mapping),
        '<qti-text-entry-interaction response-identifier="RESPONSE"/>',
    )
    [question] = qti(mapped)
    assert (question["type"], question["key"], question["scoring"]) == ("short", "Paris", "exact")
