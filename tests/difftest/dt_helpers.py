"""Helpers for the difftest tests."""
from __future__ import annotations


def options(backends=("cpu", "reference"), plugins=(), **policy):
    """Corpus task options (see bridge.diff.tasks.options_dict) with default generators."""
    from bridge.diff import GenSpec, Policy
    from bridge.diff.tasks import options_dict
    return options_dict(list(backends), None, 0, Policy(**policy), GenSpec(), plugins)
