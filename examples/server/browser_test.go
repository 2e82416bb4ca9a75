package main

// Browser tests: the page in a real Chromium (Debian's /usr/bin/chromium),
// driven by chromedp, played as a person plays: by clicking pieces and
// squares. They build and start the server of this package on a free
// port (or use the one at LUDUS_BROWSER_URL), and look only at what a
// person sees: the move list, whose turn it is, the sides' states, the
// outcome banner, the board's hints. Console errors fail a test.
//
// Without chromium the tests skip, saying so, except when CI=true, where
// they fail. LUDUS_SCREENSHOTS=dir saves a screenshot of every scenario
// in dir. TestBrowserEveryGameToItsEnd clicks every game from its start
// to its end: short hurried games, or long random ones with
// LUDUS_BROWSER_FULL=1 (about 20 minutes: add -timeout 40m).

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
)

// chromium returns the browser's path, or skips (fails on CI).
func btChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed (CI=true)")
	}
	t.Skip("chromium is not installed: browser tests skipped")
	return ""
}

var (
	btBuildOnce sync.Once
	btBinary    string
	btBuildErr  error

	btServersMu sync.Mutex
	btServers   = map[string]string{} // by top-level test
)

// btServer returns the address of a running server: LUDUS_BROWSER_URL, or
// this package's server, built once and started for each top-level test
// (and stopped at its end), in a directory of its own for whatever files
// it keeps.
func btServer(t *testing.T) string {
	t.Helper()
	if u := os.Getenv("LUDUS_BROWSER_URL"); u != "" {
		return strings.TrimSuffix(u, "/")
	}
	btBuildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "ludus-browser-")
		if err != nil {
			btBuildErr = err
			return
		}
		btBinary = filepath.Join(dir, "server")
		goTool, err := exec.LookPath("go")
		if err != nil {
			btBuildErr = err
			return
		}
		if out, err := exec.Command(goTool, "build", "-o", btBinary, ".").CombinedOutput(); err != nil {
			btBuildErr = fmt.Errorf("building the server: %v\n%s", err, out)
		}
	})
	if btBuildErr != nil {
		t.Fatal(btBuildErr)
	}
	top := strings.Split(t.Name(), "/")[0]
	btServersMu.Lock()
	defer btServersMu.Unlock()
	if u, ok := btServers[top]; ok {
		return u
	}
	dir := t.TempDir()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	logFile, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(btBinary, "-addr", addr)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		logFile.Close()
		btServersMu.Lock()
		delete(btServers, top)
		btServersMu.Unlock()
	})
	u := "http://" + addr
	for range 100 {
		if r, err := http.Get(u + "/api/variants"); err == nil {
			r.Body.Close()
			btServers[top] = u
			return u
		}
		time.Sleep(100 * time.Millisecond)
	}
	log, _ := os.ReadFile(logFile.Name())
	t.Fatalf("the server did not start on %s:\n%s", addr, log)
	return ""
}

// btView is the part of the API's game view the tests read.
type btView struct {
	ID       string           `json:"id"`
	Ply      int              `json:"ply"`
	Seq      int              `json:"seq"`
	ToMove   string           `json:"toMove"`
	Snapshot variant.Snapshot `json:"snapshot"`
	Moves    []struct {
		Ply     int    `json:"ply"`
		Side    string `json:"side"`
		Text    string `json:"text"`
		Explain string `json:"explain"`
	} `json:"moves"`
	Seats []struct {
		Seat     int      `json:"seat"`
		Sides    []string `json:"sides"`
		Controls []string `json:"controls"`
		Computer string   `json:"computer"`
		Token    string   `json:"token"`
	} `json:"seats"`
	Summary string `json:"summary"`
}

func btAPI(t *testing.T, method, path string, body any) btView {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, btServer(t)+path, rd)
	req.Header.Set("Content-Type", "application/json")
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	data, _ := io.ReadAll(r.Body)
	if r.StatusCode >= 300 {
		t.Fatalf("%s %s: %s %s", method, path, r.Status, data)
	}
	var v btView
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	return v
}

// btRequireAPI checks that the server speaks the API of the page (seats with
// tokens, ply numbers, the snapshot's legal squares): the page's server
// is rebuilt on variant/host at the same time as the page.
func btRequireAPI(t *testing.T) {
	t.Helper()
	body := `{"variant":"chess","seats":[{"sides":["white","black"]}]}`
	r, err := http.Post(btServer(t)+"/api/games", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var v btView
	err = json.NewDecoder(r.Body).Decode(&v)
	if r.StatusCode != http.StatusCreated || err != nil || len(v.Seats) == 0 || v.Seats[0].Token == "" || len(v.Snapshot.Legal) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("the server does not speak the page's API (seats with tokens, snapshot.legal): %s", r.Status)
		}
		t.Skipf("the server does not speak the page's API yet (seats with tokens, snapshot.legal; %s): browser tests skipped", r.Status)
	}
}

