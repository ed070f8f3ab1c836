"""A single choice whose options are figures, answered by a calculation that closes on one of them
("(p-1)/(m+p-1) 代进去 15/31", "1024/64 → 每个 rank 16", "≈ 49.7，往下取选项里的 48", "= 259，最靠近 260"):
the figure the candidate worked out names its option, a reading to confirm.

The choice reader takes a figure in a sentence as chosen only when little else stands around it, so an
answer that shows its working was asked again even where the result it closes on is plain. Here the
answer is read only when that result cannot be mistaken:
- the answer's last figure, after a lead that makes it the result (``STATED_RESULT_LEADS``: "=",
  "所以", "得", "一共"…; ``WORKED_RESULT_LEADS``: "→", "那就", "代进去"…) or a pick among the options
  (``NEAREST_PICKS``: "选项里取", "落到", "最靠近"…), with at most a few words between ("→ 每个 rank
  16") and a measure word after it at most (``WORKED_TAILS``: never a bound, "48 以下", "48 多", nor
  an approximation, "48 左右");
- that figure equal to exactly one option's value (as the choice reader compares figures);
- no other figure of the answer equal to another option's value ("64 × 4 × 8 = 2048" on options 4, 8,
  16, 32 holds three of them), and no other option named in any way (a letter, a text);
- no correction, hedge, doubt, alternative, negation or question anywhere in it ("…那就 48 吧",
  "…没这个选项，那就 1/16", "= 48？"): such an answer is asked again, as before.
"""

from __future__ import annotations

import ast
import operator
import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.mentions._value_mentions import same, value_mentions, value_of
from bank.grading.numbers._numbers import DECIMAL, find_quantities
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

_LEAD = re.compile(
    rf"(?:{lexicon.STATED_RESULT_LEADS}|{alternation(lexicon.WORKED_RESULT_LEADS)}|{lexicon.WORKED_SUBSTITUTED}"
    rf"|{alternation(lexicon.NEAREST_PICKS)})"
    r"\s*(?P<between>[^\d,，;；。.!！?？:：=＝→]{0,10})$",
    re.I,
)
_CLAUSE_BREAK = re.compile(r"[,，;；。!！:：]")
# after the figure (its unit read with it): a measure word or a pointing word at most, and closing marks
_TAIL = re.compile(rf"\s*(?:{alternation(lexicon.WORKED_TAILS)})?\s*[。.!！]*\s*")
# before the figure, a word saying it roughly ("约 48") or bounding it ("最多 48", "小于 48")
_ROUGH = re.compile(
    rf"{alternation((*lexicon.APPROXIMATE, *lexicon.ROUGHLY))}|{lexicon.FIGURE_BOUND_BEFORE}"
    rf"|{lexicon.FIGURE_BOUNDS_BEFORE}",
    re.I,
)
# a doubt, a question or a negation anywhere, "not equal" too ("偏差 != 0": its "=" is no result)
_UNSURE = re.compile(
    rf"[?？吧]|吗|呢|{lexicon.NEGATIONS}|[非未别]|{lexicon.NOT_EQUAL_MARKS}|\bnot\b|\bno\b|n't", re.I
)


def worked_figure(question: Question, text: str) -> str | None:
    """The option whose figure the answer's calculation closes on, or None."""
    if question.type is not QuestionType.SINGLE or not any(char.isdigit() for char in text):
        return None
    values = {label: value_of(option) for label, option in question.options.items()}
    if any(value is None for value in values.values()) or _UNSURE.search(text):
        return None
    if lexicon.has(text, lexicon.NOT_SETTLED):
        return None
    prepared, code = prepare(text)
    quantities = find_quantities(prepared)
    if not quantities or not _TAIL.fullmatch(prepared, quantities[-1].end):
        return None
    last = quantities[-1]
    clause = prepared[: last.start]
    clause = clause[max((cut.end() for cut in _CLAUSE_BREAK.finditer(clause)), default=0) :]
    lead = _LEAD.search(clause)
    if lead is None or last.more or _ROUGH.search(lead.group("between")):
        return None  # "→ 约 48", "→ 48多", "→ 小于 48": a figure said roughly or bounded, not worked out
    figures, _ = value_mentions(prepared, question.options, [False] * len(prepared), nearest=False)
    closing = [mention for mention in figures if mention.start <= last.start < mention.end]
    if len(closing) != 1 or len(closing[0].labels) != 1:
        return None
    label = next(iter(closing[0].labels))
    others = [value for other, value in values.items() if other != label and value is not None]
    working = [(quantity.value, quantity.unit) for quantity in quantities[:-1]]
    working += [  # each number written, a fraction's parts too: "1024/64" holds the figure 64
        (float(found.group()), None)
        for found in DECIMAL.finditer(prepared)
        if not last.start <= found.start() < last.end
    ]
    if any(_equal(value, unit, other.value, other.unit) for value, unit in working for other in others):
        return None  # "64 卡 × 4 步 × 8" on options 4, 8, 16, 32: another option's figure in the working
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    if any((mention.labels & set(question.options)) - {label} for mention in mentions):
        return None
    return label


_ASKED_COUNT = re.compile(lexicon.ASKED_COUNT)
_TIMES_AFTER = re.compile(r"\s*[×xX*]\s*\d")
_TIMES_BEFORE = re.compile(r"\d[^\d,，;；。]{0,12}[×xX*]\s*$")
_DIVIDED = re.compile(r"[÷/]|除")


