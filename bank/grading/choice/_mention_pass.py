"""The mention-by-mention pass of the choice reader: each option named is chosen, ruled out,
described or left aside, by the marks around it (``_choice_marks``) and what its clause says of it
(``_choice_clauses``), in text order, so that a later correction takes an earlier choice back.
Its one function is over a hundred lines, and the module a little over 400 lines, because it is
one pass with one state: the options chosen so far and how the previous mention was read. Checks that
need no part of that state live in modules of their own (``_reasons_against``, ``_set_contrast``,
``_either_or``); what is left here reads or writes the state.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from bank.grading.choice import _alternatives, _list_items
from bank.grading.choice._additions import adds, reason_starts
from bank.grading.choice._choice_clauses import (
    BRACKETED_LAST,
    CHOSEN_ANYWAY,
    CLAUSE,
    CONDITIONED,
    closing_denial,
    committed_figure,
    decided_about,
    doubt_overruled,
    doubted_after,
    ends_with,
    explained,
    grown_by,
    in_reason,
    last_clause_alone,
    new_clause_about,
    only_context,
    per_part,
    question_predicate,
    said_of,
    sentence_closed,
    short_phrase,
)
from bank.grading.choice._closing_figure import closes_on_another, named_again, realized
from bank.grading.choice._compared_over import measured, not_chosen_by_comparison, preferred_over
from bank.grading.choice._confidence_lead import doubted_first, leads_to_first
from bank.grading.choice._given_premise import opening_statement
from bank.grading.choice._glossed_denied import glossed_denial
from bank.grading.choice._reasons_against import reasons_against
from bank.grading.choice._remaining import rest_named
from bank.grading.choice._ruled_out_lists import (
    chosen_from_the_set,
    closes_the_clause_before,
    named_as_the_set,
    opens_a_choice_set,
    ruled_out_with_commas,
    runs_on,
    undecided_between,
)
from bank.grading.choice._second_thoughts import second_thought
from bank.grading.choice._set_contrast import against_chosen_set
from bank.grading.choice._taken_back import named_again_to_say_why, taken_back_since
from bank.grading.decisions._also_said import said_as_of_the_denied
from bank.grading.decisions._bracket_aside import aside_about_another
from bank.grading.decisions._contrasted import contrasted
from bank.grading.decisions._decision_lead import or_of_its_own_clause
from bank.grading.decisions._denied_apart import compared, denied_apart, denied_with_the_compared
from bank.grading.decisions._either_or import second_arm
from bank.grading.decisions._negated_object import denied_with, negates_the_next
from bank.grading.decisions._not_asserted import corrected_before, not_own_commitment
from bank.grading.mentions._choice_marks import (
    COMMIT,
    HEDGE_LINK,
    JOINED,
    LIST_LINK,
    LISTED,
    NEGATED_LIST,
    OR_WORD,
    OWN_SETTING,
    PARTICLE_PAUSE,
    POST_AFFIRM,
    POST_NEGATION,
    PRE_NEGATION,
    RESTATING,
    RETRACT,
    RULED_OUT_LIST,
    WRONG_ONE,
    added_after_pause,
    asked_after_pause,
    figure_denied,
    omitted_only,
    only_filler,
    takes_back,
)
from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._stated_value import stated_otherwise
from bank.grading.open import _fragments, _paraphrase
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# what joins two options into one list ("A 和 B", "A、B"), unlike a comma that may open a new clause
# the consequence of a condition said after an answer: "1/64，只算一个的话是 1/32" (1/64 is the answer)
_ASIDE_CONSEQUENCE = re.compile(rf"的话\s*(?:{alternation(lexicon.CONSEQUENCE_LEADS)})?\s*$")
_JOINING = re.compile(rf"[、/&+]|{lexicon.JOINING}", re.I)


@dataclass
class ChoiceReading:
    letters: set[str] = field(
        default_factory=set
    )  # options committed to (may hold letters that are not options)
    hedged: bool = False
    negated: set[str] = field(default_factory=set)  # options the answer rules out
    ambiguous: bool = False  # a negation on a question that asks for the wrong option
    contradicted: set[str] = field(default_factory=set)  # chosen, then ruled out with no correction word
    ran_on: set[str] = field(default_factory=set)  # ruled out only as a rule-out list run on past a pause
    unread_addition: str = ""  # an item added to the set that names no option: no set to grade
    conflated: frozenset[str] = frozenset()  # two options' contents said to be one (``_conflated``)
    places_apart: frozenset[str] = frozenset()  # a place, then other letters for it (``_place_restated``)


def resolve(
    text: str,
    mentions: list[Mention],
    negative_stem: bool,
    stem_terms: frozenset[str] = frozenset(),
    *,
    single: bool = True,
    options: dict[str, str] | None = None,
    asks_right: bool = False,
    asks_fault: bool = False,
) -> ChoiceReading:
    reading = ChoiceReading()
    options = options or {}
    neutral = _paraphrase.NEUTRAL | stem_terms
    gaps = [text[: mentions[0].start] if mentions else text]
    gaps += [text[a.end : b.start] for a, b in itertools.pairwise(mentions)]
    gaps.append(text[mentions[-1].end :] if mentions else "")
    compact = all(only_filler(gap) for gap in gaps)
    reasons = reason_starts(text)  # "as" of "as well as" is no reason
    chosen: list[Mention] = []
    state: set[str] = set()
    previous: str | None = None  # how the previous mention was read: "yes", "no" or "none"
    ruling_out = False  # the previous mention was ruled out by a word such as 排除 / rule out
    ruled_out_at: dict[str, int] = {}  # each option ruled out, and the mention whose clause ruled it out
    described_until = -1  # the end of the clause describing an option: it names the option, it chooses none
    # options read as chosen only as the subject of a clause that goes on about them ("A 是另一种模式"):
    # ruled out later ("…；排除 A"), they were described before the ruling out, not chosen and taken back
    subjects: set[str] = set()
    stated_opening = False  # the one option chosen so far was named inside the answer's opening statement
    why_until = -1  # the end of the clause saying why an option was taken back (none offered inside)
    in_play = named_as_the_set(text, mentions) | contrasted(text, mentions)  # "B C 之间 B", "A 是 P 不是 Q"
    against, against_until = reasons_against(text, mentions, stem_terms), -1  # "D 是 X 不是死锁，A、C"
    for index, mention in enumerate(mentions):
        before, after = gaps[index], gaps[index + 1]
        if index in against or mention.start < against_until:  # the option, then the words of its reason
            reading.negated |= mention.labels if index in against else set()
            state, previous, against_until = state - reading.negated, "no", against.get(index, against_until)
            continue
        after_reason = index > 0 and mentions[index - 1].start < against_until <= mention.start  # "…死锁，A"
        if index and measured(text, mentions[index - 1], mention):
            previous = "none"  # "A 比 D 对", "C 不如 E": what it is measured against, neither chosen nor out
            continue
        overruled = doubt_overruled(after)  # "A、C、E 存疑但也选": E chosen all the same, to confirm
        doubted = doubted_after(after) and not overruled
        if state and doubted and CHOSEN_ANYWAY.search(CLAUSE.match(after).group(0)):  # type: ignore[union-attr]
            reading.hedged = True  # "C 不确定要不要选": neither left out nor plainly chosen
        reading.hedged |= index == 0 and doubted_first(before, options)  # "三成是 C": a doubt, no choice
        rest = index > 0 and rest_named(before, gaps[index + 1 :])  # "…，剩下 B、C": those letters
        if index in in_play or (
            mention.start < described_until and not (rest or (previous == "yes" and LIST_LINK.match(before)))
        ):
            previous = "none"  # "A 是 max-autotune": the option's own name in its description
            continue
        if chosen and in_reason(text, chosen[0].end, mention.start, reasons):
            previous = "none"  # "选 B。理由：A、C、D 都…": the reason names options, it chooses none
            continue
        if not_own_commitment(before, after, text[: mention.start], text[mention.end :]):
            # "A，上次我填 B 被扣分了", "我填 B 的话会错": a commitment not asserted; set aside as ruled
            # out, so that no reading by meaning picks the option up again; a correction before it still
            # takes back what was chosen ("A 吧？不对，B 比 A 差": neither A nor B)
            if index > 0 and corrected_before(before, after):
                state.clear()
            reading.negated |= mention.labels - state
            previous = "none"
            continue
        said = said_of(text, mentions, index)
        if overruled and not single and not PRE_NEGATION.search(before):  # "A，E 存疑但也选": E chosen
            state, previous = state | mention.labels, "yes"
            chosen.append(mention)
            continue
        # "AD，D 其实不对", "AD，D 待定": a chosen option named again to be denied or doubted, not described
        denied_again = bool(mention.labels & state) and (
            denied_apart(after) is not None or doubted_after(after)
        )
        if (
            chosen
            and not compact
            and not rest
            and not denied_again
            and not RETRACT.search(before)
            and (explained(after) or explained(said) or new_clause_about(before, after, chosen[-1], said))
            and not aside_about_another(text[mention.end :], mention.labels, options)  # "C（长度不算）": of D
        ):
            previous = "none"  # "B 和 C；A 是循环", "A、D；B 不需要改 mask": an option described, not chosen
            clause = CLAUSE.match(text, mention.end)
            described_until = clause.end() if clause else mention.end
            continue
        if CONDITIONED.search(before) or (chosen and _ASIDE_CONSEQUENCE.search(before)):
            previous = "none"  # "如果 C", "if it's C": a condition, not an answer
            continue
        # "不到一半", "没 5%", "都没 1 好": set aside, not stated nor denied; "8、>16 都不行": 8 out
        if compared(before, after) or figure_denied(before, mention, options):
            denied = denied_with_the_compared(text, mentions, index)
            reading.negated |= (mention.labels - state) | denied
            state -= denied
            previous = "none"
            continue
        listed = previous == "none" and not compact and LIST_LINK.match(before) and _JOINING.search(before)
        if listed and not ("/" in before and (POST_NEGATION.match(after) or denied_apart(after))):
            continue  # "要 A 和 B": a list as a whole; not "…，B/C/D 不可能", "A/B 的参数不存在" (ruled out)
        thought = second_thought(after, last=index == len(mentions) - 1)
        if thought == "out":
            previous = "none"  # "A，D 也行，但不选", "A；D 也行，但不确定": affirmed, then left out
            continue
        reading.hedged |= thought == "open"  # "A，D 也行，可能": affirmed, then kept open
        if state and not overruled and (doubted_after(after) or ends_with(before, lexicon.DOUBTS)):
            if not single and not CHOSEN_ANYWAY.search(CLAUSE.match(after).group(0)):  # type: ignore[union-attr]
                state -= mention.labels  # "AD，D 不确定": chosen, then doubted by name: left out after all
            previous = "none"  # "ABCD，E 不确定", "ABDE，不确定 C": that option is doubted, not chosen
            continue
        # what is said of an option not yet chosen, in the question's words; of a chosen one it may
        # explain the choice ("B 还是 D 呢……D 不改模式，那 B"), which the clause reading settles
        predicate = None if mention.labels & state else question_predicate(text, mention, stem_terms)
        post_negation = POST_NEGATION.match(after) or denied_with(after, POST_NEGATION)  # "X 和 dot 都不是"
        if post_negation and negates_the_next(after, post_negation, later=gaps[index + 2 :]):
            post_negation = None  # "选 B 不选 A": the "不选" is said of A
        if post_negation is None:
            post_negation = denied_apart(after, then=mention.end + len(after) < len(text))  # "B，是错的"
        if post_negation is None:
            post_negation = glossed_denial(after)  # "D micro batch 肯定不是": the gloss, then its denial
        if post_negation is None and (index == len(mentions) - 1 or sentence_closed(after)):
            post_negation = closing_denial(after, figure=committed_figure(before, after, mention, options))
        if post_negation is None and len(mention.labels) == 1 and next(iter(mention.labels)) in options:
            # "use_deterministic_algorithms(True); torch.compile(model 不对": the option's own code goes on
            own = _fragments.own_continuation(after, options[next(iter(mention.labels))])
            post_negation = POST_NEGATION.match(after[own:]) if own else None
        if post_negation and post_negation.groupdict().get("thrown") and _discarding(mention, options):
            post_negation = None  # "A扔了" of "A. 剔除": the option's own throwing away, restated
        if asks_fault and post_negation and post_negation.groupdict().get("fault"):
            post_negation = None  # "B 不支持", "B 是个坑" on a stem asking what fails: the fault asked for
        ruled_out = ends_with(before, lexicon.RULE_OUT) and not (
            index > 0 and closes_the_clause_before(before)
        )
        negated_list = (
            previous == "no"
            and bool(NEGATED_LIST.match(before) or (ruling_out and RULED_OUT_LIST.match(before)))
            and not opens_a_choice_set(text, mentions, index, before)
        )  # "排除 A 和 C", "rule out A, C and D"; not "排除 A，B C 之间选 B"
        # "先写了 ABD…，去掉 A，BD": the options left once the rule-out is taken from a set named before
        remainder = (
            ruling_out
            and negated_list
            and any(
                earlier.labels - mentions[index - 1].labels == mention.labels
                and earlier.labels > mention.labels
                for earlier in mentions[: index - 1]
            )
        )
        negated_list = negated_list and not remainder
        if negated_list and ruling_out and runs_on(before, mentions[index - 1].labels <= reading.ran_on):
            reading.ran_on |= mention.labels  # "排除 A 和 D，B C，我选 B": are B and C ruled out or left?
        wrong_one = WRONG_ONE.search(before) if asks_right else None  # "错的是 B" asked for the right one
        named_wrong = bool(wrong_one and not (asks_fault and wrong_one["fault"]))  # not "有问题的是 B"
        if previous == "yes" and against_chosen_set(text, chosen[-1], mention):  # "ACD 而不是 AC": none out
            reading.negated |= mention.labels - state
            previous = "no"
            continue
        if (
            PRE_NEGATION.search(before)
            or ruled_out
            or post_negation
            or negated_list
            or predicate == "no"
            or named_wrong
            or stated_otherwise(text, mention, options)  # "C 我记得是 1e-6" of "eps=1e-5": another value
        ):
            ruling_out = ruled_out or bool(negated_list and ruling_out)
            if not (index > 0 and RETRACT.search(before)):  # "ABCD, not B": both chose and ruled out B
                reading.contradicted |= (mention.labels & state) - subjects
            negated_before = set(reading.negated)
            reading.negated |= mention.labels
            state -= mention.labels
            every = post_negation and any(post_negation.groupdict().get(name) for name in ("both", "all"))
            if every and chosen:  # "A、C、D 都不对": the whole list (unchosen: joined, below)
                following = mention
                for earlier in reversed(chosen):
                    gap = text[earlier.end : following.start]
                    if earlier.end > following.start or not (
                        LIST_LINK.match(gap) or _list_items.joins(gap, following, JOINED, options)
                    ):
                        break
                    reading.negated |= earlier.labels
                    state -= earlier.labels
                    following = earlier  # each gap of the list, not the whole stretch before it
            elif post_negation and index > 0 and _list_items.joins(before, mention, LISTED, options):
                # "A、B、D 排除", "B/C/D 不可能", "任意 mask 和 >256 的 head_dim 不行": all of them
                for joined in _list_items.joined_before(text, mentions, index, LISTED, options):
                    reading.negated |= joined.labels
                    state -= joined.labels
            elif post_negation and index > 0:  # "A，B，D 排除": a rule-out word closing a list
                for joined in ruled_out_with_commas(text, mentions, index, after):
                    reading.negated |= joined.labels
                    state -= joined.labels
            for label in (reading.negated - negated_before) | mention.labels:
                ruled_out_at[label] = index
            previous = "no"
            continue
        again = POST_NEGATION.sub("", before, count=1)  # what follows the ruling out of the mention before
        if (
            previous == "no"
            and not after_reason
            and mention.labels <= mentions[index - 1].labels
            and (
                (only_filler(again) and not ends_with(again, lexicon.DECISIONS))  # not "B 不对，选 B"
                or (mention.kind != "letter" and RESTATING.fullmatch(again) is not None)
                # "不是 A，A 开的是 max-autotune": its letter said again, then what it sets
                or (mentions[index - 1].kind == "letter" != mention.kind and OWN_SETTING.fullmatch(again))
            )
        ):
            continue  # "A 不对，max-autotune 是另一个 mode": the option ruled out, named again to say why
        if (
            single
            and state
            and index == len(mentions) - 1
            and not mention.labels <= state
            and closes_on_another(before, after, text[: chosen[0].start] if chosen else None, stem_terms)
        ):  # "int8 是 fp16 的一半，再加激活 0.5，37.5%": reasoned from the opening figure to the closing one
            once = len(chosen) == 1 and not named_again(text[: chosen[0].start], before)  # "温度 3，温度 1"
            if (stated_opening or realized(before)) and once:
                state.clear()
            else:
                reading.hedged = True  # "选 C，再加激活 0.5，37.5%": two answers held open
        if mention.start < why_until and mention.labels <= reading.negated:
            continue  # "B 存的是整个 model": the option taken back, named again in the why
        if single and named_again_to_say_why(text, mentions[index:], before, chosen):
            state -= mention.labels  # "B——不对，B 存的是整个 model，…，还是 A": taken back, then why
            reading.negated |= mention.labels
            clause = CLAUSE.match(text, mention.end)
            why_until = clause.end() if clause else mention.end  # its clause names it, offers nothing
            previous = "none"
            continue
        retracted = index > 0 and (takes_back(before) or rest)
        asked_too = not single and retracted and asked_after_pause(before, text[mention.end :])
        reading.hedged |= asked_too  # "A D. wait, B too?": B held open beside the set, not B alone
        if (
            retracted
            and not asked_too
            and (single or not (omitted_only(before) or added_after_pause(before, text[mention.end :])))
        ):
            state.clear()  # on a multiple choice, "漏了 A、C" adds to the set: nothing is taken back
        if not_chosen_by_comparison(text, mentions, index):
            previous = "none"  # "1 比 5 可能性低": ranked lower; "1 比 5 好，5 比 1 更好": neither kept
            continue
        if index > 0 and said_as_of_the_denied(before, after, previous_denied=previous == "no"):
            previous = (
                "no"  # "A 不对；C 也是线性的": C is said to be as A is, neither chosen nor the correction
            )
            continue
        listed = previous == "yes" and (
            LIST_LINK.match(before)
            or LIST_LINK.match(POST_AFFIRM.sub("", before, count=1))  # "D 也算；再加 A、C"
            or HEDGE_LINK.fullmatch(before.strip())
            or PARTICLE_PAUSE.match(before)  # "头数是 48 啊，64": offered as "48，64" offers it
        )
        # "B is wrong, A" / "B 不对，A": the option after a ruled-out one is the correction; not the
        # ruled-out one named again ("不是 C，C 只是序列化格式"), which is described
        corrects = (
            previous == "no"
            and (
                only_filler(text[against_until : mention.start])
                if after_reason
                else only_filler(POST_NEGATION.sub("", before, count=1))
            )
            and (after_reason or not mention.labels <= mentions[index - 1].labels)
        )
        if (
            compact
            or retracted
            or corrects
            or listed
            or (index == 0 and (only_filler(before) or only_context(before, stem_terms) or per_part(before)))
            or (index == 0 and leads_to_first(before, options, single=single))  # "八成 B", "最像 D"
            or (single and preferred_over(text, mentions, index))  # "…，5 比 1 更像蒸馏"
            or COMMIT.search(before)
            or ends_with(before, lexicon.COMMITMENTS)
            or POST_AFFIRM.match(after)
            or predicate == "yes"
            or (
                index == len(mentions) - 1
                and mention.kind == "letter"
                and BRACKETED_LAST.match(text, mention.end)
                and text[: mention.start].rstrip().endswith(("(", "（"))
            )  # "Remove them (A)"
            or (not state and index == len(mentions) - 1 and last_clause_alone(before, after, stem_terms))
            or (
                not state
                and index == len(mentions) - 1
                and mention.kind != "letter"
                and grown_by(before, after)
            )
            or (index == len(mentions) - 1 and decided_about(before, after, stem_terms))
            or (len(mentions) == 1 and short_phrase(text, mention))
            or (previous == "yes" and adds(before, after))  # "A、E，再加个 D"
            or (index - 1 in in_play and chosen_from_the_set(before))  # "B C 之间 B 更合理"
            or (not reading.negated and _fragments.about_one_option(text, mentions, options, neutral))
        ):
            same = bool(chosen) and chosen[-1].labels == mention.labels  # "C？nvfuser": C named twice
            slashed_set = not single and bool(_alternatives.SLASHED.match(before))  # "A/C": the set
            if (
                previous == "yes"
                and not same
                and (
                    (listed and HEDGE_LINK.search(before) and not slashed_set)
                    or (not retracted and OR_WORD.search(before) and not or_of_its_own_clause(before))
                )
            ):  # "A C 或者 A D", "A B C D？或者只有 B C D": a second set offered beside the first
                reading.hedged = True
            reading.contradicted |= {
                label
                for label in mention.labels & ruled_out_at.keys()
                if not taken_back_since(gaps, ruled_out_at[label], index)
            }  # "排除 B，所以 B", "rule out B, so B": ruled out, then chosen with no correction word
            stated_opening = index == 0 and opening_statement(text, mention, after, predicate, stem_terms)
            state |= mention.labels
            chosen.append(mention)
            previous = "yes"
            if not compact and _alternatives.weak(text, mention):
                subjects |= mention.labels  # "A 是另一种模式；…": its clause goes on about it
            else:
                subjects -= mention.labels
        else:
            previous = "none"
    reading.letters = state - (reading.negated - state)
    if single and len(reading.letters) > 1 and undecided_between(text, mentions):
        reading.hedged = True  # "排除 A，B C 之间我不确定": the set left open, not two options chosen
    reading.ambiguous = negative_stem and bool(reading.negated)
    if not reading.contradicted:  # "C 吧，D 也有可能", "要么 B 要么 C": a second option left open
        offered = [
            mention
            for mention in mentions
            if mention.start >= why_until or not mention.labels <= reading.negated
        ]
        settled = _alternatives.settle(
            text, offered, reading.letters, reading.hedged, single=single, retract=RETRACT,
            negated=reading.negated,
        )  # fmt: skip
        reading.letters, reading.hedged = settled.letters, settled.hedged
        reading.hedged |= second_arm(text, offered, reading.letters)  # "要么 D，要么是 C", "不是 4x 就是 6x"
    return reading


_DISCARDING = re.compile(lexicon.OWN_THROWING_AWAY, re.I)


def _discarding(mention: Mention, options: dict[str, str] | None) -> bool:
    """Whether an option ``mention`` names is itself a throwing away ("剔除")."""
    return any(_DISCARDING.search((options or {}).get(label, "")) for label in mention.labels)
