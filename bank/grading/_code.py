"""Code answers compared by syntax tree (or by tokens when they do not parse), never by string.

Equivalent spellings are accepted: whitespace, quote style, keyword order, module aliases
(``torch.nn.functional`` = ``F``), positional vs keyword arguments of the functions whose
signatures are listed below, and writing the whole blank line instead of only the fill.

Over 400 lines because reading the code out of an answer (backticked or between Chinese words, with
its hedges, rule-outs and corrections) and comparing it (the canonical form) are one rule: every
reading step decides by the canonical form whether two fills differ.
"""

from __future__ import annotations

import ast
import io
import itertools
import re
import tokenize
import unicodedata
from collections.abc import Callable, Iterator
from functools import lru_cache

from bank.grading import _words as lexicon
from bank.grading._blank_names import without_blank_names
from bank.grading._text import code_spans, strip_answer_prefix, symbols_trimmed

_HEDGE_LINK = re.compile(r"^\s*(?:或者|或是|或|还是|\bor\b|/)\s*$", re.I)


def _unquoted_fills(answer: str) -> list[re.Match[str]]:
    """What stands between an answer's Chinese words when it has no backticks ("x 或者 y": x, y)."""
    runs = re.finditer(r"[^\u4e00-\u9fff，。；！？、（）]+", answer)
    return [match for match in runs if re.search(r"\w", match.group(0))]


def hedged(answer: str) -> bool:
    """Two different fills offered as alternatives: "`a` 或者 `b`", "`a` or `b`", "`a`，也可能是 `b`",
    and the same without backticks ("a 或 b"): the words between two fills are read alike."""
    spans = list(re.finditer(r"`([^`\n]+)`", answer)) or _unquoted_fills(answer)
    parts = [part for part in _TOP_LEVEL_OR.split(answer) if part.strip()] if not spans[1:] else []
    if len(parts) > 1 and all(code_like(part) for part in parts):  # "f(x) or g(x)": two fills, not a BoolOp
        return len({canonical(part) for part in parts}) > 1
    fill = [span.group(span.lastindex or 0).strip(" ,;:") for span in spans]
    different = len({canonical(each) for each in fill}) > 1
    return any(
        (
            _HEDGE_LINK.match(answer[left.end() : right.start()])
            or lexicon.has(answer[left.end() : right.start()], (*lexicon.ALTERNATIVES, *lexicon.ALSO_FINE))
        )
        and canonical(fill[index]) != canonical(fill[index + 1])
        for index, (left, right) in enumerate(itertools.pairwise(spans))
    ) or (different and lexicon.has(answer, lexicon.HEDGES))


_TOP_LEVEL_OR = re.compile(r"\s+or\s+(?![^()]*\))", re.I)  # outside brackets
_TOP_LEVEL_AND = re.compile(r"\s+and\s+(?![^()]*\))", re.I)
_TOP_LEVEL_SLASH = re.compile(r"\s+[/|]\s+(?![^()]*\))")  # a spaced slash or bar between two fills
_RULED_OUT_BEFORE = re.compile(r"(?:不是|并非|而不是|不用|不要|\bnot|\brather than|\binstead of)\s*$", re.I)
_RULED_OUT_AFTER = re.compile(
    r"^\s*(?:不对|不行|不正确|是错的|错了|错误|不能用|用不了|会报错|"
    r"\bis wrong|\bis incorrect|\bdoesn'?t work|\bwon'?t work)",
    re.I,
)


def ruled_out(answer: str) -> set[str]:
    """The backticked fills the answer rules out ("不是 `a`，是 `b`", "`a` 不对", "`b`（不是 `a`）")."""
    return {
        canonical(span.group(1))
        for span in re.finditer(r"`([^`\n]+)`", answer)
        if _RULED_OUT_BEFORE.search(answer[max(0, span.start() - 12) : span.start()])
        or _RULED_OUT_AFTER.match(answer[span.end() :])
    }


