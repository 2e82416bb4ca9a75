// Package hosthttp is the HTTP layer of package host, for the game sites
// that embed it: a JSON API, server-sent event streams with resume and
// heartbeats, errors mapped to statuses, limits per client (event streams
// per client and in all; games per client through the host), an
// authentication hook for the site's own users, a trusted-proxy setting for
// the client's address, JSON-only request bodies, and security headers.
//
// Mount a [Handler] on the site's own router, under the site's own login:
//
//	api := hosthttp.New(h, hosthttp.Options{Auth: mySession})
//	mux.Handle("/api/", api)
//
// The routes (ID a game id; "Bearer" an Authorization: Bearer TOKEN header
// with a seat's token, or else a user signed in per Options.Auth):
//
//	GET  /api/variants                 every game with its sides, options, presets and rules
//	POST /api/games                    {"variant","options","position","seats":[{"sides":["white"],"name":"Ann","me":true},
//	                                    {"sides":["black"],"computer":"mcts"}],"clock":"5+3"} → 201, a token per person seat
//	                                   (shortcut {"variant","as":["white"],"engine":"alphabeta"}; no seats: one per side)
//	GET  /api/games/{id}               the game ([host.View])
//	POST /api/games/{id}/moves         Bearer, {"ply":N,"move":"e4"}
//	POST /api/games/{id}/resign        Bearer, {"side":"white"} (optional)
//	POST /api/games/{id}/undo          Bearer; only against computer seats
//	POST /api/games/{id}/takeback/offer    Bearer: propose to take back the seat's last turn (between people)
//	POST /api/games/{id}/takeback/accept   Bearer: agree to the pending offer (the last agreement takes back)
//	POST /api/games/{id}/takeback/decline  Bearer: decline the pending offer, or withdraw one's own
//	POST /api/games/{id}/token         Bearer, {"seat":N}: a new token for the seat (the old one stops working)
//	GET  /api/games/{id}/events?from=SEQ   server-sent events, "id: SEQ" (Last-Event-ID resumes);
//	                                   &spectator=1 counts the stream as a spectator's ("watchers" events)
//	GET  /api/games/{id}/svg[?flip=1][&levels=2][&ply=N]  the position (after N moves) as SVG, the last move marked
//	GET  /api/games/{id}/record        the game record (text)
//	GET  /api/me/games                 the signed-in user's games, latest first
//
// Errors are JSON {"error": "..."}: 400 bad input or illegal move, 401 no
// or unknown token, 403 not the seat's side or a cross-site request, 404,
// 405, 409 stale ply (with "ply" and "seq"), game over, halted, or a
// take-back answer with no offer pending, 413
// body too large, 415 a body that is not JSON, 429 limits, 500 internal
// (logged, details not sent), 503 shutting down or the store unavailable
// (with Retry-After).
//
// # Tokens and CSRF
//
// Seat tokens are read only from the Authorization header, never from the
// query string, where proxies and logs keep them (a page passes an
// invitation's token in the URL fragment, which browsers do not send). A
// request that changes anything must send a JSON body with Content-Type
// application/json, or no body and an Authorization header: a cross-site
// form or fetch can send neither without a CORS preflight, which this
// handler never grants; requests marked cross-site by the browser
// (Sec-Fetch-Site: cross-site) are refused too. This matters when Auth
// reads a cookie.
package hosthttp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/svg"
)

// Options configure a Handler. Zero fields take the defaults named.
type Options struct {
	// Auth returns the site's signed-in user of a request, if any (for
	// example from the site's session cookie). Commands without a seat
	// token then act for that user (host.Actor{User}), seats marked "me"
	// get that user, and /api/me/games lists that user's games. Nil: tokens
	// only.
	Auth func(*http.Request) (user string, ok bool)
	// TrustedProxies are the addresses of the site's reverse proxies: a
	// request from one of them names its client in X-Forwarded-For (the
	// rightmost address that is not a trusted proxy is the client). Others'
	// X-Forwarded-For is ignored. The client's address keys the limits.
	TrustedProxies   []netip.Prefix
	MaxStreams       int           // event streams open at once (default 1024)
	StreamsPerClient int           // event streams open at once per client address (default 32)
	Heartbeat        time.Duration // comment sent on an idle event stream (default 15s)
	MaxBody          int64         // largest request body (default 64 KiB)
	RetryAfter       time.Duration // told to clients with a 503 (default 5s)
	Logger           *slog.Logger  // default slog.Default()
}

