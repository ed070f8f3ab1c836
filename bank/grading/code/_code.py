"""Reading the code out of a code answer — backticked or between Chinese words, with its hedges,
rule-outs, corrections and remarks — for comparison by its canonical form (``_canonical_code``).

Every reading step decides by the canonical form whether two fills differ ("`a` 或者 `b`" offers two
only when they are different code). Splitting what is read into one fill per blank is
``_blank_fills``'s.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable, Iterator
from functools import lru_cache

from bank.grading.code._canonical_code import canonical, tree_form
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import code_spans, strip_answer_prefix, symbols_trimmed

_HEDGE_LINK = re.compile(rf"^\s*(?:{alternation(lexicon.HEDGE_LINKS)}|\bor\b|/)\s*$", re.I)


def _unquoted_fills(answer: str) -> list[re.Match[str]]:
    """What stands between an answer's Chinese words when it has no backticks ("x 或者 y": x, y)."""
    runs = re.finditer(r"[^\u4e00-\u9fff，。；！？、（）]+", answer)
    return [match for match in runs if re.search(r"\w", match.group(0))]


def hedged(answer: str) -> bool:
    """Two different fills offered as alternatives: "`a` 或者 `b`", "`a` or `b`", "`a`，也可能是 `b`",
    and the same without backticks ("a 或 b"): the words between two fills are read alike."""
    spans = list(re.finditer(r"`([^`\n]+)`", answer)) or _unquoted_fills(answer)
    parts = [part for part in _TOP_LEVEL_OR.split(answer) if part.strip()] if not spans[1:] else []
    if len(parts) > 1 and all(code_like(part) for part in parts):  # "f(x) or g(x)": two fills, not a BoolOp
        return len({canonical(part) for part in parts}) > 1
    fill = [span.group(span.lastindex or 0).strip(" ,;:") for span in spans]
    different = len({canonical(each) for each in fill}) > 1
    return any(
        (
            _HEDGE_LINK.match(answer[left.end() : right.start()])
            or lexicon.has(answer[left.end() : right.start()], (*lexicon.ALTERNATIVES, *lexicon.ALSO_FINE))
        )
        and canonical(fill[index]) != canonical(fill[index + 1])
        for index, (left, right) in enumerate(itertools.pairwise(spans))
    ) or (different and lexicon.has(answer, lexicon.HEDGES))


# outside brackets; in a comment too ("f(x)  #or g(x)": an alternative offered beside the fill)
_TOP_LEVEL_OR = re.compile(r"(?:\s+(?:(?:#|//)\s*)?|(?<=[)\]}])#\s*)or\s+(?![^()]*\))", re.I)
_RULED_OUT_BEFORE = re.compile(rf"(?:{lexicon.FILL_RULED_OUT_BEFORE})\s*$", re.I)
_RULED_OUT_AFTER = re.compile(
    rf"^\s*(?:{lexicon.FILL_RULED_OUT_AFTER})",
    re.I,
)


# a fill only measured against, after "比" and before a word saying the first is better ("x 比 y 靠谱",
# "`x` 比 `y` 对"): the one before "比" is preferred (as ``_compared_over`` reads options); "x 比 y 差" is not
_COMPARED_BEFORE = re.compile(r"(?:比起|比)\s*$")
_BETTER_AFTER = re.compile(rf"\s*(?:{lexicon.COMPARED_BETTER})")


def _set_aside(before: str, after: str) -> bool:
    """Whether a fill between ``before`` and ``after`` is ruled out, or only measured against."""
    compared = _COMPARED_BEFORE.search(before) is not None and _BETTER_AFTER.match(after) is not None
    return compared or bool(_RULED_OUT_BEFORE.search(before) or _RULED_OUT_AFTER.match(after))


def ruled_out(answer: str) -> set[str]:
    """The backticked fills the answer rules out ("不是 `a`，是 `b`", "`a` 不对", "`b`（不是 `a`）")."""
    return {
        canonical(span.group(1))
        for span in re.finditer(r"`([^`\n]+)`", answer)
        if _set_aside(answer[max(0, span.start() - 12) : span.start()], answer[span.end() :])
    }


