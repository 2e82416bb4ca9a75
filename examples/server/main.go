// Command server is a game server with a web page on which a person plays
// any registered game against the computer.
//
// Usage:
//
//	server [-addr 127.0.0.1:8080] [-max-games 1000] [-think 1s]
//
// The page at / lists the games (/?variant=NAME preselects one, and
// /?game=ID shows a game in progress), starts one with chosen options and sides,
// draws the board, and plays the moves you pick from the legal moves;
// the computer answers at once. The JSON API behind it:
//
//	GET  /api/variants                 every game with its sides, options and presets
//	POST /api/games                    {"variant","options","position","as":["white"],"engine","nodes"}
//	GET  /api/games/{id}               the game: snapshot, moves played, outcome
//	POST /api/games/{id}/moves         {"move":"e4"}: play it, then the computer's replies
//	POST /api/games/{id}/undo          take back to the person's previous turn
//	GET  /api/games/{id}/svg           the position drawn as an SVG image
//
// Errors are JSON {"error": "..."} with status 400 (bad input), 404 (no
// such game) or 409 (the game is over).
package main

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/svg"
)

//go:embed web/index.html
var indexHTML []byte

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	maxGames := flag.Int("max-games", 1000, "games kept in memory; the oldest is dropped beyond")
	think := flag.Duration("think", time.Second, "the computer's time limit per move")
	flag.Parse()
	s := newServer(*maxGames, *think)
	log.Printf("Ludus server on http://%s", *addr)
	srv := &http.Server{Addr: *addr, Handler: s.routes(), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.ListenAndServe(); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

type dynGame = variant.Game[variant.AnyPosition, variant.Move]

type game struct {
	mu       sync.Mutex
	g        *dynGame
	human    variant.SideSet
	computer search.Player[variant.AnyPosition, variant.Move]
	created  time.Time
}

type server struct {
	mu       sync.Mutex
	games    map[string]*game
	order    []string
	next     int
	maxGames int
	think    time.Duration
}

func newServer(maxGames int, think time.Duration) *server {
	return &server{games: map[string]*game{}, maxGames: maxGames, think: think}
}

func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(indexHTML)
	})
	mux.HandleFunc("GET /api/variants", s.variants)
	mux.HandleFunc("POST /api/games", s.newGame)
	mux.HandleFunc("GET /api/games/{id}", s.getGame)
	mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	mux.HandleFunc("POST /api/games/{id}/undo", s.undo)
	mux.HandleFunc("GET /api/games/{id}/svg", s.svg)
	return mux
}

type apiError struct {
	status int
	msg    string
}

func (e apiError) Error() string { return e.msg }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	status := http.StatusBadRequest
	var ae apiError
	switch {
	case errors.As(err, &ae):
		status = ae.status
	case errors.Is(err, variant.ErrGameOver):
		status = http.StatusConflict
	}
	writeJSON(w, status, map[string]string{"error": strings.Join(strings.Fields(err.Error()), " ")})
}

type variantInfo struct {
	Name        string               `json:"name"`
	Aliases     []string             `json:"aliases,omitempty"`
	Description string               `json:"description"`
	Sides       []variant.SideInfo   `json:"sides"`
	Teams       []string             `json:"teams,omitempty"`
	Options     []variant.OptionSpec `json:"options"`
	Presets     []variant.Preset     `json:"presets,omitempty"`
}

func (s *server) variants(w http.ResponseWriter, r *http.Request) {
	var out []variantInfo
	for _, v := range variant.All() {
		opts := append([]variant.OptionSpec{}, v.Options...)
		out = append(out, variantInfo{v.Name, v.Aliases, v.Description, v.Sides, v.Teams, opts, v.Presets})
	}
	writeJSON(w, http.StatusOK, out)
}

type newGameRequest struct {
	Variant  string   `json:"variant"`
	Options  string   `json:"options"`
	Position string   `json:"position"`
	As       []string `json:"as"`
	Engine   string   `json:"engine"`
	Nodes    int      `json:"nodes"`
}

type gameView struct {
	ID       string           `json:"id"`
	Snapshot variant.Snapshot `json:"snapshot"`
	Human    []string         `json:"human"`
	Played   []string         `json:"played"`
	Replies  []string         `json:"replies,omitempty"`
	Record   string           `json:"record"`
}

func (s *server) view(id string, gm *game, replies []string) gameView {
	p := gm.g.Position()
	v := p.Variant()
	snap := variant.Snap(p)
	if o := gm.g.Outcome(); o.Over() {
		snap.Outcome, snap.Result, snap.Moves, snap.Actions, snap.ToMove = v.Named(o), o.Result(len(v.Sides)), []string{}, nil, ""
	}
	var human []string
	for _, x := range gm.human.Sides() {
		human = append(human, v.SideName(x))
	}
	return gameView{ID: id, Snapshot: snap, Human: human, Played: append([]string{}, gm.g.MoveTexts()...), Replies: replies, Record: gm.g.Record().String()}
}

