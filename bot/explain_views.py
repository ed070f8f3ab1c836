"""Rendering ``/explain``: a question's own explanation (key, errata, disputed warning, the bank's text,
the tailored note) and the related material, as replies. Pure, like ``bot/views.py`` it builds on."""

from __future__ import annotations

from api.schemas import RelatedOut
from bot.keyboards import Button, PracticeCb
from bot.render import clip, escape, inline, number, split_html
from bot.texts import t
from bot.topics import topic_name
from bot.verdicts import explanation_head, short_key, shown_key, takeaway
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
            title = _one_line(item.title or item.explanation, 120)
            line = f"• {escape(title)}"
            paired = explanations.pop(item.question_id, None)
            if paired is not None and paired.explanation:
                line += "\n  " + t(lang, "related_explained", text=takeaway(paired.explanation))
            lines.append(line)
    if explanations:
        lines.append(t(lang, "related_explanations"))
        for item in explanations.values():
            title = _one_line(item.title, 80)
            body = _one_line(item.explanation, 200)
            head = "• " + (f"<b>{escape(title)}</b>" if title else "")
            lines.append(head + (f"\n  {escape(body)}" if body else ""))
    return lines


def related_replies(related: RelatedOut, lang: str, practise: bool = True) -> list[Reply]:
    """``/explain``: the question's own explanation (key, erratum, disputed warning, the bank's text with
    its code blocks, the tailored note) when the API reveals it, then the related material; ``practise``:
    with a button to practise its topic (not while a session is open: an interview refuses a
    practice, and a practice open is resumed, never another begun)."""
    head: list[str] = []
    body = ""
    explained = related.explanation
    if related.position is not None:
        head.append(t(lang, "explain_title", position=number(related.position)))
    else:
        head.append(t(lang, "explanation_head"))
    if explained is not None:
        head += explanation_head(explained, lang, long_key="")
        key = shown_key(explained.key, lang) if explained.key else ""
        if key and not short_key(key):  # a model answer with its code blocks and lists, like the explanation
            body = key + "\n\n"
        if explained.explanation.strip():
            body += t(lang, "explanation_md") + "\n" + explained.explanation
    else:  # withheld: nor related material, which could give away the method of the one just asked
        return [Reply("\n".join([*head, t(lang, "explanation_hidden")]))]
    tail: list[str] = []
    if explained.tailored:
        tail.append(inline(explained.tailored[:1000]))
    tail += related_lines(related, lang)
    replies = [Reply(html) for html in split_html("\n".join(head), body, "\n".join(tail))]
    if related.topic and practise:  # the related questions share the question's topic: one tap practises it
        label = t(lang, "practise_topic", topic=topic_name(related.topic, lang))
        replies[-1].buttons = [[Button(label, PracticeCb(t=related.topic).pack())]]
    return replies
