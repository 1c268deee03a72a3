"""The text form of hand records: tag pairs, then sections (docs/hand-records.md).

Read as a stream: :func:`read_text` yields each hand as soon as its last line is read, so a
file of any number of hands is read in constant memory.  :func:`write_text` writes a hand
back; for a record in canonical form the two are inverse.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Final

from conformance_report.records.notation import CHANCE, Hand, Located, Path, RecordError, card_code
from reference_engine.actions import Action
from reference_engine.errors import MalformedActionError

SECTIONS: Final = ("Deal", "Auction", "Trump", "Exchange", "Meld", "Tricks", "Scores", "Game")
REQUIRED: Final = ("Deal", "Auction")
KNOWN_TAGS: Final = ("Variant", "Game", "Hand", "Dealer", "Players", "PlayOn")
_TAG: Final = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_SEAT_LINE: Final = re.compile(r"^(\s*)([^:]*[^:\s])\s*:\s?(.*)$")
_NUMBER: Final = re.compile(r"^-?\d+$")
_TAG_KEYS: Final = {"PlayOn": "play_on"}
"""Known tags whose JSON member is not the tag's name in lower case."""


class _Hand:
    """The hand being read: its JSON form, positions and the sections seen."""

    def __init__(self, file: str, line: int) -> None:
        self.file = file
        self.hand: Hand = {}
        self.where: dict[Path, tuple[int, int]] = {(): (line, 1)}
        self.sections: list[str] = []
        self.deal: dict[int, list[str]] = {}
        self.tags: set[str] = set()

    def fail(self, line: int, column: int, message: str) -> RecordError:
        return RecordError(self.file, line, column, message)


def _cards(h: _Hand, text: str, line: int, column: int, path: Path) -> list[str]:
    out: list[str] = []
    for m in re.finditer(r"\S+", text):
        code = card_code(m.group())
        if code is None:
            raise h.fail(line, column + m.start(), f"{m.group()!r} is not a card (write AS, TS, 10♠, 9H …)")
        h.where[(*path, len(out))] = (line, column + m.start())
        out.append(code)
    return out


def _number(h: _Hand, word: str, line: int, column: int, what: str) -> int:
    if not _NUMBER.match(word):
        raise h.fail(line, column, f"{what}: {word!r} is not a whole number")
    return int(word)


def _seat(h: _Hand, word: str, line: int, column: int, chance: bool = False) -> int:
    if chance and word == "chance":
        return CHANCE
    if not word.isdigit():
        raise h.fail(line, column, f"{word!r} is not a seat (0, 1, 2 …{' or chance' if chance else ''})")
    return int(word)


def _tag(h: _Hand, name: str, value: str, line: int) -> None:
    column = len(name) + 4
    if name in h.tags:
        raise h.fail(line, 1, f"tag [{name}] given twice in one hand")
    h.tags.add(name)
    h.where[(_TAG_KEYS.get(name, name.lower()),) if name in KNOWN_TAGS else ("tags", name)] = (line, column)
    if name == "Variant":
        if value.startswith("{"):
            try:
                h.hand["variant"] = json.loads(value)
            except json.JSONDecodeError as exc:
                raise h.fail(line, column + exc.pos, f"the Variant declaration is not JSON: {exc.msg}") from None
        else:
            h.hand["variant"] = value
    elif name == "Dealer":
        h.hand["dealer"] = _seat(h, value, line, column)
    elif name == "Players":
        h.hand["players"] = [p.strip() for p in value.split(",")]
    elif name == "PlayOn":
        words = value.split()
        if not words:
            raise h.fail(line, column, '[PlayOn] lists the seats still in the game (000\'s tie), e.g. "1 3"')
        h.hand["play_on"] = [_seat(h, w, line, column + value.find(w)) for w in words]
    elif name in ("Game", "Hand"):
        h.hand[name.lower()] = value
    else:
        h.hand.setdefault("tags", {})[name] = value


def _action_line(h: _Hand, section: str, seat_word: str, rest: str, line: int, col: int, acol: int) -> None:
    entries = h.hand.setdefault(section, [])
    seat = _seat(h, seat_word, line, col, chance=True)
    try:
        action = str(Action.from_str(rest))
    except MalformedActionError as exc:
        raise h.fail(line, acol, f"unreadable action: {exc}") from None
    h.where[(section, len(entries))] = (line, col)
    h.where[(section, len(entries), "action")] = (line, acol)
    entries.append({"seat": seat, "action": action})


