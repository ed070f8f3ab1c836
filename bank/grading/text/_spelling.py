"""Slips of spelling a bare answer may come in: a true/false word with two letters swapped ("Ture",
"fasle") or a letter held down ("yess"), 对/错 typed in pinyin ("dui de", "bu dui"), 选 typed in pinyin
before a letter ("xuan B"), and a comma said to a voice input and written out ("gqa逗号swiglu"). Only the
fixed lists of the lexicon, never a likeness: a fuzzy match could turn another word into true or false,
or a name into a choice.

A misspelt mark is read only as the whole answer (closing punctuation aside), where it can be nothing
else, or as the whole of a question the answer asks itself before its reply ("falsee? no": the reply is
said of the mark, read as "false? no" is, never as a bare "no"); inside a sentence it is left as typed,
and so is a pinyin mark. 选 in pinyin is read only opening the answer, before an option's letter standing
alone."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_TYPO = re.compile(
    rf"^\s*(?:(?P<true>{alternation(lexicon.TRUE_TYPOS)})|(?P<false>{alternation(lexicon.FALSE_TYPOS)}))"
    r"(?P<close>[\s。.!！~～]*)$",
    re.I,
)
# a pinyin syllable may be typed apart from the next or not ("dui de", "duide"; "bu dui", "budui")
_SYLLABLES = r"\s*"
_TRUTH_PINYIN = re.compile(
    rf"^\s*(?:(?P<true>{'|'.join(w.replace(' ', _SYLLABLES) for w in lexicon.TRUE_PINYIN)})"
    rf"|(?P<false>{'|'.join(w.replace(' ', _SYLLABLES) for w in lexicon.FALSE_PINYIN)}))"
    r"(?P<close>[\s。.!！~～]*)$",
    re.I,
)
_ONE_WORD = re.compile(r"^\s*(?P<word>[A-Za-z]+)(?P<close>[\s。.!！~～]*)$")
_ASKED_WORD = re.compile(r"^\s*(?P<word>[A-Za-z]+)(?=\s*[?？])")  # "falsee? no": the word asked
_RUN = re.compile(r"([a-z])\1+")
_STRETCHED = {_RUN.sub(r"\1", word): word for word in lexicon.TRUTH_STRETCHED}
# said between two items, not named after a verb or a measure word ("用逗号", "一个逗号", "逗号的位置")
_VOICED_COMMA = re.compile(rf"(?<=[^\s{lexicon.COMMA_NAMED_AFTER}])\s*逗号\s*(?=[^\s的])")
# a homophone standing alone after 选 / 选项 ("选必 stream…", "…得八 选必"), not opening a word ("选比较",
# "选地址") nor comparing letters ("选比 B 好的"); "选一" is left: it may be "the first" as well as E
_VOICED = "[" + "".join(lexicon.VOICED_LETTERS) + "]"
_VOICED_NOT_E = "[" + "".join(said for said in lexicon.VOICED_LETTERS if said != "一") + "]"
_VOICED_CHOSEN = re.compile(
    rf"(?<=选)(项\s*|\s*)({_VOICED_NOT_E})"
    r"(?![\u4e00-\u9fff]|\s*[A-Ha-h](?![A-Za-z]))"
)
# homophones alone opening the answer, two or more apart ("比 地 一 都对"), each a word of its own, or
# joined by a link ("诶 和 地", "诶 逼 地 和 UniPC")
_VOICED_APART = rf"(?:[\s,，、]+|\s*(?:{alternation(lexicon.PART_LINKS)})\s*)"
_VOICED_LIST = re.compile(rf"^\s*{_VOICED}(?:{_VOICED_APART}{_VOICED})+(?=[\s,，。]|$)")
# homophones typed together as the whole answer ("诶逼西"); not 一, which makes words of the others ("一地")
_VOICED_RUN = re.compile(rf"^\s*({_VOICED_NOT_E}{{2,5}})\s*[。.!！]*\s*$")
# one closing the answer after a word of choosing opening its clause ("…2048，那就西", "所以逼吧"); not
# 一 ("那就一个" cut short), nor where it makes a word with the word before ("就地": in place)
_VOICED_CLOSING = re.compile(
    rf"(?:^|(?<=[\s,，。;；:：…]))(?P<lead>{alternation(lexicon.VOICED_CLOSING_LEADS)})\s*"
    rf"(?P<said>{_VOICED_NOT_E})(?P<close>\s*[吧了啦呗]?\s*[。.!！~～]*\s*)$"
)
_PINYIN = re.compile(rf"^\s*(?:{alternation(lexicon.CHOOSING_PINYIN)})\s*(?=[A-Ha-h](?![A-Za-z]))", re.I)


def truth_typo_fixed(text: str) -> str:
    """``text`` with a misspelt true/false word that is the whole answer spelt right ("Ture" -> "true")."""
    typo = _TYPO.match(text)
    if typo is None:
        return text
    return ("true" if typo.group("true") else "false") + typo.group("close")


def truth_asked_fixed(text: str) -> str:
    """``text`` with a misspelt true/false word asked as the whole of a question before the reply spelt
    right ("falsee? no" -> "false? no"); any other text as typed."""
    asked = _ASKED_WORD.match(text)
    if asked is None:
        return text
    word = asked.group("word")
    fixed = truth_stretched(truth_typo_fixed(word))
    return text if fixed == word else fixed + text[asked.end("word") :]


def truth_pinyin(text: str) -> str:
    """``text`` with 对/错 typed in pinyin as the whole answer written as the mark ("dui de" -> "对的",
    "bu dui" -> "不对"); any other text as typed."""
    said = _TRUTH_PINYIN.match(text)
    if said is None:
        return text
    return ("对" if said.group("true") else "不对") + said.group("close")


def truth_stretched(text: str) -> str:
    """``text`` with a true/false word stretched as the whole answer ("yess", "nooo!") typed once; a word
    whose letters once each are no true/false word ("yesn't", "nos") stays as typed."""
    said = _ONE_WORD.match(text)
    if said is None:
        return text
    typed = said.group("word").lower()
    word = _STRETCHED.get(_RUN.sub(r"\1", typed))
    if word is None or word == typed:
        return text
    return word + said.group("close")


def voiced_commas(text: str) -> str:
    """``text`` with a comma said aloud to a phone's voice input and written out ("gqa逗号swiglu", "c逗号就是
    2048那个") written as a comma: it parts the items as "，" does. The word named ("用逗号隔开", "加个逗号")
    or standing at either end is left as typed."""
    return _VOICED_COMMA.sub("，", text)


def pinyin_choice(text: str) -> str:
    """``text`` with 选 in pinyin opening it before a letter written as 选 ("xuan B, …" -> "选 B, …")."""
    return _PINYIN.sub("选 ", text, count=1)


# a slang word standing as a word of its own, in Latin letters: never inside a name, a path, a call or a
# quoted name ("xz_proj", "x.gg", "'qs'"), nor the name an assignment, an attribute, a call or an index is
# made of ("gg = 1", "qs.shape", "gj(x)"); a Chinese character may touch it ("全对yyds"), being no letter
_SLANG = re.compile(
    rf"(?P<lead>[ \t]*)(?<![A-Za-z0-9_.'\"`/\\$@#-])(?P<word>{alternation(lexicon.CHAT_SLANG)})"
    r"(?![A-Za-z0-9_'\"`])(?!\s*(?:[=.:(\[{]|[-+*/%<>!&|^]=))(?P<trail>[ \t]*)",
    re.I,
)


def _cjk(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff"


def _plain(match: re.Match[str]) -> str:
    word = lexicon.CHAT_SLANG[match.group("word").lower()]
    lead, trail = match.group("lead"), match.group("trail")
    if not word:  # an exclamation: dropped, one space kept where it stood between two words
        return " " if lead and trail else ""
    # a Chinese word is written without spaces: "不 xz B" is "不选 B", never "不 选 B" (a "no" and a pick)
    before, after = match.string[: match.start()][-1:], match.string[match.end() :][:1]
    return ("" if _cjk(before) else lead) + word + ("" if _cjk(after) else trail)


def chat_slang(text: str, question_text: str, *, opening_only: bool = False) -> str:
    """``text`` with chat slang typed as pinyin initials written as the plain words it stands for ("xz
    bd" -> "选 bd", "qs 不支持" -> "确实不支持", "gj 3" -> "估计 3", "bzd" -> "不知道", "gg" -> "放弃"),
    and an exclamation that adds nothing dropped ("全对 yyds" -> "全对"). A word the question itself uses
    ("xz" among compression formats, "qs" a name in its code) is the question's, left as typed; with
    ``opening_only`` (a code answer, whose names may be anything) only a word opening the answer before
    a space ("xz cp.checkpoint(…)") is slang."""
    if not _SLANG.search(text):
        return text
    own = {
        word
        for word in lexicon.CHAT_SLANG
        if re.search(rf"(?<![A-Za-z0-9_]){word}(?![A-Za-z0-9_])", question_text, re.I)
    }

    def plain(match: re.Match[str]) -> str:
        if match.group("word").lower() in own:
            return match.group(0)
        if opening_only and (
            match.start("word") != len(text) - len(text.lstrip()) or not match.group("trail")
        ):
            return match.group(0)
        return _plain(match)

    return _SLANG.sub(plain, text).strip()


def _voiced_closing_letter(closing: re.Match[str]) -> bool:
    """Whether the homophone closing the answer is a letter: not a word with the one before ("就地"), nor a
    word opening a clause after a bare conjunction ("…，所以比": a comparison cut short, asked again)."""
    if closing["lead"][-1] + closing["said"] in lexicon.VOICED_CLOSING_WORDS:
        return False
    return closing["said"] not in lexicon.VOICED_OPENING_WORDS or closing["lead"].endswith(
        lexicon.VOICED_NAMING_LEAD_ENDS
    )


def voiced_letters(text: str) -> str:
    """``text`` with letters a voice input wrote as homophones written as the letters: one after 选 or
    选项 ("选必" -> "选B"), one closing the answer after a word of choosing ("…，那就西" -> "…，那就C"), or
    two or more different ones opening the answer, apart or linked ("比 地 一 都对" -> "B D E 都对", "诶 和
    地" -> "A 和 D") or typed together as the whole of it ("诶逼西" -> "A B C"). Inside a word ("比如",
    "必须", "地址", "一个", "东西", "就地") they stay as typed."""
    if _VOICED_CHOSEN.search(text) is not None:
        return _VOICED_CHOSEN.sub(lambda said: said.group(1) + lexicon.VOICED_LETTERS[said.group(2)], text)
    closing = _VOICED_CLOSING.search(text)
    if closing is not None and _voiced_closing_letter(closing):
        return text[: closing.start("said")] + lexicon.VOICED_LETTERS[closing["said"]] + closing["close"]
    run = _VOICED_RUN.match(text)
    if run is not None and len(set(run.group(1))) == len(run.group(1)):
        return " ".join(lexicon.VOICED_LETTERS[char] for char in run.group(1))
    listed = _VOICED_LIST.match(text)
    if listed is None:
        return text
    said = [char for char in listed.group(0) if char in lexicon.VOICED_LETTERS]
    if len(set(said)) < len(said):
        return text  # "一 一 对应": a word said twice, not a list of options
    letters = " ".join(lexicon.VOICED_LETTERS[char] for char in said)
    return letters + text[listed.end() :]
