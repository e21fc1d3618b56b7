// Learn to play: the lessons in the browser. Plain JS, no build step; uses app.js's helpers
// (h, fill, api, card, cards, describeAction, describeDecision, strengthWords). The server
// judges every action and sends only what the player's seat may see; which lessons are done
// is kept in this browser.
"use strict";

const LESSONS_DONE = "scavengers.lessons";

function lessonsDone() {
  return new Set(JSON.parse(localStorage.getItem(LESSONS_DONE) || "[]"));
}

function markLessonDone(name) {
  const done = lessonsDone();
  done.add(name);
  localStorage.setItem(LESSONS_DONE, JSON.stringify([...done]));
}

async function learn() {
  const lessons = await api("GET", "/api/lessons");
  const match = location.pathname.match(/^\/learn\/([a-z0-9_]+)$/);
  if (match) await new LessonPage(match[1], lessons).load(0);
  else lessonList(lessons);
}

function lessonList(lessons) {
  const done = lessonsDone();
  fill(app, h("section", { id: "lessons" }, h("h2", { text: "Learn to play" }),
    h("p", { class: "muted", text: "Short lessons, each on a table set up for it: read, then find the move. Any other move is answered and changes nothing." }),
    h("ol", { class: "lesson-list" }, lessons.map((l) => h("li", { "data-lesson": l.name, class: done.has(l.name) ? "done" : "" },
      h("a", { href: `/learn/${l.name}` }, l.title), done.has(l.name) ? h("span", { class: "muted", text: " (done)" }) : null))),
    h("p", {}, h("a", { href: "/" }, "Back to the lobby"))));
}

function holdsPicked(action, picked) {
  // Whether an action uses every picked card (as many times as picked).
  const words = action.split(/[\s+]/);
  const counts = {};
  for (const kind of picked) counts[kind] = (counts[kind] || 0) + 1;
  return Object.entries(counts).every(([kind, n]) => words.filter((w) => w === kind).length >= n);
}

class LessonPage {
  constructor(name, lessons) {
    Object.assign(this, { name, lessons, state: null, selected: [], verdict: null });
  }

  async load(step) {
    this.state = await api("GET", `/api/lessons/${this.name}?step=${step}`);
    this.selected = [];
    this.verdict = null;
    this.render();
  }

  async send(action) {
    try {
      this.verdict = await api("POST", `/api/lessons/${this.name}/judge`, { step: this.state.step, action });
      if (this.verdict.state) {
        this.state = this.verdict.state;
        this.selected = [];
      }
    } catch (e) {
      this.verdict = { verdict: "refused", text: e.message };
    }
    this.render();
  }

  render() {
    const s = this.state;
    const place = this.lessons.findIndex((l) => l.name === s.name);
    const next = this.lessons[place + 1];
    if (s.complete) markLessonDone(s.name);
    const notation = h("input", { type: "text", id: "lesson-notation", placeholder: "or type it, e.g. draw scout", autocomplete: "off" });
    const submit = () => { if (notation.value.trim()) this.send(notation.value.trim()); };
    notation.addEventListener("keydown", (e) => { if (e.key === "Enter") submit(); });
    const verdict = this.verdict;
    fill(app,
      h("section", { id: "lesson", "data-step": s.step, "data-complete": s.complete ? "yes" : "no" },
        h("h2", { text: `Lesson ${place + 1} of ${this.lessons.length}: ${s.title}` }),
        h("p", { class: "muted", text: s.intro }),
        s.complete
          ? h("div", { id: "lesson-summary" }, h("p", { text: s.summary }),
            next ? h("a", { href: `/learn/${next.name}`, id: "next-lesson", class: "button" }, `Next: ${next.title}`) : null,
            h("button", { id: "lesson-again", onclick: () => this.load(0) }, "Take it again"),
            h("a", { href: "/learn" }, "All lessons"))
          : h("p", { id: "lesson-step" }, h("b", { text: `Step ${s.step + 1} of ${s.steps}: ` }), s.text),
        verdict ? h("div", { id: "lesson-feedback", class: `verdict ${verdict.verdict}`, "data-verdict": verdict.verdict, text: verdict.text }) : null),
      this.board(s),
      s.legal_actions.length ? h("section", { id: "lesson-actions" }, h("h2", { text: "Your move" }),
        h("div", { class: "muted", text: "Click cards in your hand to narrow the choices." }),
        this.actionButtons(s), h("div", {}, notation, h("button", { id: "lesson-send", onclick: submit }, "Send"))) : null,
      h("section", {}, h("h2", { text: "Log" }), h("div", { id: "log" },
        s.log.map((e) => h("div", { class: "event", "data-type": e.type, text: `[${e.round}] ${e.text}` })))));
    const log = document.getElementById("log");
    log.scrollTop = log.scrollHeight;
  }