// Handler serves the API. It is an http.Handler for paths under /api/.
type Handler struct {
	h       *host.Host
	o       Options
	mux     *http.ServeMux
	streams chan struct{}
	log     *slog.Logger

	mu        sync.Mutex
	perClient map[string]int
	watchers  map[string]*watchers // by game: the streams open on it
}

// New returns the API handler of a started host.
func New(h *host.Host, o Options) *Handler {
	if o.MaxStreams <= 0 {
		o.MaxStreams = 1024
	}
	if o.StreamsPerClient <= 0 {
		o.StreamsPerClient = 32
	}
	if o.Heartbeat <= 0 {
		o.Heartbeat = 15 * time.Second
	}
	if o.MaxBody <= 0 {
		o.MaxBody = 64 << 10
	}
	if o.RetryAfter <= 0 {
		o.RetryAfter = 5 * time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	s := &Handler{h: h, o: o, streams: make(chan struct{}, o.MaxStreams), perClient: map[string]int{},
		watchers: map[string]*watchers{}, log: host.RateLimited(o.Logger, time.Minute, 10)}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/variants", s.variants)
	mux.HandleFunc("POST /api/games", s.create)
	mux.HandleFunc("GET /api/games/{id}", s.get)
	mux.HandleFunc("POST /api/games/{id}/moves", s.move)
	mux.HandleFunc("POST /api/games/{id}/resign", s.resign)
	mux.HandleFunc("POST /api/games/{id}/undo", s.undo)
	mux.HandleFunc("POST /api/games/{id}/takeback/{answer}", s.takeback)
	mux.HandleFunc("POST /api/games/{id}/token", s.rotate)
	mux.HandleFunc("GET /api/games/{id}/events", s.events)
	mux.HandleFunc("GET /api/games/{id}/svg", s.svg)
	mux.HandleFunc("GET /api/games/{id}/record", s.record)
	mux.HandleFunc("GET /api/me/games", s.myGames)
	s.mux = mux
	return s
}

// ServeHTTP serves the API, with the security headers, the cross-site and
// JSON-only checks on requests that change anything, and JSON errors for
// unknown paths and methods.
func (s *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	setSecurityHeaders(w.Header(), "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if err := checkWrite(r); err != nil {
			s.writeError(w, err)
			return
		}
	}
	if _, pattern := s.mux.Handler(r); pattern == "" {
		// Ask the router which methods the path has, for 405 and Allow.
		var allow []string
		for _, m := range []string{"GET", "POST", "PUT", "DELETE", "PATCH"} {
			r2 := r.Clone(r.Context())
			r2.Method = m
			if _, p := s.mux.Handler(r2); p != "" {
				allow = append(allow, m)
			}
		}
		if len(allow) > 0 {
			w.Header().Set("Allow", strings.Join(allow, ", "))
			WriteJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": fmt.Sprintf("method %s not allowed on %s", shorten(r.Method), shorten(r.URL.Path))})
			return
		}
		WriteJSON(w, http.StatusNotFound, map[string]string{"error": "no such resource: " + shorten(r.URL.Path)})
		return
	}
	s.mux.ServeHTTP(w, r)
}

// Errors of the HTTP layer.
var (
	// ErrCrossSite is a request that changes something sent from another
	// site (403).
	ErrCrossSite = errors.New("cross-site request refused")
	// ErrMediaType is a body that is not JSON (415).
	ErrMediaType = errors.New("unsupported media type")
	// ErrNoResource is a path that names nothing (404).
	ErrNoResource = errors.New("no such resource")
)

