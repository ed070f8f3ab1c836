"""The recruiter-facing catalogue is complete: every problem the API raises (``ApiError``'s detail, a
literal template) has its Chinese, with the same ``{names}``; the console's words have both languages."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

from api.catalogue import accepted_language, bank_problem_text, console_word, problem_text
from api.catalogue_console import MESSAGES
from api.catalogue_problems import PROBLEMS

API = Path(__file__).resolve().parents[2] / "api"
CANDIDATE_TEXTS = {"text"}  # hints' details are the candidate's own texts (api/services/texts.py)


# what raises a problem with a catalogue template as its second argument (api/services/turn/_pipeline.py:
# an answer not recorded, decided as a Refuse and raised as a TurnRefused)
RAISERS = {"ApiError", "TurnRefused", "Refuse"}


def _name(function: ast.expr) -> str | None:
    return function.id if isinstance(function, ast.Name) else getattr(function, "attr", None)


def raised_templates() -> list[tuple[str, str]]:
    found = []
    for path in API.rglob("*.py"):
        source = path.read_text()
        if not any(raiser in source for raiser in RAISERS):  # a call to one names it: nothing to parse
            continue
        for node in ast.walk(ast.parse(source, str(path))):
            if not (isinstance(node, ast.Call) and _name(node.func) in RAISERS):
                continue
            detail = node.args[1]
            if isinstance(detail, ast.Call) and getattr(detail.func, "id", None) in CANDIDATE_TEXTS:
                continue
            if isinstance(detail, ast.Attribute) and detail.attr == "detail":  # a Refuse's, checked there
                continue
            options = [detail.body, detail.orelse] if isinstance(detail, ast.IfExp) else [detail]
            for option in options:
                assert isinstance(option, ast.Constant), f"{path}:{node.lineno}: a template, not an f-string"
                found.append((f"{path.name}:{node.lineno}", str(option.value)))
    return found


def names(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_raised_problem_is_in_the_catalogue() -> None:
    templates = raised_templates()
    assert len(templates) > 50
    missing = [(where, template) for where, template in templates if template not in PROBLEMS]
    assert missing == []


def test_every_word_a_console_page_names_is_in_the_catalogue() -> None:
    """``t('key')`` of a key the catalogue lacks prints the key itself on the page (``mode_adaptive``)."""
    named = {
        (path.name, key)
        for path in (API / "console" / "templates").glob("*.html")
        for key in re.findall(r"\bt\('([a-z_]+)'", path.read_text())
    }
    assert len(named) > 100
    complete = {word for word in named if word[1].endswith("_")}  # a prefix: ``t('type_' ~ q.type)``
    assert sorted(word for word in named - complete if word[1] not in MESSAGES) == []


def test_english_console_words_count_one_point_and_two_points() -> None:
    """A count the console, its Telegram notices and the transcripts give alike: "1 point", never
    "1 points" (the transcript of the same session says "1 point")."""
    assert console_word("n_points", "en", n="1") == "1 point"
    assert console_word("n_points", "en", n="0.5") == "0.5 points"
    assert console_word("n_points", "zh", n="1") == "1 分"
    assert console_word("n_questions", "en", n=1) == "1 question"
    assert "(1 use)" in console_word("tg_exhausted", "en", title="T", uses=1)
    bare = [
        english
        for _, english in MESSAGES.values()
        if re.search(r"\{\w+\} (?!was\b|is\b|has\b)[a-z]+s\b", english)
    ]
    assert bare == []  # a count before a plural noun is written {n:point|points}


def test_each_chinese_template_takes_the_same_names() -> None:
    assert all(names(english) == names(chinese) for english, chinese in PROBLEMS.items())
    assert all(len(words) == 2 and all(words) for words in MESSAGES.values())


def test_languages_and_texts() -> None:
    assert accepted_language("", default="en") == "en"
    assert accepted_language("en;q=0.4, zh-CN", default="en") == "zh"
    assert problem_text("no such invite", None, "zh") == "找不到该邀请"
    assert problem_text("unknown bank(s): {banks}", {"banks": "x"}, "en") == "unknown bank(s): x"
    assert bank_problem_text("missing column(s): key, stem", "zh") == "缺少列：key, stem"
    assert bank_problem_text("stem: Field required", "zh") == "stem：必填"
    assert bank_problem_text("something new", "zh") == "something new"  # unknown: as the parser said
