"""The e-mail that takes a test sent from an ATS to the candidate: the deep link, that it works once,
and until when. Simplified Chinese first with the English below it (a test in English: English only),
as candidate text is everywhere; the expiry in China's time for the Chinese, in UTC for the English."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from api.services.mail import SmtpServer, compose

CHINA = ZoneInfo("Asia/Shanghai")


def _chinese(name: str, title: str, link: str, expires_at: datetime | None) -> str:
    until = (
        f"此链接仅可使用一次，有效期至 {expires_at.astimezone(CHINA):%Y-%m-%d %H:%M}（北京时间）。"
        if expires_at
        else "此链接仅可使用一次。"
    )
    return (
        f"{name or '您'}，您好：\n\n"
        f"您收到一份技术面试邀请：{title or '技术面试'}。\n"
        "请在 Telegram 中打开以下链接开始答题（面试机器人会逐题提问）：\n\n"
        f"{link}\n\n"
        f"{until}\n"
        "如果您没有申请相关职位，请忽略此邮件。\n"
    )


def _english(name: str, title: str, link: str, expires_at: datetime | None) -> str:
    until = (
        f"The link works once and expires at {expires_at.astimezone(ZoneInfo('UTC')):%Y-%m-%d %H:%M} UTC."
        if expires_at
        else "The link works once."
    )
    return (
        f"Hello {name or 'there'},\n\n"
        f"You are invited to a technical interview: {title or 'technical interview'}.\n"
        "Open this link in Telegram to start (the interview bot asks one question at a time):\n\n"
        f"{link}\n\n"
        f"{until}\n"
        "If you did not apply for this position, please ignore this e-mail.\n"
    )


def invitation(
    server: SmtpServer,
    *,
    to: str,
    name: str,
    title: str,
    link: str,
    expires_at: datetime | None,
    language: str,
) -> str:
    """The whole message (RFC 5322 text) for the outbox."""
    english = _english(name, title, link, expires_at)
    if language == "en":
        subject, text = f"Interview invitation: {title or 'technical interview'}", english
    else:
        subject = f"面试邀请：{title or '技术面试'} / Interview invitation"
        text = f"{_chinese(name, title, link, expires_at)}\n{'-' * 40}\n\n{english}"
    return compose(server, to, subject, text)
