"""Single and multiple choice answers: every mention of an option in text order
(``_choice_mentions``), the mention-by-mention pass that chooses or rules out each (``_mention_pass``,
``_choice_clauses``, ``_alternatives``), the readings of a set (every option, all but some, the rest,
a list summed up, a set doubted or contrasted) and ``_choice``, which commits to the options read, and
``_meaning``, which proposes an option by what the answer means when the rules read nothing (its words
made ready in ``_meaning_words``).
"""
