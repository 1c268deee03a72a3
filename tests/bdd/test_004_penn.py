"""Scenarios of 004_penn (source document 004), run against the implementation under test."""

from pytest_bdd import scenarios

scenarios("../../features/004_penn")
