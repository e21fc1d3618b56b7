() => {
  // The text on the page too faint to read: WCAG 2's contrast ratio of every visible text's
  // colour against what is behind it (the ancestors' background colours blended where
  // translucent; each stop of a gradient), below 4.5, or 3 for large text.
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null; const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const blend = (top, under) => { const a = top[3]; return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]); };
  const backgrounds = (el) => {
    // the colours that may be behind el's text: a gradient counts each of its stops
    const layers = [];
    let under = [[255, 255, 255, 1]];
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.backgroundImage.includes("gradient")) {
        under = (style.backgroundImage.match(/rgba?\([^)]+\)/g) || []).map(parse).map((c) => blend(c, [255, 255, 255, 1]));
        break;
      }
      const c = parse(style.backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) { under = [[255, 255, 255, 1]]; break; } }
    }
    return under.map((base) => { let colour = base; for (const layer of layers.slice().reverse()) colour = blend(layer, colour); return colour; });
  };
  const low = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  while (walker.nextNode()) {
    const el = walker.currentNode.parentElement;
    if (!walker.currentNode.textContent.trim() || seen.has(el)) continue;
    seen.add(el);
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.visibility === "hidden" || style.display === "none" || box.width === 0 || box.height === 0 || el.closest("[hidden], svg, option, select")) continue;
    let ratio = Infinity, bg = null;
    for (const under of backgrounds(el)) {
      const fg = blend(parse(style.color), under);
      const [a, b] = [lum(fg), lum(under)];
      const r = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (r < ratio) { ratio = r; bg = under; }
    }
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed) low.push({ text: el.textContent.trim().slice(0, 40), ratio: Math.round(ratio * 100) / 100, needed, color: style.color, behind: bg.map(Math.round).join(",") });
  }
  return low;
}
