// The Ludus page: start a game of any registered variant, play it by
// pointing at pieces and squares (or by typing moves), follow it live.
// It speaks the server's JSON API (see examples/server) and draws the
// board with the server's SVG renderer (variant/svg), whose cells and
// pieces carry data-square attributes.
import {markdown} from './markdown.js';

const $ = id => document.getElementById(id);
const SVGNS = 'http://www.w3.org/2000/svg';

// Options shown on the setup form itself; the rest are under "All options".
const MAIN_OPTIONS = ['array', 'first', 'start', 'setup', 'firstmover', 'variation', 'clash', 'players', 'board'];
const EVENT_KINDS = ['move', 'undo', 'outcome', 'resign', 'chance', 'clock', 'seat', 'claim', 'draw'];

const state = {
  variants: [],
  view: null,
  flip: false,
  selected: null, // {from: 'e2'} or {from: '', piece: 'cannon'}
  es: null,
  svgKey: '',
  refreshing: null,
  pending: false,
};

class APIError extends Error {
  constructor(status, msg) { super(msg); this.status = status; }
}

async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = 'Bearer ' + token;
  const r = await fetch(path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  const type = r.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await r.json() : await r.text();
  if (!r.ok) throw new APIError(r.status, (data && data.error) || (typeof data === 'string' && data) || r.statusText);
  return data;
}

function showError(e) {
  $('error').textContent = e ? (e.message || String(e)) : '';
}

// Tokens are kept per game: {primary: seat, tokens: {seat: token}}.
function seatsKey(id) { return 'ludus.game.' + id; }
function loadSeats(id) {
  try { return JSON.parse(localStorage.getItem(seatsKey(id))) || {primary: null, tokens: {}}; } catch { return {primary: null, tokens: {}}; }
}
function saveSeats(id, s) { localStorage.setItem(seatsKey(id), JSON.stringify(s)); }

function variantInfo(name) { return state.variants.find(v => v.name === name); }

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// ---------- setup ----------

function fillSetup(preselect) {
  const sel = $('variant');
  sel.replaceChildren(...state.variants.map(v => el('option', {value: v.name}, v.name)));
  if (preselect && variantInfo(preselect)) sel.value = preselect;
  else if (variantInfo('chess')) sel.value = 'chess';
  sel.addEventListener('change', onVariantChange);
  $('preset').addEventListener('change', onPresetChange);
  $('others').addEventListener('change', () => { $('enginerow').hidden = $('others').value !== 'computer'; });
  $('newgame').addEventListener('submit', ev => { ev.preventDefault(); startGame().catch(showError); });
  $('showrules').addEventListener('click', () => showRules($('variant').value));
  onVariantChange();
  $('setup').hidden = false;
}

function optionControl(o) {
  const id = 'opt-' + o.key;
  let input;
  if (o.choices && o.choices.length) {
    input = el('select', {id, 'data-key': o.key}, o.choices.map(c => el('option', {value: c}, c)));
    input.value = o.default;
  } else if (o.default === 'true' || o.default === 'false') {
    input = el('input', {id, type: 'checkbox', 'data-key': o.key});
    input.checked = o.default === 'true';
  } else {
    input = el('input', {id, 'data-key': o.key, value: o.default, size: 12});
  }
  return el('label', {}, el('span', {}, o.key), input, el('span', {class: 'doc'}, o.doc));
}

function onVariantChange() {
  const v = variantInfo($('variant').value);
  if (!v) return;
  $('about').textContent = v.description;
  const presets = v.presets || [];
  $('presetrow').hidden = presets.length === 0;
  $('preset').replaceChildren(el('option', {value: ''}, v.defaultPreset ? 'default (' + v.defaultPreset + ')' : 'standard'),
    ...presets.map(p => el('option', {value: p.name}, p.name)));
  onPresetChange();
  const opts = (v.options || []).filter(o => o.key !== 'preset');
  $('mainoptions').replaceChildren(...opts.filter(o => MAIN_OPTIONS.includes(o.key)).map(optionControl));
  $('alloptions').replaceChildren(...opts.filter(o => !MAIN_OPTIONS.includes(o.key)).map(optionControl));
  $('moreoptions').hidden = $('alloptions').children.length === 0;
  const you = $('you');
  you.replaceChildren(...v.sides.map((s, i) => el('option', {value: s.name}, s.name + (s.team ? ' (' + s.team + ')' : ''))),
    el('option', {value: '*'}, 'every side (pass and play)'));
  you.value = v.sides[0].name;
  $('options').value = '';
}

