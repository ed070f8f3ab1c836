"""The console's words in simplified Chinese (default) and English: from the ``ibot_lang`` cookie set by
the language switch, else the browser's Accept-Language."""

from __future__ import annotations

from collections.abc import Callable

from starlette.requests import Request

from api.catalogue import accepted_language, console_word

LANG_COOKIE = "ibot_lang"
LANGUAGES = ("zh", "en")


def pick_language(request: Request) -> str:
    chosen = request.cookies.get(LANG_COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return accepted_language(request.headers.get("accept-language", ""), default="zh")


def translator(language: str) -> Callable[..., str]:
    def t(key: str, **values: object) -> str:
        return console_word(key, language, **values)

    return t
