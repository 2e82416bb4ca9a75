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
// game-over panel), in the light theme and the dark one.
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
	}
}
