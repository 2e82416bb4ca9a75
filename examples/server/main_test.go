package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

func call(t *testing.T, h http.Handler, method, path, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			var list []any
			if json.Unmarshal(rec.Body.Bytes(), &list) != nil {
				t.Fatalf("%s %s: bad JSON %q", method, path, rec.Body.String())
			}
			out = map[string]any{"list": list}
		}
	}
	return rec.Code, out
}

func TestPageAndVariants(t *testing.T) {
	h := newServer(10, time.Second).routes()
	req := httptest.NewRequest("GET", "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != 200 || !strings.Contains(string(body), "<title>Ludus") {
		t.Fatalf("GET /: %d", rec.Code)
	}
	code, out := call(t, h, "GET", "/api/variants", "")
	if code != 200 || !strings.Contains(func() string { b, _ := json.Marshal(out); return string(b) }(), `"name":"test-nim"`) {
		t.Fatalf("variants: %d %v", code, out)
	}
}

func TestChessGameFlow(t *testing.T) {
	h := newServer(10, time.Second).routes()
	code, out := call(t, h, "POST", "/api/games", `{"variant":"chess","as":["white"],"engine":"random"}`)
	if code != 201 {
		t.Fatalf("new game: %d %v", code, out)
	}
	id := out["id"].(string)
	snap := out["snapshot"].(map[string]any)
	if snap["toMove"] != "white" || len(snap["moves"].([]any)) != 20 {
		t.Fatalf("start: to move %v, %d moves", snap["toMove"], len(snap["moves"].([]any)))
	}
	code, out = call(t, h, "POST", "/api/games/"+id+"/moves", `{"move":"e4"}`)
	if code != 200 || len(out["replies"].([]any)) != 1 || len(out["played"].([]any)) != 2 {
		t.Fatalf("e4: %d %v", code, out)
	}
	code, out = call(t, h, "POST", "/api/games/"+id+"/moves", `{"move":"Ke4"}`)
	if code != 400 || !strings.Contains(out["error"].(string), "illegal move") {
		t.Fatalf("illegal move: %d %v", code, out)
	}
	code, out = call(t, h, "POST", "/api/games/"+id+"/undo", ``)
	if code != 200 || len(out["played"].([]any)) != 0 {
		t.Fatalf("undo: %d %v", code, out)
	}
	code, out = call(t, h, "GET", "/api/games/"+id, ``)
	if code != 200 || out["id"] != id {
		t.Fatalf("get: %d %v", code, out)
	}
	req := httptest.NewRequest("GET", "/api/games/"+id+"/svg", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(rec.Body.String(), "<svg") {
		t.Fatalf("svg: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
}

func TestComputerMovesFirstAndGameEnds(t *testing.T) {
	// Nim from 5 stones with the person second: the computer takes first.
	// From 4 or fewer left the person takes them all and wins.
	h := newServer(10, time.Second).routes()
	code, out := call(t, h, "POST", "/api/games", `{"variant":"test-nim","as":["second"],"engine":"random"}`)
	if code != 201 || len(out["played"].([]any)) != 1 {
		t.Fatalf("new game: %d %v", code, out)
	}
	id := out["id"].(string)
	for out["snapshot"].(map[string]any)["outcome"].(map[string]any)["status"] == "ongoing" {
		moves := out["snapshot"].(map[string]any)["moves"].([]any)
		code, out = call(t, h, "POST", "/api/games/"+id+"/moves", `{"move":"`+moves[len(moves)-1].(string)+`"}`)
		if code != 200 {
			t.Fatalf("move: %d %v", code, out)
		}
	}
	code, out = call(t, h, "POST", "/api/games/"+id+"/moves", `{"move":"1"}`)
	if code != 409 {
		t.Fatalf("move after the end: %d %v", code, out)
	}
}

func TestBadRequests(t *testing.T) {
	s := newServer(2, time.Second)
	h := s.routes()
	for _, c := range []struct {
		method, path, body string
		status             int
	}{
		{"POST", "/api/games", `{"variant":"nope"}`, 400},
		{"POST", "/api/games", `{"variant":"chess","options":"x=1"}`, 400},
		{"POST", "/api/games", `{"variant":"chess","position":"8/8 w"}`, 400},
		{"POST", "/api/games", `{"variant":"chess","as":["purple"]}`, 400},
		{"POST", "/api/games", `{"variant":"chess","engine":"oracle"}`, 400},
		{"POST", "/api/games", `{"variant":`, 400},
		{"POST", "/api/games", `{"variant":"chess","colour":"x"}`, 400},
		{"GET", "/api/games/999", ``, 404},
		{"POST", "/api/games/999/moves", `{"move":"e4"}`, 404},
	} {
		code, out := call(t, h, c.method, c.path, c.body)
		if code != c.status || out["error"] == "" {
			t.Errorf("%s %s %s: %d %v, want %d with an error", c.method, c.path, c.body, code, out, c.status)
		}
	}
	// Only the newest max-games games are kept.
	for range 3 {
		call(t, h, "POST", "/api/games", `{"variant":"test-nim"}`)
	}
	if len(s.games) != 2 {
		t.Fatalf("%d games kept, want 2", len(s.games))
	}
}
