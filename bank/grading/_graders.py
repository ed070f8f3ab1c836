"""One grader per question type; each returns a :class:`Grade` and never raises on an answer.

How a grade is made, and the grades every reader gives alike (``invalid``, ``no_choice``), are in
``results._grades``.

The module is a little over 400 lines: each grader keeps, in the order they apply, the last checks that
need its whole reading at once (a choice's closing turn or count, a fill said aloud or glued to prose); a
grader per module is the split when one of them grows further.
"""

from __future__ import annotations

import re

from bank.grading.choice import _withheld_item
from bank.grading.choice._choice import ChoiceReading, read_choices
from bank.grading.choice._closing_count import opening_count
from bank.grading.choice._marked_letters import lines_unread, tick_denied, ticked_options
from bank.grading.choice._meaning import Similarity
from bank.grading.choice._part_verdicts import judged_parts, judged_whole
from bank.grading.choice._second_thoughts import doubt_denied
from bank.grading.choice._switched_close import settled_by_turn, turned_clause
from bank.grading.code import _blank_fills, _code, _stated_ranks
from bank.grading.code._annotated_line import unannotated, worded_annotation
from bank.grading.code._canonical_code import canonical, part_of
from bank.grading.code._cited_source import cited_fill
from bank.grading.code._code_remarks import disowned
from bank.grading.code._code_turned import asked_denied, doubted_after, turned_after
from bank.grading.code._concluded_fills import told_without_code
from bank.grading.code._courtesy import without_thanks
from bank.grading.code._either_fill import either_fills
from bank.grading.code._fill_said_of import said_of_only
from bank.grading.code._free_keywords import without_free_keywords
from bank.grading.code._harmless_keywords import without_harmless_keywords
from bank.grading.code._lost_indent import filled_stem_lines, unindented_fill
from bank.grading.code._prose_fills import told_in_english
from bank.grading.code._repeated_fill import repeated_fill
from bank.grading.code._scaled import scaled_alike
from bank.grading.code._spread_names import spread_over_words
from bank.grading.decisions._disowned import disowned as said_all_wrong
from bank.grading.decisions._invalid import gave_up
from bank.grading.decisions._seeming import only_seeming
from bank.grading.decisions._self_asked import reply_to_itself, yes_or_no_to_a_denial
from bank.grading.figures import _calc, _part_results
from bank.grading.figures._rival_figures import rival_figures
from bank.grading.mentions._bare_forms import crossed, hyphenated_set, letter_dot, ticked_list, unquoted
from bank.grading.mentions._letter_mentions import letters_named
from bank.grading.open import _rubric
from bank.grading.results._grades import expected_form, invalid, make, no_choice, open_verdict
from bank.grading.results._messages import contradiction, join, message, sentences
from bank.grading.results._types import Grade, Language, Understood, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._text import code_spans, normalise, without_code
from bank.grading.truefalse._claim_asked import claim_asked_back
from bank.grading.truefalse._counter_example import counter_example
from bank.grading.truefalse._restated import judged_restatement
from bank.grading.truefalse._share_lean import leaned_reading
from bank.grading.truefalse._truefalse import TruthReading, read_truth
from bank.grading.truefalse._truth_said import gave_up_on, with_the_claim
from bank.grading.truefalse._word_dropped import held_without
from bank.model import Question, QuestionType, Scoring

WALL_OF_TEXT = 80  # characters: a longer answer with no readable commitment is invalid, not wrong


