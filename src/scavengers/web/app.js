// Arctic Scavengers in the browser: the lobby and the table. Plain JS, no build step; the card
// faces, backs and piles are drawn by cards.js. The choices offered are the server's (the
// terminal's ranked menu, with the engine's totals): nothing is added up here.
// Everything shown comes from the server's messages for this seat; text is always set with
// textContent, never parsed as HTML.
"use strict";

const app = document.getElementById("app");
const conn = document.getElementById("conn");
const detail = document.getElementById("card-detail");
let CARDS = {};
let MODULE_NAMES = {};  // each module id's name, as the lobby says it (main())

// -- helpers ----------------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

// What the page says when the server does not answer at all (down, or the network gone),
// instead of the browser's "Failed to fetch".
const UNREACHABLE = "the server cannot be reached";

class Unreachable extends Error {}

async function api(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    throw new Unreachable(UNREACHABLE);
  }
  const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw Object.assign(new Error(data.error || `HTTP ${response.status}`), { status: response.status });
  return data;
}

async function takeSeat(path, body, key) {
  // Sit down or join (POST path with body), with the seat's next token made here (nextToken):
  // while the server cannot be reached or answer (a restart, a database down for a moment),
  // asked again with the same token for about ten seconds, so that a request taken whose answer
  // was lost gets its seat back instead of leaving it to nobody.
  for (let delay = 500; ; delay *= 2) {
    try {
      const seated = await api("POST", path, { ...body, next_token: nextToken(key) });
      pendingTokens.delete(key);
      return seated;
    } catch (e) {
      if (!(e instanceof Unreachable || e.status >= 500) || delay > 4000) throw e;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

// "1 point", "7 points"; "Ann", "Ann and Bob", "Ann, Bob and Cat" (as the terminal says them).
function pointsWords(n) {
  return `${n} ${n === 1 ? "point" : "points"}`;
}

function andWords(items) {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("");
}

function cardName(kind) {
  return CARDS[kind] ? CARDS[kind].name : kind;
}

function cardFacts(kind) {
  // A card kind's type, numbers in words, cost, build time and notation id, on one line.
  const c = CARDS[kind];
  const facts = [c.type, numberWords(c)];
  if (c.mercenary) facts.push(`hire for ${costWords(c)}`);
  if (c.build_time) facts.push(`build time ${c.build_time}`);
  return `${facts.filter(Boolean).join(" · ")} · type it as ${kind}`;
}

// A phone has no room for the corner, nor a pointer to hover with: there a card tapped shows
// its detail as a sheet along the bottom, until its Close button, Escape or a tap elsewhere. So
// does a tablet, or a phone on its side: a touch screen has no pointer to take the corner's
// detail away, which stayed over the hand and took the next tap.
const SMALL_SCREEN = matchMedia("(max-width: 600px), (hover: none)");

function sheetOpen() {
  return !detail.hidden && detail.classList.contains("sheet");
}

function showDetail(kind, asSheet, tapped) {
  // Everything about a card kind (one drawn on the page: its kind is all it tells), in the
  // corner: its numbers in words, its cost and its text; or in the sheet (asSheet, or one open),
  // along the bottom, or away from a card tapped to pick it (tapped: the card and the tap's
  // place on the screen).
  const c = CARDS[kind];
  if (!c) return;
  const sheet = Boolean(asSheet) || sheetOpen();
  fill(detail, h("h3", { text: c.name }), h("div", { class: "muted", text: cardFacts(kind) }), h("p", { text: c.text }),
    sheet ? h("button", { id: "close-detail", type: "button", onclick: () => hideDetail(true) }, "Close") : null);
  detail.classList.toggle("sheet", sheet);
  if (asSheet || !sheet) placeSheet(asSheet ? tapped : null);
  detail.hidden = false;
}

function placeSheet(tapped) {
  // A sheet along the bottom covered a hand low on the screen (a phone on its side: most of it),
  // and took the taps meant for its cards: for a card tapped to pick it, it goes above the card's
  // row when there is more room there, and is never taller than that room (120 px at least), so
  // the row stays in sight to pick the next card.
  detail.classList.remove("top");
  detail.style.maxHeight = "";
  if (!tapped) return;
  // The row of the card as it is drawn now (a tap that picks a hand card draws the hand again:
  // what lies under the tap), else the height of the tap with a card's height about it.
  const card = tapped.card.isConnected ? tapped.card : document.elementFromPoint(tapped.x, tapped.y);
  const row = card && !detail.contains(card) ? card.closest(".hand-cards, .row-cards, .market, .card") : null;
  const box = row ? row.getBoundingClientRect() : { top: tapped.y - 60, bottom: tapped.y + 60 };
  const above = Math.max(0, box.top - 8);
  const below = Math.max(0, innerHeight - box.bottom - 8);
  detail.classList.toggle("top", above > below);
  detail.style.maxHeight = `${Math.min(Math.max(above, below, 120), innerHeight * 0.6)}px`;
}

function hideDetail(sheetToo) {
  // The corner's detail goes when the pointer or the focus leaves its card; a sheet stays until
  // it is closed (sheetToo).
  if (sheetOpen() && !sheetToo) return;
  detail.hidden = true;
  detail.classList.remove("sheet");
  placeSheet(null);
}

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && sheetOpen()) hideDetail(true);
});
document.addEventListener("click", (e) => {
  if (sheetOpen() && !detail.contains(e.target) && !e.target.closest(".card.face")) hideDetail(true);
});

// The seeds the engine takes (the server's words for one it does not): below 2**64 in size.
const SEED_LIMIT = 18446744073709551615n;
const SEED_RANGE = `the seed must be a whole number from -${SEED_LIMIT} to ${SEED_LIMIT}`;

function seedOf(input) {
  // The seed typed in the lobby: any whole number, negative too, as the terminal's --seed (the
  // server says which the engine takes); empty: a random one. One past 2**53 goes as its
  // digits, which a number in JSON from here would round. A number field's value is empty for
  // text it cannot read ("-"): refused, not taken for "random".
  const typed = input.value.trim();
  if (input.validity.badInput || (typed !== "" && !/^-?\d+$/.test(typed))) {
    throw new Error("the seed must be a whole number, such as 42 or -5, or left empty for a random game");
  }
  if (typed !== "" && (BigInt(typed) > SEED_LIMIT || BigInt(typed) < -SEED_LIMIT)) {
    throw new Error(`${SEED_RANGE}, or left empty for a random game`);
  }
  if (typed === "") return null;
  const number = Number(typed);
  return Number.isSafeInteger(number) ? number : typed;
}

const MAX_NAME_CHARS = 30;  // the server's (lobby.py)

function nameProblem(name) {
  // A name the server would refuse for its length, in the server's words; a name field takes a
  // longer one pasted in whole (no maxlength cutting it short unseen) and says so.
  return name.length > MAX_NAME_CHARS ? `the name is too long: ${name.length} characters, at most ${MAX_NAME_CHARS}` : "";
}

function checkedName(input, note) {
  // A name field that says, as it is typed or pasted, when the name is too long.
  const check = () => { note.textContent = nameProblem(input.value.trim()); };
  input.addEventListener("input", check);
  check();
  return input;
}

function heldSeat(held) {
  // The token of the lowest seat this browser holds at a game (held: seat -> token), or null.
  const seats = Object.keys(held).map(Number).sort((a, b) => a - b);
  return seats.length ? held[seats[0]] : null;
}

function tokens() {
  return JSON.parse(localStorage.getItem("scavengers.tokens") || "{}");
}

function forgetToken(gameId, token) {
  // A token the server refused (a link cut short, a seat given away) is kept nowhere: neither
  // for the tab's reloads nor under "Your games".
  const key = `scavengers.seat.${gameId}`;
  if (sessionStorage.getItem(key) === token) sessionStorage.removeItem(key);
  const all = tokens();
  for (const [seat, held] of Object.entries(all[gameId] || {})) if (held === token) delete all[gameId][seat];
  if (all[gameId] && !Object.keys(all[gameId]).length) delete all[gameId];
  localStorage.setItem("scavengers.tokens", JSON.stringify(all));
}

function rememberToken(gameId, seat, token) {
  const all = tokens();
  all[gameId] = all[gameId] || {};
  all[gameId][seat] = token;
  localStorage.setItem("scavengers.tokens", JSON.stringify(all));
}

function heardAs(text) {
  // A chat line as the server keeps it (hub.clean_text: no control or format character, such
  // as an emoji's zero-width joiner, and trimmed).
  return text.replace(/\p{C}/gu, "").trim();
}

const pendingTokens = new Map();

function nextToken(key) {
  // The token a seat is to be opened by once this browser sits down or joins there, made here
  // (128 random bits, URL-safe) and sent with the request: asked again after an answer that
  // never came (a dropped connection, a server that stopped just then), the same one gets the
  // seat the first request took, instead of a seat nobody holds a token for. Kept per seat
  // until an answer comes.
  if (!pendingTokens.has(key)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    pendingTokens.set(key, btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
  }
  return pendingTokens.get(key);
}

function satWith(gameId) {
  // The links this browser sat down with at a game (Seat.sitDown), each with its seat: they open
  // nothing since, and open that seat here by the token it was given instead.
  return sittings()[gameId] || {};
}

function sittings() {
  return JSON.parse(localStorage.getItem("scavengers.sat") || "{}");
}

function rememberSat(gameId, token, seat) {
  const all = sittings();
  all[gameId] = { ...all[gameId], [token]: seat };
  localStorage.setItem("scavengers.sat", JSON.stringify(all));
}

function hotseatGames() {
  // The games this browser has played at one screen (the hotseat), whose seats it still holds.
  try {
    const kept = JSON.parse(localStorage.getItem("scavengers.hotseat") || "[]");
    return Array.isArray(kept) ? kept : [];
  } catch (e) {
    return [];  // not this page's: none
  }
}

function markHotseat(gameId) {
  // A game played here at one screen: from now on every page of it here is the hotseat's
  // (playsEverySeat). Games this browser no longer holds a seat of are forgotten.
  const held = tokens();
  const games = hotseatGames().filter((g) => held[g] && g !== gameId);
  localStorage.setItem("scavengers.hotseat", JSON.stringify([...games, gameId]));
}

function playsEverySeat(gameId) {
  // Whether this browser plays the game's seats at one screen: it was opened here as the
  // hotseat, and this browser still holds more than one of its seats.
  return hotseatGames().includes(gameId) && Object.keys(tokens()[gameId] || {}).length > 1;
}

async function keepHeld(gameIds) {
  // Forget the seats of these games whose tokens no longer open them (a friend sat down with
  // the link this browser made for her seat; a seat given to the lobby): this browser then
  // neither offers them nor opens them. Games the server does not answer for are kept.
  const all = tokens();
  const games = Object.fromEntries(gameIds.filter((g) => all[g]).map((g) => [g, all[g]]));
  if (!Object.keys(games).length) return;
  const still = await api("POST", "/api/lobby/held", { games }).catch(() => null);
  if (!still) return;
  for (const [game, seats] of Object.entries(games)) {
    if (!still[game]) continue;
    for (const [seat, token] of Object.entries(seats)) if (!still[game].includes(Number(seat))) forgetToken(game, token);
  }
}

// -- keyboard and screen readers ---------------------------------------------------------

function say(text) {
  // A polite announcement (the page's one live region, #announce, out of sight): what changed,
  // in a few words. The same words again are still read (cleared first).
  // What is said at once (one drawing of the page) is said together, in order.
  const box = document.getElementById("announce");
  if (!box || !text) return;
  say.queue = [...(say.queue || []), text];
  clearTimeout(say.pending);
  say.pending = setTimeout(() => {
    const all = say.queue.join(" ");
    say.queue = [];
    if (box.textContent !== all) box.textContent = all;
    else {
      box.textContent = "";  // the same words again: cleared first, so that they are read
      say.pending = setTimeout(() => { box.textContent = all; }, 30);
    }
  }, 30);
}

function sentences(lines) {
  // Log lines read one after the other, each ending as a sentence.
  return lines.map((t) => (/[.!?:]$/.test(t) ? t : `${t}.`)).join(" ");
}

function hush() {
  // Nothing more to say, not even what was about to be said (the device changes hands).
  clearTimeout(say.pending);
  say.queue = [];
  const box = document.getElementById("announce");
  if (box) box.textContent = "";
}

function focusMark() {
  // Where the focus is before a part of the page is drawn again: the element, and how to find
  // its new copy (a hand card by its place, else its id, else its action).
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const card = el.closest("#hand .card");
  return { el, hand: card ? [...document.querySelectorAll("#hand .card")].indexOf(card) : -1, id: el.id || null,
    action: el.dataset ? el.dataset.action || null : null };
}

function foundAgain(mark) {
  if (!mark) return null;
  if (mark.el.isConnected) return mark.el;
  if (mark.hand >= 0) {
    const cards = document.querySelectorAll("#hand .card");
    if (cards.length) return cards[Math.min(mark.hand, cards.length - 1)];
  }
  if (mark.id) return document.getElementById(mark.id);
  if (mark.action) return document.querySelector(`button[data-action="${CSS.escape(mark.action)}"]`);
  return null;
}

function lostFocus() {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected;
}

function settleFocus(mark, ...fallbacks) {
  // Focus never drops to <body> when the part that held it is drawn again: back to the same
  // control (its new copy) if it is still there, else to the first fallback found (a selector
  // or a function giving an element).
  if (!lostFocus()) return;
  let target = foundAgain(mark);
  for (const f of fallbacks) {
    if (target) break;
    target = typeof f === "function" ? f() : document.querySelector(f);
  }
  if (target) target.focus({ preventScroll: true });
}

function onScreen(el) {
  // A choice she is asked to make, brought on screen if it is not (on a phone the choices lie
  // below the table): at once where the system asks for reduced motion, else smoothly.
  const box = el.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= innerHeight) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
}

function trapFocus(dialog, onEscape) {
  // A modal dialog: Tab and Shift+Tab go round inside it, Escape closes it.
  dialog.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); onEscape(); return; }
    if (e.key !== "Tab") return;
    const stops = [...dialog.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")]
      .filter((n) => !n.disabled && n.tabIndex >= 0 && !n.closest("[hidden]") && n.getClientRects().length);
    if (!stops.length) return;
    const first = stops[0], last = stops[stops.length - 1];
    if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) { e.preventDefault(); first.focus(); }
  });
}

// -- lobby ------------------------------------------------------------------------------

