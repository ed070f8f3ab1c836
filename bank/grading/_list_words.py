"""The words about a list of options: an item added to it, and what closes it naming none.

Split by kind from ``_words`` (the readers' shared lists); found in an answer with ``_words.find``.
"""

from __future__ import annotations

import re

from bank.grading._words import _words

# An item added to the set said before it, the word opening the item's clause ("A、E，再加个 D",
# "…, plus D"): on a choice the item is chosen with the rest, and an item that names no option leaves
# no set to grade (the answer is asked again), never the smaller set.
ADDITIONS = _words(
    "再加个|再加一个|再加一项|再加一条|再加上|再加|还要加上|还要加|还得加上|还得加|另加|另外加上|外加一个|外加|"
    "加个|加一个|加上|再捎上|捎上|捎带上|顺带上|再带上|顺手加上|顺便加上|再配上|再配|再搭配上|再搭配|配上|"
    "plus|also add|and add|add in|throw in|on top of that"
)
# What closes a plain list of options without naming one ("A、C、D，都对", "…、UniPC 这四个"): no item.
LIST_CLOSINGS = _words(
    "都对|都是对的|都行|都可以|都能用|都能|都选|全选|都有|都是|都支持|都正确|就这些|这些|这两个|这俩|这三个|"
    "这四个|这几个|这仨|两个|三个|四个|都|all of them|all|both|these|those"
) + _words(  # each item named taken or kept, as "都选" says ("A,B,C,D 都要"): the list closed, none described
    "都要|全要|全都要|都得要|都需要|统统要|统统都要|都得选|都该选|都应该选|全都选|统统选|统统都选|都选上|全选上|"
    "都勾|都勾上|全勾|全勾上|都留着|都留|全部|全对|全都对|全部都对|全部正确"
)
# Such words closing the answer ("…这俩", "…那两条", "…，就这俩吧", "…都对"), digits as normalised: what
# a paraphrase's parts leave out, and a clause after the list's last option that says nothing of it.
LIST_CLOSING = re.compile(
    r"(?:\s*(?:(?:就|一共|总共)?\s*[这那]\s*(?:\d|[两俩三四五六])\s*[个条项样点]?|这些|这几个|"
    + "|".join(re.escape(word) for word in LIST_CLOSINGS if not word.isascii())
    + r"))+\s*[吧呢啊哈]*\s*[。.!！]?\s*$"
)
# A bare count closing a list, as normalised ("LPIPS, MS-SSIM, Inception Score 三个", "…一共 3 项都对"):
# no item either, after a comma too; kept apart from LIST_CLOSING, which the reading by meaning strips
# from an answer's end, where "每卡 8 个" is a figure.
LIST_COUNTED = re.compile(
    r"\s*(?:就|一共|总共|共)?\s*(?:\d|[两俩三四五六七八])\s*[个条项样点](?:\s*(?:"
    + "|".join(re.escape(word) for word in LIST_CLOSINGS if not word.isascii())
    + r"))*\s*[吧呢啊哈]*\s*[。.!！]?\s*$"
)
# The same addition said after the item, closing its clause ("psum 也能算一个", "D counts too").
ADDED_AFTER = _words(
    "也能算一个|也能算上|也能算|也算一个|也算上|也算|也可以算上|也可以算|也得算上|也得算|也要算上|也要算|"
    "也该算|也应该算|也应算|也得选|也要选|也选上|也算进去|算一个|also counts|counts too|counts as well"
)
# What withholds an addition said right before it ("不用再加 D", "要不要再配 D", "可能再加 D"): the item is
# not added, only mentioned (denied, asked about or held open), so the addition word commits to nothing.
ADDITION_WITHHELD = re.compile(
    r"(?:不用|不需要|不需|无需|不必|没必要|用不着|不要|别|不|没|要不要|需不需要|用不用|加不加|"
    r"可能|也许|或许|大概|说不定|估计|好像|似乎|或者|还是)\s*(?:还|也)?\s*$"
)
# What closes the options named after a rule-out list as the set chosen among ("排除 A 和 D，B C 之间我选 B",
# "…，B、C 两个里选 B"): a new clause, so the rule-out list ended before it and none of the set is ruled out.
CHOICE_SET_AMONG = _words(
    "之间|中间|两者之间|两者中|两者里|两个之间|两个里面|两个里|两个中|两个当中|俩之间|俩里|这俩里|这两个里|"
    "里面|里头|当中|之中|中|里|二选一|二择一|选一个|挑一个"
)
# the set said open as it closes ("排除 A、D，B 和 C 都有可能"): a hedge between its options
CHOICE_SET_CLOSINGS = CHOICE_SET_AMONG + _words("都有可能|都可能|都说得通|都像")
# Saying the set named is left undecided ("B C 之间我选不出来", "…，B 和 C 都有可能"), with the doubts and
# hedges of ``_words``: its options are held open, not chosen together.
SET_UNDECIDED = _words(
    "都有可能|都可能|都说得通|都像|选不出来|选不出|定不下来|决定不了|拿不定主意|不知道|不好说|不知道选哪个|"
    "can't choose|cannot choose|can't pick|don't know"
)
