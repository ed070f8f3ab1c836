"""The reader's words live in one place (issue 30): ``bank.grading._lexicon``, as data.

Every other module of the reader takes its words from there by name and builds any regular expression
from a list (``_lexicon.alternation``): a string literal holding an alternation of three or more
Chinese words ("不一定|未必|不见得") anywhere else is a word list spelled inline, which this test refuses.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import bank.grading

PACKAGE = Path(bank.grading.__file__).parent
# three Chinese words or more joined by "|": the shape of a word list written into a pattern
INLINE_WORDS = re.compile(r"[\u3400-\u9fff]+\|[\u3400-\u9fff]+\|[\u3400-\u9fff]+")
THE_LEXICON = "_lexicon.py"


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
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hits = {(line, found[0]) for line, text in _literals(tree) if (found := INLINE_WORDS.search(text))}
    return [f"{path.name}:{line} {words}" for line, words in sorted(hits)]


def test_no_module_but_the_lexicon_spells_a_word_list() -> None:
    modules = [path for path in sorted(PACKAGE.glob("*.py")) if path.name != THE_LEXICON]
    spelled = [hit for path in modules for hit in _spelled(path)]
    assert spelled == [], "take these words from _lexicon by name: " + "; ".join(spelled)


def test_the_check_sees_a_word_list() -> None:
    tree = ast.parse('PATTERN = r"(?:不一定|未必|不见得)"\nLEAD = f"(?:{x}|也许|或许|大概)"')
    assert [text for _, text in _literals(tree) if INLINE_WORDS.search(text)] != []
    assert _spelled(PACKAGE / THE_LEXICON) != []  # the lexicon itself is where they are spelled
