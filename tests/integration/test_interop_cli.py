"""``interview-bot bank import --org`` with Moodle XML (``.xml``) and a QTI package (``.zip``), through
the same service as ``POST /v1/banks`` (the command in the test's process, as in test_org_bank_cli.py);
a hostile file refused with its line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, parse_bank_text
from tests.integration.test_org_bank_cli import data_dir, run
from tests.unit.test_moodle_xml import MOODLE_QUIZ
from tests.unit.test_qti import SUBSET

__all__ = ["data_dir"]


def test_moodle_xml_and_qti_files_import_as_organisation_banks(data_dir: Path, real_index: Any) -> None:
    assert run(data_dir, "admin", "create-org", "Acme", "--create").exit_code == 0
    moodle = data_dir.parent / "kube.xml"
    moodle.write_text(MOODLE_QUIZ, encoding="utf-8")
    imported = run(data_dir, "bank", "import", "--org", "Acme", str(moodle))
    assert imported.exit_code == 0, imported.output
    assert "6 questions, ready" in imported.stdout
    bank = parse_bank_text(SUBSET, BankFormat.YAML, bank_id="q", title="q").bank
    package = data_dir.parent / "subset.zip"
    package.write_bytes(export_bank(bank.questions, ExportFormat.QTI, title="q").content)
    imported = run(data_dir, "bank", "import", "--org", "Acme", str(package))
    assert imported.exit_code == 0, imported.output
    assert "7 questions, ready" in imported.stdout
    hostile = data_dir.parent / "laughs.xml"
    hostile.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE q [<!ENTITY a "b">]>\n<quiz>&a;</quiz>', encoding="utf-8"
    )
    refused = run(data_dir, "bank", "import", "--org", "Acme", str(hostile))
    assert refused.exit_code == 1 and f"{hostile}:2" in refused.stderr and "document type" in refused.stderr
