"""Review 58's holes in rules of the last rounds, closed: a commitment ("我填", "只选", "I'd pick",
"选零") or a figure's becoming ("归零") that is not the candidate's own assertion chooses nothing.

Each answer below is wrong, or no answer, and was graded correct: a wrong answer stated first, then a
reason naming the key with a verb of commitment; the commitment told not to, said of someone else or
another time, made conditional, judged, asked or joked; zero's becoming denied. None may read correct.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}

# a wrong answer stated first, then a trigger inside the reason names the key (review 58, 1-0)
REASON_NAMES_THE_KEY = [
    ("seed001-06", "50%，不会选零"),
    ("seed001-06", "5%，我不会选零"),
    ("seed001-06", "5%，不可能选零"),
    ("seed001-06", "5%，选零就错了"),
    ("seed001-06", "5%，谁选零谁错"),
    ("seed001-06", "10%；选零太天真"),
    ("seed001-06", "5%，选零的人忘了有攻击者留下"),
    ("seed002-12", "3，选一就错了"),
    ("seed000-06", "A。我填 B 的话是因为没看清"),
    ("seed000-06", "A，上次我填 B 被扣分了"),
    ("seed000-06", "A，我填 B 的话会错"),
    ("seed000-06", "A，不是我填 B"),
    ("seed000-06", "A，之前我填 B"),
    ("seed000-06", "答案 A，只选 B 的人错了"),
    ("seed000-06", "A，有人只选 B"),
    ("seed000-06", "A，不能只选 B"),
    ("seed000-06", "A, I'd pick B? no"),
    ("seed000-06", "A; I'd pick B only if forced"),
    ("seed000-06", "A. I'd pick B in another life"),
    ("seed000-06", "A, I'd pick B only for MPT-30B"),
    ("seed000-06", "A，我填 B 了哈，开玩笑"),
    ("seed000-06", "A，只选 B 不够"),
    ("seed000-06", "A，只选 B 会错"),
]
# "我填 B" a conditional, a joke, a refusal or another time (1a); "I'd pick" refusing B (1c)
NOT_OWN_COMMITMENT = [
    "我填 B 的话会错",
    "我填 B 的话会被扣分",
    "我填 B 就错了",
    "我填 B 才怪",
    "我填 B，哈哈骗你的",
    "我填 B？开玩笑",
    "我填 B 吗？不",
    "要我填 B？不可能",
    "我填 B 以外的",
    "上次我填 B，这次 A",
    "我填 B 之前想过，后来没填",
    "I'd pick anything but B",
    "I'd pick any but B",
    "I'd pick A over B",
]
# "选零"/"选一" judged, "归零"/"清零" denied, doubted or wished (1d)
ZERO_DENIED = [
    ("seed001-06", "选零就错了"),
    ("seed001-06", "选零的话就错了"),
    ("seed001-06", "选零的人都错了"),
    ("seed001-06", "选零？才怪"),
    ("seed001-06", "选零不合理"),
    ("seed001-06", "偏差未归零"),
    ("seed001-06", "偏差并未归零"),
    ("seed001-06", "偏差从未归零"),
    ("seed001-06", "偏差不可能归零"),
    ("seed001-06", "偏差难以归零"),
    ("seed001-06", "偏差归零不了"),
    ("seed001-06", "归零做不到"),
    ("seed001-06", "无法归零"),
    ("seed001-06", "偏差无法清零"),
    ("seed001-06", "没法清零"),
    ("seed001-06", "偏差归零是误解"),
    ("seed001-06", "偏差归零才怪"),
    ("seed001-06", "要是偏差归零就好了"),
    ("seed001-06", "偏差未必归零"),
    ("seed002-12", "选一就错了"),
    ("seed002-12", "选一可排除"),
]
# a closing decision naming fewer options, not the candidate's own (1b): the answer is ABD
CLOSING_NOT_OWN = [
    "别只选",
    "不要只选",
    "不能只选",
    "有人只选",
    "之前只选",
    "或许只选",
    "也许只选",
    "要不只选",
]

CASES = (
    REASON_NAMES_THE_KEY
    + [("seed000-06", answer) for answer in NOT_OWN_COMMITMENT]
    + ZERO_DENIED
    + [("seed000-18", f"ABD，{closing} AD") for closing in CLOSING_NOT_OWN]
)


@pytest.mark.parametrize(("question_id", "answer"), CASES)
def test_a_commitment_not_asserted_never_reads_correct(question_id: str, answer: str) -> None:
    graded = grade(BANK[question_id], answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.reading, graded.needs_confirmation)


def test_the_candidates_own_commitment_still_chooses() -> None:
    # the narrowing leaves the plain commitments read as before
    assert grade(BANK["seed000-06"], "我填 B").verdict is Verdict.CORRECT
    assert grade(BANK["seed000-06"], "I'd pick B").verdict is Verdict.CORRECT
    assert grade(BANK["seed000-18"], "A，D 也行，只选 A").reading == "A"


SINGLES = [
    question
    for question in BANK.values()
    if question.type.value == "single" and len(question.key_text) == 1 and "失败" not in question.stem
]
OVERRIDES = (
    "{wrong}，上次我填 {key} 被扣分了",
    "{wrong}，只选 {key} 的人错了",
    "{wrong}, I'd pick {key}? no",
    "{wrong}，不能只选 {key}",
    "{wrong}，我填 {key} 的话会错",
)


@pytest.mark.parametrize("template", OVERRIDES)
def test_a_wrong_answer_stays_wrong_when_a_reason_names_the_key(template: str) -> None:
    assert len(SINGLES) >= 20
    read_correct = []
    for question in SINGLES:
        wrong = next(option for option in question.options if option != question.key_text)
        answer = template.format(wrong=wrong, key=question.key_text)
        if grade(question, answer).verdict is Verdict.CORRECT:
            read_correct.append((question.id, answer))
    assert read_correct == []


MULTIS = [
    question
    for question in BANK.values()
    if question.type.value == "multi"
    and question.key_text.isalpha()
    and any(option not in question.key_text for option in question.options)
]


@pytest.mark.parametrize("closing", ["别只选", "不能只选", "有人只选", "差点选", "以为是", "上次我填"])
def test_a_decision_not_asserted_closing_the_answer_is_never_the_answer(closing: str) -> None:
    assert len(MULTIS) >= 5
    read_correct = []
    for question in MULTIS:
        wrong = next(option for option in question.options if option not in question.key_text)
        answer = f"{''.join(sorted(question.key_text + wrong))}，{closing} {question.key_text}"
        if grade(question, answer).verdict is Verdict.CORRECT:
            read_correct.append(answer)
    assert read_correct == []


# seed000-31 (two parts, 11.47M and 98.7 %): a spaced slash parts a pair only when the pair is the
# answer; what follows or precedes it (a change, a denial, a condition) is read, not dropped (1f)
PAIRS = ["11,468,800 / 98.7%", "11.47M / 98.7%"]
AROUND_THE_PAIR = [
    "{pair} → 不对",
    "{pair} → 22,937,600 / 97.3%",
    "{pair} 是 r=4 的，r=8 是 22,937,600 / 97.3%",
    "{pair} -> 错",
    "{pair} => wrong",
    "我填 {pair} 的话会错",
    "I'd pick {pair}? no",
    "{pair} 也行？不",
    "除了 {pair}",
    "{pair}，开玩笑",
]


@pytest.mark.parametrize("pair", PAIRS)
@pytest.mark.parametrize("frame", AROUND_THE_PAIR)
def test_a_pair_with_something_said_around_it_is_never_correct(pair: str, frame: str) -> None:
    graded = grade(BANK["seed000-31"], frame.format(pair=pair))
    assert graded.verdict is not Verdict.CORRECT, graded.reading


@pytest.mark.parametrize("answer", ["11,468,800 / 98.7%", "约 1150 万 / 98.66%", "答案：11.47M / 98.7%"])
def test_a_pair_that_is_the_answer_still_parts(answer: str) -> None:
    assert grade(BANK["seed000-31"], answer).verdict is Verdict.CORRECT


# seed000-29 (two blanks, nvme and nvme): the words around a labelled fill deny, correct, joke, skip
# or make it conditional; the code alone reads the key (1e: arrows, and colons as well)
FILL_DISOWNED = [
    "空1 {arrow} nvme（不是）\n空2 {arrow} nvme",
    "空1 {arrow} 不填 nvme\n空2 {arrow} nvme",
    "空1 {arrow} nvme 错\n空2 {arrow} nvme",
    "空1 {arrow} nvme (actually cpu)\n空2 {arrow} nvme",
    "空1 {arrow} nvme（其实 cpu）\n空2 {arrow} nvme",
    "空1 {arrow} nvme（开玩笑）\n空2 {arrow} nvme",
    "空1 {arrow} 我填 nvme 的话会错\n空2 {arrow} nvme",
    "空1 {arrow} 跳过\n空2 {arrow} nvme, nvme",
]


@pytest.mark.parametrize("arrow", ["→", "->", "："])
@pytest.mark.parametrize("frame", FILL_DISOWNED)
def test_a_fill_disowned_by_its_words_is_never_correct(arrow: str, frame: str) -> None:
    graded = grade(BANK["seed000-29"], frame.format(arrow=arrow))
    assert graded.verdict is not Verdict.CORRECT, graded.reading


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-29", "空1 → nvme\n空2 → nvme"),
        ("seed000-29", "nvme（两处都是）"),
        ("seed000-28", "不是 `BLOCK_SIZE: int`，是 `BLOCK_SIZE: tl.constexpr`"),
        ("seed000-28", "`BLOCK_SIZE: tl.constexpr`（不是 `BLOCK_SIZE: int`）"),
    ],
)
def test_a_fill_with_plain_words_around_it_is_still_read(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is Verdict.CORRECT


# seed000-06 (single, key B): B denied with an adverb or a comma between, or in words the denials
# lacked (review 58, section 2)
DENIED_APART = [
    "B 其实不对",
    "B 真的不对",
    "B 并不对",
    "B，是错的",
    "B，错误",
    "B 当然错了",
    "B 不成立",
    "B 站不住",
    "B 说反了",
    "B 有误",
    "B 为错",
    "B 项错误",
    "B 这个选项错",
    "B 为错误选项",
    "B 并非正确答案",
    "B 是陷阱",
    "B 是干扰项",
    "B 我记得是错的",
    "B 可排除",
    "B 可以被排除",
    "B 要排除",
    "B 应排除",
    "B 不考虑",
    "B 暂不考虑",
    "B 放弃",
    "B 算了",
    "B 免了",
    "B，开玩笑的",
    "B（开玩笑）",
    "I won't pick B",
    "I wouldn't pick B",
    "I'd never pick B",
    "B is false",
    "B is a trap",
    "B is a distractor",
    "B can be ruled out",
    "B should be excluded",
    "B looks right but isn't",
    "B seems right but it's not",
    "B is the only one I'd rule out",
    "B? nah",
    "B no",
]


@pytest.mark.parametrize("answer", DENIED_APART)
def test_an_option_denied_apart_is_never_correct(answer: str) -> None:
    graded = grade(BANK["seed000-06"], answer)
    assert graded.verdict is not Verdict.CORRECT, graded.reading


ADVERBS = ("", "其实", "真的", "并", "显然", "应该", "好像", "可能", "确实", "肯定", "根本", "当然", "也许")
DENIALS = ("不对", "不正确", "错了", "是错的", "错误", "不成立", "不行", "不合理", "不是答案", "有误")


def test_the_key_denied_after_an_adverb_or_comma_is_never_correct() -> None:
    question = BANK["seed000-06"]
    read_correct = [
        answer
        for adverb in ADVERBS
        for denial in DENIALS
        for answer in (f"B {adverb}{denial}", f"B，{adverb}{denial}", f"选 B {adverb}{denial}")
        if grade(question, answer).verdict is Verdict.CORRECT
    ]
    assert read_correct == []


@pytest.mark.parametrize(
    "template", ["I won't pick {key}", "{key} 其实不对", "{key} 不成立", "{key} is false", "选 {key} 以外的"]
)
def test_the_key_refused_is_never_correct_on_any_single_choice(template: str) -> None:
    read_correct = [
        question.id
        for question in SINGLES
        if grade(question, template.format(key=question.key_text)).verdict is Verdict.CORRECT
    ]
    assert read_correct == []


def test_a_denial_set_apart_leaves_the_correction_after_it_chosen() -> None:
    assert grade(BANK["seed000-06"], "B，其实不对，A").reading == "A"
    assert grade(BANK["seed000-06"], "A 其实不对，B").verdict is Verdict.CORRECT


# a figure compared, not stated (review 58, section 6): seed001-06 key 0, seed001-08 key 50 %,
# seed002-17 key 4×
COMPARED = (
    [
        ("seed001-06", answer)
        for answer in (
            "偏差并非为 0",
            "偏差无法降到 0",
            "偏差降不到 0",
            "偏差到不了 0",
            "偏差不可能是 0",
            "偏差大于 0",
            "偏差 > 0",
            "偏差 ≠ 0",
            "偏差 != 0",
            "偏差 =/= 0",
            "bias never reaches 0",
            "bias cannot be zero",
        )
    ]
    + [
        ("seed001-08", answer)
        for answer in (
            "不到一半",
            "远不到一半",
            "一半都不到",
            "不止一半",
            "超过一半",
            "不占一半",
            "占不到一半",
            "1/2 以上",
            "< 1/2",
            "> 1/2",
            "≠ 1/2",
        )
    ]
    + [
        ("seed002-17", answer)
        for answer in (
            "超过 4 倍",
            "不止 4 倍",
            "远不止 4 倍",
            "4 倍多",
            "4 倍以上",
            "不到 4 倍",
            "小于 4 倍",
            "4 倍以下",
        )
    ]
)


@pytest.mark.parametrize(("question_id", "answer"), COMPARED)
def test_a_figure_compared_is_never_read_as_stated(question_id: str, answer: str) -> None:
    graded = grade(BANK[question_id], answer)
    assert graded.verdict is not Verdict.CORRECT, graded.reading


def test_an_arrow_is_not_a_comparison() -> None:
    assert grade(BANK["seed001-08"], "算下来 => C").verdict is Verdict.CORRECT


# seed000-30 (calc, 464 GB): the figure made conditional, judged, refused or excepted (section 6)
@pytest.mark.parametrize(
    "answer", ["464 GB 不可能", "我填 464 GB 的话会错", "除了 464 GB", "选 464 GB 就错了"]
)
def test_a_figure_not_given_as_the_answer_is_never_correct(answer: str) -> None:
    graded = grade(BANK["seed000-30"], answer)
    assert graded.verdict is not Verdict.CORRECT, graded.reading


@pytest.mark.parametrize("answer", ["464 GB", "显存 464 GB", "答案 464 GB，不可能更少"])
def test_a_figure_given_is_still_read(answer: str) -> None:
    assert grade(BANK["seed000-30"], answer).verdict is Verdict.CORRECT
