"""The words that carry an open answer's claims, as data (read by ``_claims``).

A key point's topic words say what it is about; these say what it claims of it: a direction or a
limit ("τ→0⁺", "趋于负无穷"), a bound ("≤ 0.03", "至少 92%"), a stage ("ZeRO-3"), one side of a pair of
opposites ("异步" / "同步"), or that a thing is kept rather than taken out ("去掉辅助损失"). A
candidate who believes the opposite uses the same topic words with the other side: these lists are
how the rubric tells the two apart. Each entry is a regular expression (matched without regard to
case); an entry made only of ASCII letters is matched as a whole word.
"""

from __future__ import annotations

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
LOWER_AFTER = r"以上|及以上|或以上|or more|\+"

# The stages of DeepSpeed ZeRO, as written in prose or in its config: "ZeRO-3", "stage 3",
# '"stage": 3', "stage3_prefetch_bucket_size".
STAGES = r"zero[-\s]?(?:stage[-\s]?)?([0-3])(?![0-9.])|stage[\s\"'_:=-]*([0-3])(?![0-9.])"

# A count of cards: "64 张卡", "8 卡", "64 张 A100", "8 GPUs".
CARDS = r"(\d+)\s*(?:(?:张|块)\s*(?:卡|显卡|gpus?|a100|h100|a800|h800)?|卡|gpus?(?![a-z]))"
