"""The round on blind batch 52 (issue "Grading a typed answer"): classes the batch met.

- Give-ups said in other words: not knowing, then the topic, and nothing else ("不记得 DiT 的结构了",
  "不清楚 TinyBERT 这个细节"); not knowing the topic, then "不会" or a doubt alone ("SDXL 的 UNet 没拆过，
  不会"); "记不得", "推不出来", "乘不动", "没做过", a bare "跳". An attempt that scores nothing
  (incorrect), not an answer asked again. Not an answer that names an option or a figure beside them
  ("不记得了，选 B"), a topic asking which ("不记得用的是哪种斜率了"), "那个" alone pointing at an option
  ("不知道 reduce-overhead 那个"), nor words that only hold the characters ("跳跃连接").
- An option's letter, a mark ("B.", "C）", "D:", "A。") and its option's text cut where a word or a
  clause ends ("B. 第 h 个头 m=2^(−h/4)", "C） 未对采样概率做修正"): the option's text shortened, bare.
  Not a cut that opens another option too, a cut of another option's text after the letter, a cut
  inside a word, nor the cut after a space alone ("D gradient norm": a sentence, to confirm).
- A range of letters said with "到" or "至" ("A 到 E", "A 至 D"), the whole answer: the set, bare, as
  "A-E" is. Not a range with words after it ("A 到 E 都对"), to confirm as labelled.
- A code fill with a comment that denies a need of a thing the code does not name ("# 推理不要 dropout"
  beside "dropout_p=0.0"): a reason, the fill read as written. Not a need denied of a name the code
  holds ("# 不要 causal"), nor of words ("# 不要用这个"), nor another word against it ("…，不对").
Looped over every choice, true/false, calculation and code question of the bank.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
ANSWERED = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.TRUEFALSE, QuestionType.CALC)]

GIVE_UPS = (
    "不记得 DiT 的结构了",
    "不清楚 TinyBERT 这个细节",
    "不知道 max-autotune 这个模式",
    "SDXL 的 UNet 没拆过，不会",
    "这个实验我没做过，说不好",
    "不会，CLIP 我没做过",
    "MAML 我只在论文里见过，这个推不出来",
    "这个默认值我真记不得",
    "Mamba 我没跑过，这个真不清楚",
    "手边没计算器，这么多位乘不动",
    "论文没细看过，跳",
)


def test_every_type_is_there() -> None:
    assert len(CHOICES) >= 5 and {q.type for q in ANSWERED} >= {QuestionType.TRUEFALSE, QuestionType.CALC}


@pytest.mark.parametrize("question", ANSWERED, ids=lambda q: q.id)
def test_a_give_up_in_other_words_scores_nothing(question: Question) -> None:
    for answer in GIVE_UPS:
        graded = grade(question, answer)
        if question.type is QuestionType.TRUEFALSE and "不会" in answer:
            # "不会" may deny the claim: the true/false reader reads it so, never bare
            assert graded.verdict is Verdict.INCORRECT or graded.needs_confirmation, answer
            continue
        assert graded.verdict is Verdict.INCORRECT and graded.score == 0.0, answer


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_an_option_named_beside_not_knowing_is_still_read(question: Question) -> None:
    key = question.key_text.strip()
    for answer in (f"不记得 DiT 的结构了，选 {key}", f"没做过，应该是 {key}", f"{key} 吧，没拆过，说不好"):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.INCORRECT, answer  # the key is named: never a give-up


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_what_only_looks_like_not_knowing_is_asked_again(question: Question) -> None:
    for answer in ("不记得 MPT 用的是哪种斜率了", "不知道 reduce-overhead 那个", "跳跃连接", "不清楚 那个"):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.INCORRECT or graded.needs_confirmation, answer


# The second class: an option's letter, a mark, and its option's text cut where a clause ends.
def _cut(text: str) -> str | None:
    """``text`` cut before its first clause mark or remark's bracket (three characters at least kept)."""
    for index, char in enumerate(text):
        if char in "，,；;（(" and len(text[:index].replace(" ", "")) >= 3:
            return text[:index].strip()
    return None


