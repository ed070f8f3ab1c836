"""On a multiple choice asking what holds, options named first and set apart by what is said of them,
then the rest affirmed ("D 和 E 要真实分布，其余都行", "A、C 得另配 tokenizer，别的都可以"): every option
but those set apart. What is said of them must neither affirm nor include them ("也", "可以", "对"), so
"A 和 B 也行，其余都行" is no such answer; read on the text with every option written as its letters."""

from __future__ import annotations

import re

# "the rest" closing an answer on the options it named first, counted or not, before what the rest are
# said to be: "剩下的都", "其余三个", "the others" (``_choice`` reads the denied ones before it too)
THE_REST = (
    r"(?:剩下的|剩下|其余的|其余|其他的|其他|其它|别的|the rest|the others)\s*"
    r"(?:[几两三四五六\d]\s*(?:个|项|条))?\s*(?:都|全|全都)?\s*"
)
_SET_APART_THEN_REST = re.compile(
    r"^\s*([A-H](?:\s*(?:[、,，和与/]|\band\b)?\s*[A-H])*)\s*(?:这两个|这俩|两个|这几个)?\s*"
    r"(?P<said>(?-i:[^A-H,，;；。])+?)\s*[,，;；]\s*"
    + THE_REST
    + r"(?:行|可以|对|正确|是对的|选|成立|没问题|能用|are fine|are right|are correct)[\s。.!！]*$",
    re.I,
)
# what, said of the options named first, would affirm or include them rather than set them apart
_AFFIRMS = re.compile(
    r"也|还|都行|可以|对|正确|没问题|能用|行|选|支持|成立|"
    # praised or stressed, not set apart: "C 挺好，其他都选", "C 很重要，其余都选"
    r"好|不错|没错|没毛病|重要|关键|必须|必要|靠谱|稳|"
    r"\b(?:also|too|fine|right|correct|ok|good|great|important|must|key)\b",
    re.I,
)


def set_apart_then_rest(lettered: str) -> re.Match[str] | None:
    """The match whose first group names the options set apart, when the rest are affirmed after them."""
    found = _SET_APART_THEN_REST.match(lettered)
    return found if found is not None and not _AFFIRMS.search(found.group("said")) else None
