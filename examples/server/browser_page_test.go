package main

// Browser tests of issue 28: the defects found by playing the page, each
// of which fails without its fix, and what players of other sites expect.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/ludus-chess/ludus/variant"
)

// btNotShort skips the page's tests of issue 28 in -short mode, CI's
// race run: the plain run plays them all, and their code is the page's
// JavaScript and a server not built with the race detector, so that the
// race run would only repeat them (about 50 s).
func btNotShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("the page's tests of issue 28: not in -short mode")
	}
}

// beforeLoad makes the page run script before its own, in every document
// the tab opens from now on.
func (b *btBrowser) beforeLoad(script string) {
	b.t.Helper()
	b.run(func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return chromedp.Void{}, err
	})
}

// colorScheme makes the tab's prefers-color-scheme "light" or "dark".
func (b *btBrowser) colorScheme(scheme string) {
	b.t.Helper()
	b.run(func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return chromedp.Void{}, err
	})
}

// open opens the path on the test's server and waits for the selector.
func (b *btBrowser) open(path, visible string) {
	b.t.Helper()
	b.run(chromedp.Navigate(btServer(b.t)+path), chromedp.WaitVisible(chromedp.CSS(visible)))
}

// TestBrowserWithdrawAsks (defect 1): a withdrawal, which hands the army
// to the partner's player, is not among the buttons under the board,
// where a thumb lands; it stands under "End or leave the game", after the
// move list, and asks first, saying what it does. Cancel plays nothing;
// confirming withdraws the army.
func TestBrowserWithdrawAsks(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 360, 740)
	b.startFromForm("enochian", "yellow", "computer", "random", "")
	b.waitMyTurn()
	if n := b.count(`#actions button`); n != 0 {
		t.Errorf("%d action buttons under the board, want none", n)
	}
	btn := `#ending button[data-move="withdraw-y"]`
	if n := b.count(btn); n != 1 {
		t.Fatalf("%d buttons for Yellow's withdrawal under End or leave the game", n)
	}
	if n := b.count(`#ending button[data-move]`); n != 1 {
		t.Errorf("%d withdrawals offered, want Yellow's alone", n)
	}
	if !btEval[bool](b, `!!(document.getElementById('movelist').compareDocumentPosition(document.getElementById('ending')) & Node.DOCUMENT_POSITION_FOLLOWING) && document.getElementById('ending').getBoundingClientRect().top > document.getElementById('board').getBoundingClientRect().bottom`) {
		t.Errorf("the withdrawal does not stand apart, below the board and the move list")
	}
	b.click(btn)
	b.waitFor("the confirmation", `document.getElementById('confirm').open`)
	if text := b.text("#confirm"); !strings.Contains(text, "partner") || !strings.Contains(text, "cannot be taken back") {
		t.Errorf("the confirmation does not say what the withdrawal does: %q", text)
	}
	if focused := btEval[string](b, `document.activeElement.id`); focused != "confirmno" {
		t.Errorf("the focus is on %q, want Cancel", focused)
	}
	b.click("#confirmno")
	time.Sleep(300 * time.Millisecond)
	if v := b.view(); v.Ply != 0 || len(v.Moves) != 0 {
		t.Fatalf("Cancel played %d moves", len(v.Moves))
	}
	b.click(btn)
	b.waitFor("the confirmation", `document.getElementById('confirm').open`)
	b.click("#confirmyes")
	b.waitFor("the withdrawal", `document.querySelector('#sides .side[data-side="yellow"].withdrawn') !== null`)
	if v := b.view(); len(v.Moves) == 0 || v.Moves[0].Text != "withdraw-y" {
		t.Errorf("confirming played %+v", v.Moves)
	}
}

