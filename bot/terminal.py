"""``interview-bot chat``: the Telegram conversation in a terminal, against a running API.

Buttons are numbered: type the number to click; anything else is a typed answer or a /command. A
reading to confirm ("我理解你的答案是：C") also takes y (确认) or n (重新作答). A timed question's
deadline is kept as the bot keeps it (``bot.timers``): when it passes, the chat says "⏰ 时间到" and what
comes next — the next question, or the report of an interview whose time is over — without waiting for
the candidate to type (there is no countdown message to edit in a terminal).
"""

from __future__ import annotations

import html
import re
import tempfile
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

from bot import practice_flow, preferences_flow, rights_flow, timeout_flow
from bot.buttons import click as route_click
from bot.candidate import Candidate
from bot.client import ApiError
from bot.conversation import Conversation, Outcome
from bot.keyboards import Button, DoneCb, Keyboard, RateCb, ReadingCb
from bot.render import explain_number
from bot.texts import t
from bot.timers import Armed

ReadLine = Callable[[], Awaitable[str | None]]
YES_NO = {"y": 1, "yes": 1, "是": 1, "确认": 1, "n": 0, "no": 0, "否": 0, "重新作答": 0}  # ReadingCb.ok
Write = Callable[[str], None]


def _rating(buttons: Keyboard) -> bool:
    return bool(buttons) and all(b.data.startswith(f"{RateCb.__prefix__}:") for row in buttons for b in row)


def html_to_text(source: str) -> str:
    """Telegram HTML to plain terminal text (code blocks indented)."""
    text = re.sub(
        r"<pre><code[^>]*>(.*?)</code></pre>", lambda m: _indent(m.group(1)), source, flags=re.DOTALL
    )
    text = re.sub(r"</?(b|strong)>", "", text)
    text = re.sub(r"</?code>", "`", text)
    text = re.sub(r"<[^>]+>", "", text)
    return html.unescape(text)


def _indent(code: str) -> str:
    return "\n".join("    " + line for line in code.split("\n"))


