"""Claims every operation and any ruleset, then answers every rules request unsupported."""

import _base

_base.options()
ALL = (
    "meld",
    "legal_plays",
    "trick_winner",
    "auction",
    "hand_score",
    "play_hand",
    "game_result",
    "deal",
    "cut_for_deal",
)


def hook(request: dict, n: int) -> dict | None:
    if request["op"] == "hello":
        return None
    return {"id": request["id"], "unsupported": {"message": "this adapter plays nothing after all"}}


_base.serve(hook, _base.hello_result(ALL, any_ruleset=True))
