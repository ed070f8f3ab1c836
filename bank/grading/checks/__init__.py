"""A choice already graded by ``_graders.grade_choice``, held against what the reading alone does not
see (``_choice_graded``): a figure compared, bounded or given as a range, a figure beside one no option
holds, a share saved, a belief split between options, letters left out at the close. Above
``_graders`` because these call it.
"""
