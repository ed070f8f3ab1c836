"""Every word list the reader understands, as data: the one place its words are written.

The readers (choices, true/false, figures, code, open answers) take their words from here, by name:
``_words.find`` finds a list's words in an answer on jieba's word boundaries, and where a reader
needs a regular expression it builds it from a list (``alternation``), never spelling the words
itself. Each list says in one line what it means to the reader, with an example.

A list comes in one of two shapes. Plain words are a tuple (``_words("甲|乙")``), joined in their
order by ``alternation`` (a regex takes the first that matches, so the order is kept as written). Words
that carry their guards — a look-around ("(?<![没无])有误"), an optional character ("站不住脚?"), a
word boundary ("\\bnot\\b") — are a pattern string, each entry a word with its guard, used as it is.

Kept as Python, not a data file: tomllib costs some 23 ms to import and 10 ms to parse a file this
size, on every import of the grading package. This file is data alone and is over 400 lines for that
reason: one list a few lines, grouped by kind, about 1,600 lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def alternation(words: Iterable[str]) -> str:
    """``words`` as one regex alternation, in the order given (a regex takes the first that matches:
    where a longer word must win, the list says it first)."""
    return "|".join(re.escape(word) for word in words)


# ---- The readers' shared words (found with ``_words.find``) ----


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split("|"))


# "All" said of what was named before it ("其余三个都对", "…但我认为都不对", "A、D 全都要"): the words every
# reader of "all of them" takes. A reader that hears more says so by a list of its own made of these and
# its additions, each said where it is read (``ALL_OF_THEM``, ``TAKES_ALL``, ``SAID_OF_ALL``,
# ``EXCEPT_ALL``, ``EVERY_ALL``, ``FIGURES_DENIED_ALL``, ``LIST_SUMMING``); a longer word stands before its
# own start ("全都" before "全"). ``REST_ALL`` ("其余都不选") has no "全都" yet.
ALL_OF = _words("全都|都|全")
# ... with "全部", said of a list ("A、D 不全部要", "…，全部都能用").
ALL_OF_THEM = ("全部", *ALL_OF)


# Going back to an earlier answer without naming it, all that follows the last correction ("……算了还是原来
# 那个", "……改回去吧"): which earlier answer is the candidate's to say, so it is asked again (``_went_back``).
GONE_BACK_TO = _words(
    "原来那个|原来的|原来那样|原先那个|原先的|之前那个|之前的|一开始那个|一开始的|最开始那个|最开始的|最初那个|"
    "最初的|刚才那个|刚才的|先前那个|先前的|第一个说的|头一个说的|改回去|改回来|换回去|换回来|the original|"
    "the first one|my first answer|what i said first"
)
GONE_BACK_LEADS = _words("还是|那还是|就|那就|还是选|还是用|还是填|选|用|填|回到|go with|back to|stick with")
GONE_BACK_CLOSINGS = _words("吧|好了|了|嗯")
# An answer closed by putting it off ("B？我再想想", "464 GB 吧，算了"): not settled on, or dropped; never
# graded correct (``_went_back``). Said alone ("这题算了") it is a give-up, read as before.
PUT_OFF_CLOSINGS = _words(
    "我再想想|让我再想想|让我想想|再想想|我再想一下|再想一下|等我再想想|我再考虑一下|再考虑一下|算了|"
    "let me think again|let me think|let me think about it|hmm let me think"
)
# Another question named as what the answer is for ("上一题选 B", "前一题是 464 GB", "the previous question:
# D"): not this one's answer, asked again (``_went_back``) — unless this one is named too, or the answer
# is said to be the same ("这题也选 B", "跟上一题一样，B"). "下一题" moves on (a give-up) and is not here.
OTHER_QUESTIONS = _words(
    "上一题|上一道题|上一道|前一题|前一道题|上题|上道题|前面那题|前面那道题|前面一题|刚才那题|刚才那道题|之前那题|"
    "之前那道题|另一题|另一道题|别的题|the previous question|the last question|the question before|"
    "the other question|previous one"
)
THIS_QUESTION_TOO = _words(
    "这题|这道题|这一题|本题|这个题|此题|也|一样|同样|相同|还是|"
    "this question|this one|the same|same as|too|also|as well"
)
# An answer given on a condition ("如果是推理就选 C", "C，如果是推理的话", "C if inference", "depends; C"):
# for one case, not the question's answer, asked again (``_went_back``). A condition on choosing itself
# or on memory ("如果一定要选", "if I had to pick", "如果没记错") is set aside first: the answer stands.
# Not "要是" inside "主要是", "需要是", "只要是" ("主要是离散误差大": mainly, no "if"), nor "if
# anything" ("False, if anything it's the other way round": rather, no case; "if anything changes" is one).
ANSWER_CONDITIONS = (
    # "not sure if", "wonder if", "don't know if": whether, a doubt asked, no condition
    r"如果|假如|假设|(?<![主需只])要是|若是|倘若|万一|(?<!sure )(?<!wonder )(?<!know )"
    r"\bif\b(?!\s+anything\s*(?:[,，.;。]|$|(?:it|it's|that's|the|more|less|fewer|rather)\b))|"
    r"\bassuming\b|\bsuppose\b|\bprovided\b|\bin case\b|"
    # a premise the candidate adds ("A，前提是 batch 够大", "对，前提是…"): the answer holds only then
    r"前提是|前提条件是|\bon condition that\b|"
    # a fallback opening a clause ("48，不行就 64", "48，64行不行，不行的话 64", "B，行就 B，不够再 C"): the
    # answer depends on whether one works; not "不行，64" (denied) nor "A 不行就排除" (a reason, mid-clause)
    r"(?:^|(?<=[,，;；。]))\s*(?:不?行|不?够|不?可以)(?:的话)?\s*(?:就|再)|(?:^|(?<=[,，;；。]))\s*不行的话|"
    # a version it holds in ("旧版是 C", "老版本选 C", "C for older versions", "C in v1"): not the question's
    # as asked ("对，老版本 还是错的" says what the old one was, beside the mark)
    r"(?:旧版本?|老版本?|早期版本)(?:里|中|下)?\s*(?:就|也)?\s*(?:是|选|为)|"
    r"\b(?:in|for|on)\s+(?:older|old|earlier|legacy|newer)\s+versions?\b|\bin\s+v\d|"
    # in theory set against practice in the next clause ("理论上 A，实际 B", "B in theory, A in practice"):
    # two cases, each its own ("in theory and in practice" is none)
    r"(?:理论上|\bin theory\b|\bon paper\b)(?=[^,，;；]*[,，;；][^,，;；]*?(?<!\band\s)(?<![和与及也])"
    r"(?:实际|实践|\bin practice\b|\bpractically\b))"
)
# ... or opened by the case it holds in ("在单卡下是 A", "在单卡下对", "在 batch 大的时候选 C"), or by a
# premise without "在" ("单卡的前提下是 A", "batch 大的条件下选 C"): one case, not the question's; the
# stem's own case said again ("在同等条件下", "同条件下", "在其他条件不变时") is none, and so is a premise
# without "在" that only leaves something out ("没有梯度累积的前提下是 16": the stem's plain case, as
# seen/blind-21.yaml labels it)
_STEM_CASE = r"(?![^,，。;；]*(?:同等|相同|同样|同条件|其他|其它|其余|别的|题目|题干|题设))"
ANSWER_CASES = (
    rf"在{_STEM_CASE}[^,，。;；]{{1,16}}?(?:下|时|的时候|情况下|场景下|前提下|条件下)"
    rf"|{_STEM_CASE}(?![没不无未])[^,，。;；\s][^,，。;；]{{0,15}}?(?:前提下|条件下)"
)
# ... or opened by saying it depends ("看情况，C", "depends; C"); said later, it is a reason ("…只取决于噪声")
ANSWER_DEPENDS = r"取决于|看情况|视情况|分情况|看场景|\bit depends\b|\bdepends\b|\bdepending\b"
CHOOSING_CONDITIONS = _words(
    "如果让我选的话|硬要选的话|真要选的话|如果要选的话|要是要选的话|要选的话|选的话|真要选|硬要选|如果要选|"
    "要我选的话|让我选的话|非要选的话|一定要选的话|如果一定要选|如果非要选|如果必须选|如果只能选|如果让我选|如果要我选|要我选|让我选|非要选|一定要选|只能选一个|"
    "如果没记错|如果我没记错|没记错的话|如果我没理解错|如果没理解错|"
    "if i had to pick|if i had to choose|if i must pick|if i must choose|"
    "if i have to pick|if i have to choose|"
    "if i remember correctly|if i recall correctly|if i recall|if memory serves|if i'm not mistaken"
)
# What opens a reason: a condition after it explains the answer ("C，因为如果用 B 会 OOM").
REASON_OPENERS = r"因为|由于|否则|不然|毕竟|\bbecause\b|\bsince\b|\botherwise\b|\bcause\b"
# The answer takes back what it said before: what follows the last correction is the answer.
CORRECTIONS = _words(
    # "哦不" and its neighbours, another interjection before 不 ("50%，啊不 37.5"): the same correction
    "哦不对|噢不对|啊不对|呃不对|不对不对|哦不|噢不|喔不|啊不|呃不|额不|不不|撤回|撤销|收回|等等|等一下|等下|等一等|算了|不管了|开玩笑的|开个玩笑|开玩笑|更正一下|更正|纠正一下|纠正|改一下|说错了|说错|我错了|搞错了|算错了|"
    "但其实|其实|后来发现|后来|转念一想|仔细一想|想了想|改成|改为|换成|改|"
    "wait|actually|sorry|i mean|correction|"
    # a step said forgotten (OMISSIONS), then the answer with it ("…忘了 ×2，464 GB")
    "忘了|忘记了|漏了|少算了|forgot|i forgot|"
    # a step said done once too often ("928 GB，多乘了一个 2，除掉就是 464 GB"): what follows mends it
    "多乘了|多除了|多加了|多算了|算多了|乘多了|重复算了|counted twice|double counted|"
    "scratch that|hold on|never mind|forget it|just kidding|kidding|"
    "no wait|oops|on second thought"
)
# The interjections that make "不" after them a correction ("啊不 37.5", "哦不 B": ``_interjected_no``).
INTERJECTED_NO = _words("哦|噢|喔|啊|呃|额|唔")
# Of the corrections, those saying something was left out: on a multiple choice they add what
# follows to what was chosen ("D，漏了 A、C"), they take nothing back.
OMISSIONS = _words("忘了|忘记了|漏了|少算了|forgot|i forgot")
# A turn: a denial followed by a new statement ("不对，应该是 232GB", "No, it's C"): the denial
# is a correction only when a commitment follows it.
TURN_DENIALS = _words("不对|不是|错了|不|no|nope")
# What, right after a denial, makes it a turn ("不对，应该是 …", "no, it's …"): a new statement follows
# (a digit or a backtick does too).
TURN_STATEMENTS = _words("应该|应为|应当|而是|是|为|选|answer is|it's|its|it is|should be|the answer")
# The answer keeps an alternative open: with two options named, never a committed choice.
HEDGES = _words(
    "也有可能|也可能是|也可能|也说不定|说不定|也说不准|也说不好|也不好说|也难说|也不是没可能|不是没可能|也不是不可能|不是不可能|也不是不行|也不是不可以|也未尝不可|未尝不可|拿不准|拿不定|二选一|不确定是|"
    "也许还有|或许还有|可能还有|说不定还有|可能也对|可能也|大概也|也许也|或许也|估计也|好像也行|好像也|似乎也|也行|也说得通|也有道理|也有点道理|也有些道理|也有几分道理|也有一定道理|也不无道理|也合理|也挺合理|对一半|对了一半|半对|"
    "maybe also|possibly also|perhaps also|maybe 也|perhaps 也|possibly 也|maybe也|perhaps也|possibly也|"
    "either|or maybe|could also|might also|may also|or possibly|"
    "is possible|is also possible|also possible|possible too|is also an option|"
    "can't decide between|torn between|"
    # the other named as likely as the one chosen ("B, but A is just as likely", "B，A 也一样可能")
    "just as likely|equally likely|as likely|just as plausible|equally plausible|"
    "同样可能|一样可能|同样有可能|一样有可能"
)
# The answer doubts itself: a reading to confirm, and no answer at all when nothing is committed.
DOUBTS = _words(
    "不太确定|不确定|说不准|说不好|不好说|拿不准|没把握|不敢肯定|很难说|难说|存疑|待定|犹豫|不清楚|再想想|让我想想|我想想|"
    "not sure|unsure|no idea|i doubt|let me think"
)
# Saying one cannot answer, as a clause of its own ("答不了", "这个我算不出来", "I give up on this one"):
# an attempt that scores nothing. "不会" alone may deny a claim ("不会，它只是…"; "我不会" does not), and
# doubts ("记不清", "not sure") are asked again: neither is here.
GIVE_UPS = _words(
    "不知道|我不会|我也不会|不会做|不会算|不会写|不会答|答不了|答不出|答不出来|答不上|答不上来|算不出|算不出来|算不了|"
    "做不出|做不出来|做不了|写不出|写不出来|想不出|想不出来|放弃|没学过|不懂|没思路|没有思路|没头绪|毫无头绪|"
    "这题不会|这道题不会|这题真不会|真不会|这题不做了|这题不做|不做了|不答了|不答|超纲了|超纲|交白卷|这题我弃了|这题弃了|我弃了|弃了|弃权|没背过|没背|没记过|算不动|做不动|只听过名字|只看过名字|只知道名字|只知道个名字|蒙不出来|蒙不出|猜不出来|猜不出|记不住了|记不住|想不起来了|想不起来|"
    "不记得了|不记得|记不得|推不出来|推不出|乘不动|不太记得了|不太记得|背不下来|记不下来|记不得了|记不清了|记不清|完全空白|一片空白|脑子空白|一无所知|"
    "no idea how to start|no clue how to start|don't remember|"
    "猜都不想猜|不想猜|懒得猜|猜不了|"  # not even a guess: "猜都不想猜"
    "give up|gave up|no idea|no clue|dunno|idk|don't know|do not know|dont know|can't answer|cannot answer|"
    "can't solve|cannot solve|can't work it out|beats me|pass"
)
# Asking to move on ("下一题", "这题能换一道吗", "can we skip this?"): a give-up, asked or not.
ASKED_TO_SKIP = _words(
    "下一题|跳|换一题|换一道|换一道题|换个题|换道题|换下一题|跳过|skip|next question|another question"
)
GIVE_UPS += ASKED_TO_SKIP
# Saying one does not know the topic ("MAML 我不熟", "这种变量谁记得住"): a give-up only when it closes
# the answer; before an attempt ("我不太熟，大概是…") the attempt is what is read.
UNFAMILIAR = _words(  # and never tried, never looked, forgot: "…，没上过手", "这些细节没关注过", "条数忘了"
    "我不熟|不太熟|不熟|没怎么用过|谁记得住|谁背得住|谁记得|没了解过|没接触过|没用过|没碰过|不了解|没听说过|"
    "没上过手|没上手过|没实际用过|没关注过|没注意过|没留意过|没研究过|忘了|忘记了|"
    "没拆过|没做过|没读过|没看过|没细看过|没仔细看过|没跑过|没查过|没调过|没试过|没玩过|没印象|真没印象|"
    "没搞过|没弄过|没经验|没什么经验|没有经验|没啥经验|"  # "RLHF 我没搞过", "trt-llm 这块没经验"
    "没写过|没手写过|只听过|先空着"  # "triton 我只听过，没写过 kernel", "…没写过，先空着"
)
# Saying it is unclear to one ("不清楚"): a doubt ("B 那个不清楚" is asked again), but a give-up as the
# answer's closing clause alone, after clauses naming no option, figure or code ("NCCL 的环境变量我从来
# 不调，不清楚", "PPO 我只调过 lr，这个不清楚"). "说不清楚" (hard to say) stays a doubt.
UNCLEAR = _words("不清楚|不太清楚|搞不清楚|搞不清")
# Not knowing or remembering, opening an answer of one clause that ends on the topic it is said of
# ("不记得 DiT 的结构了", "不清楚 TinyBERT 这个细节"): a give-up; with no topic after it, as above.
UNKNOWN_OPENINGS = _words(
    "不知道|不记得|不太记得|记不得|记不清|想不起来|不清楚|不太清楚|不懂|没学过|不了解|没了解过"
)
# Closing an answer after a clause of not knowing its topic ("SDXL 的 UNet 没拆过，不会", "这个对比实验我
# 没做过，说不好"): "不会" or a doubt, alone, adds nothing to the give-up before it; nor does "过" (pass:
# "TinyBERT 没看过，过"), found as a word only, never inside "过拟合" or "不过".
UNFAMILIAR_CLOSINGS = ("不会", "过", *DOUBTS)
# What stresses not knowing before it ("我真的不记得…"), and what makes the topic after it a question
# ("不记得用的是哪种斜率了": which one, asked, is left as it was read).
UNKNOWN_STRESSES = _words("真的|完全|实在|真")
# The words asking a value ("2/64 是多少来着", "默认几"), read by ``_value_asked`` too; a topic is asked
# by them or by "哪" (which one).
VALUE_ASKED_WORDS = _words("多少|几|啥|什么")
TOPIC_ASKS = ("哪", *VALUE_ASKED_WORDS)
# What a give-up opening its clause can be said of, asked in words ("不知道默认多少", "不记得选哪个"):
# the answer itself, not known.
UNKNOWN_ASKED = _words("是多少|多少|几个|几|是什么|什么|是啥|啥|哪个|哪些|哪一个|哪一项")
# Saying one cannot tell ("这个我判断不了"): a give-up only as a clause by itself, with who and which
# question; after a topic ("光看步数判断不了") it says the claim cannot be told from that, content. So is
# "重算不了" (cannot be recomputed: "selective scan 重算不了"), said of the topic, never "算不了".
CANNOT_TELL = _words("判断不了|判断不出来|判断不出|没法判断|无法判断|重算不了|重算不出来")
GIVE_UPS += CANNOT_TELL
# Saying the arithmetic is left undone, in a closing clause with no figure ("…，代进去就行", "…，数就不代了",
# "…乘 96 层……手算不动了"): the figures before it were steps, the result never came (asked again).
LEFT_UNDONE = _words(
    "代进去就行|代进去就是了|代入就行|代进去就好|数就不代了|不代了|不代数了|手算不动了|算不动了|时间不够了|时间不够|"
    "来不及算了|来不及算|来不及了|懒得算了|懒得算|不算了|剩下的自己算|你自己算|后面就是代数|"
    "等下再乘|等下再算|等会再乘|等会再算|待会再乘|待会再算|回头再算|"
    # the same put off to a while later ("数我一会儿再算", "晚点再代"): the result never came here either
    "等会儿再算|待会儿再算|一会儿再算|一会再算|一会儿算|等一下再算|过会儿再算|过会再算|晚点再算|晚点算|"
    "稍后再算|之后再算|后面再算|一会儿再代|待会儿再代|晚点再代|回头再代|"
    # the arithmetic said to be beyond the candidate ("…=40960……后面我不会算了"): never "不会算错", a remark
    "不会算了|算不出来了|算不出来|算不下去了|算不下去|不会往下算|往下不会算|剩下的不会算|后面不会算|"
    "plug in the numbers|plug the numbers in|"
    "ran out of time|out of time"
)
# A first step opening the closing clause of an answer that trails off ("…，先算 48×2048 = 98304……"): the
# working stopped after it, its figure a step, no result (asked again, ``_left_undone``).
FIRST_STEPS = _words("先算一下|先算|首先算|首先|第一步|先乘|先把|first compute|first,|first")
# Saying the candidate got stuck or handed the rest to a machine ("…再乘下去……96 层那边我卡住了", "rank 64
# 每层 4 个投影……后面交给计算机了"): left undone as above, and the closing clause may name the step it
# stuck at by its figure ("96 层"), no result. Not "会卡住" (a prediction, the content of an answer).
GOT_STUCK = _words(
    "卡住了|我卡住|卡壳了|卡在这了|卡在这里了|卡这了|没算完|没有算完|还没算完|算不完|乘不下去了|乘不下去|"
    "乘不动了|交给计算机|交给计算器|丢给计算器|扔给计算器|让计算器算|用计算器算吧|"
    "got stuck|i'm stuck|i am stuck|leave it to a calculator|didn't finish|did not finish"
)
LEFT_UNDONE += GOT_STUCK
# What makes a clause before such a closing a step of the working: an operation, or a figure per part
# ("rank 64 每层 4 个投影"); and what says a result in the stuck clause itself ("算出来 464GB 就卡住了").
WORKING_STEP_WORDS = _words("乘|除以|每")
RESULT_SAID_WORDS = _words("是|为|得|等于|约|结果|算出|is|equal|equals")
# What may follow a fraction said without 之 ("六十四分一吧", "三分二左右"): a particle, a rough word.
SPOKEN_FRACTION_AFTER = _words("吧|呢|啊|呀|嘛|吗|左右|上下|的")
# A unit said apart as the measure a calculation counts in ("按 GiB 算", "GiB 算的话", "以 GB 计"): the words
# before it, and after it (``_unit_apart``).
MEASURED_BY = r"按照|按|用|以|换算成|换成|折合成|折成"
# ... "单位是 GiB": the words between 单位 and the unit; and what denies the measure ("不按 GiB 算")
UNIT_NAMED_AS = r"是|为|用"
MEASURE_DENIED = r"不|没|别|非|\bnot\b"
MEASURED_AS = r"来算的话|算的话|计算的话|来算|计算|算|计|为单位"
# ... and the words that make a figure a count of things, no figure in the unit said ("4.6×10^11 个元素")
COUNTED_AS = r"个|条|项|次|份|元素"
# Saying a step of multiplying is still to come, in a closing clause with no figure ("4.83GB 一层，
# 总量还没乘", "…，还要乘层数"): the figure before it is per part, not the result, formula or not
# (asked again).
STILL_TO_MULTIPLY = _words(
    "还没乘|还没有乘|还没乘上|没乘上|还没乘进去|还得乘|还要乘|还要再乘|还得再乘|not yet multiplied"
)
# A clause that denies the claim outright and nothing else ("没有，…", "不会，…"), opening a
# true/false answer that goes on with its reason.
OUTRIGHT_DENIALS = _words("不会|没有|没|不能|并不会|并没有|并不|当然不会|当然没有|不可能|不行")
# A quantity said to be none ("没有偏差", "偏差都没了", "一点偏差都没有", "一点都不偏"): the words before
# it, after it, and before its first character alone (``_zero_said``); and what, said before them,
# makes the none no answer of zero: nearly none, a condition, another's words ("几乎没有偏差", "如果没有…").
NONE_BEFORE = _words("完全没有|根本没有|压根没有|完全没|根本没|并没有|并无|毫无|没有任何|没有|没|无")
NONE_AFTER = _words("都没有|也没有|都没了|也没了|没有了|没有|没了|全无|归零|归〇|归0|等于零|是零蛋")
NOT_AT_ALL = _words("一点都不|一点儿都不|一点也不|一点儿也不|一点不|丝毫不|完全不|根本不|毫不|并不|无|没|不")
NEAR_NONE = _words(
    "几乎|基本上|基本|差不多|接近|近乎|大致|大体|很少|较少|不大|不太|如果|假如|要是|若是|除非|难道|以为|说"
)
# A fault said of what is named ("都有问题", "全是坑"): said of every option, none of them chosen.
FAULTS = _words("问题|毛病|缺陷|漏洞|隐患|弊端|风险|坑|bug|bugs")
# What may stand beside a give-up in its clause without saying more: who, which question, particles.
GIVE_UP_COMPANY = _words(
    "我|我也|这个|这题|这道题|这一题|这个题|真的|真|实在|完全|确实|还是|也|就|了|诶|欸|啊|呀|哎|唉|嗯|呢|吧|哈|啦|"
    "能不能|可不可以|能|可以|吗|么|"  # asked: "这题能换一道吗"
    "抱歉|不好意思|i|i'm|honestly|really|just|on|this|one|here|question|for now|sorry|sadly|so|afraid|"
    "i'm afraid|have to|will|i'll|i'd|it"
)
# A tag asking the interviewer to agree with what the clause states ("一共 64 卡对吧？", "是 B 吗？",
# "64 cards, right?", Korean "C 인가요?", Japanese "C ですか？"): the candidate asks back instead of
# answering, and is asked again.
AGREEMENT_TAGS = _words(
    "对吧|是吧|对吗|是吗|对不对|是不是|没错吧|没错吗|对么|是么|吗|么|"
    "right|correct|isn't it|is it|am i right|yes|no|ok|okay|yeah|"
    "인가요|인가|맞나요|맞죠|맞습니까|입니까|나요|ですか|でしょうか|ますか|ですよね"
)
# A verdict closing a question said of what the clause names ("A 妥了？", "A 对？", "464 GB 没问题？"):
# asks whether it holds, as "A 对吗？" does; a mark alone ("对了？", "好像是对的？") or an offer ("B？", "C
# 吧？", "调一下就行？") is read.
VERDICTS_ASKED = _words(
    "妥了|妥妥的|稳了|稳稳的|就对了|是对的|是正确的|对了|对|正确|没错|没问题|靠谱|错不了|没跑了"
)
# A question form of true/false ("对不对", "是不是对的"): asking, not answering.
ASKING = _words(
    "对不对|错不错|正不正确|是不是对的|是不是正确的|是不是错的|是不是真的|是不是|对还是错|对或错|"
    "是否正确|是否成立|对与否|正确与否|真假与否|true or false|right or wrong"
)
# Thanks closing an answer ("…, thanks", "…。谢谢老师"): courtesy, no part of a fill.
COURTESIES = _words(
    "thanks a lot|thanks so much|thank you very much|thank you|many thanks|thanks|thx|cheers|"
    "谢谢面试官|谢谢老师|谢谢您|谢谢啦|谢谢|多谢|感谢"
)
# English words that lead into or follow a code fill written without backticks ("Use f(x)", "both
# nvme"): not part of the code.
CODE_LEAD_INS = _words(
    "use|write|fill in|fill|put|call|just|simply|it's|it is|it should be|should be|i'd use|i would use|"
    "i'd write|i'd guess|i guess|is it|answer:|both are|both|all are|each is|each|"
    # the idioms of choosing, said of a fill ("I'd go with f(x)", "I'd fill f(x)", "I'd go nvme / cpu")
    "i'd go with|i'll go with|going with|i'd go|i'd fill in|i'd fill|i'd put|i'll use"
)
# English words that make a label or a remark beside a fill no neutral one ("blank1 not → x", "if eager →
# y", "was cpu → nvme", "x (don't think so)", "x (that's a guess)"): a denial, a doubt, a condition or a
# change; the words are then no label of a blank, the bracket no remark to drop.
FILL_WORDS_AGAINST = (
    r"\bnot?\b|n't\b|\bnever\b|\bmaybe\b|\bperhaps\b|\bprobably\b|\bguess\b|\bif\b|\bwhen\b|\bunless\b|"
    r"\bwrong\b|\binstead\b|\brather\b|\bor\b|\beither\b|\bsure\b|\bthink\b|\bwas\b|\bwere\b|"
    r"\bfrom\b|\bold\b|\bchanged?\b|\bswap(?:ped)?\b|\brevers|\bavoid|\bfails?\b|\bbroken\b|\bbad\b"
)
# Sarcasm ("对才怪"): the mark is meant as its opposite; the answer is asked again rather than flipped.
SARCASM = _words("才怪|you wish|yeah right")
# Closing a claim echoed as a question, a word that asks or leans rather than echoes ("B 才对吧？",
# "是 64 啊？", "能不能选 B？" ending on 不): the claim is asked, not scorned (``_scorned_lead``).
ECHO_ASKS_AT_CLOSE = _words("吧|啊|呀|不|没|否")
# A true/false mark not meant as said (``_truefalse``), asked again: in irony ("对（才怪）", "错 /s",
# "对，反话", "错——骗你的", "对 lol jk", "错...not"), as its opposite ("错的反面", "和对相反"), as half
# true ("对一半", "半错"; "一半对一半错" is read as before), or asked back in scorn ("哪里错了", "有什么错",
# "错个屁", "对你个头", "谁说对的", "对什么对"; "对个鬼" is a false mark).
# the marks said in words, English or Chinese, that the English sayings below are said of ("是的" and "不对"
# before "对" and "错", which they hold)
_MARKS_SAID = "true|false|yes|no|right|wrong|correct|incorrect|是的|不对|对|错|正确|错误"
TRUTH_NOT_MEANT = (
    r"才怪|反话|反讽|\bsarcasm\b|(?<![A-Za-z0-9])/s\b|(?<![A-Za-z0-9])/j\b|开玩笑|骗你的|逗你的|\bjk\b|(?:[.。]+|…|——|[,，])\s*not\s*[.!！。]*$|[(（]删[)）]|"
    # ... with an adverb, or a sentence after ("true, obviously not", "true obviously... not. false",
    # "对，显然不是"): the mark said, then denied
    r"(?:[.。]+|…|——|[,，])\s*(?:(?:obviously|clearly|certainly|definitely|surely|of course)\s+)?"
    r"not\s*[.!！。]+\s*\S|"
    r"(?:[.。]+|…|——|[,，])\s*(?:obviously|clearly|certainly|definitely|surely|of course)\s+"
    r"not\s*[.!！。]*$|"
    r"[,，]\s*(?:显然|明显|当然|肯定|绝对)\s*不是\s*[.!！。]*$|"
    # (a space after the mark may be parted as a comma by then: "是的 的反面" as "是的，的反面")
    r"(?:对|错|正确|错误)\s*[,，]?\s*的\s*(?:反面|对立面)|[和与跟同](?:对|错|正确|错误)相反|"
    r"(?:对|错|正确|错误)了?一半(?![对错不正])|(?<![一多大])半(?:对|错|正确|错误)|"
    r"哪里?(?:对|错)了|哪有(?:对|错)|(?<!没)有什么(?:对|错)(?!误)|怎么会(?:对|错)|错个(?:屁|头|鬼|锤子)|(?:对|正确)个(?:屁|锤子)|"
    # the same scorn after a mark in English or a sign ("true个鬼", "√个头"): no mark meant
    r"(?:\btrue|\byes|\bright|\bcorrect|[√✓✔✅])个(?:屁|头|鬼|锤子)|"
    # scorn said with "你", asked back or sworn against ("对你个头", "谁说对的", "对什么对", "对才有鬼")
    r"(?:对|错)你个(?:屁|头|鬼|锤子)|^\s*谁(?:说|告诉你)(?:是|它)?(?:对|错)|(?:对|错)(?:什么|啥)(?:对|错)|"
    r"(?:对|错)(?:才|就)有鬼|"
    # the same said of an English mark ("true 的反面", "the opposite of true", "anything but false"), a
    # mark denied after it in English ("true can't be right", "false is the trap answer") or scorned ("true
    # lol no")
    rf"(?:\b(?:true|false|yes|right|wrong|correct|incorrect)|是的)\s*[,，]?\s*的\s*(?:反面|对立面)|"
    rf"\b(?:the\s+)?(?:opposite|reverse)\s+of\s+(?:{_MARKS_SAID})(?![A-Za-z])|"
    rf"\banything\s+but\s+(?:{_MARKS_SAID})(?![A-Za-z])|"
    rf"(?<![A-Za-z])(?:{_MARKS_SAID})\s*[,，]?\s*(?:(?:can'?t|cannot|couldn'?t)\s+be\s+(?:right|it|correct)"
    r"|isn'?t\s+the\s+answer|is\s+(?:the|a)\s+trap(?:\s+answer)?|is\s+the\s+wrong\s+answer)\b|"
    r"\blol\s+(?:no|nope)\b|"
    # a rhetorical question ("难道不是错", "难道不对"): it says the other mark, and 难道 no mark of its own
    r"难道[^,，。.!！?？;；]{0,4}?(?:对|错|正确|错误)|"
    # the mark said, then flatly denied in a clause of its own ("对，才不是", "是滴是滴，才不对", "是的是的……
    # 个鬼"): scorn of what was just said, not a mark ("对，才不是错的" says what it is and is read)
    r"(?:[,，。.!！;；~～]|…+|\.{2,}|——)\s*(?:才不(?:是|对)|个鬼)\s*[呢啦哦]?\s*[。.!！~～]*$"
)
# Denials before an option: the answer rules it out ("没选 B": not chosen, as "不选 B").
RULE_OUT = _words(
    "排除掉|排除|去掉|划掉|拿掉|不选|没选|不勾选|不勾|没勾|不会投|不投|别投|不会押|不押|别押|"
    "rule out|ruled out|rules out|eliminate|eliminated|exclude|excluded|cross out|crossed out|"
    "hard pass on|pass on"
)
# Words letting options go in a clause of their own before the choice ("不要 A 不要 B，C 吧", "不改
# logit_scale，token_type 那个吧", "c 不选（…），其余都对"): the rule-out words, a want and a change refused.
LET_GO_FIRST = (*RULE_OUT, "不要", "不改")
# What a clause letting options go may say besides them: a short reason ("10 太大不选"), never a
# negation, a hedge, an affirmation or a question of its own ("不选 A 是不对的", "A 不选也行", "不选 A？").
LET_GO_NOT_A_REASON = "不没非别是对错行能可吗呢也选要?？!！"
# What joins options let go in one clause ("不选 scan、psum 和 dot"), or closes them ("都", "全").
LET_GO_JOINERS = r"[\s、/&+]|和|与|及|都|全|\band\b"  # "hard pass on D and E"
# A clause choosing of its own after options let go ("不选 A，C 对", "…，B 要"), not "不选" again.
LET_GO_OWN_CHOICE = r"(?<!不)(?:选|对|正确|成立|可以|能用|全上|都上|要)"
# "其余…都选", "剩下的都对": the rest after options let go, all of it chosen (``_let_go_first``).
LET_GO_REST_ALL = r"都|全|均|全部"
LET_GO_REST_CHOSEN = r"选上|选|勾上|勾选|勾|是对的|对|正确|成立|可以|全上|上|要|那一?个"
# A refusal said of the option just named, its object left unsaid ("D 也行，但不选", "…, but I won't
# pick it"): the option is left out.
REFUSALS = RULE_OUT + _words(
    "不要|不要了|没选|没勾|不想选|不打算选|不会选|不选它|不选了|就不选了|"
    "won't pick|wouldn't pick|not picking|won't choose|wouldn't choose|not choosing|"
    "leave it out|leaving it out"
)
# Verbs of commitment the first lists did not have: a vote, a lock, a want said of an option ("我投
# B 一票", "锁定 C", "我要 D", "认准 A"), a tick ("只勾 E", "勾 A 和 E"), a choice of the only ones ("只选
# A", "仅选 B", which jieba keeps as one word), and a guess or a bet said as one ("盲猜 C", "猜一个 C",
# "随便蒙个 D", "我押 A", "我赌 B": tentative, still a choice, read for confirmation). Each commits to
# the option after it, as "选" does; "要" only with its subject ("我要"), since alone it opens a condition
# ("要是 B …") or a need ("需要 B"); "猜" / "蒙" only as "我猜" / "就猜" / "猜一个" / "猜个" ("不猜 C").
COMMIT_VERBS: tuple[str, ...] = (
    "我投给", "我投", "投给", "投",
    "我锁定", "锁定", "锁死", "我锁", "锁",
    "我要选", "我要", "我就要", "那我要",
    "认准", "我认准", "只认", "我只认", "敲定", "定了", "拍板",
    "盲猜", "我盲猜", "瞎猜", "瞎蒙", "盲选", "我押", "押", "我赌", "就赌",
    "猜一个", "我猜一个", "蒙一个", "我蒙一个", "瞎蒙一个", "就猜", "我猜",
    "随便猜个", "随便蒙个", "随便猜", "随便蒙", "猜个", "蒙个", "我蒙", "就蒙",
    "我勾", "只勾", "就勾", "勾上", "勾", "只选", "仅选", "我填",
    "就查", "只查", "先查",  # the option to look into, on a question asking which ("…，就查 B")
    "i vote for", "i vote", "vote for", "lock", "i'll take", "i'd take", "i take",
    # a bet, as "我押" / "我赌" ("my money's on C", "I'd bet on C")
    "my money's on", "my money is on", "my money'd be on", "i'd put my money on", "i'd bet on",
    "i'm betting on",
)  # fmt: skip
# Commitments before an option: the option after them is the answer.
COMMITMENTS = _words(
    "所以选|所以是|所以|因此选|因此是|因此|故选|故|剩下的是|剩下的|剩下|只剩下|只剩|就剩|还剩|剩|最终选|最终答案是|最终|"
    "倾向于选|倾向于|倾向|偏向于|偏向|取值为|取为|就取|往下取|往上取|向下取|向上取|取|就挑|挑|毫无疑问是|毫无疑问|无疑是|"
    # the same verbs where jieba joins them to what stands beside ("选项里取 130", "挑个 A"): 取 or 挑
    # alone is no word there, and the option picked was read as a remark after the first one named
    "里取|中取|挑个|挑一个|取个|取一个|"
    "i lean towards|leaning towards|no doubt|undoubtedly|"
    "正确的有|正确的是|对的有|对的是|正确选项有|正确选项是|正确的选项有|正确的选项是|"
    "the correct ones are|the correct options are|"
    "so it is|so it's|so|therefore|hence|thus|"
    "which leaves|that leaves|leaves|leaving|left with|"
    "对应的是|对应于|对应|"  # "…，对应 B 那行": the option the answer's own words correspond to
    "相当于|等同于|等同|等价于|"  # "…，相当于 B": the option the answer's own reasoning amounts to
    "化简为|化简得|化简后|化简|约分后|约分为|约分|"  # "占 2/64，化简 1/32": the simplified figure
    "final answer|finally|等于|得到|得出|算出来是|算出来|算出|算得|算下来|结果是|结果|即|也就是|就是|"
    "which is|that is|i.e.|i.e|equals|gives|i get|i got"
)
COMMITMENTS += COMMIT_VERBS  # "锁定 B", "我投 B": the verbs of commitment
# An appeal to what the question means, closing an objection to it ("题目有歧义，不过按题意 A", "…，按出题人
# 的意思还是 ABC"): the option after it is the answer, and a denial the objection said of that option
# ("这题要是…就不是 0 了，不过按题意 A") is set aside by it (``_taken_back``). Not "按理说" (in theory).
INTENDED_READINGS = _words(
    "按照题意|按题意|照题意|依题意|根据题意|按题目的意思|按题目意思|按照题目的意思|照题目的意思|按题目本意|"
    "按出题人的意思|按出题人意思|按照出题人的意思|照出题人的意思|按出题人的意图|按出题意图|按出题的意图|"
    "按出题思路|按出题人的思路|按常规理解|按一般理解|按通常理解|按字面意思|按字面理解|"
    "as the question intends|as intended|going by the question's intent|per the question's intent"
)
# Appeals to one reading of the question or of its claim ("按题意 B，按字面 A", "按出题人的意思 B，按常识 A",
# "strictly speaking B, as intended A"): two of them naming different options are two answers for two
# readings, a hedge (``_readings_apart``); one alone, or two naming the same option, choose as before.
READING_APPEALS = (
    *INTENDED_READINGS,
    *_words(
        "按字面|照字面|从字面|字面上|按常识|按理说|按理来说|照理说|严格说|严格来说|严格讲|严格地说|"
        "按原文|按论文|按文档|按官方|按实际|实际上|实际中|理论上|"
        "literally|strictly speaking|strictly|technically|in theory|in practice|as written|as worded"
    ),
)
# The same appeal made to the options themselves after an objection ("…而不是 position_ids，不过选项里只有 A
# 沾边"): it sets aside what the objection denied of the option it then names, as an appeal to the
# question's meaning does; alone ("选项里只有 A 沾边") the option is read by its own words.
INTENDED_TURNS = (
    *INTENDED_READINGS,
    *_words("选项里只有|选项中只有|选项里也只有|选项里就只有|四个选项里只有"),
)
COMMITMENTS += tuple(  # with what may stand between it and the option ("按题意就 A", "按题意还是 ABC")
    f"{lead}{then}"
    for then in ("就是", "就选", "就", "还是", "来说", "来看", "")
    for lead in INTENDED_READINGS
)
# Words that offer an alternative between two options ("B 还是 C", "要么 B 要么 C", "B or C"); a
# question mark or a slash between two options does the same.
ALTERNATIVES = _words(
    "或者|或是|或|还是|要么|抑或|亦或|要不然|要不|不然就|再不然|实在不行|or|either|whether|or else"
)
# A second fill offered as also fine ("`a`，也可以 `b`"): on a code blank, two fills kept open; on a
# multiple choice, "D 也可以" adds D, so this list is read for code only.
ALSO_FINE = _words("也可以|也行|也能用|also works|would also work|also fine")
# A name's type annotation said in words ("BLOCK_SIZE（类型标成 constexpr）", "BLOCK_SIZE annotated as
# tl.constexpr"): the name, one of these, the type (``_annotated_line``). Longer words first.
ANNOTATED_AS = _words(
    "类型标注成|类型标注为|类型注解成|类型注解为|类型声明成|类型声明为|类型标成|类型标为|类型写成|类型写为|类型是|类型为|"
    "标注成|标注为|注解成|注解为|声明成|声明为|标成|标为|annotated as|typed as|declared as|of type|"
    # the annotation "written" ("BLOCK_SIZE，类型注解写 tl.constexpr"), as "类型写成" says it
    "类型注解写|类型标注写|注解写|标注写"
)
# Two code fills said to be each right, closing them ("x 或 y 都行"): read as two answers, both graded
# (``_either_fill``); a tentative close ("都行吧") is no such word.
EITHER_FILL_FINE = _words(
    "两种都行|两种都可以|两个都行|两个都可以|都行|都可以|都能用|都对|都没问题|都能跑|"
    "either works|either is fine|both work|both are fine"
)
# Two options kept open together ("B 和 C 都有可能", "在 B 和 C 里二选一", "A、D 中选一个", "A和D中的一个").
OPEN_TOGETHER = _words(
    "都有可能|都可能|都行|都有道理|都说得通|都说得过去|也说得过去|都像|也像|也有点像|也挺像|也差不多|二选一|两者之一|犹豫|纠结|"
    "中选一个|里选一个|中挑一个|里挑一个|中选一项|里选一项|中挑一项|里挑一项|选其一|挑其一|"
    "中的一个|里的一个|中的一项|里的一项|中之一|里之一|"
    "哪个都|either one|both possible"
)
# Of those, the words saying the options named are all acceptable: on a multiple choice they choose
# them together ("B、C 都行"); on a single choice they keep two answers open.
ACCEPTED_TOGETHER = _words("都行")
# The word "answer" or "option" as a label before an option with no colon ("答案 A", "答 A", "选项Ｄ"),
# read by ``_bare_forms``: a sentence, not a bare answer (convention 6 in blind-16.yaml's header).
ANSWER_WORDS = _words("答案|答|选项")
# The same said as a sentence with its verb and no colon ("答案是 C", "答案为对", "the answer is B"): to
# confirm too, on every type; "答案是：C" with its colon is the label, bare (conventions 1 and 6).
ANSWER_SAID = _words("答案就是|答案是|答案为|the answer is|answer is")
# Label words that, with a colon, stand before a bare answer as "答案：" does ("选：A", "选项：A", "最终：B",
# "Final: C"): the answer after them is still bare (decided on 6 December); a sentence ("我选 C") is no label.
ANSWER_LABELS = _words("最终选择|最终|选择|选项|选|结论|final|choice|option|pick")
# Tentative words: two options each offered with one ("可能 B，可能 C", "maybe B, maybe C") are both open.
TENTATIVE = _words("可能|也许|或许|大概|maybe|perhaps|possibly|probably")
# A decision: the option after one of these, in a clause of its own after the alternatives, is the
# answer ("1/32？还是 1/64？我选 1/32", "…; none of them, so C").
DECISIONS = _words(
    "我选|我还是选|还是选|最后选|最终选|我决定选|决定选|就选|那就选|选|答案是|答案|最终答案|最终|所以选|所以是|所以|"
    "因此|故选|故|那就是|而是|那就|那么|那|应该是|应该选|应该|应是|应为|是|只有|只能是|只能|唯有|答|答案选|我觉得是|我觉得|我认为是|"
    "我认为|我猜是|我猜|我感觉|→|->|=>|i think|i'd say|i guess|i believe|"
    "我押|押|i'll say|i will say|i would say|i'll go for|i'd go for|i'd lock in|lock in|locking in|"
    "i pick|i choose|i'd pick|i'd choose|i would pick|i'll pick|"
    "i'll go with|i'd go with|going with|final answer|my answer is|"
    "the answer is|answer is|answer|so it's|so it is|so|therefore|hence|thus|it's|it is|must be|"
    "gotta be|got to be|has to be|have to be|"
    "should be|only"
)
DECISIONS += COMMIT_VERBS
# A dismissal: every option named before it is ruled out ("A？C？都不像，B 吧").
DISMISSALS = _words(
    "都不像|都不是|都不对|都错|都不行|都不太对|都排除|都可以排除|两个都不是|都不太像|"
    "none of them|none of these|neither of them|neither|not those|not these|not them"
)
# A stated reason: options named after it explain the choice, they are not chosen.
REASONS = _words(
    "理由是|理由|原因是|原因|解释|解析|分析|因为|由于|依据|根据|"
    "reason|reasons|because|since|as|explanation|due to"
)

# Links between the items a key point lists ("动态批处理与连续批处理", "EP、TP 并 PP"): each item is
# looked for on its own; found as words, so 并列 and 等价 are no links.
ITEM_LINKS = _words("以及|与|和|或|及|并|等")

# English for the words options are written in ("unchanged" for "不变", "drop" for "剔除"): an English
# stretch restates a Chinese option through these, as a paraphrase (a reading to confirm). A verb of
# removal may carry the resultative 掉 ("drop 掉"), which is then no direction of change.
ENGLISH_GLOSS = {
    "unchanged": "不变", "stays the same": "不变", "no change": "不变", "doesn't change": "不变",
    "drop": "剔除", "drop them": "剔除", "remove": "剔除", "remove them": "剔除", "discard": "剔除",
    "discard them": "剔除", "filter out": "剔除", "throw away": "剔除",
    "too large": "过大", "too big": "过大", "too high": "过大", "too small": "过小", "too low": "过小",
}  # fmt: skip

# Saying the claim's subject is fine ("存成 fp16 没问题", "encoder 存 fp16 OK 的"): to a claim that
# states something holds or can be done, it agrees (true); to a claim that denies, it is not read.
FINE = _words(
    "没问题|没啥问题|没什么问题|问题不大|没有问题|不会有问题|不会出问题|没事|不碍事|ok|okay|"
    "no problem|is fine|works fine|fine"
)
# A setting said to be switched off ("没开", "没打开"): said of a setting's name, its state (``_meaning``).
SWITCHED_OFF = _words("没开启|没打开|没启用|没开|未开启|未启用|未打开|关着|关了")
# ... and said to be on ("开着呢", "已开启"): cleared or the fault? Nothing is read from it.
SWITCHED_ON = r"(?<![没未不])(?:开着|开了|打开了|已开启|已打开|开启了|启用了|已启用|是开的)"
# What a verb of change takes after it and stays a word of correction ("改一下", "改成"): said as the
# question's own verb ("应修改的组件是": "patch embed 改一下"), no correction (``_meaning_words``).
CHANGE_COMPLEMENTS = _words("一下|成|为")
# Words turning from an option named to others, or saying it fails, between the option and "没问题"
# ("B 会失败，其他都没问题", "B 报错的话没问题"): "没问题" is then not said of it (``_fine_of_fault``).
FINE_TURNED_AWAY = _words("其他|其它|其余|别的|剩下|另外|但|不过|而|可是|会|要是|如果|的话")
# Modal verbs, by what they say: a true/false answer that repeats the claim's modal ("可以", "不能" to
# "… 可安全以 FP16 保存") agrees or disagrees with it, as a repeated verb does.
MODALS = {"可": "can", "可以": "can", "能": "can", "能够": "can", "行": "can", "支持": "can", "会": "will"}
# "会" or "有" alone, as the whole first clause ("会，秩大了…", "有，ZeRO-Infinity …"): yes to a claim of what
# will happen ("会…", "越…越…", "容易…", "导致…") or of what it has ("有…", "支持…", "存在…"), its own verb
# not said back; on a claim that denies (NEGATIONS_IN_CLAIM) "会" may say either, and is not read.
BARE_YES_CLAIMS = {"会": r"会|越.{0,12}越|容易|导致", "有": r"(?<![所没])有|支持|存在|包含|具备"}
NEGATIONS_IN_CLAIM = r"不|没|无|未|非|\bnot\b|n't\b|\bno\b"
# English verbs as the claims write them: "It does support it" repeats a claim's 支持
ENGLISH_VERBS = {
    "support": "支持", "supports": "支持", "use": "使用", "uses": "使用", "need": "需要", "needs": "需要",
    "require": "需要", "requires": "需要", "save": "保存", "saves": "保存", "change": "改变",
    "changes": "改变", "split": "切分", "splits": "切分", "shard": "切分", "shards": "切分",
    "reduce": "减少", "reduces": "减少", "increase": "增加", "increases": "增加",
}  # fmt: skip


# ---- The words about a list of options ----

# An item added to the set said before it, the word opening the item's clause ("A、E，再加个 D",
# "…, plus D"): on a choice the item is chosen with the rest, and an item that names no option leaves
# no set to grade (the answer is asked again), never the smaller set.
ADDITIONS = _words(
    "再加个|再加一个|再加一项|再加一条|再加上|再加|还要加上|还要加|还得加上|还得加|另加|另外加上|外加一个|外加|"
    "加个|加一个|加上|再捎上|捎上|捎带上|顺带上|再带上|顺手加上|顺便加上|再配上|再配|再搭配上|再搭配|配上|"
    "plus|also add|and add|add in|throw in|on top of that"
)
# What closes a plain list of options without naming one ("A、C、D，都对", "…、UniPC 这四个"): no item.
LIST_CLOSINGS = _words(
    "都对|都是对的|都行|都可以|都能用|都能|都选|全选|都有|都是|都支持|都正确|就这些|这些|这两个|这俩|这三个|"
    "这四个|这几个|这仨|两个|三个|四个|都|all of them|all|both|these|those"
) + _words(  # each item named taken or kept, as "都选" says ("A,B,C,D 都要"): the list closed, none described
    "都要|全要|全都要|都得要|都需要|统统要|统统都要|都得选|都该选|都应该选|全都选|统统选|统统都选|都选上|全选上|"
    "都勾|都勾上|全勾|全勾上|都留着|都留|全部|全对|全都对|全部都对|全部正确"
)
# A total said before a count that closes a list ("就这俩", "一共三个"): the count names no item.
LIST_TOTALS = _words("就|一共|总共")
# The same before a bare count, "共" too ("共 3 项"): LIST_COUNTED reads the count as no item.
LIST_COUNT_TOTALS = _words("就|一共|总共|共")
# What adds an option after the set, said before its letter ("A、D，也要 B", "A、D（还有 B）"): a member of
# the set the candidate means (``_added_aside``).
ADDED_BEFORE = _words("也要|也算|也选|也得选|也包括|还要|还得选|还有|还包括")
# Conviction closing a bracketed addition ("A、D（还有 B，显然）"), besides English LETTER_CERTAIN_CLOSING.
ASIDE_CONVICTIONS = _words("显然|当然|肯定|毫无疑问|必须的")
# The same addition said after the item, closing its clause ("psum 也能算一个", "D counts too").
ADDED_AFTER = _words(
    "也能算一个|也能算上|也能算|也算一个|也算上|也算|也可以算上|也可以算|也得算上|也得算|也要算上|也要算|"
    "也该算|也应该算|也应算|也得选|也要选|也选上|也算进去|算一个|also counts|counts too|counts as well"
)
# The item said to count, without "also" ("wait, D counts", "等等，D 算"): after a correction, whether the
# rest of the set stays is not said (``_recounted``).
COUNTED_IN = _words("算上|算进去|算在内|算数|算|包括在内|counts|count|qualifies|is included|included")
# ... or said to be right ("ACD。不对，D 对", "ABD. wait, D is right"): of the set or alone? Not "D 才对", the
# whole answer, as "only" says it.
COUNTED_RIGHT = _words("是对的|对的|对|是正确的|正确|is right|is correct|is true|right|correct")
# What closes the options named after a rule-out list as the set chosen among ("排除 A 和 D，B C 之间我选 B",
# "…，B、C 两个里选 B"): a new clause, so the rule-out list ended before it and none of the set is ruled out.
CHOICE_SET_AMONG = _words(
    "之间|中间|两者之间|两者中|两者里|两个之间|两个里面|两个里|两个中|两个当中|俩之间|俩里|这俩里|这两个里|"
    "里面|里头|当中|之中|中|里|二选一|二择一|选一个|挑一个"
)
# the set said open as it closes ("排除 A、D，B 和 C 都有可能"): a hedge between its options
CHOICE_SET_CLOSINGS = CHOICE_SET_AMONG + _words("都有可能|都可能|都说得通|都像")
# Saying the set named is left undecided ("B C 之间我选不出来", "…，B 和 C 都有可能"), with the doubts and
# hedges of ``_words``: its options are held open, not chosen together.
SET_UNDECIDED = _words(
    "都有可能|都可能|都说得通|都像|选不出来|选不出|定不下来|决定不了|拿不定主意|不知道|不好说|不知道选哪个|"
    "can't choose|cannot choose|can't pick|don't know"
)
# An item added and asked about closing the answer ("ABD，还有 E？", "ABD 加 E？"), the words besides
# ADDITIONS; a refusal may reply to it ("ABD 加 E？不加"): the set is unsure (``_not_own``).
ADDITIONS_ASKED = _words("加|还有|还要|再来个")
# A link opening a clause of one more item after the set ("adaLN-Zero，patch 取 2，还有 QK norm", "A、E 以及
# QK norm", "…, and also QK norm"): the item is chosen with the rest, as after a word of ADDITIONS; the link
# says less on its own ("还有问题吗", "还有一点不确定"), so an item asked, denied, doubted, reasoned or
# conditioned adds nothing (``_additions``).
ADDITION_LINKS = _words("另外还有|还有就是|还有一个|还有|以及|and also|as well as")
ADDITION_REFUSALS = _words("不加|不要|不用|不了|算了|不|no")
# An addition before a copula ("A，还有就是 B", "其次是 B", "另外就是 B"): the option after it is one
# more, not a decision that settles on it (``_decision_lead``).
ADDED_BEFORE_COPULA = _words("另外还有|还有|另外|此外|再有|再者|再|其次|以及|外加|加上|and also|as well as")
# What withholds an addition said right before it ("不用再加 D", "要不要再配 D", "可能再加 D"): a need denied,
# asked about or held open, so the addition word commits to nothing.
ADDITION_WITHHOLDERS = _words(
    "不用|不需要|不需|无需|不必|没必要|用不着|不要|别|不|没|要不要|需不需要|用不用|加不加|可能|也许|或许|大概|说不定|估计|好像|似乎|或者|还是"
)

# ---- True/false marks (read by ``_truefalse``) ----
# Entries here are patterns: a mark with the look-arounds that keep it a mark ("有误" but not "没有误").
# An arrow after a mark, to the mark the answer changes to ("错→对", "F -> T", "× ⇒ √"): the mark after
# the last arrow answers, as after a correction word.
TRUTH_CHANGED_TO = r"→|->|=>|⇒|⟶|➡|➔|⇨|⟹"
# a letter on either side of such an arrow is a variable ("x -> y", "错，x -> 对"), no mark changed
TRUTH_ARROW_VARIABLES = r"[xXyY]"

# Not guaranteed ("RM 越大不保证 PPO 越好"): "不一定" said of a claim that says it always is, false and
# qualified (``QUALIFIED_FALSE``), to confirm.
NOT_GUARANTEED = r"(?:并|也)?不(?:能)?保证|无法保证|没法保证|保证不了"
# A false mark in words or signs ("不对", "说反了", "×", "not true"), the false half of ``_truefalse``'s
# mark; the "×" between figures is told apart there, and ``_truth_words`` adds the rarer ones.
FALSE_MARKS = (
    r"不是真命题|并非真命题|站不住脚?|不赞同|不赞成|不同意|(?<![没无])有误|为假命题|假命题|伪命题|(?<=所以|因此)\s*否(?=\s*[。.!！]*$)|大错(?:特错)?|不属实|并不属实|不为真|为假|说反了|反了|反过来|正好相反|恰恰相反|(?:对|正确)个(?:鬼|头)|不太对|不大对|不怎么对|没那么对|不太正确|(?:不算|算不上|称不上|谈不上|不能算)(?:是)?(?:对|正确)(?:的)?|"
    rf"不是这样|不是的|并非如此|非也|不算(?=\s*(?:[,，。.!！;；]|$))|不一定对|不一定正确|未必对|未必正确|不一定|未必|{NOT_GUARANTEED}|不见得|不总是|不完全(?:对|正确)|不全(?:对|正确)|不(?:完)?全是(?:的|这样的?)(?=\s*(?:[,，。.!！;；~～]|$))|不对|不正确|不成立|不是(?:对的|正确的|真的)|(?<![记不])(?:错误|错的|错)"
)
# a gesture opening the answer, after nothing but other gestures and spaces (``GESTURE_MARKS``); elsewhere
# the no-gesture refuses what it closes ("对 🙅", ``_struck``)
GESTURE_OPENS = _GESTURE_OPENS = "".join(
    rf"(?<![^\s🙆🙅\u2640\u2642\U0001f3fb-\U0001f3ff]{gap})" for gap in ("", r"\s", r"\s\s")
)
# The false signs and English marks after it ("✗", "❌", "not necessarily", "nope").
FALSE_SIGNS = (
    r"✗|✘|✖|❌|❎|☒|╳|"
    rf"{_GESTURE_OPENS}🙅|"
    r"not necessarily|not always|not (?:true|correct|right)|isn'?t (?:true|correct|right)|untrue|"
    r"not the case(?!\s+that)|isn'?t the case(?!\s+that)|"  # "not the case that …" states a claim of its own
    r"\bfalse\b|\bwrong\b|\bincorrect\b|\bno\b|\bnope\b|\bnah\b|✕"
)
# A true mark in words or signs ("对", "没错", "成立", "√", "yes"); "对" not inside "对于", "相对"; "确实"
# closing the answer (not after a negation: "不确实", "并不确实" deny it), or opening it before a comma
# ("确实，group 小 scale 就多": agreed, then restated).
TRUE_MARKS = (
    r"不是假命题|并非假命题|(?<!不)站得住脚?|(?<![不没])(?:赞同|赞成|同意)(?![吗么嘛])|(?<!有)无误|(?<![不非没])(?:确实|的确)(?:如此|是这样)?(?=\s*[呀啊]?\s*[。.!！]*$)|(?<![\s\S])(?:确实|的确)(?=\s*[,，])|不是伪命题|为真命题|真命题|所言非虚|所言不虚|没错|不是错的|并不错|对头(?=\s*(?:[,，。.!！;；]|$))|(?<!不)是[的滴哒嘞](?=\s*[呢啊呀哦]*\s*(?:[,，。.!！;；]|$))|(?<!不)是这样的?(?=\s*(?:[,，。.!！;；]|$))|(?<![相针绝面成配核反一])对(?![于比应称象数齐话抗待照接外吗么嘛不])|"
    r"正确(?![率性度答与吗么嘛])|正解|成立(?![吗么嘛])|√|✓|✔|✅|☑|⭕|"
    rf"{_GESTURE_OPENS}🙆|"
    r"\btrue\b|\bcorrect\b(?!\s+answer)|(?<!all )\bright\b(?!\s+(?:now|away|here|there|side|hand))|"
    r"\byes\b|\byep\b|\byup\b|没毛病|属实|为真"
)
# "没问题" in its forms ("没啥问题"): said alone, the statement is fine (true).
FINE_ALONE = "没(?:有|啥|什么)?问题"
# A true/false mark said alone as a token ("是的", "否", "伪", "不是", "一定"), looked up in ``_STANDALONE``.
STANDALONE_MARKS = r"是[真假]的|[是否真假]的?|伪|不是|一定"
# Marks opening a true/false answer that a space parts from what follows as a comma does ("是的 把 absmax
# 常数再量化", "对的 但不是 8bit"): none is a copula ("是 2MB"), a preposition ("对 fp16 很敏感"), an
# adverb ("真的 不支持") or a noun ("错误 太多") going on to the next word (``_mark_parted``).
MARKS_PARTED_BY_SPACE = _words("是的|对的|没错|不对|错的|不是的")
# Marks opening a true/false answer that run straight into a turn ("对但是 SDXL 最好换 fix 版 VAE", "错不过
# …"): parted by a comma as typed with one, the turn then weighed as after "对，但是" (``_mark_parted``).
MARKS_RUN_INTO_TURN = _words("对的|错的|是的|没错|不对|正确|错误|对|错")
# Scorn closing the answer after a mark ("对 个鬼", "true 个头"): a space before it parts nothing, the
# answer is read as typed without it ("对个鬼": false; "true个鬼": no mark meant).
SCORN_CLOSINGS = _words("你个鬼|你个头|你个屁|个鬼|个头|个屁|个锤子")
# A lone 不 or 没 typed apart from the mark it denies ("不 对", "我觉得 不 对", "没 错"): one word, read as
# "不对" is; and a mark asked with it apart ("对 不 对"), read as "对不对" asks (``_mark_parted``).
NOT_TYPED_APART = _words("不|没")
MARKS_DENIED_APART = _words("正确|错误|对|错|是")
# The particle a mark may carry ("对的", "错呢", "是嘞") before the next mark or the end.
MARK_PARTICLES = _words("的|呢|哒|滴|嘞")
# A particle of mood after a mark ("对呀", "错啦", "不对哦"): adds nothing to it.
MOOD_PARTICLES = _words("的|呢|哒|滴|呀|啦|哦|喔|噢|啊|嘞|咯|哟|嗷|哈")
# 嘛 after 的 closing the answer ("是的嘛", "错的嘛", "不是的嘛"): a mood asserting what was said, as "的呢"
# is; not a question (no question mark after it), unlike "是的吗" or "是嘛" ("really?"), which stay asked.
ASSERTING_CLOSE = r"(?<=的)\s*嘛(?=[\s。.!！~～]*$)"
# What may open a true/false answer before its mark and say nothing more ("嗯嗯是", "我认为对", "这个说法错").
MARK_LEADS = (
    r"[嗯嗯唔噢哦]+[\s,，、]*(?=\S)|我(?:认为|觉得|判断)|判断\s*[:：]?|这(?:个|一)?说法|这句话?|这话|该说法|题目说法|原说法|说法|(?:该|这个)?命题|"
    # the English leads whole words: "it is" is no lead of "it isn't true" (it left "n't true", read as true)
    r"(?:i\s+(?:think|believe|guess|would\s+say)|the\s+statement\s+is|this\s+is|it'?s|it\s+is)(?![\w'’])|应该是(?!的)|应该"
)
# The claim named as a subject ("该说法错误", "命题成立"), and what may stand before it ("这个", "原").
CLAIM_NAMES = _words("说法|命题|表述")
CLAIM_DETERMINERS = _words("这个|这一|该|原|题目")
# The statement said to hold or not by its name ("这个说法成立", "说法不成立"): an answer by the statement's
# sense, more than the bare mark (blind-91.yaml); "命题成立", the logician's set phrase, stays bare.
SAYINGS_HELD = _words("说法|表述")
HOLDS_SAID = _words("成立|不成立")
# A question particle after a mark ("对吗？"), or before the question mark of an answer that asks
# itself and replies ("对吗？对"): asking back, not answering.
ASKED_PARTICLES = _words("吗|嘛|么")
# The marks themselves, as a verdict weighed ("对也行，错不行") or asked back ("对吗？不是").
MARK_WORDS = _words("对|错|正确|错误")
ASKED_MARKS = _words("对|正确|错误|错|true|false|right|wrong|correct")
# "Also" before a second mark ("对，也错"; "but also false"): both said.
ALSO_LEADS = _words("也|又|但也|但又|却也|同时也|and also|but also")
# The false mark denied after them ("错也不错", "错又不算错"): the true one said, as "对也不对" says both.
FALSE_MARK_DENIED = r"(?:不算|不是|算不上|不)\s*错"
# A belief denied before a mark ("我不认为这是对的", "I don't think it's true"): the mark flips.
DENIED_BELIEFS = (
    r"不认为|不觉得|并不认为|不相信|不能说|谈不上|说不上|\bhardly|\bbarely|"
    r"\bdo\s*n[o']?t\s+(?:think|believe)|\bdoes\s*n[o']?t\s+seem|"
    r"\bis\s*n[o']?t|\bis not|\bnot|"
    # no need for it to be so ("doesn't have to be true", as "不一定对"), or passed on ("hard pass on true")
    r"n[o'’]?t\s+(?:have|has)\s+to\s+be|\bneed\s*n[o'’]?t\s+be|\b(?:hard\s+)?pass\s+on"
)
# A belief denied in words ("我不觉得是…", "谈不上…", "I don't think …"): a clause that restates an option
# under one says it is not so (``_meaning``).
BELIEFS_DENIED_IN_WORDS = _words(
    "不认为|不觉得|并不认为|不相信|不信|不能说|谈不上|说不上|"
    "don't think|do not think|don't believe|do not believe"
)
# False with a qualification ("不一定", "不太对", "not always"): a reading to confirm, not a bare mark.
# True with a qualification: no big fault denied ("没什么大错", "没太大错误", "没多少错"): mostly right, a
# reading to confirm, not a bare mark.
QUALIFIED_TRUE = r"没(?:有)?(?:什么|啥)?(?:多大|太大|大|多少)的?错(?:误|处)?"
QUALIFIED_FALSE = (
    rf"{NOT_GUARANTEED}|不一定|未必|不见得|不总是|不完全(?:对|正确)|不全(?:对|正确)|不(?:完)?全是(?:的|这样的?)(?=\s*(?:[,，。.!！;；~～]|$))|不太对|不大对|不怎么对|没那么对|不太正确|"
    r"not necessarily|not always"
)
# "错不了" (can't be wrong: true), "这怎么可能错" (asked to deny), "错不到哪去" (not far wrong): a mark
# turned, not said.
TURNED_MARKS = r"错不了|对不了|怎么可能(?:是)?(?:错|对)|错不到哪(?:里|儿)?去"
# A negation before the claim's verb ("不支持", "没有用", "无法切分"), and what one opens with after "是".
NEGATIONS = r"不|没有?|不会|无法|不能"
NEGATION_OPENINGS = _words("不|没|无法")
# The rarer marks (``_truth_words``): the claim named ("题干没问题", "这句话有点问题").
CLAIM_REFERENCES = r"题干|题目|原题|这句话?|这个?说法|该说法|表述"
# An adverb making a bare "不是" certain ("肯定不是"): a plain no, to confirm.
CERTAINLY = _words("肯定|当然|绝对|一定")
# "Too" before "绝对" ("太绝对了"): the claim overstated, false.
TOO = _words("太|过于|过分")
# "A little" before a fault ("有点问题"), and any kind of one ("没啥问题").
SOMEWHAT = _words("点|些|一点")
ANY_KIND = _words("有|啥|什么")
# Denying "这么回事" ("不是这么回事"): false; and insisting on it ("确实是这么回事"): true.
NOT_SO = _words("不是|并非|并不是")
# "No such thing" said of the claim ("没有的事", "没这回事"): a true/false answer's no, as "确有其事" its yes.
NO_SUCH_THING = _words("没有的事|没有这回事|没这回事|没这事|并无此事|子虚乌有")
INDEED = _words("就|确实|的确|正")
# "没说错" in its verbs ("没讲错", "没写错"): not said wrongly, true.
SAYING = _words("说|讲|写")
# No fault to be found ("挑不出什么毛病", "找不出任何错误"): true.
FAULT_SEEKING = _words("挑|找|看|查")
ANY_AT_ALL = _words("什么|任何|一点|半点")
FAULTS_FOUND = r"错(?:误|处)?|毛病|破绽"
# Any fault denied ("没啥错", "没什么错误", "没有任何错"): nothing wrong in it, true, as "没有错" is.
ANY_FAULT = _words("什么|啥|任何|一点|半点")

# A filler before a one-character mark, the whole answer ("嗯对", "嗯呐，对", "嗯嗯是"): still bare, as
# the labels read it (batches 8, 47, 48); before more ("嗯呐，对的", "嗯，没错") it is said as a sentence.
BARE_FILLERS = _words("嗯呐|嗯哪|嗯嗯|嗯|唔|哦|噢")
FILLED_MARKS = _words("对|错|是")
# A colloquial mark that, beside another, makes a sentence ("yeah 没毛病", "✓✓✓ 没毛病": to confirm, as
# the labels read both, batches 27 and 48; "对，没毛病", "☑️ 没问题": convention 7 of blind-16.yaml's
# header, with "没问题" in its forms, ``FINE_ALONE``); alone "没毛病" is bare, "没问题" a sentence (to
# confirm, as blind-22.yaml labels it).
SENTENCE_BESIDE = _words("没毛病")
# Colloquial English replies ("nope 不对", "yep 对的"): beside a Chinese word, a sentence in two languages.
COLLOQUIAL_REPLIES = _words("yeah|yep|yup|nope|nah")
# An exclamation sign closing a bare mark ("错误❗"): a tone of voice, as "！" is.
EXCLAIMING = _words("❗|❕|‼")
# A gesture closing a bare true/false mark that says what the mark says: approval after a true mark
# ("是 👍", "对 👌"), the person gesturing no (arms crossed, an "×") after a false one ("nope 🙅"). Said
# the other way round ("对 🙅") the sign refuses the mark and the answer is asked again.
AGREEING_TRUE_SIGNS = _words("👍|👌|🙆")  # 🙆: the person gesturing OK (arms in a circle), 🙅's other half
AGREEING_FALSE_SIGNS = _words("🙅")
# The gestures that are true/false marks of their own, alone ("🙆", "🙅🙅") or opening the answer ("🙅 不
# 一定"): read as ✅ and ❌ are (``TRUE_MARKS``, ``FALSE_SIGNS``), never a face that only parts two marks.
# Closing another mark or a sentence ("是 🙅", "不等价，因为… 🙅") a gesture agrees or refuses (above).
GESTURE_MARKS = _words("🙆|🙅")
# Any other emoji closing a bare true/false mark ("成立滴 🙌", "不成立哈 😄", "对滴😂") is a tone, as a
# particle is: the bare mark (convention 7 of blind-16.yaml's header) — unless its Unicode name refuses,
# doubts or is ironic (``_struck``: "对 🙃", "对 🙄" are asked again), it agrees with the other mark
# (above), or it smirks at what it closes ("对 😏" may mean the opposite: read as it stands, to confirm).
MOCKING_SIGN_NAMES = _words("SMIRKING")
# True/false marks put to other uses (``_mark_uses``).
# Words that hold a verdict character and are no verdict: an error raised or fixed ("不会报错": it will
# not error, no "false"), a thing named ("对偶", "对方"). Found as words, on jieba's boundaries: "全错",
# "答错", "判错" are verdicts and stay read.
NO_VERDICT_WORDS = _words(
    "报错|出错|纠错|查错|排错|容错|差错|试错|出错率|报错信息|纠错码|错误码|错误信息|错误率|错误处理|"
    "错误日志|错误类型|错误提示|错误消息|错误栈|错误输出|错位|错开|交错|错峰|错配|错题|错字|错别字|"
    "对偶|对方|应对|对冲|对焦|对撞|对标|对账|比对|派对|对半|"
    # English terms opening on a verdict word: "会增加 false positive" counts errors, says no "false"
    "false positive|false positives|false negative|false negatives|true positive|true positives|"
    "true negative|true negatives|false sharing"
)
# The words of jieba's dictionary that hold 对 or 错 and say a verdict ("不对", "没错", "答错", "说得对",
# "大错特错", "对头"): any other word of its dictionary holding either ("对手", "错过", "校对", "对得起",
# "认错") is no verdict (``_mark_uses``). Words jieba makes up for a run it does not know ("题干错")
# are read by their characters, as before.
VERDICT_WORD = (
    r"(?:不|没|全|都|全都|也|就|并|真|半|大|很|太|说|讲|写|答|判|我判|题干|算|选|弄|搞|想|看|听|记|说得|没说|"
    r"没讲|没写|不太|不大|不怎么|不全)?[对错]+(?:了|的|啦|咯|滴|哒|呀|啊|吧|呢|误|处|得|儿|不了|个鬼|个头|个|头|特错|不上|不对|才怪)?"
    r"|绝对"  # "太绝对了": the claim overstated, read as false (``_truth_words``)
)
# 对 as a preposition, towards or for ("VAE 对 fp16 很敏感", "对 VAE 来说"): what closes its object.
PREPOSITION_CLOSINGS = _words(
    "来说|而言|来讲|很|太|挺|非常|比较|特别|十分|极其|更|最|敏感|不敏感|有影响|没影响|没有影响|影响|友好|"
    "不友好|有效|无效|有用|没用|有帮助|没帮助|造成|产生|起作用|要求|兼容|适用|做|进行|求"
)
# What, closing the words before 对 in its clause, makes it the verdict ("说得对", "答对", "选对"); after
# any other word ("我觉得对 fp16 很敏感", "也对精度敏感") 对 before an object is the preposition
VERDICT_LEADS = _words("说得|说的|讲得|答|判|选|填|写|打|画|勾")
# A mark under a plain negation (``NOT_SO``: "不是╳", "并非 ✗", "不是错": not false): its opposite; a
# denial too ("不是不对", "并非不正确": not wrong, true; read as the denial, it was false), also under
# "没有" ("没有不对"; "没有错" is a word of its own, "没错")
NEGATED_DENIALS = _words("不对|不正确|不成立")
DENIALS_DENIED_BY = _words("没有")
NEGATED_FALSE_MARKS = (*_words("╳|✗|✘|✖|❌|❎|☒|×|✕|x|f|false|错误|错|假"), *NEGATED_DENIALS)
NEGATED_TRUE_MARKS = _words("√|✓|✔|✅|☑|⭕|t|true|正确|对|真")
# A bare "不" or "没" before a sign, not a word ("不❌", "没✅", "不 √"): the sign denied, its opposite;
# before a word the two make a word of their own ("不对", "没错") and are read as such.
NOT_SIGN = _words("没有|不是|不|没|非")
NEGATED_FALSE_SIGNS = _words("╳|✗|✘|✖|❌|❎|☒|×|✕")
NEGATED_TRUE_SIGNS = _words("√|✓|✔|✅|☑|⭕")

# ---- A verdict framed, not asserted; leaning, turning (``_truth_unasserted``, ``_truth_echo``,
# ``_turned_verdict``) ----

# a figure of a share, in digits or Chinese numerals ("三", "1/3" of "三分之一")
_SHARE = r"[零一二两三四五六七八九十百\d.]+"
# A verdict word said but not asserted (``_truth_unasserted``): the words that frame it, as patterns.
# Before the mark, closing the words before it in its clause: a condition, a belief once held, a share
# of truth, someone else's choice or a refusal ("如果对的话", "以为是错的", "一半对", "谁会选对", "I won't
# pick true"); "不一定/未必" before 错 only doubts the false mark.
UNASSERTED_BEFORE = (
    "如果|假如|假设|要是|若是|倘若|万一|以为|原以为|本以为|本来觉得|本来以为|本来认为|本来想|"
    "一开始觉得|一开始以为|起初觉得|起初以为|一半|部分|有点|谁会选|谁选|才选|才会选|才说|说它|说这|有人说|别人说|"
    # a clause of the candidate's own called the right one ("group 越小显存越低才对吧"): the mark judges
    # that clause, not the statement, whose truth the reader cannot tell from it
    "(?<=[^\\s,，;；。.!！?？])才|"
    r"\bif|\bif it'?s|\bif it is|\bif that'?s|\bpartly|\bpartially|\bhalf|\bsomewhat|\bkind of|\bsort of|"
    r"\bfar from|\bwon'?t pick|\bwouldn'?t pick|\bnever pick|\bwon'?t say|\bwouldn'?t say|\bnot pick|"
    # true only in the main, in name or in theory ("mostly true", "技术上是对的"): not quite the mark
    r"\bmostly|\blargely|\bmainly|\btechnically|\btheoretically|\bin theory|\bon paper|\bnominally|"
    "技术上|理论上|名义上|"
    # a share of truth in figures ("三分之一正确", "2/3 对", "百分之八十对", "80% 对"): only in part ("八成是
    # 对的" is "most likely", a lean, and not here)
    rf"{_SHARE}分之\s*{_SHARE}|百分之\s*{_SHARE}|\d+(?:\.\d+)?\s*[%％]|(?<![\d.])\d+\s*/\s*\d+"
)
DOUBTED_FALSE_BEFORE = "不一定|未必|不见得|不算|算不上|不能算|not necessarily|not exactly"
# Right after the mark: made conditional, weighed, allowed besides, judged, or said of others ("对的话",
# "错的可能性 30%", "对也行", "错是常见误解", "说它错的人", "true-ish", "true is a trap").
UNASSERTED_AFTER = (
    r"的?(?:话|概率|可能性|几率|机会|人)|是不可能的|是?不可能|也行|也可以|也不是不行|也说得通|"
    r"是(?:个|一个|一种)?(?:常见的?)?(?:误解|误区|谣言|陷阱|错觉)|就好了|"
    r"-?ish\b|\s*only sometimes|\s*sometimes|\s*in part|"
    r"\s*(?:is|would be|'s)\s+(?:a\s+)?(?:trap|wrong|myth|impossible|misconception|unlikely|a stretch)\b|"
    r"[?？]+\s*(?:不会|不可能|才不会?|不行)|"
    # the same hedges closing the mark's clause ("true, mostly", "对，理论上"); one opening a reason
    # ("true, mostly because …") is not a hedge of the mark
    r"\s*[,，]?\s*(?:mostly|largely|mainly|technically|theoretically|in theory|on paper|nominally|"
    r"技术上|理论上|名义上)\s*(?:$|[.!?。！？;；,，])"
)
# After the mark, as the next clause: joked, struck out or let go ("对，开玩笑的", "错（划掉）",
# "true, scratch that", "错, no wait", "对，算了").
# (the jokes are ``JOKING``, said of an option too)
TAKEN_BACK_AFTER = (
    r"[(（]\s*(?:划掉|删掉|作废|不算|strike|struck|crossed out)\s*[)）]|"
    r"scratch that|never ?mind|no wait|wait,? no|strike that|算了"
)
# What may stand between a frame and its mark ("如果是对的", "要是为真", "if it's true").
UNASSERTED_COPULAS = r"是|觉得|为|be|it'?s"
# A final say closing the answer ("…——我说对", "…，最终选错", "final answer: true"), and its marks.
FINAL_SAYS = r"我先说|我说|我选|我的答案是|最终(?:答案)?(?:是|选)?|final answer(?: is)?:?"
FINAL_MARKS = _words("对|错|正确|错误|true|false")
# A lean opening a clause ("应该不支持", "好像是支持"): it says nothing more than the verb after it.
LEANINGS = _words("应该|应当|大概|估计|好像|似乎|貌似")
# A belief opening the clause ("我觉得不行", "印象中支持"), and those a tentative statement may open with.
BELIEF_OPENINGS = r"我?觉得|我?认为|我?感觉|我看|我?印象中|我?记得"
BELIEF_LEADS = r"我?觉得|我?认为|我?感觉|我看"
# An adverb that only insists ("确实不支持"): says nothing more than the verb it stands before.
INSISTING = _words("确实|的确|真的|当然|肯定")
# A turn from the opening mark ("对……不过…，错", "true, but …"): the closing mark may answer instead.
TURNS = r"但是|但|不过|可是|然而|只是|\bbut\b|\bhowever\b"
# A conclusion before the closing mark ("…，所以不成立", "so false").
CONCLUDING = r"所以|因此|那就|那还是|还是|那|总之|so\b|therefore\b"
# A condition: a mark closing one ("数据多的话，对的") holds only then.
CONDITIONS = r"如果|要是|假如|假设|倘若|若是|只要|一旦|的话|情况下|\bif\b|\bwhen\b|\bunless\b"

# ---- Places in the list of options (``_ordinal_mentions``, ``_ordinal_words``) ----

# The measure words of a place ("第二个", "最后一项", "头一条", "前两种"), with "选项" ("第二个选项")
# and said plainly ("首项", "首尾两项"); what the closing act and formal numerals take too ("压轴的那个").
ORDINAL_UNITS = _words("个|项|条|种")
# A question counted by its number ("第 3 题", "第二道题", "第 2 个问题", "第三问"): not an option's place.
QUESTION_UNITS = _words("道题|道|题|个问题|个小题|小题|问")
ORDINAL_UNITS_NAMED = _words("个选项|项选项|个|项|条|种|选项")
ORDINAL_UNITS_SHORT = _words("个|项|条")
ORDINAL_UNITS_OPTION = _words("个|项|条|种|选项")
FORMAL_PLACE_UNITS = _words("个|项|条|种|选项|段|组|行")
# A run counted from one end ("前三个", "后两个"), its measure words, and what may follow it as of the
# options ("前两个都对", "前三个吧", "倒数第一个那个", "倒数第二个那段": the one, by the measure word of a
# place), not of a thing named next ("前两个阶段").
RUN_UNITS = _words("个选项|个|项|条|种")
RUN_FOLLOWERS = _words(
    "选项|都|全|均|是|对|正确|吧|呢|啊|和|与|及|也|还|选|了|不|错|或|那个|那项|那条|那段|那组|那行|那种"
)
# What follows a range of places as of the options ("第一到第三项都对"), not "第一到第三层".
RANGE_FOLLOWERS = _words("个|项|条|种|选项|都|全")
# "Or" between two runs ("前两个或者三个"): both held open.
RUN_ORS = _words("或者|或|还是")
# The top and the bottom of the list ("最上面那个", "垫底的那项"); "最后" only before "那".
TOP_OF_LIST = _words("最上面|最上边|最顶上|最顶端|打头|最前面|最前边")
BOTTOM_OF_LIST = (
    r"最下面|最下边|最底下|最底部|最后面|最后边|最后(?=\s*的?\s*那)|垫底|末尾|最末尾?"
    # "末项", "末一个" as words of their own (not "期末", "周末", "始末"): the last one
    r"|(?:(?<![\u4e00-\u9fff])|(?<=[选是要就]))末(?=\s*一?\s*[项个条])"
)
# The middle of the list ("除了中间那个都对", "正中间那项"): its place on an odd count, none on an even one.
MIDDLE_OF_LIST = _words("正中间|最中间|中间")
# ... not where its clause names what it lies between ("A 和 C 中间那个", "两者之间", "从 A 到 C 中间").
BETWEEN_NAMED = _words("和|与|及|跟|之|到|两")
# What is measured before "最长的" / "最短的" ("名字最长的", "写得最短的"): the option's text.
LENGTH_MEASURED = _words("名字|名称|字数|文字|写得|写法|代码|配置项|配置|参数名|参数")
# Counted by the parity of their places ("单数那两项", "奇数项", "双数的那俩"): every odd or even place.
ODD_PLACES = _words("单数|奇数")
EVEN_PLACES = _words("双数|偶数")
# A count closing a list of places said without "第" ("一、三两项", "二、四这两个"): "第一、三项".
PLACES_COUNTED = _words("两|二|三|四|俩|仨")
# Counting from the bottom ("从下往上数第二个": "倒数第二个") or from the top ("从上往下第二个": "第二个").
FROM_BOTTOM = (
    r"从下[往向]上|从下到上|自下而上|由下往上|从下面?|从底下?|从后[往向]前|从后面?|倒着"
    # from the list's tail ("从尾巴往前第三个", "从末尾数第二个")
    r"|[从由](?:尾巴|尾部|末尾|结尾|最后面?|最末)\s*(?:[往向]前|倒着)?"
)
FROM_TOP = (
    r"从上[往向]下|从上到下|自上而下|由上往下|从上面?|从前[往向]后|顺着"
    r"|[顺正](?=\s*数)"  # counted forwards ("顺数第三个", "正数第二个"), as "倒数" counts back
    r"|从(?:开?头|最前面?)\s*(?:[往向]后)?"  # from the list's head ("从头往后第二个", "从开头数第二个")
)
# Before "选" and an option's number closing the answer ("…，所以选三").
CHOSEN_LEADS = _words("所以|因此|那就|那|就")
# A place in the candidate's own ranking, not an option's ("B 排第二", "我的第二选择是 B").
RANK_LEADS = r"排|排在|排名|位列|\bmy"
RANK_FOLLOWERS = _words("选择|顺位|志愿")
# "B 第一个排除": the order in which an option is ruled out, not a place.
RULED_OUT_ADVERBS = _words("就|先|要")
RULED_OUT_VERBS = _words("排除|排掉|去掉|划掉")

# ---- Marks on an option, options joined, an answer's label (``_struck``, ``_mention_pass``, ``_text``) ----

# A tag that names what it holds wrong ("<wrong>B</wrong>", "<错>C</错>"): struck.
WRONG_TAGS = _words("wrong|no|not|nope|false|incorrect|bad|错|错误|误")
# A label saying what follows is wrong, with no colon ("错误答案 B", "错误示范 {C}").
WRONG_LABELS = _words("错误答案|错误示范|错误写法|错误选项|wrong answer|incorrect answer")
# A bound before "取" ("h 最多取到四十八"): a letter there is a variable, not an option.
TAKEN_BOUNDS = _words("最多|最大|最少|最小|至多|至少")
# The consequence of a condition said after an answer ("1/64，只算一个的话是 1/32"): an aside.
CONSEQUENCE_LEADS = _words("是|就是|就|则是|则|会是")
# What joins two options into one list ("A 和 B", "A 还有 B", "A plus B"), unlike a comma.
JOINING = r"和|与|及|跟|加|还有|\b(?:and|plus|as well as)\b"
# A measure word a candidate may put after an option letter ("B项和C项", "A号、B号"), and the words
# those characters open, which are no measure ("C项目", "A个人觉得").
LETTER_MEASURES = _words("选项|项|号|个")
LETTER_MEASURE_WORDS = _words("项目|号码|号称|个人|个别|个数|个性|个体|个子")
# A label before the answer ("我的答案是 C", "最终答案为 B"): whose, and the copula after it.
ANSWER_QUALIFIERS = _words("我的|最终|正确")
ANSWER_COPULAS = _words("是|为|应该是|应为")

# ---- Fragments and paraphrases of an option (``_fragments``, ``_paraphrase``) ----

# Pointing at an option after its words ("…的那个", "…这一项"): no more than the option.
POINTING = _words("那个|这个|那项|那一项|那种|那组")
# A state, not an act ("X 已经开了"): the words after an option's lead that say it is set already.
STATE_WORDS = r"已经|已|了|过|着|\b(?:already|still)\b"
# What opens more than an option's words (a sum, a turn, a condition: "乘", "但", "如果").
OPENING_MORE = _words("乘|除|但|不过|可是|除了|如果|要是")
# Words a paraphrase may drop or add and say the same ("会被", "大约", "仍然", "保持").
CANON_DROPPED = _words("会被|会|将|了|的|得|约|大约|大概|左右|都|仍然|依然|仍|保持")
# A bound's direction ("8.9 以上", "不低于", "at most"): an option "≥ 8.9" is not restated by "8.9 以下".
AT_LEAST = r"≥|>|以上|往上|至少|不低于|不少于|不小于|\bat least\b|\babove\b"
AT_MOST = r"≤|<|以下|往下|低于|小于|少于|不到|不足|不超过|至多|\bat most\b|\bbelow\b|\bunder\b"
# A thing discarded ("丢掉不用", "过滤出去不用", "扔掉不训"): with "不用" one act, the 不 no negation.
DISCARDING = _words("掉|出去|弃")
# ... and what says it is "not used" after it ("丢掉不用", "扔掉不训"): one act with the discarding.
UNUSED_AFTER_DISCARDING = _words("不参与训练|不训练|不用|不要|不训|不练|不管|不算")

# ---- Reading by meaning (``_meaning``) ----

# What sets a clause against the option it names ("不是", "排除", "除了", "错"): no restatement of it.
AGAINST = _words("不是|不对|不行|不要|肯定不|并不|并非|排除|无关|没关系|除了|除去|以外|之外|错")
# A condition opening ("如果…"): what follows may not be the answer.
IFS = _words("如果|要是|假如")
# An option pointed at before being thrown out ("那个扔掉"), and striking out ("划掉 C").
POINTED_OUT = _words("那个|这个|那条|这条|那项|这项|那一项|这一项")
STRUCK_OUT = _words("划掉|拿掉")
# What a clause may end on with its result still to come ("…，所以", "答案是", "然后").
UNFINISHED = _words("是|为|所以|因此|答案是|就是|等于|得|然后|再")
# A substitution with no result yet ("n 取 32 代进去……", "plug n = 32 in").
SUBSTITUTING = r"代进去|代入|带入|带进去|代回去|\bplug(?:ged|ging)?\b.*\bin"
# A condition still waiting for its result ("当 h 取 8 时", "如果 n=32 时").
WHEN_OPENERS = _words("当|若|如果|假如|假设")
# A reason or conclusion between clauses ("…，所以 C", "因为…"): a clause ends there.
CLAUSE_REASONS = _words("所以|因为|因此|由于")
# What links the parts of a multiple-choice answer, one option each ("A 和 C", "B 以及 D"): the parts the
# model of meaning reads, the letters of a set chosen among or ruled out, the items a closing count sums.
PART_LINKS = _words("和|跟|与|以及|还有|及")
# "除了 X 都对": every option but those named, closed by one of these.
EVERY_CLOSINGS = _words("都对|都是对的|都正确|都选|全选|都可以|都行|all of them|everything else|the rest")
# An operation said in a word ("乘", "加"): a computation, not a restatement.
OPERATION_WORDS = _words("乘|除|加|减")

# ---- Disowning the answer (``_disowned``) ----

# Words that file the whole answer as wrong or not meant ("以上都是错的", "错误示范：", "everything above is
# wrong"); entries may be patterns ("myths?"); the reader tries the longest first.
# Chinese: the whole answer pointed at ("以下", "上面这些说法")
DISOWN_SCOPE = (
    "以下", "下面", "以上", "上面", "上述", "上文", "前文", "下文", "下列", "这些", "前面", "后面", "我说的",
    "我写的",
)  # fmt: skip
DISOWN_NOUN = (
    "说法", "内容", "几点", "观点", "回答", "答案", "话", "所说", "所写", "几条", "这些", "各点",
    "说的", "写的", "方案", "做法", "每一条", "每条", "每一点", "每点",
)  # fmt: skip
DISOWN_ALL = (
    "全都",
    "统统",
    "通通",
    "完全",
    "全部",
    "一律",
    "都",
    "全",
    "均",
    "皆",
    "纯属",
    "纯粹是",
    "尽是",
)
DISOWN_COPULA = ("是", "为", "属于", "属")
DISOWN_WRONG = (
    "错的", "错误的", "错误答案", "错误示范", "错误示例", "错误", "错", "不对的", "不对", "胡说八道", "胡说",
    "胡扯", "瞎扯", "扯淡", "瞎编的", "瞎编", "乱写的", "乱写", "编的", "不成立", "反例", "误解", "谬误",
    "假的", "废话", "反面例子", "反面教材", "错觉", "谣言",
    # not to be taken as said: read backwards, not in earnest, void, to be ignored, made up, unworkable
    "反着看", "勿当真", "别当真", "不要当真", "不能当真", "作废", "忽略", "无视", "纯属虚构", "虚构",
    "不可行", "行不通", "不适用", "不需要", "不是我的答案", "错误回答", "错误答案", "有误", "有错",
)  # fmt: skip
DISOWN_QUALIFIER = ("常见的", "常见", "典型的", "典型", "一些", "一堆", "一个", "一种", "我", "请")
# "没有一句是对的", "没一句对", "无一成立": none of it holds
DISOWN_NONE = (
    r"没有?一(?:句|条|点|个|处)(?:话)?(?:是)?(?:对|正确|成立|靠谱|站得住)",
    r"无一(?:对|正确|成立)",
)
# a label opening the answer that files what follows: "错误答案示例：", "常见误解："
DISOWN_LABEL = (
    "错误答案示例", "错误答案", "错误回答", "错误示例", "错误示范", "错误做法", "常见误解", "常见误区",
    "反面例子", "反面教材", "反例", "误区", "踩坑清单", "踩坑", "不要这样做", "别这么做",
)  # fmt: skip

# English
DISOWN_EN_SCOPE = ("the following", "the above", "what follows", "what i wrote", "what i said", "all this")
DISOWN_EN_DEMONSTRATIVE = ("this", "that", "it", "the above", "the following", "what follows")
DISOWN_EN_WRONG = (
    "wrong", "false", "incorrect", "made up", "nonsense", "bogus", "untrue", "a misconception",
    "misconceptions", "myths?", "a myth", "rubbish", "garbage",
)  # fmt: skip
DISOWN_EN_HOLDS = (
    "holds?",
    "is right",
    "is correct",
    "is true",
    "are right",
    "are correct",
    "are true",
    "applies",
)
DISOWN_EN_LABEL = (
    "common misconceptions?", "misconceptions?", "wrong answers?(?: examples?)?", "myths?", "bad answers?",
    "anti-?patterns?", "(?:here'?s |here is )?what not to do", "don'?ts", "pitfalls",
)  # fmt: skip


# A give-up as one's own answer after someone else's ("我的答案：不会", "以上是参考答案，我的答案是：不知道").
DISOWN_GIVE_UPS = r"不会|不知道|不清楚|不懂|没思路|放弃|pass|idk|no idea|don'?t know"
# The whole told to be ignored or disagreed with ("忽略以上内容", "我不同意以下观点").
DISOWN_IGNORING = _words("忽略|无视|别管|别看|不要看|我不同意|不同意|不认同|反对")
# A turn before a frame closing the answer ("…但本题不适用", "…但我认为都不对"), its scope and verdict.
DISOWN_BUTS = _words("但|但是|不过|可是")
DISOWN_THIS_QUESTION = _words("本题|这题|此题|这里")
DISOWN_NOT_SO = _words("不对|错|是错的|不成立")
# A line taken back on its own ("<point>——不对", "<point>？"): the denials closing it.
LINE_DENIALS = r"不对|不是|错了?|是错的"
# A wrong-saying label alone on the first line ("错误：", "误").
WRONG_WORDS = _words("错误|错|误")

# ---- Disowning, continued ----

# A particle closing a verdict on the whole ("以上都错了", "全错啦").
DISOWN_PARTICLES = _words("了|啦|的")
# The whole said to be someone else's ("以上是 ChatGPT 说的", "以上内容来自…").
ATTRIBUTED = _words("是|为|来自")
# Disagreeing with someone else's answer given before one's own ("这是标准答案，我不同意").
DISAGREEING = _words("不同意|不认同|不服")
# "Q: …？ A: 不对": a question put and answered no.
ANSWERED_NO = _words("不对|不是|错|错的|否|no|nope|wrong")

# ---- Figures and operations (``_value_mentions``) ----

# An operator said in words before its operand ("8 乘以 4", "64 减去 8"): the figure is an operand.
OPERATOR_WORDS = _words("除以|乘以|乘|加上|减去")
# The same before a named quantity ("8 乘以 rank 数", "8 times the ranks").
OPERATOR_ON_NAMES = r"除以|乘以|乘上|乘|加上|减去|\btimes\b|\bdivided by\b|\bmultiplied by\b"
# An operation word earlier in the clause with no result after it ("…乘以层数"): unfinished.
OPERATION_PENDING = _words("除以|乘以|乘上|加上|减去|divided by|times|multiplied by")
# An operator before a figure ("× 累加 4", "64 加 64"); "加"/"减" add figures, between letters they list.
OPERATOR_BEFORE = _words("除以|乘以|乘|加上|减去|加|减")
# A result the answer works to and states ("…再乘 8 个 rank，共 64", "…，所以 64", "= 64", "得 64"): the
# figures before it are its steps. "得" only as a result, not the verb's particle ("记得 8", "觉得 16").
STATED_RESULT_LEADS = (
    r"一共|总共|合计|总计|共计|共|所以|也就是|结果是|结果为"
    r"|(?<![A-Za-z_\u0370-\u03ff])(?<![A-Za-z_\u0370-\u03ff]\s)[=＝]"  # not a setting: "trim=10", "τ = 1"
    r"|(?<![记觉懂晓显值使获难省免舍认见不怪赢])得"
)
# A word alone opening the last clause, saying its figure is exactly the result or the share taken ("…两个
# 字节，刚好一半", "…64 个里挑 2 个，占 1/32"): the result the reason before came to (``_choice_clauses``).
RESULT_SAID_LEADS = _words("刚好|正好|恰好|恰恰|刚刚好|占了|占到|只占|就占|占")
# What may stand between that lead and the result ("一共是 64", "所以为 64", "共有 64").
STATED_RESULT_COPULAS = _words("就是|是|为|有")
# A commitment before a figure: a choice made, never a step ("选 16，每步 8 个，共 2 步").
FIGURE_COMMITMENTS = _words("选|我选|就选|选项|答案是|答案|答|我押|押|我猜|盲猜")
# A calculation part that asks what is saved ("存储节省比例", "memory saving"): a share of it is the
# share saved, never what is kept (``_kept_share``).
SAVING_PARTS = r"节省|节约|省下|省了|省掉|能省|省|减少|降低|saving|saved|savings|reduction|reduced by"
# What is kept, used or added, said before a share ("只剩 98.7%", "压缩到 98.7%", "LoRA 占 98.7%"):
# not the share saved.
KEPT_SHARE_BEFORE = (
    r"剩下|剩余|剩|还需要?|需要|只需|仅需|保留|留下|占用|占了|占|压缩到|压到|降到|降至|减到|减至|缩小到|缩到|"
    r"变成|变为|仍需|多用|多占|多出|增加|增长|涨了|提高|\bkeeps?\b|\bkept\b|\bremain|\bleft\b|\buses?\b|"
    r"\btakes?\b|\bdown to\b|\bincrease[sd]?\b|\bgrows?\b|保存"
)
# A share said to be less after it ("uses 98.7% less", "少用 98.7%"): saved after all.
KEPT_SHARE_LESS = r"\s*(?:less|fewer|smaller|lower|更少|少)"
# The same said after it ("98.7% of the original", "98.7% 的原始存储", "98.7% more storage").
KEPT_SHARE_AFTER = (
    r"的(?:原始|原来|原)|的(?:存储|空间|体积|大小|显存|参数)|of the (?:original|full|whole)|of the unet|"
    r"more\b|的增量|remaining|left\b|kept\b"
)
# A share said roughly ("差不多一半", "将近 50%"), and the verb after it ("约占 50%").
ROUGHLY = _words("约莫|约摸|大致|约|大约|大概|差不多|将近|接近|近|快|≈|~|about|roughly|nearly|almost")
SHARE_VERBS = _words("占|是|有")
# What a division in words counts ("两个专家 ÷ 64个", "32份里占一份").
COUNT_UNITS = _words("个|张|份|块")
PART_OF = _words("里|中|之中|当中")
# A further step before a division in its clause ("…乘 2 再 ÷ 64"): not the answer's own division.
FURTHER_STEPS = _words("乘|除|加|减|倍|平方|开方")
# A figure said approximately, before it ("约 48%", "about 48%") or after it ("48% 左右").
APPROXIMATE = _words("约莫|约摸|大致|约|大约|大概|≈|~|about|approximately|roughly|around")
APPROXIMATE_AFTER = _words("左右|上下|前后")

# ---- Small readers' words (denials, conversions, additions, judgements, recall, memory) ----

# A denial after a bracketed letter ("“B” nope", "「C」（划掉）"): the letter is denied.
BRACKET_DENIALS = r"不对|错|不选|不是|不|划掉|（划掉）|\(划掉\)|nope|no|wrong"
# Converting a figure into a unit ("换算成 GiB", "折合 MB"): the unit named is the one asked.
CONVERTING = _words("换算成|换算为|转换成|转换为|转成|换成|改成|改为|折合成|折合")
# Adding an option to those doubted ("再加上 C", "包括 D"): the option is added, not doubted.
ADDING = r"加|添|算上|算进|包括|包含|\badd|\binclud"
# A particle closing "选最大的" ("挑最小的吧"): no more than the choice.
CLOSING_PARTICLES = _words("吧|呗|啊")
# In an answer typed without punctuation, a word closing a spaced part that wants what follows it ("不是 B",
# "不选 第二个", "除了 C", "可能 B"): the space holds it to its object or its clause, it parts nothing.
SPACE_GOVERNING = _words(
    "是不是|不是|就是|还是|也是|都是|只是|应该是|答案是|是|不选|我选|选项|选|除了|除以|除|排除|去掉|不要|要么|要|"
    "和|或者|或|跟|与|以及|及|还有|加上|加|减去|减|乘以|乘|等于|比|把|用|给|从|到|在|为|叫|像|对于|关于|答案|"
    "应该|可能|也许|大概|估计|感觉|觉得|认为|猜|好像|似乎|不确定|不知道|完全可以|可以|能|会|得|需要|必须"
)
# A word opening a spaced part that leans on the part before it ("B 吧", "A和B 都不对", "C 也行", "还是 D"):
# the space parts nothing there.
SPACE_LEANING = _words(
    "吧|呗|啊|呀|吗|嘛|呢|了|的|得|地|和|或者|或是|或|要么|还是|跟|与|以及|及|也|都|还|又|才|等|这俩|这两个|这几个|俩|"
    "两个|三个|四个|五个|"
    "可能|也许|大概|应该|不确定"
)
# A denial in a claim ("不需要", "无法", "not"): read against "没问题" said of it.
CLAIM_DENIALS = r"不|没|无|未|非|\bnot\b|n't\b|\bno\b"
# "Times" in words between a name and its count ("head_dim 乘 2"): a multiple of an option's quantity.
TIMES_WORDS = _words("乘以|乘上|乘")
# A restated claim judged true ("…是对的", "…属实") or false ("…是瞎说", "…不成立").
JUDGED_TRUE = _words("是真的|是对的|是正确的|是事实|没错|属实|成立")
JUDGED_FALSE = _words("是假的|是错的|是错误的|不对|不成立|不属实|是瞎说|是胡说|是胡扯|是扯淡")
# A figure recalled or believed ("我记得是 48", "印象中 48 吧"), and what may close it ("来着", "I think").
RECALLING = _words("记得|印象中|印象里|以为|觉得|认为|应该|其实|好像|明明|本来|原本")
RECALLED_AFTER = r"吧|才对|来着|啊|呀|才是|as\s+i\s+recall|i\s+think"
# Said of an option named again, chooses it after all ("B——不对，B 才对", "…，B 是对的").
STILL_CHOSEN = r"选|答案|所以|因此|才是|才对|对的|正确|没错|没问题|吧|\b(?:right|correct|answer)\b"
# Memory spoken of near a figure ("显存", "bytes"): a count read as bytes.
MEMORY_WORDS = r"显存|内存|存储|字节|缓存|memory|bytes|storage|cache|体积|大小|size"
# Halving a thing ("对半开", "对半砍"): fifty per cent.
HALVING = _words("开|分|砍|切")
# How far the candidate got in working the answer out ("算到一半", "写到三分之一就掉线了", "推了一半就卡住"):
# a remark on their own working, its share no figure. A verb of working then 到 ("partway through"); with
# 了 only when a stop follows the share ("算了一半就…"), as "每个专家只算了一半" states a share, or when
# the verb is one of writing the answer down and the answer ends there ("…写了一半").
PARTWAY_VERBS = _words("算|写|推|做|想|打|敲|答|列|弄|搞|说|讲")
PARTWAY_WRITTEN = _words("写|打|敲|答")
PARTWAY_STOPPED = _words("就|便|掉线|断线|断了|卡住|卡了|停了|没了|没电|时间到")
# Cutting a thing down ("砍一半", "不到砍一半", "砍一半再砍一半"): the share after it is compared or taken.
CUT_VERBS = r"砍掉|砍|缩减|缩|减掉|减|少"

# ---- Small readers' words, continued ----

# "这一点" and its kin between a restated claim and its judgement ("说它不支持这点是瞎说").
THIS_POINT = r"这一?点|这个|这"
# A figure stated ("是 48", "I think it is 48").
STATED_AS = r"是|为|等于|=|(?:i\s+(?:think|recall|believe)\s+)?(?:it\s+)?(?:is|was|should\s+be|equals)"
# A conclusion opening a clause ("所以说…", "therefore"), and a condition making it hypothetical.
CONCLUSIONS = r"所以说?|因此|因而|故而?|so|hence|therefore|thus"
# A conclusion or turn after a space ends a doubt's clause as a comma does ("不好说 所以是错的": the
# doubt is not of the mark the conclusion states; ``_truefalse``).
DOUBT_CLOSED_BY = r"\s(?:所以说?|因此|因而|但是|不过|可是)"
CONCLUSION_CONDITIONS = r"如果|假如|假设|要是|若|除非|只要|只有|\bif\b|\bunless\b|\bonly\b"
# Links between letters chosen together ("选 A 和 C", "B 以及 D"), as a pattern.
LINKS = alternation(_words("和|跟|与|及|以及"))
# Agreement with a reading shown back ("同意", "没问题", "ok").
AGREEMENT = r"同意|赞同|赞成|认同|没(?:有|啥|什么)?问题|(?<![a-z])ok(?:ay)?(?![a-z])"
# A need or duty denied ("不需要", "没必要", "不能"): the thing after it is denied.
NOT_NEEDED = _words("不需要|不需|不要|不用|无需|无须|不必|没必要|不应该|不应|不能")
# The same said as "don't do it" in a code comment ("# 别再 transpose 了", "# 别 transpose"): of a thing
# the code does not name, a reason for the code as written (``_code_remarks``). Not English: "don't use
# causal" denies with its verb, not its thing.
COMMENT_NOT_TO_DO = _words("别再|不要再|不用再|不必再|别")
# A thing said left out in a code comment ("# 不写 use_reentrant", "# use_reentrant 省略", "# omit
# use_reentrant"): of a thing the code does not name, what the code as written leaves to its default;
# of one it names, the comment contradicts it (``_code_remarks``).
LEFT_OUT = _words(
    "不写|没写|不传|没传|不加|没加|不带|没带|不设|没设|不填|没填|省略|省掉|省去|略去|去掉|"
    "不用写|不用传|不用加|不需要写|不需要传|不必写|不必传|留默认|用默认|走默认|"
    "omit|omitted|omitting|leave out|left out|without"
)
# A reminder in a code comment ("# 别忘了 constexpr", "# don't forget mask"): it holds "别", "不要" or
# "don't", yet of a thing the code names it says "keep it", not a word against the code; the verb it may
# take.
REMINDERS = _words(
    "别忘了|别忘记|别忘|不要忘了|不要忘记|别漏了|不要漏了|别丢了|don't forget|do not forget|dont forget"
)
REMINDED_VERBS = _words("加上|加|写上|写|带上|带|标上|标")
# What may close a comment that is only a reminder ("# 别忘了 constexpr 哦!"): closing marks and a particle,
# never a question mark or a word more.
REMINDER_CLOSES = r"[\s,，.。!！~～]*(?:(?:哦|喔|啊|呀|哈|噢)[\s,，.。!！~～]*)?"
# Where a denial's reach ends ("而是", "但", "因为", "就", "会").
DENIAL_CLAUSE_ENDS = r"而是|而|但是|但|只|因为|所以|(?<!成)就(?!绪)|(?<![机社学体理开大])会(?![话议员计场])"
# A whole answer that gives up ("我不会", "不知道怎么算了", "跳过").
WHOLE_GIVE_UPS = (
    r"我?(?:真的|完全)?不(?:知道|会|清楚|懂|确定|记得)(?:怎么|如何)?(?:算|做|写|答|选|填)?了?|"
    r"没学过|不懂|跳过|放弃"
)
# The measure words after "这"/"那" pointing at the question ("这道题", "那些").
POINTED_UNITS = _words("个|种|些|条|道|项")
# What joins a decision to another option ("B 和 C", "B 或者 C"), and the options of a list ("A 与 C",
# a rule-out list "A 和 D", a list of marks); also the marks of a true/false answer's opening run ("对或错",
# "对和错", "对与错": both said, asked again, ``_truefalse``).
JOINED_TO = _words("和|与|及|跟|或者|或是|或|还是")
# One option offered beside another ("四号还是第三个", "8x 或 6x", "8 倍，6 倍"): an alternative or a join;
# on counts, "也可能" offers one too ("4x，也可能 6x").
OFFERED_BESIDE = (*ALTERNATIVES, *JOINED_TO)
COUNT_OFFERED_BESIDE = (*OFFERED_BESIDE, *_words("也可能是|也可能"))
LIST_JOINS = _words("和|与|及|跟")
# "选"/"是"/"要"/"非" before a denied object: the denial is of the object.
TAKING_OBJECT = _words("选|是|要|非")
# A turn before a preferred option ("…，但是 B 更对"), and the preference after it.
PREFERENCE_TURNS = r"但是|但|不过|可是|然而|\bbut\b|\bhowever\b"
PREFERRED = r"更对|才对|更好|更合适|更准确|更稳|\bis better|\bis more (?:likely|correct)|\bfits better"
# A turn to another option named bare, closing its clause ("B，但是 A", "我想选 B 不过 A", "B，而是 A"):
# which one is meant is the candidate's to say (``_turned_to``). "but" is left out: "all but A".
TURNS_TO_ANOTHER = r"但是|但|不过|可是|然而|而是|\bhowever\b"
# ... and the particles that may close the option turned to ("B，但是 A 吧")
TURNED_TO_PARTICLES = _words("吧|呢|啊|吗|嘛|了")
# "The remaining one" ("那就只剩 C", "剩下的那个是答案"): its words in order.
THEN = _words("那|那就|那么")
REMAINING = _words("剩下|剩余|余下|最后剩下")
REMAINING_ONE = _words("那个|那一个|那项|那一项|这个|一个|选项|那个选项")
REMAINING_IS = _words("就是|就选|才是|是|为|选")
REMAINING_ANSWER = _words("答案|正确答案|对的|正确的|它")
# Another option picked without naming it ("48 放弃 选别的", "B 不考虑，换一个", "pick another"): which one is
# not said, so none is chosen; on a single choice with one option left it is that one, as "剩下那个" is.
PICK_ANOTHER = _words(
    "选别的|选其他的|选其他|选其它的|选其它|选另一个|选另外一个|选另外的|换一个|换个|换别的|换其他的|改选别的|"
    "pick another one|pick another|choose another one|choose another|"
    "pick something else|choose something else"
)
# ... unless a negation or a modal of need stands before it: "B，不选别的", "48 不用换一个"
PICK_ANOTHER_DENIED = _words(
    "不|不用|不必|不要|不需要|无需|别|没|不会|不想|不能|不打算|don't|do not|won't|not"
)
# ... and what may close that pick ("选别的吧", "换一个好了")
PICK_ANOTHER_CLOSES = _words("吧|了|呗|好了|算了")
# The particles that may close an option offered after others were described ("…，可能 B 吧", "…，B 呢")
# and those that lean on it (``_described_then_offered``)
OFFERED_CLOSES = _words("吧|呢|啊|吗|嘛")
OFFERED_LEANING = _words("吧|呢|吗|嘛")
# Saying the answer cannot be worked out from what is given ("要看 capacity factor，这个没法算"): no
# answer (a doubt), so nothing is proposed by meaning either (``_withheld_item``); "算不了", "算不出"
# are GIVE_UPS, read so already.
NOT_COMPUTABLE = _words("没法算|没办法算|没法计算|无法计算|无法算|不能算|算不准|没法求|无法求出|无法得出")
# What is left, said between an arrow closing the reasoning and the letters it leads to ("… → 剩 B C"):
# the letters after it are the set the answer closes on (``_summed_up``); a longer word stands first.
LEFT_AFTER_ARROW = _words("剩下的是|剩下的|剩下|只剩下|只剩|就剩|还剩|剩")
# "The rest" before the options that are the answer ("剩下的是 B、C").
THE_REST = r"剩下|剩余|余下|其余|the rest|what'?s left"
THE_REST_IS = r"的|就是|是|为|is|are"
# "The other three" closing the answer ("其余三个都对"): the rest counted and taken.
REST_WORDS = r"剩下的?|其余的?|其他的?|其它的?|余下的?"
REST_TAKEN = _words("选|勾|勾上|要|对|正确|是对的|成立")
# Letters ruled out in a clause of their own ("A 不行", "B、D 都不对", "C 那个不算").
LETTERS_DENIED = _words("不行|不对|不选|不要|不支持|不成立|不正确|是错的|错了|错|排除|排掉|去掉|划掉|不算")
# Letters said not to be required, closing their clause ("CUDA Graph 和序列长度不是必须的"): on a stem asking
# what is needed, ruled out as a denial is (``_closing_against``); not "不需要改", which takes an object.
NOT_REQUIRED = _words(
    "不是必须的|不是必需的|不是必要的|不是必须|不是必需|非必须|不必须|不必要|没必要|不需要|不用"
)
# The same said of a list after it apart, the whole clause ("A、E，我都不选", "A、E，这俩都不要"): the
# list ruled out (``_summed_list``); not "都不错", "都没问题", "都不能少", which say the list is right.
LIST_REFUSED = (*LETTERS_DENIED, "没选", "不勾选", "不勾", "没勾", "不考虑", "否定")
# A verdict on an option after a word of its own text ("logQ 修正不对", "logQ 修正无关"): the word goes on
# with the option's name, and the verdict is said of it (``_fragments.own_continuation``).
OWN_WORD_VERDICTS = _words(
    "不对|不是|是错的|错了|错的|无关|没关系|不可能|不成立|不正确|不太对|不太可能|不相关|不靠谱|站不住"
)
# What may stand between that word and its verdict ("logQ 修正根本不对", "…我觉得不对", "…也不对").
OWN_WORD_VERDICT_LEADS = _words("也|都|根本|显然|当然|肯定|完全|绝对|并|我觉得|我认为|感觉")
# The stem asking for a quantity ("…偏差为：", "…约是多少？").
ASKED_FOR = _words("约为|约是|大约为|大约是|约等于|为|是|等于")
# What, after "为零", keeps it from saying zero ("可能", "但", "还是").
ZERO_FORBIDDEN_AFTER = _words("吗|可能|但|不过|可是|然而|还是|或|其实")

# ---- Lists, additions, blanks, remarks, leads, seeming, conflation ----

# An item's clause asking rather than adding ("再加个 D 吗？").
ITEM_ASKED = _words("吗|呢|么")
# "Only" before an addition ("只加 D"): no addition to the set.
ONLY = _words("只|仅|才")
# "Also needed" after an item ("D 也要"): the item added.
NEEDED = r"要|需要|必须要?|得要?"
# "Also"/"the same" opening a clause after an option ("B 也对", "C 同样可以"), its modal and its verdict.
ALSO_SAME = _words("也|同样|一样|亦")
ALSO_MODALS = _words("都|要|得|能")
ALSO_AFFIRMED = _words("对|正确|可以|可行|行|没错|没问题|成立|要选|选|算|要|需要|包括|加上")
# What "也" says of an option added after the set read, besides ALSO_AFFIRMED ("A、D，B 也要满足",
# "B 同样适用"): it holds as the set does, so it is added (``_also_added``); the stem's words say it too.
ALSO_HOLDS = _words("满足|符合|适用|有效|对的|正确的")
# A denial closing the clause before "also" ("A 不对，B 也…"): the "also" goes with the denial.
DENIED_BEFORE_ALSO = _words("不对|不行|不正确|错了|错的|错误|错|不是|wrong|incorrect")
# One character before a Heavenly Stem that chooses it ("选丙", "挑乙", "是丁", "我投甲项", "押乙"): the
# stem stands as an option's letter, though Chinese goes on around it.
STEM_LEADS = _words("选|挑|是|为|投|押")
# A conclusion before an option's number closing the answer ("…，所以三号", "因此 2 号"): the option is
# chosen by its number, as "选三号" does.
NUMBER_CONCLUDED = _words("所以|因此|故|那就|答案是|答案|答|就是|就")
# A blank's measure word ("第二处", "空 1", "第 2 个空").
BLANK_UNITS = _words("处|个空|空")
# The verb before a fill ("第二处也填 nvme", "第一个是 cpu").
FILL_VERBS = r"填写?|写|是|为"
# A fill named by its blank's name ("param 填 cpu", "a 那儿 P(…)"), at its place, with its verb, or both
# ("a 那里填 P(…)").
NAMED_FILL = _words("填|设为|设成")
NAMED_PLACE = _words("那儿|那里|那边|这儿|这里|这边")
# A remark in brackets beside a fill that names the one ruled out ("`b`（不是 `a`）").
BRACKETED_AGAINST = (
    r"不是|不对|错|不同意|不赞成|不认同|其实|实际|划掉|算了|存疑|不确定|\bactually\b|\bnot\b|\bwrong\b|\bno\b"
)
# A denial closing a fill's line ("空1 → nvme 错", "x，错的", "x —— 错").
LINE_CLOSING_DENIALS = r"错了?|(?:是)?错的|不对|wrong"
# What may say the denial of every fill named before it ("nvme 和 nvme 都不对", "两个 nvme 都错").
LINE_CLOSING_ALL = r"都|全都|全|均|也"
# A fill refused, conditional, judged, excepted or wished for ("不填 nvme", "我填 nvme 的话会错").
FILL_DISOWNED = (
    r"不填|没填|不写|不要填|(?<!分)别填|不要写|(?<!分)别写|不会写|"
    r"错误示范|错误写法|的话|才怪|除了|以外|"
    # a wish ("如果是 x 就好了", "早知道写 x 就好了"); after a verb of writing alone it says the fill
    # suffices ("写成 x 就好了"), read as given
    r"(?:如果|要是|假如|若是|早知道)[^,，;；。!！?？\n]*就好了"
    r"|(?:^|(?<=[,，;；。!！?？\n]))(?!\s*(?:写成|写作|写|改成|用|填成|填|设成|声明成|标成))[^,，;；。!！?？\n]*就好了"
)
# A closing remark of words after a code fill, paused by a comma or a dash, that calls it wrong or a
# guess ("x —— 肯定不对", "x，反正不是这个", "x，我瞎猜的"); read with the doubts (``_code_remarks``).
CODE_REMARK_AGAINST = _words(
    "不对|不是这个|不是这样|不是它|不行|错的|错误|是错|错了|瞎猜|瞎蒙|猜的|蒙的|乱填|乱写|随便填|随便写"
)
# A stand taken against the fill, closing the answer ("x 这种写法不对", "x，我不同意这种写法", "x 我不支持
# 这种写法"); a bare "不支持" explains the code ("x，不支持运行时的值"), and only "我不支持" is a stand.
FILL_STOOD_AGAINST = (
    r"(?:我|本人)?[并也]?(?:不同意|不赞成|不认同|反对)(?:这种|这个|这样|这么)?(?:写法|填法|答案|写|填)?"
    r"|我[并也]?不支持(?:这种|这个|这样|这么)?(?:写法|填法|写|填)?"
    r"|(?:这种|这个|这样的?|这么)(?:写法|填法|写|填)\s*[是也]?(?:不对|不行|错的|错误|错了|有问题|不可取|不合适)"
    # the writing named first: "x，这种写法我不认可"
    r"|(?:这种|这个|这样的?|这么)(?:写法|填法|写|填)\s*(?:我|本人)?[并也]?(?:不认可|不同意|不赞成|不认同|反对|不支持)"
)
# What may follow a stand against the fill and still close it ("…这种写法不对吧", "…不同意这种写法 哈哈").
FILL_STAND_CLOSES = r"吧|啊|呀|哦|的|了|哈+|呵+|:\)|🙂"
# A choice's figure compared, not stated (``_figure_compared``): "比 48 多一点"; after "比", a degree and a
# comparative.
COMPARED_DEGREE = r"还|更|要|稍|略|再"
COMPARATIVES = r"多|少|大|小|高|低"
# A blank skipped ("跳过", "skipped").
FILL_SKIPPED = r"跳过|\bskip(?:ped)?\b"
# Words after a code fill that turn it round or deny it ("P(…) 和 P(…) 反过来", "x 其实不对", "`a`, `b`
# swapped"): the fills are not meant as they stand (``_code_turned``; its doubts are DOUBTS). Not "反向"
# (backward) nor "反正" (anyway): only the turn itself; a turn refused ("不能反过来") is a reason.
FILL_TURNED_AFTER = (
    r"(?<!不能)(?<!不要)(?<!不用)(?<!不可)(?<![别没不])(?:反过来|倒过来|掉过来|调过来|换过来|反一下|反着|倒着|"
    r"(?<!违)反了|相反|颠倒|对调|互换|调换|交换|换一下|换个顺序|换下顺序|换位置|掉个个|调个个)"
    r"|(?:其实|实际上|事实上|好像|似乎|貌似|应该|可能|估计|大概|恐怕|也许|或许|感觉|我觉得|我看)\s*(?:是|也)?\s*"
    r"(?:不对|错的|错了|不行|不是|有问题|有误|不太对)"
    r"|不太对|不大对|不一定对|未必对|不一定是对的|有问题|有点问题"
)
# A fill asked, then denied ("nvme, nvme? no", "nvme？不是"): the fill before the mark is not the answer.
FILL_ASKED_DENIED = r"[?？]+\s*[,，]?\s*(?:不是|不对|不行|不|错了|错|\bno\b|\bnope\b|\bnah\b|\bwrong\b)"
# A denial closing an answer after its fills ("P(…) 和 P(…) 是错的", "nvme nvme 不行"): of which fill?
FILLS_CLOSING_DENIALS = rf"{LINE_CLOSING_DENIALS}|错误|不行|不正确"
FILL_TURNED_AFTER_EN = (
    r"\b(?:swapped|reversed|switched|flipped|the other way (?:round|around)|other way (?:round|around)"
    r"|in reverse(?: order)?)\b(?!\s*\()"
)
# A code comment calling the code wrong or changing it ("# wrong", "# 反过来", "# TODO: fix").
COMMENT_AGAINST = (
    r"错|不对|不要|(?<!分)别|反过来|弄反|说反|反了|对调|互换|应为|应该是|改成|改为|不能|报错|"
    r"\b(?:todo|fixme|fix|bug|wrong|bad|deprecated|don'?t|do not|nope|no|not|never|swap|instead|fails?"
    r"|broken)\b"
)
# "Among" closing the options a decision chooses from ("B 和 C 里我选 C"), and what follows it.
AMONG = _words("里|之中|当中|之间")
AMONG_THEN = _words("我|就|还是|选")
# "After all" before "还是" ("想了想还是 B").
AFTER_ALL = _words("最后|最终|想了想|想来想去")
# Choosing between the options named ("B C 里挑一个", "二选一", "纠结"): no decision yet.
AMONG_SET = _words("里|中|之间|当中")
CHOOSING_BETWEEN = _words("二选一|两者之一|犹豫|纠结|都有可能|都可能|选哪个|挑哪个")
# Said right after an option: it looks right ("看着挺对", "乍看合理"), not chosen.
LOOKING = _words("看着|看起来|看似|好像|似乎|乍看")
LOOKING_RIGHT = _words("对|不错|可以|合理")
# The other option chosen in words of choosing ("才选", "only pick").
CHOOSING = _words("选|挑|定|改成|换成|pick|choose|go with")
# Asked about or assured after an option ("A 行吗？", "A 不会错", "A，我没记错的话").
ASKED_OR_ASSURED = (
    r"可以吗|行吗|行不行|怎么样|吗|\?|？|is the one|不会错|没看错|我懂|我没记错|乍看不对|看似不对"
)
# One option said to lead to another ("对应", "相当于", "开启", "gives"): the two conflated, or derived.
LEADING_TO = (
    r"对应|相当于|等价于|等同于|等于|意味着|也就是|就是|即是|开启|打开|启用|触发|带来|产生|得到|给出|实现|"
    r"就会|会走|走的是|用的是|靠|取决于|来自|源于|→|->|=>|"
    r"\b(?:gives?|giving|enables?|turns? on|means|corresponds? to|equivalent to|same as|leads? to|"
    r"results? in|is|are)\b"
)
# The two told apart between them: a correction, a contrast ("还是", "其实", "但").
TELLING_APART = (
    r"还是|其实|而是|改|换|但|可是|不过|"
    r"\b(?:not|no|never|but|instead|rather|actually|unlike|isn't|aren't|doesn't|don't|won't)\b|n't\b"
)
# A decision opening the second one's clause ("所以 B", "选 B").
DECIDING = r"所以|因此|故|选|答案|\b(?:so|pick|choose|answer)\b"
# "不是 X 就是 Y", "要么 X 要么 Y": two left open.
EITHER = _words("不是|要么|或者|either")
# The word opening the second arm of that idiom, what it is said with ("就是", "要么是", "或者选", "or"):
# the option after it is one of two left open, whatever the first arm names (``_either_or``).
EITHER_THEN = _words("就是|便是|就|要么就是|要么是|要么选|要么|或者就是|或者是|或者选|或者|or")
# What separates the items of a plain list ("A 以及 B").
ITEM_SEPARATORS = _words("以及|和|跟|与|及")
# Words between two options parted by spaces that the reader reads there, no item of a list: a correction
# ("C 改成 D"), a range ("28 到 32"), a preference ("48 over 64", "A 比 E 好"), a set less some
# ("ABCDE 去掉 C"), the next option pointed at ("和那个 IS 分数").
SPACED_READ = _words(
    "改成|改为|换成|改选|到|至|比|over|than|里去掉|中去掉|去掉|里排除|中排除|排除|之外|那个|这个|那条|这条|那项|这项"
)
# What makes a list more than plain items ("其余", "可能", "except").
NOT_PLAIN = r"其余|剩下|可能|也许|好像|\b(?:not|no|maybe|perhaps|unsure|except|but|only)\b"
# A count opening a list, with a colon ("四个：", "3 项:").
COUNT_LEAD_UNITS = _words("个|项|条|种|样")
# Every item taken ("…，都能用", "…，一个不落").
TAKES_ALL = (*ALL_OF_THEM, *_words("统统|一个不落|一个不少"))

# ---- Rule-out lists, second thoughts, the rest set apart ----

# What is said of all the options of a rule-out list ("A 和 D 都不对"; they are joined by ``LIST_JOINS``).
SAID_OF_ALL = (*ALL_OF, *_words("也|均|all|both"))
# The words that join letters into a bare set besides the one-character ones ("A 以及 C", "A 还有 C", "B 外加
# D"): convention 8 of seen/blind-16.yaml, as 113 of 121 labels read them.
LETTER_SET_WORDS = _words("以及|还有|外加")
# Who chooses from the set ("BC 里面，我觉得是 B").
FROM_SET_LEADS = _words("我觉得|我|应该|就")
# An adverb after a turn, before who speaks ("…，我还是不选", "…, I'd rather not").
SECOND_THOUGHT_ADVERBS = r"还是|其实|也(?!许)|就|又|最终|'d|'ll|would|will"
# A second thought that leaves the option out: let go, judged wrong, or ruled out by the question
# ("A，D 也行，但还是算了", "…但题目要求只选一个", "…? nope", "… — jk").
LET_GO = _words(
    "算了|不对|不太对|不行|错了|是错的|错的|应该不对|应该是错的|觉得不对|觉得不行|觉得是错的|不勾|不选|"
    "老师说不行|题目要求只选一个|只能选一个|要求只选一个|只选一个|"
    "wrong|no|nope|nah|jk|just kidding|kidding|think not|not|skipping it|leave it|leaving it|not sure"
)
# The let-go word only begins a keeping ("算了，都选", "not wrong", "no doubt").
KEPT_AFTER_ALL = (
    r"都选|都要|全选|全要|全都要|都勾|都留|留着|要选|选上|还是选|"
    r"\bnot\s+(?:wrong|leaving it out|skipping it)|\bno\s+(?:doubt|question|jk|kidding)\b|keep(?:ing)? it"
)
# A doubt asked, then answered no ("B 存疑？不存疑", "B too? no doubt").
DOUBT_ASKED = _words("存疑|待定|不确定|拿不准|不一定|有疑问|doubtful|unsure|not sure")
DOUBT_DENIED = r"不存疑|不待定|没疑问|没有疑问|已经定了|定了|确定|肯定|no doubt|sure|i'?m sure"
# "The others" closing an answer on the options named first ("剩下的都", "the others"), and the few named.
OTHERS = _words("剩下的|剩下|其余的|其余|其他的|其他|其它|别的|the rest|the others")
THESE_FEW = _words("这两个|这俩|两个|这几个")
# What the rest are said to be ("其余都行", "the rest are fine").
REST_FINE = _words("行|可以|对|正确|是对的|选|成立|没问题|能用|are fine|are right|are correct")
# Said of the options named first, affirming or stressing them rather than setting them apart.
AFFIRMING = (
    r"也|还|都行|可以|对|正确|没问题|能用|行|选|支持|成立|"
    # praised or stressed, not set apart: "C 挺好，其他都选", "C 很重要，其余都选"
    r"好|不错|没错|没毛病|重要|关键|必须|必要|靠谱|稳|"
    r"\b(?:also|too|fine|right|correct|ok|good|great|important|must|key)\b"
)
# A negation just before one of those words ("存疑不选", "不行"): the word is denied, not affirmed, and the
# options are set apart by it (one character, for a look-behind).
AFFIRMING_NEGATED = r"[不没]"

# ---- Blanks by name, code fills, option segments ----

# Every blank said at once ("都", "两处", "both").
EVERY_BLANK = r"都|均|一律|统一|两处|两个|\bboth\b|\beach\b|\bevery\b|\ball\b"
# Owners of a fill joined ("param 跟 optimizer 的 device").
OWNER_JOINS = _words("跟|和|与|以及|及")
# Every one of the owners ("两处都填 nvme", "统一写 nvme").
ALL_BLANKS = _words("两处|两个|都|均|一律|统一|全都|全部|全")
# The verb before a fill ("填", "写成", "设为", "用").
SETTING_VERBS = r"填写?|写成?|是|为|设为|设成|改成|改为|用|取|放到|放在|放进|放"
# Where an owner's blank is pointed at ("param 那块", "optimizer 这边").
OWNER_PLACES = r"那块|那一块|这块|那个|这个|那边|这边|那里|那部分|部分|里面?"
# "Likewise" before a fill ("也填 nvme", "还是 cpu").
LIKEWISE = _words("也|同样|还是|就")
# Two fills held open ("`a` 或者 `b`").
HEDGE_LINKS = _words("或者|或是|或|还是")
# What goes on after a fill of several blanks besides a join, every blank said at once or a closing
# particle (``_fill_said_of``): the next blank's place ("上面 nvme 下面 cpu", "…，第二个 cpu", "空2"), a word
# of sufficiency ("nvme 就行", "…就完事了"), the name it is for ("P('x') 给 a"). Any other word after it
# in its clause says something of it ("nvme 太慢", "nvme 没必要"): no fill.
# A clause closed by saying it suffices ("m 都等于 1 就行 D", "改掩码即可 B"): the option after it stands in
# a clause of its own, the answer it ends on, as after a comma.
SUFFICES_CLOSING = _words("就行了|就行|就好了|就好|就可以了|就可以|就对了|就够了|即可|就完事了|就完事")
FILL_GOES_ON = (
    *_words(
        "以及|还有|然后|再|空|第|下面|下边|下|上面|上边|上|后面|后边|后一个|后|前面|前一个|前|另一个|另外|一个|"
        "两空|俩|各|分别|给|对应|就是了"
    ),
    *SUFFICES_CLOSING,
    *_words("行了|好了|呀|呢|了|哈|嘛|哦|啦"),
)
# True and false with two letters swapped, said as the whole answer ("Ture", "fasle"): a fixed list, never
# a likeness (``_spelling``); none is a word of its own.
TRUE_TYPOS = _words("ture|treu|rtue")
FALSE_TYPOS = _words("fasle|flase|fales|fasel|aflse")
# 对/错 typed in pinyin as the whole answer ("dui de", "bu dui"), syllables spaced or not: words, not the
# bare mark (read to confirm, as "xuan B" is). A longer word first; "dui bu dui" (asks) is none of them.
TRUE_PINYIN = _words("dui de|dui a|dui le|dui|shi de|zheng que de|zheng que|cheng li|mei cuo|mei wen ti")
FALSE_PINYIN = _words("bu dui|bu shi|bu zheng que|bu cheng li|cuo wu|cuo le|cuo de|cuo")
# The characters before "逗号" that name the comma rather than say it to a voice input ("用逗号隔开", "加个
# 逗号", "是逗号"): a verb, a measure word, a copula (``_spelling.voiced_commas``).
COMMA_NAMED_AFTER = "用加个是有没打写带删去换把被在以和与及或"
# The English true/false words a candidate may stretch, a letter held down ("yess", "nooo"): the whole
# answer is that word when its runs of one letter are typed once (``_spelling``).
TRUTH_STRETCHED = _words("yes|yeah|yep|yup|true|right|correct|no|nope|nah|false|wrong|incorrect")
# 选 typed in pinyin before an option's letter ("xuan B", "wo xuan C").
CHOOSING_PINYIN = _words("wo xuan|woxuan|xuanze|xuan")
# Chat slang typed as the initials of its pinyin, each with the plain word it stands for and is read as
# ("xz B" is "选 B", "gj 不支持" is "估计不支持", "qs 对" is "确实对", "bzd" is "不知道", "gg" is "放弃":
# a give-up, "game over"), so every reader of 选, 估计, 确实 or a give-up reads it (``_spelling.chat_slang``);
# an exclamation that adds nothing ("全对 yyds", 永远的神) is dropped. Read to confirm, as "xuan B" is.
CHAT_SLANG = {"xz": "选", "qs": "确实", "gj": "估计", "bzd": "不知道", "gg": "放弃", "yyds": ""}
# What a phone's voice input writes for a letter said aloud: 诶/爱 for A, 必/比/逼 for B, 西 for C, 地 for D,
# 一 for E (``_spelling.voiced_letters``: read only after 选, closing the answer after a word of choosing, or
# as a list of them alone, never in a word).
VOICED_LETTERS = {"诶": "A", "爱": "A", "必": "B", "比": "B", "逼": "B", "西": "C", "地": "D", "一": "E"}
# The words of choosing a homophone may close the answer after ("…2048，那就西"), each opening a clause;
# never after a word it would make a word with ("就地": in place, "就爱": just loves), nor 一 ("那就一个").
VOICED_CLOSING_LEADS = _words("那就选|那就是|那就|就选|就是|所以选|所以是|所以|答案是|我选|那")
VOICED_CLOSING_WORDS = _words("就地|就爱|那地")
# A homophone that is also a word opening a clause of its own (比: "所以比 A 快"): it closes the answer as a
# letter only after a word of choosing or naming (选, 是: "所以选比", "那就是比"), never after a bare
# conjunction, where it is a comparison cut short ("…，所以比", "那就比").
VOICED_OPENING_WORDS = _words("比")
VOICED_NAMING_LEAD_ENDS = _words("选|是")
# A fill ruled out, before it ("不是 `a`", "rather than `a`") or after it ("`a` 不对", "`a` won't work").
FILL_RULED_OUT_BEFORE = (
    r"不是|并非|而不是|不用|不要|\bnot|\brather than|\binstead of|"
    # a verb of filling told not to be done ("b 不要用 P(…)", "别写 x", "不能填 cpu"): x ruled out; 别 as a
    # word of its own ("b 也别用"), never the end of one ("分别放 4 和 8", "区别")
    r"(?:不要|不能|不该|不应该?|(?<![^\s,，;；:：也就万都可])别|不)\s*(?:用|写|填|传|放|设成|设为|改成)"
)
FILL_RULED_OUT_AFTER = (
    r"不对|不行|不正确|是错的|错了|错误|不能用|用不了|会报错|"
    r"\bis wrong|\bis incorrect|\bdoesn'?t work|\bwon'?t work"
)
# Asking back about the question ("这里是 2.x 的接口吗？"), and its question particles.
ABOUT_THE_QUESTION = _words("这里|这题|这道|题目|题里|是不是|是否|哪个|哪种|哪一|什么|怎么|为什么")
QUESTION_PARTICLES = _words("吗|么|嘛|呢")
# The particles of those that only ask, closing a commitment ("嗯 B 吗"): not "嘛", which insists
# ("就 D 嘛") (``_trail``).
ASKING_PARTICLES = _words("吗|么|呢")
# A remark about another moment than the fill's ("，launch 的时候…", "，调用时…").
LAUNCHING = r"launch|call|kernel\s*launch|启动|调用|运行|发射"
# "The nearest one" ("最接近的", "closest") anywhere in a choice answer: a figure equal to no option is read
# as the option nearest to it (``_choice_mentions``). Not NEAREST_PICKS, the lead to an option's own figure.
NEAREST = r"最接近|最近的|接近的那个|\bclosest\b|\bnearest\b"
# A lead to the figure a calculation closes on, on a single choice whose options are figures ("(p-1)/(m+p-1)
# 代进去 15/31", "1024/64 → 每个 rank 16"), beside STATED_RESULT_LEADS ("…，所以 48", "= 48", "得 48"): the
# figure right after it, the answer's last, is the one the candidate worked out (``_worked_figure``). Not
# FIGURE_RESULT_LEADS nor RESULT_NAMED, a calculation question's result ("约", "是" lead there too). A
# ratio named closes a calculation of two figures ("int8 ≈ 65 GiB，fp16 ≈ 130 GiB，比值 50%").
WORKED_RESULT_LEADS = _words(
    "代进去|代入|带进去|带入|算下来|算出来|那就是|那就|等于|得到|变成|凑成|→|->|=>|比值|之比|占比|比例"
)
# What may follow that figure and still leave it the result: a measure word, or a word pointing at it
# ("凑成 32 条", "落在 48 这一档"); never a bound ("48 以下", "48 多") or an approximation ("48 左右").
WORKED_TAILS = _words("个头|个|条|次|趟|头|张|卡|份|块|路|档|这一档|这档|那一档|那档|这个|那个|这项|那项")
# The measure word a stem asks a count in ("…多少条 2048-token 片段", "多少个微批次"): the one figure an
# answer writes in it is the count asked, the working's other figures in other units (``_worked_figure``).
ASKED_COUNT = r"多少\s*(?P<unit>条|个|张|块|份|步|层|次|秒)"
# "代 16 进去 15/31": a substitution named with its value, then the figure it comes to.
WORKED_SUBSTITUTED = r"(?:代|带)\s*\d+\s*进去"
# A pick among the options after a calculation that lands between them ("≈ 49.7，往下取选项里的 48",
# "≈ 67，落到 64", "= 259，最靠近 260", "挑最接近的 35"): the figure after it is the option chosen
# (``_worked_figure``).
NEAREST_PICKS = _words(
    "往下取选项里的|往上取选项里的|选项里最接近的|选项里取|取选项里的|选项里的|选项里|往下取|往上取|挑最接近的|挑最近的|"
    "选最接近的|最靠近的|最靠近|最接近的|最接近|落到|落在|取|closest|nearest"
)
# What separates an answer's segments, one option each ("A 以及 B", "再加上 C").
SEGMENT_LINKS = _words("以及|还有|再加上|加上|外加|和|与")
# What may open a segment before the option it restates ("我的答案是", "应该选", "i pick").
SEGMENT_LEADS = (
    r"我的答案是|答案是|答案为|我选择?|应该选|应该是|应该|应当|选择?|我觉得|我认为|也就是|亦即|即|就是|也|还|都|除了|除去|"
    r"i think|i pick|pick|choose|answer is"
)
# Made certain before "是对的" ("这个肯定对"), and the words saying it is right.
SURELY = _words("肯定|一定|绝对|确实|显然")
SAID_RIGHT = _words("是对的|是正确的|对的|正确|对")
# An alternative between segments ("A 还是 B", "要么 A"); "还是选" is a decision, not one.
SEGMENT_ALTERNATIVES = r"还是(?!\s*(?:选|觉得|认为|是))|或者|或是|抑或|要么|\bor\b"

# ---- Asking back (``_asking``) ----

# A Chinese question word ("怎么", "是否", "能不能") or asking to be reminded ("…来着？").
ASKING_WORDS = _words(
    "怎么|为什么|为何|什么|啥|哪|如何|难道|是否|还是反过来|还是相反|是不是|能不能|会不会|有没有|要不要|来着"
)
# "也能算…？": whether a subject too counts.
ALSO_CAN = _words("能|可以|要|得|该|会")
COUNTS_AS = _words("算|是|当|作为")
# A question particle closing a clause written without its question mark ("签名是啥").
ASKING_ENDS = _words("吗|呢|么|嘛|啥|什么")
# A decision after the questions ("…？我选 B"); not "是" or "那", which questions hold as often.
DECIDES_AFTER_QUESTIONS = (
    r"我选|选(?!项)|答案|所以|那就|应该是|就是|i'd|i'll|i pick|i choose|go with|answer|so\b"
)
# "吧？" after something said of a subject ("C 也要改吧？"): asks to agree with it.
SAYS_OF = _words("就是|是|要|得|会|能|没有|有")
ALSO_MUST = _words("要|得|会|能|该|需要")
# Saying one has not understood ("真的没看懂题意啊"): its leads, words, object and sighs.
NOT_UNDERSTOOD_LEADS = r"我|还是|完全|真的?|实在|有点|有些|也"
NOT_UNDERSTOOD = _words(
    "没看懂|看不懂|没看明白|没懂|没太懂|不太懂|不懂|没明白|不明白|搞不懂|没搞懂|不理解|没理解"
)
THE_QUESTION_MEANT = _words("题意|题目|这题|这道题|意思")
# What one had believed till now, said after a question ("…现在也能进 graph 了吗？我一直以为不行"): the
# question asks whether it still holds, no answer given.
BELIEVED_TILL_NOW = _words("一直以为|一直都以为|还以为|本来以为|原来以为|之前以为|以前以为|原以为|以为")
SIGHS = _words("啊|呀|哎|诶|了|呢")

# ---- A denial set apart from its option (``_denied_apart``) ----

# What may stand between an option and its denial and say nothing more ("B 其实不对", "C 看着对，但是错").
APART_ADVERBS = (
    r"其实|实际上|真的|确实|的确|毫无疑问|无疑问|无疑|并|显然|明显|应该|应当|好像|似乎|可能|也许|或许|大概|估计|肯定|一定|绝对|完全|"
    r"根本|压根|当然|恐怕|多半|八成|明摆着|就|也|则|反而|本身|这个选项|这个答案|这个|这项|这一项|那个|项|选项|"
    r"一看就|一眼就|我记得|我?觉得|我?感觉|我认为|(?:看着|看似|看起来|乍看)对?\s*[,，]?\s*(?:但是?|可是|不过)?|其实是|是|第一个|[?？]|"
    # where the answer lands ("答案落在 B 上是陷阱"): the locative adds nothing to what is said of B
    r"(?<![A-Za-z])上(?=\s*(?:[?？]|是|就|的概率|的可能))|"
    r"\bactually\b|\breally\b|\bclearly\b|\bobviously\b|\bprobably\b|\bdefinitely\b|\bis\b|\bare\b|"
    r"\bseems\b|\bwould be\b|\ban?\b|\bthe\b|\bmy\b"
)
# Called wrong ("B 不对", "B 不准确", "不成立的是 B"): a denial said after an option (APART_DENIALS) or
# naming the wrong one (WRONG_ONE_NAMED).
CALLED_WRONG = r"不对|不正确|不准确|不可能|不成立"
# An option said to be written wrongly ("B 写错了吧，应该是 15/32", "B 打错了", "B 是笔误"): whoever slipped,
# the option or the candidate who typed it, it is denied as it stands, never chosen (APART_DENIALS); "没写错"
# puts its negation first and is no denial.
MISWRITTEN = r"(?:写|打|印|抄|标|算|填|选|说)\s*错了?|(?:是)?(?:个)?笔误|(?:是)?(?:个)?typo"
# An option said to be made up to fill the list ("A 一看就是凑的", "B 是凑数的"): a distractor, denied.
MADE_UP = r"(?:是)?(?:瞎|硬)?凑(?:数)?的|凑数"
# An option's own text that is a throwing away ("剔除", "丢弃 these samples"): "A扔了" restates it, never
# drops it (POST_NEGATIONS' ``thrown``).
OWN_THROWING_AWAY = (
    r"剔除|丢弃|丢掉|扔掉|删除|删掉|去掉|移除|过滤掉|discard|\bdrop(?!out)|\bremove|throw away|filter out"
)
# A distractor named, or ruled out already ("B 是迷惑项", "A、D 被排除了"): said of an option
# (APART_DENIALS) or of a group (DENIED_GROUP).
DISTRACTORS = r"迷惑项|混淆项|(?:已经?|已被|被)排除了?"
# An option said to be one that may be ruled out, its modal and its verb written apart or together ("B 可以
# 直接排除", "B 能排除掉", "B 可以 pass 掉", "B 要 排除"): ruled out, as "B 可以直接排除" is; the modal alone
# ("B 可以") would otherwise close the clause as a choice. Not "剔除", which an option may say as its text,
# nor a modal denied ("B 不能排除" keeps it open: the anchor after the option stands before "不").
RULING_OUT_MODALS = _words("完全可以|都可以|可以|能够|能|可|应该|应当|该|要|得")
RULING_OUT_ADVERBS = _words("直接|首先|先|就|也|完全|果断|放心|大胆")
RULING_OUT_VERBS = (
    r"排除掉?|排掉|去掉|划掉|拿掉|剔掉|砍掉|扔掉|删掉|不选|不考虑|放弃|淘汰|忽略掉?|跳过|略过|pass(?:\s*掉)?"
)
RULED_OUT_BY_MODAL = (
    rf"(?:(?:{alternation(RULING_OUT_MODALS)})\s*(?:(?:{alternation(RULING_OUT_ADVERBS)})\s*)*"
    rf"(?:{RULING_OUT_VERBS})|pass\s*掉)"  # "B pass 掉" with no modal: "掉" says it is dropped
)
# Asking oneself whether what was just named will do ("64行不行", "64行吗"): a bare "不行" after it
# answers no.
SELF_ASKED_FIT = _words("行不行|可不可以|能不能行|行吗|可以吗|能行吗|够不够|够吗")
# The no said to it ("不行", "不太行吧", "感觉不行"; after a space too, typed unpunctuated): a take-back
# of what was asked; not "不行的话", "不行就 …", which hold it open beside another.
SELF_ASKED_REFUSED = (
    rf"(?:{'|'.join(SELF_ASKED_FIT)})(?:\s*[,，?？]\s*|\s+)(?:我?(?:感觉|觉得|看)\s*)?"
    r"不太?行(?:吧|啊|呀)?(?!\s*(?:的话|就|再|还|吗))"
)
# A denial of the option named just before it ("B 不对", "C 是陷阱", "D 可以排除").
APART_DENIALS = (
    rf"{RULED_OUT_BY_MODAL}|"
    # passed over ("B 直接 pass"), or the one beside what is meant ("B 之外那个")
    r"直接\s*pass(?:\s*掉)?|(?:之外|以外)\s*的?\s*那\s*(?:个|项|一个|一项)|"
    rf"{CALLED_WRONG}|不太对|错了|是错的|错的|错误(?:选项|答案|的)?|错|不行|不合理|不是答案|不是正确答案|"
    # said inaccurate otherwise ("B 不太准确"), or judged too large or small ("B 偏大", "B (too big)"), as
    # its figure is (FIGURE_JUDGED_OFF)
    r"不(?:太|够|大)准确|偏大|偏小|偏多|偏少|太小了?|太大了?|"
    r"too (?:small|large|big|low|high|few|many|much|little)|"
    rf"{MISWRITTEN}|{MADE_UP}|"
    r"并非正确答案|有误|有错|站不住(?:脚)?|说反了|为错(?:误选项)?|是陷阱|陷阱|是干扰项|干扰项|"
    # called a counter-example, answered "no", or scored nothing or less ("B 是反例", "B：否", "B 0分",
    # "B 扣分"): said of choosing it, a rule-out on every stem ("否则", "0分钟" say something else)
    r"反例|否(?=\s*(?:[,，;；。.!！)）]|$))|(?:会|要|得|就|被)?扣分|(?:得|拿|记|给)?\s*[0零]\s*分(?!钟)|不得分|"
    r"可排除|可以排除|可以被排除|要排除|应排除|应该排除|第一个排除|先排除|不考虑|暂不考虑|放弃|算了|免了|"
    # a distractor named otherwise, ruled out already or struck ("B 是迷惑项", "B 被排除了", "B 打叉")
    rf"{DISTRACTORS}|被我排除了?|是障眼法|障眼法|首先排除|(?:可以)?直接排除|"
    r"被?淘汰了?|落选了?|出局了?|不入选|打叉|一眼假|讲不通|不合逻辑|the trap|"
    # outside it, or beside it: "答案在 B 之外", "B 以外的", "B 前面一个", "B 的后一项", "B 隔壁" ("上下",
    # "附近" after a figure say "about": "35GB 上下" is 35GB)
    r"之外|以外|(?:的)?(?:前面|后面|上面|下面|之前|之后|前|后|上|下)\s*(?:一个|那个|一项|一个选项|的那个)|"
    r"隔壁|(?:的)?相邻(?:项|的选项)?|往(?:前|后|上|下)数?\s*一个|"
    # unlikely, or asked and refused: "B 的概率很低", "B？怎么可能", "B？开什么玩笑", "B？做梦"
    r"的?概率很?低|的?可能性很?[低小]|最不可能|几乎不可能|希望不大|怎么可能|开什么玩笑|想得美|做梦|"
    # the candidate's own stance against it ("B 我不支持", "B，我不同意"): a denial on every stem, one asking
    # what fails too (what the candidate does not back is no fault of the option: FAULT_ASKED); said of it
    # again as "this way of writing it" ("B 我不支持这种写法", "B，我反对这个选项"); before another option
    # it is said of that one ("B，我不同意 A": ``_denied_apart``); so is a refusal to pick it ("B，别选", "B，
    # 不要选它"; "A，别选 B" refuses B)
    r"(?P<stance>(?:我们?|本人)\s*(?:并|根本|完全|压根|也)?\s*(?:不支持|不同意|不认同|不认可|不赞同|不赞成|反对)"
    r"(?:\s*(?:这|那|此)\s*(?:种|个|条|项|一项)?\s*(?:写法|说法|选项|答案|做法|用法|方案|观点)|\s*它)?|"
    r"(?:不要|别|千万别|不能|不该)\s*选\s*(?:它|这个|这项)?|"
    # a refusal with its subject or an adverb: "B，我不选", "B，反正我不会选"
    r"(?:反正|我)\s*(?:反正|我)?\s*(?:也|就|肯定|绝对|是)?\s*(?:不会?|绝不|坚决不)\s*选\s*(?:它|这个|这项)?)|"
    # a vote against it ("我投 B 反对票", "投 B 否决票", "对 B 投反对", "B 我投反对"): "我投 B" commits, and
    # "投 B 一票" too, but a vote against is a rule-out, never a choice
    r"(?:我们?|本人)?\s*(?:也|就)?\s*投\s*(?:了)?\s*(?:一张|张|一)?\s*(?:反对|否决)票?|(?:的)?\s*(?:一张)?\s*(?:反对|否决)票|"
    r"我才不|别逗了|没门|休想|拉倒吧|得了吧|省省吧|不存在的|才不是|我看未必|未必|"
    # debated, or called backwards or nonsense ("B 有待商榷", "B 是反的", "B 太扯了"): never a choice of it
    r"有待商榷|值得商榷|待商榷|是反的|反了|扯淡|太扯了?|很扯|纯扯|扯(?=\s*(?:[,，;；。.!！]|$))|"
    r"hell no|lol no|as if|yeah right|in your dreams|no way|"
    # said not to be needed ("B is not required", "B not needed", "B isn't necessary"), or scorned ("B 个鬼",
    # "B 你个头"; "个头" alone counts heads: "48 个头"): as "B 不需要", "B 才怪" read, never its choice
    r"(?:(?:is|'s)\s*)?(?:n't|not)\s+(?:required|needed|necessary)|(?:你|您)个头|(?:你|您)?个(?:鬼|屁|锤子)|"
    # a put-down, an unlikelihood, or out of date: "B 够呛", "B 答非所问", "B 过时了", "B 排最后"
    r"的?(?:可能性|概率|几率)\s*(?:是)?\s*最[小低]|排最后|最后才会选的?|够呛|悬|鬼扯|八竿子打不着|差得远|差远了|牛头不对马嘴|文不对题|"
    r"答非所问|过时了?|已废弃|废弃了|老黄历|早就不对了?|以前对|旧版本才对|是坑|骗人的|纯属误导|烟雾弹|没用|不相干|"
    r"red herring|decoy|bait|misleading|lie|fake|myth|way off|gotcha|troll option|not it|not the answer|"
    # denied with a contracted or modal "not" ("B isn't the answer", "B can't be right"), or called the
    # wrong or trap answer ("B is the (common) wrong answer"): as "B is not the answer" reads
    r"(?:is|'s)?\s*(?:n't|not)\s+(?:the\s+)?(?:answer|right\s+(?:one|answer))|"
    r"(?:can'?t|cannot|couldn'?t|could\s+not)\s+be\s+(?:it|right|correct|true|the\s+(?:answer|right\s+one))|"
    r"(?:(?:most\s+)?(?:common|classic|typical|usual|obvious)\s+)?(?:wrong|trap|incorrect|distractor)\s+(?:answer|option|choice|one)|"
    r"definitely not|absolutely not|never|not a chance|nuh uh|negative|i doubt it|unlikely|improbable|"
    r"least likely|last i would pick|last choice|"
    # said in irony: "B /s", "B（反话）", "B，假的", "B lol jk", "B... NOT", "B (not really)"
    r"/s|/j|sarcasm|反话|反讽|说反话|反着听|我说反话呢|假的|psych|not really|jk|lol jk|"
    r"无关|是干扰|的反面|的对立面|lol no|×|✕|✗|✘|不(?=\s*[)）])|"
    # struck in English words: "B set aside", "B vetoed", "B X-ed out", "B nixed"
    r"set aside|struck|scratched|vetoed|rejected|dismissed|discarded|dropped|removed|deleted|x-ed out|"
    r"crossed off|axed|nixed|"
    r"false|wrong|incorrect|a trap|a distractor|not right|not correct|nah|nope|no|"
    # seeming right, then denied ("B sounds right but it isn't"), or never picked ("the one I'd never pick")
    r"(?:looks|seems|sounds|feels) (?:right|correct|good|tempting|plausible),? but "
    r"(?:it\s*)?(?:'?s not|isn'?t|is not|ain'?t)|"
    r"(?:is )?tempting,? but (?:wrong|no|not it)|(?:is )?the one I'?d never (?:pick|choose|go with)|"
    r"the only one I'?d rule out|obviously not|clearly not|certainly not|of course not|surely not|"
    r"hell no|no way|"
    r"can be ruled out|should be ruled out|ruled out|can be excluded|should be excluded|excluded|"
    # a trap named with a modifier ("B 是常见的错误答案", "B 属于错误选项", "B 是出题人挖的坑"), fallen for
    # ("选 B 就上当了", "选 B 会上当"), in irony ("B 才怪"), or not holding up ("B 经不起推敲")
    # (a trap with a modifier is the fault asked for, not a denial, on a stem asking what fails: FAULT_ASKED)
    # -- only a pitfall of the kind, never the exam's ("出题人挖的坑"), a wrong answer or distractor, or one
    # the candidate then refuses ("B 是经典陷阱，别选")
    r"(?P<fault>(?:是|属于)\s*(?:一个|个|最常见的?|常见的?|典型的?|经典的?|明显的?)\s*(?:陷阱|坑)"
    r"(?![,，\s]*(?:别|不要|千万别|不|别再)\s*(?:选|上当|踩)))|"
    r"(?:是|属于)\s*(?:一个|个|最常见的?|常见的?|典型的?|经典的?|送分的?|出题人挖的|故意设的?|明显的?)?\s*"
    r"(?:错误答案|错误选项|陷阱|坑|干扰项|迷惑项|混淆项)|"
    r"(?:会|就会)?上当了?|才怪|经不起推敲"
)
# One set of letters chosen over another named first, the whole answer ("不是 ABD 而是 ABDE"): the pair
# around the set passed over (``_set_over_set``).
NOT_BUT = (_words("不是|并非|not"), _words("而是|but"))
# A turn and "in fact" taking a denial back ("B 看着不对，其实对").
BUT_THEN = r"但是?|可是|不过"
# After a true/false mark and a turn, what denies a term of the claim ("支持，但不是 NVMe"): the mark is
# said of a claim with another object (``_object_denied``).
OBJECT_DENIALS = _words("不是|并非|而非|不包括|不含|不在")
IN_FACT = _words("其实|实际上|事实上")
# A clause after a true/false verdict that is the claim's object named, not by the verdict's clause, and
# denied ("支持 CPU，NVMe 没有", "…，NVMe 并不支持", "…，NVMe 的话不支持"; "…，不支持的是 NVMe"): said of
# the claim, against the verdict. Only the name, these words and the claim's own verb may make the clause.
CLAIM_NAMED_DENIALS = _words("没有|没法|做不到|不行|不可以|不能|不|没")
CLAIM_NAMED_STRESSES = _words("的话|也|并|就|倒|可|则")
# ... or the one the claim does not hold for, named after "不…的": "不支持的是 NVMe", "不支持的只有 NVMe"
CLAIM_NAMED_COPULAS = _words("是|只有|就是")
# A bare take-back after a comma ("A，不对，…还是 C"): a correction.
BARE_TAKE_BACKS = _words("不对|错了|错|不是")
# After a take-back, another denied "too" ("A，不对，B 也不对", "16，不对，32 也错"): the first was denied,
# and no answer is left (``_not_own``).
DENIED_TOO = _words("也不对|也错了|也是错的|也错|也不是|也不行|同样不对|同样错")
# "Not equal" written as a mark ("偏差 != 0", "≠", "=/="): a figure said not to be, never stated.
NOT_EQUAL_MARKS = r"≠|!=|=/="
# A figure compared, not stated, before it ("不到一半", "超过 4 倍") or after it ("一半都不到", "4 倍以上").
COMPARED_BEFORE = (
    r"(?:远)?不到|(?:远)?不止|超过|不占|占不到|小于|大于|低于|高于|多于|少于|不等于|(?<![=-])>|<(?![-=])|"
    + NOT_EQUAL_MARKS
    + "|"
    r"降不到|到不了|无法(?:降到|降至|达到|到)|不可能(?:是|为|降到|到)|并非(?:为|是)?|"
    r"\bnever reaches|\bcannot be|\bcan'?t be|\bmore than|\bless than|\bfewer than|\bgreater than"
)
COMPARED_AFTER = r"都不到|不到|以上|以下|多(?![了少])|的一半|的话就错了"
# The measure after a figure compared to ("比 35 还小", "比 48 更大"): the figure is the standard, not stated.
COMPARED_THAN_AFTER = _words(
    "还小|更小|要小|小|还大|更大|要大|大|还低|更低|低|还高|更高|高|还少|更少|少|还多|更多|多|还长|更长|长|还短|更短|短"
)
# ... and the measure word after "多" ("128 多条", "30 多个"): between a figure and its measure, "多" says
# "more than", whatever follows
COMPARED_MEASURES = _words("条|个|张|份|次|层|步|项|种|组|句")
# A figure worked on after it ("2 的 6 次方减 32", "464 GB 除以 2").
WORKED_ON = r"减去?|乘以?|除以?|\bminus|\btimes|\bdivided by"

# ---- Every option (``_every``) ----

# A count of every option and its measure word ("四项都有", "5 个全选").
EVERY_UNITS = _words("个|项|条|样|种")
# "All" said of every option ("都", "全部都", "四项均对"): "all" of a list, and "全部都", "均".
EVERY_ALL = ("全部都", *ALL_OF_THEM, "均")
# A decision word before "all of them" closing a list ("…，那就全选").
EVERY_DECIDED = _words("那就|那么|那|所以|就|干脆|so")
# None left out ("一个不落地全选").
NONE_LEFT_OUT = _words("一个不落|一个不漏|一个不少")
# All together ("统统", "一并") and ticked ("勾上", "选", "成立").
ALL_TOGETHER = _words("全部都|全部|全都|通通都|通通|统统都|统统|一起|一并|全|都")
TICKED = _words("勾上|勾选|勾|打勾|打钩|选上|选|要|对|正确|成立")
# What, after choosing every option, takes one back ("所有选项，去掉 E").
TAKING_BACK = _words("除|但|不过|只|少|去掉|删|划|拿掉|排除|剔除|去除|扣掉|减掉|撤")
# Saying an option right in words that hold a denial's character ("没错", "不错").
SAID_FINE = _words("没错|没问题|没毛病|不错")
# Conviction said in English in words that hold a "no" ("all five, no contest", "B, no doubt"): no denial.
SAID_SURE = _words("no doubt|no doubts|no contest|no question|without doubt|hands down")
# The whole clause after an every-option opening saying none is wrong ("全选了，没有错的"): every option
# again, on a stem asking for the right ones (on one asking for the wrong, it would answer none).
NONE_WRONG = _words(
    "没有错的|没有错误的|没有一个错的|没一个错的|一个错的都没有|一个都没错|都没错|没有不对的|没有一个不对的|"
    "none wrong|none of them wrong|no wrong ones"
)

# ---- An option named but not asserted (``_not_asserted``) ----

# The commitment itself, closing the words before the option ("我填 B", "I'd pick B").
COMMITTING = (
    r"我填|填|只选|仅选|只勾|我选|选|勾|归|清|"
    # the option to look into ("就查 B", "先查 B"), and a check reported done ("只查了 A": not own)
    r"(?:就|只|先)查了?|"
    r"i'?d pick|i would pick|i'?ll pick|i pick|i'?d choose|i choose|picks?|chooses?"
)
# Before the commitment, in its clause: not the candidate's own choice ("别选 B", "有人选 B", "以为是 B",
# "很多人会选 B", "大家都选 B": the crowd's).
NOT_OWN_BEFORE = (
    r"别|不要|不能|不该|不会|不可能|不是|谁|有人|有的人|别人|很多人|许多人|不少人|大多数人|大部分人|多数人|一般人|大家|上次|之前|以前|刚才|差点|差一点|以为|"
    r"也许|或许|要不|要我|要是|未|无法|难以|没法|万一|哪会|怎么会|怎会|不至于|哪能|岂会|凭什么|何必|干嘛|才|"
    r"\bsome(?:one|body)?\b|\bothers?\b|\bnever\b|\bwouldn'?t\b|\bwon'?t\b|\bif\b|\bonly\b|\bfools?\b|"
    r"\bidiots?\b|\bnobody\b|\bno one\b|\bwho\b|"
    # someone else's or the key's word ("同事说先查 B", "原卷答案说选 B"); a check reported ("只查了 A")
    r"同事|原卷|(?=(?:就|只|先)查了)"
)
# After the option, in its clause: the commitment conditional, judged, asked or refused ("选 B 的话").
NOT_OWN_AFTER = (
    r"的话|的人|就错|会错|才怪|不够|被扣|以外|之外|之前|是因为|不合理|太天真|可排除|"
    r"不了|做不到|是误解|就好了|的是|的都是|行不行|好不好|对不对|你觉得|怎么样|"
    r"[吗?？]|\bonly\b|\bin another\b|\bif\b|\bno\b|,?\s*am i right|"
    r"and you'?(?:re| are|'?ll be) wrong|and you lose"
)
# A joke said of what came before ("我填 B，哈哈骗你的", "B（开玩笑）", "B, just kidding").
JOKING = r"骗你|逗你|开玩笑|开个玩笑|说着玩|\bjust kidding\b|\bkidding\b|\bjk\b"
# Said of an option with no commitment: not understood or not known ("B 看不懂", "B 我没背过").
NOT_KNOWN = _words("看不懂|没看懂|没看明白|不懂|没懂|没背过|没记过|不会|不知道|不记得|没学过")
# Asked about, then given up ("B 可以吗？下一题", "B? skip").
OFFERED_AS = _words("可以|能行|行|对|正确|是")
GIVEN_UP_AFTER = r"下一题|换一题|换一道|跳过|算了|不知道|\bskip\b|\bpass\b|\bnext\b"
# Offered too, then refused in the reply ("B 也行？不行", "D too? nah").
OFFERED_TOO = _words("也行|也可以|也对|也是|too|also|as well")
# What may close the offer before its question mark ("B……吧？不是", "B✓？不"): a pause, a hedge, a tick.
OFFER_CLOSES = _words("……|…|吧|✓|✔")
REFUSING_REPLIES = _words("不行|不对|不可以|不要|不是|不|no|nope|nah")
# A question back about the option ("B 呢", "B 怎么样", "B 是什么意思").
ASKED_ABOUT = r"呢|怎么样|咋样|如何|是(?:什么|啥)意思"

# ---- Every option but some (``_excepted``) ----

# Pointing at the options excepted ("除了那条", "除了这两个").
EXCEPT_POINTERS = _words(
    "那条|那个|那项|这条|这个|这项|那一项|那一条|那两条|这两条|那两个|这两个|两条|两项|的"
)
# "Not only" before an option ("不是只能 A", "并非只有 48", "不仅仅是 A", "not just A"): the option said to be
# one of more, the others unsaid; read as no choice where no other option is named (``_not_only``).
NOT_ONLY_NEGATIONS = _words("并不是|不是|并非|并不|未必|不一定|不")
NOT_ONLY_WORDS = _words("只能|只有|只是|只选|仅仅是|仅仅|仅是|仅有|仅选|仅")
NOT_ONLY_FUSED = _words("不仅仅|不仅|不光|不单单|不单|不止|not only|not just|not merely|not simply")
# ... and a copula or a verb between it and the option ("不仅是 A", "不只选 A").
NOT_ONLY_LINKS = _words("是|选|有")
# "Except" opening the answer ("除了 X 都对", "除掉 X，剩下都选"), and the others after it ("其余的都选").
EXCEPT = _words("除了|除去|除开|除掉")
# The one choosing the rest, named between them and "all" ("…，剩下四个我都选").
EXCEPT_CHOOSER = _words("我们|我")
OTHERS_OF = r"其余的?|其他的?|其它的?|剩下的?|别的"
EXCEPT_UNITS = _words("个|条|项")
EXCEPT_ALL = (*ALL_OF, "均")
EXCEPT_VERBS = _words("是对的|对|是|行|选|可以|正确|成立|能用|可用|认|算|勾上|勾选|勾|支持|能|要")
# Verbs above that choose only where they close the answer ("除了 psum 和 dot 都能", "其余支持"): "都能排除",
# "都支持不了" say something else of the rest, so such an answer is not read as choosing it.
EXCEPT_VERBS_CLOSING = _words("支持|能|要")  # "除了 X 都要": chosen; "都要改" is not
# The pieces of what is excepted ("precision 和 recall", "长度与 eps").
LETTER_LINKS_ALL = _words("和|跟|与|及|以及")
# The last clause choosing every option left ("其余都选", "那就剩两个", "选剩下的").
REST_LEADS = _words("那|那就|所以")
REST_OF = r"其余的?|其他的?|其它的?|剩下的?|余下的?|别的"
REST_CHOSEN = _words(
    "照单全收|全勾上|全勾|勾上|勾选|勾|全选|都选|选上|选|要|对|是对的|正确|成立|认|可以|行|能用|可用|能算|支持|能"
)
# Picking the rest ("选剩下的", "要其余两个").
PICKING = _words("选|要|勾")
REST_PICKED = r"其余的?|剩下的?|余下的?"
# A particle closing "那就剩两个了".
REST_PARTICLES = _words("了|吧|呗")
# A clause that affirms what it names, or praises it in a denial's characters ("不错", "没问题").
EXCEPT_AFFIRMS = _words("对|正确|选|要|可以|行|能|支持")
# Certain of what it names, or no doubt of it ("A 稳了 C 不对", "A 不用怀疑"): a clause naming two
# options that says so of one leaves neither out (``_excepted``), as an affirming word does.
EXCEPT_KEEPS = _words("稳了|没跑|跑不了|妥了|无疑|不用怀疑|不必怀疑|无需怀疑|毋庸置疑|不用犹豫|不用想|必选")
PRAISES = _words(
    "不错|没错|没问题|没毛病|无误|不会错|错不了|不假|不可少|不能少|少不了|缺不了|离不了|不可或缺|不赖"
)
# One option's clause before another praised ("A 没有，C 好", "A 不，C 挺好"), a bare denial of it: the
# praised one is the answer (``_praised_second``). "没有" / "没" / "不" alone after a lone option deny it
# or say nothing (LONE_DENIALS): never a choice of it.
DENIED_BEFORE_PRAISED = _words(
    "不|没有|没|不对|不好|不行|不是|不要|不选|错|错了|错的|不太好|不太对|不咋样|排除|算了"
)
LONE_DENIALS = _words("没有|没|不")
# What praises the second option after the first one's clause ("…，C 好", "…，C 挺不错"): with PRAISES.
PRAISED_SECOND = _words("好|对|行|可以|靠谱|合理|正确|合适|最好|更好|好些|稳")
# A clause that leaves the options it names out ("排掉", "划掉"), and one that only removes them.
LEAVING_OUT = _words("排掉|排除|去掉|划掉|拿掉|剔掉|砍掉")
# A clause that denies the options it names ("softmax 那条不对 其余支持", "X 我不信"), by a word, never
# one character: "不错", "无疑", "没跑", "别忘了" praise; a double negative ("不是错的", "不排除",
# "不能不选", "非选不可") affirms, and a clause holding one is no reading (DOUBLE_NEGATIVE).
LEAVING_OUT_DENIALS = _words(
    "不对|不选|不要|不信|不认|不行|不算|不是|不成立|不正确|不靠谱|不支持|不能|不可以|不可用|不勾|不考虑|"
    "没用|没有用|没关系|无关|别选|不改|不动"
)
DOUBLE_NEGATIVE = r"[不没非无别][^,，;；\s]{0,3}?(?:错|问题|毛病|坑|排除|排掉|去掉|划掉|例外|不|没)"
REMOVING_HOW = _words("都|全|先|就|直接")
REMOVING = _words("排掉|排除掉|排除|去掉|划掉|拿掉|剔掉|砍掉|不选|不要|不算")
# An edit taking every option into a denied set ("A B C，不对，…，全选"); a longer word before its start.
EVERY_EDIT = _words(
    "全选上|全选|都选上|都选|全都选|全部都要|全都要|全要|都要|全部都对|全都对|都对|全对|全部正确|全部"
)
# A change said not needed ("C 不用改 softmax"): what the option claims, denied.
CHANGE_NOT_NEEDED = _words("不用|不需要|不需|无需|无须|不必|没必要")

# ---- Clauses about a choice (``_choice_clauses``) ----

# A figure said approximately ("差不多 8 张", "about 8").
APPROXIMATELY = r"差不多|大约|大概|接近|\b(?:roughly|about|approximately|around)\b"
# "Among the options" before an option named by its place ("选项里的第二个", "选项当中第三个"): the list
# of options itself, as "选项" alone is, no context of its own.
AMONG_THE_OPTIONS = r"选项\s*(?:里面|里头|里|当中|之中|中)"
# "With" before an object of the option's own ("…跟通信量无关"): it still rules the option out.
WITH = _words("跟|与|和|同")
# A pronoun after it ("跟它无关"): the option itself, no object of its own.
PRONOUNS = _words("它|这|那|其")
# What after "是" makes no explanation of an option ("B 是对的", "B 是最…").
NO_EXPLANATION = _words("对|正确|错|不|没|最|right|correct|wrong|incorrect|not|the")
# A condition before a choice ("如果选 B", "要是我填 B 呢"): what would follow, nothing chosen.
CONDITIONED = r"如果|假如|假设|要是|若是|若|万一|\bif\b|\bassuming\b|\bsuppose\b"
CONDITIONED_CHOICE = r"是|选|用|填|勾|投|it'?s|it is|we pick|i pick"
# A question's verb phrase after the option ("B 也不能…"): adverbs, negations, modals.
QUESTION_ADVERBS = _words("也|都|并|就|才|其实|根本|确实")
QUESTION_NEGATIONS = _words("不会|不能|不可以|无法|没法|没有|没|不")
QUESTION_MODALS = _words("会|能|可以")
# A figure per part ("每张卡", "每个 rank 上").
PART_UNITS = _words("个|张|台|块")
PARTS = _words("卡|gpu|rank|进程|设备|worker|节点")
# A whole divided down to its parts before the share of one ("1024 除下来一个 rank 16", "2048 摊下去每份 8");
# after it, a share ("每份") is a part too, where alone ("每份 1e-4，2e-4 份") it is a step.
DIVIDED_DOWN = _words(
    "平摊下来|平摊下去|均摊下来|均摊下去|除下来|除下去|摊下来|摊下去|分下来|分下去|摊到|分到"
)
DIVIDED_PARTS = _words("份")
# A figure grown by ("翻了 4 倍", "变成 ×2").
GROWING = r"翻了?|涨了?|增大了?|增加了?|增长了?|扩大了?|变成了?|变为|要|就"
# A growth said before a percentage ("增大 300%", "increased by 300%"): grown by it or to it is not
# known, so the percentage is no factor option's ("4×").
GROWN_BY = (
    r"(?:增大|增加|增长|提升|提高|上升|扩大|涨|多|翻)了?\s*(?:约|大约|大概)?"
    r"|\b(?:increase[sd]?|grows?|grew|grown|up|more)(?:\s+by)?(?:\s+(?:about|roughly|around|~))?"
)
# A bound before a figure ("不到", "超过", "约"): not the figure stated.
BOUNDING = _words("不|没|超|过|少|多|至|近|到|于|低|高|差|约|或")

# ---- Alternatives between options (``_alternatives``) ----

# "还是选 B": still B, not an alternative.
STILL_CHOOSING = _words("选|觉得|认为|是")
# "不是 B 就是 C": an either-or idiom.
THEN_IT_IS = _words("就是|便是|就")
# "先 B 后 C": a sequence, not an alternative.
AFTERWARDS = r"后|再|然后|接着|之后|\bthen\b"
# The other options ("其余", "the rest").
THE_OTHERS = r"其余|其他|其它|别的|剩下|另外|另几|others?\b|the rest"
# A tentative word closing an option's clause ("C 也许", "C maybe too"), and what it says of it.
MAYBE = _words("也许|或许|可能|大概|maybe|perhaps|possibly")
MAYBE_SO = _words("是|对|行|算|too|also")
# Preferred to what came before ("D 更稳", "D 好像更好").
SEEMINGLY = _words("似乎|好像|感觉")
MORE = _words("更|也|比较|还")
# A turn away from what came before ("但是", "however").
TURNING_AWAY = r"(?:but|though|however|yet)\b|但是|但|不过|可是|然而|只是"
# Said right of an option ("也对", "都正确").
ALSO_ALL = _words("也|都|均")
RIGHT_WORDS = _words("对的|对|正确|没错|right|correct")
# A contrast before an option ("而不是 B", "rather than B").
CONTRAST_LEADS = _words("而|并|但")
NOT_THIS = _words("不是|不选|not|rather than|instead of")
# "过" after which it is no experiential particle ("过来", "过大").
NOT_EXPERIENTIAL = _words("来|去|于|度|大|小|多|少|长|短|高|低|拟")
# "Here" opening a clause ("这题是 C", "in this case").
HERE = _words("here|this time|in this case|这里|这题|本题|这道题|在这里|这儿")

# ---- Marks on an option (``_choice_marks``); entries are patterns with their guards ----

# "Is" said with a modal ("must be B", "gotta be B", "B has to be wrong"): before an option it commits to it
# as "it's" does; after one, it says what the option is called, as "is" does (POST_NEGATIONS).
MODAL_BE = r"(?:would|should|must|gotta|got\s+to|has\s+to|have\s+to)\s+be"
# A commitment before an option or a figure ("选 B", "答案是", "≈", "一共", "I'd say"): chosen. "只有 A",
# "只能 A" too, never "不只有 A" / "不只能 A" ("not only A": A and more); "just A" says "only A".
COMMIT_MARKS = (
    r"(?:选择?|选(?:择)?项|答案(?:应该|应)?(?:是|为)?|应该是|应该|应当|应为|应选|(?<!不)只有|(?<!不)只能|只选|只确定|只敢选|仅选|仅有|仅|→|->|=>|改选|改为|改成|换成|(?<![但只就于总而可要若凡倒])是|"
    r"(?<![因作成认以称])为|用|=|[:：]|"
    # a result said approximately, as "=" says it: "5.2 万 ÷ 200 ≈ 260"
    r"≈|≃|约等于|约为|"
    r"我(?:认为|觉得|猜|感觉|站)|认为|觉得|\banswer\s*(?:is|:)?|\bpick|\bchoose|\bgo(?:ing)? with|\bi'?d say|"
    r"\bi (?:think|believe|guess|mean|reckon|suppose|bet)|\bit'?s|\bit is|\bthat'?s|\bthat is|"
    rf"\b{MODAL_BE}|\b(?:could|might|may)\s+be|\bmaybe|\bprobably|\bprob\b|"
    r"\bselect|\beither|\bonly|\bjust|做|进行|采用|使用|把|"
    # a total: "前向 4 次加反向 4 次，一共八", "合计 48"
    r"一共|总共|合计|共计|总计|\bin total|"
    # a result after its operation: "2048 除以 256 得 8" (得 after an operand; not "觉得 8", "记得 8")
    r"(?<=[\d)）])\s*得|"
    # a result rounded: "≈ 259 → 凑整 260", "往下取整到 64", "rounded down to 64"
    r"(?:[往向][上下])?(?:凑整|取整)(?:到|为|成)?|四舍五入(?:到|为|成)?|\bround(?:ed|s)?(?:\s+(?:up|down))?\s+to)"
    r"(?:\s+the)?\s*$"
)
# A negation before a figure, in the words that deny or bound a quantity and not a letter ("没 5%",
# "偏差没有 5%", "没到 5%", "未达 5%", "no 5%", "below 5%", "under 5%"): "not" or "less than" it, never the
# figure stated. Read only of an option that is a figure ("没有 B" is left to PRE_NEGATIONS' words).
FIGURE_PRE_NEGATIONS = r"没有?|没(?:有)?(?:到|达到|达)|未(?:到|达到?|满)?|\bno|\bbelow|\bunder|\bnot even"
# A negation before an option ("不是 B", "别选 A", "只有新手才选 B", "anything but B"): ruled out.
PRE_NEGATIONS = (
    r"(?:不是|不选|排除|而不是|并非|绝不是|肯定不是|不|"
    # a becoming or being denied before the figure: "偏差不为零", "没有变成 0", "不会归零" (not "没
    # LayerNorm …", which says what lacks it)
    r"(?:不|没有?|并不|并没有?)\s*(?:会|能)?\s*(?:为|是|变成|变为|变到|成为|成|等于|降到|降为|降至|归|清|达到)|"
    # the answer said not to lie at the option: "答案不会在 C 上", "不会落在 C"
    r"(?:不|没有?|并不|并没有?)\s*(?:会|能)?\s*落?\s*在|"
    # told not to be chosen: "别选 A", "不要选 A", "不能选 A" (read as chosen before)
    # "不挑 48", "别取 B", "不会挑 B": the verbs of taking denied as those of choosing are
    r"(?:别|不要|不能|不该|不应该|千万别|千万不要|不用|没必要|不必|无需|用不着|犯不着)\s*"
    r"(?:(?:就|只|先)?\s*(?:选|勾|猜|挑|取|填)|(?:就|只|先)查)(?:一个|个)?|"
    # "不先查 B", "没先查 B": the check verbs denied as the verbs of taking are ("不挑个 B" too)
    r"(?:不会|并不|并没有?|不|没有?)\s*(?:挑|取|填|(?:就|只|先)查)(?:一个|个)?|"
    r"\bnot|\bisn'?t|\bis not|\brather than|\binstead of|"
    # doubted rather than chosen ("不一定是 B", "未必选 B", "I doubt it's B"): no choice of it, as "B？不一定"
    r"(?:不一定|未必|不见得)\s*(?:就)?\s*(?:是|选)|(?<!\bno\s)(?<!\bnot\s)(?<!n't\s)\bdoubt(?:ing)?\s+(?:(?:that\s+)?it'?s|(?:that\s+)?it\s+is|that)|"
    # chosen only by those who know no better: "只有傻子选 B", "只有新手才会答丙"
    r"只有(?:傻子|新手|外行|小白|笨蛋|菜鸟|门外汉)(?:才)?(?:会)?\s*(?:选|答|填|挑)?|"
    # "I'd pick anything but B", "A over B": every option but B, or A preferred to B
    r"\bany(?:thing|one)?\s+but|\bover|"
    # refused in English: "I won't pick B", "I'd never pick B"
    r"\b(?:won'?t|wouldn'?t|will not|would not|never|don'?t|do not)\s+(?:pick|choose|select|go with)|"
    # an English commitment denied ("I'm not going with C", "doesn't have to be C", "not gotta be C")
    r"(?:\bnot|n'?t|\bnever)\s+(?:going\s+with|(?:have|has)\s+to\s+be|got(?:ta|\s+to)\s+be|bet(?:ting)?\s+on)|"
    # a belief denied before the commitment ("我不认为是 B", "我不觉得答案是 B", "I don't think it's B", "I
    # don't believe the answer is B"); not before the option itself ("我不觉得 B 有问题": B is kept)
    r"(?:不认为|不觉得|并不认为|并不觉得|不相信|\bdo\s*n[o'’]?t\s+(?:think|believe|reckon)|\bdid\s*n[o'’]?t\s+think)\s*"
    r"(?:(?:it'?s|it\s+is|that|the\s+answer\s+is|the\s+answer'?s|answer\s+is|答案|会|应该|是|为|选)\s*)+|"
    r"\bexcept|\bexclude)"
    # the option word between the negation and the letter: "不是选项 B", "not option B"
    r"(?:\s*(?:选项|\boption))?\s*$"
)
# The wrong one named as such ("错的是 B"): B ruled out on a question asking what is right.
WRONG_ONE_NAMED = (
    rf"(?<![不没别会能])(?:错|错误|{CALLED_WRONG}|离谱|(?P<fault>有问题))的(?:选项|那个|那项|一项|那一项)?\s*"
    r"(?:只有|只能是|应该是|肯定是|就是|是|为|[:：])\s*(?:选项)?\s*$"
)
# What follows a denial under "根本/压根/并" when it denies no option: a reason ("选 8 并不是因为猜的"), or a
# fault or effort denied of it ("A 根本不是问题", "A 根本不用想", "A 并不是陷阱"): the option kept.
OUTRIGHT_NOT_DENYING = _words("因为|问题|想|陷阱|坑")
# What an option is called after a pointer before its denial ("C 那段代码不对", "C 那个东西不对"): words of no
# option's claim, so that the denial after them is still said of the option before the pointer.
POINTED_THINGS = _words(
    "代码|东西|选项|话|说法|写法|描述|表述|配置项|配置|设置|参数|公式|命令|函数|做法|方法|方案|答案|选择|结论|数字|数值|值"
)
# The option pointed at again before its denial, by a pointer and a word for what an option is or not
# ("那段", "那段代码", "这个选项", "那句话"): the noun does not hide the denial. Only a closed list of such
# words, so that no option's text and no "没有" ("C 那段代码没有不对") passes as one.
POINTED_AGAIN = (
    r"(?:(?:那个|这个|那条|这条|那项|这项|那段|这段|那组|这组|那行|这行|那种|这种|那句|这句)"
    rf"(?:\s*(?:{alternation(POINTED_THINGS)}))?)"
)
# A negation after an option ("B 不对", "C 去掉", "A 跟保存无关", "E 更离谱", "D 最不像"): ruled out;
# after a list, with "都" or "全" ("ABD 全错", "A、D 四项全部不对"), the whole list.
POST_NEGATIONS = (
    # after closing quotes or a wave dash of tone too ("『剔除』～ 不对", "A～ 不对"): said of the option
    # the option pointed at before it ("nvfuser 那个都不对"): as "nvfuser 都不对"
    rf"^[\s'\"`)\]~』」》〉】]*(?:{POINTED_AGAIN}\s*(?=都|也|均|全))?"
    r"(?:(?:这|那)?\s*[两二三四五六七八2-8]\s*(?:个|项|条|种)\s*(?=都|也|均|全))?(?P<both>都|也|均|全部都|全都|全部|全|both|all)?\s*"
    # ... or pointed at again ("C 那段不对", "C 那段代码不对", "C 这个选项不对", "C 那句话是错的")
    rf"(?:选项|{POINTED_AGAIN})?\s*"
    # a leaning said as one's own before the denial: "B 我估计不对", "C 我感觉不对", "B 我看也不对"
    # ... or unowned, a feeling before it ("O(n²)？感觉也不对")
    # ... or said more strongly than of the one before: "32 不是，80 更不是", "就更不对了"
    r"(?:我\s*(?:个人)?\s*(?:估计|大概|感觉|觉得|猜|看|想|估摸)\s*(?:也|都)?|(?:感觉|觉得)\s*(?:也|都)?|(?:就|那就)?更|肯定|显然|明显|绝对|一定|完全|应该|应当|大概|估计|似乎|好像|先|直接|可以|都可以|最|definitely|clearly|"
    r"probably|(?P<outright>根本|压根|并|绝))?\s*"
    rf"(?:是|is|are|(?:'s\s+)?{MODAL_BE})?\s*(?:(?:我\s*)?(?:一个\s*)?(?:都|也)?\s*(?:不(?:要|能|该|想)?|别|千万别)(?:选|勾|填)|"
    # refused: "选 D 都不想选", "盲猜 D 都不想猜"
    r"(?:我\s*)?(?:都|也)?\s*(?:不想|懒得)(?:猜|蒙)|放不下|装不下|塞不下|存不下|跑不起来|对不上|不对|不太对|不大对|不正确|不成立|站不住(?:脚)?|不是|不太可能|不可能|不算(?![太很])|不像|不认(?![为识得])|不信(?!息)|错误|错的|错(?!不了)|不行|不能用|用不了|排除|"
    r"不需要|不用|不必|没必要|wrong|incorrect|"
    # given no chance: "B 的可能性为 0", "C 概率是零"
    r"(?:的)?(?:可能性|概率|几率)\s*(?:为|是|=|等于)?\s*(?:0|零)(?![.\d])\s*%?(?=\s*(?:[,，;；。.!！]|$))|"
    # taken out: "把 SDE 那个剔掉", "C 去掉" (not "剔除", which an option may say as its text)
    r"(?:给)?(?:剔|去|拿|删|划|排|扔|踢|砍)掉|撤回|撤销|not (?:right|correct|it)|isn'?t (?:right|correct|it)|"
    # thrown away or struck out, closing its clause ("B扔了", "B 丢掉吧", "A删了"): dropped, unless the
    # option's own text is a throwing away (OWN_THROWING_AWAY: "A扔了" of "A. 剔除" says A, ``_mention_pass``)
    r"(?P<thrown>(?:扔|丢|删)(?:掉)?了|丢掉)(?=\s*(?:[吧啊呢。.!！,，;；…]|$))|"
    r"aren'?t (?:right|correct)|"
    # irrelevant to the question: "A 跟保存无关", "C has nothing to do with it"
    r"(?:(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?)?(?P<all>都)?(?:无关|没关系|没有关系|不相关|不沾边)|irrelevant|"
    # ... said with the relation denied after it: "跟收集参数半毛钱关系没有", "一点关系都没有"
    r"(?:(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?)?(?:半毛钱|一毛钱|一点儿?|一丁点儿?|任何)?关系\s*(?:都|也)?\s*没有?(?=\s*(?:[,，;；。.!！?？]|$))|"
    # at odds with the question's givens: "跟 32 头对不上", "与题目不符"; meaningless: "没有意义"
    r"(?:跟|与|和|同)[^,，;；。.!！?？]{0,12}?(?:对不上|不符合?|不一致|不匹配|矛盾)|"
    r"(?:就|也|根本|完全|压根)?(?:没有意义|没意义|毫无意义|说不通)|"
    r"unrelated|ha(?:s|ve) nothing to do with|"
    # lacking what is asked: "A 和 B 根本没有这个参数", "has no such flag"; not "没打开" (its state)
    r"(?:根本|完全|压根|并)?(?:没有|不存在|不支持)\s*(?:这个|这种|该|那个|此|这样的?)|ha(?:s|ve) no such|"
    # not supported, closing its clause ("任意 mask 不支持", "A 和 C 都不兼容"), or at fault ("B 估计有问题"):
    # the option's claim denied
    # (the fault asked for, not denied, on a stem asking what fails: FAULT_ASKED)
    r"(?P<fault>(?:(?:并|根本|完全|压根)?(?:不支持|不兼容)|(?:可能)?有(?:点|些|一点)?问题)(?=\s*(?:[的了吧啊呢哦呀。.!！,，;；?？…)）\n]|$)))|"
    # too much or too little of what is asked ("A、C、D 都太小了", "B 太慢"): out of the question
    r"太(?:小|大|少|多|慢|高|低|长|短|贵|重|粗|旧)了?(?![一点些])|way too (?:small|big|large|slow|few|many)|"
    r"(?:excluded|ruled\s+out|eliminated|crossed\s+out)\b|"  # "A, C, D excluded": as "排除" after them
    # called absurd, closing its clause ("E 更离谱", "B 纯属扯淡"): a judgement no question asks for, so a
    # dismissal whatever the stem; "离谱地大" goes on and says something else
    r"(?:更|太|很|最|也|纯属|简直|完全|纯粹)?\s*(?:(?<!不)离谱|不靠谱|扯淡|胡扯|瞎扯|胡说八道|胡说|荒谬|荒唐)"
    r"(?=\s*(?:了|的|啊|吧|呀|啦)?\s*(?:[,，;；。.!！…]|$))|"
    r"(?:is|are)\s+(?:absurd|nonsense|bogus)\b|"
    r"out\b(?!\s*of))"  # "A and B are out"
    # after "根本/压根/并", no reason or fault denied: "并不是因为猜的", "根本不是问题", "根本不用想"
    rf"(?(outright)(?!\s*(?:{alternation(OUTRIGHT_NOT_DENYING)})))"
)
# Certainty said of an option after it ("C 稳了", "6×hidden 错不了", "D 没跑了"), closing its clause:
# "A 无疑是错的", "A 无疑是陷阱", "A 妥了？" say or ask something else of it.
CERTAIN_OF_IT = (
    r"(?:稳了|稳稳的|错不了|准没错|没跑了?|跑不了|妥了|无疑)"
    r"(?=\s*(?:[了啦的吧啊呀哈嘛呗咯喽,，。.!！;；~～…\n]|$))"
)
# A verb of keeping closing the clause right after a capital "A" ("BC, A keep it", "A keeps", "A keep it
# too"): the letter kept, as "D keep it" is; a noun goes on after the article ("A keep-it-simple
# approach"), and a lower-case "a keep" is left the article it may be.
LETTER_KEPT_CLOSING = r"keeps?(?:[^\S\n]+(?:it|that|this|one))?(?:[^\S\n]+(?:too|also|as well))?"
# Certainty closing the clause right after a capital "A" ("A obviously, 1024/64", "A, no contest", "A hands
# down"): the letter said with conviction, as "B obviously" is; an article's adjective goes on after the
# adverb ("A clearly wrong option") and its noun after the rest ("a no-contest decision").
LETTER_CERTAIN_CLOSING = (
    r"obviously|clearly|definitely|certainly|surely|for sure|of course|no doubt|no contest|hands down|duh"
)
# An affirmation after an option ("C 对", "D 稳了", "B is right"): the option is chosen.
POST_AFFIRMATIONS = (
    r"^\s*(?:我)?\s*(?:都|也|均|才)?\s*(?:觉得|认为)?\s*(?:是|is|are)?\s*(?:对的|对|正确|没错|最好|最合适|最准确|可以(?!\s*[吗么嘛?？])|行(?=\s*(?:[,，;；。.!！]|$))|要选|算上|算(?![错不])|"
    rf"{CERTAIN_OF_IT}|"
    r"right|correct|the answer|the (?:right|correct) (?:one|answer)|too\b|also\b|as well\b|"
    # kept, closing its clause ("BC, A keep it", "D stays", "A kept too"): chosen, never only described
    rf"(?:{LETTER_KEPT_CLOSING}|stays?(?:\s+in)?|kept|included|remains?)(?:\s+(?:too|also|as well))?"
    r"(?=\s*(?:[,，;；。.!！]|$))|"
    # said yes to, closing the answer ("A, D yes", "C yes.", "B, A yep"): as "C correct"; a "yes" to each of a
    # list ("GQA yes, 15T yes, …") is read by the part verdicts (``_part_verdicts``)
    r"(?:yes|yep|yeah|yup)(?=\s*[。.!！]*\s*$))"
    r"(?!\s*(?:一半|了一半|一部分|一点|\s*if\b))"  # "B 对一半", "B would be right if …": not affirmed
)
# What links options into one list ("A 那个，还有 B", "A plus B").
LIST_LINKING = (
    r"^(?:\s*(?:那个|这个|那条|这条|那项|这项|那一个|这一个))?"
    r"[\s,，、;；/&+]*(?:和|与|以及|及|还有一个|还有|跟|同|外加一个|外加|再加一个|再加上|再加|加上|加|另外还有|and|plus|"
    r"as well as|&|配)?"
    r"[\s,，、;；/&+]*$"
)
# What separates options in a list ("A 和 B", "A 以及 C"): PART_LINKS but "跟", for the readers of letters
# apart from the answer's parts (``_choice_marks``, ``_added_aside``, ``_closing_letters``).
OPTION_SEPARATORS = _words("和|与|以及|及|还有")
# What an option just ruled out is called when named again to say why ("Not A, that's …", "那是…").
RESTATING = r"that'?s|that is|which is|这是|那是|它是"
# An option asked of by an A-not-A question, then replied to by a bare no or yes ("会不会是 A？不会，…",
# "是不是 D？是"): said as the reply says it (``_asked_denied``).
OPTION_ASKED_A_NOT_A = _words("会不会|是不是|能不能|该不该|要不要|可不可以|对不对|行不行")
OPTION_ASKED_NO = _words(
    "当然不会|当然不是|肯定不会|肯定不是|不会|不是|不能|不该|不要|不可以|不对|不行|不可能|没可能"
)
OPTION_ASKED_YES = _words("会的|是的|就是|会|是|能|该|要|可以|对|行|没错")
# The verb that may come between an A-not-A question and its option ("会不会是 A？", "要不要选 C？").
OPTION_ASKED_VERBS = _words("是|选|用")
# The particles such a question may close on before its question mark ("会不会是 A 呢？").
ASKED_SELF_PARTICLES = _words("呢|吗|啊|呀")
# The verbs of what an option sets, said of it by its letter ("A 开的是 max-autotune", "C 用的是 nvfuser").
OWN_SETTING_VERBS = r"开|用|设|写|传|调|走|填|配|指定|开启|启用|设置|改"
# Links in a list of options denied together ("不是 A 也不是 B", "not A nor B").
NEGATED_LIST_LINKS = r"和|与|及|以及|、|也不是|\band\b|\bor\b|\bnor\b|或"
# Links in a list of options ruled out ("rule out A, C and D").
RULED_OUT_LINKS = _words("和|与|及|以及")
# An alternative said in words, not a mark ("B 或者 C", "要么 B").
OR_WORDS = _words("或者|或是|还是|要么")

# ---- Figures in an answer (``_numbers``); entries are patterns with their guards ----

# What leads into a figure as the result ("= 464", "约为", "所以", "total", "→").
FIGURE_RESULT_LEADS = (
    r"=|≈|≃|~|约|约为|大约|为|是|:|答案|结果|总共|总计|合计|共|需要|得|所以|因此|故|最终|最后|"
    r"so|therefore|hence|thus|answer|result|total|is|about|"
    r"approximately|approx\.?|around|roughly|->|→|=>"
)
# What names a figure after the opening one as the answer's result ("464 GB，结果是 232 GB", "…，最终
# 232 GB", "…，我算的是 232"): it overrules the opening figure (``_result_after``). Not a copula alone nor
# a conversion ("也就是 432 GiB"): those say more of the opening figure.
RESULT_NAMED = (
    r"答案|结果|最终(?:答案|结果)?|最后(?:答案|结果)?(?=\s*(?:答案|结果|是|为|[:：]))|我算的|我算出来|"
    r"算出来|我得到|得到|final answer|the answer|the result"
)
# A hedge between a result's name and its copula ("结果大概是 232 GB", "答案应该是 232"): the result still
# named, said with less than certainty (a hedge of the result, not a word of the opening figure).
RESULT_HEDGED = r"大概|大约|应该|可能|估计|差不多|好像|我觉得|我猜"
# A conclusion right before a figure after the opening one ("464 GB，所以 232 GB", "…，最后 232 GB",
# "…，应该是 232 GB"): it names the later figure the result, as RESULT_NAMED does (``_result_after``).
RESULT_CONCLUDED = r"所以|因此|故|最后|应该是|应是|\bso\b|\btherefore\b"
# Links between two figures held open, or a range ("464 GB？还是 464 GiB？", "460, or 470", "到").
FIGURE_LINKS = r"或者|或是|或|还是|\bor\b|/|\?|？|到|至|~|～|\bto\b|和"
# What a clause after a figure may say of it: a particle, an affirmation, a hedge ("吧", "没错", "左右").
SAID_OF_FIGURE = (
    r"吧|吗|呢|啊|呀|哦|嘛|对|没错|是的|嗯|好像|大概|应该|可能|估计|觉得|我猜|差不多|左右|上下|"
    r"\b(?:right|yes|yeah|maybe|probably|guess|think|roughly|about)\b"
)
# A figure or an expression whose value the answer asks ("2/64 是多少来着…", "2/64 等于多少？", "2/64 几",
# "2/64 = ?"): what may link it to the words asking its value, those words, and what may close them
# ("来着", "呢"); the words themselves are VALUE_ASKED_WORDS, beside TOPIC_ASKS. Not a result given
# ("2/64，就是 1/32") nor a figure offered ("1/32？", "是 1/32 来着").
VALUE_ASKED_LINKS = r"是|等于|约等于|约为|为|得|算出来是?|算下来是?|结果是?|[=＝≈]"
VALUE_ASKED_CLOSES = r"来着|呢|啊|呀|嘞"
# A calculation that stops before its result: a colon, an operator or a result word closing it, a step
# still to do or refused ("…再乘 96 层：", "…×2 字节，等于", "…，总量还得除以 4").
# A word drawing a conclusion that, closing the answer after a comma, leaves it unfinished ("…，所以").
CONCLUSION_LEFT_OPEN = r"所以说|所以|因此|因而|于是|故而|那么|\bso\b|\bhence\b|\btherefore\b|\bthus\b"
UNFINISHED_CALCULATION = (
    r"(?:[:：=≈→]|->|=>|\s[×x*/÷+^]|等于|约等于|约为|得到|得出|结果是|结果为|结果|\bequals|\bgives"
    r"|\d\s*[×x*/÷+^]\s*\d[\d.\s×x*/÷+^()]*[×*/÷+^]"  # "2×48×2048×": an operator after operands, not "4×"
    # a step still to do, said with its subject: "464 GB（只算 K），K+V 要乘 2", "…，总量还得除以 4"
    r"|[,，;；][^,，;；=≈→\d不没]{0,8}?(?:要|得|需要|还需|应该|应当)\s*(?:再\s*)?(?:除以|乘以|乘上|乘|加上|减去)"
    r"\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}"
    # a step worked to its result, then refused: "32，乘以 2 就是 64 了，但不用乘" (64 is no answer)
    r"|(?:乘|除|加|减|[×*/÷])[^,，;；。]*?(?:就是|得|=|等于)[^,，;；。]*[,，;；]\s*(?:但是?|不过|可是|其实)?\s*"
    r"(?:不用|不需要|无需|不必|没必要|用不着|别)\s*(?:再\s*)?(?:乘|除|加|减)[^,，;；。]{0,8}"
    # a last step with no result: "…=32，再除以 4", "…，再乘 2 字节", "then divide by 4", or with no
    # operand yet ("…，再乘", "then multiply by")
    r"|[,，;；]\s*(?:(?:再|然后|还要|接着|接下来|then)\s*){0,2}"
    r"(?:除以|乘以|乘上|乘|加上|减去|divided? by|divide by|times|multiply by)"
    # its operand a figure with a short unit ("再乘 96 层"), or a word with no figure yet ("再乘层数"),
    # or several joined ("再乘 48×2048 个 token 和 96 层", "接下来乘 b、s、层数"): no result among them
    r"(?:\s*[^,，。;；=≈→得是为]{1,16}?(?:\s*(?:和|与|及|以及|、|\band\b)\s*[^,，。;；=≈→得是为、]{1,16}?)+"
    r"|\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}|\s*[^\d\s,，。.;；]{1,6})?"
    # the step written with its symbol after a word of sequence: "…，fp16 再 ×2 字节", "然后 ÷ 4"
    r"|[,，;；][^,，;；=]{0,12}?(?:再|然后|还要|还得|接着)\s*[×*/÷]\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}"
    # a chain of steps closing the answer, each operand a figure, no result: "…=40960，再乘 4 乘 70……"
    r"|[,，;；]\s*(?:(?:再|然后|还要|接着|接下来)\s*){0,2}(?:乘以|乘上|乘|除以|[×*/÷])\s*\d[\d.,]*"
    r"(?:\s*(?:乘以|乘上|乘|除以|[×*/÷])\s*\d[\d.,]*)+\s*[^\d\s,，。.;；得是为=≈]{0,4}"
    # a word of sequence closing the answer, its step never written: "…，总 token 数 48×2048，再"
    r"|[,，;；]\s*(?:再|然后|接着|接下来|and then|then)"
    # "…的 1.33%，也就是": the result word the answer stops at
    r"|[,，]\s*(?:也就是|那就是|就是|即为|即)"
    # "…矩阵，所以", "…, so": a word drawing the conclusion, the answer stopping at it
    rf"|[,，;；]\s*(?:{CONCLUSION_LEFT_OPEN})"
    # a result word closing the answer, nothing after it: "…, so the size is", "所以体积是"
    r"|(?<=\S)\s*(?:\bis|\bare|\bequals|\bwould be|(?<![不就只总而但])是)"
    # an operation said as done, its result never given: "…，96 层一乘就是", "乘起来就得"
    r"|(?:一乘|一除|一加|一算|乘起来|乘下来|除下来|加起来|算下来|合起来)\s*(?:就是|就得|就等于|是|得|等于)"
    # a step after a step, closing on a comma: "K、V 两份，b×s 先乘出来是 98304 个 token，"
    r"|[,，][^,，]+[,，]"
    # a last clause with no figure that trails off ("…，线性 2 倍，合起来……", "…, so overall..."): the
    # figures before it were steps, the result never came; not a hedge or a particle after the figure
    # ("4 倍，大概……", "8，对吧……"), which says something of the figure itself
    rf"|[,，;；](?![^,，;；]*?(?:{SAID_OF_FIGURE}))[^\d,，;；。!！?？….]{{1,16}}?(?=\s*(?:…|\.{{3}}|。{{2}}))"
    # a value substituted, its result never given: "…，r=64 代进去……", "n 取 32 代入" (the figure a step;
    # not "11.47M，直接代入", where no value is put in)
    rf"|(?:[=＝]|取)\s*\d[\d.]*\s*(?:{SUBSTITUTING}))"
    r"[\s.。…,，;；]*$"  # "…，再乘 96 层，": a trailing comma ends nothing
)
# A figure something is taken of ("464GB 的一半", "64 翻倍", "48 往上"): an operand, not the answer.
TAKEN_OF_AFTER = (
    r"\s*的\s*(?:一半|\d+(?:\.\d+)?\s*倍|[一二两三四五六七八九十]+\s*倍|平方|立方|倒数|\d+(?:\.\d+)?\s*%|"
    r"[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+)"
    # worked on: "464 GB 减半", "64 翻倍", "64 开方", "64 加 64", "464 GB minus 100 GB"
    r"|\s*(?:减半|砍半|打[五对]折|翻倍|翻番|开方|开根号?|平方|(?:减去?|乘以?|除以?|加上?)\s*\d|"
    r"(?:minus|plus|times|divided by)\s+\d|halved|doubled)"
    r"|\s*的\s*\d+\s*/\s*\d+"  # "464 GB 的 1/2"
    # raised to a power or inverted ("48⁻¹" is "48^-1" by now, "48**2", "(464 GB)²"), squared, bounded
    # ("48+", "48↑", "48 往上", "48 or more"; "出头" is "a little over", an approximation), or a
    # multiple or share said after it ("464 GB 三倍", "464 GB 一半", "多一倍", "times two")
    r"|\)?\s*(?:\^|\*\*)\s*[-−(]?\s*\d|\+{1,2}(?!\s*[\d(])|\s*(?:[↑↓]|(?:往上|打底|起步)(?=\s*(?:[,，。;；!！?？]|$)))"
    r"|\s+(?:squared|cubed|or (?:more|less|above|higher|lower)|times (?:two|three|four|\d))\b"
    r"|\s*(?:[缩少多]|再)?(?:一半|对半|半|一倍|双倍|翻倍|[一二两三四五六七八九十\d]+\s*倍(?!\w)"
    r"|[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+)(?![\w\u4e00-\u9fff])"
    r"|\s*(?:[缩少减砍]|再)?50%(?=\s*(?:[;；,，。]|$))"  # "一半" is "50%" by now: "464 GB 一半", "缩一半"
    r"|\s*[,，]?\s*(?:再|又)\s*[缩少减砍]?\s*(?:50%|一半)"  # "砍一半再砍一半": halved again, a quarter
)
# A figure said to be a share of something else ("464 GB 是 K 和 V 的一半"): asked again.
SHARE_OF_AFTER = (
    r"\s*[,，]?\s*(?:只|仅|才|也)?(?:是|为|占|等于)\s*[^,，;；。.!！?？]{1,16}?的\s*"
    r"(?:一半|[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+|1\s*/\s*\d+|\d+(?:\.\d+)?\s*%)"
)

# ---- A calculation's answer (``_calc``); entries are patterns with their guards ----

# A figure ruled out, before it ("不是 464 GB", "rather than 464") or after it ("464 GB 不对").
# "没 464 GB", "no 464 GB": the figure not reached, or not had, as "不是 464 GB" is not it
FIGURE_NOT_BEFORE = r"不是|并非|而不是|不等于|没有?|\bnot|\bno\b|\bisn'?t|\bis not|\brather than|\binstead of"
# The words that deny a figure after it, whichever way it is said: right after it (``FIGURE_DENIED_AFTER``,
# with "错误" and English), or closing a clause of its own (``FIGURES_DENIED_CLOSING``, where "不是" is a
# whole denial: "11.47M 不是，…"). Set apart by an adverb ("464 GB 其实不对"), a figure is denied as an
# option is (``APART_DENIALS``), save a bare take-back after a comma, which denies a figure
# ("464 GB，不对") and corrects an option ("A，不对，…还是 C").
FIGURE_DENIALS = r"不对|不正确|错了|是错的|错"
FIGURE_DENIED_AFTER = rf"{FIGURE_DENIALS}|错误|\bis wrong|\bis incorrect|\bis not right|\bwrong\b"
# A figure's denial after a comma or a full stop ("464 GB，不对"), or said of every figure listed before it
# ("11.47M 和 98.7% 都不对"): the words, "都" and its kin, and what closes the denial's clause.
FIGURES_DENIED_CLOSING = rf"{FIGURE_DENIALS}|错的|不是|\bwrong"
FIGURES_DENIED_ALL = alternation((*EXCEPT_ALL, "两个都", "两者都", "两个全"))
FIGURES_DENIED_CLAUSE_END = r"\s*(?:[吧啊呀了]\s*)?(?:[,，。.!！;；\n)）]|$)"
# A figure then called wrong in a clause after a turn or a pointer to it ("464 GB 不过不对", "464 GB，但这是
# 错的", "464 GB 那是错误做法"): denied as "464 GB，不对" is; the turn and the pointer, then the words.
FIGURE_CALLED_LEADS = r"(?:(?:但是|但|不过|可是|只是|but)\s*)?(?:(?:这|那)(?:个|样)?\s*(?:是|也是|就是)?\s*)?"
FIGURE_CALLED_WRONG = (
    rf"{FIGURE_DENIALS}|错的|错了|不正确|错误(?:的)?\s*(?:做法|算法|答案|结果|想法|算的)?|\bwrong|\bincorrect"
)
# A figure asked of oneself and answered no ("464GB对不对？不对", "48 行不行？不行", "464 GB, right? no"):
# denied as "464 GB，不对" is; answered yes ("…？对") it stands.
FIGURE_SELF_ASKED = rf"\s*[,，]?\s*(?:{alternation((*AGREEMENT_TAGS, *SELF_ASKED_FIT))})\s*[?？]*\s*[,，]?\s*"
FIGURE_SELF_ANSWERED_NO = rf"{FIGURES_DENIED_CLOSING}|不太?行|不是|\bno(?:pe)?\b"
# A conclusion word denied ("不是最终 464 GB", "464 GB（不是最终结果）", "…，并非最后答案"): the figure it
# speaks of is no conclusion, ruled out as "不是 464 GB" is, before it or closing a clause after it.
RESULT_DENIED = (
    r"(?:还不是|不是|并非|不算|未必是)\s*(?:最终|最后)\s*的?\s*(?:结果|答案|值)?"
    r"|(?:不是|并非|不算)\s*(?:结果|答案)|\bnot\s+(?:the\s+)?final(?:\s+(?:answer|result))?"
)
# A figure as a list repeats it ("98.7%", "432 GiB", "1147 万"), and what joins the list's figures.
FIGURE_IN_LIST = r"(?:约|≈|~)?\s*\d[\d.,]*\s*(?:[A-Za-z%％‰]+|百万|万|亿|千)*"
FIGURES_JOINED = rf"\s*(?:{LINKS}|[、,，&+]|\band\b)\s*"
# Rejected as too small or large ("464 GB 的话太小").
FIGURE_TOO = r"太小|太大|偏小|偏大|不够|\bis too (?:small|large|big|low|high)"
# Operated on later ("464 GB，还要乘 2", "…, then times 2"): the next step and its operation.
NEXT_STEP = r"再|然后|还要|还得|接着|\bthen\b"
STEP_OPERATIONS = r"乘以|乘上|乘|除以|加上|减去|\btimes|\bdivided by|\bmultiplied by|\bmultiply by"
# A step of the arithmetic asked about after a figure ("464 GB，要乘 2 吗，928 GB", "是不是还要除以 2？"):
# the words asking, after the step ("吗"), and what replies to it ("要乘 2 吗？不用，464 GB")
# (``_step_asked``).
STEP_ASKED_AFTER = r"吗|么|嘛|没"
STEP_REPLIED_YES = _words("要的|要|需要|得乘|得除|对|是的|是|嗯|yes|yep|yeah")
STEP_REPLIED_NO = _words("不用|不需要|不需|不要|无需|不必|没必要|不|no|nope")
# what concludes before the later figure ("…要乘 2 吗，那就 928 GB", "…，所以 928 GB"): the step taken
STEP_CONCLUDED = _words("那就是|那就|那么|就是|所以|因此|最后|应该是|结果是|答案是|so|then")
# Two figures offered as alternatives in words ("98.7%？还是 97.3%").
FIGURES_OFFERED = _words("还是|或者|或是|或|要么")
# The second figure allowed besides the first ("22.9M，11.47M 也行").
FIGURE_ALSO_FINE = r"也行|也可以|也对|也没问题|\btoo\b|\balso (?:works|fine)\b|\bas well\b"
# A figure said of one part of the total asked, before it ("每层 464 GB", "单卡约 58 GB", "一层是 4.83 GB",
# "per layer 464 GB") or after it ("464 GB/层", "464 GB 每层", "464 GB per layer"): the parts, then
# what may stand between the part and its figure. A share, no answer to the total; a figure worked out
# after the part ("每层 4.83 GB × 96 层 ≈ 464 GB") has a step between and is not one.
# (a measure word of ``PART_UNITS`` may stand before the part: "每张卡", "每个 token")
PARTS_OF_A_TOTAL = _words("层|卡|gpu|token|头|rank|layer|head")
PARTS_COUNTED_ONE = _words("层|卡|gpu|token")  # after "一": "一层", "一张卡", never "一共"
# after "单个": the question's own parts ("单个 K 464 GB"), never what holds it all ("单个 batch", "单个模型")
PARTS_NAMED_SINGLE = _words("k|v|层|卡|gpu|token|头|rank|layer|head")
PART_ENGLISH = r"layer|gpu|card|token|head|rank"
# An alternative between an option's figure and one no option holds ("4 倍或 16 倍", "35GB 还是 70GB"):
# a hedge (``_unlisted_figure``).
UNLISTED_ALTERNATIVES = _words("或者是|或者|或是|或|还是|也可能是|也可能|也许是|也许|要么|or maybe|or")
# One of K and V named beside the figure in brackets ("464 GB（K）", "(只算 K)"), or the other counted
# apart ("V 另算", "V 还没算"): the figure is of one part of the total, never the total.
KV_PART_LEADS = _words("只算|仅算|只有|仅|单")
KV_COUNTED_APART = _words("另算|单独算|另外算|另计|还没算|没算进去|没算|不算|未计入|没加")
PART_FIGURE_GLUE = _words("的|kv cache|kv|显存|占用|是|为|约|大约|大概|占|需要|要|≈|=|:|：|~")
# A clause stating a condition: its figures are the premise ("如果 batch 是 48，…").
FIGURE_CONDITIONS = r"如果|假如|假设|要是|若|\bif\b|\bassuming\b|\bsuppose\b|\bprovided\b"
# A turn back to a figure after another ("464 GB，不过还是 232", "…，但还是 232 GB"): the answer may return to
# the earlier figure or keep the later one, so which is meant is unsaid (``_returned_to``).
FIGURE_RETURNS = (
    r"[,，;；。]\s*(?:但是|但|不过|可是|只是|but)\s*(?:我)?\s*(?:还是|仍然是|仍是|依然是|还得是|still)\s*"
    r"(?:选|取|填|是|为)?\s*(?:约|≈|~)?\s*(?=\d)"
)
# A setting a figure is worked out under ("fp32 下 = 464 GB", "按 fp32 的话 464", "换成 fp32 是 464"): a
# condition too, so a realization saying it settles nothing (``_realized_result``).
FIGURE_SETTINGS = r"(?<=\S)\s*下\s*(?=[=＝≈:：,，]|是|为|就是)|的话|按照?|换成|\bunder\b|\bin fp\d+"
# Asking whether, before a figure in the same clause ("是不是还要把权重 350G 加进去", "要不要加上 350G",
# "是否包含 350G"): the figure is asked about, never stated (``_asked_whether``). Not a judgement of the
# answer itself ("不知道是不是对的 464GB": asked of the answer, not of the figure), nor a concession
# ("不管是不是 fp16 都是 464GB": regardless of).
FIGURE_ASKED_WHETHER = (
    r"是不是|是否|要不要|需不需要|需要不需要|用不用|该不该|应不应该|算不算|加不加|有没有|包不包括|含不含"
    r"|\bwhether\b"
)
FIGURE_ASKED_JUDGED = r"对|正确|错|真的|\bright\b|\bcorrect\b"
FIGURE_ASKED_CONCEDED = r"不管|不论|无论|\bregardless\b|\bno matter\b"
# The consequence inside a conditional clause ("如果是 fp16 就是 464 GB"): the figure after it answers.
CONSEQUENCES = (
    r"就|则|那么|那就|便|算出|算得|得到|约|大约|大概|≈|=|→|\bthen\b|\bit'?s\b|\bit is\b|\bso\b|\bgives\b"
)
# An operation said in words before a figure ("再乘 2 字节").
STILL_TO = _words("再|还要|还得")
MULTIPLYING = _words("乘以|乘上|乘|除以")
# "About" before a pair read as the answer's parts ("约 464 GB").
ABOUT = _words("约|大约|大概|≈|~")
# A change asked about and refused ("→ 232？不改").
NOT_CHANGED = _words("不改|不换|没改|算了|不|no|nope")
# A bound on a figure, before it ("至少 8", "< 8") or after it ("8 以上", "8 or more").
FIGURE_BOUND_BEFORE = (
    # "顶天", "撑死", "充其量" too ("at the very most", colloquially): a bound, as "最多" is
    r"至少|最少|不少于|不低于|大于|高于|超过|多于|不超过|至多|最多|顶多|顶天|撑死|充其量|"
    r"不高于|小于|低于|少于|不到|不足|不满|"
    r"\bat least|\bat most|\bmore than|\bless than|\bover|\bunder|\bbelow|\babove|[<>≤≥]"
)
FIGURE_BOUND_AFTER = r"以上|以下|或者?更多|或者?更少|或更高|或更低|\+|\bor more|\bor less|\bplus"

# ---- An option moved away from or ranked below (``_changed_from``); patterns ----

# A clause closing after a rank ("B 排第二。"): a particle or a mark, or the end.
CHANGE_CLAUSE_CLOSED = r"(?=\s*(?:[的了吧啊呢。.!！,，;；?？…)）\n]|$))"
# The place a change starts from ("从 B 改到 A", "from B to A", "原来是 B").
CHANGED_FROM_BEFORE = (
    r"(?:从|\bfrom|原来(?:是|选的?是?|选了)?|原先(?:是|选的?是?)?|一开始(?:是|选的?是?|选了)?|"
    r"起初(?:是|选的?是?)?|本来(?:是|选的?是?|选了))\s*$"
)
# Where a change goes, said after the option left ("B，后来改成 A", "B → A").
CHANGED_TO_AFTER = (
    r"^\s*[,，]?\s*(?:(?:后来|然后|再)?(?:改到|换到|改成|换成|改为|改选|挪到)|(?:then\s+)?(?:switched|changed|moved)\s+to\b|"
    r"\bto\b|→|->)"
)
# Moved away from, said after it ("B, then switched to A"), or the change asked and denied.
CHANGED_AWAY_AFTER = (
    r"^\s*[,，;；]\s*(?:(?:and\s+)?(?:then\s+)?(?:i\s+)?(?:switched|changed|moved)\s+to\b|(?:后来|然后|再)(?:又)?(?:改|换)(?:成|到|为))"
    # the change denied in a question ("B, didn't change to A? I did"): whether it was made is asked
    r"|^\s*[,，;；]\s*(?:i\s+)?(?:never|didn'?t|did not|haven'?t|have not)\s+"
    r"(?:switch|change|move)(?:e?d)?\s+to\b[^,，;；。.!！?？\n]{1,40}?[?？]"
)
# A change considered ("想改成 B", "差点换 B").
CHANGE_CONSIDERED_LEAD = r"(?:想|要|打算|差点)?(?:改|换)(?:成|为|到)?\s*$"
# The change refused or not made ("改 B？不改", "但没改").
CHANGE_NOT_MADE = (
    r"^[^A-Za-z\n?？]{0,8}?[?？][^A-Za-z\n]{0,4}?(?:没改|不改|没换|不换|没有改|算了)(?!变)|"
    r"^[^A-Za-z\n]{0,8}?(?:没改|没换|没有改|没有换)(?![错对变动完好])"
)
# Struck out after it ("B（划掉）A", "B (crossed out) A").
STRUCK_AFTER = r"^\s*[(（]\s*(?:划掉|删掉|作废|不算|crossed out|struck out|scratch that)\s*[)）]"
# Ranked below another, before it ("我的第二选择是 B").
RANKED_BEFORE = (
    r"(?:第二|第三|次要|备选|其次)(?:的)?(?:选择|选项|个选择|答案)?(?:的)?(?:是|为)?\s*$|"
    r"\bsecond (?:choice|pick|option)(?: is)?\s*$"
)
# Ranked below another or weighed with a share, after it ("B 排第二", "B 的可能性 30%").
RANKED_AFTER = (
    rf"^\s*(?:排第[二三四]|排在第[二三四]|排后面|其次|次之|是第二选择|第二){CHANGE_CLAUSE_CLOSED}(?!\s*的(?:是|为|那个))|"
    r"^\s*的?(?:可能性|概率|几率)\s*(?:是|为|有|大概|约)?\s*(?:\d+(?:\.\d+)?\s*[%％成]|不大|很小|较小|小|低|不高)|"
    r"^\s*(?:is )?(?:my )?second (?:choice|pick)\b"
)
# A confidence above even said as a share ("八成", "95%", "六七成", "百分之九十"); "五成" and "50%" are an
# even chance, "两成" and "30%" a doubt: neither commits (``_confidence_lead``).
CONFIDENT_SHARE = (
    r"(?<![\d.])(?:5[1-9]|[6-9]\d|100)(?:\.\d+)?\s*[%％]|"
    r"(?<![一二两三四五六七八九十])(?:[六七八九]成[一二三四五六七八九]?|五成[一二三四五六七八九]|六七成|七八成|八九成|十成)|"
    r"百分之(?:五十[一二三四五六七八九]|[六七八九]十[一二三四五六七八九]?|百)"
)
# A confidence at or below even ("三成", "30%", "五成", "百分之二十"): a doubt of the option after it.
DOUBTFUL_SHARE = (
    r"(?<![\d.])(?:[0-4]?\d|50)(?:\.\d+)?\s*[%％]|"
    r"(?<![一二两三四五六七八九十])(?:[一二两三四]成[一二三四五六七八九]?|五成|一两成|两三成|三四成|四五成)(?![一二三四五六七八九])|"
    r"百分之(?:[一二三四]?十[一二三四五六七八九]?|五十|[一二三四五六七八九])(?![十一二三四五六七八九])"
)
# What may follow that share and still say a confidence ("八成把握", "95% sure", "七成的可能", "九成是",
# "80% it's"): a lean, not a figure of the answer.
CONFIDENCE_WORD = r"(?:的)?(?:把握|可能性?|概率|几率|信心|sure|confident|certain|likely|chance)?"
CONFIDENCE_AFTER_SHARE = CONFIDENCE_WORD + r"\s*(?:(?:that\s+)?it'?s|is|是|选|就是)?\s*(?:吧)?"
# A share said at all ("70%", "百分之", "七成", "8 成"), not a word holding 成 ("成功", "成立", "成本"):
# where one stands, a figure may be a confidence rather than an answer (an option's text, a stem, a reason).
SHARE_SAID = r"\d\s*[%％]|百分之|[\d一二两三四五六七八九十]\s*成(?![功为立本果])"
# Who holds that confidence, before its share, opening the answer ("我有八成把握", "有九成是 B").
SHARE_HOLDER = r"^\s*(?:我?有?\s*)?"
# An option ranked first before it, opening the answer ("最像 D", "首选 A", "most likely B"); not
# "最不像" (ranked last), whose 不 no lead here allows.
RANKED_FIRST_LEADS = r"最像|最有可能|最可能|首选|第一选择|第一顺位|\bmost likely|\blikeliest|\bbest bet"
# Every option of a ranking said chosen ("三个都选", "四个都能用", "都要", "全选"), its count if said; not
# "都不选" (no 选 right after 都) nor "不都选".
RANKED_ALL_CHOSEN = (
    r"(?:(?P<count>[两二三四五六七八2-8])\s*(?:个|项|条|种|样)?\s*)?(?<![不没])(?:全都|都|全)\s*"
    r"(?:选上|选|能用|可以用|可以|要|用|算|行)|\ball (?:of them|three|four|five)\b"
)
# A change said not to be made before it ("我不会从 A 改到 B", "别改成 B").
CHANGE_DENIED_LEAD = (
    r"(?:不会|不要|不想|不打算|不用|不必|不能|别|没有|没|\bnever|\bwon'?t|\bwouldn'?t|\bdidn'?t|\bdon'?t)\s*"
    r"(?:再|想|要|打算)?\s*(?:从[^,，;；。.!！?？\n]{1,16}?)?(?:改|换|挪|switch(?:ed)?|change(?:d)?|move(?:d)?)"
    r"(?:到|成|为|选|\s+to)?\s*$"
)
# A change asked and answered no, changed back, or undone after it ("改成 B 又改回来了", "revert").
CHANGE_UNDONE_AFTER = (
    r"^\s*[?？]+\s*(?:没有|没|不是|没改|没有改|没换|no|nope)(?=\s*(?:[,，。.!！;；…]|$))|"
    # changed back, said as done: not denied before ("不会再改回来了") nor a condition or question after
    # ("又改回来的话会错", "又改回原来的想法？没有")
    r"^[^A-Za-z\n?？不没别]{0,6}?(?:又|再|后来又|然后又|最后又)\s*(?:改|换)回"
    r"(?![^,，;；。.!！?？\n]*(?:的话|就错|会错|才怪|[?？]))|"
    # undone by a word ("改成 B，撤销", "…，revert"), or given up after all ("改成 B……算了，不改了")
    r"^[^A-Za-z\n?？不没别]{0,6}?(?:撤销|撤回|取消修改|作废|恢复原答案|回滚|\bundo\b|\brevert\b|ctrl\s*\+\s*z\b)|"
    r"^[^A-Za-z\n]{0,8}?(?:算了|想了想|最后|最终|还是)[^A-Za-z\n]{0,3}?(?:不改|不换)|"
    r"^[^A-Za-z\n?？]{0,6}?\b(?:then\s+)?(?:switched|changed|went)\s+back\b"
)
# A change only meant ("本想改成 B，不改了").
CHANGE_MEANT_LEAD = r"(?:本想|本来想|原想|原本想|想|打算)(?:改|换)(?:成|为|到)?\s*$"
# Not changed after all ("…，不改了").
NOT_CHANGED_AFTER = r"^[^A-Za-z\n]{0,8}?(?:不改|不换|没改|没换)"
# What moves to an option in the clause before it ("改成 B", "switched to B").
CHANGE_TO_LEAD = r"(?:改|换|挪)(?:到|成|为|选)\s*$|\b(?:switched|changed|moved)\s+to\s*$"
# Better, said after "比" and the option compared with ("…，5 比 1 更像蒸馏", "B 比 C 靠谱得多", "48 比 64
# 稳"): the option before "比" is the one preferred (``_compared_over``); never a size ("5 比 1 大") nor
# the word denied or turned after it ("好不了多少", "靠谱吗").
COMPARED_BETTER = (
    r"(?:要|还|也|更|会|可能|应该)*\s*(?:更)?\s*(?:"
    # a verdict closing the clause, with a degree at most ("靠谱得多", "稳一点", "合理些吧", "对：…")
    r"(?:靠谱|合理|稳|好|对|准确|准|可信|有把握|正确|站得住|说得通|合适)"
    r"\s*(?:一点儿|一点|一些|得多|多了|很多|不少|些|点)?\s*[吧啊呀呢的了]*\s*(?=[,，;；。.!！:：\n]|$)"
    # a likeness or a fit, with what it is like ("更像蒸馏", "更符合原文", "更可能出现在论文里")
    r"|(?:像|符合|接近|适合|可能)(?![不没性]|\s*[吗么嘛?？]))"
)
# A comparison of how likely each option is to be right ("5 比 1 对的可能性高", "1 对的概率比 5 低"): the
# attribute, said before "比" or after the option compared with, then higher or lower; without the attribute
# "高"/"低" compare sizes ("5 比 1 高"), no preference (``_compared_over``).
COMPARED_LIKELIHOOD = r"(?:是答案|是对的|对|正确|选中)?\s*的?\s*(?:可能性|概率|几率|把握)"
# "比" denied ("1 不比 5 好"), and an option short of another ("1 没有 5 靠谱"): not better, no choice
COMPARED_DENIED = r"并不|不|并没有|没有|没"
COMPARED_SHORT_OF = r"并没有|没有|没"
# How much more or less, after the measure ("大一些", "稳得多")
COMPARED_BY = r"一点儿|一点|一些|得多|很多|不少|些|点"
COMPARED_HIGHER = r"(?:要|还|更|会|稍微|略)*\s*(?:高|大)"
COMPARED_LOWER = r"(?:要|还|更|会|稍微|略)*\s*(?:低|小)"
# English words between two options that prefer the first ("B beats C", "B is better than C", "B > C"), or
# the second ("B is worse than C", "B loses to C"); "over" is read between options that are no figures
# only ("B over C"; "15 over 31" is a fraction).
COMPARED_BEATS_EN = (
    r"(?:clearly\s+|easily\s+|definitely\s+|probably\s+)?(?:beats|trumps|edges\s+out|outranks)"
    r"|(?:is\s+|looks\s+|seems\s+|sounds\s+)?(?:much\s+|way\s+|a\s+lot\s+|slightly\s+)?"
    r"(?:better|likelier|more\s+likely|safer|more\s+plausible)\s+than|>"
)
COMPARED_OVER_EN = r"over"
# Chinese verbs of the same, between the two options ("B 优于 C", "B 不如 C")
COMPARED_BEATS_ZH = r"(?:明显|显然|远|略)?(?:优于|胜过|胜于|好过|强于|强过)"
COMPARED_LOSES_ZH = r"(?:明显|显然|远|略|还|都)?(?:劣于|逊于|不及|比不上|不如)"
# ... and the same denied ("B doesn't beat C", "B isn't better than C"): neither option chosen
COMPARED_DENIED_EN = (
    r"(?:doesn'?t|does\s+not|don'?t|do\s+not|never|can'?t|cannot|won'?t|wouldn'?t)\s+(?:really\s+)?(?:beat|trump|top)"
    r"|(?:isn'?t|is\s+not|not|no|hardly|barely)\s+(?:any\s+|really\s+|much\s+)?"
    r"(?:better|likelier|more\s+likely|safer|more\s+plausible)\s+than"
)
COMPARED_LOSES_EN = (
    r"(?:is\s+|looks\s+|seems\s+)?(?:much\s+|way\s+|slightly\s+)?(?:worse|weaker|less\s+likely)\s+than"
    r"|loses\s+to"
)
# Worse ("B 比 A 差", "更弱").
WORSE = r"(?:还|更|要|都)?\s*(?:差|弱|逊色|糟|不好|不靠谱|不准确|不对|不合理)"
# Ranked below another by a comparison ("B 比 A 差", "B 不如 A", "B is worse than A").
WORSE_AFTER = (
    rf"^\s*[,，]?\s*(?:(?:要|还|就)?(?:比|较|相比)[^,，;；。.!！?？\n]{{0,20}}?{WORSE}"
    r"|(?:还|都|就|远)?(?:不如|比不上|不及)"
    r"|(?:is\s+|are\s+|seems\s+)?(?:even\s+|much\s+)?(?:worse|weaker|less\s+(?:likely|correct|accurate|right))\s+than"
    r"|(?:is\s+)?inferior\s+to"
    # a better one, then mocked: "B 比 A 好？才怪"
    r"|(?:比|较)[^,，;；。.!！?？\n]{0,20}?[?？]?\s*(?:才怪|想得美|做梦|\byeah right\b))"
)
# A denial asked, not said ("没改成 B？改了").
CHANGE_ASKED_AFTER = r"^\s*(?:吗|呢|么|嘛)?\s*[?？]"
# Worse than, before the option it is measured against ("不如 A", "worse than A").
WORSE_THAN_LEAD = r"(?:不如|比不上|不及|\b(?:worse|weaker)\s+than|\binferior\s+to)\s*$"

# ---- A choice among options (``_choice``); entries are patterns with their guards ----

# Every option at once ("全选", "都对", "all of them"); "全部" chosen in words too ("选全部", "我选择全部").
EVERY_OPTION_SAID = (
    r"^(?:全选|(?:我?选择?\s*)?全部|都选|全都选|全对|以上都对|以上全对|以上都是|都对|全部正确|全部都对|全都对|全部都是对的|都可以|"
    r"全都可以|都行|都能用|统统正确|统统都对|统统对|统统都选|统统选|都要|全要|全都要|统统都要|统统要|"
    r"统统都可以|统统可以|(?:一个不落|一个不漏|一个不少)?地?(?:全都|全部|统统|都|全)选上|一个不落|一个不漏|"
    r"所有(?:的)?选项(?:都对|全对|都选|全选|都是对的)?|"
    r"all(?: of (?:the above|them)| options| the options)?|every option|every one of them|"
    # said as English speaks: "all of 'em", "the whole list" (every option listed, nothing less)
    r"all of '?em|every (?:single )?one of '?em|the whole (?:list|lot|set)|the lot)$"
)
# All swept in ("全都选上", "统统对").
SWEPT = r"(?:全都|全部|统统|一律|通通)\s*(?:选上|选|对|要|勾上|勾)"
# All but some ("除了 B 都选", "all but B"); a bare 除 after a figure divides it ("1024除64 16"), and after
# a step still to take ("还要除 4，8", "再除 4"): no "but".
ALL_BUT = (
    r"(?:(?<!排)除了|(?<!排)(?<!\d)(?<!\d\s)(?<![要再得])除|(?<!排)除去|"
    r"(?:all|all of them|everything|anything|every option|all options)\s+(?:but|except)"
    r"(?:\s+for)?(?:\s+the)?)"
    r"\s*"
    r"([A-H](?:\s*(?:[、,，和与+&]|\band\b)?\s*[A-H])*)\s*(?:以外|之外|外)?\s*"
    # the excluded option described after it: "…except C, the SDE one", "除了 C（SDE 那个）都对"
    r"(?:[,，]\s*the\s+[\w-]+(?:\s+[\w-]+)?\s+one\s*[.!]?\s*$|[(（][^()（）]*[)）]\s*"
    r"|(?:那个|这个|那项|那一项|那条|这条|那一条|那两条|这两条|那几条|这几条)[^,，。都其全]{0,12}?(?:的)?\s*)?"
    r"(?:[,，]\s*)?"  # "除了 C 那条，其余都对", "除了 C, all of them"
    r"(?:都对|都是|都选|全选|全是|全对|全都是|全都对|都正确|都可以|都行|都支持|都有|都能|都会|其余|其他|其它|别的|剩下的|"
    rf"{SWEPT}(?=[\s。.!！]*$)|"
    # "除了第三个全要": taken, only closing the answer ("都要改" says something else of the rest)
    r"(?:全都要|都要|全要)(?=\s*[吧了]?[\s。.!！]*$)|"
    r"全部(?=[\s。.!！]*$)|"
    r"(?:all(?: of them| the rest| others)?|the rest)\s*[.!]?\s*$|$)"
)
# Those excepted, then all the rest ("B 以外都对").
BUT_THOSE = (
    r"^\s*([A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*(?:以外|之外)\s*(?:的)?\s*"
    # the rest counted ("C 以外的四项"), then maybe chosen ("…全选上", "…都对")
    r"(?:(?P<count>\d+)\s*(?:个|项|条)\s*)?"
    r"(?:都对|都是对的|都正确|都选上|都选|全选上|全选|都可以|全对"
    rf"|{SWEPT})?"
    r"[\s。.!！]*$"
)
# Only these are wrong ("只有 B 不对", "only B and C are wrong"): the rest chosen (``_only_wrong``).
ONLY_WRONG = (
    r"不对|错|是错的|不行|不正确|不成立|有问题|"
    r"is wrong|is incorrect|is false|isn'?t right|is not right|are wrong|are incorrect|are false|"
    r"aren'?t right|are not right"
)
# Only these are right, or needed ("只有 A 和 C 是必须的", "only A and C are right"): those chosen.
ONLY_RIGHT_SAID = (
    r"(?:都|才)?\s*(?:是)?\s*(?:对的|对|正确的|正确|成立|必须的|必须|必需的|必需|必要的|必要|需要的|需要)|"
    r"are (?:right|correct|true|required|needed|necessary)"
)
# What in a reason after "only B is wrong" makes it more than a reason: another option added or kept
# open, the rest spoken of, a question, a turn (``TURNS``), a doubt or a hedge.
ONLY_WRONG_MORE = (
    r"[?？]|其余|其他|其它|剩下|别的|也|还有|另外|可能|也许|或许|大概|"
    r"\b(?:too|also|others?|rest|maybe|perhaps|probably|might|plus)\b"
)
# A set less some ("ABCD 里去掉 C").
SET_LESS = (
    r"^\s*([A-H](?:[\s、,，和与]*[A-H])+)\s*(?:里|中|之中|当中|里面)?\s*(?:去掉|去除|排除|拿掉|删掉|划掉)\s*"
    r"([A-H](?:\s*[、,，和与]?\s*[A-H])*)[\s。.!！]*$"
)
# A stem asking for the wrong ones ("错误的是", "NOT"), or what is not supported ("其余都支持" chooses
# nothing then).
ASKS_WRONG = (
    r"错误|不正确|不对|不属于|不包括|不能|不会|\bwrong\b|\bincorrect\b|\bNOT\b|\bEXCEPT\b"
    # asking which are not supported ("以下哪些功能该框架不支持？", "不支持的是"), not a stem that only
    # mentions 不支持 ("…（不支持多卡）的功能，以下哪些说法正确？")
    r"|哪(?:些|个|项|一项)[^,，。.;；(（)）?？]{0,12}?不支持|不支持的(?:是|有|一项|选项)"
)
# The rest named ("其余", "剩下的") and left unchosen ("都不选", "都排除"): a choice of those set apart,
# whatever the stem asks (``_rest_judged``).
REST_NAMED = _words("其余|其他|其它|别的|剩下的")
REST_UNCHOSEN = _words("不选|排除|不要选|不用选")
REST_ALL = _words("都|全|均")
# The rest (REST_NAMED, REST_ALL) denied ("其余都不对"): only those named.
ONLY_THOSE = (
    rf"\s*(?:{alternation(REST_NAMED)})?\s*(?:选项)?\s*(?:{alternation(REST_ALL)})\s*(?:不行|不对|不正确|不选|排除|"
    # not a fault denied ("都不是错的", "都不是问题") or a certainty ("都错不了"): the rest praised
    r"不是(?!\s*(?:错|问题|毛病|坑|陷阱|干扰))|错(?!不了))"
)
# A clause denying the rest ("其他都有问题"), or saying they can be ruled out or cannot do it
# ("除了 A 都能排除", "除了 A 都支持不了"): not a choice of them.
REST_DENIED = (
    r"[^,，;；。!！?？]*?(?:[错坑]|不对|不行|不是|没用|问题|毛病|排除|排掉|去掉|划掉|不了|不能|不支持|不可以|不可用"
    r"|\bwrong\b|\bbad\b|\bnot\b|n't\b)"
)
# A stem asking what fails or is not allowed ("哪项操作会导致 capture 失败"): an option said not to be
# supported, or called a trap, names the fault asked for, not a denial (POST_NEGATIONS, APART_DENIALS).
FAULT_ASKED = r"失败|报错|出错|崩溃|不允许|不被允许|禁止|不合法|\bfail(?:s|ed|ure)?\b|\bnot allowed\b"
# What the rest "can" after "all but" ("除了 C 都能", "其余都可以"): chosen only where the modal closes the
# answer or a choosing verb does ("都可以选"); "都能推翻", "都可以不选", "都能跑？" choose nothing.
REST_MODALS = _words("可以|能|支持|会|有")
REST_MODAL_CHOOSES = _words("选上|选|用|勾")
# A stem asking for the option that avoids a fault ("哪种组合不会触发 OOM？", "不会报错的是", "which won't
# crash"): it asks the right one however it negates, so a fault said of the option chosen ("C，有问题",
# "C，不对的") denies it, and "错的是 C" names the wrong one (``stem_asks``).
FAULT_AVOIDED_ASKED = (
    r"(?:不会|不能|不致|不至于|避免|免于|\bwon't|\bwill not|\bwouldn't|\bdoes(?:n't| not))\s*"
    r"(?:触发|引发|导致|造成|出现|发生|产生|\bcause|\btrigger|\bhit|\blead to|\brun into)?\s*"
    r"(?:OOM|显存溢出|内存溢出|溢出|报错|出错|失败|崩溃|死锁|挂掉|"
    r"out of memory|\bfail\w*|\bcrash\w*|\berror|\bdeadlock)"
)
# A stem asking what is wrong or excluded ("不正确的是", "EXCEPT").
NEGATIVE_STEM = (
    r"(?:错误|不正确|不对|不属于|不包括|不恰当|不合理|不适合|不能)的(?:是|有|一项|选项)|\bNOT\b|\bEXCEPT\b"
)
# A denial said twice at a clause's start ("D，不对不对", "不是不是"): the denial said once, read as
# it is everywhere. After a word ("它不对不对") the tail is the A-not-A question form, and asks.
DENIALS_SAID_TWICE = _words("不对|不是|不行")
# Interjections before a take-back ("啊不是", "呃不是"): they add nothing to it.
INTERJECTIONS = _words("啊|哦|噢|喔|呃|额|嗯|诶|欸|哎|唉|哎呀|啊呀")
# Offered with a question, then taken back ("大约一半吧？不对"); after a full stop as after a comma
# ("B。不对"), after "吧" and any pause ("B 吧……不对", "B 吧。错了"), the denial with a particle too
# ("B，不是吧": surely not B), or after an interjection ("B，啊不对", "8，呃不是"). The pause may be a
# run of marks: a tone or an exclamation before the comma ("A～，不对", "A！，不对") takes nothing back
# from the denial after it.
OFFER_TAKEN_BACK = (
    r"^\s*(?:吧\s*)?(?:(?:[,，、;；。!！~～?？…—–-]|\.{3})\s*)+"
    rf"(?:(?:{'|'.join(INTERJECTIONS)})\s*)?"
    # an adverb that only insists ("D，肯定不是", "当然不是", "并不是") denies as plainly
    r"(?:(?:肯定|绝对|当然|显然|根本|并|确实)\s*)?"
    r"(?:不对|不是|错了|错的|错|不正确|不行|wrong|no|nope)\s*(?:[吧啊呀]\s*)?[。.!！]*\s*$"
)
# A count of every option ("这 4 个全部都对", "四项全部").
COUNTED_ALL = (
    r"^(?:这)?(\d+)\s*(?:个|项|条)(?:选项|指标|方法|做法|说法)?\s*(?:我们|我)?\s*(?:(?:全部都|全都|全部|全|都)"
    # "ok" affirms as 行 and 可以 do ("四个都 ok"); "都不 ok", "都 ok 吗" are no such closing
    r"(?:可以|对|正确|选|要|是对的|没毛病|没问题|行|能用|可以用|成立|认可|认同|同意|赞同|\s*ok(?:ay)?)|全部|全都"
    # none of them wrong ("五个选项没一个错的", "五项都没错", "五个里一个错的都没有"): each one right
    r"|(?:里|中|当中)?\s*(?:没有?|无)\s*(?:一个|一项|一条)\s*(?:是)?\s*(?:错|不对|有错)的?|都没有?错"
    r"|(?:里|中|当中)?\s*(?:一个|一项|一条)\s*错的\s*都没有)$"
    r"|^all\s+(\w+)(?:\s+(?:options|of them|of '?em))?(?:\s+(?:are\s+)?(?:right|correct))?$"
    # the count, then "all" and a word saying each holds: "four of them, all usable", "five, all correct"
    r"|^(\w+)(?:\s+of\s+(?:them|'?em))?\s*[,，;；:：]?\s*all\s+(?:of\s+them\s+)?(?:are\s+)?"
    r"(?:usable|valid|right|correct|true|good|fine|apply|hold|count|work)$"
)
# A closing clause saying no option can be chosen ("按理说是 B，但题目有问题，没法选", "B，不过没有正确答案",
# "B, but can't pick"): the option named before it is not the answer (``CLOSING_DENIAL``).
NONE_CHOSEN_CLOSINGS = _words(
    "没法选|没办法选|无法选择|无法选|选不了|选不出来|选不出|没有正确答案|没有正确选项|没有对的|没有一个对的|无解|"
    "can't pick|cannot pick|can't choose|cannot choose|no right answer|no correct answer|none is right"
)
# A closing clause denying the options named ("…，这些都不对").
CLOSING_DENIAL = (
    r"[,，;；。]\s*(?:(?:(?:这些|这几个|这几项|这俩|这仨|它们|以上|这?\s*(?:\d+|[两二三四五六七八])\s*(?:个|项|条))\s*(?:我\s*)?(?:都|全|全都|均)?"
    r"|(?:我\s*)?(?:都|全|全都|均|一个\s*(?:都|也)))\s*"
    r"(?:(?:跟|与|和|同)[^,，;；。]{0,12}?)?"
    r"(?:无关|没关系|没有关系|不相关|不沾边|不对|不行|不是|错了|是错的|错(?!不了)|不成立|不正确|排除|不选|没用|没有意义|不认(?![为识得])|不信)"
    r"|没有?\s*(?:一个|一项|一条)?\s*(?:是)?\s*(?:对|正确)的?)[\s。.!！]*$"
    # none of them, a pause or a space before it: "…，一个都不选", "… 一个都不对", "…，全部不选"
    r"|(?:[,，;；。]|\s)\s*(?:我\s*)?(?:(?:一|哪)\s*(?:个|项|条)|全部|通通|统统|一概)\s*(?:我\s*)?(?:都|也)?\s*"
    r"(?:不对|不行|不是|错了|是错的|错(?!不了)|排除|不选|不要|不认(?![为识得])|不信)[\s。.!！]*$"
    rf"|[,，;；。]\s*(?:(?:但是|但|不过|可是|but)\s*)?(?:{alternation(NONE_CHOSEN_CLOSINGS)})[\s。.!！]*$"
    r"|[,，;；。]\s*我?\s*(?:不认|不信)[\s。.!！]*$"  # "…，不信": the set not believed
    # in English, the whole set said of at once then denied: "…; all of them no", "… are both wrong",
    # "…; they're all incorrect", "…, each one false" (never a choice of the set; asked again)
    r"|(?i:(?:[,，;；。:：]|\s|—|–)\s*"
    r"(?:(?:(?:(?:they|these|those)\s*(?:'re|\s+are)?\s*|(?:are|is)\s+)?(?:all|both|each|every)"
    r"(?:\s+(?:one|of\s+(?:them|these|those|'?em)))?|(?:they|these|those)(?:'re|\s+are)?)"
    r"(?:\s+(?:are|is))?(?:\s+all)?\s*[,，:：]?\s+"
    r"(?:no|nope|nah|not|wrong|incorrect|false|not\s+(?:right|correct|true|it)|out|ruled\s+out|✗|✘)"
    r"|none(?:\s+of\s+(?:them|these|those|'?em))?(?:\s+(?:is|are)\s+(?:right|correct))?"
    r"|neither(?:\s+of\s+them)?(?:\s+(?:is|are)\s+(?:right|correct))?)[\s.!]*$)"
)  # "…，五条我全不认": the count without "这", the speaker before "全", "不认" (blind batch 66); "…，全错",
# "…，一个都不认", "…，没一个对", "…，没有对的"
# A list said by its count or a pronoun in a closing denial ("GQA、15T、SwiGLU、8k 这四个不对").
LIST_COUNTED = r"这\s*(?:\d+|[两二三四五六七八几])\s*(?:个|项|条)|这些|它们"
# The same count closing a list alone ("…、Chefer 的守恒，这三个"): the whole list, no item of it; a set
# read from the list by meaning must have that many options (``_list_items``, ``_withheld_item``).
LIST_COUNT_CLOSING = r"这\s*(?P<count>\d+|[两二三四五六七八])\s*(?:个|项|条)"
# A closing clause crossing the options named out ("…，这两个划掉").
CLOSING_CROSS_OUT = (
    r"[,，;；。]\s*(?:这些|这几个|这几项|它们|以上|这两个|这三个|这两项|这俩|这仨|这个|那个|这项|那项|这条|那条)?"
    r"\s*(?:我\s*)?(?:都|全都|全|均|统统|先|就|也|直接)*\s*(?:给)?"
    r"(?:划掉|排除掉|排除|去掉|拿掉|删掉|剔掉|扔掉|砍掉|不要了|不选)[\s。.!！…]*$"
)
# A decision ("选", "所以", "pick").
CHOICE_DECIDED = r"选|答案|所以|因此|故|→|->|=>|就是|\b(?:so|pick|choose|answer)\b"
# Closing self-doubt ("…？好像不对"; "B 吧 不对": offered, then denied with no comma).
CLOSING_SELF_DOUBT = (
    r"\s*(?:[?？]+\s*(?:好像|似乎|感觉|可能)?|[,，]\s*(?:好像|似乎|感觉|可能)|吧)\s*"
    r"(?:不对|不太对|不大对|有问题|错了|不是)\s*(?:吧|啊|呢|哦)?[\s。.!！…]*"
)
# A group of options denied together ("B 和 C 都不对", "A、B、D、E 这四个不对", "A、D 它们有问题"): any count
# or pronoun of the group may stand before the denial, not only two or three.
DENIED_GROUP = (
    r"(?:^|[,，;；。!！])\s*([A-H](?:\s*(?:[、/和与跟及]|\band\b)?\s*[A-H])*)\s*"
    r"(?:这?\s*(?:\d+|[两二三四五六七八几])\s*(?:个|项|条|者)|这些|这俩|这仨|它们|二者|两者)?\s*"
    r"(?:都|也|全|\bare\b|\bis\b|\bboth\b)?\s*(?:是)?\s*"
    r"(?:不对|不行|错的|错了|不正确|错误|有问题|(?:不选|不要|排除|排掉|去掉|划掉)(?!\s*[A-H](?![A-Za-z0-9_]))|\bwrong\b|\bincorrect\b"
    # distractors, or ruled out already ("A、D 都是干扰项", "A、D 是迷惑项", "A、D 被排除了")
    rf"|(?:干扰项|{DISTRACTORS}|陷阱|错误选项)(?=\s*(?:[了吧啊呢。.!！,，;；]|$)))"
)
# Choosing anew before an option of the set named again ("…改成 A、E", "选 A 和 D", "所以 A 和 E"): the
# correction or conclusion read as before (``_said_again``); a negation before it ("别选 A") is guarded
# where it is used.
SAID_AGAIN_CHOSEN = (
    r"改选|改成|改为|改到|改回|换成|换到|变成|变为|选择|选|答案是|答案为|最终答案|最终|"
    r"所以|因此|因而|于是|故|那就|那么|那|总之|综上|"
    r"\bso\b|\bhence\b|\btherefore\b|\bthus\b|→|->|=>|\bpick|\bchoose|\bgo with"
)
# The copula of a gloss after an option said again ("A、D。A 是 GQA"): words of its own text follow.
SAID_AGAIN_GLOSS_COPULAS = _words("就是|即|是")
# Certainty said of an option of the set named again ("A、D，A 最稳"), or its content ("E 的 8k 按 8192
# 理解"): still chosen, unless a denial follows it (SAID_AGAIN_DENYING: "A 肯定不对", "A 的说法有问题").
SAID_AGAIN_SURE = (
    r"的|更|最稳|最确定|最有把握|最肯定|最重要|最关键|肯定|确定|一定|必选|稳|\bdefinitely\b|\bsurely\b"
)
SAID_AGAIN_DENYING = (
    r"[不没别非否错无勿莫疑误除删划排剔减]|问题|去掉|取消|忽略|跳过|留空|多选|"
    r"\bnot?\b|n't\b|\bwrong\b|\bexcept|\bwithout|\bdrop|\bremove"
)
# Said of an option named again and never an affirmation of it, though each reads as filler alone ("A、D,
# D not", "A、D, D maybe"): a denial or a doubt, asked again.
SAID_AGAIN_DOUBTING = r"\bnot?\b|n't\b|\bmaybe\b|\bperhaps\b|\bpossibly\b|\bunsure\b"
# An option of the set named again by its place in the set ("A 和 D，后者没把握"): said again as a letter is.
SET_ANAPHORS = _words(
    "前者|后者|前一个选项|后一个选项|前一个|后一个|前一项|后一项|前面那个选项|后面那个选项|前面那个|后面那个|"
    "the former|the latter"
)
# The place words that may begin a noun ("前一个版本", "后面那个 MPI"): a place only before a word said of it.
SET_PLACE_ENDINGS = ("一个", "一项", "那个")
# A doubt said before the place word ("A、D, not sure about the latter", "A、D，拿不准后者").
SET_PLACE_DOUBTED_BEFORE = (
    r"(?:i'?m\s+)?(?:not\s+(?:so\s+|too\s+|quite\s+)?sure|unsure|doubtful)\s+(?:about|of)|i\s+doubt|"
    r"不确定|不太确定|没把握|拿不准|吃不准|说不准|存疑"
)
# What begins a clause said of "前一个"/"后一个" ("后一个也对", "后一个是错的"), beside verdicts, doubts and
# denials; anything else after them is the rest of a noun ("前一个版本的 DeepSpeed"), no place in the set.
SET_PLACE_SAID_OF = _words("也|都|是|还|可能|有点|有些|应该|好像|似乎|估计|大概|恐怕")
# An option of the set named again only as what another is compared with ("…，B 跟 D 比差远了"): said
# of the other one, not of it (``_said_again``).
SAID_AGAIN_COMPARED = (
    r"跟|和|与|同|比|比起|相比|对比|像|\bthan|\blike|\bvs\.?|\bversus|\bcompared (?:to|with)"
)
# Options named together, then said of ("B、C 这两个都对").
TOGETHER = (
    r"^\s*[A-H](?:\s*(?:[、,，/和与跟及]|\band\b)\s*[A-H])+\s*"
    r"(?:(?:这两个|这俩|这三个|这几个|两个|三个)?[^，,。；;!！?？]{0,8}?(?:都|肯定|一定|显然|全)"
    r"|(?:里面|里头|当中|里|中)(?!选))"
)
# What affirms options named together ("对", "都行", "可能").
TOGETHER_AFFIRMED = (
    r"对|正确|选|答案|可以|都行|没问题|可能|也许|应该|应当|估计|猜|吧|\b(?:right|correct|fine|pick|choose)\b"
)
# Every option said after a list ("A、B、C，全选").
EVERY_AFTER_LIST = r"[,，;；]\s*(?:all of them|all four|all five|全部|全都选|都选|全选)\s*[.。!！]?\s*$"

# ---- A choice among options, continued ----

# Options denied first ("C 和 E 说反了，是错的，…", "就 C 不对，…"), before the rest are affirmed.
DENIED_THEN_THE_REST = (
    r"^\s*(?:就|只有|只是|仅|把)?\s*([A-H](?:\s*(?:[、,，和与/]|\band\b)?\s*[A-H])*)\s*"
    r"(?:都|这两个|这俩|两个|那个|这个|那条|这条|那项|这项)?\s*"
    r"(?:说反了|反了|是错的|错了|错|不对|不正确|不成立|有问题|不行|are wrong|is wrong|"
    r"(?:给)?(?:剔|去|拿|删|划|排|扔|踢|砍)掉)(?-i:[^A-H])*?[,，;；]\s*"
)
# The rest affirmed after them ("剩下的都对", "其他都勾上").
REST_AFFIRMED = _words("对|正确|是对的|选|勾上|勾选|勾|成立|算|可以|行|are right|are correct")

# ---- Changing, under a negation (``_choice_marks``) ----

# A verb of changing ("改成", "纠正"): under a negation ("B 不用改 mask") it takes nothing back.
CHANGE_VERBS = {"改", "改一下", "改成", "改为", "改选", "换成", "换", "更正", "纠正"}

# ---- Said of each option (``_every``) ----

# A modal after "都" ("都能…", "都对"): said of each option.
MODALS_SAID_OF_EACH = {"能", "能够", "可", "可以", "会", "行", "对", "正确"}

# ---- Sequence in a fragment (``_fragments``) ----

# Words of sequence and pointing in an option's fragment ("先", "然后", "那段").
SEQUENCE_WORDS = {
    "先",
    "再",
    "然后",
    "then",
    "first",
    "那段",
    "这段",
    "那条",
    "这条",
    "那种",
    "这种",
    "那行",
    "这行",
    "one",
    "that",
}

# ---- Paraphrase tables (``_paraphrase``) ----

# Words a paraphrase may swap for the same ones ("没有" for "不", "太" for "过").
CANON_SAME = (
    ("没有", "不"),
    ("没", "不"),
    ("无", "不"),
    ("未", "不"),
    ("不再", "不"),
    ("太", "过"),
)
# The marks that negate an option's text, or a clause said of it ("未使用 LayerNorm", "不变", "没有区别",
# "并非"): every reader of whether an option is negated hears these, and adds its own below.
NEGATION_MARKS = _words("不|没|未|无|非")
# The model of meaning (``_meaning``) also hears a prohibition ("别删") and English ("without
# LayerNorm", "unchanged") on both sides: a clause restates an option only with the same polarity. A lack
# ("少了 LayerNorm") is no negation there (``LACKING``): it restates a negated option alone.
MEANING_NEGATIONS = (*NEGATION_MARKS, "别")
MEANING_NEGATIONS_EN = r"\b(?:no|not|never|without|missing|lacks?|lacking|un\w+)\b"
# Every negation word read as one ("没有", "并未" as "未").
PARAPHRASE_NEGATIONS = {"没": "未", "没有": "未", "无": "未", "不": "未", "并未": "未", "未能": "未"}
# Saying a thing is lacking ("少了 LayerNorm", "缺了 LN 层"): a negated option's restatement ("未使用
# LayerNorm"), to the model of meaning (``_meaning``); of an option that is not negated, no negation.
LACKING = _words("少了|缺了|缺少|缺失|漏了|少一步|少个")
# Lacking denied ("纠偏没少", "不缺 LayerNorm"): said present, the option's negation not restated, nor is
# it the option's thing said simply (``_meaning``).
LACKING_DENIED = r"[不没未无]\s*有?\s*[少缺漏]"
# A practice or a belief once held ("以前会扔掉平票的对", "本来以为…"): an option restated after it is not
# the candidate's answer now (``_meaning``).
ONCE_HELD = _words("以前|原先|本来|起初|以为|曾经|上次")
# Saying two things are the same ("跟随机初始化没区别", "没两样"): a negation of the difference, not of the
# option restated (``_meaning``).
NO_DIFFERENCE = _words(
    "没什么区别|没啥区别|没有区别|没区别|没什么两样|没啥两样|没两样|没有两样|无异|没差别|没什么差别|"
    "no different|no difference"
)
# One word per direction of change ("会掉 10%" restates "下降约 10%").
DIRECTIONS_OF_CHANGE = {
    "掉": "下降",
    "降": "下降",
    "降低": "下降",
    "下跌": "下降",
    "减少": "下降",
    "涨": "上升",
    "升": "上升",
    "升高": "上升",
    "增加": "上升",
    "提高": "提升",
    "会降": "下降",
    "会掉": "下降",
    "会涨": "上升",
    "会升": "上升",  # one jieba word each
}
# A short word for an option's longer one ("算力" for "计算能力").
SHORT_FOR = {"算力": "计算能力", "卡": "gpu", "显卡": "gpu"}

# ---- Rubric words (``_rubric``) ----

# A key point's Chinese words with their English synonyms ("增长": "grow increase …").
RUBRIC_SYNONYMS = {
    "增长": "grow grows growing growth increase increases",
    "减少": "reduce reduces reducing lower fewer",
    "碎片": "fragmentation fragment",
    "分页": "paged paging page",
    "线性": "linear linearly 正比",
    "数量": "number count",
    "动态": "dynamic",
    "队列": "queue",
    "扩缩容": "autoscaling autoscale 扩容 缩容",
    "缓存": "cache caching",
    "显存": "memory vram hbm 内存",
    "注意力": "attention attn",
    "平方": "quadratic 二次",
    "梯度": "gradient gradients grad",
    "参数": "parameter parameters params param",
    "量化": "quantization quantize quantized",
    "蒸馏": "distillation distill",
    "延迟": "latency 时延",
    "吞吐": "throughput",
    "流水线": "pipeline",
    "通信": "communication comm",
    "带宽": "bandwidth",
    "精度": "precision accuracy 准确率",
    "激活": "activation activations",
    "检查点": "checkpoint checkpointing 重计算 recomputation recompute 重算",  # one technique, two names
    "优化器": "optimizer",
    "损失": "loss",
    "奖励": "reward",
    "策略": "policy",
    "采样": "sampling sample",
    "推理": "inference",
    "训练": "training train",
    "负载均衡": "load-balancing balancing 负载平衡",
    "专家": "expert experts",
    "路由": "router routing gating 门控",
    "向量": "vector vectors",
    "检索": "retrieval retrieve",
    "召回": "recall",
    "排序": "ranking rank 排名",
    "监控": "monitoring monitor",
    "分片": "shard sharding partition 切分",
    "权重": "weight weights",
    "归一化": "normalization normalize norm",
    "散度": "divergence",
    "方差": "variance",
    "期望": "expectation",
    "嵌入": "embedding embeddings",
    "低秩": "low-rank lowrank",
    "稀疏": "sparse sparsity",
    "序列": "sequence seq",
    "长度": "length len",
    "并行": "parallel parallelism",
    "张量": "tensor tensors",
    "数据": "data",
    "模型": "model models",
    "批": "batch",
    "层": "layer layers",
    "头": "head heads",
    "维度": "dimension dimensions dim dims",
    "整除": "divisible divisibility",
    "任意": "arbitrary",
    "mask": "masks masking",
    "矩阵": "matrix matrices",
    "分布式": "distributed",
    "一致性": "consistency",
    "可扩展": "scalable scalability",
    "容错": "fault-tolerance fault-tolerant",
    "日志": "log logs logging",
    "缩放": "scaling scale",
    "温度": "temperature",
    "对齐": "alignment align",
    "偏好": "preference",
    "微调": "fine-tuning finetune fine-tune",
    "卷积": "convolution conv",
    "编码": "encoding encoder",
    "解码": "decoding decoder",
    "位置": "position positional",
    "视觉": "vision visual",
    "剔除": "丢掉 丢弃 删除 删掉 去掉 扔掉 扔了 删了 移除 过滤掉 discard drop remove",
    "概率": "probability",
    "熵": "entropy",
    "学习率": "lr learning-rate",
    "推导": "derive derivation",
    "收敛": "converge convergence",
    "打包": "packing pack packed",
    "变长": "varlen variable-length",
    "困惑度": "perplexity ppl",
    "指数": "exponential",
    "积分": "integrator integral",
    "flashattention-2": "fa2 flashattention2 flash-attention-2",
    "冻结": "freeze frozen 冻住",
    "裁剪": "clip clipping clipped",
    "衰减": "decay",
    "系数": "coeff coef coefficient",
    "目标": "target",
    "插件": "plugin plugins",
    "平票": "平局 平手 tie ties tied",
}
# Math notation a derivation writes for a key point's words ("→ −∞" for "趋于负无穷", "≤" for "不超过"):
# read as those words by the rubric alone (longest first), so a terse or symbolic answer covers the
# same items as one written out; the claims (limits, bounds) are read from the text as written.
RUBRIC_NOTATION = {
    "→ −∞": "趋于负无穷",
    "→ -∞": "趋于负无穷",
    "→−∞": "趋于负无穷",
    "→-∞": "趋于负无穷",
    "−∞": "负无穷",
    "-∞": "负无穷",
    "∞": "无穷",
    "→": "趋于",
    "≤": "不超过",
    "⩽": "不超过",
}
# English words a terse or English answer uses for a key point's Chinese words ("subtract the row max"
# for "每行减去最大值"): read as those words by the rubric alone — the choice reader's ``terms`` keep
# RUBRIC_SYNONYMS only, so telling options apart is not moved. Inflected forms are listed, a
# hyphenated word ("per-expert", "non-max") is read by its parts too, and a word RUBRIC_SYNONYMS
# folds ("ties" → 平票) by what it was folded onto.
RUBRIC_WORDS = {
    "减去": "subtract subtracts subtracting subtracted",
    "每行": "row rows",
    "最大值": "max maximum maximal maxima",
    "输出": "output outputs",
    "极限": "limit limits lim",
    "平均": "mean average averaged averaging",
    "并列": "平票",  # "tie", "ties", "tied" are folded onto 平票 first (RUBRIC_SYNONYMS)
    "硬": "hard",
    "梯度": "grads",
    "分片": "shards sharded",
    "状态": "state states stateful",
    "无状态": "stateless",
    "容量": "capacity",
    "因子": "factor",
    "辅助": "aux auxiliary",
    "偏置": "bias",
    "峰值": "peak",
    "成本": "cost costs",
    "阈值": "threshold thresholds",
    "级联": "cascade cascaded",
    "蒸馏": "distilled",
    "模态": "modality modalities",
    "轻量": "lightweight",
    "共享": "shared share sharing",
    "预处理": "preprocessing preprocess",
    "解码": "decode",
    "优先级": "priority prioritised prioritized prioritise prioritize",
    "扩缩容": "autoscaled autoscales 扩缩",  # "按 lag 扩缩": the 容 left out
    "隔离": "isolation isolated isolate",
    "租户": "tenant tenants",
    "作业": "job jobs",
    "进程": "process processes",
    "配额": "quota quotas",
    "独立": "independent separate",
    "恢复": "recovery recover recovers",
    "故障": "failure failures fault faults",
    "检测": "detection detect detects detected",
    "热备": "standby spare spares",
    "异步": "async asynchronous asynchronously",
    "拓扑": "topology topology-aware",
    "告警": "alert alerts alerting",
    "字节": "byte bytes",
    "混合": "mixed",
    "视频": "video videos",
    "估算": "estimate estimated",
    "抽帧": "frame frames",
}
# Japanese loanwords and words a Japanese-mixed answer writes for a key point's Chinese words
# ("テナントごとに別ジョブ" for "每个租户独立作业"): read as those words by the rubric alone.
RUBRIC_JAPANESE = {
    "テナント": "租户",
    "ジョブ": "作业",
    "プロセスグループ": "进程组",
    "プロセス": "进程",
    "メモリ": "内存",
    "ホットスペア": "热备",
    "チェックポイント": "检查点",
    "非同期": "异步",
    "同期": "同步",
    "エキスパート": "专家",
    "ルーティング": "路由",
    "スケジューリング": "调度",
}
# A Japanese clause that denies (its verb's negative ending): its loanwords are read as nothing.
JAPANESE_DENIALS = _words("ない|ません|不要|なし|無し|ず")
# Two-character words that carry no topic ("可以", "进行"): never a key point's term.
STOP_BIGRAMS = {
    "可以",
    "进行",
    "通过",
    "使用",
    "需要",
    "一个",
    "这个",
    "我们",
    "因为",
    "所以",
    "以及",
    "其中",
    "如果",
}

# ---- Self-asked (``_self_asked``) ----

# A bare yes or no replying to a question the answer asked itself ("对吗？对").
YES_OR_NO = {"是", "是的", "对", "对的", "嗯", "没错", "yes", "yeah", "yep", "不是", "不", "no", "nope"}

# ---- Labels denying (``_struck``) ----

# A label saying what follows is not the answer ("错误答案：B", "Not: B").
DENYING_LABELS = (
    "错误答案",
    "错误选项",
    "不是答案",
    "答案不是",
    "排除项",
    "干扰项",
    "我的错误答案是",
    "上次的答案",
    "错误的答案",
    "误",
    "反例",
    "陷阱",
    "易错项",
    "误选",
    "常见错误",
    "非答案",
    "不是这个",
    "别填",
    "不推荐",
    "错误写法",
    "错误代码",
    "别这样写",
    "不要写成",
    "反面教材",
    "不能用",
    "我之前写错成",
    "错误示范",
    "不正确答案",
    "不正确的答案",
    "非正确答案",
    "错选",
    "最不可能",
    "wrong answer",
    "incorrect answer",
    "incorrect",
    "distractor",
    "distractors",
    "not",
    "wrong",
    "bad",
    "avoid",
    "never",
    "bug",
    "deprecated",
    "old",
    "trap",
    "not this",
    "not the answer",
    "wrong option",
    "false answer",
)

# ---- Marks said alone and replies (``_truefalse``) ----

# A true/false mark said alone, and what it reads as ("是的": true, "否": false).
STANDALONE_MARKS_READ = {
    "t": True,
    "true": True,
    "y": True,
    "是": True,
    "是的": True,
    "o": True,
    "〇": True,
    "○": True,
    "一定": True,
    "没问题": True,
    "ok": True,
    "okay": True,
    "真": True,
    "真的": True,
    "是真的": True,
    "是假的": False,
    "伪": False,
    "f": False,
    "n": False,
    "x": False,
    "否": False,
    "不是": False,
    "假": False,
    "假的": False,
}
# A reply to "X 吗？" saying not X ("不是", "nope").
REPLY_NO = {"不是", "不是的", "不", "并不是", "no", "nope", "not really"}
# A reply to "X 吗？" saying X ("是的", "yes").
REPLY_YES = {"是", "是的", "嗯", "yes", "yep", "yeah"}
# A reply to a false mark offered or asked ("错吧？√", "错吧 ✓", "×吧 √", "错吗？对") that reads two ways: as
# a yes or no to the offer ("√": yes, false; "×": no, true) and as a mark of its own ("√": true). The two
# differ after a false mark, so no answer is read (``_truefalse``); after a true mark they agree.
REPLIES_TWO_WAYS = _words(
    "对|对的|没错|不对|是|是的|yes|yeah|yep|right|correct|√|✓|✔|✔️|✅|☑|☑️|×|✗|✘|❌|✖|✖️|╳"
)
# Marks asked in turn, each replied to ("true? no. false? no.", "对？不对。错？也不对。"): the marks that ask
# the true one, and the replies a mark takes besides those to "X 吗？" (``_asked_in_turn``).
TRUE_ASKED_MARKS = _words("对|正确|true|right|correct")
TURN_REPLY_NO = _words("不对|不是|错|nah|wrong")
TURN_REPLY_YES = _words("对|对的|yup|right")

# ---- Echoing the claim (``_truth_echo``) ----

# What may follow a repeated verb in its clause and say nothing more ("可以做 X 的": 做, 的).
ECHO_FILLER = [
    "的",
    "了",
    "吧",
    "啊",
    "呀",
    "呢",
    "做",
    "用",
    "进行",
    "得",
    "到",
    "it",
    "them",
    "that",
    "this",
    "so",
    "too",
]
# A particle of mood closing the echoed clause, on its last word ("不会哦", "支持啦"), as "不对哦" is read;
# after a mark ("支持——哦不对") it opens a correction. Not "哈", which may laugh at what was said.
ECHO_MOOD_CLOSES = _words("哦|喔|噢|哟|啦|咯|嘞")
# An acknowledgement opening a true/false answer, set off by a space or a comma before the claim's own
# words ("ok 支持 next", "嗯 不支持"): "I see", no verdict; the claim's words after it answer
# (``_truth_said``).
OPENING_ACKNOWLEDGEMENTS = _words("okay|ok|嗯嗯|嗯|哦|噢|好的")
# Words that say "OK" of nothing ("好嘞", "好啦", "行啦", "嗯嗯"): closed by a particle of mood, a stock
# acknowledgement, never the echo of a claim that holds them ("越好"); 好 and 嗯 even alone or with "的"
# ("好的"), while "行" alone answers "可以".
ECHO_ACKNOWLEDGEMENTS = _words("好|嗯|行|成")
ECHO_ACKNOWLEDGEMENTS_ALONE = _words("好|嗯")
# Words opening the one clause after a true/false mark that says what it is ("对，是错", "不是错的，
# 就是不对"): the other mark said there is both said (``_turned_verdict``).
MARK_RESTATING = "就是|而是|是"
# Denials of a claim's verb ("不支持", "无法切分").
ECHO_DENIALS = {"不", "没", "没有", "不会", "无法", "不能"}
# After a space that would end an echoed clause ("支持 个鬼", "支持 我不信", "支持 的话就好了"): a denial,
# impossibility, disbelief, mockery, wish or question in what follows keeps the part before unread.
ECHO_SPACED_UNSAID = _words(
    "不|没|无|别|非|未|否|鬼|梦|信|假|错|屁|个头|才怪|可能|的话|就好了|要是|如果|希望|但愿|吗|?|？"
)

# ---- Counts (``_zh_numerals``) ----

# Words bounding a count before it, which jieba may join to it ("最多俩", "仅俩").
COUNT_BOUNDS = ("最多", "至多", "顶多", "最少", "至少", "只有", "仅", "只", "才", "就")
# The Chinese numerals of the units, by value ("第②个" is written "第二个", ``_text``: a place in words).
ZH_UNITS = ("", "一", "二", "三", "四", "五", "六", "七", "八", "九")
# A place written in digits on a question whose options are figures: "第4个", "第 4 项", "选项4" name
# the fourth option, never the option "4" (``_choice_mentions`` writes the digit in words, "第四个");
# so do "第4" and "选第4" closing a clause (not "第4层": a layer). "选4" and "choose 4" are left to name
# the value, as the labelled batches read them; "option 4" is read as neither (``_ordinal_mentions``).
PLACE_IN_DIGITS = (
    r"(?<![\d.])(?P<lead>第\s*)(?P<place>[1-9])(?![.,]?\d)"
    r"(?=\s*(?:个|项|条|种|选项|[。.!！,，;；?？吧呢]|$))"
    r"|(?P<option>选项\s*)(?P<numbered>[1-9])(?![\d.,/:%×xX])(?!\s*(?:[A-Za-z%×]|个|倍))"
)

# ---- Corrections between choices, agreement, multiples, halves, place triggers ----

# Negations under which a change verb changes nothing ("不用改", "无需换").
CHANGE_NEGATIONS = ("不", "没", "别", "无需", "不用", "不必", "不要", "没有", "不需要")
# A denial between two choices taking the first back ("B 不对，选A"); "B 和 C 都不对" rules out a list.
RETRACT_DENIALS = ("(?<![都也均])不对", "(?<![都也均])错了", "不是吧")
# Change verbs taking back what came before ("D，换 C"), only right before what they change to.
RETRACT_CHANGES = ("改选", "改为", "改成", "换")
# The words a bare "no" may go on with and still take back what came before ("B, no it's C", "B, no way",
# "B, no wait"): none is a noun that "no" denies, as "…, no hang" denies a hang of the option described.
NO_GOES_ON = _words(
    "it|it's|its|i|i'm|i'd|i'll|that|that's|this|the|wait|sorry|actually|make|my|we|let|let's|should|must|"
    "answer|pick|choose|go|rather|definitely|then|so|not|way|hold|scratch|never|oops|correct|right|wrong"
)
# A bare denial between commas ("B, no, C", "B, no it's C"; not "needs no mask", nor "…, no hang", where a
# word of its own follows: the thing denied, not the option before).
RETRACT_PUNCTUATED = (
    rf"(?:^|(?<=[,，.。;；!！?？—-]))\s*\bno\b(?!\s+(?!(?:{'|'.join(NO_GOES_ON)})\b)[a-z]{{2,}})",
    r"(?<=[,，.。?？!！;；])\s*不\s*(?=[,，.。!！;；])",
    # "不是" as a clause of its own, maybe after an interjection ("16，啊不是，…，8", "B，不是，C"); not
    # "不是 C" (a rule-out of what follows) nor "…，不是吗" (a tag)
    rf"(?<=[,，.。?？!！;；])\s*(?:(?:{'|'.join(INTERJECTIONS)})\s*)?不是\s*(?=[,，.。!！;；])",
    # a question to oneself whether what was just named will do, answered no ("48，64行不行，不行64要12.9G，
    # 还是48"): taken back as "64，不对" is; not "不行的话", "不行就 …", which hold it open beside another
    SELF_ASKED_REFUSED,
)
# The openings of agreement said alone ("同意", "赞成", "认同"): a reading of true to confirm.
AGREEING_OPENINGS = ("同", "赞", "认")
# A multiple or a share after a figure ("2 倍的 D", "3 份"): the figure is a count, not an option's.
MULTIPLE_WORDS = ("倍", "倍的", "份", "份的")
# A soft particle at a clause's end that changes nothing said: after "一半" ("一半吧": still fifty per
# cent, ``_zh_numerals``); between a set and a doubt said of it after a pause ("A、C 吧，不确定",
# ``_set_doubted``).
SOFT_PARTICLES = ("吧", "呢", "啊")
# A verb before a numeral taking it as an operand or a value ("乘八", "取一", "选五", "归零").
OPERAND_VERBS = ("乘", "除", "取", "选", "归", "清")
# What may open a place said in words ("从下往上数", "第", "压轴", "头三个"): else no rewrite is tried.
PLACE_TRIGGERS = ("数", "第", "压轴", "头", "自下", "自上", "从", "仨", "俩", "首", "号", "两", "项")

# ---- The words of an open answer's claims (read by ``_claims``) ----

# Pairs (or sets) of opposite claims: each group lists its sides, each side its words. Only words
# that state the claim themselves: "GPU" alone is context in nearly every answer, so the offload
# pair is read from where a thing is put ("到 CPU"), not from the device named.
OPPOSITES: tuple[tuple[str, ...], ...] = (
    (r"异步|async|asynchronous|asynchronously", r"同步|sync|synchronous|synchronously"),
    (r"最大|max|maximum|argmax", r"最小|min|minimum|argmin"),
    (
        r"增加|增大|增长|提高|提升|上升|变大|升高|increase|increases|increased|grow|grows",
        r"减少|减小|降低|下降|变小|缩小|decrease|decreases|decreased|shrink|shrinks",
    ),
    (
        r"指数(?=级|地|速度|速率|收敛|衰减|增长)|exponential|exponentially",
        r"线性|多项式|linear|linearly|polynomial|polynomially",
    ),
    (r"硬(?!件|盘|编码|性)|hard", r"软(?!件|性)|soft"),
    # the whole distribution: "M_i 上均匀" (spread over the tied maxima) is the tie case, not the opposite
    (r"one-hot|onehot|独热", r"均匀分布|uniform distribution"),
    (r"不跨|不共享|互不共享|隔离|isolated|isolation", r"(?<!不)跨(?!度|越|境)|(?<!不)共享|shared"),
    (
        r"轻量级?|小型|小模型|lightweight",
        r"重量级|大型|大模型|(?<![最很较更放扩增巨庞加越太偏过变])大(?![于约概多部量小致家幅])",
    ),
    (
        r"专家(?=\s*并行)|expert(?=\s+parallel)|ep",
        r"数据(?=\s*并行)|data(?=\s+parallel)|dp",
    ),
    (
        r"(?:到|至|进|往|回|to|onto|into)\s*(?:the\s+)?(?:cpu|主机内存|host memory)",
        r"(?:到|至|进|往|回|to|onto|into)\s*(?:the\s+)?(?:gpu|显存)",
    ),
)

# Taking a thing out: "去掉辅助损失" says the opposite of a point that has "辅助损失". Read only for a
# point that takes nothing out itself.
REMOVALS = (
    r"去掉|去除|移除|删掉|删除|取消|禁用|关闭|关掉|放弃|砍掉|不做|不加|不开启|不开|不启用|不采用|不使用|"
    r"remove|removes|removed|disable|disables|disabled"
)

# A limit: the arrow or word, then its target (read by ``_claims.LIMIT_TARGETS``).
LIMIT_LEADS = r"→|->|⟶|⇒|趋于|趋向于|趋向|趋近于|趋近|tends to|tend to|approaches|goes to"

# A bound on a figure, before it ("≤ 0.03", "至少 92%") or after it ("92% 以上"); a negated bound
# word is its own entry ("不能低于" is a lower bound), longest first so that it is read whole.
UPPER_BEFORE = (
    r"≤|<=|⩽|＜|<|不能超过|不得超过|不可超过|不应超过|不能高于|不得高于|不能大于|不超过|不高于|不大于|"
    r"至多|最多|小于|低于|少于|at most|no more than|less than|below|under"
)
LOWER_BEFORE = (
    r"≥|>=|⩾|＞|>|不能低于|不得低于|不可低于|不应低于|不能少于|不得少于|不能小于|不低于|不少于|不小于|"
    r"至少|最少|大于|高于|超过|多于|at least|no less than|more than|above|over"
)
UPPER_AFTER = r"以下|以内|及以下|或以下|or less|or fewer"
# The bound words that leave the figure itself out ("> 256", "超过 256"); others hold it (``_bound_across``)
STRICT_BOUNDS = r">|＞|<|＜|大于|高于|超过|多于|小于|低于|少于|more than|less than|above|over|below|under"
# A bound named as a noun before its figure ("head_dim 上限 256", "最大 128"), said of an option bounding
# the same figure the other way (``_bound_across``); then what may join it to the figure, and close it.
BOUND_NAMED_UPPER = r"上限|最大|最高|顶多|顶天|封顶|maximum|max|caps at|capped at|tops out at|maxes out at"
BOUND_NAMED_LOWER = r"下限|最小|最低|minimum|min"
BOUND_SAID_IS = r"是|为|就是|只有|只到|到|只能到|也就|就"
BOUND_SAID_AFTER = r"吧|啊|呀|了|而已|罢了"
LOWER_AFTER = r"以上|及以上|或以上|or more|\+"

# The stages of DeepSpeed ZeRO, as written in prose or in its config: "ZeRO-3", "stage 3",
# '"stage": 3', "stage3_prefetch_bucket_size".
STAGES = r"zero[-\s]?(?:stage[-\s]?)?([0-3])(?![0-9.])|stage[\s\"'_:=-]*([0-3])(?![0-9.])"

# A count of cards: "64 张卡", "8 卡", "64 张 A100", "8 GPUs".
CARDS = r"(\d+)\s*(?:(?:张|块)\s*(?:卡|显卡|gpus?|a100|h100|a800|h800)?|卡|gpus?(?![a-z]))"

# Marks written after each option's letter ("B✔ D✔ A✘ C✘"): the ticks that choose it and the crosses
# that leave it out, read by ``_marked_letters`` only where every letter named carries one of them.
LETTER_TICKS = "✓✔√✅☑"
LETTER_CROSSES = "✗✘❌❎✖✕×"
# Boxes left empty beside an option ("☑️A ☐B ☐C"): not ticked, so it is let go as a crossed one is.
# A crossed box (☒) is left out: in forms it is as often the box ticked as the box refused, so a list
# with it is asked again (its refusing sign, ``_struck``).
LETTER_EMPTY_BOXES = "☐⬜□"
# A label that speaks of the marks themselves ("死锁的打叉：…", "✗=会死锁：…", "标反了：…") says what
# they mean, which may be the other way round: more than a label ("标准答案：" is only one).
LETTER_MARK_LABELS = (
    r"叉|勾|钩|对号|错号|记号|符号|标(?!准|题)|反|=|＝|\b(?:ticks?|cross(?:es|ed)?|checks?|marks?)\b"
)

# A label that says only what the question asks: a tick marks the right ones ("对的打勾：…", "✓=对：…",
# "打勾的是对的，错的打叉：…"); a plain label, though it speaks of the marks (``LETTER_MARK_LABELS``).
LETTER_TICKS_MEAN_RIGHT = (
    r"(?:(?:对|正确|选|要选|选中)的?\s*(?:打|画|标|是|用|=|＝)?\s*(?:勾|钩|对号|[✓✔√])"
    r"|(?:打|画)?(?:勾|钩|对号|[✓✔√])的?\s*(?:是|=|＝|表示|代表|为)?\s*(?:对|正确|选|要选)的?)"
    r"(?:\s*[,，、;；/]?\s*(?:(?:错|不对|不选)的?\s*(?:打|画|标|是|用|=|＝)?\s*(?:叉|[✗✘×])"
    r"|(?:打|画)?(?:叉|[✗✘×])的?\s*(?:是|=|＝|表示|代表|为)?\s*(?:错|不对|不选)的?))?"
)

# A rule of thumb's label, before the rule and the options marked by it ("原则：… A ✓ B ✗"): the rule
# is an aside, its letters and figures no choice (``_rule_ticks``).
RULE_LABELS = r"原则|经验法则|经验|判断标准|判断依据|标准|规则|规律|思路|依据|判据|rule of thumb|rule"
# What, said beside one ticked or crossed item, makes its mark no verdict: a doubt, a hedge or a
# correction ("A 大概 ✓", "其实 B ✓"): the marks are then asked again.
MARK_UNSURE = r"其实|改成|改为|改选|换成|更正|撤回|算了|等等|\bactually\b|\bwait\b"
# A mark asked rather than given ("A ✓?", "B ✓ 吧"): the marks are asked again.
MARK_HEDGED = r"[?？]|吧|吗|嘛|呢|\(\?\)|（？）"
# An option graded on a line of its own by a word of truth ("A：不对，那是 max-autotune\nB：对"): the word
# says whether the option is one of the right ones, as a tick or a cross would (``_marked_letters``). Only
# words of truth: a word of behaviour ("ok", "fail", "支持", "要") may be what the stem asks for or its
# opposite ("哪项会导致失败": "fail" is the one chosen), so such lines are asked again. A longer word first.
LINE_RIGHT = r"正确|对的|是的|对|是|right|correct|true|yes"
LINE_WRONG = r"不正确|不对|不是|错误|错的|错|无关|wrong|incorrect|false|no"
# ... or kept open ("C：不确定", "D：?"): asked again on a single choice, left out of a multiple one.
LINE_OPEN = r"不确定|不知道|不清楚|拿不准|存疑|待定|not sure|unsure|[?？]+"
# A Markdown table's cells of marks (``_table_marks``), beside the line words above: a word of ability
# ("| A | 能 |", "| C | 不能 |", "| D | 否 |") is its row's tick or cross as a word of truth is; longer first.
TABLE_RIGHT = r"可以|能"
TABLE_WRONG = r"不可以|不能|否"
# What fills the one cell of a row under a ✓ head or under a ✗ head ("| B | x |  |"): the row's mark.
TABLE_FILLS = "xX●•■★✓✔√✅☑✗✘×"
# A mark column's head that says only that the cells are marks ("判断", "对否", "结论", "✓/✗"): the
# marks then answer what the question asks. Any other head is a condition of its own ("PCIe 受限",
# "≤10GB", "能 shard"), which may be the question's ask or its opposite (``TABLE_DENIALS``).
TABLE_NEUTRAL_HEADS = _words(
    "是否正确|对不对|对否|对错|正误|判断|判定|结论|结果|答案|选择|选中|选|标记|verdict|answer|result|check|pick"
)
# A denial in a condition's head ("不受限", "不会 OOM") or in the question's ask ("几乎不受 PCIe 带宽限制",
# "无需真实样本"): whether a tick says the ask or its opposite is then not told safely.
TABLE_DENIALS = r"不|没|无|非|未|否|除|cannot|\bnot\b|n't\b|\bno\b|\bnon\b|\bnever\b|\bexcept\b|\bwithout\b"
# A table's row or a task list's box kept open ("| E | ? |", "- [?] D") beside those ticked, said in
# words: a hedge ("A、B、D，E 也有可能"), read as the same words typed are.
TABLE_KEPT_OPEN = "也有可能"
# An option struck through ("~~C~~"), said in words: struck out ("划掉 C"), ruled out as the words are.
STRUCK_SAID = "划掉"
# Words about the marks themselves ("错的打勾", "标反了"): they say what a mark means; no mark is a verdict.
MARKS_SAID = r"叉|勾|钩|对号|错号|记号|标反|反了|\b(?:ticks?|cross(?:es|ed)?|checks?|marks?)\b"
# After a clause choosing every option ("全选，…"), what keeps the answer open rather than explains it:
# someone else's word or a quote ("同事说的", "“全选”是原卷答案"), a memory ("eps 我记得是 1e-6"), or one
# option disputed ("长度凑数"); irony, jokes and hedges are their own lists (``_every.every_at_start``).
EVERY_OPEN_AFTER = (
    r"[\"“”「」『』]|同事|别人|有人|老师|书上|网上|据说|听说|原卷|原题|说的|记得|印象中|印象里|"
    r"凑数|充数|勉强|牵强|凑合|商榷|有争议|打问号|鸡肋|多余|可有可无|"
    # one dropped ("D 算了吧"), in theory only, in scorn ("假的", "别信", "想得美", "呵呵"), or skipped
    r"算了|理论上|假的|别信|想得美|做梦|呵呵|跳过|(?<!是)否(?!则)"
)

# ---- Round on blind batch 58 ----

# A clause of its own after a list of options that withholds one more item ("…，eps 不敢选", "…，15T 拿不准"):
# the item is not chosen, only doubted (``_withheld_item``), as "A、B、D、E，C 不敢选" reads with letters.
# A plain refusal ("不选", "不勾") is not here: after letters it is asked again, and so it is after words.
ITEM_REFUSED = _words("不选|不勾|不要|排除")
# A turn opening that refusal ("A，但我不选", "A, but I won't pick it"): the letter refused all the same.
TURNED_REFUSAL_LEADS = r"但是?|可是|可(?!以|能)|不过|然而|只是|\bbut\b"
ITEM_WITHHELD = _words("不敢选|不敢勾|不敢确定|不敢肯定|拿不准|不确定|没把握|说不准|存疑|先不选")
# What may stand between the withheld item and the words that withhold it ("eps 我不敢选", "eps 还拿不准").
ITEM_WITHHELD_LEADS = _words("我还|我也|我|还|也|就|倒是|暂时|先")
# A verdict after a count closing a list of options ("…、8k 这四个对"): the list taken, no item named.
COUNT_CLOSING_VERDICTS = _words("是对的|都对|对|正确|没问题")

# ---- A true/false verdict turned round (``_truth_turned``) ----

# "还是" opening the closing clause after a verdict ("错吧……想想步数少噪声大，还是对的"): the verdict after
# it, said as settled ("还是对的"), answers; "对还是错？" (or) and "也还是错" (still) open no clause.
TRUTH_REVERSALS = _words("还是|最后还是|最终还是|终究还是|到底还是")
# A conclusion that turns only after a thought said before it ("先说对…再想了下 …不跨卡 所以错"): "所以"
# alone closes a reason, not a turn ("对，所以错的是后半句" is no turn).
TRUTH_CONCLUDED_REVERSALS = _words("所以|因此|所以说|所以还是|那就是|那就")
# A thought said between the two verdicts makes the turn plain even without "的" ("错……想想，还是对").
TRUTH_REVERSAL_THOUGHTS = _words(
    "想想|想了想|想一想|想了一下|想了下|想一下|再想想|仔细想想|仔细一想|转念一想|回头一想|琢磨了一下|琢磨一下|"
    "on second thought|thinking again|come to think of it"
)
# A case named before the closing verdict ("…，步数多的时候，还是对的"): the verdict holds there only.
TRUTH_REVERSAL_CASES = _words("的时候|时候|之下|条件下|前提下|场景下|情形下|when|if")
# Words that take back the verdict said before them ("不支持——哦不对，…"): with no verdict after them the
# answer has none, asked again rather than read as the verdict taken back.
TRUTH_RETRACTIONS = _words(
    "哦不对|噢不对|啊不对|呃不对|不对不对|哦不|噢不|喔不|啊不|呃不|额不|不不|等等|等一下|等下|撤回|收回|说错了|搞错了|我错了|"
    "no wait|wait|on second thought|scratch that|hold on|oops"
)
# What joins an option named to words that name none, before a denial of both ("gpt attention 和 custom
# all reduce 都不对", "…、custom all reduce 这两个不对"): ``LIST_JOINS`` and these (``_closing_against``).
JOINED_DENIAL_JOINS = _words("、|/|还有|以及|and")
# The measure words of a place counted from the end ("倒数第二个", "倒数第二组", "倒数第二行"): those a place
# counted from the top takes ("第三组" reads as the third option), so either end reads alike.
BACK_PLACE_UNITS = _words("个选项|项选项|个|项|条|种|选项|组|段|行")
# Saying what an option is used for ("拿来评", "用来评估"), when the stem asks what can be used for it
# ("可用于评估…"): one word for another, saying nothing beyond the stem ("四个都能拿来评": all, ``_every``).
USED_FOR = frozenset({"用于", "用来", "拿来", "用作", "拿去", "可用"})
# Before an option's figure said again after a question, "still" ("16 还是 8？还是 16"): the figure kept,
# a clause of its own, never one more alternative as the same word between two figures is.
FIGURE_KEPT_LEADS = _words("还是")
# After a clause choosing every option, one of them let go ("…，D 算了吧", "…，长度就免了") or the
# choice kept to theory ("…，理论上", "…，按理说"): open, never every option (``_every.every_at_start``).
EVERY_LET_GO_AFTER = r"算了|免了|理论上|按理说|按道理|照理说|原则上|in theory|in principle|theoretically"
# In an item added to a set, what keeps it from restating an option already named (``_additions``): an
# alternative, a bound the other way or a need cut down ("外加 Ada 或更早", "外加更早的架构", "外加矩阵
# 只要高对齐", "外加对齐可选"), said of something else.
ADDITION_SAID_OTHERWISE = _words(
    "或者|或是|或|还是|更早|更老|更旧|之前|以前|以下|低于|小于|不到|只要|只需|只需要|仅需|仅|可选|"
    "or|older|earlier|below|only|optional"
)
# The place word that points ("后面那个"): a doubt or a denial after it, whatever comes between, is of
# that option ("A、D，后面那个我不确定", "前面那个 64 不对"); a noun after it is not a place only without
# one ("前面那个 64 没问题").
SET_PLACE_POINTED = ("那个",)
# A figure given as a bound, not stated (``_figure_compared``): before it ("最多 35GB", "至少 16",
# "不超过 35GB"), after it ("35GB 以内", "35GB 封顶", "35GB 或更少"). "35GB 多一点" is near it, not bound:
# "四倍多一点，选最近的" picks the option.
# Each bound by its side: an upper one ("最多 48", "不超过 48") states the maximum a stem asking it asks for
# (``_bound_asked``), a lower one ("至少 48") never does.
# "顶天", "撑死", "充其量": "at the very most", said colloquially ("num heads 顶天 48").
FIGURE_UPPER_BOUNDS_BEFORE = (
    r"最多|至多|顶多|顶天|撑死|充其量|不超过|不多于|不高于|不大于|\bat most|\bno more than"
)
FIGURE_LOWER_BOUNDS_BEFORE = r"最少|至少|起码|不少于|不低于|不小于|\bat least|\bno less than"
FIGURE_BOUNDS_BEFORE = FIGURE_UPPER_BOUNDS_BEFORE + "|" + FIGURE_LOWER_BOUNDS_BEFORE
# Between the bound word and its figure ("最多就 35GB", "至少要 16").
FIGURE_BOUND_LINKS = r"是|为|要|就|也就"
FIGURE_UPPER_BOUNDS_AFTER = r"以内|之内|封顶|或更少|或以下|及以下|\bor less|\bat most|\btops"
FIGURE_LOWER_BOUNDS_AFTER = r"起步|打底|或更多|或以上|及以上|\bor more|\bat least"
FIGURE_BOUNDS_AFTER = FIGURE_UPPER_BOUNDS_AFTER + "|" + FIGURE_LOWER_BOUNDS_AFTER
# ... or judged against what is asked, after it ("35GB 不够", "35000 MB 不止", "35GB 偏小", "35GB 肯定
# 不够用"): a figure the candidate holds too small or large, never the option stated.
FIGURE_JUDGED_OFF = (
    r"不够用?|不太够|不大够|不止|偏小|偏大|偏少|偏多|太小|太大|\bis not enough|\bisn'?t enough|"
    r"\b(?:is )?too (?:small|large|big|low|high|few|many|much|little)"
)
FIGURE_JUDGED_DEGREES = r"都|也|还|肯定|明显|显然|远远|远|可能|应该|估计|有点儿?|有些|稍微|稍|略"
# A stem asking for a bound itself ("最多允许几个", "最大可取", "至少需要"), by its side: a bound of that side
# in the answer ("顶多仨") restates the question (``_bound_asked``); one of the other side ("至少 48" of "最大
# 可取") is a bound still, never the option (``_figure_compared``).
STEM_ASKS_UPPER = r"最多|至多|最大|最高|上限|\bat most|\bmaximum"
STEM_ASKS_LOWER = r"最少|至少|最小|最低|下限|\bat least|\bminimum"
# A denial or a condition right before a bound of the side asked ("不是最多 48", "如果最多 48"): no bound
# stated (``_bound_asked``).
BOUND_UNSTATED = _words("并非|不是|不|没|非|如果|要是|假如|若|if")
# What is saved, said before a share on a choice ("省了 75%", "压缩 75%", "减少了 75%", "saves 75%"):
# the share saved, not what is left, unless the stem asks for the saving (SAVING_PARTS); "压缩到 75%"
# says what is left (``_saved_share``).
SAVED_SHARE_BEFORE = SAVING_PARTS + r"|压缩|缩小|缩减|砍掉|砍了|少了|小了|saves|reduces|cut by|cuts"
# One option judged alone, the rest against it, as "除了 A 其他都不对" is ("只有 A 对", "A 以外都不对"):
# on a stem asking the wrong one, A is the answer or the one right statement (``_rest_judged``).
ONLY_RIGHT = (
    r"(?:只有|唯独|仅有|仅|就只有|only)\s*(?P<one>[A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*(?:是)?\s*"
    r"(?:对|正确|成立|is right|is correct|are right|are correct)(?:的)?"
)
REST_AGAINST = (
    r"(?P<set>[A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*(?:以外|之外)\s*(?:的)?\s*(?:其他|其余|其它|选项)?\s*"
    r"(?:都|全|均)\s*(?:不对|错|是错的|错的|不行|不正确|错误)"
)
# A part of an option said not to exist or to be wrong ("A/B 的 deterministic 参数压根不存在", "C 的写法是
# 错的"): the option ruled out (``_part_denied``), never chosen. The part is a short noun phrase; the
# adverbs may come between it and the denial, which closes its clause.
PART_DENIALS = _words("是不存在的|不存在|是编的|是瞎编的|是杜撰的|是虚构的|是错的|写错了|有误")
PART_ADVERBS = _words("根本|压根|完全|并|其实|本来就|本来|也|都|肯定|显然|明显")
# A part that is a fault or a lack ("B 的问题不存在", "A 的缺点不存在", "C 的不确定性不存在"): its
# absence praises the option, so nothing is ruled out.
PART_FAULTS = _words(
    "问题|毛病|缺点|缺陷|坑|陷阱|风险|bug|错误|误差|漏洞|隐患|副作用|限制|开销|瓶颈|冲突|不|没|无|非|未"
)
# A number format a figure may be worked out for ("fp8", "bf16", "int4", "半精度"): a figure said to be of
# one the question names not ("35000 MB 是 fp8 的" where the stem quantises to int4) answers another case,
# and is asked again (``_other_case``).
NUMBER_FORMATS = _words(
    "fp4|fp8|fp16|fp32|fp64|bf16|tf32|int2|int3|int4|int8|int16|int32|nf4|e4m3|e5m2|"
    "半精度|单精度|双精度|全精度|混合精度"
)
# A figure said to be a quantity ("464 GB 是参数显存", "98.7% 是保存比例"): what such a quantity's name
# ends in; and the words of a stem's clause that asks for its quantity ("计算…所需显存", "则 local batch_size
# 应为") (``_quantity_said``).
QUANTITY_HEADS = _words(
    "显存|内存|存储|比例|占比|比率|参数量|参数|大小|体积|数量|吞吐|时延|延迟|带宽|速度|"
    "batch_size|batch size|bs"
)
# A figure's label at the head of an answer's closing clause ("50%，比例 D", "…，比值 75%", "…, ratio 0.5"):
# the close states the quantity asked, never dropped for a figure said before it (``_chain_closed``).
CLOSE_LABELS = (*QUANTITY_HEADS, *_words("比值|之比|压缩比|ratio|share|fraction"))
QUANTITY_ASKED = _words("计算|估算|求出|求|应为|应该是|为多少|是多少|约为|约是")
QUANTITY_COPULAS = _words("指的是|算的是|是|为|=|:")
# A figure given as a score ("0分", "16 分", "10 points"): a mark, not an option's figure ("A 0分" where
# option A is the figure 0; ``_value_mentions``). Not "分钟", "分之" (minutes, a fraction).
SCORE_GIVEN = _words("给|得|打")  # "B 给 48 分": between the letter and the mark (``_letter_scored``)
SCORE_AFTER = r"\s*(?:分(?![钟之])|points?\b|pts\b)"
# A width in bits, said of a figure ("8-bit", "8 位", "4 比特"): a value of the same kind as a number format;
# a true/false claim naming one, then a turn naming another ("会再量化，但是到 FP16" of "… 再量化为 8-bit"),
# judged a claim of another value (``_object_denied``).
BIT_WIDTHS = _words("bits|bit|位|比特")
# What may close an answer putting another width in place of the claim's ("不是 8bit 是 fp16 吧"): a particle
# (``_value_replaced``).
VALUE_REPLACED_CLOSES = _words("吧|啊|呀|的|了")
# Either, as a pattern ("fp16", "8-bit", "8 位"): its groups name the format or the bits.
WIDTH_NAMED = (
    rf"(?<![\w.])(?:(?P<format>{alternation(NUMBER_FORMATS)})|(?P<bits>\d+)\s*-?\s*(?:{alternation(BIT_WIDTHS)}))"
    r"(?![A-Za-z\d])"
)
# ... said of it by a copula or a comma, and a word for what it is of ("是 fp8 的", "，fp16 下的结果")
NUMBER_FORMAT_COPULAS = _words("是|为|算的是|对应的是|对应")
NUMBER_FORMAT_OF = _words("下的|时的|精度的|精度下的|的")
NUMBER_FORMAT_WHAT = _words("结果|大小|体积|显存|答案|情况|值")
# An answer that does not stand as the candidate's own (``_not_own``), asked again on every closed type:
# another's word reported with no commitment of the candidate's own ("老师说选 B", "网上说先查 B", "B，老师
# 说的"; not "老师说选 B，我也选 B"), ...
REPORTERS = _words(
    "老师|网上|别人|有人|同事|同学|朋友|室友|书上|文档|官方|大家|群里|论坛|知乎|百度|谷歌|面试官|师兄|师姐|"
    "学长|学姐|他们|她们|他|她|网友|导师|组长|领导|chatgpt|gpt|ai|my teacher|the teacher|someone|"
    # a teammate or a chatbot by name ("队友说 4×hidden", "Claude 跟我说是 D", "文心一言说选 D": its 一 a
    # digit once numerals are read)
    "队友|同组的|群友|师弟|师妹|学弟|学妹|前辈|大佬|claude|文心一言|文心1言|文心|kimi|豆包|通义千问|通义|千问|"
    "deepseek|gemini|copilot|大模型|"
    "people online|the internet|"
    # others named in English ("my friend says true", "a colleague told me B")
    "my friend|a friend|my colleague|a colleague|my coworker|a coworker|my classmate|my boss|my lead|"
    "the docs|the documentation|google|stack overflow|stackoverflow"
)
# A source cited as the reason before a fill ("参考 JAX 文档 …：a 用 P(…)", "按…文档推荐：cp.checkpoint(…)",
# ``_cited_source``): the word citing it, opening the answer, and a word naming a source.
CITING_LEADS = _words("参考|参照|按照|按|根据|依据|依照|引用|见|per|according to|following|as in|see")
CITED_SOURCES = _words(
    "文档|论文|源码|源代码|官方|教程|博客|手册|示例|例子|README|model card|config|docs|documentation|"
    "paper|source code|tutorial|guide|manual|blog|example"
)
# Whose the reporter is, said before it ("我同学选 B", "我的导师说 B"): still another's word.
REPORTER_OWNERS = _words("我们的|我们|我的|我")
# "老师的答案：C", "网上答案：C": another's answer quoted as a label is reported as "老师说选 C" is; so is
# their choice ("老师选 B", "同学选的是 B", "chatgpt picked B")
REPORTING_VERBS = _words(
    "都说|也说|说过|说|讲过|讲|认为|觉得|建议|推荐|告诉我|给的答案|的答案|答案|的选择|"
    "选的是|选了|选的|选择了|选择|选|挑了|挑的|挑|勾了|勾的|勾|"
    # told the candidate, or answered them ("Claude 跟我说是 D", "文心一言回答是 D")
    "跟我说|和我说|对我说|给我说|回答说|回答的是|回答是|回答|回复说|回复的是|回复|"
    # a figure or fill another worked out or wrote ("同学算的 464 GB", "老师算出来是 464 GB")
    "算出来是|算出来的|算出来|算出|算的是|算的|算得|给的是|给的|写的是|写的|"
    "says|said|say|suggests|'s answer|picked|picks|chose|chooses|went with|told me|thinks|thought"
)
REPORTED_AFTER = _words("说|讲|告诉我|选|给|算|写")  # closing the answer: "B，老师说的"
OWN_COMMITMENTS = _words(
    "我也|我就|我还是|我选|我觉得|我认为|我同意|我赞同|我的答案|所以我|我算出来|我算出|我算的|我算得|"
    "i also|i agree|i pick|i choose|i'd go"
)
# After another's answer quoted first ("师兄说 A、C，…", ``_quoted_first``): a clause only adopting it
# ("我跟他一样", "我同意", "我觉得也差不多", "听他的"), its leads first ("我也觉得…"); never a bare truth word
# ("对", "没错"): after "GPT 说错" it may mean the claim is true or that GPT is right.
ADOPTION_LEADS = _words("我觉得|我认为|我也|我|也|那就|就|还是|是")
ADOPTIONS = _words(
    "同意|赞同|认同|赞成|附议|这么觉得|这么认为|这么想|这样觉得|这样认为|一样|差不多|说得对|说的对|"
    "有道理|是这个|选这个|选它|听他的|听她的|听它的|跟他一样|和他一样|跟她一样|和她一样|跟它一样|和它一样|"
    "同上|+1|i agree|agree|same|same here|me too"
)
ADOPTION_CLOSES = _words("吧|的|了|啊|呀")  # "我也这么想的", "听他的吧"
# ... the one quoted said to be wrong ("他记错了", "它瞎编的"): after a quote of "false", what the candidate's
# own "对" is of (the claim, not the quote)
QUOTE_WRONG = _words(
    "记错了|记错|搞错了|搞错|弄错了|说错了|错了|说得不对|说的不对|不对|瞎说|胡说|瞎编|乱说|说反了"
)
# ... and what makes the clause after the quote lean on it, so that it is not read alone: adding to it,
# taking from it or summing it ("…，C 也对", "…，再加 D", "…，它漏了 E", "…，除了 B", "…，都对", "…，一半")
LEANING_ON_QUOTE = (
    *_words(
        "也对|也行|也要|也选|也算|也是|也可以|还要|还有|还得|还需|还少|还差|加上|再加|外加|另加|漏了|漏掉|少了|"
        "多了|去掉|删掉|删了|拿掉|除了|除以|乘以|一半|减半|翻倍|两倍|之外|以外|不止|全对|全错|同样|"
        "都对|都行|都要|都选|都可以|都算|都是|都没问题|都正确|都不对|都错|都不|"
        "also|too|plus|minus|except|without|half|double|twice|missed|forgot"
    ),
)
# ... or in a clause of its own after the report, agreeing with it ("网上都说 B，确实是 B", "老师说选 B，
# 没错"), not asking to ("…，没错吧？", "…，同意吗") ...
OWN_AGREEMENTS = _words("确实|的确|没错|同意|赞成|认同|我赞成|我认同")
# ... or a clause of theirs set against it and called right ("大家都选 A，但 B 才对", "…，不过 B 才是对的")
OWN_CONTRASTS = _words("但是|但|不过|可是|其实|but")
# ... not when that clause is itself another's word, or asked or doubted ("…，但老师说 B 才对", "…，但他说
# B 才对", "…，但为什么 B 才对", "…，但谁知道 B 才对"): the reporters and asking words add these
# ("否" for "但是否 B 才对", its "是" taken by "但是")
CONTRAST_ASKED = _words("谁知道|谁说|莫非|不知道|不晓得|否")
# ... hearsay, with no one named ("听说是 B", "据说是 B", "B，听说的") ...
HEARSAY = _words("我听说|听说|据说|听人说|听别人说|听网上说|据网上说")
# A figure given to another after a realization ("232 GB，哦 有人说 464 GB", "哦 书上是 464"): not the
# candidate's own result, so the realization takes nothing back (``_realized_result``).
SAID_BY_OTHERS = (
    *HEARSAY,
    *_words("有人说|别人说|别人算|别人|有人|书上|网上|官方|他们|they say|someone|others"),
)
# ... the call left to the interviewer ("你说了算", "听你的"; "你说对就对吧" is read by its shape,
# ``_deferred``) ...
# ("B，你定", "B, your call" leave it as "B 你定吧" does)
DEFERRALS = _words(
    "你说了算|您说了算|听你的|听您的|随你|随便你|你定吧|你来定|由你定|你定|你来决定|你决定|您定|你看着办|"
    "up to you|whatever you say|your call|you decide|you choose|you pick"
)
# what leaves it to them before the word they would say, said again after "就" ("你说对就对", "你觉得 B 就 B")
DEFERRING = _words("你说|您说|你觉得|你认为|你要说")
# ... the answer closed by withdrawing it ("支持，作废", "对，划掉", "不会，撤回前面那句", "35GB删了"), or
# by saying it was got wrong with nothing after ("464GB，算错了", "B，说错了") ...
WITHDRAWALS = _words(
    "作废了|作废|不作数|不算数|当我没说|撤回|撤销|收回|删了|scratch that|strike that"
    "|算错了|说错了|写错了|填错了|选错了"
    "|划掉|删掉|删除|删去|取消"
)
# ... of them, those that between two answers may strike what follows as well as what came before ("48，
# 划掉，32") ...
STRIKING_EITHER_WAY = _words("划掉|删掉|删除|删去|取消")
# ... so that the others, as a clause of their own, void what came before it ("232GB，作废，464GB", "35GB，
# 不作数，48"): a correction, as a denial standing alone is (``last_correction``).
VOIDING_CLAUSE = tuple(word for word in WITHDRAWALS if word not in STRIKING_EITHER_WAY)
# ... said of what was said above ("B。以上作废"), after giving up ("B，算了作废"), or going on to start
# over ("B，作废重来", "B，划掉吧"), or with the rest struck ("B，C 作废，B 也作废", "B，都作废") ...
# (not DISOWN_SCOPE: that points at the whole answer, before or after it, as filed wrong ("以下都是错的"); a
# withdrawal closes the answer and strikes only what came before it, with adverbs of its own)
WITHDRAWN_BEFORE = _words("以上全部|以上都|以上|算了|也|都|一起|一并")
WITHDRAWN_AFTER = _words("重新来|重来|重答|吧|了")
WITHDRAWN_OBJECTS = _words(
    "前面那句话|前面那句|前面的话|前面说的|前面的|上面那句|上面的|刚才那句|刚才说的|刚才的|这句话|这句|那句|这个|以上"
)
# ... a stand against something said, not told which ("B，我不同意那种说法 哈哈"); a clause after it that
# denies an option says what it stands against ("…，A 肯定不行") ...
STANDS_AGAINST = _words("我不同意|不同意|我不认同|不认同|我不赞同|不赞同|我反对|反对")
SAYINGS = _words(
    "那种说法|这种说法|这个说法|那个说法|这说法|那说法|你的说法|你说的|楼上|上面的说法|这个观点|那个观点|"
    "这种观点|那种观点"
)
# ... or the answer closed by asking it back ("五项全部呢", "那 B 呢？"); not a statement's "的呢" ("是的呢")
# nor alternatives weighed ("16 还是 32 呢": a hedge, read as one).
ASKED_BACK_CLOSINGS = _words("呢")
ASKED_BACK_NOT_AFTER = _words("的|了|着")
# ... a correction's last figure, said after these ("16，不，应该是 8"): held by no option, it is no answer.
CORRECTED_TO_LEADS = _words("应该是|应该|就是|答案是|改成|改为|换成|是|选")
# ... the figure with a unit or a counter after it ("16，不对，8GB", "…，8 个"; a unit no option writes so
# is no option either: "16，不对，32GB" where B is "32"), called right ("…，是 8 才对"), or changed to by an
# arrow ("16 -> 8") ...
CORRECTED_TO_UNITS = _words("个|张|块|份|卡|步|层|头|次|倍")
CORRECTED_TO_TAILS = _words("才是对的|才对|就对了")
# ... and a question of alternatives replied by taking either ("16 还是 8？都行").
EITHER_REPLIES = _words("都行|都可以|都对|都一样|随便|哪个都行|either")
# The middle dots that may join a choice's letters ("A·B·D", "A‧B‧C") or glue a letter to its own
# option's text ("B·2", "A·剔除"), as a full stop does ("A.C.D", "D.128") (``_bare_forms``); the bullet
# and the dot operators are typed for it too ("B•不选", "B⋅不选").
MIDDLE_DOTS = "·・‧•⋅∙"
# An alternative question about the basis of a reckoning ("GB 按 1000 还是 1024 算？", "用 fp16 还是 fp32
# 算？", "以 GiB 还是 GB 为准？"): asks which way to reckon, about the question, not a figure (``_asking``).
RECKONING_BASES = _words("按照|按|用|以|拿|照")
RECKONING_VERBS = _words("来算|去算|计算|换算|算|计|为准|为单位")
RECKONING_CLOSINGS = _words("呢|啊|呀")
# A guess said before a choice as "大概" is ("估计 B"): it means nothing more than a tentative
# answer, read to confirm; after the longer filler that holds it ("估计是") in ``_choice_marks``. Not
# "目测" nor "估摸": no reader knows them as leanings, and "B 目测不对" would read B.
GUESS_FILLERS = _words("估计")
# What closes the answer saying it is complete ("C, A 就这样", "ABDE，就这些了"): nothing beside the options
# named, so no description of the last one (a filler around a choice, ``only_filler``).
ANSWER_DONE = _words("就这样吧|就这样了|就这样|就这些了|就这些|就这么多|就酱紫|就酱")
TENTATIVE += GUESS_FILLERS  # and tentative as "大概" is: "A，估计 B" keeps two answers open
# What holds an item or an option open when said with it: a doubt, a hedge, a tentative word, a leaning or a
# question ("…，还有 QK norm 吧", "D 好像也行，剩下那个"): an item linked after the set is not added
# (``_additions``), an option named before "剩下那个" is not set aside (``_remaining``). After the line
# above, so that "估计" is in it.
HELD_OPEN = (*DOUBTS, *HEDGES, *TENTATIVE, *LEANINGS, *ASKING)
# What leaves an answer unsettled: a doubt, a hedge or an alternative ("不确定", "也可能", "或者"); a remark
# with one is no reason beside a code fill (``_code_remarks``), a clause with one no result
# (``_choice_clauses``).
LEFT_OPEN = (*DOUBTS, *HEDGES, *ALTERNATIVES)
# ... or a correction: a figure closing such an answer is no result (``_closing_figure``, ``_worked_figure``).
NOT_SETTLED = (*LEFT_OPEN, *CORRECTIONS)
# Of the signs whose name refuses or doubts (``_struck``), those that only doubt ("🤔", "🤷", "❓"; a guess,
# a hope or nerves: "🎲", "🤞", "🙈", "😬", "😟", "🫣", "🫠", "😅"):
# beside an answer already offered tentatively ("BD 吧 🤔") they say no more than its particle does,
# and the answer is read to confirm; beside a bare one ("B 🤔") it is still asked again.
DOUBTING_SIGN_NAMES = _words(
    "THINKING|SHRUG|QUESTION|GAME DIE|FINGERS CROSSED|SEE-NO-EVIL|GRIMACING|WORRIED|PEEKING|MELTING|"
    "COLD SWEAT"
)
# An arrow closing the answer that points back at it ("→ A ←", "B <-"): it marks the answer as a
# pointer would, and adds nothing to it (``_bare_forms``); "→" opening one is a label already.
POINTING_BACK = _words("<==|<--|<-|←|⟵|⇐")
# A reason pointed at an option that says it is faulty or only partly so, beyond the denials said of an
# option apart (APART_DENIALS: "坑", "陷阱", "干扰项", "反例"): "过时", "假的", "一半" ("A ← 一半"). The
# option pointed at may be one ruled out, not chosen (``_pointed_each``).
POINTED_FAULTS = _words("过时|已过时|假的|是假的|一半|半对|只对一半|部分对|不全对|坑|是坑|踩坑|反面")
# A clause after a chosen set that denies words of one option of it ("A、D，FlashAttention 不对" of D
# "兼容 FlashAttention-2"), said with an adverb or not; the set is asked again (``_set_words_denied``).
# Not when it speaks of the rest ("A、D，FlashAttention 以外的都不对").
SET_WORDS_DENIAL_ADVERBS = _words("肯定|应该|显然|明显|也|就|其实|根本|压根|完全|并")
SET_WORDS_OF_THE_REST = _words("以外|之外|除了|除|其他|其余|其它|别的|other|except")
# A conclusion in a clause that closes on a tag asking to agree ("所以是错的吗", "不好说 所以是 AD 吗", "那就
# 是错的吗？"): the conclusion is asked, and decides nothing (``_asking``); "…？所以 B" still decides. A label
# before it asks too ("答案：B 吗", "答案 B 吗", "选：B 吗"), as "答案是 B 吗" and "B 吗" do.
CONCLUSIONS_ASKED = rf"{CONCLUSIONS}|那就|就是|答案是|答案为|答案\s*[:：]?|(?:答|选|选项|最终|结论)\s*[:：]"
ASKED_CLOSES = _words("吗|么")
# The same particles close an option's own clause ("是 B 吗？"): asked, not committed to
# (``_denied_in_turn``). Not "嘛", which asserts ("就 B 嘛").
# Choosing in a clause closing on 吗 or 么 ("ABDE 都选吗", "除了 C，其余都选吗", "选 B 么"): whether to choose
# is asked, which decides nothing (``_asking``), as "答案是 B 吗" asks; "…？选 B" and "选 B 吧" still decide.
CHOOSING_ASKED = r"我?选(?!项)"
# An interrogative adverb opening a clause makes it a question with no question mark typed ("为什么是 A",
# "莫非对", "凭什么选 B"): it asks about the answer it names, never gives it (``_asking``).
QUESTION_OPENINGS = _words("为什么|为啥|为何|凭什么|怎么会|莫非|莫不是|该不会")
# What, glued by a dot to a letter, opens a denial or a cross, not the option's text ("B.不选", "B·排除",
# "B.X"): read as after a space ("B 不选"), never as a gloss of the letter (``_bare_forms``).
LETTER_DOT_DENIALS = _words("不|没|别|非|无|排除|排掉|去掉|划掉|删掉|x|×|✗|✘")
# A two-way arrow ("AB <-> ABDE", "对 ↔ 错"), and the arrows pointing back (POINTING_BACK) from one
# answer to another ("对 ← 错", "A <- B"): neither says which of the two answers stands, whether the answer
# changed, or to which; the answer is asked again (``_arrow_linked``). "错 → 对" changes to the last.
TWO_WAY_ARROWS = _words("<-->|<->|<=>|<==>|↔|⇔|⟷|⟺|←→")
# An arrow pointing back (POINTING_BACK) at the one option named, then a denial, a doubt or a question
# ("B ← 错", "B ← 存疑", "B <- wrong", "→ A ←？"): the option pointed at is doubted, never chosen
# (``_closing_against``); a doubt said without the arrow ("B 存疑") is a tentative answer, to confirm.
POINTED_BACK_DOUBTED = (
    rf"\s*(?:{alternation(POINTING_BACK)})\s*(?:[?？]+\s*)?(?:吧\s*)?(?:(?:好像|似乎|感觉|可能|这个|这|它)?\s*(?:先|也)?\s*"
    rf"(?:{alternation(LETTERS_DENIED)}|{alternation(DOUBTS)}|不太对|不大对|有问题|不是|不可能|错的|×|✗|✘|❌|"
    r"\bwrong\b|\bno\b|\bnope\b|\bnot\b|\bincorrect\b)\s*(?:它|这个)?\s*(?:吧|啊|呢|哦)?|"
    r"(?:这个|这|是)?\s*[吗嘛?？]+)[\s。.!！…?？]*"
)
# The tags after a negated true/false mark that leave it unread ("不是错吧", "不是不对啊", "没有不对呀"):
# "isn't it wrong?" or "it is not wrong!", either way round (``_mark_uses``).
NEGATED_MARK_TAGS = _words("吧|啊|呀|哦|噢|嘛|啦|了|呢")
# A quantity said to be a figure the stem gives, opening a reason ("FSDP 的数据并行度还是 64，…"): the verbs
# saying so, and the nouns that would make the figure the answer itself ("答案还是 64") (``_given_premise``).
PREMISE_COPULAS = _words("仍然是|依然是|还是|仍是|也是|是|为")
ANSWER_NOUNS = _words("答案|结论|结果|选项|选择|我选|我|answer|option|result")
# Inside that subject, what says the figure is reached, put down or right rather than given ("最后是 64",
# "算完还是 64", "想来想去还是 64", "填还是 64", "正确的还是 64"): the figure is the answer, searched as
# characters since jieba joins them to what they follow ("我算") (``_given_premise``).
PREMISE_REACHED = r"最后|最终|算|想|填|答|写|选|得|对|正确|correct|right|final"
# A tag offering the mark it closes ("对吧", "是吧"): after words that only lean or believe ("应该对吧？",
# "我觉得是吧？"), the mark itself said tentatively, read to confirm, not a question back (``_asking``).
OFFERING_TAGS = _words("没错吧|对吧|是吧")
# A lead of leaning: a belief ("我觉得"), a lean ("应该", "大概", "估计"), or both ("我觉得应该").
# Before a mark closing on a bare question mark ("应该是错的？", "大概是错的？", "我觉得对的？"), before
# an offering tag ("应该对吧", "大概不对吧", ``_asking``) or before the claim's own verb ("好像是支持？",
# ``_truth_echo``): the mark offered tentatively, read to confirm, unless a doubt or a second question
# follows ("大概是错的？不确定": asked again, ``_truefalse``); "对？" alone still asks back.
OFFERING_LEANS = alternation((*LEANINGS, *TENTATIVE))
OFFERING_LEADS = (
    rf"(?:{BELIEF_LEADS})\s*(?:(?:{OFFERING_LEANS})\s*)*"  # a belief, leaning or not
    rf"|(?:(?:{OFFERING_LEANS})\s*)+|i\s+(?:think|believe|guess)"
)
# An interjection of realization opening the clause after an option ("B，哦 SDXL 不是 768 是 2048，C"):
# what follows corrects the option, and the option closing the answer alone is the answer
# (``_closing_figure``).
REALIZATIONS = _words("哦对了|噢对了|哦对|噢对|哦哦|噢噢|哦|噢|喔")
# What the clause after the interjection must hold to say what was wrong: a denial ("SDXL 不是 768"), not
# one saying the option right ("哦对 没错，C"); and the word it must not end on, a lead that introduces the
# closing option rather than correcting the one before ("哦 错的是，C", "哦 不选的是，C")
# (``_closing_figure``).
REALIZED_DENIALS = r"不|没|非|错|wrong|\bnot\b|n't\b"
REALIZED_LEAD_ENDS = r"是|说|选|为|于|即|得|想|要|的"
# The particles a doubt between two letters may close on ("C还是D来着…", ``_realized_close``); then, in
# the doubt's realization closing on a letter after a space ("C还是D来着…哦对 gate 也算 D"), words of doubt
# that leave it open, and words taking the letter after them
DOUBT_PARTICLES = r"来着|呢|吧"
REALIZED_UNSETTLED = r"可能|也许|大概|好像|似乎|估计|不确定|maybe|perhaps|还是|或者|或"
REALIZED_TAKES = r"和|与|跟|或|比|不如|像|等于|对应|加|除了|排除|去掉|而"

# ---- A list of letters summed up by the clause after it (``_summed_list``) ----

# What opens the clause after a list of letters and says it of every one ("A,C,D 都要满足", "A，C 俩都是前提",
# "A、C、D 均需满足"): the clause is about the whole list, never a description of its last letter alone.
# Every option's "all", and the words that sum up letters alone: a collective ("统统", "一律", "皆") or
# their count ("俩", "这仨").
LIST_SUMMING = (*EVERY_ALL, *_words("统统都|统统|通通都|通通|一律|皆|这俩|俩|这仨|仨"))
# A count said of the list before that word, or alone ("A，C 俩", "A，C，D 这三个都要满足"), as normalised
# (digits, "两" kept): the list's length, else the list is not the one counted and nothing is read.
SUMMED_COUNTS = {"两": 2, "俩": 2, "仨": 3, "三": 3, "四": 4}
# Those of them that count with no measure word ("A、B，就这俩"): a count of options by itself.
COUNTS_BY_THEMSELVES = _words("俩|仨")
# Every count in words that may close a set ("A、B、D，五个", "ABD，一个"), by value: the units, ten, and
# those above; one that is not the set's size asks again (``_closing_count``).
CLOSING_COUNT_WORDS = {
    **{word: value for value, word in enumerate(ZH_UNITS) if value},
    "十": 10,
    **SUMMED_COUNTS,
}
# What in that clause denies or doubts them ("A,C,D 都不满足", "都未必"): none of the list is chosen.
SUMMED_AGAINST = rf"{CLAIM_DENIALS}|[别否错]|\bwrong\b"  # a claim's denials, and "别", "否", "错"
# A reason against the option a clause opens with, before the answer goes on to name the chosen ones
# ("D 是数据竞争不是死锁，B 只影响协议选择；A、C"): the option said to do only something else
# ("只影响", "只管"), and the skip word that may close such a clause ("A 是 max-autotune 不是
# reduce-overhead，pass；…") (``_reasons_against``).
ONLY_AFFECTS = _words("只影响|只会影响|只管|只改|只决定|仅影响|仅决定")
SKIPPED = r"\bpass\b|跳过|略过"
# A stem word asking what only does something ("哪些只影响性能"): there a limit is the property asked.
ONLY_ASKED = r"只|仅|only\b"
# The question's own word said in Chinese where the stem writes it in English ("不是死锁" of a stem
# asking for a deadlock): the property a contrast denies of an option, found in the stem
# (``_reasons_against``).
STEM_WORD_IN_CHINESE = {"死锁": "deadlock", "挂死": "hang", "卡死": "hang"}
# The property the question asks about denied of the option its clause opens with ("B 不会死锁", "B 不导致
# 死锁"), perhaps with what it does instead ("…只是慢"): a reason against it, as the contrast is
# (``_reasons_against``).
PROPERTY_DENIALS = _words("并不会导致|不会导致|不会引起|不会造成|并不会|不会|不导致|不引起|不造成")
DONE_INSTEAD = _words("只是|只会|顶多|最多是")
# What the contrast may open with before its "是" ("D 说的是数据竞争不是死锁", "D 讲的是…"): the option's
# saying, the same contrast (``_reasons_against``).
CONTRAST_SAYS = _words("说的|讲的|指的|写的|描述的")
# A remark after the reason that calls the option a distractor again ("…不是死锁，出题人放进来当干扰；A、C"):
# more said against it, not more said of it; no negation may stand in its clause ("不是干扰").
SAID_AGAINST_AGAIN = _words("干扰项|干扰|陷阱|凑数|迷惑项|迷惑")
# A name said to be a figure ("eps 是 1e-6", "eps 取 1e-6"): after an every-option opening, a figure other
# than the one an option sets the name to says that option wrong (``_every``).
FIGURE_SET_TO = _words("是|为|取|用|设为|设成|等于|应该是|其实是")
# What ends the reasoning before a closing set of letters ("…能直接用 FA2 —— A D"): a pause or a dash
# (``_closing_set``).
CLOSING_SET_LEADS = r"[,，;；。:：]|——|—|-{2,}|->|→|=>"
# What keeps chosen options open or takes them back: a doubt, a hedge, a correction, a turned denial or
# a tentative word, in a gloss or before a closing set ("D（也许）", ``_closing_set``), or after an
# every-option opening ("全选，也许 E 不算", ``_every``). After that opening a lean keeps an option open
# too ("…，eps 应该是 1e-6": ``LEANINGS`` added there); in the reasoning before a set or its gloss it
# leans on a reason, not on the set ("头数 64 应该能到 64 —— A D", "A（应该能到 64）D"): not added.
KEPT_OPEN = (*DOUBTS, *HEDGES, *CORRECTIONS, *TURN_DENIALS, *TENTATIVE)
# A gloss in brackets after a letter of the set ("A（并行度到 64）D（能配 FA2）") must say none of these:
# a denial, a doubt or a question (``_closing_set``).
GLOSS_AGAINST = r"不|没|非|错|否|疑|[?？]|\bnot\b|n't\b|\bwrong\b"
# Said of a list of letters the reading chose, meaning it is not the candidate's set (``_list_unmeant``):
# "not all" before a summing word ("A、D 不都要", "A、D 未必都满足"), and "all" itself (``ALL_OF_THEM``).
NOT_ALL_LEADS = _words("并不|并非|并没|不一定|不见得|不必|不用|不需要|没必要|未必|不|没")
# What "也" says of an option after that list, as of the list itself ("A、D 都要满足，B 也是").
SAME_AS_SAID = _words("是|是的|一样|同样|如此|是这样")
# An option's letter turned against itself right after it ("B 不能说对", "B 说对也不对", "B的相反"), or the
# answer taken back by a closing clause of its own ("A、D 都要满足，其实不对"): the options named are not
# chosen, asked again (``_letter_turned``).
LETTER_TURNED = _words(
    "不能说对|不能说是对的|不能算对|说对也不对|说对也不全对|说对又不对|对也不对|的相反|的反面|的对立面|相反|反过来"
)
CLOSING_TAKEN_BACK = _words(
    "其实不对|其实也不对|其实不是|其实错了|其实是错的|其实不行|实际上不对|实际上不是|又好像不对|想想不对|想了想不对|"
    # a turn, then a denial with no subject of its own ("B，但是也不对", "B, but that's wrong too", "B
    # also no"): said of the option the answer names, never a remark beside it
    "但是也不对|但也不对|不过也不对|可是也不对|但其实也不对|但是也不行|但也不行|不过也不行|可是也不行|"
    "但是错了|但也错了|不过错了|可是错了|但是也错了|不过也错了|"
    "but that's wrong too|but that is wrong too|but it's wrong too|but it is wrong too|but also wrong|"
    "but wrong|but no|also no|is also no|also wrong|is also wrong|also not right|is also not right"
)
# Right after an option named, with only a particle or a pause between ("cublasGemmEx 吧…不对，…", "A，
# 哦不对，应该是…", "A, wait, …"): the option withdrawn, when the answer's last correction ends here and
# nothing after it names an option (``_retracted``). Not "其实"/"actually" (a reason goes on: "ABD，其实
# Grad-CAM 也能用"), nor a change verb ("D 改成 regression loss" restates D's text).
WITHDRAWN_RIGHT_AFTER = (*TRUTH_RETRACTIONS, *_words("不对|错了|说错|nope|no|i mean|不"))  # "不" last
# the particles and pauses that may stand between the option and the word
WITHDRAWN_PAUSES = _words("吧|呢|啊|吗|嘛|哈|呀")
# A member added to a committed set in a clause of its own and kept open there (convention 5 of
# blind-16.yaml's header: the answer is a hedge): "GQA 和 SwiGLU 肯定有，15T 也算吧", "A、D，B 应该也算",
# "B，A 也有吧", "A、B（D 也要吧）" (``_member_open``). The clause says "也" and closes on a tentative
# particle, or says "应该也"; or it opens by adding ("还有 B 吧"; a word of ADDED_BEFORE: "也要 D 吧").
MEMBER_OPEN_PARTICLES = _words("吧|吧吧|叭")
MEMBER_OPEN_SHOULD = _words("应该也|应当也")
MEMBER_OPEN_ADDING = _words("还有|加上|再加上|再加|外加|另外")
# what turns the clause against the member ("B 不算吧", "B 算不上吧", "B 也没有吧"): no hedge, a rule-out
MEMBER_OPEN_DENIALS = _words("不|没|非|未|别")
# ... or said to depend after it in its clause ("A 跟 C，D 看情况", "ABDE，C 要不要看你说的是哪层": blind-89):
# neither chosen nor let go, so the answer is a hedge as "D 也算吧" makes it (not "不取决于", a denial)
MEMBER_OPEN_DEPENDS = _words(
    "看情况|视情况|分情况|看场景|看具体情况|取决于|要不要看|要看|得看|看你|看您|看版本|看实现|"
    "it depends|depends|depending"
)
# ... or added on a condition in its clause ("A C；推荐配置的话还有 D", "…，要是算 SDE 还要加 C"): one
# reading's member, kept open as well (the words that add it are ``MEMBER_OPEN_ADDING`` and ``ADDED_BEFORE``)
MEMBER_OPEN_CONDITIONS = _words("的话|如果|要是|若是|假如|if")
# Two answers for two readings of the question ("如果问的是 X 就 B，问 Y 就 C", "if you mean SD1.x, yes;
# SDXL's VAE, no": blind-89's header): a hedge, unless a closing clause picks one reading (``_two_readings``).
# What opens such an answer: a condition, or saying the answer depends on something ("要看 NCCL 版本，…").
READINGS_OPENED = _words(
    "如果|假如|假设|要是|若是|若|倘若|要看|得看|看你|取决于|"
    "if you mean|if|it depends on|depends on|depending on"
)
# What names the consequent of a reading inside its clause ("只看轨迹就 ABDE", "指推荐配置还要加 D"): the
# answer follows it
READING_CONSEQUENTS = _words(
    "就是|就选|就|那就是|那就|那是|则是|则|的话是|的话|还要加|还得加|也要加|要加|否则|不然|then|otherwise|else"
)
# A clause that picks the question's reading after the two ("这题问本地，A", "按题目“占总时间”选 B",
# "题目应该是后者，对", "I'd go with 32"): what the question asks, or the candidate's own choice
READING_PICKED = _words(
    "这题|这道题|本题|此题|题目|题干|题意|按题目|按题意|按题干|照题目|出题人|我选|我会选|我还是选|最后选|"
    "i'd go with|i'll go with|i would go with|i'd pick|i'll pick|going with"
)
# ... and commits in it, by one of these words ("按题目…选 B", "这题不留余量，所以 64") or a bare answer
# closing it ("这题问本地，A"): a remark on the question alone ("题目里 64 的说法有问题") picks nothing
READING_PICK_COMMITS = _words("我选|选|所以选|所以|那就选|那就|就选|答案是|答案选|答|so|go with|pick")
# ... or names which reading ("题目应该是后者，对"): picked after readings the clauses do not grade alone
READING_NAMED = _words("前者|后者|第一种|第二种|头一种|后一种|the former|the latter")
# A give-up closing the answer after what it named ("B，算了不答了", "B，不答了"): nothing is answered —
# a give-up (``_letter_turned``). "算了" alone puts the answer off (``PUT_OFF_CLOSINGS``).
DECLINED_CLOSINGS = _words("不答了|不做了|不选了|不写了|不填了|不猜了|弃权|我弃了|这题弃了|放弃作答|不作答了")
# An option said to differ from the answer ("跟随机初始化有区别", "和 B 不一样"): not chosen
# (``_letter_turned``).
DIFFERS_LEADS = _words("跟|和|与|同")
DIFFERS_SAID = _words("有区别|有差别|有差异|不一样|不同|不相同|不是一回事|不是一个东西|不等价|有所不同")
DIFFERS_BEFORE = _words("区别于|有别于")
# A negation an option's text puts before a name in it ("未使用 LayerNorm", "没有用 AMP"): an answer
# naming it without one ("塔顶用了 LayerNorm") does not name that option (``_letter_turned``). The
# negation marks, and a thing taken away or switched off ("缺少 LayerNorm", "去掉 bias", "禁用 AMP"): the
# name is what the option does without. ("没有", "并未", "缺乏" are found by their first words.)
OPTION_NEGATIONS = (*NEGATION_MARKS, *_words("缺|少了|去掉|去除|禁用|关闭|关掉"))
# The use said right before that name in the answer, as done ("用了 LayerNorm", "加了 LayerNorm").
USE_AFFIRMED = _words(
    "已经使用了|已经用了|已经做了|已经加了|使用了|用了|做了|加了|加上了|开了|开启了|启用了|带了|使用|有"
)
# Said of options named before the rest chosen ("C 不错，其余都选", "E 也选，其余都选"), keeping them
# (``_kept_then_rest``): an adverb, then a praise (PRAISES) or a word that chooses or affirms.
KEPT_ADVERBS = _words("也|还|都|肯定|当然|挺|很|确实")
KEPT_SAID = _words("是对的|对|正确|没问题|可以|行|好|选|要|勾上|勾|成立")
# A doubt said of them that keeps them all the same ("E 存疑但也选"): the option chosen, held open.
# ... said in English or kept rather than chosen ("B 不确定但留着", "B not sure but I'll keep it"): kept all
# the same too; left unread, the doubt alone left the option out of a set the candidate kept it in.
# Words of a sentence of its own, never of a gloss naming an option after its letter ("D is 不对",
# "B not sure 不选"): a letter followed by one of them is not glossed (``_glossed_denied``).
GLOSS_SENTENCE_WORDS = _words(
    "is|are|was|isn't|not|no|wrong|right|correct|ok|okay|maybe|probably|i|i'm|im|think|too|also|and|or|"
    "but|so|if|the|it|sure|yes|true|false|pick|choose|keep|drop"
)
DOUBT_YET = _words("但是|但|不过|可是|可|but still|but|though|yet")
DOUBT_KEPT = _words(
    "也选|还是选|还选|照选|也要|也勾|选上|也选上|还是选上|还是留着|也留着|留着|还是保留|也保留|保留|"
    "i'll still keep it|i will still keep it|i'll keep it|i will keep it|i'd keep it|still keep it|keep it|"
    "keeping it|i'll still pick it|i'll pick it anyway|i'll pick it|still pick it|pick it anyway|pick it|"
    "i'll still choose it|i'll choose it|still choose it|choose it|i'll include it|include it|"
    "i'll keep them|keep them|keep both|i'll pick them|pick them|pick both"
)
# The same in English ("(B only affects perf, but pick it too)") (``_aside_against``).
PICKED_TOO = r"\b(?:pick|choose|select|include|tick)\b(?:\s+it)?\s+(?:too|as well|anyway)\b"
# Between a list of options and a doubt said of them together ("A、C 都不确定", "A 和 C 这俩没把握")
# (``_doubted_together``).
DOUBTED_TOGETHER_BY = _words("这两个|这俩|两个|这几个|几个|都|也|还|我")
# Between a figure said after "=" and the next "=", an alternative ("T=3 或者 T=1 吧", "x=3 or x=1"): the
# two assignments are options held open, not a chain of steps ("=32，32÷4=8") whose last is the result
# (``_value_mentions``). Not "或者说" ("T=3，或者说 T=1": or rather, a correction as often as not).
ASSIGNED_ALTERNATIVES = r"或者(?!\s*说)|或是|抑或|或(?![者是])|还是|要么|\bor\b"
ALTERNATIVE_CLOSINGS = _words("吧|吗|呢|呗|啊")
# Between two assignments of the same name, a word that makes the second a correction of the first
# ("T=3，或者说 T=1", "T=3，应该说 T=1"): the first is let go, as a chain step is (``_value_mentions``).
REASSIGNED_RATHER = r"或者说|应该说|准确(?:地)?说|确切(?:地)?说|\bI mean\b|\brather\b"
# The English pronoun before a word after a figure's "×" ("2× I guess"): no operand of a product.
PRONOUN_NOT_OPERAND = r"(?!I\s+[a-z]{2})"
# Said of letters listed and summed on a single choice ("B C D 都不对", "都比下限还小，不可能", "都太小",
# "都排除"): every one ruled out (``_listed_out``), with CALLED_WRONG, RULE_OUT, DISMISSALS and
# FIGURE_JUDGED_OFF. Not a bare "不" ("A 和 B 都不受影响" affirms what they do).
LISTED_OUT = _words("不太对|不大对|不行|错了|是错的|错|站不住|说不通|不成立")
# A verdict said of an option's figure in its own clause, against a limit the stem sets (``_limit_clause``,
# read by ``_figure_verdicts`` and ``_judged_over``): over it or failing ("64 头要 12.9G 超了", "放不下",
# "48 会 OOM", "48 就爆了", "too big"), the option ruled out, never chosen; within it ("48 头 9.7G 还在 10G
# 以内", "放得下", "够用"), the option kept. ``OVER_FIGURE``: a limit passed that names it ("超 10G 了").
OVER_LIMIT = _words(
    "超了|超出了|超出|超过了|超标了|超标|爆了|爆显存|放不下|装不下|塞不下|存不下|不够用|不够|OOM|溢出了|溢出|"
    "会爆|爆掉|炸了|炸显存|撑爆|撑不住|扛不住|跑不动|跑不起来|塞不进|放不进|超限|超显存|太大了|太大|太多了|"
    "out of memory|too big|too large|too many|too much|overflows|overflow|exceeds|exceeded|fails|"
    "won't fit|doesn't fit|over budget|over the budget|over the limit|over limit|above the limit"
)
OVER_FIGURE = r"超(?:过|出)?\s*\d+(?:\.\d+)?\s*[A-Za-z]*\s*(?:了|啦)"
# A negation before such a verdict in its clause ("48 头也不在 10G 以内", "并非以内", "未必够用", "不太够用"):
# the verdict is not said (``_figure_verdicts``).
VERDICT_NEGATED = r"[不没未非无]|\bnot\b"
# Words holding one of those characters that negate nothing ("64 超了，不过 48 以内", "64 头差不多 12.9G
# 超了"): not a negation before the verdict.
VERDICT_NOT_NEGATED = _words("不过|差不多|不管|不论|无论|不少|不久")
WITHIN_LIMIT = _words(
    "以内|之内|没超|没有超|不超|够用|够了|放得下|装得下|塞得下|存得下|刚好够|刚刚好|可以|没问题|"
    "fits|within budget|within the budget|within the limit|under budget|under the budget|under the limit"
)
# Words after such a verdict in its clause that deny it ("说 64 超了是错的"): not said either.
LIMIT_VERDICT_DENIED_AFTER = (*NEGATED_DENIALS, *_words("是错的|错了|错|说错了"))
# A step down said right before an option, in its clause after another said over the limit ("64 超了，
# 退一档到 48", "降到 48", "改成 48"): that option taken, as one said within is (``_figure_verdicts``);
# nothing but a unit word or "就行" may follow it in the clause ("降到 48 也不行" is no step taken).
STEPPED_DOWN_TO = _words(
    "退一档到|降一档到|退一级到|降一级到|退一档|降一档|退回到|回退到|退到|降到|降成|减到|改成|改为|换成"
)
STEP_CLOSES = r"\s*(?:头|个头|个)?\s*(?:就行了?|就好了?|就够了?|好了|了)?\s*$"
# A step refused before it ("不用降到 48", "别降到 48", "没必要退到 48"): no step taken.
STEP_REFUSED = r"[不没未非无别勿]|\bnot\b|\bdon't\b"
# A verb of counting before the "到" of a range of letters ("从 A 数到 E", "A 一直到 E"): the range still.
RANGE_COUNTED_TO = _words("数|一直|排|算")
# An aside said of a letter not chosen that affirms it after all, though it holds a denial: a double
# negative ("（B 也不是不对）", "（B 没错）", DOUBLE_NEGATIVE), praise ("没问题", PRAISES), a limit denied
# ("不只影响性能"), or the words below ("未必不对", "并不是无关"): no reason against it (``_aside_against``).
ASIDE_NOT_AGAINST = r"未必|不仅|不光|不止|不单|[不非]\s*是?\s*无"
# After a doubt overruled ("D 不确定，但也选"), words that undo the choice or keep it open again
# ("。其实不对", "，开玩笑的", "，可能吧", "；不过还是再想想"): no choice made
# (``_choice_clauses.doubt_overruled``).
OVERRULING_UNDONE = (*CORRECTIONS, *CLOSING_TAKEN_BACK, *DOUBTS, *HEDGES, *TENTATIVE, *LEANINGS, *SARCASM)
# Between a set named and a doubt said after a pause of the whole of it ("A、C，不确定", "AC 吧，但没把握"):
# a SOFT_PARTICLES before the pause, a "but" or a pronoun after it (``_set_doubted``).
# ... who doubts said in English too ("ACB, but B I'm not sure"), as "我" is.
SET_DOUBT_LEADS = _words(
    "但是|但|不过|可是|只是|就是|其实|说实话|我|都|也|还|有点|有些|还是|仍然|依然|i'm|i’m|i am|im|i|still"
)
# A doubt of the whole set besides DOUBTS, said as being unable to be sure ("A、C，确定不了", "…，无法确定").
SET_DOUBTS = (*DOUBTS, *_words("确定不了|不能确定|无法确定|没法确定|不敢确定|吃不准"))
# On a multiple choice, one more option named after the set and a pause, said only to be possible ("B D，C
# 说不准", "A、D, B maybe"): a member kept open (convention 5 of blind-16.yaml's header), the answer a hedge,
# never the set without it. Said in the candidate's own doubt ("AD，E 不确定", "C，B 我拿不准") it is left
# out, as forty labels read it (``_set_doubted``); who keeps it open may be said before the word ("C 我也
# 说不准").
MEMBER_KEPT_OPEN = _words("也说不准|说不准|也说不定|说不定|也许|或许|maybe|perhaps|possibly")
MEMBER_KEPT_OPEN_BY = _words("我|也|还|倒")
# A member of the set named again in the answer's closing clause and said only possibly in it or out of it
# ("ABDE C可能", "A B D E 还有C 吧 C可能", "ABCD 长度那个可能不算"): kept open, the answer a hedge
# (``_member_possible``). The possibility word, then what it may be ("不算", "也对"), then particles.
MEMBER_POSSIBLY = _words("也有可能|有可能|也可能|可能|也许|或许|说不定|大概|maybe|perhaps|possibly|probably")
# A member given a share of confidence closing the answer ("A C D，D 七成", "A D 九成，B 五成", "C 算不算我
# 五五开"): below certainty, or an even chance, it is kept open as "C 可能" is (``_member_possible``).
MEMBER_SHARE = (
    r"(?:我\s*)?(?:五五开|一半一半|对半开?|50\s*/\s*50|fifty[- ]fifty|(?<![\d.])\d{1,2}(?:\.\d+)?\s*[%％]|"
    r"(?<![一二两三四五六七八九十])(?:[一二两三四五六七八九]成[一二三四五六七八九]?|六七成|七八成|八九成)|"
    r"百分之[一二三四五六七八九十]+)(?:\s*的?(?:把握|可能性?|概率|sure))?"
)
# (said of a member of the set only: one outside it said possibly out, "ABD，C 可能不对", is only doubted)
MEMBER_POSSIBLY_OUT = _words(
    "也不算|不算|不对|不是|不行|不要|不选|没有|不用|不成立|不支持|不需要|不包括|不适用"
)
MEMBER_POSSIBLY_IN = _words("也算|也对|也是|也有|也要|也行|算|对|是|有|要|行")
# A question back opening on what the question means ("你是说 q k v out 四个都是 320×320 各一份？", "do you
# mean per layer?"): asks about the question, whatever figure or option it names (``_asking``); "我是说
# B" (I mean B) says the candidate's own answer, and is not here.
# Asking first to confirm a reading ("先确认下，0.03 元只算 GPU 还是含存储带宽？") opens one the same way.
CLARIFYING_OPENINGS = _words(
    "你的意思是|你意思是|你是说|您是说|你是指|您是指|你指的是|您指的是|你说的是|"
    "先确认一下|先确认下|想先确认一下|想先确认下|想确认一下|确认一下|先问一下|先问下|"
    "do you mean|you mean|are you saying|just to confirm"
)
# A question that doubts what the task or an option takes as given ("drop_tokens 真有这个参数？", "64 张卡
# 真的够 180B 吗？"), and what the candidate recalls or feels of it after ("我印象里叫 drop_policy", "我感觉
# 不够"): a doubt of the premise, no answer (``_asking.doubts_premise``).
PREMISE_DOUBTED = _words("真的|真有|真能|真会|真够|真要|真是|真支持|当真|确定有|确定能|确定是")
RECALLED_LEADS = _words(
    "我印象里|我印象中|印象里|印象中|我记得|记得|我感觉|感觉|我觉得|觉得|我怀疑|怀疑|我猜|我以为"
)
# A question back on what the stem asks, opening on the stem's meaning rather than on an option ("是问能不能
# 用吧？", "是指 SP 度能不能开到 64 吗？", "is it asking per rank?"), then answered ("…？那 A B"): the answer
# after it is the candidate's (``_asked_first``); the clarifying openings above count too. Who is asked
# about may be named before the opening ("这题是问…", "题目是指…").
STEM_ASKED_SUBJECTS = _words("这道题|这题|题目|题干|题意|这里|这个")
STEM_ASKED_OPENINGS = _words(
    "是不是在问|是不是问|是不是指|是不是说|是在问|是要问|是问|问的是|是指|指的是|意思是|是说|"
    "is the question asking|is it asking|is this asking|are you asking|you're asking|does the question mean|"
    "does it mean|does this mean"
)
# A reply after such a question that only says yes or no ("是问 NVMe 吗？是"): yes to the question back or
# to the stem? Asked again, never read as a mark.
STEM_ASKED_BARE_REPLIES = _words(
    "是|是的|对|对的|嗯|没错|不是|不对|不|能|可以|不能|不行|行|yes|yeah|yep|no|nope"
)
# A yes opening the reply before an option's letter ("是指能开到 64 吗？能，A"): yes to the question back, the
# letter the answer; a no is kept ("不能，A" may deny what A says).
STEM_ASKED_YES = _words("是的|是|对的|对|嗯|没错|能|可以|行|yes|yeah|yep")
# A condition the reply opens on after an alternative question back, saying which reading it takes
# ("是问每个 rank 还是全局？每个 rank 的话 8", "…还是 base？架构一样的话那就 A B D E"), or the reading asked
# ("是的话 8"): the answer follows it. On the other reading ("不是的话 C"), or with a second condition after
# it, what is meant of the stem is left open (``_asked_first``).
STEM_READING_CONDITIONS = _words("的话")
STEM_READING_IFS = _words("如果|要是|假如|若是|若|if")
# a reply continuing the question back as its alternative ("…？还是 C？", "…? or per node"): still asking;
# the same words inside the question back make it an alternative one ("是问每个 rank 还是全局？")
STEM_ASKED_ALTERNATIVES = _words("还是|或者|或是|or")
# a second condition in the answer after the reading taken ("…的话 8，全局的话 64", "是的话 A，否则 B")
STEM_READING_MORE = _words("的话|如果|假如|要是|否则|不然|if|otherwise")
STEM_READING_CONSEQUENTS = _words("那就|那么|那|就|then")
STEM_READING_TAKEN = _words("如果是|要是是|是|对")
STEM_READING_DENIED = _words("如果不是|要不是|若不是|不是|不然|否则|要不|不对")
# A true/false claim said to be the wrong way round ("反了", "不对，说反了", "正好相反"): false, and a
# sentence about the claim's direction rather than a bare mark: to confirm, as every label reads it.
CLAIM_REVERSED = _words(
    "说反了|弄反了|搞反了|写反了|反过来了|反过来|反了|正好相反|恰恰相反|刚好相反|恰好相反"
)
# That member doubted, then refused ("B D，C 不确定但不选", "…，C 拿不准，先不选"): left out, the set
# stands (it had been read as a hedge, or the set ruled out with it); what may stand between the doubt
# and the refusal, and the refusal.
MEMBER_DOUBT_OBJECTS = _words("它|对不对|是不是对的")  # "C 不确定对不对但不选": what the doubt is of
MEMBER_REFUSAL_LEADS = _words("但是|但|不过|可是|所以|那就|就|还是|先|我|暂时|索性|干脆")
MEMBER_REFUSED = _words("不选|不要|没选|不勾选|不勾|没勾|不考虑|排除|去掉|划掉|不算")
MEMBER_REFUSED_OBJECTS = _words("它|这个")  # "C 不确定，不选它": what the refusal is said of
# A doubt said in English of a part of the set just named, after a pause ("ABCDE, though I'm a bit shaky
# on the 8k one", "ABCDE, not sure about D"): the set kept open (convention 5), never the set chosen
# (``_set_doubted``); what may stand before the doubt, and the doubt.
PART_DOUBT_LEADS_EN = _words(
    "though|although|but|tho|i'm|i am|im|a bit|a little|slightly|kinda|somewhat|still"
)
PART_DOUBTS_EN = _words(
    "not sure about|not sure on|not so sure about|not too sure about|unsure about|unsure of|"
    "shaky on|shaky about|doubtful about|less sure about|iffy on|iffy about|not confident about|"
    "not certain about"
)
# A code comment saying what fails without the fill ("# 不是 constexpr 的话 arange 会报错", "# 不然编译
# 报错", "# otherwise it fails"): a reason for the code as written, never a word against it
# (``_code_remarks``), when a failure closes it and nothing in it doubts, hedges or offers another fill.
COMMENT_OTHERWISE_LEADS = (
    r"(?:(?:如果|要是|若|假如)\s*)?(?:不是|不用|不加|不写|没有|没加|没写|不声明成?|不标成?)\s*[^,，;；。]*?的话"
    r"|要不然|不然的话|不然|否则|otherwise|else"
)
# Another case set aside in a comment ("# 训练要 dropout 的话另说"): the code is for this one, no word
# against it; the case said in words, never a doubt of the fill ("# 不对的话另说" doubts it).
CASE_SET_ASIDE = r"(?:的话|时|的时候)\s*(?:另说|另当别论|再说|另算|另外处理|单独处理)"
# ... unless the case set aside is the fill failing ("# 不对的话另说", "# 不行的时候再说", "# 错了再说")
CASE_ASIDE_FAILING = _words("不对|不行|错")
COMMENT_FAILURES = (
    r"报错|出错|会错|编译不过|编译失败|跑不通|跑不了|用不了|不行|失败|挂掉|挂了|崩"
    r"|\b(?:fails?|errors?|breaks?|crash(?:es)?|won'?t compile)\b"
)
# The words that close a blank answer's description and give its fills ("a 行切 x，b 列切 y，就是 P('x',
# None) 和 P(None, 'y')"), the longer first; and the links between the fills after them.
FILLS_CONCLUDED = _words("也就是说|也就是|就是|即|写出来就是|写成|所以是|所以")
FILLS_JOINED = _words("以及|和|跟|与")
# A word before the conclusion that denies or turns what the words say ("a 不是行切 x，…"): no reading.
FILLS_DENIED_BEFORE = _words("不|没|别|错|not|no|wrong")
# A unit or a measure word after the option before its verdict ("48 头的话就超了", "64 heads → 12.9GB，超了"),
# and a condition ("48 的话"); the figure worked out for it may follow ("→ 12.9GB", "要 9.7G").
JUDGED_TAILS = _words("个头|头|个|heads|head")
JUDGED_WORKED = _words("→|->|=|≈|要|需要|占|约|大约|大概|是|total|is|needs|takes")
# Before a verdict opening the clause after the option's own ("48 heads → 9.66GB，刚好塞得下").
JUDGED_JUST = _words("刚好|正好|恰好|刚刚|just|still")
JUDGED_CONDITIONS = _words("的话|的时候|时")
# What may open the clause after the option before such a verdict ("48，就爆了", "48，直接 OOM").
JUDGED_LEADS = (
    r"(?:[就会都直接肯定必然立刻马上一定还也那得要可能]{0,4}|(?:would|will|does|is|gets)(?:\s+be)?)"
)
# A contrast denying the option right after it ("接近 48 但不是", "48 左右，可又不是 48", "close to 48 but not
# quite"): the option come near, not chosen (``_near_denied``).
NEAR_DENIED_CONTRASTS = _words("但是|但|可是|可|不过|却|只是|but|yet")
NEAR_DENIED_DENIALS = _words(
    "并不是|也不是|又不是|不完全是|不全是|不是|不等于|并非|不对|not exactly|not quite|isn't|is not|not"
)
NEAR_DENIED_POINTERS = _words("它|这个|那个|正好|刚好|恰好|exactly|it|that")
# An alternative offered after the option, unnamed ("约 48，也可能一半", "48，或者更少"): a hedge with the
# figure, asked again (``_hedged_after``); "或者说" restates, a reason ("也许是因为…") or a truth word
# ("也许是对的") or an addition ("D 也许也要") offers nothing else.
HEDGED_AFTER = _words(
    "也可能是|也可能|可能也是|也许是|也许|或许是|或许|说不定是|说不定|或者是|或者|或是|要么是|要么|"
    "or maybe|or possibly|or perhaps"
)
HEDGED_AFTER_NOTHING_ELSE = r"说|也|因为|由于|是因为|对|正确|没错|吧|吗|呢|啊|because|right|correct"
# A reply doubting the option just asked ("只能 A？不见得", "只有 48？不一定"): asked again
# (``_asked_doubted``).
# A doubt of oneself ("48？不太确定") is not one: read to confirm, as "48，不确定" is.
# "B？不会吧", "B? surely not": the question answered with disbelief, as "B？不见得"
ASKED_DOUBTED = _words(
    "不见得|不一定|未必|不尽然|那可不一定|这可不一定|可不一定|不会吧|不至于吧|"
    "not necessarily|surely not|probably not|i doubt it|"
    # disbelief asked back in a word ("B? really?", "B? doubt it", "48？真的吗"): as "B？不见得"
    "doubt it|really|seriously|you sure|are you sure|真的吗|真的假的|确定吗"
)
# The same doubt closing a clause of its own after a comma ("B 比 A 靠谱吧，也不一定", "B 靠谱，未必"):
# what was said of the option taken back into doubt (``_asked_doubted``); "B，不确定" doubts oneself, read
# to confirm.
CLAUSE_DOUBTED = _words("不一定|未必|不见得|不尽然|那可不一定|这可不一定|可不一定|not necessarily")

# ---- Options judged one clause at a time, by their own words (``_part_verdicts``) ----

# A verdict closing a clause that names options by their words ("varlen yes", "GQA 对"): kept.
PART_AFFIRMED = (
    r"yes|yep|yeah|ok|okay|true|correct|right|holds|applies|supported|required|needed|✓|✔|"
    r"对|对的|正确|支持|可以|行|成立|没问题|要|需要"
)
# ... or denying them ("arbitrary masks no", "seq len and CUDA graphs aren't requirements", "任意 mask 不行"):
# left out, whatever option their words may be.
PART_DENIED = (
    r"no|nope|false|wrong|incorrect|not supported|not required|not needed|not a requirement|"
    r"(?:is|are)\s*n'?o?t\s+(?:a\s+)?(?:requirements?|required|needed|necessary|supported|true|right|correct)|"
    r"(?:does|do)\s*n'?o?t\s+(?:apply|hold|count)|✗|✘|"
    r"不对|不行|不支持|不是|错|错的|不成立|不需要|不用|不要"
)
# ... or doubting them ("the eps one I'm not sure about"): kept open, unless the next clause leaves it out.
PART_DOUBTED = (
    r"(?:i'?m\s+|i am\s+)?(?:not sure|unsure)(?:\s+about(?:\s+(?:it|that(?: one)?|this(?: one)?))?)?|"
    r"不确定|拿不准"
)
# A clause that only leaves out what the clause before it named ("…, leaving it out", "…，不选").
PART_LEFT_OUT = (
    r"(?:so\s+|and\s+)?(?:i'?m\s+)?(?:leaving|leave|left)\s+(?:it|that(?: one)?|this(?: one)?)\s+out|"
    r"not (?:picking|choosing|ticking) (?:it|that(?: one)?)|(?:所以|就)?(?:不选|不勾|排除|去掉)"
)
# What joins the items of one such clause ("seq len and CUDA graphs", "GQA、SwiGLU"); a slash between
# figures ("8/16") joins none, nor "+" closing a name ("sm_89+").
PART_ITEM_LINKS = r"、|(?<!\d)/(?!\d)|&|(?<=\w)\s*\+\s*(?=\w)|\band\b|和|与|以及|及"
# "All" or "also" before a clause's verdict ("…都不行", "…也对").
PART_ALL = r"都|也|均"
# "All" opening a denial of one item ("D 都不需要", "D all no"): said of the list before it, never D alone.
PART_ALL_SAID = r"都|均|全都|全|all|both"
# A denied item that names what was said before ("全错", "these no", "其余不对", "我一个都不要"): no option.
PART_REFERS = (
    r"[全都均皆]|所有|这|那|哪|一个|任何|它们|以上|其余|其他|其它|剩下|\b(?:all|both|these|those|them|they|it|"
    r"rest|others?|each|every|any|one|none|neither|everything|anything)\b"
)
# What keeps a clause-by-clause answer open or not the candidate's, beside the hedges and turns.
PART_OPEN = _words("吧|i guess|i think|might|someone|teacher|老师|同事")

# ---- Options sorted into groups, each under a label (``_sorted_groups``) ----

# The label of a group of options said right ("对：A、D；错：B、C、E", "错的 A D E 对的 B C") ...
GROUP_TRUE = r"对|对的|是对的|正确|正确的|没错的|true|correct|right"
# ... or said wrong: the statements' truth, whatever the stem asks for.
GROUP_FALSE = r"错|错的|是错的|错误|错误的|不对|不对的|不正确|不正确的|false|wrong|incorrect"
# ... or chosen and left out ("选：A D；不选：B"): the choice itself, whatever the stem asks for.
GROUP_CHOSEN = r"选|选的|要选的|勾|勾的|勾选"
GROUP_LEFT = r"不选|不选的|不勾|不勾的|排除|排除的"
# ... or said to do what the stem asks and not ("需要：维度对齐；不需要：CUDA graph"): one verb, then denied.
GROUP_VERBS = r"需要|要|可以|能|支持|可用|能用|适用|满足|属于|包括|算"
GROUP_VERB_DENIALS = r"不|不是|没有|没"
# After a label, before its members ("对的是 B C", "错的有 D").
GROUP_COPULAS = r"是|有"
# The group left out said empty ("错的：无；对的：ABCD").
GROUP_NONE = r"无|没有|没|一个都没有|none|nothing"

# A denial right before an "all but" ("not everything but C", "不是除了 C 都对"): the rest denied.
ALL_BUT_DENIED_BEFORE = r"\bnot|n't|\bnever|不是|并非|并不是"

# What a doubt in English after a set names outside it ("AE, not sure about the rest"): the options left
# out, only doubted (``_set_doubted``).
REST_LEFT_OUT_EN = _words(
    "the rest|the others|the other ones|the other options|others|the remaining ones|the remaining options"
)
# Ruling out an option denied or asked right after it ("B 不能排除", "B 能不能排除", "B 可以排除吗", "B
# can't be ruled out"): the option is held open, never chosen (``_rule_out_open``). Said before the
# option ("不能排除 B") it was already no choice.
RULE_OUT_DENIERS = _words(
    "不太能|不大能|不能|不可以|不可|没法|没办法|无法|不好|不敢|难以|很难|还不能|暂时不能|能不能|可不可以|"
    "可不可|要不要|该不该|能否|是否能|是否可以|是否|不"  # "B 也不排除": not ruled out, not chosen either
)
RULE_OUT_ASKED_AFTER = _words("吗|么|嘛|不")  # "B 可以排除吗", "B 能排除不"
RULE_OUT_UNDONE = _words("排除不了|排除不掉|排不掉|排不了|去不掉|划不掉")
RULE_OUT_EN = _words(
    "can't be ruled out|cannot be ruled out|can not be ruled out|couldn't be ruled out|isn't ruled out|"
    "is not ruled out|can't rule it out|cannot rule it out|can't rule out|cannot rule out|"
    "can it be ruled out|could it be ruled out|can't be excluded|cannot be excluded|can it be excluded"
)
RULE_OUT_EN_BEFORE = _words(
    "can't rule out|cannot rule out|can not rule out|couldn't rule out|won't rule out"
)
# An option tried with a question particle, then another named bare ("48 呢，64", "A 吗？B"): the candidate
# weighs them, closing on neither (``_tried_then_another``); a word after the pause decides ("48 呢，不，64",
# "48 呢，最后选 64") and is read as before.
TRIED_PARTICLES = _words("呢|吗|么|嘛")
TRIED_CLOSINGS = _words("吧|呗|啊|呀|了|？|?")
# A count of the whole and a chosen count ("64 个里挑 2 个", "64 个专家中激活 2 个", "64 选 2", "2 out of
# 64"): the operands of a share, never an option's figure said as the answer (``_counted_operands``).
COUNTED_PLACES = _words("里面|之中|当中|里|中")
COUNTED_ADVERBS = _words("每次只|只|每次|都")
COUNTED_VERBS = _words("挑出|挑|选出|选|取出|取|激活|抽出|抽|路由到|路由|点亮|走")
COUNTED_OF_EN = _words("out of|of")
# A condition naming another option after the one given ("B unless A", "B，除非是 A"): the answer holds
# only if that other one does not, a hedge between them (``_left_open``).
UNLESS_ANOTHER = _words("unless|except if|except when|除非|要不是")
# ... and what may stand between it and the option it names ("unless it's A", "除非是 A", "除非选了 A"),
# a reading of the question among them ("unless the question means A", "除非问的是 A"); not a reason
# ("因为除非开 fullgraph 否则会断图" names D's words on no condition of the answer)
UNLESS_NAMING = _words(
    "the question means|the question is about|the question asks|you mean|it means|they mean|it's|its|it is|"
    "题目问的是|题目指的是|题目说的是|问的是|指的是|说的是|是|选|选了"
)
# A word offering a figure as an alternative ("464 GB 吧，或者 2*48*…*4/1e9 GB"): the expression after it is
# evaluated, and read as the hedge it is (``_python_values``).
FIGURE_OFFERED_LEADS = _words("或者|或是|或|还是|or")
# What keeps the other true/false mark open said right before it, after a mark ("对，也可能错", "对，也许错",
# "true, maybe false", "true, could be false", "true, unless it's false"): a hedge, never an answer.
OTHER_MARK_KEPT_OPEN = (*HEDGES, *TENTATIVE, *UNLESS_ANOTHER, *_words("could be|might be|may be"))
# What may stand between an option and what is said of it in its clause ("B I'm not sure about", "B 也
# 有点拿不准", ``_left_open``)
SAID_OF_OPTION = _words("is|are|i'm|im|i am|还|也|我|都|有点|有些|就")
# The particles a list offered with a question mark may close on before it ("rollout + LRP 吧？")
ASKED_LIST_PARTICLES = _words("吧|吗|呢")
# A denial closing the clause of options named by their place ("前三个不对", "the first two are wrong"):
# those options are denied, never chosen (``_left_open``).
MEMBER_DENIED_AFTER = _words(
    "不对|不是|错了|是错的|错的|错|不正确|不成立|不行|不选|排除|wrong|incorrect|false|is wrong|are wrong|"
    "is false|are false|no|nope"
)
# An option's own clause that lets it go, after the last time it is named ("A no; C nope; finally B also
# no", "B doesn't", "C 也不像", "48，划掉", "C，我一直以为不行"): the option is rejected, never read as chosen
# (``_denied_in_turn``). What may stand before the rejection, the rejection, and a word after it.
OWN_CLAUSE_LEADS = _words(
    "is also|is|are|also|too|that's|that is|it's|it is|that one's|i think|i thought|"
    "我一直以为|一直以为|我以为|以为|我觉得|觉得|感觉|看着|好像|应该|其实|肯定|显然|那个|这个|还|也|我|都|就|同样"
)
OWN_CLAUSE_REJECTIONS = (
    *MEMBER_DENIED_AFTER,
    *_words(
        "也不像|不像|不算|划掉|作废|不要|doesn't count|does not count|doesn't|does not|doesn’t|"
        "not it|no good|ruled out|is out|out|is off|off|nah"
    ),
)
# An option's own clause that only says "too" after a rejection of another ("only C is wrong, D too"):
# the rejection said again of it.
OWN_CLAUSE_TOO = _words("too|as well|also|也是|也一样|同样")
OWN_CLAUSE_AFTER = _words("too|either|了|吧|啊|呀|哦|嘛|啦")
# A plural said with a rejection of a list parted by commas ("B, C, E are wrong", "B，C，E 都不对"): the
# rejection is said of the whole list, not of its last member alone.
OWN_CLAUSE_PLURAL = _words("are|both|all|都|全|全都")
# A rhetorical question after an answer, naming what it scorns ("C，不然还能是 A 吗", "C，总不能是 A 吧",
# "C，难道是 A 不成"): its lead, the closing that makes it a question, and the ironic signs that may close it
# (``_rhetorical``). Its leads are words that answer themselves: "otherwise", "surely not", "could it be".
RHETORICAL_ASKING_LEADS = _words(
    "不然还能|不然还会|不然又能|不然能|要不然还能|要不还能|否则还能|否则又能|难道还能|难道还会|难道会|难道"
)
RHETORICAL_ASKING_CLOSES = _words("吗|么|嘛|不成")
# A story or an analogy opening an answer ("就像拼图只剩一块一块的，…——gather 16bit 那个", "好比…"): not
# "好像" (seems, a hedge) nor "比如" (an example of the answer itself) (``_meaning_words``).
ANALOGY_LEADS = _words("就像|就好像|就好比|好比|打个比方|打个比喻|这就像|这就好比|这就好像")
RHETORICAL_SURELY_LEADS = _words("总不能|总不会|总不至于")
# A reason given as a rhetorical question after the letters chosen ("A 吧，compile 不是有个 deterministic
# 参数吗": isn't there one?): it asserts what it asks, the letters stand (``_asking``). Only "isn't there",
# "didn't they say": "不是 C 吗" turns to another answer and stays a question.
RHETORICAL_REASON_LEADS = r"不是(?:有|说|自带|支持|本来就有|早就有|已经有)"
RHETORICAL_SURELY_CLOSES = _words("吧|吧？|吧?|不成")
IRONY_SIGN_NAMES = _words("ROLLING EYES|UPSIDE-DOWN|UNAMUSED|SMIRKING")
# A question word in what a rhetorical question names ("不然还能是啥"): a real question, nothing scorned
RHETORICAL_QUESTION_WORDS = _words("什么|啥|哪|谁|怎")
# A true/false answer opening on a word that acknowledges the question, then judging the claim by name
# false ("对，这句话是错的：…"): the acknowledgement is no mark (``_acknowledged``). Only "yes"-words: "不对，
# 这句话是对的" says both marks and is asked again.
ACKNOWLEDGING = _words("对对|对的|对|是的|嗯对|好的")
CLAIM_SAID = _words("说的|的说法|本身|讲的")
CLAIM_FALSE = _words("错误|错|不对|不成立|有误|是假的|假的")
# ... not when the word goes on into another ("错不了", "不对不到", "不错": sure, fine; "不在" a place)
CLAIM_FALSE_GOING_ON = _words("不了|不到|不错|不在")
# A count said in English of the list before it ("…, doc length — all four are standard", "adaLN-Zero and
# the smaller patch both lowered FID"): the number of options the candidate meant (``_count_said``).
COUNT_SAID_ALL = _words("all")
COUNT_SAID_POINTED = _words("these|those|the")
COUNT_SAID_PAIR = _words("both")
# ... and the words that link the list's items in Chinese beside the marks ("LPIPS 和 IS — both …")
COUNT_LIST_LINKS = _words("和|与|及")
# A chain of second thoughts closed on one option ("D…不对…；A…没这个参数；最后 C", "…。还是 B 吧"): the
# words that open the closing clause before the option (``_chain_closed``), and what lets each option
# before it go: a correction or a denial, not a question alone ("C？还是 B" asks C or B).
CHAIN_CLOSE_LEADS = _words(
    "最后还是选|最后还是|最终还是|最后选|最终选|最后是|最终是|最后|最终|还是选|还是|然后选|然后是|然后|"
    "finally|in the end"
)
CHAIN_CLOSE_INTERJECTIONS = _words("嗯|哦|噢|呃|额|那|那就|所以|好吧|行吧|ok so|so")
CHAIN_LET_GO = _words("不对|不是|不像|也不像|错了|不行|不可能|没这个|没有这个|没这|排除|wrong|nope|no|not")
# Thinking aloud before committing ("emm 让我想想……嗯 D", ``_trail``): what opens the trail of thought, the
# word that commits after its last pause ("…嗯 D", "…那就 D", "…就第一个吧"), and what in the commitment
# points back into the trail or adds to it ("嗯 剩下两个", "嗯 还有 E", "嗯 还是原来那个"): not read alone.
TRAIL_OPENERS = _words("让我想想|我想想|想想|想一下|我想一下|let me think|hmm|hm")
TRAIL_COMMITS = _words("那就选|那就是|那就|就选|就是|那么|那|就|所以选|所以是|所以|选")
TRAIL_BACK_REFERENCES = _words(
    "剩下|剩余|余下|其余|其他|其它|另外|另一个|别的|还有|也|再加|加上|外加|以及|原来|刚才|刚刚|前面|上面|"
    "之前|一开始|最开始|最初|第一反应|想的|说的|提到的|那俩|这俩|the rest|the others|also|too"
)
# Several members of the set weighed one by one after the correction word, each in a clause of its own
# ("B C A. wait A counts, B doesn't", "A B C，等等 A 算，B 不算"): each kept or let go by these
# (``_member_rethought``).
MEMBER_WEIGHED_IN = _words(
    "still counts|counts|count|stays|qualifies|is fine|is ok|is in|yes|yep|yup|yeah|也算|算|对|保留"
)
MEMBER_WEIGHED_OUT = _words(
    "doesn't count|does not count|doesn't|doesn’t|does not|is out|out|nope|no|not|"
    "不算|不对|不要|去掉|划掉|排除"
)
# A member of a set named again after a correction word, then kept by the answer's last clause ("LPIPS
# MS-SSIM IS. wait IS uses …, so yes it counts", "A、B、C，等等 C 要分类器，但还是算"): ``_member_rethought``.
MEMBER_KEPT = (
    r"(?:^|[,，;；.。…!！]|\bso\b|\bbut\b|但是?|不过|所以)\s*(?:so|thus|hence|but|所以|但是?|不过|那)?\s*,?\s*"
    r"(?:(?:yes|yeah|yep)\s*,?\s*)?(?:(?:it|that|this|that one)\s+)?(?:still\s+|does\s+)?"
    r"(?:counts?|stays|qualifies|is fine|is ok|is in)"
    r"|(?:还是|也|照样|依然|仍然)\s*(?:算|要选|选|保留|留着)"
)

# ---- The one left, pointed at or told by what it says (``_left_pointed``) ----

# A clause of its own pointing at the one option a reason before it describes ("…，那就是它了",
# "就它了"): after every other option set aside, the one left.
POINTED_AT_ONE = _words(
    "那就是它了|那就是它|就是它了|就是它|那就它了|那就它|就它了|就它|那就选它|就选它|选它"
)
# What the options left are counted as ("剩下两个", "剩下的这两项").
LEFT_COUNTED = _words("两|二|2|三|3")
# Where the one told apart is said to be among them ("剩下两个里", "…当中").
AMONG_LEFT = _words("里面|里头|当中|之中|中间|里|中")
# Only one of them ("只有一个", "就一个").
ONLY_ONE_OF = _words("只有一个|只有一项|就只有一个|就一个|仅有一个|仅一个|只一个")
# What that one is said to write or hold ("…只有一个真的写了 reduce-overhead"): its own text follows.
WRITES_OF_LEFT = _words(
    "真的写了|真正写了|确实写了|写的是|写了|写着|用的是|用了|带了|带着|带|开了|设了|设的是|是|有|含有|包含|提到了|提到"
)

# The one left named by a word of its text after it ("剩下那个 sync"), or pointed at by one after a
# conclusion ("所以 sync 那个"): the remaining one, then its word; the conclusion, then the word and "那个".
LEFT_NAMED_LEADS = _words("只剩下|只剩|就剩下|就剩|还剩|剩下的|剩下|剩余的|剩余|余下的|余下")
LEFT_NAMED_ONE = _words("那一个|那个|那项|一个|这个")
LEFT_NAMED_IS = _words("就是|是|选|就选")
LEFT_CONCLUDED = _words("所以是|所以选|所以|因此|那就是|那就选|那只能是|只能是")
LEFT_CONCLUDED_ONE = _words("那一个|那个|那项|的那个")

# ---- Code said aloud to a phone's voice input (``_spoken_code``) ----

# Punctuation said as a word, and the symbol it writes; a bare 括号 is either bracket ("f 括号 x" opens,
# "…x 括号" may close). Longer words first: a regex takes the first that matches.
SPOKEN_SYMBOLS = {
    "左括号": "(",
    "右括号": ")",
    "括号": "()",
    "逗号": ",",
    "下划线": "_",
    "单引号": "'",
    "双引号": '"',
    "引号": "'",
    "冒号": ":",
    "等于": "=",
    "箭头": "->",
    "分号": ";",
    "星号": "*",
    "点": ".",
}
# The words that may join the pieces of an option's code said aloud ("先调 torch 点 …，然后再 compile"):
# the order of the steps, nothing said of them.
SPOKEN_CODE_LINKS = _words(
    "先调用|先调|先用|先写|先|然后再|然后|接着|之后再|之后|再调|再用|再|最后|调用|调|用|写|加上|加"
)

# ---- A turn to another option closing the answer (``_switched_close``) ----

# The verb of the turn ("…，换 C", "…。改位置编码"): what follows is the option now chosen.
SWITCHED_TO = _words("换成|改成|改为|改选|换选|换到|改用|换用|那就换|那就改|还是改|应该改|要改|换|改")


# ---- Words of this stop's rounds, named here as every word list is ----

# What singles out the options named after it ("只有 A 和 C 是必须的", "only B, C and E are wrong"):
# ``_only_said``.
ONLY_NAMED = r"只有|唯独|就|only"
# A word pointing back at what was just said ("那是 int4", "这个是 int4 的情况"): ``_own_case``.
THAT_THIS = _words("那个|这个|那|这")
# What 除 opens when it is no division ("除了", "除去", "除非", "除开", "除掉"): ``_step_after``.
CHU_NOT_DIVIDING = r"了|去|非|开|掉"
# What may lead a closing switch to another option ("那换 C", "还是改 B"): ``_switched_close``.
SWITCH_LEADS = _words("那|那就|还是")
# The verbs a number format follows in a condition ("如果是 fp32", "要是换成 bf16"): ``_other_case``.
FORMAT_VERBS = r"是|用|按|换成|改成|换|改"
# A question word, so that a clause asking it is a question about the claim, not a reply to it:
# ``_claim_asked``.
QUESTION_WORDS = r"为什么|为啥|怎么|如何|哪|谁|什么|多少|几|\b(?:why|how|what|which|who)\b"
# What an option set aside is said to be of ("那是 int4 的情况", "是 int4 的结果"): ``_own_case``.
CASE_OF = _words("情况|结果|数")
# A pause that stops only to add one more option to the set ("A B C. wait, D too", "ABD，等等，还有 C"):
# the pause word, a link of addition after it, or the "also" closing the option's clause
# (``added_after_pause``); any other correction before an option takes the set back.
PAUSED_ADDITION_WORDS = _words("等等|等一下|等下|等一等|wait|oh wait|hold on|actually|oh|哦|噢")
ADDED_AFTER_PAUSE = _words("还有|另外还有|另外|再加上|再加|加上|also|and also|plus|and")
ALSO_AFTER_PAUSE = _words(
    "too|also|as well|also counts|counts too|is also in|"
    "也算|也要|也选|也对|也是对的|也正确|也成立|也得选|也要选"
)
# A word of the claim said to be what makes it wrong ("去掉“一定”就成立", "把“一定”删了就对了"): the claim
# as given does not hold (``_word_dropped``). The verbs that drop the word, the nouns that may name it
# ("两个字"), and what is then said of the rest ("就成立", "才对").
WORD_DROPPED_VERBS = _words("去掉|删掉|拿掉|划掉|去了|删了|去除|删除|删去|不带")
WORD_NOUNS = _words("这两个字|两个字|二字|这个字|这个词|这词|这个|俩字")
HELD_WITHOUT = _words("成立|是对的|对了|对|正确|没问题|没毛病")
HELD_WITHOUT_LEADS = _words("就|才|那就|那")
# A counter-example opening a true/false answer ("反例：InstructGPT 最后用的是 6B 的 RM", "counterexample:
# …"): the claim denied by an instance, false (``_counter_example``); a lead before it ("举个反例：").
COUNTER_EXAMPLE_LEADS = _words("举个|举一个|一个|有个|有一个|有|给个|给一个|a|one")
COUNTER_EXAMPLE_WORDS = _words("反例|counterexample|counter-example|counter example")
# What after it takes the counter-example back ("…，不过这不算反例"), or opening it finds none ("反例：没有",
# "反例：想不出来"): no reading.
COUNTER_EXAMPLE_TAKEN_BACK = _words(
    "不算反例|不是反例|算不上反例|不能算反例|称不上反例|没有反例|没反例|"
    "not a counterexample|not really a counterexample|no counterexample|not a counter-example|"
    "no counter-example"
)
# none found, or none known, said in the candidate's own voice ("I can't find one", "我不知道"): no instance
COUNTER_EXAMPLE_NONE = _words(
    "没有|没|无|找不到|想不到|举不出|查不到|没查到|不知道|不清楚|不记得|说不出|none|nothing|no|"
    "can't think of|cannot think of|couldn't think of|can't find|cannot find|couldn't find|"
    "not aware of|don't know|do not know|no idea|dunno"
)
COUNTER_EXAMPLE_NONE_VOICE = _words("我|我也|我还|I|I really|I just|I still")
# Words that only stress a counter-example ("反例：Mamba 确实不支持"): no words of an instance of its own
COUNTER_EXAMPLE_STRESS = _words(
    "确实|的确|就是|真的|其实|本来|本身|也|都|的|了|是|indeed|really|actually|does|is"
)
# A verb written as one region writes it, for the claim's ("支援" in Taiwan for "支持"): the echo of the
# claim's own verb (``_truth_echo``).
REGIONAL_VERBS = {"支援": "支持"}
# A "but" that turns only to praise, closing its clause ("长度过滤最粗暴但最有效", "简单但好用"): after an
# every-option opening it takes nothing back (``_every``); "但最有效的是 D", "但不好用" are no such turn.
PRAISE_AFTER_BUT = _words("有效|好用|管用|实用|靠谱|够用|有用|稳|准")
PRAISE_DEGREES = _words("最|很|挺|更|也|还|非常|特别|相当|真的|真|超")
# A review comment's approval opening the answer ("LGTM on B", "Approve C", "ship A", "+1 on A, D"): what
# follows it, up to its clause's end, is what is chosen (``_approved``); never after a denial ("not LGTM").
APPROVALS = _words("lgtm|looks good to me|approved|approve|ship it|ship|+1")
# What makes an approval's object no plain answer: asked, offered as an alternative or denied ("LGTM B or
# C", "LGTM not B"): read as the answer stands.
APPROVAL_NOT_PLAIN = r"[?？]|\bor\b|或|还是|\bnot\b|\bno\b|不|没|别"
# What opens a review comment's aside: what it names is not chosen ("LGTM B. nit: C …").
REVIEW_ASIDES = _words("nits|nit|nb|note|fwiw|但|不过|but")
# An aside that takes the approval back or turns it ("LGTM B. nit: wait no", "…，算了", "request changes").
APPROVAL_TAKEN_BACK = (
    r"\bwait\b|scratch that|never ?mind|on second thought|\bi mean\b|\bcorrection\b|just kidding|\boops\b|"
    r"不对|等等|等一下|算了|撤回|收回|说错|搞错|反悔|request(?:ing)? changes|\bnot lgtm\b|\bdon'?t ship\b|"
    r"\bdo not ship\b|\bhold off\b|\bblock(?:ing|ed)?\b|\breject"
)
# A word turning the approval to an option named after it in an aside ("nit: actually C", "其实 C 才对",
# "nit: maybe D", "also E"): the set approved is not the answer as it stands.
APPROVAL_TURNED_TO = (
    r"\bactually\b|\binstead\b|\brather\b|其实|改成|改为|改选|改|换成|换|应该是|应该选|应选|应是|"
    r"\bshould be\b|\bgo with\b|\bpick\b|选|\bprefer\b|\bmaybe\b|\bperhaps\b|\bprobably\b|"
    r"可能|也许|或许|大概|\balso\b|\bplus\b|还有|加上|\band\b|和|\bor\b|或|还是"
)
# ... or said after the option ("C 才对", "E too", "D 也对").
APPROVAL_TURNED_AFTER = (
    r"才对|才是|更对|更好|也对|也行|也可以|也算|也要|也选|也是对的|也正确|\binstead\b|\bis better\b|"
    r"\bis (?:right|correct|the answer)\b|\btoo\b|\bas well\b|\balso\b"
)
# A doubt or denial said of an option the review approved ("LGTM A, D. nit: D 不确定"): not approved as
# it stands.
APPROVED_DOUBTED = (
    r"不|没|别|错|存疑|待定|犹豫|\bnot\b|n't\b|\bno\b|\bwrong\b|\bunsure\b|\bdoubt|\bdrop\b|"
    r"\bremove\b|去掉|删"
)
# A verdict glued to the option before a correction ("B 不对，D 对": B wrong, D right), not a set corrected.
GLUED_DENIAL = r"不对|不是|错|no\b|not\b|wrong"

# Words after which a lone "a" is still a letter, not the article: "a is right", "a and c", "a because …"
# (``_letter_mentions``); before any other English word a circled one is said as the option it names
# (``_text.normal``: "Ⓐ micro batch …").
LETTER_VERBS = _words(
    "is|and|or|because|since|as|seems|looks|should|would|must|was|are|plus|with|only|too|also|then|"
    "for|seem|look|could|might|may|can|will|isn't|wasn't|has|option|options|choice|maybe|perhaps|"
    "possibly|probably|tbh|imo|imho|honestly|"
    "excluded|eliminated|ruled|crossed|"  # "A excluded, B": the letter ruled out, never an article
    "included|kept|stays|remains"  # "BC, A stays", "A kept": the letter kept, never after an article
)


# ---- Cantonese written as typed, each word beside its Mandarin one (``_cantonese.mandarin``) ----

# Words of written Cantonese and the Mandarin they say, in the order tried (a longer word before its
# own start: "唔係" before "唔", "啱啱" before "啱"), so that every reader knowing "是", "不是", "对",
# "选", "和", "还是" knows them: "係 A" reads as "是 A", "唔係，應該係 26GB" as "不是，應該是 26GB",
# "B D 加埋 C" as "B D 加上 C". The simplified spelling a Cantonese typist may use is beside the
# traditional one where it is Cantonese alone ("唔系"); "系" alone is Mandarin's too (系数, 关系).
CANTONESE_WORDS = {
    "唔係": "不是", "唔系": "不是", "係咪": "是不是", "系咪": "是不是", "唔好": "不要",
    "冇問題": "没问题", "冇问题": "没问题", "冇": "没有", "淨係": "只有", "净系": "只有", "净係": "只有",
    "同埋": "和", "加埋": "加上", "啱啱": "刚好", "先啱": "才对", "啱": "对", "揀": "选", "拣": "选",
    "咗": "了", "嘅": "的", "嗰啲": "那些", "嗰": "那", "𠮶": "那", "啲": "些", "啩": "吧", "嘢": "东西",
    "乜嘢": "什么", "咩嘢": "什么", "咩": "吗", "睇": "看", "佢": "它", "嚟": "来", "邊個": "哪个",
    "边个": "哪个",
}  # fmt: skip
# Cantonese "細" is "小" ("太細", "細咗"), but Mandarin's "细" is fine or thin ("細粒度", "細節"): only
# after a degree or a change, or before the particles of one
CANTONESE_SMALL = r"(?<=[太好較较更最變变咁幾組组])細|細(?=咗|啲)"
# Particles of mood alone ("係 A 囉", "唔變㗎", "唔係喎", "好似係啫"): no word of the answer, dropped where
# the answer comes in (a pause where a clause goes on after them, "係囉 rank 大咗…"); an answer that had
# one is more than bare, read to confirm (the tentative "啩" is "吧", in ``CANTONESE_WORDS``); Mandarin's
# "啰" too, as typed simplified, but not in "啰嗦" (wordy)
CANTONESE_PARTICLES = r"(?:[囉㗎喎㖞啫]|啰(?![嗦唆]))+"
# "唔" before a word is "不" ("唔會", "唔一定", "唔支持"); alone, before a pause, it is Mandarin's "hmm"
CANTONESE_NOT = r"唔(?![該该])"  # "唔該" thanks, asks; no "不該"
# "係" is "是" but inside a word of its own ("關係", "聯係", "係數": relation, coefficient)
CANTONESE_IS = "係"
CANTONESE_IS_WORDS = r"(?<![關关聯联干幹])係(?![數数])"
# A conjunction standing between two answers, set apart by spaces or letters ("A 同 C", "GQA 同 SwiGLU",
# "A 定 B"): Cantonese "同" is "和", "定" / "定係" "还是" (a hedge between the two); inside a word
# ("相同", "同样", "确定", "一定係") they are the word's
CANTONESE_CONJUNCTIONS = {"同": "和", "定係": "还是", "定系": "还是", "定": "还是"}
# A short clause after the one option chosen that holds a negation ("B 不合适", "B 没有道理", "B 不一定",
# "B is not right"): said of B, it may deny it; asked again (``_negated_after``) unless it is one of these,
# which affirm in a negation's characters ("B 没错", "B 不会错", "B 毋庸置疑", "C，不解释", "B, no doubt"),
# keep the one chosen against the rest ("选 B，不选别的", "B，不用换一个"),
# or doubt oneself, which the labels read to confirm ("B（不太确定）", "C，但不是百分百").
KEPT_IN_NEGATION = (
    *PRAISES,
    *SAID_SURE,
    *EXCEPT_KEEPS,
    *DOUBTS,
    *_words(
        "没有错|不会有错|准没错|毫无疑问|无可置疑|没得说|不用说|不必说|没疑问|没有疑问|不存疑|不解释|"
        "毫不犹豫|不带犹豫|不犹豫|八九不离十|不是百分之百|不是百分百|没有百分百|"
        "不选别的|不选其他|别的不选|不用换一个|不用换|不换了|不用改|不改了|"
        "can't be wrong|cannot be wrong|not wrong|"
        "can't tell|cannot tell|can't say|cannot say|"
        "不扣分|不丢分|没看懂|没太懂|没看明白|不太懂|"
        "undoubtedly|no problem|not a problem|no issue"
    ),
)
# A short clause after a single choice's letter that sets the option aside without a Chinese negation the
# check finds, or with one said of "this" ("B 除外", "B pass", "B 还是算了", "B，不是这个"), or in Korean or
# Japanese ("B 아니요", "B 아님", "B じゃない", "B ではない", "B 違う", "B 틀렸다"): asked again
# (``_negated_after``).
SET_ASIDE_AFTER = _words(
    "除外|除开|pass|算了|还是算了|不要了|不是这个|不是这项|不是这一项|不是它|不是这|错了错了|"
    "아니요|아니오|아니에요|아니야|아니다|아님|아니|아닌|틀렸다|틀렸어요|틀려요|틀림|"
    "じゃない|じゃないです|ではない|ではありません|じゃありません|違う|違います|违う|违います|ちがう|ちがいます|ない"
)
# Before and after a word setting the one option aside ("B，那就算了", "B は違うね"): a lead, a topic
# particle, and a particle closing it.
SET_ASIDE_LEADS = _words("那就|就|那|は|が|가|이|은|는")
SET_ASIDE_CLOSES = _words("吧|了|啊|呀|です|よ|ね|요")
# The words joining the items of a plain list of options (besides "and" and punctuation).
LIST_JOIN_WORDS = _words("以及|还有|和|与|及")
# ... and those cutting it into items ("及" alone left out: "及时" is a word)
LIST_ITEM_CUTS = _words("以及|还有|和|与")
# The verb between a true/false mark's odds and their share ("是对的的概率为 30%").
ODDS_ARE = _words("只有|大约|约|是|为|有")
# Particles and degree words in such a clause, which make it no longer ("不太行吧" is as short as "不行").
NEGATED_AFTER_LIGHT = _words("确实|有点|吧|了|啊|呀|呢|哦|嘛|的|太|很|也|都|真|并|就|还|可")
# The marks a share of confidence leans to on a true/false question ("70% 是对的", "九成是错的").
SHARE_LEANS_TO = _words("正确|错误|对|错")
# ... in English too, and what else keeps a share of it at or below even: a bound before any share
# ("顶多八成", "不到三成"), an even or low split ("五五开", "二八开"), "一半" (``_share_lean``: asked again).
SHARE_MARKS_EN = _words("true|false|right|wrong|correct|incorrect")
SHARE_BOUNDS = _words("顶多|最多|至多|充其量|不到|不足|不超过|低于|小于|少于|less than|at most|under")
EVEN_SPLITS = _words("五五开|二八开|三七开|四六开|一半一半|一半|fifty-fifty|50/50")
# ... and the negations that call an option faulty ("B 不支持", "B 不合适"): on a stem asking the wrong one
# or what fails, said of the option they name the answer, read as before.
FAULT_SAID = _words(
    "不对|不正确|不准确|不成立|不支持|不允许|不兼容|不合法|不合理|不恰当|不适合|不合适|不可用|"
    "is not supported|isn't supported|not supported|not allowed|not correct|incorrect"
)
# Words judging the one option chosen badly, negation or none ("B，有问题", "B 不怎么样", "B 有坑", "B is
# sketchy"): said in a short clause after it they may deny it, asked again (``_negated_after``) — read as
# before on a stem asking the wrong one or what fails, as ``FAULT_SAID``, and where a negation stands just
# before ("没什么问题", "不坑", "isn't sketchy": the clause's negation is then judged as any other).
JUDGED_BADLY = _words(
    "问题很大|问题不小|有点问题|有些问题|有问题|有毛病|毛病很多|毛病|有硬伤|硬伤|有坑|很坑|坑|不怎么样|不怎么地|"
    "不咋样|不咋地|不靠谱|靠不住|站不住脚|站不住|说不通|不太行|差点意思|差点儿意思|一般般|太一般|离谱|可疑|"
    "问题很多|问题多|一堆问题|很差|太差|挺差|较差|比较差|差强人意|奇怪|很怪|有点怪|好怪|怪怪的|有风险|风险很大|风险大|"
    "有bug|有 bug|looks wrong|seems wrong|iffy|weird|suspicious|"
    "has issues|has problems|has a problem|is problematic|problematic|sketchy|fishy|dubious|questionable|"
    "looks off|seems off|is off|meh|sucks|is bad|bad|is broken|broken|buggy"
)
# ... and the words pointing at the option itself in that clause, which make it no longer
# ("B，这个选项有问题").
JUDGED_ONE = _words("这个选项|这个答案|这一项|这个|这项|这条|它|this option|this one|this|it")
# (A turn (``TURNS``) opening that clause makes it a caveat of the option kept: "B，但是也有问题".)
# What stands before such a word to negate it ("没什么问题", "并不坑", "isn't that bad"): a negation within
# a few characters.
JUDGED_BADLY_NEGATED = r"(?:不|没|无|非|未|别|\bnot\b|n't\b|\bno\b|\bnever\b)[^,，。.;；!！?？]{0,4}$"
# A negation in that clause: a character or word that denies (not "非常", very, nor "别的", other;
# "没有" whole, so that the word after it tells whether the stem says the same negation).
NEGATION_AFTER = r"不|没有?|别(?!的)|非(?!常)|未|无|\bnot\b|n't\b|\bno\b|\bnever\b|\bnope\b"


# ---- Japanese and Korean written as typed, each word beside its Mandarin one (``_japanese_korean``) ----

# Words of Japanese or Korean and the Mandarin they say, in the order tried (a negated word before the
# word it negates: "正しくない" before "正しい", "안 맞아요" and "맞지 않아요" before "맞아요"), so that
# every reader knowing "对", "错", "是", "不支持", "两个", "全部" knows them ("맞아요" reads as "对",
# "틀렸습니다" as "错", "はい、大丈夫です" as "是、没问题"). "間違いない" is "no doubt" (true), never
# a "間違い" (false).
JAPANESE_KOREAN_WORDS = {
    "正しくありません": "不对", "正しくない": "不对", "正しい": "对", "正解": "对", "間違いない": "没错",
    "間違いありません": "没错", "間違っている": "错", "間違い": "错", "誤り": "错",
    "大丈夫じゃない": "有问题", "大丈夫ではない": "有问题", "大丈夫": "没问题", "いいえ": "不是",
    "はい": "是", "맞지 않아요": "不对", "맞지 않습니다": "不对", "안 맞아요": "不对",
    "틀리지 않아요": "没错", "맞습니다": "对", "맞아요": "对", "맞아": "对", "맞음": "对",
    "틀렸습니다": "错", "틀렸어요": "错", "틀려요": "错", "틀림": "错", "아니요": "不是", "아뇨": "不是",
    "지원하지 않아요": "不支持", "지원하지 않습니다": "不支持", "지원 안 해요": "不支持",
    "지원 안 함": "不支持", "지원해요": "支持", "지원합니다": "支持", "전부 다": "全部", "전부": "全部",
    "모두": "全部", "한 개": "一个", "두 개": "两个", "세 개": "三个", "네 개": "四个",
}  # fmt: skip
# Endings of a tentative belief ("C だと思います", "正しい気がする", "A 인 것 같아요"): said as "吧", which
# every reader takes for a hedge on what it follows (read to confirm)
JAPANESE_KOREAN_TENTATIVE = _words(
    "だと思います|だと思う|と思います|と思う|気がします|気がする|でいけるはず|はずです|はず|かもしれません|かも|かな"
    "|인 것 같아요|인 것 같습니다|것 같아요|것 같습니다|같아요"
)
# Polite or copular endings and particles of mood after an answer ("ei desu", "D です", "BLOCK_SIZE 입니다",
# "E요"): no word of the answer, dropped where they close a clause; an answer that had one is more than
# bare (read to confirm). "だけ" / "のみ" ("only") are "而已".
JAPANESE_KOREAN_ENDINGS = _words("ですね|ですよ|です|でした|だね|だよ|だ|입니다|이에요|예요|이요|요")
JAPANESE_KOREAN_ONLY = _words("だけです|だけ|のみ")
# Between two answers standing apart (letters, figures, quoted or code fills: "A と C", "A랑 E", "A 하고 D"):
# the conjunction "和" (decision 8), bare; "그리고" ("and also") is a word besides, read to confirm
JAPANESE_KOREAN_AND = _words("이랑|랑|하고|と")
JAPANESE_KOREAN_AND_ALSO = "그리고"
# "C 아니에요", "B じゃない": "it is not …", said of what comes before it, as "不是 C" says it before
JAPANESE_KOREAN_NOT_IS = _words(
    "이 아니에요|가 아니에요|아니에요|이 아닙니다|가 아닙니다|아닙니다|아니야"
    "|じゃないです|じゃない|ではない|ではありません"
)
# "not X but …" ("B じゃなくて D", "B 말고 D", "B 아니고 D"): X denied and what follows said instead,
# as "不是 B，是 D" says it; and "いや" / "아니" alone after a pause ("B かな、いや D"): "no", a correction
JAPANESE_KOREAN_INSTEAD = _words(
    "じゃなくて|じゃなく|ではなくて|ではなく|でなくて|でなく|이 아니라|가 아니라|아니라|말고|아니고"
)
JAPANESE_KOREAN_NO = _words("いやいや|いや|いいや|아니아니|아니")
# A belief denied ("正しいとは思わない": "I don't think it is right"): what it denies is not written over,
# the answer is left as typed (never "对" read from it)
JAPANESE_KOREAN_UNREAD = _words("とは思わない|と思わない|とは思いません|と思いません|とは言えない")
# Korean "N분의 M" is M over N, as Mandarin's "N分之M"
KOREAN_FRACTION = "분의"
# A calculation said in Japanese ("2048 を 64 枚で割って 32", "8 に 4 を掛けると 32"): the operation written
# as its sign, the figure after it as the equality's ("2048 / 64 枚 = 32"), read as a calculation is
JAPANESE_DIVIDED = r"を\s*(?P<by>[0-9][^を、，,。]{0,12}?)\s*で割(?:って|ると|ったら|れば)"
JAPANESE_TIMES = r"に\s*(?P<by>[0-9][^に、，,。]{0,12}?)\s*を(?:掛け|かけ)(?:て|ると|たら|れば)"
# Letters by their Japanese names in katakana, standing apart from other katakana ("ビー", "エー、ビー、シー")
KATAKANA_LETTERS = {
    "エイチ": "H", "エッチ": "H", "エー": "A", "エイ": "A", "ビー": "B", "シー": "C", "ディー": "D",
    "デー": "D", "イー": "E", "エフ": "F", "ジー": "G",
}  # fmt: skip
# Letters, figures by their Japanese names in romaji or hiragana, read only as the whole answer (with an
# ending): inside a sentence "a", "shi", "ei" are English or parts of words ("eight", "いちばん" the most).
# "shi" (C or 4), "go", "ii" ("good"), "ku" and the lone "e" are left: each is something else as well.
ROMAJI_LETTERS = {
    "ei": "A", "ē": "A", "bī": "B", "bii": "B", "shī": "C", "shii": "C", "sī": "C", "sii": "C",
    "dī": "D", "dii": "D", "ī": "E", "efu": "F",
}  # fmt: skip
JAPANESE_FIGURES = {
    "ichi": "1", "ni": "2", "san": "3", "yon": "4", "roku": "6", "nana": "7", "shichi": "7", "hachi": "8",
    "kyuu": "9", "kyū": "9", "juu": "10", "jū": "10", "いち": "1", "に": "2", "さん": "3", "よん": "4",
    "ご": "5", "ろく": "6", "なな": "7", "しち": "7", "はち": "8", "きゅう": "9", "じゅう": "10",
}  # fmt: skip
# Romaji endings after a whole answer ("shii da ne", "ei desu", "shii da to omoimasu"): dropped, or "吧"
ROMAJI_TENTATIVE = _words(
    "da to omoimasu|to omoimasu|da to omou|to omou|kamoshiremasen|kamo|kana|deshou|darou"
)
ROMAJI_ENDINGS = _words("desu ne|desu yo|desu|da ne|da yo|da|ne|yo|dake desu|dake")
# An option's text pasted back (``_pasted_option``): the particle a paste may write for another or add after
# a verb ("缩短成" for "缩短为", "置成 0.5" for "置 0.5"), adding nothing to what the option says
PASTE_PARTICLES = _words("成|为")
# what joins or dresses a pasted text and says nothing ("cudnn.deterministic = True + compile(…)" for
# "…; torch.compile(…)", quotes of another kind, a name's dots); any other sign must be the option's own
PASTE_NEUTRAL_SIGNS = " \t\n()[]{}【】'\"“”‘’,，、;；:：+._"
# what parts one pasted option from the next on a multiple choice ("GEMM 维度对齐 + 计算能力 ≥ 8.9")
PASTE_SEPARATORS = r"\s*(?:[、，;；+]|,\s)\s*"
