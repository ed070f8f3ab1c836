"""An organisation's own question banks: upload a file, list, read, delete, correct a key, regrade."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response

from api import schemas
from api.deps import Ctx, Db, Recruiter
from api.errors import problem_responses
from api.services import banks
from api.services.questions import question_detail
from bank.parsing.exports import ExportFormat

router = APIRouter(prefix="/v1/banks", tags=["recruiter: banks"])

_FILE = {"schema": {"type": "string", "maxLength": banks.MAX_UPLOAD_BYTES}}
UPLOAD_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "The bank file (docs/bank-format.md): CSV, YAML, JSON, seed-style exam text, "
        "Moodle XML (application/xml or ?format=moodle, docs/moodle.md), a QTI 3.0 content package "
        "(application/zip, docs/qti.md), or Aiken / GIFT text with ?format=aiken|gift. UTF-8, at most "
        "10 MB and 5,000 questions.",
        "content": {
            media: _FILE
            for media in (
                "text/csv",
                "application/yaml",
                "application/json",
                "text/plain",
                "application/xml",
                "application/zip",
            )
        },
    }
}
REFUSED = {
    413: {"model": schemas.Problem, "description": "the file is larger than 10 MB"},
    415: {"model": schemas.Problem, "description": "an unsupported Content-Type"},
    422: {
        "model": schemas.Problem,
        "description": "the file has errors: `errors: [{line, field, message}]` lists every one; "
        "nothing was stored",
    },
    409: {
        "model": schemas.Problem,
        "description": "`too_many_banks`: the organisation has 200 banks already (a new name would be "
        "one more); or the same name is being uploaded right now",
    },
}


@router.post(
    "",
    status_code=201,
    response_model=schemas.BankUploadOut,
    openapi_extra=UPLOAD_BODY,
    responses=REFUSED,  # type: ignore[arg-type]
)
async def upload_bank(
    request: Request,
    org: Recruiter,
    ctx: Ctx,
    db: Db,
    name: Annotated[str, Query(min_length=1, max_length=banks.MAX_NAME, description="the bank's name")],
    format: Annotated[
        str | None,
        Query(pattern="^(aiken|gift|moodle|qti|csv|yaml|json|text)$", description="aiken, gift, moodle, qti"),
    ] = None,
) -> schemas.BankUploadOut:
    """Upload a bank file under ``name``: all of it or, on any error, nothing. Uploading under a name
    the organisation already uses replaces that bank in one step (sessions already started keep the
    questions they were given). The bank is ``indexing`` until every question is searchable.
    ``broken_invites``: the open invites whose fixed form names questions the replacement removed (a
    question without an explicit id is named by its content): the upload is stored, but those invites
    refuse every start (409 ``form_changed``) until the questions are back or a new invite is made.
    An organisation has at most 200 banks: a new one past them is 409 ``too_many_banks``."""
    body = await request.body()
    upload = await banks.upload_bank(
        ctx, db, org.id, name=name, body=body, media_type=request.headers.get("content-type"), format=format
    )
    await db.commit()
    banks.indexing.schedule(ctx, upload.bank.id)
    return banks.upload_out(upload)


@router.get("", response_model=schemas.BankList)
async def list_banks(org: Recruiter, db: Db) -> schemas.BankList:
    """The organisation's banks (the public bank, ``public``, is every organisation's too)."""
    return schemas.BankList(items=await banks.list_banks(db, org.id))


@router.get("/{bank_id}", response_model=schemas.BankDetail)
async def get_bank(bank_id: str, org: Recruiter, db: Db) -> schemas.BankDetail:
    """The bank with its questions (keys, explanations, errata) and its indexing progress."""
    return await banks.bank_detail(db, org.id, bank_id)


@router.get(
    "/{bank_id}/export",
    response_class=Response,
    responses={
        200: {
            "description": "the bank as a file that uploads again; fields a format cannot carry are "
            "named in it (an XML comment before the question)",
            "content": {"application/xml": {}, "application/zip": {}, "application/yaml": {}},
        },
        404: {"model": schemas.Problem, "description": "no such bank in this organisation"},
    },
)
async def export_bank(
    bank_id: str,
    org: Recruiter,
    ctx: Ctx,
    db: Db,
    format: Annotated[
        ExportFormat, Query(description="moodle (Moodle XML), qti (QTI 3.0 package) or yaml")
    ] = ExportFormat.YAML,
) -> Response:
    """The bank (``public`` for the public one) as Moodle XML, a QTI 3.0 package or YAML, to take to
    another tool or to upload again; an organisation bank's question ids lose its prefix."""
    bank_file = await banks.export_org_bank(ctx, db, org.id, bank_id, format)
    exported = bank_file.exported
    headers = {
        "Content-Disposition": f'attachment; filename="{bank_file.filename}"',
        "X-Content-Type-Options": "nosniff",
    }
    if exported.lost:
        headers["X-Ibot-Not-Carried"] = str(len(exported.lost))  # questions with a field left out
    return Response(exported.content, media_type=exported.media_type, headers=headers)


@router.delete("/{bank_id}", status_code=204, response_class=Response, responses=problem_responses(409))
async def delete_bank(bank_id: str, org: Recruiter, ctx: Ctx, db: Db, force: bool = False) -> Response:
    """Delete the bank: its questions leave search and new invites; transcripts keep the question text
    they showed, and sessions already started finish with the questions they were given. While open
    invites' fixed forms name its questions, 409 ``bank_in_use`` lists them (``broken_invites``) and
    nothing is deleted; ``?force=true`` deletes it all the same."""
    await banks.delete_bank(db, org.id, bank_id, ctx.now(), force=force)
    await db.commit()
    banks.indexing.schedule(ctx, bank_id)  # finds the bank gone: removes its questions from the index
    return Response(status_code=204)


@router.patch("/{bank_id}/questions/{question_id}", response_model=schemas.QuestionDetail)
async def correct_question(
    bank_id: str, question_id: str, body: schemas.QuestionPatch, org: Recruiter, ctx: Ctx, db: Db
) -> schemas.QuestionDetail:
    """Correct the key and/or set the status (``active``, ``disputed``, ``draft``), with an erratum
    (what was wrong, why). Finished answers change when ``…/regrade`` is called; a ``disputed`` or
    ``draft`` status regrades them itself (they become ``ungraded``: no one is marked wrong by it)."""
    question = await banks.correct_question(ctx, db, org.id, bank_id, question_id, body)
    await db.commit()
    banks.indexing.schedule(ctx, bank_id)
    return question_detail(question)


@router.post("/{bank_id}/questions/{question_id}/regrade", response_model=schemas.RegradeOut)
async def regrade_question(
    bank_id: str, question_id: str, org: Recruiter, ctx: Ctx, db: Db
) -> schemas.RegradeOut:
    """Grade every recorded answer to this question in the organisation again, against its current
    key and status; transcripts then show the new grade beside the original, with the erratum."""
    return await banks.regrade_question(ctx, db, org.id, bank_id, question_id)