// checkWrite refuses what a cross-site page could send without a CORS
// preflight: a request the browser marks cross-site, and a body that is
// not JSON (text/plain, form encodings) or no body without an
// Authorization header.
func checkWrite(r *http.Request) error {
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
		return fmt.Errorf("%w: %s from another site", ErrCrossSite, r.Method)
	}
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		if r.ContentLength == 0 && r.Header.Get("Authorization") != "" {
			return nil
		}
		return fmt.Errorf("%w: send a JSON body with Content-Type: application/json", ErrMediaType)
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil || mt != "application/json" {
		return fmt.Errorf("%w: %q: send Content-Type: application/json", ErrMediaType, shorten(ct))
	}
	return nil
}

// PageCSP is the Content-Security-Policy that [Secure] sets by default: the
// page's own scripts, styles, images and connections only (inline style
// attributes allowed for the SVG boards it inserts), no framing, no
// plugins, no base or form targets elsewhere.
const PageCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Secure wraps a page's handler with security headers:
// Content-Security-Policy csp (PageCSP if ""), X-Frame-Options DENY,
// Referrer-Policy no-referrer (a game's address never leaves the site) and
// X-Content-Type-Options nosniff.
func Secure(next http.Handler, csp string) http.Handler {
	if csp == "" {
		csp = PageCSP
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setSecurityHeaders(w.Header(), csp)
		next.ServeHTTP(w, r)
	})
}

func setSecurityHeaders(h http.Header, csp string) {
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
}

// WriteJSON writes v as a JSON answer with status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// Status maps an error of the host or of this package to its HTTP status.
func Status(err error) int {
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return http.StatusRequestEntityTooLarge
	case errors.Is(err, host.ErrToken):
		return http.StatusUnauthorized
	case errors.Is(err, host.ErrNotYourTurn), errors.Is(err, ErrCrossSite):
		return http.StatusForbidden
	case errors.Is(err, ErrMediaType):
		return http.StatusUnsupportedMediaType
	case errors.Is(err, host.ErrNotFound), errors.Is(err, ErrNoResource):
		return http.StatusNotFound
	case errors.Is(err, host.ErrStale), errors.Is(err, variant.ErrGameOver), errors.Is(err, host.ErrHalted), errors.Is(err, host.ErrOffer):
		return http.StatusConflict
	case errors.Is(err, host.ErrLimit):
		return http.StatusTooManyRequests
	case errors.Is(err, host.ErrClosed), errors.Is(err, host.ErrUnavailable):
		return http.StatusServiceUnavailable
	case errors.Is(err, ErrBadRequest), errors.Is(err, host.ErrSpec), errors.Is(err, variant.ErrMove),
		errors.Is(err, variant.ErrIllegalMove), errors.Is(err, variant.ErrUnknownVariant), errors.Is(err, variant.ErrOption),
		errors.Is(err, variant.ErrPosition), errors.Is(err, variant.ErrNoUndo), errors.Is(err, variant.ErrRecord):
		return http.StatusBadRequest
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

// writeError answers an error: its status and message; internal errors
// are logged (rate-limited) and answered without details; 503s carry
// Retry-After.
func (s *Handler) writeError(w http.ResponseWriter, err error) {
	code := Status(err)
	msg := strings.Join(strings.Fields(err.Error()), " ")
	switch {
	case code == http.StatusInternalServerError:
		msg = "internal error"              // details stay in the log
		if !errors.Is(err, host.ErrPanic) { // the host logged it with its stack
			s.log.Error("hosthttp: internal error", "err", err)
		}
	case errors.Is(err, host.ErrUnavailable):
		msg = "the service is unavailable for a moment: try again"
		s.log.Error("hosthttp: store unavailable", "err", err)
	}
	if code == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", strconv.Itoa(int(max(s.o.RetryAfter.Round(time.Second), time.Second)/time.Second)))
	}
	body := map[string]any{"error": msg}
	var stale *host.StaleError
	if errors.As(err, &stale) && stale.Ply >= 0 {
		body["ply"] = stale.Ply
		body["seq"] = stale.Seq
	}
	WriteJSON(w, code, body)
}