_CJK = re.compile(r"[\u4e00-\u9fff，。；：！？、（）]")
# curly quotes typed for straight ones, and a blank's label ("空1：", "blank 2:"): read alike when the
# code is cut into one fill per blank (``_blank_fills``)
QUOTES = str.maketrans("“”‘’", "\"\"''")
BLANK_LABEL = re.compile(r"(?:空|blank\s*#?)\s*\d+\s*(?:[:：]|→|->|=>)?", re.I)  # "空1 → x" as "空1：x"


_ASKS_BACK = re.compile(  # "这里是 flash-attn 2.x 的接口吗？", "Is this the 2.x API?": about the question
    rf"(?:{alternation(lexicon.ABOUT_THE_QUESTION)})[^。！!]*(?:{alternation(lexicon.QUESTION_PARTICLES)}|[?？])\s*[?？]?\s*$"
    r"|^\s*(?:is this|are these|is that|which|what|why|how|do we|does this|should (?:i|we))\b"
    r"[^?？]*[?？]\s*$",
    re.I,
)  # not "x 对吗？", "Is it x?": a fill offered, to confirm


def asks_back(answer: str) -> bool:
    """Whether the answer, with no code in backticks, only asks a question back: asked again."""
    return not code_spans(answer) and bool(_ASKS_BACK.search(answer))


def broken_off(fragment: str) -> bool:
    """Whether a fill stops inside an open bracket ("f(q, k, v,"): unfinished, not a wrong fill."""
    depth = 0
    for char in re.sub(r"'[^']*'|\"[^\"]*\"", "", fragment):
        depth += (char in "([{") - (char in ")]}")
    return depth > 0 and tree_form(fragment) is None


def _top_level(code: str) -> Iterator[tuple[int, str]]:
    """Each character of ``code`` outside quotes and brackets, with its index: where a fill may be cut."""
    depth, quote = 0, ""
    for index, char in enumerate(code):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0:
            yield index, char


def split_top_level(code: str, cut: Callable[[str], bool]) -> list[str]:
    """``code`` split at the characters outside quotes and brackets that ``cut`` picks (dropped)."""
    parts, start = [], 0
    for index, char in _top_level(code):
        if cut(char):
            parts.append(code[start:index])
            start = index + 1
    parts.append(code[start:])
    return parts


@lru_cache(maxsize=256)  # pure; asked of the question's own fills on every answer
def after_label(piece: str) -> str | None:
    """The code after a remark and a colon ("checkpoint 一下 _inner: f(x)", the remark's words kept
    apart from the code by the normalisation, or a shape: "[B, kv, g, L, L]: q @ …"), or None when
    the colon is inside the code."""
    colon = next((index for index, char in _top_level(piece) if char == ":"), None)
    if colon is None:
        return None
    tail, head = piece[colon + 1 :].strip(), piece[:colon].strip()
    if head.split()[:1] == ["lambda"]:  # "lambda: f(x)" is a function, not f(x) labelled: the colon is code
        return None
    return tail if (_WORDS_LABEL.fullmatch(head) or _SHAPE.fullmatch(head)) and code_like(tail) else None


def shape_labelled(piece: str) -> bool:
    """Whether code follows a shape and a colon ("[B, kv, g, L, L]: q @ …"): a remark, to confirm."""
    colon = next((index for index, char in _top_level(piece) if char == ":"), None)
    return colon is not None and _SHAPE.fullmatch(piece[:colon].strip()) is not None


# words before a colon, hyphenated ones too ("推荐 non-reentrant：f(x)"): a remark, never code, since no
# annotation's target holds a "-"
_WORDS_LABEL = re.compile(r"[\w.\s]+(?:-[\w.\s]+)*")
# a shape said before a colon ("得是 [B, kv, g, L, L]：q @ …"): a list with a comma is never a target
# Python annotates, so the colon after it opens the code
_SHAPE = re.compile(r"[\w.\s]*\[\s*\w+(?:\s*,\s*\w+)+\s*\]")


def code_like(fragment: str) -> bool:
    fragment = fragment.strip()
    return (
        bool(fragment)
        and tree_form(fragment) is not None
        and (
            bool(re.search(r"[()\[\]{}=.'\":_]", fragment))
            or re.fullmatch(r"[A-Za-z_]\w*|\d+(?:\.\d+)?", fragment) is not None
        )
    )


