"""The round on blind batch 43 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "backend='inductor', mode='reduce-overhead'": an option's call shortened to its arguments, whole
  and in order, that no other option has, is that option written bare (labelled so). A run cut
  inside an argument, mixed with another option's argument, reordered, asked or hedged is not.
- "答案 A", "答 A": "answer" before the letters with a space alone is said as a sentence, to confirm
  (labelled so in blind-26, 33 and 43), and so is "答案是 A" (convention 6 of blind-16.yaml, blind-1
  and blind-3 relabelled to it); "答案：A", "答：A", "答案是：A" stay bare.
- "先除卡数 2048/64=32，再除累加步数 32/4，每卡 8": a figure worked out by an equation and then taken up
  as the first operand of a later step is a partial result, not the option named; named again at the
  close, or never carried on, it is read as before.
- "四个：DDIM、DPM-Solver-2、指数积分器、UniPC": a count opening a list with a colon, the number of its
  items, is no item of it (the item the rules cannot name is read by meaning, as without the count);
  a wrong count, a question or a wrong item added never reads as the key unasked.
- "flash_attn_func(*qkv.unbind(2), causal=True)" (batch 42): a starred split that the stem's code
  unpacks into names above the blank ("q, k, v = qkv.unbind(2)") passes those names. Another split,
  another dim, names or tensor bound again, or the split below the blank: read as written.
"""

from __future__ import annotations

import ast
import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import wrong_options

BANK = {question.id: question for question in curated_catalog()}


def _arguments(option: str) -> list[str]:
    """An option's call's arguments as written, or [] when the option is no call."""
    code = option.strip().strip("`")
    try:
        call = ast.parse(code, mode="eval").body
    except SyntaxError:
        return []
    if not isinstance(call, ast.Call):
        return []
    return [str(ast.get_source_segment(code, node)) for node in [*call.args, *call.keywords]]


CALLS = [
    question for question in BANK.values()
    if question.type in (QuestionType.SINGLE, QuestionType.MULTI)
    and sum(len(_arguments(option)) > 1 for option in question.options.values()) > 1
]  # fmt: skip


def _own_runs(question) -> dict[str, list[str]]:
    """Each option's runs of its call's arguments that no other option holds as an argument run."""
    runs = {
        label: [", ".join(args[i:j]) for i in range(len(args)) for j in range(i + 1, len(args) + 1)]
        for label, args in ((label, _arguments(option)) for label, option in question.options.items())
    }
    return {
        label: [run for run in own if not any(run in runs[other] for other in runs if other != label)]
        for label, own in runs.items()
    }


def test_some_questions_have_options_that_are_calls():
    assert "seed000-01" in {question.id for question in CALLS}


@pytest.mark.parametrize("question", CALLS, ids=lambda q: q.id)
def test_an_options_own_arguments_are_that_option_bare(question):
    for label, runs in _own_runs(question).items():
        for run in runs:
            graded = grade(question, run)
            if label in question.key_text:
                assert graded.verdict is not Verdict.INCORRECT, run
                if question.type is QuestionType.SINGLE:
                    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, run
            else:
                assert graded.verdict is not Verdict.CORRECT, run


@pytest.mark.parametrize("question", CALLS, ids=lambda q: q.id)
def test_arguments_asked_hedged_mixed_or_reordered_are_never_correct_unasked(question):
    own = _own_runs(question)
    others = [run for label, runs in own.items() if label not in question.key_text for run in runs]
    for label in question.key_text:
        args = _arguments(question.options[label])
        for run in own.get(label, []):
            forms = [f"{run}?", f"{run} 吗", f"{run} 吧", f"不是 {run}", f"{run} 不对", f"maybe {run}"]
            forms += [f"{run}, {other}" for other in others] + [f"{other}, {run}" for other in others]
            for form in forms:
                graded = grade(question, form)
                assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, form
        if len(args) > 1:
            reordered = ", ".join(reversed(args))
            graded = grade(question, reordered)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, reordered


