"""Integrity signals through the fake Telegram Bot API (issue 15): a forwarded answer is refused and
flagged, an edited answer keeps its original grade and is flagged, a long answer sent right after the
question is flagged ``fast``, the same code from two candidates of one organisation is ``similar`` (and
not across organisations), interview questions are sent with ``protect_content``, and candidates see
one question's options in different orders and are each graded against the right option."""

from __future__ import annotations

from api.services.questions._option_order import option_order
from tests.helpers.api_flows import set_plan
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, sessions
from tests.helpers.bot_flows import shown_question
from tests.helpers.integrity import SHARED_CODE, forward, kinds, recruiter_transcript

TRITON_ONLY = {"question_count": 1, "types": ["code"], "topics": ["triton"]}  # one question: seed000-28


async def finish_with(me: Candidate, text: str) -> None:
    before = me.mark()
    me.say(text)
    await me.reply("完成", before, timeout=20)


async def test_a_forwarded_answer_is_refused_flagged_and_questions_are_protected(harness: BotHarness) -> None:
    me, question, session_id = await begin_interview(harness, 1501, **TRITON_ONLY)
    assert question.protect_content  # no forwarding or saving out of the chat
    rules = next(m for m in me.messages() if "共 1 题" in m.text)
    assert "转发的消息" in rules.text and "不影响评分" in rules.text  # the candidate is told what is recorded

    before = me.mark()
    forward(me, "BLOCK_SIZE: tl.constexpr")
    refused = await me.reply("转发", before)
    assert "自己" in refused.text
    assert (await sessions(harness, 1501))[0]["answered"] == 0  # nothing was recorded as the answer

    await finish_with(me, "BLOCK_SIZE: tl.constexpr")
    transcript = await recruiter_transcript(harness, session_id)
    (answer,) = transcript["answers"]
    assert answer["answer"] == "BLOCK_SIZE: tl.constexpr" and answer["verdict"] == "correct"
    assert "forwarded" in kinds(answer)
    forwarded = next(f for f in answer["flags"] if f["kind"] == "forwarded")
    assert forwarded["text"] == "BLOCK_SIZE: tl.constexpr"
    assert transcript["session"]["flags"]["forwarded"] == 1
    # the candidate's own view carries no flags
    own = await harness.api.client.get(
        f"/v1/sessions/{session_id}/transcript", headers=harness.api.candidate(1501)
    )
    assert own.json()["answers"][0]["flags"] == [] and own.json()["session"]["flags"] == {}


async def test_practice_questions_are_not_protected(
    harness: BotHarness,
) -> None:
    me = harness.candidate(1502)
    shown = await me.ask("/practice", "第 1/10 题")
    assert not shown.protect_content