def _said_per_blank(piece: str) -> bool:
    """Whether ``piece`` is one name said once per blank ("nvme nvme", "nvme, nvme"): a fill as a bare
    answer gives it, never English words ("not sure")."""
    names = re.split(r"[\s,;]+", piece.strip())
    return len(names) > 1 and len(set(names)) == 1 and code_like(names[0])


def fragments(answer: str) -> list[str]:
    """The code in an answer: fenced or backticked spans, else the text between Chinese words; after
    a correction ("`a` 不对，应该是 `b`"), only the code that follows it. An emoji closing or opening
    the answer ("nvme 👍") is no part of the code."""
    answer = symbols_trimmed(answer)
    corrected = lexicon.last_correction(answer)
    rest = answer[corrected:] if corrected is not None else ""
    if code_spans(rest) or any(
        code_like(piece := match.group(0).strip(" ,;:?")) or _said_per_blank(piece)
        for match in _unquoted_fills(rest)
    ):
        answer = rest  # "x？不对，应该是 y", "是 x 吗？不是，y y": the code after the correction
    spans = code_spans(answer)
    if spans:
        out = ruled_out(answer)
        spans = [without_comment(span) for span in spans]  # "```py\nx  # 空1\n```": as unfenced, no comment
        return [span.strip() for span in spans if span.strip() and canonical(span.strip()) not in out]
    text = strip_answer_prefix(answer.strip()).lstrip(" ,;:?")  # after "…？不，": the code
    text = without_comment(text)
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", "", text)  # Chinese in a string literal is code
    if not _CJK.search(unquoted):  # not "x，编译期常量": Chinese words parse as Python names
        return [without_english(text)]
    text = BLANK_LABEL.sub(" ", unicodedata.normalize("NFKC", text).translate(QUOTES))
    text = _CJK_REMARK.sub(" ", text)  # "x（dropout 训练时才用）": a remark in brackets, not a fill
    text = _ELSEWHERE_REMARK.sub("", text)  # "x，launch 时再传 BLOCK_SIZE=1024": the call site's code
    pieces = []
    for match in _BETWEEN_WORDS.finditer(text):
        # the punctuation that joined a piece to the words before it ("吧：x" is "吧:x") is not code
        piece = match.group(0).strip().lstrip(":;,?").rstrip("?").strip()
        before, after = text[max(0, match.start() - 12) : match.start()], text[match.end() :]
        if piece.casefold() in lexicon.CODE_LEAD_INS:
            continue  # "both 都是 nvme": the English lead-in between Chinese words is no fill
        if piece and not _set_aside(before, after):
            pieces += _top_level_clauses(piece)  # not "不是 x", "x 不对": a fill ruled out, as in backticks
    return pieces


# where a comment opens: "#" or "//" at a line's start or after a space ("x  # 编译期常量"), and "#" typed
# straight after a closing bracket ("f(x)#只存x"); never "blank#2=y" (a blank's label, after a word) nor
# "a//b" (a division)
COMMENT_OPENS = r"(?:(?:^|(?<=\s))(?:#|//)|(?<=[)\]}])#)"
_COMMENT = re.compile(r"(?:\s+#|(?<=[)\]}])#)[^'\"\n]*$", re.M)  # a comment closing a line


def without_comment(text: str) -> str:
    """The code without the comments closing its lines: a comment is part of code, not a fill."""
    stripped = _COMMENT.sub("", text)
    return stripped if stripped.strip() else text


def _top_level_clauses(piece: str) -> list[str]:
    """A piece cut at its top-level ", " — a Chinese comma, written so by the normalisation — when the
    cut leaves words beside the code ("f(a, b)，dropout 默认" is "f(a, b)" and "dropout")."""
    parts = [part.strip() for part in re.split(r",\s", piece)]
    if len(parts) == 1 or (code_like(piece) and all(code_like(part) for part in parts)):
        return [piece]
    kept, depth = [""], 0
    for part in re.split(r"(,\s)", piece):
        if part and re.fullmatch(r",\s", part) and depth == 0:
            kept.append("")
            continue
        kept[-1] += part
        depth += part.count("(") + part.count("[") + part.count("{")
        depth -= part.count(")") + part.count("]") + part.count("}")
    return [part.strip() for part in kept if part.strip()]


