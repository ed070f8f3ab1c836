"""Reading the options an answer commits to — one rule for every way of naming an option.

An option is chosen only when the answer commits to it:

- named by its letter standing alone ("B", "b", "Ｂ", "(B)", "选B", "答案是 B", "I think b"), by its
  full text or figure as a whole token ("48", "35GB", "dp_size=2, pp_size=4"), by an ordinal
  ("第二个", "the second option") or by an unambiguous paraphrase of its text ("不会变" for "不变");
- and the mention is committed: the answer is nothing but mentions and filler, or the mention
  opens the answer, follows a commit marker (选 / 答案是 / 应该是 / I pick / answer is …), is followed
  by an affirmation (B 对 / B is right), continues a committed list ("选A、C和D"), or corrects an
  earlier choice ("B 不对，选A", "选B。哦不，A").

Negated mentions ("不是 B", "B 不对", "not A", "A and B are wrong") remove their options; an option
both ruled out and chosen with no correction word between, in either order ("B，B 不对", "排除 B，所以
B"), is contradicted and the answer is asked again. Mentions in
the reasoning after a committed choice ("选A，因为 B 更慢") are not choices. When nothing is
committed the reading is empty and the grader answers ``invalid`` with what it accepts — it never
guesses.

This module reads the forms that name a whole set at once ("全选", "除了 B 都对", "A B C D 里去掉 C")
and then hands the answer to the mention-by-mention pass (``_mention_pass``), which reads the marks
around each mention (``_choice_marks``) and the clause each one opens (``_choice_clauses``); the
mentions themselves are found in ``_choice_mentions``. The clause-level questions (dismissals, open
alternatives, the deciding clause) are answered after that pass, in ``_alternatives``; names and
paraphrases are found in ``_names`` and ``_paraphrase``, verbatim pieces of an option's text and
answers about one option alone in ``_fragments``, every option said in words in ``_every``.
Options named together and said something of together are read in ``_named_together``.
``read_choices`` is the order in which those readers are tried, each a module of its own.

The module is a little over 400 lines: ``read_choices`` and the closing checks only it
uses, kept beside it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from bank.grading.choice import (
    _closing_against,
    _doubted_together,
    _every,
    _excepted,
    _figure_verdicts,
    _kept_then_rest,
    _list_items,
    _listed_out,
    _member_possible,
    _member_rethought,
    _only_said,
    _ranked_set,
    _remaining,
    _rest_counted,
    _said_again,
    _set_apart,
    _summed_list,
    _summed_up,
)
from bank.grading.choice._additions import unread_addition
from bank.grading.choice._aside_against import aside_against, with_aside
from bank.grading.choice._asked_denied import asked_in_turn
from bank.grading.choice._chain_closed import chain_closed, close_passed_over
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.choice._closing_set import closing_set
from bank.grading.choice._compared_over import compared_open
from bank.grading.choice._concluded_rest import concluded_rest
from bank.grading.choice._left_pointed import pointed_left, told_left
from bank.grading.choice._let_go_first import let_go_first
from bank.grading.choice._mention_pass import ChoiceReading, resolve
from bank.grading.choice._named_together import denied_together, described_together, one_of_together
from bank.grading.choice._praised_second import praised_second
from bank.grading.choice._rest_added import rest_added, with_added
from bank.grading.choice._rest_judged import rest_judged
from bank.grading.choice._retyped import closing_only
from bank.grading.decisions import _conflated
from bank.grading.decisions._letter_turned import parted, turned_at_close
from bank.grading.mentions import _mentions, _place_restated, _zero_said
from bank.grading.mentions._bound_asked import bound_as_asked
from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._shared_ending import ending_shared
from bank.grading.open import _paraphrase
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import strip_answer_prefix

EVERY_OPTION = re.compile(  # every option at once: one list for the reader and the confirmation
    lexicon.EVERY_OPTION_SAID,
    re.I,
)


# every one of what is left, said with a sweeping word ("统统选上", "一律对"): after "除了 C" or "C 以外"
_SWEPT = lexicon.SWEPT


_ALL_BUT = re.compile(
    lexicon.ALL_BUT,
    re.I,
)


# "all except C, <a reason that names no option and denies nothing>": every option but C
_ALL_BUT_THEN_REASON = re.compile(
    r"^\s*(?:all|everything|anything|every option|all options)\s+(?:but|except)(?:\s+for)?(?:\s+the)?\s*"
    r"([A-H](?:\s*(?:[、,，和与+&]|\band\b)?\s*[A-H])*)\s*[,，;；]"
    r"(?!(?-i:[^A-H])*(?:[不没错非]|\bnot\b|n't\b|\bno\b|\bwrong\b|\bincorrect\b|\bbut\b|\bexcept\b|\bonly\b))"
    r"(?-i:[^A-H])*$",
    re.I,
)


# "B 以外都对", "C、E 以外的", "C 以外统统选上": every option but those, without 除
_BUT_THOSE = re.compile(
    lexicon.BUT_THOSE,
    re.I,
)


# "A B C D E 里去掉 C 和 A", "ABCD 中排除 B": the set named first, less those taken out of it
_SET_LESS = re.compile(
    lexicon.SET_LESS,
    re.I,
)


_ASKS_WRONG = re.compile(lexicon.ASKS_WRONG, re.I)


# options denied first, then the rest affirmed: "C 和 E 说反了，是错的，剩下的都对", "B 不对，其余三个对"
_DENIED_THEN_REST = re.compile(
    lexicon.DENIED_THEN_THE_REST
    + _set_apart.THE_REST
    + rf"(?:{alternation(lexicon.REST_AFFIRMED)})[\s。.!！]*$",
    re.I,
)  # "就 C 不对，其他都勾上": "就" (only) before the denied ones, the rest ticked; "把 C 划掉，剩下的全选"


_ONLY_THOSE = re.compile(
    lexicon.ONLY_THOSE,
    re.I,
)


# after "除了 C 都是" / "全是" / "都有": what the rest are said to be, when it is a denial or a fault
# ("错的", "坑", "问题"): not the rest chosen (which "都是对的" is)
_REST_DENIED = re.compile(lexicon.REST_DENIED, re.I)


_NEGATIVE_STEM = re.compile(lexicon.NEGATIVE_STEM)

# after "除了 C 都能" / "其余都可以": what the rest can closes the answer, or a choosing verb does
_EVERY = alternation(lexicon.EXCEPT_ALL)
_ALL_CAN = rf"(?:{_EVERY})\s*(?:{alternation(lexicon.REST_MODALS)})"
_MODAL_ENDS = re.compile(_ALL_CAN + r"\s*$")
_MODAL_OPENS = re.compile(r"^\s*" + _ALL_CAN)
_CLAUSE_CUT = re.compile(r"[,，;；]")
_MODAL_CHOOSES = re.compile(rf"^\s*(?:{alternation(lexicon.REST_MODAL_CHOOSES)})")
# the rest praised ("其他都少不了", "都缺不了"): chosen, though "不了" would deny them
_REST_PRAISED = re.compile(rf"\s*(?:{_EVERY})?\s*(?:{alternation(lexicon.PRAISES)})[\s。.!！]*$")


def _modal_closes(all_but: str, after: str) -> bool:
    """Whether an "all but" choosing the rest by what they can ("都能", "都可以") closes its clause
    there (or with a choosing verb): True too when no such verb is said."""
    if not _MODAL_ENDS.search(all_but):
        opens = _MODAL_OPENS.match(after)
        if not opens:
            return True
        after = after[opens.end() :]
    chooses = _MODAL_CHOOSES.match(after)
    clause = _CLAUSE_CUT.split(after[chooses.end() :] if chooses else after, maxsplit=1)[0]
    return _excepted.closes(clause)  # "除了 A 都支持，容量满了会溢出…": a reason after it, its own clause


# a bare denial closing the answer after the last option and a pause ("A，不对", "A、C——错了"): what
# was named is taken back or denied, and nothing is chosen (asked again)
_TAKEN_BACK = re.compile(
    # "大约一半吧？不对": offered with a question, then taken back
    lexicon.OFFER_TAKEN_BACK,
    re.I,
)


def _lettered(text: str, mentions: list[Mention]) -> str:
    """The answer with every mention written as its letters: one pattern then reads a set named by
    letters, by option texts or by figures alike."""
    out, last = [], 0
    for mention in mentions:
        if mention.start < last:
            continue
        out.append(text[last : mention.start] + "".join(sorted(mention.labels)))
        last = mention.end
    out.append(text[last:])
    return "".join(out)


# capital letters joined by single dots, then only closing marks or an emoji (``closing_only``, read as
# after a bare letter: "A.B.D 🤔" is "A、B、D 🤔"); "a.b" or "A.bias" stay names
_DOTTED_SET = re.compile(r"\s*(?P<letters>[A-H](?:\.[A-H])+)\.?(?P<rest>\s*[^A-Za-z0-9\s]*\s*)")


_FAULT_AVOIDED = re.compile(lexicon.FAULT_AVOIDED_ASKED, re.I)


@lru_cache(maxsize=512)
def stem_asks(stem: str) -> tuple[bool, bool]:
    """Whether the stem asks for the wrong option, and whether it asks for the right ones (on "哪些是错误
    的", "B 不对" names the answer): read once per question, not once per answer. A fault the stem asks
    to avoid ("不会触发 OOM") asks for the right one: its negation is no question for the wrong one."""
    negative_stem = bool(_NEGATIVE_STEM.search(stem))
    return negative_stem, not negative_stem and not _ASKS_WRONG.search(_FAULT_AVOIDED.sub(" ", stem))


_FAULT_ASKED = re.compile(lexicon.FAULT_ASKED, re.I)


@lru_cache(maxsize=512)
def asks_fault(stem: str) -> bool:
    """Whether the stem asks what fails ("哪项会导致 capture 失败？"), not what avoids one ("不会报错")."""
    return bool(_FAULT_ASKED.search(_FAULT_AVOIDED.sub(" ", stem)))


def read_choices(
    answer: str, options: dict[str, str], *, multi: bool = False, stem: str = ""
) -> ChoiceReading:
    """The options ``answer`` commits to (see the module's rule); ``multi`` allows ``全选``-style sets."""
    answer = asked_in_turn(answer)  # "会不会是 A？不会，A 开的是…": as "不是 A，A 开的是…"
    if not multi:  # "没有偏差" of "…偏差为：" with an option 0: said as its figure ("偏差为 0")
        answer = _zero_said.zero_said(answer, options, stem)
        answer = _figure_verdicts.parted(answer)  # "64 超了 只能 48": as "64 超了，只能 48"
    answer = bound_as_asked(answer, options, stem)  # "顶多 48" of "最大可取": "是 48"
    answer = ending_shared(answer, options)  # "precision/recall@k": "precision@k/recall@k", both named
    let_go = let_go_first(answer, options, stem, multi=multi)  # "不选 c，剩下都选": the complement
    read = let_go.read(lambda then: read_choices(then, options, multi=multi, stem=stem)) if let_go else None
    if read is not None:  # "不要 A 不要 B，C 吧": the choice after, read on its own; those let go ruled out
        return read
    added = rest_added(answer) if multi else None  # "C 不选，其余都选，E 也选": the rest, and E
    if added:
        return with_added(read_choices(added[0], options, multi=multi, stem=stem), added[1])
    concluded = concluded_rest(answer, options, stem) if multi else None  # "…，所以 C、E 都错，其余全选"
    if concluded:
        return read_choices(concluded, options, multi=multi, stem=stem)
    aside = aside_against(answer)  # "A，C（B 只影响性能）": what is before it, B ruled out
    if aside:
        return with_aside(read_choices(aside[0], options, multi=multi, stem=stem), aside[1])
    text, code = _mentions.prepare(answer)
    stripped = strip_answer_prefix(text)
    code = code[len(text) - len(stripped) :] if stripped is not text else code
    text = stripped
    dotted = _DOTTED_SET.fullmatch(text)
    if dotted and closing_only(dotted.group("rest")):  # "A.B.D.E", "A.B.D.E 🙂": dots joining a set
        text = dotted.group("letters").replace(".", "、") + dotted.group("rest")  # the closing sign kept
    labels = set(options)
    bare = text.strip(" 。.!！").removesuffix("吧").removesuffix("呢").strip()
    if multi:  # "全都对 五个", "四项都支持 ABCD": every option, then the whole set restated
        bare = _every.whole_restated(bare, labels) or bare
    if (
        EVERY_OPTION.match(bare)
        or _every.counted_all(bare, len(labels))
        or _every.said_twice(bare, EVERY_OPTION)
        or _every.signed(bare, EVERY_OPTION)  # "👉 全选"
    ):
        return ChoiceReading(set(labels))
    if multi and (
        _every.every_in_words(bare, options, stem)
        or _every.every_ticked(bare, len(labels))
        or _every.every_at_end(text, EVERY_OPTION)
        or _every.every_after_reason(text, EVERY_OPTION, options, stem)
        or _every.every_at_start(text, EVERY_OPTION, options, stem)
        or _every.every_led(bare, EVERY_OPTION, options, stem)  # "应该都支持": to confirm
    ):
        return ChoiceReading(set(labels))  # "都支持", "…，那全选", "全选，包括 eps 那条"
    if multi and _every.every_member_doubted(text, EVERY_OPTION, options, stem):
        return ChoiceReading(set(labels), hedged=True)  # "全选吧，A 不确定": A kept open
    negative_stem, asks_right = stem_asks(stem)
    if multi and asks_right:
        # a doubt closing it ("…，剩下四个我都选，E 不确定") leaves those letters out, as of a set listed; the
        # one set aside doubted again ("…，C 不确定") leaves the rest, as "除了 C 都对，C 不确定" does
        undoubted_text, doubted_letters = _excepted.closing_doubt(text)
        chosen = _excepted.excepted(undoubted_text, options, stem)
        if chosen is not None:  # "除了 eps 那条其余都对": all but the options named by their words
            return ChoiceReading(chosen - doubted_letters, negated=labels - chosen)  # none left: asked again
    mentions, unmeant = parted(text, find_mentions(text, code, options, stem)[0], options)
    if unmeant and not mentions:  # "跟随机初始化有区别", "塔顶用了 LayerNorm": said not to be it
        return ChoiceReading(negated=unmeant)
    if multi and (ranked := _ranked_set.ranked_set(text, mentions, options)) is not None:
        return ChoiceReading(ranked)  # "A > E > C，三个都选": those ranked; no "都选": asked again
    unread = unread_addition(text, mentions, options, stem)  # "…，外加矩阵尺寸对齐" of A: nothing unread
    unread = unread or (_list_items.unread_item(text, mentions) if multi else None)
    if unread:  # "A、E，再加个 RoPE": what was added would be dropped; never the smaller set
        return ChoiceReading(unread_addition=unread)
    apart = _place_restated.places_apart(text, mentions)
    if apart:  # "后两个：AB", "前三个，ABD": the place and the letters restating it differ, asked again
        return ChoiceReading(places_apart=apart)
    crossed = _conflated.conflated(text, mentions)
    if crossed:  # "fullgraph=True 应该对应 reduce-overhead": D said to do B's part, neither chosen
        return ChoiceReading(conflated=crossed)
    lettered = _lettered(text, mentions)
    undoubted, doubted = _excepted.closing_doubt(lettered)  # "B 以外都对，D 不确定": D left out
    but_those = _BUT_THOSE.match(undoubted) if asks_right else None
    only_right = _only_said.only_right(undoubted, options) if asks_right and multi else None
    if only_right:  # "只有 A 和 C 是必须的": the set, never A alone (a member doubted after: held open)
        return ChoiceReading(set(only_right), hedged=bool(only_right & doubted), negated=labels - only_right)
    only_wrong = _only_said.only_wrong(undoubted, options) if asks_right and multi else None
    if but_those or only_wrong:  # "B 以外都对", "只有 B 不对", "only B and C are wrong": every other option
        excluded = only_wrong or set(re.findall(r"[A-H]", but_those.group(1).upper()))  # type: ignore[union-attr]
        counted = but_those.groupdict().get("count") if but_those else None
        if not counted or int(counted) == len(labels - excluded):  # "C 以外的四个": four are left
            return ChoiceReading(labels - excluded - doubted, negated=excluded)
    denied_rest = (
        asks_right
        and multi
        and (_DENIED_THEN_REST.match(undoubted) or _set_apart.set_apart_then_rest(undoubted))
    )
    if denied_rest:  # "C 和 E 说反了，剩下的都对": every option but those denied (and one doubted after)
        excluded = set(re.findall(r"[A-H]", denied_rest.group(1).upper()))
        return ChoiceReading(labels - excluded - doubted, negated=excluded)
    kept = _kept_then_rest.kept_then_rest(undoubted, labels) if asks_right and multi else None
    if kept is not None:  # "C 不错，其余都选", "E 存疑但也选，其余都选": those kept and the rest
        return ChoiceReading(labels - doubted, hedged=kept)
    counted_rest = _rest_counted.rest_counted(undoubted, labels, options) if asks_right and multi else None
    if counted_rest:  # "A 不行，C 不行，剩下两个": the rest, counted right
        return ChoiceReading(counted_rest - doubted, negated=labels - counted_rest)
    all_but = _ALL_BUT.search(lettered) or _ALL_BUT_THEN_REASON.match(lettered)  # "除了 Euler–Maruyama 都是"
    if all_but:
        excluded = set(re.findall(r"[A-H]", re.sub(r"\band\b", " ", all_but.group(1), flags=re.I).upper()))
        if _ONLY_THOSE.match(lettered, all_but.end()):  # "除了 B 和 C 其他都不行": only B, C (or none)
            return rest_judged(lettered, all_but.end(), excluded, labels, negative_stem)
        if not asks_right or not _modal_closes(all_but.group(0), lettered[all_but.end() :]):
            return ChoiceReading()  # "除了 C 都能推翻"; "除了 A 都支持" asked the unsupported: no choice
        if _excepted.denied_before(lettered, all_but.start()):
            return ChoiceReading()  # "not everything but C", "不是除了 C 都对": the rest denied, asked again
        if _REST_DENIED.match(lettered, all_but.end()) and not _REST_PRAISED.match(lettered, all_but.end()):
            return ChoiceReading()  # "除了 C 都是错的", "除了 C 全是坑": the rest denied, asked again
        return ChoiceReading(_excepted.doubted_out(lettered, all_but, labels - excluded), negated=excluded)
    less = _SET_LESS.match(lettered)
    if less:  # "A B C D E 里去掉 C 和 A": the set named, less the options taken out of it
        named, taken = (set(re.findall(r"[A-H]", group.upper())) for group in less.groups())
        if taken < named:
            return ChoiceReading(named - taken, negated=taken)
    if mentions and _TAKEN_BACK.match(text[mentions[-1].end :]):
        return ChoiceReading(negated=set().union(*(mention.labels for mention in mentions)) & labels)
    remaining = _remaining.remaining_one(text, mentions, labels, multi=multi)
    if remaining is None and not multi:  # "…，那就是它了", "…，剩下两个里只有一个写了 X": the one left
        remaining = pointed_left(text, mentions, labels)
        remaining = told_left(text, mentions, options) if remaining is None else remaining
    if remaining is not None:  # "A、B 会报错，D 只管 cuDNN，剩下那个就是答案": the one not named
        return ChoiceReading({remaining}, negated=labels - {remaining}) if remaining else ChoiceReading()
    arrowed = _summed_up.summed_up(lettered, labels)
    if arrowed and (multi or len(arrowed) == 1):  # "A 可以，C 不行 → BD", "… → 前三个": where it leads
        return ChoiceReading(arrowed)
    if mentions and (
        _denied_at_close(text, mentions[-1].end, several=len(mentions) > 1 or len(mentions[0].labels) > 1)
        or _closing_against.doubted_at_close(text, mentions)  # "D，似乎不对吧"
        or turned_at_close(text, mentions)  # "B 说对也不对", "A、D 都要满足，其实不对"
    ):
        return ChoiceReading(negated=set().union(*(mention.labels for mention in mentions)) & labels)
    if not multi and asks_right and (closed := chain_closed(text, mentions)):  # "D 不对；A 不是；最后 C"
        return ChoiceReading(set(closed))
    praised = None if multi else praised_second(lettered, labels)
    if praised is not None:  # "A 没有，C 好": C, never A; "A 好，C 好": a hedge
        return praised
    stem_terms = _paraphrase.stem_terms(stem)
    reading = resolve(
        text,
        mentions,
        negative_stem,
        stem_terms,
        single=not multi,
        options=options,
        asks_right=asks_right,
        asks_fault=asks_fault(stem),
    )
    if multi and reading.letters and compared_open(text, mentions) - reading.letters - reading.negated:
        reading = replace(reading, hedged=True)  # "A、D 肯定，B 和 E 比 C 有把握": B, E only compared
    spaced = (
        None
        if reading.hedged or reading.ambiguous
        else _list_items.spaced_unread(
            text, mentions, options, reading.letters, reading.negated | reading.contradicted
        )
    )
    if spaced:  # "DDIM 什么 UniPC": the option after the unread word dropped, never A alone
        return ChoiceReading(unread_addition=spaced)
    if close_passed_over(text, mentions, reading.letters):  # "B。最后 C": never B (nor B alone on a set)
        return ChoiceReading()
    rethought = _member_rethought.rethought_reading(text, mentions, reading, single=not multi)
    if rethought is not None:  # "A B C. wait C uses …, so yes it counts": the set kept, never C alone
        return rethought
    summed = _summed_list.mended(text, mentions, reading) if multi else None
    summed = summed if multi else _listed_out.mended(text, mentions, reading, labels, asks_right=asks_right)
    summed = (
        summed if multi or summed else _figure_verdicts.mended(text, mentions, reading, options)
    )  # "64 超了，48…"
    if summed is not None:  # "A,C,D 都要满足": the whole list or nothing, never A、C
        return summed
    joined = _closing_against.denied_with_unread(text, mentions)
    if joined:  # "gpt attention 和 custom all reduce 都不对": the named option is denied with the other
        reading = replace(reading, letters=reading.letters - joined, negated=reading.negated | joined)
        both = _closing_against.chosen_before(text, mentions, joined)  # "A C D，CUDA Graph … 不是必须的"
        reading = replace(reading, contradicted=reading.contradicted | both) if both else reading
    reading = one_of_together(text, mentions, reading)  # "B 和 A 都不开启": neither, "C 和 A 都不确定"
    reading = _doubted_together.left_out(lettered, reading) if multi else reading  # "D 不对，A、C 不确定"
    again = (
        _said_again.said_again(text, mentions, reading.letters, options)
        if multi and not reading.hedged
        else set()
    )
    again |= (
        _said_again.named_by_place(text, mentions, reading.letters) if multi else set()
    )  # "…，后者没把握"
    said = replace(reading, contradicted=reading.contradicted | again)
    if multi and (held := _member_possible.kept_possible(text, mentions, said)):
        return held  # "ABCD 长度那个可能不算", "ABDE C可能": a member kept open, a hedge
    if again:  # "A、D，A 除外", "A、D without A": the option said of again, the set asked again
        return replace(reading, contradicted=reading.contradicted | again)
    every = _EVERY_AFTER_LIST.search(text)
    named = set().union(*(mention.labels for mention in mentions)) if mentions else set()
    if multi and every and named == labels and _plain(reading) and every.start() >= mentions[-1].end:
        return ChoiceReading(
            set(labels)
        )  # "perplexity, lang_score, …, all of them": every option, each named
    if (
        multi
        and named == labels
        and _plain(reading)
        and _every.every_after_list(text, mentions[-1].end, options, stem, EVERY_OPTION)
    ):
        return ChoiceReading(set(labels))  # "困惑度、…、文档长度四个都能用": each named, all taken
    whole = _list_items.named_whole(text, mentions, options) if multi and _plain(reading) else None
    if whole and reading.letters < whole:  # "rollout 逐层乘、LRP 重写 GELU、…": each item, not the first
        return ChoiceReading(whole)
    closing = closing_set(text, mentions, reading) if multi else None
    if closing:  # "…能直接用 FA2 —— A D", "A（并行度到 64）D（能配 FA2）": the closing set, whole
        return ChoiceReading(closing)
    if not multi and (len(reading.letters) > 1 or reading.hedged) and described_together(lettered):
        return ChoiceReading()  # "B、D 肯定都超了": options described together, none chosen (asked again)
    denied = denied_together(lettered) & reading.letters
    if denied:  # "D，A 和 D 都不对": chosen, then denied with others, no correction word
        return replace(reading, contradicted=reading.contradicted | denied)
    return reading


# A last clause that names no option and denies together every one said before ("A 是循环，D 是规约，
# 都跟切分无关"), after no decision: the options were described to be ruled out, none chosen
_CLOSING_DENIAL = re.compile(lexicon.CLOSING_DENIAL)
# A last clause that crosses out what was named before it ("A 把单位算错了，C 弄反了，这俩先划掉……",
# "…，这个先划掉"): those options are ruled out and none is chosen — not the last one named, which a
# closing clause of its own would otherwise leave standing. "其余划掉" keeps the others and is not this.
_CLOSING_CROSS_OUT = re.compile(lexicon.CLOSING_CROSS_OUT)
_DECIDED = re.compile(lexicon.CHOICE_DECIDED, re.I)


def _denied_at_close(text: str, last_mention_end: int, *, several: bool) -> bool:
    closing = None if _doubted_together.refused(text) else _CLOSING_CROSS_OUT.search(text, last_mention_end)
    if closing is None and several:  # "都跟切分无关" is said of several options at once
        closing = _CLOSING_DENIAL.search(text, last_mention_end)
    return closing is not None and not _DECIDED.search(text, 0, closing.start())


# a list closed by "all of them": every option only when the list named every one
_EVERY_AFTER_LIST = re.compile(lexicon.EVERY_AFTER_LIST, re.I)


def _plain(reading: ChoiceReading) -> bool:
    return not (reading.hedged or reading.negated or reading.contradicted or reading.ambiguous)
