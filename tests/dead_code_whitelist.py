"""Names vulture (the dead-code scan, configured in pyproject.toml) cannot see used, each with why.

Run the scan with ``vulture`` (no arguments; tests/integration/test_quality.py runs it). This file is
read by vulture only: it names attributes the way vulture's whitelists do, and is never imported."""

# ruff: noqa: B018

_ = object()

# Wire and stored fields: read by pydantic serialisation, SQLAlchemy or the console's templates.
_.revoked  # api.schemas.ApiKeyOut
_.instance  # api.schemas.Problem (documents api.error_handlers.problem_response's body)
_.exported_at  # api.schemas.DataExport
_.held_answers  # api.schemas.CandidateExport (/mydata): read by the candidate, in the JSON file
_.flagged_texts
_.application_id  # api.schemas.AtsDetails, in the same export
_.received_at
_.pseudonymised_at  # api.store.models.Candidate column
_.test_id  # api.store.models.AtsAssignment: what was sent, to whom, for which application (kept)
_.telegram_username
_.external_id
_.calibration_seq  # api.store.models.ItemParameter column: which calibration a row belongs to (cascade)
_.choices  # bank.grading.Understood, stored with each answer
_.confidence  # bank.model.Question, in bank files
_.PER_PART  # bank.model.Scoring, a scoring written in bank files
_.MEDIUM  # bank.model.Confidence, written in bank files
_.LOW
_.strong_from  # api.services.reports._invite_report, rendered by console/templates
_.strong_answers  # api.services.scoring._item_stats, rendered by console/templates
_.topic_scores  # api.services.reports._invite_report, rendered by console/templates/report.html
_.edited_text  # api.schemas.FlagOut (the edit of an answer), rendered by console/templates/session.html

# Compared whole, never read by name.
_.newest_bank  # api.services.scoring._calibration.Watermark: a pass compares it with the last one's (==)

# Public surfaces for other programs, exercised by the tests.
_.verify  # api.services.webhooks._signing: receivers check signatures with it (docs/webhooks.md)
_.open_webhook_app  # bot: the webhook app for a process of one's own (bot/README.md)
_.disagreements  # bank.grading.evaluation: the grading evaluation's report
_.is_simplified  # bank.parsing.cleanup: text checks the curation tests apply to the bank
_.has_pinyin_annotation
_.queued  # api.store.writer: transactions waiting for the writer lock, which interleaving tests wait on

# Kept by its author for now (issue 10's scan found it the day it landed; no reader yet).
_._created  # retrieval.embeddings: how many e5 handles were made

# Standard-library callbacks.
_.do_POST  # http.server handlers (bench/)
_.log_message
_.handle_startendtag  # html.parser.HTMLParser callbacks (bank/parsing/htmltext.py)
_.handle_endtag
_.handle_data
_.needed_s  # a wire field of TimeLimitShort (api/schemas/invites.py), read by clients
_._srcfile  # logging's switch for caller lookups, read by the logging module (api/observability.py)
_.dependency_overrides_provider  # a route's, read by FastAPI's get_route_handler (api/app.py add_routes)

# aiosqlite's private surface, overridden (api/store/in_loop_sqlite.py): aiosqlite calls them
_.put_nowait
_._tx
_._execute
_.calibration_interviews  # api.schemas.AbilityOut: a wire field read by clients (docs/ability.md)
_.language_chosen  # api.schemas.CandidateOut: a wire field read by clients (whether /lang chose it)
