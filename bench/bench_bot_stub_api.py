"""A minimal in-memory stand-in for the API's candidate side, for ``bench_bot.py --stub-api``: it
isolates the bot's own cost (aiogram, rendering, Bot API calls) from grading and the SQL store."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from typing import Any

import httpx

QUESTIONS = [
    {
        "id": f"q{i}",
        "type": "single" if i % 2 else "truefalse",
        "stem": f"问题 {i}：`x = {i}` 对吗？" * 3,
        "options": {"A": "甲", "B": "乙", "C": "丙", "D": "丁"} if i % 2 else {},
        "points": 1,
        "topics": ["t"],
    }
    for i in range(1, 51)
]


class StubApi:
    def __init__(self, questions: int) -> None:
        self.count = questions
        self.sessions: dict[str, dict[str, Any]] = {}
        self.keys: dict[str, dict[str, Any]] = {}

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)

    def _summary(self, s: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": s["id"],
            "mode": "interview",
            "status": s["status"],
            "position": s["pos"],
            "total": self.count,
            "candidate_id": s["user"],
            "started_at": s["started"],
            "reveal": "end",
            "title": "Bench",
            "answered": s["pos"],
            "score": 0.5 if s["status"] == "finished" else None,
            "points": self.count,
            "points_awarded": self.count / 2,
            "per_topic": [
                {
                    "topic": "t",
                    "questions": self.count,
                    "points": self.count,
                    "points_awarded": self.count / 2,
                    "score": 0.5,
                }
            ],
        }

    def _current(self, s: dict[str, Any]) -> dict[str, Any]:
        active = s["status"] == "active"
        return {
            "session_id": s["id"],
            "status": s["status"],
            "position": s["pos"],
            "total": self.count,
            "question": QUESTIONS[s["pos"]] if active else None,
            "report": None if active else self._summary(s),
        }

    def handle(self, request: httpx.Request) -> httpx.Response:
        user = int(request.headers["x-telegram-user-id"])
        parts = request.url.path.strip("/").split("/")
        body = json.loads(request.content) if request.content else {}
        if request.method == "POST" and parts == ["v1", "sessions"]:
            open_ = [s for s in self.sessions.values() if s["user"] == user and s["status"] == "active"]
            if open_:
                return httpx.Response(200, json={**self._summary(open_[0]), "resumed": True})
            s = {
                "id": uuid.uuid4().hex,
                "user": user,
                "pos": 0,
                "status": "active",
                "started": datetime.now(UTC).isoformat(),
            }
            self.sessions[s["id"]] = s
            return httpx.Response(201, json=self._summary(s))
        if parts[:2] == ["v1", "candidates"] and len(parts) == 3:  # the candidate: none on record
            return httpx.Response(404, json={"status": 404, "title": "Not Found", "detail": "no candidate"})
        if parts[:2] == ["v1", "candidates"]:
            items = [self._summary(s) for s in self.sessions.values() if s["user"] == user]
            return httpx.Response(200, json={"items": items})
        s = self.sessions[parts[2]]
        if parts[3] == "current":
            return httpx.Response(200, json=self._current(s))
        if parts[3] == "answers":
            if body["idempotency_key"] in self.keys:
                return httpx.Response(200, json=self.keys[body["idempotency_key"]])
            if s["status"] != "active" or body["question_id"] != QUESTIONS[s["pos"]]["id"]:
                return httpx.Response(
                    409,
                    json={
                        "status": 409,
                        "title": "Conflict",
                        "detail": "not current",
                        "current_question_id": "x",
                    },
                )
            position = s["pos"]
            s["pos"] += 1
            if s["pos"] >= self.count:
                s["status"] = "finished"
            result = {
                "session_id": s["id"],
                "question_id": body["question_id"],
                "position": position,
                "revealed": False,
                "points": 1,
                "next": self._current(s),
            }
            self.keys[body["idempotency_key"]] = result
            return httpx.Response(200, json=result)
        return httpx.Response(404, json={"status": 404, "title": "Not Found", "detail": "no route"})
