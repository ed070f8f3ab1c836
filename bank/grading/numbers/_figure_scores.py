"""How near a written figure comes to a calculation part: each reading of its unit converted to the
part's base unit, compared within the part's relative tolerance (split from _calc, which finds the
figures)."""

from __future__ import annotations

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.numbers._units import byte_readings, resolve
from bank.model import NumericPart

UNIT_MISSING_SHARE = 0.5  # a right figure without the unit it needs earns half its part


def _key_values(part: NumericPart, dimension: str | None) -> list[float]:
    """The reference in base units (a key's "GB" is decimal; only an answer's bare "G" may be binary too)."""
    reading = resolve(part.unit, dimension)
    if reading is None:  # dimensionless, or a unit of the question's own (e.g. "张")
        return [part.value]
    return [part.value * reading[1]]


def _answer_values(
    found: WrittenNumber, part: NumericPart, dimension: str | None
) -> list[tuple[float, bool, bool]]:
    """(value in base units, unit given, reading certain) for each way of reading ``found`` against
    ``part``."""
    if found.unit is None:
        readings = [
            (value, False, True)
            for value in _key_values(part.model_copy(update={"value": found.value}), dimension)
        ]
        if dimension in (None, "count", "fraction"):
            readings.append((found.value, True, True))  # a bare count or fraction is a complete answer
        elif dimension == "bytes" and part.unit is not None and resolve(part.unit, dimension) is not None:
            readings.append((found.value, False, True))  # "4.64×10^11" of 464 GB: the bytes, unit missing
        return readings
    if part.unit is not None and found.unit.lower() == part.unit.lower() and resolve(part.unit) is None:
        return [(found.value, True, True)]  # the question's own unit, written the same way
    reading = resolve(found.unit, dimension)
    if reading is None:
        return []
    unit_dimension, factor = reading
    if unit_dimension == dimension or (
        dimension is None and unit_dimension in ("fraction", "ratio", "count")
    ):
        factors = byte_readings(found.unit, factor) if unit_dimension == "bytes" else [(factor, True)]
        return [(found.value * each, True, certain) for each, certain in factors]
    return []  # a unit of another kind: not this figure


def _close(value: float, reference: float, tolerance: float) -> bool:
    if reference == 0:
        return abs(value) <= tolerance
    return abs(value - reference) <= tolerance * abs(reference)


def score(found: WrittenNumber, part: NumericPart, dimension: str | None) -> float:
    return scored(found, part, dimension)[0]


def scored(found: WrittenNumber, part: NumericPart, dimension: str | None) -> tuple[float, bool]:
    """The share ``found`` earns, and whether a certain reading earns it (not only "432G" as GiB)."""
    best, certain_best = 0.0, 0.0
    for key in _key_values(part, dimension):
        for value, unit_given, certain in _answer_values(found, part, dimension):
            top = value * (found.value + found.more) / found.value if found.more and found.value else value
            if _close(value, key, part.tolerance) and _close(top, key, part.tolerance):  # "460多": all of it
                share = 1.0 if unit_given or not part.unit_required else UNIT_MISSING_SHARE
                best = max(best, share)
                certain_best = max(certain_best, share) if certain else certain_best
    return best, certain_best >= best


def compatible(found: WrittenNumber, part: NumericPart, dimension: str | None) -> bool:
    return found.unit is None or bool(_answer_values(found, part, dimension))
