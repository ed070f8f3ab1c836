"""Telegram's HTML parse mode, as the fake Bot API server checks it (``tests/helpers/fake_telegram.py``)
and as the unit tier checks the bot's rendered messages: known tags, balanced, the text's length after
parsing in UTF-16 code units. Its own module, without aiohttp, so the unit tier need not import the
server to read a message."""

from __future__ import annotations

import re
from html.parser import HTMLParser

ALLOWED_TAGS = {
    "b",
    "strong",
    "i",
    "em",
    "u",
    "ins",
    "s",
    "strike",
    "del",
    "a",
    "code",
    "pre",
    "tg-spoiler",
    "blockquote",
    "span",
    "tg-emoji",
}


class _Entities(HTMLParser):
    """Telegram's HTML parse mode, strictly enough: known tags, balanced, text length after parsing."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.text: list[str] = []
        self.error: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self.error = self.error or f'unsupported start tag "{tag}"'
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.error = self.error or f'unmatched end tag "{tag}"'

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse_html(source: str) -> tuple[str, str | None]:
    if re.search(r"&(?!(lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);)", source):
        return "", "unescaped ampersand"
    if re.search(r"<(?![a-zA-Z/])", source):
        return "", "unescaped '<'"
    parser = _Entities()
    parser.feed(source)
    parser.close()
    if parser.stack and not parser.error:
        parser.error = f'unclosed tag "{parser.stack[-1]}"'
    return "".join(parser.text), parser.error


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
