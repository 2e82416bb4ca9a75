// The Ludus page: start a game of any registered variant, play it by
// pointing at pieces and squares (or by typing moves), follow it live.
// It speaks the server's JSON API (see examples/server) and draws the
// board with the server's SVG renderer (variant/svg), whose cells and
// pieces carry data-square attributes.
import {markdown} from './markdown.js';
import {MARKS, PAGE_MARKS, SHORT} from './guide.js';

const $ = id => document.getElementById(id);
const SVGNS = 'http://www.w3.org/2000/svg';

// Options shown on the setup form itself; the rest are under "All options".
const MAIN_OPTIONS = ['array', 'first', 'start', 'setup', 'firstmover', 'variation', 'clash', 'players', 'board'];
const EVENT_KINDS = ['move', 'undo', 'outcome', 'resign', 'flag', 'limit', 'fault', 'seat', 'offer', 'accept', 'decline'];

const state = {
  variants: [],
  view: null,
  flip: false,
  selected: null, // {from: 'e2'} or {from: '', piece: 'cannon'}
  es: null,
  svgKey: '',
  refreshing: null,
  pending: false,
  shown: null, // the ply the board shows when replaying the game, or null (the game now)
  fetched: 0, // performance.now() when the view was read (the clocks run from it)
  cursor: null, // the square of the keyboard's cursor on the board
  drag: null,
  lastPly: null, // the ply of the last view rendered (for sounds and announcements)
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

// fetchedView reads a view and notes when (the clocks run from then).
async function fetchedView(method, path, body, token) {
  const v = await api(method, path, body, token);
  state.fetched = performance.now();
  return v;
}

function showError(e) {
  $('error').textContent = e ? (e.message || String(e)) : '';
}

// A page holds one token per game, its own seat's: {seat, token}. The
// invitation links of the other seats, made when this page created the
// game, are kept apart (for this tab only) and never sent to the server.
function seatKey(id) { return 'ludus.seat.' + id; }
function loadSeat(id) {
  try {
    const s = JSON.parse(localStorage.getItem(seatKey(id)));
    if (s && typeof s.token === 'string' && Number.isInteger(s.seat)) return s;
  } catch { /* none */ }
  return null;
}
function saveSeat(id, seat, token) { localStorage.setItem(seatKey(id), JSON.stringify({seat, token})); }
function invitesKey(id) { return 'ludus.invites.' + id; }
function loadInvites(id) {
  try { return JSON.parse(sessionStorage.getItem(invitesKey(id))) || []; } catch { return []; }
}

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
  // "New game like this" fills the form as the game was.
  const q = new URLSearchParams(location.search);
  if (q.get('you') && [...$('you').options].some(o => o.value === q.get('you'))) $('you').value = q.get('you');
  for (const id of ['others', 'engine', 'clock']) {
    if (q.get(id) && [...$(id).options].some(o => o.value === q.get(id))) $(id).value = q.get(id);
  }
  if (q.get('options')) $('options').value = q.get('options');
  $('enginerow').hidden = $('others').value !== 'computer';
  $('yourname').value = localStorage.getItem('ludus.name') || '';
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
  return el('label', {}, el('span', {class: 'optname', title: o.key}, optionLabel(o.key)), input, el('span', {class: 'doc'}, o.doc));
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
  you.replaceChildren(...v.sides.map(s => el('option', {value: s.name}, sideWithTeam(v, s))),
    el('option', {value: '*'}, 'every side (pass and play)'));
  you.value = v.sides[0].name;
  $('options').value = '';
}

// sideWithTeam names a side and, in games of teams, its team and partners
// by name: "Yellow (team actives, with red)".
function sideWithTeam(v, s) {
  const teams = v.teams || [];
  if (!teams.length || s.team === undefined || s.team === null) return cap(s.name);
  const team = teams[s.team];
  const partners = v.sides.filter(o => o !== s && o.team === s.team).map(o => o.name);
  const bits = [];
  if (team && team !== s.name) bits.push('team ' + team);
  if (partners.length) bits.push('with ' + partners.join(' and '));
  return cap(s.name) + (bits.length ? ' (' + bits.join(', ') + ')' : '');
}

function cap(s) { return s ? s[0].toUpperCase() + s.slice(1) : s; }

// optionLabel turns an option's key into words: "capture-immunity" is
// "Capture immunity".
function optionLabel(key) { return cap(key.replace(/[-_]/g, ' ')); }

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
  // Seats are named: the player as asked, or by the army; the invited
  // players by their armies.
  const asked = $('yourname').value.trim();
  if (you === '*') {
    seats = [{name: asked || 'Everyone here', sides: all}];
  } else {
    const rest = all.filter(s => s !== you);
    seats = [{name: asked || cap(you), sides: [you]}];
    if ($('others').value === 'computer') seats.push({name: 'Computer', sides: rest, computer: $('engine').value});
    else for (const s of rest) seats.push({name: cap(s), sides: [s]});
  }
  localStorage.setItem('ludus.lastVariant', v.name);
  if (asked) localStorage.setItem('ludus.name', asked);
  const body = {variant: v.name, options: optionsText(), seats};
  if ($('clock').value) body.clock = $('clock').value;
  const view = await api('POST', '/api/games', body);
  const own = (view.seats || [])[0];
  saveSeat(view.id, own.seat ?? 0, own.token);
  // The other seats' tokens leave this page only as invitation links,
  // the token in the fragment (#), which browsers never send to a server.
  const invites = (view.seats || []).slice(1).filter(s => s.token).map(s => ({seat: s.seat, sides: s.sides,
    url: location.origin + '/?game=' + encodeURIComponent(view.id) + '#seat=' + s.seat + '&token=' + encodeURIComponent(s.token)}));
  if (invites.length) sessionStorage.setItem(invitesKey(view.id), JSON.stringify(invites));
  history.pushState(null, '', '/?game=' + encodeURIComponent(view.id));
  $('setup').hidden = true;
  await openGame(view.id, view);
}

// ---------- rules ----------