// TestBrowserOwnSeatOnly (defects 2 and 3): Ann creates an Enochian game
// for four people and names herself. Her page keeps her own token alone;
// the three invitation links carry theirs in the fragment. On Blue's turn
// her page offers her no move and no action of Blue's. Bob opens Blue's
// link: his page plays Blue, names Yellow's player Ann, and says "you"
// only of his own seat; a spectator's page says it of none.
func TestBrowserOwnSeatOnly(t *testing.T) {
	btNotShort(t)
	ann := btNewBrowser(t, 1200, 900)
	ann.open("/?variant=enochian", "#start")
	btEval[bool](ann, `(() => { const s = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event('change')); };
	  s('variant', 'enochian'); s('you', 'yellow'); s('others', 'people'); document.getElementById('yourname').value = 'Ann'; return true; })()`)
	ann.click("#start")
	ann.run(chromedp.WaitVisible(chromedp.CSS("#board svg")))
	ann.waitMyTurn()
	links := btEval[[]string](ann, `[...document.querySelectorAll('#invites input.invite')].map(e => e.value)`)
	if len(links) != 3 {
		t.Fatalf("%d invitation links, want 3", len(links))
	}
	v := ann.view()
	for _, l := range links {
		before, frag, ok := strings.Cut(l, "#")
		if !ok || strings.Contains(before, "token") || !strings.Contains(frag, "token=") {
			t.Errorf("invitation %q does not carry its token in the fragment alone", l)
		}
	}
	stored := btEval[string](ann, `JSON.stringify(Object.fromEntries(Object.entries(localStorage)))`)
	for _, l := range links {
		_, frag, _ := strings.Cut(l, "token=")
		if strings.Contains(stored, frag) {
			t.Errorf("Ann's page keeps an invited player's token: %s", stored)
		}
	}
	if n := strings.Count(stored, `"token`); n != 1 {
		t.Errorf("Ann's page keeps %d tokens: %s", n, stored)
	}
	// Ann (Yellow) moves; then it is Blue's turn.
	m := btPick(t, v, func(m variant.LegalMove) bool { return m.From != "" && m.To != "" })
	ann.playByClicks(m)
	ann.waitFor("Blue's turn", `document.getElementById('turn').textContent.startsWith('Blue to move')`)
	if turn := ann.text("#turn"); turn != "Blue to move (Blue)" {
		t.Errorf("Ann's page says %q on Blue's turn", turn)
	}
	blue := btPick(t, ann.view(), func(m variant.LegalMove) bool { return m.From != "" && m.To != "" && !m.Action })
	ann.click(btSquare(blue.From))
	time.Sleep(200 * time.Millisecond)
	if n := ann.count(`#overlay .hint, #overlay .selected`); n != 0 {
		t.Errorf("Ann's page shows Blue's piece on %s with %d marks", blue.From, n)
	}
	if got := btEval[[]string](ann, `[...document.querySelectorAll('#ending button[data-move], #actions button[data-move]')].map(e => e.dataset.move)`); len(got) != 1 || got[0] != "withdraw-y" {
		t.Errorf("Ann's page offers the actions %v, want Yellow's withdrawal alone", got)
	}
	if you := btEval[[]string](ann, `[...document.querySelectorAll('#sides .side')].filter(e => e.textContent.includes('(you)')).map(e => e.dataset.side)`); len(you) != 1 || you[0] != "yellow" {
		t.Errorf("Ann's page says you of %v", you)
	}
	// Bob opens Blue's invitation.
	bob := btNewBrowser(t, 360, 740)
	var blueLink string
	for _, l := range links {
		if strings.Contains(l, "#seat=1&") {
			blueLink = l
		}
	}
	bob.run(chromedp.Navigate(blueLink), chromedp.WaitVisible(chromedp.CSS("#board svg")))
	bob.waitMyTurn()
	if turn := bob.text("#turn"); turn != "Your move: blue" {
		t.Errorf("Bob's page says %q", turn)
	}
	if you := btEval[[]string](bob, `[...document.querySelectorAll('#sides .side')].filter(e => /\byou\b/.test(e.textContent)).map(e => e.dataset.side)`); len(you) != 1 || you[0] != "blue" {
		t.Errorf("Bob's page says you of %v", you)
	}
	if info := bob.text(`#sides .side[data-side="yellow"] .info:not(.team)`); !strings.Contains(info, "Ann") || strings.Contains(info, "you") {
		t.Errorf("Bob's page names Yellow's player %q, want Ann", info)
	}
	if info := bob.text(`#sides .side[data-side="blue"] .info:not(.team)`); !strings.Contains(info, "Blue (you)") {
		t.Errorf("Bob's page names his seat %q", info)
	}
	if u := btEval[string](bob, `location.href`); strings.Contains(u, "token") {
		t.Errorf("the token stays in the address bar: %s", u)
	}
	bob.playByClicks(blue)
	ann.waitFor("Bob's move", fmt.Sprintf(`[...document.querySelectorAll('#movelist li .text')].some(e => e.dataset.move === %q)`, blue.Text))
	// A spectator.
	eve := btNewBrowser(t, 1200, 900)
	eve.open("/?game="+v.ID, "#board svg")
	eve.waitFor("the turn", `document.getElementById('turn').textContent.startsWith('Red to move')`)
	if body := eve.text("#play"); strings.Contains(body, "you") || strings.Contains(body, "Your move") {
		t.Errorf("a spectator's page speaks of you:\n%s", body)
	}
	if n := eve.count(`#ending button, #actions button`); n != 0 {
		t.Errorf("a spectator's page offers %d actions", n)
	}
}

