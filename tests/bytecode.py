"""Loaded by pytest before its other plugins (``-p tests.bytecode`` in pyproject.toml's ``addopts``): the
suite's processes write the bytecode of what they import, whatever ``PYTHONDONTWRITEBYTECODE`` says.

pytest rewrites the asserts of every test module and of every module of an installed pytest plugin's
package (Hypothesis, Schemathesis, pytest-xdist, LangSmith ...) as it imports them, and keeps the result
in ``__pycache__`` beside the source (ignored by git), reused while the source is unchanged. Without
writing it, every process (the controller and each pytest-xdist worker) rewrites them all again on every
run. The plugins import before any conftest.py, so the switch is made here, the first code of the
suite's that pytest runs. Processes the tests start keep the environment's setting.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = False
