"""What an adapter's handshake claims, checked against what ``run`` will send it, before any scenario runs.

Two mistakes would otherwise give a run that judges nothing, or a claim that means nothing,
and both are usage errors (exit 2):

* a variant declared for the adapter with ``--as`` whose id the adapter does not claim
  (not in ``rulesets.ids``, no ``any: true``, not among its handshake ``variants``): every
  request carries that id, so every one would come back unsupported;
* an id in ``rulesets.ids`` that no request of this run can carry: no named ruleset, no
  variant declared for this adapter, no ruleset a scenario builds from options.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from conformance_report.commands.common import UsageError
from conformance_report.protocol.client import Handshake


def _ids(values: Iterable[str]) -> str:
    listed = sorted(values)
    return "[" + ", ".join(repr(v) for v in listed) + "]" if listed else "none"


def _claims(hs: Handshake, handshake_variants: Collection[str]) -> str:
    text = f"rulesets.ids {_ids(hs.ruleset_ids)}, any: {'true' if hs.any_ruleset else 'false'}"
    return text + (f", variants {_ids(handshake_variants)}" if handshake_variants else "")


def check_declared(
    command: str, hs: Handshake, declared: Iterable[Mapping[str, Any]], source: str, handshake_variants: Collection[str]
) -> None:
    """Raise :class:`UsageError` unless the adapter claims every variant declared for it with ``--as``."""
    for doc in declared:
        vid = str(doc.get("id"))
        if hs.any_ruleset or vid in hs.ruleset_ids or vid in handshake_variants:
            continue
        raise UsageError(
            f"{command!r} ({hs.name}): the variant declared with --as {source} has the id {vid!r}, which the adapter"
            f" does not claim (its handshake: {_claims(hs, handshake_variants)}); every request carries that id, so"
            f" every scenario would come back unsupported. Fix: make the adapter claim {vid!r} (add it to"
            " rulesets.ids, or answer any: true, or list the variant in its handshake variants;"
            " docs/adapter-tutorial.md, 'Playing your own variant'), or declare the variant the adapter claims"
        )


def check_known(
    command: str, hs: Handshake, known: Collection[str], variant_ids: Collection[str], named: Collection[str]
) -> None:
    """Raise :class:`UsageError` for an id in ``rulesets.ids`` that no request of this run can carry.

    ``known`` is every id a scenario's requests carry (named rulesets and rulesets built from
    options), ``variant_ids`` the variants declared for this adapter, ``named`` the named rulesets.
    """
    everything = set(known) | set(variant_ids) | set(named)
    for rid in sorted(hs.ruleset_ids):
        if rid in everything:
            continue
        near = difflib.get_close_matches(rid, sorted(everything), n=3, cutoff=0.5)
        hint = f"nearest known ids: {', '.join(near)}" if near else f"named rulesets: {', '.join(sorted(named)[:8])}, …"
        raise UsageError(
            f"{command!r} ({hs.name}): its handshake claims the ruleset id {rid!r} in rulesets.ids, which is no named"
            f" ruleset, no variant declared for it and no ruleset a scenario builds ({hint}). Fix the id, or declare"
            f" the variant it names (--as FILE whose id is {rid!r}, or the handshake's variants);"
            " `pinochle-conformance list rulesets` lists the ids"
        )