_ALIASES = {
    "torch.nn.functional": "F", "nn.functional": "F", "torch.nn": "nn", "triton.language": "tl",
    "jax.numpy": "jnp", "numpy": "np", "jax.sharding.PartitionSpec": "P", "PartitionSpec": "P",
    "jax.sharding.NamedSharding": "NamedSharding", "jax.sharding.Mesh": "Mesh",
    "flash_attn.flash_attn_func": "flash_attn_func", "torch.distributed": "dist",
    "torch.utils.checkpoint": "cp",
}  # fmt: skip
# positional parameter names of functions candidates call (after aliasing)
SIGNATURES: dict[str, tuple[str, ...]] = {
    "torch.compile": ("model",),
    "F.scaled_dot_product_attention": (
        "query",
        "key",
        "value",
        "attn_mask",
        "dropout_p",
        "is_causal",
        "scale",
    ),
    "flash_attn_func": ("q", "k", "v", "dropout_p", "softmax_scale", "causal"),
    "tl.load": ("pointer", "mask", "other"),
    "tl.store": ("pointer", "value", "mask"),
    "tl.arange": ("start", "end"),
    "tl.program_id": ("axis",),
    "tl.dot": ("input", "other"),
    "tl.sum": ("input", "axis"),
    "tl.max": ("input", "axis"),
    "tl.zeros": ("shape", "dtype"),
    "nn.Linear": ("in_features", "out_features", "bias"),
    "nn.Embedding": ("num_embeddings", "embedding_dim"),
    "nn.LayerNorm": ("normalized_shape", "eps"),
    "F.softmax": ("input", "dim"),
    "F.linear": ("input", "weight", "bias"),
    "F.dropout": ("input", "p", "training"),
    "torch.softmax": ("input", "dim"),
    "torch.matmul": ("input", "other"),
    "torch.cat": ("tensors", "dim"),
    "torch.autocast": ("device_type", "dtype"),
    "jnp.dot": ("a", "b"),
    "jax.device_put": ("x", "device"),
    "NamedSharding": ("mesh", "spec"),
    "Mesh": ("devices", "axis_names"),
}
# keyword defaults of the functions above, as documented: spelling one out changes nothing
# ("softmax_scale=None" is flash_attn_func's own default), so a default written is dropped
DEFAULTS: dict[str, dict[str, object]] = {
    "flash_attn_func": {
        "dropout_p": 0.0,
        "softmax_scale": None,
        "causal": False,
        "window_size": (-1, -1),
        "softcap": 0.0,
        "alibi_slopes": None,
        "deterministic": False,
        "return_attn_probs": False,
    },
    "F.scaled_dot_product_attention": {
        "attn_mask": None,
        "dropout_p": 0.0,
        "is_causal": False,
        "scale": None,
    },
    "nn.Linear": {"bias": True},
    "nn.LayerNorm": {"eps": 1e-5},
    # torch.utils.checkpoint.checkpoint's documented keyword defaults
    "cp.checkpoint": {"preserve_rng_state": True, "determinism_check": "default", "debug": False},
}
# The last two dimensions swapped: torch's ``t.mT`` is ``t.transpose(-2, -1)``, which swaps the two
# whichever is named first (``transpose(-1, -2)``); one form for the three. Only the last two: numpy's
# ``transpose(1, 0)`` is an order of axes, not a swap, so other pairs keep their order.
_LAST_TWO = (-2.0, -1.0)
_CJK = re.compile(r"[\u4e00-\u9fff，。；：！？、（）]")
_CJK_RUNS = re.compile(r"[\u4e00-\u9fff，。；：！？、（）“”]+")
_QUOTES = str.maketrans("“”‘’", "\"\"''")
_BLANK_LABEL = re.compile(r"(?:空|blank)\s*\d+\s*[:：]?", re.I)


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


_ALIASES_LONGEST_FIRST = sorted(_ALIASES.items(), key=lambda item: -len(item[0]))


def _alias(name: str) -> str:
    for long, short in _ALIASES_LONGEST_FIRST:
        if name == long or name.startswith(long + "."):
            return short + name[len(long) :]
    return name


