"""Item response theory: the pure arithmetic behind abilities, calibration and adaptive invites.

Two-parameter logistic model (Rasch: one ``a`` shared by all items): an item has a discrimination
``a`` and a difficulty ``b`` on the organisation's ability scale, and a candidate of ability θ answers it
right with probability 1 / (1 + exp(-a (θ - b))). Scores between 0 and 1 (partial credit) enter every
likelihood as a fractional outcome, so a half-right answer counts half.

Nothing here touches the store or the network: `calibration` estimates item parameters from a
response matrix, `ability` estimates θ with its standard error, `selection` chooses the next
question of an adaptive session and says when to stop.
"""

from bank.irt.ability import Ability, estimate_ability
from bank.irt.calibration import Calibration, ItemPrior, calibrate
from bank.irt.model import information, probability
from bank.irt.selection import Pool, choose_next, should_stop

__all__ = [
    "Ability",
    "Calibration",
    "ItemPrior",
    "Pool",
    "calibrate",
    "choose_next",
    "estimate_ability",
    "information",
    "probability",
    "should_stop",
]