// browser is one browser tab with the console watched.
type btBrowser struct {
	t      *testing.T
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

var (
	btChromeMu     sync.Mutex
	btChrome       context.Context // the one browser of the test run
	btChromeCancel func()
)

// btCloseBrowser ends the browser the tests shared (TestMain calls it).
func btCloseBrowser() {
	btChromeMu.Lock()
	defer btChromeMu.Unlock()
	if btChromeCancel != nil {
		btChromeCancel()
		btChrome, btChromeCancel = nil, nil
	}
}

// btSharedBrowser returns the context of the one browser process every
// test of the run shares (started at the first call): each btBrowser is a
// browser context of its own in it (its own storage and cookies, as a
// separate person's browser), which costs a few milliseconds where a new
// browser process costs a second or more.
func btSharedBrowser(t *testing.T) context.Context {
	t.Helper()
	path := btChromium(t)
	btChromeMu.Lock()
	defer btChromeMu.Unlock()
	if btChrome != nil {
		return btChrome
	}
	dir, err := os.MkdirTemp("", "ludus-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(dir),
		chromedp.WindowSize(1200, 900),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx); err != nil {
		cancelC()
		cancelA()
		t.Fatalf("starting chromium: %v", err)
	}
	btChrome = ctx
	btChromeCancel = func() { cancelC(); cancelA(); os.RemoveAll(dir) }
	return ctx
}

func btNewBrowser(t *testing.T, width, height int) *btBrowser {
	t.Helper()
	root := btSharedBrowser(t)
	btServer(t)
	btRequireAPI(t)
	ctx, cancelC := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
	cancelA := func() {}
	b := &btBrowser{t: t, ctx: ctx}
	msgs := chromedp.Console(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range msgs {
			if err != nil {
				return
			}
			if (m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException) && !strings.Contains(m.URL, "/events") {
				b.mu.Lock()
				b.errors = append(b.errors, string(m.Type)+": "+m.Text+" "+m.URL)
				b.mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		cancelC()
		cancelA()
		<-done
		b.mu.Lock()
		defer b.mu.Unlock()
		for _, e := range b.errors {
			t.Errorf("browser: %s", e)
		}
	})
	b.run(chromedp.EmulateViewport(int64(width), int64(height)))
	return b
}

func (b *btBrowser) run(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func btEval[T any](b *btBrowser, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// text returns the visible text of the element sel.
func (b *btBrowser) text(sel string) string {
	b.t.Helper()
	return btEval[string](b, fmt.Sprintf("document.querySelector(%q).innerText", sel))
}

// count returns the number of elements matching the CSS selector.
func (b *btBrowser) count(sel string) int {
	b.t.Helper()
	return btEval[int](b, fmt.Sprintf("document.querySelectorAll(%q).length", sel))
}

// waitFor waits until the JavaScript condition holds: the page itself
// looks at it every few milliseconds, so that the test waits no longer
// than the page takes.
func (b *btBrowser) waitFor(what, cond string) {
	b.t.Helper()
	if !b.waitUntil(what, cond, 30*time.Second) {
		body := btEval[string](b, `document.body.innerText`)
		b.t.Fatalf("timed out waiting for %s (%s); the page shows:\n%s", what, cond, body)
	}
}

// waitUntil waits up to limit until the JavaScript condition holds, and
// reports whether it did.
func (b *btBrowser) waitUntil(what, cond string, limit time.Duration) bool {
	b.t.Helper()
	js := fmt.Sprintf(`new Promise(done => { const t0 = Date.now(); const look = () => {
	  let ok = false; try { ok = !!(%s); } catch (e) {}
	  if (ok) done(true); else if (Date.now() - t0 > %d) done(false); else setTimeout(look, 4); }; look(); })`, cond, limit.Milliseconds())
	ctx, cancel := context.WithTimeout(b.ctx, limit+10*time.Second)
	defer cancel()
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("waiting for %s (%s): %v", what, cond, err)
	}
	return ok
}

func (b *btBrowser) movesListed() int { return b.count("#movelist li") }

// click clicks the element, as a person does (a mouse click at its
// centre).
func (b *btBrowser) click(sel string) {
	b.t.Helper()
	b.run(chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
}

// btInvite is the path of an invitation link: the seat's token in the
// fragment, which the browser never sends to the server.
func btInvite(id string, seat int, token string) string {
	return fmt.Sprintf("/?game=%s#seat=%d&token=%s", id, seat, token)
}

func btSquare(sq string) string { return fmt.Sprintf(`#board rect.cell[data-square=%q]`, sq) }

// playByClicks plays a move the way a person does: its piece, then its
// square; the menu's entry when one gesture is several moves; a button
// for an action. It waits for the move to be listed and the page to show
// the game as the server has it then.
func (b *btBrowser) playByClicks(m variant.LegalMove) {
	b.t.Helper()
	b.clickMove(m, b.movesListed())
	b.settle()
}

// clickMove clicks move m, as playByClicks does, and waits until it is
// listed after the first listed moves.
func (b *btBrowser) clickMove(m variant.LegalMove, listed int) {
	b.t.Helper()
	switch {
	case m.From != "":
		b.click(btSquare(m.From))
		selected := fmt.Sprintf(`!!document.querySelector('#overlay .selected[data-square=%q]')`, m.From)
		if !b.waitUntil("the piece on "+m.From+" to be selected", selected, 5*time.Second) {
			// On a loaded machine the click may land while the page
			// draws the board again, on a cell being replaced: once
			// more, as a person would.
			b.click(btSquare(m.From))
		}
		b.waitFor("the piece on "+m.From+" to be selected", selected)
		b.click(btSquare(m.To))
	case m.To != "":
		b.click(btSquare(m.To))
		// A move on a piece's own square (a redemption): the first click
		// chooses the piece, the second offers the moves made there.
		if btEval[bool](b, fmt.Sprintf(`!!document.querySelector('#overlay .selected[data-square=%q]')`, m.To)) {
			b.click(btSquare(m.To))
		}
	default:
		// An everyday action under the board; one that ends the game or
		// the player's part in it stands apart and asks first.
		sel := fmt.Sprintf(`#actions button[data-move=%q], #ending button[data-move=%q]`, m.Text, m.Text)
		b.waitFor("the button of "+m.Text, fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
		b.click(sel)
		if btEval[bool](b, `document.getElementById('confirm').open`) {
			b.click("#confirmyes")
		}
	}
	if m.From != "" || m.To != "" {
		// One gesture may be several moves: then a menu offers them.
		if btEval[bool](b, `!document.getElementById('menu').hidden`) {
			b.click(fmt.Sprintf(`#menu button[data-move=%q]`, m.Text))
		}
	}
	b.waitFor("the move "+m.Text+" to be listed", fmt.Sprintf(`document.querySelectorAll('#movelist li').length > %d && [...document.querySelectorAll('#movelist li .text')].slice(%d).some(e => e.dataset.move === %q)`, listed, listed, m.Text))
}

// settle waits until the page has drawn the game as the server has it
// now (the board of its last ply, the computer's replies included).
func (b *btBrowser) settle() {
	b.t.Helper()
	for range 3 {
		v := b.view()
		b.waitFor("the board of ply "+fmt.Sprint(v.Ply), fmt.Sprintf(`document.getElementById('board').dataset.ply === "%d"`, v.Ply))
		if b.view().Ply == v.Ply {
			return
		}
	}
}

// screenshot saves the page to LUDUS_SCREENSHOTS/name.png when set.
func (b *btBrowser) screenshot(name string) {
	b.t.Helper()
	dir := os.Getenv("LUDUS_SCREENSHOTS")
	if dir == "" {
		return
	}
	// The whole page at the window's width: a capture beyond the window
	// lays the page out without its scrollbar, wider than the window, and
	// would cut the right edge off; so the scrollbar goes while the shot
	// is taken.
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`new Promise(done => { document.documentElement.style.overflow = 'hidden';
	  requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollWidth > 0))); })`, chromedp.EvalAwaitPromise)); err != nil {
		b.t.Fatal(err)
	}
	buf, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatal(err)
	}
	btEval[bool](b, `(document.documentElement.style.overflow = '', true)`)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// startFromForm opens the page, chooses the game and the side on the
// setup form, and starts.
func (b *btBrowser) startFromForm(name, you, others, engine, options string) {
	b.t.Helper()
	b.run(chromedp.Navigate(btServer(b.t)+"/?variant="+name),
		chromedp.WaitVisible(chromedp.ID("start")))
	js := fmt.Sprintf(`(() => { const s = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event('change')); };
	  s('variant', %q); s('you', %q); s('others', %q); s('engine', %q); document.getElementById('options').value = %q; return true; })()`, name, you, others, engine, options)
	btEval[bool](b, js)
	b.click("#start")
	b.run(chromedp.WaitVisible(chromedp.CSS("#board svg")))
}

// gameID returns the id of the game the page shows.
func (b *btBrowser) gameID() string {
	b.t.Helper()
	return btEval[string](b, `new URLSearchParams(location.search).get('game')`)
}

func (b *btBrowser) view() btView { return btAPI(b.t, "GET", "/api/games/"+b.gameID(), nil) }

// waitMyTurn waits until the page says it is the player's move.
func (b *btBrowser) waitMyTurn() {
	b.t.Helper()
	b.waitFor("the player's turn", `document.getElementById('turn').textContent.startsWith('Your move')`)
}

// pick returns the first legal move of v that satisfies keep.
func btPick(t *testing.T, v btView, keep func(variant.LegalMove) bool) variant.LegalMove {
	t.Helper()
	for _, m := range v.Snapshot.Legal {
		if keep(m) {
			return m
		}
	}
	t.Fatalf("no such legal move among %d", len(v.Snapshot.Legal))
	return variant.LegalMove{}
}

type btViewport struct {
	name          string
	width, height int
}

var btViewports = []btViewport{{"desktop", 1200, 900}, {"phone", 360, 740}}

// btForViewports runs a scenario at desktop size and at phone size.
func btForViewports(t *testing.T, scenario func(t *testing.T, b *btBrowser, vp btViewport)) {
	btChromium(t)
	btServer(t) // one server for both viewports
	for _, vp := range btViewports {
		t.Run(vp.name, func(t *testing.T) {
			b := btNewBrowser(t, vp.width, vp.height)
			scenario(t, b, vp)
			// Every panel fits the window: nothing is cut off at the right.
			if over := btEval[[]string](b, `[...document.querySelectorAll('#turn, #sides .side, #boardcol, #board svg')].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map(e => (e.id || e.className.baseVal || e.className) + ' ' + Math.round(e.getBoundingClientRect().right) + '>' + document.documentElement.clientWidth)`); len(over) > 0 {
				t.Errorf("cut off at the right: %v", over)
			}
			if vp.name == "phone" {
				// The page lays out at the phone's width: nothing wider
				// than the screen.
				w := btEval[int](b, `document.documentElement.scrollWidth`)
				if w > vp.width {
					t.Errorf("the page is %d px wide on a %d px screen", w, vp.width)
				}
			}
		})
	}
}

// btPlayAgainstComputer plays one move of the player's by clicking and
// checks the computer's replies are listed with their sides' names.
func btPlayAgainstComputer(t *testing.T, b *btBrowser, you string, replies int) {
	t.Helper()
	b.waitMyTurn()
	b.settle()
	v := b.view()
	m := btPick(t, v, func(m variant.LegalMove) bool { return m.From != "" && m.To != "" })
	before := b.movesListed()
	b.playByClicks(m)
	b.waitFor("the computer's replies", fmt.Sprintf(`document.querySelectorAll('#movelist li').length >= %d && document.getElementById('turn').textContent.startsWith('Your move')`, before+1+replies))
	items := b.listed()
	if got := items[before]; got.side != you || got.text != m.Text {
		t.Errorf("listed %+v, want %s's %s", got, you, m.Text)
	}
	for _, it := range items[before+1:] {
		if it.side == you {
			t.Errorf("a reply is listed as %s's: %+v", you, it)
		}
	}
	if turn := b.text("#turn"); !strings.Contains(turn, you) {
		t.Errorf("turn reads %q, want %s's", turn, you)
	}
}

type btListed struct{ no, side, text, explain string }

func (b *btBrowser) listed() []btListed {
	b.t.Helper()
	raw := btEval[[][]string](b, `[...document.querySelectorAll('#movelist li')].map(li => ['.no', '.who', '.text', '.explain'].map(s => { const e = li.querySelector(s); return !e ? '' : s === '.text' ? e.dataset.move : e.textContent; }))`)
	var out []btListed
	for _, r := range raw {
		out = append(out, btListed{r[0], r[1], r[2], r[3]})
	}
	return out
}

func TestBrowserChess960(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		b.startFromForm("chess960", "white", "computer", "random", "")
		// The royal mark stands on the kings, and only there.
		if n := b.count("#board g.piece[data-royal] .royal-mark"); n != 2 {
			t.Errorf("%d royal marks, want the two kings'", n)
		}
		btPlayAgainstComputer(t, b, "white", 1)
		items := b.listed()
		if items[0].no != "1." || items[1].no != "1…" {
			t.Errorf("moves numbered %q %q, want 1. and 1…", items[0].no, items[1].no)
		}
		b.screenshot("chess960-" + vp.name)
	})
}

// TestBrowserXiangqiHints plays 1. a1a2 h10g8 by clicking (one person
// plays both sides) and checks the hints for the cannon on b3: exactly
// its twelve moves (hand analysis in variant's TestXiangqiSquares), not
// b1, whose name the move b3b10 contains.
func TestBrowserXiangqiHints(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		b.startFromForm("xiangqi", "*", "computer", "random", "")
		for _, text := range []string{"a1a2", "h10g8"} {
			v := b.view()
			b.playByClicks(btPick(t, v, func(m variant.LegalMove) bool { return m.Text == text }))
		}
		b.click(btSquare("b3"))
		b.waitFor("hints", `document.querySelectorAll('#overlay .hint').length > 0`)
		hints := btEval[[]string](b, `[...document.querySelectorAll('#overlay .hint')].map(e => e.getAttribute('data-square')).sort()`)
		want := []string{"a3", "b10", "b2", "b4", "b5", "b6", "b7", "c3", "d3", "e3", "f3", "g3"}
		if !slices.Equal(hints, want) {
			t.Errorf("hints for b3: %v, want %v", hints, want)
		}
		if n := b.count(`#board .palace`); n != 2 {
			t.Errorf("%d palaces drawn", n)
		}
		b.screenshot("xiangqi-" + vp.name)
	})
}

