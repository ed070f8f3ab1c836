"""Rankings and stated confidence (blind batch 85).

"八成 B" (seed002-14), "95% sure B" (seed000-13) and "最像 D，其次 B" (seed000-10) were asked again: the
share or the rank before the letter was no filler the choice reader knew. Each is a tentative answer,
graded by the option and read to confirm (``_confidence_lead``). A share at or below even, a rank
last ("最不像 B"), a share on a choice whose options are shares, and a rank on a multiple choice are not
read so. The sections below add a ranking on a multiple choice (``_ranked_set``), a member of a set given
a share (``_member_possible``) and a true/false mark after a share (``_share_lean``).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.truefalse._share_lean import leaned_reading
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLE = {"seed000-03": ("C", "B"), "seed000-10": ("D", "A"), "seed002-14": ("B", "D")}  # key, a wrong one

LEADS = [
    "八成 {}", "九成 {}", "八成是 {}", "九成把握 {}", "我有八成把握是 {}", "七八成 {}", "百分之九十 {}",
    "95% sure {}", "90% {}", "80% sure it's {}", "70% 是 {}", "最像 {}", "最像 {}，其次 {other}",
    "首选 {}，备选 {other}", "最有可能 {}", "most likely {}",
]  # fmt: skip
NOT_LEADS = [  # a doubt, an even chance, a rank last, a share denied: no commitment
    "两成 {}", "三成是 {}", "五成 {}", "30% sure {}", "50% sure {}", "10% {}", "百分之二十 {}",
    "最不像 {}", "最不可能 {}", "不到八成 {}", "其次 {}", "{} 排最后",
]  # fmt: skip


def _other(key: str, letter: str) -> str:
    return next(each for each in "ABCD" if each not in (key, letter))


def test_a_confidence_or_first_rank_chooses_the_option_to_confirm() -> None:
    for qid, (key, wrong) in SINGLE.items():
        for lead in LEADS:
            for letter, verdict in ((key, Verdict.CORRECT), (wrong, Verdict.INCORRECT)):
                answer = lead.format(letter, other=_other(key, letter))
                graded = grade(BANK[qid], answer)
                assert graded.verdict is verdict, f"{qid} {answer!r}: {graded.verdict} {graded.rationale}"
                assert graded.needs_confirmation, f"{qid} {answer!r}"


def test_a_doubt_or_a_last_rank_is_no_commitment() -> None:
    for qid, (key, wrong) in SINGLE.items():
        for lead in NOT_LEADS:
            answer = lead.format(wrong)
            graded = grade(BANK[qid], answer)
            assert graded.verdict is not Verdict.CORRECT, f"{qid} {answer!r}"
            assert graded.reading != key, f"{qid} {answer!r}"
            graded = grade(BANK[qid], lead.format(key))
            assert graded.verdict is not Verdict.CORRECT, f"{qid} {lead.format(key)!r}"


def test_a_share_on_options_of_shares_is_no_confidence() -> None:
    question = BANK["seed001-06"]  # options 0, 5%, 10%, 50%: key A
    for answer in ("80% A", "八成 A", "90% sure A", "60% A"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_a_rank_on_a_multiple_choice_chooses_nothing() -> None:
    question = BANK["seed000-25"]  # key A E
    for answer in ("最像 A", "最像 A，其次 E"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded.verdict} {graded.reading}"


# ---- a ranking on a multiple choice (``_ranked_set``) ----

MULTI = "seed000-25"  # key A E; B C D wrong
RANKED_CHOSEN = [  # (answer, the set read)
    ("A > E > C，三个都选", {"A", "C", "E"}), ("A > E，两个都选", {"A", "E"}), ("A > E 都选", {"A", "E"}),
    ("A＞E＞C 都要", {"A", "C", "E"}), ("E > A，都要", {"A", "E"}), ("B > D，两个都选", {"B", "D"}),
]  # fmt: skip
RANKED_ASKED = [  # an order alone, a count that differs, a doubt after, a denial, a question: no set read
    "A > E > C", "A > E", "E > A", "A > E > C，两个都选", "A > E > C，都不选", "A > E > C，都选，C 不确定",
    "A > E，四个都选", "A > E，都选？", "A > E，都选吗", "A > E 都要?", "A > E > C，三个都选？",
]  # fmt: skip


def test_a_ranking_said_all_chosen_reads_every_option_ranked() -> None:
    question = BANK[MULTI]
    for answer, chosen in RANKED_CHOSEN:
        graded = grade(question, answer)
        assert set(graded.understood.choices) == chosen, f"{answer!r}: {graded.understood.choices}"
        assert graded.needs_confirmation, answer
        assert (graded.verdict is Verdict.CORRECT) == (chosen == {"A", "E"}), answer


def test_a_ranking_alone_on_a_multiple_choice_is_asked_again() -> None:
    question = BANK[MULTI]
    for answer in RANKED_ASKED:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded.verdict} {graded.reading}"


def test_every_option_counted_then_ranked_by_name() -> None:
    question = BANK["seed002-38"]  # perplexity, lang_score, 重复 n-gram, 文档长度: all four
    for answer in (
        "四个都能用：ppl > 重复 n-gram > lang_score > 长度",
        "ppl > 重复 n-gram > lang_score > 长度，四个都用",
    ):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    for answer in ("三个都能用：ppl > 重复 n-gram > lang_score", "ppl > 重复 n-gram > lang_score > 长度"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_a_comparison_with_a_figure_is_no_ranking() -> None:
    question = BANK["seed002-32"]  # key B D; C is head_dim > 256
    for answer, chosen in (
        ("B D，C 要 head_dim > 256", {"B", "D"}),
        ("B、D；C 只支持 head_dim > 256 的情况", {"B", "D"}),
    ):
        assert set(grade(question, answer).understood.choices) == chosen, answer


def test_a_ranking_beside_other_options_ruled_out_is_read_as_before() -> None:
    graded = grade(BANK["seed002-38"], "A ＞ C，B D 不算")  # key A B C D
    assert graded.verdict is Verdict.INCORRECT


def test_an_arrow_is_no_ranking() -> None:
    question = BANK["seed000-16"]  # key A B C D E
    for answer in ("AB -> ABCDE", "AB => ABCDE", "AB —> ABCDE"):
        assert grade(question, answer).understood.choices == list("ABCDE"), answer


# ---- a member of a set given a share of confidence (``_member_possible``) ----

SHARED_MEMBER = {  # a member singled out with a share below certainty or an even chance: a hedge
    "seed002-33": [  # key A C
        "A C D，D 七成", "A C，D 五成", "A C 九成，D 五成", "A，C 五五开", "A C，D 三成", "A C，D 60% 把握",
    ],
    "seed000-16": [  # key A B C D E
        "A B D E，C 算不算我五五开", "ABDE，C 五五开", "ABCDE，C 六成", "A B C D，E 一半一半", "ABCDE，E 70%",
    ],
}  # fmt: skip
SET_CONFIDENCE = [  # a share of the whole set, or a member only doubted and left out: as before
    ("A C 九成", {"A", "C"}), ("A C，八成", {"A", "C"}), ("A C 八成，D 不确定", {"A", "C"}),
    ("A C D，都九成", {"A", "C", "D"}), ("A C，概率 80%", {"A", "C"}),
]  # fmt: skip


def test_a_member_given_a_share_is_kept_open() -> None:
    for qid, answers in SHARED_MEMBER.items():
        for answer in answers:
            graded = grade(BANK[qid], answer)
            assert graded.understood.hedged, f"{qid} {answer!r}: {graded.verdict} {graded.reading}"
            assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, f"{qid} {answer!r}"


def test_a_share_of_the_whole_set_keeps_the_set() -> None:
    question = BANK["seed002-33"]
    for answer, chosen in SET_CONFIDENCE:
        graded = grade(question, answer)
        assert set(graded.understood.choices) == chosen and not graded.understood.hedged, answer


# ---- a true/false mark after a confidence (``_share_lean``) ----

TRUE_FALSE = "seed002-43"  # key false


def test_a_mark_after_a_confidence_and_a_copula_is_a_lean() -> None:
    question = BANK[TRUE_FALSE]
    for answer, truth in (
        ("70% 是对的", True),
        ("九成是错的", False),
        ("80% sure 是错的", False),
        ("百分之八十是对的", True),
    ):
        graded = grade(question, answer)
        assert graded.understood.truth is truth and graded.needs_confirmation, (
            f"{answer!r}: {graded.rationale}"
        )


def test_a_low_share_or_a_share_of_truth_is_no_lean() -> None:
    question = BANK[TRUE_FALSE]
    for answer in ("30% 是错的", "50% 是错的", "80% 错", "两成是错的", "70% 是错的吗"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_no_lean_on_a_statement_that_gives_a_share() -> None:
    assert leaned_reading("70% 是对的", "LoRA 能节省 75% 的显存。") is None
    assert leaned_reading("九成是对的", "GQA 把 KV cache 减到八成。") is None
    said = leaned_reading("70% 是对的", "reward 模型越大越好。")
    assert said is not None and said.truth is True


# a doubt said without the copula, in English, after a bound or a split, or after the mark: each said of
# the key's own mark, so that reading it would turn a doubt of the key into the key
DOUBTS_OF_THE_MARK = (
    "一成 {m}", "30% sure {e}", "10% sure it's {e}", "顶多三成是{m}的", "不到 80% 是{m}的", "五五开 是{m}的",
    "二八开 是{m}的", "是{m}的的概率 30%", "{m}的可能性不到一半",
)  # fmt: skip


def test_a_doubt_of_the_key_mark_said_otherwise_is_asked_again() -> None:
    for question in [q for q in BANK.values() if q.type.value == "truefalse"][::2]:
        mark, english = ("对", "true") if question.key == "true" else ("错", "false")
        for said in DOUBTS_OF_THE_MARK:
            answer = said.format(m=mark, e=english)
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
        assert grade(question, f"90% sure {english}").verdict is Verdict.CORRECT, question.id
