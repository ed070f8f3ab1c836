"""Keywords that change nothing a call computes, in the stem's code, dropped before the call is compared.

- An attention call's scale written as its documented default: ``flash_attn_func``'s ``softmax_scale``
  and ``F.scaled_dot_product_attention``'s ``scale`` default to 1 / sqrt of the query's last size, so
  ``softmax_scale=q.shape[-1] ** -0.5`` is the call without it. The last size is ``q.shape[-1]``,
  ``q.size(-1)``, or the last size the stem's code gives q: ``qkv = ….view(b, s, 3, h, self.head_dim)``
  then ``q, k, v = qkv.unbind(2)`` makes it ``self.head_dim``. Any other scale ("** 0.5", "1.0", another
  size) is another call and stays one. A scale written through ``math.sqrt`` is the default only where
  the stem's code imports ``math``: elsewhere the fill raises NameError.
- A checkpoint's ``determinism_check`` written as a value torch takes, 'default' or 'none' (it checks
  the recomputation, it computes nothing; any other value raises), and its ``preserve_rng_state``
  written as a literal True or False (a call there runs first: ``=w.data.zero_()``) when the function
  checkpointed is defined in the stem and draws no random numbers: every call in its body is a known
  deterministic one (``F.linear``, ``torch.matmul``, a tensor's method other than a sampling one). A
  function the stem does not show, or one calling a module of its own (``self.drop(x)``)
  or anything random, keeps the keyword as a change.
"""

from __future__ import annotations

import ast
import re
import textwrap
from functools import lru_cache

from bank.grading.code._canonical_code import _Canonical, _dotted
from bank.grading.code._stem_unpacked import unstarred
from bank.model import stem_code

# the call, its scale keyword and the keyword its query is passed as (positionals are keywords by then)
_SCALES = {"flash_attn_func": ("softmax_scale", "q"), "F.scaled_dot_product_attention": ("scale", "query")}
_SQUARE_ROOT_INVERSES = ("{} ** -0.5", "1 / {} ** 0.5")
_MATH_SQUARE_ROOT_INVERSES = ("1 / math.sqrt({})", "math.sqrt({}) ** -1")  # where the stem imports math
_RANDOM = re.compile(
    r"drop|rand|bernoulli|multinomial|normal|uniform|shuffle|perm|sample|noise|exponential_|geometric_|cauchy_"
)
_PURE_BUILTINS = frozenset({"len", "range", "int", "float", "min", "max", "abs", "sum", "tuple", "list"})
_MODULES = ("F.", "torch.", "math.")
_CHECKS = ("default", "none")  # determinism_check's values torch takes (any other raises ValueError)


