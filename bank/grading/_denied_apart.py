"""An option's denial set apart from it by an adverb or a comma, or said in words POST_NEGATION lacks:
"B 其实不对", "B 真的不对", "B，是错的", "B 当然错了", "B 不成立", "B 有误", "B 是陷阱", "B 可排除",
"B 不考虑", "B is false", "B can be ruled out".

The denial opens the text after the option (a comma may come first) and closes its clause, with
nothing but adverbs before it: it has no subject of its own, so it is said of the option, which is
ruled out. The groups ``both`` and ``all`` (never matched) let it stand where POST_NEGATION's match does.
"""

from __future__ import annotations

import re

_ADVERBS = (
    r"其实|实际上|真的|确实|的确|并|显然|明显|应该|应当|好像|似乎|可能|也许|或许|大概|估计|肯定|一定|绝对|完全|"
    r"根本|当然|恐怕|多半|八成|明摆着|就|也|则|反而|本身|这个选项|这个答案|这个|这项|这一项|那个|项|选项|"
    r"我记得|我觉得|我认为|(?:看着|看似|看起来|乍看)对?\s*[,，]?\s*(?:但是?|可是|不过)?|其实是|是|第一个|[?？]|"
    # where the answer lands ("答案落在 B 上是陷阱"): the locative adds nothing to what is said of B
    r"(?<![A-Za-z])上(?=\s*(?:[?？]|是|就|的概率|的可能))|"
    r"\bactually\b|\breally\b|\bclearly\b|\bobviously\b|\bprobably\b|\bdefinitely\b|\bis\b|\bare\b|"
    r"\bseems\b|\bwould be\b|\ban?\b|\bthe\b|\bmy\b"
)
_DENIALS = (
    r"不对|不太对|不正确|错了|是错的|错的|错误(?:选项|答案|的)?|错|不成立|不行|不合理|不是答案|不是正确答案|"
    r"并非正确答案|不可能|有误|有错|站不住(?:脚)?|说反了|为错(?:误选项)?|是陷阱|陷阱|是干扰项|干扰项|"
    r"可排除|可以排除|可以被排除|要排除|应排除|应该排除|第一个排除|先排除|不考虑|暂不考虑|放弃|算了|免了|"
    # outside it, or beside it: "答案在 B 之外", "B 以外的", "B 前面一个", "B 的后一项", "B 隔壁" ("上下",
    # "附近" after a figure say "about": "35GB 上下" is 35GB)
    r"之外|以外|(?:的)?(?:前面|后面|上面|下面|之前|之后|前|后|上|下)\s*(?:一个|那个|一项|一个选项|的那个)|"
    r"隔壁|(?:的)?相邻(?:项|的选项)?|往(?:前|后|上|下)数?\s*一个|"
    # unlikely, or asked and refused: "B 的概率很低", "B？怎么可能", "B？开什么玩笑", "B？做梦"
    r"的?概率很?低|的?可能性很?[低小]|最不可能|几乎不可能|希望不大|怎么可能|开什么玩笑|想得美|做梦|"
    r"我才不|别逗了|没门|休想|拉倒吧|得了吧|省省吧|不存在的|才不是|我看未必|未必|"
    r"hell no|lol no|as if|yeah right|in your dreams|"
    # a put-down, an unlikelihood, or out of date: "B 够呛", "B 答非所问", "B 过时了", "B 排最后"
    r"可能性最小|概率最低|排最后|最后才会选的?|够呛|悬|鬼扯|八竿子打不着|差得远|差远了|牛头不对马嘴|文不对题|"
    r"答非所问|过时了?|已废弃|废弃了|老黄历|早就不对了?|以前对|旧版本才对|是坑|骗人的|纯属误导|烟雾弹|没用|不相干|"
    r"red herring|decoy|bait|misleading|lie|fake|myth|way off|gotcha|troll option|not it|not the answer|"
    r"definitely not|absolutely not|never|not a chance|nuh uh|negative|i doubt it|unlikely|improbable|"
    r"least likely|last i would pick|last choice|"
    # said in irony: "B /s", "B（反话）", "B，假的", "B lol jk", "B... NOT", "B (not really)"
    r"/s|/j|sarcasm|反话|反讽|说反话|反着听|我说反话呢|假的|psych|not really|jk|lol jk|"
    r"无关|是干扰|的反面|的对立面|lol no|×|✕|✗|✘|不(?=\s*[)）])|"
    # struck in English words: "B set aside", "B vetoed", "B X-ed out", "B nixed"
    r"set aside|struck|scratched|vetoed|rejected|dismissed|discarded|dropped|removed|deleted|x-ed out|"
    r"crossed off|axed|nixed|"
    r"false|wrong|incorrect|a trap|a distractor|not right|not correct|nah|nope|no|"
    r"(?:looks|seems) right,? but (?:it'?s not|isn'?t|is not)|the only one I'?d rule out|"
    r"can be ruled out|should be ruled out|ruled out|can be excluded|should be excluded|excluded"
)
_DENIED_APART = re.compile(
    # after its closing quote or bracket ("「B」是错的"), a colon, an arrow or a spaced "=" ("B -> ×";
    # "scheduler=false" is an option's own setting)
    rf"^\s*[」〉}}”’】』\"'\]]*\s*[,，:：(（.…]*\s*(?:(?:->|→|=>|(?<=\s)=(?=\s))\s*)?(?:(?:{_ADVERBS})\s*)*(?:{_DENIALS})(?P<both>(?!))?(?P<all>(?!))?"
    # closing its clause: not "is false by default", a value the option sets
    r"(?=\s*(?:[的了吧啊呢哦呀。.!！,，;；?？…)）\n]|$))"
    # and not taken back in the next clause: "B 看着不对，其实对" (it only looked wrong)
    r"(?!\s*[,，]\s*(?:但是?|可是|不过)?\s*(?:其实|实际上|事实上)\s*(?:是)?\s*(?:对|正确)(?:的)?\s*(?:[。.!！]|$))",
    re.I,
)