class _Canonical(ast.NodeTransformer):
    def __init__(self, *, defaults: bool = True) -> None:
        self.defaults = defaults  # drop keywords written at their default (not when telling what is missing)

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        if node.attr == "mT" and isinstance(node.ctx, ast.Load):
            value = self.visit(node.value)
            swapped = ast.Attribute(value=value, attr="transpose", ctx=ast.Load())
            return ast.Call(swapped, [_negative(-dim) for dim in _LAST_TWO], [])
        name = _dotted(node)
        if name is not None and _alias(name) != name:
            return ast.parse(_alias(name), mode="eval").body
        return self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if _alias(node.id) != node.id:
            return ast.Name(id=_alias(node.id), ctx=node.ctx)
        constants = {"true": True, "false": False, "null": None}  # JSON spellings
        return ast.Constant(constants[node.id]) if node.id in constants else node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if isinstance(node.value, int) and not isinstance(node.value, bool) and abs(node.value) < 2**53:
            return ast.Constant(float(node.value))
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        node.args = _spliced(node.args)
        plainer = _same_value(node)
        if plainer is not None:
            return plainer
        method = node.func
        if (
            isinstance(method, ast.Attribute)
            and method.attr in _OPERATOR_METHODS
            and len(node.args) == 1
            and not node.keywords
            and _dotted(method.value) not in _MODULES  # torch.mul(x) is no product
        ):
            return ast.BinOp(left=method.value, op=_OPERATOR_METHODS[method.attr](), right=node.args[0])
        swap = isinstance(node.func, ast.Attribute) and node.func.attr == "transpose" and not node.keywords
        if swap and sorted(_integer(arg) or 0.0 for arg in node.args) == list(_LAST_TWO):
            node.args = [_negative(-dim) for dim in _LAST_TWO]
        name = _dotted(node.func)
        if (name or "").split(".")[-1] == "einsum" and node.args and isinstance(node.args[0], ast.Constant):
            node.args[0] = ast.Constant(_einsum(str(node.args[0].value)))
        signature = SIGNATURES.get(name or "", ())
        if (
            signature
            and len(node.args) <= len(signature)
            and not any(isinstance(a, ast.Starred) for a in node.args)
        ):
            named = [
                ast.keyword(arg=param, value=value)
                for param, value in zip(signature, node.args, strict=False)
            ]
            node.args, node.keywords = [], named + node.keywords
        defaults = DEFAULTS.get(name or "", {}) if self.defaults else {}
        node.keywords = [
            keyword for keyword in node.keywords if not _is_default(keyword, defaults)
        ]  # fmt: skip
        node.keywords.sort(key=lambda keyword: keyword.arg or "")
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        """``lambda t: f(t)`` is ``f``: a call of a name on the lambda's own parameters, in order."""
        self.generic_visit(node)
        body, params = node.body, node.args
        plain = not (
            params.posonlyargs or params.kwonlyargs or params.vararg or params.kwarg or params.defaults
        )
        if not (plain and isinstance(body, ast.Call) and not body.keywords and _dotted(body.func)):
            return node
        names = [arg.arg for arg in params.args]
        passed = [arg.id if isinstance(arg, ast.Name) else None for arg in body.args]
        if passed == names and not set(names) & set((_dotted(body.func) or "").split(".")):
            return body.func
        return node

    def visit_Dict(self, node: ast.Dict) -> ast.AST:
        self.generic_visit(node)
        pairs = sorted(
            zip(node.keys, node.values, strict=True), key=lambda pair: ast.dump(pair[0]) if pair[0] else ""
        )
        node.keys, node.values = [key for key, _ in pairs], [value for _, value in pairs]
        return node


# A tensor's (and a DataFrame's) method forms of the arithmetic operators, each with one operand and
# no keyword (``div(y, rounding_mode=…)`` is another operation): ``x.mul(y)`` computes ``x * y``.
_OPERATOR_METHODS: dict[str, type[ast.operator]] = {
    "mul": ast.Mult, "multiply": ast.Mult, "div": ast.Div, "divide": ast.Div, "true_divide": ast.Div,
    "mul_": ast.Mult, "div_": ast.Div,  # in place, and the same value
    "matmul": ast.MatMult,
}  # fmt: skip
_MODULES = frozenset({"torch", "np", "jnp", "jax", "tl", "F", "nn", "pd", "math", "operator"})


def _spliced(args: list[ast.expr]) -> list[ast.expr]:
    """``f(*[x, y])`` passes ``x, y``: a starred literal list or tuple is its items."""
    out: list[ast.expr] = []
    for arg in args:
        literal = isinstance(arg, ast.Starred) and isinstance(arg.value, ast.List | ast.Tuple)
        out.extend(arg.value.elts if literal else [arg])  # type: ignore[attr-defined]
    return out