func TestBrowserEnochian(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		// One army, Yellow, against three computers; Yellow moves first
		// (the default "first=auto" without a board: §1.3).
		b.startFromForm("enochian", "yellow", "computer", "random", "")
		b.waitMyTurn()
		// The player holds Yellow alone, its partner Red played by the
		// computer: Yellow may withdraw (§8.2), and no other army's
		// action is offered; the button says so in words.
		// It stands apart from the everyday buttons (TestBrowserWithdrawAsks).
		if got := btEval[[][]string](b, `[...document.querySelectorAll('#actions button, #ending button[data-move]')].map(e => [e.dataset.move, e.textContent])`); len(got) != 1 || got[0][0] != "withdraw-y" || got[0][1] != "The yellow army withdraws…" {
			t.Errorf("action buttons %q, want Yellow's withdrawal in words", got)
		}
		btPlayAgainstComputer(t, b, "yellow", 3)
		items := b.listed()
		var sides []string
		for _, it := range items[1:4] {
			sides = append(sides, it.side)
		}
		// Deosil order (§1.3): Yellow, Blue, Red, Black.
		if !slices.Equal(sides, []string{"blue", "red", "black"}) {
			t.Errorf("replies by %v, want blue, red, black", sides)
		}
		if n := b.count(`#board .throne`); n != 4 {
			t.Errorf("%d thrones drawn, want 4", n)
		}
		b.screenshot("enochian-" + vp.name)
	})
}