def grade_choice(
    question: Question, answer: str, language: Language, similarity: Similarity | None = None
) -> Grade:
    multi = question.type is QuestionType.MULTI
    answer = unquoted(answer) or answer  # "‘b’": the letters in quotes, as written without them
    answer = letter_dot(question.options, answer) or answer  # "D.128": D, glossed by its value
    answer = hyphenated_set(answer) or answer  # "A-B-D": a set of letters
    if multi:
        answer = ticked_list(answer) or answer  # "GQA✓ SwiGLU✓ 8k✓": a list, each item ticked
        counted = opening_count(answer)
        if counted:  # "4 个 —— ABDE": the letters, to confirm, when the count is theirs ("3 个：ABDE": asked)
            letters = {letter.upper() for letter in re.findall(r"[A-Ha-h]", counted[1])}
            if counted[0] != len(letters):
                return no_choice(question, language)
            return grade_choice(question, counted[1], language).model_copy(
                update={"needs_confirmation": True}
            )
    if tick_denied(answer):  # "B ✓ 不对": the tick taken back or called wrong, which is not known
        return no_choice(question, language)
    marked = ticked_options(question, answer)
    if marked:  # "FA2: B✔ D✔ A✘ C✘", "原则：… A ✓ B ✗": the ticked options, read to confirm
        return grade_choice(question, marked, language).model_copy(update={"needs_confirmation": True})
    if crossed(answer):  # "A✗", "RoPE✓ LayerNorm✗": a crossed item is never read as chosen
        return no_choice(question, language)
    whole = judged_whole(question, answer) if multi else None
    if whole:  # "A yes, B yes, C no, D yes": the kept ones, never the mention pass's part ("C no, D": D)
        return grade_choice(question, "、".join(sorted(whole)), language).model_copy(
            update={"needs_confirmation": True}
        )
    if lines_unread(question, answer):  # "A：错\nB：对\nB：错", "A: ok\nB: fail": never its first letter
        return no_choice(question, language)
    reading = read_choices(answer, question.options, multi=multi, stem=question.stem)
    kept = judged_parts(question, answer) if multi and not (reading.letters or reading.contradicted) else None
    if kept:  # "varlen yes, checkpointing yes; arbitrary masks no": the options kept, clause by clause
        return grade_choice(question, "、".join(sorted(kept)), language).model_copy(
            update={"needs_confirmation": True}
        )
    # an item the rules cannot read ("GQA 跟 SwiGLU 这俩": GQA) may be read with the rest by meaning
    if (reading.unread_addition or _unread(reading)) and not gave_up(answer):
        proposed = _withheld_item.proposed(answer, question.options, similarity, multi, question.stem)
        if proposed:  # read by its meaning (or a figure in words): graded as chosen, once confirmed
            grade = grade_choice(question, "、".join(sorted(proposed)), language)  # unless a name slipped
            bare = _withheld_item.named_bare(answer, question.options, multi, question.stem) == proposed
            return grade.model_copy(update={"needs_confirmation": not bare})
    turned = turned_clause(answer) if not multi and reading.negated and _only_ruled_out(reading) else None
    if turned:  # "只改 logit_scale？不对，…。改位置编码": the clause turned to, read by its meaning
        proposed = _withheld_item.proposed(turned, question.options, similarity, multi, question.stem)
        if len(proposed) == 1 and not proposed & reading.negated:
            return grade_choice(question, next(iter(proposed)), language).model_copy(
                update={"needs_confirmation": True}
            )
    if reading.unread_addition:  # never the set without what the candidate added
        expect = expected_form(question, language)
        text = message("unread_addition", language, item=reading.unread_addition)
        return invalid(question, sentences(text, expect), language)
    labels = "".join(question.options)
    chosen = "".join(sorted(reading.letters))
    understood = Understood(choices=sorted(reading.letters), hedged=reading.hedged)
    single = question.type is QuestionType.SINGLE
    expect = expected_form(question, language)
    if reading.ambiguous:
        text = message("negation_ambiguous", language)
        return invalid(question, sentences(text, expect), language, understood)
    if reading.conflated or reading.places_apart:  # "后两个：AB": the place and its letters differ
        said = (
            ("conflated", reading.conflated) if reading.conflated else ("places_apart", reading.places_apart)
        )
        text = message(said[0], language, letters="".join(sorted(said[1])))
        return invalid(question, sentences(text, expect), language, understood)
    if reading.contradicted and not single_turn(question, answer, reading):
        text = contradiction(reading.contradicted, reading.negated, reading.ran_on, language)
        return invalid(question, sentences(text, expect), language, understood)
    if reading.letters and (
        only_seeming(answer, reading.letters) or doubt_denied(answer)
    ):  # "B 看着也对，我最后才选 A": not B
        return no_choice(question, language, understood)
    if not reading.letters:
        if gave_up(answer):
            return make(question, Verdict.INCORRECT, 0.0, message("gave_up", language), language, understood)
        if reading.negated:
            ruled_out = "".join(sorted(reading.negated))
            text = message("only_negated", language, letters=ruled_out)
            return invalid(question, sentences(text, expect), language, understood)
        return no_choice(question, language, understood)
    unknown = reading.letters - set(question.options)
    if unknown:
        text = message("unknown_letter", language, letters="".join(sorted(unknown)), labels="/".join(labels))
        return invalid(question, sentences(text, expect), language, understood)
    key = question.key_text
    if reading.hedged:
        text = message("hedge", language, chosen=chosen, key=key)
        return make(question, Verdict.INCORRECT, 0.0, text, language, understood)
    if single:
        if len(reading.letters) > 1:
            text = message("single_many", language, chosen=chosen, key=key)
            return make(question, Verdict.INCORRECT, 0.0, text, language, understood)
        verdict = Verdict.CORRECT if chosen == key else Verdict.INCORRECT
        text = message(
            "choice_correct" if chosen == key else "single_wrong", language, chosen=chosen, key=key
        )
        return make(question, verdict, float(chosen == key), text, language, understood)
    return _grade_multi(question, reading.letters, language, understood)


