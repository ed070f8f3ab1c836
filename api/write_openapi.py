"""Regenerates the committed OpenAPI document, ``api/openapi.json``: ``python -m api.write_openapi``.

Separate from ``api.openapi`` because it builds the app, and the app imports ``api.openapi``."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from api.app import create_app
from api.openapi import OPENAPI_PATH, openapi_document
from api.settings import Settings


def main() -> None:
    with tempfile.TemporaryDirectory() as directory:
        app = create_app(Settings(data_dir=Path(directory)))
        text = json.dumps(openapi_document(app), ensure_ascii=False, indent=2, sort_keys=True)
    OPENAPI_PATH.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {OPENAPI_PATH}")


if __name__ == "__main__":
    main()
