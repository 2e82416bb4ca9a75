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
  const view = await api('POST', '/api/games', {variant: v.name, options: optionsText(), seats});
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
  const parts = [el('h2', {}, 'How to play ' + name), el('p', {class: 'lead'}, v.description), box];
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
    const seat = side && (v.seats || []).find(x => x.seat === side.seat);
    turn = cap(v.toMove) + ' to move' + (seat ? ' (' + seatName(seat.seat) + (seat.computer && v.thinking ? ', thinking…' : '') + ')' : '');
  }
  $('turn').textContent = turn;
  renderSides();
  const alt = await otherNotation(v);
  if (state.view !== v) return;
  renderMoves(alt);
  renderActions();
  renderInvites();
  $('undo').disabled = !(v.seats || []).some(s => s.computer) || !anyToken() || v.ply === 0 || over();
  $('newlink').href = '/?variant=' + encodeURIComponent(v.variant);
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
    const seat = (v.seats || []).find(x => x.seat === hs.seat);
    const toMove = !over() && v.toMove === name;
    const badges = [];
    if (toMove) badges.push(el('span', {class: 'badge move'}, 'to move'));
    if (st.inCheck) badges.push(el('span', {class: 'badge check'}, 'in check'));
    if (st.frozen) badges.push(el('span', {class: 'badge frozen'}, 'frozen'));
    if (st.withdrawn) badges.push(el('span', {class: 'badge frozen'}, 'withdrawn'));
    const info = [];
    if (seat) info.push(seatName(seat.seat));
    if (hs.clockMs !== null && hs.clockMs !== undefined) info.push('clock ' + clock(hs.clockMs));
    for (const n of st.notes || []) info.push(n);
    const cls = 'side' + (toMove ? ' tomove' : '') + (st.frozen ? ' frozen' : '') + (st.withdrawn ? ' withdrawn' : '');
    return el('div', {class: cls, 'data-side': name},
      el('span', {class: 'swatch', style: 'background:' + swatch(name, i)}),
      el('span', {class: 'name'}, name, badges),
      teamOf(name) ? el('span', {class: 'info team'}, teamOf(name)) : null,
      el('span', {class: 'info'}, info.join(' · ')));
  });
  $('sides').replaceChildren(...list);
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
  const s = Math.max(0, Math.round(ms / 1000));
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
    return el('li', {'data-ply': m.ply},
      el('span', {class: 'no'}, no),
      el('span', {class: 'who'}, m.side),
      // data-move is the move as the game writes it (and the API reads).
      el('span', {class: 'text', 'data-move': m.text}, alt && alt.length === v.moves.length ? alt[i] : m.text),
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
  $('notation').addEventListener('change', () => { localStorage.setItem('ludus.notation.xiangqi', $('notation').value); render().catch(showError); });
  $('flip').addEventListener('click', () => { state.flip = !state.flip; renderBoard().catch(showError); });
  window.addEventListener('resize', () => { if (state.view && !$('play').hidden) renderBoard().catch(showError); });
  $('undo').addEventListener('click', () => command('undo'));
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
