"""The answer as text: one normal form (width, script, fences, answer prefixes), ellipses, option
letters written otherwise, Chinese numerals written in digits, slips of spelling, and the reader's words.

``_lexicon`` holds every word list the reader understands, as data (the one place words are spelled);
``_words`` finds them as words, on jieba's boundaries; ``_list_words`` holds the patterns about a list
of options. Everything else in the reader stands on this room; it imports nothing of the reader.
"""
