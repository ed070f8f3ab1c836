"""Candidate-facing text: simplified Chinese by default, English on request."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "timed_out": {
        "zh": "超时作答（超过时限 {late:.0f} 秒），已记录，本题得 0 分。",
        "en": "Answered {late:.0f} s after the time limit: recorded, 0 points.",
    },
    "time_ran_out": {
        "zh": "时间到，未作答，本题得 0 分。",
        "en": "Time ran out before an answer: 0 points.",
    },
    "skipped": {"zh": "已跳过，本题得 0 分。", "en": "Skipped: 0 points."},
    "vanished": {
        "zh": "此题已从题库中移除，已跳过，不计分。",
        "en": "This question was removed from the bank: passed over, not scored.",
    },
    "hint_penalty": {
        "zh": "使用了 {hints} 条提示，本题得分按 {keep:.0%} 计。",
        "en": "{hints_used} used: this question scores {keep:.0%} of its grade.",
    },
    "disputed": {
        "zh": "注意：此题的标准答案存在争议，仅供练习参考。",
        "en": "Note: this question's key is disputed; practice only.",
    },
    "ungraded": {
        "zh": "本题标准答案存在争议，不评对错、不计分：{note}",
        "en": "This question's key is disputed: the answer is not marked right or wrong, nor scored: {note}",
    },
    "withdrawn": {  # a draft or incomplete question: the regrade of the answers it had been given
        "zh": "本题已撤下修订，不评对错、不计分。{note}",
        "en": "This question was withdrawn: the answer is not marked right or wrong, nor scored. {note}",
    },
    # an answer not recorded (api/services/turn/_pipeline.py): the ``prompt`` of its 409 problem
    "refused_moved_on": {
        "zh": "这条消息发出时那道题已经结束，它没有被记录，也不算作当前题目的答案。请重新作答当前题目。",
        "en": "That question had already closed when this was sent: it is not recorded and does not count "
        "for the current question. Please answer the current question again.",
    },
    "refused_session_over": {
        "zh": "本次作答时间已结束，这条消息没有被记录。",
        "en": "This session's time has ended; that message was not recorded.",
    },
    "refused_not_current": {
        "zh": "这道题不是当前题目，答案没有被记录。",
        "en": "This is not the current question: not recorded.",
    },
    "refused_vanished": {
        "zh": "此题已从题库中移除：已跳过，不计分；这条答案没有被记录。",
        "en": "This question was removed from the bank: passed over, not scored; "
        "this answer was not recorded.",
    },
    "refused_already_answered": {
        "zh": "这道题已经作答过了，这次的答案没有被记录。",
        "en": "This question was already answered; this answer was not recorded.",
    },
    "refused_reading_gone": {
        "zh": "这个理解已失效（已确认、已重新作答或被新的答案取代），没有记录任何内容。",
        "en": "That reading no longer stands (confirmed, answered again, or replaced): nothing was recorded.",
    },
    # a reading waiting for the candidate's confirmation (api/services/turn/_readings.py)
    "reading_prompt": {"zh": "我理解你的答案是：{reading}", "en": "I read your answer as: {reading}"},
    "no_hints_interview": {"zh": "面试模式不提供提示。", "en": "No hints in an interview."},
    "no_more_hints": {"zh": "本题没有更多提示了。", "en": "No more hints for this question."},
}


def text(name: str, language: str, **values: object) -> str:
    entry = TEXTS[name]
    return entry.get(language, entry["zh"]).format(**values)
