package main

// Browser tests of what players of lichess and pychess-variants expect
// (issue 28): the move list replays the game, pieces drag, the end of the
// game is told with the record to download, clocks, a dark theme, play by
// keyboard with a screen reader's words, sounds.

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/ludus-chess/ludus/variant"
)

// centre returns the centre of the element sel in the window.
func (b *btBrowser) centre(sel string) (x, y float64) {
	b.t.Helper()
	xy := btEval[[]float64](b, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, sel))
	return xy[0], xy[1]
}

// key presses a key on the focused element (kb.ArrowLeft, kb.Enter ...).
func (b *btBrowser) key(k string) {
	b.t.Helper()
	b.run(chromedp.KeyEvent(k))
}

// pieceOn returns the kind of the piece drawn on sq, or "".
func (b *btBrowser) pieceOn(sq string) string {
	b.t.Helper()
	return btEval[string](b, fmt.Sprintf(`(document.querySelector('#board g.piece[data-square=%q]') || {getAttribute: () => ''}).getAttribute('data-kind') || ''`, sq))
}

// TestBrowserReplay plays 1. e4 e5 2. Nf3 by clicking (one person holds
// both sides), then replays it: a click on a move shows the board after
// it; ←, →, Home and End step through the game; while the board shows an
// earlier ply no piece can be moved; End returns to the game.
func TestBrowserReplay(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("chess", "*", "computer", "random", "")
	for _, text := range []string{"e4", "e5", "Nf3"} {
		b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.Text == text }))
	}
	shown := func(ply int) {
		t.Helper()
		b.waitFor(fmt.Sprint("the board of ply ", ply), fmt.Sprintf(`document.getElementById('board').dataset.shown === "%d"`, ply))
	}
	b.click(`#movelist li[data-ply="0"]`)
	shown(1)
	if b.pieceOn("e4") != "pawn" || b.pieceOn("e5") != "" || b.pieceOn("e7") != "pawn" {
		t.Errorf("after 1. e4 the board shows e4 %q, e5 %q, e7 %q", b.pieceOn("e4"), b.pieceOn("e5"), b.pieceOn("e7"))
	}
	if !strings.Contains(b.text("#banner"), "Move 1 of 3") || b.count(`#movelist li.current[data-ply="0"]`) != 1 {
		t.Errorf("the replay is not told: banner %q", b.text("#banner"))
	}
	// No move while looking back.
	b.click(btSquare("d7"))
	if n := b.count("#overlay .hint"); n != 0 {
		t.Errorf("%d move hints while replaying", n)
	}
	b.key(kb.ArrowRight)
	shown(2)
	if b.pieceOn("e5") != "pawn" || b.pieceOn("f3") != "" {
		t.Errorf("after 1... e5: e5 %q, f3 %q", b.pieceOn("e5"), b.pieceOn("f3"))
	}
	b.key(kb.Home)
	shown(0)
	if b.pieceOn("e2") != "pawn" || b.pieceOn("e4") != "" {
		t.Errorf("the start: e2 %q, e4 %q", b.pieceOn("e2"), b.pieceOn("e4"))
	}
	b.key(kb.ArrowLeft) // stays at the start
	shown(0)
	b.key(kb.End)
	shown(3)
	if b.pieceOn("f3") != "knight" || !btEval[bool](b, `document.getElementById('banner').hidden`) {
		t.Errorf("End does not return to the game: f3 %q", b.pieceOn("f3"))
	}
	// Back in the game, its moves are offered again.
	b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.Text == "Nc6" }))
}

