"""Answers that are not answers: empty, a bot command, only emoji, or too long; and give-ups, which
are attempts that score nothing (incorrect), said alone or as a clause of their own."""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.results._messages import message
from bank.grading.results._types import Language
from bank.grading.text import _words as lexicon
from bank.grading.text._japanese_korean import unread_script
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import meaningful_chars, without_code

LENGTH_LIMIT = 4000  # characters; a Telegram message holds 4,096

_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff\ufe0e\ufe0f]")
_COMMAND = re.compile(r"^/([A-Za-z][A-Za-z0-9_]{0,31})(?:@\w+)?(?:\s|$)")
_GAVE_UP = re.compile(
    rf"^\s*(?:{lexicon.WHOLE_GIVE_UPS}|"
    r"pass|skip|idk|no idea|dunno|"
    r"i\s*(?:do\s*n[o']?t|dont)\s*know|not sure|i\s*have\s*no\s*idea|\?+|？+)[\s。.!！~…]*$",
    re.I,
)
# symbols that carry a true/false answer although they are not letters
# ☒: the ballot box crossed, as ☑ is ticked; ╳ a diagonal cross; 🙆/🙅 the person gesturing OK (arms in a
# circle) and no (arms crossed), said alone as a mark is
TRUTH_SYMBOLS = "√✓✔✅☑×✗✘✖✕❌❎☒╳⭕○〇🙆🙅"


def clean(answer: str | None) -> str:
    return _INVISIBLE.sub("", answer or "").strip()


def invalid_reason(
    answer: str, language: Language, *, symbols_allowed: str = "", script_read: bool = False
) -> str | None:
    """A message telling the candidate what is expected, or None when the answer can be graded.
    ``script_read``: Japanese or Korean words are read where they are (an open answer's rubric
    knows their loanwords), so none left is a reason to ask again."""
    if not answer:
        return message("empty", language)
    if len(answer) > LENGTH_LIMIT:
        return message("too_long", language, length=len(answer), limit=LENGTH_LIMIT)
    command = _COMMAND.match(answer)
    if command:
        return message("command", language, command="/" + command.group(1))
    if meaningful_chars(answer) == 0 and not any(char in symbols_allowed for char in answer):
        return message("emoji", language)
    # "B 빼고 D": a Japanese or Korean word no list knows, which may turn what is named beside it
    if not script_read and unread_script(without_code(answer)):
        return message("unread_script", language)
    return None


# an emoji (pictographs, emoticons) parts clauses as a pause does: "…手算不了🙃 算了", "只看过名字 😂 不会"
# a space between two Chinese words pauses as a comma does ("RLHF 我没搞过 不好说")
_CLAUSES = re.compile(r"[,，;；。.!！…~\U0001F300-\U0001FAFF]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")
# a letter standing as an option's: not glued to letters, digits or "++" ("A100", "D2H", "C++" are names)
_OPTION_LETTER = r"(?<![A-Za-z0-9])[A-H](?![A-Za-z0-9]|\+\+)"
# what a give-up never holds: an option's letter, a figure, code, a question
# (a digit inside a name — "ZeRO-3", "fp16", "A100", "1F1B" — is no figure; "35GB" is one; nor is the
# count after a demonstrative, "这四个" / "那两项", which points at options without choosing one)
_ANSWERING = re.compile(
    _OPTION_LETTER
    + r"|(?<![A-Za-z0-9_.-])(?!(?<=[这那])\d+\s*[个项条种])\d(?![A-Za-z]+\d)|[`()（）=?？]|[对错√×]"
)


