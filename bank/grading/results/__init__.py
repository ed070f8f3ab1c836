"""What grading returns: the ``Grade`` (verdict, score, what was understood), how one is made and
the grades every reader gives alike (``_grades``: invalid, no choice), and the rationale texts in the
candidate's language. At the bottom beside ``text``: every reader builds a result, and a result knows
nothing of how an answer was read.
"""
