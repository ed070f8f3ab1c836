"""Where an answer names an option: by letter, by place ("第二个"), by its text, by its figure (also
in another unit, as the largest or smallest, as a bound), by its name, and the marks that may surround a
mention. A mention says only *that* an option is named; what is said of it is read above, in
``decisions`` and the per-type readers.
"""
