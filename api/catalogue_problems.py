"""The recruiter-facing words of the API's problems in both languages: each ``detail`` template as the
code writes it (English, the API's default) with its simplified Chinese, and the bank-file problems
(``{line, field, message}`` of a refused upload) by their English shape. The console's own words are in
``api/catalogue_console.py``; both are read through ``api.catalogue`` (one catalogue, two parts)."""

from __future__ import annotations

import re

# English template -> Chinese template (the same ``{names}``)
PROBLEMS: dict[str, str] = {
    # FastAPI's and Starlette's own details (an HTTPException's, answered by api/error_handlers.py): a
    # path not served, a method not taken, a body that could not be parsed (JSON nested too deep), HTTP
    # basic credentials that are none (the ATS's)
    "Not Found": "未找到",
    "Method Not Allowed": "不支持此请求方法",
    "There was an error parsing the body": "无法解析请求体",
    "Not authenticated": "未通过身份验证",
    "X-Telegram-User-Id must be a Telegram user id: ASCII digits, 1 to {limit}": (
        "X-Telegram-User-Id 必须是 Telegram 用户 ID：1 到 {limit} 的数字"
    ),
    "X-Telegram-User-Id must be the candidate's numeric Telegram id": (
        "X-Telegram-User-Id 必须是候选人的数字 Telegram ID"
    ),
    "a bank file is at most {limit} MB": "题库文件最大 {limit} MB",
    "a form field must not contain NUL characters": "表单字段不能包含 NUL 字符",
    "a bank name is 1-{limit} printable characters": "题库名称须为 1 到 {limit} 个可打印字符",
    "a bank with this name is being uploaded right now; try again": "同名题库正在上传，请稍后重试",
    "a valid recruiter API key is required": "需要有效的招聘方 API 密钥",
    "a valid recruiter API key or the service token is required": "需要有效的招聘方 API 密钥或服务令牌",
    "an interview starts from an invite: invite_token is required": "面试须从邀请开始：需要 invite_token",
    "answer the current question or skip it first: its key is shown only after that": (
        "请先回答或跳过当前题目：之后才显示答案"
    ),
    "an organisation has at most {limit} webhooks: delete one first": (
        "每个组织最多 {limit} 个 Webhook：请先删除一个"
    ),
    "an organisation has at most {limit} banks: delete one first, or upload under the name of one": (
        "每个组织最多 {limit} 个题库：请先删除一个，或以已有题库的名称上传以替换它"
    ),
    "answer the question first": "请先回答这道题",
    "bank {name} could not be indexed; upload it again": "题库 {name} 建立索引失败，请重新上传",
    "bank {name} is still being indexed ({indexed}/{total}); try again shortly": (
        "题库 {name} 仍在建立索引（{indexed}/{total}），请稍后重试"
    ),
    "choose a file to upload": "请选择要上传的文件",
    "expires_at needs a time zone (e.g. 2026-12-01T12:00:00Z)": (
        "expires_at 需要带时区（例如 2026-12-01T12:00:00Z）"
    ),
    "expires_at is not in the future: an invite must be usable when it is created": (
        "expires_at 不是将来的时间：邀请创建后必须可用"
    ),
    "explanations are shown after the interview": "解析在面试结束后显示",
    "must be one line of text: no line breaks or control characters": "须为一行文字：不能含换行或控制字符",
    "finish the open interview first": "请先完成进行中的面试",
    "give a corrected key, a status, or both": "请给出更正后的答案、状态，或两者",
    "missing bearer token": "缺少 Bearer 令牌",
    "name at least one bank ('public' is the curated bank)": "请至少指定一个题库（public 为内置题库）",
    "no active question matches these topics and types": "没有符合这些主题和题型的可用题目",
    "this invite's questions {ids} are no longer in its banks: ask the recruiter for a new invite": (
        "该邀请的题目 {ids} 已不在其题库中：请联系招聘方获取新的邀请"
    ),
    "no active question matches this invite's topics and types": "没有符合该邀请主题和题型的可用题目",
    "no notebook card is due": "错题本中暂无到期的题目",
    "no question at that position": "该位置没有题目",
    "no question matches these topics and types": "没有符合这些主题和题型的题目",
    "no such bank": "找不到该题库",
    "no such test": "找不到该测试",
    "no such test sent": "找不到该已发送的测试",
    "this test was sent to another Telegram user": "该测试已发送给另一位 Telegram 用户",
    "this url was sent with another test or candidate: each test sent needs a url of its own": (
        "该 url 已用于另一测试或另一候选人：每次发送的测试都需要自己的 url"
    ),
    "the test is not open (revoked, expired or used up)": "该测试不可用（已撤销、已过期或次数已用完）",
    "the candidate needs an e-mail address or a Telegram handle": "候选人需要电子邮箱或 Telegram 用户名",
    "this server sends no e-mail (IBOT_SMTP_URL is not set): give the candidate's Telegram handle "
    "(candidate.telegram) and pass the test_url on": (
        "本服务器不发送电子邮件（未设置 IBOT_SMTP_URL）：请提供候选人的 Telegram 用户名"
        "（candidate.telegram），并自行转交 test_url"
    ),
    "HTTP basic authentication with a recruiter API key as the user name is required": (
        "需要 HTTP Basic 认证，用户名为招聘方 API 密钥"
    ),
    "no such candidate": "找不到该候选人",
    "no such delivery": "找不到该投递记录",
    "no such export": "找不到该导出格式",
    "no such invite": "找不到该邀请",
    "no such poll": "找不到该投票",
    "no such question in this bank": "该题库中没有这道题",
    "no such question in this session": "本场面试中没有这道题",
    "no such question": "找不到该题目",
    "no such session": "找不到该面试记录",
    "no such webhook": "找不到该 Webhook",
    "open invites with a fixed form name this bank's questions: no candidate could start them once "
    "it is deleted; revoke them first or delete with force": (
        "有效邀请的固定题目使用了本题库的题目：删除后候选人将无法开始这些邀请；请先撤销这些邀请，或强制删除"
    ),
    "no hints in an interview": "面试模式不提供提示",
    "no more hints for this question": "本题没有更多提示了",
    "only review answers are rated": "只有复习题的作答可以评级",
    "only {available} question(s) match these topics and types, not {question_count}; "
    "ask for fewer, widen the filters, or send allow_fewer: true": (
        "符合这些主题和题型的题目只有 {available} 道，不足 {question_count} 道；"
        "请减少题目数量、放宽筛选条件，或在请求中设置 allow_fewer"
    ),
    "question {question_id} is no longer in the bank; skip it": "题目 {question_id} 已不在题库中，请跳过",
    "question {question_id} left the bank: passed over, not scored": (
        "题目 {question_id} 已从题库中移除：已跳过，不计分"
    ),
    "quiz polls are for practice questions, with their options": "测验投票只用于有选项的练习题",
    "since/until need a time zone": "since/until 需要带时区",
    "that is not the current question": "这不是当前题目",
    "no reading waits under that id": "该编号下没有待确认的答案",
    "an answer that arrived in time waits for the candidate's confirmation": (
        "按时到达的答案正在等待候选人确认"
    ),
    "the answer could not be read: nothing was recorded": "无法读取该答案：没有记录",
    "that question was already closed; this answer does not count for the current one": (
        "那道题已经结束；这次作答不计入当前题目"
    ),
    "the URL must not contain NUL characters": "URL 不能包含 NUL 字符",
    "the candidate in the body is not the one in X-Telegram-User-Id": (
        "请求体中的候选人与 X-Telegram-User-Id 不符"
    ),
    "the corrected question is not valid: {problem}": "更正后的题目无效：{problem}",
    "the file was not imported: {count} problem(s) (nothing was stored)": (
        "文件未导入：发现 {count} 处问题（没有保存任何内容）"
    ),
    "the key and status are already as given": "答案和状态已经是所给的值",
    "the metrics token is required (IBOT_METRICS_TOKEN)": "需要指标令牌（IBOT_METRICS_TOKEN）",
    "the mistake notebook is empty": "错题本是空的",
    "the request is not valid": "请求无效",
    "the service token is required": "需要服务令牌",
    "this answer was already rated": "这次作答已经评过级",
    "this delivery is being sent right now": "该投递正在发送中",
    "this invite has been used up": "该邀请的使用次数已用完",
    "this invite has expired": "该邀请已过期",
    "this invite was already used by this candidate": "该候选人已经使用过这个邀请",
    "this invite was revoked": "该邀请已被吊销",
    "this question was already answered": "这道题已经回答过",
    "this question's time has not run out": "这道题的时间还没有用完",
    "this session is {status}": "该面试记录的状态为 {status}",
    "unknown field(s): {fields}": "不认识的字段：{fields}",
    "unknown bank(s): {banks}": "未知题库：{banks}",
    "unknown invite": "未知邀请",
    "unknown topic(s): {topics}; valid topics: {valid}": "未知主题：{topics}；可用主题：{valid}",
    "url: {problem}": "URL：{problem}",
    "internal error": "服务器内部错误",
    "the service is busy; try again shortly": "服务繁忙，请稍后重试",
    "this link is not valid, was used already, or has expired": "该链接无效、已被使用或已过期",
    "an adaptive invite chooses each question itself: leave questions, draw and type quotas out": (
        "自适应邀请会自行选择每道题：请不要再给出 questions、draw 和题型配额"
    ),
    "an adaptive invite takes max_questions (the most it asks), not question_count": (
        "自适应邀请用 max_questions（最多出题数），不用 question_count"
    ),
    "questions fix the form: leave topics, types and draw out": (
        "已指定题目：请不要再给出 topics、types 和 draw"
    ),
    "question_count is {count} but {named} questions are named": (
        "question_count 为 {count}，但指定了 {named} 道题"
    ),
    "question_count is {count} but the type quotas add up to {total}": (
        "question_count 为 {count}，但各题型配额合计为 {total}"
    ),
    "question(s) named twice: {ids}": "题目重复指定：{ids}",
    "unknown question(s) in this invite's banks: {ids}": "该邀请的题库中没有这些题目：{ids}",
    "an interview asks active questions only: {which}": "面试只能使用可用状态的题目：{which}",
    "the banks cannot fill these quotas: {short}. Questions that exist for these topics, by type: "
    "{exists}": "题库无法满足这些配额：{short}。这些主题下各题型的题目数：{exists}",
    "rate limit for this API key exceeded; retry after {seconds} s": (
        "该 API 密钥的请求过于频繁，请 {seconds} 秒后重试"
    ),
    "rate limit for this candidate exceeded; retry after {seconds} s": (
        "该候选人的请求过于频繁，请 {seconds} 秒后重试"
    ),
    "rate limit for this address after failed authentications exceeded; retry after {seconds} s": (
        "该地址认证失败次数过多，请 {seconds} 秒后重试"
    ),
    "request bodies are limited to {limit} bytes": "请求体最大 {limit} 字节",
}