// TestBrowserEnochianFrozen opens, through an invitation link, a game
// whose position has an army frozen (found by random play), and checks
// that the page greys it on the board and says so in the side's panel.
func TestBrowserEnochianFrozen(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) { btEnochianFrozen(t, b, vp) })
}

func btEnochianFrozen(t *testing.T, b *btBrowser, vp btViewport) {
	p, frozen := btFrozenEnochian(t)
	var all []string
	for _, s := range p.Variant().Sides {
		all = append(all, s.Name)
	}
	v := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "position": p.String(),
		"seats": []map[string]any{{"name": "Ann", "sides": all}}})
	b.run(chromedp.Navigate(btServer(t)+btInvite(v.ID, 0, v.Seats[0].Token)),
		chromedp.WaitVisible(chromedp.CSS("#board svg")))
	b.waitFor("the side panels", `document.querySelectorAll('#sides .side').length === 4`)
	if n := b.count(fmt.Sprintf(`#sides .side.frozen[data-side=%q]`, frozen)); n != 1 {
		t.Errorf("the %s army's panel is not marked frozen", frozen)
	}
	if n, all := b.count(fmt.Sprintf(`#board g.piece.frozen[data-side=%q]`, frozen)), b.count(fmt.Sprintf(`#board g.piece[data-side=%q]`, frozen)); n == 0 || n != all {
		t.Errorf("%d of the %s army's %d pieces greyed", n, frozen, all)
	}
	// The teams line says who plays with whom, and marks the frozen army.
	if teams := b.text("#teams"); !strings.Contains(teams, frozen+" (frozen)") || !strings.Contains(teams, "Actives: yellow and red") && !strings.Contains(teams, "Actives: yellow (frozen) and red") {
		t.Errorf("the teams line reads %q (frozen: %s)", teams, frozen)
	}
	if n := b.count(`#board g.piece.frozen`); n != b.count(`#board g.piece[data-side]`)-b.count(`#board g.piece:not(.frozen)`) {
		t.Errorf("greyed pieces miscounted")
	}
	b.screenshot("enochian-frozen-" + vp.name)
}

