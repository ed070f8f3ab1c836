"""Reading a true/false answer: √ ✓ 对 正确 T true yes / × x 错 错误 F false no, and negations (a
clause that repeats the claim's own predicate is read in ``_truth_echo``).

The module is a little over 400 lines: ``read_truth`` and the private mark reader its later
checks call again (a hedge keeping the other mark open), kept beside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bank.grading.mentions._bare_forms import unwrapped
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import denial_said_once, normalise, strip_answer_prefix
from bank.grading.truefalse._asked_in_turn import asked_in_turn
from bank.grading.truefalse._mark_taken_back import mark_taken_back, question_marked
from bank.grading.truefalse._mark_uses import (
    has_negated_mark,
    negated_mark_asked,
    negated_marks_turned,
    prepositions_blanked,
    words_blanked,
)
from bank.grading.truefalse._truth_turned import turned_round
from bank.grading.truefalse._truth_unasserted import final_say, unasserted
from bank.grading.truefalse._truth_words import FALSE_MORE as _FALSE_MORE
from bank.grading.truefalse._truth_words import JUDGED_TOO_ABSOLUTE as _TOO_ABSOLUTE
from bank.grading.truefalse._truth_words import (
    LONE_NO,
    SAID_REVERSED,
    said_in_two_languages,
    whole_answer_mark,
)
from bank.grading.truefalse._truth_words import MADE_CERTAIN as _MADE_CERTAIN
from bank.grading.truefalse._truth_words import TRUE_MORE as _TRUE_MORE
from bank.grading.truefalse._turned_verdict import closing_mark, restated_alone, turned_alone
from bank.grading.truefalse._two_way_reply import OFFERED_THEN, reads_two_ways

# "×" as a mark, not a multiplication between two figures ("8×4=32", "8 × 4"): a figure may stand
# on one side of it ("5 ×"), never on both
_CROSS = r"(?:(?<![\d\s])×|(?<=\s)(?<!\d\s)×|(?<=\d)×(?!\s*\d)|(?<=\d\s)×(?!\s*\d))"
_FALSE_WORDS = "|".join((lexicon.FALSE_MARKS, _CROSS, lexicon.FALSE_SIGNS, _FALSE_MORE))
_TRUE_WORDS = "|".join((lexicon.TRUE_MARKS, _TRUE_MORE))
_MARK = re.compile(rf"(?P<false>{_FALSE_WORDS})|(?P<true>{_TRUE_WORDS})", re.I)
_STANDALONE = lexicon.STANDALONE_MARKS_READ
# "没问题" standing as the answer's opening clause says the statement is fine (true); after a subject
# ("存 fp16 没问题") it speaks of that subject instead, read by ``_fine`` against the claim
_FINE_ALONE = lexicon.FINE_ALONE
# "ok" also opens a sentence that answers otherwise ("OK，我觉得是错的"): a mark only said alone
_ONLY_ALONE = frozenset({"ok", "okay"})
_PARTICLE_ONLY = re.compile(rf"\s*(?:{alternation(lexicon.MOOD_PARTICLES)}){{0,2}}\s*[.。!！~～]*")
_LEAD_FILLER = re.compile(  # "嗯嗯是": an interjection before the mark says nothing more
    rf"^(?:{lexicon.MARK_LEADS})\s*",
    re.I,
)
_PARTICLE_AFTER = re.compile(rf"(?:{alternation(lexicon.MARK_PARTICLES)})?")
# what parts the marks of an opening run: "对、错", "对 or 错", "对or错", "yes and no", "对和错" (both said);
# a face, a hand or a tilde too ("对 🙌 错", "对~不对": both said), never a gesture that is a mark ("对 🙅")
_SEPARATOR = re.compile(
    rf"^(?:(?!{alternation(lexicon.GESTURE_MARKS)})[\s,，。.!！;；:：/、()（）\[\]&+~～\U0001F300-\U0001FAFF\u2728\u2764\u2b50\u263a\u200d\ufe0f-]|(?<![a-z])(?:or|and)(?![a-z])|{alternation(lexicon.JOINED_TO)})*",
    re.I,
)
_CLAIM_NAMED = alternation((*lexicon.CLAIM_NAMES, "statement"))
_STATEMENT = re.compile(
    rf"(?:{_CLAIM_NAMED})\s*(?:是|为|is)?\s*(?P<mark>[^\s,，。.!！]{{1,6}})",
    re.I,
)


_ASKED = re.compile(rf"^\s*(?:{alternation(lexicon.ASKED_PARTICLES)}|\?|？)+[\s,，。?？]*")
# "对吧？不对", "对吧，不对": the reply answers; "说反了吧？…" leans
_TAG_ASKED = re.compile(r"^\s*吧\s*(?:[?？]+|[,，])[\s,，。]*")
# a reply denying with no mark of its own ("不是", "否", "no", "不对"): after "错吧？" it may take the false
# mark back (true) or say no to the claim (false): no answer, as a tick or cross (``_two_way_reply``)
_BARE_DENIAL = re.compile(
    rf"\s*(?:{alternation(sorted({*lexicon.REPLY_NO, '否', '不对', 'nah'}, key=len, reverse=True))})\s*", re.I
)
# a particle glued to an English mark ("false吧 ✓"): the mark is a word of its own, as in "false 吧"
_GLUED_PARTICLE = re.compile(r"(?<=[A-Za-z])(?=[吧吗嘛么][\s?？,，。.!！]*\S)")


# one mark allowed and the other refused ("对也行，错不行"), or one chosen as the condition of the other
# ("选错的话就对了", not "没记错的话是错的"): which is the answer is no guess worth grading on
_MARK_WORD = alternation(lexicon.MARK_WORDS)
_WEIGHED = re.compile(
    rf"(?:{_MARK_WORD})\s*也(?:行|可以)\s*[,，]\s*(?:{_MARK_WORD})\s*(?:就)?(?:不行|不可以)|"
    rf"(?:^|[选填答写])\s*(?:{_MARK_WORD})的话\s*(?:就|才)?(?:是)?(?:对|错)(?:了|的)?\s*$|"
    r"\b(?:true|false),?\s+right\?\s*(?:true|false)\s+would\s+surprise|"
    + lexicon.TURNED_MARKS,  # "错不了" (true), "这怎么可能错" (asked to deny): a mark turned, not said
    re.I,
)
_BOTH_WAYS = re.compile(
    rf"^\s*(?:{alternation(lexicon.ALSO_LEADS)})\s*"
    rf"(?:(?P<false>(?!{lexicon.FALSE_MARK_DENIED})(?:{_FALSE_WORDS}))|(?P<true>{lexicon.FALSE_MARK_DENIED}|{_TRUE_WORDS}))",
    re.I,
)


# a belief the answer denies: "我不认为这是对的", "I don't think it's true" — the mark after it flips
_DENIED = re.compile(
    rf"(?:{lexicon.DENIED_BELIEFS})\s*(?:\S+\s*){{0,3}}$",
    re.I,
)


@dataclass
class TruthReading:
    truth: bool | None
    conflict: bool = False  # both true and false
    hedged: bool = False  # only doubt: "对不对我不知道", "不确定对不对"


def _value(match: re.Match[str]) -> bool:
    return match.group("true") is not None


_WORD_AFTER = re.compile(r"[\s,，。.!！;；:：/、()（）吧啊呀-]")
_CLAUSE_AFTER = re.compile(r"\s*(?:[,，。.!！;；:：/、()（）吧啊呀-]|$)")


def _leading_run(text: str) -> tuple[list[bool], int]:
    """The marks the answer opens with, and where that opening run ends."""
    values: list[bool] = []
    position = 0
    while True:
        position += _SEPARATOR.match(text[position:]).end()  # type: ignore[union-attr]
        match = _MARK.match(text, position)
        if not match:
            rest = text[position:]
            token = re.match(rf"[a-z]+|{lexicon.STANDALONE_MARKS}|[〇○]|{_FINE_ALONE}", rest, re.I)
            after = rest[token.end() :] if token else ""
            # "是的吧", "T because …"; a Chinese word must stand as its clause: "是 2MB" is a copula
            ends = _CLAUSE_AFTER if token and not token.group(0).isascii() else _WORD_AFTER
            word = token.group(0).lower() if token else ""
            alone = not after.strip() or (ends.match(after) and word not in _ONLY_ALONE)
            if token and re.fullmatch(_FINE_ALONE, word):
                word = "没问题"  # "没啥问题" as "没问题"
            if token and word in _STANDALONE and (alone or _PARTICLE_ONLY.fullmatch(after)):
                values.append(_STANDALONE[word])
                position += token.end()
                continue
            return values, position
        values.append(_value(match))
        position = match.end()
        # a particle after a mark ("对的✕", "正确的 = false") ends no run: the marks after it count too
        position += _PARTICLE_AFTER.match(text, position).end() - position  # type: ignore[union-attr]


_CHANGED_TO = re.compile(lexicon.TRUTH_CHANGED_TO)
_ARROW_VARIABLE = re.compile(lexicon.TRUTH_ARROW_VARIABLES)
_CLAUSE_CUT = re.compile(r"[,，。.!！;；:：?？、\s]")


# closing its clause, whatever jieba makes of it ("错才怪" is 错 / 才 / 怪)
_SARCASM = re.compile("(?:" + "|".join(map(re.escape, lexicon.SARCASM)) + r")\s*(?:[,，。.!！;；]|$)", re.I)
_NOT_MEANT = re.compile(lexicon.TRUTH_NOT_MEANT, re.I)
_ASKED_MARK = re.compile(
    rf"^\s*(?P<mark>{alternation(lexicon.ASKED_MARKS)})\s*(?:{alternation(lexicon.ASKED_PARTICLES)})?\s*[?？]\s*(?P<reply>.*)$",
    re.I,
)
_REPLY_NO = frozenset(lexicon.REPLY_NO)  # to "X 吗？": not X
_REPLY_YES = frozenset(lexicon.REPLY_YES)  # to "X 吗？": X
_QUALIFIED = re.compile(  # a mark with a qualification ("不一定", "没什么大错"): to confirm, not bare
    rf"^(?:{lexicon.QUALIFIED_FALSE}|{lexicon.QUALIFIED_TRUE})",
    re.I,
)
# A particle of mood after a mark ("对呀", "错啦", "不对哦", "对的对的", "对滴呀") adds nothing to it; not a
# question's ("对吗", "对吧": asking back, read elsewhere).
_MOOD = alternation(lexicon.MOOD_PARTICLES)
# "对的", "ok 的", "√√", "true✔": one mark, or the same said twice, and a particle that adds nothing
_BARE = re.compile(
    rf"(?:(?:{_FALSE_WORDS}|{_TRUE_WORDS}|[TFYNtfyn]|ok|okay|[是否真假]的?|伪|不是)\s*(?:{_MOOD}){{0,2}}\s*)+"
    rf"(?:[\s.。!！~～]|{alternation(lexicon.EXCLAIMING)})*",  # "true~", "错误❗": a tone of voice
    re.I,
)


_FILLED = re.compile(
    rf"^\s*(?:{alternation(lexicon.BARE_FILLERS)})[\s,，、]*"
    rf"(?=(?:{alternation(lexicon.FILLED_MARKS)})[\s.。!！~～]*$)"
)
# the claim named as the subject of a bare mark ("命题成立", "该说法错误"): no more than the mark
_SUBJECT_ONLY = re.compile(
    rf"^(?:{alternation(lexicon.CLAIM_DETERMINERS)})?(?:{alternation(lexicon.CLAIM_NAMES)})\s*(?:是|为)?\s*(?=\S)"
)
# but the statement said to hold ("这个说法成立", "说法不成立") answers by its sense: more than the mark
_SAID_TO_HOLD = re.compile(
    rf"^(?:{alternation(lexicon.CLAIM_DETERMINERS)}|这)?(?:{alternation(lexicon.SAYINGS_HELD)})\s*(?:是|为)?\s*"
    rf"(?:{alternation(lexicon.HOLDS_SAID)})"
)


_ASSERTING_CLOSE = re.compile(lexicon.ASSERTING_CLOSE)
_SENTENCE_BESIDE = re.compile(f"{alternation(lexicon.SENTENCE_BESIDE)}|{lexicon.FINE_ALONE}")


def _read_text(answer: str) -> str:
    """The answer normalised, its label dropped ("答案：错"), an asserting "的嘛" said as "的" and a
    closing denial said twice said once ("不对不对": read so by ``grade`` too; here for a part read), and a
    question replied to marked ("对吧 不对": "对吧？不对")."""
    text = question_marked(denial_said_once(strip_answer_prefix(normalise(answer))))
    return _ASSERTING_CLOSE.sub("", text, count=1)


def is_bare(answer: str) -> bool:
    """A bare answer: one mark and nothing else ("对", "×", "False", "答案：错")."""
    if _SAID_TO_HOLD.match(_read_text(answer)):
        return False
    text = _SUBJECT_ONLY.sub("", _read_text(answer), count=1)
    text = _FILLED.sub("", text, count=1)  # "嗯呐，对": a filler before a one-character mark
    # "对 ✓", "×（错）": one answer, said twice
    marks = [mark for mark in re.split(r"[\s,，。.!！()（）]+", text) if mark]
    if any(_QUALIFIED.match(mark) for mark in marks) or _MADE_CERTAIN.match(text):
        return False  # "不一定", "没什么大错": a mark with a qualification; "肯定不是": with an adverb
    if _TOO_ABSOLUTE.search(text) or SAID_REVERSED.search(text) or lexicon.has(text, lexicon.NO_SUCH_THING):
        return False  # "太绝对 错", "不对，说反了": the wording or direction judged; "没有的事": a phrase
    if has_negated_mark(text):
        return False  # "不是╳": not false, its opposite, more than a bare mark
    if _SENTENCE_BESIDE.search(text) and _MARK.search(_SENTENCE_BESIDE.sub(" ", text)):
        return False  # "yeah 没毛病", "☑️没问题": a colloquial mark beside another, a sentence
    if said_in_two_languages(text):
        return False  # "nope 不对": an English reply word beside a Chinese mark
    # "✘ 说法错误": the claim named before the second mark too, no more than the mark
    marks = [_SUBJECT_ONLY.sub("", mark, count=1) for mark in marks]
    if len(marks) > 1 and all(_BARE.fullmatch(mark) for mark in marks):
        return len({read_truth(mark).truth for mark in marks} - {None}) == 1
    return (bool(_BARE.fullmatch(text)) and not _QUALIFIED.match(text)) or bool(LONE_NO.fullmatch(text))


def _between_marks(text: str, arrow: re.Match[str]) -> bool:
    """Whether ``arrow`` changes one mark to another: its clause before is a whole mark and the text
    after opens with one ("错→对", "T -> F"), not an arrow inside a reason ("fp16 → bf16 是对的")."""
    before = _CLAUSE_CUT.split(text[: arrow.start()].rstrip())[-1]
    after = text[arrow.end() :].lstrip()
    first = _CLAUSE_CUT.split(after)[0]
    opens = _MARK.match(after) or read_truth(first).truth is not None or whole_answer_mark(first) is not None
    if _ARROW_VARIABLE.fullmatch(before) or _ARROW_VARIABLE.fullmatch(first):
        return False
    return bool(opens and read_truth(before).truth is not None)


def read_truth(answer: str) -> TruthReading:
    """What ``answer`` says of the statement: true, false, both, or only doubt.

    The answer after its last correction ("对，哦不对，是错的", "错，不对，应该是对的") is read first;
    a question form ("对不对", "是不是对的") asks rather than answers, and doubt with no mark left
    ("对不对我不知道") is a hedge, not both."""
    text = _GLUED_PARTICLE.sub(" ", _read_text(answer))
    text = unwrapped(text.strip()) or text  # "「F」", "【对】": the whole answer in one pair of brackets
    # "VAE 对 fp16 很敏感": 对 a preposition, no mark; "不是╳": not false, said as "不是错的"
    not_meant = _NOT_MEANT.search(text) is not None  # before words are blanked: "错的对立面" holds 对立
    not_meant |= negated_mark_asked(words_blanked(text))  # "不是错吧": not false, or isn't it false?
    text = negated_marks_turned(prepositions_blanked(words_blanked(text)))  # "不会报错": no "错"
    if _WEIGHED.search(text):  # "对也行，错不行", "选错的话就对了": one mark weighed against the other
        return TruthReading(None, hedged=True)
    turned = turned_round(text, _truth_of, _whole_truth)  # "错吧……想想…，还是对的"
    if turned is not None:
        return TruthReading(turned.truth, hedged=turned.truth is None)
    if (turns := asked_in_turn(text)) is not None:  # "true? no. false? no.": both let go, asked again
        return TruthReading(next(iter(turns))) if len(turns) == 1 else TruthReading(None, conflict=True)
    if mark_taken_back(text, _MARK):  # "true, keep it? no", "对，对吗？不": the mark said may be taken back
        return TruthReading(None, hedged=True)
    corrected = lexicon.last_correction(text)
    if corrected is not None:
        after = read_truth(text[corrected:])
        if after.truth is not None or after.conflict:
            return after
        taken_back = [hit for hit in lexicon.find(text, lexicon.TURN_DENIALS) if hit.end == corrected]
        retracted = [
            hit for hit in lexicon.find(text, lexicon.TRUTH_RETRACTIONS) if hit.end == corrected and hit.start
        ]
        start = min((hit.start for hit in (*taken_back, *retracted)), default=corrected)
        earlier = {_value(mark) for mark in _MARK.finditer(text, 0, start)}
        if retracted and not earlier:  # "不支持——哦不对，…，支持": the correction's 不对 is no verdict;
            return TruthReading(None)  # the claim's own words answer (``_truth_said``)
        if taken_back and earlier and not lexicon.has(text[corrected:], lexicon.DOUBTS):
            if False in earlier:  # "错……哦不对，…": the false taken back, or said again: unclear
                return TruthReading(None, hedged=True)
            said = read_truth(text[taken_back[0].start :])  # "对……不对，组小了 scale 反而更少": the mark
            if said.truth is not None:  # taken back by a denial, then only a reason: the denial answers
                return said
    arrows = [arrow for arrow in _CHANGED_TO.finditer(text) if _between_marks(text, arrow)]
    if arrows:  # "错→对": changed to 对; "错，fp16 → bf16 是对的" is a reason, no change
        changed_to = text[arrows[-1].end() :]
        after = read_truth(changed_to)
        if after.truth is not None or after.conflict:
            return after
        if _MARK.search(changed_to) or whole_answer_mark(changed_to.strip(" ?？")) is not None:
            return TruthReading(None, hedged=True)  # "对→错？": changed to a mark only asked about
    if (last := final_say(text)) is not None:  # "对，不对，错——我说对": the last word answers
        return TruthReading(_value(_MARK.match(last)))  # type: ignore[arg-type]
    kept = unasserted(text, _MARK)
    if kept != text:  # "如果对的话", "错（划掉）对": a mark not asserted is no answer
        reading = read_truth(kept)
        return reading if reading.truth is not None or reading.conflict else TruthReading(None, hedged=True)
    if _SARCASM.search(text) or not_meant:
        return TruthReading(None, hedged=True)  # "对才怪", "错 /s", "半对", "哪里错了": asked again
    doubted = _undoubted(text)
    if doubted != text:  # "not sure whether that's right": a mark inside a doubt is not stated
        reading = read_truth(doubted)
        return reading if reading.truth is not None or reading.conflict else TruthReading(None, hedged=True)
    asked = lexicon.find(text, lexicon.ASKING)
    if asked:
        rest = text
        for hit in reversed(asked):
            rest = rest[: hit.start] + " " + rest[hit.end :]
        reading = _read_marks(rest)
        if reading.truth is None and not reading.conflict:
            return TruthReading(None, hedged=True)
        return reading
    reading = _read_marks(text)
    if reading.truth is None and not reading.conflict and lexicon.has(text, lexicon.DOUBTS):
        return TruthReading(None, hedged=True)
    both = len({_value(match) for match in _MARK.finditer(text)}) > 1
    if reading.truth is not None and both and lexicon.has(text, lexicon.HEDGES):
        return TruthReading(None, hedged=True)  # "对，也可能错": both kept open
    if reading.truth is not None and _other_kept_open(text, reading.truth):
        return TruthReading(None, hedged=True)  # "是的，也可能不是", "true，也可能false"
    return reading


def _other_kept_open(text: str, truth: bool) -> bool:
    """Whether a hedge in ``text`` keeps open the mark other than ``truth``, said right after it as a
    clause of its own ("也可能不是", "maybe false", "unless it's false"): a mark ``_MARK`` finds only apart
    from words."""
    for hit in lexicon.find(text, lexicon.OTHER_MARK_KEPT_OPEN):
        after = _CLAUSE_END.split(text[hit.end :], maxsplit=1)[0].strip()
        if after and _read_marks(after).truth is (not truth):
            return True
    return False


_CLAUSE_END = re.compile(rf"[,，;；。.!！?？]|{lexicon.DOUBT_CLOSED_BY}")


def _undoubted(text: str) -> str:
    """The text with what a doubt governs blanked: from a doubt word ("不确定", "not sure") to its
    clause's end, when a mark is there ("不确定对不对" asks; "不确定，但是错" states 错)."""
    for hit in reversed(lexicon.find(text, lexicon.DOUBTS)):
        end = _CLAUSE_END.search(text, hit.end)
        stop = end.start() if end else len(text)
        if _MARK.search(text, hit.end, stop) and not lexicon.find(text[hit.end : stop], lexicon.ASKING):
            text = text[: hit.start] + " " * (stop - hit.start) + text[stop:]
    return text