def _trick_line(h: _Hand, text: str, line: int, col: int) -> None:
    tricks = h.hand.setdefault("tricks", [])
    t = len(tricks)
    h.where[("tricks", t)] = (line, col)
    trick: dict[str, Any] = {"plays": []}
    for m in re.finditer(r"\S+", text):
        word, at = m.group(), col + m.start()
        if m.start() == 0 and re.fullmatch(r"\d+\.", word):
            if int(word[:-1]) != t + 1:
                raise h.fail(line, at, f"trick {word[:-1]} is trick {t + 1} of the hand")
            continue
        if word == "->":
            continue
        if "winner" in trick:
            raise h.fail(line, at, f"{word!r} after the trick's winner")
        if text[: m.start()].rstrip().endswith("->"):
            h.where[("tricks", t, "winner")] = (line, at)
            trick["winner"] = _seat(h, word, line, at)
            continue
        seat_word, colon, card_word = word.partition(":")
        if not colon:
            raise h.fail(line, at, f"{word!r}: write each play as seat:card (1:AS), the winner as -> seat")
        code = card_code(card_word)
        if code is None:
            raise h.fail(line, at + len(seat_word) + 1, f"{card_word!r} is not a card (write AS, TS, 10♠, 9H …)")
        h.where[("tricks", t, "plays", len(trick["plays"]))] = (line, at)
        trick["plays"].append({"seat": _seat(h, seat_word, line, at), "card": code})
    if not trick["plays"]:
        raise h.fail(line, col, "a trick with no plays")
    tricks.append(trick)


def _numbers(h: _Hand, text: str, line: int, col: int, what: str) -> list[int]:
    return [_number(h, m.group(), line, col + m.start(), what) for m in re.finditer(r"\S+", text)]


def _score_line(h: _Hand, key: str, text: str, line: int, col: int, vcol: int) -> None:
    scores = h.hand.setdefault("scores", {})
    if key == "made":
        if text.strip() not in ("yes", "no"):
            raise h.fail(line, vcol, f"made: {text.strip()!r}; write yes or no")
        h.where[("scores", "made")] = (line, col)
        scores["made"] = text.strip() == "yes"
        return
    sides = scores.setdefault("sides", [])
    seats = _numbers(h, key, line, col, "a side's seats")
    side: dict[str, Any] = {"seats": seats}
    words = text.split()
    if len(words) % 2:
        raise h.fail(line, vcol, "write a side's claims as: meld N counters N score N")
    for name, value in zip(words[::2], words[1::2], strict=True):
        if name not in ("meld", "counters", "score") or name in side:
            raise h.fail(line, vcol + text.find(name), f"{name!r}: a side claims meld, counters and score, once each")
        side[name] = _number(h, value, line, vcol + text.find(value), name)
    h.where[("scores", "sides", len(sides))] = (line, col)
    sides.append(side)


def _game_line(h: _Hand, key: str, text: str, line: int, col: int, vcol: int) -> None:
    game = h.hand.setdefault("game_scores", {})
    h.where[("game_scores", key)] = (line, col)
    if key in ("before", "totals"):
        game[key] = _numbers(h, text, line, vcol, key)
    elif key == "result":
        words = text.split()
        if words[:1] == ["on"] and len(words) == 1:
            game["result"] = {"finished": False, "winners": [], "play_on": []}
        elif words[:2] == ["play", "on"]:
            game["result"] = {
                "finished": False,
                "winners": [],
                "play_on": _numbers(h, " ".join(words[2:]), line, vcol, "play on"),
            }
        elif words[:1] == ["over"]:
            game["result"] = {
                "finished": True,
                "winners": _numbers(h, " ".join(words[1:]), line, vcol, "winners"),
                "play_on": [],
            }
        else:
            raise h.fail(line, vcol, "result: write 'over SEATS', 'on' or 'play on SEATS'")
    else:
        raise h.fail(line, col, f"{key!r}: the Game section holds before, totals and result")


def _auction_result(h: _Hand, text: str, line: int, col: int, vcol: int) -> None:
    """``result: won SEAT BID``, ``redeal``, ``open`` or ``illegal INDEX RULE``: the app's
    answer to the protocol's ``auction`` for the calls above (INDEX counts from 0)."""
    words = text.split()
    h.where[("auction_result",)] = (line, col)
    if "auction_result" in h.hand:
        raise h.fail(line, col, "the auction's result given twice")
    result: dict[str, Any]
    if words[:1] == ["won"] and len(words) == 3:
        result = {"status": "won", "winner": _seat(h, words[1], line, vcol + text.find(words[1]))}
        result["contract"] = _number(h, words[2], line, vcol + text.rfind(words[2]), "contract")
    elif words in (["redeal"], ["open"]):
        result = {"status": words[0], "winner": None, "contract": None}
    elif words[:1] == ["illegal"] and len(words) == 3:
        index = _number(h, words[1], line, vcol + text.find(words[1]), "the refused call's index")
        result = {"status": "illegal", "winner": None, "contract": None, "index": index, "rule": words[2]}
    else:
        raise h.fail(line, vcol, "result: write 'won SEAT BID', 'redeal', 'open' or 'illegal INDEX RULE'")
    h.hand["auction_result"] = result


