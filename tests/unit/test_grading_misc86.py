"""The round on blind batch 86's choices and calculations (issue "Grading a typed answer"): classes met.

- Not knowing the topic, then "过" (pass) closing the answer alone ("TinyBERT 没看过，过"): a give-up,
  as "…没拆过，不会" is. Not "过" inside a word ("过拟合", "不过"), nor after a clause that knows it
  ("论文看过，过"), nor beside an option named.
- Two small letters joined by a middle dot ("a·d"): the set, bare, as "a·b·d" is. Not a full stop
  ("a.d": an attribute) nor a hyphen ("a-d": a range), nor the set with a word after it.
- A story or a source given as the reason, then every option chosen after an arrow ("…→ 全对") or
  after a comma with their count ("…，五个全对"): every option, to confirm. Not a reason that denies,
  doubts, hedges or asks, nor "全对" said of what is cited ("文档全对，但我选 A").
- An option named by its place after "among the options" ("选项里的第二个"): the option, to confirm, as
  "选项中的第二个" was. Not the place denied ("选项里的第二个不对").
- Letters, then a reason asked rhetorically ("A 吧，compile 不是有个 deterministic 参数吗": isn't there
  one?): the letters, to confirm, not a question back. Not a rhetorical question naming a letter, a
  figure or code ("A 吧，不是 C 吗", "不是有 use_x() 吗"), nor a plain question ("…有 X 参数吗").
- A story or an analogy opening a single choice ("就像拼图只剩一块一块的，…——gather 16bit 那个"), then
  an option in its own words: that option, to confirm. Not a story that uses another option's words,
  a figure in the story ("好比 2048 块砖分 4 趟搬，…"), nor the option then denied or asked.
Each looped over the bank's questions of the class inside one test (the unit tier stays fast).
"""

from __future__ import annotations

from functools import cache

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
ANSWERED = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.MULTI, QuestionType.CALC)]


def test_not_knowing_then_pass_is_a_give_up() -> None:
    for question in ANSWERED[::6]:
        for answer in ("TinyBERT 没看过，过", "MAML 我不熟，过。"):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT and graded.score == 0.0, (question.id, answer)


def test_pass_inside_a_word_or_after_knowing_is_no_give_up() -> None:
    for question in SINGLES[::6]:
        key = question.key_text.strip()
        for answer in ("TinyBERT 没看过，过拟合了吧", "论文看过，过", "没看过，不过猜一下"):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.INCORRECT or graded.needs_confirmation, (question.id, answer)
        graded = grade(question, f"TinyBERT 没看过，不过选 {key}")
        assert graded.verdict is Verdict.CORRECT, (question.id, key)  # the key named: read, never a give-up


def test_two_small_letters_joined_by_a_middle_dot_are_a_bare_set() -> None:
    for question in MULTIS[::3]:
        for first, second in (("a", "d"), ("b", "c")):
            if first.upper() not in question.options or second.upper() not in question.options:
                continue
            for dot in "·•":
                answer = f"{first}{dot}{second}"
                graded = grade(question, answer)
                assert graded.understood.choices == [first.upper(), second.upper()], (question.id, answer)
                assert not graded.needs_confirmation, (question.id, answer)


def test_small_letters_joined_otherwise_are_not_made_bare() -> None:
    for question in MULTIS[::4]:
        for answer in ("a.d", "a-d"):
            graded = grade(question, answer)
            assert graded.understood.choices != ["A", "D"] or graded.needs_confirmation, (question.id, answer)
        graded = grade(question, "a·d 吧")
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, question.id


def test_a_place_among_the_options_names_that_option() -> None:
    for question in SINGLES[::4]:
        for lead, place, label in (("选项里的", "第二个", "B"), ("选项里面的", "第三个", "C")):
            graded = grade(question, f"{lead}{place}")
            assert graded.understood.choices == [label], (question.id, lead + place)
            assert graded.needs_confirmation, (question.id, lead + place)


def test_a_place_among_the_options_denied_is_not_chosen() -> None:
    for question in SINGLES[::4]:
        for answer in ("选项里的第二个不对", "选项里面的第二个不选"):
            graded = grade(question, answer)
            assert "B" not in (graded.understood.choices or []), (question.id, answer)


