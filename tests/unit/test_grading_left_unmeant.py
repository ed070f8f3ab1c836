"""Readings the candidate did not mean that the last checks left (issue "Grading a typed answer"), each
now asked again or read as meant, with the neighbours of the same shape that must keep reading:

- "A,C,B,D 都不需要": "all" opening the denial of one item reaches back over the comma list before it
  (read A、B、C); "A C，B D 都不需要" (two items denied, a contrast) and "A，C，B 不需要" still read A、C;
- "CUDA Graph 和序列长度不是必须的": an option named by its words, joined to unread words and said not
  required with them, is denied (read D); chosen before by its letter ("A C D，CUDA Graph 和…") it is
  a contradiction, asked again, never the set without it;
- "1，2、3 都不对" where the options are 1, 3, 5, 10: a clause of figures opened by commas and closed by
  "、" is one list denied whole (read 1, the key); "1，3、5 都不对" (every item an option) still reads 1;
- "ACD。不对，D 对": one option said right after a correction — of the set or alone? (read D); "只有 D
  对", "D 才对", "B 不对，D 对" (a verdict on B) and "ABDE，不对，ABD 对" (a new set) still read;
- "A D B, but B I'm not sure": a member doubted in English, as "A D B，但是 B 我不确定" is (convention 5
  of blind-16.yaml's header: a hedge), never the set without it.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
MULTI = [QUESTIONS[q] for q in ("seed000-16", "seed000-18", "seed000-23", "seed002-39")]


def _letters(reading: str | None) -> str:
    return "".join(char for char in reading or "" if char.isupper() and char.isascii())


def test_all_said_of_one_denied_item_reaches_back_over_the_list() -> None:
    for question in MULTI:
        letters = sorted(question.options)
        for joint, closing, count in ((",", "都不需要", 4), ("，", "都不用", 2), (", ", "均不需要", 3)):
            answer = joint.join(letters[:count]) + " " + closing
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_a_contrast_before_a_denial_still_reads() -> None:
    question = QUESTIONS["seed002-39"]
    for answer in (
        "A C，B D 都不需要",
        "A，C，B 不需要",
        "A、C，B、D 都不需要",
        "A、C，D 都不需要",
        "A,C 都需要",
    ):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


def test_an_option_said_not_required_with_unread_words_is_denied() -> None:
    question = QUESTIONS["seed002-39"]
    for words in ("不是必须的", "都不是必须的", "不是必需的", "都不需要", "非必须", "没必要"):
        for answer in (f"CUDA Graph 和序列长度{words}", f"A C D，CUDA Graph 和序列长度{words}"):
            assert grade(question, answer).verdict is Verdict.INVALID, answer
        kept = grade(question, f"A C，CUDA Graph 和序列长度{words}")
        assert kept.verdict is Verdict.CORRECT and _letters(kept.reading) == "AC", words


def test_a_mixed_list_of_figures_denied_whole_chooses_none() -> None:
    figures = [
        q
        for q in QUESTIONS.values()
        if q.type is QuestionType.SINGLE
        and all(text.strip().isascii() and text.strip().isdigit() for text in q.options.values())
    ]
    assert figures
    for question in figures:
        values = [int(text) for text in question.options.values()]
        for label, text in list(question.options.items())[:2]:
            stray = next(n for n in range(2, 200) if n not in values)
            others = [v for v in values if str(v) != text.strip()]
            for answer in (f"{text}，{stray}、{others[0]} 都不对", f"{text}，{others[0]}、{stray} 都不对"):
                graded = grade(question, answer)
                assert graded.verdict is Verdict.INVALID, (question.id, answer, label)
            listed = f"{text}，{others[0]}、{others[1]} 都不对"  # every item an option: the reader's
            assert grade(question, listed).verdict is not Verdict.INVALID, (question.id, listed)


def test_one_option_said_right_after_a_correction_is_asked_again() -> None:
    for question in MULTI:
        letters = sorted(question.options)
        chosen = "".join(letters[:3])
        for last in chosen:
            for turn in ("。不对，{X} 对", "，不对，{X} 是对的", "。等等，{X} 正确", ". wait, {X} is right"):
                answer = chosen + turn.format(X=last)
                assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_the_whole_answer_after_a_correction_still_reads() -> None:
    for question in MULTI:
        letters = sorted(question.options)
        chosen, last = "".join(letters[:3]), letters[2]
        for answer in (
            f"{chosen}。不对，只有 {last} 对",
            f"{chosen}。不对，{last} 才对",
            f"{letters[0]} 不对，{last} 对",  # a verdict on the first, then on the last
            f"{chosen}{letters[3]}，不对，{chosen} 对",  # a new set
        ):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.INVALID and graded.understood.choices, (question.id, answer)


def test_a_member_doubted_in_english_is_a_hedge() -> None:
    for question in MULTI:
        key = sorted(question.key)
        other = next((label for label in sorted(question.options) if label not in key), None)
        if other is None:
            continue
        for form in (
            "{S} {X}, but {X} I'm not sure",
            "{S} {X}, {X} I am unsure",
            "{S}{X}，但是 {X} 我不确定",
        ):
            answer = form.format(S=" ".join(key), X=other)
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer)
            assert graded.understood.hedged or graded.verdict is Verdict.INVALID, (question.id, answer)


def test_an_english_counter_example_to_a_chinese_claim_names_its_subject() -> None:
    truefalse = [QUESTIONS[q] for q in ("seed002-44", "seed002-45", "seed002-48")]
    for question in truefalse:
        for answer in ("反例：Mamba does not support it", "反例：FooNet does it differently here"):
            graded = grade(question, answer)
            if question.id != "seed002-48" or "Foo" in answer:
                assert graded.verdict is Verdict.INVALID, (question.id, answer)
    mamba = QUESTIONS["seed002-48"]  # "Mamba 架构不支持 …": negated as the claim is, the claim again
    assert grade(mamba, "反例：Mamba does not support it").verdict is Verdict.INVALID
    for answer in (
        "反例：Mamba supports it via torch.utils.checkpoint",
        "反例：Mamba 用 torch.utils.checkpoint 训练",
    ):
        graded = grade(mamba, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
