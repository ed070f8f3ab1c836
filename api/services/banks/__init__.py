"""An organisation's question banks: upload (every format, all or nothing), read, delete, correct a
key, regrade, export; their indexing in the background (``indexing``); the topics and counts an invite's
filters hold; and which banks an invite draws from (``invite_banks``)."""

from api.services.banks import indexing
from api.services.banks._banks import (
    MAX_NAME,
    MAX_UPLOAD_BYTES,
    BankInUse,
    InviteBanks,
    bank_detail,
    bank_out,
    delete_bank,
    invite_bank_questions,
    invite_banks,
    list_banks,
    upload_bank,
    upload_out,
)
from api.services.banks._corrections import correct_question, regrade_question
from api.services.banks._export import export_org_bank
from api.services.banks._topics import check_invite_filters, count_matching, topic_counts, type_counts

__all__ = [
    "MAX_NAME",
    "MAX_UPLOAD_BYTES",
    "BankInUse",
    "InviteBanks",
    "bank_detail",
    "bank_out",
    "check_invite_filters",
    "correct_question",
    "count_matching",
    "delete_bank",
    "export_org_bank",
    "indexing",
    "invite_bank_questions",
    "invite_banks",
    "list_banks",
    "regrade_question",
    "topic_counts",
    "type_counts",
    "upload_bank",
    "upload_out",
]
