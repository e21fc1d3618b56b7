// Arctic Scavengers in the browser: the lobby and the table. Plain JS, no build step.
// Everything shown comes from the server's messages for this seat; text is always set with
// textContent, never parsed as HTML.
"use strict";

const app = document.getElementById("app");
const conn = document.getElementById("conn");
const detail = document.getElementById("card-detail");
let CARDS = {};

// -- helpers ----------------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

function cardName(kind) {
  return CARDS[kind] ? CARDS[kind].name : kind;
}

function cardText(kind) {
  const c = CARDS[kind];
  return c ? `${c.name} (${c.type}): ${c.text}` : kind;
}

function card(kind, extra) {
  const c = CARDS[kind];
  const node = h("span", { class: `card ${c ? c.type : ""} ${extra || ""}`, title: cardText(kind), "data-kind": kind },
    cardName(kind));
  node.addEventListener("mouseenter", () => showDetail(kind));
  node.addEventListener("mouseleave", () => { detail.hidden = true; });
  return node;
}

function showDetail(kind) {
  const c = CARDS[kind];
  if (!c) return;
  const numbers = [];
  for (const [skill, value] of Object.entries(c.base)) numbers.push(`${skill} ${value}`);
  for (const [skill, value] of Object.entries(c.plus)) numbers.push(`${skill} +${value}`);
  if (c.cost_food || c.cost_meds) numbers.push(`cost ${c.cost_food} food / ${c.cost_meds} meds`);
  if (c.people) numbers.push(`${c.people} people`);
  fill(detail, h("h3", { text: c.name }), h("div", { class: "muted", text: `${c.type} · ${numbers.join(" · ")}` }),
    h("p", { text: c.text }));
  detail.hidden = false;
}

function cards(kinds, extra) {
  return kinds.length ? kinds.map((k) => card(k, extra)) : [h("span", { class: "muted", text: "none" })];
}

function hidden(count, what) {
  return count ? h("span", { class: "hidden-count", text: `${count} ${what}` }) : null;
}

function tokens() {
  return JSON.parse(localStorage.getItem("scavengers.tokens") || "{}");
}

function rememberToken(gameId, seat, token) {
  const all = tokens();
  all[gameId] = all[gameId] || {};
  all[gameId][seat] = token;
  localStorage.setItem("scavengers.tokens", JSON.stringify(all));
}

// -- lobby ------------------------------------------------------------------------------

