"""The one sanitising Markdown renderer (transcript HTML and the console both use it)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from api.services.reports import markdown_html


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.seen.append((tag, dict(attrs)))


def _elements(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Elements()
    parser.feed(html)
    return parser.seen


def test_paragraphs_and_line_breaks_are_kept() -> None:
    html = markdown_html("first line\nsecond line\n\nnext paragraph")
    assert html == "<p>first line<br>\nsecond line</p>\n<p>next paragraph</p>"


def test_code_blocks_are_kept_with_their_language_and_escaped() -> None:
    html = markdown_html('```python\nprint("<b>x</b>")\n```')
    assert '<pre><code class="language-python">' in html
    assert "print(&quot;&lt;b&gt;x&lt;/b&gt;&quot;)" in html or 'print("&lt;b&gt;x&lt;/b&gt;")' in html


def test_inline_markup_is_rendered() -> None:
    assert markdown_html("**bold** and `code`") == "<p><strong>bold</strong> and <code>code</code></p>"


@pytest.mark.parametrize(
    "hostile",
    [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        '<a href="javascript:alert(1)">x</a>',
        "[click](javascript:alert(1))",
        "<iframe src=https://example.com></iframe>",
        '<div style="background:url(javascript:alert(1))">x</div>',
        "![p](https://example.com/track.png)",
    ],
)
def test_hostile_text_cannot_reach_the_page(hostile: str) -> None:
    elements = _elements(markdown_html(hostile))
    assert {tag for tag, _ in elements} <= {"p", "a"}
    for _, attrs in elements:
        assert not any(name.startswith("on") or name == "style" for name in attrs)
        assert not (attrs.get("href") or "").lower().startswith("javascript")


def test_links_keep_safe_schemes_and_get_a_rel() -> None:
    html = markdown_html("[doc](https://example.com/x)")
    assert 'href="https://example.com/x"' in html
    assert "noopener" in html


def test_chinese_text_and_empty_input() -> None:
    assert markdown_html("") == ""
    assert markdown_html("漏选、错选均不得分") == "<p>漏选、错选均不得分</p>"