class TerminalChat:
    def __init__(
        self, conversation: Conversation, candidate: Candidate, write: Write, photo_dir: Path | None = None
    ):
        self.conversation = conversation
        self.own = candidate  # as the chat began; its language until another is chosen
        self.write = write
        self.photo_dir = photo_dir  # None: a private temporary directory, made for the first chart
        self.keyboard: Keyboard = []
        # A review card's rating, by its word ("good", "良好"): the next question's buttons follow it
        # at once and take the numbers, so it is typed; offered until the next line is read
        self.rating: dict[str, Button] = {}
        self.photos = 0

    @property
    def candidate(self) -> Candidate:
        """The candidate in the language they chose last (/lang, or its buttons), as the conversation
        records it for Telegram's candidates too; else the one the chat began in."""
        chosen = self.conversation.languages.get(self.own.telegram_id, self.own.language)
        return replace(self.own, language=chosen)

    async def show(self, outcome: Outcome) -> None:
        if outcome.edit_text:
            self.write(html_to_text(outcome.edit_text))
        elif outcome.notice and not outcome.replies:  # a click's toast; a reply says it in full already
            self.write(f"({outcome.notice})")
        if outcome.markup is not None:
            self.keyboard = outcome.markup
            if outcome.markup:
                self._show_keyboard()
        for reply in outcome.replies:
            if reply.moves or reply.timer is not None:  # somewhere new: the earlier question's timer goes
                self.conversation.timers.disarm(self.candidate.telegram_id)
            if reply.timer is not None:
                spec = reply.timer
                self.conversation.timers.arm(Armed(self.candidate.telegram_id, spec, spec.language))
            photo = await reply.photo_bytes()
            if photo is not None:
                self.photos += 1
                path = self.save(f"interview-bot-chart-{self.photos}.png", photo)
                self.write(f"[{html_to_text(reply.html)}: {path}]")
                continue
            self.write(html_to_text(reply.html))
            if _rating(reply.buttons):
                self._offer_rating(reply.buttons)
            elif reply.buttons:
                self.keyboard = reply.buttons
                self._show_keyboard()
        self.write("")

    def save(self, name: str, content: bytes) -> Path:
        """A file the bot would send (a chart, the /mydata export), written where the chat keeps them."""
        if self.photo_dir is None:  # never the working directory: it is not ours to litter
            self.photo_dir = Path(tempfile.mkdtemp(prefix="interview-bot-chat-"))
        self.photo_dir.mkdir(parents=True, exist_ok=True)
        path = self.photo_dir / name
        path.write_bytes(content)
        return path

    async def my_data(self) -> None:
        result = await rights_flow.my_data(self.conversation, self.candidate)
        if isinstance(result, Outcome):
            await self.show(result)
            return
        path = self.save(result.filename, result.content)
        self.write(f"[{html_to_text(result.caption)}: {path}]\n")

    async def click(self, data: str, key: str) -> Outcome:
        """A button typed by its number: routed as Telegram routes its tap (``bot.buttons``), by the
        candidate voiced in their open session's language, as Telegram's middleware passes them."""
        return await route_click(self.conversation, self.conversation.voiced(self.candidate), data, key)

    def _numbered(self) -> list[Button]:
        """The buttons on screen a number clicks: not a label an answer left ("✅ 你的答案：A", "✔ 确认"),
        which does nothing but record it."""
        return [button for row in self.keyboard for button in row if button.data != DoneCb().pack()]

    def _show_keyboard(self) -> None:
        labels = [b.text for row in self.keyboard for b in row if b.data == DoneCb().pack()]
        numbered = [f"[{i}] {b.text}" for i, b in enumerate(self._numbered(), 1)]
        shown = "  ".join(labels + numbered)
        lang = self.conversation.voiced(self.candidate).language
        yes_no = t(lang, "terminal_yes_no") if self._reading_buttons() else ""
        self.write(shown + (f"  {yes_no}" if yes_no else ""))

    def _offer_rating(self, buttons: Keyboard) -> None:
        found = [button for row in buttons for button in row]
        names = [button.text.split(" · ")[0] for button in found]
        self.rating = {name.lower(): button for name, button in zip(names, found, strict=True)}
        lang = self.conversation.voiced(self.candidate).language
        typed = t(lang, "terminal_rate", words=" / ".join(name.lower() for name in names))
        self.write("  ".join(button.text for button in found) + f"  {typed}")

    def _reading_buttons(self) -> dict[int, Button]:
        """The buttons of a reading to confirm on screen, by ``ok`` (1 确认, 0 重新作答)."""
        prefix = f"{ReadingCb.__prefix__}:"
        found = [b for row in self.keyboard for b in row if b.data.startswith(prefix)]
        return {ReadingCb.unpack(b.data).ok: b for b in found}

    async def handle(self, line: str) -> bool:
        """One line of input; False to quit."""
        line = line.strip()
        key = f"chat:{uuid.uuid4().hex}"
        c = self.conversation.voiced(self.candidate)  # their open session's language, else their own
        if not line:
            return True
        if line in ("/quit", "/exit"):
            return False
        rating, self.rating = self.rating.get(line.lower()), {}
        if rating is not None:  # "Scheduled: …" (its ✔ button would take the question's place)
            rated = await self.click(rating.data, key)
            await self.show(replace(rated, markup=None) if rated.notice else rated)
            return True
        buttons = self._numbered()
        if line.isdigit() and 1 <= int(line) <= len(buttons):
            await self.show(await self.click(buttons[int(line) - 1].data, key))
            return True
        reading = self._reading_buttons()
        if reading and line.lower() in YES_NO and YES_NO[line.lower()] in reading:
            await self.show(await self.click(reading[YES_NO[line.lower()]].data, key))
            return True
        if line == "/mydata":
            await self.my_data()
            return True
        command, _, args = line.partition(" ")
        if command == "/lang" and args.strip() in ("zh", "en"):
            outcome = await preferences_flow.set_language(self.conversation, c, args.strip())
            self.write(html_to_text(outcome.edit_text or outcome.notice or "") + "\n")
            return True
        actions: dict[str, Callable[[], Awaitable[Outcome]]] = {
            "/start": lambda: self.conversation.start(c, args.strip() or None),
            "/help": lambda: self.conversation.help(c),
            "/lang": lambda: preferences_flow.choose_language(c),
            "/history": lambda: preferences_flow.history(self.conversation, c),
            "/settings": lambda: preferences_flow.settings(c),
            "/practice": lambda: practice_flow.practice(self.conversation, c, args.split()),
            "/review": lambda: practice_flow.practice(self.conversation, c, args.split(), review=True),
            "/hint": lambda: practice_flow.hint(self.conversation, c),
            "/skip": lambda: practice_flow.skip(self.conversation, c, key),
            "/explain": lambda: practice_flow.explain(self.conversation, c, explain_number(args)),
            "/stop": lambda: practice_flow.stop(self.conversation, c),
            "/forget": lambda: rights_flow.confirm_forget(c),
        }
        if command in actions:
            await self.show(await actions[command]())
        elif command.startswith("/"):
            await self.show(await self.conversation.help(c, unknown=True))
        else:
            await self.show(await self.conversation.text(c, line, key))
        return True


async def invite_language(conversation: Conversation, candidate: Candidate, invite: str) -> str | None:
    """The language of the interview this invite opens (the recruiter chose it), or None when the
    invite cannot be opened (``start`` then says why, in the candidate's language). Opening the
    session here does not start its clock: that happens when the first question is fetched."""
    try:
        session = await conversation.api.start_session(candidate, "interview", invite_token=invite)
    except ApiError:
        return None
    return session.language


async def chat_loop(
    conversation: Conversation,
    candidate: Candidate,
    read_line: ReadLine,
    write: Write,
    photo_dir: Path | None = None,
    invite: str | None = None,
    *,
    follow_invite_language: bool = False,
) -> None:
    if invite and follow_invite_language:
        language = await invite_language(conversation, candidate, invite)
        if language is not None and language != candidate.language:
            candidate = replace(candidate, language=language)
            conversation.languages.set(candidate.telegram_id, language)
    chat = TerminalChat(conversation, candidate, write, photo_dir)
    locks = conversation.locks

    async def time_up(armed: Armed) -> None:  # as the bot's timers do, the candidate's own input waiting
        async with locks.hold(armed.chat_id):
            candidate = conversation.voiced(chat.candidate)
            await chat.show(await timeout_flow.time_up(conversation, candidate, armed))

    async def no_countdown(armed: Armed, seconds_left: int) -> None:
        return None

    conversation.timers.start(time_up, no_countdown)
    try:
        opened = await conversation.start(chat.candidate, invite)
        # in the language spoken next: a session open (resumed) speaks its own, else theirs
        spoken = conversation.voiced(chat.candidate).language
        write(t(spoken, "terminal_welcome", id=candidate.telegram_id) + "\n")
        await chat.show(opened)
        while True:
            line = await read_line()
            if line is None:
                return
            async with locks.hold(chat.candidate.telegram_id):
                if not await chat.handle(line):
                    return
    finally:
        await conversation.timers.stop()