function onPresetChange() {
  const v = variantInfo($('variant').value);
  const p = (v.presets || []).find(p => p.name === $('preset').value);
  $('presetdoc').textContent = p ? p.doc : '';
}

function optionsText() {
  const v = variantInfo($('variant').value);
  const parts = [];
  if ($('preset').value) parts.push('preset=' + $('preset').value);
  for (const input of document.querySelectorAll('#mainoptions [data-key], #alloptions [data-key]')) {
    const o = v.options.find(o => o.key === input.dataset.key);
    const val = input.type === 'checkbox' ? String(input.checked) : input.value.trim();
    if (o && val !== '' && val !== o.default) parts.push(o.key + '=' + val);
  }
  const typed = $('options').value.trim();
  if (typed) parts.push(typed);
  return parts.join(',');
}

async function startGame() {
  showError(null);
  const v = variantInfo($('variant').value);
  const you = $('you').value;
  const all = v.sides.map(s => s.name);
  let seats;
  if (you === '*') {
    seats = [{name: 'you', sides: all}];
  } else {
    const rest = all.filter(s => s !== you);
    seats = [{name: 'you', sides: [you]}];
    if ($('others').value === 'computer') seats.push({name: 'computer', sides: rest, computer: $('engine').value});
    else for (const s of rest) seats.push({name: s, sides: [s]});
  }
  const view = await api('POST', '/api/games', {variant: v.name, options: optionsText(), seats});
  const mine = {primary: 0, tokens: {}};
  (view.seats || []).forEach((s, i) => { if (s.token) mine.tokens[s.seat ?? i] = s.token; });
  saveSeats(view.id, mine);
  history.pushState(null, '', '/?game=' + encodeURIComponent(view.id));
  $('setup').hidden = true;
  await openGame(view.id, view);
}

// ---------- rules ----------

function showRules(name) {
  const v = variantInfo(name);
  if (!v) return;
  const parts = ['<h2>' + name + '</h2>', markdown(v.rules || v.description)];
  if (v.presets && v.presets.length) {
    parts.push('<h3>Presets</h3>', markdown(v.presets.map(p => '- **' + p.name + '**: ' + p.doc).join('\n')));
  }
  $('rulestext').innerHTML = parts.join('\n');
  $('rules').showModal();
}

// ---------- the game ----------

async function openGame(id, view) {
  $('setup').hidden = true;
  $('play').hidden = false;
  state.view = view || await api('GET', '/api/games/' + encodeURIComponent(id));
  await render();
  listen(id, state.view.seq || 0);
}

function listen(id, from) {
  if (state.es) state.es.close();
  const es = new EventSource('/api/games/' + encodeURIComponent(id) + '/events?from=' + from);
  const onEvent = () => scheduleRefresh();
  for (const k of EVENT_KINDS) es.addEventListener(k, onEvent);
  es.onmessage = onEvent;
  state.es = es;
}

function scheduleRefresh() {
  if (state.refreshing) { state.refreshAgain = true; return; }
  state.refreshing = (async () => {
    do {
      state.refreshAgain = false;
      try {
        const v = await api('GET', '/api/games/' + encodeURIComponent(state.view.id));
        if (v.seq !== state.view.seq || v.ply !== state.view.ply || v.thinking !== state.view.thinking) {
          state.view = v;
          await render();
        }
      } catch (e) { showError(e); }
    } while (state.refreshAgain);
    state.refreshing = null;
  })();
}

function mySeats() {
  const s = loadSeats(state.view.id);
  return Object.keys(s.tokens).map(Number);
}

// tokenFor returns the token of one of my seats that commands side, or
// null.
function tokenFor(side) {
  const s = loadSeats(state.view.id);
  for (const seat of state.view.seats || []) {
    const controls = seat.controls || seat.sides || [];
    const idx = seat.seat ?? state.view.seats.indexOf(seat);
    if (s.tokens[idx] && (side === null || controls.includes(side))) return s.tokens[idx];
  }
  return null;
}

function anyToken() {
  const s = loadSeats(state.view.id);
  if (s.primary !== null && s.tokens[s.primary]) return s.tokens[s.primary];
  const t = Object.values(s.tokens);
  return t.length ? t[0] : null;
}