async function lobby() {
  const [setup, named] = await Promise.all([api("GET", "/api/setup"), api("GET", "/api/lobby/setup")]);
  const botNames = Object.fromEntries(named.bots.map((b) => [b.id, b]));
  const nameNote = h("div", { class: "error", id: "player-name-error", role: "alert" });
  const playerName = checkedName(h("input", { type: "text", id: "player-name", placeholder: "your name", value: localStorage.getItem("scavengers.name") || "", autocomplete: "nickname", "aria-describedby": "player-name-error" }), nameNote);
  // Kept as it is typed: a seat opened later by a link a friend sent takes it (Table.greet).
  playerName.addEventListener("input", () => localStorage.setItem("scavengers.name", playerName.value.trim()));
  const players = h("select", { id: "players" }, [1, 2, 3, 4, 5].map((n) => h("option", { value: n, selected: n === 4 }, n === 1 ? "1 (solo)" : n)));
  const seatsBox = h("div", { id: "seat-choices" });
  const seatLabel = (s) => (s === "human" ? "a person" : (botNames[s] ? botNames[s].name : s));
  const seatChoices = () => {
    const n = Number(players.value);
    // The solo game: one seat, a person's, against the opponent forces (no bots to choose).
    if (n === 1) {
      fill(seatsBox, h("input", { type: "hidden", class: "seat-kind", value: "human" }),
        h("span", { class: "muted", id: "solo-note", text: "The solo game: you against seven opponent forces, face down. Fight each once, on the turns you choose; after the seventh fight your tribe scores 2 points per contested resource, 1 per other card." }));
      return;
    }
    fill(seatsBox, ...Array.from({ length: n }, (_, i) =>
      h("label", { class: "seat-choice" }, i === 0 ? "Seat 0 (you) " : `Seat ${i} `, h("select", { class: "seat-kind", "data-seat": i },
        setup.seats.map((s) => h("option", { value: s, title: botNames[s] ? botNames[s].about : "", selected: (i === 0) === (s === "human") && (i === 0 || s === "heuristic") }, seatLabel(s)))))));
  };
  players.addEventListener("change", seatChoices);
  seatChoices();
  // Hints: allowed by default when one person plays against bots, until the creator decides.
  const hints = h("input", { type: "checkbox", id: "hints" });
  const people = () => [...document.querySelectorAll(".seat-kind")].filter((s) => s.value === "human").length;
  hints.addEventListener("change", () => { hints.dataset.chosen = "1"; });
  seatsBox.addEventListener("change", () => { if (!hints.dataset.chosen) hints.checked = people() === 1; });
  players.addEventListener("change", () => { if (!hints.dataset.chosen) hints.checked = people() === 1; });
  const listSeats = h("input", { type: "checkbox", id: "list-seats", checked: true });
  let listSeatsLine = null;
  // The HQ modules build on each other and leader drafting needs HQ 1-3 (the server's
  // "needs"): ticking one ticks what it needs, unticking one unticks what needs it, so the
  // form never makes a game the server refuses.
  const needs = Object.fromEntries([...named.modules, ...named.variants].map((x) => [x.id, x.needs || []]));
  const tickNeeds = (e) => {
    const box = e.target;
    for (const other of document.querySelectorAll(".module, .variant")) {
      if (box.checked && needs[box.value].includes(other.value) && !other.disabled) other.checked = true;
      if (!box.checked && needs[other.value].includes(box.value)) other.checked = false;
    }
  };
  const modules = named.modules.map((m) => h("label", { class: "choice", title: m.about }, h("input", {
    type: "checkbox", class: "module", value: m.id, disabled: !m.playable, onchange: tickNeeds,
  }), ` ${m.name}`, h("span", { class: "muted", text: m.playable ? ` · ${m.about}` : " · not playable yet" })));
  const variants = named.variants.map((v) => h("label", { class: "choice" }, h("input", {
    type: "checkbox", class: "variant", value: v.id, onchange: tickNeeds,
  }), ` ${v.name}`));
  const rules = h("select", { id: "rules" }, (setup.rules || ["2015"]).map((r) => h("option", { value: r }, `${r} rules`)));
  const seed = h("input", { type: "number", id: "seed", placeholder: "random", "aria-describedby": "seed-range" });
  // The solo game made harder, as the Recon rulebook suggests: mercenaries added to the
  // opponent forces and tribal families taken out. Sent for a solo game only (the server
  // refuses them for any other, and says why for a card it cannot add).
  const soloAdd = h("input", { type: "text", id: "solo-add", placeholder: "e.g. brawler, brawler, sniper_team", "aria-describedby": "solo-add-about" });
  const soloDrop = h("select", { id: "solo-drop-families" }, [0, 1, 2, 3, 4, 5, 6].map((n) => h("option", { value: n }, String(n))));
  const soloLine = h("fieldset", { id: "solo-difficulty" }, h("legend", { text: "Solo difficulty" }),
    h("div", {}, h("label", {}, "Add to the opponent forces ", soloAdd),
      h("span", { class: "muted", id: "solo-add-about", text: " · card ids, comma-separated, repeats allowed: mercenaries with a fight value or a snipe (HQ and Recon ones need a module of their box); empty for the rulebook's forces" })),
    h("div", {}, h("label", {}, "Tribal families taken out ", soloDrop),
      h("span", { class: "muted", text: " · the largest first; their fight of 0 waters the forces down" })));
  const error = h("div", { class: "error", id: "create-error", role: "alert" });
  const create = async () => {
    error.textContent = "";
    try {
      const body = {
        players: Number(players.value),
        seats: [...document.querySelectorAll(".seat-kind")].map((s) => s.value),
        modules: [...document.querySelectorAll(".module:checked")].map((m) => m.value),
        variants: [...document.querySelectorAll(".variant:checked")].map((v) => v.value),
        rules: rules.value,
        seed: seedOf(seed),
        hints: hints.checked,
      };
      if (body.players === 1) {
        body.solo_added = soloAdd.value.split(",").map((k) => k.trim()).filter((k) => k);
        body.solo_families_removed = Number(soloDrop.value);
      }
      const name = playerName.value.trim();
      localStorage.setItem("scavengers.name", name);
      if (!body.seats.includes("human")) throw new Error("choose a person for at least one seat");  // before any game is made
      if (nameProblem(name)) throw new Error(`${nameProblem(name)} (top of the page)`);
      const game = await api("POST", "/api/games", body);
      const [mine, ...others] = game.seats;
      const give = listSeats.checked ? others : [];
      if (name || give.length) {
        await api("POST", `/api/lobby/tables/${game.id}/open`, {
          token: mine.token, name: name || null, seats: Object.fromEntries(give.map((s) => [s.seat, s.token])),
        });
      }
      for (const s of game.seats) if (!give.includes(s)) rememberToken(game.id, s.seat, s.token);
      location.assign(`/game/${game.id}#token=${mine.token}`);
    } catch (e) {
      error.textContent = e.message;
    }
  };
  const openTables = h("div", { id: "open-tables" });
  const mine = h("tbody", { id: "my-games" });
  const all = h("tbody", { id: "all-games" });
  const joinError = (text) => {
    // Said above the open tables, which stay as they are.
    const line = openTables.querySelector(".join-error");
    if (line) line.remove();
    openTables.prepend(h("div", { class: "error join-error", role: "alert", text }));
  };
  const join = async (table, seat) => {
    const name = playerName.value.trim();
    if (!name || nameProblem(name)) {
      error.textContent = "";
      playerName.focus();
      joinError(name ? `${nameProblem(name)} (top of the page).` : "Type your name first (top of the page).");
      return;
    }
    localStorage.setItem("scavengers.name", name);
    try {
      const seated = await takeSeat(`/api/lobby/tables/${table}/join`, { seat, name }, `${table} ${seat}`);
      rememberToken(seated.id, seated.seat, seated.token);
      location.assign(`/game/${seated.id}#token=${seated.token}`);
    } catch (e) {
      joinError(e.message);
      refresh();
    }
  };
  const refresh = async () => {
    // This browser's own games are asked for by id: on a busy server they may be long out of
    // the latest 100 that the list of every game shows (a game waiting for her move).
    const own = Object.keys(tokens()).slice(-100).map((id) => `id=${encodeURIComponent(id)}`).join("&");
    const [games, open, ours] = await Promise.all([api("GET", "/api/games").catch(() => []), api("GET", "/api/lobby/tables").catch(() => []),
      own ? api("GET", `/api/games?${own}`).catch(() => []) : []]);
    const known = [...new Map([...games, ...ours].map((g) => [g.id, g])).values()].sort((a, b) => b.updated - a.updated);
    await keepHeld(known.map((g) => g.id));  // no seat a friend has since sat down at
    const held = tokens();
    // A person by the name the table shows ("Ann (Seat 0)", or "Seat 1" before she gives one),
    // a bot by its name.
    const who = (g, s) => (g.seats[s] === "human" ? g.names[s] : `Seat ${s} (${seatLabel(g.seats[s])})`);
    const row = (g) => {
      const turn = g.over ? `over · winners: ${g.winners.map((w) => who(g, w)).join(", ")}`
        : g.to_act.map((s) => who(g, s)).join(", ");
      // Each cell named (data-label) for a phone, where a row is a card of lines (style.css).
      return [h("td", { class: "game-id", "data-label": "Game", text: g.id }),
        h("td", { class: "players", "data-label": "Players", text: g.seats.map((_, s) => who(g, s)).join(", ") }),
        h("td", { "data-label": "Modules", text: g.modules.map((m) => (named.modules.find((x) => x.id === m) || { name: m }).name).join(", ") || "base game" }),
        h("td", { class: "hints", "data-label": "Hints", text: `${g.hints ? "hints allowed" : "no hints"}${g.seeded ? " · seeded by its creator" : ""}` }),
        h("td", { "data-label": "Round", text: `round ${g.round}` }), h("td", { class: "turn", "data-label": "Whose turn", text: turn })];
    };
    const errorLine = openTables.querySelector(".join-error");
    fill(openTables, errorLine, open.length ? open.map((t) => h("div", { class: "open-table", "data-game": t.id },
      h("div", {}, h("b", { text: `Table ${t.id}` }), h("span", { class: "muted", text: ` · ${t.modules.join(", ") || "base game"} · round ${t.round}${t.hints ? " · hints allowed" : ""}${t.seeded ? " · seeded by its creator" : ""}` })),
      h("ul", { class: "seat-list" }, t.seats.map((s) => h("li", {},
        s.state === "open" ? h("button", { class: "join-seat primary", "data-seat": s.seat, onclick: () => join(t.id, s.seat) }, `Take seat ${s.seat}`)
          : h("span", { text: `Seat ${s.seat}: ${s.name || (s.state === "bot" ? s.player : s.state === "reserved" ? "kept for a player" : "a person")}` })))))) 
      : h("p", { class: "muted", text: "No table is waiting for players right now. Create one and tick “list the free seats”." }));
    fill(mine, ...known.filter((g) => held[g.id]).map((g) => h("tr", {}, ...row(g), h("td", { "data-label": "Open" }, ...openLinks(g, held[g.id])))));
    fill(all, ...games.map((g) => h("tr", {}, ...row(g), h("td", { "data-label": "Watch" }, h("a", { href: `/game/${g.id}#watch`, "aria-label": `watch game ${g.id}` }, "watch")))));
  };
  const openLinks = (g, seats) => {
    // A game whose every person's seat this browser holds (friends at one screen): the hotseat
    // first, each hand behind the "pass the device" screen; a seat's own link opens that one
    // seat's hand at once, with no such screen, and says so. Once the game has been played
    // here as the hotseat (playsEverySeat), every link of it opens the hotseat here, behind
    // that screen; a seat's link still opens that seat alone on another device.
    const people = g.seats.map((kind, s) => (kind === "human" ? String(s) : null)).filter((s) => s !== null);
    const played = playsEverySeat(g.id);
    const everyone = played || (people.length > 1 && people.every((s) => s in seats));
    const label = (seat) => (played ? `seat ${seat} of game ${g.id}: opens the hotseat here, behind the pass-the-device screen`
      : everyone ? `only seat ${seat} of game ${g.id}: its hand, no pass-the-device screen` : `seat ${seat} of game ${g.id}`);
    return [
      everyone ? h("a", { href: `/game/${g.id}#hotseat`, class: "hotseat-resume", "aria-label": `play every seat of game ${g.id} here, passing the device` }, "play every seat here (hotseat)") : null,
      everyone ? h("span", { class: "muted", text: played ? " · each seat's link opens the hotseat here too (on another device, only that seat): "
        : " · one seat's hand only, no pass-the-device screen: " }) : null,
      ...Object.entries(seats).map(([seat, token]) => h("a", { href: `/game/${g.id}#token=${token}`, class: "seat-link",
        "aria-label": label(seat) }, `seat ${seat} `)),
    ];
  };
  const head = (...cells) => h("thead", {}, h("tr", {}, cells.map((c) => h("th", { text: c }))));
  fill(app,
    h("section", { id: "learn-entry" }, h("a", { href: "/learn", id: "learn-link" }, "Learn to play"),
      h("span", { class: "muted", text: " · short guided lessons, each on a table set up for it · " }),
      h("button", { id: "rules-button", type: "button", onclick: showRules }, "Rules")),
    h("section", {}, h("label", {}, "Your name ", playerName), h("span", { class: "muted", text: " · shown to the others at the table" }), nameNote),
    h("section", { id: "lobby-open" }, h("h2", { text: "Tables with free seats" }), openTables),
    h("section", {}, h("h2", { text: "New game" }),
      h("div", {}, h("label", {}, "Players ", players)), seatsBox,
      h("fieldset", {}, h("legend", { text: "Modules" }), ...modules),
      variants.length ? h("fieldset", {}, h("legend", { text: "Variants" }), ...variants) : null,
      soloLine,
      h("div", {}, h("label", {}, "Rules ", rules), " ", h("label", {}, "Seed ", seed),
        h("span", { class: "muted", id: "seed-range", text: ` · a whole number from -${SEED_LIMIT} to ${SEED_LIMIT}, or empty for a random game` }),
        h("span", { class: "muted", text: " · a chosen seed tells whoever knows it every hidden card: every seat is told the game was seeded" })),
      h("div", {}, h("label", {}, hints, " allow hints: any person at the table may ask the search bot for the best moves (every seat sees this)")),
      // Not for the solo game: it has no other seat to list.
      listSeatsLine = h("div", { id: "list-seats-line" }, h("label", {}, listSeats, " list the free seats in the lobby, for anyone to take (otherwise you get a link for each seat to send)")),
      h("button", { class: "primary", id: "create", onclick: create }, "Create game"), error),
    h("section", {}, h("h2", { text: "Your games" }), h("div", { class: "scroll-x" }, h("table", { class: "list games" }, head("Game", "Players", "Modules", "Hints", "Round", "Whose turn", "Open"), mine))),
    h("section", {}, h("h2", { text: "All games" }), h("p", { class: "muted", text: "Whose turn it is, for games that run for days." }),
      h("div", { class: "scroll-x" }, h("table", { class: "list games" }, head("Game", "Players", "Modules", "Hints", "Round", "Whose turn", ""), all))));
  hints.checked = people() === 1;
  const soloOrNot = () => {
    listSeatsLine.hidden = Number(players.value) === 1;
    soloLine.hidden = Number(players.value) !== 1;
  };
  players.addEventListener("change", soloOrNot);
  soloOrNot();
  document.title = "Lobby · Arctic Scavengers";
  pageHeading();
  refresh();
  setInterval(refresh, 5000);
}

function pageHeading() {
  // A new page (lobby, lessons) starts with the focus on its heading, not on <body>.
  const heading = document.getElementById("site-title");
  if (!heading || !lostFocus()) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

async function showRules() {
  // The rules in our own words, from the server (its own text, rendered from Markdown there).
  const rules = await api("GET", "/api/rules");
  const body = h("div", { class: "rules-text" });
  body.innerHTML = rules.html;  // the server's own static rules text, never anything a player wrote
  const opener = document.getElementById("rules-button");
  const shut = () => {
    dialog.remove();
    if (opener && opener.isConnected) opener.focus();  // back to the Rules button
  };
  const close = h("button", { id: "close-rules", class: "primary", onclick: shut }, "Close");
  const dialog = h("div", { class: "overlay", id: "rules-dialog", role: "dialog", "aria-modal": "true", "aria-label": "Rules" },
    h("div", {}, h("h2", { text: "Rules" }), body, cardList(), close));
  trapFocus(dialog, shut);
  document.body.append(dialog);
  close.focus({ preventScroll: true });  // the rules open at "How to play", not at their end
  dialog.scrollTop = 0;
  body.scrollTop = 0;
}

const BOXES = { base: "Base game", hq: "HQ expansion", recon: "Recon expansion" };

function cardList() {
  // Every card's text, as the terminal's F1 lists them, from the page's own card data: by box
  // (base game, HQ, Recon), each card with its type, numbers, cost and id; the search box
  // keeps the cards whose name or text has what is typed.
  const search = h("input", { type: "search", id: "card-search", placeholder: "a name or a word: sniper, food…", autocomplete: "off" });
  const count = h("p", { class: "muted", id: "card-count", "aria-live": "polite" });
  const byName = (a, b) => CARDS[a].name.localeCompare(CARDS[b].name);
  const boxes = [...Object.keys(BOXES), ...new Set(Object.values(CARDS).map((c) => c.box))].filter((b, i, all) => all.indexOf(b) === i);
  const groups = boxes.map((box) => {
    const kinds = Object.keys(CARDS).filter((k) => CARDS[k].box === box).sort(byName);
    return kinds.length ? h("div", { class: "card-group", "data-box": box }, h("h3", { text: BOXES[box] || box }),
      h("ul", { class: "card-entries" }, ...kinds.map((kind) => h("li", { class: "card-entry", "data-kind": kind },
        h("b", { text: CARDS[kind].name }), h("span", { class: "muted", text: ` · ${cardFacts(kind)}` }), h("div", { text: CARDS[kind].text }))))) : null;
  }).filter(Boolean);
  const narrow = () => {
    const words = search.value.trim().toLowerCase();
    let shown = 0;
    for (const group of groups) {
      let left = 0;
      for (const entry of group.querySelectorAll(".card-entry")) {
        entry.hidden = Boolean(words) && !entry.textContent.toLowerCase().includes(words);
        left += entry.hidden ? 0 : 1;
      }
      group.hidden = !left;
      shown += left;
    }
    count.textContent = words ? `${shown} card${shown === 1 ? "" : "s"} found` : `${shown} cards`;
  };
  search.addEventListener("input", narrow);
  narrow();
  return h("section", { id: "rules-cards", "aria-label": "the cards" }, h("h2", { text: "The cards" }),
    h("label", {}, "Find a card ", search), count, ...groups);
}

// -- the table --------------------------------------------------------------------------

const ONLY_PASS_WARNING = " Others at the table or watching may notice how fast you pass.";
const ONLY_PASS_ALONE = " On at first: only bots play against you here. Anyone watching may notice how fast you pass.";
const COVER_GUARD_MS = 600;

function coverGuard() {
  // How long the hotseat's "I am ready" takes nothing once the cover is up (Table.draw); a test
  // of the page may set window.scavengersCoverGuardMs (0: none).
  return window.scavengersCoverGuardMs ?? COVER_GUARD_MS;
}

const NOT_SENT = `${UNREACHABLE}; your move was not sent. The page tries again to reach it: choose again once it is back.`;

class Seat {
  // One live connection for one seat (or a spectator when token is null).
  constructor(table, gameId, seat, token) {
    Object.assign(this, { table, gameId, seat, token, state: null, log: [], said: [], unheard: [], socket: null, retry: 500, passed: null });
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${this.gameId}${query}`);
    this.socket = socket;
    // A socket this seat has since left (sitting down gives the seat a new token) tells nothing.
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.retry = 500;
      conn.textContent = "connected";
      this.table.sent = null;  // an action sent on a socket that closed may never be answered
      this.table.connected(this, true);
    };
    socket.onmessage = (m) => { if (socket === this.socket) this.receive(JSON.parse(m.data)); };
    socket.onclose = (e) => {
      if (this.closed || socket !== this.socket) return;
      if (e.code >= 4400 && e.code < 4500) return;  // refused: the error is already shown
      conn.textContent = "reconnecting…";
      this.table.connected(this, false);
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
  }

  async sitDown(name) {
    // Sit down under ``name`` at the seat a link opened: the server gives the seat a new token,
    // kept here, and the link's stops working wherever else it is kept (the creator's browser).
    // This socket goes first, as the old token's are cut off; a new one follows with the new.
    const old = this.socket;
    this.socket = null;
    if (old) old.close();
    try {
      const seated = await takeSeat(`/api/lobby/tables/${this.gameId}/sit`, { token: this.token, name }, `${this.gameId} ${this.token}`);
      rememberSat(this.gameId, this.token, seated.seat);
      forgetToken(this.gameId, this.token);
      this.token = seated.token;
      sessionStorage.setItem(`scavengers.seat.${this.gameId}`, seated.token);
      rememberToken(this.gameId, seated.seat, seated.token);
    } finally {
      this.connect();
    }
  }

  receive(message) {
    if (message.type === "error") {
      // 403: the token does not open this game's seat (any more): forgotten, and the page
      // leaves the seat (Table.lose) rather than keep showing it.
      if (message.status === 403 && this.token) {
        forgetToken(this.gameId, this.token);
        this.table.lose(this, message.message);
        return;
      }
      if (message.chat !== undefined) {
        // A chat line not said (too many lines, too long): not waited for any more, and given
        // back to her box with the reason.
        const said = heardAs(message.chat);
        const at = this.unheard.findIndex((u) => u.socket === this.socket && u.text === said);
        if (at >= 0) this.unheard.splice(at, 1);
        this.table.giveBack(this, message.chat, message.message);
        return;
      }
      // Refused before any state came (a wrong game id): a page that says so. Not a database
      // that cannot answer for now (503): the connection closes, and the next one asks again.
      if (!this.state && message.status < 500) this.table.fatal(message.message);
      else this.table.showError(message.message);
      return;
    }
    if (message.type !== "state") return;
    // The version the last action sent on this socket brought the game to (the "Done:" line).
    if (message.taken !== undefined) this.taken = message.taken;
    const opened = !this.state && this.token && message.seat !== null && !this.table.hotseat;
    if (opened) {
      // A seat opened by its link is remembered like one taken in the lobby ("Your games").
      rememberToken(this.gameId, message.seat, this.token);
    }
    // Who sits where may have changed (a state from the log's start: names given, a seat taken):
    // the seats to invite to, or hand to a bot, are looked at again.
    if (message.log_from === 0 && this.token && !this.table.hotseat) this.table.findFreeSeats();
    if (message.log_from === 0) this.log = [];
    this.log.push(...message.log);
    // What came before the page opened is there to read, not to be told (Table.announce); at
    // one screen, from then on each seat hears what the others did while she looked away.
    if (this.heard === undefined) this.heard = this.log.length;
    if (message.chat_from === 0) this.said = [];
    this.said.push(...message.chat);
    this.hear(message);
    this.state = message;
    if (opened) this.table.greet(this);
    this.table.update(this);
  }

  hear(message) {
    // Her lines said on a socket are heard once they come back in the chat. One said on a socket
    // that closed, and not in the chat the next one starts with, was lost with it: it goes back
    // to her box, said so, as a line said while the server cannot be reached does (Table.giveBack).
    const first = message.chat_count - message.chat.length;
    const heard = (u) => message.chat.some((c, i) => c.seat === message.seat && c.text === u.text && first + i >= u.from);
    this.unheard = this.unheard.filter((u) => !heard(u));
    if (message.chat_from !== 0) return;
    const lost = this.unheard.filter((u) => u.socket !== this.socket);
    this.unheard = this.unheard.filter((u) => u.socket === this.socket);
    if (lost.length) this.table.giveBack(this, lost.map((u) => u.text).join(" "), "the connection to the server was lost; your message was not sent");
  }

  send(action) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "action", action }));
    } else {
      api("POST", `/api/games/${this.gameId}/actions`, { token: this.token, action }).then((answer) => {
        this.taken = answer.version;
        if (this.state) this.table.update(this);
      }).catch((e) => this.table.showError(e instanceof Unreachable ? NOT_SENT : e.message, e instanceof Unreachable));
    }
  }

  async chat(text) {
    // A line said on the socket, or over HTTP while it is down, as an action is; a line the
    // server could not be reached with throws (the page keeps it in the box).
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      // The line as the server keeps it (hub.clean_text: no control or format character, such
      // as an emoji's zero-width joiner, and trimmed), else it is never heard and comes back.
      this.unheard.push({ text: heardAs(text), from: this.state ? this.state.chat_count : 0, socket: this.socket });
      this.socket.send(JSON.stringify({ type: "chat", text }));
      return;
    }
    await api("POST", `/api/games/${this.gameId}/chat`, { token: this.token, text });
  }

  close() {
    this.closed = true;
    if (this.socket) this.socket.close();
  }
}

// What the game's table (Table) and a lesson's (learn.js) share: the board (the tribes, the
// piles, the market, the action under way, the skirmish, this seat's tribe and hand) and the
// ranked choices. A subclass has the boxes board and actions, selected (the hand cards picked,
// by index), menu (the server's ranked choices for them), replay (null but in a replay) and
// seatLog(), loadMenu(), render() and choose(action, label).
class TableView {
  async askMenu(key, request, stillShown) {
    // The menu for ``key`` from the server (``request``), asked once; an answer that comes
    // after the key moved on is dropped, and the page redrawn only while ``stillShown()``. A
    // request that failed (the server not reached: killed, restarting) is shown as such and
    // asked again at the next call (the state a connection back brings), not kept as the answer.
    if (this.asked === key || (this.menu && this.menu.key === key && !this.menu.failed)) return;
    this.asked = key;
    let answer;
    try {
      answer = await request();
    } catch (e) {
      answer = { entries: null, prompt: "", error: e.message, failed: true };
    }
    if (this.asked !== key) return;
    this.asked = null;
    this.menu = { ...answer, key };
    if (stillShown()) this.render();
  }

  render() {
    // Draw the page again (draw()): the focus stays on the control that had it (its new copy),
    // else goes to the first choice of the decision, never to <body>.
    const mark = focusMark();
    this.focusBefore = mark;  // where she was before the page was drawn (renderChoices)
    try {
      this.draw();
    } finally {
      this.focusBefore = undefined;
    }
    settleFocus(mark, ...this.focusFallbacks());
  }

  focusFallbacks() {
    return [() => this.firstChoice(), () => this.status];
  }

  firstChoice() {
    const box = document.getElementById("pending-actions");
    const inBox = (b) => b && (b.querySelector("button.action.primary") || b.querySelector("button.action"));
    return inBox(box) || inBox(this.actions);
  }

  idle(focused, before) {
    // Nobody busy elsewhere: the focus is nowhere, on a choice or resting on the status line
    // (before: as it was before the page was drawn again, when it may have gone since).
    return !focused || focused === document.body || (!before && !focused.isConnected) || focused.classList.contains("action") || focused === this.status;
  }

  // Whether the first ranked choice is shown as the recommended one (a lesson asks her to
  // find the move herself).
  get recommends() { return true; }

  // Whether a tribe is shown deciding (a lesson done has nothing left to decide).
  acting(view, seat) { return view.to_act.includes(seat); }

  renderBoard(view, names, s) {
    // The table: the other tribes round the top, the piles, market and skirmish in the middle,
    // this seat's tribe and hand at the bottom.
    const me = view.seat;
    const others = view.seats.filter((t) => t.seat !== me);
    const solo = view.forces && view.forces.length > 0;
    const opponents = h("section", { id: "tribes", "aria-label": "the tribes" },
      h("div", { class: "tribes" }, ...others.map((t) => this.tribe(t, names, view, me))), solo ? this.soloForces(view) : null);
    const center = h("section", { id: "center", "aria-label": "the middle of the table" },
      h("div", { class: "piles" },
        h("div", { class: "pile-box", id: "junkyard" }, h("h3", { text: "Junkyard" }), pile("junkyard", view.junkyard_count)),
        solo ? null : h("div", { class: "pile-box", id: "contested" }, h("h3", { text: "Contested resources" }), pile("contested", view.contested_count, "contested")),
        view.schematics_count ? h("div", { class: "pile-box" }, h("h3", { text: "Schematics" }), pile("schematics", view.schematics_count)) : null,
        view.leader_pile_count ? h("div", { class: "pile-box" }, h("h3", { text: "Leaders" }), pile("leaders", view.leader_pile_count)) : null,
        view.gangs.length ? h("div", { class: "pile-box" }, h("h3", { text: "Gangs" }), h("div", { class: "row-cards" }, faces(view.gangs, { size: "mini" }))) : null),
      h("div", { id: "market" }, h("h3", { text: "Market: mercenaries for hire" }),
        // A newcomer finds no button to hire with until she can pay: say how a hire is paid.
        // RULINGS R-13, H-8, L-5, L-6: the turn's food comes from a hunt, a garden or a leader;
        // meds are medicine cards, medics and combat medics played from the hand.
        me !== null ? h("p", { id: "market-how", class: "muted", text: "A hire is paid with this turn's food (from a hunt, a garden or your leader) and meds from your hand (medicine, medics); its button comes when you can pay." }) : null,
        h("div", { class: "market" }, ...view.market.map(([kind, count]) => stack(kind, count)))),
      this.pending(view, names, s),
      view.seats.some((t) => t.force !== null) ? this.skirmish(view, names, this.replay ? null : s) : this.lastSkirmish(names, solo));
    const parts = [opponents, center];
    if (me !== null) {
      const t = view.seats[me];
      const pick = (i) => (s ? () => this.toggle(i) : null);
      parts.push(h("section", { id: "mine", "aria-label": "your tribe" },
        h("div", { class: `tribe-line ${this.acting(view, me) ? "acting" : ""}` },
          h("h2", { text: `Your tribe${me === view.initiator && !solo ? " · initiator" : ""}` }),
          h("div", { class: "tribe-piles" }, pile("in your deck", t.deck_count),
            h("span", { class: "chip", title: "food this round" }, icon("food"), ` ${t.food} food`),
            t.removed ? h("span", { class: "chip", text: `${t.removed} removed` }) : null,
            // Her tribe as the end would count it now (the server's Game.score; gangs join only at the end).
            s && s.score && !solo && !this.replay ? h("span", { id: "my-people", class: "chip", title: "the people of your tribe now: the largest tribe wins", text: `${s.score.people} people` }) : null),
          this.tribeCards(t, view)),
        h("div", { id: "hand", class: "hand", "aria-label": "your hand" },
          h("h3", { text: `Your hand (${view.hand.length})${s && s.legal_actions.length && view.hand.length ? " · pick cards to see what they can do" : ""}` }),
          h("div", { class: "hand-cards" }, view.hand.length ? view.hand.map((k, i) => face(k, {
            size: "big", extra: "selectable", selected: this.selected.includes(i), onclick: pick(i),
          })) : [h("span", { class: "muted", text: "empty" })]),
          view.spent.length ? h("p", { id: "spent", class: "muted", text: `Used this round and drawn again after a reshuffle: ${view.spent.map(cardName).join(", ")}. A card acts once a round; these are discarded when your turn ends.` }) : null),
        view.looking.length ? h("div", { id: "looking" }, h("h3", { text: "You are looking at" }), h("div", { class: "row-cards" }, faces(view.looking))) : null,
        view.committed.length ? h("div", { id: "committed" }, h("h3", { text: "Your force (face down to the others)" }),
          h("div", { class: "row-cards" }, faces(view.committed, { size: "mini" })),
          view.committed_strength ? h("span", { class: "strength", text: ` ${strengthWords(view.committed_strength)}` }) : null) : null,
        view.discard_hidden.length ? h("div", {}, h("h3", { text: "Face down in your discard (only you know)" }), h("div", { class: "row-cards" }, faces(view.discard_hidden, { size: "mini" }))) : null,
        view.peeked ? h("div", {}, h("h3", { text: "You peeked at the contested resource" }), face(view.peeked)) : null,
        // What only she has seen and may still rely on (a spy's look, binoculars...), as the
        // server words it; a look that found nothing still says so.
        ...(view.known || []).map((k) => h("div", { class: "knowledge", "data-zone": k.zone }, h("h3", { text: knownWords(k, names) }),
          k.cards.length ? h("div", { class: "row-cards" }, faces(k.cards, { size: "mini" })) : null)),
        view.dealt.length ? h("div", {}, h("h3", { text: "Your leader cards" }), h("div", { class: "row-cards" }, faces(view.dealt))) : null,
        this.storedUnder(t, view)));
    }
    fill(this.board, ...parts);
  }

  tribeCards(t, view) {
    // A tribe's public cards: discard pile (face up, and how many face down), the cards of an
    // action under way, its leader and buildings.
    return h("div", { class: "tribe-cards" },
      h("div", { class: "discard" }, h("span", { class: "label", text: "Discard" }),
        h("div", { class: "row-cards" }, t.discard.length || t.discard_hidden_count ? grouped(t.discard) : [h("span", { class: "muted", text: "empty" })],
          t.discard_hidden_count ? back(t.discard_hidden_count, "face down") : null)),
      t.table.length ? h("div", { class: "playing" }, h("span", { class: "label", text: "Playing" }), h("div", { class: "row-cards" }, faces(t.table, { size: "mini" }))) : null,
      t.leader ? h("div", {}, h("span", { class: "label", text: `Leader${t.wounded ? " (wounded)" : ""}${t.leader_used ? " (used)" : ""}` }), face(t.leader, { size: "mini" })) : null,
      t.buildings.length ? h("div", {}, h("span", { class: "label", text: "Buildings" }), h("div", { class: "row-cards" }, ...t.buildings.map((b, i) => h("div", { class: "building" }, face(b.kind, { size: "mini" }),
        h("span", { class: "muted", text: `${buildingNumber(t.buildings, b)}${b.timer ? `timer ${b.timer}` : "built"}${b.stored ? `, ${b.stored} stored` : ""}${b.disabled ? ", disabled" : ""}` }),
        this.timerCards(t, view, i))))) : null,
      t.boost ? h("div", { class: "muted", text: `bonus +${t.boost} for ${t.boost_skills.join("/")}` }) : null);
  }

  storedUnder(t, view) {
    // Under each of her buildings its own cards, the building named as its actions name it
    // ("Bunker #2"), as the terminal shows them: which a retrieve takes, which are locked under
    // a disabled one.
    return view.stored.map((cards, i) => {
      const b = t.buildings[i];
      if (!cards.length || !b) return null;
      const number = buildingNumber(t.buildings, b).trim();
      const locked = b.disabled ? " (disabled: locked until it is repaired)" : "";
      return h("div", { class: "stored", "data-building": b.kind },
        h("h3", { text: `Stored under your ${cardName(b.kind)}${number ? ` ${number}` : ""}${locked}` }),
        h("div", { class: "row-cards" }, faces(cards, { size: "mini" })));
    });
  }

  timerCards(t, view, index) {
    // With the 2012 rules a builder may look at the cards on her own buildings' timers
    // (view.timers, RULINGS ED-11), as the terminal shows them: only on her own side.
    const cards = t.seat === view.seat && view.timers ? view.timers[index] || [] : [];
    if (!cards.length) return null;
    return h("div", { class: "timer-cards" }, h("span", { class: "muted", text: "on its timer (only you see them):" }),
      h("div", { class: "row-cards" }, faces(cards, { size: "mini" })));
  }

  tribe(t, names, view, me) {
    const acting = this.acting(view, t.seat);
    return h("div", { class: `tribe ${acting ? "acting" : ""} ${t.seat === me ? "me" : ""}`, "data-seat": t.seat },
      h("h3", { text: `${names[t.seat]}${t.seat === view.initiator ? " · initiator" : ""}${acting ? " · deciding" : ""}` }),
      h("div", { class: "tribe-piles" },
        back(t.hand_count, "in hand"), pile("in deck", t.deck_count),
        h("span", { class: "chip", title: "food this round", role: "img", "aria-label": `${t.food} food` }, icon("food"), ` ${t.food}`),
        t.looking_count ? h("span", { class: "chip", text: `looking at ${t.looking_count}` }) : null,
        t.committed_count ? h("span", { class: "chip", text: `${t.committed_count} committed` }) : null,
        t.removed ? h("span", { class: "chip", text: `${t.removed} removed` }) : null),
      this.tribeCards(t, view));
  }

  pending(view, names, s) {
    // The action under way that the table may answer: who declared what, with which cards,
    // and (for the seat asked) the answers as buttons right there.
    const d = view.decision;
    if (!d || !["respond", "resume", "save"].includes(d.kind) || d.actor === null) return null;
    const actor = view.seats[d.actor];
    // A save's window names whose card is under fire ("Your Scavenger", "Seat 1's Brawler"), and
    // the cards of the action it was sniped in: it read "Seat 0 Scavenger is under fire with".
    const whose = d.actor === view.seat ? "Your" : `${names[d.actor]}'s`;
    const heading = d.kind === "save"
      ? `${whose} ${cardName(d.verb)} is under fire${actor.table.length ? ", sniped in the action declared with" : ""}`
      : `${names[d.actor]} declares ${d.verb}${actor.table.length ? " with" : ""}`;
    const mine = s && s.legal_actions.length && !this.replay;
    return h("div", { id: "pending", class: mine ? "asked" : "" },
      h("h3", { text: heading }),
      actor.table.length ? h("div", { class: "row-cards" }, faces(actor.table, { size: "mini" })) : null,
      h("div", { class: "muted", text: mine ? "Your answer:" : `Waiting for ${view.to_act.map((x) => names[x]).join(", ")}` }),
      mine ? h("div", { id: "pending-actions" }) : null);
  }

  soloForces(view) {
    // The solo game's opponents: seven forces face down (only their sizes), the engaged one
    // marked and, once revealed, its cards face up.
    const opponent = view.opponent;
    return h("div", { id: "solo-forces", class: "tribe", "aria-label": "the opponent forces" },
      h("h3", { text: `Opponent forces · ${view.forces.filter((n) => n).length} of ${view.forces.length} left` }),
      h("p", { id: "solo-goal", class: "muted", text: "Fight each force once, on the turns you choose: end your turn, then engage one with cards from your hand. After the seventh fight your tribe scores 2 points per contested resource and 1 per other card." }),
      // A harder game says so at the table, not only at its end (public: the game's settings).
      (view.solo_added || []).length || view.solo_families_removed ? h("p", { id: "solo-harder", class: "muted", text: `These opponents are ${soloDifficulty(view.solo_added || [], view.solo_families_removed || 0)}.` }) : null,
      h("div", { class: "row-cards" }, ...view.forces.map((size, i) => h("div", {
        class: `solo-force ${view.engaged === i + 1 ? "acting" : ""}`, "data-force": i + 1,
      }, size ? back(size, `force ${i + 1}${view.engaged === i + 1 ? " · engaged" : ""}`,
        `force ${i + 1}${view.engaged === i + 1 ? ", engaged" : ""}: ${size} card${size === 1 ? "" : "s"} face down`)
        : h("span", { class: "muted", text: `force ${i + 1}: ${view.engaged === i + 1 ? "engaged, revealed" : "fought"}` })))),
      view.engaged ? h("div", { id: "engaged" }, h("span", { class: "label", text: `Engaged: force ${view.engaged}` }),
        opponent && opponent.force ? h("div", { class: "row-cards" }, faces(opponent.force, { size: "mini" })) : h("span", { class: "muted", text: " face down" }),
        opponent && opponent.strength ? h("span", { class: "strength", text: ` ${strengthWords(opponent.strength)}` }) : null) : null);
  }

  skirmish(view, names, s) {
    // The forces meet: each tribe's revealed force and the engine's judgement of it (in the
    // solo game, the engaged opponent force's too).
    const fighters = view.forces && view.forces.length && view.opponent ? [...view.seats, view.opponent] : view.seats;
    // A force's cards come in once, as it is revealed (or changed: a card sniped, disarmed),
    // not again each time the table is drawn (a card picked, another seat's move).
    const shown = this.shownForces || new Map();
    this.shownForces = new Map(fighters.map((t) => [t.seat, `${view.round}:${(t.force || []).join(",")}`]));
    const entering = (t) => shown.get(t.seat) !== this.shownForces.get(t.seat);
    // Who would win if nobody did anything more: the engine's ranking (view.skirmish_winner:
    // fight, then a rogue, then people; with 2 players a margin of 2 [000:116, 268, 274], RULINGS
    // S-1, S-2, V-2), never worked out here; null once revealed is a deadlock (ED-6). The solo
    // game's fight is ranked apart (V-6): nothing is marked there.
    const judged = !(view.forces && view.forces.length) && view.seats.some((t) => t.strength);
    const winner = judged ? view.skirmish_winner : null;
    const verdict = !judged ? null
      : winner === null ? "Deadlock now: if nobody does anything more, the contested resource goes into the junkyard."
        : `${names[winner]} wins now, if nobody does anything more.`;
    return h("div", { id: "skirmish", class: "skirmish" }, h("h3", { text: "Skirmish: the forces meet" }),
      verdict ? h("p", { id: "skirmish-verdict", class: winner === null ? "muted" : "", text: verdict }) : null,
      h("div", { class: "forces" }, ...fighters.map((t) => h("div", {
        class: `force ${judged && winner === t.seat ? "winning" : ""}`, "data-seat": t.seat,
      },
      h("div", { class: "force-name", text: `${names[t.seat]}${judged && winner === t.seat ? " · wins now" : ""}` }),
      t.force === null ? h("span", { class: "muted", text: "no force" }) : h("div", { class: "row-cards" }, faces(t.force, { size: "mini", extra: entering(t) ? "enter" : "" })),
      t.strength ? h("div", { class: "strength", text: `${strengthWords(t.strength)}${t.provoking ? " (provocateur: its fight is its size)" : ""}` }) : null,
      t.acted.length ? h("div", { class: "muted", text: `used instead of fighting: ${t.acted.map(cardName).join(", ")}` }) : null))),
      s && s.legal_actions.length && view.decision && view.decision.kind === "skirmish" ? h("div", { id: "pending-actions" }) : null);
  }

  lastSkirmish(names, solo) {
    // The forces stay face up only a moment: show the latest reveal from the log, side by side,
    // with each force's totals, the snipes and disarms of the skirmish and its winner (the
    // solo game's is its turn's).
    const log = this.replay ? this.replay.log : this.seatLog();
    let last = -1;
    for (let i = log.length - 1; i >= 0; i--) if (log[i].type === "revealed") { last = i; break; }
    if (last < 0) return null;
    const round = log[last].round;
    // The solo game's lost fight ends it too (its first skirmish_lost: the card removed is told later).
    const end = log.findIndex((e, i) => i > last && ["skirmish_won", "deadlock", "skirmish_lost"].includes(e.type));
    const events = log.slice(log.findIndex((e) => e.round === round && e.type === "revealed"), end < 0 ? undefined : end + 1);
    const lost = solo && events.some((e) => e.type === "skirmish_lost");
    // A lost solo fight is the opponent force's win (its reveal's seat, 1).
    const won = lost ? { seat: 1 } : events.find((e) => e.type === "skirmish_won");
    const totals = new Map(events.filter((e) => e.type === "skirmish_totals").map((e) => [e.seat, e.text]));
    // As the terminal's summary tells the skirmish (text.SKIRMISH_EVENTS): a provocateur's
    // announcement too, which makes the force's size its fight, and a leader's ability used in
    // it (the Fanatic's strike, the Mentor's +1 fight: RULINGS L-3, L-7).
    const told = events.filter((e) => ["sniped", "disarmed", "saved", "provoked", "gassed", "leader_used", "skirmish_won", "skirmish_lost", "deadlock"].includes(e.type));
    const fresh = this.shownSkirmish !== `${round}:${events.length}`;
    this.shownSkirmish = `${round}:${events.length}`;
    return h("div", { id: "last-skirmish", class: `skirmish ${fresh ? "fresh" : ""}` }, h("h3", { text: `Skirmish of ${roundWord(solo)} ${round}` }),
      h("div", { class: "forces" }, ...events.filter((e) => e.type === "revealed").map((e) => h("div", {
        class: `force ${won && won.seat === e.seat ? "won" : ""}`, "data-seat": e.seat,
      },
      h("div", { class: "force-name", text: `${names[e.seat]}${won && won.seat === e.seat ? " · wins" : ""}` }),
      h("div", { class: "row-cards" }, faces(e.cards, { size: "mini", extra: fresh ? "enter" : "" })),
      totals.has(e.seat) ? h("div", { class: "muted", text: totals.get(e.seat) }) : null))),
      ...told.map((e) => h("div", { class: `skirmish-event ${e.type}`, text: e.text })));
  }

  toggle(index) {
    const at = this.selected.indexOf(index);
    if (at >= 0) this.selected.splice(at, 1);
    else this.selected.push(index);
    this.loadMenu();
    this.render();
    const again = document.querySelectorAll("#hand .card")[index];
    if (again) again.focus();
  }

  renderChoices(s, menu) {
    // The server's ranked menu as buttons, then every other legal action; in the action under
    // way or the skirmish on the board when it has a place for them.
    const offered = new Set();
    const button = (label, action, primary) => {
      offered.add(action);
      return h("button", { class: `action ${primary ? "primary" : ""}`, "data-action": action, onclick: () => this.choose(action, label) }, label);
    };
    const entries = menu.entries || [];
    const firstReal = entries.findIndex((e) => e.action !== null && e.action !== "end");
    const ranked = entries.map((e, i) => (e.action === null ? h("div", { class: "muted menu-note", text: e.label }) : button(e.label, e.action, this.recommends && i === firstReal)));
    const rest = s.legal_actions.filter((a) => !offered.has(a));
    const totalOf = (a) => s.view.totals[a];
    const others = rest.slice(0, 150).map((a) => {
      const verb = a.split(" ")[0];
      const total = totalOf(a);
      return button(describeAction(a) + (total === undefined ? "" : ` (${verb === "build" ? "dig" : verb} ${total})`), a, false);
    });
    const picked = this.selected.length;
    // "Every other legal action" stays open while she looks through it: the page drawn again
    // for the same decision (a chat line, another tab's news) does not close it under her.
    const every = rest.length && !picked ? h("details", { id: "every-action", open: Boolean(menu.error) || this.everyOpen === menu.key },
      h("summary", { text: `Every other legal action (${rest.length})` }),
      h("div", { class: "menu" }, others), rest.length > 150 ? h("div", { class: "muted", text: `${rest.length - 150} more: pick cards or type the notation` }) : null) : null;
    if (every) every.addEventListener("toggle", () => { this.everyOpen = every.open ? menu.key : null; });
    const list = [
      menu.error ? h("div", { class: "error", text: menu.error }) : null,
      h("div", { id: "prompt", text: menu.prompt }),
      picked ? h("div", { class: "muted" }, `${picked} card${picked > 1 ? "s" : ""} picked: what exactly ${picked > 1 ? "they" : "it"} can do. `,
        h("button", { id: "clear-picked", type: "button", onclick: () => { this.selected = []; this.loadMenu(); this.render(); } }, "clear")) : null,
      h("div", { class: "menu", role: "group", "aria-label": "your choices", "aria-describedby": menu.prompt ? "prompt" : null }, ranked.length || menu.error ? ranked : h("div", { class: "muted", text: "No action uses exactly the cards you picked." })),
      every,
    ];
    const here = document.getElementById("pending-actions");
    // Whether she was busy elsewhere before the page was drawn again (a hand card drawn again
    // loses the focus for a moment: she is still picking cards).
    const idle = this.focusBefore === undefined ? this.idle(document.activeElement)
      : !this.focusBefore || this.idle(this.focusBefore.el, true);
    if (here) {
      fill(here, ...list);
      fill(this.actions, h("div", { class: "muted", text: "Your choices are on the table, above." }));
    } else {
      fill(this.actions, ...list);
    }
    // Tab order: the recommended action first (the menu keeps the server's order), so a new
    // decision's menu gives it (or, with none recommended, the first choice) the focus, unless
    // she is busy elsewhere (typing, picking cards).
    const box = here || this.actions;
    const first = box.querySelector("button.action.primary") || box.querySelector("button.action");
    if (first && this.focusedMenu !== menu.key && idle) {
      first.focus({ preventScroll: true });
      onScreen(first);
    }
    this.focusedMenu = menu.key;
  }
}

class Table extends TableView {
  constructor(gameId) {
    super();
    this.gameId = gameId;
    this.selected = [];
    this.shownSeat = undefined;
    this.covered = false;
    this.coveredAt = 0;
    this.replay = null;
    this.menu = null;
    this.asked = null;
    this.wasMine = false;
    this.sent = null;  // the action sent and not yet answered: {version, logged, label}
    this.done = null;  // the round of the move the "Done: ..." line tells of
    // A seat's link, #hotseat or #watch pasted into this tab changes only the hash, which loads
    // nothing: the page is opened again, reading it (and moving a token out of the address).
    window.addEventListener("hashchange", () => {
      const asked = new URLSearchParams(location.hash.slice(1));
      if (["token", "hotseat", "watch"].some((key) => asked.has(key))) location.reload();
    });
    const hash = new URLSearchParams(location.hash.slice(1));
    this.seats = [];
    // A seat's token comes after "#token=": one after "?" (which the server would see) or an
    // empty one is a link that does not work, said so rather than opened as a spectator's.
    const misplaced = new URLSearchParams(location.search).has("token");
    if (misplaced || (hash.has("token") && !hash.get("token"))) {
      if (hash.has("token")) history.replaceState(null, "", location.pathname);
      this.fatal(misplaced ? "the seat's token is in the link's query (?token=), not after #token=" : "the link's seat token is empty",
        misplaced ? "A seat's link carries its token after #token=; this one has it after ?token=, where it is not read: it has been changed on its way to you. Ask for the link again."
          : "The link ends with #token= and no token: it has been cut short. Ask for the link again.");
      return;
    }
    this.open(hash).catch((e) => { fill(app, h("p", { class: "error", text: e.message })); });
  }

  async open(hash) {
    // Which seats this page plays: a seat's link, the hotseat (every seat this browser holds,
    // each hand behind the "pass the device" screen), the seat this tab or browser holds, or
    // none (a spectator).
    const gameId = this.gameId;
    const hotseat = playsEverySeat(gameId);
    // A game played here at one screen: every page of it is the hotseat's, so that no address
    // (the game's alone, a seat's link from "Your games") shows a hand before its player says
    // she has the device. The seats' tokens are checked first: one a friend has since sat down
    // with opens nothing here, and says so.
    if (hotseat && (!location.hash || hash.has("token") || hash.has("hotseat"))) await keepHeld([gameId]);
    const held = tokens()[gameId] || {};
    // The link she sat down with here (a tab closed, the link opened again from her messages)
    // opens nothing since: the token her seat was given then does.
    const sat = hash.has("token") ? satWith(gameId)[hash.get("token")] : undefined;
    if (sat !== undefined && held[sat]) hash.set("token", held[sat]);
    const ownSeat = hash.has("token") && Object.values(held).includes(hash.get("token"));
    if (playsEverySeat(gameId) && (!location.hash || ownSeat)) {
      history.replaceState(null, "", `${location.pathname}#hotseat`);
      hash = new URLSearchParams("hotseat");
    }
    // The game's address alone opens the seat this tab opened, else one this browser holds
    // (a new tab, a bookmark): the creator's, or the one taken in the lobby or opened by its
    // link ("Your games"), never another's. #watch (the lobby's "watch"): a spectator.
    const kept = location.hash ? null : sessionStorage.getItem(`scavengers.seat.${gameId}`) || heldSeat(held);
    const token = hash.get("token") || kept;
    // A link sent to her, not a seat this browser made or took: named as the lobby would (greet).
    // Not her own seat's link opened on another device ("&again", renderDevice): sitting down
    // there would give the seat a new token, and the device she came from would lose it.
    this.byLink = hash.has("token") && !hash.has("again") && !Object.values(held).includes(token);
    let seats;
    if (token) {
      seats = { mine: token };
      sessionStorage.setItem(`scavengers.seat.${gameId}`, token);
      if (hash.has("token")) history.replaceState(null, "", location.pathname);
    } else if (hash.has("hotseat") && Object.keys(held).length) {
      seats = held;
    } else {
      seats = { spectator: null };
    }
    this.hotseat = Object.keys(seats).length > 1;
    if (this.hotseat) markHotseat(gameId);
    this.build();
    document.addEventListener("keydown", (e) => this.stepReplay(e));
    // The "pass the device" screen keeps the focus (trapFocus), even from a click beside its button.
    document.addEventListener("focusin", (e) => {
      const cover = document.getElementById("cover");
      if (cover && !cover.contains(e.target)) document.getElementById("reveal").focus();
    });
    this.seats = Object.values(seats).map((t) => new Seat(this, gameId, null, t));
  }

  build() {
    // Not a live region: what changes is announced in a few words (#announce, announce()),
    // not the whole line again. The focus may rest on it (tabindex -1) while nothing is asked.
    this.status = h("div", { id: "status", class: "banner", tabindex: "-1" }, "Connecting…");
    this.replayBar = h("div", { id: "replay-bar", role: "group", "aria-label": "replay controls", hidden: true });
    this.showResult = h("button", { id: "show-result", type: "button", hidden: true,
      onclick: () => { this.endClosed = false; this.endOpened = false; this.render(); } }, "Show the result");
    this.error = h("div", { class: "error", id: "error", role: "alert" });
    this.feedback = h("div", { id: "feedback", class: "feedback", "aria-live": "polite" });
    this.board = h("div", { id: "board" });
    this.actions = h("div", { id: "actions" });
    this.notation = h("input", { type: "text", id: "notation", placeholder: "notation, e.g. dig refugee+shovel", autocomplete: "off", "aria-label": "action in notation" });
    this.notation.addEventListener("keydown", (e) => { if (e.key === "Enter") this.submitNotation(); });
    this.autopass = this.setting("autopass", "scavengers.autopass", true);
    // Whenever pass is her only choice: off by default where another person sits at the table
    // (how fast she passes would tell them she holds no answer), on where all the others are
    // bots (onlyPassFor).
    this.onlyPass = h("input", { type: "checkbox", id: "autopass-only" });
    this.onlyPass.addEventListener("change", () => {
      if (this.onlyPassKey) localStorage.setItem(this.onlyPassKey, this.onlyPass.checked ? "1" : "0");
      if (this.current().state) this.update(this.current());
    });
    this.onlyPassWarning = h("span", { class: "warning", id: "autopass-only-warning", text: ONLY_PASS_WARNING });
    // A log a screen reader may browse; its news is announced briefly instead (announce()).
    this.logBox = h("div", { id: "log", tabindex: 0, role: "log", "aria-live": "off", "aria-label": "game log" });
    this.chatLines = h("div", { id: "chat-lines", tabindex: 0, "aria-label": "chat" });
    this.chatInput = h("input", { type: "text", id: "chat-input", maxlength: 500, placeholder: "say something", "aria-label": "chat message", "aria-describedby": "chat-error" });
    this.chatError = h("div", { class: "error", id: "chat-error", role: "alert" });
    this.chatInput.addEventListener("keydown", (e) => {
      const text = this.chatInput.value;
      if (e.key !== "Enter" || !text.trim()) return;
      this.chatError.textContent = "";
      this.chatInput.value = "";
      // Not said: the line comes back to the box (unless she typed another meanwhile).
      this.current().chat(text).catch((error) => {
        this.chatError.textContent = error instanceof Unreachable ? `${UNREACHABLE}; your message was not sent` : error.message;
        if (!this.chatInput.value) this.chatInput.value = text;
      });
    });
    this.overlay = h("div", { id: "overlay" });
    this.hintBox = h("div", { id: "hint-box" });
    document.title = `Game ${this.gameId} · Arctic Scavengers`;
    this.analysisBox = h("div", { id: "analysis-box" });
    this.invite = h("div", { id: "invite" });
    // This seat's own link, to go on playing it on another device (renderDevice).
    this.device = h("div", { id: "device" });
    this.deviceButton = h("button", { id: "device-button", type: "button", hidden: true, "aria-expanded": "false",
      onclick: () => { this.deviceShown = !this.deviceShown; this.renderDevice(this.current()); } }, "Another device");
    this.nameBox = h("div", { id: "name-box" });
    this.notify = h("button", { id: "notify", type: "button", onclick: () => this.askToNotify() }, "Tell me when it is my turn");
    fill(app,
      h("section", { class: "status-bar" }, this.status, this.replayBar, this.error, this.feedback,
        h("div", { class: "tools" }, this.showResult, h("button", { id: "rules-button", type: "button", onclick: showRules }, "Rules"),
          "Notification" in window && !this.hotseat ? this.notify : null, this.deviceButton, h("a", { href: "/", class: "back" }, "Lobby"))),
      this.nameBox,
      this.device,
      this.invite,
      h("div", { id: "table-grid" },
        this.board,
        h("div", { id: "side" },
          this.chooser = h("section", { id: "choose" }, h("h2", { text: "Your move" }), this.hintBox, this.actions,
            this.expert = h("div", { id: "expert" }, h("label", { for: "notation", class: "muted", text: "Or type an action (the notation in the rules):" }),
              h("div", { class: "notation-row" }, this.notation, h("button", { id: "notation-go", onclick: () => this.submitNotation() }, "Send"))),
            this.passSettings = h("div", { id: "pass-settings" },
              h("label", { class: "muted choice" }, this.autopass,
                " pass for me when everyone can see I have nothing to answer with"),
              // Not at a shared screen: the device would skip exactly the seats holding no answer.
              this.hotseat ? null : h("label", { class: "muted choice" }, this.onlyPass,
                " also pass for me whenever pass is my only choice", this.onlyPassWarning))),
          this.talk = h("div", { class: "talk" },
            h("section", {}, h("h2", { text: "Log" }), this.logBox),
            h("section", {}, h("h2", { text: "Chat" }), this.chatLines, this.chatInput, this.chatError)))),
      this.overlay);
    this.notify.hidden = !("Notification" in window) || (Notification.permission === "granted" && localStorage.getItem("scavengers.notify") === "1");
  }

  onlyPassFor(s) {
    // "Also pass for me whenever pass is my only choice", as this browser keeps it for a table
    // like this one: where every other seat is a bot (nobody at the table to notice how fast
    // she passes) on unless she unticked it there; with another person, off unless she ticked
    // it. Each kind of table keeps its own choice.
    // Called at every update, also before the seat's first state has come (then nothing yet).
    if (!s || s.seat == null || !Array.isArray(s.players) || this.hotseat) return;
    const alone = s.players.every((p) => p.seat === s.seat || p.player !== "human");
    const key = alone ? "scavengers.autopass.only.bots" : "scavengers.autopass.only";
    if (key === this.onlyPassKey) return;
    this.onlyPassKey = key;
    this.onlyPass.checked = alone ? localStorage.getItem(key) !== "0" : localStorage.getItem(key) === "1";
    this.onlyPassWarning.textContent = alone ? ONLY_PASS_ALONE : ONLY_PASS_WARNING;
  }

  setting(id, key, byDefault) {
    // A checkbox this browser remembers; changing it acts on the decision shown at once.
    const box = h("input", { type: "checkbox", id, checked: byDefault ? localStorage.getItem(key) !== "0" : localStorage.getItem(key) === "1" });
    box.addEventListener("change", () => {
      localStorage.setItem(key, box.checked ? "1" : "0");
      if (this.current().state) this.update(this.current());
    });
    return box;
  }

  async greet(seat) {
    // A person who opened her seat by a link sent to her sits under the name she typed in the
    // lobby, or is asked for one, as the lobby asks before she takes a seat there.
    if (!this.byLink || seat.state.over) return;
    const line = await api("GET", `/api/lobby/tables/${this.gameId}`).catch(() => null);
    if (!line || line.seats[seat.state.seat].name) return;
    const name = (localStorage.getItem("scavengers.name") || "").trim();
    if (name) this.giveName(seat, name);
    else this.askName(seat, "");
  }

  async giveName(seat, name) {
    // She sits down: the seat is hers from now on, its link no longer opens it (Seat.sitDown).
    try {
      await seat.sitDown(name);
      localStorage.setItem("scavengers.name", name);
      fill(this.nameBox);
    } catch (e) {
      if (seat.closed) return;  // the link no longer works: the page says so (lose)
      this.askName(seat, e.message);
    }
  }

  askName(seat, problem) {
    const error = h("div", { class: "error", id: "seat-name-error", role: "alert", text: problem });
    const input = h("input", { type: "text", id: "seat-name", placeholder: "your name", autocomplete: "nickname" });
    input.addEventListener("input", () => { error.textContent = nameProblem(input.value.trim()); });
    const go = () => {
      const name = input.value.trim();
      if (name && !nameProblem(name)) this.giveName(seat, name);
      else error.textContent = name ? nameProblem(name) : "Type your name first.";
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
    fill(this.nameBox, h("section", { id: "name-ask" }, h("label", {}, "Your name at this table ", input), " ",
      h("button", { id: "seat-name-go", class: "primary", onclick: go }, "Sit down under this name"),
      h("span", { class: "muted", text: " · shown to the others at the table" }), error));
  }

  fatal(message, why) {
    // A wrong game id or seat link: say so (why: in the page's own words), and offer the way
    // back, to the seat this browser holds at the game if it holds one, or to watch it.
    for (const seat of this.seats || []) seat.close();
    const missing = /no game/.test(message);
    const held = heldSeat(tokens()[this.gameId] || {});
    notFound(missing ? "There is no such game" : "This seat link does not work",
      missing ? "The game may have been mistyped in the address, or it never existed on this server."
        : why || "The link's seat token is not one of this game's: it may be cut short or belong to another game, or someone has sat down at the seat with it (a seat's link works until someone sits down with it).",
      message, missing ? null : [held ? [" · ", h("a", { href: `/game/${this.gameId}`, id: "open-held" }, "open your own seat at this game")] : null,
        " · ", h("a", { href: `/game/${this.gameId}#watch` }, "watch this game instead")]);
  }

  lose(seat, message) {
    // A seat this page held that its token no longer opens (a friend sat down with the link
    // this browser made for her; a seat given to the lobby): nothing of it stays on the page.
    // At a shared screen the page opens again with the seats this browser still holds.
    seat.close();
    if (this.hotseat) location.reload();
    else this.fatal(message, seat.state ? "Someone else sits at this seat now: it was given to the lobby, or a friend sat down with its link. Your copy of the link no longer opens it." : null);
  }

  giveBack(seat, text, why) {
    // Her chat line not said: refused (Seat.receive), or lost with a connection that closed
    // (Seat.hear). The reason, and the line back in her box unless she typed another meanwhile.
    if (seat !== this.current()) return;
    this.chatError.textContent = why;
    if (!this.chatInput.value) this.chatInput.value = text;
  }

  connected(seat, up) {
    // Whether every seat's socket is open: while one is not, nothing can be sent for it, and the
    // page says so and takes no move; once all are back, what it said goes.
    seat.down = !up;
    this.offline = this.seats.some((x) => x.down);
    if (this.offline && !this.error.dataset.unreachable) this.showError(`${UNREACHABLE}; trying again…`, true);
    if (!this.offline && this.error.dataset.unreachable) this.showError("");
    // A pass the page sent for her while it was down may never have arrived: sent again if the
    // game still waits for it (autoPass).
    if (up) seat.passed = null;
    this.applyOffline();
  }

  applyOffline() {
    // No move can be sent while the server cannot be reached: every way of choosing is disabled.
    for (const button of document.querySelectorAll("button.action, button.hint-action, #notation-go, #hint, #clear-picked")) {
      button.disabled = Boolean(this.offline);
    }
    this.notation.disabled = Boolean(this.offline);
  }

  askToNotify() {
    // Asked only on a click, as browsers want; a refusal is remembered by the browser.
    Notification.requestPermission().then((answer) => {
      localStorage.setItem("scavengers.notify", answer === "granted" ? "1" : "0");
      this.notify.hidden = answer === "granted";
      this.feedback.textContent = answer === "granted" ? "You will be told when it is your turn while this tab is in the background."
        : "Notifications are blocked in this browser.";
    });
  }

  tellTurn(s) {
    // A notification when a decision becomes this seat's while the tab is not looked at.
    const mine = Boolean(s.legal_actions.length) && !this.passesFor(s);
    if (mine && !this.wasMine && document.hidden && !this.hotseat && "Notification" in window
        && Notification.permission === "granted" && localStorage.getItem("scavengers.notify") === "1") {
      new Notification("Arctic Scavengers: your turn", { body: `Game ${s.id}, round ${s.view.round}`, tag: `scavengers-${s.id}` });
    }
    this.wasMine = mine;
  }

  current() {
    if (this.shownSeat !== undefined) {
      const found = this.seats.find((s) => s.state && s.state.seat === this.shownSeat);
      if (found) return found;
    }
    return this.seats[0];
  }

  seatLog() {
    return this.current().log;
  }

  showError(message, unreachable) {
    // A refusal, or (unreachable) the server not answering: that goes once it answers again.
    this.error.textContent = message;
    if (unreachable) this.error.dataset.unreachable = "1";
    else delete this.error.dataset.unreachable;
    this.sent = null;
    this.feedback.textContent = "";
  }

  update(seat) {
    // Hotseat: show the seat that must decide, behind a "pass the device" cover. A seat that
    // everyone can see has nothing but "pass" is passed for here and never shown (autoPass),
    // so whether the device changes hands depends on public facts only.
    this.onlyPassFor(seat.state);
    const passing = this.autoPass();
    const next = this.deciding(passing) || this.current();
    if (next.state && next.state.seat !== this.shownSeat) {
      if (this.hotseat && !next.state.over) {  // once it is over, every card may be seen
        this.covered = true;
        this.coveredAt = performance.now();
      }
      this.shownSeat = next.state.seat;
      this.selected = [];
      this.sent = null;
      this.done = null;
      this.told = null;
      this.feedback.textContent = "";
      this.error.textContent = "";  // another seat's screen: none of this one's refusals
      this.wasDeciding = false;
    }
    const shown = this.current();
    if (seat === shown) {
      const s = seat.state;
      // A refusal stays until she acts again or a new decision of hers begins: the bots' moves
      // in between would otherwise wipe it before it could be read.
      // A decision the page passes for her (passesFor) is none of hers: a refusal stays.
      const deciding = Boolean(s.legal_actions.length) && !this.passesFor(s);
      if (deciding && !this.wasDeciding) this.error.textContent = "";
      // "Done: ..." says what her last move did: it goes once a new round begins, or a decision
      // of hers that does not go on with her own move (her turn after the others answered it,
      // the card to keep from her dig), where it would read as news of the game as it is now.
      const d = s.view.decision;
      const goingOn = d && ((["turn", "keep"].includes(d.kind) && d.seat === s.seat) || (d.kind === "resume" && d.actor === s.seat));
      if (this.done !== null && ((deciding && !this.wasDeciding && !goingOn) || s.view.round !== this.done)) {
        this.feedback.textContent = "";
        this.done = null;
      }
      this.wasDeciding = deciding;
      if (s.version !== this.shownVersion) this.selected = [];  // the hand may have changed
      this.shownVersion = s.version;
      if (this.sent && seat.taken > this.sent.version && s.version >= seat.taken) {
        // What her move did, once the game has taken it (not another tab's move of her seat), in
        // the log's words: the lines of her own tribe since, not the others' moves after it.
        const told = seat.log.slice(this.sent.logged).filter((e) => e.seat === s.seat).map((e) => e.text).slice(-3).join(" · ");
        this.feedback.textContent = `Done: ${this.sent.label}.${told ? ` ${told}` : ""}`;
        this.done = s.view.round;
        this.sent = null;
      }
      if (s.over) {
        // "The game is over." says it all: what her last move did is old news.
        this.feedback.textContent = "";
        this.done = null;
      }
      this.tellTurn(s);
    }
    this.loadMenu();
    this.render();
  }

  menuKey(s) {
    return `${s.seat}|${s.version}|${this.selected.map((i) => s.view.hand[i]).join(",")}`;
  }

  async loadMenu() {
    // The seat's choices as the terminal lists them (ranked, the engine's totals), from the
    // server; asked again after every change and every card picked. A stale answer is dropped.
    const seat = this.current();
    const s = seat.state;
    if (!s || s.seat === null || this.replay) return;
    const key = this.menuKey(s);
    await this.askMenu(key, () => api("POST", `/api/games/${this.gameId}/menu`, { token: seat.token, picked: this.selected.map((i) => s.view.hand[i]) }),
      () => seat === this.current() && seat.state && this.menuKey(seat.state) === key);
  }

  deciding(skip) {
    // The seat held here that must decide now (not ``skip``): by the newest state any of its
    // sockets brought, as one seat's socket may lag behind another's.
    const newest = Math.max(...this.seats.map((seat) => (seat.state ? seat.state.version : -1)));
    return this.seats.find((seat) => seat !== skip && seat.state && seat.state.version === newest
      && seat.state.legal_actions.length) || null;
  }

  passesFor(s) {
    // Whether the page passes for this seat now. By default when everyone can tell it has
    // nothing but "pass" (view.lone_pass: worked out by the engine from public facts alone,
    // the same on every screen): a seat that merely holds no answer is asked like any other,
    // as passing only for those would tell the table who holds one. Whenever "pass" is its
    // only legal action (its own to read) only where "also pass for me" is ticked: she ticks
    // it at a table with other people, knowing that how fast she answers may tell them; it is
    // ticked at first where all the others are bots (onlyPassFor); never at a shared screen,
    // where the device would skip exactly those seats.
    if (!s.legal_actions.length) return false;
    if (s.view.lone_pass && this.autopass.checked) return true;
    return this.onlyPass.checked && !this.hotseat && s.legal_actions.length === 1 && s.legal_actions[0] === "pass";
  }

  autoPass() {
    // Pass for the deciding seat when the page may (passesFor), once per state; returns that seat.
    const seat = this.deciding(null);
    if (!seat || !this.passesFor(seat.state)) return null;
    if (seat.passed !== seat.state.version && !this.offline) {
      seat.passed = seat.state.version;
      seat.send("pass");
    }
    return seat;
  }

  submitNotation() {
    const text = this.notation.value.trim();
    if (this.sent) return;  // an action is on its way (choose)
    if (!text) {
      this.error.textContent = "Type an action first, e.g. end or dig refugee+shovel.";
      this.feedback.textContent = "";
      this.done = null;
      return;
    }
    // A choice's own label typed or pasted back ("Draw with Scout (draw 2)") is that choice,
    // where no other choice on the page has the same label, as the terminal reads it; else the
    // text goes as notation (the game says what it could not read).
    const said = (words) => words.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
    const labelled = [...document.querySelectorAll("button.action")].filter((b) => said(b.textContent) === said(text));
    this.choose(labelled.length === 1 ? labelled[0].dataset.action : text, text);
    this.notation.value = "";
  }

  render() {
    super.render();
    this.applyOffline();
  }

  focusFallbacks() {
    // A dialog open on the page first (the end screen, the cover), then a replay's step
    // forward, then the first choice.
    return ["#end-screen button", "#reveal", () => (this.replay ? document.getElementById("replay-next") : null), ...super.focusFallbacks()];
  }

  draw() {
    const seat = this.current();
    const s = seat.state;
    if (!s) return;
    this.status.dataset.version = s.version;
    if (this.covered) {
      this.clearPrivate();
      // A cover already up for this seat stays the same element: a state that comes in behind
      // it (the server's answer to the move that raised it) does not raise it again, so its
      // "I am ready" keeps its focus and its guard, and it never flickers.
      const up = document.getElementById("cover");
      if (up && up.dataset.seat === String(s.seat) && this.overlay.contains(up)) return;
      const name = s.players[s.seat].name;
      const cover = h("div", { class: "overlay cover", id: "cover", "data-seat": String(s.seat), role: "dialog", "aria-modal": "true", "aria-labelledby": "cover-title" }, h("div", {},
        h("h2", { id: "cover-title", text: `Pass the device to ${name}` }), h("p", { text: "Everyone else, look away." }),
        h("button", { class: "primary", id: "reveal", "aria-label": `I am ready: ${name}`, onclick: (e) => {
          if (e.currentTarget.getAttribute("aria-disabled") === "true") return;
          this.covered = false;
          this.render();
        } }, "I am ready")));
      // Escape leaves it up: only its player's "I am ready" shows a hand, never a key pressed
      // by whoever holds the device. Nor a key held down since before it came up (an Enter
      // that took the last move, repeating): its repeats press nothing here. Nor, for a moment
      // after it comes up, a second press or click of the one that took the last move (a double
      // Enter, a double click): "I am ready" waits COVER_GUARD_MS, still focused, to take one.
      trapFocus(cover, () => {});
      cover.addEventListener("keydown", (e) => { if (e.repeat) e.preventDefault(); });
      fill(this.overlay, cover);
      const ready = document.getElementById("reveal");
      const wait = coverGuard() - (performance.now() - this.coveredAt);
      if (ready && wait > 0) {
        ready.setAttribute("aria-disabled", "true");
        setTimeout(() => ready.removeAttribute("aria-disabled"), wait);
      }
      if (ready) ready.focus();
      return;
    }
    this.talk.hidden = false;
    const view = this.replay ? this.replay.view : s.view;
    const names = s.players.map((p) => p.name);
    if (view.forces && view.forces.length) names.push("The opponent");  // the solo game's seat 1
    this.notify.hidden = s.seat === null || s.over || !("Notification" in window)
      || (Notification.permission === "granted" && localStorage.getItem("scavengers.notify") === "1");
    this.renderStatus(s, view, names);
    this.renderInvite(s);
    this.renderDevice(seat);
    this.renderBoard(view, names, this.replay ? null : s);
    this.renderActions(s);
    const log = this.replay ? this.replay.log : seat.log;
    // The solo game counts turns, as its status line and the terminal's log (T3) do.
    const each = capital(roundWord(view.forces && view.forces.length > 0));
    fill(this.logBox, ...log.map((e) => h("div", { class: "event", "data-type": e.type, text: `${each} ${e.round}: ${e.text}` })));
    this.logBox.scrollTop = this.logBox.scrollHeight;
    fill(this.chatLines, ...seat.said.map((c) => h("div", { class: "chat-line" }, h("b", { text: `${c.name}: ` }), c.text)));
    this.chatLines.scrollTop = this.chatLines.scrollHeight;
    const ending = s.over && !this.replay && !this.endClosed;
    fill(this.overlay, ending ? this.endScreen(s, names) : "");
    this.showResult.hidden = !(s.over && !this.replay && this.endClosed);
    if (!this.replay) this.announce(seat, s, view, names);
    if (ending && !this.endOpened) {
      // The end screen opens: the focus goes into it, on its heading, which says who won.
      this.endOpened = true;
      const title = document.getElementById("end-title");
      title.focus({ preventScroll: true });
    }
  }

  announce(seat, s, view, names) {
    // A few words for a screen reader, politely: the others' moves and the skirmishes' results
    // since she last heard (this seat's own log, as shown in the Log box), then what changed in
    // the status line (her turn, the round, the phase). Nothing of what came before the page
    // opened: the log is there to read.
    const parts = [];
    if (seat.heard === undefined || seat.heard > seat.log.length) seat.heard = seat.log.length;
    const fresh = seat.log.slice(seat.heard);
    const from = seat.heard;
    seat.heard = seat.log.length;
    // Her own moves she made herself; a round's start (hers as its initiator), a skirmish's
    // end are news though the log files them under her seat.
    const news = fresh.filter((e) => e.seat !== s.seat || ["round_started", "skirmish_totals", "skirmish_won", "deadlock"].includes(e.type));
    const spoken = news.slice(-8);
    if (spoken.length) parts.push(sentences(spoken.map((e) => e.text)));
    const deciding = Boolean(s.legal_actions.length) && !this.passesFor(s);
    const now = { seat: s.seat, round: view.round, phase: view.phase, deciding, over: s.over };
    const was = this.told;
    this.told = now;
    if (was && was.seat === now.seat && !s.over) {
      if (now.round !== was.round && !spoken.some((e) => e.type === "round_started")) parts.push(`${capital(roundWord(view.forces.length > 0))} ${now.round}.`);
      if (now.phase !== was.phase) parts.push(`${capital(phaseWords(now.phase))}.`);
      if (deciding && !was.deciding) parts.push(`Your turn: ${describeDecision(view.decision, names)}.`);
    }
    if (parts.length) say(parts.join(" "));
    // Until it is said, it may yet be hushed (the device passed on at once, hushFor): then she
    // hears it when the device comes back to her. What she was told a moment before and has not
    // heard yet either (say waits for the page to settle: the bots' moves come one by one) is
    // hushed with it, so it waits too.
    if (news.length) {
      const waiting = this.unsaid && this.unsaid.seat === seat && (say.queue || []).includes(this.unsaid.text);
      this.unsaid = { seat, from: waiting ? this.unsaid.from : from, text: parts.join(" ") };
    }
  }

  clearPrivate() {
    // Behind the cover nothing of the seat that had the device stays on the page, not even
    // hidden: its status, hand, figures, selection, log, hint, typed notation and card detail are
    // taken out, and drawn again for the next seat only once it says it is ready.
    this.selected = [];
    fill(this.status);
    this.status.className = "banner";  // nor whether it was that seat's decision ("yours")
    fill(this.error);
    fill(this.feedback);
    fill(this.board);
    fill(this.actions);
    fill(this.logBox);
    fill(this.chatLines);
    fill(this.chatError);
    fill(this.hintBox);
    fill(this.analysisBox);
    fill(this.invite);
    fill(this.device);
    this.deviceButton.hidden = true;
    fill(this.replayBar);
    this.hushFor();
    this.hint = null;
    hideDetail(true);
    fill(detail);
    this.notation.value = "";
    this.chatInput.value = "";
    this.chooser.hidden = true;
    this.talk.hidden = true;
  }

  hushFor() {
    // The cover comes up: what was about to be said to the seat that had the device is not said
    // now, and waits for her next turn at it (announce), not lost.
    if (this.unsaid && (say.queue || []).includes(this.unsaid.text)) this.unsaid.seat.heard = Math.min(this.unsaid.seat.heard, this.unsaid.from);
    this.unsaid = null;
    hush();
  }

  async findFreeSeats() {
    // The seats of this game listed in the lobby for anyone to take, and those this browser
    // still holds (not one a friend has sat down at with its link) (renderInvite).
    const [line] = await Promise.all([api("GET", `/api/lobby/tables/${this.gameId}`).catch(() => null), keepHeld([this.gameId])]);
    this.freeSeats = line ? line.seats.filter((x) => x.state === "open").map((x) => x.seat) : [];
    if (this.current().state) this.render();
  }

  async handToBot(seat, token) {
    // A seat nobody has taken goes to a bot, which the server plays from now on: the table no
    // longer waits for a friend who does not come. Its link stops working.
    try {
      await api("POST", `/api/lobby/tables/${this.gameId}/bot`, { token, seat });
      const held = tokens()[this.gameId] || {};
      if (held[seat] && held[seat] !== this.current().token) forgetToken(this.gameId, held[seat]);
      this.feedback.textContent = `A bot plays seat ${seat} from now on.`;
      await this.findFreeSeats();
    } catch (e) {
      this.showError(e instanceof Unreachable ? `${UNREACHABLE}; seat ${seat} was not handed to a bot` : e.message);
    }
  }

  async takeFreeSeats() {
    // Hotseat at a table whose free seats are listed: this device takes those still free
    // (as anyone could in the lobby), then plays every seat it holds.
    try {
      for (const seat of this.freeSeats) {
        // No name made up for her ("Player 1"): named as every seat of the device is, "Seat 1".
        const seated = await takeSeat(`/api/lobby/tables/${this.gameId}/join`, { seat }, `${this.gameId} ${seat}`);
        rememberToken(seated.id, seated.seat, seated.token);
      }
      // Read as the page opens again: on the hash's change (hashchange), or now if it says so already.
      if (location.hash === "#hotseat") location.reload();
      else location.assign(`/game/${this.gameId}#hotseat`);
    } catch (e) {
      this.showError(e.message);
      this.findFreeSeats();
    }
  }

  seatLink(token) {
    // The address that opens a seat of this game by its token (sent to a friend, or one's own).
    return `${location.origin}/game/${this.gameId}#token=${token}`;
  }

  renderDevice(seat) {
    // Her seat's link with the token that opens it now, to play on from another device (a
    // phone, the computer at home): the seat opens there too, and both devices play it. Only
    // her own page shows it, behind a button; a hotseat device, a watcher and a replay have
    // none. Sitting down changes the token (Seat.sitDown), so it is read at each drawing.
    const s = seat.state;
    const shown = Boolean(s && seat.token && s.seat !== null && !s.over && !this.hotseat && !this.replay);
    this.deviceButton.hidden = !shown;
    this.deviceButton.setAttribute("aria-expanded", String(shown && Boolean(this.deviceShown)));
    if (!shown || !this.deviceShown) {
      fill(this.device);
      return;
    }
    const url = `${this.seatLink(seat.token)}&again`;
    const box = h("input", { type: "text", id: "device-link", readonly: true, value: url, "aria-label": "your seat's link" });
    box.addEventListener("focus", () => box.select());
    const copied = h("span", { class: "muted", id: "device-copied", role: "status" });
    const copy = h("button", { type: "button", id: "device-copy", onclick: async () => {
      box.select();
      try {
        await navigator.clipboard.writeText(url);
        copied.textContent = " copied";
      } catch {
        copied.textContent = " selected: copy it with your keyboard or menu";
      }
    } }, "copy");
    fill(this.device, h("section", {}, h("h2", { text: "Play your seat on another device" }),
      h("p", { class: "muted", text: "Open this link on the other device: your seat opens there too, and you may play it from either. Keep it to yourself: whoever has it can play your seat and see your hand." }),
      h("div", { class: "invite-line" }, box, " ", copy, copied)));
  }

  renderInvite(s) {
    // The seats of this game this browser holds besides the one shown: links to send (or play
    // them all here), until the game is under way. Seats listed in the lobby instead: said so,
    // and the device may take them to play every seat here.
    const held = tokens()[this.gameId] || {};
    const others = Object.entries(held).filter(([seat]) => Number(seat) !== s.seat);
    const free = this.freeSeats || [];
    if (s.over || this.hotseat || !(others.length || free.length) || s.view.round > 1) {
      fill(this.invite);
      return;
    }
    // A seat nobody has taken may go to a bot instead (handToBot): with its own token, or a
    // listed one with the creator's (this seat's).
    const toBot = (seat, token) => h("button", { type: "button", class: "to-bot", "data-seat": seat, onclick: () => this.handToBot(Number(seat), token) },
      `let a bot play seat ${seat}`);
    if (!others.length) {
      fill(this.invite, h("section", {}, h("details", { open: true }, h("summary", { text: "Invite the other people" }),
        h("p", { class: "muted", text: `Seat${free.length > 1 ? "s" : ""} ${free.join(", ")} ${free.length > 1 ? "are" : "is"} listed in the lobby for anyone to take; or play every seat on this device, passing it round; or let a bot play a seat nobody takes.` }),
        h("div", {}, h("button", { type: "button", id: "hotseat-link", onclick: () => this.takeFreeSeats() }, "play every seat here (hotseat)"),
          ...free.map((seat) => toBot(seat, this.current().token))))));
      return;
    }
    fill(this.invite, h("section", {}, h("details", { open: true }, h("summary", { text: "Invite the other people" }),
      h("p", { class: "muted", text: "Send each friend the link of a seat (it is hers once she sits down with it); or play every seat on this device, passing it round; or let a bot play a seat nobody takes." }),
      ...Object.entries(held).map(([seat, token]) => {
        const url = this.seatLink(token);
        return h("div", { class: "invite-line" }, h("a", { href: url, class: "join", "data-seat": seat }, `Seat ${seat}`),
          " ", h("input", { type: "text", readonly: true, value: url, "aria-label": `link for seat ${seat}` }),
          Number(seat) === s.seat ? null : [" ", toBot(seat, token)]);
      }),
      ...free.map((seat) => h("div", { class: "invite-line" }, `Seat ${seat}: listed in the lobby `, toBot(seat, this.current().token))),
      h("div", {}, h("a", { href: `/game/${this.gameId}#hotseat`, id: "hotseat-link" }, "play every seat here (hotseat)")))));
  }

  renderStatus(s, view, names) {
    // A replay is seen from the seat chosen for it, not the seat this page holds.
    const seat = this.replay ? this.replay.seat : s.seat;
    const who = seat === null ? "You are watching" : `You are ${names[seat]}`;
    let line;
    if (this.replay) line = `Replay: step ${this.replay.step} of ${this.replay.steps}, as ${this.replay.seat === null ? "a spectator" : names[this.replay.seat]}`;
    else if (s.over) line = "The game is over.";
    else if (s.legal_actions.length) line = `Your decision (${describeDecision(view.decision, names)})`;
    else line = `Waiting for ${view.to_act.map((t) => names[t]).join(", ")} (${describeDecision(view.decision, names)})`;
    this.status.className = `banner ${s.legal_actions.length && !this.replay ? "yours" : ""}`;
    this.status.dataset.version = s.version;
    const quiet = view.phase === "gathering" && !view.skirmish_this_round && !view.forces.length ? " (no skirmish this round: the cards left in hand are discarded)" : "";
    // The solo game counts turns, as its log and the terminal do.
    const round = view.forces.length ? `turn ${view.round}${s.score && !this.replay ? ` · your score now: ${pointsWords(s.score.points)}` : ""}` : `round ${view.round}`;
    fill(this.status, h("div", { text: `${who} · ${round} · ${phaseWords(view.phase)}${quiet} · game ${s.id}` },
      h("span", { id: "hints-mark", class: "muted", text: s.hints ? " · hints allowed at this table" : " · no hints at this table" }),
      // Told where it matters: another person at the table could have chosen it.
      s.seeded && !s.over && s.players.filter((p) => p.player === "human").length > 1 ? h("span", { id: "seeded-mark", class: "muted", text: " · dealt from a seed its creator chose: whoever knows it can work out every hidden card" }) : null),
      h("div", { id: "turn-line", text: line }));
    // The replay's controls beside the status line, not in it.
    this.replayBar.hidden = !this.replay;
    fill(this.replayBar, this.replay ? [h("div", {}, this.replayControls(s, names)), this.replayMark()] : []);
  }

  renderActions(s) {
    this.chooser.hidden = s.seat === null;
    // Nothing to type or pass in a replay (read only) or once the game is over.
    this.expert.hidden = Boolean(this.replay) || s.over;
    this.passSettings.hidden = Boolean(this.replay) || s.over;
    this.renderHint(s);
    if (this.replay || s.seat === null) {
      fill(this.actions, h("span", { class: "muted", text: s.seat === null ? "Spectators watch." : "Replay: read only." }));
      return;
    }
    if (this.passesFor(s)) {
      const why = s.view.lone_pass && this.autopass.checked ? "nobody can hold a card that answers this now" : "pass is your only choice";
      fill(this.actions, h("span", { class: "muted", id: "passing", text: `Passing for you: ${why}.` }));
      return;
    }
    if (!s.legal_actions.length) {
      fill(this.actions, h("span", { class: "muted", text: "Nothing to decide now." }));
      return;
    }
    const menu = this.menu && this.menu.key === this.menuKey(s) ? this.menu : null;
    if (!menu) {
      fill(this.actions, h("span", { class: "muted", text: "…" }));
      return;
    }
    this.renderChoices(s, menu);
  }

  choose(action, label) {
    // One action at a time: until the state after it comes, or a refusal (showError), further
    // clicks are ignored; a double click would send it twice, the second refused. Nothing is
    // sent, nor kept to send later, while the server cannot be reached.
    if (this.sent) return;
    if (this.offline) {
      this.showError(NOT_SENT, true);
      return;
    }
    const seat = this.current();
    this.selected = [];
    this.error.textContent = "";
    this.sent = { version: seat.state.version, logged: seat.log.length, label: label || action };
    this.feedback.textContent = `Sending: ${label || action}…`;
    seat.send(action);
  }

  // -- hints: the search bot's best actions for this seat's decision, from its view only --

  renderHint(s) {
    const hint = this.hint && this.hint.version === s.version ? this.hint : null;
    if (!s.hints || this.replay || s.seat === null || !s.legal_actions.length) {
      fill(this.hintBox);
      return;
    }
    if (!hint || hint.status === "none" || hint.status === "failed") {
      fill(this.hintBox, h("button", { id: "hint", onclick: () => this.askHint() }, "Hint"),
        h("span", { class: "muted", text: " the search bot's best moves for you, from what you can see" }),
        hint && hint.error ? h("div", { class: "error", text: hint.error }) : null);
    } else if (hint.status === "thinking") {
      // Named for a screen reader, which the focus on "Stop" tells nothing more.
      fill(this.hintBox, h("span", { text: "The search bot is thinking… " }),
        h("progress", { id: "hint-progress", max: 1, value: hint.progress, "aria-label": "the hint's progress" }),
        h("button", { id: "hint-stop", "aria-label": "Stop the hint", onclick: () => this.stopJob("hint") }, "Stop"));
    } else {
      // Each suggestion in words, the same on its button and in what is said.
      // The server's words for each action (the menu's), as the terminal's hints say them.
      // The solo game has no rival: its figure is the bot's rating of the tribe against par.
      const figure = s.view.forces && s.view.forces.length ? (c) => `rated ${c}% against par` : (c) => `about ${c}% to win`;
      const words = hint.suggestions.map((x, i) => `${i + 1}. ${x.label || describeAction(x.action)}: ${figure(Math.round(x.chance * 100))}`);
      if (this.hintSaid !== hint) {
        this.hintSaid = hint;
        say(`Hint: ${words.join("; ")}.`);
      }
      fill(this.hintBox, h("div", { id: "hint-result" }, h("b", { text: "Hint: " }),
        ...hint.suggestions.map((x, i) => h("button", { class: "hint-action", "data-action": x.action, onclick: () => this.choose(x.action) }, words[i])),
        h("div", { class: "muted", text: `Estimated on ${hint.playouts} playouts of games you could be in, from what you can see${hint.stopped ? "; stopped early, so rougher" : ""}.` })));
    }
  }

  askHint() {
    const seat = this.current();
    const version = seat.state.version;
    this.follow("hint", seat, () => seat.state.version === version, () => {
      if (seat !== this.current() || this.covered) return;
      // The focus follows the hint: its Stop button while it thinks, then its first move.
      const mark = focusMark();
      this.renderHint(seat.state);
      settleFocus(mark, "#hint-stop", "#hint-result .hint-action", "#hint", ...this.focusFallbacks());
    });
  }

  async follow(kind, seat, current, show) {
    // Ask for a hint or the analysis (kept as this.hint or this.analysis) and poll it while it
    // is worked out and still about the game as it is (current()), showing each answer.
    this[kind] = await this.job("POST", kind, seat, seat.state.version);
    show();
    while (this[kind].status === "thinking" && current()) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      this[kind] = await this.job("GET", kind, seat, seat.state.version);
      show();
    }
  }

  async job(method, kind, seat, version) {
    // A hint or the analysis: ask (POST), follow (GET) or stop (DELETE); a refusal is shown.
    const path = `/api/games/${this.gameId}/${kind}`;
    try {
      return method === "POST" ? await api("POST", path, { token: seat.token })
        : await api(method, `${path}?token=${encodeURIComponent(seat.token)}`);
    } catch (e) {
      return { version, status: "failed", error: e.message };
    }
  }

  stopJob(kind) {
    this.job("DELETE", kind, kind === "analysis" && this.analysed ? this.analysed : this.current(), null);
  }

  // -- the analysis after the game: this seat's decisions judged, the costliest marked --------

  analysable() {
    // The seats whose decisions may be analysed here: this page's own, or at one screen (the
    // hotseat) every person's, each with her name.
    if (!this.hotseat) return [{ seat: this.current(), name: "" }];
    const seats = this.seats.filter((seat) => seat.state && seat.state.seat !== null);
    return seats.map((seat) => ({ seat, name: seat.state.players[seat.state.seat].name }));
  }

  analyseButtons(except) {
    // "Analyse my decisions"; at one screen a button for each person ("Analyse Ann's decisions").
    const seats = this.analysable();
    if (seats.length < 2) return except ? [] : [h("button", { id: "analyse", onclick: () => this.askAnalysis() }, "Analyse my decisions")];
    return seats.filter(({ seat }) => seat !== except).map(({ seat, name }) => h("button",
      { id: `analyse-${seat.state.seat}`, class: "analyse-seat", onclick: () => this.askAnalysis(seat) }, `Analyse ${name}'s decisions`));
  }

  renderAnalysis() {
    const a = this.analysis;
    const whose = this.analysable().length > 1 && this.analysed && this.analysed.state
      ? `${this.analysed.state.players[this.analysed.state.seat].name}'s` : "your";
    if (!a || a.status === "none" || a.status === "failed") {
      fill(this.analysisBox, ...this.analyseButtons(null),
        a && a.error ? h("div", { class: "error", text: a.error }) : null);
    } else if (a.status === "thinking") {
      fill(this.analysisBox, h("span", { text: `Judging ${whose} decisions… ` }),
        h("progress", { id: "analysis-progress", max: 1, value: a.progress, "aria-label": "the analysis's progress" }),
        h("button", { id: "analysis-stop", "aria-label": "Stop the analysis", onclick: () => this.stopJob("analysis") }, "Stop"));
    } else {
      const review = a.review;
      const marked = review.decisions.filter((d) => d.marked);
      const summary = `${review.decisions.length} decisions judged, ${marked.length} marked${review.stopped ? " (stopped early)" : ""}.`;
      if (this.analysisSaid !== a) {
        this.analysisSaid = a;
        say(`Analysis: ${summary}`);
      }
      fill(this.analysisBox, h("div", { id: "analysis", tabindex: "-1" },
        h("p", { text: summary }),
        chanceChart(review),
        marked.length ? h("ol", { id: "marked" }, ...marked.map((d) => h("li", {}, h("a", {
          href: "#", class: "marked", onclick: (e) => { e.preventDefault(); this.loadReplay(review.seat, d.step); },
        }, d.advice))))
          : h("p", { class: "muted", text: "No decision gave away much: nothing clearly better was found." }),
        h("p", { class: "muted", text: `${review.players === 1 ? "A rating" : "A win chance"} is the search bot's estimate from what you could see then. Click a decision to see it in the replay.` }),
        ...this.analyseButtons(this.analysed)));
    }
  }

  askAnalysis(seat = this.current()) {
    this.analysed = seat;
    this.follow("analysis", seat, () => true, () => {
      const mark = focusMark();
      this.renderAnalysis();
      if (this.replay) this.render();
      settleFocus(mark, "#analysis-stop", "#analysis", ...this.focusFallbacks());
    });
  }

  replayMark() {
    // Beside the replay: the marked decision just made or about to be made, and the way to the others.
    const a = this.analysis;
    if (!a || !a.review || this.replay.seat !== a.review.seat) return null;
    const marked = a.review.decisions.filter((d) => d.marked);
    if (!marked.length) return null;
    const step = this.replay.step;
    const here = marked.find((d) => d.step === step || d.step + 1 === step);
    const before = marked.filter((d) => d.step + 1 < step).pop();
    const after = marked.find((d) => d.step > step);
    return h("div", { id: "replay-mark" },
      here ? h("div", { class: "mark", text: `Marked decision (${here.step === step ? "next" : "just made"}): ${here.advice}` }) : null,
      h("button", { id: "mark-prev", disabled: !before, onclick: () => this.loadReplay(this.replay.seat, before.step) }, "◀ marked decision"),
      h("button", { id: "mark-next", disabled: !after, onclick: () => this.loadReplay(this.replay.seat, after.step) }, "marked decision ▶"));
  }

  endScreen(s, names) {
    this.renderAnalysis();
    const result = s.view.result;
    const solo = s.view.forces && s.view.forces.length > 0;
    const rows = result.scores.map((score, seat) => h("tr", { class: result.winners.includes(seat) ? "winner" : "" },
      h("td", { text: names[seat] }), h("td", { text: score.people }), h("td", { text: score.contested }),
      h("td", { text: score.cards }), h("td", { text: score.gangs.map(cardName).join(", ") || "—" }),
      h("td", { class: "points", text: solo ? pointsWords(score.points) : (result.winners.includes(seat) ? "winner" : "") })));
    const said = solo ? `Game over: you score ${pointsWords(result.scores[0].points)}` : `Game over: ${andWords(result.winners.map((w) => names[w]))} ${result.winners.length > 1 ? "share the victory" : "wins"}`;
    const why = solo ? "" : tieBreakWords(result, names);
    if (!this.endOpened) say(`${said}.${why ? ` ${why}` : ""}`);
    const close = () => {
      // Closed: the result stays one button away ("Show the result"), which takes the focus.
      this.endClosed = true;
      this.render();
      this.showResult.focus();
    };
    const dialog = h("div", { class: "overlay", id: "end-screen", role: "dialog", "aria-modal": "true", "aria-labelledby": "end-title" }, h("div", {},
      h("h2", { id: "end-title", tabindex: "-1", text: said }),
      // Why, where a tie-break decided it (the numbers alone left her to work it out).
      why ? h("p", { id: "tie-break", text: why }) : null,
      // Words break between words only; a table too wide for its box scrolls sideways in it.
      h("div", { class: "scroll-x", id: "scores" }, h("table", { class: "list scores" },
        h("tr", {}, ...["Tribe", "People", "Contested resources", "Cards", "Gangs", ""].map((t) => h("th", { text: t }))), ...rows)),
      solo && s.seat === 0 ? h("p", { id: "solo-best", text: soloBest(s) }) : null,
      solo ? h("p", { id: "solo-difficulty-said", text: `Opponents: ${soloDifficulty(s.view.solo_added || [], s.view.solo_families_removed || 0)}.` }) : null,
      h("p", { class: "muted", id: "end-rule", text: solo ? "The solo game: your tribe scores 2 points per contested resource and 1 per other card it holds at the end; a leader or a building scores none (see the rules)." : "The largest tribe wins: People counts the people on every card of a tribe, each gang's 5 included; ties go to the most contested resources, then the most cards." }),
      h("p", { class: "muted", text: `Seed: ${s.seed}` }),
      // The solo game has no other people: its next game is another solo game, same modules.
      // Someone at the table asked first: her seat waits for her in the new game.
      s.next && s.seat !== null && !solo ? h("p", { id: "again-waiting", role: "status", text: "A new game with the same people is waiting for you: “Play again with the same people” takes your seat there." }) : null,
      s.seat === null && !this.hotseat ? null : h("button", { id: "play-again", class: "primary", onclick: () => this.playAgain() },
        solo ? "Play another solo game" : "Play again with the same people"),
      h("div", { class: "error", id: "again-error", role: "alert" }),
      h("button", { id: "watch-replay", onclick: () => this.startReplay(s.seat) }, "Replay the game"),
      h("a", { id: "game-file", class: "button", href: `/api/games/${this.gameId}/file`, download: `scavengers-${this.gameId}.json`,
        title: "the whole game as a file: open it in the terminal with scavengers replay FILE or scavengers analyse FILE" }, "Save the game"),
      h("button", { id: "close-end", onclick: close }, "Close"),
      s.seat === null ? null : this.analysisBox));
    trapFocus(dialog, close);
    return dialog;
  }

  async playAgain() {
    // The first to ask starts the next game; everyone else of this table takes the same seat
    // there with the same button. Friends at one screen (hotseat) take all their seats at
    // once and go on passing the device.
    const held = this.hotseat ? Object.values(tokens()[this.gameId] || {}) : [this.current().token];
    try {
      let next = null;
      for (const token of held) {
        next = await takeSeat(`/api/lobby/tables/${this.gameId}/again`, { token }, `${this.gameId} again ${token}`);
        rememberToken(next.id, next.seat, next.token);
      }
      location.assign(this.hotseat ? `/game/${next.id}#hotseat` : `/game/${next.id}#token=${next.token}`);
    } catch (e) {
      document.getElementById("again-error").textContent = e.message;
    }
  }

  async startReplay(seat) {
    await this.loadReplay(seat, 0);
  }

  async loadReplay(seat, step) {
    const query = seat === null ? "" : `&seat=${seat}`;
    const before = this.replay;
    this.replay = await api("GET", `/api/games/${this.gameId}/replay?step=${step}${query}`);
    this.render();
    // Each step says what happened in it (its lines of the log), not only its number.
    const r = this.replay;
    const stepped = before && before.seat === r.seat && r.step === before.step + 1 && r.log.length >= before.log.length;
    const lines = stepped ? r.log.slice(before.log.length) : r.log.slice(-1);
    const names = this.current().state.players.map((p) => p.name);
    const news = lines.length ? sentences(lines.map((e) => e.text))
      : `nothing new in the log; ${r.view.decision ? describeDecision(r.view.decision, names) : "game over"}.`;
    say(`Step ${r.step} of ${r.steps}: ${news}`);
  }

  stepReplay(e) {
    // ArrowRight / ArrowLeft step the replay, unless she is typing or choosing in a field.
    const r = this.replay;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!r || !step || e.altKey || e.ctrlKey || e.metaKey || e.target.closest("input, textarea, select")) return;
    e.preventDefault();
    this.loadReplay(r.seat, Math.max(0, Math.min(r.steps, r.step + step)));
  }

  replayControls(s, names) {
    const r = this.replay;
    const who = h("select", { id: "replay-seat", "aria-label": "see the replay as" }, h("option", { value: "" }, "spectator"),
      ...names.map((n, i) => h("option", { value: i, selected: r.seat === i }, n)));
    who.addEventListener("change", () => this.loadReplay(who.value === "" ? null : Number(who.value), r.step));
    const go = (step) => () => this.loadReplay(r.seat, Math.max(0, Math.min(r.steps, step)));
    const leave = () => {
      this.replay = null;
      this.render();
      // back to the control that opened the replay (or the way back to the result)
      const back = document.getElementById("watch-replay") || (this.showResult.hidden ? null : this.showResult);
      if (back) back.focus({ preventScroll: true });
    };
    return [who, h("button", { id: "replay-first", "aria-label": "first step", onclick: go(0) }, "first"),
      h("button", { id: "replay-back10", "aria-label": "10 steps back", onclick: go(r.step - 10) }, "−10"),
      h("button", { id: "replay-prev", "aria-label": "step back", onclick: go(r.step - 1) }, "◀"),
      h("button", { id: "replay-next", "aria-label": "step forward", onclick: go(r.step + 1) }, "▶"),
      h("button", { id: "replay-on10", "aria-label": "10 steps forward", onclick: go(r.step + 10) }, "+10"),
      h("button", { id: "replay-last", "aria-label": "last step", onclick: go(r.steps) }, "last"),
      h("button", { id: "replay-leave", onclick: leave }, "leave the replay")];
  }
}

const SOLO_BESTS = "scavengers.solo.bests";

function soloSetup(s) {
  // A solo game's configuration, as the terminal keys its personal bests (tui/records.py):
  // its modules, variants, rules and difficulty (a harder game's best is its own; the
  // rulebook's forces keep the key they always had); the seed is not part of it.
  const modules = [...s.modules].sort();
  const variants = [...(s.variants || [])].sort();
  const rules = s.view.rules || "2015";
  const added = [...(s.view.solo_added || [])].sort();
  const out = s.view.solo_families_removed || 0;
  const harder = added.length > 0 || out > 0;
  const key = `modules=${modules.join(",") || "base"};variants=${variants.join(",") || "none"};rules=${rules}`
    + (harder ? `;added=${added.join(",") || "none"};families_out=${out}` : "");
  const named = modules.map((m) => MODULE_NAMES[m] || m);
  const words = `${named.join(", ") || "base game"}${variants.length ? `; variants ${variants.join(", ")}` : ""}${rules === "2015" ? "" : `; ${rules} rules`}`
    + (harder ? `; ${soloDifficulty(added, out)}` : "");
  return { key, words };
}

function soloDifficulty(added, out) {
  // The solo difficulty in words, as the terminal's end screen says it (text.solo_difficulty).
  if (!added.length && !out) return "the rulebook's opponents";
  const counts = {};
  for (const kind of added) counts[kind] = (counts[kind] || 0) + 1;
  const cards = Object.keys(counts).sort().map((kind) => (counts[kind] === 1 ? cardName(kind) : `${counts[kind]}x ${cardName(kind)}`));
  const words = cards.length ? [`${cards.join(", ")} added`] : [];
  if (out) words.push(`${out} tribal ${out === 1 ? "family" : "families"} out`);
  return `harder: ${words.join(", ")}`;
}

