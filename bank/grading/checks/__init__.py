"""A choice already graded by ``_graders.grade_choice``, held against what the reading alone does not
see (``_choice_graded``): a figure compared, bounded or given as a range, a figure beside one no option
holds, a share saved, a belief split between options, letters left out at the close. Above
``_graders`` because these call it; so does the reading of two answers for two readings of the question
(``_two_readings``), which reads each clause alone before the whole reader's conditions ask again.
"""
