package main

// Browser tests of what the page tells players of the historical games
// (issue 28, "Understanding the historical games").

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/ludus-chess/ludus/variant"
)

// btStudyF1 is a short ending of Rithmomachia under Fulke's first kind
// (preset F1; 16 ranks, Even below), analysed by hand from the rules
// (rithmomachia/RULES.md; the same position as the package's test
// TestCapturesAndHarmonies): Odd's pyramid on d12 has only its round 16
// left; Even's rounds 16 on b10, 8 on d11 and 4 on c13 stand in Odd's
// half; Odd's round 3 is in the corner a16.
//
//  1. b10-c11: a round moves one cell diagonally (§5.1); from c11 the 16
//     reaches d12, where the pyramid offers its total 16: a new meeting
//     (§5.2) takes it (§5.4). Odd's pyramid is taken.
//  2. a16-b15: Odd's round has no other move; it reaches nothing.
//  3. d11-c12: c11, c12, c13 hold 16, 8, 4 in a row, the middle number in
//     the middle, in Odd's half, the piece just moved among them: 8² = 4 ×
//     16, a geometric proportion (§4.3), after Odd's pyramid was taken
//     (§5.8): Even wins by a triumph.
const btStudyF1 = "r3......./......../......../..R4...../...p190(16)..../...R8..../.R16....../......../......../......../......../......../......../......../......../........ e - - - {preset=F1}"

// TestBrowserRithmomachiaF1Victory clicks the ending above to Even's
// triumph. The page says how F1 is won (a triumph once the enemy's
// pyramid is taken) and Even's progress, which changes: Odd's pyramid
// stands with one layer, then is taken, with the capturing round ringed
// on the board and the square taken marked; at the end the harmony
// c11 c12 c13 (16, 8, 4) stands, framed on the board, and the page names
// Even the winner by a triumph. Replaying the first move marks its
// capturer again. At the F1 start the pyramids' layers are listed.
func TestBrowserRithmomachiaF1Victory(t *testing.T) {
	btNotShort(t)
	g := btAPI(t, "POST", "/api/games", map[string]any{"variant": "rithmomachia", "options": "preset=F1", "position": btStudyF1,
		"seats": []map[string]any{{"name": "Ann", "sides": []string{"even", "odd"}}}})
	b := btNewBrowser(t, 1200, 900)
	b.open(btInvite(g.ID, 0, g.Seats[0].Token), "#board svg")
	b.waitFor("the study", `!document.getElementById('study').hidden`)
	if v := b.text("#victories"); !strings.Contains(v, "A triumph once the enemy's pyramid is taken") {
		t.Errorf("the victories: %q", v)
	}
	progress := func() string { return b.text(`#progress .progress[data-side="even"]`) }
	if p := progress(); !strings.Contains(p, "Odd's pyramid stands with 1 of its 5 layers (16)") || !strings.Contains(p, "pieces in Odd's half: 3") ||
		!strings.Contains(p, "no harmony stands") || !strings.Contains(p, "taken: none") {
		t.Errorf("Even's progress at the start: %q", p)
	}
	if p := b.text("#pyramids"); p != "Odd's pyramid on d12: round 16 = 16 (layers lost)" {
		t.Errorf("the pyramids: %q", p)
	}
	click := func(from, to string) {
		t.Helper()
		b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.From == from && m.To == to }))
	}
	click("b10", "c11")
	b.waitFor("Odd's pyramid taken", `document.querySelector('#progress .progress[data-side="even"]').textContent.includes("Odd's pyramid is taken")`)
	if p := progress(); !strings.Contains(p, "taken: 1 (16)") {
		t.Errorf("Even's progress after 1. b10-c11: %q", p)
	}
	marks := func() (string, string) {
		return btEval[string](b, `[...document.querySelectorAll('#overlay .capturer')].map(e => e.dataset.square).join(' ')`),
			btEval[string](b, `[...document.querySelectorAll('#overlay .captured')].map(e => e.dataset.square).join(' ')`)
	}
	if by, at := marks(); by != "c11" || at != "d12" {
		t.Errorf("after 1. b10-c11 the capturer is marked on %q, the square taken on %q; want c11, d12", by, at)
	}
	if l := btEval[string](b, `document.getElementById('legendlist').textContent`); !strings.Contains(l, "Crimson ring") || !strings.Contains(l, "Red dashed square") {
		t.Errorf("the legend lacks the capture marks: %q", l)
	}
	click("a16", "b15")
	if by, _ := marks(); by != "" {
		t.Errorf("after a move that took nothing a capturer is marked on %q", by)
	}
	click("d11", "c12")
	b.waitFor("the end", `!document.getElementById('gameover').hidden`)
	if head, why := b.text("#gameoverhead"), b.text("#gameoverwhy"); head != "Even wins" || !strings.Contains(why, "triumph") {
		t.Errorf("the end says %q, %q; want Even's triumph", head, why)
	}
	b.waitFor("the harmony", `document.querySelectorAll('#overlay .harmony').length === 3`)
	if p := progress(); !strings.Contains(p, "harmonies standing: c11 c12 c13 (16, 8, 4)") {
		t.Errorf("Even's progress at the end: %q", p)
	}
	if h := btEval[string](b, `[...document.querySelectorAll('#overlay .harmony')].map(e => e.dataset.square).sort().join(' ')`); h != "c11 c12 c13" {
		t.Errorf("the harmony is framed on %q", h)
	}
	// The first move again: its capturer is marked on its board.
	b.click(`#movelist li[data-ply="0"]`)
	b.waitFor("the capturer of move 1", `document.getElementById('board').dataset.shown === "1" && document.querySelector('#overlay .capturer[data-square="c11"]') !== null`)

	// The F1 start: both pyramids with their layers (RULES.md §2.2).
	s := btAPI(t, "POST", "/api/games", map[string]any{"variant": "rithmomachia", "options": "preset=F1",
		"seats": []map[string]any{{"name": "Ann", "sides": []string{"even", "odd"}}}})
	b.open(btInvite(s.ID, 0, s.Seats[0].Token), "#board svg")
	b.waitFor("the pyramids", `document.querySelectorAll('#pyramids .pyramid').length === 2`)
	if p := b.text(`#pyramids .pyramid[data-side="even"]`); !strings.HasSuffix(p, ": square 36, square 25, triangle 16, triangle 9, round 4, round 1 = 91 (whole)") {
		t.Errorf("Even's pyramid: %q", p)
	}
	if p := b.text(`#pyramids .pyramid[data-side="odd"]`); !strings.HasSuffix(p, ": square 64, square 49, triangle 36, triangle 25, round 16 = 190 (whole)") {
		t.Errorf("Odd's pyramid: %q", p)
	}
}