function over() { return state.view.outcome && state.view.outcome.status && state.view.outcome.status !== 'ongoing'; }

function myTurn() {
  const v = state.view;
  return !over() && v.toMove && tokenFor(v.toMove) !== null;
}

function legal() {
  if (!myTurn()) return [];
  return (state.view.snapshot.legal || []).map(m => ({...m, from: m.from || '', to: m.to || ''}));
}

function sideNames() { return (variantInfo(state.view.variant) || {sides: []}).sides.map(s => s.name); }

function outcomeWords(v) {
  if (v.summary) return v.summary;
  const o = v.outcome || {};
  const names = sideNames();
  if (o.status === 'won') {
    const w = (o.winners || []).map(i => names[i] || ('side ' + i));
    return w.join(' and ') + (w.length > 1 ? ' win' : ' wins') + (o.reason ? ': ' + o.reason : '');
  }
  if (o.status === 'drawn') return 'draw' + (o.reason ? ': ' + o.reason : '');
  return '';
}

async function render() {
  const v = state.view;
  const info = variantInfo(v.variant);
  $('title').textContent = v.variant + (v.options ? ' (' + v.options + ')' : '');
  $('howto').hidden = !info;
  // The board first, then what is said about it, so that the page never
  // shows a turn or a move list ahead of its board.
  await renderBoard();
  if (state.view !== v) return; // a newer view is being drawn
  // Outcome banner.
  if (over()) {
    $('banner').hidden = false;
    $('banner').textContent = 'Game over: ' + outcomeWords(v);
  } else $('banner').hidden = true;
  // Whose turn.
  let turn = '';
  if (over()) turn = outcomeWords(v);
  else if (myTurn()) turn = 'Your move: ' + v.toMove;
  else if (v.toMove) {
    const side = (v.sides || []).find(s => s.name === v.toMove);
    const seat = side && (v.seats || [])[side.seat];
    turn = v.toMove + ' to move' + (seat && seat.computer ? ' (computer' + (v.thinking ? ', thinking…' : '') + ')' : seat ? ' (' + seat.name + ')' : '');
  }
  $('turn').textContent = turn;
  renderSides();
  renderMoves();
  renderActions();
  renderInvites();
  $('undo').disabled = !(v.seats || []).some(s => s.computer) || !anyToken() || v.ply === 0;
  $('resign').disabled = over() || !anyToken();
  $('typeform').hidden = !myTurn();
  $('board').dataset.ply = v.ply;
  if ($('record').parentElement.open) loadRecord();
}

function renderSides() {
  const v = state.view;
  const snapSides = v.snapshot.sides || [];
  const list = sideNames().map((name, i) => {
    const st = snapSides.find(s => s.name === name) || {};
    const hs = (v.sides || []).find(s => s.name === name) || {};
    const seat = (v.seats || [])[hs.seat];
    const toMove = !over() && v.toMove === name;
    const badges = [];
    if (toMove) badges.push(el('span', {class: 'badge move'}, 'to move'));
    if (st.inCheck) badges.push(el('span', {class: 'badge check'}, 'in check'));
    if (st.frozen) badges.push(el('span', {class: 'badge frozen'}, 'frozen'));
    if (st.withdrawn) badges.push(el('span', {class: 'badge frozen'}, 'withdrawn'));
    const info = [];
    if (seat) info.push(seat.computer ? 'computer (' + seat.computer + ')' : mySeats().includes(hs.seat) && loadSeats(v.id).primary === hs.seat ? 'you' : seat.name);
    if (hs.clockMs !== null && hs.clockMs !== undefined) info.push('clock ' + clock(hs.clockMs));
    for (const n of st.notes || []) info.push(n);
    const cls = 'side' + (toMove ? ' tomove' : '') + (st.frozen ? ' frozen' : '') + (st.withdrawn ? ' withdrawn' : '');
    return el('div', {class: cls, 'data-side': name},
      el('span', {class: 'swatch', style: 'background:' + swatch(name, i)}),
      el('span', {class: 'name'}, name, badges),
      el('span', {class: 'info'}, info.join(' · ')));
  });
  $('sides').replaceChildren(...list);
}