function showRules(name) {
  const v = variantInfo(name);
  if (!v) return;
  // Every name is set as text; markdown() escapes what it reads.
  const {forPlayers, forProgrammers} = splitRules(v.rules || v.description);
  const box = el('div', {});
  box.innerHTML = markdown(forPlayers);
  const parts = [el('h2', {}, 'How to play ' + name), el('p', {class: 'lead'}, v.description)];
  // The game in one screen, with a legend of every mark its board can
  // carry, above the full rules.
  const short = SHORT[name];
  if (short) {
    parts.push(el('section', {id: 'rulesshort', 'aria-labelledby': 'rulesshorthead'},
      el('h3', {id: 'rulesshorthead'}, 'In one screen'),
      el('ul', {}, short.lines.map(l => el('li', {}, l))),
      el('h4', {}, 'Marks on the board'),
      el('ul', {id: 'ruleslegend'}, short.marks.map(k => el('li', {'data-mark': k}, MARKS[k][1])), PAGE_MARKS.map(w => el('li', {}, w)))));
    parts.push(el('h3', {}, 'The full rules'));
  }
  parts.push(box);
  if (v.presets && v.presets.length) {
    const presets = el('div', {});
    presets.innerHTML = markdown(v.presets.map(p => '- **' + p.name + '**: ' + p.doc).join('\n'));
    parts.push(el('h3', {}, 'Rule sets'), presets);
  }
  if (forProgrammers) {
    const notes = el('div', {});
    notes.innerHTML = markdown(forProgrammers);
    parts.push(el('details', {class: 'notes'}, el('summary', {}, 'Sources and notes for programmers'), notes));
  }
  $('rulestext').replaceChildren(...parts);
  $('rules').showModal();
}

