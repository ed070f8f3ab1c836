"""Chroma clients: embedded (``PersistentClient`` in the data dir) or a server (``HttpClient``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

if TYPE_CHECKING:  # Chroma is imported when a client is made: importing retrieval does not load it
    from chromadb.api import ClientAPI
    from chromadb.config import Settings

CHROMA_SUBDIR = "chroma"


def chroma_settings() -> Settings:
    from chromadb.config import Settings

    return Settings(anonymized_telemetry=False, allow_reset=False)


def embedded_path(data_dir: Path) -> Path:
    return Path(data_dir) / CHROMA_SUBDIR


def make_client(data_dir: Path, chroma_url: str | None = None) -> ClientAPI:
    """An embedded client storing under ``data_dir/chroma``, or a client of the server at ``chroma_url``.

    ``chroma_url`` is ``http(s)://host[:port]``, optionally with ``?tenant=…&database=…`` (Chroma's
    distributed deployment); a server that does not answer raises ``ConnectionError``.
    """
    import chromadb
    from chromadb.config import DEFAULT_DATABASE, DEFAULT_TENANT

    if chroma_url:
        parts = urlsplit(chroma_url if "://" in chroma_url else f"http://{chroma_url}")
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"not a Chroma server URL: {chroma_url!r} (expected http://host:port)")
        query = parse_qs(parts.query)
        ssl = parts.scheme == "https"
        try:
            return chromadb.HttpClient(
                host=parts.hostname,
                port=parts.port or (443 if ssl else 8000),
                ssl=ssl,
                tenant=query.get("tenant", [DEFAULT_TENANT])[0],
                database=query.get("database", [DEFAULT_DATABASE])[0],
                settings=chroma_settings(),
            )
        except ValueError as error:  # chromadb's "Could not connect to a Chroma server"
            raise ConnectionError(f"Chroma server at {chroma_url} is not reachable: {error}") from error
    path = embedded_path(data_dir)
    # owner only: it holds organisations' own questions with their keys, and the command line (bank
    # import --org, index) writes it in a data dir only the service tightens to 0700
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    if path.stat().st_mode & 0o077:
        path.chmod(0o700)
    return chromadb.PersistentClient(path=str(path), settings=chroma_settings())