// btConcourse is an Enochian position, set up by hand, where Yellow's
// Bishop g2 completes the concourse of the centre (enochian/RULES.md
// §7.1: d4 e4 d5 e5): Blue's Bishop stands on d4, Red's on d5, Black's on
// e5, each army's King on the board (all four active), and the Bishop
// goes g2-f3-e4 over an empty f3. By §7.2-§7.3 it takes the two enemy
// Bishops (Blue's, Black's) and, in the default profile, its ally Red's.
// The knights keep both teams from bare Kings (§8.1).
const btConcourse = "yK6bK/8/7bN/3rBkB3/3bB4/kN6rN/6yB1/kK6rK y -,-,-,- 0"

// TestBrowserEnochianConcourse: at the start of a game the concourse rule
// is not shown; in the position above the page says a concourse can be
// made now (Bg2-e4) and states the rule; clicked, the concourse takes the
// three Bishops and the page says the move made one.
func TestBrowserEnochianConcourse(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	b.startFromForm("enochian", "*", "computer", "random", "")
	b.waitMyTurn()
	if !btEval[bool](b, `document.getElementById('concourse').hidden`) {
		t.Errorf("at the start the page shows the concourse rule: %q", b.text("#concourse"))
	}
	g := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "position": btConcourse,
		"seats": []map[string]any{{"name": "Ann", "sides": []string{"yellow", "blue", "red", "black"}}}})
	b.open(btInvite(g.ID, 0, g.Seats[0].Token), "#board svg")
	b.waitFor("the concourse rule", `!document.getElementById('concourse').hidden`)
	if now := b.text("#concoursenow"); now != "A concourse can be made now: Bg2-e4." {
		t.Errorf("the page says %q", now)
	}
	if rule := b.text("#concourserule"); !strings.Contains(rule, "takes the two enemy Bishops there, and the allied one is taken too") || !strings.Contains(rule, "Outside a concourse a Bishop never takes a Bishop") {
		t.Errorf("the rule: %q", rule)
	}
	b.playByClicks(btPick(t, b.view(), func(m variant.LegalMove) bool { return m.From == "g2" && m.To == "e4" }))
	b.waitFor("the concourse made", `document.getElementById('concoursenow').textContent.startsWith('The move shown made a concourse')`)
	for _, sq := range []string{"d4", "d5", "e5"} {
		if k := b.pieceOn(sq); k != "" {
			t.Errorf("after the concourse %s holds a %s", sq, k)
		}
	}
	if b.pieceOn("e4") != "bishop" {
		t.Errorf("the yellow Bishop is not on e4")
	}
}

