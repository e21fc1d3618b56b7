// Card faces, backs and piles, drawn by the page itself (HTML, CSS and a few SVG icons): the
// name, the type, the dig/draw/hunt/fight numbers, the people, the hiring cost and the
// player text. Needs app.js's h() and CARDS. Text is always set with textContent.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";

// Each icon: SVG shapes on a 20x20 grid, drawn in the current colour.
const ICONS = {
  dig: [["path", { d: "M10 2v9", "stroke-width": 2.2 }], ["path", { d: "M5 11h10l-2 6H7z", fill: "currentColor" }]],
  draw: [["rect", { x: 3, y: 5, width: 9, height: 12, rx: 1.5 }], ["rect", { x: 8, y: 2, width: 9, height: 12, rx: 1.5, fill: "currentColor" }]],
  hunt: [["circle", { cx: 10, cy: 10, r: 6.5 }], ["circle", { cx: 10, cy: 10, r: 2, fill: "currentColor" }], ["path", { d: "M10 1v4M10 15v4M1 10h4M15 10h4" }]],
  fight: [["path", { d: "M3 3l14 14M17 3L3 17", "stroke-width": 2.6 }], ["path", { d: "M2 14l4 4M18 14l-4 4", "stroke-width": 2.2 }]],
  person: [["circle", { cx: 10, cy: 6, r: 3.5, fill: "currentColor" }], ["path", { d: "M3.5 18c0-5 3-7.5 6.5-7.5s6.5 2.5 6.5 7.5z", fill: "currentColor" }]],
  food: [["path", { d: "M10 6c-4-2-7 1-7 5s3 7 7 7 7-3 7-7-3-7-7-5z", fill: "currentColor" }], ["path", { d: "M10 6c0-2 1-3.5 3-4" }]],
  meds: [["path", { d: "M7.5 2.5h5v5h5v5h-5v5h-5v-5h-5v-5h5z", fill: "currentColor" }]],
};

const SKILL_WORDS = { dig: "dig", draw: "draw", hunt: "hunt", fight: "fight" };
const TYPE_MARK = { person: "P", tool: "T", medicine: "M", junk: "J", instant: "I", building: "B", leader: "L", gang: "G" };

function icon(name) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 20 20");
  svg.setAttribute("class", `icon icon-${name}`);
  svg.setAttribute("aria-hidden", "true");
  for (const [tag, attrs] of ICONS[name]) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [key, value] of Object.entries({ fill: "none", stroke: "currentColor", "stroke-width": 1.6, ...attrs })) shape.setAttribute(key, String(value));
    svg.append(shape);
  }
  return svg;
}

function costWords(c) {
  // A mercenary's hiring cost in words, from the catalogue's numbers.
  if (c.cost_any_mix !== null && c.cost_any_mix !== undefined) return `${c.cost_any_mix} food or meds`;
  const parts = [];
  if (c.cost_food) parts.push(`${c.cost_food} food`);
  if (c.cost_meds) parts.push(`${c.cost_meds} med${c.cost_meds > 1 ? "s" : ""}`);
  return parts.join(" + ") || "free";
}

function numberWords(c) {
  // The printed numbers in words (for screen readers and the card's title).
  const parts = [];
  for (const skill of Object.keys(SKILL_WORDS)) {
    if (skill in c.base) parts.push(`${skill} ${c.base[skill]}`);
    if (skill in c.plus) parts.push(`+${c.plus[skill]} ${skill}`);
  }
  if (c.meds) parts.push(`${c.meds} med${c.meds > 1 ? "s" : ""}`);
  if (c.people) parts.push(`${c.people} ${c.people === 1 ? "person" : "people"}`);
  return parts.join(", ");
}

function longWord(name) {
  // Whether a card's name has a word too long for its card at the usual size ("Humanitarians"):
  // set smaller (style.css), as a card's name breaks between words only.
  return name.split(" ").some((word) => word.length >= 10);
}