def _only_ruled_out(reading: ChoiceReading) -> bool:
    """Options ruled out, and nothing else read."""
    kinds = (reading.letters, reading.contradicted, reading.conflated, reading.places_apart)
    return bool(reading.negated) and not (reading.ambiguous or reading.hedged or any(kinds))


def single_turn(question: Question, answer: str, reading: ChoiceReading) -> bool:
    """On a single choice, a contradiction settled by a turn to the one letter read ("…，换 C")."""
    single = question.type is QuestionType.SINGLE
    return single and settled_by_turn(answer, reading.letters, reading.contradicted)


def _unread(reading: ChoiceReading) -> bool:
    """Nothing chosen, ruled out or contradicted: the rules found no reading at all."""
    kinds = (reading.letters, reading.negated, reading.contradicted, reading.conflated, reading.places_apart)
    return not (reading.ambiguous or any(kinds))


def _grade_multi(question: Question, letters: set[str], language: Language, understood: Understood) -> Grade:
    key, correct = question.key_text, question.correct_options
    if letters == correct:
        return make(
            question, Verdict.CORRECT, 1.0, message("choice_correct", language, key=key), language, understood
        )
    wrong = letters - correct
    if wrong:
        text = message("multi_wrong", language, wrong="".join(sorted(wrong)), key=key)
        return make(question, Verdict.INCORRECT, 0.0, text, language, understood)
    missing = "".join(sorted(correct - letters))
    chosen = "".join(sorted(letters))
    if question.scoring is Scoring.PARTIAL_SUBSET:
        share = len(letters) / len(correct)
        shown = f"{share:.0%}" if language == "en" else f"{share * question.points:g}/{question.points:g} 分"
        text = message("multi_subset_partial", language, chosen=chosen, missing=missing, share=shown, key=key)
        return make(question, Verdict.PARTIAL, share, text, language, understood)
    text = message("multi_subset_none", language, missing=missing, key=key)
    return make(question, Verdict.INCORRECT, 0.0, text, language, understood)


def grade_truefalse(question: Question, answer: str, language: Language) -> Grade:
    if yes_or_no_to_a_denial(answer):  # "防不了下溢吗？是的": yes to a denial, asked again
        return invalid(question, message("expect_truth", language), language)
    asked_back = claim_asked_back(answer, question.stem)  # "Mamba 不支持 …？支持的", "X —— 是"
    if asked_back is not None:
        return _truth_graded(question, answer, asked_back, language)
    countered = counter_example(answer, question.stem)  # "反例：InstructGPT 用 6B 的 RM": false, read alone
    if countered is not None:
        return _truth_graded(question, answer, countered, language)
    dropped = held_without(answer, question.stem)  # "去掉“一定”就成立": false as given, read alone
    if dropped is not None:
        return _truth_graded(question, answer, dropped, language)
    reply = reply_to_itself(answer)
    if reply is not None:  # "可以安全保存吗？我觉得可以": the reply to its own question answers
        replied = grade_truefalse(question, reply, language)
        if replied.understood.truth is not None:
            return replied
    restated = judged_restatement(answer, question.stem)  # "不支持 X 是对的": the restatement judged
    leaned = leaned_reading(answer, question.stem) if restated is None else None  # "70% 是对的": 对
    reading = (leaned or read_truth(answer)) if restated is None else TruthReading(restated)
    reading = with_the_claim(answer, question.stem, reading)  # "支持"; "支持，其实只能卸到 CPU": asked again
    return _truth_graded(question, answer, reading, language)


