"""Native Telegram quiz polls for the practice questions that fit them.

The API marks which questions may be quizzes (practice only, single choice or true/false, a scored key,
no code: ``CurrentQuestion.quiz``); whether the texts fit Telegram's limits is decided here, where they
are rendered. Everything else keeps its buttons, and interviews always do (a quiz tells the client which
option is right).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from api.schemas import CurrentQuestion
from bot.render import clip, number, plain
from bot.texts import t

QUESTION_MAX = 300  # Telegram's limits for a poll (Bot API: sendPoll)
OPTION_MAX = 100
OPTIONS_MAX = 12
EXPLANATION_MAX = 200
OPEN_PERIOD = (5, 600)  # seconds a poll may stay open by itself


def question_head(current: CurrentQuestion, lang: str) -> str:
    """The question's head: 第 n/N 题, or 第 n 题 in an adaptive interview, whose count is not known
    ahead (no total is promised)."""
    if current.adaptive:
        return t(lang, "question_head_open", position=number(current.position))
    return t(lang, "question_head", position=number(current.position), total=current.total)


@dataclass(frozen=True)
class QuizPoll:
    question: str
    options: list[str]  # as shown
    values: list[str]  # the answer each option gives: letters, or "true"/"false"
    correct: int
    explanation: str
    open_period: int | None = None  # the countdown, when the question is timed

    def value(self, option: int) -> str | None:
        return self.values[option] if 0 <= option < len(self.values) else None


def _unmarked(message: str) -> str:
    """A message of the catalogue (Telegram HTML) as the plain text a poll takes."""
    return html.unescape(re.sub(r"<[^>]+>", "", message))


def _flat(text: str) -> str:
    """One paragraph: the bank's hard line breaks joined (a space only between Latin words)."""
    lines = [line.strip() for line in plain(text).splitlines() if line.strip()]
    joined = ""
    for line in lines:
        latin = (
            joined and re.match(r"[\w(]", line[0], re.ASCII) and re.search(r"[\w).,;:]$", joined, re.ASCII)
        )
        joined += (" " if latin else "") + line
    return joined


def quiz_poll(current: CurrentQuestion, lang: str, seconds_left: float | None = None) -> QuizPoll | None:
    """The quiz poll for the question on screen, or None when it is not one or does not fit."""
    question, quiz = current.question, current.quiz
    if question is None or quiz is None:
        return None
    if question.type == "truefalse":
        values, options = ["true", "false"], [_unmarked(t(lang, "true")), _unmarked(t(lang, "false"))]
    else:
        values = list(question.options)
        options = [_flat(text) for text in question.options.values()]
    head = _unmarked(question_head(current, lang))
    if current.review:
        head = _unmarked(t(lang, "review_tag")) + " · " + head  # as a question message's head reads
    text = f"{head}\n{_flat(question.stem)}"
    if (
        quiz.correct not in values
        or not 2 <= len(options) <= OPTIONS_MAX
        or len(text) > QUESTION_MAX
        or any(not option or len(option) > OPTION_MAX for option in options)
    ):
        return None
    open_period = None
    if seconds_left is not None:
        if not OPEN_PERIOD[0] <= seconds_left <= OPEN_PERIOD[1]:
            return None  # a poll cannot show that countdown: buttons and the countdown message instead
        open_period = int(seconds_left)
    explanation = clip(quiz.explanation, EXPLANATION_MAX) if quiz.explanation.strip() else ""
    return QuizPoll(text, options, values, values.index(quiz.correct), explanation, open_period)
