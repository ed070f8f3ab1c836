"""Math typed in LaTeX, written as the plain text it stands for.

A candidate who writes math in LaTeX ("$\\frac{1}{32}$", "$2^7$", "$\\{A, D\\}$", "$O(\\log n)$") types
the option or the figure in a notation, not in other words: the dollars are delimiters and the commands
spell characters. Each math span is written out once, before any reader looks at the answer, so every
reader sees "1/32", "2^7", "{A, D}", "O(log n)" and reads it as it reads those; what is bare stays bare.

Only a span every command of which is known is written out; any other is left as typed (read as it
was, or not at all), so that no command is guessed at. A dollar sign that opens or closes on a space
("$100 and $200") is money, not math.
"""

from __future__ import annotations

import re

# $$…$$, $…$, \(…\), \[…\]: the content neither opens nor closes on a space (Markdown's rule for math),
# holds no line break, and is not glued to a digit after its closing dollar ("$5 or 10$5")
_SPAN = re.compile(
    r"\$\$(?P<display>[^$\n]+?)\$\$"
    r"|(?<![\\$\w])\$(?P<inline>[^\s$](?:[^$\n]*?[^\s$\\])?)\$(?![\d$])"
    r"|\\\((?P<paren>[^\n]+?)\\\)"
    r"|\\\[(?P<bracket>[^\n]+?)\\\]"
)
# commands spelling a character or nothing; a name's letters end at a non-letter ("\log n", "\times4")
_SYMBOLS = {
    "times": "×",
    "cdot": "×",
    "div": "÷",
    "approx": "≈",
    "sim": "~",
    "neg": "¬",  # "$\\neg$ 对", "$\\lnot B$": a negation, written as the sign every reader denies with
    "lnot": "¬",
    "le": "≤",
    "leq": "≤",
    "ge": "≥",
    "geq": "≥",
    "ne": "≠",
    "neq": "≠",
    "to": "→",
    "rightarrow": "→",
    "Rightarrow": "→",
    "implies": "→",
    "lfloor": "⌊",  # a floor or ceiling kept as its sign: a working rounded ("⌊…⌋ = 67 → 64"), no figure
    "rfloor": "⌋",
    "lceil": "⌈",
    "rceil": "⌉",
    "infty": "∞",
    "pm": "±",
    "%": "%",
    ",": " ",
    ";": " ",
    ":": " ",
    "!": "",
    " ": " ",
    "quad": " ",
    "qquad": " ",
    "left": "",
    "right": "",
    "big": "",
    "Big": "",
    "bigl": "",
    "bigr": "",
    "log": "log ",
    "ln": "ln ",
    "exp": "exp ",
    "max": "max ",
    "min": "min ",
    "alpha": "α",
    "beta": "β",
    "gamma": "γ",
    "delta": "δ",
    "Delta": "Δ",
    "epsilon": "ε",
    "varepsilon": "ε",
    "eta": "η",
    "theta": "θ",
    "lambda": "λ",
    "mu": "μ",
    "pi": "π",
    "rho": "ρ",
    "sigma": "σ",
    "tau": "τ",
    "phi": "φ",
}
# commands whose one braced argument is their text: "\text{hidden}", "\mathrm{M}"; a box round the
# result ("\boxed{B}", "\boxed{464\,\text{GB}}") marks what is answered, and is no more than it
_TEXT = re.compile(
    r"\\(?:text|textrm|textit|textbf|mathrm|mathit|mathbf|mathsf|mathtt|operatorname|boxed)\s*\{([^{}]*)\}"
)
# a fraction of two groups (innermost first: a group holding no brace), or of two single characters
_FRACTION = re.compile(r"\\[dt]?frac\s*(?:\{([^{}]*)\}|(\w))\s*(?:\{([^{}]*)\}|(\w))")
_SQRT = re.compile(r"\\sqrt\s*\{([^{}]*)\}")
_COMMAND = re.compile(r"\\([A-Za-z]+|[%,;:! ])")
_SIMPLE = re.compile(r"[\w.]+|\([^()]*\)")  # what needs no brackets as a fraction's term or a power
_GROUPED_COMMA = re.compile(r"(?<=\d)\{,\}(?=\d)")  # "11{,}468{,}800": a thousands comma kept from spacing
_POWER = re.compile(r"\^\{([^{}]*)\}")
_SUBSCRIPT = re.compile(r"_\{([^{}]*)\}")
_SPACES = re.compile(r"[ \t]{2,}")
# a span that is only arithmetic on figures with a product in it ("2\times48\times…\times2"), then its
# unit if any ("\ \text{B}"): on a calculation, written as Python writes it, for the one evaluator of
# typed arithmetic (``figures._python_values``) to read it as the value it equals, to confirm
_PRODUCT = re.compile(
    r"(?P<sum>[(\d](?=[^×]*×)[\d.\s×÷/+\-()^]*[\d)])(?P<unit>\s*(?:[A-Za-z\u4e00-\u9fff]+|%))?"
)
# a figure in scientific notation ("4.64\times10^{11}") is a figure, read as one, not a product to work out
_SCIENTIFIC = re.compile(r"\d+(?:\.\d+)?\s*×\s*10\^\(?-?\d+\)?")


