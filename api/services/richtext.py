"""Markdown from the bank or a candidate, rendered to HTML that is safe to put in a page.

Two layers, because neither is enough alone: markdown-it-py turns the text into HTML with raw HTML
switched off (a ``<script>`` in an answer is shown as text), and nh3 (the ammonia sanitiser) then
keeps only an allow-list of tags and attributes, so a renderer bug or a ``javascript:`` link still
cannot reach the browser. Code blocks are kept (with their ``language-*`` class), and so are
paragraphs and single line breaks — answers are typed in a chat, where a newline means a newline.
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
    "a",
}  # fmt: skip
_ATTRIBUTES = {
    "a": {"href", "title"},
    "code": {"class"},
    "ol": {"start"},
}
_URL_SCHEMES = {"http", "https", "mailto"}


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    # "commonmark" with html=False: raw HTML in the text is escaped, not passed through.
    # breaks=True: a single newline is a <br>, as it was typed.
    return MarkdownIt("commonmark", {"html": False, "breaks": True, "linkify": False}).enable("table")


def render_markdown(text: str) -> str:
    """Render ``text`` (Markdown, or plain text with newlines) to sanitised HTML."""
    if not text:
        return ""
    raw = _parser().render(text)
    return nh3.clean(
        raw,
        tags=_TAGS,
        attributes=_ATTRIBUTES,
        url_schemes=_URL_SCHEMES,
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
    ).strip()