// TestBrowserDragAndDrop drags a pawn from e2 to e4 (the move is played),
// then a knight to a square it cannot reach (it goes back, nothing is
// played); click-click still plays.
func TestBrowserDragAndDrop(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("chess", "white", "computer", "random", "")
	b.waitMyTurn()
	drag := func(from, to string) {
		t.Helper()
		x0, y0 := b.centre(fmt.Sprintf(`#board g.piece[data-square=%q]`, from))
		x1, y1 := b.centre(btSquare(to))
		b.run(chromedp.MouseEvent(chromedp.MousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
			chromedp.MouseEvent(chromedp.MouseMoved, (x0+x1)/2, (y0+y1)/2, chromedp.ButtonLeft),
			chromedp.MouseEvent(chromedp.MouseMoved, x1, y1, chromedp.ButtonLeft),
			chromedp.MouseEvent(chromedp.MouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	}
	drag("e2", "e4")
	b.waitFor("e4 listed", `[...document.querySelectorAll('#movelist .text')].some(e => e.dataset.move === 'e4')`)
	b.waitMyTurn()
	b.settle()
	listed := b.movesListed()
	drag("g1", "g4")
	time.Sleep(300 * time.Millisecond)
	if n := b.movesListed(); n != listed {
		t.Errorf("a drop on an unreachable square played a move")
	}
	if tr := btEval[string](b, `document.querySelector('#board g.piece[data-square="g1"]').getAttribute('transform') || ''`); tr != "" {
		t.Errorf("the knight stays where it was dropped: %s", tr)
	}
	b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.Text == "Nf3" }))
}

// TestBrowserGameOver: Ann (White) and Bob (Black) play the fool's mate,
// 1. f3 e5 2. g4 Qh4#. Ann's page says Black won by checkmate, offers the
// record (its moves as played) to download, and a rematch, in which Ann
// plays Black and Bob gets an invitation; "New game like this" fills the
// form as this game was.
func TestBrowserGameOver(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	v := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	b.open(btInvite(v.ID, 0, v.Seats[0].Token), "#board svg")
	for i, text := range []string{"f3", "e5", "g4", "Qh4#"} {
		req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+v.ID+"/moves", strings.NewReader(fmt.Sprintf(`{"ply":%d,"move":%q}`, i, text)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+v.Seats[i%2].Token)
		r, err := http.DefaultClient.Do(req)
		if err != nil || r.StatusCode != 200 {
			t.Fatalf("%s: %v %v", text, err, r.Status)
		}
		r.Body.Close()
	}
	b.waitFor("the end", `!document.getElementById('gameover').hidden`)
	if head, why := b.text("#gameoverhead"), b.text("#gameoverwhy"); head != "Black wins" || !strings.Contains(why, "checkmate") {
		t.Errorf("the end says %q, %q", head, why)
	}
	href := btEval[string](b, `document.getElementById('download').href`)
	if name := btEval[string](b, `document.getElementById('download').getAttribute('download')`); !strings.HasSuffix(name, ".pgn") {
		t.Errorf("the record downloads as %q", name)
	}
	r, err := http.Get(href)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if !strings.Contains(string(rec), "1. f3 e5 2. g4 Qh4#") || !strings.Contains(string(rec), "[Result \"0-1\"]") {
		t.Errorf("the record:\n%s", rec)
	}
	like := btEval[string](b, `document.getElementById('likethis').getAttribute('href')`)
	b.click("#rematch")
	b.waitFor("the rematch", fmt.Sprintf(`new URLSearchParams(location.search).get('game') !== %q && document.getElementById('gameover').hidden && document.getElementById('turn').textContent !== ''`, v.ID))
	if turn := b.text("#turn"); turn != "White to move (Bob)" {
		t.Errorf("the rematch: %q", turn)
	}
	if you := b.text(`#sides .side[data-side="black"] .info`); you != "Ann (you)" {
		t.Errorf("the rematch: Ann's side says %q", you)
	}
	if links := btEval[[]string](b, `[...document.querySelectorAll('#invites input.invite')].map(e => e.value)`); len(links) != 1 || !strings.Contains(links[0], "#seat=1&token=") {
		t.Errorf("the rematch's invitations: %q", links)
	}
	b.open(like, "#start")
	if got := btEval[[]string](b, `['variant', 'you', 'others'].map(id => document.getElementById(id).value)`); strings.Join(got, " ") != "chess white people" {
		t.Errorf("New game like this: %v", got)
	}
}

