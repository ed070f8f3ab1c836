"""``interview-bot up`` / ``api`` and ``interview-bot admin …``: the service and recruiter access."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

import typer
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession

from api.schemas import MAX_RETENTION_DAYS
from api.settings import Settings, load_settings
from api.store.data_rights import set_retention_by_name
from api.store.engine import current_revision, make_engine, migrate, sessionmaker_for
from api.store.orgs import (
    OrgExists,
    OrgNotFound,
    create_key,
    create_org,
    get_org_by_name,
    list_keys,
    revoke_key,
)
from interview_bot.output import cli_name, no_organisation

if TYPE_CHECKING:  # the bot is imported only when `up` runs it
    from fastapi import FastAPI

    from bot.settings import BotSettings

admin_app = typer.Typer(help="Recruiter access: organisations and API keys.", no_args_is_help=True)
DataDirOption = Annotated[
    Path | None, typer.Option("--data-dir", help="Data directory (default: IBOT_DATA_DIR or ./data).")
]
T = TypeVar("T")


def register(app: typer.Typer) -> None:
    app.add_typer(admin_app, name="admin")
    app.command("up")(up_command)
    app.command("api")(api_command)


CreateOption = Annotated[
    bool,
    typer.Option(
        "--create",
        help="Create a new, empty store when the data dir (or IBOT_DATABASE_URL) has none yet.",
    ),
]


def describe_store(settings: Settings) -> str:
    """Which store a command uses, for people: the SQLite file and its data dir, or the server URL."""
    url = make_url(settings.sqlalchemy_url)
    if url.get_backend_name() == "sqlite":
        return f"SQLite {url.database} (data dir {settings.data_dir.resolve()})"
    return url.render_as_string(hide_password=True)


async def _store_exists(settings: Settings) -> bool:
    """Whether the store already holds interview-bot's tables (without creating anything)."""
    url = make_url(settings.sqlalchemy_url)
    if url.get_backend_name() == "sqlite" and not Path(url.database or "").exists():
        return False  # connecting would create the file
    engine = make_engine(settings.sqlalchemy_url)
    try:
        return await current_revision(engine) is not None
    finally:
        await engine.dispose()


def run_in_store(
    settings: Settings, work: Callable[[AsyncSession], Awaitable[T]], *, create: bool = False
) -> T:
    """Say which store is used; refuse a store that does not exist yet unless ``create``; migrate it,
    then run ``work`` in one transaction.

    Run from another directory, ``./data`` is another, empty store: creating it silently would hand out
    keys the running service never sees (it answers 401 with no hint why)."""
    typer.echo(f"store: {describe_store(settings)}", err=True)

    async def main() -> T:
        if not await _store_exists(settings):
            if not create:
                _fail(
                    "there is no interview-bot store there yet. Run this where the service runs, or point "
                    "at its store with --data-dir DIR / IBOT_DATA_DIR (IBOT_DATABASE_URL for PostgreSQL); "
                    "to start a new, empty store there, add --create."
                )
            typer.echo("creating a new store there (--create)", err=True)
        engine = make_engine(settings.sqlalchemy_url)
        try:
            await migrate(engine)
            async with sessionmaker_for(engine).begin() as db:
                return await work(db)
        finally:
            await engine.dispose()

    return asyncio.run(main())


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code=1)


@admin_app.command("create-org")
def create_org_command(
    name: Annotated[str, typer.Argument(help="Organisation name (unique).")],
    data_dir: DataDirOption = None,
    create: CreateOption = False,
) -> None:
    """Create a recruiter organisation (in the store the service uses: see --data-dir and --create)."""
    settings = load_settings(data_dir=data_dir)
    try:
        org = run_in_store(settings, lambda db: create_org(db, name), create=create)
    except OrgExists:
        _fail(f"organisation {name!r} already exists")
    except ValueError as error:
        _fail(str(error))
    typer.echo(f"created organisation {org.name!r} ({org.id})")
    typer.echo(f"next: {cli_name()} admin create-key --org {json.dumps(org.name)}")