# a comma, then a bare take-back ("A，不对，…还是 C"): read as a correction (RETRACT), as before
_TAKE_BACK = re.compile(r"^\s*[,，]\s*(?:不对|错了|错|不是)$")


def denied_apart(after: str) -> re.Match[str] | None:
    """The denial opening ``after`` (the text after an option), set apart from it or in words of its
    own; None when there is none, or it is a bare take-back after a comma."""
    denial = _DENIED_APART.match(after)
    if denial is None or _TAKE_BACK.match(denial.group(0)):
        return None
    return denial


# a figure compared, not stated: "不到一半", "超过 4 倍", "偏差 > 0", "bias never reaches 0" (before it);
# "一半都不到", "4 倍以上", "4 倍多", "一半的一半" (after it)
_COMPARED_BEFORE = re.compile(
    r"(?:(?:远)?不到|(?:远)?不止|超过|不占|占不到|小于|大于|低于|高于|多于|少于|不等于|(?<![=-])>|<(?![-=])|≠|!=|"
    r"降不到|到不了|无法(?:降到|降至|达到|到)|不可能(?:是|为|降到|到)|并非(?:为|是)?|"
    r"\bnever reaches|\bcannot be|\bcan'?t be|\bmore than|\bless than|\bfewer than|\bgreater than|"
    # a figure taken of another: "一半的一半" (a quarter), "50% 的一半"
    r"(?:一半|(?<![A-Za-z\d.])[\d.]+\s*[%％倍]|分之[一二三四五六七八九十]+)\s*的)\s*$",
    re.I,
)
_COMPARED_AFTER = re.compile(
    r"^\s*(?:(?:都不到|不到|以上|以下|多(?![了少])|的一半|的话就错了)"
    r"(?=\s*(?:[的吧啊呢。.!！,，;；?？…)）\n]|$))"
    # worked on: "2 的 6 次方减 32" (32), "464 GB 除以 2" ("加" joins options: "A 加 D")
    r"|(?:减去?|乘以?|除以?|\bminus|\btimes|\bdivided by)\s*(?:\d|$))"
)


def compared(before: str, after: str) -> bool:
    """Whether the option between ``before`` and ``after`` (a figure) is compared, not stated."""
    return bool(_COMPARED_BEFORE.search(before) or _COMPARED_AFTER.match(after))