# a refused form field by pydantic's error type -> Chinese (the context's names: ge, le, max_length…)
VALIDATION: dict[str, str] = {
    "missing": "必填",
    "greater_than_equal": "不能小于 {ge}",
    "greater_than": "必须大于 {gt}",
    "less_than_equal": "不能大于 {le}",
    "less_than": "必须小于 {lt}",
    "string_too_long": "最多 {max_length} 个字符",
    "string_too_short": "至少 {min_length} 个字符",
    "too_long": "最多 {max_length} 项",
    "too_short": "至少 {min_length} 项",
    "int_parsing": "请输入整数",
    "int_type": "请输入整数",
    "literal_error": "只能是 {expected}",
    "enum": "只能是 {expected}",
    "extra_forbidden": "不认识的字段",
}

# a refused bank file's row problems by their English shape -> Chinese (groups by name)
BANK_PROBLEMS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p), zh)
    for p, zh in (
        (r"key: a servable question needs a key", "答案：可用的题目必须有答案"),
        (r"key: a true/false key is 'true' or 'false'", "答案：判断题的答案为 true 或 false"),
        (r"key: a single-choice key is one letter", "答案：单选题的答案是一个字母"),
        (r"options: a choice question needs at least two options", "选项：选择题至少需要两个选项"),
        (
            r"type '(?P<type>[^']*)': a CSV bank holds single, multi or truefalse questions",
            "题型“{type}”：CSV 题库只能包含 single、multi 或 truefalse 题",
        ),
        (r"missing column\(s\): (?P<columns>.*)", "缺少列：{columns}"),
        (r"no question rows", "没有题目行"),
        (r"the file is empty", "文件是空的"),
        (r"the file holds no questions", "文件中没有题目"),
        (r"not UTF-8 text: .*", "不是 UTF-8 文本"),
        (r"duplicate question id '(?P<id>[^']*)'(?P<rest>.*)", "题目 ID“{id}”重复{rest}"),
        (r"invalid JSON: (?P<detail>.*)", "JSON 无效：{detail}"),
        (r"invalid YAML: (?P<detail>.*)", "YAML 无效：{detail}"),
        (r"malformed CSV: (?P<detail>.*)", "CSV 格式错误：{detail}"),
        (r"(?P<field>[\w.]+): Field required", "{field}：必填"),
        (r"(?P<field>[\w.]+): Input should be (?P<what>.*)", "{field}：应为 {what}"),
        (r"(?P<field>[\w.]+): String should have at most (?P<n>\d+) characters?", "{field}：最多 {n} 个字符"),
        (
            r"question id '(?P<id>[^']*)' must be 2-(?P<n>\d+) lower-case letters, digits, '-' or '_'",
            "题目 ID“{id}”须为 2 到 {n} 个小写字母、数字、“-”或“_”",
        ),
    )
]