def _body_line(h: _Hand, raw: str, line: int) -> None:
    section = h.sections[-1]
    m = _SEAT_LINE.match(raw)
    text = raw.strip()
    col = len(raw) - len(raw.lstrip()) + 1
    if section == "Tricks":
        _trick_line(h, text, line, col)
        return
    if m is None:
        raise h.fail(line, col, f"a {section} line is 'KEY: VALUE' (see docs/hand-records.md)")
    key, rest = m.group(2), m.group(3)
    vcol = m.start(3) + 1
    if section == "Deal":
        seat = -2 if key in ("kitty", "stock") else _seat(h, key, line, col)
        path: Path = ("deal", key) if seat == -2 else ("deal", "hands", seat)
        if (key if seat == -2 else seat) in h.deal or (seat == -2 and key in h.hand.get("deal", {})):
            raise h.fail(line, col, f"the deal gives {key} twice")
        h.where[path] = (line, col)
        cards = _cards(h, rest, line, vcol, path)
        if seat == -2:
            h.hand.setdefault("deal", {})[key] = cards
        else:
            h.deal[seat] = cards
    elif section == "Auction" and key == "result":
        _auction_result(h, rest, line, col, vcol)
    elif section in ("Auction", "Trump", "Exchange"):
        if section == "Auction" and "auction_result" in h.hand:
            raise h.fail(line, col, "the auction's result comes after its calls")
        _action_line(h, section.lower(), key, rest, line, col, vcol)
    elif section == "Meld":
        melds = h.hand.setdefault("meld", [])
        points, equals, shown = rest.partition("=")
        entry: dict[str, Any] = {
            "seat": _seat(h, key, line, col),
            "points": _number(h, points.strip(), line, vcol, "meld"),
        }
        h.where[("meld", len(melds))] = (line, col)
        if equals:
            entry["cards"] = _cards(h, shown, line, vcol + len(points) + 1, ("meld", len(melds), "cards"))
            first = h.where.get(("meld", len(melds), "cards", 0))
            if first is not None:
                h.where[("meld", len(melds), "cards")] = first  # a deviation about the cards points at them
        melds.append(entry)
    elif section == "Scores":
        _score_line(h, key, rest, line, col, vcol)
    else:
        _game_line(h, key, rest, line, col, vcol)


def _finish(h: _Hand) -> Located:
    start = h.where[()]
    for name in REQUIRED:
        if name not in h.sections:
            raise h.fail(start[0], 1, f"the hand has no {name} section")
    if "dealer" not in h.hand:
        raise h.fail(start[0], 1, "the hand has no [Dealer] tag")
    if h.deal:
        missing = [s for s in range(max(h.deal) + 1) if s not in h.deal]
        if missing:
            raise h.fail(h.where[("deal",)][0], 1, f"the deal gives no hand for seat {missing[0]}")
    deal = h.hand.pop("deal", {})
    h.hand["deal"] = {"hands": [h.deal[s] for s in sorted(h.deal)], **deal}
    return Located(_ordered(h.hand), h.file, h.where)


_ORDER: Final = (
    "variant",
    "game",
    "hand",
    "dealer",
    "players",
    "play_on",
    "tags",
    "deal",
    "auction",
    "auction_result",
    "trump",
    "exchange",
    "meld",
    "tricks",
    "scores",
    "game_scores",
)


def _ordered(hand: Mapping[str, Any]) -> Hand:
    return {k: hand[k] for k in _ORDER if k in hand}


