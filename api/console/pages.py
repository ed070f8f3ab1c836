"""Rendering console pages: the Jinja2 environment (autoescaped), the language, and the signed-in user."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.templating import Jinja2Templates
from markupsafe import Markup
from pydantic import ValidationError
from starlette.responses import HTMLResponse

from api.catalogue import bank_error, erratum_text, field_problem, flag_detail
from api.console.auth import ConsoleUser
from api.console.i18n import pick_language, translator
from api.services.reports import markdown_html
from api.services.scoring import scale_name

TEMPLATES = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))


def _when(value: datetime | None) -> str:
    return "—" if value is None else value.strftime("%Y-%m-%d %H:%M UTC")


def _seconds(value: float | None) -> str:
    if value is None:
        return "—"
    minutes, seconds = divmod(round(value), 60)
    return f"{minutes}:{seconds:02d}" if minutes < 60 else f"{minutes // 60}h{minutes % 60:02d}m"


def _percent(value: float | None) -> Markup:
    # digits and "%" only: marked safe, so the compare page's hundreds of cells skip escaping
    return Markup("—" if value is None else f"{value:.0%}")


def _percent_cells(values: list[float | None]) -> Markup:
    """A row of numeric table cells in one piece (the compare page has thousands: one call per row)."""
    return Markup("".join(f'<td class="num">{"" if v is None else _percent(v)}</td>' for v in values))


TEMPLATES.env.filters["when"] = _when
TEMPLATES.env.filters["seconds"] = _seconds
TEMPLATES.env.filters["percent"] = _percent
TEMPLATES.env.filters["percent_cells"] = _percent_cells
TEMPLATES.env.globals["flag_detail"] = flag_detail  # a flag's words in the page's language
TEMPLATES.env.globals["bank_error"] = bank_error  # a failed bank's too
TEMPLATES.env.globals["erratum_text"] = erratum_text  # an erratum's "(none)" too
TEMPLATES.env.globals["scale_name"] = scale_name  # the θ scale a calibration (or none) puts abilities on
TEMPLATES.env.globals["markdown"] = lambda text: _markup(markdown_html(text or "", highlight=True))


def _markup(html: str) -> Any:
    return Markup(html)  # sanitised by markdown_html (markdown-it without raw HTML, then nh3)


def words(request: Request) -> Callable[..., str]:
    return translator(pick_language(request))


def form_problems(request: Request, error: ValidationError) -> list[str]:
    """A refused form's fields, each as ``label: problem`` in the page's language."""
    language, t = pick_language(request), words(request)
    return [
        field_problem(item, language, " · ".join(t(str(part)) for part in item["loc"]) or t("invalid_input"))
        for item in error.errors()
    ]


def page(
    request: Request,
    template: str,
    *,
    user: ConsoleUser | None = None,
    status_code: int = 200,
    **values: Any,
) -> HTMLResponse:
    language = pick_language(request)
    t: Callable[..., str] = translator(language)
    context = {"request": request, "t": t, "lang": language, "user": user, **values}
    return TEMPLATES.TemplateResponse(request, template, context, status_code=status_code)
