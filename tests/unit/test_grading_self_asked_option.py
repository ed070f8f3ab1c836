"""A candidate who asks themselves about an option and answers, rules options out to leave one, or copies
the stem back before the answer (blind batch 85).

"会不会是 A？不会，A 开的是 max-autotune。D 呢？fullgraph 跟模式无关。所以 B" (seed000-01) was asked again as
a contradiction: "会不会是 A" was read as "不会是 A" whatever the reply, and "A 开的是 max-autotune" (A's own
setting, said of it by its letter to say why) as choosing A. "先排除 B C D：都比 4bit 理论值 35 还小，不可能。
剩 A" (seed000-08): the figure 35 that B, C and D are compared to was read as A denied. "应修改的组件是……位置
编码那个" (seed002-03): the stem's words said back, then the answer, was read as two clauses of which the
first told no option. The neighbours: a reply that doubts or leans (asked again), a yes ("会。": A), the
answer turned after, a rule-out that leaves two ("剩下那个": asked again), a denial of the stem said back.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._asked_denied import asked_in_turn
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


def test_an_option_asked_in_turn_is_said_as_replied() -> None:
    said = {
        "会不会是 A？不会，A 开的是 max-autotune": "不是 A，A 开的是 max-autotune",
        "是不是 D？是。": "是 D。",
        "会不会是 B 呢？当然不会": "不是 B",
        "能不能选 A、C？不能，C 是错的": "不是 A、C，C 是错的",
        "会不会是 A？说不好": "会不会是 A？说不好",  # a doubt: left as it was
        "会不会是 A？会吧": "会不会是 A？会吧",  # leaning: left
        "会不会是 A？不会太慢吗": "会不会是 A？不会太慢吗",  # goes on: no reply
        "会不会是 A？": "会不会是 A？",
        "会不会是 max-autotune？不会": "会不会是 max-autotune？不会",  # no letter
    }
    for text, expected in said.items():
        assert asked_in_turn(text) == expected, text


def test_self_asked_choices_are_read_as_ended_on() -> None:
    cases = [
        (
            "seed000-01",
            "会不会是 A？不会，A 开的是 max-autotune。D 呢？fullgraph 跟模式无关。所以 B",
            "B",
            True,
        ),
        ("seed000-01", "是不是 A？不是，A 开的是 max-autotune。所以 B", "B", True),
        ("seed000-01", "A 不对，A 开的是 max-autotune。所以 B", "B", True),
        ("seed000-01", "会不会是 A？会。", "A", False),  # yes: A, graded wrong
        ("seed000-01", "是不是 B？是", "B", True),
        ("seed000-01", "会不会是 A？会。不对，B", "B", True),  # turned after
        ("seed000-08", "先排除 B C D：都比 4bit 理论值 35 还小，不可能。剩 A", "A", True),
        ("seed000-08", "先排除 B C D：都比 35 还小，不可能。剩下那个", "A", True),
        ("seed002-03", "应修改的组件是……位置编码那个", "A", True),
        ("seed002-03", "应修改的组件是，位置编码那个", "A", True),
    ]
    for question, answer, reading, right in cases:
        graded = grade(CATALOG[question], answer)
        assert graded.reading == reading and graded.needs_confirmation, (answer, graded.reading)
        assert (graded.verdict is Verdict.CORRECT) is right, (answer, graded.verdict)


def test_unsafe_neighbours_are_asked_again() -> None:
    cases = [
        ("seed000-01", "会不会是 A？说不好"),  # a doubt
        ("seed000-01", "会不会是 A？会吧"),  # leaning
        ("seed000-01", "会不会是 A？"),  # unanswered
        ("seed000-01", "会不会是 A？不会。所以 A"),  # ruled out, then chosen
        ("seed000-01", "不是 A，A 开的是 max-autotune。选 A"),
        ("seed000-01", "A 不对，A 开的是 max-autotune"),  # nothing chosen
        ("seed000-08", "先排除 B C：都比 35 还小，不可能。剩下那个"),  # two left
        ("seed000-08", "先排除 B C：都小于 35，不可能。剩下那个"),
        ("seed002-03", "应修改的组件不是……位置编码那个"),  # the stem said back, denied
        ("seed002-03", "应修改的组件是……"),
    ]
    for question, answer in cases:
        graded = grade(CATALOG[question], answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.verdict, graded.reading)
