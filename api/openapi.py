"""The committed OpenAPI document (``api/openapi.json``): ``python -m api.openapi`` regenerates it."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from fastapi import FastAPI

OPENAPI_PATH = Path(__file__).parent / "openapi.json"


def openapi_document(app: FastAPI) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(json.dumps(app.openapi()))
    return document


def main() -> None:
    from api.app import create_app
    from api.settings import Settings

    with tempfile.TemporaryDirectory() as directory:
        app = create_app(Settings(data_dir=Path(directory)))
        text = json.dumps(openapi_document(app), ensure_ascii=False, indent=2, sort_keys=True)
    OPENAPI_PATH.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {OPENAPI_PATH}")


if __name__ == "__main__":
    main()
