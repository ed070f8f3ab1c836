"""The OpenAPI document of an app it is given: the problem responses of every operation, and the path of
the committed copy (``api/openapi.json``, which ``python -m api.write_openapi`` regenerates). It never
builds an app itself, so ``api.app`` can import it without a circle."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi import FastAPI

OPENAPI_PATH = Path(__file__).parent / "openapi.json"


def problem_statuses(operation: dict[str, Any]) -> set[int]:
    """The problem+json errors every operation of this kind can answer, read off the operation."""
    statuses = {422}
    parameters = operation.get("parameters", [])
    if operation.get("security"):
        statuses |= {401, 429}  # a wrong token; a bucket (per candidate, key or failing address) empty
    if any(p.get("in") == "header" and p.get("name") == "X-Telegram-User-Id" for p in parameters):
        statuses.add(400)  # the service token without X-Telegram-User-Id
    if any(p.get("in") == "path" for p in parameters):
        statuses.add(404)  # another organisation's or candidate's object answers 404 too
    if "requestBody" in operation:
        statuses.add(413)
    return statuses


def document_problems(app: FastAPI) -> None:
    """Make ``app.openapi()`` list the problem+json errors each operation answers (401, 403, 404,
    409, 410, 413, 422, 429), all with the ``Problem`` schema under ``application/problem+json``."""
    from api.errors import problem_response_doc
    from api.schemas import Problem

    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        document = generate()
        components = document.setdefault("components", {}).setdefault("schemas", {})
        components["Problem"] = Problem.model_json_schema(ref_template="#/components/schemas/{model}")
        components.pop("HTTPValidationError", None)
        components.pop("ValidationError", None)
        for operations in document["paths"].values():
            for operation in operations.values():
                responses = operation.setdefault("responses", {})
                declared = {int(code) for code in responses if code.isdigit() and 400 <= int(code) < 500}
                for status in sorted(declared | problem_statuses(operation)):
                    responses[str(status)] = problem_response_doc(status)
        app.openapi_schema = document
        return document

    app.openapi = openapi  # type: ignore[method-assign]


def openapi_document(app: FastAPI) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(json.dumps(app.openapi()))
    return document