def _denied(text: str, start: int) -> bool:
    """Whether a denied belief ("I don't think it's …") governs the mark at ``start``, in its clause
    ("not sure, but it's false": the "not" is another clause's)."""
    window = _CLAUSE_END.split(text[max(0, start - 24) : start])[-1]
    return bool(_DENIED.search(window))


def _read_marks(text: str) -> TruthReading:
    opening = text
    for _ in range(2):
        stripped = _LEAD_FILLER.sub("", text, count=1)
        text = stripped if stripped.strip() else text
    leaning = opening[: len(opening) - len(text)]  # the lead the mark was said after ("应该是")
    if (whole := whole_answer_mark(text)) is not None:  # "非", "nein"; "T?" offered, to confirm
        return TruthReading(whole)
    asked = _ASKED_MARK.match(text)
    if asked:  # "错吗？不是": no, it is not false; "对吗？是的"
        said = asked.group("reply").strip(" ,，。.!！").lower()
        if said in _REPLY_NO or said in _REPLY_YES:
            return TruthReading(_value(_MARK.match(asked.group("mark") + " ")) == (said in _REPLY_YES))  # type: ignore[arg-type]
    lead, end = _leading_run(text)
    if not lead and (lean := _OFFERING_AT_START.match(text)):  # "大概是错的？": as "应该是错的？"
        offered, offered_end = _leading_run(text[lean.end() :])
        if offered and _ASKED.match(text[lean.end() + offered_end :]):
            leaning, text, lead, end = leaning + lean.group(0), text[lean.end() :], offered, offered_end
    rest = text[end:]
    if lead and (tentative := OFFERED_THEN.match(rest)) and reads_two_ways(lead[0], rest[tentative.end() :]):
        return TruthReading(None, hedged=True)  # "错吧 ✓", "错吧？√", "×吧 √": yes to false, or true?
    if lead and (
        asked := _ASKED.match(rest)
    ):  # "正确吗？不对": the opening mark was a question, not an answer
        if reads_two_ways(lead[0], rest[asked.end() :]):
            return TruthReading(None, hedged=True)  # "错？√", "错吗？对": yes to false, or true?
        reply = read_truth(rest[asked.end() :])
        if (
            reply.truth is None
            and not reply.conflict
            and _offered(asked.group(0), rest[asked.end() :], leaning)
        ):
            return TruthReading(lead[0])  # "错的？", "应该是错的？跨卡还得…": the mark offered, to confirm
        return reply
    if lead and (tag := _TAG_ASKED.match(rest)):
        # "对吧？不对" takes the reply; a reply that says more ("不对也没事", "错了别怪我", "对了，下一题",
        # "不对称的情况") is a condition, a remark or another word: no reading, asked again
        reply_text = rest[tag.end() :].strip(" 。.!！")
        reply = read_truth(reply_text)
        if reply_text and (reply.hedged or reply.conflict or reply_text.endswith(("?", "？"))):
            return TruthReading(None, hedged=True)  # "对吧？不对？", "错吧？不是错吧": the reply asks in turn
        if _BARE_DENIAL.fullmatch(reply_text):  # "错吧？不是", "错吧，不": not false, or "no" of the claim?
            return TruthReading(False) if lead[0] else TruthReading(None, hedged=True)  # "对吧，不": false
        if reply.truth is not None and is_bare(reply_text):
            return reply
        if reply.truth is not None:
            return TruthReading(None, hedged=True)
    if lead:
        turn = _BOTH_WAYS.match(rest)
        conflict = len(set(lead)) > 1 or bool(turn and _value(turn) != lead[0])  # "对也不对"
        turned = turned_alone(rest)  # "对，但是错": both said, the turn no more than the other mark
        conflict |= bool(turned and is_bare(turned) and read_truth(turned).truth not in (None, lead[0]))
        said = restated_alone(rest)  # "对，是错", "不是不对，是不全对": the other mark said after "是"
        conflict |= bool(said and read_truth(said).truth not in (None, lead[0]))
        closing = None if conflict else closing_mark(rest)  # "对……不过 …，错": the last mark answers
        if closing is not None and is_bare(mark := _LEAD_FILLER.sub("", closing, count=1)):
            return TruthReading(read_truth(mark).truth)
        return TruthReading(None if conflict else lead[0], conflict=conflict)
    values = [_value(match) != _denied(text, match.start()) for match in _MARK.finditer(text)]
    if not values:
        return TruthReading(None)
    if len(set(values)) == 1:
        return TruthReading(values[0])
    statements = [_MARK.match(match.group("mark")) for match in _STATEMENT.finditer(text)]
    stated = [_value(mark) for mark in statements if mark]
    if stated and len(set(stated)) == 1:
        return TruthReading(stated[-1])
    return TruthReading(None, conflict=True)


_OFFERING_LEAD = re.compile(lexicon.OFFERING_LEADS, re.I)
_OFFERING_AT_START = re.compile(rf"(?:{lexicon.OFFERING_LEADS})\s*(?:是(?!的)\s*)?", re.I)


def _offered(asked: str, after: str, leaning: str) -> bool:
    """Whether a mark said after a word of leaning closes on a bare question mark ("应该是错的？", "我觉得
    对的？跨卡还得…"): offered tentatively, not asked back ("对？" alone asks: ``OFFERED``); not with a
    question particle ("对吗？"), a second question, or doubt after it."""
    return (
        _OFFERING_LEAD.search(leaning) is not None
        and not re.search(r"[吗嘛么]", asked)
        and not re.search(r"[?？]", after)
        and not lexicon.has(after, (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.GIVE_UPS))
    )


def _truth_of(part: str) -> bool | None:
    return read_truth(part).truth


def _whole_truth(part: str) -> bool | None:
    """The verdict of a part that is only a mark ("错的"), not one inside more ("错的少")."""
    return read_truth(part).truth if is_bare(part) else None