@lru_cache(maxsize=256)  # pure; every grader asks it of the same answer
def gave_up(answer: str) -> bool:
    """'不知道', 'I don't know', 'pass': an attempt that scores nothing (incorrect, not invalid); also
    a clause of the answer that says so with nothing else in it ("没用过 X，答不了", "这个我算不出来")
    when no other clause names an option, a figure, a mark or code, or asks."""
    if _GAVE_UP.match(answer):
        return True
    if _ANSWERING.search(answer):
        return False
    clauses = [clause for clause in _CLAUSES.split(answer) if clause.strip()]
    if clauses and _only_giving_up(clauses[-1], lexicon.UNFAMILIAR):
        return True  # "老实说 MAML 我不熟": not knowing the topic closes the answer
    if len(clauses) > 1 and _only_giving_up(clauses[-1], lexicon.UNCLEAR):
        return True  # "PPO 我只调过 lr，这个不清楚": after the topic, not knowing it, a clause alone
    if (
        len(clauses) > 1
        and _only_giving_up(clauses[-1], lexicon.UNFAMILIAR_CLOSINGS)
        and any(_only_giving_up(clause, lexicon.UNFAMILIAR) for clause in clauses[:-1])
    ):
        return True  # "SDXL 的 UNet 没拆过，不会": "不会" or a doubt after not knowing the topic
    if len(clauses) == 1 and _UNKNOWN_TOPIC.fullmatch(clauses[0]):
        return True  # "不记得 DiT 的结构了": not knowing, then the topic, and nothing else
    return any(_only_giving_up(clause) for clause in clauses)


def _only_giving_up(clause: str, words: tuple[str, ...] = lexicon.GIVE_UPS) -> bool:
    said = lexicon.find(clause, words)
    if not said:
        return False
    rest = clause
    for hit in reversed(said):
        rest = rest[: hit.start] + " " + rest[hit.end :]
    if not meaningful_chars(_COMPANY.sub(" ", rest)):  # an emoji beside it says nothing more ("🙈")
        return True
    if any(hit.word in lexicon.CANNOT_TELL for hit in said):
        return False  # "光看步数判断不了": the claim cannot be told from that, said of the claim
    # the topic, then who gives up on it: "NCCL 环境变量我没背过", "meta learning 我只听过名字"
    subject = clause.rfind("我", 0, said[0].start)
    if subject > 0 and _only_giving_up(clause[subject:], words):
        return True
    # the topic, then the give-up closing the clause: "TinyBERT 的超参记不得了", "论文里的数记不住了"
    closing = said[-1]
    if closing.word in lexicon.DOUBTS:
        return False  # "B 那个不确定": a doubt about what it names, asked again
    if not meaningful_chars(_COMPANY.sub(" ", clause[closing.end :])):
        return True
    # the give-up opening the clause, then what it is said of, pointed at ("没记过这个环境变量") or
    # asked ("不知道默认多少")
    opening = said[0]
    return not meaningful_chars(_COMPANY.sub(" ", clause[: opening.start])) and bool(
        _POINTED_AT.fullmatch(clause, opening.end) or _ASKED_ABOUT.fullmatch(clause, opening.end)
    )


# "这个环境变量", "那种写法": the question's own topic pointed at, in words only (no figure, no letter)
_POINTED_AT = re.compile(
    rf"\s*[这那](?:{alternation(lexicon.POINTED_UNITS)})?[\u4e00-\u9fff]{{0,10}}?[了啊呀吧呢]*\s*[。.!！]?\s*"
)

# "不记得 DiT 的结构了", "不清楚 TinyBERT 这个细节": not knowing, then a topic closed by 了 or pointed at by
# a demonstrative with its noun ("那个" alone may point at an option, and is no topic); a topic asking which
# ("不记得 MPT 用的是哪种斜率了") is left as it was read
_UNKNOWN_TOPIC = re.compile(
    rf"\s*我?也?(?:{alternation(lexicon.UNKNOWN_STRESSES)})?(?:{alternation(lexicon.UNKNOWN_OPENINGS)})\s*"
    rf"(?:(?!{alternation(lexicon.TOPIC_ASKS)})[^\n]){{0,24}}?"
    rf"(?:了|[这那](?:{alternation(lexicon.POINTED_UNITS)})[\u4e00-\u9fff]{{1,6}}?了?)[啊呀吧呢]*\s*[。.!！]?\s*"
)

# "默认多少", "选哪个": a few words in Chinese closing on a question word, no figure or letter
_ASKED_ABOUT = re.compile(
    rf"\s*[\u4e00-\u9fff]{{0,8}}?(?:{alternation(lexicon.UNKNOWN_ASKED)})[了啊呀吧呢]*\s*[。.!！?？]?\s*"
)


# the company's words, Chinese ones as characters ("我算不出来": jieba joins 我 to 算), English as words
_COMPANY = re.compile(
    "|".join(
        re.escape(word) if not word.isascii() else r"\b" + re.escape(word) + r"\b"
        for word in sorted(lexicon.GIVE_UP_COMPANY, key=len, reverse=True)
    ),
    re.I,
)
