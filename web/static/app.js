// The table in the browser: zoom and pan over the picture, the game followed live (each server-sent
// event carries the new version, the words beside the picture and the picture's URL, which the browser
// keeps for good), and a deadline shown in the browser's time zone when the reader chose none in
// Discord (the server writes it in their chosen one). No third-party code.
"use strict";

function localTimes(root) {
  const lang = document.body.dataset.lang || undefined;
  for (const el of root.querySelectorAll("time[data-at]")) {
    const at = new Date(Number(el.dataset.at));
    try {
      el.textContent = at.toLocaleString(lang, {weekday: "short", month: "long", day: "numeric", hour: "numeric",
                                                minute: "2-digit", timeZoneName: "short"});
    } catch (e) { /* an old browser keeps the UTC words */ }
  }
}

function zoomable(viewport, img) {
  let scale = 1, x = 0, y = 0, fitted = true;
  const pointers = new Map();
  let pinch = null;
  function apply() { img.style.transform = `translate(${x}px, ${y}px) scale(${scale})`; }
  function fit() {
    if (!img.naturalWidth) return;
    // The frame takes the picture's shape (at most 85 % of the window's height), so a phone shows the
    // whole table across its width with no empty band.
    const shaped = viewport.clientWidth * img.naturalHeight / img.naturalWidth;
    viewport.style.height = `${Math.round(Math.min(shaped, window.innerHeight * 0.85))}px`;
    const w = viewport.clientWidth, h = viewport.clientHeight;
    scale = Math.min(w / img.naturalWidth, h / img.naturalHeight);
    x = (w - img.naturalWidth * scale) / 2; y = (h - img.naturalHeight * scale) / 2;
    fitted = true; apply();
  }
  function zoomAt(factor, cx, cy) {
    const next = Math.min(8, Math.max(0.1, scale * factor));
    x = cx - (cx - x) * next / scale; y = cy - (cy - y) * next / scale; scale = next;
    fitted = false; apply();
  }
  img.addEventListener("load", () => { if (fitted) fit(); });
  if (img.complete) fit();
  window.addEventListener("resize", () => { if (fitted) fit(); });
  viewport.addEventListener("wheel", (e) => {
    e.preventDefault();
    const r = viewport.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top);
  }, {passive: false});
  viewport.addEventListener("pointerdown", (e) => {
    viewport.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    viewport.classList.add("dragging");
  });
  viewport.addEventListener("pointermove", (e) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    pointers.set(e.pointerId, {x: e.clientX, y: e.clientY});
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const r = viewport.getBoundingClientRect();
      if (pinch) zoomAt(d / pinch, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      pinch = d;
    } else {
      x += e.clientX - last.x; y += e.clientY - last.y; fitted = false; apply();
    }
  });
  const up = (e) => {
    pointers.delete(e.pointerId); pinch = null;
    if (!pointers.size) viewport.classList.remove("dragging");
  };
  viewport.addEventListener("pointerup", up);
  viewport.addEventListener("pointercancel", up);
  for (const button of document.querySelectorAll("[data-zoom]")) {
    button.addEventListener("click", () => {
      const how = button.dataset.zoom;
      if (how === "fit") { fit(); return; }
      zoomAt(how === "in" ? 1.25 : 0.8, viewport.clientWidth / 2, viewport.clientHeight / 2);
    });
  }
}

function followGame(game, startVersion) {
  const facts = document.getElementById("facts"), img = document.getElementById("picture");
  const live = document.getElementById("live");
  const liveWords = live.textContent;
  let version = startVersion, swap = null, wanted = null;
  function showPicture() {
    if (wanted && img.getAttribute("src") !== wanted) img.src = wanted;
  }
  // A reconnecting stream sends the last event's id: the server tells only what came after it.
  const source = new EventSource(`/game/${game}/live?v=${startVersion}`);
  source.addEventListener("version", (e) => {
    const state = JSON.parse(e.data);
    // the version shown is read from the page: play.js shows a move's own answer before its event comes;
    // an older event (a reconnected stream tells what came after its own last event) never takes it back
    if (state.version <= Number(document.body.dataset.version)) return;
    version = state.version;
    document.body.dataset.version = String(version);
    facts.innerHTML = state.facts;
    localTimes(facts);
    document.dispatchEvent(new CustomEvent("boardhost:state", {detail: state}));  // play.js: the new choices
    // Each page fetches the new picture a moment apart (up to 0.8 s), so a crowd watching one game
    // never asks all at once; a newer move meanwhile replaces the older picture before it is asked for;
    // a page in a hidden tab asks only when it is shown again.
    wanted = state.picture;
    clearTimeout(swap);
    if (!document.hidden) swap = setTimeout(showPicture, Math.random() * 800);
  });
  document.addEventListener("visibilitychange", () => { if (!document.hidden) showPicture(); });
  source.addEventListener("open", () => { live.classList.remove("lost"); live.textContent = liveWords; });
  source.addEventListener("error", () => { live.classList.add("lost"); live.textContent = live.dataset.lost; });
}

function scrubHistory(game) {
  const slider = document.getElementById("scrub"), img = document.getElementById("glance");
  const title = document.getElementById("step-title"), lines = document.getElementById("step-lines");
  const previous = document.getElementById("previous"), next = document.getElementById("next");
  let wanted = Number(slider.value), timer = null;
  async function show(at) {
    wanted = at;
    const answer = await fetch(`/game/${game}/history/${at}.json`, {credentials: "same-origin"});
    if (!answer.ok || at !== wanted) return;
    const step = await answer.json();
    slider.value = String(step.at);
    title.textContent = step.title;
    lines.innerHTML = step.lines;
    img.src = step.picture; img.alt = step.title;
    previous.href = `?at=${Math.max(0, step.at - 1)}`;
    next.href = `?at=${Math.min(Number(slider.max), step.at + 1)}`;
    history.replaceState(null, "", `?at=${step.at}`);
  }
  slider.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => show(Number(slider.value)), 120);
  });
  for (const [link, step] of [[previous, -1], [next, 1]]) {
    link.addEventListener("click", (e) => {
      e.preventDefault();
      show(Math.max(0, Math.min(Number(slider.max), Number(slider.value) + step)));
    });
  }
}

document.addEventListener("DOMContentLoaded", () => {
  localTimes(document);
  const viewport = document.getElementById("viewport"), img = document.getElementById("picture");
  if (viewport && img) zoomable(viewport, img);
  const game = document.body.dataset.game;
  if (game) followGame(game, Number(document.body.dataset.version));
  if (document.body.dataset.history) scrubHistory(document.body.dataset.history);
});