def _truth_graded(question: Question, answer: str, reading: TruthReading, language: Language) -> Grade:
    """The grade of a true/false ``answer`` read as ``reading``: both said, or no verdict and no give-up,
    is asked again."""
    understood = Understood(truth=reading.truth)
    if reading.conflict:
        return invalid(
            question, sentences(message("truth_both", language), message("expect_truth", language)), language
        )
    if reading.truth is None and not gave_up_on(answer, question.stem):  # asked again, saying why
        letters = sorted(letters_named(answer, "ABCDEFGH") - letters_named(question.stem, "ABCDEFGH"))
        why = message("truth_letters", language, letters=join(letters, language)) if letters else ""
        hedge = message("truth_hedge", language) if reading.hedged else ""  # "对不对我不知道"
        text = sentences(why or hedge, message("expect_truth", language))
        return invalid(question, text, language, understood)
    if reading.truth is None:
        return make(question, Verdict.INCORRECT, 0.0, message("gave_up", language), language, understood)
    right = reading.truth == question.truth
    word = message("true_word" if question.truth else "false_word", language)
    text = message("truth_correct" if right else "truth_wrong", language, truth=word)
    return make(
        question, Verdict.CORRECT if right else Verdict.INCORRECT, float(right), text, language, understood
    )


def grade_calc(question: Question, answer: str, language: Language) -> Grade:
    results, quantities, hedge = _calc.grade_parts(question, answer, language)
    understood = Understood(numbers=_part_results.understood_numbers(results, quantities), hedged=hedge)
    first = question.numeric[0]
    example = f"{first.value:g}{' ' + first.unit if first.unit else ''}"
    if not quantities:
        if gave_up(answer):
            return make(question, Verdict.INCORRECT, 0.0, message("gave_up", language), language, understood)
        return invalid(question, message("expect_number", language, example=example), language, understood)
    if hedge:
        values = join([q.text for q in quantities], language)
        text = message("part_hedge", language, label="", values=values, expected=question.key_text)
        return make(question, Verdict.INCORRECT, 0.0, text, language, understood)
    if rival_figures(answer, quantities, several=len(question.numeric) > 1):  # "464 GB，232 GB": which?
        return invalid(question, message("rival_figures", language), language, understood)
    score = sum(result.share for result in results) / len(results)
    verdict = Verdict.CORRECT if score == 1.0 else Verdict.INCORRECT if score == 0.0 else Verdict.PARTIAL
    graded = make(question, verdict, score, sentences(*(r.message for r in results)), language, understood)
    return graded.model_copy(update={"needs_confirmation": score > 0 and any(r.unsure for r in results)})


def grade_code(question: Question, answer: str, language: Language) -> Grade:
    graded = _grade_code(question, answer, language)
    # "nvme（不是）", "x 我不确定": words disown the fill; "P(…) 和 P(…) 反过来": no fill as read
    right = graded.verdict is Verdict.CORRECT and (
        disowned(answer) or doubted_after(answer) or _code.remarked_against(answer)  # "x (not sure)"
    )
    turned = turned_after(answer) or asked_denied(answer, graded.understood.code or "")  # "nvme? no"
    if right or (graded.verdict is not Verdict.INVALID and turned):
        return invalid(question, message("expect_code", language), language, graded.understood)
    return graded


