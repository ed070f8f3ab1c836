"""The seed every app of the suite draws its sessions' questions from (``IBOT_DRAW_SEED``), in-process and
in the processes tests start, so that a test's questions are the same every run (tests/conftest.py)."""

DRAW_SEED = 20261201
