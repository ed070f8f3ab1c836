"""Choice options in an order of each interview's own, so a neighbour's answer letter is worthless.

The order is drawn from the session id and the question id (the same on every replica and after any
restart, nothing stored) and applied to a copy of the question: options relabelled A, B, … in the order
shown and the key relabelled with them. Grading then reads the candidate's letter, ordinal or option text
against what they saw — their answer read as they meant it — and the copy remembers the bank's letter
shown at each position (``option_order``), which the answer's snapshot and the transcript keep.

Options that point at other options ("以上都对", "A 和 B", "all of the above") keep the bank's order, and
so does a question whose candidate-facing prose (explanation, hints, errata) names an option by its
letter ("A 开启的是…", "选项C"): that prose is the bank's and is not relabelled, so after a shuffle it
would name letters the candidate never saw.
"""

from __future__ import annotations

import functools
import hashlib
import random
import re

from api.services.memo import Derived
from bank.grading import letters_named
from bank.model import Question

_POSITIONAL = re.compile(
    r"以上|上述|前述|上面|[A-H]\s*[和与及、,，]\s*[A-H]|选项\s*[A-H]"
    r"|above|all of (?:these|them)|none of|both",
    re.I,
)


class ShownQuestion(Question):
    """A question as one candidate was shown it: ``option_order[i]`` is the bank's letter of the option
    shown at position i (A, B, …)."""

    option_order: list[str] | None = None


def _prose_shown_after_answering(question: Question) -> list[str]:
    """Text the candidate may read about the question once answered: the explanation (and the takeaway
    clipped from it), the hints, and the errata as ``/explain`` shows them."""
    errata = [
        text
        for erratum in question.errata
        for text in (erratum.source, erratum.corrected, erratum.justification)
    ]
    return [question.explanation, *question.hints, *errata]


def names_options_by_letter(question: Question) -> bool:
    return _names_options_by_letter("".join(question.options), tuple(_prose_shown_after_answering(question)))


# Reading the prose for letters is costly and asked for every session's questions: the verdict is kept
# per text (an edited question has other texts and is read afresh).
@functools.lru_cache(maxsize=16_384)
def _names_options_by_letter(labels: str, prose: tuple[str, ...]) -> bool:
    return any(letters_named(text, labels) for text in prose if text)


def _shufflable(question: Question) -> bool:
    """Whether ``question``'s options may be shown in a session's own order (the module's docstring)."""
    if not question.type.is_choice or len(question.options) < 2:
        return False
    if any(_POSITIONAL.search(text) for text in question.options.values()):
        return False
    return not names_options_by_letter(question)


# Whether a question's options may be shuffled depends on the question alone, and every session draws
# each of its questions' orders: worked out once per question object (an edited question is another).
_SHUFFLABLE: Derived[str, bool] = Derived()


def option_order(question: Question, seed: str) -> list[str] | None:
    """The bank's letters in the order this session shows them; None: shown as the bank has them."""
    if not _SHUFFLABLE.get(question.id, question, functools.partial(_shufflable, question)):
        return None
    letters = list(question.options)
    rng = random.Random(hashlib.sha256(f"{seed}:{question.id}".encode()).digest())
    order = letters[:]
    rng.shuffle(order)
    return order


def as_shown(question: Question, order: list[str] | None) -> Question:
    """``question`` with its options in ``order`` (bank letters), relabelled, and the key to match — and
    the keys its errata name, so that a correction made after the candidate answered reads in the
    letters they saw ("B → A" in the bank's letters is another pair of options in a shuffled order)."""
    if not order or sorted(order) != sorted(question.options):
        return question
    labels = list(question.options)
    shown_label = {bank: labels[i] for i, bank in enumerate(order)}

    def relabelled(key: str) -> str:
        if not key or any(letter not in shown_label for letter in key):
            return key  # not a set of the options' letters: said in words, left as written
        return "".join(sorted(shown_label[letter] for letter in key))

    fields = dict(question.__dict__)
    fields["options"] = {labels[i]: question.options[bank] for i, bank in enumerate(order)}
    fields["key"] = relabelled(question.key_text)
    fields["errata"] = [
        e.model_copy(update={"source": relabelled(e.source), "corrected": relabelled(e.corrected)})
        if e.field == "key"
        else e
        for e in question.errata
    ]
    fields["option_order"] = list(order)
    return ShownQuestion.model_construct(**fields)