def _grade_code(question: Question, answer: str, language: Language) -> Grade:
    answer = without_thanks(answer)  # "…, thanks": said to the interviewer, no fill (confirmed)
    answer = repeated_fill(answer, len(question.blanks)) or answer  # "nvme × 2": nvme in both blanks
    answer = filled_stem_lines(answer, question.stem) or answer  # "if …:\n    out = f(x)": the fill, f(x)
    answer = cited_fill(answer) or answer  # "参考 JAX 文档 …：a 用 P(…)": the fill after the source cited
    # "if …:\nreturn f(x)": the stem's lines, flush left in the chat; the blank line's fill is the answer
    restored = unindented_fill(answer, question.stem)
    pieces = [restored] if restored else _code.fragments(answer)
    understood = Understood(code=answer.strip() if restored else "\n".join(pieces))
    key = question.key_text
    if gave_up(answer):
        return make(question, Verdict.INCORRECT, 0.0, message("gave_up", language), language, understood)
    if (
        not pieces
        or _code.asks_back(answer)
        or (
            not any(_code.code_like(piece) for piece in pieces)
            and len(answer) > WALL_OF_TEXT
            and not _blank_fills.labelled_code(answer, len(question.blanks))  # "blank1 … → P(…)"
        )
    ):
        return invalid(question, message("expect_code", language), language, understood)  # or only ruled out
    if len(pieces) == 1 and _code.broken_off(pieces[0]):
        return invalid(question, message("expect_code", language), language, understood)  # "f(q, k,"
    wanted = question.blanks if isinstance(question.key, list) else _blank_fills.key_blanks(key)
    if len(wanted) > 1:
        return _grade_blanks(question, answer, pieces, wanted, language, understood)
    fills = [*wanted, *question.accepted]
    fills += without_free_keywords(fills)  # accepted with True and with False: leaving it out is right
    targets = {canonical(fill) for fill in fills}
    for line in _blank_fills.blank_lines(question.stem):  # the whole line written, with any accepted fill
        targets.update(canonical(_blank_fills.fill_line(line, fill)) for fill in fills)
    if _code.hedged(answer):
        either = either_fills(answer)  # "x 或 y 都行": two answers, right when both are
        if either and all(canonical(fill) in targets for fill in either):
            return make(
                question, Verdict.CORRECT, 1.0, message("code_correct", language), language, understood
            )
        return make(
            question, Verdict.INCORRECT, 0.0, message("code_hedge", language, key=key), language, understood
        )
    spans = [span for span in code_spans(answer) if canonical(span.strip()) not in _code.ruled_out(answer)]
    distinct = {canonical(span.strip()) for span in spans} if len(pieces) == len(spans) else set()
    if len(distinct) > 1 and not distinct <= targets and canonical("\n".join(pieces)) not in targets:
        # one blank, two different fills — "`a`，改成 `b`" aside (read after its correction): no commitment
        return make(
            question, Verdict.INCORRECT, 0.0, message("code_hedge", language, key=key), language, understood
        )
    labelled = []  # "remark: code", when no accepted fill holds a colon of its own
    if not any(_code.after_label(fill) is not None or ":" in fill.split("(")[0] for fill in fills):
        labelled = [tail for piece in pieces if (tail := _code.after_label(piece)) is not None]
    # the stem's "):" copied after the fill ("BLOCK_SIZE: tl.constexpr):"); axes of a known rank, from the end
    also = [fill for piece in pieces if (fill := _blank_fills.without_line_tail(piece, question.stem))]
    also += [form for piece in pieces if (form := _stated_ranks.from_the_back(piece, question.stem))]
    also += [form for piece in pieces if (form := unannotated(piece, question.stem))]  # "out: T = f(x)"
    also += [form for form in [worded_annotation(answer, fills)] if form]  # "x（类型标成 constexpr）"
    if any(canonical(piece) in targets for piece in [*pieces, "\n".join(pieces), *labelled, *also]):
        return make(question, Verdict.CORRECT, 1.0, message("code_correct", language), language, understood)
    plain = without_harmless_keywords(pieces[0], question.stem) if len(pieces) == 1 else None
    if len(pieces) == 1 and (
        scaled_alike(pieces[0], fills, question.stem) or canonical(plain or "") in targets
    ):
        # "(q * scale) @ …", "softmax_scale=q.shape[-1] ** -0.5": the key's value, written otherwise
        return make(question, Verdict.CORRECT, 1.0, message("code_correct", language), language, understood)
    for fill in fills if len(pieces) == 1 else []:
        lacking = part_of(pieces[0], fill)
        if lacking is not None:
            missing = join([name for name in lacking if not name.startswith("#")], language) or "…"
            # code that runs and computes something else: no part of a point (it says what is missing)
            text = message("code_call_lacking", language, missing=missing, key=key)
            return make(question, Verdict.INCORRECT, 0.0, text, language, understood)
    # "用 checkpoint 把 _inner 包起来，传 x，…", "wrap _inner with checkpoint and pass x through": in words
    if (
        _code.described(answer, pieces, fills)
        or told_in_english(answer, pieces, fills)
        or spread_over_words(answer, pieces, fills)  # "k先unsqueeze(2)…然后q @ k…再乘scale": no fill given
    ):
        return invalid(question, message("code_described", language), language, understood)
    text = message("code_wrong", language, key=key)
    return make(question, Verdict.INCORRECT, 0.0, text, language, understood)


