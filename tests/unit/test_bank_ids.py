"""Question ids of files that give none (Aiken, untitled GIFT/Moodle/QTI questions) or give titles that
repeat: made from the question's content, so a re-uploaded file keeps every unchanged question's id
whatever was inserted or reordered, and a changed question never inherits another's id."""

from __future__ import annotations

import pytest

from bank.errors import BankFileError
from bank.model import QUESTION_ID
from bank.parsing.aiken import parse_aiken
from bank.parsing.drafts import MAX_LOCAL_ID, Draft, DraftBank, bank_id_from_name, build_bank
from bank.parsing.formats import BankFormat, parse_bank_text

PODS = (
    "Which object keeps a fixed number of identical pods running?\nA. ConfigMap\nB. ReplicaSet\nANSWER: B\n"
)
ALL = "Which command lists pods of all namespaces?\nA. kubectl get pods -A\nB. kubectl get po\nANSWER: A\n"
PDB = "What does a PodDisruptionBudget limit?\nA. voluntary evictions\nB. CPU\nANSWER: A\n"


def aiken_data(text: str) -> dict[str, object]:
    """One Aiken question's fields as its reader drafts them (no id of its own)."""
    [draft] = parse_aiken(text, "quiz.aiken").drafts
    return draft.data


def ids_by_stem(text: str, fmt: BankFormat = BankFormat.AIKEN, *, prefix: str = "") -> dict[str, str]:
    built = parse_bank_text(text, fmt, bank_id="k8s", title="t", id_prefix=prefix)
    return {q.stem: q.id for q in built.bank.questions}


@pytest.mark.parametrize("prefix", ["", "bk0123456789-"])
def test_an_inserted_or_reordered_question_leaves_every_other_id_alone(prefix: str) -> None:
    first = ids_by_stem(f"{PODS}\n{ALL}", prefix=prefix)
    again = ids_by_stem(f"{PDB}\n{ALL}\n{PODS}", prefix=prefix)
    assert {stem: again[stem] for stem in first} == first  # was q1/q2 by place: q1 named PDB after
    assert len(set(again.values())) == 3
    assert all(qid.startswith(f"{prefix or 'k8s-'}q-") for qid in again.values())


def test_a_changed_question_gets_a_new_id_and_white_space_or_width_changes_nothing() -> None:
    (before,) = ids_by_stem(PODS).values()
    (reworded,) = ids_by_stem(PODS.replace("identical", "matching")).values()
    (other_options,) = ids_by_stem(PODS.replace("ConfigMap", "Secret")).values()
    (spaced,) = ids_by_stem(PODS.replace("fixed number", "fixed  number").replace("?", "？")).values()
    assert before not in (reworded, other_options) and spaced == before


def test_identical_questions_in_one_file_are_refused_naming_both_lines() -> None:
    with pytest.raises(BankFileError) as caught:
        ids_by_stem(f"{PODS}\n{ALL}\n{PODS}")
    [problem] = caught.value.problems
    assert problem.line == 11 and "the same question as line 1" in problem.message


def test_identical_questions_without_lines_are_refused_naming_the_first_by_place() -> None:
    """A format whose drafts carry no line (a QTI package's items) still names the first of the two."""
    drafts = DraftBank([Draft(line=None, data=aiken_data(PODS)) for _ in range(2)])
    with pytest.raises(BankFileError) as caught:
        build_bank(drafts, bank_id="k8s", title="t", file="quiz.zip")
    assert ["the same question as question 1" in p.message for p in caught.value.problems] == [True]


def test_the_longest_public_bank_id_still_makes_valid_content_ids() -> None:
    bank_id = bank_id_from_name("x" * 80, "bank")
    built = parse_bank_text(PODS, BankFormat.AIKEN, bank_id=bank_id, title="t")
    [question] = built.bank.questions
    assert QUESTION_ID.match(question.id) and len(question.id.removeprefix(f"{bank_id}-")) <= MAX_LOCAL_ID


def moodle(*questions: tuple[str, str, str]) -> str:
    """Moodle XML of single-choice questions (category, name, stem)."""
    parts = []
    for category, name, stem in questions:
        parts.append(
            f'<question type="category"><category><text>$course$/top/{category}</text></category></question>'
            f'<question type="multichoice"><name><text>{name}</text></name>'
            f"<questiontext><text>{stem}</text></questiontext><single>true</single>"
            '<answer fraction="100"><text>yes</text></answer><answer fraction="0"><text>no</text></answer>'
            "</question>"
        )
    return "<quiz>" + "\n".join(parts) + "</quiz>"


def test_moodle_names_that_repeat_give_content_ids_and_unique_names_stay_ids() -> None:
    text = moodle(("k8s", "Question 1", "Pods?"), ("gpu", "Question 1", "GPUs?"), ("gpu", "Pods", "Nodes?"))
    ids = ids_by_stem(text, BankFormat.MOODLE)
    assert ids["Nodes?"] == "pods"
    assert ids["Pods?"].startswith("k8s-q-") and ids["GPUs?"].startswith("k8s-q-")
    assert ids["Pods?"] != ids["GPUs?"]
    cased = ids_by_stem(moodle(("k8s", "Pods", "One?"), ("k8s", "pods", "Two?")), BankFormat.MOODLE)
    assert all(qid.startswith("k8s-q-") for qid in cased.values()) and len(set(cased.values())) == 2


def test_a_repeated_moodle_idnumber_is_still_refused() -> None:
    text = moodle(("k8s", "A", "One?"), ("k8s", "B", "Two?")).replace(
        "<questiontext>", "<idnumber>same</idnumber><questiontext>"
    )
    with pytest.raises(BankFileError, match="duplicate question id 'same'"):
        ids_by_stem(text, BankFormat.MOODLE)


def test_gift_titles_that_repeat_give_content_ids() -> None:
    ids = ids_by_stem("::Pods::Smallest unit?{=Pod ~Node}\n\n::pods::Pods are mortal.{T}\n", BankFormat.GIFT)
    assert all(qid.startswith("k8s-q-") for qid in ids.values()) and len(set(ids.values())) == 2