function clock(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

const SWATCH = {white: '#fbfbf6', black: '#2b2b2b', yellow: '#f0c419', blue: '#2f6fd6', red: '#d23a2f', green: '#2e9a46', orange: '#ef7c00', gold: '#e0b020', sapphire: '#1f4fb0', even: '#fbfbf6', odd: '#2b2b2b'};
function swatch(name, i) { return SWATCH[name] || ['#fbfbf6', '#2b2b2b', '#d23a2f', '#2f6fd6'][i % 4]; }

function renderMoves() {
  const v = state.view;
  const n = sideNames().length;
  const items = (v.moves || []).map(m => {
    // Two-sided games number by full moves (1. for the first side, 1… for
    // the second); games of more sides number every move and name its side.
    let no;
    if (n === 2) {
      // The side that made the first move listed moves first (Odd, in
      // Rithmomachia; the first side otherwise).
      const first = v.moves.length && v.moves[0].ply === 0 ? v.moves[0].side : sideNames()[0];
      const full = Math.floor(m.ply / 2) + 1;
      no = m.side === first ? full + '.' : full + '…';
    } else no = (m.ply + 1) + '.';
    return el('li', {'data-ply': m.ply},
      el('span', {class: 'no'}, no),
      el('span', {class: 'who'}, m.side),
      el('span', {class: 'text'}, m.text),
      m.explain ? el('span', {class: 'explain'}, m.explain) : null);
  });
  $('movelist').replaceChildren(...items);
  $('movelist').scrollTop = $('movelist').scrollHeight;
}

function describeMove(m) {
  switch (m.kind) {
    case 'promotion': return m.piece ? 'promote to ' + m.piece : m.text;
    case 'drop': case 'placement': return 'place ' + (m.piece || '') + (m.to ? ' on ' + m.to : '');
    case 'castling': return 'castle (' + m.text + ')';
    case 'redemption': return 'redeem ' + (m.piece || 'a captured component') + (m.to ? ' on ' + m.to : '');
    default: return m.text;
  }
}

// The buttons: the turn moves made on no square (a pass), when it is my
// turn, and the actions (an exchange of prisoners, a withdrawal ...) that
// one of my seats may make now, whoever's turn it is, in the game's words.
function renderActions() {
  const v = state.view;
  const acts = over() ? [] : (v.snapshot.legal || []).filter(m => m.action ? tokenFor(m.side || v.toMove) !== null : !m.from && !m.to && myTurn());
  $('actions').replaceChildren(...acts.map(m => el('button', {type: 'button', class: 'action', 'data-move': m.text, title: m.text,
    onclick: () => play(m.text, m.side)}, actionWords(m))));
}

// actionWords says what an action does, as the game explains it: "The
// yellow army withdraws"; an action that only ends the game says so, and
// for whom ("Black: end the game (resignation)"); the end of the game that
// an action brings is left to the banner ("The black army resigns for its
// team").
function actionWords(m) {
  let words = m.explain || m.text;
  const end = /^game over: (.*)$/i.exec(words);
  if (end) words = 'end the game (' + end[1] + ')';
  else words = words.replace(/; game over: .*$/i, '');
  if (m.side && !words.toLowerCase().includes(m.side.toLowerCase())) words = m.side + ': ' + words;
  return words[0].toUpperCase() + words.slice(1);
}

function renderInvites() {
  const v = state.view;
  const s = loadSeats(v.id);
  const others = Object.entries(s.tokens).filter(([seat]) => Number(seat) !== s.primary);
  $('invites').hidden = others.length === 0;
  $('invitelist').replaceChildren(...others.map(([seat, tok]) => {
    const st = (v.seats || [])[seat] || {};
    const url = location.origin + '/?game=' + encodeURIComponent(v.id) + '&token=' + encodeURIComponent(tok) + '&seat=' + seat;
    return el('li', {}, (st.sides || []).join(', ') + ': ', el('input', {readonly: true, value: url, class: 'invite', onfocus: e => e.target.select()}));
  }));
}

async function loadRecord() {
  try { $('record').textContent = await api('GET', '/api/games/' + encodeURIComponent(state.view.id) + '/record'); } catch (e) { showError(e); }
}

// ---------- the board ----------

// levelsPerRow is how many levels of a board with levels are drawn side
// by side: all of them in a row (0), or two by two, whichever gives the
// larger squares in the board's column and the window's height (in
// squares: a margin of half a square around, half a square between
// levels, a square and a half between rows for the letters and the
// levels' names).
function levelsPerRow() {
  const b = state.view.snapshot.board || {};
  const layers = b.layers || 1;
  if (layers <= 2) return 0;
  const size = perRow => {
    const rows = Math.ceil(layers / perRow);
    const w = 1 + perRow * b.files + (perRow - 1) / 2, h = 1.5 + rows * b.ranks + (rows - 1) * 1.5;
    return Math.min($('boardcol').clientWidth / w, (window.innerHeight - 160) / h);
  };
  return size(2) > size(layers) ? 2 : 0;
}

async function renderBoard() {
  const v = state.view;
  const levels = levelsPerRow();
  const key = v.id + '/' + v.ply + '/' + v.seq + '/' + state.flip + '/' + levels;
  if (key !== state.svgKey) {
    const q = new URLSearchParams();
    if (state.flip) q.set('flip', '1');
    if (levels) q.set('levels', levels);
    const doc = await api('GET', '/api/games/' + encodeURIComponent(v.id) + '/svg' + (q.size ? '?' + q : ''));
    if (state.view !== v) return; // a newer view is being drawn
    $('board').innerHTML = doc;
    state.svgKey = key;
    const svg = $('board').querySelector('svg');
    if (svg) { svg.removeAttribute('width'); svg.removeAttribute('height'); }
  }
  decorate();
}

function cellBox(square) {
  const r = $('board').querySelector('rect.cell[data-square="' + CSS.escape(square) + '"]');
  if (!r) return null;
  return {x: +r.getAttribute('x'), y: +r.getAttribute('y'), w: +r.getAttribute('width'), h: +r.getAttribute('height')};
}

function occupied(square) {
  return !!$('board').querySelector('g.piece[data-square="' + CSS.escape(square) + '"]');
}

function targetsOfSelection() {
  const sel = state.selected;
  if (!sel) return [];
  return legal().filter(m => m.from === sel.from && (sel.from !== '' || m.piece === sel.piece) && m.to);
}

function decorate() {
  const svg = $('board').querySelector('svg');
  if (!svg) return;
  svg.querySelector('#overlay')?.remove();
  const g = document.createElementNS(SVGNS, 'g');
  g.setAttribute('id', 'overlay');
  g.setAttribute('pointer-events', 'none');
  const sel = state.selected;
  if (sel && sel.from) {
    const b = cellBox(sel.from);
    if (b) {
      const r = document.createElementNS(SVGNS, 'rect');
      Object.entries({x: b.x + 2, y: b.y + 2, width: b.w - 4, height: b.h - 4, fill: 'none', stroke: '#1565c0', 'stroke-width': 4, class: 'selected', 'data-square': sel.from}).forEach(([k, val]) => r.setAttribute(k, val));
      g.append(r);
    }
  }
  const seen = new Set();
  const targets = targetsOfSelection();
  if (sel && sel.from) targets.push(...legal().filter(m => m.from === '' && m.to === sel.from));
  for (const m of targets) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    const b = cellBox(m.to);
    if (!b) continue;
    const c = document.createElementNS(SVGNS, 'circle');
    const cap = occupied(m.to);
    Object.entries({cx: b.x + b.w / 2, cy: b.y + b.h / 2, r: cap ? b.w * 0.46 : b.w * 0.16, fill: cap ? 'none' : '#1f6f2f', 'fill-opacity': 0.55,
      stroke: cap ? '#1f6f2f' : 'none', 'stroke-width': cap ? 4 : 0, class: 'hint', 'data-square': m.to}).forEach(([k, val]) => c.setAttribute(k, val));
    g.append(c);
  }
  svg.append(g);
}