// btFrozenEnochian plays random Enochian games until an army is frozen and
// the game goes on; it returns the position and the frozen army's name.
func btFrozenEnochian(t *testing.T) (variant.AnyPosition, string) {
	rng := rand.New(rand.NewPCG(5, 8))
	for range 200 {
		p, _ := variant.NewPosition("enochian", "", "")
		for ply := 0; ply < 400 && !p.Outcome().Over(); ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			p = p.Play(ms[rng.IntN(len(ms))])
			if p.Outcome().Over() {
				break
			}
			for x := range p.Variant().Sides {
				if variant.StatusOf(p, variant.Side(x)).Frozen {
					return p, p.Variant().SideName(variant.Side(x))
				}
			}
		}
	}
	t.Fatal("no random game froze an army")
	return nil, ""
}

func TestBrowserRithmomachia(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		// Odd moves first in the default kind of playing: the computer
		// (Odd) opens, then the player (Even) answers.
		b.startFromForm("rithmomachia", "even", "computer", "random", "")
		btPlayAgainstComputer(t, b, "even", 1)
		if n := b.count(`#board g.piece[data-kind="pyramid"]`); n != 2 {
			t.Errorf("%d pyramids drawn, want 2", n)
		}
		b.screenshot("rithmomachia-" + vp.name)
	})
}

