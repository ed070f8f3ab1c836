"""The bot's HTTP client for the API's candidate side (service token + ``X-Telegram-User-Id``).

Transport errors and problem responses become :class:`ApiError` with a ``kind`` that names the
candidate-facing message (``texts`` key), so handlers never show a stack trace or a status code.
The httpx transport is the test seam.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import httpx
from pydantic import ValidationError

from api.schemas import (
    AnswerIn,
    AnswerResult,
    CandidateExport,
    CandidateOut,
    CurrentQuestion,
    DeadlineList,
    DeadlineOut,
    ForgetResult,
    HintOut,
    NotebookEntry,
    ReadingOut,
    RelatedOut,
    SessionList,
    SessionSummary,
    ShownIn,
    ShownOut,
    SignalIn,
    SignalOut,
    SkipIn,
    TelegramLinkOut,
    TelegramNotice,
    TelegramNotices,
    TelegramUnlinkOut,
    Transcript,
)
from bot.candidate import Candidate, spoken_now
from bot.texts import DEFAULT_LANGUAGE


class ApiError(Exception):
    """An API call that did not succeed; ``kind`` is the texts key shown to the candidate."""

    def __init__(
        self, kind: str, status: int | None = None, detail: str = "", body: dict[str, Any] | None = None
    ):
        super().__init__(f"{kind} ({status}): {detail}")
        self.kind = kind
        self.status = status
        self.detail = detail
        self.body = body or {}


def _kind_for(status: int, body: dict[str, Any], detail: str) -> str:
    if status in (401, 403):
        return "misconfigured"
    if status == 404:
        return "not_found"
    if status == 410:
        return "invite_invalid"
    if status == 409:
        if "current_question_id" in body or "status_now" in body:
            return "already_answered"
        return "conflict"
    if status in (400, 422):
        return "rejected"
    if status == 429:
        return "busy"
    return "api_down"


# Requests to the API at once, on as many kept-alive connections. More would not be served sooner (the
# API answers on one event loop), and httpcore's pool matches every queued request against every
# connection on each request and response: with a hundred candidates waiting in it at once, that
# matching cost the bot more CPU than the API spent answering. Waiting here is an asyncio queue.
IN_FLIGHT = 16


class ApiClient:
    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = 15.0,
        retries: int = 2,
        backoff: float = 0.3,
    ):
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {token}", "User-Agent": "interview-bot/bot"},
            transport=transport,
            timeout=timeout,
            limits=httpx.Limits(max_connections=IN_FLIGHT, max_keepalive_connections=IN_FLIGHT),
        )
        self._in_flight = asyncio.Semaphore(IN_FLIGHT)
        self._queue_timeout = timeout
        self.retries = retries
        self.backoff = backoff
        # told the language of a candidate's open session (None: none open) whenever a response says
        # (``bot.memory.Languages.session_seen`` listens, so the bot speaks it: ``Candidate.speaking_in``)
        self.session_seen: Callable[[int, str | None], None] = lambda user, language: None

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _call(
        self,
        method: str,
        path: str,
        user: int | None,
        *,
        json: Any = None,
        params: Any = None,
        retry_reads: bool = True,
        language: str | None = None,
    ) -> Any:
        """``language``: the Accept-Language of the request (the language of a problem's detail); a
        candidate's call (``user``) without one speaks the candidate's language (simplified Chinese
        unless the action says otherwise)."""
        headers = {"X-Telegram-User-Id": str(user)} if user is not None else {}
        if user is not None:
            language = language or spoken_now() or DEFAULT_LANGUAGE
        if language:
            headers["Accept-Language"] = language
        for attempt in range(self.retries + 1):
            try:
                response = await self._request(method, path, json=json, params=params, headers=headers)
            except (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout) as error:
                failure: ApiError = ApiError("api_down", None, str(error) or type(error).__name__)
            except httpx.TransportError as error:  # the request may have arrived: retry only when safe
                failure = ApiError("api_down", None, str(error) or type(error).__name__)
                if not retry_reads:
                    raise failure from error
            else:
                if response.status_code < 400:
                    return response.json() if response.content else None
                failure = self._problem(response)
                if response.status_code not in (502, 503, 504):
                    raise failure
            if attempt < self.retries:
                await asyncio.sleep(self.backoff * (2**attempt))
        raise failure

    async def _request(self, method: str, path: str, **options: Any) -> httpx.Response:
        """One request, sent when one of ``IN_FLIGHT`` is free; not free within the timeout: the
        pool's own timeout, as when its connections are all taken."""
        try:
            async with asyncio.timeout(self._queue_timeout):
                await self._in_flight.acquire()
        except TimeoutError:
            raise httpx.PoolTimeout("no free request to the API") from None
        try:
            return await self._http.request(method, path, **options)
        finally:
            self._in_flight.release()

    @staticmethod
    def _problem(response: httpx.Response) -> ApiError:
        try:
            body = response.json()
        except ValueError:
            body = {}
        body = body if isinstance(body, dict) else {}
        detail = str(body.get("detail") or body.get("title") or response.reason_phrase)
        return ApiError(_kind_for(response.status_code, body, detail), response.status_code, detail, body)

    # -- sessions -------------------------------------------------------------------------------
    async def start_session(
        self,
        candidate: Candidate,
        mode: str,
        *,
        invite_token: str | None = None,
        topics: list[str] | None = None,
        count: int | None = None,
        review: bool = False,
        review_ahead: bool = False,
    ) -> SessionSummary:
        body: dict[str, Any] = {"mode": mode, "candidate": candidate.as_json(), "review": review}
        if review_ahead:
            body["review_ahead"] = True
        if invite_token:
            body["invite_token"] = invite_token
        if topics:
            body["topics"] = topics
        if count:
            body["count"] = count
        data = await self._call(
            "POST", "/v1/sessions", candidate.telegram_id, json=body, language=candidate.language
        )
        session = SessionSummary.model_validate(data)
        self._saw_summary(candidate.telegram_id, session)
        return session

    def _saw_summary(self, user: int, session: SessionSummary | None) -> None:
        open_now = session is not None and session.status == "active"
        self.session_seen(user, session.language if session is not None and open_now else None)

    def _saw_turn(self, user: int, current: CurrentQuestion) -> None:
        """A turn says only whether the session is still open (its language came with the session)."""
        if current.status != "active":
            self.session_seen(user, None)

    async def sessions(self, user: int) -> list[SessionSummary]:
        data = await self._call("GET", f"/v1/candidates/{user}/sessions", user)
        items = SessionList.model_validate(data).items
        active = [s for s in items if s.status == "active"]
        self._saw_summary(user, max(active, key=lambda s: s.created_at) if active else None)
        return items

    async def open_session(self, user: int) -> SessionSummary | None:
        """The candidate's session in progress (the most recent active one), if any."""
        active = [s for s in await self.sessions(user) if s.status == "active"]
        return max(active, key=lambda s: s.created_at) if active else None

    async def session(self, user: int, session_id: str) -> SessionSummary:
        return SessionSummary.model_validate(await self._call("GET", f"/v1/sessions/{session_id}", user))

    async def current(self, user: int, session_id: str) -> CurrentQuestion:
        data = await self._call("GET", f"/v1/sessions/{session_id}/current", user)
        current = CurrentQuestion.model_validate(data)
        self._saw_turn(user, current)
        return current

    async def answer(
        self,
        user: int,
        session_id: str,
        question_id: str,
        answer: str,
        idempotency_key: str,
        *,
        message_id: int | None = None,
        confirm: str | None = None,
    ) -> AnswerResult | ReadingOut:
        """``message_id``: the candidate's message of a typed answer (the API orders it against the
        question messages: typed before the current question appeared, it is not an answer to it).
        A reading to confirm (202) comes back as ``ReadingOut``; ``confirm``: the id of the reading
        the candidate confirmed (``answer`` stays empty: the API holds it)."""
        body = AnswerIn(
            question_id=question_id,
            answer=answer,
            idempotency_key=idempotency_key,
            message_id=message_id,
            confirm=confirm,
        )
        try:
            data = await self._call(
                "POST", f"/v1/sessions/{session_id}/answers", user, json=body.model_dump(exclude_none=True)
            )
        except ApiError as error:
            if error.status == 422 and error.body.get("reason") == "unreadable":
                # not recorded: the problem carries the verdict and prompt to show, and the question
                # still on screen, as the result of an unrecorded answer
                return AnswerResult.model_validate(error.body | {"recorded": False})
            raise
        if isinstance(data, dict) and "confirmation" in data:  # 202: read, nothing recorded yet
            return ReadingOut.model_validate(data)
        result = AnswerResult.model_validate(data)
        self._saw_turn(user, result.next)
        return result

    async def discard_reading(self, user: int, session_id: str, pending_id: str) -> None:
        """ "重新作答": the reading waiting under ``pending_id`` is dropped; nothing is recorded."""
        await self._call("DELETE", f"/v1/sessions/{session_id}/readings/{pending_id}", user)

    async def shown(self, user: int, session_id: str, body: ShownIn) -> ShownOut:
        """A question message sent: its chat message id, and a quiz poll's id with its options' answers."""
        data = await self._call(
            "POST", f"/v1/sessions/{session_id}/shown", user, json=body.model_dump(exclude_none=True)
        )
        return ShownOut.model_validate(data)

    async def poll(self, user: int, poll_id: str) -> ShownOut | None:
        """The question a quiz poll asks (None: unknown to the API, or not this candidate's)."""
        try:
            return ShownOut.model_validate(await self._call("GET", f"/v1/polls/{poll_id}", user))
        except ApiError as error:
            if error.status == 404:
                return None
            raise

    async def hint(self, user: int, session_id: str) -> HintOut:
        return HintOut.model_validate(
            await self._call("POST", f"/v1/sessions/{session_id}/hint", user, json={})
        )

    async def skip(
        self, user: int, session_id: str, question_id: str, idempotency_key: str, *, timed_out: bool = False
    ) -> AnswerResult:
        """Skip the question; ``timed_out``: its time ran out (the API refuses that before its deadline)."""
        body = SkipIn(question_id=question_id, idempotency_key=idempotency_key, timed_out=timed_out)
        data = await self._call("POST", f"/v1/sessions/{session_id}/skip", user, json=body.model_dump())
        result = AnswerResult.model_validate(data)
        self._saw_turn(user, result.next)
        return result

    async def finish(self, user: int, session_id: str) -> Any:
        return await self._call("POST", f"/v1/sessions/{session_id}/finish", user, json={})

    async def related(
        self, user: int, session_id: str, k: int = 3, position: int | None = None
    ) -> RelatedOut:
        params: dict[str, Any] = {"k": k} if position is None else {"k": k, "position": position}
        data = await self._call("GET", f"/v1/sessions/{session_id}/related", user, params=params)
        return RelatedOut.model_validate(data)

    async def deadlines(self) -> list[DeadlineOut]:
        """Every open question deadline (the bot's own call, for no one candidate): timers to re-arm."""
        return DeadlineList.model_validate(await self._call("GET", "/v1/deadlines", None)).items

    async def transcript(self, user: int, session_id: str) -> Transcript:
        data = await self._call("GET", f"/v1/sessions/{session_id}/transcript", user)
        return Transcript.model_validate(data)

    async def candidate(self, user: int) -> CandidateOut | None:
        """The candidate as the API knows them (their language), or None before their first contact."""
        try:
            data = await self._call("GET", f"/v1/candidates/{user}", user)
        except ApiError as error:
            if error.status == 404:
                return None
            raise
        try:
            return CandidateOut.model_validate(data)
        except ValidationError as error:  # an older or stand-in API: as if unreachable
            raise ApiError("api_down", None, "unexpected candidate record") from error

    async def set_language(self, user: int, language: str) -> CandidateOut:
        data = await self._call("PATCH", f"/v1/candidates/{user}", user, json={"language": language})
        return CandidateOut.model_validate(data)

    async def set_timezone(self, user: int, timezone: str) -> CandidateOut:
        data = await self._call("PATCH", f"/v1/candidates/{user}", user, json={"timezone": timezone})
        return CandidateOut.model_validate(data)

    async def rate(self, user: int, session_id: str, position: int, rating: str) -> NotebookEntry:
        body = {"position": position, "rating": rating}
        data = await self._call("POST", f"/v1/sessions/{session_id}/rating", user, json=body)
        return NotebookEntry.model_validate(data)

    async def signal(self, user: int, kind: str, idempotency_key: str, text: str) -> SignalOut:
        """Tell the API a message was forwarded or edited (an integrity signal; never a grade)."""
        body = SignalIn.model_validate(
            {"kind": kind, "idempotency_key": idempotency_key, "text": text[:8000]}
        )
        data = await self._call("POST", f"/v1/candidates/{user}/signals", user, json=body.model_dump())
        return SignalOut.model_validate(data)

    async def notebook(self, user: int) -> list[NotebookEntry]:
        data = await self._call("GET", f"/v1/candidates/{user}/notebook", user)
        return [NotebookEntry.model_validate(item) for item in data or []]

    # -- data rights ----------------------------------------------------------------------------------
    async def my_data(self, user: int) -> CandidateExport:
        """Everything the API stores about the candidate (``/mydata``)."""
        return CandidateExport.model_validate(await self._call("GET", f"/v1/candidates/{user}/data", user))

    async def forget(self, user: int) -> ForgetResult:
        """Practice and notebook deleted, interviews pseudonymised (``/forget``; repeating it is harmless)."""
        return ForgetResult.model_validate(await self._call("DELETE", f"/v1/candidates/{user}", user))

    # -- recruiter notifications (api/routes/telegram.py) -----------------------------------------
    async def claim_telegram_link(self, user: int, token: str, language: str) -> TelegramLinkOut:
        body = {"token": token}
        data = await self._call("POST", "/v1/telegram-links/claim", user, json=body, language=language)
        return TelegramLinkOut.model_validate(data)

    async def unlink_telegram(self, user: int) -> TelegramUnlinkOut:
        return TelegramUnlinkOut.model_validate(await self._call("DELETE", "/v1/telegram-links", user))

    async def telegram_notices(self) -> list[TelegramNotice]:
        data = await self._call("POST", "/v1/telegram-notices/claim", None, retry_reads=False)
        return TelegramNotices.model_validate(data).items

    async def telegram_notice_result(self, delivery_id: str, ok: bool, error: str | None = None) -> None:
        body = {"ok": ok, "error": error[:300] if error else None}
        await self._call("POST", f"/v1/telegram-notices/{delivery_id}/result", None, json=body)