// TestBrowserClock: the clock chosen on the form is the game's; the
// player's clock runs on the page, turns low near its end, and when it
// falls the page says the game was lost on time.
func TestBrowserClock(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 360, 740)
	b.open("/?variant=chess", "#start")
	btEval[bool](b, `(() => { const e = document.getElementById('clock'); e.value = '3+2'; return true; })()`)
	b.click("#start")
	b.run(chromedp.WaitVisible(chromedp.CSS("#board svg")))
	b.waitFor("the clocks", `document.querySelectorAll('#sides .clock').length === 2`)
	if got := b.text(`#sides .clock[data-side="black"]`); got != "3:00" {
		t.Errorf("Black's clock shows %q, want 3:00", got)
	}
	// A game of six seconds.
	g := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "clock": "0.1+0", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	b.open(btInvite(g.ID, 0, g.Seats[0].Token), "#board svg")
	b.waitFor("White's clock to run", `document.querySelector('#sides .clock[data-side="white"].running') !== null`)
	first := b.text(`#sides .clock[data-side="white"]`)
	time.Sleep(400 * time.Millisecond)
	if later := b.text(`#sides .clock[data-side="white"]`); later >= first || !strings.HasPrefix(later, "0:0") {
		t.Errorf("White's clock shows %q, then %q", first, later)
	}
	b.waitFor("the low-time warning", `document.querySelector('#sides .clock[data-side="white"].low') !== null`)
	if b.count(`#sides .clock[data-side="black"].low`) != 0 {
		t.Errorf("Black's clock, stopped at 6 s, is marked low")
	}
	b.waitFor("the flag to fall", `!document.getElementById('gameover').hidden`)
	if why := b.text("#gameoverwhy"); !strings.Contains(why, "time") {
		t.Errorf("the end of a game lost on time says %q", why)
	}
	if head := b.text("#gameoverhead"); head != "Black wins" {
		t.Errorf("the end says %q", head)
	}
}

// TestBrowserTheme: the page follows the system's dark scheme, the switch
// overrides it both ways, and the choice is remembered.
func TestBrowserTheme(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	bg := func() string { return btEval[string](b, `getComputedStyle(document.body).backgroundColor`) }
	const light, dark = "rgb(250, 246, 238)", "rgb(27, 28, 30)"
	b.colorScheme("dark")
	b.open("/", "#start")
	if got := bg(); got != dark {
		t.Errorf("a dark system: the page is %s", got)
	}
	btEval[bool](b, `(() => { const e = document.getElementById('theme'); e.value = 'light'; e.dispatchEvent(new Event('change')); return true; })()`)
	if got := bg(); got != light {
		t.Errorf("light chosen on a dark system: %s", got)
	}
	b.open("/", "#start")
	if got := bg(); got != light {
		t.Errorf("light chosen, then the page again: %s", got)
	}
	b.colorScheme("light")
	btEval[bool](b, `(() => { const e = document.getElementById('theme'); e.value = 'dark'; e.dispatchEvent(new Event('change')); return true; })()`)
	if got := bg(); got != dark {
		t.Errorf("dark chosen on a light system: %s", got)
	}
	btEval[bool](b, `(() => { const e = document.getElementById('theme'); e.value = 'auto'; e.dispatchEvent(new Event('change')); return true; })()`)
	if got := bg(); got != light {
		t.Errorf("the system's choice again, light: %s", got)
	}
}

// TestBrowserKeyboard plays 1. e4 with the keyboard alone: Tab to the
// board, the arrows to e2, Enter, the arrows to e4, Enter. Every square is
// named for screen readers with what stands on it, the cursor's square is
// announced, and so is each move, the computer's reply too.
func TestBrowserKeyboard(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("chess", "white", "computer", "random", "")
	b.waitMyTurn()
	b.settle()
	if got := b.text("#sq-e2"); got != "e2, white pawn" {
		t.Errorf("e2 is read %q", got)
	}
	if got := b.text("#sq-e4"); got != "e4, empty" {
		t.Errorf("e4 is read %q", got)
	}
	btEval[bool](b, `(document.getElementById('board').focus(), true)`)
	at := func() string {
		return strings.TrimPrefix(btEval[string](b, `document.getElementById('board').getAttribute('aria-activedescendant')`), "sq-")
	}
	goTo := func(sq string) {
		t.Helper()
		for range 20 {
			cur := at()
			if cur == sq {
				return
			}
			switch {
			case cur[0] < sq[0]:
				b.key(kb.ArrowRight)
			case cur[0] > sq[0]:
				b.key(kb.ArrowLeft)
			case cur[1] < sq[1]:
				b.key(kb.ArrowUp)
			default:
				b.key(kb.ArrowDown)
			}
		}
		t.Fatalf("the cursor did not reach %s: it is on %s", sq, at())
	}
	goTo("e2")
	b.waitFor("the cursor's square to be said", `document.getElementById('live').textContent === 'e2, white pawn'`)
	b.key(kb.Enter)
	b.waitFor("the pawn picked up", `document.querySelector('#overlay .selected[data-square="e2"]') !== null && document.getElementById('live').textContent.startsWith('picked e2')`)
	goTo("e4")
	b.key(kb.Enter)
	b.waitFor("the move and the reply announced", `document.getElementById('live').textContent.includes('Black: ')`)
	if live := b.text("#live"); !strings.Contains(live, "White: e4") && !strings.HasPrefix(b.listed()[0].text, "e4") {
		t.Errorf("announced %q", live)
	}
	if got := b.listed(); len(got) < 1 || got[0].text != "e4" {
		t.Errorf("the keyboard played %+v", got)
	}
}

