"""Invites: the list (uses, expiry, state), the create form with the bank's real topics and counts, the
new invite's link, copy button and QR code, revoking, and the compare report of an invite. The form can
fix its questions: a search (``/pick``) lists questions to tick, and the ticked ones are the invite's."""

from __future__ import annotations

import base64
import io
from datetime import datetime, timedelta
from typing import Any

import segno
from fastapi import APIRouter, Request
from pydantic import ValidationError
from starlette.datastructures import FormData
from starlette.responses import RedirectResponse, Response

from api import schemas
from api.console.auth import CheckedForm, User
from api.console.i18n import pick_language
from api.console.pages import form_problems, page, words
from api.console.params import cursor, page_number
from api.deps import Ctx, Db
from api.errors import ApiError
from api.paging import keyset_page
from api.services import sessions
from api.services.banks import topic_counts, type_counts
from api.services.questions import org_questions, search_visible
from api.services.reports import histogram, invite_report
from api.services.scoring import latest_calibration
from api.store import invites as store
from api.store.models import Invite
from bank.model import Question

router = APIRouter(prefix="/console/invites", include_in_schema=False)
PICK_RESULTS = 20
INVITES_PAGE = 200  # invites a page lists, newest first; older ones on the pages its link leads to
MAX_PICKED = 100  # an invite names at most 100 questions


def qr_data_uri(link: str) -> str:
    """The link's QR code as an ``<img>`` source: a standalone SVG document (with its ``xmlns``, which
    ``svg_inline`` leaves out: without it the browser shows a broken image)."""
    buffer = io.BytesIO()
    segno.make(link, error="m").save(buffer, kind="svg", scale=4, border=2, xmldecl=False)
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode()


async def invites_page(
    request: Request,
    ctx: Ctx,
    db: Db,
    user: User,
    *,
    created: Invite | None = None,
    errors: list[str] | None = None,
    form: dict[str, Any] | None = None,
    found: list[Question] | None = None,
    status_code: int = 200,
) -> Response:
    rows, older = await keyset_page(
        lambda count, before: store.list_org_invites(db, user.org_id, limit=count, before_seq=before),
        cursor(request),
        INVITES_PAGE,
        lambda row: row.seq,
    )
    kept_ids = [str(qid) for qid in (form or {}).get("questions", [])][:MAX_PICKED]
    picked_questions = await org_questions(ctx, db, user.org_id, kept_ids)
    picked = [q for qid in kept_ids if (q := picked_questions.get(qid)) is not None]
    shown = sessions.invite_out(ctx, created) if created is not None else None
    return page(
        request,
        "invites.html",
        user=user,
        invites=[(sessions.invite_out(ctx, row), sessions.invite_state(row, ctx)) for row in rows],
        older=older,
        later=cursor(request) is not None,
        topics=topic_counts(ctx.catalog),
        types=type_counts(ctx.catalog),
        created=shown,
        qr=qr_data_uri(shown.deep_link) if shown else None,
        errors=errors or [],
        form=form or {},
        picked=picked,
        found=[q for q in found or [] if q.id not in kept_ids],
        searched=found is not None,
        status_code=status_code,
    )


@router.get("")
async def list_invites(request: Request, ctx: Ctx, db: Db, user: User) -> Response:
    return await invites_page(request, ctx, db, user)


MAX_EXPIRES_DAYS = 365  # the form's own bound (its field says max="365")


class FormProblem(ValueError):
    """A field that is not what the form asks: ``message``, the console's words for what it must be."""

    def __init__(self, field: str, message: str = "whole_number") -> None:
        super().__init__(field)
        self.message = message


def _number(form: FormData, name: str) -> int | None:
    value = str(form.get(name) or "").strip()
    if not value:
        return None
    if not (value.isascii() and value.isdigit()) or len(value) > 9:
        raise FormProblem(name)
    return int(value)


def _decimal(form: FormData, name: str) -> float | str | None:
    """A form's decimal field as a number (the JSON body takes numbers only, not their text), or None
    when left empty; text that is no number is passed on as it is, for the body to refuse by name."""
    value = str(form.get(name) or "").strip()
    if not value:
        return None
    try:
        return float(value) if value.isascii() and "_" not in value else value
    except ValueError:
        return value


