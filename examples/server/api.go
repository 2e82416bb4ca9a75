package main

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/svg"
)

//go:embed web
var webFS embed.FS

// errNoResource is a path that names nothing (404).
var errNoResource = errors.New("no such resource")

// maxStreams bounds the event streams open at once.
const maxStreams = 1024

type server struct {
	mux     *http.ServeMux
	h       *host.Host
	web     fs.FS
	streams chan struct{}
}

func newServer(h *host.Host) *server {
	web, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded tree always has web/
	}
	return &server{h: h, web: web, streams: make(chan struct{}, maxStreams)}
}

const staticPattern = "GET /{path...}"

func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/variants", s.variants)
	mux.HandleFunc("POST /api/games", s.create)
	mux.HandleFunc("GET /api/games/{id}", s.get)
	mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	mux.HandleFunc("POST /api/games/{id}/resign", s.resign)
	mux.HandleFunc("POST /api/games/{id}/undo", s.undo)
	mux.HandleFunc("GET /api/games/{id}/events", s.events)
	mux.HandleFunc("GET /api/games/{id}/svg", s.svg)
	mux.HandleFunc("GET /api/games/{id}/record", s.record)
	mux.HandleFunc("GET /api/games/{id}/notation", s.notation)
	mux.HandleFunc(staticPattern, s.static)
	s.mux = mux
	return jsonErrors(mux)
}

// jsonErrors answers the router's own 404 and 405 (no pattern matched) as
// JSON errors, with the Allow header the router sets.
func jsonErrors(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, pattern := mux.Handler(r); pattern == "" {
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, r)
			if allow := rec.Header().Get("Allow"); allow != "" {
				w.Header().Set("Allow", allow)
			}
			msg := "no such resource: " + shorten(r.URL.Path)
			if rec.Code == http.StatusMethodNotAllowed {
				msg = fmt.Sprintf("method %s not allowed on %s", shorten(r.Method), shorten(r.URL.Path))
			}
			writeJSON(w, rec.Code, map[string]string{"error": msg})
			return
		}
		mux.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// status maps an error to its HTTP status.
func status(err error) int {
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return http.StatusRequestEntityTooLarge
	case errors.Is(err, host.ErrToken):
		return http.StatusUnauthorized
	case errors.Is(err, host.ErrNotYourTurn):
		return http.StatusForbidden
	case errors.Is(err, host.ErrNotFound), errors.Is(err, errNoResource):
		return http.StatusNotFound
	case errors.Is(err, host.ErrStale), errors.Is(err, variant.ErrGameOver):
		return http.StatusConflict
	case errors.Is(err, host.ErrLimit):
		return http.StatusTooManyRequests
	case errors.Is(err, host.ErrClosed):
		return http.StatusServiceUnavailable
	case errors.Is(err, errBadRequest), errors.Is(err, host.ErrSpec), errors.Is(err, variant.ErrMove),
		errors.Is(err, variant.ErrIllegalMove), errors.Is(err, variant.ErrUnknownVariant), errors.Is(err, variant.ErrOption),
		errors.Is(err, variant.ErrPosition), errors.Is(err, variant.ErrNoUndo), errors.Is(err, variant.ErrRecord):
		return http.StatusBadRequest
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

func writeError(w http.ResponseWriter, err error) {
	code := status(err)
	msg := strings.Join(strings.Fields(err.Error()), " ")
	if code == http.StatusInternalServerError {
		msg = "internal error" // details stay in the log
		slog.Error("server: internal error", "err", err)
	}
	body := map[string]any{"error": msg}
	var stale *host.StaleError
	if errors.As(err, &stale) && stale.Ply >= 0 {
		body["ply"] = stale.Ply
		body["seq"] = stale.Seq
	}
	writeJSON(w, code, body)
}

// prepare bounds a request's time and reads its body (at most maxBody).
func prepare(w http.ResponseWriter, r *http.Request) (context.Context, context.CancelFunc, []byte, error) {
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(20 * time.Second))
	ctx, cancel := context.WithTimeout(r.Context(), 15*time.Second)
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if !errors.As(err, &tooBig) {
			err = fmt.Errorf("%w: reading the body: %w", errBadRequest, err)
		}
	}
	return ctx, cancel, body, err
}

func clientOf(r *http.Request) string {
	hostPart, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return hostPart
}

type variantInfo struct {
	Name          string               `json:"name"`
	Aliases       []string             `json:"aliases,omitempty"`
	Description   string               `json:"description"`
	Rules         string               `json:"rules"`
	Sides         []variant.SideInfo   `json:"sides"`
	Teams         []string             `json:"teams,omitempty"`
	Options       []variant.OptionSpec `json:"options"`
	Presets       []presetInfo         `json:"presets,omitempty"`
	DefaultPreset string               `json:"defaultPreset,omitempty"`
}

type presetInfo struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
}