// prepare bounds a request's time and reads its body (at most MaxBody).
func (s *Handler) prepare(w http.ResponseWriter, r *http.Request) (context.Context, context.CancelFunc, []byte, error) {
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(20 * time.Second))
	ctx, cancel := context.WithTimeout(r.Context(), 15*time.Second)
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.o.MaxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if !errors.As(err, &tooBig) {
			err = fmt.Errorf("%w: reading the body: %w", errBadRequest, err)
		}
	}
	return ctx, cancel, body, err
}

// ClientAddr returns the address of the request's client: the connection's
// peer, or, when that is a trusted proxy, the rightmost address of
// X-Forwarded-For that is not a trusted proxy.
func (s *Handler) ClientAddr(r *http.Request) string {
	peer := r.RemoteAddr
	if h, _, err := net.SplitHostPort(peer); err == nil {
		peer = h
	}
	addr, err := netip.ParseAddr(peer)
	if err != nil || !s.trusted(addr) {
		return peer
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return peer // a malformed hop: trust nothing beyond the proxy
		}
		if !s.trusted(a.Unmap()) {
			return a.Unmap().String()
		}
	}
	return peer
}

func (s *Handler) trusted(a netip.Addr) bool {
	for _, p := range s.o.TrustedProxies {
		if p.Contains(a.Unmap()) {
			return true
		}
	}
	return false
}

// user returns the signed-in user, or "".
func (s *Handler) user(r *http.Request) string {
	if s.o.Auth == nil {
		return ""
	}
	if u, ok := s.o.Auth(r); ok {
		return u
	}
	return ""
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

func (s *Handler) variants(w http.ResponseWriter, r *http.Request) {
	out := []variantInfo{}
	for _, v := range variant.All() {
		vi := variantInfo{Name: v.Name, Aliases: v.Aliases, Description: v.Description, Rules: v.Rules, Sides: v.Sides,
			Teams: v.Teams, Options: append([]variant.OptionSpec{}, v.Options...), DefaultPreset: v.DefaultPreset}
		for _, p := range v.Presets {
			vi.Presets = append(vi.Presets, presetInfo{p.Name, p.Doc})
		}
		out = append(out, vi)
	}
	WriteJSON(w, http.StatusOK, out)
}

func (s *Handler) create(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, body, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	spec, err := decodeCreate(body, s.user(r))
	if err != nil {
		s.writeError(w, err)
		return
	}
	spec.Client = s.ClientAddr(r)
	v, err := s.h.Create(ctx, spec)
	if err != nil {
		s.writeError(w, err)
		return
	}
	WriteJSON(w, http.StatusCreated, v)
}

func (s *Handler) get(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	v, err := s.h.Get(ctx, r.PathValue("id"))
	if err != nil {
		s.writeError(w, err)
		return
	}
	WriteJSON(w, http.StatusOK, v)
}

// actor returns who sends a command: the Bearer token's seat, or the
// signed-in user; neither is 401.
func (s *Handler) actor(r *http.Request) (host.Actor, error) {
	if token := bearer(r.Header.Get("Authorization")); token != "" {
		return host.Actor{Token: token}, nil
	}
	if u := s.user(r); u != "" {
		return host.Actor{User: u}, nil
	}
	return host.Actor{}, fmt.Errorf("%w: send Authorization: Bearer TOKEN (the seat's token)", host.ErrToken)
}

// command reads a seat's command and runs it; a missing token is 401
// before the body is judged.
func (s *Handler) command(w http.ResponseWriter, r *http.Request, run func(ctx context.Context, id string, a host.Actor, body []byte) (any, error)) {
	ctx, cancel, body, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	a, err := s.actor(r)
	if err != nil {
		s.writeError(w, err)
		return
	}
	v, err := run(ctx, r.PathValue("id"), a, body)
	if err != nil {
		s.writeError(w, err)
		return
	}
	WriteJSON(w, http.StatusOK, v)
}

func (s *Handler) move(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id string, a host.Actor, body []byte) (any, error) {
		ply, move, err := decodeMove(body)
		if err != nil {
			return nil, err
		}
		return s.h.MoveAs(ctx, id, a, ply, move)
	})
}

