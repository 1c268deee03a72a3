#!/usr/bin/env node
// Minimal pinochle adapter (protocol v1) for Node 20, no dependencies.
// Serves "hello", "meld" and "trick_winner" for the ruleset id "penn-4", and for the id of
// each variant it is told to claim on its command line: `node adapter.mjs --claim penn-4-ours`
// (the id of the declaration given to `run --as`; see docs/adapter-tutorial.md).
// One JSON request per stdin line, one JSON reply per stdout line; diagnostics on stderr.

import { createInterface } from "node:readline";

const SUITS = ["S", "H", "D", "C"];
const RANKS = ["A", "T", "K", "Q", "J", "9"];
// The ids this adapter claims: its own named ruleset, then every `--claim ID` it was given.
// Requests carry the full ruleset document, so a claimed variant's meld values are used as sent.
function claimedIds(argv) {
  const ids = ["penn-4"];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== "--claim" || i + 1 >= argv.length) {
      console.error(`usage: adapter.mjs [--claim RULESET-ID]...; unexpected ${JSON.stringify(argv[i])}`);
      process.exit(2);
    }
    if (!ids.includes(argv[i + 1])) ids.push(argv[i + 1]);
    i++;
  }
  return ids;
}
const RULESETS = claimedIds(process.argv.slice(2));
const OPERATIONS = { meld, trick_winner: trickWinner };

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

// ------------------------------------------------------------------ well-formed requests
// The cards of one request must fit one deal of the ruleset's deck (docs/protocol.md, "Cards
// the deck cannot hold"): no card the deck lacks, no more copies than it holds.
const DECKS = {
  single48: { copies: 2, nines: true },
  double80: { copies: 4, nines: false },
  double96: { copies: 4, nines: true },
};
// The card lists each operation counts together.
const CARDS_OF = {
  meld: (args) => [["args.hand", args.hand]],
  trick_winner: (args) => [["args.trick", args.trick.map((played) => played.card)]],
};

function deckProblem(ruleset, op, args) {
  const deck = DECKS[ruleset.deck];
  if (deck === undefined) return `deck ${ruleset.deck} is not known`;
  for (const [where, cards] of CARDS_OF[op](args)) {
    const count = {};
    for (const card of cards) {
      if (!deck.nines && card[0] === "9") return `${where}: ${card} is not in a ${ruleset.deck} deck`;
      count[card] = (count[card] ?? 0) + 1;
      if (count[card] > deck.copies) {
        return `${where}: ${count[card]} copies of ${card}, but a ${ruleset.deck} deck holds ${deck.copies}`;
      }
    }
  }
  return null;
}

// ------------------------------------------------------------------ protocol
function hello(request) {
  if (request.protocol !== 1) {
    return { error: { message: `protocol ${request.protocol} is not supported; this adapter speaks 1` } };
  }
  return {
    result: {
      protocol: 1,
      implementation: { name: "node-minimal", version: "0.1.0", language: "javascript" },
      operations: Object.keys(OPERATIONS),
      rulesets: { ids: RULESETS, any: false },
    },
  };
}

function handle(request) {
  if (request.op === "hello") return hello(request);
  const operation = OPERATIONS[request.op];
  if (operation === undefined) return { unsupported: { message: `operation ${request.op} is not implemented` } };
  const id = request.ruleset?.id;
  if (!RULESETS.includes(id)) return { unsupported: { message: `ruleset ${id} is not supported` } };
  const problem = deckProblem(request.ruleset, request.op, request.args);
  if (problem !== null) return { error: { message: problem, details: { kind: "BadRequest" } } };
  return { result: operation(request.ruleset, request.args) };
}

function reply(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    return { id: "", error: { message: `request is not JSON: ${err.message}` } };
  }
  const id = typeof request?.id === "string" ? request.id : "";
  try {
    return { id, ...handle(request) };
  } catch (err) {
    console.error(err.stack);
    return { id, error: { message: String(err.message ?? err), details: { op: request.op } } };
  }
}

const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (line.trim() === "") return;
  process.stdout.write(JSON.stringify(reply(line)) + "\n");
});
// On stdin EOF readline closes, nothing is left to wait for, and Node exits with status 0.
