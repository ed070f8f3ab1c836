"""Every option but those an answer sets apart by their names' initials or its words, on a multiple choice
asking for the right ones: "除了 EM 那個隨機的，其他四個都是同一條 probability flow ODE" (EM for
"Euler–Maruyama 求解 SDE"), "除了 P@k 和 R@k" (Precision@k, Recall@k), to confirm.

The rest said to be what the stem asks ("都是同一条 … ODE" of "保持相同 ODE 轨迹") chooses them; said to be
anything else ("都是 SDE", "都是一阶方法"), denied ("都不是…"), asked, or counted wrong, nothing is read;
nor is "除了 X 都不对" (only X), nor initials no option owns alone.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

SOLVERS = Question(
    id="fx-initials-solvers",
    bank="fx",
    type=QuestionType.MULTI,
    stem="在 Diffusion Model 加速采样中，以下哪些方法在理论上保持相同 ODE 轨迹（即相同连续时间极限）？",
    options={
        "A": "DDIM",
        "B": "DPM-Solver-2",
        "C": "Euler–Maruyama 求解 SDE",
        "D": "Exponential Integrator",
        "E": "UniPC",
    },
    key="ABDE",
    scoring=Scoring.ALL_OR_NOTHING,
)
METRICS = Question(
    id="fx-initials-metrics",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些指标可直接用于评估生成模型多样性（diversity）且无需真实样本？",
    options={"A": "LPIPS", "B": "MS-SSIM", "C": "Inception Score", "D": "Precision@k", "E": "Recall@k"},
    key="ABC",
    scoring=Scoring.ALL_OR_NOTHING,
)


def test_options_set_apart_by_their_initials_leave_the_rest_chosen() -> None:
    for question, answer, chosen in (
        (SOLVERS, "除了 EM 那個隨機的，其他四個都是同一條 probability flow ODE", "ABDE"),
        (SOLVERS, "除了 EM 那个随机的，其余都是同一条 ODE", "ABDE"),
        (SOLVERS, "除了 EM 都对", "ABDE"),
        (SOLVERS, "除了 EM 和 EI", "ABE"),
        (METRICS, "除了 P@k 和 R@k", "ABC"),
        (METRICS, "除了 P@k 和 R@k 以外都可以", "ABC"),
        (METRICS, "除了 IS", "ABDE"),
    ):
        graded = grade(question, answer)
        assert graded.understood.choices == list(chosen), answer
        assert graded.needs_confirmation, answer
        assert (graded.verdict is Verdict.CORRECT) == (chosen == question.key), answer


def test_the_rest_said_otherwise_or_initials_unowned_read_nothing() -> None:
    for question, answer in (
        (SOLVERS, "除了 EM 那个随机的，其他三个都是同一条 probability flow ODE"),  # four are left
        (SOLVERS, "除了 EM 那个随机的，其他四个都是 SDE"),  # an option's word, not the stem's
        (SOLVERS, "除了 EM，其他都是一阶方法"),  # not what the stem asks
        (SOLVERS, "除了 EM，其他都是 ODE 但轨迹不同"),
        (SOLVERS, "除了 EM 都不是同一条 ODE"),
        (SOLVERS, "除了 EM 那个随机的，其他四个都是同一条 ODE 吗"),
        (SOLVERS, "除了 DS 都对"),  # initials no option's name has
        (METRICS, "除了 P@k 和 R@k 都不对"),  # only those: not the rest
        (METRICS, "除了 P@k 和 R@k？"),
        (METRICS, "除了 P@k 和 R@k，其他都需要真实样本"),
        (METRICS, "除了 X@k"),
        (METRICS, "除了 P@k 和 R@k 会跑得快"),  # something said of them, no "all but" alone
    ):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, answer
        assert graded.understood.choices != list(question.key), answer
