"""The organisation's question banks: upload a file (every error by line, nothing half-imported), browse
a bank's questions, correct a key with an erratum, regrade its answers, delete — through the same
``api/services/banks`` as ``/v1/banks``."""

from __future__ import annotations

from fastapi import APIRouter, Request
from pydantic import ValidationError
from starlette.datastructures import UploadFile
from starlette.responses import RedirectResponse, Response

from api import schemas
from api.catalogue import localised_rows
from api.console.auth import CheckedForm, User
from api.console.i18n import pick_language
from api.console.pages import form_problems, page
from api.deps import Ctx, Db
from api.errors import ApiError
from api.services import banks

router = APIRouter(prefix="/console/banks", include_in_schema=False)
FORMATS = ("csv", "yaml", "json", "text", "aiken", "gift")
MEDIA_TYPES = {
    "csv": "text/csv",
    "yaml": "application/yaml",
    "yml": "application/yaml",
    "json": "application/json",
}


def media_type_of(filename: str) -> str:
    """The upload's Content-Type from its file name (browsers send the file's own type unreliably)."""
    return MEDIA_TYPES.get(filename.rsplit(".", 1)[-1].lower() if "." in filename else "", "text/plain")


async def banks_page(
    request: Request, db: Db, user: User, *, problem: ApiError | None = None, status_code: int = 200
) -> Response:
    language = pick_language(request)
    return page(
        request,
        "banks.html",
        user=user,
        banks=await banks.list_banks(db, user.org_id),
        formats=FORMATS,
        problem=problem,
        problem_text=problem.detail_in(language) if problem else "",
        problem_rows=localised_rows(problem.extra.get("errors") or [], language) if problem else [],
        status_code=status_code,
    )


@router.get("")
async def list_banks(request: Request, db: Db, user: User) -> Response:
    return await banks_page(request, db, user)


@router.post("")
async def upload(request: Request, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    file = form.get("file")
    name = str(form.get("name") or "").strip()
    chosen = str(form.get("format") or "")
    try:
        if not isinstance(file, UploadFile) or not file.filename:
            raise ApiError(422, "choose a file to upload")
        body = await file.read(banks.MAX_UPLOAD_BYTES + 1)
        uploaded = await banks.upload_bank(
            ctx,
            db,
            user.org_id,
            name=name or file.filename.rsplit(".", 1)[0],
            body=body,
            media_type=media_type_of(file.filename),
            format=chosen if chosen in FORMATS else None,
        )
    except ApiError as error:
        if error.status >= 500:
            raise
        await db.rollback()
        return await banks_page(request, db, user, problem=error, status_code=error.status)
    await db.commit()
    banks.indexing.schedule(ctx, uploaded.bank.id)
    if uploaded.broken_invites:  # said on this answer itself: the ids it removed are not read back later
        detail = await banks.bank_detail(db, user.org_id, uploaded.bank.id)
        return page(
            request,
            "bank.html",
            user=user,
            bank=detail,
            uploaded=True,
            broken_invites=uploaded.broken_invites,
            status_code=201,
        )
    return RedirectResponse(f"/console/banks/{uploaded.bank.id}?uploaded=1", status_code=303)


@router.get("/{bank_id}")
async def one_bank(request: Request, bank_id: str, db: Db, user: User) -> Response:
    detail = await banks.bank_detail(db, user.org_id, bank_id)
    uploaded = request.query_params.get("uploaded") == "1"  # just uploaded: say so (the redirect's target)
    return page(request, "bank.html", user=user, bank=detail, uploaded=uploaded)


@router.post("/{bank_id}/questions/{question_id}")
async def correct(
    request: Request, bank_id: str, question_id: str, ctx: Ctx, db: Db, user: User, form: CheckedForm
) -> Response:
    """Correct the key and/or the status, with an erratum (what was wrong, why)."""
    values = {
        "key": str(form.get("key") or "").strip() or None,
        "status": str(form.get("status") or "") or None,
        "erratum": {"what": str(form.get("what") or "").strip(), "why": str(form.get("why") or "").strip()},
    }
    try:
        patch = schemas.QuestionPatch.model_validate(values)
        await banks.correct_question(ctx, db, user.org_id, bank_id, question_id, patch)
    except (ValidationError, ApiError) as error:
        if isinstance(error, ApiError) and (error.status >= 500 or error.status == 404):
            raise
        await db.rollback()
        detail = await banks.bank_detail(db, user.org_id, bank_id)
        messages = (
            form_problems(request, error)
            if isinstance(error, ValidationError)
            else [error.detail_in(pick_language(request))]
        )
        return page(
            request, "bank.html", user=user, bank=detail, errors=messages, failed=question_id, status_code=422
        )
    await db.commit()
    banks.indexing.schedule(ctx, bank_id)
    return RedirectResponse(f"/console/banks/{bank_id}#q-{question_id}", status_code=303)


@router.post("/{bank_id}/questions/{question_id}/regrade")
async def regrade(
    request: Request, bank_id: str, question_id: str, ctx: Ctx, db: Db, user: User, form: CheckedForm
) -> Response:
    result = await banks.regrade_question(ctx, db, user.org_id, bank_id, question_id)
    detail = await banks.bank_detail(db, user.org_id, bank_id)
    return page(request, "bank.html", user=user, bank=detail, regraded=result)


@router.post("/{bank_id}/delete")
async def delete(request: Request, bank_id: str, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    """Delete the bank; while open invites' fixed forms name its questions, the page lists them and asks
    again (``force``), as ``DELETE /v1/banks/{id}`` answers 409 without ``?force=true``."""
    try:
        await banks.delete_bank(db, user.org_id, bank_id, ctx.now(), force=form.get("force") == "1")
    except banks.BankInUse as in_use:
        await db.rollback()
        detail = await banks.bank_detail(db, user.org_id, bank_id)
        return page(request, "bank.html", user=user, bank=detail, in_use=in_use.broken, status_code=409)
    await db.commit()
    banks.indexing.schedule(ctx, bank_id)
    return RedirectResponse("/console/banks", status_code=303)