def test_the_labelled_answer_is_bare():
    graded = grade(BANK["seed000-01"], "backend='inductor', mode='reduce-overhead'")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation
    for wrong in (
        "backend='nvfuser'",
        "mode='max-autotune'",
        "fullgraph=True",
        "backend='inductor', mode='max-autotune'",
    ):
        assert grade(BANK["seed000-01"], wrong).verdict is not Verdict.CORRECT, wrong


# The stem of seed000-26, cut to what the rule reads: a split unpacked above the blank.
SPLIT_STEM = """```python
def forward(self, x):
    qkv = self.qkv(x).view(b, s, 3, self.nhead, self.head_dim)
    q, k, v = qkv.unbind(2)
{between}    out = ____
    return out
```"""


def _fill_question(between: str = "") -> Question:
    return Question(
        id="fx-split",
        bank="fx",
        type=QuestionType.CODE,
        stem=SPLIT_STEM.format(between=between),
        key="flash_attn_func(q, k, v, causal=True)",
    )


@pytest.mark.parametrize(
    "answer",
    [
        "flash_attn_func(*qkv.unbind(2), causal=True)",
        "flash_attn_func(*qkv.unbind(2), dropout_p=0.0, causal=True)",
        "flash_attn_func( *qkv.unbind(2) , causal=True )",
    ],
)
def test_a_split_the_stem_unpacked_reads_as_its_names(answer):
    for question in (BANK["seed000-26"], _fill_question()):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "flash_attn_func(*qkv.unbind(1), causal=True)",  # another dim: other tensors
        "flash_attn_func(*qkv.unbind(2))",  # not causal
        "flash_attn_func(*qkv.unbind(2), causal=False)",
        "flash_attn_func(*qkv.unbind(2), *qkv.unbind(2), causal=True)",  # six tensors
        "flash_attn_func(*qkv.chunk(3, dim=2), causal=True)",  # keeps the split dim: another shape
        "flash_attn_func(*reversed(qkv.unbind(2)), causal=True)",  # v, k, q
        "flash_attn_func(*x.unbind(2), causal=True)",
        "flash_attn_func(q, *qkv.unbind(2)[1:], causal=True)",
        "flash_attn_func(*qkv.unbind(2)[::-1], causal=True)",
    ],
)
def test_other_splits_are_never_correct(answer):
    for question in (BANK["seed000-26"], _fill_question()):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "between",
    [
        "    q = q * self.scale\n",  # q rebound after the split: no longer its first part
        "    q, k = k, q\n",
        "    k += 1\n",
        "    for v in vs:\n        pass\n",
        "    qkv = qkv.flip(2)\n",  # the tensor split bound again: the split now reads another one
    ],
)
def test_a_split_whose_names_or_tensor_are_bound_again_stays_as_written(between):
    question = _fill_question(between)
    assert grade(question, "flash_attn_func(q, k, v, causal=True)").verdict is Verdict.CORRECT
    graded = grade(question, "flash_attn_func(*qkv.unbind(2), causal=True)")
    assert graded.verdict is not Verdict.CORRECT, between


def test_a_split_below_the_blank_is_not_read():
    stem = SPLIT_STEM.format(between="").replace("    q, k, v = qkv.unbind(2)\n", "")
    stem = stem.removesuffix("```") + "    q, k, v = qkv.unbind(2)\n```"  # the split after the blank
    question = _fill_question().model_copy(update={"stem": stem})
    assert grade(question, "flash_attn_func(*qkv.unbind(2), causal=True)").verdict is not Verdict.CORRECT


CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_answer_said_before_the_letters_with_no_colon_is_to_confirm(question):
    key = "、".join(question.key_text)
    said = (f"答案是 {key}", f"答案是{key}", f"答案为 {key}", f"答案就是 {key}", f"the answer is {key}")
    for form in (f"答案 {key}", f"答 {key}", f"答案  {key}", f"答案{key}", f"答{key}", *said):
        graded = grade(question, form)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, form
    for form in (f"答案：{key}", f"答：{key}", f"答案是：{key}", f"答案为：{key}", f"答案: {key}"):
        graded = grade(question, form)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, form
    for wrong in wrong_options(question):
        for form in (f"答案 {wrong}", f"答 {wrong}", f"答案{wrong}", f"答案是 {wrong}", f"答案为{wrong}"):
            assert grade(question, form).verdict is not Verdict.CORRECT, form


def _figure(option: str) -> bool:
    """An option written as a plain decimal figure ("8", "0.5"; not "1e-4", which is read otherwise)."""
    return re.fullmatch(r"\d+(?:\.\d+)?", option.strip()) is not None


FIGURED = [
    q for q in BANK.values()
    if q.type is QuestionType.SINGLE and all(_figure(option) for option in q.options.values())
]  # fmt: skip


def test_some_single_choices_are_figures():
    assert "seed002-07" in {question.id for question in FIGURED}


@pytest.mark.parametrize("question", FIGURED, ids=lambda q: q.id)
def test_a_figure_worked_out_then_carried_on_is_a_step(question):
    key = question.options[question.key_text].strip()
    for label in wrong_options(question):
        step = question.options[label].strip()
        for form in (
            f"{step}×4/4={step}，再除一步 {step}/2，得 {key}",
            f"{step} * 2 / 2 = {step}，{step} ÷ 3，{key}",
        ):
            graded = grade(question, form)
            assert graded.verdict is Verdict.CORRECT, form
        for form in (
            f"{step}×4/4={step}，{step}/2，还是 {step}",  # the step named again at the close
            f"{key}×4/4={key}，{key}/2，{step}",  # the key carried on, another figure closing
            f"{step}×4/4={step}，{step}/2={key}，选 {label}",  # a letter chosen after all
            f"{step}×4/4={step}，{key}",  # worked out, never carried on: two figures
            f"{step}×4/4={step}，{step}+1，{key}？",
        ):
            graded = grade(question, form)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, form
            if form.startswith(f"{key}×") or "还是" in form or "选" in form:
                assert graded.verdict is not Verdict.CORRECT, form


MULTI = [q for q in BANK.values() if q.type is QuestionType.MULTI and len(q.key_text) > 1]
ZH_COUNT = {2: "两", 3: "三", 4: "四", 5: "五"}


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed001-12", "四个：DDIM、DPM-Solver-2、指数积分器、UniPC"),
        ("seed001-12", "4个：DDIM、DPM-Solver-2、指数积分器、UniPC"),
        ("seed000-23", "四个：块 16、共享 KV、continuous batching、CPU 维护块表"),
    ],
)
def test_a_count_opening_a_list_is_no_item_of_it(qid, answer):
    graded = grade(BANK[qid], answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_a_count_before_the_keys_texts_reads_them_as_without_it(question):
    texts = "、".join(question.options[label].strip("`") for label in question.key_text)
    plain = grade(question, texts)
    for count in (str(len(question.key_text)), ZH_COUNT.get(len(question.key_text), "")):
        counted = grade(question, f"{count}个：{texts}")
        assert counted.verdict is plain.verdict, count
        assert counted.needs_confirmation or counted.verdict is Verdict.INVALID, count  # never bare
    for wrong in (len(question.key_text) + 1, len(question.key_text) - 1):
        for form in (f"{wrong}个：{texts}", f"{ZH_COUNT.get(len(question.key_text), '')}个：{texts}？"):
            graded = grade(question, form)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, form
    for label in (label for label in question.options if label not in question.key_text):
        if len(label) == 1:
            more = f"{len(question.key_text) + 1}个：{texts}、{question.options[label].strip('`')}"
            assert grade(question, more).verdict is not Verdict.CORRECT, more
