"""Telegram HTML: Markdown-lite (fenced code, inline code, bold) to escaped HTML, split below 4,096.

Everything that is not markup we produce ourselves is escaped; code goes in
``<pre><code class="language-…">``. Lengths are measured in UTF-16 code units of the HTML, which
over-counts what Telegram measures (the text after entity parsing), so chunks are always safe.
"""

from __future__ import annotations

import html
import re
import unicodedata

MESSAGE_LIMIT = 4096
CAPTION_LIMIT = 1024
_FENCE = re.compile(r"^```[ \t]*([\w+#.-]*)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
_INLINE = re.compile(r"`([^`\n]+)`|\*\*([^*\n]+)\*\*")
_LANG = re.compile(r"[^\w+#.-]")


def tg_len(text: str) -> int:
    """Length in UTF-16 code units, as Telegram counts."""
    return len(text.encode("utf-16-le")) // 2


def escape(text: str) -> str:
    return html.escape(text, quote=False)


def inline(text: str) -> str:
    """One paragraph of Markdown-lite to HTML: `code` and **bold**; everything else escaped."""
    out: list[str] = []
    last = 0
    for match in _INLINE.finditer(text):
        out.append(escape(text[last : match.start()]))
        code, bold = match.groups()
        out.append(f"<code>{escape(code)}</code>" if code is not None else f"<b>{escape(bold)}</b>")
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


def code_block(code: str, language: str = "") -> str:
    language = _LANG.sub("", language)[:20]
    attr = f' class="language-{language}"' if language else ""
    return f"<pre><code{attr}>{escape(code)}</code></pre>"


def plain(text: str) -> str:
    """Markdown-lite without markup (for button labels and terminal output)."""
    text = _FENCE.sub(lambda m: m.group(2), text)
    return _INLINE.sub(lambda m: m.group(1) or m.group(2), text).strip()


def _atoms(markdown: str, limit: int) -> list[str]:
    """HTML pieces, each well-formed and at most ``limit`` long, in order."""
    atoms: list[str] = []
    last = 0
    for match in _FENCE.finditer(markdown):
        atoms += _text_atoms(markdown[last : match.start()], limit)
        atoms += _code_atoms(match.group(2).rstrip("\n"), match.group(1), limit)
        last = match.end()
    atoms += _text_atoms(markdown[last:], limit)
    return atoms


def _text_atoms(text: str, limit: int) -> list[str]:
    atoms: list[str] = []
    for line in text.strip("\n").split("\n") if text.strip() else []:
        rendered = inline(line)
        if tg_len(rendered) <= limit:
            atoms.append(rendered)
            continue
        piece = ""
        for char in line:  # a single enormous line: cut by characters, escaping each piece whole
            if tg_len(escape(piece + char)) > limit:
                atoms.append(escape(piece))
                piece = ""
            piece += char
        if piece:
            atoms.append(escape(piece))
    return atoms


def _code_atoms(code: str, language: str, limit: int) -> list[str]:
    whole = code_block(code, language)
    if tg_len(whole) <= limit:
        return [whole]
    overhead = tg_len(code_block("", language))
    atoms: list[str] = []
    chunk: list[str] = []
    for line in code.split("\n"):
        while tg_len(escape(line)) > limit - overhead - 1:  # a very long line: cut it
            cut = (limit - overhead - 1) // 6  # worst case: every character escapes to 5-6 units
            if chunk:
                atoms.append(code_block("\n".join(chunk), language))
                chunk = []
            atoms.append(code_block(line[:cut], language))
            line = line[cut:]
        if chunk and tg_len(escape("\n".join([*chunk, line]))) > limit - overhead:
            atoms.append(code_block("\n".join(chunk), language))
            chunk = []
        chunk.append(line)
    if chunk:
        atoms.append(code_block("\n".join(chunk), language))
    return atoms


def pack(atoms: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join HTML atoms with newlines into as few messages as fit under ``limit``."""
    messages: list[str] = []
    current = ""
    for atom in atoms:
        candidate = f"{current}\n{atom}" if current else atom
        if tg_len(candidate) <= limit:
            current = candidate
        else:
            messages.append(current)
            current = atom
    if current:
        messages.append(current)
    return messages or [""]


def split_html(head: str, body_markdown: str, tail: str = "", limit: int = MESSAGE_LIMIT) -> list[str]:
    """``head`` + rendered body + ``tail`` (head and tail already HTML), split under ``limit``."""
    atoms = [head] if head else []
    atoms += _atoms(body_markdown, limit)
    if tail:
        atoms += [a for a in tail.split("\n") if a] if tg_len(tail) > limit else [tail]
    return pack(atoms, limit)


POSITION_BASE = 0  # the API's ``position`` of the first question


_ENDS_A_LINE = re.compile(r"[。！？：；.!?:;）)]\s*$")
_STARTS_AN_ITEM = re.compile(r"^\s*([-*•]|\d+[.)、]|[A-Z][.、)]\s)")


def unwrap(text: str) -> str:
    """The bank's hard line breaks inside a sentence joined (they break mid-sentence on a phone); a
    line that ends a sentence, a list item, a blank line and anything in a code fence stay as they are.
    A space joins where either side is Latin ("每个 rank 在本地"), nothing joins Chinese to Chinese."""
    if "```" in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        joins = out and out[-1].strip() and line.strip() and not _ENDS_A_LINE.search(out[-1])
        if joins and not _STARTS_AN_ITEM.match(line):
            latin = re.search(r"[\w).,]\s*$", out[-1], re.ASCII) or re.match(r"\s*[\w(]", line, re.ASCII)
            out[-1] = out[-1].rstrip() + (" " if latin else "") + line.strip()
            continue
        out.append(line)
    return "\n".join(out)


NO_SUCH_NUMBER = 0  # ``explain_number`` of a text that is no question number


def explain_number(args: str | None) -> int | None:
    """``/explain N``'s N (1-based), or None for the last answered question (Telegram and the terminal).
    N as the candidate typed it: full-width (``４``, a Chinese IME's) or another script's digits read as
    the number they are; anything else (``-1``, ``0``, ``三``, a number past any session) is
    ``NO_SUCH_NUMBER``, which is asked about, never taken for the last question."""
    args = unicodedata.normalize("NFKC", args or "").strip()
    if not args:
        return None
    if len(args) <= 5 and args.isdecimal() and 0 < int(args) <= 10_000:
        return int(args)
    return NO_SUCH_NUMBER


def number(position: int) -> int:
    """A question's number as the candidate reads it (1 for the first)."""
    return position - POSITION_BASE + 1


def clip(text: str, limit: int) -> str:
    """``text`` on one line in at most ``limit`` characters: whole sentences when they fit, else cut at
    a clause or word boundary with "…" — never in the middle of a word."""
    flat = " ".join(plain(text).split())
    if len(flat) <= limit:
        return flat
    head = flat[: limit - 1]
    sentence_end = max(head.rfind(mark) for mark in "。！？!?")  # "；" ends a clause, not the thought
    if sentence_end > 0:  # whole sentences, however short: a takeaway, not a teaser
        return head[: sentence_end + 1]
    clause_end = max(head.rfind(mark) for mark in "；;，,、：:")
    if clause_end >= limit // 3:
        return head[:clause_end] + "…"
    if head[-1].isascii() and head[-1].isalnum() and flat[limit - 1].isascii() and flat[limit - 1].isalnum():
        space = head.rfind(" ")
        if space > 0:
            head = head[:space]
    return head.rstrip() + "…"