// splitRules moves the paragraphs written for programmers (the package
// that plays the game, its aliases, the project's numbered decisions) out
// of the rules a player reads first: they go to a note at the end. The
// title line goes too (the dialog names the game).
function splitRules(text) {
  const blocks = (text || '').split(/\n\s*\n/);
  const forPlayers = [], forProgrammers = [];
  const programmers = /[Pp]ackages? `|aliases `|\bD\d\d\b|"Dnn"|perft|Fairy-Stockfish|`study=/;
  for (const b of blocks) {
    if (/^#\s/.test(b.trim()) && forPlayers.length === 0 && forProgrammers.length === 0) continue;
    (programmers.test(b) ? forProgrammers : forPlayers).push(b);
  }
  return {forPlayers: forPlayers.join('\n\n'), forProgrammers: forProgrammers.join('\n\n')};
}

// ---------- the game ----------

async function openGame(id, view) {
  $('setup').hidden = true;
  $('play').hidden = false;
  if (view) state.fetched = performance.now();
  state.view = view || await fetchedView('GET', '/api/games/' + encodeURIComponent(id));
  await render();
  listen(id, state.view.seq || 0);
}

// listen follows the game's events; a page without a seat says it is a
// spectator's, and every page is told how many spectators there are.
function listen(id, from) {
  if (state.es) state.es.close();
  const spectator = loadSeat(id) ? '' : '&spectator=1';
  const es = new EventSource('/api/games/' + encodeURIComponent(id) + '/events?from=' + from + spectator);
  const onEvent = () => scheduleRefresh();
  for (const k of EVENT_KINDS) es.addEventListener(k, onEvent);
  // Who declined a take-back, or withdrew it, is said (the offer's panel
  // closes either way).
  es.addEventListener('decline', e => {
    try {
      const d = JSON.parse(e.data);
      const o = state.view && state.view.offer;
      const words = o && o.seat === d.seat ? seatName(d.seat) + ' withdrew the take-back request.' : seatName(d.seat) + ' declined the take-back.';
      state.offerNote = {words, seq: d.seq};
      $('offernote').textContent = words;
      $('offernote').hidden = false;
      say(words);
    } catch { /* a malformed event */ }
  });
  es.addEventListener('watchers', e => {
    try { showWatching(JSON.parse(e.data).watching); } catch { /* a malformed count */ }
  });
  es.onmessage = onEvent;
  state.es = es;
}

// showWatching says how many spectators follow the game: "2 watching".
function showWatching(n) {
  const box = $('watching');
  box.hidden = !(n > 0);
  box.textContent = n > 0 ? n + ' watching' : '';
  box.dataset.count = n || 0;
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
          state.fetched = performance.now();
          await render();
        }
      } catch (e) { showError(e); }
    } while (state.refreshAgain);
    state.refreshing = null;
  })();
}

// mySeat is the number of this page's seat, or null (a spectator).
function mySeat() {
  const s = loadSeat(state.view.id);
  return s ? s.seat : null;
}

// tokenFor returns this page's token if its seat commands side now, or
// null.
function tokenFor(side) {
  const s = loadSeat(state.view.id);
  if (!s) return null;
  const seat = (state.view.seats || []).find(x => x.seat === s.seat);
  if (!seat) return null;
  return side === null || (seat.controls || seat.sides || []).includes(side) ? s.token : null;
}

function anyToken() {
  const s = loadSeat(state.view.id);
  return s ? s.token : null;
}

// seatName names seat n: its name, "computer (alpha-beta)" for a computer,
// and "(you)" only for this page's own seat.
const ENGINE_NAMES = {alphabeta: 'alpha-beta', mcts: 'Monte Carlo tree search', greedy: 'greedy', random: 'random moves'};
function seatName(n) {
  const seat = (state.view.seats || []).find(x => x.seat === n);
  if (!seat) return '';
  const name = seat.computer ? 'computer (' + (ENGINE_NAMES[seat.computer] || seat.computer) + ')' : seat.name || (seat.sides || []).map(cap).join(' and ');
  return n === mySeat() ? name + ' (you)' : name;
}

function over() { return state.view.outcome && state.view.outcome.status && state.view.outcome.status !== 'ongoing'; }

function myTurn() {
  const v = state.view;
  return !over() && v.toMove && tokenFor(v.toMove) !== null;
}

function legal() {
  if (!myTurn() || replaying()) return [];
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
  // Outcome banner, or the ply the board shows when replaying.
  if (replaying()) {
    $('banner').hidden = false;
    $('banner').className = 'replay';
    $('banner').replaceChildren('Move ' + state.shown + ' of ' + v.ply + ' (← → Home End) ',
      el('button', {type: 'button', id: 'backtogame', onclick: () => showPly(null)}, 'Back to the game'));
  } else if (over()) {
    $('banner').hidden = false;
    $('banner').className = '';
    $('banner').textContent = 'Game over: ' + outcomeWords(v);
  } else $('banner').hidden = true;
  // Whose turn.
  let turn = '';
  if (over()) turn = outcomeWords(v);
  else if (myTurn()) turn = 'Your move: ' + v.toMove;
  else if (v.toMove) {
    const side = (v.sides || []).find(s => s.name === v.toMove);
    const seat = side && (v.seats || []).find(x => x.seat === side.seat);
    turn = cap(v.toMove) + ' to move' + (seat ? ' (' + seatName(seat.seat) + (seat.computer && v.thinking ? ', thinking…' : '') + ')' : '');
  }
  $('turn').textContent = turn;
  $('turnmini').textContent = over() ? '' : turn;
  renderSides();
  await renderStudy();
  if (state.view !== v) return;
  const alt = await otherNotation(v);
  if (state.view !== v) return;
  renderMoves(alt);
  renderActions();
  renderInvites();
  // A link to watch carries no token: whoever opens it is a spectator.
  $('watchlink').value = location.origin + '/?game=' + encodeURIComponent(v.id);
  $('recordlink').href = '/api/games/' + encodeURIComponent(v.id) + '/record';
  renderGameOver();
  announce(v);
  if (over()) state.premove = null;
  playPremove();
  renderTakeback();
  $('newlink').href = '/?variant=' + encodeURIComponent(v.variant);
  $('typeform').hidden = !myTurn();
  $('board').dataset.ply = v.ply;
  $('board').dataset.shown = replaying() ? state.shown : v.ply;
  if ($('record').parentElement.open) loadRecord();
}

function renderSides() {
  const v = state.view;
  const snapSides = v.snapshot.sides || [];
  const list = sideNames().map((name, i) => {
    const st = snapSides.find(s => s.name === name) || {};
    const hs = (v.sides || []).find(s => s.name === name) || {};
    const seat = (v.seats || []).find(x => x.seat === hs.seat);
    const toMove = !over() && v.toMove === name;
    const badges = [];
    if (toMove) badges.push(el('span', {class: 'badge move'}, 'to move'));
    if (st.inCheck) badges.push(el('span', {class: 'badge check'}, 'in check'));
    if (st.frozen) badges.push(el('span', {class: 'badge frozen'}, 'frozen'));
    if (st.withdrawn) badges.push(el('span', {class: 'badge frozen'}, 'withdrawn'));
    const info = [];
    if (seat) info.push(seatName(seat.seat));

    for (const n of st.notes || []) info.push(n);
    const cls = 'side' + (toMove ? ' tomove' : '') + (st.frozen ? ' frozen' : '') + (st.withdrawn ? ' withdrawn' : '');
    return el('div', {class: cls, 'data-side': name},
      el('span', {class: 'swatch', style: 'background:' + swatch(name, i)}),
      el('span', {class: 'name'}, name, badges),
      hs.clockMs !== null && hs.clockMs !== undefined ? el('span', {class: 'clock', 'data-side': name, role: 'timer', 'aria-label': name + "'s clock"}) : null,
      teamOf(name) ? el('span', {class: 'info team'}, teamOf(name)) : null,
      el('span', {class: 'info'}, info.join(' · ')));
  });
  $('sides').replaceChildren(...list);
  renderTeams();
  tickClocks();
}

// renderStudy shows, in Rithmomachia, how the game is won under its
// rules and each side's progress (the enemy's pyramid, the pieces in the
// enemy's half, the harmonies standing there, the men taken), the
// pyramids' layers, and marks on the board the pieces that made the
// captures of the move shown (from the server's study of that ply:
// rithmomachia's Captures, the relation's capturers or the besiegers).
async function renderStudy() {
  const v = state.view;
  if (v.variant !== 'rithmomachia' && v.variant !== 'enochian') {
    $('study').hidden = true; $('concourse').hidden = true; state.study = null; return;
  }
  const ply = replaying() ? state.shown : v.ply;
  const key = v.id + '/' + v.seq + '/' + ply;
  if (state.studyKey !== key) {
    try {
      state.study = await api('GET', '/api/games/' + encodeURIComponent(v.id) + '/study?ply=' + ply);
      state.studyKey = key;
    } catch (e) { showError(e); return; }
  }
  const st = state.study;
  if (v.variant === 'enochian') { $('study').hidden = true; renderConcourse(st.concourse); return; }
  $('concourse').hidden = true;
  $('victories').replaceChildren(...(st.victories || []).map(w => el('li', {}, w)));
  $('progress').replaceChildren(...(st.sides || []).map(s => el('div', {class: 'progress', 'data-side': s.side},
    el('h4', {}, cap(s.side) + "'s progress"), el('ul', {}, (s.progress || []).map(w => el('li', {}, w))))));
  $('pyramids').replaceChildren(...(st.pyramids || []).map(p => el('p', {class: 'pyramid', 'data-side': p.side},
    cap(p.side) + "'s pyramid on " + p.square + ': ' + p.layers.join(', ') + ' = ' + p.total + (p.whole ? ' (whole)' : ' (layers lost)'))));
  $('study').hidden = false;
  decorate();
  renderLegend();
}

// renderConcourse tells Enochian's concourse rule when it applies: the
// move shown made a concourse, a move now would, or a set lacks one
// Bishop or Queen for one.
function renderConcourse(c) {
  if (!c) { $('concourse').hidden = true; return; }
  const now = [];
  if (c.made) now.push('The move shown made a concourse on ' + c.made.join(' ') + '.');
  if (c.possible) now.push('A concourse can be made now: ' + c.possible.join(', ') + '.');
  if (c.near && !c.possible) now.push('A set lacks one piece for a concourse: ' + c.near.map(s => s.join(' ')).join('; ') + '.');
  $('concoursenow').textContent = now.join(' ');
  $('concourserule').textContent = c.rule;
  $('concourse').hidden = false;
}

// tickClocks shows each side's time: the time the view gave, less the
// time since it was read for the side whose clock runs. A clock under a
// fifth of the game's time (at most 30 s) is marked low, and announced
// once.
function tickClocks() {
  const v = state.view;
  if (!v || !v.clock) return;
  const base = v.clock.baseMs || 0;
  const low = Math.min(30000, base / 5);
  for (const e of document.querySelectorAll('#sides .clock')) {
    const hs = (v.sides || []).find(s => s.name === e.dataset.side);
    if (!hs || hs.clockMs === null || hs.clockMs === undefined) continue;
    const running = !over() && v.toMove === hs.name;
    const ms = Math.max(0, hs.clockMs - (running ? performance.now() - state.fetched : 0));
    e.textContent = clock(ms);
    e.classList.toggle('running', running);
    const isLow = !over() && ms <= low;
    if (isLow && !e.classList.contains('low') && running) say(cap(hs.name) + ' has ' + clock(ms) + ' left');
    e.classList.toggle('low', isLow);
  }
}

// renderTeams says, in games of teams, who plays with whom, and which
// armies are frozen or withdrawn: "Actives: yellow and red (frozen) ·
// Passives: blue and black".
function renderTeams() {
  const info = variantInfo(state.view.variant);
  const teams = (info && info.teams) || [];
  const box = $('teams');
  const distinct = teams.filter(t => !info.sides.some(s => s.name === t));
  if (!distinct.length) { box.hidden = true; return; }
  const snap = state.view.snapshot.sides || [];
  box.replaceChildren(...teams.map((team, i) => {
    const armies = info.sides.filter(s => s.team === i).map(s => {
      const st = snap.find(x => x.name === s.name) || {};
      return s.name + (st.frozen ? ' (frozen)' : st.withdrawn ? ' (withdrawn)' : '');
    });
    return el('span', {class: 'team', 'data-team': team}, cap(team) + ': ' + armies.join(' and '));
  }));
  box.hidden = false;
}

// teamOf says a side's team and partners in words, in games of teams.
function teamOf(name) {
  const info = variantInfo(state.view.variant);
  if (!info || !(info.teams || []).length) return '';
  const s = info.sides.find(x => x.name === name);
  const words = s ? sideWithTeam(info, s) : '';
  const m = /\((.*)\)$/.exec(words);
  return m ? m[1] : '';
}

function clock(ms) {
  // Under 10 s the tenths show, as on a chess clock.
  if (ms < 10000) return '0:0' + (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

const SWATCH = {white: '#fbfbf6', black: '#2b2b2b', yellow: '#f0c419', blue: '#2f6fd6', red: '#d23a2f', green: '#2e9a46', orange: '#ef7c00', gold: '#e0b020', sapphire: '#1f4fb0', even: '#fbfbf6', odd: '#2b2b2b'};
function swatch(name, i) { return SWATCH[name] || ['#fbfbf6', '#2b2b2b', '#d23a2f', '#2f6fd6'][i % 4]; }

// otherNotation returns the game's moves in the notation chosen for it
// (Xiangqi: WXF by default, or ICCS), or null for the game's own text.
async function otherNotation(v) {
  $('notationrow').hidden = v.variant !== 'xiangqi';
  if (v.variant !== 'xiangqi') return null;
  const style = localStorage.getItem('ludus.notation.xiangqi') || 'wxf';
  $('notation').value = style;
  if (style === 'ludus' || !(v.moves || []).length) return null;
  const key = v.id + '/' + v.seq + '/' + style;
  if (state.notationKey !== key) {
    try {
      state.notationMoves = (await api('GET', '/api/games/' + encodeURIComponent(v.id) + '/notation?style=' + style)).moves;
      state.notationKey = key;
    } catch (e) { showError(e); return null; }
  }
  return state.notationMoves;
}

function renderMoves(alt) {
  const v = state.view;
  const n = sideNames().length;
  const items = (v.moves || []).map((m, i) => {
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
    const shown = replaying() ? state.shown : v.ply;
    return el('li', {'data-ply': m.ply, class: m.ply + 1 === shown ? 'current' : null, 'aria-current': m.ply + 1 === shown ? 'step' : null,
      title: 'show the board after this move', onclick: () => showPly(m.ply + 1 === v.ply ? null : m.ply + 1)},
      el('span', {class: 'no'}, no),
      el('span', {class: 'who'}, m.side),
      // data-move is the move as the game writes it (and the API reads).
      el('span', {class: 'text', 'data-move': m.text}, alt && alt.length === v.moves.length ? alt[i] : m.text),
      m.explain ? el('span', {class: 'explain'}, m.explain) : null);
  });
  $('movelist').replaceChildren(...items);
  const cur = $('movelist').querySelector('li.current');
  if (cur && replaying()) cur.scrollIntoView({block: 'nearest'});
  else $('movelist').scrollTop = $('movelist').scrollHeight;
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
//
// The actions that end the game or the player's part in it (an army's
// withdrawal, which hands it to its partner's player; a resignation) are
// not among them: they stand apart, under "End or leave the game", and
// each asks for confirmation, saying what it does.
function renderActions() {
  const v = state.view;
  const acts = over() ? [] : (v.snapshot.legal || []).filter(m => m.action ? tokenFor(m.side || v.toMove) !== null : !m.from && !m.to && myTurn());
  const everyday = acts.filter(m => !ending(m)), final = acts.filter(ending);
  $('actions').replaceChildren(...everyday.map(m => el('button', {type: 'button', class: 'action', 'data-move': m.text, title: m.text,
    onclick: () => play(m.text, m.side)}, actionWords(m))));
  const buttons = final.map(m => el('button', {type: 'button', class: 'action danger', 'data-move': m.text, title: m.text,
    onclick: () => confirmThen(actionWords(m) + '?', consequence(m), actionWords(m), () => play(m.text, m.side))}, actionWords(m) + '…'));
  if (!over() && anyToken()) {
    buttons.push(el('button', {type: 'button', id: 'resign', class: 'danger',
      onclick: () => confirmThen('Resign?', 'You resign the game' + (mySides().length ? ' for ' + mySides().join(' and ') : '') + '. It ends now, and cannot be taken back.', 'Resign', () => command('resign', {}))}, 'Resign…'));
  }
  $('endactions').replaceChildren(...buttons);
  $('ending').hidden = buttons.length === 0;
}

// ending reports whether an action ends the game or the player's part in
// it.
function ending(m) {
  return m.action && (/^withdraw/i.test(m.text) || /withdraws|resign|game over/i.test(m.explain || ''));
}

// consequence says what an ending action does, for the confirmation.
function consequence(m) {
  const what = cap((m.explain || m.text).replace(/; game over: .*$/i, ''));
  if (/^withdraw/i.test(m.text)) {
    return what + ': you stop commanding the ' + (m.side || '') + ' army for the rest of the game, and the rules hand it to its partner\'s player. This cannot be taken back.';
  }
  return what + '. This cannot be taken back.';
}

function mySides() {
  const seat = (state.view.seats || []).find(x => x.seat === mySeat());
  return seat ? (seat.controls || seat.sides || []) : [];
}

// confirmThen asks, in the page's own dialog, whether to do what the text
// says; Cancel is the default.
function confirmThen(title, text, yes, action) {
  const d = $('confirm');
  $('confirmtitle').textContent = title;
  $('confirmtext').textContent = text;
  $('confirmyes').textContent = yes;
  d.returnValue = '';
  d.onclose = () => { if (d.returnValue === 'yes') action(); };
  d.showModal();
  $('confirmno').focus();
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
  const invites = loadInvites(v.id);
  $('invites').hidden = invites.length === 0 || over();
  $('invitelist').replaceChildren(...invites.map(inv => {
    const label = (inv.sides || []).map(cap).join(', ');
    return el('li', {}, el('label', {}, label + ': ', el('input', {readonly: true, value: inv.url, class: 'invite', 'data-seat': inv.seat, onfocus: e => e.target.select()})));
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
  const shown = replaying() ? state.shown : null;
  const key = v.id + '/' + v.ply + '/' + v.seq + '/' + state.flip + '/' + levels + '/' + shown;
  if (key !== state.svgKey) {
    const q = new URLSearchParams();
    if (state.flip) q.set('flip', '1');
    if (levels) q.set('levels', levels);
    if (shown !== null) q.set('ply', shown);
    const doc = await api('GET', '/api/games/' + encodeURIComponent(v.id) + '/svg' + (q.size ? '?' + q : ''));
    if (state.view !== v) return; // a newer view is being drawn
    $('board').innerHTML = doc;
    state.svgKey = key;
    const svg = $('board').querySelector('svg');
    if (svg) {
      svg.removeAttribute('width'); svg.removeAttribute('height');
      svg.setAttribute('aria-hidden', 'true');
    }
  }
  labelBoard();
  decorate();
  renderLegend();
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
  const pm = state.premove;
  if (pm) {
    for (const sq of [pm.from, pm.to].filter(Boolean)) {
      const b = cellBox(sq);
      if (!b) continue;
      const r = document.createElementNS(SVGNS, 'rect');
      Object.entries({x: b.x + 3, y: b.y + 3, width: b.w - 6, height: b.h - 6, fill: '#7b1fa2', 'fill-opacity': 0.25, stroke: '#7b1fa2', 'stroke-width': 3, class: 'premove', 'data-square': sq}).forEach(([k, val]) => r.setAttribute(k, val));
      g.append(r);
    }
  }
  if (state.cursor && document.activeElement === $('board')) {
    const b = cellBox(state.cursor);
    if (b) {
      const r = document.createElementNS(SVGNS, 'rect');
      Object.entries({x: b.x + 1, y: b.y + 1, width: b.w - 2, height: b.h - 2, fill: 'none', stroke: '#e65100', 'stroke-width': 3, 'stroke-dasharray': '6 3', class: 'cursor', 'data-square': state.cursor}).forEach(([k, val]) => r.setAttribute(k, val));
      g.append(r);
    }
  }
  // Rithmomachia: the harmonies standing, the captures of the move shown
  // and the pieces that made them.
  const mark = (sq, attrs) => {
    const b = cellBox(sq);
    if (!b) return;
    const shape = document.createElementNS(SVGNS, attrs.r ? 'circle' : 'rect');
    const at = attrs.r ? {cx: b.x + b.w / 2, cy: b.y + b.h / 2, r: b.w * attrs.r} : {x: b.x + attrs.inset, y: b.y + attrs.inset, width: b.w - 2 * attrs.inset, height: b.h - 2 * attrs.inset};
    Object.entries({...at, fill: 'none', stroke: attrs.stroke, 'stroke-width': attrs.width, 'stroke-dasharray': attrs.dash || null, class: attrs.class, 'data-square': sq})
      .forEach(([k, val]) => { if (val !== null) shape.setAttribute(k, val); });
    g.append(shape);
  };
  const st = state.view && state.view.variant === 'rithmomachia' && state.study &&
    state.study.ply === (replaying() ? state.shown : state.view.ply) ? state.study : null;
  if (st) {
    for (const s of st.sides || []) for (const h of s.harmonies || []) for (const sq of h.squares) mark(sq, {inset: 1, stroke: '#c9a000', width: 4, class: 'harmony'});
    for (const c of st.captures || []) {
      mark(c.square, {inset: 4, stroke: '#c62828', width: 4, dash: '5 4', class: 'captured'});
      for (const sq of c.by || []) mark(sq, {r: 0.47, stroke: '#ad1457', width: 5, class: 'capturer'});
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
  if (state.dragged) { state.dragged = false; return; } // the end of a drag, not a click
  if (!state.view || state.pending) return;
  const target = ev.target.closest('[data-square]');
  if (!target) return;
  if (!myTurn()) {
    if (canPremove()) premoveAt(target.getAttribute('data-square'));
    return;
  }
  pointAt(target, target.getAttribute('data-square'), ev);
}

// ---------- premoves ----------

// While another side moves, a player of a game of two may choose a move
// of their own piece in advance, one square then another: it is played as
// soon as the turn comes, if it is legal then (a promotion becomes a
// queen, or the first piece offered), and forgotten otherwise. A click on
// the premove's piece, or Escape, cancels it.
function canPremove() {
  const v = state.view;
  const mine = mySides();
  return !over() && !replaying() && mine.length > 0 && mine.length < sideNames().length && v.toMove && !mine.includes(v.toMove);
}

function premoveAt(sq) {
  if (!sq) return;
  const mine = mySides();
  const own = !!$('board').querySelector('g.piece[data-square="' + CSS.escape(sq) + '"]') &&
    mine.includes($('board').querySelector('g.piece[data-square="' + CSS.escape(sq) + '"]').getAttribute('data-side'));
  const pm = state.premove;
  if (pm && pm.from === sq) {
    state.premove = null;
    say('premove cancelled');
  } else if (pm && !pm.to && !own) {
    pm.to = sq;
    say('premove ' + pm.from + ' to ' + sq);
  } else if (own) {
    state.premove = {from: sq, to: ''};
  } else state.premove = null;
  decorate();
}

// playPremove plays the premove when the player's turn has come.
function playPremove() {
  const pm = state.premove;
  if (!pm || !myTurn() || state.pending) return;
  state.premove = null;
  if (!pm.to) { decorate(); return; }
  const cands = legal().filter(m => m.from === pm.from && m.to === pm.to);
  if (!cands.length) { say('the premove ' + pm.from + ' to ' + pm.to + ' is not legal now'); decorate(); return; }
  const m = cands.find(c => /queen/i.test(c.piece || '')) || cands[0];
  play(m.text);
}

// pointAt is a click (or Enter) on the square sq (target: the element, a
// piece in hand for sq ""); ev places a menu.
function pointAt(target, sq, ev) {
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

// ---------- drag and drop ----------

// A piece of the player's with moves can be dragged to its square: the
// piece follows the pointer, and is dropped on the cell under it. A press
// and release without moving is a click.
function onPointerDown(ev) {
  if (ev.button !== 0 || !state.view || !myTurn() || state.pending) return;
  const piece = ev.target.closest('g.piece[data-square]');
  if (!piece) return;
  const sq = piece.getAttribute('data-square');
  if (!sq || !legal().some(m => m.from === sq && m.to)) return;
  state.drag = {sq, piece, x: ev.clientX, y: ev.clientY, moving: false};
}

function svgPoint(svg, x, y) {
  const p = svg.createSVGPoint();
  p.x = x; p.y = y;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}

function onPointerMove(ev) {
  const d = state.drag;
  if (!d) return;
  if (!d.moving && Math.hypot(ev.clientX - d.x, ev.clientY - d.y) < 6) return;
  const svg = $('board').querySelector('svg');
  if (!svg) return;
  if (!d.moving) {
    d.moving = true;
    hideMenu();
    state.selected = {from: d.sq};
    decorate();
    d.piece.classList.add('dragging');
    d.start = svgPoint(svg, d.x, d.y);
  }
  const p = svgPoint(svg, ev.clientX, ev.clientY);
  d.piece.setAttribute('transform', 'translate(' + (p.x - d.start.x) + ' ' + (p.y - d.start.y) + ')');
}

function onPointerUp(ev) {
  const d = state.drag;
  state.drag = null;
  if (!d || !d.moving) return;
  state.dragged = true; // the click that follows is not a click
  setTimeout(() => { state.dragged = false; }, 0);
  d.piece.classList.remove('dragging');
  const cell = document.elementsFromPoint(ev.clientX, ev.clientY).find(e => e.matches && e.matches('#board rect.cell[data-square]'));
  const to = cell && cell.getAttribute('data-square');
  const cands = to ? legal().filter(m => m.from === d.sq && m.to === to) : [];
  if (!cands.length) {
    d.piece.removeAttribute('transform');
    return;
  }
  choose(cands, ev);
}

// ---------- the legend ----------

// The legend lists the marks on the board now (MARKS, guide.js) and the
// page's own.
function renderLegend() {
  const board = $('board');
  const items = Object.values(MARKS).filter(([sel]) => board.querySelector(sel)).map(([, words]) => words).concat(PAGE_MARKS);
  $('legendlist').replaceChildren(...items.map(w => el('li', {}, w)));
}

// ---------- the keyboard and screen readers ----------

// labelBoard names every square for screen readers: "e4, white pawn";
// the board is one focusable element whose cursor moves with the arrows
// (aria-activedescendant), and the SVG drawing is hidden from them.
function labelBoard() {
  const at = {};
  for (const p of $('board').querySelectorAll('g.piece[data-square]')) {
    const sq = p.getAttribute('data-square');
    const words = [p.getAttribute('data-side'), p.getAttribute('data-value') ?? p.getAttribute('data-kind')].filter(Boolean).join(' ');
    (at[sq] = at[sq] || []).push(words);
  }
  const cells = [...$('board').querySelectorAll('rect.cell[data-square]')];
  let list = $('squares');
  if (!list || list.parentElement !== $('board')) {
    list = el('ul', {id: 'squares', class: 'sr-only', role: 'group', 'aria-label': 'squares'});
    $('board').append(list);
  }
  list.replaceChildren(...cells.map(c => {
    const sq = c.getAttribute('data-square');
    return el('li', {id: 'sq-' + sq, role: 'option', 'data-square': sq}, sq + ', ' + (at[sq] ? at[sq].join(', ') : 'empty'));
  }));
  if (state.cursor && !$('sq-' + state.cursor)) state.cursor = null;
  $('board').setAttribute('aria-activedescendant', state.cursor ? 'sq-' + state.cursor : '');
}

// onBoardKey moves the cursor with the arrows (over the squares as
// drawn), and Enter or Space picks up or drops as a click does.
function onBoardKey(ev) {
  const cells = [...$('board').querySelectorAll('rect.cell[data-square]')];
  if (!cells.length) return;
  const box = sq => cellBox(sq);
  // While the board shows an earlier ply, the arrows replay the game.
  if (replaying()) return;
  if (!state.cursor) state.cursor = (state.selected && state.selected.from) || (legal().find(m => m.from) || {}).from || cells[0].getAttribute('data-square');
  $('board').setAttribute('aria-activedescendant', 'sq-' + state.cursor);
  const dirs = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  if (dirs[ev.key]) {
    ev.preventDefault();
    ev.stopPropagation();
    const [dx, dy] = dirs[ev.key];
    const a = box(state.cursor);
    let best = null, bestD = Infinity;
    for (const c of cells) {
      const sq = c.getAttribute('data-square');
      const b = box(sq);
      const ddx = (b.x - a.x) / a.w, ddy = (b.y - a.y) / a.h;
      const along = dx ? ddx * dx : ddy * dy, across = dx ? Math.abs(ddy) : Math.abs(ddx);
      if (along < 0.5 || across > 0.5) continue;
      if (along < bestD) { bestD = along; best = sq; }
    }
    if (best) state.cursor = best;
    $('board').setAttribute('aria-activedescendant', 'sq-' + state.cursor);
    say($('sq-' + state.cursor) ? $('sq-' + state.cursor).textContent : state.cursor);
    decorate();
  } else if (ev.key === 'Enter' || ev.key === ' ') {
    ev.preventDefault();
    ev.stopPropagation();
    if (!myTurn() || state.pending) { say('not your move'); return; }
    const b = box(state.cursor), r = $('board').getBoundingClientRect();
    const svg = $('board').querySelector('svg');
    // The menu, when one gesture is several moves, opens at the cursor.
    const m = svg.getScreenCTM();
    const at = {clientX: m.a * (b.x + b.w / 2) + m.e, clientY: m.d * (b.y + b.h) + m.f};
    if (!at.clientX) { at.clientX = r.left; at.clientY = r.top; }
    const before = state.selected;
    pointAt($('board').querySelector('rect.cell[data-square="' + CSS.escape(state.cursor) + '"]'), state.cursor, at);
    if (state.selected && state.selected !== before) say('picked ' + $('sq-' + state.cursor).textContent + '; ' + targetsOfSelection().length + ' moves');
    if (!$('menu').hidden) $('menu').querySelector('button').focus();
  }
}

// say announces words in the page's live region.
function say(words) {
  const live = $('live');
  live.textContent = '';
  // A new text node, so that the same words are announced again.
  requestAnimationFrame(() => { live.textContent = words; });
}

// announce says each new move (and the end of the game) as it arrives,
// and sounds it.
function announce(v) {
  const last = state.lastPly;
  state.lastPly = v.ply;
  if (last === null || v.ply <= last) {
    if (last !== null && v.ply < last) say('move taken back');
    return;
  }
  const moves = (v.moves || []).slice(last);
  const words = moves.map(m => cap(m.side) + ': ' + m.text + (m.explain ? ', ' + m.explain : '')).join('. ');
  const end = over() ? '. Game over: ' + outcomeWords(v) : '';
  say(words + end);
  const m = moves[moves.length - 1];
  sound(over() ? 'end' : /\+|#/.test(m.text) || (v.snapshot.sides || []).some(s => s.inCheck) ? 'check' : /x|takes|captur/i.test(m.text + ' ' + (m.explain || '')) ? 'capture' : 'move');
}

// ---------- sounds ----------

// Sounds are made, not loaded: a short tone for a move, two for a
// capture, a higher one for a check, a chord at the end. They are off
// until the player turns them on; the choice is remembered.
const TONES = {move: [[520, 0, .07]], capture: [[440, 0, .06], [330, .07, .08]], check: [[880, 0, .09], [660, .1, .09]], end: [[523, 0, .3], [659, 0, .3], [784, 0, .3]]};
let audio = null;
function soundOn() { return localStorage.getItem('ludus.sound') === 'on'; }
function renderSoundButton() {
  $('sound').setAttribute('aria-pressed', String(soundOn()));
  $('sound').textContent = soundOn() ? 'Sound: on' : 'Sound: off';
}
function sound(kind) {
  $('sound').dataset.last = kind;
  if (!soundOn()) return;
  $('sound').dataset.played = kind;
  try {
    audio = audio || new AudioContext();
    const t0 = audio.currentTime;
    for (const [f, at, len] of TONES[kind]) {
      const o = audio.createOscillator(), g = audio.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(.15, t0 + at);
      g.gain.exponentialRampToValueAtTime(.001, t0 + at + len);
      o.connect(g).connect(audio.destination);
      o.start(t0 + at);
      o.stop(t0 + at + len + .02);
    }
  } catch { /* no audio here */ }
}

// ---------- the theme ----------

// The theme follows the system's (prefers-color-scheme) until the player
// chooses light or dark; the choice is remembered.
function applyTheme() {
  const t = localStorage.getItem('ludus.theme') || 'auto';
  if (t === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = t;
  $('theme').value = t;
}

// ---------- replay ----------

function replaying() { return state.shown !== null && state.view && state.shown < state.view.ply; }

// showPly shows the board after ply moves (null: the game now).
function showPly(ply) {
  const v = state.view;
  if (!v) return;
  if (ply !== null) ply = Math.max(0, Math.min(v.ply, ply));
  state.shown = ply === null || ply === v.ply ? null : ply;
  state.selected = null;
  hideMenu();
  render().catch(showError);
}

function onReplayKey(ev) {
  if (!state.view || $('play').hidden || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const t = ev.target;
  if (t && t.closest && (t.closest('input, select, textarea, dialog, #menu') || (t.closest('#board') && !replaying()))) return;
  const v = state.view, now = replaying() ? state.shown : v.ply;
  const to = {ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: v.ply}[ev.key];
  if (to === undefined) return;
  ev.preventDefault();
  showPly(to);
}

// ---------- the end of the game ----------

// renderGameOver shows, when the game is over, who won and why in the
// game's words, with the record to download, a rematch and a new game
// like this one.
function renderGameOver() {
  const v = state.view;
  const box = $('gameover');
  if (!over()) { box.hidden = true; return; }
  const o = v.outcome || {};
  const head = o.status === 'won' ? (o.winners || []).map(cap).join(' and ') + ((o.winners || []).length > 1 ? ' win' : ' wins') : o.status === 'drawn' ? 'Drawn' : 'Game over';
  $('gameoverhead').textContent = head;
  $('gameoverwhy').textContent = outcomeWords(v);
  const rec = $('download');
  rec.href = '/api/games/' + encodeURIComponent(v.id) + '/record';
  rec.setAttribute('download', v.variant.replace(/[^a-z0-9-]/gi, '') + '-' + v.id.slice(0, 8) + (['chess', 'chess960'].includes(v.variant) ? '.pgn' : '.txt'));
  $('rematch').hidden = !anyToken();
  $('likethis').href = likeThis(v);
  box.hidden = false;
}

// likeThis is the setup form filled as for this game.
function likeThis(v) {
  const q = new URLSearchParams({variant: v.variant});
  if (v.options) q.set('options', v.options);
  const mine = mySides();
  if (mine.length === sideNames().length) q.set('you', '*');
  else if (mine.length) q.set('you', mine[0]);
  const comp = (v.seats || []).find(s => s.computer);
  q.set('others', comp ? 'computer' : 'people');
  if (comp) q.set('engine', comp.computer);
  if (v.clock) q.set('clock', (v.clock.baseMs / 60000) + '+' + (v.clock.incrementMs / 1000));
  return '/?' + q;
}

// rematch starts the same game again with the seats' sides passed round
// (colours swapped, in a game of two): the page keeps its own seat, and
// the others' seats get invitation links.
async function rematch() {
  const v = state.view;
  const seats = v.seats || [];
  const n = seats.length;
  const spec = seats.map((s, i) => {
    const next = seats[(i + 1) % n];
    const out = {name: s.name, sides: n > 1 ? next.sides : s.sides};
    if (s.computer) out.computer = s.computer;
    return out;
  });
  const mine = seats.findIndex(s => s.seat === mySeat());
  const body = {variant: v.variant, options: v.options, seats: spec};
  if (v.clock) body.clock = (v.clock.baseMs / 60000) + '+' + (v.clock.incrementMs / 1000);
  const nv = await api('POST', '/api/games', body);
  const own = (nv.seats || [])[mine];
  saveSeat(nv.id, own.seat ?? mine, own.token);
  const invites = (nv.seats || []).filter((s, i) => i !== mine && s.token).map(s => ({seat: s.seat, sides: s.sides,
    url: location.origin + '/?game=' + encodeURIComponent(nv.id) + '#seat=' + s.seat + '&token=' + encodeURIComponent(s.token)}));
  if (invites.length) sessionStorage.setItem(invitesKey(nv.id), JSON.stringify(invites));
  history.pushState(null, '', '/?game=' + encodeURIComponent(nv.id));
  state.shown = null;
  state.lastPly = null;
  await openGame(nv.id, nv);
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
    state.view = await fetchedView('POST', '/api/games/' + encodeURIComponent(v.id) + '/moves', {ply: v.ply, move: text}, token);
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
    state.view = await fetchedView('POST', '/api/games/' + encodeURIComponent(state.view.id) + '/' + what, body, tokenFor(state.view.toMove) || anyToken());
    await render();
  } catch (e) { showError(e); }
}

// ---------- take-backs ----------

// againstComputer reports whether every seat but this page's is a
// computer's: a take-back is then made at once; between people one
// player asks and the others agree.
function againstComputer() {
  const me = mySeat();
  return (state.view.seats || []).every(s => s.seat === me || s.computer);
}

// renderTakeback sets the take-back button and shows a pending offer: to
// its proposer (waiting, with a button to withdraw it), to the players
// asked (accept or decline) and to the others (what is asked).
function renderTakeback() {
  const v = state.view;
  const me = mySeat();
  const mine = me !== null && (v.moves || []).some(m => m.seat === me);
  const solo = againstComputer();
  $('undo').textContent = solo ? 'Take back' : 'Ask to take back';
  $('undo').disabled = !anyToken() || !mine || over() || !!v.offer || (solo && !(v.seats || []).some(s => s.computer));
  const o = v.offer;
  const box = $('offer');
  // The note of a decline lasts until the game goes on.
  if (state.offerNote && v.seq > state.offerNote.seq) { state.offerNote = null; $('offernote').hidden = true; }
  if (!o || over()) {
    if (state.offerSeen && !box.hidden) say('the take-back offer is closed');
    box.hidden = true;
    state.offerSeen = null;
    return;
  }
  const back = v.ply - o.to;
  const what = 'take back ' + (back === 1 ? 'the last move' : 'the last ' + back + ' moves');
  const waiting = (o.waiting || []).map(seatName).join(' and ');
  const buttons = [];
  let text;
  if (o.seat === me) {
    text = 'You ask to ' + what + '; waiting for ' + waiting + '.';
    buttons.push(el('button', {type: 'button', id: 'offerwithdraw', onclick: () => command('takeback/decline', {})}, 'Withdraw the request'));
  } else if ((o.waiting || []).includes(me)) {
    text = seatName(o.seat) + ' asks to ' + what + '.';
    buttons.push(el('button', {type: 'button', id: 'offeraccept', onclick: () => command('takeback/accept', {})}, 'Accept'),
      el('button', {type: 'button', id: 'offerdecline', onclick: () => command('takeback/decline', {})}, 'Decline'));
  } else {
    text = seatName(o.seat) + ' asks to ' + what + '; waiting for ' + waiting + '.';
  }
  $('offertext').textContent = text;
  $('offerbuttons').replaceChildren(...buttons);
  box.hidden = false;
  const key = o.seat + '/' + v.seq;
  if (state.offerSeen !== key) { state.offerSeen = key; say(text); }
}

// ---------- start ----------

async function init() {
  $('board').addEventListener('click', onBoardClick);
  $('board').addEventListener('pointerdown', onPointerDown);
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  $('board').addEventListener('keydown', onBoardKey);
  $('board').addEventListener('focus', () => { if (!state.cursor) onBoardKey({key: 'none'}); decorate(); });
  $('board').addEventListener('blur', () => decorate());
  document.addEventListener('keydown', onReplayKey);
  setInterval(tickClocks, 100);
  $('sound').addEventListener('click', () => {
    localStorage.setItem('ludus.sound', soundOn() ? 'off' : 'on');
    renderSoundButton();
    if (soundOn()) sound('move');
  });
  renderSoundButton();
  $('theme').addEventListener('change', () => { localStorage.setItem('ludus.theme', $('theme').value); applyTheme(); });
  applyTheme();
  $('watchlink').addEventListener('focus', e => e.target.select());
  $('rematch').addEventListener('click', () => rematch().catch(showError));
  $('typeform').addEventListener('submit', ev => {
    ev.preventDefault();
    const t = $('movetext').value.trim();
    if (t) { $('movetext').value = ''; play(t); }
  });
  $('notation').addEventListener('change', () => { localStorage.setItem('ludus.notation.xiangqi', $('notation').value); render().catch(showError); });
  $('flip').addEventListener('click', () => { state.flip = !state.flip; renderBoard().catch(showError); });
  window.addEventListener('resize', () => { if (state.view && !$('play').hidden) renderBoard().catch(showError); });
  $('undo').addEventListener('click', () => {
    if (againstComputer()) command('undo');
    else command('takeback/offer');
  });
  $('howto').addEventListener('click', () => showRules(state.view ? state.view.variant : $('variant').value));
  $('record').parentElement.addEventListener('toggle', () => { if ($('record').parentElement.open) loadRecord(); });
  document.addEventListener('keydown', e => { if (e.key === 'Escape') { hideMenu(); state.selected = null; state.premove = null; decorate(); } });
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
      // An invitation: /?game=ID#seat=N&token=T (the token in the
      // fragment, never sent to a server; older links had it in the
      // query). The page keeps that one seat's token, replacing any.
      const f = new URLSearchParams(location.hash.slice(1));
      const token = f.get('token') || q.get('token');
      const seat = Number(f.get('seat') ?? q.get('seat') ?? 0);
      if (token && Number.isInteger(seat)) saveSeat(id, seat, token);
      if (token || location.hash) history.replaceState(null, '', '/?game=' + encodeURIComponent(id));
      await openGame(id);
    } else {
      fillSetup(q.get('variant') || localStorage.getItem('ludus.lastVariant'));
    }
  } catch (e) { showError(e); }
}

init();
