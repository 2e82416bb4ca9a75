package main

// Browser tests of the take-back by agreement and of the spectators'
// count (issue 28, "What players expect").

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/ludus-chess/ludus/variant"
)

// TestBrowserTakebackAgreed: Ann (White) and Bob (Black), each in a
// browser of their own, play 1. e4 by clicking. Ann asks to take back;
// Bob's page asks him, Ann's says she waits; Bob declines and the game
// stays. Ann asks again and Bob plays 1... e5 instead: the offer lapses
// on both pages. Ann asks a third time (her e4 and Bob's e5) and Bob
// accepts: both boards are at the start, Ann to move. Bob, who has not
// the offer's seat, is never offered to withdraw it, nor Ann to accept.
func TestBrowserTakebackAgreed(t *testing.T) {
	btNotShort(t)
	g := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	ann := btNewBrowser(t, 1200, 900)
	ann.open(btInvite(g.ID, 0, g.Seats[0].Token), "#board svg")
	bob := btNewBrowser(t, 360, 740)
	bob.open(btInvite(g.ID, 1, g.Seats[1].Token), "#board svg")
	if got := ann.text("#undo"); got != "Ask to take back" || !btEval[bool](ann, `document.getElementById('undo').disabled`) {
		t.Errorf("before any move Ann's page offers %q (disabled: want true)", got)
	}
	ann.playByClicks(btPick(t, ann.view(), func(m variant.LegalMove) bool { return m.Text == "e4" }))
	bob.waitFor("e4 on Bob's page", `document.getElementById('board').dataset.ply === "1"`)
	if !btEval[bool](bob, `document.getElementById('undo').disabled`) {
		t.Errorf("Bob, who has not moved, may ask to take back")
	}
	ask := func() {
		t.Helper()
		ann.waitFor("the take-back button", `!document.getElementById('undo').disabled`)
		ann.click("#undo")
		ann.waitFor("Ann's request", `!document.getElementById('offer').hidden`)
		bob.waitFor("the request on Bob's page", `!document.getElementById('offer').hidden && document.getElementById('offeraccept') !== null`)
	}
	ask()
	if text := ann.text("#offertext"); !strings.Contains(text, "You ask to take back the last move") || !strings.Contains(text, "waiting for Bob") {
		t.Errorf("Ann's page says %q", text)
	}
	if text := bob.text("#offertext"); !strings.HasPrefix(text, "Ann asks to take back the last move") {
		t.Errorf("Bob's page says %q", text)
	}
	if ann.count("#offeraccept, #offerdecline") != 0 || bob.count("#offerwithdraw") != 0 {
		t.Errorf("Ann is offered to answer her own request, or Bob to withdraw it")
	}
	bob.click("#offerdecline")
	for _, b := range []*btBrowser{ann, bob} {
		b.waitFor("the request to close", `document.getElementById('offer').hidden`)
	}
	if v := ann.view(); v.Ply != 1 {
		t.Fatalf("declined, the game is at ply %d", v.Ply)
	}
	ann.waitFor("the decline told", `document.getElementById('offernote').textContent === 'Bob declined the take-back.'`)
	ask()
	bob.playByClicks(btPick(t, bob.view(), func(m variant.LegalMove) bool { return m.Text == "e5" }))
	ann.waitFor("the request to lapse", `document.getElementById('board').dataset.ply === "2" && document.getElementById('offer').hidden`)
	ask()
	if text := bob.text("#offertext"); !strings.HasPrefix(text, "Ann asks to take back the last 2 moves") {
		t.Errorf("Bob's page says %q", text)
	}
	bob.click("#offeraccept")
	for _, b := range []*btBrowser{ann, bob} {
		b.waitFor("the take-back", `document.getElementById('board').dataset.ply === "0" && document.getElementById('offer').hidden && document.querySelectorAll('#movelist li').length === 0`)
	}
	ann.waitMyTurn()
	if ann.pieceOn("e2") != "pawn" || bob.pieceOn("e7") != "pawn" {
		t.Errorf("after the take-back e2 holds %q, e7 %q", ann.pieceOn("e2"), bob.pieceOn("e7"))
	}
	ann.playByClicks(btPick(t, ann.view(), func(m variant.LegalMove) bool { return m.Text == "d4" }))
}

// TestBrowserSpectators: Ann plays the computer; Eve and Finn open the
// link to watch. Ann's page says "1 watching", then "2 watching", and
// "1 watching" again when Finn leaves; Ann's own page is not counted.
func TestBrowserSpectators(t *testing.T) {
	btNotShort(t)
	ann := btNewBrowser(t, 1200, 900)
	ann.startFromForm("chess", "white", "computer", "random", "")
	ann.waitMyTurn()
	if !btEval[bool](ann, `document.getElementById('watching').hidden`) {
		t.Errorf("with no spectator Ann's page says %q", ann.text("#watching"))
	}
	watch := btEval[string](ann, `document.getElementById('watchlink').value`)
	eve := btNewBrowser(t, 360, 740)
	eve.run(chromedp.Navigate(watch), chromedp.WaitVisible(chromedp.CSS("#board svg")))
	ann.waitFor("one spectator", `document.getElementById('watching').textContent === '1 watching'`)
	finn := btNewBrowser(t, 360, 740)
	finn.run(chromedp.Navigate(watch), chromedp.WaitVisible(chromedp.CSS("#board svg")))
	ann.waitFor("two spectators", `document.getElementById('watching').textContent === '2 watching'`)
	eve.waitFor("two spectators on Eve's page", `document.getElementById('watching').textContent === '2 watching'`)
	finn.run(chromedp.Navigate("about:blank"))
	ann.waitFor("one spectator again", `document.getElementById('watching').textContent === '1 watching'`)
}