def _grade_blanks(
    question: Question,
    answer: str,
    pieces: list[str],
    wanted: list[str],
    language: Language,
    understood: Understood,
) -> Grade:
    """Several blanks: each blank is compared with its own variants; each right blank scores its share.
    Fills offered as alternatives ("`a`、`b` 或者 `c`、`d`", "…，也可能反过来") commit to none."""
    prose = without_code(answer)  # "a or b" inside a fill is code
    key = question.key_text
    if _code.hedged(answer) or lexicon.has(prose, (*lexicon.HEDGES, *lexicon.ALTERNATIVES)):
        return make(
            question, Verdict.INCORRECT, 0.0, message("code_hedge", language, key=key), language, understood
        )
    variants = _blank_fills.blank_variants(question, wanted)
    right, clean, shown = _blank_fills.best_fills(answer, pieces, wanted, variants, question.stem)
    if all(fill.isascii() for fill in shown):  # shown back: the fills read, not "param", "device" naming them
        understood = understood.model_copy(update={"code": "\n".join(shown)})
    credited = [fill for fill, each in zip(shown, variants, strict=False) if canonical(fill) in each]
    # "第一个按行切到 x，…", "both should go to nvme since that's ZeRO-Infinity": no fill of words
    if not right and (
        told_without_code(answer, pieces, wanted)
        or told_in_english(answer, pieces, wanted)
        or _code.about_names(pieces, wanted)  # "a 按行切所以 ('x', None)，b …": the call left unsaid
    ):
        return invalid(question, message("code_described", language), language, understood)
    if (right == len(wanted) and not clean) or said_of_only(answer, credited):  # "nvme, nvme; wrong"
        return invalid(question, message("expect_code", language), language, understood)  # "cpu，nvme 太慢"
    if right == len(wanted):
        return make(question, Verdict.CORRECT, 1.0, message("code_correct", language), language, understood)
    if right:
        text = message("code_blanks", language, right=right, total=len(wanted), key=key)
        return make(question, Verdict.PARTIAL, right / len(wanted), text, language, understood)
    text = message("code_wrong", language, key=key)
    return make(question, Verdict.INCORRECT, 0.0, text, language, understood)


_TRIM = " \t\n.,;:!?。，；：！？\"'“”‘’"


def _exact_form(text: str) -> str:
    return " ".join(normalise(text).casefold().split()).strip(_TRIM)


def grade_exact_text(question: Question, answer: str, language: Language) -> Grade:
    """A short answer with a fixed set of right answers (GIFT short answer): the answer must be one of
    them, ignoring case, width, spacing and surrounding punctuation; anything else is wrong."""
    given = _exact_form(answer)
    if given and given in {_exact_form(text) for text in [question.key_text, *question.accepted]}:
        return make(question, Verdict.CORRECT, 1.0, message("exact_correct", language), language)
    return make(
        question, Verdict.INCORRECT, 0.0, message("exact_wrong", language, key=question.key), language
    )


def grade_open(question: Question, answer: str, language: Language) -> Grade:
    if question.scoring is Scoring.EXACT:
        return grade_exact_text(question, answer, language)
    if gave_up(answer):
        return make(question, Verdict.INCORRECT, 0.0, message("gave_up", language), language, grader="rubric")
    given = _key_form(answer)
    if given and given in {_key_form(text) for text in [question.key_text, *question.accepted]}:
        found = _rubric.Coverage(list(question.key_points), [], [1.0] * len(question.key_points))
        return _rubric_grade(question, found, language)
    if _rubric.copies_stem(answer, question.stem):
        understood = Understood(missed=list(question.key_points))
        return make(
            question, Verdict.INCORRECT, 0.0, message("rubric_copy", language), language, understood, "rubric"
        )
    if said_all_wrong(answer):  # "以下说法都是错的：<key>": no point stated is the candidate's own
        understood = Understood(missed=list(question.key_points))
        text = message("rubric_disowned", language)
        return make(question, Verdict.INCORRECT, 0.0, text, language, understood, "rubric")
    found = _rubric.coverage(question.key_points, normalise(answer), question.stem)
    return _rubric_grade(question, found, language)


def _key_form(text: str) -> str:
    """The reference answer's text as compared with an answer: blank labels ("空 1："), backticks and
    the separators between fills dropped ("nvme, nvme" is "空 1：`nvme`；空 2：`nvme`")."""
    return " ".join(_exact_form(part) for part in _blank_fills.split_blanks(text.replace("`", " ")))


def _rubric_grade(question: Question, found: _rubric.Coverage, language: Language) -> Grade:
    score = found.score
    verdict = open_verdict(score)
    parts = [message("rubric", language, covered=len(found.covered), total=len(question.key_points))]
    if found.covered:
        parts.append(message("rubric_covered", language, points=join(found.covered, language)))
    if found.partly:
        parts.append(message("rubric_partly", language, points=join(found.partly, language)))
    if found.missed:
        parts.append(message("rubric_missed", language, points=join(found.missed, language)))
    understood = Understood(covered=found.covered, missed=found.missed, partly=found.partly)
    return make(question, verdict, score, sentences(*parts), language, understood, "rubric")
