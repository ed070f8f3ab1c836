"""Sealed secrets (api/services/sealed.py): what the database keeps of an ATS's API key opens only with
the service token and only for the row it was sealed for; altered or under another token, it is refused."""

from __future__ import annotations

import pytest

from api.services import sealed

TOKEN = "a-service-token-of-32-characters"
KEY = "ibk_abcdef_0123456789abcdefghijklmnopqrstuvwx"


def test_a_sealed_key_opens_with_the_token_for_its_row() -> None:
    box = sealed.seal(TOKEN, KEY, "org1")
    assert KEY not in box and KEY.split("_")[-1] not in box and box.startswith("v1:")
    assert sealed.unseal(TOKEN, box, "org1") == KEY
    assert sealed.seal(TOKEN, KEY, "org1") != box  # a fresh nonce each time


@pytest.mark.parametrize(
    ("token", "row", "change"),
    [
        ("another-service-token-of-32-chars", "org1", False),  # the service token was rotated
        (TOKEN, "org2", False),  # copied onto another organisation's row
        (TOKEN, "org1", True),  # altered in the database
    ],
)
def test_anything_else_is_refused_never_guessed(token: str, row: str, change: bool) -> None:
    box = sealed.seal(TOKEN, KEY, "org1")
    if change:
        box = box[:-4] + ("AAAA" if box[-4:] != "AAAA" else "BBBB")
    with pytest.raises(sealed.Unreadable):
        sealed.unseal(token, box, row)


def test_an_unknown_or_broken_sealing_is_refused() -> None:
    for box in ("v0:abc", "v1:not base64!!", "v1:", "plain"):
        with pytest.raises(sealed.Unreadable):
            sealed.unseal(TOKEN, box, "org1")