_LEAD_IN = re.compile(
    r"^(?:"
    + "|".join(re.escape(word) for word in sorted(lexicon.CODE_LEAD_INS, key=len, reverse=True))
    + r")(?:\s*(?:→|->|=>)\s*|\s+)",  # "both → nvme": the arrow points from the lead-in to the fill
    re.I,
)
# "(a compile-time constant)", "(that's ZeRO-Infinity)": a bracket of English words after the fill
_REMARK = re.compile(r"\s*\((?=[^()]*(?:[A-Za-z]{2,}|[A-Za-z]+'[a-z]+)\s+[A-Za-z])[^()]*\)\s*$")
_REASON_AFTER = re.compile(  # ", since …", "… here", " — it is …" (a spaced dash, then English words)
    r"\s*,?\s+(?:since|because|as|so that)\s+[A-Za-z].*$"
    r"|\s+-\s+[A-Za-z][\w']*\s+[A-Za-z][\w']*\s+[A-Za-z].*$"
    r"|\s+(?:here|there|instead|i think|i guess)\s*[.!]?\s*$",
    re.I | re.S,
)


def without_english(text: str) -> str:
    """A fill without the English around it — a lead-in ("Use f(x)", "both nvme") or a bracketed
    remark after it — when the whole does not parse as code and the rest does."""
    if tree_form(text) is not None and not _LEAD_IN.match(text):
        return text
    rest = _REMARK.sub("", _REASON_AFTER.sub("", _LEAD_IN.sub("", text, count=1))).rstrip(" ?")  # "Is it x?"
    if _DENIED.match(rest):  # "both → not nvme": the fill denied after the lead-in, never "not" filled
        return text
    return rest if rest and rest != text and tree_form(rest) is not None else text


_AGAINST = re.compile(lexicon.FILL_WORDS_AGAINST, re.I)


def remarked_against(answer: str) -> bool:
    """Whether an English remark in brackets closing the answer doubts, denies or asks ("x (don't think
    so)", "x (that's a guess)", "x (isn't it?)"): dropped from the fill, it leaves no fill meant as given."""
    remark = _REMARK.search(answer.rstrip(" .!"))
    return remark is not None and (_AGAINST.search(remark.group(0)) is not None or "?" in remark.group(0))


_DENIED = re.compile(r"\s*(?:not|no|never)\b", re.I)


_BETWEEN_WORDS = re.compile(r"[^\u4e00-\u9fff，。；：！？、（）“”]+")
# a dash before Chinese words (an em dash pair, "--" by now, or a spaced hyphen): the pause before a
# remark, never code ("a - b" subtracts a name, not a word)
_DASH_BEFORE_WORDS = re.compile(r"\s*(?:-{2,}|(?<=\s)-)\s*(?=[\u4e00-\u9fff])")


def dash_paused(answer: str) -> str:
    """ "x —— 不然 tl.arange 不认" as "x，不然 tl.arange 不认": a dash before words pauses as a comma does,
    and is read as one (a remark, a reason, a denial after it) rather than as code."""
    return _DASH_BEFORE_WORDS.sub("，", answer)


_CJK_REMARK = re.compile(r"[(（][^()（）'\"]*[\u4e00-\u9fff][^()（）'\"]*[)）]")


# a closing clause about another moment of the code's life ("，launch 时再传 BLOCK_SIZE=1024", "，调用的
# 时候传 1024"): the code it holds is written at the call site, not in the blank; a clause that
# corrects the fill instead ("，不对，…") opens with no such moment and is read as before
_ELSEWHERE_REMARK = re.compile(
    rf"[,，]\s*(?:{lexicon.LAUNCHING})\s*(?:的)?\s*(?:时候?|时)[^,，;；。\n]*$",
    re.I,
)


_NAME = re.compile(r"(?<![\w.])(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)")  # "tl.constexpr": its last name


# a flag's value, which words say as often as they write it ("causal 打开", "非 reentrant")
_SWITCHED = frozenset({"true", "false"})


