// Learn to play: the lessons in the browser, on the game's own table. Plain JS, no build step.
// The board, the hand, the market, the cards and the ranked choices are drawn as the game
// draws them (app.js's TableView, cards.js); the choices are the game's menu, which the server
// makes from the lesson seat's view and legal actions. The server judges every action and
// sends only what the player's seat may see; which lessons are done is kept in this browser.
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
  const match = location.pathname.match(/^\/learn\/(.+?)\/?$/);
  if (!match) return lessonList(lessons);
  // A lesson by name or by number (/learn/5), as the server and `scavengers learn` take it; an
  // address that names none (mistyped) says so, with the way to the lessons.
  const key = match[1];
  const lesson = lessons.find((l) => l.name === key || (/^\d+$/.test(key) && l.number === Number(key)));
  if (lesson) await new LessonPage(lesson.name, lessons).load(reloadedStep(lesson.name));
  else {
    notFound("There is no such lesson", "No lesson is at this address: it may have been mistyped. Every lesson is in the list.", null,
      " · ", h("a", { href: "/learn", id: "all-lessons" }, "All lessons"));
  }
}

function reloadedStep(name) {
  // A reload in the middle of a lesson takes it up at the step it was at (kept for this tab,
  // as the server keeps no lesson state); coming to the lesson any other way starts it anew.
  const [entry] = performance.getEntriesByType("navigation");
  const kept = Number(sessionStorage.getItem(`scavengers.lesson.${name}`));
  return entry && entry.type === "reload" && Number.isInteger(kept) && kept > 0 ? kept : 0;
}

function lessonList(lessons) {
  const done = lessonsDone();
  document.title = "Learn to play · Arctic Scavengers";
  fill(app, h("section", { id: "lessons" }, h("h2", { id: "lessons-title", tabindex: "-1", text: "Learn to play" }),
    h("p", { class: "muted", text: "Short lessons, each on a table set up for it: read, then find the move. Any other move is answered and changes nothing." }),
    h("ol", { class: "lesson-list" }, lessons.map((l) => h("li", { "data-lesson": l.name, class: done.has(l.name) ? "done" : "" },
      h("a", { href: `/learn/${l.name}` }, l.title), done.has(l.name) ? h("span", { class: "muted", text: " (done)" }) : null))),
    h("p", {}, h("a", { href: "/" }, "Back to the lobby"))));
  document.getElementById("lessons-title").focus({ preventScroll: true });  // the new page's heading
}

class LessonPage extends TableView {
  // One lesson: its texts and verdicts above the game's table (TableView), the lesson's state
  // as the server sends it (a lesson after its first steps, the player's seat only).
  get recommends() { return false; }  // the step's move is hers to find

  acting(view, seat) { return !this.state.complete && super.acting(view, seat); }

  constructor(name, lessons) {
    super();
    Object.assign(this, { name, lessons, state: null, selected: [], menu: null, asked: null, replay: null, verdict: null });
    this.build();
  }

  build() {
    // Neither is a live region: a new step's text and each verdict are announced on their own
    // (show, send), not the whole section again.
    this.status = h("div", { id: "status", class: "banner", tabindex: "-1" });
    this.guide = h("section", { id: "lesson", "aria-label": "the lesson" });
    this.board = h("div", { id: "board" });
    this.actions = h("div", { id: "actions" });
    this.notation = h("input", { type: "text", id: "notation", placeholder: "notation, e.g. draw scout", autocomplete: "off", "aria-label": "action in notation" });
    this.notation.addEventListener("keydown", (e) => { if (e.key === "Enter") this.submitNotation(); });
    this.logBox = h("div", { id: "log", tabindex: 0, role: "log", "aria-live": "off", "aria-label": "game log" });
    fill(app,
      h("section", { class: "status-bar" }, this.status,
        h("div", { class: "tools" }, h("button", { id: "rules-button", type: "button", onclick: showRules }, "Rules"),
          h("a", { href: "/learn", class: "back" }, "All lessons"), h("a", { href: "/", class: "back" }, "Lobby"))),
      this.guide,
      h("div", { id: "table-grid" },
        this.board,
        h("div", { id: "side" },
          this.chooser = h("section", { id: "choose" }, h("h2", { text: "Your move" }), this.actions,
            h("div", { id: "expert" }, h("label", { for: "notation", class: "muted", text: "Or type an action (the notation in the rules):" }),
              h("div", { class: "notation-row" }, this.notation, h("button", { id: "notation-go", onclick: () => this.submitNotation() }, "Send")))),
          h("div", { class: "talk" }, h("section", {}, h("h2", { text: "Log" }), this.logBox)))));
  }

  async load(step) {
    // A kept step the lesson no longer has (changed since) starts it anew.
    const state = await api("GET", `/api/lessons/${this.name}?step=${step}`).catch((e) => (step ? null : Promise.reject(e)));
    this.show(state || await api("GET", `/api/lessons/${this.name}?step=0`), null);
  }

