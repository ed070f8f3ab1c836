"""An open answer that only asks which of two readings the task means offers neither: asked back
(``_asking.asks_which_meant``); a yes-no proposal, or a question followed by a choice, is an answer."""

from bank.grading.decisions._asking import asks_which_meant

ASKING = [
    "要求 b 的方差是 token 数的方差还是 loss 的？",
    "这里的隔离是指梯度还是数据？",
    "负载方差是按 token 数算还是按 loss 算？",
    "成本是指 GPU 成本还是总成本？",
]
ANSWERING = [
    "用 Triton 动态批处理可以吗？",
    "是按 token 数算方差还是按 loss？我按 token 数：变异系数 < 5%",
    "隔离是指梯度还是数据？梯度隔离就每个租户独立进程组",
    "方差按 token 数算，不是 loss",
    "EP 用 all-to-all，TP 放节点内",
]


def test_alternative_questions_ask_back() -> None:
    for text in ASKING:
        assert asks_which_meant(text), text


def test_proposals_and_choices_are_answers() -> None:
    for text in ANSWERING:
        assert not asks_which_meant(text), text
