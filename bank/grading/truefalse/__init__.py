"""True/false answers: the marks (√ 对 正确 true / × 错 false) and the words that read as marks,
marks that are no verdict where they stand, a verdict turned round, the claim's own predicate echoed
or denied, a reason given first and a conclusion after.
"""
