"""The bank's topics as a candidate reads them: 量化 / Quantization, not ``quantization``.

The bank names topics by slug (what ``/practice <topic>`` takes); a slug this table does not know is
shown with its hyphens as spaces.
"""

from __future__ import annotations

TOPIC_NAMES: dict[str, tuple[str, str]] = {
    "alignment": ("对齐", "Alignment"),
    "attention": ("注意力机制", "Attention"),
    "autonomous-driving": ("自动驾驶", "Autonomous driving"),
    "cuda": ("CUDA", "CUDA"),
    "data-processing": ("数据处理", "Data processing"),
    "deepspeed": ("DeepSpeed", "DeepSpeed"),
    "diffusion": ("扩散模型", "Diffusion"),
    "distillation": ("知识蒸馏", "Distillation"),
    "distributed-training": ("分布式训练", "Distributed training"),
    "evaluation": ("模型评测", "Evaluation"),
    "federated-learning": ("联邦学习", "Federated learning"),
    "fine-tuning": ("微调", "Fine-tuning"),
    "flash-attention": ("FlashAttention", "FlashAttention"),
    "fsdp": ("FSDP", "FSDP"),
    "generative-models": ("生成模型", "Generative models"),
    "gnn": ("图神经网络", "Graph neural networks"),
    "inference": ("推理部署", "Inference"),
    "interpretability": ("可解释性", "Interpretability"),
    "jax": ("JAX", "JAX"),
    "kv-cache": ("KV 缓存", "KV cache"),
    "llm-architecture": ("大模型架构", "LLM architecture"),
    "lora": ("LoRA", "LoRA"),
    "mamba": ("Mamba", "Mamba"),
    "math": ("数学推导", "Mathematics"),
    "memory-estimation": ("显存估算", "Memory estimation"),
    "meta-learning": ("元学习", "Meta-learning"),
    "moe": ("混合专家（MoE）", "Mixture of experts"),
    "multimodal": ("多模态", "Multimodal"),
    "parallelism": ("并行策略", "Parallelism"),
    "pytorch": ("PyTorch", "PyTorch"),
    "quantization": ("量化", "Quantization"),
    "recommendation": ("推荐系统", "Recommendation"),
    "rlhf": ("RLHF", "RLHF"),
    "stable-diffusion": ("Stable Diffusion", "Stable Diffusion"),
    "system-design": ("系统设计", "System design"),
    "torch-compile": ("torch.compile", "torch.compile"),
    "training-optimization": ("训练优化", "Training optimisation"),
    "transformer": ("Transformer", "Transformer"),
    "triton": ("Triton", "Triton"),
    "vision": ("计算机视觉", "Computer vision"),
}


def topic_name(slug: str, lang: str) -> str:
    names = TOPIC_NAMES.get(slug)
    if names is None:
        return slug.replace("-", " ")
    return names[1] if lang == "en" else names[0]
