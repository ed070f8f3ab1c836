"""Review 60's holes, closed: an answer beside a sign whose name refuses or doubts ("B 🛑", "B 🤔",
"☐ B"), or struck through in a form the strike reader missed ("<s class=x>B</s>", "～～B～～", "B⃠"),
is asked again, never read as the bare answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
KEY_TRUE = [
    q
    for q in BANK.values()
    if q.type is QuestionType.TRUEFALSE and q.key_text.strip() in ("正确", "对", "true")
]
CODE = [q for q in BANK.values() if q.type is QuestionType.CODE]

# review 60, sections 1 and 1b: signs of refusal or doubt, dropped as decoration (no confirmation)
SIGNED = [
    "{K} ✕",
    "{K}✕",
    "{K} ╳",
    "{K} 🛑",
    "{K} 🗑️",
    "{K} 💀",
    "{K} 🤡",
    "{K} 🤔",
    "{K} ❓",
    "☐ {K}",
    "{K} 📵",
]
# and strike-throughs the reader did not know: attributes, a style, full-width tildes, overlays
STRUCK = [
    "<strike >{K}</strike>",
    "<s class=x>{K}</s>",
    '<span style="text-decoration:line-through">{K}</span>',
    "～～{K}～～",
    "{K}\u0337",
    "{K}\u20e0",
    "{K}\u0305",
]


@pytest.mark.parametrize("template", SIGNED + STRUCK)
def test_signed_or_struck_key_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["对 🛑", "～～对～～", "对 ╳", "true 🤔", "☐ 对"])
def test_signed_or_struck_true_on_every_key_true_question(template: str) -> None:
    assert read_correct(KEY_TRUE, template) == []


@pytest.mark.parametrize("template", ["{K} 🤔", "{K} 🛑", "☐ {K}"])
def test_signed_code_on_every_code_question(template: str) -> None:
    assert read_correct(CODE, template) == []


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "464 GB ✕"),
        ("seed000-30", "☐ 464 GB"),
        ("seed000-30", "～～464 GB～～"),
        ("seed000-18", "- [ ] A\n- [ ] D"),  # unticked task boxes
    ],
)
def test_signed_struck_or_unticked_figure_or_set(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("template", ["{K} 👍", "{K} ✅", "☑ {K}", "{K} ✓"])
def test_ticked_or_approved_key_still_reads_bare(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


OPEN = [q for q in BANK.values() if q.type.is_open]
# review 60, section 5 (NO confirmation, 1.0): frames disowning the whole answer that the frame reader
# missed: not in earnest, void, to be ignored, someone else's and judged wrong, a joke, a wrong example
DISOWNING_FRAMES = [
    "下面这些都是我瞎编的：\n{K}",
    "以下回答请反着看：\n{K}",
    "以下内容请勿当真：\n{K}",
    "我不同意以下观点：\n{K}",
    "反面教材：\n{K}",
    "以下是一个错误答案：\n{K}",
    "Bad answer:\n{K}",
    "Here's what NOT to do:\n{K}",
    "{K}\n\n以上作废",
    "{K}\n\n忽略以上内容",
    "{K}\n\n上述方案不可行",
    "{K}\n\n——这是错误示范",
    "{K}\n\n开玩笑的，以上都不是我的答案",
    "{K}\n\n以上是 ChatGPT 说的，我觉得不对",
    "{K}\n\nThat was a joke.",
    "{K}\n\nDisregard all of the above.",
]


@pytest.mark.parametrize("frame", DISOWNING_FRAMES)
def test_disowned_open_answer_on_every_open_question(frame: str) -> None:
    assert read_correct(OPEN, frame) == []


# review 60, section 5b: every key point taken back on its own line, or all of them framed as not needed
EACH_POINT = {
    "asked": "{point}？",
    "denied": "{point}——不对",
    "crossed": "{point} ❌",
    "struck": "~~{point}~~",
    "no": "{point} (no)",
    "unticked": "- [ ] {point}",
    "table": "| {point} | 否 |",
}


@pytest.mark.parametrize("form", sorted(EACH_POINT))
def test_every_point_taken_back_on_every_open_question(form: str) -> None:
    assert OPEN
    answers = {q.id: "\n".join(EACH_POINT[form].format(point=p) for p in q.key_points) for q in OPEN}
    assert [q.id for q in OPEN if grade(q, answers[q.id]).verdict is Verdict.CORRECT] == []


@pytest.mark.parametrize(
    "frame",
    [
        "以下做法都不需要：\n{POINTS}",
        "踩坑清单（都别这么做）：\n{POINTS}",
        "有人会说：\n{POINTS}\n但我认为都不对。",
    ],
)
def test_points_framed_as_unneeded_or_others_on_every_open_question(frame: str) -> None:
    def answer(q: object) -> str:
        points = "\n".join(f"{i + 1}. {p}" for i, p in enumerate(q.key_points))  # type: ignore[attr-defined]
        return frame.replace("{POINTS}", points)

    assert [q.id for q in OPEN if grade(q, answer(q)).verdict is Verdict.CORRECT] == []


@pytest.mark.parametrize("frame", ["{K}", "我的回答：\n{K}", "{K}\n\n以上是我的思路。"])
def test_owned_open_answer_stays_correct(frame: str) -> None:
    assert read_correct(OPEN, frame) == [q.id for q in OPEN]


# single choices whose key option holds a figure (0 and 1 are their own squares)
NUMERIC_KEYED = [
    q
    for q in CHOICES
    if q.type is QuestionType.SINGLE
    and any(c.isdigit() for c in q.options[q.key_text.strip()])
    and not {"`", "["} & set(q.options[q.key_text.strip()])
    and q.options[q.key_text.strip()] not in ("0", "1")
]
# review 60, sections 6 and 22 (several with NO confirmation): the key's figure inverted, raised,
# rooted, bounded, negated or glued to a minus; a choice negated by "!" or "¬"
WORKED_ON = [
    "{T}⁻¹",
    "{T}^-1",
    "{T}**2",
    "{T}+",
    "{T}++",
    "√{T}",
    "{T} squared",
    "≥{T}",
    "{T}↑",
    "{T} or more",
]


@pytest.mark.parametrize("template", [*WORKED_ON, "-{T}", "!{T}"])
def test_key_figure_worked_on_on_every_figure_keyed_choice(template: str) -> None:
    assert NUMERIC_KEYED
    answers = {q.id: template.format(T=q.options[q.key_text.strip()]) for q in NUMERIC_KEYED}
    assert [q.id for q in NUMERIC_KEYED if grade(q, answers[q.id]).verdict is Verdict.CORRECT] == []


@pytest.mark.parametrize("template", ["!{K}", "¬{K}"])
def test_key_negated_by_a_sign_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize(
    "answer",
    ["464 GB 三倍", "464 GB 一半", "!464 GB", "464 GB^-1", "√464 GB", "464 GB 的 1/2", "464 GB 再翻倍"],
)
def test_calc_figure_worked_on(answer: str) -> None:
    assert grade(BANK["seed000-30"], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [("seed000-30", "约 4.64×10^11 B"), ("seed000-30", "0.46 TB 出头"), ("seed002-45", "√（对）")],
)
def test_figure_in_notation_or_approximated_or_tick_still_reads(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is Verdict.CORRECT


# review 60, sections 2 and 3 (code with NO confirmation): a label filing what follows as wrong, or a
# comment beside or over the code calling it wrong or changing it
DENYING_LABELS = [
    "Wrong: {K}",
    "Bad: {K}",
    "Never: {K}",
    "反例：{K}",
    "陷阱：{K}",
    "Not the answer: {K}",
    "错误答案 {K}",
]
COMMENTED = [
    "{K} # wrong",
    "{K}  # 错的",
    "{K}  # 反过来",
    "{K}  # swap them",
    "# TODO: fix\n{K}",
    "# wrong:\n{K}",
]


@pytest.mark.parametrize("template", DENYING_LABELS)
def test_denying_label_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", [*DENYING_LABELS, *COMMENTED, "错误写法：{K}", "不要填 {K}"])
def test_denied_or_commented_code_on_every_code_question(template: str) -> None:
    assert read_correct(CODE, template) == []


@pytest.mark.parametrize("template", ["{K}  # 反向时重算", "答案：{K}"])
def test_code_with_a_neutral_comment_or_label_still_reads(template: str) -> None:
    assert read_correct(CODE, template) == [q.id for q in CODE]
