"""Figures read out of text: numbers with units ("464GB", "2290万", "97.3%"), the units and their
factors, digits grouped by spaces, and how near a written figure comes to a calculated one. Below the
mentions, which name options by their figures.
"""