def counted_figure(question: Question, text: str) -> str | None:
    """The option whose figure the answer writes, alone, in the measure word the stem asks a count in
    ("128 条 × 2048 token = 262144 token，也就是 0.26M token" on "多少条 2048-token 片段"), or None. The
    working's other figures are in other units and none is another option's figure; no other option
    named, no correction, hedge, negation or question (as ``worked_figure``), and the working runs to the
    answer's end."""
    asked = _ASKED_COUNT.search(question.stem)
    if asked is None or question.type is not QuestionType.SINGLE or not any(char.isdigit() for char in text):
        return None
    values = {label: value_of(option) for label, option in question.options.items()}
    if any(value is None or value.unit for value in values.values()) or _UNSURE.search(text):
        return None
    if lexicon.has(text, lexicon.NOT_SETTLED):
        return None
    prepared, code = prepare(text)
    if not any(char.isdigit() for char in _CLAUSE_BREAK.split(prepared.strip(" 。.!！"))[-1]):
        return None  # "…= 262144 token，是 AWQ 的设置": a clause said of the working, not more working
    unit = re.compile(rf"\s*{re.escape(asked.group('unit'))}")
    counted = [found for found in DECIMAL.finditer(prepared) if unit.match(prepared, found.end())]
    if len(counted) != 1:
        return None  # "64 条不够，128 条": two counts said
    count = counted[0]
    if _DIVIDED.search(prepared) or not (
        _TIMES_AFTER.match(prepared, unit.match(prepared, count.end()).end())  # type: ignore[union-attr]
        or _TIMES_BEFORE.search(prepared, 0, count.start())
    ):
        return (
            None  # only a count times a size per item ("128 条 × 2048 token"); "16 条（1024 ÷ 16 ÷ 2）" not
        )
    labels = [
        label for label, value in values.items() if value and same(float(counted[0].group()), value.value)
    ]
    others = [(value.value, None) for label, value in values.items() if value and label not in labels]
    written = [
        float(found.group()) for found in DECIMAL.finditer(prepared) if found.start() != counted[0].start()
    ]
    if len(labels) != 1 or any(_equal(each, None, *other) for each in written for other in others):
        return None  # "128 条 × 4 = 512": another option's figure in the working
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    if any((mention.labels & set(question.options)) - set(labels) for mention in mentions):
        return None
    return labels[0]


def _equal(value: float, unit: str | None, reference: float, reference_unit: str | None) -> bool:
    """Whether a figure of the working is an option's figure, a percentage read as a share either way."""
    scaled = [value, value / 100] if unit == "%" else [value]
    scaled += [value * 100] if reference_unit == "%" and unit != "%" else []
    return any(same(each, reference) for each in scaled)


# a spreadsheet formula typed as the whole answer ("=1024/64", "=2048/(8*8*4)", "= 52000 / 200"): "=" then
# operands and operators alone, at least one operator; a cell or a function ("=A1/64", "=SUM(…)") is no
# figure the candidate worked out, asked again as a formula that equals no option is
_FORMULA = re.compile(r"\s*=\s*(?P<body>[^=]*[-+*/×÷^][^=]*?)\s*[。.]?\s*")
_FORMULA_SIGNS = str.maketrans({"×": "*", "÷": "/", "^": "**", "（": "(", "）": ")"})
_FORMULA_LIMIT = 120  # characters: a formula, not a program; its parsing stays shallow
_FORMULA_OPERATIONS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


def formula_figure(question: Question, text: str) -> str | None:
    """The option a spreadsheet formula typed as the whole answer equals (``_FORMULA``), read by the
    value it comes to, as a calculation's result is; "" when it is such a formula but its value is
    no one option's, or it cannot be worked out (a cell, a function, a division by zero): asked again;
    None when the answer is no such formula."""
    formula = _FORMULA.fullmatch(text) if question.type is QuestionType.SINGLE and "=" in text else None
    if formula is None:
        return None
    values = {label: value_of(option) for label, option in question.options.items()}
    value = _formula_value(formula.group("body").translate(_FORMULA_SIGNS))
    if value is None or any(figure is None for figure in values.values()):
        return ""
    equal = [label for label, figure in values.items() if figure is not None and same(value, figure.value)]
    return equal[0] if len(equal) == 1 else ""


def _formula_value(body: str) -> float | None:
    """The value of figures under + - * / ** and brackets, or None (anything else, a division by zero,
    an overflow)."""
    if len(body) > _FORMULA_LIMIT:
        return None
    try:
        return _node_value(ast.parse(body.strip(), mode="eval").body)
    except (SyntaxError, ValueError, ArithmeticError, RecursionError):
        return None


def _node_value(node: ast.expr) -> float | None:
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        operand = _node_value(node.operand)
        return None if operand is None else (-operand if isinstance(node.op, ast.USub) else operand)
    if isinstance(node, ast.BinOp) and type(node.op) in _FORMULA_OPERATIONS:
        left, right = _node_value(node.left), _node_value(node.right)
        if left is None or right is None:
            return None
        result = _FORMULA_OPERATIONS[type(node.op)](left, right)  # floats: a power overflows, never hangs
        return result if isinstance(result, float) else None  # a negative base's root is complex
    return None
