"""Review 58's holes left after the first safety round, closed: a verdict word said but not asserted.

Each answer below is wrong, or no answer, and was graded correct (for confirmation): the key's verdict
word made conditional, weighed, once believed, allowed besides, said in part, judged a myth or a trap,
said of others, refused, joked or struck out. None may read correct, on any true/false question.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, Status
from tests.helpers.curated import curated_catalog
from tests.unit.test_grading_reviewed_holes import MULTIS, SINGLES  # as review 58's loops take them

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
TRUE_FALSE = [question for question in BANK.values() if question.type.value == "truefalse"]

# review 58, section 7: {mark} is the key's verdict word, Chinese ({zh}) or English ({en})
UNASSERTED_VERDICTS = (
    "{zh}是不可能的",
    "{zh}的概率不大",
    "{zh}的可能性 30%",
    "如果{zh}的话",
    "如果是{zh}的就好了",
    "以为{zh}",
    "以为是{zh}的",
    "我本来觉得{zh}",
    "{zh}也行",
    "{zh}也行？不行",
    "一半{zh}",
    "部分{zh}",
    "{zh}，开玩笑的",
    "{zh}（划掉）",
    "{zh} 吧？{other}",
    "{zh}，算了，不知道",
    "{zh}是误解",
    "{zh}是常见误解",
    "说它{zh}的人没看 kernel",
    "谁会选{zh}",
    "傻子才选{zh}",
    "我会选{zh}？不会",
    "partly {en}",
    "{en} only sometimes",
    "{en}-ish",
    "{en}, just kidding",
    "{en}, scratch that",
    "{en}, never mind",
    "{en}, no wait",
    "I won't pick {en}",
    "{en} is a trap",
    "{en} is wrong",
    "{en} is a myth",
)


def _frame(template: str, question: Question) -> str:
    zh, en, other = ("对", "true", "不对") if question.truth else ("错", "false", "对")
    return template.format(zh=zh, en=en, other=other)


@pytest.mark.parametrize("template", UNASSERTED_VERDICTS)
def test_a_verdict_not_asserted_is_never_correct(template: str) -> None:
    read_correct = [
        (question.id, answer)
        for question in TRUE_FALSE
        if grade(question, answer := _frame(template, question)).verdict is Verdict.CORRECT
    ]
    assert read_correct == []


@pytest.mark.parametrize(
    "answer", ["不一定错", "未必错", "不算错", "far from false", "错（划掉）对", "对，不对，错——我说对"]
)
def test_false_doubted_or_struck_out_is_never_false(answer: str) -> None:
    # on a false claim: "not necessarily false" or "far from false" doubts the false mark, and a mark
    # struck out or overruled by a final say is not the answer
    for question in TRUE_FALSE:
        if not question.truth:
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_verdict_read_as_the_candidate_meant() -> None:
    true_claim = next(question for question in TRUE_FALSE if question.truth)
    false_claim = next(question for question in TRUE_FALSE if not question.truth)
    # "没有错" is "that's right"; the mark after a struck-out one, or the final say, answers
    for answer in ("没有错", "错（划掉）对", "对，不对，错——我说对"):
        assert grade(true_claim, answer).verdict is Verdict.CORRECT, answer
    assert grade(false_claim, "对 吧？不对").verdict is Verdict.CORRECT
    # the plain marks are read as before
    assert grade(true_claim, "对").verdict is Verdict.CORRECT
    assert grade(false_claim, "错").verdict is Verdict.CORRECT
    assert grade(false_claim, "true").verdict is Verdict.INCORRECT


# review 58, section 3: the key asked about, made conditional or rhetorical, not understood, or asked
# about and then given up; {wrong} is another option
ASKED_NOT_CHOSEN = (
    "我选 {key} 吗",
    "我该选 {key} 吗",
    "我能选 {key} 吗",
    "我选 {key} 会错吗",
    "我选 {key} 行不行",
    "我选 {key} 你觉得呢",
    "我选 {key} 的话会错",
    "万一我选 {key}",
    "我会选 {key}？不会",
    "我哪会选 {key}",
    "我怎么会选 {key}",
    "我不至于选 {key}",
    "谁会选 {key}",
    "谁选 {key} 谁错",
    "傻子才选 {key}",
    "只有新手才选 {key}",
    "选 {key} 的是傻子",
    "If I choose {key}, am I right?",
    "Should I pick {key}?",
    "Can I pick {key}?",
    "Only a fool picks {key}",
    "Pick {key} and you're wrong",
    "{key} 呢",
    "那 {key} 呢？",
    "{key} 怎么样",
    "凭什么选 {key}",
    "{key} 是什么意思",
    "{key} 我看不懂",
    "{key} 看不懂",
    "{key} 没看懂，猜 {wrong}",
    "{key} 可以吗？下一题",
    "{key} 可以吗？换一道",
    "{key} 能行吗，跳过吧",
    "{key} 吗？跳过",
    "{key}? skip",
    "{key} 不会，下一题",
    "{key} 我没背过",
    "{key}，没记过这个，应该不对",
)


def _read_correct_on_singles(template: str) -> list[tuple[str, str]]:
    """The single choices on which ``template`` ({key}, {wrong}: another option) reads correct."""
    read_correct = []
    for question in SINGLES:
        wrong = next(option for option in question.options if option != question.key_text)
        answer = template.format(key=question.key_text, wrong=wrong)
        if grade(question, answer).verdict is Verdict.CORRECT:
            read_correct.append((question.id, answer))
    return read_correct


@pytest.mark.parametrize("template", ASKED_NOT_CHOSEN)
def test_an_option_asked_about_is_never_chosen(template: str) -> None:
    assert _read_correct_on_singles(template) == []


def test_the_choice_after_an_option_not_understood_is_the_answer() -> None:
    question = BANK["seed000-06"]  # key B
    assert grade(question, "A 没看懂，选 B").reading == "B"  # the option not understood is set aside
    assert grade(question, "我选 B").verdict is Verdict.CORRECT
    assert grade(question, "B，不会错").verdict is Verdict.CORRECT


# review 58, section 5: {key} the key's options, {one} one of them allowed besides the rest, then
# thought better of; the answer is the key less {one}
SECOND_THOUGHTS = (
    "{rest}，{one} 也行，但还是算了",
    "{rest}，{one} 也行，但我觉得不对",
    "{rest}，{one} 也行，但是错的",
    "{rest}，{one} 也行，但应该不对",
    "{rest}，{one} 也行，不过我最终不勾",
    "{rest}，{one} 也行，不过老师说不行",
    "{rest}，{one} 也行，但题目要求只选一个",
    "{rest}, {one} too, though I'm skipping it",
    "{rest}, {one} too? no",
    "{rest}, {one} also fine but I'll leave it",
    "{rest}, {one} too? nah",
    "{rest}, {one} too — jk",
    "{rest}; {one} also works, I think not",
    "{rest}, {one} too I guess? no",
    "{rest}, {one} too, but I'm not picking it",
    "{rest}, {one} as well (not sure, leaving it out)",
    "{rest}, {one} too, though wrong",
    "{rest}, {one} too... nope",
    "{rest} ({one} too? no)",
    "{rest}, {one} also? no",
    "{rest} plus {one}? no",
    "{rest}, I'd also pick {one}? no",
    "{rest}; some would pick {key}",
    # chosen, then denied or doubted by name
    "{key}，{one} 其实不对",
    "{key}，{one} 不成立",
    "{key}，{one} 是陷阱",
    "{key}，{one} 我记得是错的",
    "{key}，{one} 存疑",
    "{key}，{one} 待定",
)


@pytest.mark.parametrize("template", SECOND_THOUGHTS)
def test_an_option_thought_better_of_is_never_chosen(template: str) -> None:
    read_correct = []
    for question in MULTIS:
        if len(question.key_text) < 2:
            continue
        one, rest = question.key_text[-1], question.key_text[:-1]
        answer = template.format(key=question.key_text, one=one, rest=rest)
        if grade(question, answer).verdict is Verdict.CORRECT:
            read_correct.append((question.id, answer))
    assert read_correct == []


@pytest.mark.parametrize("answer", ["B 也行？不行", "B 也行吗？我觉得不行", "B 也行，但是错的"])
def test_a_single_option_allowed_then_refused_is_never_chosen(answer: str) -> None:
    assert grade(BANK["seed000-06"], answer).verdict is not Verdict.CORRECT  # key B


@pytest.mark.parametrize("answer", ["22.9M，11.47M 也行；97.3%", "22.9M，11.47M 也行；98.7%"])
def test_a_figure_allowed_beside_another_is_no_answer_for_its_part(answer: str) -> None:
    # seed000-31 (11.47M; 98.7 %): the parameter count is left open between two figures
    graded = grade(BANK["seed000-31"], answer)
    assert graded.score <= 0.5 and graded.verdict is not Verdict.CORRECT, (graded.reading, graded.score)


def test_an_option_allowed_and_kept_is_still_chosen() -> None:
    question = BANK["seed000-18"]  # key AD
    assert grade(question, "A，D 也行").verdict is Verdict.CORRECT
    assert grade(question, "A, D too").verdict is Verdict.CORRECT


# review 58, section 4: the key nearly chosen, once thought, a change to it considered and not made, a
# change away from it, struck out, or ranked below {wrong}, the answer
NOT_CHANGED_TO = (
    "{wrong}，差点选 {key}",
    "答案是 {wrong}，差点选 {key}",
    "{wrong}，差一点就选 {key} 了",
    "{wrong}，以为是 {key}",
    "{wrong}，改 {key}？不改",
    "{wrong}，改成 {key}？算了",
    "{wrong}；刚才想改 {key}，没改",
    "{wrong}，想改成 {key} 但没改",
    "从 {key} 改到 {wrong}",
    "从 {key} 换到 {wrong}",
    "原来是 {key}，改到 {wrong}",
    "from {key} to {wrong}",
    "{key}, then switched to {wrong}",
    "{key}（划掉）{wrong}",
    "{key} 的可能性 30%，{wrong} 70%",
    "{wrong}，我的第二选择是 {key}",
    "{key} 排第二，{wrong} 排第一",
)


@pytest.mark.parametrize("template", NOT_CHANGED_TO)
def test_an_option_moved_from_or_ranked_below_is_never_chosen(template: str) -> None:
    assert _read_correct_on_singles(template) == []


def test_a_change_made_reads_where_it_goes() -> None:
    question = BANK["seed000-06"]  # key B
    for answer in ("从 A 改到 B", "原来是 A，改到 B", "从 A 改成 B", "B 排第一，A 排第二"):
        assert grade(question, answer).reading == "B", answer
    multi = BANK["seed000-18"]  # key AD
    assert grade(multi, "从 AD 改到 ABD").verdict is not Verdict.CORRECT


# review 58, section 6: a figure taken of another, worked on, changed, given as a condition's
# consequence after the answer, or offered and taken back
FIGURES_NOT_STATED = [
    ("seed001-08", "一半的一半"),  # key C = 50 %: a quarter
    ("seed002-20", "2 的 6 次方减 32"),  # key C = 64: 32
    ("seed002-20", "64 减 32"),
    ("seed002-10", "1/64，只算一个的话是 1/32"),  # key A = 1/32: the answer is 1/64
    ("seed002-14", "大约一半吧？不对"),  # key B ≈ 48 %: taken back, nothing in its place
    ("seed000-30", "464 GB → 232 GB"),  # calc, 464 GB: changed to 232 GB
    ("seed000-30", "464 GB -> 232 GB"),
]


@pytest.mark.parametrize(("question_id", "answer"), FIGURES_NOT_STATED)
def test_a_figure_not_given_as_the_answer_is_never_correct(question_id: str, answer: str) -> None:
    graded = grade(BANK[question_id], answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.reading, graded.needs_confirmation)


def test_a_figure_given_plainly_is_still_read() -> None:
    assert grade(BANK["seed002-20"], "2 的 6 次方").verdict is Verdict.CORRECT
    assert grade(BANK["seed000-30"], "232 GB → 464 GB").verdict is Verdict.CORRECT
    assert grade(BANK["seed002-10"], "1/32").verdict is Verdict.CORRECT


# review 58's last single answers: a denial past "looks right", the order of a ruling out, a preference
@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-06", "B 看着对，其实不对"),
        ("seed000-06", "B 看着对，但其实不对"),
        ("seed000-06", "B 第一个排除"),
        ("seed000-01", "prefer C to B"),  # key B
    ],
)
def test_an_option_denied_or_preferred_to_is_never_chosen(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


def test_the_option_preferred_and_the_first_ruled_out_read_as_before() -> None:
    assert grade(BANK["seed000-01"], "prefer B over C").verdict is Verdict.CORRECT
    assert grade(BANK["seed000-06"], "第一个排除，选 B").verdict is Verdict.CORRECT
    assert grade(BANK["seed000-06"], "B 看着对").verdict is Verdict.CORRECT


# review 58, section 9: the reference answer framed as wrong as a whole, on every open question
DISOWNING_FRAMES = (
    "以下说法都是错的：{key}",
    "{key}\n\n——以上全是错的，我不知道。",
    "{key}\n\nAll of the above is wrong.",
)


@pytest.mark.parametrize("frame", DISOWNING_FRAMES)
def test_an_open_answer_disowned_is_never_correct(frame: str) -> None:
    read_correct = [
        question.id
        for question in BANK.values()
        if question.type.value in ("short", "design", "derivation")
        and grade(question, frame.format(key=question.key_text)[:3900]).verdict is Verdict.CORRECT
    ]
    assert read_correct == []