  show(state, verdict) {
    // A new state of the lesson (its menu with no card picked comes with it): nothing picked.
    this.state = state;
    sessionStorage.setItem(`scavengers.lesson.${state.name}`, String(state.step));
    this.selected = [];
    this.asked = null;
    this.menu = { ...state.menu, key: this.menuKey(state) };
    this.verdict = verdict;
    const place = this.lessons.findIndex((l) => l.name === state.name);
    document.title = `Lesson ${place + 1}: ${state.title} · Arctic Scavengers`;
    this.render();
    // What is new, in words: the verdict on her move, then the new step (or the summary).
    const step = state.complete ? state.summary : `Step ${state.step + 1} of ${state.steps}: ${state.text}`;
    say(`${verdict ? `${verdict.text} ` : ""}${step}`);
  }

  focusFallbacks() {
    return [() => this.firstChoice(), "#next-lesson", "#lesson-again", () => this.status];
  }

  menuKey(s) {
    return `${s.step}|${this.selected.map((i) => s.view.hand[i]).join(",")}`;
  }

  seatLog() {
    return this.state.log;
  }

  async loadMenu() {
    // What the picked cards can do, from the server (the game's menu for this step); with no
    // card picked, the state's own menu. A stale answer is dropped.
    const s = this.state;
    const key = this.menuKey(s);
    if (!this.selected.length) {
      this.asked = null;
      this.menu = { ...s.menu, key };
      return;
    }
    await this.askMenu(key, () => api("POST", `/api/lessons/${this.name}/menu`, { step: s.step, picked: this.selected.map((i) => s.view.hand[i]) }),
      () => this.state === s && this.menuKey(s) === key);
  }

  choose(action) {
    this.send(action);
  }

  submitNotation() {
    const text = this.notation.value.trim();
    if (text) this.send(text);
    else {
      this.verdict = { verdict: "unreadable", text: "Type an action first, e.g. draw scout." };
      this.render();
      say(this.verdict.text);
    }
  }

  async send(action) {
    // The lesson judges the action at this step: right, it is carried out (the next state
    // comes with the verdict); anything else is answered and changes nothing.
    let verdict;
    try {
      verdict = await api("POST", `/api/lessons/${this.name}/judge`, { step: this.state.step, action });
    } catch (e) {
      verdict = { verdict: "refused", text: e.message, state: null };
    }
    if (verdict.state) {
      this.notation.value = "";
      this.show(verdict.state, verdict);
    } else {
      this.verdict = verdict;
      this.render();
      say(verdict.text);
    }
  }

  draw() {
    const s = this.state;
    const place = this.lessons.findIndex((l) => l.name === s.name);
    if (s.complete) markLessonDone(s.name);
    this.renderGuide(s, place);
    this.renderLessonStatus(s, place);
    this.renderBoard(s.view, s.names, s);
    this.chooser.hidden = !s.legal_actions.length;
    const menu = this.menu && this.menu.key === this.menuKey(s) ? this.menu : null;
    if (!s.legal_actions.length) fill(this.actions);
    else if (menu) this.renderChoices(s, menu);
    else fill(this.actions, h("span", { class: "muted", text: "…" }));
    fill(this.logBox, ...s.log.map((e) => h("div", { class: "event", "data-type": e.type, text: `Round ${e.round}: ${e.text}` })));
    this.logBox.scrollTop = this.logBox.scrollHeight;
  }

  renderGuide(s, place) {
    // The lesson's words: its title and intro, the step (or, at the end, its summary and the
    // way on) and the verdict on the last action.
    const next = this.lessons[place + 1];
    const verdict = this.verdict;
    this.guide.dataset.step = s.step;
    this.guide.dataset.complete = s.complete ? "yes" : "no";
    fill(this.guide,
      h("h2", { text: `Lesson ${place + 1} of ${this.lessons.length}: ${s.title}` }),
      h("p", { class: "muted", text: s.intro }),
      s.complete
        ? h("div", { id: "lesson-summary" }, h("p", { text: s.summary }),
          // After the last lesson, the way on is a game: the lobby's new game is against bots.
          next ? h("a", { href: `/learn/${next.name}`, id: "next-lesson", class: "button" }, `Next: ${next.title}`)
            : h("a", { href: "/", id: "next-lesson", class: "button" }, "Next: a game against bots, in the lobby"),
          h("button", { id: "lesson-again", onclick: () => this.load(0) }, "Take it again"),
          h("a", { href: "/learn" }, "All lessons"))
        : h("p", { id: "lesson-step" }, h("b", { text: `Step ${s.step + 1} of ${s.steps}: ` }), s.text),
      verdict ? h("div", { id: "lesson-feedback", class: `verdict ${verdict.verdict}`, "data-verdict": verdict.verdict, text: verdict.text }) : null);
  }

  renderLessonStatus(s, place) {
    // The game's status line, for the lesson's seat.
    const view = s.view;
    const names = s.names;
    let line;
    if (s.complete) line = "Lesson done.";
    else if (view.over) line = "The game is over.";
    else if (s.legal_actions.length) line = `Your decision (${describeDecision(view.decision, names)})`;
    else line = `Waiting for ${view.to_act.map((t) => names[t]).join(", ")} (${describeDecision(view.decision, names)})`;
    this.status.className = `banner ${s.legal_actions.length ? "yours" : ""}`;
    fill(this.status, h("div", { text: `You are ${names[view.seat]} · round ${view.round} · ${view.phase} phase · lesson ${place + 1}: ${s.title}` }),
      h("div", { id: "turn-line", text: line }));
  }
}
