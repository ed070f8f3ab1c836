"""What recruiters (and, as the reveal policy allows, candidates) read of sessions: summaries and
transcripts, their renderings (Markdown, CSV, a self-contained HTML page), the organisation's sessions
as a table, one invite's candidates side by side; the one sanitising Markdown renderer
(``markdown_html``), the one spreadsheet-safe CSV writer (``_spreadsheet``) and the charts as inline
SVG (the console's pages and the HTML transcript)."""

from api.services.reports._charts import histogram, topic_bars
from api.services.reports._invite_report import invite_report
from api.services.reports._render import HTML_CSP, transcript_csv, transcript_html, transcript_markdown
from api.services.reports._reports import (
    current_summary,
    current_transcript,
    summarize,
    summary_for,
    wants_ability,
)
from api.services.reports._richtext import markdown_html
from api.services.reports._session_table import (
    PAGE_SIZE,
    SORT_KEYS,
    STATUSES,
    SessionFilter,
    display_name,
    session_page,
    sessions_csv,
)

__all__ = [
    "HTML_CSP",
    "PAGE_SIZE",
    "SORT_KEYS",
    "STATUSES",
    "SessionFilter",
    "current_summary",
    "current_transcript",
    "display_name",
    "histogram",
    "invite_report",
    "markdown_html",
    "session_page",
    "sessions_csv",
    "summarize",
    "summary_for",
    "topic_bars",
    "transcript_csv",
    "transcript_html",
    "transcript_markdown",
    "wants_ability",
]