func TestBrowserBooleanPlacement(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		// The placement phase: a piece from the hand, then its cell.
		b.startFromForm("boolean-rithmomachia", "white", "computer", "random", "")
		b.waitMyTurn()
		v := b.view()
		m := btPick(t, v, func(m variant.LegalMove) bool { return m.Kind == "placement" })
		before := b.movesListed()
		b.click(fmt.Sprintf(`#board g.piece[data-square=""][data-side="white"][data-value=%q] > :not(title)`, m.Piece))
		b.waitFor("the hints of the piece in hand", `document.querySelectorAll('#overlay .hint').length > 0`)
		b.click(btSquare(m.To))
		if btEval[bool](b, `!document.getElementById('menu').hidden`) {
			t.Errorf("a menu opened for a placement whose piece was chosen")
		}
		b.waitFor("the placement and the reply", fmt.Sprintf(`document.querySelectorAll('#movelist li').length >= %d && document.getElementById('turn').textContent.startsWith('Your move')`, before+2))
		if got := b.listed()[before]; got.text != m.Text {
			t.Errorf("listed %+v, want %s", got, m.Text)
		}
		// Clicking a cell first offers every piece that may go there.
		v = b.view()
		m = btPick(t, v, func(m variant.LegalMove) bool { return m.Kind == "placement" })
		b.click(btSquare(m.To))
		b.waitFor("the menu of placements", `!document.getElementById('menu').hidden`)
		b.click(fmt.Sprintf(`#menu button[data-move=%q]`, m.Text))
		b.waitFor("the second placement", fmt.Sprintf(`[...document.querySelectorAll('#movelist li .text')].some(e => e.dataset.move === %q)`, m.Text))
		b.screenshot("boolean-rithmomachia-" + vp.name)
	})
}

func TestBrowserLancerChess(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		b.startFromForm("lancerchess", "white", "computer", "random", "")
		// The royal Queen carries the mark; the King does not (Nicholls).
		royal := btEval[[]string](b, `[...document.querySelectorAll('#board g.piece .royal-mark')].map(e => e.closest('g.piece').getAttribute('data-kind') + '@' + e.closest('g.piece').getAttribute('data-square')).sort()`)
		if !slices.Equal(royal, []string{"queen@d1", "queen@d8"}) {
			t.Errorf("royal marks on %v", royal)
		}
		btPlayAgainstComputer(t, b, "white", 1)
		// Typing a move still works.
		b.settle()
		m := btPick(t, b.view(), func(m variant.LegalMove) bool { return true })
		b.run(chromedp.SendKeys(chromedp.ID("movetext"), m.Text))
		b.click("#playtyped")
		b.waitFor("the typed move", fmt.Sprintf(`[...document.querySelectorAll('#movelist li .text')].some(e => e.dataset.move === %q)`, m.Text))
		b.screenshot("lancerchess-" + vp.name)
	})
}

// TestBrowserLancerFamily plays a move of Meridian, Storm and Arabella
// against the computer: the lancers' games on their own boards and
// armies.
func TestBrowserLancerFamily(t *testing.T) {
	for _, g := range []struct{ name, you string }{{"meridian", "gold"}, {"storm", "white"}, {"arabella", "enchantment"}} {
		t.Run(g.name, func(t *testing.T) {
			btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
				b.startFromForm(g.name, g.you, "computer", "random", "")
				btPlayAgainstComputer(t, b, g.you, 1)
				b.screenshot(g.name + "-" + vp.name)
			})
		})
	}
}

