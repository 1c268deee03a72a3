"""Hand records: a notation for the hands an app has played (text and JSON), and their audit.

:mod:`.notation` holds the shared parts (card tokens, errors, positions), :mod:`.text` and
:mod:`.jsonform` the two forms, :mod:`.reader` reads files of either form as a stream,
:mod:`.replay` replays a hand through the reference engine and lists its deviations,
:mod:`.export` writes records of hands the harness plays, :mod:`.report` writes the audit's
report files (docs/hand-records.md).
"""