def _same_value(node: ast.Call) -> ast.expr | None:
    """A call that computes what a plainer form does, as that form: ``t.contiguous()`` is ``t`` (a
    layout, not a value), ``t.unsqueeze(2)`` is ``t[:, :, None]``, ``torch.matmul(a, b)`` is ``a @ b``."""
    func, args = node.func, node.args
    if _dotted(func) == "torch.matmul" and not any(isinstance(a, ast.Starred) for a in args):
        named = {keyword.arg: keyword.value for keyword in node.keywords}
        operands = [*args, *(named.pop(name) for name in ("input", "other")[len(args) :] if name in named)]
        return (
            ast.BinOp(left=operands[0], op=ast.MatMult(), right=operands[1])
            if len(operands) == 2 and not named
            else None
        )
    if node.keywords or not isinstance(func, ast.Attribute):
        return None
    if func.attr == "contiguous" and not args and _dotted(func.value) not in _MODULES:
        return func.value
    dim = _integer(args[0]) if len(args) == 1 else None
    if func.attr == "unsqueeze" and dim is not None and 0 <= dim < 8 and _dotted(func.value) not in _MODULES:
        index: ast.expr = ast.Constant(None)
        if dim:
            index = ast.Tuple([*(ast.Slice() for _ in range(int(dim))), ast.Constant(None)], ast.Load())
        return ast.Subscript(value=func.value, slice=index, ctx=ast.Load())
    return None


def _negative(value: float) -> ast.expr:
    """``-value`` as the canonical tree writes a negative literal (after ints are floats)."""
    return ast.UnaryOp(op=ast.USub(), operand=ast.Constant(value))