// TestBrowserSound: sounds are off on a first visit; turned on, they stay
// on when the page is opened again, and a move sounds.
func TestBrowserSound(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("chess", "white", "computer", "random", "")
	b.waitMyTurn()
	if on := btEval[string](b, `document.getElementById('sound').getAttribute('aria-pressed')`); on != "false" {
		t.Errorf("sound is %s on a first visit", on)
	}
	btPlayAgainstComputer(t, b, "white", 1)
	if played := btEval[string](b, `document.getElementById('sound').dataset.played || ''`); played != "" {
		t.Errorf("a sound was played while off: %s", played)
	}
	b.click("#sound")
	b.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if on := btEval[string](b, `document.getElementById('sound').getAttribute('aria-pressed')`); on != "true" {
		t.Errorf("sound is %s after turning it on and reloading", on)
	}
	btPlayAgainstComputer(t, b, "white", 1)
	if played := btEval[string](b, `document.getElementById('sound').dataset.played || ''`); played == "" {
		t.Errorf("no sound for the moves")
	}
}

// TestBrowserPremove: Ann (White) plays 1. e4 and, while Bob thinks,
// chooses d2-d4 in advance; when Bob answers e5 her page plays d4 at
// once. A click on a premove's piece cancels it; a premove illegal when
// the turn comes (Ra1-a5, through its own pawn) is dropped.
func TestBrowserPremove(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	v := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	bob := func(ply int, text string) {
		t.Helper()
		req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+v.ID+"/moves", strings.NewReader(fmt.Sprintf(`{"ply":%d,"move":%q}`, ply, text)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+v.Seats[1].Token)
		r, err := http.DefaultClient.Do(req)
		if err != nil || r.StatusCode != 200 {
			t.Fatalf("Bob's %s: %v", text, err)
		}
		r.Body.Close()
	}
	b.open(btInvite(v.ID, 0, v.Seats[0].Token), "#board svg")
	b.playByClicks(btPick(t, v, func(m variant.LegalMove) bool { return m.Text == "e4" }))
	b.click(btSquare("d2"))
	b.click(btSquare("d4"))
	b.waitFor("the premove marked", `document.querySelectorAll('#overlay .premove').length === 2`)
	bob(1, "e5")
	b.waitFor("the premove played", `[...document.querySelectorAll('#movelist .text')].map(e => e.dataset.move).join(' ') === 'e4 e5 d4'`)
	// A premove cancelled by a click on its piece.
	b.click(btSquare("g1"))
	b.click(btSquare("g1"))
	b.waitFor("no premove", `document.querySelectorAll('#overlay .premove').length === 0`)
	// A premove illegal when the turn comes: the rook cannot go to a5.
	b.click(btSquare("a1"))
	b.click(btSquare("a5"))
	b.waitFor("the premove marked", `document.querySelectorAll('#overlay .premove').length === 2`)
	bob(3, "exd4")
	b.waitFor("the premove dropped", `document.getElementById('board').dataset.ply === "4" && document.querySelectorAll('#overlay .premove').length === 0 && document.getElementById('turn').textContent.startsWith('Your move')`)
	time.Sleep(200 * time.Millisecond)
	if n := b.movesListed(); n != 4 {
		t.Errorf("%d moves listed, want 4: the illegal premove was played", n)
	}
}
