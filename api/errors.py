"""The API's errors: :class:`ApiError`, which the service raises, and how OpenAPI documents them.

They are answered as RFC 9457 ``application/problem+json`` by :mod:`api.error_handlers`; this module
imports no web framework, so that the service (and its unit tests) can raise them without one."""

from __future__ import annotations

from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

from api.catalogue import problem_text

PROBLEM_JSON = "application/problem+json"


class ApiError(Exception):
    """An error the API reports to its client. ``detail`` is a template of the catalogue
    (``api/catalogue_problems.py``), filled from ``args``; ``.detail`` is the English text."""

    def __init__(
        self,
        status: int,
        detail: str,
        *,
        title: str | None = None,
        args: Mapping[str, object] | None = None,
        headers: Mapping[str, str] | None = None,
        **extra: Any,
    ):
        text = detail.format(**args) if args else detail
        super().__init__(text)
        self.status = status
        self.template = detail
        self.args_ = dict(args or {})
        self.detail = text
        self.title = title or HTTPStatus(status).phrase
        self.extra = extra
        self.headers = dict(headers or {})  # sent with the problem, over its defaults (a 401's challenge)

    def detail_in(self, language: str) -> str:
        return problem_text(self.template, self.args_, language)


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` for the problem+json errors a route raises beyond the ones every route
    of its kind has (those are added for all routes by ``api.openapi.document_problems``)."""
    return {status: problem_response_doc(status) for status in statuses}


def problem_response_doc(status: int) -> dict[str, Any]:
    return {
        "description": HTTPStatus(status).phrase,
        "content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }
