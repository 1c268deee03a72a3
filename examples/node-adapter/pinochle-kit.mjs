// A small kit for pinochle adapters in JavaScript (protocol v1, docs/protocol.md), Node 20, no
// dependencies: the request loop, the handshake, claims (`--claim ID`), card codes, the deck's
// limits and the three kinds of reply. An adapter is then only its rules calls:
//
//   import { serve } from "./pinochle-kit.mjs";
//   serve({ name: "my-app", version: "1.0", rulesets: ["penn-4"],
//           operations: { trick_winner: (ruleset, args) => ({ seat: 0 }) } });
//
// A rules call throws `Unsupported` for something it does not implement (answered `unsupported`,
// not a failure) and `BadRequest` for input the rules cannot hold; any other exception is
// answered as an `error` and the loop goes on. Diagnostics go to stderr; stdout holds replies.

import { createInterface } from "node:readline";

export const SUITS = ["S", "H", "D", "C"];
export const RANKS = ["A", "T", "K", "Q", "J", "9"];

export class Unsupported extends Error {}
export class BadRequest extends Error {}

// "TS" -> ["T", "S"]; BadRequest for anything else.
export function card(code) {
  if (typeof code !== "string" || code.length !== 2 || !RANKS.includes(code[0]) || !SUITS.includes(code[1])) {
    throw new BadRequest(`${JSON.stringify(code)} is not a card (rank of ${RANKS.join("")}, suit of ${SUITS.join("")})`);
  }
  return [code[0], code[1]];
}

// A ruleset option by dotted path ("play.identical_first_wins"), or `fallback`.
export function option(ruleset, path, fallback = undefined) {
  let value = ruleset;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || !(part in value)) return fallback;
    value = value[part];
  }
  return value;
}

// The cards of one request must fit one deal of the ruleset's deck (docs/protocol.md, "Cards
// the deck cannot hold"): no card the deck lacks, no more copies than it holds.
const DECKS = {
  single48: { copies: 2, nines: true },
  double80: { copies: 4, nines: false },
  double96: { copies: 4, nines: true },
};

export function deckProblem(ruleset, lists) {
  const deck = DECKS[ruleset.deck];
  if (deck === undefined) return `deck ${ruleset.deck} is not known`;
  for (const [where, cards] of lists) {
    const count = {};
    for (const code of cards) {
      card(code);
      if (!deck.nines && code[0] === "9") return `${where}: ${code} is not in a ${ruleset.deck} deck`;
      count[code] = (count[code] ?? 0) + 1;
      if (count[code] > deck.copies) {
        return `${where}: ${count[code]} copies of ${code}, but a ${ruleset.deck} deck holds ${deck.copies}`;
      }
    }
  }
  return null;
}

// A request that describes no position of the ruleset's game (docs/protocol.md, "Requests that
// describe no position"): a seat off the table, a per-seat list of another length, a deck to deal
// that is not the ruleset's deck. The reason, or null.
export function requestProblem(ruleset, op, args) {
  const players = ruleset.players;
  if (!Number.isInteger(players)) return null;
  const seats = [];
  for (const key of ["dealer", "bidder", "partner"]) if (args[key] != null) seats.push([key, args[key]]);
  if (args.hand?.bidder != null) seats.push(["hand.bidder", args.hand.bidder]);
  for (const key of ["trick", "bids", "actions"]) {
    (args[key] ?? []).forEach((item, i) => {
      if (item && "seat" in item) seats.push([`${key}[${i}].seat`, item.seat]);
    });
  }
  (args.rounds ?? []).forEach((round, r) =>
    (Array.isArray(round) ? round : []).forEach((item, i) => {
      if (item && "seat" in item) seats.push([`rounds[${r}][${i}].seat`, item.seat]);
    }),
  );
  (args.play_on ?? []).forEach((seat, i) => seats.push([`play_on[${i}]`, seat]));
  for (const [where, seat] of seats) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
      return `args.${where}: ${JSON.stringify(seat)} is not a seat 0..${players - 1}`;
    }
  }
  const perSeat = { auction: [["hands", args.hands]], hand_score: [["melds", args.melds]] }[op] ?? [];
  if (op === "game_result") perSeat.push(["scores", args.scores], ["hand.scores", args.hand?.scores]);
  if (op === "play_hand") perSeat.push(["deal.hands", args.deal?.hands]);
  for (const [where, list] of perSeat) {
    if (list != null && (!Array.isArray(list) || list.length !== players)) {
      return `args.${where}: expected one entry per seat (${players})`;
    }
  }
  const deck = DECKS[ruleset.deck];
  if (op === "deal" && deck !== undefined) {
    const ranks = deck.nines ? RANKS : RANKS.filter((r) => r !== "9");
    const whole = ranks.flatMap((r) => SUITS.map((s) => r + s)).flatMap((c) => Array(deck.copies).fill(c)).sort();
    const given = [...(args.deck ?? [])].sort();
    if (given.length !== whole.length || given.some((c, i) => c !== whole[i])) {
      return `args.deck: not the ${whole.length} cards of a ${ruleset.deck} deck`;
    }
  }
  return null;
}

// The ids claimed: `rulesets`, then every `--claim ID` on the command line (the id of a
// declaration given to `run --as`; docs/adapter-tutorial.md). Anything else is a usage error.
function claimedIds(rulesets, argv) {
  const ids = [...rulesets];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== "--claim" || i + 1 >= argv.length) {
      console.error(`usage: [--claim RULESET-ID]...; unexpected ${JSON.stringify(argv[i])}`);
      process.exit(2);
    }
    if (!ids.includes(argv[i + 1])) ids.push(argv[i + 1]);
    i++;
  }
  return ids;
}

// Answer requests on stdin until it closes (then Node exits with status 0).
// `cardsOf[op](args)` lists [where, cards] pairs checked against the deck before the call.
export function serve({ name, version, operations, rulesets = [], anyRuleset = false, cardsOf = {} }) {
  const claims = claimedIds(rulesets, process.argv.slice(2));

  function hello(request) {
    if (request.protocol !== 1) {
      return { error: { message: `protocol ${request.protocol} is not supported; this adapter speaks 1` } };
    }
    return {
      result: {
        protocol: 1,
        implementation: { name, version, language: "javascript" },
        operations: Object.keys(operations),
        rulesets: { ids: claims, any: anyRuleset },
      },
    };
  }

  function handle(request) {
    if (request.op === "hello") return hello(request);
    const operation = operations[request.op];
    if (operation === undefined) return { unsupported: { message: `operation ${request.op} is not implemented` } };
    const id = request.ruleset?.id;
    if (!anyRuleset && !claims.includes(id)) return { unsupported: { message: `ruleset ${id} is not supported` } };
    try {
      const lists = cardsOf[request.op] ? cardsOf[request.op](request.args) : [];
      const problem =
        requestProblem(request.ruleset, request.op, request.args ?? {}) ?? deckProblem(request.ruleset, lists);
      if (problem !== null) return { error: { message: problem, details: { kind: "BadRequest" } } };
      return { result: operation(request.ruleset, request.args) };
    } catch (err) {
      if (err instanceof Unsupported) return { unsupported: { message: err.message } };
      if (err instanceof BadRequest) return { error: { message: err.message, details: { kind: "BadRequest" } } };
      throw err;
    }
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
}