async function lobby() {
  const setup = await api("GET", "/api/setup");
  const players = h("select", { id: "players" }, [2, 3, 4, 5].map((n) => h("option", { value: n, selected: n === 4 }, n)));
  const seatsBox = h("div", { id: "seat-choices" });
  const seatChoices = () => {
    const n = Number(players.value);
    fill(seatsBox, ...Array.from({ length: n }, (_, i) =>
      h("label", {}, `Seat ${i} `, h("select", { class: "seat-kind", "data-seat": i },
        setup.seats.map((s) => h("option", { value: s, selected: (i === 0) === (s === "human") && (i === 0 || s === "heuristic") }, s))), " ")));
  };
  players.addEventListener("change", seatChoices);
  seatChoices();
  // Hints: allowed by default when one person plays against bots, until the creator decides.
  const hints = h("input", { type: "checkbox", id: "hints" });
  const people = () => [...document.querySelectorAll(".seat-kind")].filter((s) => s.value === "human").length;
  hints.addEventListener("change", () => { hints.dataset.chosen = "1"; });
  seatsBox.addEventListener("change", () => { if (!hints.dataset.chosen) hints.checked = people() === 1; });
  players.addEventListener("change", () => { if (!hints.dataset.chosen) hints.checked = people() === 1; });
  const modules = setup.modules.map((m) => h("label", {}, h("input", {
    type: "checkbox", class: "module", value: m, disabled: !setup.playable_modules.includes(m),
  }), ` ${m} `));
  const variants = (setup.variants || []).map((v) => h("label", {}, h("input", {
    type: "checkbox", class: "variant", value: v,
  }), ` ${v.replaceAll("_", " ")} `));
  const rules = h("select", { id: "rules" }, (setup.rules || ["2015"]).map((r) => h("option", { value: r }, `${r} rules`)));
  const seed = h("input", { type: "number", id: "seed", placeholder: "random", min: 0 });
  const error = h("div", { class: "error", id: "create-error" });
  const created = h("div", { id: "created" });
  const create = async () => {
    error.textContent = "";
    try {
      const body = {
        players: Number(players.value),
        seats: [...document.querySelectorAll(".seat-kind")].map((s) => s.value),
        modules: [...document.querySelectorAll(".module:checked")].map((m) => m.value),
        variants: [...document.querySelectorAll(".variant:checked")].map((v) => v.value),
        rules: rules.value,
        seed: seed.value === "" ? null : Number(seed.value),
        hints: hints.checked,
      };
      const game = await api("POST", "/api/games", body);
      for (const s of game.seats) rememberToken(game.id, s.seat, s.token);
      fill(created, h("h3", { text: `Game ${game.id} created` }),
        ...game.seats.map((s) => h("div", {}, `Seat ${s.seat}: `, h("a", { href: s.url, class: "join", "data-seat": s.seat }, "play this seat"),
          " · share: ", h("input", { type: "text", readonly: true, value: s.url, size: 60 }))),
        game.seats.length > 1 ? h("div", {}, h("a", { href: `/game/${game.id}#hotseat`, id: "hotseat-link" }, "play every seat here (hotseat)")) : null,
        h("div", {}, h("a", { href: game.spectate_url }, "spectator link")));
      refresh();
    } catch (e) {
      error.textContent = e.message;
    }
  };
  const mine = h("tbody", { id: "my-games" });
  const all = h("tbody", { id: "all-games" });
  const refresh = async () => {
    const games = await api("GET", "/api/games").catch(() => []);
    const held = tokens();
    const row = (g) => {
      const turn = g.over ? `over · winners: ${g.winners.map((w) => `Seat ${w}`).join(", ")}`
        : g.to_act.map((s) => `Seat ${s} (${g.seats[s]})`).join(", ");
      return [h("td", { text: g.id }), h("td", { text: g.seats.join(", ") }), h("td", { text: g.modules.join(", ") || "base" }),
        h("td", { class: "hints", text: g.hints ? "hints allowed" : "no hints" }),
        h("td", { text: `round ${g.round}` }), h("td", { class: "turn", text: turn })];
    };
    fill(mine, ...games.filter((g) => held[g.id]).map((g) => h("tr", {}, ...row(g), h("td", {},
      ...Object.entries(held[g.id]).map(([seat, token]) => h("a", { href: `/game/${g.id}#token=${token}` }, `seat ${seat} `))))));
    fill(all, ...games.map((g) => h("tr", {}, ...row(g), h("td", {}, h("a", { href: `/game/${g.id}` }, "watch")))));
  };
  fill(app,
    h("section", { id: "learn-entry" }, h("a", { href: "/learn", id: "learn-link" }, "Learn to play"),
      h("span", { class: "muted", text: " · short guided lessons, each on a table set up for it" })),
    h("section", {}, h("h2", { text: "New game" }),
      h("div", {}, h("label", {}, "Players ", players)), seatsBox,
      h("div", {}, "Modules: ", ...modules),
      variants.length ? h("div", {}, "Variants: ", ...variants) : null,
      h("div", {}, h("label", {}, "Rules ", rules)), h("div", {}, h("label", {}, "Seed ", seed)),
      h("div", {}, h("label", {}, hints, " allow hints: any person at the table may ask the search bot for the best moves (every seat sees this)")),
      h("button", { class: "primary", id: "create", onclick: create }, "Create game"), error, created),
    h("section", {}, h("h2", { text: "Your games" }), h("table", { class: "list" }, mine)),
    h("section", {}, h("h2", { text: "All games" }), h("p", { class: "muted", text: "Whose turn it is, for games that run for days." }),
      h("table", { class: "list" }, all)));
  hints.checked = people() === 1;
  refresh();
  setInterval(refresh, 5000);
}

// -- the table --------------------------------------------------------------------------

