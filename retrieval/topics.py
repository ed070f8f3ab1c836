"""Free-text topic requests ("给我出几道 LoRA 的题", "quiz me on FlashAttention") → query and topic tags."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from retrieval.lexical import tokenize

# Chinese names of the curation vocabulary (bank/data/CURATION.md); used only for tags that exist.
TOPIC_ALIASES: dict[str, tuple[str, ...]] = {
    "分布式训练": ("distributed-training",),
    "分布式": ("distributed-training",),
    "并行": ("parallelism",),
    "混合专家": ("moe",),
    "专家模型": ("moe",),
    "量化": ("quantization",),
    "低秩": ("lora",),
    "微调": ("fine-tuning",),
    "注意力": ("attention",),
    "推理加速": ("inference",),
    "推理优化": ("inference",),
    "强化学习": ("rlhf",),
    "人类反馈": ("rlhf",),
    "对齐": ("alignment",),
    "扩散": ("diffusion",),
    "多模态": ("multimodal",),
    "计算机视觉": ("vision",),
    "视觉": ("vision",),
    "推荐": ("recommendation",),
    "数据处理": ("data-processing",),
    "数据清洗": ("data-processing",),
    "评估": ("evaluation",),
    "评测": ("evaluation",),
    "蒸馏": ("distillation",),
    "图神经网络": ("gnn",),
    "联邦学习": ("federated-learning",),
    "自动驾驶": ("autonomous-driving",),
    "可解释": ("interpretability",),
    "生成模型": ("generative-models",),
    "系统设计": ("system-design",),
    "数学": ("math",),
    "推导": ("math",),
    "显存估算": ("memory-estimation",),
    "显存计算": ("memory-estimation",),
    "训练优化": ("training-optimization",),
    "编译": ("torch-compile",),
    "架构": ("llm-architecture",),
}

_LEADING = [
    re.compile(r"^(请|麻烦)?(你)?(给我|帮我|为我|替我|跟我)?(出|来|找|挑|推荐|考考我|考我|练练|练习)?"),
    re.compile(r"^(几|一些|若干|[0-9]+|[一二三四五六七八九十两]+)?(道|个|条)?(关于|有关|涉及)?"),
    re.compile(
        r"^(please\s+)?(give me|quiz me( on)?|ask me( about)?|test me( on)?|i want|let'?s practi[cs]e)?\s*"
        r"(a few|some|several|\d+)?\s*(more\s+)?(questions?|exercises?|problems?)?\s*(about|on|for)?\s+",
        re.IGNORECASE,
    ),
]
_TRAILING = [
    re.compile(r"(的|相关的|方面的)?(面试题|练习题|题目|题|问题|知识)(吧|呀|吗|呢)?[。.!！?？~～\s]*$"),
    re.compile(r"\s*(interview\s+)?(questions?|quiz|exercises?|problems?)[.!?\s]*$", re.IGNORECASE),
]


def strip_request(text: str) -> str:
    """The topic inside a request: "给我出几道 LoRA 的题" → "LoRA"; unchanged when nothing is left."""
    topic = text.strip()
    for pattern in _LEADING:
        topic = pattern.sub("", topic, count=1).strip()
    for pattern in _TRAILING:
        topic = pattern.sub("", topic, count=1).strip()
    return topic or text.strip()


def _norm(text: str) -> str:
    return re.sub(r"[^0-9a-z\u3400-\u9fff]", "", text.lower())


def match_tags(topic: str, known_tags: Iterable[str]) -> set[str]:
    """Topic tags of the index that ``topic`` names: "FlashAttention" → {"flash-attention"}."""
    known = {_norm(tag): tag for tag in known_tags}
    if not known:
        return set()
    words = tokenize(topic)
    candidates = {_norm(topic)} | {_norm(word) for word in words}
    candidates |= {_norm(a + b) for a, b in itertools.pairwise(words)}  # "KV cache" → kvcache
    found = {known[c] for c in candidates if c in known}
    for alias, tags in TOPIC_ALIASES.items():
        if alias in topic:
            found |= {known[_norm(tag)] for tag in tags if _norm(tag) in known}
    # the most specific tags: "FlashAttention" names flash-attention, not attention as well
    return {tag for tag in found if not any(_norm(tag) in _norm(other) and tag != other for other in found)}
