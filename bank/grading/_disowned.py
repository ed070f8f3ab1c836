"""An open answer the candidate disowns as a whole: "以下说法都是错的：…", "…——以上全是错的，我不知道。",
"All of the above is wrong".

The rubric counts the key points an answer states; a frame that says everything stated is wrong
disowns them all, so none is the candidate's point. Such an answer scores nothing, as giving up does.
"""

from __future__ import annotations

import re

_DISOWNING = re.compile(
    r"(?:以下|下面|以上|上面|上述|下列|这些)(?:的)?(?:说法|内容|几点|观点|回答|答案)?\s*"
    r"(?:都|全|全都|统统|完全|全部)\s*(?:是)?\s*(?:错的|错误的?|不对的?|胡说的?|瞎编的?|乱写的?|编的)|"
    r"\b(?:all|everything)\s+(?:of\s+)?(?:the\s+)?(?:following|above|below|this)\s+(?:is|are)\s+"
    r"(?:wrong|false|incorrect|made up|nonsense)\b|"
    r"\bnone\s+of\s+(?:the\s+)?(?:following|above|this)\s+is\s+(?:right|correct|true)\b",
    re.I,
)


def disowned(answer: str) -> bool:
    """Whether ``answer`` says that everything it states is wrong."""
    return _DISOWNING.search(answer) is not None
