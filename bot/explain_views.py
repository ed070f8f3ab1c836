"""Rendering ``/explain``: a question's own explanation (key, errata, disputed warning, the bank's text,
the tailored note) and the related material, as replies. Pure, like ``bot/views.py`` it builds on."""

from __future__ import annotations

import re

from api.schemas import ErratumOut, RelatedOut
from bot.render import clip, escape, inline, number, split_html
from bot.texts import Raw, t
from bot.views import Reply


def _one_line(text: str, limit: int) -> str:
    return clip(text, limit)


RELATED_SHOWN = 2  # /explain stays short: the question's own explanation and at most two related items


def related_lines(related: RelatedOut, lang: str) -> list[str]:
    """Related questions (by id and first line: the stem is not printed twice), with the explanation of
    the same question when the index found it too; then the other related explanations."""
    explanations = {i.question_id: i for i in related.items if i.kind == "explanation"}
    questions = [i for i in related.items if i.kind == "question"][:RELATED_SHOWN]
    shown_ids = {i.question_id for i in questions}
    others = [i for i in explanations.values() if i.question_id not in shown_ids]
    others = others[: RELATED_SHOWN - len(questions)]  # explanations of other questions fill the rest
    explanations = {qid: item for qid, item in explanations.items() if qid in shown_ids or item in others}
    lines: list[str] = []
    if questions:
        lines.append(t(lang, "related"))
        for item in questions:
            title = _one_line(item.title or item.explanation or item.question_id, 120)
            line = f"• <code>[{escape(item.question_id)}]</code> {escape(title)}"
            paired = explanations.pop(item.question_id, None)
            if paired is not None and paired.explanation:
                line += "\n  " + t(lang, "related_explained", text=_one_line(paired.explanation, 200))
            lines.append(line)
    if explanations:
        lines.append(t(lang, "related_explanations"))
        for item in explanations.values():
            title = _one_line(item.title, 80)
            body = _one_line(item.explanation, 200)
            head = f"• <code>[{escape(item.question_id)}]</code> " + (
                f"<b>{escape(title)}</b>" if title else ""
            )
            lines.append(head + (f"\n  {escape(body)}" if body else ""))
    return lines


ERRATUM_FIELDS = ("key", "stem", "options", "explanation", "status")


def erratum_line(erratum: ErratumOut, lang: str) -> str:
    """An erratum worded by the field it corrects (the curator's notes on the source stay with the
    recruiter: only ``source``, ``corrected`` and the one-line justification reach the candidate)."""
    field = erratum.field if erratum.field in ERRATUM_FIELDS else "key"
    return t(
        lang,
        f"erratum_{field}",
        source=clip(erratum.source, 80),
        corrected=clip(erratum.corrected, 80),
        why=candidate_justification(erratum.justification),
    )


ABOUT_THE_SOURCE = ("原解析", "源解析", "原文解析", "原答案解析")  # the curator's notes on the source's text


def candidate_justification(text: str) -> str:
    """The erratum's one-line why, without sentences about the source's own explanation (those are the
    curator's notes: the recruiter's view keeps them)."""
    sentences = re.findall(r"[^。；;！？!?]+[。；;！？!?]?", text.strip())
    kept = [s for s in sentences if not any(word in s for word in ABOUT_THE_SOURCE)]
    return "".join(kept).strip()


def related_replies(related: RelatedOut, lang: str) -> list[Reply]:
    """``/explain``: the question's own explanation (key, erratum, disputed warning, the bank's text with
    its code blocks, the tailored note) when the API reveals it, then the related material."""
    head: list[str] = []
    body = ""
    explained = related.explanation
    if related.position is not None:
        head.append(t(lang, "explain_title", position=number(related.position), qid=related.question_id))
    else:
        head.append(t(lang, "explain_title_id", qid=related.question_id))
    if explained is not None:
        if explained.disputed:
            head.append(t(lang, "disputed"))
        if explained.key:
            head.append(t(lang, "key_line", key=Raw(inline(explained.key))))
        head += [erratum_line(erratum, lang) for erratum in explained.errata]
        if explained.explanation.strip():
            head.append(t(lang, "explanation_head"))
            body = explained.explanation
    else:
        head.append(t(lang, "explanation_hidden"))
    tail: list[str] = []
    if explained is not None and explained.tailored:
        tail.append(inline(explained.tailored[:1000]))
    tail += related_lines(related, lang)
    if explained is None and not tail:
        return [Reply(t(lang, "nothing_related"))]
    return [Reply(html) for html in split_html("\n".join(head), body, "\n".join(tail))]