function soloBest(s) {
  // The personal best of this solo game's configuration, kept in this browser: the game's
  // score is compared with it, and kept when it beats it (once: the end screen of the same
  // game opened again says the same). Its line for the end screen.
  const points = s.view.result.scores[0].points;
  const { key, words } = soloSetup(s);
  let all = {};
  try {
    all = JSON.parse(localStorage.getItem(SOLO_BESTS) || "{}") || {};
  } catch (e) {
    all = {};  // not this page's: started afresh
  }
  const kept = all[key] && typeof all[key].points === "number" ? all[key] : null;
  if (!kept || (kept.game !== s.id && points > kept.points)) {
    all[key] = { points, game: s.id, previous: kept ? kept.points : null };
    try {
      localStorage.setItem(SOLO_BESTS, JSON.stringify(all));
    } catch (e) {
      return `Your score could not be kept in this browser (${e.message}).`;
    }
  }
  const best = all[key];
  const these = (s.view.solo_added || []).length || s.view.solo_families_removed ? "these modules and opponents" : "these modules";
  if (best.game === s.id && best.previous === null) return `Your first solo game with ${these} (${words}): a personal best to beat.`;
  if (best.game === s.id) return `A new personal best! The old one was ${pointsWords(best.previous)} (${words}).`;
  return `Your best with ${these} (${words}): ${pointsWords(best.points)} (this game: ${points}).`;
}

