"""The reader's words live in one place (issue 30): ``bank.grading.text._lexicon``, as data.

Every other module of the reader takes its words from there by name and builds any regular expression
from a list (``_lexicon.alternation``): a string literal holding an alternation of three or more
Chinese words ("不一定|未必|不见得") anywhere else is a word list spelled inline, and so is a tuple, set,
list or dict of three or more Chinese strings; this test refuses both.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import bank.grading
from bank.grading.text import _lexicon

PACKAGE = Path(bank.grading.__file__).parent
# three Chinese words or more joined by "|": the shape of a word list written into a pattern
INLINE_WORDS = re.compile(r"[\u3400-\u9fff]+\|[\u3400-\u9fff]+\|[\u3400-\u9fff]+")
THE_LEXICON = "_lexicon.py"
_CJK = re.compile(r"[\u3400-\u9fff]")
# Tables of a number system, not words the reader understands: how numerals and units are written.
NUMBER_TABLES = {
    "_blank_fills._NUMERALS": "numerals one to eight, for blanks counted in Chinese",
    "_every._CHINESE_COUNT": "numerals two to eight left in Chinese by the numeral reader",
    "_numbers._MAGNITUDES": "the Chinese orders of magnitude (万, 亿, …)",
    "_ordinal_mentions._ZH_NUMERAL": "numerals one to eight of a place",
    "_units.WORDED_BYTES": "byte units written in Chinese (千字节, …)",
    "_units._COUNT": "count magnitudes written in Chinese (千, 万, …)",
    "_units._TIME": "time units written in Chinese (秒, 分钟, …)",
    "_zh_numerals._ZH_DIGITS": "the Chinese digits",
    "_zh_numerals._ZH_PLACES": "the Chinese place values",
    "_zh_numerals._SCORE_PLACES": "the Chinese words for twenty, thirty, forty (廿, 卅, 卌)",
    "_zh_numerals._fraction": "the place values of a fraction said in Chinese (百分之, 千分之, 万分之)",
    "_truth_words.TRUE_MORE": "patterns assembled from _truth_words' structure, their words in _lexicon",
}


@cache
def _tree(path: Path) -> ast.Module:
    """A module of the reader, parsed once for the file's tests: three of them walk every module (the
    walks only read the trees)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _literals(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.JoinedStr):  # an f-string's literal parts, its fields as a gap
            text = "".join(part.value if isinstance(part, ast.Constant) else "\x00" for part in node.values)
            found.append((node.lineno, str(text)))
    return found


def _spelled(path: Path) -> list[str]:
    tree = _tree(path)
    hits = {(line, found[0]) for line, text in _literals(tree) if (found := INLINE_WORDS.search(text))}
    return [f"{path.name}:{line} {words}" for line, words in sorted(hits)]


def test_no_module_but_the_lexicon_spells_a_word_list() -> None:
    modules = [path for path in sorted(PACKAGE.rglob("*.py")) if path.name != THE_LEXICON]
    spelled = [hit for path in modules for hit in _spelled(path)]
    assert spelled == [], "take these words from _lexicon by name: " + "; ".join(spelled)


@cache
def _collections(path: Path) -> tuple[str, ...]:
    """Tuples, sets, lists and dicts of three or more Chinese strings, named by where they stand (found
    once a module: two tests ask)."""
    tree = _tree(path)
    found = []
    for statement in tree.body:
        names = [target.id for target in getattr(statement, "targets", []) if isinstance(target, ast.Name)]
        if isinstance(statement, ast.FunctionDef):
            names = [statement.name]
        for node in ast.walk(statement):
            if isinstance(node, (ast.Tuple, ast.Set, ast.List, ast.Dict)):
                items = node.keys if isinstance(node, ast.Dict) else node.elts
                chinese = [
                    item for item in items if isinstance(item, ast.Constant) and _CJK.search(str(item.value))
                ]
                if len(chinese) >= 3:
                    found.append(f"{path.stem}.{names[0] if names else node.lineno}")
    return tuple(found)


def test_no_module_but_the_lexicon_holds_a_word_collection() -> None:
    modules = [path for path in sorted(PACKAGE.rglob("*.py")) if path.name != THE_LEXICON]
    held = [found for path in modules for found in _collections(path) if found not in NUMBER_TABLES]
    assert held == [], "move these word lists to _lexicon: " + ", ".join(held)


def test_the_number_tables_are_still_there() -> None:
    found = {name for path in sorted(PACKAGE.rglob("*.py")) for name in _collections(path)}
    assert sorted(set(NUMBER_TABLES) - found) == []  # an exception no longer needed is struck off


def test_the_check_sees_a_word_list() -> None:
    tree = ast.parse('PATTERN = r"(?:不一定|未必|不见得)"\nLEAD = f"(?:{x}|也许|或许|大概)"')
    assert [text for _, text in _literals(tree) if INLINE_WORDS.search(text)] != []
    assert _spelled(Path(_lexicon.__file__)) != []  # the lexicon itself is where they are spelled
    assert _collections(Path(_lexicon.__file__))  # a tuple: empty when the check sees none


def test_no_word_list_is_written_twice() -> None:
    """One list under one name: a second name for the same words (as ``LIST_JOINS_ALT`` was) drifts
    from the first when one is edited. Lists of one role each may share words, not all of them in order."""
    named: dict[tuple[str, ...], list[str]] = {}
    for name, value in vars(_lexicon).items():
        if name.isupper() and isinstance(value, tuple) and all(isinstance(w, str) for w in value):
            named.setdefault(value, []).append(name)
    assert len(named) > 100
    assert [names for names in named.values() if len(names) > 1] == []


def _bound_twice(tree: ast.Module) -> list[str]:
    """Module-level names assigned more than once (``X += …`` extends a list, and is not counted)."""
    names = [
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    ]
    return sorted({name for name in names if names.count(name) > 1})


def test_no_name_in_the_lexicon_is_bound_twice() -> None:
    """A second ``RESTATING = …`` further down silently replaced the first, which another module reads,
    and lost right readings until the eval floors caught it: each name is bound once."""
    assert _bound_twice(_tree(Path(_lexicon.__file__))) == []
    assert _bound_twice(ast.parse("A = 1\nB = 2\nA = 3\nB += 1\n")) == ["A"]
