"""The app's routers may be added in any order (``api/app.py`` puts the hot ones first): no route of
one router matches a method and path that a route of another router also serves."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from api.app import create_app
from api.settings import Settings

PARAM = re.compile(r"{[^}]+}")


def _route_groups(app: Any) -> list[list[Any]]:
    """The app's routes, one group per router in the order the app matches them (routes of one router keep
    their own order): a router the app included, or a module's router whose routes the app serves, as
    copies, on its own router (``api.app.add_routes``), known by its routes' module."""
    groups: list[list[Any]] = []
    declared_by: str | None = None
    for route in app.router.routes:
        included = getattr(route, "original_router", None)
        module = getattr(getattr(route, "endpoint", None), "__module__", None)
        if included is not None:
            groups.append(list(included.routes))
        elif module is not None and module == declared_by:
            groups[-1].append(route)
        else:
            groups.append([route])
        declared_by = None if included is not None else module
    return groups


def _sample_path(path: str) -> str:
    return PARAM.sub("1", path)


def test_no_two_routers_serve_the_same_method_and_path(tmp_path: Path) -> None:
    groups = _route_groups(create_app(Settings(data_dir=tmp_path)))
    routes = [(n, route) for n, group in enumerate(groups) for route in group if hasattr(route, "path_regex")]
    assert len(routes) > 60 and any(route.path == "/v1/sessions/{session_id}/answers" for _, route in routes)
    clashes = []
    for group, route in routes:
        path = _sample_path(route.path)
        for other_group, other in routes:
            methods = getattr(route, "methods", None) or set()
            other_methods = getattr(other, "methods", None) or set()
            shared = not methods or not other_methods or methods & other_methods
            if other_group != group and shared and other.path_regex.match(path):
                clashes.append((route.path, sorted(methods), other.path))
    assert clashes == []


def test_the_answer_turn_and_then_the_probes_are_matched_first(tmp_path: Path) -> None:
    paths = [
        route.path
        for group in _route_groups(create_app(Settings(data_dir=tmp_path)))
        for route in group
        if hasattr(route, "path_regex")
    ]
    answers = paths.index("/v1/sessions/{session_id}/answers")
    api_paths = [path for path in paths if path.startswith("/v1/")]
    assert api_paths[0] == "/v1/sessions/{session_id}/answers"
    assert answers < paths.index("/healthz") < paths.index("/v1/invites")