def invite_body(form: FormData, now: datetime) -> schemas.InviteCreate:
    """The form as the JSON API's body, so the same validation applies to both."""
    days = _number(form, "expires_days")
    if days is not None and not 1 <= days <= MAX_EXPIRES_DAYS:  # checked here: a date is computed from it
        raise FormProblem("expires_days", "days_range")
    count = _number(form, "question_count")
    picked = [str(qid) for qid in form.getlist("questions")]
    values: dict[str, Any] = {
        "title": str(form.get("title") or "").strip(),
        "topics": [str(topic) for topic in form.getlist("topics")],
        "types": [str(kind) for kind in form.getlist("types")],
        "time_limit_s": _number(form, "time_limit_s"),
        "total_time_limit_s": _number(form, "total_time_limit_s"),
        "reveal": str(form.get("reveal") or "end"),
        "language": str(form.get("language") or "zh"),
        "expires_at": now + timedelta(days=days) if days is not None else None,
        "max_uses": _number(form, "max_uses"),
        "order": str(form.get("order") or "fixed"),
        "draw": str(form.get("draw") or "each"),
    }
    if str(form.get("mode") or "") == "adaptive":  # the count field is then the most it asks
        values["mode"] = "adaptive"
        if count is not None:
            values["max_questions"] = count
        if (target := _decimal(form, "target_se")) is not None:
            values["target_se"] = target  # validated (0.1–1.0) by the body, as over JSON
    if picked:  # a fixed form: the count field (always filled in) does not apply
        values["questions"] = picked
    elif count is not None and values.get("mode") != "adaptive":
        values["question_count"] = count
    return schemas.InviteCreate.model_validate(values)


@router.post("/pick")
async def pick_questions(request: Request, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    """The invite form again, with the questions a search finds to tick (those ticked stay ticked).

    A POST, so the form's other fields (and the CSRF token) never go into a URL."""
    kept = {name: form.getlist(name) for name in form if name != "csrf"}
    query = str(form.get("q") or "").strip()[:500]
    found: list[Question] = []
    if query:
        active = ("active",)  # an interview asks active questions only
        matches = await search_visible(ctx, db, user.org_id, query, PICK_RESULTS, statuses=active)
        found = [match.question for match in matches if match.question.servable]
    return await invites_page(request, ctx, db, user, form=kept, found=found)


@router.post("")
async def create_invite(request: Request, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    kept = {name: form.getlist(name) for name in form if name != "csrf"}
    try:
        body = invite_body(form, ctx.now())
        invite = await sessions.create_invite(ctx, db, user.org, body)
    except ValidationError as error:
        messages = form_problems(request, error)
        return await invites_page(request, ctx, db, user, errors=messages, form=kept, status_code=422)
    except FormProblem as error:
        t = words(request)
        messages = [f"{t(str(error))}: {t(error.message)}"]
        return await invites_page(request, ctx, db, user, errors=messages, form=kept, status_code=422)
    except ApiError as error:
        if error.status >= 500:
            raise
        message = error.detail_in(pick_language(request))
        return await invites_page(request, ctx, db, user, errors=[message], form=kept, status_code=422)
    return await invites_page(request, ctx, db, user, created=invite, status_code=201)


@router.post("/{invite_id}/revoke")
async def revoke_invite(invite_id: str, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    await sessions.revoke_invite(ctx, db, user.org, invite_id)
    return RedirectResponse("/console/invites", status_code=303)


def stem_line(question: Question | None) -> str:
    """A question's first line, as the item statistics name it beside its id."""
    if question is None:
        return ""
    first = question.stem.strip().splitlines()[0] if question.stem.strip() else ""
    return first if len(first) <= 80 else first[:79] + "…"


@router.get("/{invite_id}/report")
async def report(request: Request, invite_id: str, ctx: Ctx, db: Db, user: User) -> Response:
    number = page_number(request)
    found = await invite_report(ctx, db, user.org_id, invite_id, ctx.now(), page=number)
    if found is None:
        raise ApiError(404, "no such invite")
    # the organisation's own bank questions as well as the public ones, as the invite page picks them
    questions = await org_questions(ctx, db, user.org_id, [item.question_id for item in found.items])
    calibration = await latest_calibration(db, user.org_id)  # the θs' scale, and what it rests on
    return page(
        request,
        "report.html",
        user=user,
        report=found,
        stems={item.question_id: stem_line(questions.get(item.question_id)) for item in found.items},
        chart=histogram(found.scores, words(request)("distribution")),
        page_number=number,
        calibration=calibration,
    )
