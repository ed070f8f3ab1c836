"""An ordering said "about" (final read of the grader): on seed001-07, whose options are orders of steps
("①②③④"), "约 ①②③④" was graded correct, the option read through "约" as a figure "about" would be.
An order has no "about": asked again. The order said plainly still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

ORDERS = curated_catalog()["seed001-07"]  # options: "①②③④", "②①④③", …


@pytest.mark.parametrize("template", ["约 {O}", "大约{O}", "{O} 左右", "大概 {O} 吧"])
def test_an_order_said_about_is_asked_again(template: str) -> None:
    for order in ORDERS.options.values():
        answer = template.format(O=order)
        assert grade(ORDERS, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["{O}", "选 {O}", "{L}"])
def test_the_order_said_plainly_still_reads(answer: str) -> None:
    key = str(ORDERS.key)
    text = answer.format(O=ORDERS.options[key], L=key)
    assert grade(ORDERS, text).verdict is Verdict.CORRECT, text
