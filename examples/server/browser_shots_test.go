package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"strings"
	"testing"
)

// TestBrowserScreenshots saves, with LUDUS_SCREENSHOTS=dir, a game of each
// family a dozen moves in, as its first player sees it, at desktop size
// (1200x900) and phone size (360x740), light and dark: dir/FAMILY-SIZE-
// THEME.png (testdata/screenshots holds the set of issue 28). The moves
// are random legal ones, chosen with a fixed seed.
func TestBrowserScreenshots(t *testing.T) {
	if os.Getenv("LUDUS_SCREENSHOTS") == "" {
		t.Skip("LUDUS_SCREENSHOTS is not set: no screenshots taken")
	}
	games := []struct {
		family, variant, options string
		plies                    int
		seats                    [][]string
	}{
		{"chess", "chess", "", 12, [][]string{{"white"}, {"black"}}},
		{"xiangqi", "xiangqi", "", 12, [][]string{{"red"}, {"black"}}},
		{"enochian", "enochian", "", 16, [][]string{{"yellow"}, {"blue"}, {"red"}, {"black"}}},
		{"rithmomachia", "rithmomachia", "preset=F1", 14, [][]string{{"even"}, {"odd"}}},
		{"boolean-rithmomachia", "boolean-rithmomachia", "", 12, [][]string{{"white"}, {"black"}}},
		{"lancerchess", "lancerchess", "", 12, [][]string{{"white"}, {"orange"}}},
	}
	names := []string{"Ann", "Bob", "Cleo", "Dan"}
	for _, g := range games {
		t.Run(g.family, func(t *testing.T) {
			var seats []map[string]any
			for i, s := range g.seats {
				seats = append(seats, map[string]any{"name": names[i], "sides": s})
			}
			v := btAPI(t, "POST", "/api/games", map[string]any{"variant": g.variant, "options": g.options, "seats": seats})
			var tokens []string
			for _, s := range v.Seats {
				tokens = append(tokens, s.Token)
			}
			seatOf := map[string]int{}
			for i, s := range g.seats {
				seatOf[s[0]] = i
			}
			rng := rand.New(rand.NewPCG(28, uint64(len(g.family))))
			for range g.plies {
				var turn []string
				for _, m := range v.Snapshot.Legal {
					if !m.Action && (m.From != "" || m.To != "") {
						turn = append(turn, m.Text)
					}
				}
				if len(turn) == 0 || v.ToMove == "" {
					break
				}
				text := turn[rng.IntN(len(turn))]
				req, _ := http.NewRequest("POST", btServer(t)+"/api/games/"+v.ID+"/moves", strings.NewReader(fmt.Sprintf(`{"ply":%d,"move":%q}`, v.Ply, text)))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", "Bearer "+tokens[seatOf[v.ToMove]])
				r, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				if r.StatusCode != 200 {
					body, _ := io.ReadAll(r.Body)
					t.Fatalf("%s for %s: %s %s", text, v.ToMove, r.Status, body)
				}
				r.Body.Close()
				v = btAPI(t, "GET", "/api/games/"+v.ID, nil)
			}
			for _, vp := range btViewports {
				b := btNewBrowser(t, vp.width, vp.height)
				for _, scheme := range []string{"light", "dark"} {
					b.colorScheme(scheme)
					b.open(btInvite(v.ID, 0, tokens[0]), "#board svg")
					b.settle()
					b.screenshot(g.family + "-" + vp.name + "-" + scheme)
				}
			}
		})
	}
}