class Seat {
  // One live connection for one seat (or a spectator when token is null).
  constructor(table, gameId, seat, token) {
    Object.assign(this, { table, gameId, seat, token, state: null, log: [], said: [], socket: null, retry: 500, passed: null });
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${this.gameId}${query}`);
    this.socket = socket;
    socket.onopen = () => { this.retry = 500; conn.textContent = "connected"; };
    socket.onmessage = (m) => this.receive(JSON.parse(m.data));
    socket.onclose = (e) => {
      if (this.closed) return;
      if (e.code >= 4400 && e.code < 4500) return;  // refused: the error is already shown
      conn.textContent = "reconnecting…";
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
  }

  receive(message) {
    if (message.type === "error") {
      this.table.showError(message.message);
      return;
    }
    if (message.type !== "state") return;
    if (message.log_from === 0) this.log = [];
    this.log.push(...message.log);
    if (message.chat_from === 0) this.said = [];
    this.said.push(...message.chat);
    this.state = message;
    this.table.update(this);
  }

  send(action) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "action", action }));
    } else {
      api("POST", `/api/games/${this.gameId}/actions`, { token: this.token, action }).catch((e) => this.table.showError(e.message));
    }
  }

  chat(text) {
    this.socket.send(JSON.stringify({ type: "chat", text }));
  }
}

class Table {
  constructor(gameId) {
    this.gameId = gameId;
    this.selected = [];
    this.shownSeat = undefined;
    this.covered = false;
    this.replay = null;
    const hash = new URLSearchParams(location.hash.slice(1));
    const token = hash.get("token") || (location.hash ? null : sessionStorage.getItem(`scavengers.seat.${gameId}`));
    const held = tokens()[gameId] || {};
    let seats;
    if (token) {
      seats = { mine: token };
      if (hash.has("token")) { sessionStorage.setItem(`scavengers.seat.${gameId}`, token); history.replaceState(null, "", location.pathname); }
    } else if (hash.has("hotseat") && Object.keys(held).length) {
      seats = held;
    } else {
      seats = { spectator: null };
    }
    this.hotseat = Object.keys(seats).length > 1;
    this.seats = Object.values(seats).map((t) => new Seat(this, gameId, null, t));
    this.build();
  }

  build() {
    this.status = h("div", { id: "status", class: "banner" }, "Connecting…");
    this.error = h("div", { class: "error", id: "error", role: "alert" });
    this.board = h("div", { id: "board" });
    this.actions = h("div", { id: "actions" });
    this.notation = h("input", { type: "text", id: "notation", placeholder: "notation, e.g. dig refugee+shovel", autocomplete: "off" });
    this.notation.addEventListener("keydown", (e) => { if (e.key === "Enter") this.submitNotation(); });
    this.autopass = h("input", { type: "checkbox", id: "autopass", checked: localStorage.getItem("scavengers.autopass") !== "0" });
    this.autopass.addEventListener("change", () => localStorage.setItem("scavengers.autopass", this.autopass.checked ? "1" : "0"));
    this.logBox = h("div", { id: "log" });
    this.chatLines = h("div", { id: "chat-lines" });
    this.chatInput = h("input", { type: "text", id: "chat-input", maxlength: 500, placeholder: "say something" });
    this.chatInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && this.chatInput.value.trim()) {
        this.current().chat(this.chatInput.value);
        this.chatInput.value = "";
      }
    });
    this.overlay = h("div", { id: "overlay" });
    this.hintBox = h("div", { id: "hint-box" });
    this.analysisBox = h("div", { id: "analysis-box" });
    fill(app,
      h("section", {}, this.status, this.error),
      this.board,
      this.chooser = h("section", { id: "choose" }, h("h2", { text: "Your move" }), this.hintBox, this.actions,
        h("div", {}, this.notation, h("button", { id: "notation-go", onclick: () => this.submitNotation() }, "Send")),
        h("label", { class: "muted" }, this.autopass,
          " pass for me when everyone can see I have nothing to answer with")),
      this.talk = h("div", { class: "row" },
        h("section", { class: "grow" }, h("h2", { text: "Log" }), this.logBox),
        h("section", { class: "grow" }, h("h2", { text: "Chat" }), this.chatLines, this.chatInput)),
      this.overlay);
  }

  current() {
    if (this.shownSeat !== undefined) {
      const found = this.seats.find((s) => s.state && s.state.seat === this.shownSeat);
      if (found) return found;
    }
    return this.seats[0];
  }

  showError(message) {
    this.error.textContent = message;
  }

  update(seat) {
    // Hotseat: show the seat that must decide, behind a "pass the device" cover. A seat that
    // everyone can see has nothing but "pass" is passed for here and never shown (autoPass),
    // so whether the device changes hands depends on public facts only.
    const passing = this.autoPass();
    const next = this.deciding(passing) || this.current();
    if (next.state && next.state.seat !== this.shownSeat) {
      if (this.hotseat) this.covered = true;
      this.shownSeat = next.state.seat;
      this.selected = [];
    }
    if (seat === this.current()) this.error.textContent = "";
    this.render();
  }

  deciding(skip) {
    // The seat held here that must decide now (not ``skip``): by the newest state any of its
    // sockets brought, as one seat's socket may lag behind another's.
    const newest = Math.max(...this.seats.map((seat) => (seat.state ? seat.state.version : -1)));
    return this.seats.find((seat) => seat !== skip && seat.state && seat.state.version === newest
      && seat.state.legal_actions.length) || null;
  }

  autoPass() {
    // Pass for the deciding seat when everyone can tell it has nothing but "pass"
    // (view.lone_pass: worked out by the engine from public facts alone, the same on every
    // screen), once per state; returns that seat. A seat that merely holds no answer is
    // asked like any other: passing only for those would tell the table who holds one.
    const seat = this.autopass.checked ? this.deciding(null) : null;
    if (!seat || !seat.state.view.lone_pass) return null;
    if (seat.passed !== seat.state.version) {
      seat.passed = seat.state.version;
      seat.send("pass");
    }
    return seat;
  }

  submitNotation() {
    const text = this.notation.value.trim();
    if (!text) return;
    this.current().send(text);
    this.notation.value = "";
  }

  render() {
    const seat = this.current();
    const s = seat.state;
    if (!s) return;
    this.status.dataset.version = s.version;
    if (this.covered) {
      this.clearPrivate();
      fill(this.overlay, h("div", { class: "overlay cover", id: "cover" }, h("div", {},
        h("h2", { text: `Pass the device to Seat ${s.seat}` }), h("p", { text: "Everyone else, look away." }),
        h("button", { class: "primary", id: "reveal", onclick: () => { this.covered = false; this.render(); } }, "I am ready"))));
      return;
    }
    this.talk.hidden = false;
    const view = this.replay ? this.replay.view : s.view;
    const names = s.players.map((p) => p.name);
    this.renderStatus(s, view, names);
    this.renderBoard(view, names, this.replay ? null : s);
    this.renderActions(s);
    const log = this.replay ? this.replay.log : seat.log;
    fill(this.logBox, ...log.map((e) => h("div", { class: "event", "data-type": e.type, text: `[${e.round}] ${e.text}` })));
    this.logBox.scrollTop = this.logBox.scrollHeight;
    fill(this.chatLines, ...seat.said.map((c) => h("div", { class: "chat-line" }, h("b", { text: `${c.name}: ` }), c.text)));
    fill(this.overlay, s.over && !this.replay && !this.endClosed ? this.endScreen(s, names) : "");
  }

  clearPrivate() {
    // Behind the cover nothing of the seat that had the device stays on the page, not even
    // hidden: its status, hand, figures, selection, log, hint, typed notation and card detail are
    // taken out, and drawn again for the next seat only once it says it is ready.
    this.selected = [];
    fill(this.status);
    fill(this.error);
    fill(this.board);
    fill(this.actions);
    fill(this.logBox);
    fill(this.chatLines);
    fill(this.hintBox);
    fill(this.analysisBox);
    this.hint = null;
    fill(detail);
    detail.hidden = true;
    this.notation.value = "";
    this.chatInput.value = "";
    this.chooser.hidden = true;
    this.talk.hidden = true;
  }

  renderStatus(s, view, names) {
    const who = s.seat === null ? "You are watching" : `You are ${names[s.seat]}`;
    let line;
    if (this.replay) line = `Replay: step ${this.replay.step} of ${this.replay.steps}, as ${this.replay.seat === null ? "a spectator" : names[this.replay.seat]}`;
    else if (s.over) line = "The game is over.";
    else if (s.legal_actions.length) line = `Your decision (${describeDecision(view.decision, names)})`;
    else line = `Waiting for ${view.to_act.map((t) => names[t]).join(", ")} (${describeDecision(view.decision, names)})`;
    this.status.className = `banner ${s.legal_actions.length && !this.replay ? "yours" : ""}`;
    this.status.dataset.version = s.version;
    fill(this.status, h("div", { text: `${who} · round ${view.round} · ${view.phase} phase · game ${s.id}` },
      h("span", { id: "hints-mark", class: "muted", text: s.hints ? " · hints allowed at this table" : " · no hints at this table" })),
      h("div", { id: "turn-line", text: line }),
      this.replay ? h("div", {}, this.replayControls(s, names)) : null,
      this.replay ? this.replayMark() : null);
  }

  renderBoard(view, names, s) {
    const me = view.seat;
    const market = h("section", { id: "market" }, h("h2", { text: "Market and piles" }),
      h("div", {}, ...view.market.map(([kind, count]) => h("span", {}, card(kind), h("span", { class: "muted", text: `×${count}` })))),
      h("div", {}, `Junkyard: ${view.junkyard_count} · Contested resources: ${view.contested_count}`,
        view.schematics_count ? ` · Schematics: ${view.schematics_count}` : ""),
      view.gangs.length ? h("div", {}, "Gangs: ", ...cards(view.gangs)) : null);
    const tribes = h("section", { id: "tribes" }, h("h2", { text: "Tribes" }), h("div", { class: "tribes" },
      ...view.seats.map((t) => this.tribe(t, names, view, me))));
    const parts = [market, tribes];
    if (view.seats.some((t) => t.force !== null)) {
      parts.push(h("section", { id: "skirmish" }, h("h2", { text: "Skirmish reveal" }),
        ...view.seats.map((t) => h("div", {}, h("b", { text: `${names[t.seat]}: ` }),
          t.force === null ? "—" : cards(t.force),
          t.strength ? h("span", { class: "strength", text: ` ${strengthWords(t.strength)}${t.provoking ? " (provocateur announced: its fight is its size)" : ""}` }) : null,
          t.acted.length ? h("span", { class: "muted", text: ` (used instead of fighting: ${t.acted.map(cardName).join(", ")})` }) : null))));
    } else {
      parts.push(this.lastSkirmish(names));
    }
    if (me !== null) {
      const mine = h("section", { id: "mine" }, h("h2", { text: "Your cards" }),
        h("div", { id: "hand" }, h("b", { text: "Hand: " }), ...(view.hand.length ? view.hand.map((k, i) => {
          const node = card(k, `selectable ${this.selected.includes(i) ? "selected" : ""}`);
          if (s) node.addEventListener("click", () => { this.toggle(i); });
          return node;
        }) : [h("span", { class: "muted", text: "empty" })])),
        view.looking.length ? h("div", { id: "looking" }, h("b", { text: "Looking at: " }), ...cards(view.looking)) : null,
        view.committed.length ? h("div", { id: "committed" }, h("b", { text: "Committed: " }), ...cards(view.committed),
          view.committed_strength ? h("span", { class: "muted", text: ` ${strengthWords(view.committed_strength)}` }) : null) : null,
        view.discard_hidden.length ? h("div", {}, h("b", { text: "Face down in your discard: " }), ...cards(view.discard_hidden)) : null,
        view.peeked ? h("div", {}, h("b", { text: "You peeked at the contested resource: " }), card(view.peeked)) : null,
        view.dealt.length ? h("div", {}, h("b", { text: "Your leader cards: " }), ...cards(view.dealt)) : null,
        view.stored.some((x) => x.length) ? h("div", {}, h("b", { text: "Stored: " }), ...cards(view.stored.flat())) : null);
      parts.unshift(mine);
    }
    fill(this.board, ...parts);
  }

  lastSkirmish(names) {
    // The forces stay face up only a moment: show the latest reveal from the log.
    const log = this.replay ? this.replay.log : this.current().log;
    const kinds = ["revealed", "skirmish_totals", "skirmish_won", "deadlock"];
    let last = -1;
    for (let i = log.length - 1; i >= 0; i--) if (log[i].type === "revealed") { last = i; break; }
    if (last < 0) return null;
    const round = log[last].round;
    const events = log.filter((e) => e.round === round && kinds.includes(e.type));
    return h("section", { id: "last-skirmish" }, h("h2", { text: `Skirmish of round ${round}` }),
      ...events.map((e) => e.type === "revealed"
        ? h("div", {}, h("b", { text: `${names[e.seat]}: ` }), ...cards(e.cards))
        : h("div", { class: "muted", text: e.text })));
  }

  tribe(t, names, view, me) {
    const acting = view.to_act.includes(t.seat);
    return h("div", { class: `tribe ${acting ? "acting" : ""} ${t.seat === me ? "me" : ""}`, "data-seat": t.seat },
      h("h3", { text: `${names[t.seat]}${t.seat === view.initiator ? " · initiator" : ""}${acting ? " · deciding" : ""}` }),
      h("div", { class: "muted", text: `hand ${t.hand_count} · deck ${t.deck_count} · food ${t.food}${t.removed ? ` · removed ${t.removed}` : ""}` }),
      h("div", {}, "Discard: ", ...cards(t.discard), hidden(t.discard_hidden_count, "face down")),
      t.table.length ? h("div", {}, "Playing: ", ...cards(t.table)) : null,
      t.looking_count ? h("div", { class: "muted", text: `looking at ${t.looking_count} cards` }) : null,
      t.committed_count ? h("div", { class: "muted", text: `${t.committed_count} cards committed to the skirmish` }) : null,
      t.leader ? h("div", {}, "Leader: ", card(t.leader), t.wounded ? " (wounded)" : "", t.leader_used ? " (used)" : "") : null,
      t.buildings.length ? h("div", {}, "Buildings: ", ...t.buildings.map((b) => h("span", {}, card(b.kind),
        h("span", { class: "muted", text: `${b.timer ? ` timer ${b.timer}` : " built"}${b.stored ? `, ${b.stored} stored` : ""}${b.disabled ? ", disabled" : ""}` })))) : null,
      t.boost ? h("div", { class: "muted", text: `bonus +${t.boost} for ${t.boost_skills.join("/")}` }) : null);
  }

  toggle(index) {
    const at = this.selected.indexOf(index);
    if (at >= 0) this.selected.splice(at, 1);
    else this.selected.push(index);
    this.render();
  }

  renderActions(s) {
    this.chooser.hidden = s.seat === null;
    this.renderHint(s);
    if (this.replay || s.seat === null) {
      fill(this.actions, h("span", { class: "muted", text: s.seat === null ? "Spectators watch." : "Replay: read only." }));
      return;
    }
    if (s.view.lone_pass && s.legal_actions.length && this.autopass.checked) {
      fill(this.actions, h("span", { class: "muted", id: "passing", text: "Passing for you: nobody can hold a card that answers this now." }));
      return;
    }
    const hand = s.view.hand;
    const picked = this.selected.map((i) => hand[i]);
    const fits = (action) => {
      const words = action.split(/[\s+]/);
      const counts = {};
      for (const k of picked) counts[k] = (counts[k] || 0) + 1;
      return Object.entries(counts).every(([k, n]) => words.filter((w) => w === k).length >= n);
    };
    const legal = s.legal_actions.filter(fits);
    const groups = new Map();
    for (const a of legal.slice(0, 120)) {
      const verb = a.split(" ")[0];
      if (!groups.has(verb)) groups.set(verb, []);
      const total = s.view.totals[a];
      groups.get(verb).push(h("button", { class: "action", "data-action": a, onclick: () => this.choose(a) },
        describeAction(a) + (total === undefined ? "" : ` (${verb === "build" ? "dig" : verb} ${total})`)));
    }
    const buttons = [...groups.values()].map((row) => h("div", { class: "verb-row" }, row));
    const verbs = new Set(s.legal_actions.map((a) => a.split(" ")[0]));
    const sets = ["commit", "trash"].filter((v) => verbs.has(v) && picked.length).map((v) =>
      h("button", { class: "primary", onclick: () => this.choose(`${v} ${picked.join(" ")}`) }, `${v} the selected cards`));
    fill(this.actions,
      s.legal_actions.length ? h("div", { class: "muted", text: "Click cards in your hand to narrow the choices." }) : h("span", { class: "muted", text: "Nothing to decide now." }),
      ...sets, ...buttons,
      legal.length > 120 ? h("div", { class: "muted", text: `${legal.length - 120} more: pick cards or type the notation` }) : null);
  }

  choose(action) {
    this.selected = [];
    this.current().send(action);
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
      fill(this.hintBox, h("span", { text: "The search bot is thinking… " }),
        h("progress", { id: "hint-progress", max: 1, value: hint.progress }),
        h("button", { id: "hint-stop", onclick: () => this.stopJob("hint") }, "Stop"));
    } else {
      fill(this.hintBox, h("div", { id: "hint-result" }, h("b", { text: "Hint: " }),
        ...hint.suggestions.map((x, i) => h("button", { class: "hint-action", "data-action": x.action, onclick: () => this.choose(x.action) },
          `${i + 1}. ${describeAction(x.action)}: about ${Math.round(x.chance * 100)}% to win`)),
        h("div", { class: "muted", text: `Estimated on ${hint.playouts} playouts of games you could be in, from what you can see${hint.stopped ? "; stopped early, so rougher" : ""}.` })));
    }
  }

  askHint() {
    const seat = this.current();
    const version = seat.state.version;
    this.follow("hint", seat, () => seat.state.version === version,
      () => { if (seat === this.current()) this.renderHint(seat.state); });
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
    this.job("DELETE", kind, this.current(), null);
  }

  // -- the analysis after the game: this seat's decisions judged, the costliest marked --------

  renderAnalysis() {
    const a = this.analysis;
    if (!a || a.status === "none" || a.status === "failed") {
      fill(this.analysisBox, h("button", { id: "analyse", onclick: () => this.askAnalysis() }, "Analyse my decisions"),
        a && a.error ? h("div", { class: "error", text: a.error }) : null);
    } else if (a.status === "thinking") {
      fill(this.analysisBox, h("span", { text: "Judging your decisions… " }),
        h("progress", { id: "analysis-progress", max: 1, value: a.progress }),
        h("button", { id: "analysis-stop", onclick: () => this.stopJob("analysis") }, "Stop"));
    } else {
      const review = a.review;
      const marked = review.decisions.filter((d) => d.marked);
      fill(this.analysisBox, h("div", { id: "analysis" },
        h("p", { text: `${review.decisions.length} decisions judged, ${marked.length} marked${review.stopped ? " (stopped early)" : ""}.` }),
        chanceChart(review),
        marked.length ? h("ol", { id: "marked" }, ...marked.map((d) => h("li", {}, h("a", {
          href: "#", class: "marked", onclick: (e) => { e.preventDefault(); this.loadReplay(review.seat, d.step); },
        }, d.advice))))
          : h("p", { class: "muted", text: "No decision gave away much: nothing clearly better was found." }),
        h("p", { class: "muted", text: "A win chance is the search bot's estimate from what you could see then. Click a decision to see it in the replay." })));
    }
  }

  askAnalysis() {
    this.follow("analysis", this.current(), () => true, () => {
      this.renderAnalysis();
      if (this.replay) this.render();
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
    const rows = result.scores.map((score, seat) => h("tr", { class: result.winners.includes(seat) ? "winner" : "" },
      h("td", { text: names[seat] }), h("td", { text: score.people }), h("td", { text: score.contested }),
      h("td", { text: score.cards }), h("td", { text: score.gangs.map(cardName).join(", ") || "—" }),
      h("td", { text: result.winners.includes(seat) ? "winner" : "" })));
    return h("div", { class: "overlay", id: "end-screen" }, h("div", {},
      h("h2", { text: `Game over: ${result.winners.map((w) => names[w]).join(" and ")} ${result.winners.length > 1 ? "share the victory" : "wins"}` }),
      h("table", { class: "list" }, h("tr", {}, ...["Tribe", "People", "Contested resources", "Cards", "Gangs", ""].map((t) => h("th", { text: t }))), ...rows),
      h("p", { class: "muted", text: "The largest tribe (people, gangs included) wins; ties go to the most contested resources, then the most cards." }),
      h("p", { class: "muted", text: `Seed: ${s.seed}` }),
      h("button", { id: "watch-replay", onclick: () => this.startReplay(s.seat) }, "Replay the game"),
      h("button", { id: "close-end", onclick: () => { this.endClosed = true; this.render(); } }, "Close"),
      s.seat === null ? null : this.analysisBox));
  }

  async startReplay(seat) {
    await this.loadReplay(seat, 0);
  }

  async loadReplay(seat, step) {
    const query = seat === null ? "" : `&seat=${seat}`;
    this.replay = await api("GET", `/api/games/${this.gameId}/replay?step=${step}${query}`);
    this.render();
  }

  replayControls(s, names) {
    const r = this.replay;
    const who = h("select", { id: "replay-seat" }, h("option", { value: "" }, "spectator"),
      ...names.map((n, i) => h("option", { value: i, selected: r.seat === i }, n)));
    who.addEventListener("change", () => this.loadReplay(who.value === "" ? null : Number(who.value), r.step));
    const go = (step) => () => this.loadReplay(r.seat, Math.max(0, Math.min(r.steps, step)));
    return [who, h("button", { onclick: go(0) }, "first"), h("button", { onclick: go(r.step - 10) }, "−10"),
      h("button", { id: "replay-prev", onclick: go(r.step - 1) }, "◀"), h("button", { id: "replay-next", onclick: go(r.step + 1) }, "▶"),
      h("button", { onclick: go(r.step + 10) }, "+10"), h("button", { onclick: go(r.steps) }, "last"),
      h("button", { onclick: () => { this.replay = null; this.render(); } }, "leave the replay")];
  }
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
  const chart = svg("svg", { id: "chance-chart", viewBox: `-5 -5 ${width + 10} ${height + 10}`, role: "img" });
  chart.append(svg("line", { x1: 0, x2: width, y1: y(1 / review.players), y2: y(1 / review.players), class: "even" }));
  chart.append(svg("polyline", { points: points.map((d, i) => `${x(i)},${y(d.after)}`).join(" "), class: "chance" }));
  points.forEach((d, i) => { if (d.marked) chart.append(svg("circle", { cx: x(i), cy: y(d.after), r: 4, class: "marked" })); });
  const label = h("div", { class: "muted", text: `Estimated win chance after each decision, rounds 1-${points.length ? points[points.length - 1].round : 0}; the dashed line is an even share (${Math.round(100 / review.players)}%).` });
  return h("figure", {}, chart, label);
}

function strengthWords(strength) {
  // A force's strength as the engine judges it (the view's figure, never recomputed here).
  const fight = strength.has_fight ? `fight ${strength.fight}` : "no fight";
  return `(${fight}, ${strength.people} ${strength.people === 1 ? "person" : "people"})`;
}

function describeAction(action) {
  // Card ids in words; unknown verbs are shown as they are.
  return action.split(" ").map((w) => w.split("+").map((p) => {
    const [seat, kind] = p.includes(":") ? p.split(":") : [null, p];
    return CARDS[kind] ? (seat === null ? CARDS[kind].name : `Seat ${seat}'s ${CARDS[kind].name}`) : p;
  }).join(" + ")).join(" ");
}

async function main() {
  CARDS = await api("GET", "/api/cards");
  const match = location.pathname.match(/^\/game\/([A-Za-z0-9_-]+)$/);
  if (match) window.table = new Table(match[1]);
  else if (location.pathname.startsWith("/learn")) await learn();  // learn.js
  else await lobby();
}

main().catch((e) => { fill(app, h("p", { class: "error", text: e.message })); });