def _integer(node: ast.AST) -> float | None:
    """The value of a literal dimension (``1``, ``-2``, read as floats), else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _integer(node.operand)
        return -inner if inner is not None else None
    if isinstance(node, ast.Constant) and isinstance(node.value, float) and node.value.is_integer():
        return node.value
    return None


def _is_default(keyword: ast.keyword, defaults: dict[str, object]) -> bool:
    if keyword.arg not in defaults:
        return False
    try:  # a literal: a constant, or a tuple of them such as window_size=(-1, -1)
        value = ast.literal_eval(keyword.value)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    default = defaults[keyword.arg]
    if value is None or isinstance(value, bool) or default is None or isinstance(default, bool):
        return value is default
    if isinstance(default, tuple) != isinstance(value, tuple):
        return False  # window_size=-1 is no window
    return value == default


def _einsum(equation: str) -> str:
    """Subscripts renamed in order of first use: 'bkgxd,bkyd->bkgxy' = 'abcde,abfe->abcdf'."""
    names: dict[str, str] = {}
    letters = iter("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return "".join(
        names.setdefault(char, next(letters)) if char.isalpha() else char
        for char in equation.replace(" ", "")
    )


def _tree(code: str) -> str | None:
    code = code.strip().rstrip(",;")
    for template in ("{}", "({})", "def _f({}): pass", "{{{}}}", "_f({})", "{}\n    pass"):
        try:
            tree = ast.parse(template.format(code))
        except (SyntaxError, ValueError):
            continue
        canonical = _Canonical().visit(tree)
        return template.split("{")[0] + ast.dump(canonical, annotate_fields=False, include_attributes=False)
    return None


def _tokens(code: str) -> str:
    try:
        tokens = [
            repr(ast.literal_eval(token.string)) if token.type == tokenize.STRING else token.string
            for token in tokenize.generate_tokens(io.StringIO(code).readline)
            if token.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.COMMENT, tokenize.INDENT,
                                  tokenize.DEDENT, tokenize.ENDMARKER)
        ]  # fmt: skip
    except (tokenize.TokenError, IndentationError, SyntaxError, ValueError):
        tokens = re.findall(r"\w+|\S", code.replace('"', "'"))
    return " ".join(tokens)


@lru_cache(maxsize=4096)  # pure; the stem's lines and the accepted fills are compared on every answer
def canonical(code: str) -> str:
    """A form equal for equivalent snippets: the syntax tree when it parses, else the tokens.

    A lone string literal stands for its content (a fill inside quotes: ``'nvme'`` = ``nvme``).
    """
    code = code.strip()
    try:
        value = ast.literal_eval(code)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        value = None
    if isinstance(value, str) and value.strip() and value.strip() != code:
        return canonical(value)
    tree = _tree(code)
    return tree if tree is not None else "tokens:" + _tokens(code)


def _calls(code: str) -> list[ast.Call]:
    """The calls in an expression, the outermost first; [] when it is not one."""
    try:
        tree = _Canonical(defaults=False).visit(ast.parse(code.strip(), mode="eval"))
    except (SyntaxError, ValueError):
        return []
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    return calls if calls and calls[0] is tree.body else [ast.Call(ast.Name("<expr>"), [], []), *calls]


def _arguments(call: ast.Call) -> dict[str, str]:
    named = {keyword.arg or "**": ast.dump(keyword.value) for keyword in call.keywords}
    named.update({f"#{index}": ast.dump(value) for index, value in enumerate(call.args)})
    return named


def part_of(given: str, reference: str) -> list[str] | None:
    """What ``given`` lacks when it is part of ``reference``: the right call with arguments missing
    (none wrong), or a call the reference wraps (``einsum(…)`` of ``einsum(…) * scale``); else None."""
    given_calls, reference_calls = _calls(given), _calls(reference)
    if not given_calls or not reference_calls:
        return None
    outer = given_calls[0]
    callee = _dotted(outer.func)
    for index, call in enumerate(reference_calls):
        if _dotted(call.func) != callee:
            continue
        have, want = _arguments(outer), _arguments(call)
        if have.items() < want.items():
            return sorted(set(want) - set(have))
        if have == want and index > 0:
            return []
    return None


_ASKS_BACK = re.compile(  # "这里是 flash-attn 2.x 的接口吗？", "Is this the 2.x API?": about the question
    r"(?:这里|这题|这道|题目|题里|是不是|是否|哪个|哪种|哪一|什么|怎么|为什么)[^。！!]*(?:吗|么|嘛|呢|[?？])\s*[?？]?\s*$"
    r"|^\s*(?:is this|are these|is that|which|what|why|how|do we|does this|should (?:i|we))\b"
    r"[^?？]*[?？]\s*$",
    re.I,
)  # not "x 对吗？", "Is it x?": a fill offered, to confirm


def asks_back(answer: str) -> bool:
    """Whether the answer, with no code in backticks, only asks a question back: asked again."""
    return not code_spans(answer) and bool(_ASKS_BACK.search(answer))


def broken_off(fragment: str) -> bool:
    """Whether a fill stops inside an open bracket ("f(q, k, v,"): unfinished, not a wrong fill."""
    depth = 0
    for char in re.sub(r"'[^']*'|\"[^\"]*\"", "", fragment):
        depth += (char in "([{") - (char in ")]}")
    return depth > 0 and _tree(fragment) is None


def _top_level(code: str) -> Iterator[tuple[int, str]]:
    """Each character of ``code`` outside quotes and brackets, with its index: where a fill may be cut."""
    depth, quote = 0, ""
    for index, char in enumerate(code):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0:
            yield index, char


def _split_top_level(code: str, cut: Callable[[str], bool]) -> list[str]:
    """``code`` split at the characters outside quotes and brackets that ``cut`` picks (dropped)."""
    parts, start = [], 0
    for index, char in _top_level(code):
        if cut(char):
            parts.append(code[start:index])
            start = index + 1
    parts.append(code[start:])
    return parts


def after_label(piece: str) -> str | None:
    """The code after a remark and a colon ("checkpoint 一下 _inner: f(x)", the remark's words kept
    apart from the code by the normalisation), or None when the colon is inside the code."""
    colon = next((index for index, char in _top_level(piece) if char == ":"), None)
    if colon is None:
        return None
    tail, head = piece[colon + 1 :].strip(), piece[:colon].strip()
    return tail if re.fullmatch(r"[\w.\s]+", head) and code_like(tail) else None


def code_like(fragment: str) -> bool:
    fragment = fragment.strip()
    return (
        bool(fragment)
        and _tree(fragment) is not None
        and (
            bool(re.search(r"[()\[\]{}=.'\":_]", fragment))
            or re.fullmatch(r"[A-Za-z_]\w*|\d+(?:\.\d+)?", fragment) is not None
        )
    )


def fragments(answer: str) -> list[str]:
    """The code in an answer: fenced or backticked spans, else the text between Chinese words; after
    a correction ("`a` 不对，应该是 `b`"), only the code that follows it. An emoji closing or opening
    the answer ("nvme 👍") is no part of the code."""
    answer = symbols_trimmed(answer)
    corrected = lexicon.last_correction(answer)
    rest = answer[corrected:] if corrected is not None else ""
    if code_spans(rest) or any(code_like(match.group(0).strip(" ,;:?")) for match in _unquoted_fills(rest)):
        answer = rest  # "x？不对，应该是 y": the code after the correction
    spans = code_spans(answer)
    if spans:
        out = ruled_out(answer)
        return [span.strip() for span in spans if span.strip() and canonical(span.strip()) not in out]
    text = strip_answer_prefix(answer.strip()).lstrip(" ,;:?")  # after "…？不，": the code
    text = without_comment(text)
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", "", text)  # Chinese in a string literal is code
    if not _CJK.search(unquoted):  # not "x，编译期常量": Chinese words parse as Python names
        return [_without_english(text)]
    text = _BLANK_LABEL.sub(" ", unicodedata.normalize("NFKC", text).translate(_QUOTES))
    text = _CJK_REMARK.sub(" ", text)  # "x（dropout 训练时才用）": a remark in brackets, not a fill
    pieces = []
    for match in _BETWEEN_WORDS.finditer(text):
        # the punctuation that joined a piece to the words before it ("吧：x" is "吧:x") is not code
        piece = match.group(0).strip().lstrip(":;,?").rstrip("?").strip()
        before, after = text[max(0, match.start() - 12) : match.start()], text[match.end() :]
        if piece.casefold() in lexicon.CODE_LEAD_INS:
            continue  # "both 都是 nvme": the English lead-in between Chinese words is no fill
        if piece and not (_RULED_OUT_BEFORE.search(before) or _RULED_OUT_AFTER.match(after)):
            pieces += _top_level_clauses(piece)  # not "不是 x", "x 不对": a fill ruled out, as in backticks
    return pieces


_COMMENT = re.compile(r"\s+#[^'\"\n]*$", re.M)  # "x  # 编译期常量": a comment closing a line


def without_comment(text: str) -> str:
    """The code without the comments closing its lines: a comment is part of code, not a fill."""
    stripped = _COMMENT.sub("", text)
    return stripped if stripped.strip() else text


def _top_level_clauses(piece: str) -> list[str]:
    """A piece cut at its top-level ", " — a Chinese comma, written so by the normalisation — when the
    cut leaves words beside the code ("f(a, b)，dropout 默认" is "f(a, b)" and "dropout")."""
    parts = [part.strip() for part in re.split(r",\s", piece)]
    if len(parts) == 1 or (code_like(piece) and all(code_like(part) for part in parts)):
        return [piece]
    kept, depth = [""], 0
    for part in re.split(r"(,\s)", piece):
        if part and re.fullmatch(r",\s", part) and depth == 0:
            kept.append("")
            continue
        kept[-1] += part
        depth += part.count("(") + part.count("[") + part.count("{")
        depth -= part.count(")") + part.count("]") + part.count("}")
    return [part.strip() for part in kept if part.strip()]


_LEAD_IN = re.compile(
    r"^(?:"
    + "|".join(re.escape(word) for word in sorted(lexicon.CODE_LEAD_INS, key=len, reverse=True))
    + r")\s+",
    re.I,
)
_REMARK = re.compile(r"\s*\((?=[^()]*[A-Za-z]{2,}\s+[A-Za-z])[^()]*\)\s*$")  # "(a compile-time constant)"
_REASON_AFTER = re.compile(  # ", since …", "… here", " — it is …" (a spaced dash, then English words)
    r"\s*,?\s+(?:since|because|as|so that)\s+[A-Za-z].*$"
    r"|\s+-\s+[A-Za-z][\w']*\s+[A-Za-z][\w']*\s+[A-Za-z].*$"
    r"|\s+(?:here|there|instead|i think|i guess)\s*[.!]?\s*$",
    re.I | re.S,
)


def _without_english(text: str) -> str:
    """A fill without the English around it — a lead-in ("Use f(x)", "both nvme") or a bracketed
    remark after it — when the whole does not parse as code and the rest does."""
    if _tree(text) is not None and not _LEAD_IN.match(text):
        return text
    rest = _REMARK.sub("", _REASON_AFTER.sub("", _LEAD_IN.sub("", text, count=1))).rstrip(" ?")  # "Is it x?"
    return rest if rest and rest != text and _tree(rest) is not None else text


_BETWEEN_WORDS = re.compile(r"[^\u4e00-\u9fff，。；：！？、（）“”]+")
_CJK_REMARK = re.compile(r"[(（][^()（）'\"]*[\u4e00-\u9fff][^()（）'\"]*[)）]")


def split_blanks(code: str) -> list[str]:
    """A fill for several blanks split at top-level ',', ';', newlines, '与' / '和'."""
    parts = _split_top_level(_BLANK_LABEL.sub(" ", code), lambda char: char in ",;，；、\n与和")
    return [part.strip() for part in parts if part.strip()]


_LABELLED_BLANK = re.compile(
    r"(?:(?:空|blank|第)\s*([1-8一二三四五六七八])\s*(?:处|个空|空)?|\b(first|second|third|fourth)\s+blank)"
    r"\s*(?:[:：=]|\bis\b)?\s*",
    re.I,
)
_BLANK_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def names_a_blank(answer: str) -> bool:
    """Whether the answer names a blank by its number ("第一空 nvme"), so that a single fill in it is
    that blank's, not every blank's."""
    return bool(_LABELLED_BLANK.search(unicodedata.normalize("NFKC", answer)))


_NUMERALS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def labelled_fills(answer: str, count: int, *, as_written: bool = False) -> list[str] | None:
    """'空 1：nvme 空 2：nvme', 'blank 2: b; blank 1: a': the fills by their numbers, or None; the
    English around a fill ("blank 2 I'd guess x") left out unless ``as_written``."""
    text = unicodedata.normalize("NFKC", answer).translate(_QUOTES)
    marks = list(_LABELLED_BLANK.finditer(text))
    if len(marks) != count:
        return None
    fills: dict[int, str] = {}
    for mark, following in zip(marks, [*marks[1:], None], strict=True):
        number = mark.group(1) or mark.group(2).lower()
        index = int(number) if number.isdigit() else _NUMERALS.get(number) or _BLANK_ORDINALS[number]
        body = text[mark.end() : following.start() if following else len(text)]
        fill = strip_code(body.strip().rstrip(",;，；、。"))
        fills[index] = fill if as_written else _without_english(fill)
    if sorted(fills) != list(range(1, count + 1)):
        return None
    return [fills[index] for index in range(1, count + 1)]


def strip_code(text: str) -> str:
    spans = code_spans(text)
    return spans[0].strip() if len(spans) == 1 else text.strip()


def _top_level_words(code: str) -> list[str]:
    """A fill split at top-level whitespace ('nvme nvme'), brackets and quotes kept whole."""
    return [part for part in _split_top_level(code, str.isspace) if part.strip()]


_FOR_NAME = re.compile(
    r"(?P<fill>.+?)\s+(?:for|给|用于)\s+`?(?P<name>[A-Za-z_]\w*)`?\s*[.。]?"
    r"|`?(?P<named>[A-Za-z_]\w*)`?\s*(?:[:：]|填|设为|设成)\s*(?P<then>.+)"  # "a: P(…)", "param 填 cpu"
)
_NAME_PARTS = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def blank_contexts(stem: str) -> list[str]:
    """Per blank, the stem's code from the previous blank's line to its own ('"offload_param": {
    "device": "____"'): the names around a blank, by which an answer may call it."""
    fenced = re.findall(r"```[^\n]*\n(.*?)```", stem, re.S)
    contexts, current = [], []
    for line in ("\n".join(fenced) if fenced else stem).splitlines():
        current.append(line)
        if "___" in line:
            contexts.append("\n".join(current))
            current = []
    return contexts


def _blank_named(name: str, contexts: list[str]) -> int | None:
    """The one blank ``name`` calls: the one whose line assigns it, else the one whose context alone
    holds it as a name or a part of one ("param" of "offload_param")."""
    assigned = [
        match.group(1) if (match := re.match(r"\s*([A-Za-z_]\w*)\s*=[^=]", context.splitlines()[-1])) else ""
        for context in contexts
    ]
    if assigned.count(name) == 1:
        return assigned.index(name)
    holders = [
        index
        for index, context in enumerate(contexts)
        if name.lower() in {part.lower() for part in _NAME_PARTS.findall(context.replace("_", " "))}
    ]
    return holders[0] if len(holders) == 1 else None


def named_fills(answer: str, contexts: list[str]) -> list[str] | None:
    """Fills named by what their line assigns ("P(None, 'y') for b", "b: …") or by a name around
    their blank ("param 填 cpu"): the fill of each blank so named, "" for the others; None when no
    fill is named so."""
    fills = [""] * len(contexts)
    for part in split_blanks(answer):  # "x for a, y for b": each part at its top-level separator
        match = _FOR_NAME.fullmatch(part)
        if match is None:
            continue
        index = _blank_named(match.group("name") or match.group("named"), contexts)
        if index is not None:
            fills[index] = strip_code(match.group("fill") or match.group("then"))
    return fills if any(fills) else None


def blank_readings(
    answer: str, pieces: list[str], count: int, lines: list[str] | None = None
) -> list[list[str]]:
    """Ways of reading an answer as one fill per blank, the most explicit first: labelled blanks,
    fills named by what their line assigns, one code span per blank, fills separated by ',', ';' or
    newlines, then by spaces."""
    readings = []
    labelled = labelled_fills(answer, count)
    if labelled is not None:
        readings.append(labelled)
    named = named_fills(answer, lines) if lines and len(lines) == count else None
    if named is not None:
        return [*readings, named]  # each fill named for its blank: no other split is what was meant
    if len(pieces) == count:
        readings.append(pieces)
    unnamed = without_blank_names(answer, pieces, count, lines) if lines else None
    if unnamed is not None:
        readings.append(unnamed)  # "两处 device 都写 nvme": "device" says where, "nvme" what
    split = [part for piece in pieces for part in split_blanks(piece)]
    readings.append(split)
    joined = [part.strip() for piece in pieces for part in _TOP_LEVEL_AND.split(piece) if part.strip()]
    if len(joined) == count and len(pieces) < count:
        readings.append(joined)  # "P('x', None) and P(None, 'y')": one fill per blank, joined by "and"
    tupled = [part for piece in pieces for part in split_blanks(_inside_one_tuple(piece))]
    if len(tupled) == count and len(pieces) < count:
        readings.append(tupled)  # "(P('x', None), P(None, 'y'))": the fills written as one tuple, in order
    slashed = [part.strip() for piece in pieces for part in _TOP_LEVEL_SLASH.split(piece) if part.strip()]
    if len(slashed) == count and len(pieces) < count:
        readings.append(slashed)  # "cpu / nvme", "x | y": one fill per blank, in order, spaced
    if len(split) != count:
        words = [word for piece in pieces for word in _top_level_words(piece)]
        if len(words) == count:
            readings.append(words)
    return readings


def _inside_one_tuple(piece: str) -> str:
    """What one pair of brackets round the whole piece holds ("(a, b)" -> "a, b"); else the piece."""
    stripped = piece.strip()
    if not (stripped.startswith("(") and stripped.endswith(")")):
        return piece
    depth = 0
    for index, char in enumerate(stripped):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and index < len(stripped) - 1:
            return piece  # "(a) + (b)": the first bracket closes before the end
    return stripped[1:-1]


def blank_lines(stem: str) -> list[str]:
    """The stem's code lines holding a blank ('____'): inside its code blocks when it has any."""
    fenced = re.findall(r"```[^\n]*\n(.*?)```", stem, re.S)
    text = "\n".join(fenced) if fenced else stem
    return [line.strip() for line in text.splitlines() if "___" in line]


def key_blanks(key: str) -> list[str]:
    """The fills a key names: its backticked spans when it has several ('空 1：`…`；空 2：`…`')."""
    spans = code_spans(key)
    return spans if spans else [key.strip()]
