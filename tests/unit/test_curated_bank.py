"""The curated bank: every seed question present, typed as its source, clean, and audited."""

from __future__ import annotations

import ast
import json
import re

import pytest

from bank.catalog import Catalog
from bank.model import Question, QuestionType, Status
from bank.parsing.cleanup import clean_text, has_pinyin_annotation, is_simplified
from tests.helpers.curation import catalog, drafts

__all__ = ["catalog", "drafts"]  # fixtures shared with the other curation tests

CODE_BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)
# Runs of words the scraper glued together; none may survive curation.
COLLAPSED = re.compile(
    r"reduceoverhead|maxautotune|StableDiffusion|importtorch|returnself|defforward|def__init__|"
    r"TimetoFirstToken|continuousbatching|DeepSpeedZeRO|kernellaunch|fromtorch|ifattn_mask"
)
LOST_CHARACTER = re.compile(r"[\u4e00-\u9fff0-9]\?|\?[\u4e00-\u9fff0-9]")


def servable_text(question: Question) -> str:
    return "\n".join([question.stem, *question.options.values(), question.explanation, *question.hints])


def prose(text: str) -> str:
    return CODE_BLOCK.sub("", re.sub(r"`[^`\n]*`", "", text))


def test_every_seed_question_is_in_the_curated_bank(catalog: Catalog, drafts: dict[str, Question]) -> None:
    assert len(drafts) == 104
    assert sorted(q.id for q in catalog if q.bank.startswith("seed")) == sorted(drafts)
    for question in catalog:
        draft = drafts[question.id]
        assert question.source == draft.source, question.id


def test_every_complete_seed_question_is_ready_to_serve(
    catalog: Catalog, drafts: dict[str, Question]
) -> None:
    complete = [qid for qid, draft in drafts.items() if draft.status is Status.ACTIVE]
    assert len(complete) == 98
    assert [qid for qid in complete if not catalog[qid].servable] == []
    truncated = {qid for qid, draft in drafts.items() if "truncated" in draft.status_note}
    assert truncated == {"seed000-32", "seed001-21", "seed002-51"}
    for qid in truncated:
        question = catalog[qid]
        if question.status is Status.INCOMPLETE:
            continue
        # Served only where the curator wrote the missing answer, and says so: a key erratum and a note.
        assert any(e.field == "key" for e in question.errata), f"{qid}: completed key without an erratum"
        assert question.curator_note.strip(), f"{qid}: say that the answer was completed by the curator"
    assert catalog["seed000-32"].status is Status.INCOMPLETE  # its stem is cut: nothing to complete


def test_questions_without_a_source_key_say_what_was_decided(
    catalog: Catalog, drafts: dict[str, Question]
) -> None:
    undecided = [qid for qid, draft in drafts.items() if draft.status_note == "the source gives no answer"]
    assert undecided == ["seed001-16", "seed001-17", "seed001-18"]
    for qid in undecided:
        question = catalog[qid]
        decided = question.status_note if question.status is Status.INCOMPLETE else question.curator_note
        assert decided, f"{qid}: say whether a blank was marked or why it stays incomplete"


def test_types_options_and_source_keys_match_the_source(
    catalog: Catalog, drafts: dict[str, Question]
) -> None:
    for question in catalog:
        draft = drafts[question.id]
        assert question.type == draft.type, question.id
        if question.type.is_choice:
            assert list(question.options) == list(draft.options), question.id
        if draft.source_key and question.status is not Status.INCOMPLETE:
            normal = re.sub(r"\s+", "", clean_text(question.source_key or ""))
            assert normal == re.sub(r"\s+", "", draft.source_key), question.id


def test_changed_keys_carry_an_erratum(catalog: Catalog, drafts: dict[str, Question]) -> None:
    for question in catalog:
        draft = drafts[question.id]
        keyed = question.type.is_choice or question.type is QuestionType.TRUEFALSE
        if keyed and draft.key and question.key != draft.key:
            assert any(e.field == "key" for e in question.errata), f"{question.id}: key changed silently"
        for erratum in question.errata:
            assert erratum.justification.strip() and erratum.corrected.strip(), question.id


def test_disputed_and_incomplete_questions_say_why(catalog: Catalog) -> None:
    for question in catalog:
        if question.status is not Status.ACTIVE:
            assert len(question.status_note) >= 10, question.id


