"""Verbs of commitment the first lists did not have: a vote, a lock, a want said of an option ("我投
B 一票", "锁定 C", "我要 D", "认准 A"), a tick ("只勾 E", "勾 A 和 E"), a choice of the only ones ("只选
A", "仅选 B", which jieba keeps as one word), and a guess or a bet said as one ("盲猜 C", "猜一个 C",
"随便蒙个 D", "我押 A", "我赌 B": tentative, still a choice, read for confirmation). Each commits to
the option after it, as "选" does; "要" only with its subject ("我要"), since alone it opens a condition
("要是 B …") or a need ("需要 B"); "猜" / "蒙" only as "我猜" / "就猜" / "猜一个" / "猜个" ("不猜 C")."""

from __future__ import annotations

COMMIT_VERBS: tuple[str, ...] = (
    "我投给", "我投", "投给", "投",
    "我锁定", "锁定", "锁死", "我锁", "锁",
    "我要选", "我要", "我就要", "那我要",
    "认准", "我认准", "敲定", "定了", "拍板",
    "盲猜", "我盲猜", "瞎猜", "瞎蒙", "盲选", "我押", "押", "我赌", "就赌",
    "猜一个", "我猜一个", "蒙一个", "我蒙一个", "瞎蒙一个", "就猜", "我猜",
    "随便猜个", "随便蒙个", "随便猜", "随便蒙", "猜个", "蒙个", "我蒙", "就蒙",
    "我勾", "只勾", "就勾", "勾上", "勾", "只选", "仅选", "我填",
    "i vote for", "i vote", "vote for", "lock", "i'll take", "i'd take", "i take",
)  # fmt: skip
