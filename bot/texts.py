"""What the candidate reads: a small message catalogue, simplified Chinese first, English on request.

Templates use ``str.format`` fields; values are HTML-escaped by :func:`t` unless passed pre-rendered
through :class:`Raw`. Each message has both languages side by side, so one vocabulary holds across
them. Here: what the candidate reads before and during a session (commands, rules, questions,
verdicts, refusals, the clock); ``texts_after`` holds what they read after answering it (reports,
explanations, history, the notebook) and their data rights.
"""

from __future__ import annotations

import html
from typing import Final

from bot.texts_after import AFTERWARDS

LANGUAGES: Final = ("zh", "en")
DEFAULT_LANGUAGE: Final = "zh"


class Raw(str):
    """A value that is already Telegram HTML: :func:`t` inserts it without escaping."""


def merged(*parts: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """The catalogue's parts as one: a key written in two parts would silently keep only the later text,
    so it is refused when the bot is imported."""
    catalogue: dict[str, tuple[str, str]] = {}
    for part in parts:
        if twice := sorted(catalogue.keys() & part.keys()):
            raise ValueError(f"texts written twice: {', '.join(twice)}")
        catalogue.update(part)
    return catalogue


_DURING: dict[str, tuple[str, str]] = {
    # the terminal chat (``interview-bot chat``) opens with it: Telegram has its own chat header
    "terminal_welcome": (
        "你的候选人编号是 {id}。输入 /quit 退出。",
        "You are candidate {id}; type /quit to leave.",
    ),
    "terminal_yes_no": ("（输入 y 确认，n 重新作答）", "(y/n)"),
    "terminal_rate": ("（输入 {words} 之一）", "(type {words})"),
    # help names only what works where the candidate is (bot/conversation.py picks the state)
    "help": (
        "<b>面试机器人</b>\n"
        "• 打开招聘方发来的邀请链接开始面试\n"
        "/practice [主题] — 练习\n/review — 复习错题本\n/explain N — 上次作答第 N 题的解析\n"
        "/history — 历史记录\n/settings — 语言与时区\n"
        "/mydata — 导出我的数据\n/forget — 删除我的数据\n/help — 帮助",
        "<b>Interview bot</b>\n"
        "• Open the invite link your recruiter sent you to start an interview\n"
        "/practice [topic] — practise\n/review — review your mistake notebook\n"
        "/explain N — the explanation of question N of your last session\n"
        "/history — past sessions\n/settings — language and time zone\n"
        "/mydata — export my data\n/forget — erase my data\n/help — this help",
    ),
    "help_practice": (
        "<b>面试机器人 · 练习中</b>\n"
        "直接回复或点按钮作答。\n"
        "/hint — 提示（会扣分）\n/skip — 跳过本题\n/explain — 上一题的解析\n/stop — 结束练习\n"
        "/review — 改为复习错题本\n/history — 历史记录\n/settings — 语言与时区\n/help — 帮助",
        "<b>Interview bot · practising</b>\n"
        "Reply or use the buttons to answer.\n"
        "/hint — a hint (costs points)\n/skip — skip this question\n"
        "/explain — the last question's explanation\n/stop — end the practice\n"
        "/review — switch to your mistake notebook\n/history — past sessions\n"
        "/settings — language and time zone\n/help — this help",
    ),
    "help_interview": (
        "<b>面试机器人 · 面试中</b>\n"
        "直接回复或点按钮作答；面试中不能提示、跳过或中途结束，解析在面试结束后提供。\n"
        "/history — 历史记录\n/settings — 语言与时区\n/mydata — 导出我的数据\n/help — 帮助",
        "<b>Interview bot · interview in progress</b>\n"
        "Reply or use the buttons to answer; an interview has no hints, skips or stopping midway, and "
        "explanations come after it.\n"
        "/history — past sessions\n/settings — language and time zone\n/mydata — export my data\n"
        "/help — this help",
    ),
    "unknown": (
        "我没有听懂。你当前没有进行中的面试或练习。\n\n",
        "I did not understand that. You have no interview or practice in progress.\n\n",
    ),
    "unknown_in_session": (
        "我没有听懂这个命令。你正在进行{mode}：直接回复或点按钮作答，/help 查看可用命令。",
        "I did not understand that command. Your {mode} is in progress: reply or use the buttons to "
        "answer; /help lists what you can do now.",
    ),
    "not_text": (
        "请用文字或按钮作答（贴纸、图片和语音不能作为答案）。",
        "Please answer with text or the buttons (stickers, photos and voice notes are not answers).",
    ),
    "not_text_idle": (
        "我只能读文字消息。发送 /help 查看可以做什么。",
        "I can only read text messages. Send /help to see what you can do.",
    ),
    "cmd_start": ("开始", "start"),
    "cmd_practice": ("练习（可加主题）", "practice (optionally a topic)"),
    "cmd_review": ("复习错题本", "review the mistake notebook"),
    "cmd_hint": ("提示（会扣分）", "a hint (costs points)"),
    "cmd_skip": ("跳过本题", "skip this question"),
    "cmd_explain": ("解析与相关题目", "explanation and related questions"),
    "cmd_stop": ("结束练习", "end practice"),
    "cmd_history": ("历史记录", "past sessions"),
    "cmd_lang": ("切换语言", "language"),
    "cmd_help": ("帮助", "help"),
    "cmd_mydata": ("导出我的数据（JSON 文件）", "export my data (a JSON file)"),
    "cmd_forget": ("删除我的数据", "erase my data"),
    "lang_choose": ("请选择语言：", "Choose a language:"),
    "lang_set": ("已切换为简体中文。", "Language set to English."),
    "welcome": (
        "你好！打开招聘方发来的邀请链接开始面试，或发送 /practice 开始练习。",
        "Hello! Open the invite link from your recruiter to start an interview, "
        "or send /practice to practise.",
    ),
    "rules_title": ("<b>{title}</b>", "<b>{title}</b>"),
    "rules_count": ("共 {count} 题。", "{questions}."),
    "rules_count_open": (  # an adaptive interview: each question is chosen after the answer before
        "题目逐一根据你的作答选出，题数不固定。",
        "Each question is chosen from your answers so far; the number of questions is not fixed.",
    ),
    "rules_time_each": ("每题限时 {limit}。", "{limit} per question."),
    "rules_time_by_type": (
        "每题限时按题型而定（选择题短，设计与代码题长），见每题题头。",
        "Each question's time depends on its type (short for choices, longer for design and code): see "
        "its heading.",
    ),
    "rules_time_total": ("总时长 {limit}。", "{limit} in total."),
    "rules_no_limit": ("不限时。", "No time limit."),
    "rules_clock": ("点击“开始答题”后开始计时。", "The clock starts when you press Begin."),
    "rules_reveal_each": ("每题作答后立即显示对错。", "You see each verdict right after answering."),
    "rules_reveal_end": ("全部答完后显示成绩。", "You see your score after the last question."),
    "rules_reveal_never": ("成绩只发送给招聘方。", "Your results go to the recruiter only."),
    "rules_how": (
        "选择题点按钮作答；代码、计算与简答题直接回复文字。",
        "Answer choice questions with the buttons; reply with text to code, calculation and open questions.",
    ),
    "begin": ("开始答题 ▶", "Begin ▶"),
    "resumed": ("继续你未完成的{mode}：", "Resuming your {mode}:"),
    "mode_interview": ("面试", "interview"),
    "mode_practice": ("练习", "practice"),
    "question_head": ("<b>第 {position}/{total} 题</b>", "<b>Question {position}/{total}</b>"),
    # an adaptive interview: the count is not known ahead, so no total is promised
    "question_head_open": ("<b>第 {position} 题</b>", "<b>Question {position}</b>"),
    "time_left": ("⏱ 剩余 {left}", "⏱ {left} left"),
    "points": ("{points} 分", "{points_text}"),
    "type_single": ("单选题", "single choice"),
    "type_multi": ("多选题（可多选，选好后点“提交”）", "multiple choice (toggle, then Submit)"),
    "type_truefalse": ("判断题", "true or false"),
    "type_code": ("代码题：请回复代码", "code: reply with the code"),
    "type_calc": ("计算题：请回复数值与单位", "calculation: reply with the number and unit"),
    "type_short": ("简答题：请回复文字", "short answer: reply with text"),
    "type_design": ("设计题：请回复文字", "design: reply with text"),
    "type_derivation": ("推导题：请回复文字", "derivation: reply with text"),
    "true": ("✔ 对", "✔ True"),
    "answer_true": ("对", "True"),
    "answer_false": ("错", "False"),
    "questions_in_chinese": (
        "注意：题目为中文。",
        "Note: the questions are in Chinese (the bank's language); "
        "buttons, verdicts and explanations follow your language where the bank has them.",
    ),
    "rubric_legend": (
        "（◐ 部分覆盖：该要点得了部分分）",
        "(◐ partly covered: the point earned part of its credit)",
    ),
    "false": ("✘ 错", "✘ False"),
    "submit": ("提交", "Submit"),
    "submit_empty": ("请至少选择一项。", "Select at least one option."),
    "your_answer": ("你的答案：{answer}", "Your answer: {answer}"),
    "verdict_correct": ("✅ 正确", "✅ Correct"),
    "verdict_partial": ("🟡 部分正确", "🟡 Partly correct"),
    "verdict_incorrect": ("❌ 错误", "❌ Incorrect"),
    "verdict_invalid": ("⚠️ 未能识别为答案", "⚠️ Not recognised as an answer"),
    "verdict_ungraded": ("⚖️ 不评对错：本题答案有争议", "⚖️ Not marked: this question's key is disputed"),
    "answer_again": (
        "本题没有记录这次回答，请重新作答。",
        "This reply was not recorded: please answer the question again.",
    ),
    "verdict_recorded": ("已记录。", "Recorded."),
    "recorded_as": ("已记录，你的答案：{answer}", "Recorded. Your answer: {answer}"),
    "read_as": ("你的答案：{answer}", "Your answer: {answer}"),
    "key_in_explain": ("较长，/explain 查看", "long: see /explain"),
    "rubric_none": (
        "✘ 没有覆盖评分要点（共 {n} 条，/explain 查看参考答案）",
        "✘ No key point covered (0 of {points}; /explain shows the model answer)",
    ),
    "score_line": ("得分 {score}/{points}", "Score {score}/{points}"),
    "key_line": ("参考答案：{key}", "Key: {key}"),
    "already_answered": ("这道题已经作答过了。", "This question was already answered."),
    "refused_answered": (
        "这道题已经作答过了：第一次的答案有效。",
        "This question was already answered: your first answer stands.",
    ),
    "refused_skipped": (
        "第 {n} 题已经跳过，不能再作答。",
        "Question {n} was skipped; it takes no answer now.",
    ),
    "refused_late": (
        "第 {n} 题的时间已到，不能再作答。",
        "Question {n}'s time is up; it takes no answer now.",
    ),
    "refused_not_current": (
        "第 {n} 题还不是当前题目：请先作答第 {m} 题。",
        "Question {n} is not the current one yet: please answer question {m} first.",
    ),
    "refused_finished": (
        "这次作答已经结束，没有记录这次点击。",
        "This session is over; that tap was not recorded.",
    ),
    "begun_already": (
        "已经开始了：当前题目在上方（发送 /start 可再次显示）。",
        "Already begun: the current question is above (send /start to see it again).",
    ),
    "refused_vanished": (
        "第 {n} 题已从题库中移除，不计分；这次的答案没有被记录。",
        "Question {n} was removed from the bank and is not scored; this answer was not recorded.",
    ),
    "passed_vanished": (  # said on a skip or a time-out: there was no answer to record
        "第 {n} 题已从题库中移除，不计分。",
        "Question {n} was removed from the bank and is not scored.",
    ),
    "stale_button": ("这个按钮已失效。", "This button is no longer active."),
    "session_expired": ("本次作答已超时结束。", "This session has run out of time."),
    "hint": ("💡 提示 {level}/{levels}（{cost}）：\n{hint}", "💡 Hint {level}/{levels} ({cost}):\n{hint}"),
    "hint_cost": ("累计扣本题 {cost} 的分", "{cost} off this question's score so far"),
    "no_more_hints": ("没有更多提示了。", "No more hints."),
    "hints_not_in_interview": ("面试中不提供提示。", "Hints are not available in an interview."),
    "skipped": ("已跳过。", "Skipped."),
    "practice_only": ("这个命令只在练习中可用。", "This command works in practice only."),
    "no_session": (
        "你现在没有进行中的练习。发送 /practice 开始。",
        "No practice in progress. Send /practice.",
    ),
    "stopped": ("练习已结束。", "Practice ended."),
    "disputed": ("⚠️ 此题答案有争议，仅供练习参考。", "⚠️ This question's key is disputed; practice only."),
    "api_down": (
        "服务暂时不可用，请稍后再试。你的进度已保存，什么都没有丢失。",
        "The service is briefly unavailable; please try again shortly. Nothing is lost.",
    ),
    # a button of a session the API no longer has for the candidate (pseudonymised by /forget, say)
    "not_found": (
        "这个按钮已失效：它所属的面试或练习已不存在。",
        "This button no longer works: its interview or practice no longer exists.",
    ),
    "invite_invalid": (
        "这个邀请链接无效、已过期或已用完。请联系你的招聘方。",
        "This invite link is invalid, expired or used up. Please contact your recruiter.",
    ),
    "invite_unavailable": (
        "这个邀请暂时无法开始，请联系招聘方。",
        "This invite cannot be started at the moment. Please contact your recruiter.",
    ),
    "invite_other_open": (
        "你还有一场未完成的面试：请先完成它，再打开新的邀请链接。",
        "You have an interview in progress: finish it before opening a new invite link.",
    ),
    "invite_used": (
        "你已经用这个邀请链接完成过面试了。/history 可查看记录。",
        "You have already taken the interview of this invite. See /history.",
    ),
    "internal_error": (
        "抱歉，处理这条消息时出错了。你的进度已保存，请再试一次。",
        "Sorry, something went wrong with that message. Your progress is saved; please try again.",
    ),
    "telegram_failed": (
        "抱歉，消息没有发送成功，请再试一次。你的进度已保存。",
        "Sorry, a message could not be delivered; please try again. Your progress is saved.",
    ),
    "forward_refused": (
        "面试中不能使用转发的消息作答。请用你自己的话直接输入答案（此次转发已记录）。",
        "Forwarded messages are not accepted as answers in an interview. Please type your own answer "
        "(this attempt has been recorded).",
    ),
    "rules_signals": (
        "为保证公平，以下情况会被记录并告知招聘方（不影响评分）：转发的消息、发送后编辑的答案、"
        "明显快于打字速度的长答案、读题时间不足即答对的长题，以及与同一机构其他候选人高度相似的答案。"
        "题目消息不可转发或保存；选择题的选项顺序因人而异。",
        "For fairness, these are recorded and shown to the recruiter (they do not change your score): "
        "forwarded messages, answers edited after sending, long answers sent faster than anyone types, "
        "long questions answered correctly faster than they can be read, and answers near-identical to "
        "another candidate's in the same organisation. Questions cannot be forwarded or saved, and the "
        "order of choice options differs between candidates.",
    ),
    "edit_not_counted": (
        "已提交的答案不能修改：修改后的消息不会被记录，第一次提交的答案有效。",
        "Answers cannot be changed: the edited message is not recorded; your first answer stands.",
    ),
    "edit_not_read": (
        "修改后的消息不会被读取。如需作答，请发送一条新消息。",
        "Edited messages are not read. To answer, please send a new message.",
    ),
    "not_in_interview_skip": (
        "面试中不能跳过题目：请作答当前题目（计时仍在进行）。",
        "Questions cannot be skipped in an interview: please answer the current one (the clock runs).",
    ),
    "not_in_interview_stop": (
        "面试不能中途结束：请继续作答，时间到后会自动结束。",
        "An interview cannot be stopped midway: keep answering; it ends by itself when time is up.",
    ),
    "practice_after_interview": (
        "你正在面试中，练习请在面试结束后开始。当前题目：",
        "You are in an interview; practice can start after it. The current question:",
    ),
    "review_tag": ("🔁 复习", "🔁 Review"),  # it begins the line
    "conflict": ("这一步已经处理过了。", "That was already done."),
    "rejected": ("请求未被接受：{detail}", "The request was not accepted: {detail}"),
    "busy": ("请求太频繁，请稍等片刻。", "Too many requests; please wait a moment."),
    "misconfigured": ("机器人配置有误，请联系管理员。", "The bot is misconfigured; please tell the admin."),
    "long_options": ("选项：", "Options:"),
    "seconds": ("{n} 秒", "{n} s"),
    "minutes": ("{m} 分 {s} 秒", "{m} min {s} s"),
    "whole_minutes": ("{m} 分钟", "{m} min"),
    "hours": ("{h} 小时 {m} 分钟", "{h} h {m} min"),
    "whole_hours": ("{h} 小时", "{h} h"),
    "time_up": ("⏰ 时间到", "⏰ Time is up"),
    "time_limit": ("⏱ 限时 {left}", "⏱ {left} to answer"),
    "session_left": ("⏱ 本场剩余 {left}", "⏱ {left} left in this interview"),  # the total limit's
    "countdown_answered": ("⏱ 已作答", "⏱ Answered"),
    "time_ran_out": (
        "⏰ 时间到：本题未作答，得 0 分。",
        "⏰ Time is up: this question was not answered; 0 points.",
    ),
    "answer_late": (
        "⏰ 时间已到：你的答案已记录，但已超时，本题得 0 分（不算答错）。",
        "⏰ Time was up: your answer is recorded, but late: 0 points (late, not wrong).",
    ),
    "answer_for_earlier": (
        "⏰ 这条回答发出时第 {n} 题的时间已到：它已记在第 {n} 题下（超时，得 0 分），不算作第 {m} 题的答案。"
        "请继续作答第 {m} 题。",
        "⏰ This answer was sent after question {n}'s time was up: it is kept with question {n} (late, 0 "
        "points) and does not count for question {m}. Please answer question {m}.",
    ),
    "answer_moved_on": (
        "这条消息发出时第 {n} 题已经结束，它没有被记录，也不算作第 {m} 题的答案。请重新作答第 {m} 题。",
        "Question {n} had already closed when this was sent: it is not recorded and does not count for "
        "question {m}. Please answer question {m} again.",
    ),
    "session_over": (
        "本次作答时间已结束，这条消息没有被记录。",
        "This session's time has ended; that message was not recorded.",
    ),
    "settings": (
        "<b>设置</b>\n语言与时区（当前时区：{zone}）。时间（复习安排、历史记录）按你选的时区显示：",
        "<b>Settings</b>\nLanguage and time zone (now: {zone}). Times (reviews, history) show in your zone:",
    ),
    "zone_set": ("时区已设为 {zone}。", "Time zone set to {zone}."),
    "cmd_settings": ("语言与时区", "language and time zone"),
    "zone_label": ("（{zone}）", " ({zone})"),
    "beijing_time": ("北京时间", "Beijing time"),
    "utc_time": ("UTC", "UTC"),
    # read, then confirm (bot/confirm_flow.py): a typed answer read from a sentence waits for a tap
    "reading_prompt": ("我理解你的答案是：{reading}", "I read your answer as: {reading}"),
    "reading_confirm": ("确认", "Confirm"),
    "reading_again": ("重新作答", "Answer again"),
    "reading_discarded": ("好的，没有记录。请重新作答：", "Nothing was recorded. Please answer again:"),
    "reading_confirmed_already": ("这个答案已经确认过了。", "That answer is already confirmed."),
    "reading_gone": (
        "这个理解已失效（已重新作答、被新的答案取代或本题已结束）。",
        "That reading no longer stands (answered again, replaced, or its question closed).",
    ),
}
_CATALOGUE = merged(_DURING, AFTERWARDS)


def normalise_language(code: str | None) -> str:
    """A Telegram ``language_code`` (``zh-hans``, ``en-US`` …) to ``zh`` or ``en``; Chinese by default."""
    if code and code.lower().startswith("en"):
        return "en"
    return DEFAULT_LANGUAGE


def t(lang: str, key: str, /, **values: object) -> str:
    """The message ``key`` in ``lang`` with ``values`` HTML-escaped (except :class:`Raw` ones)."""
    zh, en = _CATALOGUE[key]
    template = en if lang == "en" else zh
    if not values:
        return template
    safe = {name: v if isinstance(v, Raw) else html.escape(str(v), quote=False) for name, v in values.items()}
    return template.format(**safe)
