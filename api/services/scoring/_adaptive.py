"""Adaptive interviews: each next question is the most informative at the candidate's current θ.

At the start (``start_state``) the invite's eligible questions — drawable, in its banks, topics and types,
not seen in the organisation's earlier interviews while others remain — are fixed for the session with
their parameters on the organisation's scale (``ability.Parameters``) and how often this invite has
shown each (its exposure rate), so the session stays on one scale whatever calibration runs meanwhile.

Then the answer turn's next-question step (``answers.advance``) calls ``extend``: in memory, no reads,
the answer just recorded updates θ ± SE (``bank.irt``: EAP; an answer that does not count toward an
ability — to a disputed key, say — leaves it as it was; a skip or a late answer counts as 0), and the
session either stops (SE at the target, the maximum asked, or no eligible question left) or has the next
question appended to its plan: maximum information with content balance across the invite's topics, a
randomesque draw among the three best and an exposure ceiling (``bank.irt.choose_next``). Time limits,
reveal policies and accommodations work on the plan as it grows, as they do on a drawn one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import numpy as np
from sqlalchemy import distinct, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.errors import ApiError
from api.services.banks import InviteBanks, invite_bank_questions
from api.services.scoring._ability import counts, load_parameters, score_of
from api.store.models import Answer, AtsAssignment, InterviewSession, Invite
from bank.irt import Pool, choose_next, estimate_ability, should_stop
from bank.model import Question, Status

MAX_EXPOSURE = 0.25  # share of the invite's sessions an item may reach while others remain
POOLS_KEPT = 256  # sessions whose item arrays this process keeps (one per open adaptive interview)
_POOLS: dict[str, Pool] = {}


async def start_state(
    ctx: ServiceContext,
    db: AsyncSession,
    invite: Invite,
    scope: InviteBanks,
    *,
    exclude_ids: Sequence[str],
    session_seed: str,
) -> tuple[list[str], dict[str, Any], list[Question]]:
    """The first question, the session's adaptive state, and the eligible questions (their copies)."""
    eligible = _eligible(await invite_bank_questions(ctx, db, scope), invite)
    unseen = [q for q in eligible if q.id not in set(exclude_ids)]
    eligible = _one_copy_each(unseen or eligible)
    if not eligible:
        raise ApiError(409, "no active question matches this invite's topics and types")
    parameters = await load_parameters(db, invite.org_id, [q.id for q in eligible])
    topics = list(invite.topics) or sorted({(q.topics or ["other"])[0] for q in eligible})
    item_parameters = [parameters.of(q.id, q) for q in eligible]
    state: dict[str, Any] = {
        "ids": [q.id for q in eligible],
        "a": [a for a, _ in item_parameters],
        "b": [b for _, b in item_parameters],
        "points": [q.points for q in eligible],
        "topic": [_topic_code(q, topics) for q in eligible],
        "exposure": await _exposure(db, invite, [q.id for q in eligible]),
        "scale": parameters.scale,
        "target_se": invite.target_se or 0.35,
        "max": min(invite.max_questions or 20, len(eligible)),
        "seed": session_seed,
        "asked": [],  # item indices in the plan's order
        "scores": [],  # one [item index, score] per answer that counts
        "theta": 0.0,
        "se": 1.0,
    }
    first = _choose(state, asked=[])
    if first is None:  # cannot happen with an eligible question; said plainly all the same
        raise ApiError(409, "no active question matches this invite's topics and types")
    state["asked"] = [first]
    return [state["ids"][first]], state, eligible


def extend(session: InterviewSession, answered: Answer, question: Question | None) -> None:
    """The next-question step of an adaptive session: update θ ± SE and append the next question, or
    leave the plan as it is so that the session finishes with the answer just recorded."""
    state = session.adaptive
    if state is None or session.status != "active" or session.position + 1 < len(session.plan):
        return
    asked = list(state["asked"])  # item indices, in the plan's order: the last is the one answered
    scores = list(state["scores"])
    if answered.question_id == state["ids"][asked[-1]] and counts(answered, question):
        scores.append([asked[-1], score_of(answered)])
    items = [n for n, _ in scores]
    ability = estimate_ability(
        [state["a"][n] for n in items], [state["b"][n] for n in items], [score for _, score in scores]
    )
    state = {**state, "scores": scores, "theta": ability.theta, "se": ability.se}
    following = None
    if not should_stop(ability.se, len(asked), state["target_se"], state["max"]):
        following = _choose(state, asked, _withdrawn(session, state["ids"]))
    if following is not None:
        state["asked"] = [*asked, following]
        session.plan = [*session.plan, state["ids"][following]]
        session.plan_points = (session.plan_points or 0.0) + state["points"][following]
    session.adaptive = state