def _every_question(count: int) -> list:
    return [q for q in MULTIS if len(q.options) == count][:2]


def test_a_reason_then_every_option_chooses_every_option() -> None:
    for count, word in ((4, "四"), (5, "五")):
        for question in _every_question(count):
            every = sorted(question.options)
            for answer in (
                "sharded_moe.py 里 drop_tokens、l_aux 都有，EP+DP 是标准用法 → 全对",
                "就像 HR 筛简历：看有没有复制粘贴、看读起来顺不顺 → 全都对",
                f"model card 写了，config.json 里也有，{word}个全对",
            ):
                graded = grade(question, answer)
                assert graded.understood.choices == every, (question.id, answer)
                assert graded.needs_confirmation, (question.id, answer)


def test_a_reason_that_denies_doubts_or_asks_is_not_every_option() -> None:
    for count, word in ((4, "四"), (5, "五")):
        for question in _every_question(count):
            every = sorted(question.options)
            for answer in (
                "文档全对，但我选 A",
                "代码里都有 → 文档全对",
                "代码里应该都有 → 全对",
                "文档里没写 → 全对",
                "代码里都有 → 全对？",
                "A 对不对 → 全对",
                "model card 写了，三个全对",
                f"model card 没写 eps，{word}个全对",
                f"model card 写了吗，{word}个全对",
                "model card 写了，全对",  # no count and no arrow: the citation may be what is "全对"
                "perplexity, lang score and doc length, all 4 of them",  # a list of options, miscounted
                "困惑度、语种分、长度，四个都能用",
            ):
                graded = grade(question, answer)
                assert graded.understood.choices != every, (question.id, answer)


def test_letters_then_a_reason_asked_rhetorically_are_read() -> None:
    for question in SINGLES[::6]:
        for letter in ("A", "B"):
            if letter not in question.options:
                continue
            for answer in (
                f"{letter} 吧，compile 不是有个 deterministic 参数吗",
                f"{letter}，文档里不是说过这个吗？",
            ):
                graded = grade(question, answer)
                assert graded.understood.choices == [letter], (question.id, answer)
                assert graded.needs_confirmation, (question.id, answer)


def test_a_rhetorical_question_naming_another_answer_is_not_read() -> None:
    for question in SINGLES[::6]:
        for answer in (
            "A 吧，不是 C 吗",
            "A 吧，不是有 C 吗",
            "A 吧，不是说 B 不行吗",
            "A 吧，不是有 2 个吗",
            "A 吧，不是有 use_deterministic_algorithms() 吗",
            "A 吧，compile 有 deterministic 参数吗",
        ):
            graded = grade(question, answer)
            assert not graded.understood.choices, (question.id, answer)


@cache
def _told_alone() -> list[tuple[Question, str, str]]:
    """Single choices with an answer that names one option by its own words, read alone (the key's)."""
    found = []
    for question in SINGLES:
        key = question.key_text.strip()
        for short in ("gather 16bit 那个", "reduce-overhead 那个", "位置编码那个"):
            if grade(question, short).understood.choices == [key]:
                found.append((question, short, key))
    return found


def test_a_story_then_an_option_in_its_own_words_reads_that_option() -> None:
    cases = _told_alone()
    assert cases, "some option of the bank is told by its own words"
    for question, short, key in cases:
        for answer in (
            f"就像拼图只剩一块一块的，要找那个拼回整张图的开关——{short}",
            f"好比搬家找钥匙，{short}",
        ):
            graded = grade(question, answer)
            assert graded.understood.choices == [key], (question.id, answer)
            assert graded.needs_confirmation, (question.id, answer)


def test_a_story_in_another_options_words_or_denied_is_not_read() -> None:
    for question, short, key in _told_alone():
        other = next(text for label, text in question.options.items() if label != key)
        for answer in (
            f"就像拼图散了，跟 {other.strip('`')} 有关——{short}",
            f"就像拼图散了，{short}不对",
            f"就像拼图散了，{short}？还是别的",
            "就像拼图散了",
            f"好比 2048 块砖分 4 趟搬，{short}",  # a figure in the story: which one is meant?
        ):
            graded = grade(question, answer)
            assert graded.understood.choices != [key] or graded.verdict is Verdict.INVALID, (
                question.id,
                answer,
            )