function hideMenu() { $('menu').hidden = true; $('menu').replaceChildren(); }

function choose(cands, ev) {
  if (cands.length === 1) { play(cands[0].text); return; }
  showMenu(cands, ev);
}

// showMenu offers the moves cands in a menu at the click ev.
function showMenu(cands, ev) {
  const menu = $('menu');
  menu.replaceChildren(...cands.map(m => el('button', {type: 'button', class: 'choice', 'data-move': m.text, role: 'menuitem',
    onclick: e => { e.stopPropagation(); hideMenu(); play(m.text); }}, describeMove(m) + (describeMove(m) !== m.text ? ' — ' + m.text : ''))),
  el('button', {type: 'button', onclick: e => { e.stopPropagation(); hideMenu(); }}, 'cancel'));
  const col = $('boardcol').getBoundingClientRect();
  menu.hidden = false;
  const x = Math.min(ev.clientX - col.left, col.width - menu.offsetWidth - 4);
  menu.style.left = Math.max(0, x) + 'px';
  menu.style.top = (ev.clientY - col.top + 8) + 'px';
}

function onBoardClick(ev) {
  hideMenu();
  if (!state.view || !myTurn() || state.pending) return;
  const target = ev.target.closest('[data-square]');
  if (!target) return;
  const sq = target.getAttribute('data-square');
  const moves = legal();
  if (sq === '') {
    // A piece in hand: choose it, then its square.
    // Pieces are named by kind (a cannon) or, in the games of numbers, by value.
    const kind = target.getAttribute('data-value') ?? target.getAttribute('data-kind');
    if (moves.some(m => m.from === '' && m.piece === kind)) { state.selected = {from: '', piece: kind}; decorate(); }
    return;
  }
  const sel = state.selected;
  if (sel) {
    const cands = moves.filter(m => m.from === sel.from && m.to === sq && (sel.from !== '' || m.piece === sel.piece));
    if (cands.length) { choose(cands, ev); return; }
  }
  if (moves.some(m => m.from === sq)) {
    // A second click on the chosen piece offers the moves made on its
    // square without moving it (the redemption of a pyramid's component),
    // which its hints mark; otherwise it lets the piece go.
    const here = moves.filter(m => m.from === '' && m.to === sq);
    state.selected = sel && sel.from === sq ? null : {from: sq};
    decorate();
    if (!state.selected && here.length) showMenu(here, ev);
    return;
  }
  const drops = moves.filter(m => m.from === '' && m.to === sq);
  if (drops.length) { state.selected = null; decorate(); choose(drops, ev); return; }
  state.selected = null;
  decorate();
}

