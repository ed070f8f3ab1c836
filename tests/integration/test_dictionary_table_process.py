"""The CLI's search looks jieba's words up in a table: the first process writes it, the next ones read it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.helpers.paths import ROOT

PROBE = """
import json, sys
from pathlib import Path
from retrieval import lexical
if sys.argv[1] == "table":
    lexical.prefer_dictionary_table(Path(sys.argv[2]))
tokens = [lexical.tokenize(text) for text in ("梯度检查点", "FlashAttention2 显存", "流水线并行的气泡")]
print(json.dumps([type(lexical.jieba.dt.FREQ).__name__, tokens], ensure_ascii=False))
"""


def test_the_first_search_process_writes_the_table_and_the_next_ones_read_it(tmp_path: Path):
    def probe(*args: str) -> list[object]:
        out = subprocess.run(
            [sys.executable, "-c", PROBE, *args], cwd=ROOT, capture_output=True, text=True, check=True
        )
        result: list[object] = json.loads(out.stdout)
        return result

    loaded = probe("loaded")
    first = probe("table", str(tmp_path))
    assert [p.name.startswith("jieba-") for p in tmp_path.iterdir()] == [True]  # written, no scratch left
    second = probe("table", str(tmp_path))
    assert loaded[0] == first[0] == "dict" and second[0] == "TableFrequencies"
    assert loaded[1] == first[1] == second[1]
