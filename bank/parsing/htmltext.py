"""Question text written in HTML (as Moodle and QTI keep it), as the Markdown a bank question holds.

Paragraphs, line breaks, lists, bold and code survive (``<pre>`` becomes a fenced block, verbatim);
other markup is dropped and its text kept. What a text question cannot carry, an image, a sound, a
video, an embedded object, is returned by name so the importer can refuse the question with its line
rather than serve a stem with a hole in it.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

MEDIA_TAGS = {
    "img",
    "image",
    "audio",
    "video",
    "object",
    "embed",
    "iframe",
    "svg",
    "math",
    "canvas",
    "picture",
}
_BLOCK = {"p", "div", "section", "article", "blockquote", "table", "tr", "h1", "h2", "h3", "h4", "h5", "h6"}
_EMPHASIS = {"strong": "**", "b": "**", "em": "*", "i": "*"}


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.media: list[str] = []
        self.pre = 0
        self.code = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in MEDIA_TAGS:
            source = dict(attrs).get("src") or dict(attrs).get("data") or ""
            self.media.append(f"<{tag}{' ' + source if source else ''}>")
        elif tag == "br":
            self.out.append("\n")
        elif tag in _BLOCK:
            self.out.append("\n\n")
        elif tag == "li":
            self.out.append("\n- ")
        elif tag in ("ul", "ol"):
            self.out.append("\n")
        elif tag == "pre":
            self.pre += 1
            self.out.append("\n\n```\n")
        elif tag == "code" and not self.pre:
            self.code += 1
            self.out.append("`")
        elif tag in _EMPHASIS and not self.pre:
            self.out.append(_EMPHASIS[tag])
        elif tag in ("td", "th"):
            self.out.append(" | ")
        for name, value in attrs:
            if name in ("href", "src") and value and "@@PLUGINFILE@@" in value and tag not in MEDIA_TAGS:
                self.media.append(f"<{tag} {value}>")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag == "pre" and self.pre:
            self.pre -= 1
            if self.out and not self.out[-1].endswith("\n"):
                self.out.append("\n")
            self.out.append("```\n\n")
        elif tag == "code" and self.code:
            self.code -= 1
            self.out.append("`")
        elif tag in _EMPHASIS and not self.pre:
            self.out.append(_EMPHASIS[tag])
        elif tag in _BLOCK:
            self.out.append("\n\n")

    def handle_data(self, data: str) -> None:
        self.out.append(data if self.pre else re.sub(r"\s+", " ", data))


def html_to_markdown(html: str) -> tuple[str, list[str]]:
    """The text as Markdown, and the media it held (empty when it held none)."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    text = "".join(reader.out)
    lines, fenced = [], False
    for line in text.split("\n"):
        if line.strip() == "```":
            fenced = not fenced
        lines.append(line.rstrip() if fenced else line.strip())
    cleaned = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return cleaned, reader.media


def auto_formatted(text: str) -> str:
    """A Moodle auto-formatted text as the HTML Moodle shows (``text_to_html``): HTML whose line breaks
    are ``<br>``, but a break beside a tag, and white space between tags, which Moodle drops first."""
    text = re.sub(r">\s+<", "><", text)
    text = re.sub(r"\n<", " <", text)
    text = re.sub(r">\n", "> ", text)
    return text.replace("\n", "<br>\n")


def moodle_text(raw: str, text_format: str) -> tuple[str, list[str]]:
    """A Moodle text in its format (Moodle XML's ``format`` names), as Markdown, and the media it held:
    ``html`` and ``moodle_auto_format`` (which Moodle shows as HTML too, its line breaks kept) are read as
    HTML; ``markdown`` is kept as written, to the last line break; ``plain_text``, which Moodle shows as
    written, markup and all, is kept as written."""
    if text_format == "markdown":
        return raw, []
    if text_format not in ("html", "moodle_auto_format"):
        return raw.strip(), []
    return html_to_markdown(auto_formatted(raw) if text_format == "moodle_auto_format" else raw)
