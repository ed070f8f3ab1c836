"""The console's own words in simplified Chinese and English (the console part of the recruiter-facing
catalogue; the API's problems are in ``api/catalogue_problems.py``; both are read through
``api.catalogue``). A key may hold ``{names}`` filled by the template (``t('n_points', n=2)``)."""

from __future__ import annotations

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
    "too_many_sign_ins": (
        "登录尝试次数过多。请在 {seconds} 秒后（约 UTC {at}）再试。",
        "Too many sign-in attempts. Try again in {seconds} s (at about {at} UTC).",
    ),
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
    "created": ("邀请已创建", "Invite created"),
    "deep_link": ("邀请链接", "Invite link"),
    "copy": ("复制", "Copy"),
    "copied": ("已复制", "Copied"),
    "time_limit_short": (
        "注意：每题限时 {limit} 秒，短于本邀请最长的题目所需（{kind}约需 {needed} 秒）。",
        "Note: {limit} s per question is shorter than this invite's longest question needs "
        "({kind}: about {needed} s).",
    ),
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
    "sort_duration": ("用时", "duration"),
    "descending": ("降序", "descending"),
    "ascending": ("升序", "ascending"),
    "filter": ("筛选", "Filter"),
    "download_csv": ("下载 CSV", "Download CSV"),
    "candidate": ("候选人", "Candidate"),
    "score": ("得分", "Score"),
    "answered": ("已答", "Answered"),
    "duration": ("用时", "Duration"),
    "opened": ("打开于", "Opened"),
    "no_sessions": ("没有符合条件的记录。", "No sessions match."),
    "page": ("页", "Page"),
    "previous": ("上一页", "Previous"),
    "next": ("下一页", "Next"),
    "first_page": ("第一页", "First page"),
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
    # A flag's detail: the detector writes the English, the JSON API's wire form (a flag's figures are its
    # other fields); the console reads the figures back by this shape (``api.catalogue.flag_detail``).
    "flag_detail_forwarded": (
        "转发的消息已被拒收，不作为第 {question} 题的答案",
        "a forwarded message was refused as the answer to question {question}",
    ),
    "flag_detail_edited": (
        "发送后被编辑；评分依据原文，成绩不变",
        "edited after it was sent; the original text was graded and stands",
    ),
    "flag_detail_fast": (
        "题目显示后 {seconds} 秒即收到 {chars} 个字符（每秒 {rate} 个字符；超过每秒 {limit} 个就不是打字）",
        "{chars:character|characters} {seconds} s after the question was shown "
        "({rate:character|characters}/s; more than {limit} is not typing)",
    ),
    "flag_detail_quick_correct": (
        "{chars} 个字符的题目显示后 {seconds} 秒即答对（读完至少需要 {reading} 秒）",
        "correct {seconds} s after a {chars}-character question was shown "
        "(reading it takes at least {reading} s)",
    ),
    "flag_detail_similar": (
        "与会话 {session} 的答案几乎相同（词元三元组重合 {share}；阈值 {threshold}）",
        "near-identical ({share} of token shingles shared; threshold {threshold}) to the answer of session "
        "{session}",
    ),
    "late_by": ("超出时限", "late by"),
    "skipped": ("跳过", "skipped"),
    "key": ("答案", "Key"),
    "source_key": ("原始答案", "Source key"),
    "explanation": ("解析", "Explanation"),
    "errata": ("勘误", "Errata"),
    # an erratum's side that is no text: the curated banks' markers (bank/model.py ``Erratum``)
    "erratum_none": ("（无）", "(none)"),
    "erratum_removed": ("（删去）", "(removed)"),
    "options": ("选项", "Options"),
    "points": ("分值", "Points"),
    "compare": ("候选人对比", "Candidates compared"),
    "distribution": ("得分分布", "Score distribution"),
    "candidates": ("候选人", "Candidates"),
    "item_stats": ("题目统计", "Item statistics"),
    "no_items": (
        "还没有可统计的作答：统计只计已结束面试中计分题目的作答。",
        "No answers to count yet: the statistics count answers to scored questions of interviews "
        "that are over.",
    ),
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
    "days_range": ("请输入 1 到 365 之间的整数", "a whole number from 1 to 365, please"),
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
    "original_grade": ("答案更正后已重新评分；原评分", "Regraded after a correction; original grade"),
    "changed": ("结果改变", "changed"),
    "delete_bank": ("删除题库", "Delete this bank"),
    "delete_bank_anyway": ("仍然删除题库", "Delete this bank anyway"),
    "bank_in_use": (
        "以下有效邀请的固定题目使用了本题库的题目：删除题库后，候选人将无法开始这些邀请。请先撤销这些邀请，或仍然删除。",
        "The fixed forms of these open invites name this bank's questions: once the bank is deleted, no "
        "candidate can start them. Revoke them first, or delete the bank anyway.",
    ),
    "its_questions": ("使用的本库题目", "its questions from this bank"),
    "stem": ("题干", "Stem"),
    "id": ("编号", "Id"),
    "uploaded": (
        "题库已上传：{n} 道题，正在建立索引，完成后即可用于邀请。",
        "Bank uploaded: {n:question|questions}; indexing now, usable in invites once it is ready.",
    ),
    "broken_invites": (
        "本次上传移除了以下有效邀请固定使用的题目，候选人现在无法开始这些邀请（没有明确编号的题目按内容编号，"
        "修改题干或选项就会得到新编号）。请把这些题目按原样重新上传，或新建邀请。",
        "This upload removed questions the fixed forms of these open invites name: no candidate can start "
        "them now (a question without an explicit id is named by its content, so editing its text or options "
        "gives it a new id). Upload those questions back as they were, or make new invites.",
    ),
    "removed_questions": ("被移除的题目", "removed questions"),
    "n_questions": ("{n} 道题", "{n:question|questions}"),
    "n_sessions": ("{n} 场面试", "{n:session|sessions}"),
    "n_points": ("{n} 分", "{n:point|points}"),
    "bstatus_indexing": ("索引中", "indexing"),
    "bstatus_ready": ("可用", "ready"),
    "bstatus_failed": ("索引失败", "indexing failed"),
    # a failed bank's ``error``: the English is the JSON's sentence, the same whatever Accept-Language says
    "bank_error_indexing": ("建立检索索引时出错：{detail}", "indexing failed: {detail}"),
    "qstatus_draft": ("草稿", "draft"),
    "type_single": ("单选题", "single choice"),
    "type_multi": ("多选题", "multiple choice"),
    "type_truefalse": ("判断题", "true/false"),
    "type_code": ("代码填空", "code"),
    "type_calc": ("计算题", "calculation"),
    "type_short": ("简答题", "short answer"),
    "type_design": ("设计题", "system design"),
    "type_derivation": ("推导题", "derivation"),
    "format_csv": ("CSV", "CSV"),
    "format_yaml": ("YAML", "YAML"),
    "format_json": ("JSON", "JSON"),
    "format_text": ("试卷文本", "exam text"),
    "format_aiken": ("Aiken", "Aiken"),
    "format_gift": ("GIFT", "GIFT"),
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
    "mode_adaptive": ("自适应出题", "Adaptive"),
    "target_se": ("目标标准误（达到即结束）", "Target SE (stops when reached)"),
    "sort_ability": ("能力 θ", "ability θ"),
    "ability": ("能力 θ ± 标准误", "Ability θ ± SE"),
    "ability_help": (
        "θ：能力估计，量表见下；区间为 θ ± 2 个标准误（约 95%），画在 −3 到 +3 之间，"
        "箭头表示区间超出这一范围。区间重叠的候选人无法可靠地区分。",
        "θ: the ability estimate, on the scale said below; the bar is θ ± 2 SE (about 95 %), drawn from −3 "
        "to +3: an arrowhead marks a bar that runs on past that. Candidates whose bars overlap cannot be "
        "told apart reliably.",
    ),
    "difficulty_b": ("难度 b", "Difficulty b"),
    "discrimination_a": ("区分度 a", "Discrimination a"),
    # the calibration and how many finished interviews it rests on, as every page that shows θ or b says it
    "latest_calibration": (
        "本机构最近一次校准（{scale}，{sessions} 场面试）",
        "this organisation's latest calibration ({scale}, {sessions:interview|interviews})",
    ),
    "irt_help": ("{calibration}的估计值 ± 标准误。", "From {calibration}, ± standard error."),
    "ability_scale": (
        "θ 的量表来自{calibration}：0 为这些面试的候选人的平均水平，1 为高一个标准差；"
        "题目的难度由这些面试估计。面试少，量表就粗略："
        "一道题约 30 次作答后难度才可用（题目页面显示其作答次数）。",
        "θ is on the scale of {calibration}: 0 is the average of those interviews' candidates, 1 one "
        "standard deviation above, and the questions' difficulties were estimated from them. Few "
        "interviews make a rough scale: a question's difficulty is usable from some 30 answers (its page "
        "says how many it has).",
    ),
    "ability_prior_scale": (
        "尚未校准：θ 所用的难度来自公共题库的难度等级（1–5），而非本机构的面试，只是粗略的参考。",
        "Not calibrated yet: θ uses the public bank's difficulty ratings (1–5), not this organisation's "
        "interviews, and is a rough guide only.",
    ),
    "irt_all_right": (
        "无法估计：{n} 次作答全部答对，只知道它比这些候选人的水平都容易，具体多容易答案说不出来。",
        "Cannot be estimated: every answer was right ({n:answer|answers}). It is easier than these "
        "candidates can show; by how much, their answers cannot say.",
    ),
    "irt_all_wrong": (
        "无法估计：{n} 次作答全部答错，只知道它比这些候选人的水平都难，具体多难答案说不出来。",
        "Cannot be estimated: every answer was wrong ({n:answer|answers}). It is harder than these "
        "candidates can show; by how much, their answers cannot say.",
    ),
    "irt_negative": (
        "⚠ 区分度为负：整体水平较高的候选人反而更常答错，难度没有意义，请核对答案。",
        "⚠ Negative discrimination: the candidates who did better overall got it wrong more often. Its "
        "difficulty means nothing; check its key.",
    ),
    "irt_few": (
        "仅有 {n} 次作答（约 30 次后难度才可用）：估计值主要来自公共题库的难度等级。",
        "Only {n:answer|answers} (a difficulty is usable from some 30): the estimate leans mostly on the "
        "public bank's difficulty rating.",
    ),
    "not_calibrated": (
        "尚未校准：需要本机构已完成的面试。",
        "Not calibrated yet: it needs this organisation's finished interviews.",
    ),
    "notifications": ("Telegram 通知", "Telegram notices"),
    "notifications_help": (
        "在 Telegram 中接收本机构的消息：面试完成（含得分）、答案被标记、邀请用完或即将过期。"
        "点击下面的按钮生成一次性链接（一小时内有效），在 Telegram 中打开并点“开始”。"
        "在机器人中发送 /unlink 可随时取消；吊销生成链接所用的密钥也会取消。",
        "Hear of this organisation in Telegram: a finished interview (with its score), a flagged answer, "
        "an invite used up or about to expire. The button makes a one-time link (valid for an hour): open "
        "it in Telegram and press Start. Send /unlink to the bot to stop at any time; revoking the key "
        "that made the link stops it too.",
    ),
    "telegram_link": ("关联链接", "Link"),
    "link_telegram": ("生成 Telegram 关联链接", "Make a Telegram link"),
    "link_made": ("一次性关联链接（一小时内有效）", "One-time link (valid for an hour)"),
    "linked_chats": ("已关联的 Telegram 账号", "Linked Telegram accounts"),
    "no_links": ("还没有关联的 Telegram 账号。", "No Telegram account linked yet."),
    "chat": ("Telegram 账号", "Telegram account"),
    "linked_at": ("关联时间", "Linked"),
    "events": ("通知事件", "Events"),
    "unlink": ("取消关联", "Unlink"),
    "event_session.finished": ("面试完成", "interview finished"),
    "event_answer.flagged": ("答案被标记", "answer flagged"),
    "event_invite.exhausted": ("邀请已用完", "invite used up"),
    "event_invite.expiring": ("邀请即将过期", "invite expiring"),
    "tg_finished": (
        "✅ {candidate} 完成了面试「{title}」\n得分：{score}",
        "✅ {candidate} finished “{title}”\nScore: {score}",
    ),
    "tg_flagged": (
        "⚑ 候选人 {candidate} 第 {position} 题的答案被标记：{flags}",
        "⚑ Candidate {candidate}'s answer to question {position} was flagged: {flags}",
    ),
    "tg_exhausted": (
        "邀请「{title}」的使用次数已用完（{uses} 次）",
        "Invite “{title}” is used up ({uses:use|uses})",
    ),
    "tg_expiring": ("邀请「{title}」将于 {expires} 过期", "Invite “{title}” expires at {expires}"),
    "tg_open": ("在控制台查看", "Open in the console"),
    "tg_linked": (
        "已关联「{org}」的通知。面试完成、答案被标记、邀请用完或即将过期时，会在这里收到消息；"
        "可在控制台选择事件。发送 /unlink 取消。",
        "Linked to “{org}”: finished interviews, flagged answers and invites used up or about to expire "
        "will be told here (choose the events in the console). Send /unlink to stop.",
    ),
    "tg_unlinked": ("已取消「{orgs}」的通知。", "Notices from “{orgs}” stopped."),
    "tg_not_linked": (
        "这个 Telegram 账号没有关联任何机构的通知。",
        "This Telegram account is linked to no organisation.",
    ),
}