function phaseWords(phase) {
  // Where the round stands, in the status line: "gathering phase"; the end is "game over".
  return phase === "over" ? "game over" : `${phase} phase`;
}

function roundWord(solo) {
  // What a game counts its rounds in: the solo game's are its turns [003:330] (RULINGS V-4).
  return solo ? "turn" : "round";
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeDecision(d, names) {
  if (!d) return "game over";
  const actor = d.actor === null ? "" : names[d.actor];
  switch (d.kind) {
    case "turn": return `${names[d.seat]} gathers resources`;
    case "respond": return `${actor} declared ${d.verb}: answers go round the table`;
    case "resume": return `${actor} goes on after a response`;
    case "keep": return `${names[d.seat]} keeps a card`;
    case "commit": return `${names[d.seat]} commits to the skirmish`;
    case "skirmish": return `${names[d.seat]}'s skirmish turn`;
    case "save": return `${actor}'s ${cardName(d.verb)} is under fire: a medic may save it`;
    case "leader": return `${names[d.seat]} chooses a leader`;
    case "engage": return `${names[d.seat]} may engage an opponent force, or not this turn`;
    case "prize": return `${names[d.seat]} takes a prize from the force beaten`;
    case "loss": return `${names[d.seat]} removes a card of the force that lost`;
    // The expansions' decisions, as the terminal's prompt names them (tui/render.py).
    case "choose": return `${names[d.seat]} chooses the cards to ${d.verb} one at a time`;
    case "discard": return `${names[d.seat]} discards from a courier's draw`;
    case "shuffle": return `${names[d.seat]} shuffles cards into the deck with a drill sergeant`;
    case "top": return `${names[d.seat]} puts cards of a scrappers dig back on the pile`;
    case "bribe": return `${names[d.seat]} chooses a leader drawn by a bribe, or none`;
    case "place": return `${names[d.seat]} puts back the junkyard cards the Yardmaster looked at`;
    default: return d.kind;
  }
}

function chanceChart(review) {
  // The estimated win chance after each judged decision, the marked ones in red (an SVG).
  const ns = "http://www.w3.org/2000/svg";
  const svg = (tag, attrs) => {
    const node = document.createElementNS(ns, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
    return node;
  };
  const points = review.decisions;
  const width = 600, height = 120;
  const x = (i) => (points.length > 1 ? (i * width) / (points.length - 1) : width / 2);
  const y = (chance) => height - chance * height;
  const pct = (c) => `${Math.round(c * 100)}%`;
  const lowest = points.reduce((low, d) => (low === null || d.after < low.after ? d : low), null);
  // The solo game has no rival to share a chance with: its figure is the tribe's rating against par.
  const solo = review.players === 1;
  const what = solo ? "Rating chart" : "Win chance chart";
  const even = solo ? "" : `; an even share is ${pct(1 / review.players)}`;
  const words = points.length
    ? `${what}: ${pct(points[0].after)} after your first decision, ${pct(points[points.length - 1].after)} after your last; lowest ${pct(lowest.after)} in ${roundWord(solo)} ${lowest.round}; ${points.filter((d) => d.marked).length} marked decisions${even}.`
    : `${what}: no decision judged.`;
  const chart = svg("svg", { id: "chance-chart", viewBox: `-40 -8 ${width + 48} ${height + 16}`, role: "img", "aria-label": words });
  for (const share of [0, 0.5, 1]) {
    // The scale: 0%, 50% and 100%, a faint line across and its figure on the left.
    chart.append(svg("line", { x1: 0, x2: width, y1: y(share), y2: y(share), class: "grid" }));
    const tick = svg("text", { x: -6, y: y(share) + 4, "text-anchor": "end", class: "scale" });
    tick.textContent = `${share * 100}%`;
    chart.append(tick);
  }
  if (!solo) chart.append(svg("line", { x1: 0, x2: width, y1: y(1 / review.players), y2: y(1 / review.players), class: "even" }));
  chart.append(svg("polyline", { points: points.map((d, i) => `${x(i)},${y(d.after)}`).join(" "), class: "chance" }));
  points.forEach((d, i) => { if (d.marked) chart.append(svg("circle", { cx: x(i), cy: y(d.after), r: 4, class: "marked" })); });
  const rounds = `${roundWord(solo)}s 1-${points.length ? points[points.length - 1].round : 0}`;
  const label = h("div", { class: "muted", text: solo
    ? `The search bot's rating of your tribe against par after each decision, ${rounds} (the solo game has no rival: not a chance to win).`
    : `Estimated win chance after each decision, ${rounds}; the dashed line is an even share (${Math.round(100 / review.players)}%).` });
  return h("figure", {}, chart, label);
}

function tieBreakWords(result, names) {
  // [000:170-172]: the largest tribe wins; among those tied, the most contested resources, then
  // the most cards; still tied, they share the victory. What decided it is the engine's
  // (result.decided_by), worded here with this table's names as scavengers.text words it;
  // "" where the people alone decided (the skirmish's box says its people tie-break alike).
  const by = result.decided_by;
  if (!["contested", "cards", "shared"].includes(by)) return "";
  const scores = result.scores;
  const best = scores[result.winners[0]];
  const who = (seats) => andWords(seats.map((seat) => names[seat]));
  const counted = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const people = counted(best.people, "person", "people");
  const contested = counted(best.contested, "contested resource", "contested resources");
  const cards = counted(best.cards, "card", "cards");
  const tied = (keys) => scores.map((_, seat) => seat).filter((seat) => keys.every((key) => scores[seat][key] === best[key]));
  const beaten = (key, among) => Math.max(...among.filter((seat) => !result.winners.includes(seat)).map((seat) => scores[seat][key]));
  if (by === "contested") {
    const onPeople = tied(["people"]);
    return `${who(onPeople)} tied on ${people}: ${contested} beat ${beaten("contested", onPeople)}, the contested resources tie-break.`;
  }
  if (by === "cards") {
    const onBoth = tied(["people", "contested"]);
    return `${who(onBoth)} tied on ${people} and ${contested}: ${cards} beat ${beaten("cards", onBoth)}, the cards tie-break.`;
  }
  return `${who(result.winners)} tied on ${people}, ${contested} and ${cards}: they share the victory.`;
}

function knownWords(known, names) {
  // What she alone has seen, in the server's words ("Your spy saw in Seat 1's hand: ..."), the
  // seat named as the table names its tribe ("Seat 1 (heuristic)", a person's name): the line
  // is the same for every table (view_json), the names are this table's.
  const seat = known.zone.split(":")[0];
  return /^\d+$/.test(seat) && names[seat] ? known.text.replace(`Seat ${seat}'s `, `${names[seat]}'s `) : known.text;
}

function strengthWords(strength) {
  // A force's strength as the engine judges it (the view's figure, never recomputed here).
  const fight = strength.has_fight ? `fight ${strength.fight}` : "no fight";
  return `(${fight}, ${strength.people} ${strength.people === 1 ? "person" : "people"})`;
}

const ANSWERS = new Set(["snipe", "disarm", "save", "cancel", "lead"]);

function buildingNumber(buildings, building) {
  // Of a player's several buildings of a kind, its number in the order built ("#2 "): the
  // number the notation names it by (bunker-2).
  const same = buildings.filter((b) => b.kind === building.kind);
  return same.length > 1 ? `#${same.indexOf(building) + 1} ` : "";
}

function describeAction(action) {
  // Card ids in words; unknown verbs are shown as they are. An answer played from the
  // committed cards says so ("cancel force guard": the word after the verb).
  const words = action.split(" ");
  if (words.length > 2 && words[1] === "force" && ANSWERS.has(words[0])) {
    return `${describeAction([words[0], ...words.slice(2)].join(" "))} (from your committed cards)`;
  }
  return words.map((w) => w.split("+").map((p) => {
    const [seat, named] = p.includes(":") ? p.split(":") : [null, p];
    // One of a player's several buildings of a kind: "bunker-2" is the second one built.
    const numbered = named.match(/^([a-z_]+)-(\d+)$/);
    const kind = numbered && CARDS[numbered[1]] ? numbered[1] : named;
    if (!CARDS[kind]) return p;
    const name = numbered && kind === numbered[1] ? `${CARDS[kind].name} #${numbered[2]}` : CARDS[kind].name;
    return seat === null ? name : `Seat ${seat}'s ${name}`;
  }).join(" + ")).join(" ");
}

function notFound(title, words, detail, ...more) {
  // A page in place of one that is not there: what is wrong, and the way back.
  fill(app, h("section", { id: "not-found" }, h("h2", { text: title }), h("p", { text: words }),
    detail ? h("p", { class: "muted", text: detail }) : null,
    h("p", {}, h("a", { href: "/", id: "back-to-lobby" }, "Back to the lobby"), ...more)));
  document.title = `${title} · Arctic Scavengers`;
}

async function main() {
  // The cards, and the modules' names (the lobby's words: "HQ 1: Medics, Tools and Gangs"), which the
  // table's end screen names a solo game's modules by.
  const [cards, named] = await Promise.all([api("GET", "/api/cards"), api("GET", "/api/lobby/setup")]);
  CARDS = cards;
  MODULE_NAMES = Object.fromEntries(named.modules.map((m) => [m.id, m.name]));
  const path = location.pathname;
  const match = path.match(/^\/game\/([A-Za-z0-9_-]{1,40})$/);
  if (match) window.table = new Table(match[1]);
  else if (path.startsWith("/game/")) notFound("There is no such game", "A game's address is /game/ and its id: letters, digits, - and _. This one has something else in it, or nothing: it may have been mistyped or cut short.");
  else if (path === "/learn" || path.startsWith("/learn/")) await learn();  // learn.js
  else if (path === "/") await lobby();
  else notFound("There is no such page", "Nothing is at this address on this server: it may have been mistyped. The lobby has the games and the lessons.");
}

// Once every script of the page has run: cards.js and learn.js come after this one, and the
// cards' answer could otherwise come back before learn() is defined ("learn is not defined").
function start() {
  // A server that cannot be reached (restarting) is asked again, as an open table's connection is.
  main().catch((e) => {
    const unreachable = e instanceof Unreachable;
    fill(app, h("p", { class: "error", text: unreachable ? `${UNREACHABLE}; trying again…` : e.message }));
    if (unreachable) setTimeout(start, 2000);
  });
}

document.addEventListener("DOMContentLoaded", start);