def test_text_is_clean_simplified_chinese(catalog: Catalog) -> None:
    for question in catalog:
        if question.status is Status.INCOMPLETE:
            continue
        text = servable_text(question)
        assert is_simplified(prose(text)), question.id
        assert not has_pinyin_annotation(text), question.id
        assert not COLLAPSED.search(text), f"{question.id}: {COLLAPSED.search(text)}"
        assert not LOST_CHARACTER.search(prose(text)), f"{question.id}: {LOST_CHARACTER.search(prose(text))}"
        assert "pile(" not in text.replace("torch.compile(", ""), question.id
        for text_of_option in question.options.values():
            assert not re.match(r"^[A-H][.．]", text_of_option), question.id


def test_code_blocks_have_real_lines_and_parse(catalog: Catalog) -> None:
    blocks = 0
    for question in catalog:
        if question.status is Status.INCOMPLETE:
            continue
        for language, code in CODE_BLOCK.findall(question.stem + "\n" + question.key_text):
            blocks += 1
            filled = code.replace("____", "blank_")
            if language == "python":
                assert filled.count("\n") >= 2, f"{question.id}: code still collapsed onto one line"
                ast.parse(filled)
            elif language == "json":
                json.loads(code.replace("____", "0"))
    assert blocks >= 5


def test_servable_questions_have_hints_and_topics(catalog: Catalog) -> None:
    for question in catalog:
        if question.servable:
            assert 2 <= len(question.hints) <= 3, question.id
            assert question.topics, question.id
            assert question.explanation.strip() or question.type.is_open, question.id


def test_calc_answers_are_consistent_with_their_numbers(catalog: Catalog) -> None:
    for question in catalog:
        if question.type is QuestionType.CALC and question.servable:
            figures = [float(x) for x in re.findall(r"\d+(?:\.\d+)?", question.key_text.replace(",", ""))]
            for part in question.numeric:
                assert any(abs(f - part.value) <= abs(part.value) * 0.05 for f in figures), question.id


# A line that ends inside a sentence (after a character or a comma, not a full stop or a colon) and is
# continued on the next line: the scraper's or an editor's hard wrap, which chat clients show as is.
HARD_WRAP = re.compile(r"[\u4e00-\u9fffA-Za-z0-9，、（“][ \t]*\n(?![ \t]*(?:[-*+] |\d+[.)] |\n|#|\||$))")


def test_explanations_have_no_hard_line_breaks_inside_sentences(catalog: Catalog) -> None:
    wrapped = []
    for question in catalog:
        if question.servable:
            prose_only = CODE_BLOCK.sub("", question.explanation)
            wrapped += [f"{question.id}: {m.group(0)!r}" for m in HARD_WRAP.finditer(prose_only)]
    assert not wrapped, "\n".join(wrapped)


REPAIRED = (  # disputed questions made answerable by a corrected stem or option (CURATION.md, Counts)
    "seed000-03", "seed000-06", "seed000-13", "seed000-23", "seed002-14", "seed002-20",
    "seed002-33", "seed002-36", "seed002-39", "seed002-41", "seed002-42",
    "seed000-04", "seed000-25", "seed001-01", "seed001-13", "seed002-06", "seed002-18",
)  # fmt: skip


def test_the_scored_pool_counts_as_curation_md_says(catalog: Catalog) -> None:
    active = [question for question in catalog if question.status is Status.ACTIVE]
    assert len(active) == 66
    assert sum(question.type is QuestionType.MULTI for question in active) == 13
    assert sum(question.status is Status.DISPUTED for question in catalog) == 36


@pytest.mark.parametrize("qid", REPAIRED)
def test_a_repaired_question_says_what_changed_and_why(catalog: Catalog, qid: str) -> None:
    question = catalog[qid]
    assert question.status is Status.ACTIVE and not question.status_note
    repairs = [erratum for erratum in question.errata if erratum.field in ("stem", "options")]
    assert repairs, f"{qid}: a repair of the stem or an option carries its erratum"
    assert any(len(erratum.justification) >= 20 for erratum in repairs), qid  # why, not just what
    assert question.curator_note.strip(), f"{qid}: the curator note says what the key rests on"