def _term(text: str) -> str:
    text = text.strip()
    return text if _SIMPLE.fullmatch(text) else f"({text})"


def _fraction(match: re.Match[str]) -> str:
    top = match.group(1) if match.group(1) is not None else match.group(2)
    bottom = match.group(3) if match.group(3) is not None else match.group(4)
    return f"{_term(top)}/{_term(bottom)}"


def _symbol(match: re.Match[str]) -> str:
    return _SYMBOLS.get(match.group(1), match.group(0))


def _plain(math: str) -> str | None:
    """The span written out, or None where a command is not known (or a group is left unpaired)."""
    # a set's braces ("\\{A, D\\}") kept apart from the groups of the commands until these are gone
    text = _GROUPED_COMMA.sub(",", math).replace("\\{", "\x01").replace("\\}", "\x02")
    text = _COMMAND.sub(_symbol, text)  # first, so that no group's text runs into a name ("\\times\\text{h}")
    for _ in range(8):  # nested groups, innermost first: "\\frac{\\frac{1}{2}}{3}"
        before = text
        text = _TEXT.sub(r"\1", text)
        text = _POWER.sub(lambda match: "^" + _term(match.group(1)), text)
        text = _SUBSCRIPT.sub(r"_\1", text)  # "w_{ij}": a subscript's letters
        text = _FRACTION.sub(_fraction, text)
        text = _SQRT.sub(lambda match: "√" + _term(match.group(1)), text)
        if text == before:
            break
    if "\\" in text or "{" in text or "}" in text:
        return None  # a command not known, or a group left over: left as typed
    text = text.replace("\x01", "{").replace("\x02", "}")
    return _SPACES.sub(" ", text).strip()


def _python_product(plain: str) -> str | None:
    """``plain`` in Python's notation when it is only a product of figures (and its unit); else None."""
    product = _PRODUCT.fullmatch(plain)
    if product is None or _SCIENTIFIC.fullmatch(product.group("sum").strip()):
        return None
    arithmetic = product.group("sum").replace("×", "*").replace("÷", "/").replace("^", "**")
    return arithmetic + (product.group("unit") or "")


def latex_plain(text: str, *, products: bool = False) -> str:
    """``text`` with each math span written out ("$\\frac{1}{32}$" → "1/32"); a span holding a command
    not known stays as typed. With ``products`` (a calculation's answer), a span that is only a product
    of figures is written in Python's notation ("2*48*…*2 B")."""
    if "$" not in text and "\\(" not in text and "\\[" not in text:
        return text

    def written(match: re.Match[str]) -> str:
        math = next(group for group in match.groups() if group is not None)
        plain = _plain(math)
        if plain is None:
            return match.group(0)
        return (_python_product(plain) if products else None) or plain

    return _SPAN.sub(written, text)
