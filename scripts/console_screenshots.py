"""Screenshots of every console page at desktop (1280 px) and phone (390 px) width, in Chinese and
English: ``docs/console/<page>-<width>-<language>.png``.

    python scripts/console_screenshots.py [--out docs/console] [--index-dir DIR] [--lang zh|en|both]

Serves the app on a throwaway SQLite store with the real bank and index, seeds an organisation, an
invite and four candidates who take it through the candidate API, then visits every page in headless
Chromium (Debian's ``/usr/bin/chromium``), the pages a mistake leads to and a new invite's QR code
included. Each image is cut at 1800 px and reduced to a 16-colour palette, so the committed set stays small.
``--index-dir`` reuses a built index (the test suite keeps one in ``.pytest_cache/d/ibot-api-index``);
otherwise the bank is embedded first (a minute or more).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
COLOURS = 16  # a palette this size keeps the text readable and a page's image to tens of kilobytes
MAX_HEIGHT = 1800  # a long page (a transcript, the bank) is shown from its top down to this


def shoot(page: Any, path: Path) -> None:
    """A full-page screenshot, reduced to a palette (Pillow)."""
    import io

    from PIL import Image

    image = Image.open(io.BytesIO(page.screenshot(full_page=True))).convert("RGB")
    image = image.crop((0, 0, image.width, min(image.height, MAX_HEIGHT)))
    image.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


SERVICE_TOKEN = "screenshots-service-token-0123456789"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def make_key(url: str, org: str) -> str:
    from api.store.engine import make_engine, migrate, sessionmaker_for
    from api.store.orgs import create_key, create_org

    engine = make_engine(url)
    try:
        await migrate(engine)
        async with sessionmaker_for(engine).begin() as db:
            await create_org(db, org)
            return str((await create_key(db, org)).key)
    finally:
        await engine.dispose()


def answer_for(question: Any, right: bool) -> str:
    if question.type.value == "truefalse":
        return (
            ("对" if question.key == "true" else "错")
            if right
            else ("错" if question.key == "true" else "对")
        )
    if right:
        return str(question.key)
    wrong = [label for label in question.options if label not in question.key]
    return wrong[0] if wrong else str(question.key)


SAMPLE_BANK = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "rb-1,single,Which joint controller loop runs fastest?,position,velocity,current,trajectory,C,"
    "The current loop is innermost.,control\n"
    "rb-2,truefalse,An IMU alone gives drift-free position.,,,,,false,It drifts without correction.,sensing\n"
)


def take(http: httpx.Client, catalog: Any, token: str, telegram_id: int, name: str, rights: int) -> str:
    headers = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}
    body = {
        "mode": "interview",
        "invite_token": token,
        "candidate": {"telegram_id": telegram_id, "name": name},
    }
    session_id = http.post("/v1/sessions", json=body, headers=headers).json()["id"]
    retry = False
    while (current := http.get(f"/v1/sessions/{session_id}/current", headers=headers).json())["question"]:
        question = catalog[current["question"]["id"]]
        right = retry or current["position"] < rights
        reply = http.post(
            f"/v1/sessions/{session_id}/answers",
            json={
                "question_id": question.id,
                "answer": answer_for(question, right),
                "idempotency_key": f"k{current['position']}-{retry}",
            },
            headers=headers,
        )
        reply.raise_for_status()
        retry = reply.json().get("recorded") is False  # not read as an answer: asked again
    return str(session_id)


def shots(
    browser: Any,
    url: str,
    key: str,
    pages: dict[str, str],
    out: Path,
    suffix: str,
    size: tuple[int, int],
    language: str,
) -> None:
    """Every page at one width in one language."""
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, locale="zh-CN" if language == "zh" else "en-GB"
    )
    page = context.new_page()
    page.goto(f"{url}/console/login")
    shoot(page, out / f"login-{suffix}.png")
    page.fill("#key", key)
    page.click("button[type=submit]")
    page.wait_for_url("**/console/sessions")
    for name, path in pages.items():
        page.goto(url + path)
        shoot(page, out / f"{name}-{suffix}.png")
    # a new invite's link, copy button and QR code; then an invite its filters cannot fill
    create = "form[action='/console/invites'] button[type=submit]:not([formaction])"
    page.goto(f"{url}/console/invites")
    page.fill("#title", "Backend engineer")
    page.fill("#question_count", "3")
    page.click(create)
    page.wait_for_load_state("load")
    shoot(page, out / f"invite-created-{suffix}.png")
    page.goto(f"{url}/console/invites")
    page.fill("#question_count", "100")
    page.check('input[name="types"][value="truefalse"]')
    page.click(create)
    page.wait_for_load_state("load")
    shoot(page, out / f"invite-refused-{suffix}.png")
    # a Telegram link for the notices
    page.goto(f"{url}/console/notifications")
    page.click("form[action='/console/notifications/link'] button[type=submit]")
    page.wait_for_load_state("load")
    shoot(page, out / f"notifications-link-{suffix}.png")
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/console"))
    parser.add_argument("--index-dir", type=Path, default=Path(".pytest_cache/d/ibot-api-index"))
    parser.add_argument("--lang", choices=["zh", "en", "both"], default="both")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright
    from pydantic import SecretStr

    from api.app import create_app
    from api.settings import Settings
    from bank.library import load_full_catalog
    from retrieval import open_index

    args.out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="ibot-shots-"))
    database = f"sqlite+aiosqlite:///{data / 'store.db'}"
    catalog = load_full_catalog(None)
    index = open_index(args.index_dir)
    if index.needs_sync(list(catalog)):
        print(f"embedding the bank into {args.index_dir} …")
        index.sync(list(catalog))
    settings = Settings(data_dir=data, database_url=database, service_token=SecretStr(SERVICE_TOKEN))
    key = asyncio.run(make_key(database, "Acme Robotics"))
    app = create_app(settings, index=index, catalog=catalog)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    url = f"http://127.0.0.1:{port}"
    http = httpx.Client(base_url=url, timeout=60)
    recruiter = {"Authorization": f"Bearer {key}"}
    invite = http.post(
        "/v1/invites",
        json={
            "title": "LLM 推理工程师",
            "question_count": 5,
            "types": ["single", "multi", "truefalse"],
            "max_uses": 20,
        },
        headers=recruiter,
    ).json()
    sessions = [
        take(http, catalog, invite["token"], 7000 + n, name, rights)
        for n, (name, rights) in enumerate((("王芳", 5), ("李雷", 4), ("Han Meimei", 2), ("赵强", 1)))
    ]
    question_id = next(q.id for q in catalog if q.errata and q.type.value == "single")
    bank = http.post(
        "/v1/banks",
        params={"name": "Robotics"},
        content=SAMPLE_BANK.encode(),
        headers={**recruiter, "Content-Type": "text/csv"},
    ).json()
    pages = {
        "invites": "/console/invites",
        "sessions": "/console/sessions",
        "session": f"/console/sessions/{sessions[1]}",
        "report": f"/console/invites/{invite['id']}/report",
        "questions": "/console/questions?q=KV%20cache",
        "question": f"/console/questions/{question_id}",
        "banks": "/console/banks",
        "bank": f"/console/banks/{bank['id']}",
        "notifications": "/console/notifications",
    }
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            languages = ("zh", "en") if args.lang == "both" else (args.lang,)
            for language in languages:
                for label, (width, height) in WIDTHS.items():
                    shots(
                        browser, url, key, pages, args.out, f"{label}-{language}", (width, height), language
                    )
            browser.close()
    finally:
        while http.get(f"/v1/banks/{bank['id']}", headers=recruiter).json()["status"] == "indexing":
            time.sleep(0.5)
        index.drop_bank(bank["id"])  # the sample bank leaves the reused index again
        server.should_exit = True
        thread.join(timeout=30)
    print(f"wrote {len(list(args.out.glob('*.png')))} screenshots to {args.out}")


if __name__ == "__main__":
    main()