function face(kind, opts) {
  // One card, face up. opts: size ("big": the hand, with the text; "mini": a name and the
  // numbers), extra classes, onclick (then it is a button a keyboard can press), selected.
  const o = opts || {};
  const c = CARDS[kind];
  if (!c) return h("div", { class: "card face unknown", "data-kind": kind }, h("span", { class: "c-name", text: kind }));
  const skills = h("div", { class: "c-skills" });
  for (const skill of Object.keys(SKILL_WORDS)) {
    if (skill in c.base) skills.append(h("span", { class: `sk sk-${skill}`, title: `${skill} ${c.base[skill]}` }, icon(skill), h("b", { text: c.base[skill] })));
    if (skill in c.plus) skills.append(h("span", { class: `sk sk-${skill} plus`, title: `+${c.plus[skill]} ${skill}` }, icon(skill), h("b", { text: `+${c.plus[skill]}` })));
  }
  if (c.meds) skills.append(h("span", { class: "sk sk-meds", title: `${c.meds} meds` }, icon("meds"), h("b", { text: c.meds })));
  const foot = h("div", { class: "c-foot" },
    c.people ? h("span", { class: "c-people", title: `${c.people} ${c.people === 1 ? "person" : "people"}` }, icon("person"), h("b", { text: c.people })) : null,
    c.mercenary ? h("span", { class: "c-cost", title: `hire for ${costWords(c)}` }, "hire ", h("b", { text: costWords(c) })) : null,
    c.contested ? h("span", { class: "c-cost", text: "contested" }) : null);
  const label = `${c.name} (${c.type})${numberWords(c) ? `: ${numberWords(c)}` : ""}`;
  const node = h(o.onclick ? "button" : "div", {
    class: `card face ${c.type} ${o.size || "normal"} ${o.extra || ""} ${o.selected ? "selected" : ""}`,
    "data-kind": kind, title: `${label}. ${c.text}`,
    "aria-label": o.onclick ? `${label}${o.selected ? ", picked" : ""}` : label,
    // Not a button: an image of a card, so that its label is read.
    role: o.onclick ? null : "img",
    // A card that is not a button is still a tab stop: focusing it shows its detail, as the
    // mouse does by pointing at it.
    tabindex: o.onclick ? null : "0",
    "aria-pressed": o.onclick ? String(Boolean(o.selected)) : null,
    type: o.onclick ? "button" : null, onclick: o.onclick || null,
  },
  h("div", { class: "c-head" }, h("span", { class: `c-name ${longWord(c.name) ? "long" : ""}`, text: c.name }),
    h("span", { class: "c-type", title: c.type, "aria-hidden": "true", text: TYPE_MARK[c.type] || "?" })),
  skills, foot,
  o.size === "big" || !(skills.childNodes.length || c.people) ? h("div", { class: `c-text ${o.size === "big" ? "" : "short"}`, text: c.text }) : null);
  node.addEventListener("mouseenter", () => showDetail(kind));
  node.addEventListener("focus", () => showDetail(kind));
  node.addEventListener("mouseleave", () => hideDetail(false));
  node.addEventListener("blur", () => hideDetail(false));
  // A phone or a tablet: tapped, the card's full text comes up in a sheet (app.js, showDetail),
  // kept off the row of a card tapped to pick it.
  node.addEventListener("click", (e) => {
    if (SMALL_SCREEN.matches) showDetail(kind, true, o.onclick ? { card: node, x: e.clientX, y: e.clientY } : null);
  });
  return node;
}

function faces(kinds, opts) {
  return kinds.length ? kinds.map((k) => face(k, opts)) : [h("span", { class: "muted", text: "none" })];
}

function grouped(kinds) {
  // Face-up cards of one pile, the copies of a kind as one stack with their count.
  const counts = new Map();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) || 0) + 1);
  return [...counts].map(([kind, count]) => (count > 1 ? stack(kind, count) : face(kind, { size: "mini" })));
}

function back(count, what, words) {
  // Face-down cards: a card back with how many there are, never which (words: said instead).
  return h("div", { class: "card back", title: `${count} ${what}`, role: "img", "aria-label": words || `${count} ${what}` },
    h("span", { class: "back-count", text: count }), h("span", { class: "back-what", text: what }));
}

function pile(label, count, extra) {
  // A face-down pile on the table (deck, junkyard, contested resources): a stack of backs.
  return h("div", { class: `pile ${count ? "" : "empty"} ${extra || ""}`, title: `${label}: ${count}` },
    h("div", { class: "stack", style: `--depth:${Math.min(count, 4)}` }, back(count, label)));
}

function stack(kind, count) {
  // A market stack: its top card face up and how many are left.
  return h("div", { class: "market-stack", "data-kind": kind },
    face(kind, { size: "mini" }), h("span", { class: "stack-count", title: `${count} left`, role: "img", "aria-label": `${count} left`, text: `×${count}` }));
}