// TestBrowserSetupWords (defect 5): the setup form names teams in words,
// options in words, the computer players honestly with alpha-beta, the
// stronger, by default; "How to play" opens with the rules for players,
// the notes for programmers after them; "New game" keeps the game.
func TestBrowserSetupWords(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.open("/?variant=enochian", "#start")
	if got := btEval[[]string](b, `[...document.querySelectorAll('#you option')].map(e => e.textContent)`); len(got) != 5 || got[0] != "Yellow (team actives, with red)" || got[1] != "Blue (team passives, with black)" {
		t.Errorf("the sides offered: %q", got)
	}
	if got := btEval[string](b, `document.getElementById('engine').selectedOptions[0].textContent`); !strings.HasPrefix(got, "alpha-beta") || !strings.Contains(got, "strongest") {
		t.Errorf("the default computer player is %q, want alpha-beta, the strongest", got)
	}
	if got := btEval[string](b, `[...document.querySelectorAll('#engine option')].find(e => e.value === 'mcts').textContent`); strings.Contains(got, "strong") && !strings.Contains(got, "weaker") {
		t.Errorf("MCTS is labelled %q", got)
	}
	if raw := btEval[[]string](b, `[...document.querySelectorAll('.optname')].map(e => e.textContent).filter(t => /[-_]/.test(t) || t !== t[0].toUpperCase() + t.slice(1))`); len(raw) != 0 {
		t.Errorf("options named by their raw keys: %q", raw)
	}
	for _, game := range []string{"chess", "enochian", "rithmomachia", "xiangqi"} {
		btEval[bool](b, fmt.Sprintf(`(() => { const e = document.getElementById('variant'); e.value = %q; e.dispatchEvent(new Event('change')); return true; })()`, game))
		b.click("#showrules")
		b.waitFor("the rules", `document.getElementById('rules').open`)
		first := btEval[string](b, `[...document.querySelectorAll('#rulestext > :not(details)')].map(e => e.innerText).join('\n')`)
		for _, programmers := range []string{"Package `", "package `", "Package ", "aliases", "D05", "perft"} {
			if strings.Contains(first, programmers) {
				t.Errorf("%s: the rules for players speak of %q", game, programmers)
			}
		}
		if len(first) < 400 {
			t.Errorf("%s: the rules for players are %d characters", game, len(first))
		}
		b.click("#rules .close")
		b.waitFor("the rules to close", `!document.getElementById('rules').open`)
	}
	b.startFromForm("xiangqi", "red", "computer", "random", "")
	b.click("#newlink")
	b.run(chromedp.WaitVisible(chromedp.ID("start")))
	if got := btEval[string](b, `document.getElementById('variant').value`); got != "xiangqi" {
		t.Errorf("New game after Xiangqi offers %s", got)
	}
}

// TestBrowserXiangqiNotation (defect 6): the move list writes Xiangqi in
// WXF by default, and in ICCS or the coordinates on choice (the expected
// texts: see TestNotationAndReplay).
func TestBrowserXiangqiNotation(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("xiangqi", "*", "computer", "random", "")
	for _, text := range []string{"h3e3", "h10g8"} {
		b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.Text == text }))
	}
	for _, c := range []struct{ style, want string }{{"", "C2.5 H8+7"}, {"iccs", "H2-E2 H9-G7"}, {"ludus", "h3e3 h10g8"}, {"wxf", "C2.5 H8+7"}} {
		if c.style != "" {
			btEval[bool](b, fmt.Sprintf(`(() => { const e = document.getElementById('notation'); e.value = %q; e.dispatchEvent(new Event('change')); return true; })()`, c.style))
		}
		b.waitFor("the moves in "+c.want, fmt.Sprintf(`[...document.querySelectorAll('#movelist .text')].map(e => e.textContent).join(' ') === %q`, c.want))
	}
}

