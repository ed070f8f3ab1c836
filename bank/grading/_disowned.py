"""An open answer the candidate disowns as a whole: "以下说法都是错的：…", "…——以上纯属胡扯",
"以下是常见误解：…", "错误答案示例：…", "All of the above is wrong", "None of the above holds".

The rubric counts the key points an answer states; a frame that says everything stated is wrong
disowns them all, so none is the candidate's point. Such an answer scores nothing, as giving up does.

A frame is read as a class, not as set phrases: a word pointing at the whole answer (the scope), then
a verdict that it is wrong (optionally with "all"), or that none of it holds; or a label opening the
answer that files what follows as wrong. The words are data below; the patterns only join them.
"""

from __future__ import annotations

import re

# Chinese: the whole answer pointed at ("以下", "上面这些说法")
_ZH_SCOPE = ("以下", "下面", "以上", "上面", "上述", "下列", "这些", "前面", "后面", "我说的", "我写的")
_ZH_NOUN = ("说法", "内容", "几点", "观点", "回答", "答案", "话", "所说", "所写", "几条", "这些", "各点")
_ZH_ALL = ("全都", "统统", "通通", "完全", "全部", "一律", "都", "全", "均", "皆", "纯属", "纯粹是", "尽是")
_ZH_COPULA = ("是", "为", "属于", "属")
_ZH_WRONG = (
    "错的", "错误的", "错误答案", "错误示范", "错误示例", "错误", "错", "不对的", "不对", "胡说八道", "胡说",
    "胡扯", "瞎扯", "扯淡", "瞎编的", "瞎编", "乱写的", "乱写", "编的", "不成立", "反例", "误解", "谬误",
    "假的", "废话", "反面例子", "反面教材", "错觉", "谣言",
)  # fmt: skip
_ZH_QUALIFIER = ("常见的", "常见", "典型的", "典型", "一些", "一堆")
# "没有一句是对的", "没一句对", "无一成立": none of it holds
_ZH_NONE = (r"没有?一(?:句|条|点|个|处)(?:话)?(?:是)?(?:对|正确|成立|靠谱|站得住)", r"无一(?:对|正确|成立)")
# a label opening the answer that files what follows: "错误答案示例：", "常见误解："
_ZH_LABEL = ("错误答案示例", "错误答案", "错误示例", "错误示范", "常见误解", "反面例子", "反例", "误区")

# English
_EN_SCOPE = ("the following", "the above", "what follows", "what i wrote", "what i said", "all this")
_EN_DEMONSTRATIVE = ("this", "that", "it", "the above", "the following", "what follows")
_EN_WRONG = (
    "wrong", "false", "incorrect", "made up", "nonsense", "bogus", "untrue", "a misconception",
    "misconceptions", "myths?", "a myth", "rubbish", "garbage",
)  # fmt: skip
_EN_HOLDS = ("holds?", "is right", "is correct", "is true", "are right", "are correct", "are true", "applies")
_EN_LABEL = ("common misconceptions?", "misconceptions?", "wrong answers?(?: examples?)?", "myths?")


# the verdict closes its clause: "以上都错误。", not "下面的错误处理" (a noun) nor "以上都错吗？"
_CLAUSE_END = r"(?=\s*(?:[，。；;,.！!：:）)」』\]…—-]|$))"


def _any(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


_DISOWNING = re.compile(
    rf"{_any(_ZH_SCOPE)}(?:的)?(?:{_any(_ZH_NOUN)})?\s*(?:{_any(_ZH_ALL)})?\s*(?:{_any(_ZH_COPULA)})?\s*"
    rf"(?:{_any(_ZH_QUALIFIER)})?\s*{_any(_ZH_WRONG)}(?:了|啦|的)?{_CLAUSE_END}"
    rf"|{_any(_ZH_SCOPE)}(?:的)?(?:{_any(_ZH_NOUN)})?\s*(?:内容)?\s*{_any(_ZH_NONE)}"
    rf"|^\W*{_any(_ZH_LABEL)}\s*[:：]"
    rf"|\b(?:all|everything)\s+(?:of\s+)?{_any(_EN_DEMONSTRATIVE)}\s+(?:is|are)\s+{_any(_EN_WRONG)}\b"
    rf"|\b{_any(_EN_SCOPE)}\s+(?:is|are)\s+(?:all\s+)?{_any(_EN_WRONG)}\b"
    rf"|\b(?:this|that|it)\s+is\s+all\s+{_any(_EN_WRONG)}\b"
    rf"|\bnone\s+of\s+{_any(_EN_DEMONSTRATIVE)}\s+{_any(_EN_HOLDS)}\b"
    rf"|\b(?:i\s+)?(?:don'?t|do\s+not)\s+believe\s+(?:any|a\s+word)\s+of\s+{_any(_EN_DEMONSTRATIVE)}\b"
    rf"|^\W*{_any(_EN_LABEL)}\s*:",
    re.I | re.M,
)


def disowned(answer: str) -> bool:
    """Whether ``answer`` says that everything it states is wrong."""
    return _DISOWNING.search(answer) is not None
