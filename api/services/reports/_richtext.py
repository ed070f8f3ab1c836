"""Markdown from the bank or a candidate, rendered to HTML that is safe to put in a page.

Two layers, because neither is enough alone: markdown-it-py turns the text into HTML with raw HTML
switched off (a ``<script>`` in an answer is shown as text), and nh3 (the ammonia sanitiser) then
keeps only an allow-list of tags and attributes, so a renderer bug or a ``javascript:`` link still
cannot reach the browser. Code blocks are kept (with their ``language-*`` class), and so are
paragraphs and single line breaks — answers are typed in a chat, where a newline means a newline.
With ``highlight=True`` fenced code with a known language is coloured by Pygments (class names only:
``<span class="k">``; the page's stylesheet colours them), before the same sanitiser runs.
"""

from __future__ import annotations

from functools import lru_cache

import nh3
from markdown_it import MarkdownIt

_TAGS = {
    "p", "br", "hr", "pre", "code", "blockquote",
    "em", "strong", "del", "s", "sub", "sup",
    "ul", "ol", "li",
    "h1", "h2", "h3", "h4", "h5", "h6",
    "table", "thead", "tbody", "tr", "th", "td",
    "a", "span",
}  # fmt: skip
_ATTRIBUTES = {
    "a": {"href", "title"},
    "code": {"class"},
    "span": {"class"},
    "ol": {"start"},
}
_URL_SCHEMES = {"http", "https", "mailto"}


def _pygments(code: str, language: str, _attrs: str) -> str:
    """Highlighted HTML for a fenced block, or "" (markdown-it then escapes the code itself)."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        lexer = get_lexer_by_name(language) if language else None
    except ClassNotFound:
        lexer = None
    return "" if lexer is None else str(highlight(code, lexer, HtmlFormatter(nowrap=True)))


@lru_cache(maxsize=2)
def _parser(highlight: bool = False) -> MarkdownIt:
    # "commonmark" with html=False: raw HTML in the text is escaped, not passed through.
    # breaks=True: a single newline is a <br>, as it was typed.
    options = {"html": False, "breaks": True, "linkify": False, "highlight": _pygments if highlight else None}
    return MarkdownIt("commonmark", options).enable("table")


def markdown_html(text: str, *, highlight: bool = False) -> str:
    """Render ``text`` (Markdown, or plain text with newlines) to sanitised HTML."""
    if not text:
        return ""
    raw = _parser(highlight).render(text)
    return nh3.clean(
        raw,
        tags=_TAGS,
        attributes=_ATTRIBUTES,
        url_schemes=_URL_SCHEMES,
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
    ).strip()
