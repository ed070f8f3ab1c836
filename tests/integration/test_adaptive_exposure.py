"""An adaptive test sent by an applicant tracking system keeps its exposure control, on SQLite and
PostgreSQL: each candidate gets a single-use copy of the test (``sessions._ats``), and the questions
shown are counted over the test and all its copies, so a question already shown to more than a quarter
of the test's candidates is passed over while others remain — as for candidates of one shared invite."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import adaptive_pool, alike_questions
from tests.helpers.greenhouse import basic

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

# four questions alike to the model (one topic, no difficulty): at θ = 0 the three the draw picks among
# are always the same three, so only the exposure ceiling can ever bring the fourth
FOUR = alike_questions("ex", "marrowgate", "marrow", 4)


async def test_each_ats_copy_of_an_adaptive_test_passes_over_what_the_others_showed(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    _, test = await adaptive_pool(api, key, "marrow", FOUR, max_questions=1, max_uses=10)
    ats = {"Authorization": basic(key)}
    firsts = []
    for n in range(4):
        handle = f"marrow_candidate{n}"
        sent = await api.client.post(
            "/v1/ats/greenhouse/send_test",
            json={"partner_test_id": test["id"], "candidate": {"telegram": handle}},
            headers=ats,
        )
        assert sent.status_code == 200, sent.text
        token = sent.json()["test_url"].rsplit("start=", 1)[1]
        session_id = (await start(api, 7500 + n, token, username=handle))["id"]
        first = (await question_view(api, 7500 + n, session_id))["id"]
        reply = await answer(api, 7500 + n, session_id, first, "B")
        assert reply.status_code == 200, reply.text
        firsts.append(first)
    assert len(set(firsts)) == 4, firsts  # each shown question passed over by the next candidates
