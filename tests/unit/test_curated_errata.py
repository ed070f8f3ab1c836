"""Every change the curation made to a seed question's text is documented by an erratum.

The curated stem, options and explanation are compared with the parser's draft of the same source
question. Only what CURATION.md lists as mechanical clean-up is normalised away before comparing:

- what the parser itself already undoes (pinyin, traditional characters, eaten prefixes);
- whitespace, code fences and backticks (the scraper stripped spaces, line breaks and fences);
- the dropped marks ``-`` ``*`` ``#`` ``_`` (restored in the curated text);
- a lost character shown as ``?`` in the source (a run of k ``?`` stands for at most k characters);
- character width and super/subscripts (NFKC: ``（`` = ``(``, ``²`` = ``2``);
- the letter case of names (``Deepspeed`` → ``DeepSpeed``);
- the closing punctuation of a stem (``？``/``：``/``。``).

Anything else that differs — a word, a figure, a sentence — must be named by an erratum on that field,
whose ``source`` quotes the draft faithfully and cleanly (simplified Chinese, no pinyin, found in the draft).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from difflib import SequenceMatcher

from bank.catalog import Catalog
from bank.model import Bank, Erratum, Question
from bank.parsing.cleanup import has_pinyin_annotation, is_simplified
from tests.helpers.curation import catalog, drafts

__all__ = ["catalog", "drafts"]  # fixtures shared with the other curation tests

_MARKUP = re.compile(r"```[a-z]*|[\s`*#_\-]")
_STEM_END = re.compile(r"[?:。]+$")
# An erratum whose source is not a quote: text the curation added where the source had none.
NOT_A_QUOTE = {"(removed)", "(none)", "（无）", "(added)"}


def normalised(text: str) -> str:
    return _MARKUP.sub("", unicodedata.normalize("NFKC", text)).lower()


def _pattern(draft: str) -> re.Pattern[str]:
    """The draft as a pattern: each run of k lost characters (``?``) matches up to k characters."""
    parts = re.split(r"(\?+)", draft)
    return re.compile(
        "".join(f".{{0,{len(part)}}}" if part.startswith("?") else re.escape(part) for part in parts), re.S
    )


def same_text(draft: str, curated: str, *, stem: bool = False) -> bool:
    a, b = normalised(draft), normalised(curated)
    pairs = [(a, b), (_STEM_END.sub("", a), _STEM_END.sub("", b))] if stem else [(a, b)]
    return any(x == y or ("?" in x and _pattern(x).fullmatch(y) is not None) for x, y in pairs)


def quoted_in(quote: str, draft: str) -> bool:
    """The quote is a stretch of the draft (``……`` marks an elision), except for characters the source
    lost (shown as ``?``)."""
    parts = [part for part in re.split(r"…+", quote) if part.strip()]
    return bool(parts) and all(_stretch_of(part, draft) for part in parts)


def _stretch_of(quote: str, draft: str) -> bool:
    q, d = normalised(quote), normalised(draft)
    if q in d:
        return True
    lost = d.count("?")
    if not lost or not q:
        return False
    blocks = [b for b in SequenceMatcher(None, q, d, autojunk=False).get_matching_blocks() if b.size]
    matched = sum(b.size for b in blocks)
    span = blocks[-1].b + blocks[-1].size - blocks[0].b if blocks else 0
    return matched >= len(q) - lost and span <= len(q) + lost


def changed_fields(question: Question, draft: Question) -> Iterator[tuple[str, str, str]]:
    """(field, draft text, curated text) for every text field the curation changed."""
    if not same_text(draft.stem, question.stem, stem=True):
        yield "stem", draft.stem, question.stem
    for label, text in question.options.items():
        if not same_text(draft.options.get(label, ""), text):
            yield "options", draft.options.get(label, ""), text
    if not same_text(draft.explanation, question.explanation):
        yield "explanation", draft.explanation, question.explanation


def undocumented_changes(catalog: Catalog, drafts: dict[str, Question]) -> list[str]:
    missing = []
    for question in catalog:
        documented = {erratum.field for erratum in question.errata}
        for field, draft_text, curated in changed_fields(question, drafts[question.id]):
            if field not in documented:
                missing.append(f"{question.id} {field}: {draft_text[:60]!r} → {curated[:60]!r}")
    return missing


def test_every_change_to_a_stem_option_or_explanation_has_an_erratum(
    catalog: Catalog, drafts: dict[str, Question]
) -> None:
    missing = undocumented_changes(catalog, drafts)
    assert not missing, "undocumented changes:\n" + "\n".join(missing)


def test_removing_an_erratum_is_caught(catalog: Catalog, drafts: dict[str, Question]) -> None:
    """The check above can fail: drop any one documented text erratum and the change shows up."""
    question = catalog["seed000-12"]
    assert any(e.field == "explanation" for e in question.errata)
    stripped = question.model_copy(
        update={"errata": [e for e in question.errata if e.field != "explanation"]}
    )
    others = [q for q in catalog if q.id != question.id]
    found = undocumented_changes(
        Catalog([Bank(id="all", title="all", questions=[*others, stripped])]), drafts
    )
    assert [line.split(":")[0] for line in found] == ["seed000-12 explanation"]


def _draft_field(draft: Question, erratum: Erratum) -> str:
    if erratum.field == "key":
        return draft.source_key or ""
    if erratum.field == "options":
        return "\n".join(draft.options.values())
    return str(getattr(draft, erratum.field))


def test_errata_quote_the_source_cleanly(catalog: Catalog, drafts: dict[str, Question]) -> None:
    problems = []
    for question in catalog:
        draft = drafts[question.id]
        for erratum in question.errata:
            where = f"{question.id} {erratum.field} erratum"
            for text in (erratum.source, erratum.corrected, erratum.justification):
                if not is_simplified(re.sub(r"`[^`]*`", "", text)) or has_pinyin_annotation(text):
                    problems.append(f"{where}: not clean simplified Chinese: {text[:60]!r}")
            if re.search(r"[A-Za-z]{18,}", re.sub(r"`[^`]*`", "", erratum.source)):
                problems.append(f"{where}: words run together: {erratum.source[:60]!r}")
            if erratum.source.strip() not in NOT_A_QUOTE and not quoted_in(
                erratum.source, _draft_field(draft, erratum)
            ):
                problems.append(f"{where}: source is not a quote of the draft: {erratum.source[:60]!r}")
    assert not problems, "\n".join(problems)


# Remarks about the source bank's own text; they belong in ``curator_note``, which candidates never see.
SOURCE_REMARK = re.compile(
    r"原解析|源解析|原答案|源答案|原题|原解答|源解答|原参考答案|源参考答案|出题人|源题"
)


def test_candidates_see_no_remarks_about_the_source(catalog: Catalog) -> None:
    leaks = []
    for question in catalog:
        if not question.servable:  # disputed questions are shown in practice too
            continue
        # The status note is shown with a disputed question in practice.
        shown = [question.stem, *question.options.values(), question.explanation, *question.hints]
        shown.append(question.status_note)
        leaks += [f"{question.id}: {m.group(0)}" for text in shown for m in SOURCE_REMARK.finditer(text)]
        assert is_simplified(question.curator_note), question.id
    assert not leaks, "move these to curator_note:\n" + "\n".join(leaks)
