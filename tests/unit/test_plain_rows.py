"""The answer turn's short way reads a session into a plain object (``compiled.plain_class``) that the
rules take for an ``InterviewSession``: it holds every column of the model, the model holds nothing but
columns (so no rule can reach a relationship, property or method the plain row lacks), and what is set on
it reads back."""

from __future__ import annotations

import inspect as python_inspect

import pytest
from sqlalchemy import inspect
from sqlalchemy.dialects import sqlite

from api.store.compiled import Columns, plain_class
from api.store.models import Base, InterviewSession


def test_the_plain_row_holds_the_columns_of_the_model_and_only_those() -> None:
    plain = plain_class(InterviewSession)
    columns = {prop.key for prop in inspect(InterviewSession).column_attrs}
    assert set(plain.__slots__) == columns  # type: ignore[attr-defined]
    row = plain()
    with pytest.raises(AttributeError):
        row.answers = []  # type: ignore[attr-defined]


def test_the_session_model_is_nothing_but_columns() -> None:
    mapper = inspect(InterviewSession)
    assert not mapper.relationships and not mapper.synonyms and not mapper.composites
    inherited = set(dir(Base))
    own = {
        name
        for name, value in vars(InterviewSession).items()
        if name not in inherited
        and not name.startswith("_")
        and (python_inspect.isfunction(value) or isinstance(value, property | classmethod | staticmethod))
    }
    assert own == set(), f"the short way's plain session lacks {sorted(own)}"


def test_a_row_read_plain_keeps_its_values_and_takes_new_ones() -> None:
    session_columns = Columns(InterviewSession, list(InterviewSession.__table__.columns), sqlite.dialect())
    values = {name: f"value of {name}" for name in session_columns.attrs}
    row = session_columns.plain(values)
    assert {name: getattr(row, name) for name in session_columns.attrs} == values
    row.position = 3
    assert row.position == 3