func TestBrowserQiPlacements(t *testing.T) {
	btForViewports(t, func(t *testing.T, b *btBrowser, vp btViewport) {
		b.startFromForm("qiplacements", "blue", "computer", "random", "")
		b.waitMyTurn()
		if n := b.count(`#board .forbidden`); n != 10 {
			t.Errorf("%d forbidden squares drawn, want 10", n)
		}
		// A Forbidden square takes no Cannon: clicking it plays nothing.
		b.click(btSquare("e5"))
		time.Sleep(200 * time.Millisecond)
		if n := b.movesListed(); n != 0 {
			t.Errorf("clicking the forbidden e5 played a move")
		}
		// Placing a Cannon: one click on its square.
		v := b.view()
		m := btPick(t, v, func(m variant.LegalMove) bool { return m.Kind == "drop" && m.To == "h3" })
		b.playByClicks(m)
		b.waitFor("the computer's placement", `document.querySelectorAll('#movelist li').length >= 2 && document.getElementById('turn').textContent.startsWith('Your move')`)
		if got := b.listed()[1]; got.side != "green" {
			t.Errorf("the reply is listed as %+v, want green's", got)
		}
		b.screenshot("qiplacements-" + vp.name)
	})
}

// btEndGames are the games TestBrowserEveryGameToItsEnd plays: every game
// the server offers at its default options, and Fulke's three kinds of
// playing of Rithmomachia (the Modern rules are its default). The Italian
// rules are left out: their excellent triumph after the pyramid was not
// reached by any hurried game within 300 plies.
func btEndGames(t *testing.T) []struct{ name, options string } {
	served := btServedVariants(t)
	var out []struct{ name, options string }
	for _, v := range variant.All() {
		if !served[v.Name] {
			continue // a game registered by another test of this package
		}
		out = append(out, struct{ name, options string }{v.Name, ""})
		if v.Name == "rithmomachia" {
			for _, p := range []string{"F1", "F2", "F3"} {
				out = append(out, struct{ name, options string }{v.Name, "preset=" + p})
			}
		}
	}
	return out
}

// TestBrowserEveryGameToItsEnd plays every game the server offers from
// its start to its end by clicking alone. The game is chosen in Go: the
// shortest of a few hurried games (btHurriedFinish) that ends in a win
// decided by the position (checkmate, a harmony, kings captured ...). The
// page opens it for one person holding every side and plays each move by
// clicking; after each, the move is listed, with its side and what it
// did, and the turn names the side to move next; at the end the outcome
// banner names the winner and the reason. With LUDUS_BROWSER_FULL=1 the
// game is a long random one instead (about 20 minutes: add -timeout 40m).
// It takes about a minute, and is skipped in -short mode.
func TestBrowserEveryGameToItsEnd(t *testing.T) {
	if testing.Short() {
		// CI's race run: the plain run clicks every game, and the server
		// is not built with the race detector, so that a race run of
		// this test would only slow its search for short games.
		t.Skip("every game to its end: not in -short mode")
	}
	b := btNewBrowser(t, 1000, 900)
	full := os.Getenv("LUDUS_BROWSER_FULL") == "1"
	games := btEndGames(t)
	// The games are found in Go one after the other, each while the
	// browser plays the one before.
	type found struct {
		btFinish
		err error
	}
	ready := make([]chan found, len(games))
	for i := range ready {
		ready[i] = make(chan found, 1)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for i, g := range games {
			select {
			case <-stop:
				return
			default:
			}
			v, err := variant.Lookup(g.name)
			if err != nil {
				ready[i] <- found{err: err}
				continue
			}
			maxPlies := 150
			if g.options != "" {
				maxPlies = 300
			}
			f, err := btFinish{}, error(nil)
			if full {
				f, err = btRandomFinish(v, g.options)
			} else {
				f, err = btHurriedFinish(v, g.options, maxPlies)
			}
			ready[i] <- found{f, err}
		}
	}()
	for i, g := range games {
		name := g.name
		if g.options != "" {
			name += "-" + strings.TrimPrefix(g.options, "preset=")
		}
		t.Run(name, func(t *testing.T) {
			b.t = t
			f := <-ready[i]
			if f.err != nil {
				t.Fatal(f.err)
			}
			v := f.start.Variant()
			start, moves, end := f.start, f.moves, f.end
			var sides []string
			for _, s := range v.Sides {
				sides = append(sides, s.Name)
			}
			gv := btAPI(t, "POST", "/api/games", map[string]any{"variant": v.Name, "options": start.Options().String(),
				"position": start.String(), "seats": []map[string]any{{"name": "Ann", "sides": sides}}})
			b.run(chromedp.Navigate(btServer(t)+btInvite(gv.ID, 0, gv.Seats[0].Token)),
				chromedp.WaitVisible(chromedp.CSS("#board svg")))
			p := start
			for i, m := range moves {
				text, side := p.MoveText(m), v.SideName(p.ToMove())
				b.waitFor("the turn of "+side, fmt.Sprintf(`document.getElementById('board').dataset.ply === "%d" && document.getElementById('turn').textContent === %q`, i, "Your move: "+side))
				lm := btPick(t, b.view(), func(l variant.LegalMove) bool { return l.Text == text })
				b.clickMove(lm, i)
				// The move is listed with its side and, where the game
				// says more than the move's text, what happened.
				want := btListed{side: side, text: text, explain: variant.Explain(p, m)}
				if got := btEval[[]string](b, fmt.Sprintf(`[...document.querySelectorAll('#movelist li')[%d].querySelectorAll('.who, .text, .explain')].map(e => e.classList.contains('text') ? e.dataset.move : e.textContent)`, i)); !slices.Equal(got, slices.DeleteFunc([]string{want.side, want.text, want.explain}, func(s string) bool { return s == "" })) {
					t.Fatalf("move %d listed as %q, want %+v", i+1, got, want)
				}
				p = p.Play(m)
			}
			t.Logf("%d plies: %s", len(moves), v.Describe(end))
			b.waitFor("the outcome banner", fmt.Sprintf(`document.getElementById('board').dataset.ply === "%d" && !document.getElementById('banner').hidden`, len(moves)))
			banner := b.text("#banner")
			if !strings.Contains(banner, end.Reason) {
				t.Errorf("banner %q does not give the reason %q", banner, end.Reason)
			}
			if end.Status == variant.Won {
				for _, x := range end.Winners.Sides() {
					if !strings.Contains(banner, v.SideName(x)) {
						t.Errorf("banner %q does not name the winner %s", banner, v.SideName(x))
					}
				}
			}
			if strings.Contains(banner, "[") {
				t.Errorf("banner %q shows side numbers", banner)
			}
			if v.Name == "xiangqi" || v.Name == "chess" || v.Name == "enochian" || v.Name == "rithmomachia" {
				b.screenshot("end-" + name)
			}
		})
	}
}

