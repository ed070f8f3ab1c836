"""Markdown typed around an answer is written out before it is read: a table marking each option one a
row (by letter or by the option's name, ✓/✗, 是/不是, 对/错) chooses the rows marked right, to confirm;
a bullet list of bare letters is the bare set; emphasis round the whole answer is the bare answer.

A table never reads its first row's letter: a row unmarked, hedged, kept open with none right or
marked otherwise ("受 PCIe 限制"), a reason naming another option, a stem asking for the wrong ones —
each asks again; two rows right on a single choice, or a row kept open beside those right, are a hedge
(blind-91). Emphasis round a hedge keeps the hedge."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._markdown import markup_plain
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
# single choice (key B; key C), multiple choice (key ABDE; key ABC, options named LPIPS … Recall@k)
_SINGLE = ("seed000-01", "seed001-02")
_MULTI = ("seed000-23", "seed001-15")
_MARKS = (("✓", "✗"), ("是", "不是"), ("对", "错"), ("**✓**", "✗"), ("yes", "no"))
_HEADS = ("", "| 选项 | 判断 |\n|---|---|\n", "| 选项 | 对否 |\n| :-: | :-: |\n")


def _table(rows: list[tuple[str, str]], head: str = "") -> str:
    return head + "\n".join(f"| {name} | {mark} |" for name, mark in rows)


def _marked(
    question_id: str, chosen: set[str], right: str, wrong: str, *, names: bool = False
) -> list[tuple[str, str]]:
    options = _QUESTIONS[question_id].options
    return [
        (options[letter] if names else letter, right if letter in chosen else wrong) for letter in options
    ]


def test_a_table_marking_each_letter_chooses_the_rows_marked_right() -> None:
    for question_id in _SINGLE + _MULTI:
        question = _QUESTIONS[question_id]
        key = set(question.key_text)
        wrong_pick = {next(letter for letter in question.options if letter not in key)}
        for right, wrong in _MARKS:
            for head in _HEADS:
                answer = _table(_marked(question_id, key, right, wrong), head)
                graded = grade(question, answer)
                assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
                answer = _table(_marked(question_id, wrong_pick, right, wrong), head)
                graded = grade(question, answer)
                assert graded.understood.choices == sorted(wrong_pick), answer
                assert graded.verdict is not Verdict.CORRECT and graded.needs_confirmation, answer


def test_a_table_marking_each_name_chooses_the_rows_marked_right() -> None:
    for question_id in ("seed001-15", "seed001-02"):
        question = _QUESTIONS[question_id]
        for right, wrong in _MARKS[:3]:
            answer = _table(_marked(question_id, set(question.key_text), right, wrong, names=True))
            graded = grade(question, answer)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


def test_a_table_that_cannot_be_read_safely_asks_again() -> None:
    for question_id in _SINGLE + _MULTI:
        question = _QUESTIONS[question_id]
        key, letters = set(question.key_text), list(question.options)
        last = letters[-1]
        rows = _marked(question_id, key, "✓", "✗")
        unsafe = [
            [(name, "?" if name in key else mark) for name, mark in rows],  # the ticks asked
            [(name, "✓ 吧" if name in key else mark) for name, mark in rows],  # hedged
            [(name, "是吧" if name in key else mark) for name, mark in rows],
            [(name, "" if name == last else mark) for name, mark in rows],  # a row left unmarked
            [*rows, (letters[0], "✗" if letters[0] in key else "✓")],  # a row marked twice
            [(name, "✓" if name in key else "受 PCIe 限制") for name, mark in rows],  # marked otherwise
            [(name, "✓，跟 " + last + " 一样" if name in key else mark) for name, mark in rows],  # another
        ]
        for rows_read in filter(None, unsafe):
            for head in _HEADS[:2]:
                answer = _table(rows_read, head)
                graded = grade(question, answer)
                assert graded.verdict is Verdict.INVALID, answer


def test_a_row_kept_open_beside_the_key_ticked_is_a_hedge() -> None:
    for question_id in _SINGLE + _MULTI:
        question = _QUESTIONS[question_id]
        spare = next(letter for letter in question.options if letter not in question.key_text)
        rows = _marked(question_id, set(question.key_text), "✓", "✗")
        rows = [(name, "不确定" if name == spare else mark) for name, mark in rows]
        graded = grade(question, _table(rows))
        assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, rows


def test_a_table_of_two_rights_on_a_single_choice_is_a_hedge_and_of_none_asks_again() -> None:
    for question_id in _SINGLE:
        question = _QUESTIONS[question_id]
        letters = list(question.options)
        for right, wrong in _MARKS[:3]:
            answer = _table(_marked(question_id, set(question.key_text) | {letters[0]}, right, wrong))
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, answer
            answer = _table(_marked(question_id, set(), right, wrong))
            assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_a_table_never_reads_its_first_letter_on_a_stem_asking_for_the_wrong_ones() -> None:
    question = _QUESTIONS["seed001-02"]
    negative = question.model_copy(update={"stem": question.stem.rstrip("：") + "，以下哪项不正确？"})
    for right, wrong in _MARKS[:3]:
        answer = _table(_marked("seed001-02", {"C"}, right, wrong))
        assert grade(negative, answer).verdict is Verdict.INVALID, answer


def test_a_bullet_list_of_bare_letters_is_the_bare_set_and_of_verdicts_is_read_or_asked() -> None:
    multi = _QUESTIONS["seed000-23"]
    for bullet in "-*•":
        answer = "\n".join(f"{bullet} {letter}" for letter in "ABDE")
        graded = grade(multi, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer
        answer = "\n".join(f"{bullet} {letter}：{'错' if letter == 'C' else '对'}" for letter in "ABCDE")
        graded = grade(multi, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    single = _QUESTIONS["seed001-02"]
    for lines in (
        "- A：受 PCIe 限制\n- B：受 PCIe 限制\n- C：受 PCIe 限制\n- D：不受",  # marked otherwise
        "- A：不对\n- B：不对\n- C：对，D 也行\n- D：不对",  # a reason naming another option
        "- A：不是\n- B：不是\n- C：是吧\n- D：不是",  # hedged
    ):
        assert grade(single, lines).verdict is Verdict.INVALID, lines


def test_emphasis_round_the_whole_answer_is_the_bare_answer() -> None:
    truth = _QUESTIONS["seed002-46"]  # true
    for answer in ("**对**", "*对*", "**√**", "**True**", "**正确**"):
        graded = grade(truth, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer
    for answer in ("**对吧**", "*应该对*"):  # a hedge stays one
        graded = grade(truth, answer)
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, answer
    choice = _QUESTIONS["seed002-05"]  # key C, ppo.kl_target
    for answer in ("*ppo.kl_target*", "**ppo.kl_target**", "*C*"):
        graded = grade(choice, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer
    for answer in ("**C 吧**", "*C 吧*", "**B**，不对，C"):
        graded = grade(choice, answer)
        assert graded.needs_confirmation, answer


def test_markup_is_kept_where_it_is_no_table_list_or_wrapping() -> None:
    for typed in (
        "**B** —— 理由",  # emphasis inside prose: the mention reader's
        "### 我的答案\n- C\n- 理由：…",  # a heading above the list
        "| A | ✓ |\nB ✗",  # a line that is no row
        "- A\n* B",  # two marks of bullet
        "a*b*c",
    ):
        assert markup_plain(typed, _QUESTIONS["seed000-01"]) == typed, typed
    opened = next(question for question in _QUESTIONS.values() if question.type.is_open)
    assert markup_plain("| A | ✓ |\n| B | ✗ |", opened) == "| A | ✓ |\n| B | ✗ |"
    assert markup_plain("- A\n- B", _QUESTIONS["seed002-46"]) == "- A\n- B"