  actionButtons(s) {
    const picked = this.selected.map((i) => s.view.hand[i]);
    const fitting = s.legal_actions.filter((a) => holdsPicked(a, picked));
    return h("div", {}, fitting.slice(0, 60).map((a) => {
      const total = s.view.totals[a];
      const verb = a.split(" ")[0];
      return h("button", { class: "action", "data-action": a, onclick: () => this.send(a) },
        describeAction(a) + (total === undefined ? "" : ` (${verb === "build" ? "dig" : verb} ${total})`));
    }), fitting.length > 60 ? h("div", { class: "muted", text: `${fitting.length - 60} more: pick cards or type the notation` }) : null);
  }

  board(s) {
    const view = s.view;
    const names = s.names;
    const me = view.seats[view.seat];
    const hand = view.hand.map((k, i) => {
      const node = card(k, `selectable ${this.selected.includes(i) ? "selected" : ""}`);
      node.addEventListener("click", () => {
        const at = this.selected.indexOf(i);
        if (at >= 0) this.selected.splice(at, 1);
        else this.selected.push(i);
        this.render();
      });
      return node;
    });
    return h("section", { id: "lesson-board" },
      h("div", { id: "turn-line", text: `Round ${view.round} · ${view.over ? "game over" : describeDecision(view.decision, names)}` }),
      h("div", { id: "hand" }, h("b", { text: "Your hand: " }), hand.length ? hand : h("span", { class: "muted", text: "empty" })),
      view.looking.length ? h("div", { id: "looking" }, h("b", { text: "You look at: " }), ...cards(view.looking)) : null,
      view.committed.length ? h("div", { id: "committed" }, h("b", { text: "Your force: " }), ...cards(view.committed),
        view.committed_strength ? h("span", { class: "muted", text: ` ${strengthWords(view.committed_strength)}` }) : null) : null,
      view.peeked ? h("div", {}, h("b", { text: "You peeked at the prize: " }), card(view.peeked)) : null,
      ...view.knowledge.filter((k) => k.source !== "peek").map((k) => h("div", { class: "knowledge" },
        h("b", { text: `You saw (${k.zone}): ` }), ...cards(k.cards))),
      me && me.leader ? h("div", {}, h("b", { text: "Your leader: " }), card(me.leader)) : null,
      me && me.buildings.length ? h("div", {}, h("b", { text: "Your buildings: " }), ...me.buildings.map((b) =>
        h("span", {}, card(b.kind), h("span", { class: "muted", text: b.timer ? ` (timer ${b.timer})` : " (built)" })))) : null,
      h("div", { class: "tribes" }, view.seats.filter((t) => t.seat !== view.seat).map((t) => h("div", { class: "tribe", "data-seat": t.seat },
        h("b", { text: names[t.seat] }),
        h("span", { class: "muted", text: ` hand ${t.hand_count}${t.committed_count ? ` · ${t.committed_count} cards committed` : ""}` }),
        t.force !== null ? h("div", {}, "Force: ", ...cards(t.force), t.strength ? ` ${strengthWords(t.strength)}` : "") : null))));
  }
}
