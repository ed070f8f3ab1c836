"""A chat written out as the candidate saw it, and the checks a reviewer makes on it: no internal ids,
no field names, no UTC times, no language mixed into another.

``write_transcript`` writes every message of a chat (both sides, in order, edits applied, with its
buttons) and every answer to a click; ``problems`` reads it back and says what a candidate should never
have read. The bank's own text (stems, options, explanations, keys, hints) is the bank's language
whatever the candidate's, so in English the check is on the bot's own words only.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.helpers.fake_telegram import FakeTelegram

FIELD_NAMES = (
    "key_points",
    "key_text",
    "question_id",
    "rubric",
    "idempotency",
    "status_now",
    "time_limit",
    "per_topic",
    "points_awarded",
    "source_key",
    "curator",
    "None",
    "null",
    "(true)",
    "(false)",
)
CJK = re.compile(r"[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]+")


def write_transcript(tg: FakeTelegram, chat_id: int, path: Path) -> list[str]:
    """Every message of ``chat_id`` and every click's answer, one block each; returns the lines."""
    lines: list[str] = []
    for message in tg.messages.get(chat_id, []):
        if message.deleted:
            continue
        who = "bot" if message.from_bot else "me"
        body = message.text if message.poll is None else _poll_text(message.poll)
        if message.photo:
            body = f"[photo] {body}"
        lines.append(f"--- {who} #{message.message_id}")
        lines += body.splitlines() or [""]
        if message.buttons:
            lines.append("    buttons: " + " | ".join(label for label, _ in message.buttons))
    for callback, answer in tg.answered_callbacks.items():
        if answer.get("text"):
            lines.append(f"--- notice {callback}")
            lines.append(str(answer["text"]))
    for call in tg.calls:
        if call.method == "editMessageText" and int(call.params.get("chat_id", 0)) == chat_id:
            continue  # applied to the messages above
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return lines


def _poll_text(poll: dict[str, Any]) -> str:
    options = " / ".join(option["text"] for option in poll["options"])
    return f"[quiz] {poll['question']}\n{options}\n{poll.get('explanation') or ''}".rstrip()


def bank_texts(catalog: Any) -> str:
    """All the bank's wording, flattened: what may be in the bank's language in any chat."""
    pieces: list[str] = []
    for question in catalog:
        pieces += [question.stem, question.explanation, str(question.key_text), *question.options.values()]
        pieces += [str(hint) for hint in question.hints or []]
        pieces += [str(point) for point in question.key_points or []]
        pieces += [str(item) for item in getattr(question, "numeric", None) or []]
        pieces += list(question.topics)
    return " ".join(" ".join(piece.split()) for piece in pieces)


def problems(lines: list[str], catalog: Any, language: str) -> list[str]:
    """What a candidate should not have read: question ids, field names, UTC times; in English, Chinese
    that is not the bank's; in Chinese, English verdict words."""
    ids = {question.id for question in catalog}
    bank = bank_texts(catalog) if language == "en" else ""
    found: list[str] = []
    bot_lines = _bot_lines(lines)
    for line in bot_lines:
        found += [f"id {qid}: {line}" for qid in ids if qid in line]
        found += [f"field {name}: {line}" for name in FIELD_NAMES if name in line]
        # Chinese candidates read Beijing time unless they chose otherwise; English ones UTC, labelled
        utc = r"\bUTC\b|" if language == "zh" else ""
        if re.search(utc + r"\+00:00|\d{4}-\d\d-\d\dT\d\d:", line):
            found.append(f"UTC: {line}")
        if language == "en":
            found += [f"Chinese {run!r}: {line}" for run in CJK.findall(line) if _not_bank(run, bank)]
        elif re.search(r"\b(True|False|Correct|Incorrect|Score|Key)\b", line):
            found.append(f"English: {line}")
    return found


def _not_bank(run: str, bank: str) -> bool:
    core = run.strip("，。：；！？、（）“”‘’《》【】 　")
    return bool(core) and core not in bank


def _bot_lines(lines: list[str]) -> list[str]:
    """The lines the bot sent (its messages, buttons and click answers), not what the candidate typed."""
    kept: list[str] = []
    ours = False
    for line in lines:
        if line.startswith("--- "):
            ours = not line.startswith("--- me ")
            continue
        if ours:
            kept.append(line)
    return kept