def described(answer: str, pieces: list[str], fills: list[str]) -> bool:
    """ "调 flash_attn_func，q k v 原样传进去，causal 设 True": code told in Chinese words, its pieces
    between them naming every name of an accepted fill (a module path and a flag's True / False
    aside: "causal 打开"; one-letter names may be said run together: "qkv" for q, k, v). Not code to
    compare, and not wrong code either: asked again, never graded (the words may still deny a part)."""
    if len(pieces) < 2 or code_spans(answer) or not _CJK.search(answer):
        return False
    if told_in_words(answer, pieces):
        return True
    if any(re.search(r"[()\[\]{}]", piece) for piece in pieces):
        # "…再丢给 cp.checkpoint(_inner, x.detach(), …)": code written out, graded as written; unless
        # bare brackets follow names the sentences are about ("a 按行切所以 ('x', None)，b 按列切所以 …")
        return about_names(pieces, fills)
    said = {name.casefold() for piece in pieces for name in _NAME.findall(piece)}
    for fill in fills:
        names = {name.casefold() for name in _NAME.findall(fill)} - _SWITCHED
        letters = {name for name in names if len(name) == 1}  # "qkv" names q, k and v run together
        run_together = {char for name in said if len(name) > 1 and set(name) <= letters for char in name}
        if names and names <= said | run_together:
            return True
    return False


def about_names(pieces: list[str], fills: list[str]) -> bool:
    """Whether the pieces between Chinese words are names the sentences are about, names of no fill,
    and bare brackets, the call every accepted fill makes left unsaid ("a 按行切所以 ('x', None)，b 按列切所以
    (None, 'y')" against "P('x', None)"): what the brackets stand for is told, not written (read as lines
    "a", "('x', None)", … it was graded wrong); asked again. A call written out ("a 用 P('x', None)") is
    read."""
    named = {name.casefold() for fill in fills for name in _NAME.findall(fill)}
    subjects = [piece for piece in pieces if _LONE_NAME.fullmatch(piece) and piece.casefold() not in named]
    bare = [piece for piece in pieces if piece.lstrip("→->=: ").startswith(("(", "["))]  # "→ (…)"
    return len(subjects) >= 2 and bool(bare) and len(subjects) + len(bare) == len(pieces)


_LONE_NAME = re.compile(r"[A-Za-z_]\w*")
# a piece that is words and nothing else of code ("block size", "constexpr,", "group"): a name or words
# apart, closed by the comma that parted it from the next Chinese word
WORDS_ONLY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*(?:\s+[A-Za-z_][A-Za-z0-9_-]*)*\s*[,，]?")
CODE_SYNTAX = re.compile(r"[:=().]|->")  # "BLOCK_SIZE: int", "f(x)": code written, graded as written
# a give-up or a doubt beside the words ("triton 我只听过，没写过 kernel", "…手写没把握"): not code told
_NOT_TOLD = (*lexicon.GIVE_UPS, *lexicon.UNFAMILIAR, *lexicon.DOUBTS)
_GLOSS = re.compile(r"\(\s*[A-Za-z_]\w*\s*=\s*[^()]*\)[.。]?")  # "(causal=True)": a flag set, in brackets
WORDS_TOLD = 6  # Chinese characters around the pieces: fewer are a remark beside a fill ("x，编译期常量")


def told_in_words(answer: str, pieces: list[str]) -> bool:
    """Whether ``answer`` tells the code in Chinese sentences, its pieces words between words ("block
    size 得声明成 constexpr，编译期常量", "q 和 k 点积时 k 在 group 那一维上广播，…最后乘 scale"): at
    least two pieces that are words alone, no piece with code's syntax, no give-up or doubt, and Chinese
    words enough to be sentences; never read as a fill of those words (once graded wrong: "block size")."""
    # a bracket of code closing the words ("因果打开就行 (causal=True)") glosses them: no code written out
    glossed = pieces[:-1] if pieces and _GLOSS.fullmatch(pieces[-1]) else pieces
    if any(CODE_SYNTAX.search(piece) for piece in glossed) or lexicon.has(answer, _NOT_TOLD):
        return False
    words = [piece for piece in glossed if WORDS_ONLY.fullmatch(piece)]
    return len(words) >= 2 and len(_CJK.findall(answer)) >= WORDS_TOLD
