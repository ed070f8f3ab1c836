"""Invite forms: which questions an invite's candidates are asked, decided in one place.

An invite either names its questions (a fixed form: ``questions``, in order or shuffled per
candidate), or asks for one draw shared by all its candidates (``draw: "shared"``, made when the
invite is created and stored as a fixed form), or lets each candidate draw their own — through the
topics and a type filter, or quotas per type (``types: {"single": 3, "code": 1}``). A fixed form is
what makes candidates comparable: the same questions, so the same difficulty.

Creation checks everything it can say now (422: unknown or undrawable ids, quotas the banks cannot
fill, what exists); a session start only drops a fixed question that was disputed or withdrawn since.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services.banks import InviteBanks, check_invite_filters, count_matching
from api.services.questions import Questions, org_questions, owners_for
from api.services.sessions._planner import draw_plan
from api.store.models import Invite
from bank.model import Question, Status


@dataclass(frozen=True)
class Form:
    """What an invite row stores about its questions."""

    topics: list[str]
    types: list[str]
    question_count: int
    questions: list[str] | None = None
    type_quotas: dict[str, int] | None = None


def banks_ready(scope: InviteBanks) -> None:
    """An invite's banks must be searchable before a plan is drawn from them (they index in seconds
    to minutes after an upload): until then the draw is refused with ``Retry-After``."""
    for bank in scope.org_banks:
        if bank.status == "failed":
            raise ApiError(
                409,
                "bank {name} could not be indexed; upload it again",
                args={"name": repr(bank.name)},
                reason="bank_failed",
            )
        if bank.status != "ready":
            raise ApiError(
                503,
                "bank {name} is still being indexed ({indexed}/{total}); try again shortly",
                args={"name": repr(bank.name), "indexed": bank.indexed, "total": bank.total},
                reason="bank_indexing",
                retry_after=5,
            )


def check_form(body: schemas.InviteCreate, questions: Sequence[Question]) -> Form:
    """The form an invite body asks for, checked against the questions its banks hold (422 otherwise)."""
    count_given = "question_count" in body.model_fields_set
    if body.mode == "adaptive":
        if count_given:  # never dropped: the recruiter would get max_questions' default without a word
            raise ApiError(
                422,
                "an adaptive invite takes max_questions (the most it asks), not question_count",
            )
        if body.questions is not None or body.draw == "shared" or isinstance(body.types, dict):
            raise ApiError(
                422,
                "an adaptive invite chooses each question itself: leave questions, draw and type quotas out",
            )
        topics, count = check_invite_filters(
            questions,
            topics=body.topics,
            types=list(body.types),
            question_count=body.max_questions,
            allow_fewer=True,  # it stops when the eligible questions run out
        )
        return Form(topics=topics, types=list(body.types), question_count=count)
    if body.questions is not None:
        if body.topics or body.types or body.draw == "shared":
            raise ApiError(422, "questions fix the form: leave topics, types and draw out")
        if count_given and body.question_count != len(body.questions):
            raise ApiError(
                422,
                "question_count is {count} but {named} questions are named",
                args={"count": body.question_count, "named": len(body.questions)},
            )
        return Form(
            topics=[],
            types=[],
            question_count=len(body.questions),
            questions=_named(body.questions, questions),
        )
    if isinstance(body.types, dict):
        quotas = {str(kind): count for kind, count in body.types.items()}
        total = sum(quotas.values())
        if count_given and body.question_count != total:
            raise ApiError(
                422,
                "question_count is {count} but the type quotas add up to {total}",
                args={"count": body.question_count, "total": total},
            )
        topics, _ = check_invite_filters(
            questions, topics=body.topics, types=list(quotas), question_count=total, allow_fewer=True
        )
        quotas = _fillable(quotas, questions, topics, body.allow_fewer)
        return Form(topics, list(quotas), sum(quotas.values()), type_quotas=quotas)
    topics, count = check_invite_filters(
        questions,
        topics=body.topics,
        types=list(body.types),
        question_count=body.question_count,
        allow_fewer=body.allow_fewer,
    )
    return Form(topics=topics, types=list(body.types), question_count=count)


def _named(ids: Sequence[str], questions: Sequence[Question]) -> list[str]:
    repeated = [qid for qid, n in Counter(ids).items() if n > 1]
    if repeated:
        raise ApiError(
            422,
            "question(s) named twice: {ids}",
            args={"ids": ", ".join(repeated)},
            repeated_questions=repeated,
        )
    by_id = {q.id: q for q in questions}
    unknown = [qid for qid in ids if qid not in by_id]
    if unknown:
        raise ApiError(
            422,
            "unknown question(s) in this invite's banks: {ids}",
            args={"ids": ", ".join(unknown)},
            unknown_questions=unknown,
        )
    undrawable = [
        {"id": qid, "status": by_id[qid].status.value}
        for qid in ids
        if by_id[qid].status is not Status.ACTIVE or not by_id[qid].servable
    ]
    if undrawable:
        raise ApiError(
            422,
            "an interview asks active questions only: {which}",
            args={"which": ", ".join(f"{q['id']} is {q['status']}" for q in undrawable)},
            undrawable_questions=undrawable,
        )
    return list(ids)


def _fillable(
    quotas: Mapping[str, int], questions: Sequence[Question], topics: Sequence[str], allow_fewer: bool
) -> dict[str, int]:
    """Quotas the banks can fill; a short one is refused saying what exists (or cut, with allow_fewer)."""
    available = {kind: count_matching(questions, topics, [kind]) for kind in quotas}
    short = {kind: n for kind, n in quotas.items() if available[kind] < n}
    if short and not allow_fewer:
        exists = {
            kind: n
            for kind in sorted({q.type.value for q in questions})
            if (n := count_matching(questions, topics, [kind]))
        }
        raise ApiError(
            422,
            "the banks cannot fill these quotas: {short}. Questions that exist for these topics, by type: "
            "{exists}",
            args={
                "short": "; ".join(
                    f"{kind}: {n} asked, {available[kind]} exist" for kind, n in short.items()
                ),
                "exists": ", ".join(f"{kind} {n}" for kind, n in exists.items()) or "none",
            },
            short_types=list(short),
            available=exists,
        )
    cut = {kind: min(n, available[kind]) for kind, n in quotas.items() if available[kind]}
    if not cut:
        raise ApiError(422, "no question matches these topics and types", available={})
    return cut


async def draw_questions(
    ctx: ServiceContext,
    db: AsyncSession,
    org_id: str,
    scope: InviteBanks,
    form: Form | Invite,
    *,
    exclude_ids: Sequence[str] = (),
    shuffle_seed: str,
) -> list[str]:
    """A drawn plan: the quotas type by type (then shuffled together), or the plain filter."""

    async def lookup(ids: Sequence[str]) -> Questions:
        return await org_questions(ctx, db, org_id, ids)

    async def draw(count: int, types: Sequence[str]) -> list[str]:
        return await draw_plan(
            ctx.index,
            lookup,
            count=count,
            topics=form.topics,
            types=types,
            owners=owners_for(org_id),
            banks=scope.index_banks,
            exclude_ids=exclude_ids,
            seed=ctx.draw_seed(),
        )

    if not form.type_quotas:
        return await draw(form.question_count, form.types)
    plan: list[str] = []
    for kind, count in form.type_quotas.items():
        plan += [qid for qid in await draw(count, [kind]) if qid not in plan]
    random.Random(shuffle_seed).shuffle(plan)
    return plan


async def session_plan(
    ctx: ServiceContext,
    db: AsyncSession,
    invite: Invite,
    scope: InviteBanks,
    *,
    candidate_id: int,
    exclude_ids: Sequence[str],
) -> list[str]:
    """The questions one candidate of the invite is asked, in the order they are asked.

    A fixed form keeps its questions that are still drawable (a question disputed since is dropped,
    as interviews never score disputed ones); one its bank no longer holds refuses the start (409),
    never putting another question in its place; ``shuffled`` orders them per candidate, reproducibly
    from the invite and the candidate."""
    seed = f"{invite.id}:{candidate_id}"
    if invite.questions is None:
        return await draw_questions(
            ctx, db, invite.org_id, scope, invite, exclude_ids=exclude_ids, shuffle_seed=seed
        )
    known = await org_questions(ctx, db, invite.org_id, invite.questions)
    gone = [qid for qid in invite.questions if known.get(qid) is None]
    if gone:  # a bank re-uploaded without them: the form can no longer be what it was for anyone
        raise ApiError(
            409,
            "this invite's questions {ids} are no longer in its banks: ask the recruiter for a new invite",
            args={"ids": ", ".join(gone)},
            reason="form_changed",
            missing=gone,
        )
    plan = [
        qid
        for qid in invite.questions
        if (q := known.get(qid)) is not None and q.servable and q.status is Status.ACTIVE
    ]
    if invite.order == "shuffled":
        random.Random(seed).shuffle(plan)
    return plan
