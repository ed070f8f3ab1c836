"""Rendering ``/explain``: a question's own explanation (key, errata, disputed warning, the bank's text,
the tailored note) and the related material, as replies. Pure, like ``bot/views.py`` it builds on."""

from __future__ import annotations

from api.schemas import ErratumOut, RelatedOut
from bot.keyboards import Button, PracticeCb
from bot.render import clip, escape, inline, number, split_html
from bot.texts import Raw, t
from bot.topics import topic_name
from bot.verdicts import short_key, shown_key, takeaway
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


SHORT_KEY = 12  # a key this short (letters, a number) is named in the erratum's sentence


def erratum_line(erratum: ErratumOut, lang: str) -> str | None:
    """An erratum as the candidate reads it: one plain sentence when it changed the key, else nothing
    (a corrected stem, option or explanation is simply what they read; the curator's notes on the
    source stay with the recruiter)."""
    if erratum.field != "key":
        return None
    source, corrected = erratum.source.strip(), erratum.corrected.strip()
    if 0 < len(source) <= SHORT_KEY and 0 < len(corrected) <= SHORT_KEY and "\n" not in source + corrected:
        return t(lang, "erratum_key", source=source, corrected=corrected)
    return t(lang, "erratum_key_rewritten")


def related_replies(related: RelatedOut, lang: str) -> list[Reply]:
    """``/explain``: the question's own explanation (key, erratum, disputed warning, the bank's text with
    its code blocks, the tailored note) when the API reveals it, then the related material."""
    head: list[str] = []
    body = ""
    explained = related.explanation
    if related.position is not None:
        head.append(t(lang, "explain_title", position=number(related.position)))
    else:
        head.append(t(lang, "explanation_head"))
    if explained is not None:
        if explained.disputed:
            head.append(t(lang, "disputed"))
        key = shown_key(explained.key, lang) if explained.key else ""
        if key and short_key(key):
            head.append(t(lang, "key_line", key=Raw(inline(key))))
        elif key:  # a model answer with its code blocks and lists, rendered like the explanation
            head.append(t(lang, "key_line", key=""))
            body = key + "\n\n"
        head += [line for line in (erratum_line(e, lang) for e in explained.errata) if line]
        if explained.explanation.strip():
            body += t(lang, "explanation_md") + "\n" + explained.explanation
    else:  # withheld: nor related material, which could give away the method of the one just asked
        return [Reply("\n".join([*head, t(lang, "explanation_hidden")]))]
    tail: list[str] = []
    if explained.tailored:
        tail.append(inline(explained.tailored[:1000]))
    tail += related_lines(related, lang)
    replies = [Reply(html) for html in split_html("\n".join(head), body, "\n".join(tail))]
    if related.topic:  # the related questions share the question's topic: one tap practises it
        label = t(lang, "practise_topic", topic=topic_name(related.topic, lang))
        replies[-1].buttons = [[Button(label, PracticeCb(t=related.topic).pack())]]
    return replies
