// Every piece of the table explains itself: the pieces the picture drew (their boxes, from
// /game/N/pieces.json) lie over it as buttons that follow its zoom and pan. Hover (a mouse) or tap (a
// finger) shows a piece's explanation; Tab reaches the pieces, the arrow keys move between them, Escape
// hides the explanation; a screen reader reads each piece's explanation (its aria-label). A choice on
// the page (play.js) highlights the pieces it touches. The legend lists the codes the picture still
// draws. No third-party code.
"use strict";

function explainPieces(game) {
  const viewport = document.getElementById("viewport"), img = document.getElementById("picture");
  const layer = document.createElement("div");
  layer.className = "pieces"; layer.id = "pieces";
  layer.setAttribute("role", "group");
  layer.setAttribute("aria-label", viewport.dataset.pieces || "");
  viewport.appendChild(layer);
  const tip = document.createElement("div");
  tip.className = "tip"; tip.id = "tip"; tip.setAttribute("role", "tooltip"); tip.hidden = true;
  viewport.appendChild(tip);
  const legend = document.createElement("details");
  legend.className = "legend"; legend.id = "legend"; legend.hidden = true;
  const summary = document.createElement("summary");
  summary.textContent = viewport.dataset.legend || "";
  const list = document.createElement("ul");
  legend.append(summary, list);
  viewport.after(legend);

  let loaded = null, buttons = [], shown = -1, refs = [], press = null;

  function follow() {
    layer.style.transform = img.style.transform;
    layer.style.width = `${img.naturalWidth}px`; layer.style.height = `${img.naturalHeight}px`;
    const scale = Number((/scale\(([\d.e-]+)\)/.exec(img.style.transform) || [0, 1])[1]) || 1;
    layer.style.setProperty("--line", `${2 / scale}px`);  // outlines stay 2 px on the screen at any zoom
    if (shown >= 0) place(buttons[shown]);
  }

  function place(button) {
    const frame = viewport.getBoundingClientRect(), box = button.getBoundingClientRect();
    const gap = 6, width = tip.offsetWidth, height = tip.offsetHeight;
    let left = box.left - frame.left + box.width / 2 - width / 2;
    left = Math.max(4, Math.min(left, frame.width - width - 4));
    let top = box.bottom - frame.top + gap;
    if (top + height > frame.height - 4) top = Math.max(4, box.top - frame.top - height - gap);
    tip.style.left = `${left}px`; tip.style.top = `${top}px`;
  }

  function show(index) {
    const button = buttons[index];
    if (!button) return;
    if (shown >= 0 && buttons[shown]) buttons[shown].classList.remove("active");
    shown = index;
    button.classList.add("active");
    tip.textContent = button.getAttribute("aria-label");
    tip.hidden = false;
    place(button);
  }

  function hide() {
    if (shown >= 0 && buttons[shown]) buttons[shown].classList.remove("active");
    shown = -1; tip.hidden = true;
  }

  function mark() {
    for (const button of buttons) {
      const mine = (button.dataset.refs || "").split(" ");
      button.classList.toggle("touched", refs.some((ref) => mine.includes(ref)));
    }
  }

  function focusPiece(index) {
    if (!buttons.length) return;
    const next = (index + buttons.length) % buttons.length;
    for (const button of buttons) button.tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  }

  function build(answer) {
    layer.textContent = ""; buttons = []; hide();
    // a smaller piece lies over a larger one (a tile on its land), so every piece can be pointed at
    const area = (p) => (p.box[2] - p.box[0]) * (p.box[3] - p.box[1]);
    const order = answer.pieces.map((p, i) => i).sort((a, b) => area(answer.pieces[b]) - area(answer.pieces[a]));
    const depth = new Map(order.map((piece, rank) => [piece, rank + 1]));
    answer.pieces.forEach((piece, index) => {
      const button = document.createElement("button");
      const [x0, y0, x1, y1] = piece.box;
      button.type = "button"; button.className = "piece"; button.tabIndex = index ? -1 : 0;
      button.dataset.kind = piece.kind; button.dataset.refs = piece.refs.join(" ");
      button.dataset.label = piece.label;
      button.setAttribute("aria-label", piece.explanation);
      button.style.left = `${x0}px`; button.style.top = `${y0}px`;
      button.style.width = `${x1 - x0}px`; button.style.height = `${y1 - y0}px`;
      button.style.zIndex = String(depth.get(index));
      button.addEventListener("pointerenter", (e) => { if (e.pointerType === "mouse") show(index); });
      button.addEventListener("pointerleave", (e) => { if (e.pointerType === "mouse" && shown === index) hide(); });
      button.addEventListener("pointerdown", (e) => { press = {index, x: e.clientX, y: e.clientY, mouse: e.pointerType === "mouse"}; });
      button.addEventListener("focus", () => show(index));
      button.addEventListener("click", (e) => { if (e.detail === 0) show(index); });  // Enter or Space
      layer.appendChild(button);
      buttons.push(button);
    });
    list.textContent = "";
    for (const line of answer.legend) {
      const item = document.createElement("li");
      item.textContent = line;
      list.appendChild(item);
    }
    legend.hidden = !answer.legend.length;
    follow(); mark();
  }

  async function load() {
    const version = document.body.dataset.version;
    if (loaded === version) return;
    loaded = version;
    const answer = await fetch(`/game/${game}/pieces.json?v=${version}`, {credentials: "same-origin"});
    if (!answer.ok || loaded !== version) return;
    build(await answer.json());
    layer.dataset.version = version;
  }

  // a tap (a finger that did not pan) shows the piece; a tap elsewhere hides it
  viewport.addEventListener("pointerup", (e) => {
    const tapped = press;
    press = null;
    if (!tapped) { if (e.pointerType !== "mouse") hide(); return; }
    if (!tapped.mouse && Math.hypot(e.clientX - tapped.x, e.clientY - tapped.y) < 8) show(tapped.index);
  });
  layer.addEventListener("keydown", (e) => {
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    const moves = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1};
    if (e.key in moves) { e.preventDefault(); focusPiece(at + moves[e.key]); }
    else if (e.key === "Home") { e.preventDefault(); focusPiece(0); }
    else if (e.key === "End") { e.preventDefault(); focusPiece(buttons.length - 1); }
    else if (e.key === "Escape") hide();
  });
  layer.addEventListener("focusout", (e) => { if (!layer.contains(e.relatedTarget)) hide(); });
  new MutationObserver(follow).observe(img, {attributes: true, attributeFilter: ["style"]});
  img.addEventListener("load", () => { follow(); load(); });
  if (img.complete && img.naturalWidth) { follow(); load(); }
  document.addEventListener("boardhost:highlight", (e) => { refs = e.detail || []; mark(); });
}

document.addEventListener("DOMContentLoaded", () => {
  const game = document.body.dataset.game;
  if (game && document.getElementById("viewport")) explainPieces(game);
});