def _choose(state: dict[str, Any], asked: list[int], withheld: Sequence[int] = ()) -> int | None:
    digest = hashlib.sha256(f"{state['seed']}:{len(asked)}".encode()).digest()
    rng = np.random.default_rng(int.from_bytes(digest[:8], "big"))
    pool = _pool(state)
    return choose_next(pool, float(state["theta"]), asked, rng, max_exposure=MAX_EXPOSURE, withheld=withheld)


def _withdrawn(session: InterviewSession, ids: Sequence[str]) -> list[int]:
    """The pool's items whose copy in the session is no longer active: a correction disputed (or drafted)
    them since the start (``banks.correct_question`` rewrites the copies of sessions in progress). An
    interview never asks a disputed question, so the next one is chosen among the others."""
    copies = session.questions or {}
    return [
        n
        for n, question_id in enumerate(ids)
        if (copy := copies.get(question_id)) is not None
        and copy.get("status", Status.ACTIVE) != Status.ACTIVE
    ]


def _pool(state: dict[str, Any]) -> Pool:
    """The session's items as arrays, made once per session in this process (the state's lists are
    fixed at the start; turning 5,000 of them into arrays on every answer would cost more than the
    choice itself)."""
    key = str(state["seed"])
    pool = _POOLS.pop(key, None)
    if pool is None or pool.a.size != len(state["ids"]):
        pool = Pool(
            np.asarray(state["a"], dtype=float),
            np.asarray(state["b"], dtype=float),
            np.asarray(state["topic"], dtype=np.int64),
            np.asarray(state["exposure"], dtype=float),
        )
    _POOLS[key] = pool  # most recent last
    while len(_POOLS) > POOLS_KEPT:
        _POOLS.pop(next(iter(_POOLS)))
    return pool


def _one_copy_each(questions: Sequence[Question]) -> list[Question]:
    """The first of each content (``Question.content``): a bank uploaded beside the one it was exported
    from holds the same questions under other ids, and a session never asks one twice."""
    kept: dict[str, Question] = {}
    for question in questions:
        kept.setdefault(question.content, question)
    return list(kept.values())


def _eligible(questions: Sequence[Question], invite: Invite) -> list[Question]:
    wanted_topics = {t.casefold() for t in invite.topics}
    wanted_types = set(invite.types)
    return [
        q
        for q in questions
        if q.servable
        and q.status is Status.ACTIVE
        and (not wanted_topics or wanted_topics.intersection(t.casefold() for t in q.topics))
        and (not wanted_types or q.type.value in wanted_types)
    ]


def _topic_code(question: Question, topics: list[str]) -> int:
    """The invite topic a question balances under (its first among them), as an index."""
    folded = [t.casefold() for t in topics]
    for topic in question.topics or ["other"]:
        if topic.casefold() in folded:
            return folded.index(topic.casefold())
    return 0


async def _cohort(db: AsyncSession, invite: Invite) -> list[str]:
    """The invites whose candidates sit one test: the invite itself and, for a test an applicant tracking
    system sends (each candidate gets a single-use copy of it, ``sessions._ats``), the test and every copy
    sent of it — else each copy would count its one candidate only, and no question would ever be passed
    over as too exposed."""
    root = await db.scalar(select(AtsAssignment.test_id).where(AtsAssignment.invite_id == invite.id))
    root = root or invite.id
    copies = (await db.scalars(select(AtsAssignment.invite_id).where(AtsAssignment.test_id == root))).all()
    return list(dict.fromkeys([root, invite.id, *copies]))


async def _exposure(db: AsyncSession, invite: Invite, question_ids: list[str]) -> list[float]:
    """How often the sessions of this invite's test so far (``_cohort``) were shown each question (a share
    of them)."""
    cohort = InterviewSession.invite_id.in_(await _cohort(db, invite))
    sessions = await db.scalar(select(func.count()).select_from(InterviewSession).where(cohort))
    if not sessions:
        return [0.0] * len(question_ids)
    shown = dict(
        (
            await db.execute(
                select(Answer.question_id, func.count(distinct(Answer.session_id)))
                .join(InterviewSession, InterviewSession.id == Answer.session_id)
                .where(cohort)
                .group_by(Answer.question_id)
            )
        ).all()
    )
    return [float(shown.get(qid, 0)) / sessions for qid in question_ids]
