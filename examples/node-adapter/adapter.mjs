#!/usr/bin/env node
// Minimal pinochle adapter (protocol v1) for Node 20, no dependencies, built on the kit in
// pinochle-kit.mjs (the request loop, handshake, claims and replies): only its rules are here.
// Serves "meld" and "trick_winner" for the ruleset id "penn-4", and for the id of each variant
// it is told to claim on its command line: `node adapter.mjs --claim penn-4-ours` (the id of
// the declaration given to `run --as`; see docs/adapter-tutorial.md).

import { RANKS, SUITS, serve } from "./pinochle-kit.mjs";

// ------------------------------------------------------------------ rules
// Worth of n copies of a meld made at once: the listed value for n, else groups of the
// largest listed n first (e.g. {"1": 15} makes a double run 30).
function multipleValue(table, n) {
  if (table[String(n)] !== undefined) return table[String(n)];
  const sizes = Object.keys(table).map(Number).sort((a, b) => b - a);
  let total = 0;
  let left = n;
  for (const size of sizes) {
    while (left >= size) {
      total += table[String(size)];
      left -= size;
    }
  }
  return total;
}

function meld(ruleset, args) {
  const values = ruleset.meld.values;
  const trump = args.trump;
  const count = {};
  for (const card of args.hand) count[card] = (count[card] ?? 0) + 1;
  const n = (card) => count[card] ?? 0;
  const lines = [];
  const add = (kind, suit, multiplicity) => {
    if (multiplicity < 1 || values[kind] === undefined) return;
    lines.push({ meld: kind, suit, multiplicity, points: multipleValue(values[kind], multiplicity) });
  };
  // A card may serve melds of different kinds, never two melds of one kind.
  const runs = Math.min(...["A", "T", "K", "Q", "J"].map((r) => n(r + trump)));
  add("run", trump, runs);
  // A marriage inside a run is not counted again.
  add("royal_marriage", trump, Math.min(n("K" + trump), n("Q" + trump)) - runs);
  for (const suit of SUITS) {
    if (suit !== trump) add("common_marriage", suit, Math.min(n("K" + suit), n("Q" + suit)));
  }
  for (const [rank, kind] of [["A", "aces_around"], ["K", "kings_around"], ["Q", "queens_around"], ["J", "jacks_around"]]) {
    add(kind, null, Math.min(...SUITS.map((s) => n(rank + s))));
  }
  add("pinochle", null, Math.min(n("QS"), n("JD")));
  add("nine_of_trump", trump, n("9" + trump));
  return { lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

// Highest trump wins, else the highest card of the suit led; of identical cards the first wins.
function trickWinner(ruleset, args) {
  const rank = (card) => RANKS.indexOf(card[0]);
  const led = args.trick[0].card[1];
  let best = args.trick[0];
  for (const played of args.trick.slice(1)) {
    const card = played.card;
    const top = best.card;
    if (card[1] === top[1]) {
      if (rank(card) < rank(top)) best = played;
    } else if (card[1] === args.trump || (card[1] === led && top[1] !== args.trump)) {
      best = played;
    }
  }
  return { seat: best.seat };
}

// ------------------------------------------------------------------ serve
// The card lists each operation counts together, checked against the deck before each call.
const CARDS_OF = {
  meld: (args) => [["args.hand", args.hand]],
  trick_winner: (args) => [["args.trick", args.trick.map((played) => played.card)]],
};

serve({
  name: "node-minimal",
  version: "0.1.0",
  rulesets: ["penn-4"],
  operations: { meld, trick_winner: trickWinner },
  cardsOf: CARDS_OF,
});