def read_text(lines: Iterable[str], file: str) -> Iterator[Located]:
    """Each hand of a text record, as soon as it is read; :class:`RecordError` on the first fault."""
    h: _Hand | None = None
    for line, raw in enumerate(lines, 1):
        raw = raw.rstrip("\r\n")
        if raw.lstrip().startswith("#") or not raw.strip():
            continue
        if raw.startswith("["):
            if h is not None and h.sections:
                yield _finish(h)
                h = None
            h = h or _Hand(file, line)
            m = _TAG.match(raw)
            if m is None:
                raise RecordError(file, line, 1, 'a tag pair is [Name "value"] on a line of its own')
            _tag(h, m.group(1), m.group(2).replace('\\"', '"').replace("\\\\", "\\"), line)
            continue
        if h is None:
            raise RecordError(file, line, 1, 'a hand starts with its tag pairs ([Variant "penn-4"], [Dealer "0"] …)')
        if not raw[0].isspace():
            name = raw.strip()
            if name not in SECTIONS:
                raise h.fail(line, 1, f"unknown section {name!r}; sections are {', '.join(SECTIONS)}")
            if name in h.sections:
                raise h.fail(line, 1, f"section {name} given twice in one hand")
            h.sections.append(name)
            key = "game_scores" if name == "Game" else name.lower()
            h.where[(key,)] = (line, 1)
            if name in ("Auction", "Trump", "Exchange", "Meld", "Tricks"):
                h.hand.setdefault(key, [])
            continue
        if not h.sections:
            raise h.fail(line, 1, "a line outside any section")
        _body_line(h, raw, line)
    if h is not None:
        yield _finish(h)


# ----------------------------------------------------------------------------- writing
def _tag_text(name: str, value: str) -> str:
    return f'[{name} "{value.replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}"]'


def _seat_word(seat: int) -> str:
    return "chance" if seat == CHANCE else str(seat)


def write_text(hand: Mapping[str, Any]) -> str:
    """The text form of one hand (its JSON form), ending with a newline."""
    out: list[str] = []
    variant = hand.get("variant")
    if variant is not None:
        out.append(
            _tag_text("Variant", variant if isinstance(variant, str) else json.dumps(variant, separators=(",", ":")))
        )
    for key in ("game", "hand"):
        if key in hand:
            out.append(_tag_text(key.title(), str(hand[key])))
    out.append(_tag_text("Dealer", str(hand["dealer"])))
    if "players" in hand:
        out.append(_tag_text("Players", ", ".join(hand["players"])))
    if "play_on" in hand:
        out.append(_tag_text("PlayOn", " ".join(map(str, hand["play_on"]))))
    out.extend(_tag_text(k, v) for k, v in (hand.get("tags") or {}).items())
    out.append("Deal")
    deal = hand["deal"]
    out.extend(f"  {s}: {' '.join(cards)}".rstrip() for s, cards in enumerate(deal["hands"]))
    out.extend(f"  {k}: {' '.join(deal[k])}".rstrip() for k in ("kitty", "stock") if k in deal)
    for key in ("auction", "trump", "exchange"):
        if key in hand:
            out.append(key.title())
            out.extend(f"  {_seat_word(e['seat'])}: {e['action']}" for e in hand[key])
        if key == "auction" and "auction_result" in hand:
            out.append(f"  result: {_auction_text(hand['auction_result'])}")
    if "meld" in hand:
        out.append("Meld")
        for m in hand["meld"]:
            cards = f" = {' '.join(m['cards'])}" if "cards" in m else ""
            out.append(f"  {m['seat']}: {m['points']}{cards}".rstrip())
    if "tricks" in hand:
        out.append("Tricks")
        for t, trick in enumerate(hand["tricks"], 1):
            plays = " ".join(f"{p['seat']}:{p['card']}" for p in trick["plays"])
            winner = f" -> {trick['winner']}" if "winner" in trick else ""
            out.append(f"  {t}. {plays}{winner}")
    if "scores" in hand:
        out.append("Scores")
        scores = hand["scores"]
        if "made" in scores:
            out.append(f"  made: {'yes' if scores['made'] else 'no'}")
        for side in scores.get("sides", ()):
            claims = " ".join(f"{k} {side[k]}" for k in ("meld", "counters", "score") if k in side)
            out.append(f"  {' '.join(map(str, side['seats']))}: {claims}".rstrip())
    if "game_scores" in hand:
        out.append("Game")
        game = hand["game_scores"]
        for key in ("before", "totals"):
            if key in game:
                out.append(f"  {key}: {' '.join(map(str, game[key]))}")
        if "result" in game:
            out.append(f"  result: {_result_text(game['result'])}")
    return "\n".join(out) + "\n"


def _result_text(result: Mapping[str, Any]) -> str:
    if result.get("finished"):
        return "over " + " ".join(map(str, result.get("winners", ())))
    if result.get("play_on"):
        return "play on " + " ".join(map(str, result["play_on"]))
    return "on"


def _auction_text(result: Mapping[str, Any]) -> str:
    if result["status"] == "won":
        return f"won {result['winner']} {result['contract']}"
    if result["status"] == "illegal":
        return f"illegal {result['index']} {result['rule']}"
    return str(result["status"])