def _canonical_expr(code: str) -> str | None:
    try:
        tree = ast.parse(code.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return None
    return ast.dump(_Canonical().visit(tree).body)


def _stem_lines(stem: str) -> list[str]:
    return stem_code(stem).splitlines()


def _statement(line: str) -> ast.stmt | None:
    try:
        body = ast.parse(line.strip()).body
    except (SyntaxError, ValueError):
        return None
    return body[0] if len(body) == 1 else None


@lru_cache(maxsize=256)
def imported_modules(stem: str) -> frozenset[str]:
    """The names the stem's code binds by ``import`` (``import math``, ``import torch, math``,
    ``import numpy as np`` binds np): a module the fill calls through must be one of them."""
    bound: set[str] = set()
    for line in _stem_lines(stem):
        statement = _statement(line)
        if isinstance(statement, ast.Import):
            bound.update(alias.asname or alias.name.split(".")[0] for alias in statement.names)
    return frozenset(bound)


def _dim(call: ast.Call, position: int) -> int | None:
    """The literal ``dim`` a call splits along (by keyword, else at ``position``; 0 when not given)."""
    named = {keyword.arg: keyword.value for keyword in call.keywords}
    node = named.get("dim", call.args[position] if len(call.args) > position else ast.Constant(0))
    value = ast.literal_eval(node) if isinstance(node, ast.Constant | ast.UnaryOp) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@lru_cache(maxsize=256)
def last_sizes(stem: str) -> dict[str, str]:
    """Tensor name -> its last size as code, where the stem's code gives one: a view or a
    reshape to listed sizes, passed on by unbind, chunk or split along another dimension. A name or a
    size assigned more than once is left out (no guess at which holds)."""
    sizes: dict[str, str] = {}
    assigned: dict[str, int] = {}
    for line in _stem_lines(stem):
        statement = _statement(line)
        if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
            continue
        target, value = statement.targets[0], statement.value
        names = [_dotted(node) for node in (target.elts if isinstance(target, ast.Tuple) else [target])]
        for name in names:
            if name:
                assigned[name] = assigned.get(name, 0) + 1
        if not isinstance(value, ast.Call) or not isinstance(value.func, ast.Attribute):
            continue
        method, source = value.func.attr, _dotted(value.func.value)
        if method in ("view", "reshape") and len(names) == 1 and names[0] and value.args:
            listed = (
                value.args[0].elts
                if len(value.args) == 1 and isinstance(value.args[0], ast.Tuple)
                else value.args
            )
            last = listed[-1] if listed else None
            if last is not None and not isinstance(last, ast.Starred) and _dotted(last):
                sizes[names[0]] = ast.unparse(last)
        elif method in ("unbind", "chunk", "split") and source in sizes and all(names):
            dim = _dim(value, 0 if method == "unbind" else 1)
            if dim is not None and dim >= 0:  # along another dimension than the last
                sizes.update({name: sizes[source] for name in names if name})
    return {
        name: size for name, size in sizes.items() if assigned.get(name) == 1 and assigned.get(size, 0) <= 1
    }


def _is_default_scale(value: ast.expr, query: ast.expr, stem: str) -> bool:
    name = _dotted(query)
    if not name:
        return False
    sizes = [
        f"{name}.shape[-1]",
        f"{name}.size(-1)",
        *([last_sizes(stem)[name]] if name in last_sizes(stem) else []),
    ]
    forms = _SQUARE_ROOT_INVERSES + (_MATH_SQUARE_ROOT_INVERSES if "math" in imported_modules(stem) else ())
    return ast.dump(value) in {_canonical_expr(form.format(size)) for size in sizes for form in forms}


def _function_body(stem: str, name: str) -> ast.AST | None:
    """The stem's definition of ``name`` (nested ones too), parsed alone; None when it has none."""
    lines = _stem_lines(stem)
    for index, line in enumerate(lines):
        if re.match(rf"\s*def\s+{re.escape(name)}\s*\(", line):
            indent = len(line) - len(line.lstrip())
            block = [line]
            for following in lines[index + 1 :]:
                if following.strip() and len(following) - len(following.lstrip()) <= indent:
                    break
                block.append(following)
            try:
                return ast.parse(textwrap.dedent("\n".join(block)))
            except (SyntaxError, ValueError):
                return None
    return None


def _draws_nothing_random(function: ast.AST) -> bool:
    """Whether every call in the function is a known deterministic one: torch's, F's and math's functions
    other than sampling ones, a few builtins, and methods of the function's own arguments (tensors)."""
    definition = next(node for node in ast.walk(function) if isinstance(node, ast.FunctionDef))
    own = {arg.arg for arg in definition.args.args} - {"self"}
    for node in ast.walk(function):
        if not isinstance(node, ast.Call):
            continue
        called = _dotted(node.func) or ""
        if _RANDOM.search(called.lower()):
            return False
        if not (
            called in _PURE_BUILTINS
            or called.startswith(_MODULES)
            or (not called and isinstance(node.func, ast.Attribute))  # a method of a result: x.view(…).sum()
            or ("." in called and called.split(".")[0] in own)  # x.float(): the argument's own method
        ):
            return False  # a function or module not shown ("helper(x)", "self.drop(x)"): it may draw
    return True


def _literal(value: ast.expr | None, kind: type) -> object:
    """The keyword's value when it is a literal of ``kind``; None otherwise (a call, a name, …)."""
    return value.value if isinstance(value, ast.Constant) and type(value.value) is kind else None


def without_harmless_keywords(code: str, stem: str) -> str | None:
    """``code`` without the keywords that change nothing in the stem's calls, and with a starred split
    the stem unpacked written as its names (``_stem_unpacked``); None when it has neither."""
    names = unstarred(code, stem)
    try:
        tree = _Canonical().visit(ast.parse((names or code).strip()))
    except (SyntaxError, ValueError):
        return None
    changed = names is not None
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name, kept = _dotted(node.func), list(node.keywords)
        named = {keyword.arg: keyword.value for keyword in node.keywords}
        if name in _SCALES:
            scale, query = _SCALES[name]
            if scale in named and query in named and _is_default_scale(named[scale], named[query], stem):
                kept = [keyword for keyword in kept if keyword.arg != scale]
        if name == "cp.checkpoint" and node.args and (function := _dotted(node.args[0])):
            # only a documented value, a literal: anything else raises or runs code first (".zero_()")
            if _literal(named.get("determinism_check"), str) in _CHECKS:
                kept = [keyword for keyword in kept if keyword.arg != "determinism_check"]
            literal = _literal(named.get("preserve_rng_state"), bool) is not None
            body = _function_body(stem, function) if literal else None
            if body is not None and _draws_nothing_random(body):
                kept = [keyword for keyword in kept if keyword.arg != "preserve_rng_state"]
        if len(kept) < len(node.keywords):
            node.keywords, changed = kept, True
    return ast.unparse(tree) if changed else None
