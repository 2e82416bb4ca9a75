package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// btAxe runs axe-core (testdata/axe, injected into the page: the page
// never loads it) on the page as it is, and returns its serious and
// critical violations, one line each with the elements at fault.
func (b *btBrowser) axe() []string {
	b.t.Helper()
	src, err := os.ReadFile("testdata/axe/axe.min.js")
	if err != nil {
		b.t.Fatal(err)
	}
	btEval[bool](b, string(src)+";\ntrue")
	out, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`axe.run(document, {resultTypes: ['violations']}).then(r => JSON.stringify(r.violations
	  .filter(v => v.impact === 'serious' || v.impact === 'critical')
	  .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' [' + v.nodes.slice(0, 4).map(n => n.target.join(' ') + (n.failureSummary ? ' (' + n.failureSummary.replace(/\s+/g, ' ').slice(0, 160) + ')' : '')).join('; ') + ']')))`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatal(err)
	}
	var list []string
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		b.t.Fatal(err)
	}
	return list
}

// TestBrowserAccessibility: axe-core finds no serious or critical
// violation on the setup form, a game in progress (the move list, the
// side panels, the end actions, a clock) and a finished game (the
// game-over panel), in the light theme and the dark one; and on the
// newer parts: a take-back asked with the spectators counted,
// Rithmomachia's study with its capture marks, the rules in one screen,
// Enochian's concourse rule.
func TestBrowserAccessibility(t *testing.T) {
	if testing.Short() {
		// CI's race run: the plain run checks the page, and the server is
		// not built with the race detector.
		t.Skip("axe-core on the page: not in -short mode")
	}
	b := btNewBrowser(t, 1200, 900)
	// A finished game: the fool's mate.
	done := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
	for i, text := range []string{"f3", "e5", "g4", "Qh4#"} {
		req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+done.ID+"/moves", strings.NewReader(fmt.Sprintf(`{"ply":%d,"move":%q}`, i, text)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+done.Seats[i%2].Token)
		r, err := http.DefaultClient.Do(req)
		if err != nil || r.StatusCode != 200 {
			t.Fatalf("%s: %v", text, err)
		}
		r.Body.Close()
	}
	// A game in progress: Enochian, with a clock, one move played.
	live := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "clock": "10+5", "seats": []map[string]any{
		{"name": "Ann", "sides": []string{"yellow"}}, {"sides": []string{"blue", "red", "black"}, "computer": "random"}}})
	for _, scheme := range []string{"light", "dark"} {
		b.colorScheme(scheme)
		b.open("/?variant=enochian", "#start")
		b.run(chromedp.WaitVisible(chromedp.CSS("#opt-array")))
		for _, v := range b.axe() {
			t.Errorf("%s, the setup form: %s", scheme, v)
		}
		b.open(btInvite(live.ID, 0, live.Seats[0].Token), "#board svg")
		b.waitMyTurn()
		if scheme == "light" {
			btPlayAgainstComputer(t, b, "yellow", 3)
		}
		b.settle()
		for _, v := range b.axe() {
			t.Errorf("%s, a game in progress: %s", scheme, v)
		}
		b.open(btInvite(done.ID, 0, done.Seats[0].Token), "#board svg")
		b.waitFor("the end", `!document.getElementById('gameover').hidden`)
		for _, v := range b.axe() {
			t.Errorf("%s, a finished game: %s", scheme, v)
		}
		// A game between people: Ann asks to take back her e4, Bob's page
		// offers to accept or decline, and a spectator watches.
		ask := btAPI(t, "POST", "/api/games", map[string]any{"variant": "chess", "seats": []map[string]any{
			{"name": "Ann", "sides": []string{"white"}}, {"name": "Bob", "sides": []string{"black"}}}})
		btMove(t, ask.ID, ask.Seats[0].Token, 0, "e4")
		req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+ask.ID+"/takeback/offer", nil)
		req.Header.Set("Authorization", "Bearer "+ask.Seats[0].Token)
		if r, err := http.DefaultClient.Do(req); err != nil || r.StatusCode != 200 {
			t.Fatalf("the offer: %v %v", err, r)
		} else {
			r.Body.Close()
		}
		b.open(btInvite(ask.ID, 1, ask.Seats[1].Token), "#board svg")
		eve := btNewBrowser(t, 360, 740)
		eve.open("/?game="+ask.ID, "#board svg")
		b.waitFor("the offer and the spectator", `document.getElementById('offeraccept') !== null && document.getElementById('watching').textContent === '1 watching'`)
		for _, v := range b.axe() {
			t.Errorf("%s, a take-back asked, watched: %s", scheme, v)
		}
		// Rithmomachia's study after a capture, and its rules in one screen.
		rith := btAPI(t, "POST", "/api/games", map[string]any{"variant": "rithmomachia", "options": "preset=F1", "position": btStudyF1,
			"seats": []map[string]any{{"name": "Ann", "sides": []string{"even", "odd"}}}})
		btMove(t, rith.ID, rith.Seats[0].Token, 0, "b10-c11")
		b.open(btInvite(rith.ID, 0, rith.Seats[0].Token), "#board svg")
		b.waitFor("the study", `!document.getElementById('study').hidden && document.querySelector('#overlay .capturer') !== null`)
		for _, v := range b.axe() {
			t.Errorf("%s, Rithmomachia's study: %s", scheme, v)
		}
		b.click("#howto")
		b.waitFor("the rules", `document.getElementById('rules').open && document.getElementById('rulesshort') !== null`)
		for _, v := range b.axe() {
			t.Errorf("%s, the rules in one screen: %s", scheme, v)
		}
		// Enochian's concourse rule.
		conc := btAPI(t, "POST", "/api/games", map[string]any{"variant": "enochian", "position": btConcourse,
			"seats": []map[string]any{{"name": "Ann", "sides": []string{"yellow", "blue", "red", "black"}}}})
		b.open(btInvite(conc.ID, 0, conc.Seats[0].Token), "#board svg")
		b.waitFor("the concourse rule", `!document.getElementById('concourse').hidden`)
		for _, v := range b.axe() {
			t.Errorf("%s, the concourse rule: %s", scheme, v)
		}
	}
}
