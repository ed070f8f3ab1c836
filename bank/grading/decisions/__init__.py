"""What an answer says of what it names, for every question type: corrections and going back,
hedges and doubts, denials and rule-outs, refusals, questions back, conditions, answers not the
candidate's own, and answers that are no answers (``_invalid``). They tell a committed answer from one
to ask again about; they stand on ``mentions`` and ``text`` and know nothing of a question type.
"""
