"""``interview-bot bank import --org NAME FILE``: an organisation's bank, through the API's own service
(``api.services.banks``), so the CLI and ``POST /v1/banks`` accept, refuse and index files alike."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.markup import escape

from api.context import ServiceContext
from api.errors import ApiError
from api.observability import Metrics
from api.schemas import plural
from api.settings import Settings
from api.store.engine import make_engine, migrate, sessionmaker_for
from api.store.orgs import get_org_by_name
from bank.errors import BankFileError
from bank.files import file_format
from bank.parsing.formats import BankFormat
from interview_bot.output import no_organisation

if TYPE_CHECKING:
    from api.schemas import BrokenInvite


def import_org_bank(
    settings: Settings, org_name: str, file: Path, *, name: str | None, format: BankFormat | None
) -> int:
    """Upload ``file`` as the organisation's bank and index it; the exit code (0 when imported)."""
    console = Console(stderr=True)
    try:
        body = file.read_bytes()
    except OSError as error:
        console.print(f"[red]error[/red] {file}: {error.strerror or error}", highlight=False)
        return 1
    try:
        fmt = file_format(file, format)  # as ``bank validate`` and the public import read it
        bank_id, count, status, broken = asyncio.run(
            _import(settings, org_name, name or file.stem, body, fmt)
        )
    except BankFileError as error:
        for problem in error.problems:
            console.print(f"[red]error[/red] {problem}", highlight=False, soft_wrap=True)
        return 1
    except ApiError as error:
        console.print(f"[red]error[/red] {file}: {error.detail}", highlight=False, soft_wrap=True)
        for problem in error.extra.get("errors", []):
            where = f"{file}:{problem['line']}" if problem.get("line") else str(file)
            field = f" [{problem['field']}]" if problem.get("field") else ""
            line = f"  {where}{field}: {problem['message']}"
            console.print(line, highlight=False, markup=False, soft_wrap=True)
        return 1
    typer.echo(f"{file}: bank {bank_id} of {org_name!r}: {plural(count, 'question', 'questions')}, {status}")
    for invite in broken:  # imported all the same (see ``upload_bank``): the recruiter hears it now
        title = f" {invite.title!r}" if invite.title else ""
        said = (
            f"invite {invite.id}{title} can no longer be started (409 form_changed): this import removed "
            f"the question(s) its fixed form names: {', '.join(invite.missing)}"
        )
        console.print(
            f"[yellow]warning[/yellow] {escape(said)}",
            highlight=False,
            soft_wrap=True,
        )
    return 0 if status == "ready" else 1


async def _import(
    settings: Settings, org_name: str, name: str, body: bytes, fmt: BankFormat
) -> tuple[str, int, str, list[BrokenInvite]]:
    from api.app import open_default_index
    from api.services import banks
    from api.services.banks import upload_bank
    from api.store import banks as bank_store
    from bank.library import load_full_catalog
    from interview_bot.commands.service_commands import _store_exists, describe_store

    typer.echo(f"store: {describe_store(settings)}", err=True)
    if not await _store_exists(settings):  # never a new, empty store: the organisation lives in one
        raise ApiError(404, "there is no interview-bot store there yet (see --data-dir / IBOT_DATA_DIR)")
    engine = make_engine(settings.sqlalchemy_url)
    try:
        await migrate(engine)
        ctx = ServiceContext(
            settings=settings,
            engine=engine,
            sessions=sessionmaker_for(engine),
            catalog=await asyncio.to_thread(load_full_catalog, settings.data_dir),
            index=await asyncio.to_thread(open_default_index, settings),
            metrics=Metrics(),
            service_token="",
        )
        async with ctx.sessions.begin() as db:
            org = await get_org_by_name(db, org_name)
            if org is None:
                raise ApiError(404, no_organisation(org_name))
            upload = await upload_bank(
                ctx, db, org.id, name=name, body=body, media_type=None, format=fmt.value
            )
            bank_id, count = upload.bank.id, upload.questions
        await banks.indexing.index_bank(ctx, bank_id)
        async with ctx.sessions() as db:
            bank = await bank_store.get_bank(db, bank_id)
            return bank_id, count, bank.status if bank is not None else "deleted", upload.broken_invites
    finally:
        await engine.dispose()