func (s *Handler) resign(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id string, a host.Actor, body []byte) (any, error) {
		name, err := decodeResign(body)
		if err != nil {
			return nil, err
		}
		side := variant.NoSide
		if name != "" {
			p, _, err := s.h.Position(ctx, id)
			if err != nil {
				return nil, err
			}
			if side, err = p.Variant().ParseSide(name); err != nil {
				return nil, fmt.Errorf("%w: %q is not a side of %s", errBadRequest, shorten(name), p.Variant().Name)
			}
		}
		return s.h.ResignAs(ctx, id, a, side)
	})
}

func (s *Handler) undo(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id string, a host.Actor, body []byte) (any, error) {
		if err := decodeEmpty(body); err != nil {
			return nil, err
		}
		return s.h.UndoAs(ctx, id, a)
	})
}

// takeback runs a seat's take-back command: offer, accept or decline.
func (s *Handler) takeback(w http.ResponseWriter, r *http.Request) {
	run := map[string]func(context.Context, string, host.Actor) (host.View, error){
		"offer": s.h.OfferTakeback, "accept": s.h.AcceptTakeback, "decline": s.h.DeclineTakeback}[r.PathValue("answer")]
	if run == nil {
		s.writeError(w, fmt.Errorf("%w: %s (a take-back is offer, accept or decline)", ErrNoResource, shorten(r.URL.Path)))
		return
	}
	s.command(w, r, func(ctx context.Context, id string, a host.Actor, body []byte) (any, error) {
		if err := decodeEmpty(body); err != nil {
			return nil, err
		}
		return run(ctx, id, a)
	})
}

// rotate gives a seat a new token: {"seat": N} → {"seat": N, "token": T}.
func (s *Handler) rotate(w http.ResponseWriter, r *http.Request) {
	s.command(w, r, func(ctx context.Context, id string, a host.Actor, body []byte) (any, error) {
		var req struct {
			Seat *int `json:"seat"`
		}
		if err := decodeJSON(body, &req, false); err != nil {
			return nil, err
		}
		if req.Seat == nil {
			return nil, fmt.Errorf("%w: want {\"seat\": N}", errBadRequest)
		}
		tok, err := s.h.RotateToken(ctx, id, a, *req.Seat)
		if err != nil {
			return nil, err
		}
		return map[string]any{"seat": *req.Seat, "token": tok}, nil
	})
}

// gameInfo is a game in a user's list.
type gameInfo struct {
	ID      string    `json:"id"`
	Variant string    `json:"variant"`
	Ply     int       `json:"ply"`
	Over    bool      `json:"over"`
	Result  string    `json:"result"`
	Updated time.Time `json:"updated"`
}

func (s *Handler) myGames(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	u := s.user(r)
	if u == "" {
		s.writeError(w, fmt.Errorf("%w: not signed in", host.ErrToken))
		return
	}
	rows, err := s.h.Games(ctx, u, 200)
	if err != nil {
		s.writeError(w, err)
		return
	}
	out := []gameInfo{}
	for _, g := range rows {
		out = append(out, gameInfo{g.ID, g.Variant, g.Ply, g.Over, g.Result, g.Updated.UTC()})
	}
	WriteJSON(w, http.StatusOK, out)
}