func (s *server) variants(w http.ResponseWriter, r *http.Request) {
	out := []variantInfo{}
	for _, v := range variant.All() {
		vi := variantInfo{Name: v.Name, Aliases: v.Aliases, Description: v.Description, Rules: v.Rules, Sides: v.Sides,
			Teams: v.Teams, Options: append([]variant.OptionSpec{}, v.Options...), DefaultPreset: v.DefaultPreset}
		for _, p := range v.Presets {
			vi.Presets = append(vi.Presets, presetInfo{p.Name, p.Doc})
		}
		out = append(out, vi)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *server) create(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, body, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	spec, err := decodeCreate(body)
	if err != nil {
		writeError(w, err)
		return
	}
	spec.Client = clientOf(r)
	v, err := s.h.Create(ctx, spec)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, v)
}

func (s *server) get(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	v, err := s.h.Get(ctx, r.PathValue("id"))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// command reads a seat's command (Bearer token) and runs it; a missing
// token is 401 before the body is judged.
func (s *server) command(w http.ResponseWriter, r *http.Request, run func(ctx context.Context, id, token string, body []byte) (host.View, error)) {
	ctx, cancel, body, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	token := bearer(r.Header.Get("Authorization"))
	if token == "" {
		writeError(w, fmt.Errorf("%w: send Authorization: Bearer TOKEN (the seat's token)", host.ErrToken))
		return
	}
	v, err := run(ctx, r.PathValue("id"), token, body)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *server) move(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id, token string, body []byte) (host.View, error) {
		ply, move, err := decodeMove(body)
		if err != nil {
			return host.View{}, err
		}
		return s.h.Move(ctx, id, token, ply, move)
	})
}

func (s *server) resign(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id, token string, body []byte) (host.View, error) {
		name, err := decodeResign(body)
		if err != nil {
			return host.View{}, err
		}
		side := variant.NoSide
		if name != "" {
			p, _, err := s.h.Position(ctx, id)
			if err != nil {
				return host.View{}, err
			}
			if side, err = p.Variant().ParseSide(name); err != nil {
				return host.View{}, fmt.Errorf("%w: %q is not a side of %s", errBadRequest, shorten(name), p.Variant().Name)
			}
		}
		return s.h.Resign(ctx, id, token, side)
	})
}

func (s *server) undo(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id, token string, body []byte) (host.View, error) {
		if err := decodeEmpty(body); err != nil {
			return host.View{}, err
		}
		return s.h.Undo(ctx, id, token)
	})
}

