"""The canonical form of a code snippet: equal for equivalent spellings, compared instead of strings.

Equivalent spellings are accepted: whitespace, quote style, keyword order (and keywords passed from a
literal dict), module aliases (``torch.nn.functional`` = ``F``), positional vs keyword arguments of
the functions whose signatures are listed below, keywords written at their documented defaults, and
the method forms of operators. ``part_of`` tells what a call lacks beside the reference's call.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from bank.grading.code._literal_compare import computed, folded
from bank.grading.code._malformed_calls import float_where_int, given_twice, marked
from bank.grading.code._packed_operands import plain_operands
from bank.grading.code._unpacked_keywords import unpacked

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


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


_ALIASES_LONGEST_FIRST = sorted(_ALIASES.items(), key=lambda item: -len(item[0]))


@lru_cache(maxsize=1024)  # pure; the same names recur in every snippet and in the fills compared
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

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        return folded(node)  # "0 == 1" is False, written out

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        return computed(node)  # "-1 / 2" is -0.5, written out

    def visit_Call(self, node: ast.Call) -> ast.AST:
        mistyped = float_where_int(node)  # read before ints are floats: "unsqueeze(4 / 2)" raises
        self.generic_visit(node)
        if isinstance(node.func, ast.Attribute) and node.func.attr == "__call__":
            # ``f.__call__(x)`` is the call ``f(x)``; ``f.__call__`` alone is another object, kept
            node.func = node.func.value
        node.args, node.keywords = plain_operands(_dotted(node.func), node.args), unpacked(node.keywords)
        if mistyped or given_twice(node, SIGNATURES.get(_alias(_dotted(node.func) or ""), ())):
            return marked(node)  # it raises: no key's call, whatever its keywords drop to
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


def _same_value(node: ast.Call) -> ast.expr | None:
    """A call that computes what a plainer form does, as that form: ``t.contiguous()`` is ``t`` (a
    layout, not a value), ``t.unsqueeze(2)`` is ``t[:, :, None]``, ``torch.matmul(a, b)`` is ``a @ b``."""
    func, args = node.func, node.args
    if _dotted(func) == "bool" and len(args) == 1 and not node.keywords and isinstance(args[0], ast.Constant):
        return ast.Constant(bool(args[0].value))  # ``bool(1)`` is ``True`` for a literal, whatever its type
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
    # a layout, on a tensor: not on a literal, a module's (tl.constexpr) or a class's (P(…)) object
    receiver = func.value
    callee = (_dotted(receiver.func) or "") if isinstance(receiver, ast.Call) else ""
    literal = isinstance(receiver, ast.Constant) or callee.split(".")[-1][:1].isupper()
    module = (_dotted(receiver) or "").split(".")[0] in _MODULES
    if func.attr == "contiguous" and not args and not literal and not module:
        return receiver
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


# Pure, and asked of the same piece several times in one grade (is it code, its canonical form, the
# fill after a remark); the cache is small: it keeps one grade's pieces, not every answer's.
@lru_cache(maxsize=256)
def tree_form(code: str) -> str | None:
    """The canonical syntax tree of ``code`` as a string: parsed as written, in brackets, as parameters,
    as a dict's items, as a call's arguments or as a block's header, the first that parses; None when
    none does (the tokens are compared then)."""
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

    A lone string literal stands for its content (a fill inside quotes: ``'nvme'`` = ``nvme``), a
    trailing comma or semicolon aside as the tree's (``"nvme",`` = ``nvme``, as ``x,`` = ``x``).
    """
    code = code.strip()
    try:
        value = ast.literal_eval(code.rstrip(",;").rstrip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        value = None
    if isinstance(value, str) and value.strip() and value.strip() != code:
        return canonical(value)
    tree = tree_form(code)
    return tree if tree is not None else "tokens:" + _tokens(code)


@lru_cache(maxsize=256)  # pure; a key's calls are compared with every partial answer to it
def _calls(code: str) -> tuple[tuple[str | None, Mapping[str, str]], ...]:
    """The calls in an expression, the outermost first, each as its callee and its arguments (read-only:
    the cache hands them to every answer compared); () when it is not one."""
    try:
        tree = _Canonical(defaults=False).visit(ast.parse(code.strip(), mode="eval"))
    except (SyntaxError, ValueError):
        return ()
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    if not (calls and calls[0] is tree.body):
        calls = [ast.Call(ast.Name("<expr>"), [], []), *calls]
    return tuple((_dotted(call.func), MappingProxyType(_arguments(call))) for call in calls)


def forget_forms() -> None:
    """Empty the caches of code forms (``canonical``, ``tree_form``, the calls ``part_of`` compares):
    the grading benchmark reads each type's answers afresh, as answers are new in real use."""
    canonical.cache_clear()
    tree_form.cache_clear()
    _calls.cache_clear()


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
    callee, have = given_calls[0]
    for index, (name, want) in enumerate(reference_calls):
        if name != callee:
            continue
        if have.items() < want.items():
            return sorted(set(want) - set(have))
        if have == want and index > 0:
            return []
    return None