// btServedVariants returns the names of the games the server offers.
func btServedVariants(t *testing.T) map[string]bool {
	r, err := http.Get(btServer(t) + "/api/variants")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var list []struct{ Name string }
	if err := json.NewDecoder(r.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, v := range list {
		out[v.Name] = true
	}
	return out
}

// btRandomFinish plays random games of v with the options until one ends
// by its position alone (checkmate, a victory, kings captured ...).
func btRandomFinish(v *variant.Variant, options string) (btFinish, error) {
	rng := rand.New(rand.NewPCG(1, uint64(len(v.Name))))
	for range 300 {
		start, err := v.New(options)
		if err != nil {
			return btFinish{}, err
		}
		p := start
		var moves []variant.Move
		for len(moves) < 3000 && !p.Outcome().Over() {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			moves = append(moves, m)
			p = p.Play(m)
		}
		if o := p.Outcome(); o.Over() && btGameAgrees(start, moves, o) {
			// The page must be able to start from the position text.
			if _, err := variant.NewPosition(v.Name, start.Options().String(), start.String()); err == nil {
				return btFinish{start, moves, o}, nil
			}
		}
	}
	return btFinish{}, fmt.Errorf("%s: no random game ended by its position", v.Name)
}

// TestBrowserLive has two people in one game, each in a browser of their
// own, opened by invitation links: each sees the other's move as it is
// played, from the server's event stream, without reloading.
func TestBrowserLive(t *testing.T) {
	btChromium(t)
	btServer(t)
	ann, bob := btNewBrowser(t, 1000, 800), btNewBrowser(t, 360, 740)
	v := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess",
		"seats": []map[string]any{{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	for i, b := range []*btBrowser{ann, bob} {
		b.run(chromedp.Navigate(btServer(t)+btInvite(v.ID, i, v.Seats[i].Token)),
			chromedp.WaitVisible(chromedp.CSS("#board svg")))
	}
	m := btPick(t, v, func(m variant.LegalMove) bool { return m.Text == "e4" })
	ann.playByClicks(m)
	bob.waitFor("Ann's move to arrive", `[...document.querySelectorAll('#movelist li .text')].some(e => e.dataset.move === "e4")`)
	bob.waitMyTurn()
	reply := btPick(t, bob.view(), func(m variant.LegalMove) bool { return m.Text == "e5" })
	bob.playByClicks(reply)
	ann.waitFor("Bob's reply to arrive", `[...document.querySelectorAll('#movelist li .text')].some(e => e.dataset.move === "e5")`)
	ann.waitMyTurn()
}