// events streams a game's events as server-sent events: "id: SEQ", "event:
// KIND", "data: {...}". It resumes after ?from=SEQ or the Last-Event-ID
// header, and sends a comment every 15 s to keep the connection open.
func (s *server) events(w http.ResponseWriter, r *http.Request) {
	from := r.URL.Query().Get("from")
	if last := r.Header.Get("Last-Event-ID"); last != "" {
		from = last
	}
	after, err := parseFrom(from)
	if err != nil {
		writeError(w, err)
		return
	}
	id := r.PathValue("id")
	if _, err := s.h.Get(r.Context(), id); err != nil {
		writeError(w, err)
		return
	}
	select {
	case s.streams <- struct{}{}:
		defer func() { <-s.streams }()
	default:
		writeError(w, fmt.Errorf("%w: %d event streams open", host.ErrLimit, maxStreams))
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	evs := make(chan host.Event, 64)
	done := make(chan error, 1)
	go func() {
		done <- s.h.Watch(ctx, id, after, func(e host.Event) error {
			select {
			case evs <- e:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}()
	// The first event may report a bad sequence: wait a moment for it.
	select {
	case err := <-done:
		writeError(w, err)
		return
	case e := <-evs:
		evs2 := make(chan host.Event, 1)
		evs2 <- e
		s.stream(ctx, w, evs2, evs, done)
	case <-time.After(50 * time.Millisecond):
		s.stream(ctx, w, nil, evs, done)
	}
}

func (s *server) stream(ctx context.Context, w http.ResponseWriter, first, evs chan host.Event, done chan error) {
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	rc.Flush()
	beat := time.NewTicker(15 * time.Second)
	defer beat.Stop()
	send := func(e host.Event) error {
		data, _ := json.Marshal(struct {
			Seq    int64  `json:"seq"`
			Ply    int    `json:"ply"`
			Kind   string `json:"kind"`
			Side   string `json:"side"`
			Seat   int    `json:"seat"`
			Text   string `json:"text"`
			Result string `json:"result"`
		}{e.Seq, e.Ply, e.Kind, e.Name, e.Seat, e.Text, e.Result})
		rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
		if _, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", e.Seq, e.Kind, data); err != nil {
			return err
		}
		return rc.Flush()
	}
	if first != nil {
		if send(<-first) != nil {
			return
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-done:
			return
		case e := <-evs:
			if send(e) != nil {
				return
			}
		case <-beat.C:
			rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
			if _, err := io.WriteString(w, ": keep-alive\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}

// svg draws the position with the cells the last move changed marked.
func (s *server) svg(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	id := r.PathValue("id")
	p, before, err := s.h.Position(ctx, id)
	if err != nil {
		writeError(w, err)
		return
	}
	// ply=N draws the position after the game's first N moves (the page's
	// replay of the game).
	if q := r.URL.Query().Get("ply"); q != "" {
		if p, before, err = s.positionAt(ctx, id, q); err != nil {
			writeError(w, err)
			return
		}
	}
	opt := svg.Options{Flip: r.URL.Query().Get("flip") == "1"}
	// levels=2 draws a board's levels two to a row (a narrow screen).
	if n, err := strconv.Atoi(r.URL.Query().Get("levels")); err == nil && n > 0 && n <= 64 {
		opt.LevelsPerRow = n
	}
	if before != nil {
		opt.Highlight = changed(before, p)
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	io.WriteString(w, svg.Render(p, opt))
}

// changed returns the cells whose pieces differ between two positions: the
// squares a move left and reached, whatever the game.
func changed(a, b variant.AnyPosition) []board.Cell {
	at := func(p variant.AnyPosition) map[board.Cell]string {
		m := map[board.Cell]string{}
		for _, pc := range p.Pieces(nil) {
			if p.Board().Valid(pc.Cell) {
				m[pc.Cell] += fmt.Sprintf("%d/%d/%s/%s/%d;", pc.Level, pc.Side, pc.Kind, pc.Label, pc.Value)
			}
		}
		return m
	}
	ma, mb := at(a), at(b)
	var out []board.Cell
	for c := board.Cell(0); int(c) < b.Board().Cells(); c++ {
		if ma[c] != mb[c] {
			out = append(out, c)
		}
	}
	return out
}

// positionAt returns the position after the game's first ply moves (a
// number from 0 to the game's length) and the one before it (nil at 0).
func (s *server) positionAt(ctx context.Context, id, ply string) (now, before variant.AnyPosition, err error) {
	g, err := s.replayed(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	n, err := strconv.Atoi(ply)
	if err != nil || n < 0 || n > g.Len() {
		return nil, nil, fmt.Errorf("%w: ply %q is not a number from 0 to %d", errBadRequest, shorten(ply), g.Len())
	}
	if n > 0 {
		before = g.PositionAt(n - 1)
	}
	return g.PositionAt(n), before, nil
}

// replayed returns the game replayed from its record.
func (s *server) replayed(ctx context.Context, id string) (*variant.Game[variant.AnyPosition, variant.Move], error) {
	rec, err := s.h.Record(ctx, id)
	if err != nil {
		return nil, err
	}
	return variant.Load(rec)
}

// notation answers the game's moves in another notation of the game,
// {"style":"wxf","moves":["C2.5",...]}: Xiangqi's WXF notation or its
// ICCS coordinates (ranks 0-9), which Xiangqi players read.
func (s *server) notation(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	g, err := s.replayed(ctx, r.PathValue("id"))
	if err != nil {
		writeError(w, err)
		return
	}
	style := r.URL.Query().Get("style")
	f, ok := map[string]xqnotation.Format{"wxf": xqnotation.FormatWXF, "iccs": xqnotation.FormatICCS}[style]
	if !ok || g.Position().Variant().Name != "xiangqi" {
		writeError(w, fmt.Errorf("%w: %s has no notation %q (xiangqi has wxf and iccs)", errBadRequest, g.Position().Variant().Name, shorten(style)))
		return
	}
	moves := g.Moves()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = xqnotation.MoveText(g.PositionAt(i), m, f)
	}
	writeJSON(w, http.StatusOK, map[string]any{"style": style, "moves": out})
}

func (s *server) record(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := prepare(w, r)
	defer cancel()
	if err != nil {
		writeError(w, err)
		return
	}
	rec, err := s.h.Record(ctx, r.PathValue("id"))
	if err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, rec.String())
}

// static serves the page's files from web/ (index.html at /); anything
// else is a JSON 404.
func (s *server) static(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("path")
	if strings.HasPrefix(name, "api/") {
		// An API path with another method: 405, as the router would say.
		var allow []string
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
			r2 := r.Clone(r.Context())
			r2.Method = m
			if _, p := s.mux.Handler(r2); p != "" && p != staticPattern {
				allow = append(allow, m)
			}
		}
		if len(allow) > 0 {
			w.Header().Set("Allow", strings.Join(allow, ", "))
			writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": fmt.Sprintf("method GET not allowed on %s", shorten(r.URL.Path))})
			return
		}
	}
	if name == "" {
		name = "index.html"
	}
	if !fs.ValidPath(name) {
		writeError(w, fmt.Errorf("%w: %s", errNoResource, shorten(r.URL.Path)))
		return
	}
	if st, err := fs.Stat(s.web, name); err != nil || st.IsDir() {
		writeError(w, fmt.Errorf("%w: /%s", errNoResource, shorten(name)))
		return
	}
	http.ServeFileFS(w, r, s.web, name)
}
