"""Open answers (short, design, derivation): which key points of the rubric an answer covers
(``_rubric``; a Japanese-mixed answer's loanwords read as their Chinese words, ``_japanese``),
what an item claims and its opposite, what the answer says is not needed; and the
measures of meaning the choice reader borrows — paraphrase, a verbatim fragment of an option, words
only one option has. Below ``choice`` because reading an option by its words uses the rubric's terms.
"""
