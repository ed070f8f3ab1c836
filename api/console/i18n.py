"""The console's words in simplified Chinese (default) and English: from the ``ibot_lang`` cookie set by
the language switch, else the browser's Accept-Language."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import Request

LANG_COOKIE = "ibot_lang"
LANGUAGES = ("zh", "en")

MESSAGES: dict[str, tuple[str, str]] = {
    "console": ("招聘控制台", "Recruiter console"),
    "skip": ("跳到正文", "Skip to content"),
    "invites": ("邀请", "Invites"),
    "sessions": ("面试记录", "Sessions"),
    "questions": ("题库", "Questions"),
    "sign_in": ("登录", "Sign in"),
    "sign_out": ("退出", "Sign out"),
    "api_key": ("API 密钥", "API key"),
    "api_key_help": (
        "用 interview-bot admin create-key 生成的密钥。密钥不会保存在浏览器中。",
        "The key from interview-bot admin create-key. It is never kept in the browser.",
    ),
    "bad_key": ("密钥无效或已吊销。", "That key is not valid or has been revoked."),
    "signed_in_as": ("机构", "Organisation"),
    "language": ("语言", "Language"),
    "new_invite": ("新建邀请", "New invite"),
    "title": ("标题", "Title"),
    "question_count": ("题目数量", "Questions"),
    "topics": ("主题", "Topics"),
    "types": ("题型", "Types"),
    "any": ("不限", "any"),
    "time_limit_s": ("每题限时（秒）", "Time per question (s)"),
    "total_time_limit_s": ("总时限（秒）", "Total time (s)"),
    "reveal": ("公布成绩", "Reveal grades"),
    "reveal_each": ("每题即时", "after each answer"),
    "reveal_end": ("结束后", "at the end"),
    "reveal_never": ("不公布", "never"),
    "invite_language": ("候选人语言", "Candidate language"),
    "expires_days": ("有效天数", "Expires in (days)"),
    "max_uses": ("最多使用次数", "Max uses"),
    "create": ("创建", "Create"),
    "fixed_form": ("固定题目（所有候选人相同）", "Fixed questions (the same for every candidate)"),
    "fixed_form_help": (
        "搜索题库并勾选题目：勾选后，邀请只出这些题，题数、主题和题型不再适用。",
        "Search the bank and tick questions: the invite then asks exactly these, and the count, "
        "topics and types no longer apply.",
    ),
    "search_questions": ("搜索题目", "Search questions"),
    "picked": ("已选", "Picked"),
    "order_fixed": ("按勾选顺序", "In this order"),
    "order_shuffled": ("每位候选人随机顺序", "Shuffled per candidate"),
    "draw_each": ("每位候选人各自抽题", "Each candidate draws their own"),
    "draw_shared": ("抽一次，所有候选人相同", "One draw for all candidates"),
    "created": ("邀请已创建", "Invite created"),
    "deep_link": ("邀请链接", "Invite link"),
    "copy": ("复制", "Copy"),
    "copied": ("已复制", "Copied"),
    "qr_code": ("二维码", "QR code"),
    "uses": ("已用次数", "Uses"),
    "expires": ("过期时间", "Expires"),
    "state": ("状态", "State"),
    "state_open": ("有效", "open"),
    "state_revoked": ("已吊销", "revoked"),
    "state_expired": ("已过期", "expired"),
    "state_exhausted": ("已用完", "used up"),
    "revoke": ("吊销", "Revoke"),
    "report": ("对比报告", "Compare"),
    "no_invites": ("还没有邀请。", "No invites yet."),
    "invite": ("邀请", "Invite"),
    "status": ("状态", "Status"),
    "status_active": ("进行中", "active"),
    "status_finished": ("已完成", "finished"),
    "status_expired": ("已超时", "expired"),
    "status_abandoned": ("已放弃", "abandoned"),
    "since": ("开始日期", "From"),
    "until": ("结束日期", "To"),
    "sort": ("排序", "Sort by"),
    "sort_date": ("日期", "date"),
    "sort_score": ("得分", "score"),
    "sort_ability": ("能力 θ", "ability θ"),
    "ability": ("能力 θ ± 标准误", "Ability θ ± SE"),
    "ability_help": (
        "θ：在本机构量表上的能力估计（0 为本机构候选人的平均水平，1 为高一个标准差）；"
        "区间为 θ ± 2 个标准误（约 95%）。区间重叠的候选人无法可靠地区分。",
        "θ: the ability on this organisation's scale (0 is its average candidate, 1 one standard deviation "
        "above); the bar is θ ± 2 SE (about 95 %). Candidates whose bars overlap cannot be told apart "
        "reliably.",
    ),
    "difficulty_b": ("难度 b", "Difficulty b"),
    "discrimination_a": ("区分度 a", "Discrimination a"),
    "irt_help": (
        "本机构最近一次校准（{scale}，{sessions} 场面试）的估计值 ± 标准误。",
        "From this organisation's latest calibration ({scale}, {sessions} interviews), ± standard error.",
    ),
    "not_calibrated": (
        "尚未校准：需要本机构已完成的面试。",
        "Not calibrated yet: it needs this organisation's finished interviews.",
    ),
    "sort_duration": ("用时", "duration"),
    "descending": ("降序", "descending"),
    "ascending": ("升序", "ascending"),
    "filter": ("筛选", "Filter"),
    "download_csv": ("下载 CSV", "Download CSV"),
    "candidate": ("候选人", "Candidate"),
    "score": ("得分", "Score"),
    "answered": ("已答", "Answered"),
    "duration": ("用时", "Duration"),
    "opened": ("开始于", "Opened"),
    "no_sessions": ("没有符合条件的记录。", "No sessions match."),
    "page": ("页", "Page"),
    "previous": ("上一页", "Previous"),
    "next": ("下一页", "Next"),
    "of": ("共", "of"),
    "session": ("面试记录", "Session"),
    "per_topic": ("各主题得分", "Score per topic"),
    "topic": ("主题", "Topic"),
    "exports": ("导出", "Exports"),
    "answer": ("作答", "Answer"),
    "no_answer": ("（未作答）", "(no answer)"),
    "verdict": ("判定", "Verdict"),
    "verdict_correct": ("正确", "correct"),
    "verdict_partial": ("部分正确", "partial"),
    "verdict_incorrect": ("错误", "incorrect"),
    "verdict_invalid": ("无效", "invalid"),
    "verdict_ungraded": ("不计分", "ungraded"),
    "rationale": ("评分说明", "Rationale"),
    "hints": ("提示", "Hints"),
    "time_taken": ("用时", "Time taken"),
    "late": ("超时", "late"),
    "flags": ("诚信信号", "Integrity signals"),
    "option_order": ("本场选项顺序（显示 ← 题库）", "Options as shown (shown ← bank)"),
    "flags_none": ("无", "none"),
    "flags_note": ("仅供参考，不影响评分", "evidence only; grades are unchanged"),
    "flag_forwarded": ("转发的消息", "forwarded message"),
    "flag_edited": ("发送后编辑", "edited after sending"),
    "flag_fast": ("输入过快", "typed implausibly fast"),
    "flag_similar": ("与他人答案高度相似", "near-identical to another candidate"),
    "flag_quick_correct": ("读题时间不足却答对", "correct faster than reading"),
    "late_by": ("超时", "late by"),
    "skipped": ("跳过", "skipped"),
    "key": ("答案", "Key"),
    "source_key": ("原始答案", "Source key"),
    "explanation": ("解析", "Explanation"),
    "errata": ("勘误", "Errata"),
    "options": ("选项", "Options"),
    "points": ("分值", "Points"),
    "compare": ("候选人对比", "Candidates compared"),
    "distribution": ("得分分布", "Score distribution"),
    "candidates": ("候选人", "Candidates"),
    "item_stats": ("题目统计", "Item statistics"),
    "share_correct": ("正确率", "Share correct"),
    "discrimination": ("区分度", "Discrimination"),
    "strong_correct": ("高分组正确率", "Strong candidates correct"),
    "suspect": ("高分候选人答错：可能是答案问题", "Strong candidates fail it: possibly a key problem"),
    "item_stats_help": (
        "区分度：答对与否和其余题目得分的点二列相关；高分组：得分前三分之一。",
        "Discrimination: point-biserial correlation of being right with the score on the other "
        "questions; strong candidates: the top third by score.",
    ),
    "n_answers": ("作答数", "Answers"),
    "question": ("题目", "Question"),
    "search": ("搜索", "Search"),
    "query": ("关键词", "Search terms"),
    "type": ("题型", "Type"),
    "status_note": ("状态说明", "Status note"),
    "qstatus_active": ("可用", "active"),
    "qstatus_disputed": ("有争议", "disputed"),
    "qstatus_incomplete": ("不完整", "incomplete"),
    "no_results": ("没有结果。", "Nothing found."),
    "no_stats": ("本机构还没有作答。", "No answers in this organisation yet."),
    "not_found": ("找不到该页面或对象。", "No such page or object."),
    "forbidden": (
        "请求被拒绝（表单已过期，请刷新后重试）。",
        "Refused (the form expired: reload and retry).",
    ),
    "invalid_input": ("输入有误", "Please check the form"),
    "back": ("返回", "Back"),
    "all": ("全部", "all"),
    "strong_from": ("高分组分数线", "Strong from"),
    "bank": ("题库", "Bank"),
    "whole_number": ("请输入整数", "a whole number, please"),
    "banks": ("自有题库", "Banks"),
    "bank_name": ("题库名称", "Bank name"),
    "question_total": ("题目数", "Questions"),
    "format": ("格式", "Format"),
    "updated": ("更新时间", "Updated"),
    "no_banks": ("还没有自有题库。", "No banks of your own yet."),
    "upload_bank": ("上传题库", "Upload a bank"),
    "bank_file": ("题库文件", "Bank file"),
    "from_file_name": ("按文件扩展名", "from the file name"),
    "bank_help": (
        "CSV、YAML、JSON、试卷文本、Aiken 或 GIFT，UTF-8，最大 10 MB；"
        "有任何错误则整个文件不导入，并逐行列出错误。同名上传会替换原题库。",
        "CSV, YAML, JSON, exam text, Aiken or GIFT, UTF-8, up to 10 MB; a file with any error imports "
        "nothing and every error is listed by line. Uploading under an existing name replaces that bank.",
    ),
    "upload": ("上传", "Upload"),
    "line": ("行", "Line"),
    "field": ("字段", "Field"),
    "message": ("问题", "Problem"),
    "correct_key": ("更正答案（附勘误）", "Correct the key (with an erratum)"),
    "erratum_what": ("哪里有误", "What was wrong"),
    "erratum_why": ("更正理由", "Why the correction is right"),
    "save": ("保存", "Save"),
    "regrade": ("重新评分", "Regrade its answers"),
    "regraded": ("已重新评分", "Regraded"),
    "changed": ("结果改变", "changed"),
    "delete_bank": ("删除题库", "Delete this bank"),
}


def pick_language(request: Request) -> str:
    chosen = request.cookies.get(LANG_COOKIE)
    if chosen in LANGUAGES:
        return chosen
    header = request.headers.get("accept-language", "")
    ranked = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        ranked.append((-quality, position, tag.strip().lower()))
    for _, _, tag in sorted(ranked):
        if tag.startswith("zh"):
            return "zh"
        if tag.startswith("en"):
            return "en"
    return "zh"


def translator(language: str) -> Callable[[str], str]:
    column = 1 if language == "en" else 0

    def t(key: str) -> str:
        words = MESSAGES.get(key)
        return key if words is None else words[column]

    return t