@admin_app.command("create-key")
def create_key_command(
    org: Annotated[str, typer.Option("--org", help="Organisation name.")],
    label: Annotated[str, typer.Option("--label", help="A note to recognise the key by.")] = "",
    as_json: Annotated[bool, typer.Option("--json", help='Print {"key": ..., "org": ...}.')] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Create a recruiter API key. It is shown once: only its hash is stored."""
    settings = load_settings(data_dir=data_dir)
    try:
        issued = run_in_store(settings, lambda db: create_key(db, org, label))
    except OrgNotFound:
        _fail(no_organisation(org))
    except ValueError as error:
        _fail(str(error))
    if as_json:
        typer.echo(json.dumps({"key": issued.key, "org": issued.org, "key_id": issued.key_id}))
        return
    typer.echo(f"API key for {issued.org!r} (id {issued.key_id}), shown once — store it now:")
    typer.echo(issued.key)
    typer.echo(f"use it as: Authorization: Bearer <key> against {settings.api_url}/v1/...")


@admin_app.command("list-keys")
def list_keys_command(
    org: Annotated[str, typer.Option("--org", help="Organisation name.")],
    data_dir: DataDirOption = None,
) -> None:
    """An organisation's keys (ids and state, never the keys themselves)."""
    settings = load_settings(data_dir=data_dir)

    async def work(db: AsyncSession) -> list[dict[str, Any]]:
        return [
            {"id": k.id, "prefix": k.prefix, "label": k.label, "revoked": k.revoked_at is not None}
            for k in await list_keys(db, org)
        ]

    try:
        rows = run_in_store(settings, work)
    except OrgNotFound:
        _fail(no_organisation(org))
    for row in rows:
        typer.echo(json.dumps(row))


@admin_app.command("revoke-key")
def revoke_key_command(
    key_id: Annotated[str, typer.Argument(help="The key's id (or its prefix).")],
    data_dir: DataDirOption = None,
) -> None:
    """Revoke a recruiter API key."""
    settings = load_settings(data_dir=data_dir)
    if not run_in_store(settings, lambda db: revoke_key(db, key_id)):
        _fail(f"no live key {key_id!r}")
    typer.echo(f"revoked key {key_id}")


def parse_retention_days(text: str) -> int | None:
    """``--days``: 1 to 3650 in ASCII digits, or ``off``. (click's own int type would take "١٢".)"""
    value = text.strip()
    if value.lower() == "off":
        return None
    if not value.isascii() or not value.isdigit() or len(value) > 5:
        _fail(f"--days must be a whole number of days in ASCII digits, 1 to {MAX_RETENTION_DAYS}, or off")
    days = int(value)
    if not 1 <= days <= MAX_RETENTION_DAYS:
        _fail(f"--days must be 1 to {MAX_RETENTION_DAYS} (got {days}), or off")
    return days


def _describe_retention(name: str, days: int | None) -> str:
    if days is None:
        return f"organisation {name!r}: no retention period (sessions are kept as they are)"
    return f"organisation {name!r}: sessions older than {days} days are pseudonymised"


@admin_app.command("set-retention")
def set_retention_command(
    org: Annotated[str, typer.Option("--org", help="Organisation name.")],
    days: Annotated[str, typer.Option("--days", help=f"1 to {MAX_RETENTION_DAYS}, or off.", metavar="N|off")],
    data_dir: DataDirOption = None,
) -> None:
    """Pseudonymise the organisation's sessions older than N days (the service's periodic job does it:
    the candidate's name, username and Telegram id replaced, the answers kept)."""
    retention = parse_retention_days(days)
    if "\x00" in org:
        _fail("--org must not contain NUL characters")
    settings = load_settings(data_dir=data_dir)
    found = run_in_store(settings, lambda db: set_retention_by_name(db, org, retention))
    if found is None:
        _fail(no_organisation(org))
    typer.echo(_describe_retention(found.name, found.retention_days))


@admin_app.command("show-retention")
def show_retention_command(
    org: Annotated[str, typer.Option("--org", help="Organisation name.")],
    data_dir: DataDirOption = None,
) -> None:
    """The organisation's retention period."""
    if "\x00" in org:
        _fail("--org must not contain NUL characters")
    settings = load_settings(data_dir=data_dir)

    async def work(db: AsyncSession) -> tuple[str, int | None] | None:
        found = await get_org_by_name(db, org)
        return None if found is None else (found.name, found.retention_days)

    shown = run_in_store(settings, work)
    if shown is None:
        _fail(no_organisation(org))
    typer.echo(_describe_retention(*shown))


HostOption = Annotated[str, typer.Option("--host", help="Interface to listen on.")]
PortOption = Annotated[int, typer.Option("--port", help="Port to listen on.")]


def _local_url(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    return f"http://{shown}:{port}"


def companion_bot_settings(settings: Settings, host: str, port: int) -> BotSettings:
    """The bot's own settings (bot/settings.py, from the environment), wired by ``up`` to the API it
    serves: this API's local URL, data dir and service token."""
    from bot.settings import load_bot_settings

    return load_bot_settings(
        api_url=_local_url(host, port),
        data_dir=settings.data_dir,
        service_token=settings.ensure_service_token(),
    )


def _bot_companion(
    settings: Settings, host: str, port: int
) -> Callable[[FastAPI], Coroutine[Any, Any, None]] | None:
    """The Telegram bot, run in this process against this API, when IBOT_TELEGRAM_TOKEN is set. It calls
    the app in this process (httpx's ASGI transport): the same requests, authentication and middleware
    as over the network, without a socket, HTTP parsing and a connection pool on both sides of each
    call, which cost more CPU than most of the API's answers (bench/bench_bot.py)."""
    bot_settings = companion_bot_settings(settings, host, port)
    if bot_settings.telegram_token is None:
        return None
    try:
        from bot.runner import run_bot
    except ImportError as error:
        typer.echo(f"warning: IBOT_TELEGRAM_TOKEN is set but the bot cannot be loaded ({error})", err=True)
        return None

    import httpx  # the bot's client alone: `admin` starts without it

    async def run(app: FastAPI) -> None:
        # an error in the app is its own 500 response, as it would be over the network
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        await run_bot(bot_settings, api_transport=transport, handle_signals=False)

    return run


def _serve(settings: Settings, host: str, port: int, *, sync_index: bool, with_bot: bool) -> None:
    from api.serve import prepare, run_server, serve

    typer.echo(f"data dir: {settings.data_dir.resolve()}")
    typer.echo("migrating the store and checking the question index…")
    prepared = asyncio.run(
        prepare(
            settings, sync_index=sync_index, progress=True, announce=lambda note: typer.echo(note, err=True)
        )
    )
    if prepared.indexed is not None:
        from interview_bot.commands.retrieval_commands import index_summary

        typer.echo(f"indexed the bank: {index_summary(prepared.indexed)}")
    elif not sync_index and prepared.index.needs_sync(list(prepared.catalog)):
        typer.echo(f"warning: the index is out of date with the bank; run: {cli_name()} index", err=True)
    if prepared.service_token_created:
        typer.echo(f"created the service token (for the bot): {settings.data_dir / 'service_token'}")
    companion = _bot_companion(settings, host, port) if with_bot else None
    url = _local_url(host, port)

    def started() -> None:
        typer.echo(f"console: {url}/console   (sign in with a recruiter key)")
        typer.echo(f"API:  {url}/v1   docs: {url}/docs   health: {url}/healthz   metrics: {url}/metrics")
        typer.echo(f"store: schema {prepared.revision}; bank: {len(prepared.catalog)} questions")
        name = cli_name()
        typer.echo(f"recruiter key: {name} admin create-org NAME && {name} admin create-key --org NAME")
        if companion is not None:
            typer.echo("Telegram bot: running in this process")
        elif with_bot:
            typer.echo("Telegram bot: off (set IBOT_TELEGRAM_TOKEN to run it here)")
        typer.echo("Ctrl-C stops.")

    with contextlib.suppress(KeyboardInterrupt):
        run_server(serve(settings, prepared, host=host, port=port, companion=companion, on_started=started))
    typer.echo("stopped.")


def up_command(
    host: HostOption = "127.0.0.1",
    port: PortOption = 8000,
    data_dir: DataDirOption = None,
) -> None:
    """Migrate, index the bank if it changed, serve the API, and run the bot when a token is set."""
    _serve(load_settings(data_dir=data_dir), host, port, sync_index=True, with_bot=True)


def api_command(
    host: HostOption = "127.0.0.1",
    port: PortOption = 8000,
    data_dir: DataDirOption = None,
) -> None:
    """Serve the API only (migrates; indexing is left to `interview-bot index` or `up`)."""
    _serve(load_settings(data_dir=data_dir), host, port, sync_index=False, with_bot=False)
