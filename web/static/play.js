// Playing from the page: the seat's choices (the same as its Discord panel's). A press chooses (the pieces
// the choice touches are highlighted on the table), Confirm sends it with the page's version and form
// token; the answer brings the new words, choices and picture, and the seat's private lines. No
// third-party code.
"use strict";

function formToken() {
  const field = document.querySelector("header input[name=form]");
  return field ? field.value : "";
}

function highlight(refs) {
  // pieces.js marks the boxes whose refs meet these (none when the page shows no pieces)
  document.dispatchEvent(new CustomEvent("boardhost:highlight", {detail: refs}));
}

function playFromPage(game) {
  const holder = document.getElementById("decide"), notes = document.getElementById("notes");
  let chosen = null;

  function clear() {
    chosen = null;
    for (const b of holder.querySelectorAll("[aria-pressed=true]")) b.setAttribute("aria-pressed", "false");
    const bar = document.getElementById("confirm");
    if (bar) bar.hidden = true;
    highlight([]);
  }

  function choose(button) {
    const form = document.getElementById("decide-form");
    let label = button.textContent;
    if (button.dataset.amount) {
      const field = form.querySelector("input[name=amount]");
      if (!field.value) { field.focus(); return; }
      chosen = {amount: field.value};
      label = `${label} ${field.value}`;
    } else {
      chosen = {a: button.dataset.action};
    }
    for (const b of holder.querySelectorAll("[aria-pressed=true]")) b.setAttribute("aria-pressed", "false");
    button.setAttribute("aria-pressed", "true");
    const bar = document.getElementById("confirm"), said = document.getElementById("chosen");
    said.textContent = said.dataset.template.replace("{choice}", label.trim());
    bar.hidden = false;
    highlight((button.dataset.touches || "").split(" ").filter(Boolean));
    document.getElementById("confirm-button").focus();
  }

  function show(state) {
    if (typeof state.version === "number") document.body.dataset.version = String(state.version);
    if (state.facts !== undefined) {
      const facts = document.getElementById("facts");
      facts.innerHTML = state.facts;
      if (typeof localTimes === "function") localTimes(facts);
    }
    if (state.picture) document.getElementById("picture").src = state.picture;
    holder.innerHTML = state.decisions || "";
    chosen = null;
    highlight([]);
    document.dispatchEvent(new CustomEvent("boardhost:shown", {detail: state}));
  }

  async function send(path, fields) {
    // one request per shown choices: a second press waits for the answer (or for the game's next choices)
    const form = document.getElementById("decide-form");
    if (!form || form.getAttribute("aria-busy") === "true") return;
    form.setAttribute("aria-busy", "true");
    for (const b of form.querySelectorAll("#confirm-button, #undo-button")) b.disabled = true;
    const body = new URLSearchParams({form: formToken(), v: form ? form.querySelector("input[name=v]").value : "",
                                      ...fields});
    try {
      const answer = await fetch(`/game/${game}/${path}`, {method: "POST", body, credentials: "same-origin",
                                                           cache: "no-store"});
      let state = {};
      try { state = await answer.json(); } catch (e) {  // not the table's answer (too many requests, say)
        state = {refusal: answer.status === 429 ? form.dataset.busy : form.dataset.failed};
      }
      notes.innerHTML = "";
      const lines = [...(state.refusal ? [state.refusal] : []), ...(state.notes || [])];
      for (const line of lines) {
        const p = document.createElement("p");
        p.textContent = line;
        if (state.refusal === line) p.className = "refusal";
        notes.appendChild(p);
      }
      if (lines.length) notes.scrollIntoView({block: "nearest"});
      // the answer's state, unless the page shows it or a newer one already (the live stream was quicker:
      // showing the same choices again would drop one pressed since); a refusal shows the choices afresh
      const shown = Number(document.body.dataset.version);
      if (state.decisions !== undefined && (state.version > shown || (state.refusal && state.version === shown))) {
        show(state);
      }
    } finally {
      form.removeAttribute("aria-busy");
      for (const b of form.querySelectorAll("#confirm-button, #undo-button")) b.disabled = false;
    }
  }

  holder.addEventListener("click", (e) => {
    const button = e.target.closest("button");
    if (!button || !holder.contains(button)) return;
    if (button.id === "undo-button") { e.preventDefault(); send("undo", {}); return; }
    if (button.id === "cancel-button") { e.preventDefault(); clear(); return; }
    if (button.classList.contains("choice")) { e.preventDefault(); choose(button); }
  });
  holder.addEventListener("submit", (e) => {
    e.preventDefault();
    if (chosen) send("act", chosen);
  });
  // the game moved (the live stream): the new choices replace the old ones
  document.addEventListener("boardhost:state", (e) => {
    if (e.detail && e.detail.decisions !== undefined) {
      holder.innerHTML = e.detail.decisions;
      chosen = null;
      highlight([]);
    }
  });
}

document.addEventListener("DOMContentLoaded", () => {
  const game = document.body.dataset.game;
  if (game && document.getElementById("decide")) playFromPage(game);
});
