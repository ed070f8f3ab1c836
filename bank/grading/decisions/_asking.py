"""An answer that only asks a question back: asked again, never read as an option, a mark or a fill.

Every type asks this before reading: a candidate who writes "Is X still supported in 2.1?" or
"这个怎么能算指标？" has not answered, whatever option, mark or code the question names. Only a
question that asks *about* something counts — an interrogative word or an auxiliary opening on a
subject of its own, or a tag asking to agree with what the clause states ("一共 64 卡对吧？", "是 B
吗？", "…, right?"). A question that only offers an answer tentatively ("B？", "C 吧？") is a reading
to confirm and is left to the readers. An answer with any clause that is not a question, or that
decides ("…？我选 B"), is not only asking.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# English: an auxiliary or interrogative opening the clause ("Is nvfuser still a backend?"; "Is it
# B?" asks to agree with B, as "是 B 吗？" does).
_EN_ASKS = re.compile(
    r"^(?:(?:what|which|why|how|where|when|who)\b"
    r"|(?:is|are|was|were|does|do|did|can|could|should|would|will|has|have|isn't|aren't|doesn't|don't)\s+)",
    re.I,
)
# Chinese: an interrogative word in the clause ("怎么能算…", "该填什么", "签名是啥"), or an
# alternative question between two things the question itself raises ("…是 X 还是反过来？").
# An A-not-A question ("…是不是指 6 个 LayerNorm？", "能不能开") asks as 是否 does (a denial said
# twice where a clause starts, "不对不对", is said once before any reader: ``_text.denial_said_once``).
_ZH_ASKS = re.compile(
    rf"{alternation(lexicon.ASKING_WORDS)}|"
    r"([\u4e00-\u9fff])不\1"  # any verb asked as A-not-A: "算不算", "用不用", "行不行"
)
# A yes-no question saying of a subject that it too counts ("文档长度也能算质量指标？"): asks whether
# it does; a bare "D？" only offers D.
_ALSO_COUNTS = re.compile(
    rf"\S\s*也\s*(?:{alternation(lexicon.ALSO_CAN)})\s*(?:{alternation(lexicon.COUNTS_AS)})\s*\S"
)
# An alternative question about a subject the clause names, between two things that are no option's
# letter or figure ("模式是全局的还是 thread-local 的？"): it asks which; "B 还是 C？", "16 还是 32 呢"
# and "nvfuser 还是 inductor？" offer options.
_ASKS_WHICH = re.compile(
    r"\S\s*(?:是|指)\s*\S[^?？]*?\S\s*还是\s*(?![A-Ha-h](?![A-Za-z])|[\d.]+(?!\d*[A-Za-z]))\S"
)
# An alternative question about the basis of a reckoning, whatever the bases ("GB 按 1000 还是 1024
# 算？", "用 fp16 还是 fp32 算？"): asks which way to reckon; "1000 还是 1024？" weighs figures (a hedge).
_ASKS_BASIS = re.compile(
    rf"(?:{alternation(lexicon.RECKONING_BASES)})\s*\S[^?？]*?还是\s*(?:{alternation(lexicon.RECKONING_BASES)})?"
    rf"\s*\S[^?？]*?(?:{alternation(lexicon.RECKONING_VERBS)})\s*(?:{alternation(lexicon.RECKONING_CLOSINGS)})?$"
)
# A clause that continues a question as its alternative ("…? 还是只能 nvme/cpu", "…? or only cpu").
_ALTERNATIVE_OPENING = re.compile(r"^(?:还是|或者|or\b)", re.I)
# A Chinese question particle ending a clause written without its question mark ("签名是啥").
# An A-not-A verb closing the clause asks as well ("那 C 的 nvfuser 算不算").
_ZH_ENDS_ASKING = re.compile(rf"(?:{alternation(lexicon.ASKING_ENDS)}|([\u4e00-\u9fff])不\1)$")
# A decision after the questions answers them ("…？我选 B", "…? I'd go with C"); the lexicon's
# DECISIONS hold "是" and "那", which a question holds as often ("X 是什么？"), so not those.
_DECIDES = re.compile(lexicon.DECIDES_AFTER_QUESTIONS, re.I)
# ... but a conclusion in a clause asking to agree asks it ("所以是错的吗", "所以 AD 对吧？")
_CONCLUSION_ASKED = re.compile(lexicon.CONCLUSIONS_ASKED, re.I)
_ASKED_CLOSE = re.compile(rf"(?:{alternation(lexicon.ASKED_CLOSES)})$")
_CHOOSING_ASKED = re.compile(lexicon.CHOOSING_ASKED)
# "吧？" closing a clause that says something of a subject of its own ("C 也要改吧？", "mesh 的轴名就是
# 'x' 吧？") asks to agree with it; "C 吧？", "应该是 16 吧？" only offer an answer tentatively.
_SAYS_OF_SUBJECT = re.compile(
    rf"\S\s*(?:的\s*\S[^吧]*?(?:{alternation(lexicon.SAYS_OF)})|也\s*(?:{alternation(lexicon.ALSO_MUST)}))\s*\S"
)
# The copula opening a lone question ("是 16？", "是 C？") asks to agree with what follows it, as "是 16
# 吗？" and "Is it 16?" do; "是 16 吧？" only offers it, and "是 464 GB？或者 232 GB？" (two questions)
# hedges. Lone: one question mark, closing the answer (an option's code may hold a ";").
_COPULA_ASKS = re.compile(r"^是\s*(?!不是)\S(?:.*[^吧\s])?$", re.S)
# A verdict closing a question said of what the clause names by a letter, a figure or code ("A 妥了？",
# "464 GB 对？"): asks whether it holds; a mark said of nothing named ("好像是对的？") offers one.
_VERDICT_ASKED = re.compile(rf"[A-Za-z0-9][^?？]*?(?:{alternation(lexicon.VERDICTS_ASKED)})$")
# "为什么是 A", "莫非对": a question by its opening adverb, typed with no question mark
_OPENS_ASKING = re.compile(rf"^\s*(?:{alternation(lexicon.QUESTION_OPENINGS)})")
# A clause ends at its punctuation; a full stop inside a figure or a name ("2.1", "v.2") does not end one.
_CLAUSE = re.compile(r"(?:[^?？.。!！;；\n]|\.(?=\S))+[?？.。!！;；\n]*")


# A rhetorical question ("那 trim 两边各 10 个岂不是把好人也删了", "难道好人不会被删"), often written
# without its question mark: after a question it argues about what was asked ("0 吗？那…岂不是…"), a
# question back, not a tentative answer. Alone or after a statement it may as well assert: left to the
# readers.
_RHETORICAL = re.compile(r"岂不|难道")


# Asking what the question means ("你是说 …？", "do you mean …?"): about the question, no answer.
_CLARIFYING = re.compile(rf"^\s*(?:那|所以|so)?\s*(?:{alternation(lexicon.CLARIFYING_OPENINGS)})", re.I)


# A figure and an operation left open, asked ("8×？", "2 *?"): asks what it is multiplied by, no answer.
_OPERATION_ASKED = re.compile(r"^\s*\d[\d.,]*\s*[×x*÷/+^]\s*[?？]+\s*$", re.I)


# Saying one has not understood ("没看懂", "看不懂题意"), as a clause of its own beside a question: no
# answer stated, the candidate still asks ("这题和 X 到底啥关系？没看懂"); alone it asks nothing.
_NOT_UNDERSTOOD = re.compile(
    rf"(?:{lexicon.NOT_UNDERSTOOD_LEADS})*"
    rf"(?:{alternation(lexicon.NOT_UNDERSTOOD)})"
    rf"(?:{alternation(lexicon.THE_QUESTION_MEANT)})?(?:{alternation(lexicon.SIGHS)})*"
)


# What one had believed, in words alone (no option's letter, figure or code), after a question about it
# ("…能进 graph 了吗？我一直以为不行"): beside the question it says no answer, as "没看懂" does.
_BELIEVED = re.compile(
    rf"(?:但是?|可是|不过)?\s*我?\s*(?:{alternation(lexicon.BELIEVED_TILL_NOW)})[\u4e00-\u9fff\s]*"
)


# Letters, then a reason asked rhetorically in a clause of its own, naming no letter or figure
# ("A 吧，compile 不是有个 deterministic 参数吗"): it asserts its reason, the letters are the answer.
_LETTERS_THEN_REASON = re.compile(
    r"\s*[A-Ha-h](?:\s*[、,，和]?\s*[A-Ha-h])*\s*吧?\s*[,，]\s*"
    rf"(?P<reason>[^,，;；。?？]*?(?:{lexicon.RHETORICAL_REASON_LEADS})[^,，;；。?？]*?(?:吗|嘛))\s*[?？]?\s*"
)
# what may name another answer in the reason: a letter, a figure, code ("不是有 use_x() 吗" may turn to it)
_NAMES_AN_ANSWER = re.compile(r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])|\d|[_.()=`]")


def only_asks(answer: str) -> bool:
    """Whether every clause of ``answer`` is a question and at least one asks about something."""
    if _copula_asks(answer) or _OPERATION_ASKED.match(answer):
        return True
    reasoned = _LETTERS_THEN_REASON.fullmatch(answer)
    if reasoned and not _NAMES_AN_ANSWER.search(reasoned.group("reason")):
        return False  # "A 吧，compile 不是有个 deterministic 参数吗": the reason asserted, A answered
    if lexicon.has(answer, lexicon.ASKED_TO_SKIP):
        return False  # "这题能换一道吗": asks to move on, a give-up the readers read
    clauses = [match.group().strip() for match in _CLAUSE.finditer(answer)]
    clauses = [clause for clause in clauses if clause.strip("?？.。!！;；… ")]
    if not clauses:
        return False
    asking = False
    for index, clause in enumerate(clauses):
        body = clause.rstrip("?？.。!！;；… ")
        if _NOT_UNDERSTOOD.fullmatch(body) or (asking and _BELIEVED.fullmatch(body)):
            continue  # "…？没看懂", "…了吗？我一直以为不行": beside a question, says no answer
        argued = index > 0 and bool(_RHETORICAL.search(body))  # after a question: every clause before is one
        opened = bool(_OPENS_ASKING.match(body))
        marked = clause.endswith(("?", "？")) or argued or opened
        said_of_subject = marked and body.endswith("吧") and bool(_SAYS_OF_SUBJECT.search(body[:-1]))
        tagged = marked and _asks_to_agree(body)  # "reduce-overhead 就是 CUDA Graphs 模式对吧？"
        decided = body.replace("就是", "") if said_of_subject or tagged else body
        if (tagged or _ASKED_CLOSE.search(body)) and _asks_to_agree(body):
            decided = _CONCLUSION_ASKED.sub(" ", body)  # "不好说 所以是错的吗": the conclusion asked
        if _ASKED_CLOSE.search(body) and _asks_to_agree(body):
            decided = _CHOOSING_ASKED.sub(" ", decided)  # "ABDE 都选吗": whether to choose, asked
        if _DECIDES.search(decided):
            return False  # "…就是 X 吧？" and "…就是 X 对吧？" ask to agree; "…？就是 B" decides
        if not (marked or _ZH_ENDS_ASKING.search(body) or _ALTERNATIVE_OPENING.match(body)):
            return False  # a statement beside the question: read by the readers
        asking = (
            asking
            or argued
            or opened
            or bool(_EN_ASKS.match(body) or _ZH_ASKS.search(body))
            or _asks_to_agree(body)
            or said_of_subject
            or bool(marked and _ALSO_COUNTS.search(body))
            or bool(marked and _ASKS_WHICH.search(body))
            or bool(marked and _ASKS_BASIS.search(body))
            or bool(clause.endswith(("?", "？")) and _VERDICT_ASKED.search(body))
            or bool(clause.endswith(("?", "？")) and _CLARIFYING.match(body))
        )
    return asking


def asks_which_meant(answer: str) -> bool:
    """Whether ``answer`` only asks which of two readings the task means ("要求 b 的方差是 token 数的
    方差还是 loss 的？"): naming both, it offers neither as its answer, unlike a yes-no question that
    proposes one ("用 Triton 动态批处理可以吗？"); an answer that goes on to choose is no such question."""
    clauses = [match.group().strip().rstrip("?？.。!！;；… ") for match in _CLAUSE.finditer(answer)]
    clauses = [clause for clause in clauses if clause]
    return (
        bool(clauses)
        and only_asks(answer)
        and all(
            _ASKS_WHICH.search(clause)
            or _ASKS_BASIS.search(clause)
            or (_CLARIFYING.match(clause) and _WHICH_OF_TWO.search(clause))  # "先确认下，X 还是 Y？"
            for clause in clauses
        )
    )


# "还是" between two things, neither an option's letter nor a bare figure
_WHICH_OF_TWO = re.compile(r"\S\s*还是\s*(?![A-Ha-h](?![A-Za-z])|[\d.]+(?!\d*[A-Za-z]))\S")
_PREMISE_DOUBTED = re.compile(alternation(lexicon.PREMISE_DOUBTED))
_RECALLED = re.compile(rf"^\s*(?:但是?|可是|不过)?\s*(?:{alternation(lexicon.RECALLED_LEADS)})")
# an option's letter standing alone ("B 真的对吗？"): a question of one's own on an option, answered after
# it, is a self-question the readers read, not a doubt of the premise
_LETTERS = re.compile(r"(?<![A-Za-z0-9_])(?:[A-H]+|[a-h])(?![A-Za-z])")  # "B", "ABCD"; not "180B"


def doubts_premise(answer: str, kind: str = "") -> bool:
    """Whether ``answer`` only doubts what the task or an option takes as given: it opens on a question
    that doubts ("drop_tokens 真有这个参数？", "64 张卡真的够 180B 吗？") and goes on only with more such
    questions or with what the candidate recalls or feels of it ("我印象里叫 drop_policy", "我感觉不够"),
    naming no option's letter and deciding nothing. No answer to the task: asked again. Not for a
    true/false claim (``kind``, the question's type, "truefalse"), where the doubted question restates the
    claim and the feeling after replies to it ("真的不支持吗？我记得支持": 错)."""
    if kind == "truefalse":
        return False
    clauses = [match.group().strip() for match in _CLAUSE.finditer(answer)]
    clauses = [clause for clause in clauses if clause.strip("?？.。!！;；… ")]
    if not clauses or _LETTERS.search(answer) or _DECIDES.search(answer):
        return False
    first = clauses[0].rstrip("。.!！;；… ")
    asked = first.endswith(("?", "？")) or _ZH_ENDS_ASKING.search(first)
    if not asked or not _PREMISE_DOUBTED.search(first):
        return False
    return all(
        clause.endswith(("?", "？")) or (_RECALLED.match(clause) is not None and not _DIGIT.search(clause))
        for clause in clauses[1:]
    )  # "…？我觉得要 128 张" gives a figure of its own: left to the readers


_DIGIT = re.compile(r"\d")


def _copula_asks(answer: str) -> bool:
    """Whether ``answer`` is one question opening on the copula ("是 16？"), deciding nothing."""
    stripped = answer.strip()
    if not stripped.endswith(("?", "？")) or stripped.count("?") + stripped.count("？") != 1:
        return False
    body = stripped.rstrip("?？ ")
    return bool(_COPULA_ASKS.match(body)) and not _DECIDES.search(body)


# Only words that lean or believe before a tag that offers a mark ("应该对吧", "我觉得是吧", "大概不对吧"):
# the mark offered tentatively, no statement asked about
_ONLY_LEANING = re.compile(rf"\s*(?:(?:{lexicon.OFFERING_LEADS})\s*)?(?:还是\s*)?(?:不\s*)?", re.I)


def _asks_to_agree(body: str) -> bool:
    """Whether a clause states something and closes on a tag asking to agree with it ("一共 64 卡对吧",
    "是 B 吗", "64 cards, right"): a question back, not a reading, whatever it states."""
    folded = body.casefold().strip()
    if folded in lexicon.AGREEMENT_TAGS:
        return False  # "对吗" alone states nothing: on a true/false claim, the mark asked (read there)
    for tag in lexicon.AGREEMENT_TAGS:
        # a Chinese tag closes the clause whatever jieba joins it to ("64 卡对吧" is cut "卡对|吧")
        start = len(folded) - len(tag)
        if not folded.endswith(tag) or (tag.isascii() and start and folded[start - 1].isalnum()):
            continue
        if tag in lexicon.OFFERING_TAGS and body[:start].strip() and _ONLY_LEANING.fullmatch(body[:start]):
            return False  # "应该对吧": the mark offered, leaning, not a statement asked about
        if body[:start].strip(" ,，、"):
            return True
    return False