def _own_cuts(question: Question) -> list[tuple[str, str]]:
    """(letter, cut) for each option whose cut opens no other option's text."""
    cuts = []
    for letter, text in question.options.items():
        cut = _cut(text)
        others = [other for label, other in question.options.items() if label != letter]
        if cut and not any(other.replace(" ", "").startswith(cut.replace(" ", "")) for other in others):
            cuts.append((letter, cut))
    return cuts


CUT_SINGLES = [q for q in SINGLES if _own_cuts(q)]


def test_some_options_can_be_cut() -> None:
    assert len(CUT_SINGLES) >= 5


@pytest.mark.parametrize("question", CUT_SINGLES, ids=lambda q: q.id)
def test_a_letter_marked_before_its_own_text_cut_is_bare(question: Question) -> None:
    key = question.key_text.strip()
    for letter, cut in _own_cuts(question):
        for answer in (f"{letter}. {cut}", f"{letter}） {cut}", f"{letter}：{cut}", f"{letter}。{cut}"):
            graded = grade(question, answer)
            right = Verdict.CORRECT if letter == key else Verdict.INCORRECT
            assert graded.verdict is right and not graded.needs_confirmation, answer


@pytest.mark.parametrize("question", CUT_SINGLES, ids=lambda q: q.id)
def test_a_cut_of_another_option_is_never_bare_and_right(question: Question) -> None:
    key = question.key_text.strip()
    for letter, cut in _own_cuts(question):
        for other in (label for label in question.options if label != letter):
            graded = grade(question, f"{other}. {cut}")
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, f"{other}. {cut}"
        if letter == key and "\u4e00" <= cut[-1] <= "\u9fff":  # cut inside Chinese words: to confirm
            graded = grade(question, f"{letter}. {cut[:-1]}")
            assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, cut[:-1]


def test_a_cut_after_a_space_alone_is_a_sentence_to_confirm() -> None:
    question = next(q for q in SINGLES if q.id == "seed001-04")  # D: "Gradient norm 计算"
    graded = grade(question, "D gradient norm")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    graded = grade(question, "D: gradient norm")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


MULTIS = [q for q in SINGLES + CHOICES if q.type is QuestionType.MULTI]


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_a_range_said_in_words_is_the_set_bare(question: Question) -> None:
    letters = sorted(question.options)
    for first, start in enumerate(letters):
        for end in letters[first + 1 :]:
            written = grade(question, "".join(letters[first : letters.index(end) + 1]))
            for answer in (f"{start} 到 {end}", f"{start}至{end}"):
                graded = grade(question, answer)
                assert (graded.verdict, graded.score) == (written.verdict, written.score), answer
                assert not graded.needs_confirmation, answer
            graded = grade(question, f"{start} 到 {end} 都对")
            assert graded.verdict is Verdict.INVALID or graded.needs_confirmation


ONE_FILLS = [q for q in BANK if q.type is QuestionType.CODE and len(q.blanks) == 1 and q.blanks[0].strip()]


def test_there_are_one_fill_code_questions() -> None:
    assert len(ONE_FILLS) >= 3


@pytest.mark.parametrize("question", ONE_FILLS, ids=lambda q: q.id)
def test_a_comment_denying_the_need_of_an_unnamed_thing_is_a_reason(question: Question) -> None:
    fill = question.blanks[0]
    for comment in ("# 推理不要 zzdropout", "# 这里不需要 zzmask"):
        graded = grade(question, f"{fill}  {comment}")
        assert graded.verdict is Verdict.CORRECT, comment


@pytest.mark.parametrize("question", ONE_FILLS, ids=lambda q: q.id)
def test_a_comment_against_the_fill_still_disowns_it(question: Question) -> None:
    fill = question.blanks[0]
    named = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", fill)[0]
    for comment in (f"# 不要 {named}", "# 不要用这个", "# 推理不要 zzdropout，不对"):
        graded = grade(question, f"{fill}  {comment}")
        assert graded.verdict is not Verdict.CORRECT, comment