// acquireStream takes a stream slot for client, in all and per client.
func (s *Handler) acquireStream(client string) (release func(), err error) {
	s.mu.Lock()
	if s.perClient[client] >= s.o.StreamsPerClient {
		s.mu.Unlock()
		return nil, fmt.Errorf("%w: %d event streams open from %s", host.ErrLimit, s.o.StreamsPerClient, client)
	}
	select {
	case s.streams <- struct{}{}:
	default:
		s.mu.Unlock()
		return nil, fmt.Errorf("%w: %d event streams open", host.ErrLimit, s.o.MaxStreams)
	}
	s.perClient[client]++
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		if s.perClient[client]--; s.perClient[client] <= 0 {
			delete(s.perClient, client)
		}
		<-s.streams
		s.mu.Unlock()
	}, nil
}

// events streams a game's events as server-sent events: "id: SEQ", "event:
// KIND", "data: {...}". It resumes after ?from=SEQ or the Last-Event-ID
// header, and sends a comment every Heartbeat to keep the connection open.
func (s *Handler) events(w http.ResponseWriter, r *http.Request) {
	from := r.URL.Query().Get("from")
	if last := r.Header.Get("Last-Event-ID"); last != "" {
		from = last
	}
	after, err := parseFrom(from)
	if err != nil {
		s.writeError(w, err)
		return
	}
	id := r.PathValue("id")
	if _, err := s.h.Get(r.Context(), id); err != nil {
		s.writeError(w, err)
		return
	}
	release, err := s.acquireStream(s.ClientAddr(r))
	if err != nil {
		s.writeError(w, err)
		return
	}
	defer release()
	count, leave := s.join(id, r.URL.Query().Get("spectator") == "1")
	defer leave()
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
		s.writeError(w, err)
		return
	case e := <-evs:
		evs2 := make(chan host.Event, 1)
		evs2 <- e
		s.stream(ctx, w, evs2, evs, done, count)
	case <-time.After(50 * time.Millisecond):
		s.stream(ctx, w, nil, evs, done, count)
	}
}

func (s *Handler) stream(ctx context.Context, w http.ResponseWriter, first, evs chan host.Event, done chan error, count <-chan Watching) {
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	rc.Flush()
	beat := time.NewTicker(s.o.Heartbeat)
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
		case n := <-count:
			// No id: a count is not an event of the game to resume from.
			data, _ := json.Marshal(n)
			rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
			if _, err := fmt.Fprintf(w, "event: watchers\ndata: %s\n\n", data); err != nil || rc.Flush() != nil {
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
func (s *Handler) svg(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	id := r.PathValue("id")
	p, before, err := s.h.Position(ctx, id)
	if err != nil {
		s.writeError(w, err)
		return
	}
	// ply=N draws the position after the game's first N moves (a page's
	// replay of the game).
	if q := r.URL.Query().Get("ply"); q != "" {
		if p, before, err = s.positionAt(ctx, id, q); err != nil {
			s.writeError(w, err)
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
	io.WriteString(w, svg.Render(p, opt))
}

// positionAt returns the position after the game's first ply moves (a
// number from 0 to the game's length) and the one before it (nil at 0),
// replaying the game's record.
func (s *Handler) positionAt(ctx context.Context, id, ply string) (now, before variant.AnyPosition, err error) {
	rec, err := s.h.Record(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	g, err := variant.Load(rec)
	if err != nil {
		return nil, nil, err
	}
	n, err := strconv.Atoi(ply)
	if err != nil || n < 0 || n > g.Len() {
		return nil, nil, fmt.Errorf("%w: ply %q is not a number from 0 to %d", ErrBadRequest, shorten(ply), g.Len())
	}
	if n > 0 {
		before = g.PositionAt(n - 1)
	}
	return g.PositionAt(n), before, nil
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

func (s *Handler) record(w http.ResponseWriter, r *http.Request) {
	ctx, cancel, _, err := s.prepare(w, r)
	defer cancel()
	if err != nil {
		s.writeError(w, err)
		return
	}
	rec, err := s.h.Record(ctx, r.PathValue("id"))
	if err != nil {
		s.writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, rec.String())
}
