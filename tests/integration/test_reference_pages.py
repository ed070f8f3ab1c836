"""The API's reference pages (``/docs``, ``/redoc``) need no internet: every script, style sheet and
icon they name is served by the app itself (200, cached, its own type), and their content security
policy names no origin but the service's own. Drawn in Chromium with every other request refused:
tests/e2e/test_reference_pages_browser.py."""

from __future__ import annotations

import re

from api.reference_pages import ASSETS
from tests.helpers.api_fixtures import Api
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
_REFERENCED = re.compile(r'(?:src|href)="([^"]+)"')
TYPES = {".js": "text/javascript", ".css": "text/css", ".png": "image/png"}


async def test_the_pages_bring_everything_they_need(rights_api: Api) -> None:
    api = rights_api
    for path in ("/docs", "/redoc"):
        page = await api.client.get(path)
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        policy = page.headers["content-security-policy"]
        assert "http:" not in policy and "https:" not in policy and "//" not in policy, policy
        scripts = policy.split(";")[1].split()
        assert scripts[:2] == ["script-src", "'self'"] and all(s.startswith("'sha256-") for s in scripts[2:])
        assert len(scripts) == (3 if path == "/docs" else 2)  # Swagger UI's inline script, by its hash
        referenced = _REFERENCED.findall(page.text)
        assert referenced and all(url.startswith(f"{ASSETS}/") for url in referenced), referenced
        for url in referenced:
            served = await api.client.get(url)
            assert served.status_code == 200, url
            assert served.headers["content-type"].startswith(TYPES[url[url.rindex(".") :]]), url
            assert served.headers["cache-control"] == "public, max-age=31536000, immutable"
            assert served.headers["x-content-type-options"] == "nosniff"
            assert len(served.content) > 1000, url
    assert (await api.client.get(f"{ASSETS}/core.py")).status_code == 404  # the package's files, not all
    assert (await api.client.get(f"{ASSETS}/..%2Fcore.py")).status_code == 404
    assert (await api.client.get("/docs/assets/0.0.1/swagger-ui.css")).status_code == 404  # another version