async def test_an_edited_answer_keeps_its_original_grade_and_is_flagged(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(harness, 1503, **TRITON_ONLY)
    before = me.mark()
    update = me.say("BLOCK_SIZE: tl.constexpr")
    await me.reply("完成", before, timeout=20)
    typed = next(m for m in me.tg.messages[1503] if m.message_id == update["message"]["message_id"])
    before = me.mark()
    me.tg.edit_text(1503, typed, "BLOCK_SIZE = 64")
    await me.reply("已提交的答案不能修改", before)

    answer = (await recruiter_transcript(harness, session_id))["answers"][0]  # the reply came after it
    assert answer["answer"] == "BLOCK_SIZE: tl.constexpr"  # graded text stays the original
    assert answer["verdict"] == "correct" and answer["score"] == 1.0
    flag = next(f for f in answer["flags"] if f["kind"] == "edited")
    assert flag["edited_text"] == "BLOCK_SIZE = 64"
    for fmt, needle in (("md", "发送后编辑"), ("csv", "edited:"), ("html", "发送后编辑")):
        assert needle in await recruiter_transcript(harness, session_id, fmt=fmt)


async def test_a_long_answer_right_after_the_question_is_fast(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(harness, 1504, **TRITON_ONLY)
    await finish_with(me, SHARED_CODE)
    (answer,) = (await recruiter_transcript(harness, session_id))["answers"]
    assert "fast" in kinds(answer)
    fast = next(f for f in answer["flags"] if f["kind"] == "fast")
    assert "characters" in fast["detail"]


async def test_the_same_code_in_one_organisation_is_similar_and_not_across(harness: BotHarness) -> None:
    first, _, first_id = await begin_interview(harness, 1505, **TRITON_ONLY)
    await finish_with(first, SHARED_CODE)
    second, _, second_id = await begin_interview(harness, 1506, **TRITON_ONLY)
    await finish_with(second, "  " + SHARED_CODE.replace("    ", "  ") + "\n")  # re-indented: the same code

    # a candidate of another organisation, the same question, the same code
    other_key = await harness.api.recruiter_key("Globex")
    made = await harness.api.client.post(
        "/v1/invites", json={**TRITON_ONLY, "reveal": "each"}, headers=harness.api.recruiter(other_key)
    )
    outsider = harness.candidate(1507)
    start = outsider.mark()
    outsider.say(f"/start {made.json()['token']}")
    outsider.click(await outsider.reply("共 1 题", start), "开始答题")
    await outsider.reply("第 1/1 题", start)
    await finish_with(outsider, SHARED_CODE)
    outsider_id = (await sessions(harness, 1507))[0]["id"]

    first_answer = (await recruiter_transcript(harness, first_id))["answers"][0]
    second_answer = (await recruiter_transcript(harness, second_id))["answers"][0]
    outsider_answer = (await recruiter_transcript(harness, outsider_id, org="Globex"))["answers"][0]
    assert first_answer["question_id"] == second_answer["question_id"] == outsider_answer["question_id"]
    first_similar = [f for f in first_answer["flags"] if f["kind"] == "similar"]
    second_similar = [f for f in second_answer["flags"] if f["kind"] == "similar"]
    assert [f["session_id"] for f in first_similar] == [second_id]  # each names the other session
    assert [f["session_id"] for f in second_similar] == [first_id]
    assert second_similar[0]["similarity"] >= 0.8
    assert "similar" not in kinds(outsider_answer)  # never across organisations
    assert first_answer["verdict"] == second_answer["verdict"]  # flags never change a grade


async def test_candidates_see_shuffled_options_and_are_graded_against_the_right_one(
    harness: BotHarness,
) -> None:
    harness.api.ctx.settings.shuffle_options = True  # the default (the shared fixture turns it off)
    shuffled = [
        q
        for q in harness.api.catalog
        if q.type.value == "single" and q.status.value == "active" and option_order(q, "probe") is not None
    ]
    token = (await harness.invite(question_count=1, types=["single"], max_uses=3))["token"]
    candidates = []
    for user_id in (1511, 1512, 1513):
        me = harness.candidate(user_id)
        start = me.mark()
        me.say(f"/start {token}")
        rules = await me.reply("共 1 题", start)
        session_id = (await sessions(harness, user_id))[0]["id"]
        candidates.append((me, start, rules, session_id))
    # the question is chosen so that its order, drawn from these sessions' ids, differs between them:
    # the test cannot pass by chance with shuffling off, nor fail by chance with it on
    question = next(q for q in shuffled if len({tuple(option_order(q, c[3]) or ()) for c in candidates}) > 1)
    right_text = question.options[question.key_text]
    orders = []
    for me, start, rules, session_id in candidates:
        await set_plan(harness.api, session_id, [question.id])  # everyone gets the same question
        me.click(rules, "开始答题")
        shown = await me.reply("第 1/1 题", start)
        assert shown.protect_content
        current, _ = await shown_question(harness, me.user_id)
        options = current["question"]["options"]
        letter = next(label for label, text in options.items() if text == right_text)
        orders.append(tuple(options.values()))
        before = me.mark()
        me.click(shown, next(data for _, data in shown.buttons if data.endswith(f":{letter}")))
        await me.reply("完成", before, timeout=20)
        (answer,) = (await recruiter_transcript(harness, session_id))["answers"]
        assert answer["verdict"] == "correct" and answer["answer"] == letter
        order = answer["question"]["option_order"]  # the order shown, kept in the transcript
        assert order == option_order(question, session_id)  # this session's own order
        assert [question.options[bank] for bank in order] == list(options.values())
        assert question.key_text == order[ord(letter) - ord("A")]
        for fmt, needle in (("md", "本场选项顺序"), ("html", "本场选项顺序"), ("csv", "".join(order))):
            assert needle in await recruiter_transcript(harness, session_id, fmt=fmt)
    assert len(set(orders)) > 1  # not everyone saw the same order (the question was chosen so)


async def test_an_edit_of_a_message_that_recorded_nothing_claims_no_first_answer(harness: BotHarness) -> None:
    # the message was unreadable, so nothing was kept: "your first answer stands" would be untrue
    me, _, session_id = await begin_interview(harness, 1507, question_count=1, types=["single"])
    before = me.mark()
    update = me.say("今天天气不错")
    await me.reply("本题没有记录这次回答", before)
    typed = next(m for m in me.tg.messages[1507] if m.message_id == update["message"]["message_id"])
    before = me.mark()
    me.tg.edit_text(1507, typed, "A")
    said = await me.reply("修改后的消息不会被读取", before)
    assert "答案有效" not in said.text and "不能修改" not in said.text
    assert (await recruiter_transcript(harness, session_id))["answers"] == []
