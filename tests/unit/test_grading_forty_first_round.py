"""The round on blind batch 41 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "param 跟 optimizer 的 device 统一写 nvme": owners of the blanks, each calling its own blank by a name
  of the code or a part of one, joined before one fill said to be all of theirs: that fill in every blank.
- "BLOCK_SIZE: tl.constexpr):": the stem's own "):" after its one blank, copied with the fill, is no
  part of it (bare, as a trailing comma is).
- "scores 得是 [B, kv, g, L, L]：q @ …": a shape before a colon is a remark, the code after it the fill.
- "困惑度、fastText 语种分、n-gram 重复、文档长度四个都能用": a plain list naming every option, closed by
  a phrase choosing all of them, is every option.
- "…，没上过手", "这些细节没关注过", "条数忘了" closing an answer with no option, figure or code: give-ups
  (incorrect, as blind-16's header says); an answer read beside such words ("选第二个，没用过") is still
  a sentence, confirmed.
- "大概三十五六个 G": a round ten and two neighbouring digits are the range "35~36".
- "A ; D", "embeddings.token_type_embeddings", "A（LPIPS）B（MS-SSIM）C（IS）": bare, as labelled.
- "全选，1e-5 没错": all chosen, then one said right ("没错" holds no denial); asked, it is not.
- "公式：…，数我等下再乘": the arithmetic put off, no result (asked again).
- "pjit 配 nn.partitioning.with_sharding_constraint", "A 那个，还有 E": 配 joins two options as 和 does;
  "那个" closing an option points at it and keeps the list going.
- "A 和 B 里那个 deterministic 参数…会直接报错": what is in two options, said together, on a single
  choice chooses neither (asked again), as "A 和 B 都…" does.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._every import _NOT_A_LIST, _TAKES_BACK
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog()}
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
ONE_BLANK_CODE = [
    q for q in BANK.values() if q.type is QuestionType.CODE and len(q.blanks) <= 1 and q.key_text
]


def _none_correct(question: Question, *answers: str) -> None:
    for answer in answers:
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def _bare_correct(question: Question, answer: str) -> bool:
    graded = grade(question, answer)
    return graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


# --- owners of the blanks, then one fill for all of them ------------------------------------------------

MODES = Question(
    id="fx-owned-modes",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 `mode` 的取值（`____`）。\n\n```json\n"
        '{\n  "encoder_block": {\n    "mode": "____",\n    "path": "/data/cache"\n  },\n'
        '  "decoder_block": {\n    "mode": "____",\n    "path": "/data/cache"\n  }\n}\n```'
    ),
    key=["cache", "cache"],
    points=4,
)
APART = MODES.model_copy(update={"id": "fx-owned-apart", "key": ["cache", "none"]})
# each question with the words that call its two blanks, the name beside them, and a wrong fill; the
# owners a part of a name first (a whole name of the code was read before this round, by the blank
# names' reader, which also takes one such name with "都")
OWNED = [
    (BANK["seed000-29"], "param", "optimizer", "device", "cpu"),
    (MODES, "encoder", "decoder", "mode", "none"),
    (BANK["seed000-29"], "offload_param", "offload_optimizer", "device", "none"),
    (MODES, "encoder_block", "decoder_block", "mode", "disk"),
]


@pytest.mark.parametrize(("question", "first", "second", "name", "wrong"), OWNED)
def test_owners_joined_before_one_fill_give_it_to_every_blank(
    question: Question, first: str, second: str, name: str, wrong: str
) -> None:
    whole_names = "_" in first
    fill = question.blanks[0]
    for owners in (f"{first} 跟 {second}", f"{first} 和 {second}", f"{second}、{first}", f"{first}/{second}"):
        for said in (
            f"{owners} 的 {name} 统一写 {fill}",
            f"{owners} 都是 {fill}",
            f'{owners} 的 {name} 都填 "{fill}"',
        ):
            graded = grade(question, said)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (said, graded.rationale)
            assert grade(question, said.replace(fill, wrong)).verdict is Verdict.INCORRECT, said
    _none_correct(
        question,
        *(() if whole_names else (f"{first} 的 {name} 都写 {fill}",)),  # the other blank is not said
        *(() if whole_names else (f"{first} 跟 {first} 的 {name} 统一写 {fill}",)),  # one blank twice
        f"{first} 跟 {second} 的 {name} 统一写 {fill} 吗",
        f"{first} 跟 {second} 的 {name} 都不写 {fill}",
        *(() if whole_names else (f"不是 {first} 跟 {second} 的 {name} 统一写 {fill}",)),
        f"{first} 跟 {second} 的 {name} 统一写 {fill} 或 {wrong}",
        f"{first} 跟 {second} 的 {name} 统一写 {fill}, {wrong}",
        f"{first} 跟 {second} 的 {name} 统一写 {fill}，不对",
    )


def test_one_fill_for_both_owners_scores_the_blank_it_fills() -> None:
    graded = grade(APART, "encoder 和 decoder 的 mode 都写 cache")
    assert graded.verdict is Verdict.PARTIAL and graded.score == 0.5
    assert grade(APART, "encoder 和 decoder 的 mode 都写 none").verdict is Verdict.PARTIAL


def test_an_owner_in_both_blanks_code_calls_neither() -> None:
    # seed000-27: "b" stands in the first blank's code too (jnp.dot(a, b)): no owner of one blank
    question = BANK["seed000-27"]
    assert grade(question, "a 跟 b 的 NamedSharding 都写 P('x', None)").verdict is not Verdict.CORRECT


# --- the stem's "):" after the one blank, copied with the fill ------------------------------------------


def _one_line(name: str, line: str, key: str) -> Question:
    """A fixture code question of one blank on one line of Python."""
    stem = f"```python\n{line}\n```"
    return Question(id=f"fx-tail-{name}", bank="fx", type=QuestionType.CODE, stem=stem, key=key, points=2)


SOFTMAX = _one_line("dim", "y = torch.softmax(x, dim=____)", "1")
SIGNATURE = _one_line("def", "@triton.jit\ndef kernel(x_ptr, n, ____):\n    pass", "BLOCK: tl.constexpr")
INDEXED = _one_line("index", "first = hidden[:, ____]", "0")
TAILED = [
    (BANK["seed000-28"], ["):", ")", ")："], "BLOCK_SIZE: tl.int32"),
    (SOFTMAX, [")"], "0"),
    (SIGNATURE, ["):", ")"], "BLOCK: int"),
    (INDEXED, ["]"], "1"),
]


@pytest.mark.parametrize(("question", "tails", "wrong"), TAILED, ids=lambda item: getattr(item, "id", None))
def test_the_stems_text_after_the_blank_is_no_part_of_the_fill(
    question: Question, tails: list[str], wrong: str
) -> None:
    key = question.key_text.strip()
    for tail in tails:
        assert _bare_correct(question, f"{key}{tail}"), (tail, grade(question, f"{key}{tail}").rationale)
        assert grade(question, f"{wrong}{tail}").verdict is not Verdict.CORRECT, (wrong, tail)
        for asked in (f"{key}{tail}？", f"{key}{tail} 吧", f"{key}{tail}{tail}", f"不是 {key}{tail}"):
            assert not _bare_correct(question, asked), asked
    # a bracket the stem does not close after the blank is no copy of its line
    assert grade(question, f"{key}}}").verdict is not Verdict.CORRECT


# --- a shape before a colon, then the code ------------------------------------------------------------

# the single-blank code questions whose fills hold no colon of their own (a colon is then the fill's)
UNCOLONED = [q for q in ONE_BLANK_CODE if not any(":" in fill for fill in [q.key_text, *q.accepted])]


def test_code_after_a_shape_and_a_colon_is_the_fill() -> None:
    question = BANK["seed001-16"]
    said = "scores 得是 [B, kv, g, L, L]：q @ k[:, :, None].transpose(-1, -2) * scale"
    graded = grade(question, said)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    wrong = "scores 得是 [B, kv, g, L, L]：q @ k.transpose(-1, -2) * scale"  # no group axis
    assert grade(question, wrong).verdict is Verdict.INCORRECT
    assert read_correct(UNCOLONED, "结果得是 [B, L, D]：{K}") == [q.id for q in UNCOLONED]
    for question in UNCOLONED:
        key = question.key_text.strip()
        assert not _bare_correct(question, f"[B, L, D]: {key}"), key  # the shape is a remark
        others = [q.key_text for q in UNCOLONED if q.id != question.id]
        for other in others:
            assert grade(question, f"结果得是 [B, L, D]：{other}").verdict is not Verdict.CORRECT, other


# --- a plain list of every option, closed by "all of them" ---------------------------------------------

LISTABLE = [q for q in MULTIS if not any(_NOT_A_LIST.search(text) for text in q.options.values())]


def _chosen(question: Question, answer: str) -> set[str]:
    graded = grade(question, answer)
    return set(graded.understood.choices or ()) if graded.understood else set()


def test_every_option_listed_then_all_of_them_is_every_option() -> None:
    question = BANK["seed002-38"]
    said = "困惑度、fastText 语种分、n-gram 重复、文档长度四个都能用"
    graded = grade(question, said)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert len(LISTABLE) >= 5
    for question in LISTABLE:  # on each, the closing's count and words are checked, not only read
        labels, texts = set(question.options), list(question.options.values())
        listed, count = "、".join(texts), len(texts)
        assert _chosen(question, f"{listed}，全选") == labels, question.id  # each option's text its own
        for closing in (f" {count}个都能用", "都能用", f"这{count}个都可以"):
            assert _chosen(question, f"{listed}{closing}") == labels, (question.id, closing)
        for closing in (f" {count - 1}个都能用", f" {count + 1}个都能用", f" {count}个都不能用"):
            assert _chosen(question, f"{listed}{closing}") != labels, (question.id, closing)
        for closing in (f" {count}个都能用？", f" {count}个都能用吗"):  # asked: never every option, bare
            graded = grade(question, f"{listed}{closing}")
            bare = graded.understood is not None and not graded.needs_confirmation
            assert not (bare and set(graded.understood.choices or ()) == labels), (question.id, closing)
        short = "、".join(texts[:-1])  # one option left out: "all four" counts one too many
        assert _chosen(question, f"{short} {count}个都能用") != labels, question.id
        assert _chosen(question, f"除了{listed} {count}个都能用") != labels, question.id


# --- give-ups said as never having tried it, never having looked, having forgotten ----------------------

GIVE_UPS = (
    "TensorRT-LLM 只听说过，没上过手",
    "我平时都用 webui，这些细节没关注过",
    "只记得是从 C4 里抽的，条数忘了",
)
ANY_TYPE = [*SINGLES[:8], *MULTIS[:4], *ONE_BLANK_CODE, BANK["seed000-30"], BANK["seed000-29"]]


@pytest.mark.parametrize("said", GIVE_UPS)
def test_never_tried_never_looked_or_forgot_closing_the_answer_is_a_give_up(said: str) -> None:
    for question in ANY_TYPE:
        graded = grade(question, said)
        assert graded.verdict is Verdict.INCORRECT and graded.score == 0.0, (question.id, graded.rationale)
        assert not graded.needs_confirmation, question.id


def test_an_answer_beside_such_words_is_read() -> None:
    for template in (
        "{K}，没上过手",
        "没上过手，但应该是 {K}",
        "这些细节没关注过，我选 {K}",
        "{K}，条数忘了",
    ):
        assert read_correct(SINGLES, template) == [q.id for q in SINGLES], template
    assert grade(BANK["seed000-30"], "464 GB，单位换算忘了").verdict is Verdict.CORRECT


# --- the rest: a figure said as two neighbours, bare forms, an affirmation after "all", arithmetic left --


def test_a_round_ten_and_two_neighbouring_digits_are_a_range() -> None:
    from bank.grading.text._zh_numerals import chinese_numerals

    assert chinese_numerals("大概三十五六个 G") == "大概35~36个 G"
    assert chinese_numerals("十五六") == "15~16"
    for unchanged in ("三十五七", "三十六五", "百分之三十五六"):
        assert "~" not in chinese_numerals(unchanged), unchanged
    question = BANK["seed000-08"]  # A 35GB, B 32GB, C 28GB, D 26GB
    for said, read in (
        ("大概三十五六个 G", "A"),
        ("三十四五 GB", "A"),
        ("三十一二 GB", "B"),
        ("二十八九个 G", "C"),
    ):
        graded = grade(question, said)
        assert graded.needs_confirmation and graded.understood.choices == [read], (said, graded.rationale)
    for said in ("三十三四 GB", "三十五七 GB", "不是三十五六 GB", "三十五六 GB 吗"):
        assert grade(question, said).verdict is not Verdict.CORRECT, said


def test_letters_parted_by_spaced_semicolons_are_a_bare_set() -> None:
    for question in MULTIS:
        key = sorted(question.key_text)
        for joint in (" ; ", " ；", ";"):
            assert _bare_correct(question, joint.join(key)), (question.id, joint)
        assert not _bare_correct(question, " ; ".join(key) + "？"), question.id
        wrong = sorted(set(question.options) - set(key))
        if wrong:
            assert grade(question, " ; ".join([*key, wrong[0]])).verdict is not Verdict.CORRECT


_DOTTED_NAME = re.compile(r"`[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+`")
DOTTED = [q for q in SINGLES if _DOTTED_NAME.fullmatch(q.options[q.key_text].strip())]


def test_an_options_last_dotted_parts_name_it_bare() -> None:
    assert len(DOTTED) >= 2
    for question in DOTTED:
        parts = question.options[question.key_text].strip(" `").split(".")
        for start in range(1, len(parts)):
            tail = ".".join(parts[start:])
            assert _bare_correct(question, tail), (question.id, tail)
            assert not _bare_correct(question, f"{tail}？"), tail
            assert grade(question, f"不是 {tail}").verdict is not Verdict.CORRECT, tail
        for label in sorted(set(question.options) - {question.key_text}):
            other = question.options[label].strip(" `").split(".")
            for start in range(len(other)):
                assert grade(question, ".".join(other[start:])).verdict is not Verdict.CORRECT, other


def test_each_letter_glossed_by_its_own_option_is_a_bare_set() -> None:
    question = BANK["seed001-15"]  # A LPIPS, B MS-SSIM, C Inception Score: key ABC
    assert _bare_correct(question, "A（LPIPS）B（MS-SSIM）C（IS）")
    assert _bare_correct(question, "A（LPIPS）、B（MS-SSIM）、C（IS）")
    assert not _bare_correct(question, "A（MS-SSIM）B（LPIPS）C（IS）")  # the glosses swapped
    assert grade(question, "A（LPIPS）B（MS-SSIM）D（IS）").verdict is not Verdict.CORRECT
    for question in MULTIS:
        key, options = sorted(question.key_text), question.options
        glossed = "".join(f"{letter}（{options[letter]}）" for letter in key)
        if not all(options[letter].isascii() for letter in key):
            continue  # glossed by names only: a sentence in brackets is a remark, read to confirm
        assert _bare_correct(question, glossed), (question.id, glossed)
        wrong = sorted(set(options) - set(key))
        if wrong and len(key) > 1:
            crossed = "".join(f"{letter}（{options[wrong[0]]}）" for letter in key)  # another's gloss
            assert not _bare_correct(question, crossed), (question.id, crossed)


ALL_KEYED = [q for q in MULTIS if set(q.key_text) == set(q.options)]


def test_all_chosen_then_one_said_right_is_all() -> None:
    assert ALL_KEYED
    for question in ALL_KEYED:
        for text in question.options.values():
            if _TAKES_BACK.search(text):
                continue  # "丢弃溢出的 token（`drop_tokens`）": the option's own words would take it back
            for said in (f"全选，{text} 没错", f"全选，{text} 没问题"):
                graded = grade(question, said)
                assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (
                    said,
                    graded.rationale,
                )
            asked, but, denied = f"全选，{text} 没错吗", f"全选，但 {text} 没错", f"全选，{text} 不是没错"
            _none_correct(question, asked, but, denied, f"全选，{text} 没有")


def test_arithmetic_put_off_is_no_result() -> None:
    question = BANK["seed000-30"]
    for later in ("数我等下再乘", "等会再算", "回头再算"):
        said = f"公式：M = 2·b·s·n_layer·d_model·2B，{later}"
        assert grade(question, said).verdict is Verdict.INVALID, said
        assert grade(question, f"464 GB，{later}").verdict is Verdict.CORRECT, later


TWO_KEYED = [q for q in MULTIS if len(q.key_text) == 2]


def test_two_options_joined_by_pei_or_after_a_pointer_are_both_chosen() -> None:
    question = BANK["seed000-19"]  # B nn.partitioning.with_sharding_constraint, C jax.experimental.pjit
    graded = grade(question, "pjit 配 nn.partitioning.with_sharding_constraint")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert len(TWO_KEYED) >= 3
    for question in TWO_KEYED:
        first, second = sorted(question.key_text)
        wrong = sorted(set(question.options) - {first, second})[0]
        for said in (f"{first} 配 {second}", f"{first} 那个，还有 {second}", f"{first} 那个，{second}"):
            graded = grade(question, said)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
        _none_correct(
            question,
            f"{first} 配 {wrong}",
            f"{first} 那个，还有 {wrong}",
            f"{first} 配 {second} 都不对",
            f"{first} 那个不对，还有 {second}",
            f"{first} 那个，还有 {second} 吗",
            f"{first} 那个，还有 {second} 不确定",
        )


def test_what_is_in_two_options_said_together_chooses_neither() -> None:
    question = BANK["seed001-01"]
    said = "A 和 B 里那个 deterministic 参数 compile 根本不认，会直接报错"
    assert grade(question, said).verdict is Verdict.INVALID
    for question in SINGLES:
        key = question.key_text
        for other in sorted(set(question.options) - {key}):
            for said in (f"{key} 和 {other} 里那个写法会直接报错", f"{other}、{key} 当中那个参数根本不认"):
                assert grade(question, said).verdict is Verdict.INVALID, (question.id, said)
            graded = grade(question, f"{other} 和 {key} 里选 {key}")  # chosen from among them: read
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, other)


def test_an_answer_read_beside_a_give_up_is_still_confirmed() -> None:
    ordinals = "一二三四五六七八"
    for question in SINGLES:
        place = ordinals[sorted(question.options).index(question.key_text)]
        for said in (f"选第{place}个，原因忘了", f"第{place}个，没上过手", f"选第{place}个，没用过"):
            graded = grade(question, said)
            assert graded.verdict is Verdict.CORRECT, (question.id, said, graded.rationale)
            assert graded.needs_confirmation, (question.id, said)  # a sentence, never bare
