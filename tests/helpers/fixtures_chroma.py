"""Fixtures for the retrieval tests: a real ``chroma run`` server, the two backends, a synthetic bank.

The fixtures are registered for every tier by ``tests/conftest.py`` (``pytest_plugins``); test modules
import only the plain helpers (``synthetic_bank``, ``HashingEmbeddings``…). Nothing here downloads anything.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

from bank.model import NumericPart, Question, QuestionType, Scoring, Status
from tests.helpers.ports import free_port

BACKENDS = ("embedded", "server")


def chroma_executable() -> Path:
    """The ``chroma`` CLI shipped in the chromadb wheel, beside this interpreter."""
    return Path(sys.executable).with_name("chroma")


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """URL of a real ``chroma run`` server on a free port, stopped (SIGTERM) at the end of the session."""
    executable = chroma_executable()
    if not executable.exists():
        pytest.fail(f"the chroma CLI is missing: {executable}")
    directory = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    log = (directory / "server.log").open("wb")
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    process = subprocess.Popen(
        [str(executable), "run", "--path", str(directory / "db"), "--host", "127.0.0.1", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    try:
        while True:
            if process.poll() is not None:
                pytest.fail(f"chroma run exited with {process.returncode}: see {directory / 'server.log'}")
            try:
                if httpx.get(f"{url}/api/v2/heartbeat", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("chroma run did not answer its heartbeat within 60 s")
            time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def index_factory(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Callable[..., Any]:
    """Opens fresh, isolated indexes on the current backend.

    ``index_factory(embeddings=None, name="main")``: the same ``name`` reopens the same index
    (same data dir or same collection prefix on the server); a new name is a new index.
    The server fixture is only started when a server-backed test runs.
    """
    from retrieval import open_index

    url = request.getfixturevalue("chroma_server") if backend == "server" else None
    run = uuid.uuid4().hex[:8]

    def open_test_index(embeddings: Embeddings | None = None, name: str = "main", **options: Any) -> Any:
        prefix = f"t{run}{name}" if url else "ibot"
        return open_index(tmp_path / name, url, embeddings, prefix=prefix, **options)

    open_test_index.backend = backend  # type: ignore[attr-defined]
    open_test_index.url = url  # type: ignore[attr-defined]
    open_test_index.data_dir = tmp_path  # type: ignore[attr-defined]
    return open_test_index


# --------------------------------------------------------------------------- embeddings doubles


class HashingEmbeddings(Embeddings):
    """A deterministic bag-of-words embedding (no model): for pluggability and model-switch tests."""

    def __init__(self, dim: int = 64, tag: str = "hashing"):
        self.dim = dim
        self.identifier = f"test-{tag}-{dim}"

    def _vector(self, text: str) -> list[float]:
        vector = np.zeros(self.dim, dtype=np.float32)
        for token in re.findall(r"[a-z0-9]+|[\u3400-\u9fff]", text.lower()):
            vector[int(hashlib.md5(token.encode()).hexdigest(), 16) % self.dim] += 1.0
        norm = float(np.linalg.norm(vector)) or 1.0
        return (vector / norm).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


class CountingEmbeddings(Embeddings):
    """Wraps embeddings and records every document text embedded (to prove what sync re-embeds)."""

    def __init__(self, inner: Embeddings):
        self.inner = inner
        self.embedded: list[str] = []
        self.identifier = getattr(inner, "identifier", "counting")

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.embedded.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


# --------------------------------------------------------------------------- a synthetic bank


def _choice(qid: str, stem: str, options: list[str], key: str, topics: list[str], **extra: Any) -> Question:
    multi = len(key) > 1
    return Question(
        id=qid,
        bank="synthetic",
        type=QuestionType.MULTI if multi else QuestionType.SINGLE,
        stem=stem,
        options={"ABCDEFGH"[i]: text for i, text in enumerate(options)},
        key=key,
        scoring=Scoring.ALL_OR_NOTHING if multi else Scoring.EXACT,
        topics=topics,
        **extra,
    )


def synthetic_bank() -> list[Question]:
    """Twelve small questions over distinct topics, types and statuses (Chinese, English terms)."""
    return [
        _choice(
            "syn-lora-01",
            "LoRA 微调时，低秩矩阵 A 和 B 通常如何初始化？",
            ["A 随机高斯，B 置零", "A、B 都置零", "A、B 都随机", "A 置零，B 取单位阵"],
            "A",
            ["lora", "fine-tuning"],
            explanation="B 置零保证训练开始时增量 BA 为零，输出与预训练模型一致；A 随机初始化以打破对称。",
        ),
        Question(
            id="syn-lora-02",
            bank="synthetic",
            type=QuestionType.TRUEFALSE,
            stem="LoRA 的秩 r 越大，可训练参数量越多。",
            key="true",
            topics=["lora"],
            explanation="每个注入层的可训练参数为 r×(d_in + d_out)，随秩线性增长。",
        ),
        _choice(
            "syn-flash-01",
            "FlashAttention 主要通过什么方式减少注意力计算的显存读写？",
            ["分块计算并在片上 SRAM 中做在线 softmax", "降低精度到 int4", "稀疏化注意力矩阵", "增大 batch"],
            "A",
            ["flash-attention", "attention"],
            explanation="分块（tiling）加在线 softmax，不把 N×N 注意力矩阵写回 HBM，访存从 O(N²) 降为 O(N)。",
        ),
        _choice(
            "syn-flash-02",
            "关于 FlashAttention-2 的说法，哪些正确？",
            ["支持变长序列打包", "支持任意自定义 mask", "支持 causal mask", "需要 head_dim > 512"],
            "AC",
            ["flash-attention"],
            explanation="flash_attn_varlen_func 支持变长打包，causal 是内置模式；任意 mask 不支持。",
        ),
        _choice(
            "syn-zero-01",
            "DeepSpeed ZeRO-3 会对哪些训练状态做分片？",
            ["只分片优化器状态", "优化器状态和梯度", "优化器状态、梯度和参数", "只分片激活"],
            "C",
            ["deepspeed", "distributed-training"],
            explanation="ZeRO-1 分片优化器状态，ZeRO-2 再加梯度，ZeRO-3 连参数也分片。",
        ),
        Question(
            id="syn-kv-01",
            bank="synthetic",
            type=QuestionType.CALC,
            stem="LLaMA-7B（32 层，hidden 4096，fp16）在 seq_len=4096 时，单条序列的 KV cache 占多少显存？",
            key="约 2 GiB",
            numeric=[NumericPart(value=2.0, unit="GiB")],
            topics=["kv-cache", "inference", "memory-estimation"],
            explanation="2（K、V）× 32 层 × 4096 token × 4096 维 × 2 字节 = 2 GiB。",
        ),
        Question(
            id="syn-moe-01",
            bank="synthetic",
            type=QuestionType.SHORT,
            stem="简述混合专家（MoE）模型中负载均衡辅助损失的作用。",
            key="让路由把 token 均匀分给各专家，避免少数专家过载、其余专家得不到训练。",
            key_points=["避免专家过载", "均匀分配 token", "防止专家闲置"],
            scoring=Scoring.RUBRIC,
            topics=["moe"],
        ),
        _choice(
            "syn-quant-01",
            "GPTQ 把 70B 模型量化到 int4（group_size=128）后，权重体积约为多少？",
            ["约 35 GB", "约 70 GB", "约 140 GB", "约 9 GB"],
            "A",
            ["quantization"],
            status=Status.DISPUTED,
            status_note="scale/zero 的存储开销未给定。",
            explanation="70B × 0.5 字节 ≈ 35 GB，另加分组 scale 与 zero。",
        ),
        _choice(
            "syn-rec-01",
            "双塔召回模型使用 in-batch 负采样时，为什么要做 logQ 修正？",
            ["纠正热门物品被过度当作负例的采样偏差", "加快训练", "减少显存", "提高 batch size"],
            "A",
            ["recommendation"],
            explanation="热门物品在 batch 内出现概率高，被当作负例的次数多，logQ 修正减去采样概率的对数。",
        ),
        _choice(
            "syn-diff-01",
            "DDIM 采样与 DDPM 相比，最主要的优势是？",
            ["可以用更少的步数确定性采样", "生成分辨率更高", "训练更快", "不需要噪声调度"],
            "A",
            ["diffusion"],
            explanation="DDIM 是概率流 ODE 的离散化，可跳步且确定性采样。",
        ),
        Question(
            id="syn-inc-01",
            bank="synthetic",
            type=QuestionType.SHORT,
            stem="使用 Ring Attention 训练超长上下文时，……（源文件在此截断）",
            status=Status.INCOMPLETE,
            topics=["attention"],
        ),
        Question(
            id="syn-rlhf-01",
            bank="synthetic",
            type=QuestionType.TRUEFALSE,
            stem="在 RLHF 的 PPO 阶段，KL 惩罚用于约束策略不要偏离参考模型太远。",
            key="true",
            topics=["rlhf"],
            explanation="KL 惩罚防止策略为追逐奖励而偏离 SFT 参考模型、出现 reward hacking。",
        ),
    ]


def edited(question: Question, **changes: Any) -> Question:
    """A copy of ``question`` with ``changes``, validated like a bank file would be."""
    return Question.model_validate({**question.model_dump(), **changes})
