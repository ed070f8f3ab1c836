"""Answers in numbered steps closing on a conclusion ("1) … 2) … 3) C", "1) … → 全部", "1) … 3) …，所以都是
nvme"), blind batch 81: the conclusion is the answer, read to confirm; the steps' words are never glued
into a fill, the step numbers are no options or figures. A last step that hedges, asks or concludes in
words is asked again; "all" said after fewer steps than options, or steps read otherwise than their
conclusion, too. Lists of answers ("1) A 2) C", "1. nvme 2. nvme") are no steps, read as before.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.decisions._steps import code_alone, numbered_steps
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
GQA, LORA = BANK["seed001-16"], BANK["seed001-17"]  # one blank each
SPECS, OFFLOAD = BANK["seed000-27"], BANK["seed000-29"]  # two blanks each
TIE = BANK["seed002-25"]  # single, key A (剔除); C is 损失权重置 0.5
LLAMA = BANK["seed000-16"]  # multi, five options, key ABCDE
MOE = BANK["seed002-36"]  # multi, four options, key ABCD
FIGURES = BANK["seed000-05"]  # single of figures 1, 2, 4, 8 (A–D): step numbers are figures too

# the ways a step is numbered, each with what parts the steps (a space, a new line)
NUMBERINGS = (
    (lambda n: f"{n}) ", " "),
    (lambda n: f"（{n}）", "\n"),
    (lambda n: f"{n}、", " "),
    (lambda n: f"{n}. ", "\n"),
)


def _stepped(steps: list[str], ways: int = len(NUMBERINGS)) -> list[str]:
    """The steps numbered in the first ``ways`` ways."""
    return [
        part.join(number(index) + step for index, step in enumerate(steps, start=1)).strip()
        for number, part in NUMBERINGS[:ways]
    ]


CODE_RIGHT = [
    (
        GQA,
        [
            "q 是 [B,8,4,L,D]",
            "k 在 group 維廣播：k[:, :, None]",
            "q @ k[:, :, None].transpose(-1, -2) * scale",
        ],
    ),
    (GQA, ["q 拆成 group", "k 加一維", "→ torch.einsum('bkgid,bkjd->bkgij', q, k) * scale"]),
    (LORA, ["要包 _inner", "傳 x 進去", "backward 時重算 → cp.checkpoint(_inner, x, use_reentrant=False)"]),
    (
        LORA,
        ["wrap the inner function", "pass x through", "所以 cp.checkpoint(_inner, x, use_reentrant=False)"],
    ),
    (SPECS, ["a 的行 → 第 0 維 → 'x'", "b 的列 → 第 1 維 → 'y'", "P('x', None)、P(None, 'y')"]),
    (OFFLOAD, ["offload_param → nvme", "offload_optimizer → nvme", "兩個都配了 nvme_path，所以都是 nvme"]),
]
CODE_WRONG = [
    (LORA, ["要包 _inner", "傳 x 進去", "→ _inner(x)"]),
    (GQA, ["q 是 [B,8,4,L,D]", "k 在 group 維廣播", "q @ k.transpose(-1, -2) * scale"]),
    (OFFLOAD, ["offload_param → cpu", "offload_optimizer → cpu", "所以都是 cpu"]),
]
# a last step that hedges, asks, doubts, or concludes in words: no fill said
CODE_UNSAID = [
    (LORA, ["要包 _inner", "傳 x 進去", "cp.checkpoint(_inner, x, use_reentrant=False) 吧？"]),
    (LORA, ["要包 _inner", "傳 x 進去", "cp.checkpoint(_inner, x, use_reentrant=False) 也行"]),
    (LORA, ["要包 _inner", "傳 x 進去", "不太确定 → cp.checkpoint(_inner, x, use_reentrant=False)"]),
    (LORA, ["要包 _inner", "傳 x 進去", "所以要用 checkpoint 包起来"]),
    (LORA, ["要包 _inner", "傳 x 進去", "backward 時重算"]),
    (
        GQA,
        [
            "q 是 [B,8,4,L,D]",
            "k 在 group 維廣播",
            "q @ k.unsqueeze(2).transpose(-1, -2) * scale 还是 einsum？",
        ],
    ),
    (SPECS, ["a 的行 → 'x'", "b 的列 → 'y'", "P('x', None)、P(None, 'y') 也可能反过来"]),
]


def test_a_code_conclusion_is_the_fill_to_confirm() -> None:
    for question, steps in CODE_RIGHT:
        for answer in _stepped(steps):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    for question, steps in CODE_WRONG:  # a wrong conclusion is the candidate's own: graded wrong, confirmed
        for answer in _stepped(steps, 2):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, answer
            assert ")" not in (graded.understood.code or "").split("\n")[0][:3], answer  # no step glued


def test_a_code_conclusion_not_said_is_asked_again() -> None:
    for question, steps in CODE_UNSAID:
        for answer in _stepped(steps, 2):
            assert grade(question, answer).verdict is Verdict.INVALID, answer


CHOICE_READ = [  # question, steps, the letters read
    (TIE, ["平票代表兩邊一樣好", "給 0.5 權重最自然", "C"], {"C"}),
    (TIE, ["C 不对", "B 不对", "所以 A"], {"A"}),
    (TIE, ["C 不对", "B 也不对", "A"], {"A"}),
    (TIE, ["BT 没有平局", "只能不要这些样本", "→ 剔除"], {"A"}),
    (LLAMA, ["GQA 有", "15T token 有", "SwiGLU 有", "8k 上下文", "eps 1e-5 也對 → 全部"], set("ABCDE")),
    (MOE, ["drop_tokens 有", "EP+DP 有", "top-1/top-2 都支援", "aux loss 有 → 四個都對"], set("ABCD")),
    (FIGURES, ["每卡一份", "共 8 卡", "所以 8"], {"D"}),  # "1)", "2)" are no figures 1, 2
    (FIGURES, ["每卡一份", "共 8 卡", "2"], {"B"}),
]
CHOICE_UNREAD = [
    (TIE, ["C 不对", "B 不对", "所以 A？"]),  # asked
    (TIE, ["C 不对", "B 不对", "可能 A"]),  # hedged
    (TIE, ["C 不对", "B 不对", "A 或者 D，不确定"]),
    (TIE, ["A 对", "所以 C 也对"]),  # the steps choose A, the conclusion C
    (LLAMA, ["GQA 有", "SwiGLU 有", "→ 都对"]),  # "all" of the two steps, not of five options
    (LLAMA, ["GQA 有", "SwiGLU 有", "→ 全部"]),
    (LLAMA, ["GQA 有", "15T token 有", "SwiGLU 有", "8k 上下文", "eps 也對 → 四個都對"]),  # four of five
]


def test_a_choice_conclusion_is_read_to_confirm() -> None:
    for question, steps, letters in CHOICE_READ:
        for answer in _stepped(steps):
            graded = grade(question, answer)
            assert set(graded.understood.choices or []) == letters and graded.needs_confirmation, answer


def test_a_choice_conclusion_not_said_is_not_read() -> None:
    for question, steps in CHOICE_UNREAD:
        for answer in _stepped(steps, 2):
            assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_lists_and_blanks_are_no_steps() -> None:
    assert numbered_steps("1) A 2) C") is None  # a list of answers
    assert numbered_steps("1) cp.checkpoint(_inner, x) 2) use_reentrant=False") is None  # parts of code
    assert numbered_steps("选 1) 个 2) C") is None  # the first number does not open the answer
    assert numbered_steps("1) 先算 3) 再除") is None  # out of order
    assert numbered_steps("1.5 倍 2. C") is None  # a figure, no step
    assert numbered_steps("1) 只有一步") is None
    graded = grade(OFFLOAD, "1. nvme 2. nvme")  # numbered blanks, bare
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


def test_the_reading_itself() -> None:
    steps = numbered_steps("1) a 是行 2) 所以 → f(x)")
    assert steps is not None and steps.conclusion == "f(x)" and steps.marked
    steps = numbered_steps("1) 也许 2) C")  # a doubt before the last step is reasoning
    assert steps is not None and steps.conclusion == "C" and not steps.marked
    steps = numbered_steps("1) 想了想 2) C 吗")
    assert steps is not None and steps.conclusion == ""
    assert (
        code_alone("都是 nvme") and code_alone("P('x', None)、P(None, 'y')") and code_alone("两个都填 nvme")
    )
    assert not code_alone("要用 checkpoint") and not code_alone("都是") and not code_alone("nvme 比较快")


def test_a_list_whose_numbers_are_options_is_asked_again() -> None:
    """A numbered list that is no steps ("1) B 2) 不确定") on a question whose options are the list's
    numbers: "1" and "2" had been read as those options ("1) B 2) 可能错了" read the option 1, the key, on a
    question of figures 1, 3, 5, 10). What the list chooses is not known: asked again. On other options
    a list is read as before."""
    for question in (BANK["seed002-12"], BANK["seed002-18"], FIGURES):
        for letter in sorted(question.options):
            for steps in ([letter, "不确定"], [letter, "可能错了"], [letter, "因为论文"], [letter, letter]):
                for answer in _stepped(steps):
                    assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
        graded = grade(question, f"1) 看题干 2) 所以 {question.key_text}")  # steps: read by the conclusion
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    for answer in _stepped(["B", "不确定"]):
        assert grade(LLAMA, answer).verdict is not Verdict.CORRECT, answer
