"""Options let go in clauses of their own before the choice (``_let_go_first``, blind batch 82's
"not-list" answers): "不要 A 不要 B，C 吧", "不选 D E，A B C 都选", "c 不选（…），其余都对",
"不选 c，剩下都选", "不选：无，四个全上". The options let go are ruled out, the choice after read on its
own (to confirm); "其余/剩下 … 都选" is their complement.

Not read (asked again, or left to the rest of the reader): a choice after that takes back an option let
go, the rest named otherwise than the complement, the rest left open ("其余我不确定"), a complement of more
than one on a single choice, and a let-go clause that denies, hedges or asks ("不选 A 是不对的", "A 不选也行",
"不选 A？不，选 A"). Looped over a few single and multiple choices asking for the right options.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._choice import stem_asks
from bank.grading.choice._let_go_first import let_go_first
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

_RIGHT = [
    q
    for q in curated_catalog()
    if q.servable and stem_asks(q.stem)[1] and set(q.options) <= set("ABCDE") and len(q.options) >= 4
]
SINGLES = [q for q in _RIGHT if q.type is QuestionType.SINGLE][:4]
MULTIS = [q for q in _RIGHT if q.type is QuestionType.MULTI and 0 < len(set(q.options) - set(q.key)) < 3][:4]


def _others(question: Question) -> list[str]:
    return sorted(set(question.options) - set(question.key))


def test_there_are_questions() -> None:
    assert len(SINGLES) >= 4 and len(MULTIS) >= 4, ([q.id for q in SINGLES], [q.id for q in MULTIS])


def test_single_choice_after_options_let_go() -> None:
    for q in SINGLES:
        x, y, z = _others(q)
        k = q.key
        for answer in (
            f"不要 {x} 不要 {y}，{k} 吧",
            f"不选 {x} 不选 {y}，{k} 吧 理由略",
            f"不选 {x}（太慢）不选 {y}，选 {k} 吧",
            f"{x} 不选，{y} 太大不选；{k}",
            f"不选 {x}、{y}、{z}；选 {k}",
            f"不选 {x} 不选 {y} 不选 {z}，剩下那个",
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (q.id, answer, result)
        answer = f"不要 {k} 不要 {x}，{y} 吧"  # the key let go: the choice after is read, wrong
        result = grade(q, answer)
        assert result.verdict is Verdict.INCORRECT and result.understood.choices == [y], (q.id, answer)


def test_single_choice_not_read_when_unsafe() -> None:
    for q in SINGLES:
        x, y, _ = _others(q)
        k = q.key
        for answer in (
            f"不要 {k} 不要 {x}，{k} 吧",  # let go, then chosen: contradicted
            f"不选 {x}，剩下都选",  # a complement of three on a single choice
            f"不选 {x} 不选 {y}，其余我不确定",
            f"不选 {x} 不选 {y}，剩下的再想想",
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.INVALID, (q.id, answer, result)


def test_multiple_choice_complement_and_choice_after() -> None:
    for q in MULTIS:
        out, key = " ".join(_others(q)), " ".join(sorted(q.key))
        low = out.lower()
        for answer in (
            f"不选 {out}，剩下都选",
            f"不选 {low}，剩下都选",
            f"{out} 不选（理由见上），其余都对",
            f"不选 {out}，其余 {key.lower()} 都对",
            f"不选 {out}（不满足），{key} 都选",
            f"不要 {out}；{key}",
            f"{out} 不选，其他{'一两三四'[len(q.key) - 1]}个都勾上",  # the rest counted right
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (q.id, answer, result)


def test_multiple_choice_not_read_when_unsafe() -> None:
    for q in MULTIS:
        out, keys = _others(q), sorted(q.key)
        for answer in (
            f"不选 {' '.join(out)}，其余我不确定",
            f"不选 {' '.join(out)}，其余 {' '.join(keys[:-1])} 都对",  # the rest short of the complement
            f"不选 {out[0]}，{' '.join(keys)} {out[0]} 都选",  # let go, then chosen
            f"{' '.join(out)} 不选，其他{'两三四五'[len(q.key) - 1]}个都勾上",  # the rest counted wrong
        ):
            result = grade(q, answer)
            assert result.verdict is not Verdict.CORRECT and not result.understood.choices, (q.id, answer)


def test_none_let_go_then_every_option() -> None:
    for q in MULTIS:
        n = "四五"[len(q.options) - 4]
        result = grade(q, f"不选：无，{n}个全上")
        assert result.understood.choices == sorted(q.options), (q.id, result)


def test_a_clause_that_denies_hedges_or_asks_lets_nothing_go() -> None:
    q = SINGLES[0]
    for answer in (
        "不选 A 是不对的，C 吧",
        "A 不选也行，C 吧",
        "不选 A？不，选 A",
        "不选 A 可能更好，C 吧",
        "不选 A，C",  # a list run on ("don't pick A, C") or the choice: left to the mention pass
        "排除 A，C",
    ):
        assert let_go_first(answer, q.options, q.stem, multi=False) is None, answer


# Every multiple choice asking for the right options with one or two options outside its key.
ALL_MULTIS = [q for q in _RIGHT if q.type is QuestionType.MULTI and 0 < len(set(q.options) - set(q.key)) < 3]


def test_an_aside_taking_back_an_option_let_go_is_asked_again() -> None:
    """ "不选 c（其实 c 也对），剩下都选" had been read as C alone: the aside takes the letting go back, so
    the answer means every option or is unclear — asked again, never the option alone."""
    for q in ALL_MULTIS:
        x = _others(q)[0]
        other = sorted(set(q.options) - {x})[0]
        for answer in (
            f"不选 {x.lower()}（其实 {x.lower()} 也对），剩下都选",
            f"不选 {x}（{x} 也对），其余都选",
            f"不选 {x}（不过 {x} 也可以），剩下都选",
            f"{x} 不选（{x} 可能也对），其余都选",
            f"不选 {x}（{x} 也没错），剩下都选",
            f"不选 {x}（{x} 错了吗？），剩下都选",
            f"不选 {x}（{other} 不对），剩下都选",  # an aside against an option not let go
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.INVALID and not result.understood.choices, (q.id, answer, result)


def test_an_aside_saying_again_an_option_let_go_is_wrong_keeps_the_rest() -> None:
    for q in ALL_MULTIS:
        out = _others(q)
        x = out[0]
        for answer in (
            f"不选 {' '.join(out).lower()}（其实 {x.lower()} 也不对），剩下都选",
            f"不选 {' '.join(out)}（因为 {x} 不对），剩下都选",
            f"不选 {' '.join(out)}（eps 是 1e-6），剩下都选",
        ):
            result = grade(q, answer)
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (q.id, answer, result)