// TestBrowserRulesInOneScreen: for every game the server offers, "How to
// play" opens with the game in one screen (a few lines) above the full
// rules, with a legend of the marks of its board: every mark the board of
// a game in progress carries (a move played, so the last move's too) is
// in it, and every kind of mark drawn (.mark) is named.
func TestBrowserRulesInOneScreen(t *testing.T) {
	btNotShort(t)
	b := btNewBrowser(t, 1200, 900)
	for name := range btServedVariants(t) {
		v, err := variant.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		var sides []string
		for _, s := range v.Sides {
			sides = append(sides, s.Name)
		}
		g := btAPI(t, "POST", "/api/games", map[string]any{"variant": name, "seats": []map[string]any{{"name": "Ann", "sides": sides}}})
		var first string
		for _, m := range g.Snapshot.Legal {
			if !m.Action {
				first = m.Text
				break
			}
		}
		btMove(t, g.ID, g.Seats[0].Token, 0, first)
		b.open(btInvite(g.ID, 0, g.Seats[0].Token), "#board svg")
		b.waitFor("the board after the first move", `document.getElementById('board').dataset.ply === "1"`)
		live := btEval[[]string](b, `[...document.querySelectorAll('#legendlist li')].map(e => e.textContent)`)
		drawn := btEval[[]string](b, `[...new Set([...document.querySelectorAll('#board .mark')].map(e => e.classList[1]))]`)
		b.click("#howto")
		b.waitFor("the rules", `document.getElementById('rules').open`)
		if !btEval[bool](b, `(() => { const s = document.getElementById('rulesshort'); return !!s && s.querySelectorAll('ul:first-of-type li').length >= 2 &&
		  [...document.querySelectorAll('#rulestext h3')].some(h => h.textContent === 'The full rules' && (s.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)); })()`) {
			t.Errorf("%s: no rules in one screen above the full rules", name)
		}
		legend := btEval[[]string](b, `[...document.querySelectorAll('#ruleslegend li')].map(e => e.textContent)`)
		keys := btEval[[]string](b, `[...document.querySelectorAll('#ruleslegend li[data-mark]')].map(e => e.dataset.mark)`)
		for _, w := range live {
			if !slices.Contains(legend, w) {
				t.Errorf("%s: the board's mark %q is not in the rules' legend", name, w)
			}
		}
		for _, k := range drawn {
			if !slices.Contains(keys, k) {
				t.Errorf("%s: the board draws marks of kind %q, which the rules' legend does not name", name, k)
			}
		}
		b.run(chromedp.KeyEvent(kb.Escape))
	}
}

// btMove plays a move for the seat holding token, through the API.
func btMove(t *testing.T, id, token string, ply int, text string) {
	t.Helper()
	req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+id+"/moves", strings.NewReader(fmt.Sprintf(`{"ply":%d,"move":%q}`, ply, text)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != 200 {
		t.Fatalf("%s at ply %d: %s %s", text, ply, r.Status, body)
	}
}
