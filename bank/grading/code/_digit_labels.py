"""Blanks numbered with plain digits ("1. nvme 2. cpu", "1、x 2、y", "1: x 2: y"), read as the numbered
blanks "(1) x (2) y" are: a bare fill, numbered (the convention of 6 December, blind-16.yaml's header).

"1. nvme 2. cpu" (blind batch 65, seed000-29) had been read as one fill of words, to confirm. A digit is
a blank's number only where the digits run 1, 2, … up to the question's blank count, in order, the first
opening the answer and each after a space or a separator, followed by a dot, a 、, a colon or a closing
bracket and then a fill (never a digit: "1.5" is a figure). Anything else is left as written.
"""

from __future__ import annotations

import re

_DIGIT_LABEL = re.compile(r"(?:^|(?<=[\s;；,，]))([1-8])\s*[.、:：)）](?![\d.])\s*")


def digit_labels(answer: str, count: int) -> str:
    """``answer`` with its digit-numbered blanks written "(1) x (2) y", when they number all ``count``
    blanks in order; else as it is."""
    marks = list(_DIGIT_LABEL.finditer(answer))
    if [mark.group(1) for mark in marks] != [str(number) for number in range(1, count + 1)]:
        return answer
    if answer[: marks[0].start()].strip():
        return answer  # "我填 1. nvme …": the first number does not open the answer
    bodies = [
        answer[mark.end() : following.start()] for mark, following in zip(marks, [*marks[1:]], strict=False)
    ]
    bodies.append(answer[marks[-1].end() :])
    if any(not body.strip(" ,，;；") for body in bodies):
        return answer  # "1. 2. nvme": a number with no fill
    return "".join(f"({number}) {body}" for number, body in enumerate(bodies, start=1))