// btMarkup is the script that feeds markup as every name the page shows:
// it rewrites the server's JSON answers before the page reads them,
// appending an element that would run code to every name (games, sides,
// teams, seats, presets, options) and every sentence (descriptions,
// rules, explanations, outcomes). The same name is rewritten the same
// way everywhere, so that the page still matches them.
const btMarkup = `(() => {
  const tag = '<img src=x class=xss onerror="window.__xss=1"><b class=xss>x</b>';
  const keys = new Set(['name', 'side', 'toMove', 'variant', 'summary', 'explain', 'description', 'doc', 'rules', 'reason', 'defaultPreset']);
  const lists = new Set(['sides', 'controls', 'teams', 'winners', 'notes']);
  const mark = (v, key) => {
    if (typeof v === 'string') return keys.has(key) || lists.has(key) ? v + tag : v;
    if (Array.isArray(v)) return v.map(x => typeof x === 'string' ? mark(x, lists.has(key) ? key : '') : mark(x, ''));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mark(x, k)]));
    return v;
  };
  const unmark = s => typeof s === 'string' ? s.split(tag).join('') : s;
  const real = window.fetch;
  window.fetch = async (url, init) => {
    if (init && typeof init.body === 'string') init = {...init, body: unmark(init.body)};
    const r = await real(url, init);
    if (!(r.headers.get('Content-Type') || '').includes('json')) return r;
    const data = mark(await r.json(), '');
    return new Response(JSON.stringify(data), {status: r.status, statusText: r.statusText, headers: r.headers});
  };
})();`

// TestBrowserNamesAreText (defect 8): with markup as every name and
// sentence the server sends, nothing of it becomes an element, neither
// on the setup form and its rules nor in a game played to its end; the
// markup shows as text.
func TestBrowserNamesAreText(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.beforeLoad(btMarkup)
	injected := `document.querySelectorAll('.xss').length + (window.__xss ? 1000 : 0)`
	// The game's names are marked too: the form offers the first game.
	b.open("/", "#start")
	b.waitFor("the form", `document.querySelectorAll('#you option').length > 2`)
	if !strings.Contains(b.text("#setup"), `<b class=xss>`) {
		t.Fatalf("the markup did not reach the form:\n%s", b.text("#setup"))
	}
	b.click("#showrules")
	b.waitFor("the rules", `document.getElementById('rules').open`)
	time.Sleep(100 * time.Millisecond)
	if n := btEval[int](b, injected); n != 0 {
		t.Errorf("the setup form and its rules: %d elements of markup made, or code run", n)
	}
	b.click("#rules .close")
	v := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"yellow"}}, {"sides": []string{"blue", "red", "black"}, "computer": "random"}}})
	b.open(btInvite(v.ID, 0, v.Seats[0].Token), "#board svg")
	b.waitMyTurn()
	m := btPick(t, v, func(m variant.LegalMove) bool { return m.From != "" && m.To != "" })
	b.click(btSquare(m.From))
	b.click(btSquare(m.To))
	b.waitFor("the computer's replies", `document.querySelectorAll('#movelist li').length >= 4 && document.getElementById('turn').textContent.startsWith('Your move')`)
	b.click(`#ending #resign`)
	b.waitFor("the confirmation", `document.getElementById('confirm').open`)
	b.click("#confirmyes")
	b.waitFor("the end", `!document.getElementById('banner').hidden`)
	if !strings.Contains(b.text("#play"), `<b class=xss>`) {
		t.Errorf("the markup does not show in the game")
	}
	if n := btEval[int](b, injected); n != 0 {
		t.Errorf("the game: %d elements of markup made, or code run", n)
	}
}

