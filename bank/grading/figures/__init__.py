"""Calculation answers: the figures with units, converted and compared against each part within a
tolerance (``_calc``), and what is said around them — a figure converted, kept as a share, followed by
a result, denied, rivalled by another, or counted in a unit said apart.
"""
