"""A claim scorned first, then the answer (blind batch 87): "128 能放下才怪，那就 64",
"head_dim > 256 也支持？FA2 上限就是 256。B、D".

The claim before "才怪", or echoed in disbelief as a question with a retort after it, is never chosen;
what follows is the answer, read alone and confirmed. Asked again: the sarcasm with nothing after it
(only rules out), the option scorned then chosen, a question that asks ("B 才对吧？", "能不能选 B？"),
and an echo with no retort ("B？C").
"""

from __future__ import annotations

from bank.grading import Grade, Verdict, grade
from bank.grading.decisions._scorned_lead import scorned_lead
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
# (question, a claim of a wrong option, the key said, a wrong option said, the wrong option's letter)
SINGLE = [
    ("seed002-20", "128 能放下", "64", "32", "B"),  # batch size: A 8, B 32, C 64, D 128; key C
    ("seed001-03", "缩短为 O(log n)", "不变", "退化为常数", "D"),  # key A
    ("seed002-12", "T=5", "t=1", "T=10", "D"),  # key A
    ("seed002-02", "gradient_clipping 能影响存盘格式", "B", "A", "A"),  # key B
]
MULTI = [
    ("seed000-19", "nn.scan 能 shard 参数", "B C", "B D", "D"),  # key BC
    ("seed002-33", "NCCL_LL_THRESHOLD 调大能死锁", "A C", "A D", "D"),  # key AC
]
# (question, a claim of an option, that option said again)
CLAIMED = [
    ("seed002-20", "128 能放下", "128"),
    ("seed002-12", "T=5", "T=5"),
    ("seed001-03", "缩短为 O(log n)", "B"),
    ("seed000-19", "nn.scan 能 shard 参数", "A B C"),
    ("seed002-33", "NCCL_LL_THRESHOLD 调大能死锁", "A B C"),
]
SARCASM_THEN = [
    "{claim} 才怪，{answer}",
    "{claim}才怪，老老实实选 {answer}",
    "{claim} 才怪 😂 {answer}",
    "{claim} 才怪。那就 {answer}",
]
ECHO_THEN = [
    "{claim}？那大家都该失业了。{answer}",
    "{claim}？开什么玩笑，{answer}",
]


def _said(question: str, answer: str) -> Grade:
    return grade(CATALOG[question], answer)


def test_the_answer_after_a_scorned_claim_is_read_to_confirm() -> None:
    for question, claim, key, wrong, _ in SINGLE + MULTI:
        for form in SARCASM_THEN + ECHO_THEN:
            answer = form.format(claim=claim, answer=key)
            graded = _said(question, answer)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question, answer, graded)
            answer = form.format(claim=claim, answer=wrong)
            graded = _said(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question, answer, graded)


def test_the_option_scorned_then_chosen_is_asked_again() -> None:
    for question, claim, said in CLAIMED:
        for form in SARCASM_THEN:
            answer = form.format(claim=claim, answer=said)  # the claim scorned, then its option
            graded = _said(question, answer)
            assert graded.verdict is Verdict.INVALID, (question, answer, graded)
    for question, _, key, _, letter in SINGLE + MULTI:
        for form in SARCASM_THEN:
            # the wrong option's own claim scorned, then that option chosen: which is meant?
            answer = form.format(claim=letter, answer=letter)
            graded = _said(question, answer)
            assert graded.verdict is Verdict.INVALID, (question, answer, graded)
        # the key's claim scorned, then the key: asked again, never read right
        for answer in (f"{key} 才怪，{key}", f"{key} 才怪，选 {key}"):
            graded = _said(question, answer)
            assert graded.verdict is Verdict.INVALID, (question, answer, graded)


def test_sarcasm_alone_only_rules_out() -> None:
    for question, claim, key, wrong, letter in SINGLE + MULTI:
        for answer in (
            f"{claim}才怪",
            f"{claim} 才怪！",
            f"{key} 才怪",
            f"{letter} 才怪",
            f"{wrong} 才怪 😂",
        ):
            graded = _said(question, answer)
            assert graded.verdict is Verdict.INVALID, (question, answer, graded)


def test_a_question_that_asks_is_no_scorned_claim() -> None:
    for answer in (
        "B 才对吧？那就 C",
        "能不能选 B？C",
        "是不是 B？我觉得 C",
        "B 吗？不对，C",
        "B？C",  # no retort: a second thought, the readers'
        "选 B 呢？还是 C",
        "what about B? or C",
        "六十四？一百二十八？记混了",  # a second question: two weighed
        "A? B? 都不对……还是 A",
    ):
        assert scorned_lead(answer) is None, answer
    # a claim echoed and answered is split: the claim, then what follows
    assert scorned_lead("head_dim > 256 也支持？FA2 上限就是 256。B、D") == (
        "head_dim > 256 也支持",
        "FA2 上限就是 256。B、D",
    )
    assert scorned_lead("128 能放下才怪，那就 64") == ("128 能放下", "那就 64")