func decode(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return apiError{http.StatusBadRequest, "bad request body: " + err.Error()}
	}
	return nil
}

func (s *server) newGame(w http.ResponseWriter, r *http.Request) {
	var req newGameRequest
	if err := decode(w, r, &req); err != nil {
		writeError(w, err)
		return
	}
	start, err := variant.NewPosition(req.Variant, req.Options, req.Position)
	if err != nil {
		writeError(w, err)
		return
	}
	v := start.Variant()
	human := variant.SidesOf(0)
	if len(req.As) > 0 {
		human = 0
		for _, name := range req.As {
			x, err := v.ParseSide(name)
			if err != nil {
				writeError(w, err)
				return
			}
			human = human.With(x)
		}
	}
	computer, err := s.player(v, req.Engine, req.Nodes)
	if err != nil {
		writeError(w, err)
		return
	}
	gm := &game{g: variant.NewGame(start), human: human, computer: computer, created: time.Now()}
	s.mu.Lock()
	s.next++
	id := strconv.Itoa(s.next)
	s.games[id] = gm
	s.order = append(s.order, id)
	for len(s.order) > s.maxGames {
		delete(s.games, s.order[0])
		s.order = s.order[1:]
	}
	s.mu.Unlock()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	replies, err := s.reply(r.Context(), gm)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.view(id, gm, replies))
}

func (s *server) player(v *variant.Variant, engine string, nodes int) (search.Player[variant.AnyPosition, variant.Move], error) {
	l := search.Limits{Nodes: nodes, Time: s.think}
	switch engine {
	case "", "mcts":
		if l.Nodes == 0 {
			l.Nodes = 3000
		}
	case "alphabeta":
		l.Depth = 4
	}
	p, err := search.New(v, search.Config{Kind: engine, Limits: l, Seed: uint64(time.Now().UnixNano())})
	if err != nil {
		return nil, apiError{http.StatusBadRequest, err.Error()}
	}
	return p, nil
}

// reply plays the computer's moves until it is the person's turn or the
// game is over.
func (s *server) reply(ctx context.Context, gm *game) ([]string, error) {
	var replies []string
	for !gm.g.Outcome().Over() && !gm.human.Has(gm.g.Position().ToMove()) {
		p := gm.g.Position()
		m, err := search.ChooseIn(ctx, gm.computer, gm.g)
		if err != nil {
			return replies, err
		}
		text := p.MoveText(m)
		if err := gm.g.Play(m); err != nil {
			return replies, err
		}
		replies = append(replies, text)
	}
	return replies, nil
}

func (s *server) lookup(r *http.Request) (string, *game, error) {
	id := r.PathValue("id")
	s.mu.Lock()
	gm, ok := s.games[id]
	s.mu.Unlock()
	if !ok {
		return id, nil, apiError{http.StatusNotFound, fmt.Sprintf("no game %q", id)}
	}
	return id, gm, nil
}

// update runs change on the game named in the request, under its lock;
// unless change fails, the computer then plays its turns and the game is
// sent back.
func (s *server) update(w http.ResponseWriter, r *http.Request, change func(gm *game) error) {
	id, gm, err := s.lookup(r)
	if err != nil {
		writeError(w, err)
		return
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if err := change(gm); err != nil {
		writeError(w, err)
		return
	}
	replies, err := s.reply(r.Context(), gm)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, s.view(id, gm, replies))
}

func (s *server) getGame(w http.ResponseWriter, r *http.Request) {
	id, gm, err := s.lookup(r)
	if err != nil {
		writeError(w, err)
		return
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	writeJSON(w, http.StatusOK, s.view(id, gm, nil))
}

func (s *server) move(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Move string `json:"move"`
	}
	if err := decode(w, r, &req); err != nil {
		writeError(w, err)
		return
	}
	s.update(w, r, func(gm *game) error {
		if p := gm.g.Position(); !gm.g.Outcome().Over() && !gm.human.Has(p.ToMove()) {
			return apiError{http.StatusConflict, "it is the computer's turn"}
		}
		return gm.g.PlayText(req.Move)
	})
}

// undo takes back moves to the person's previous turn; back at the start
// with the computer to move, the computer moves again.
func (s *server) undo(w http.ResponseWriter, r *http.Request) {
	s.update(w, r, func(gm *game) error {
		if gm.g.Len() == 0 {
			return variant.ErrNoUndo
		}
		for gm.g.Undo() == nil {
			if gm.human.Has(gm.g.Position().ToMove()) {
				break
			}
		}
		return nil
	})
}

func (s *server) svg(w http.ResponseWriter, r *http.Request) {
	_, gm, err := s.lookup(r)
	if err != nil {
		writeError(w, err)
		return
	}
	gm.mu.Lock()
	doc := svg.Render(gm.g.Position(), svg.Options{})
	gm.mu.Unlock()
	w.Header().Set("Content-Type", "image/svg+xml")
	io.WriteString(w, doc)
}