// TestBrowserEnochianFourPeople plays an Enochian game to its end from
// four browsers, one person's each, opened by their invitation links: the
// shortest of a few hurried games (btHurriedFinish), each move clicked in
// the browser of the person who commands its army then (an action in the
// browser of its army's player). Before each move the others' pages say
// whose move it is and offer none; at the end every page tells the end.
func TestBrowserEnochianFourPeople(t *testing.T) {
	if testing.Short() {
		t.Skip("a four-person game to its end: not in -short mode")
	}
	v, _ := variant.Lookup("enochian")
	f, err := btHurriedFinish(v, "", 120)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Bob", "Cleo", "Dan"}
	var seats []map[string]any
	for i, s := range v.Sides {
		seats = append(seats, map[string]any{"name": names[i], "sides": []string{s.Name}})
	}
	g := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "options": f.start.Options().String(), "position": f.start.String(), "seats": seats})
	var people []*btBrowser
	for i := range names {
		w, h := 1000, 800
		if i%2 == 1 {
			w, h = 360, 740
		}
		b := btNewBrowser(t, w, h)
		b.open(btInvite(g.ID, i, g.Seats[i].Token), "#board svg")
		people = append(people, b)
	}
	p := f.start
	for i, m := range f.moves {
		side := v.SideName(variant.ActionSide(p, m))
		view := btAPI(t, "GET", "/api/games/"+g.ID, nil)
		mover := -1
		for _, s := range view.Seats {
			if slices.Contains(s.Controls, side) {
				mover = s.Seat
			}
		}
		if mover < 0 {
			t.Fatalf("ply %d: no seat commands %s", i, side)
		}
		b := people[mover]
		text := p.MoveText(m)
		lm := btPick(t, view, func(l variant.LegalMove) bool { return l.Text == text })
		b.waitFor("ply "+fmt.Sprint(i), fmt.Sprintf(`document.getElementById('board').dataset.ply === "%d"`, i))
		if i%8 == 0 && !lm.Action {
			for j, o := range people {
				if j == mover {
					continue
				}
				o.waitFor("ply "+fmt.Sprint(i), fmt.Sprintf(`document.getElementById('board').dataset.ply === "%d"`, i))
				if turn := o.text("#turn"); strings.HasPrefix(turn, "Your move") || !strings.HasPrefix(turn, strings.ToUpper(view.ToMove[:1])+view.ToMove[1:]+" to move ("+names[mover]+")") {
					t.Errorf("ply %d: %s's page says %q on %s's move", i, names[j], turn, names[mover])
				}
				if n := o.count(`#typeform:not([hidden])`); n != 0 {
					t.Errorf("ply %d: %s's page offers to type a move", i, names[j])
				}
			}
		}
		b.clickMove(lm, i)
		p = p.Play(m)
	}
	for j, o := range people {
		o.waitFor("the end", `!document.getElementById('gameover').hidden`)
		if why := o.text("#gameoverwhy"); !strings.Contains(why, f.end.Reason) {
			t.Errorf("%s's page tells the end as %q, want %q", names[j], why, f.end.Reason)
		}
	}
	t.Logf("%d plies: %s", len(f.moves), v.Describe(f.end))
}

// TestBrowserShare: the page gives a link to watch, without a token, and
// one to the record; the watch link opens the game for a spectator, who
// sees its moves and is offered none.
func TestBrowserShare(t *testing.T) {
	btNotShort(t)
	ann := btNewBrowser(t, 1200, 900)
	ann.startFromForm("chess", "white", "computer", "random", "")
	btPlayAgainstComputer(t, ann, "white", 1)
	id := ann.gameID()
	watch := btEval[string](ann, `document.getElementById('watchlink').value`)
	if watch != btServer(t)+"/?game="+id {
		t.Errorf("the link to watch is %q", watch)
	}
	if rec := btEval[string](ann, `document.getElementById('recordlink').getAttribute('href')`); rec != "/api/games/"+id+"/record" {
		t.Errorf("the link to the record is %q", rec)
	}
	eve := btNewBrowser(t, 360, 740)
	eve.run(chromedp.Navigate(watch), chromedp.WaitVisible(chromedp.CSS("#board svg")))
	eve.waitFor("the moves", `document.querySelectorAll('#movelist li').length >= 2`)
	if turn := eve.text("#turn"); !strings.HasPrefix(turn, "White to move (Ann)") && !strings.HasPrefix(turn, "White to move (White)") {
		t.Errorf("the spectator's page says %q", turn)
	}
	if n := eve.count(`#typeform:not([hidden]), #ending:not([hidden])`); n != 0 {
		t.Errorf("the spectator is offered to play")
	}
}

// TestBrowserLegend: under the board, "What the marks mean" explains the
// marks on the board now (Xiangqi's river and palaces, Enochian's
// thrones, the royal pieces, the last move) and the page's own.
func TestBrowserLegend(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	for _, c := range []struct {
		game string
		want []string
		not  string
	}{
		{"xiangqi", []string{"the river", "the palace", "royal piece", "Green dot"}, "throne"},
		{"enochian", []string{"throne", "royal piece", "Green dot"}, "river"},
	} {
		b.startFromForm(c.game, "*", "computer", "random", "")
		legend := btEval[string](b, `document.getElementById('legendlist').textContent`)
		for _, w := range c.want {
			if !strings.Contains(legend, w) {
				t.Errorf("%s: the legend lacks %q: %s", c.game, w, legend)
			}
		}
		if strings.Contains(legend, c.not) {
			t.Errorf("%s: the legend explains %q, not on the board", c.game, c.not)
		}
	}
	b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.From != "" && m.To != "" && !m.Action }))
	if legend := btEval[string](b, `document.getElementById('legendlist').textContent`); !strings.Contains(legend, "last move") {
		t.Errorf("after a move the legend lacks the last move: %s", legend)
	}
}
