"""Code answers: the canonical form of a snippet (equal for equivalent spellings), calls that would
raise, keywords that change nothing, and the fills of a question with several blanks — split, labelled,
described in words, turned round, said of, or scaled.
"""
