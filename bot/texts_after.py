"""What the candidate reads after answering: the report and recap, explanations, history, the mistake
notebook's reviews and ratings, and their data rights (``/mydata``, ``/forget``). Merged into the one
catalogue by ``bot.texts`` (its :func:`~bot.texts.t` renders them)."""

from __future__ import annotations

AFTERWARDS: dict[str, tuple[str, str]] = {
    # data rights (bot/handlers/rights.py)
    "mydata_caption": (
        "这是我们保存的关于你的全部数据：{sessions} 次面试或练习、{answers} 个回答、错题本 {cards} 题。",
        "Everything we store about you: {sessions_text}, {answers_text}, {cards_text}.",
    ),
    "forget_confirm": (
        "<b>删除我的数据？</b>\n"
        "• 你的练习记录和错题本将被删除。\n"
        "• 面试记录中你的姓名、用户名和 Telegram ID 将被替换为化名：招聘方仍保留回答，但无法再与你关联。"
        "进行中的面试会结束。\n"
        "此操作无法撤销。",
        "<b>Erase your data?</b>\n"
        "• Your practice sessions and mistake notebook are deleted.\n"
        "• In your interviews, your name, username and Telegram id are replaced by a pseudonym: the "
        "recruiter keeps the answers, but they can no longer be linked to you. "
        "An interview in progress ends.\n"
        "This cannot be undone.",
    ),
    "forget_yes": ("确认删除", "Yes, erase"),
    "forget_cancel": ("取消", "Cancel"),
    "forget_done": (
        "已删除：{practice} 次练习、错题本 {cards} 题；{interviews} 次面试已化名处理。",
        "Done: {practice_text} and {cards_text} deleted; {interviews_text} pseudonymised.",
    ),
    "forget_nothing": (
        "没有需要删除的练习、错题本或面试记录。",
        "There were no practice sessions, notebook cards or interviews to erase.",
    ),
    "forget_cancelled": ("已取消，你的数据没有改动。", "Cancelled: nothing was changed."),
    "forget_expired": (
        "这个确认已过期，什么都没有删除。如需删除请重新发送 /forget。",
        "This confirmation has expired; nothing was erased. Send /forget again if you want to.",
    ),
    "takeaway": ("💡 {text}\n/explain 查看完整解析", "💡 {text}\n/explain for the full explanation"),
    "recap_title": ("<b>逐题回顾</b>", "<b>Question by question</b>"),
    "recap_line": ("第 {n} 题 {mark} · {name}（{took}）", "Q{n} {mark} · {name} ({took})"),
    "recap_correct": ("✅ 正确", "✅ correct"),
    "recap_partial": ("🟡 部分正确", "🟡 partly correct"),
    "recap_incorrect": ("❌ 错误", "❌ incorrect"),
    "recap_late": ("⏰ 超时", "⏰ late"),
    "recap_skipped": ("跳过", "skipped"),
    "recap_answered": ("已作答", "answered"),
    "recap_unreached": ("第 {n} 题 未作答（未到达）", "Q{n} not reached"),
    "recap_unanswered": ("第 {n} 题 未作答", "Q{n} not answered"),
    "recap_ungraded": ("⚖️ 不评对错", "⚖️ not marked"),
    "all_explanations": ("查看全部解析", "All explanations"),
    "explained_already": ("全部解析已发送，见上方。", "All the explanations were sent above."),
    "practise_topic": ("练习「{topic}」 ▶", "Practise {topic} ▶"),
    "next_practice": ("建议下一步：练习「{topic}」。", "Next: practise {topic}."),
    "explained_title": ("<b>第 {n} 题</b> · {name}", "<b>Q{n}</b> · {name}"),
    "key_in_explain_n": ("较长，/explain {n} 查看", "long: see /explain {n}"),
    "finished_title": ("<b>完成！</b>", "<b>Finished!</b>"),
    "final_score": ("总分：{score}/{total}（{percent}%）", "Score: {score}/{total} ({percent}%)"),
    "not_scored": (
        "未计分：没有一道计分的题（有争议的题不计对错）。",
        "Not scored: no question counted (a disputed question marks no one right or wrong).",
    ),
    "nothing_answered": ("没有作答任何题目。", "No question was answered."),
    "answered_count": ("已作答 {answered}/{total} 题。", "Answered {answered} of {total}."),
    "by_topic": ("按主题：", "By topic:"),
    "recruiter_will_receive": (
        "感谢作答！你的招聘方会收到结果。",
        "Thank you! Your recruiter will receive the results.",
    ),
    "chart_caption": ("各主题得分率", "Score by topic"),
    "explanation": ("<b>解析</b>\n{text}", "<b>Explanation</b>\n{text}"),
    "related": ("<b>相关题目</b>", "<b>Related questions</b>"),
    "related_explanations": ("<b>相关解析</b>", "<b>Related explanations</b>"),
    "related_explained": ("解析：{text}", "Explained: {text}"),
    "explain_title": ("<b>第 {position} 题解析</b>", "<b>Question {position}: explanation</b>"),
    "explanation_head": ("<b>解析</b>", "<b>Explanation</b>"),
    "explanation_md": ("**解析**", "**Explanation**"),
    "erratum_key": (
        "注：本题原答案 {source} 有误，已更正为 {corrected}。",
        "Note: this question's original key {source} was wrong; it is now {corrected}.",
    ),
    "erratum_key_added": (
        "注：本题原来没有答案，已补为 {corrected}。",
        "Note: this question had no key in its source; it is now {corrected}.",
    ),
    "erratum_key_rewritten": (
        "注：本题的参考答案已修订。",
        "Note: this question's model answer has been revised.",
    ),
    "explanation_hidden": (
        "本次面试不向你公开答案与解析。",
        "This interview does not show you keys or explanations.",
    ),
    "explain_unanswered_interview": (
        "请先作答当前题目，然后 /explain 会显示它的解析。",
        "Answer the current question first; then /explain shows its explanation.",
    ),
    "explain_unanswered": (
        "请先作答或发送 /skip 跳过当前题目，然后 /explain 会显示它的解析。",
        "Answer the current question (or /skip it) first; then /explain shows its explanation.",
    ),
    "explain_after_interview": (
        "面试结束后才能查看解析。",
        "Explanations are shown after the interview.",
    ),
    "nothing_related": ("没有找到相关内容。", "Nothing related was found."),
    "explain_no_question": (  # any N that is no question's number: 0, -1, past the end, a word
        "没有这一题：这次的题号从 1 到 {total}。",
        "No such question: this session's questions are numbered 1 to {total}.",
    ),
    "explain_not_answered": (  # a session over: there is no current question to answer first
        "第 {n} 题没有作答，没有解析可看。",
        "Question {n} was not answered, so it has no explanation to show.",
    ),
    "history_title": ("<b>历史记录</b>", "<b>Past sessions</b>"),
    "history_empty": ("还没有记录。", "Nothing yet."),
    "history_answered": ("已答 {n} 题", "{n} answered"),
    "history_line": ("{when} · {mode} · {status} · {progress}", "{when} · {mode} · {status} · {progress}"),
    "review_due": ("错题本中有 {n} 题到期，先复习它们。", "{cards} due: they come first."),
    "notebook_empty": (
        "错题本是空的：练习中答错或用了提示的题目会记在这里。发送 /practice 开始练习。",
        "Your mistake notebook is empty: practice questions you miss (or need hints for) land here. "
        "Send /practice.",
    ),
    "notebook_none_due": (
        "错题本：{cards} 张卡片，暂时没有到期的；最早一张 {when}到期。",  # {when} ends in （北京时间）
        "Mistake notebook: {cards_text}, none due yet; the first falls due {when}.",
    ),
    "review_ahead": ("提前复习 ▶", "Review ahead ▶"),
    "review_ahead_start": (
        "提前复习错题本中的 {n} 张卡片。",
        "Reviewing {cards} ahead of time.",
    ),
    "rate_prompt": (
        "这道题你掌握得怎么样？你的选择决定下次复习的时间：",
        "How well did you know it? This sets the next review:",
    ),
    "rate_again": ("重来", "Again"),
    "rate_hard": ("困难", "Hard"),
    "rate_good": ("良好", "Good"),
    "rate_easy": ("简单", "Easy"),
    "interval_minutes": ("{n} 分钟", "{n} min"),
    "interval_hours": ("{n} 小时", "{n} h"),
    "interval_days": ("{n} 天", "{n} d"),
    "interval_months": ("{n} 个月", "{n} mo"),
    "rated": ("已安排：下次复习 {when}", "Scheduled: next review {when}"),
    "status_active": ("进行中", "in progress"),
    "status_finished": ("已完成", "finished"),
    "status_expired": ("已超时", "expired"),
    "status_abandoned": ("已停止", "stopped"),
}