// play plays a move, or an action for side.
async function play(text, side) {
  if (state.pending) return;
  showError(null);
  const v = state.view;
  const token = tokenFor(side || v.toMove) || anyToken();
  state.pending = true;
  try {
    state.selected = null;
    state.view = await api('POST', '/api/games/' + encodeURIComponent(v.id) + '/moves', {ply: v.ply, move: text}, token);
    await render();
  } catch (e) {
    showError(e);
    if (e.status === 409) scheduleRefresh();
    decorate();
  } finally {
    state.pending = false;
  }
}

async function command(what, body) {
  showError(null);
  try {
    state.selected = null;
    state.view = await api('POST', '/api/games/' + encodeURIComponent(state.view.id) + '/' + what, body, tokenFor(state.view.toMove) || anyToken());
    await render();
  } catch (e) { showError(e); }
}

// ---------- start ----------

async function init() {
  $('board').addEventListener('click', onBoardClick);
  $('typeform').addEventListener('submit', ev => {
    ev.preventDefault();
    const t = $('movetext').value.trim();
    if (t) { $('movetext').value = ''; play(t); }
  });
  $('flip').addEventListener('click', () => { state.flip = !state.flip; renderBoard().catch(showError); });
  window.addEventListener('resize', () => { if (state.view && !$('play').hidden) renderBoard().catch(showError); });
  $('undo').addEventListener('click', () => command('undo'));
  $('resign').addEventListener('click', () => { if (confirm('Resign this game?')) command('resign', {}); });
  $('howto').addEventListener('click', () => showRules(state.view ? state.view.variant : $('variant').value));
  $('record').parentElement.addEventListener('toggle', () => { if ($('record').parentElement.open) loadRecord(); });
  document.addEventListener('keydown', e => { if (e.key === 'Escape') { hideMenu(); state.selected = null; decorate(); } });
  window.addEventListener('popstate', () => location.reload());
  // Close the event stream when leaving, so that it does not hold one of
  // the browser's few connections to the server.
  window.addEventListener('pagehide', () => { if (state.es) state.es.close(); });
  try {
    state.variants = await api('GET', '/api/variants');
    $('howto').hidden = false;
    const q = new URLSearchParams(location.search);
    const id = q.get('game');
    if (id) {
      if (q.get('token')) {
        const s = loadSeats(id);
        const seat = q.get('seat') !== null ? Number(q.get('seat')) : Object.keys(s.tokens).length;
        s.tokens[seat] = q.get('token');
        s.primary = seat;
        saveSeats(id, s);
        history.replaceState(null, '', '/?game=' + encodeURIComponent(id));
      }
      await openGame(id);
    } else {
      fillSetup(q.get('variant'));
    }
  } catch (e) { showError(e); }
}

init();
