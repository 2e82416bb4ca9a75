package hosthttp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
)

// ErrBadRequest marks a request that cannot be read (400).
var ErrBadRequest = errors.New("bad request")

var errBadRequest = ErrBadRequest

// decodeJSON reads exactly one JSON value into v: unknown fields and data
// after the value are errors. An empty body is an empty object if empty is
// true.
func decodeJSON(body []byte, v any, empty bool) error {
	if empty && len(bytes.TrimSpace(body)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: body: %s", errBadRequest, shorten(err.Error()))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: data after the JSON body", errBadRequest)
	}
	return nil
}

func shorten(s string) string {
	if len(s) > 200 {
		return s[:197] + "..."
	}
	return s
}

type seatRequest struct {
	Sides    []string `json:"sides"`
	Name     string   `json:"name"`
	Computer string   `json:"computer"` // "" a person; else a player kind: random, greedy, mcts, alphabeta
	Nodes    int      `json:"nodes"`
	Depth    int      `json:"depth"`
	// Me makes it the seat of the authenticated user (Options.Auth).
	Me bool `json:"me"`
}

type createRequest struct {
	Variant  string        `json:"variant"`
	Options  string        `json:"options"`
	Position string        `json:"position"`
	Seats    []seatRequest `json:"seats"`
	Clock    string        `json:"clock"`
	// The old shortcut: a person seat for the As sides (default: the first
	// side), a computer seat (Engine, default mcts) for the rest.
	As     []string `json:"as"`
	Engine string   `json:"engine"`
	Nodes  int      `json:"nodes"`
}

// decodeCreate reads the body of POST /api/games into a game spec (without
// the client). Seats name sides by name (or number); with neither seats nor
// the shortcut every side gets its own person seat. A seat with "me" gets
// user, which must not be "".
func decodeCreate(body []byte, user string) (host.GameSpec, error) {
	var req createRequest
	if err := decodeJSON(body, &req, false); err != nil {
		return host.GameSpec{}, err
	}
	spec := host.GameSpec{Variant: req.Variant, Options: req.Options, Position: req.Position}
	if req.Variant == "" {
		return spec, fmt.Errorf("%w: no variant", errBadRequest)
	}
	v, err := variant.Lookup(req.Variant)
	if err != nil {
		return spec, err
	}
	if req.Clock != "" {
		c, err := parseClock(req.Clock)
		if err != nil {
			return spec, err
		}
		spec.Clock = &c
	}
	sides := func(names []string) ([]variant.Side, error) {
		var out []variant.Side
		for _, n := range names {
			x, err := v.ParseSide(n)
			if err != nil {
				return nil, fmt.Errorf("%w: %q is not a side of %s", errBadRequest, shorten(n), v.Name)
			}
			out = append(out, x)
		}
		return out, nil
	}
	switch {
	case len(req.Seats) > 0:
		if len(req.As) > 0 || req.Engine != "" {
			return spec, fmt.Errorf("%w: seats and the as/engine shortcut together", errBadRequest)
		}
		for _, s := range req.Seats {
			xs, err := sides(s.Sides)
			if err != nil {
				return spec, err
			}
			seat := host.SeatSpec{Name: s.Name, Sides: xs}
			if err := host.CheckName(s.Name); err != nil {
				return spec, fmt.Errorf("%w: seat name %q: %w", errBadRequest, shorten(s.Name), err)
			}
			if s.Me {
				if user == "" {
					return spec, fmt.Errorf("%w: a seat for \"me\" needs a signed-in user", host.ErrToken)
				}
				if s.Computer != "" {
					return spec, fmt.Errorf("%w: a computer seat cannot be \"me\"", errBadRequest)
				}
				seat.User = user
			}
			if s.Computer != "" {
				seat.Computer = &host.Engine{Kind: s.Computer, Nodes: s.Nodes, Depth: s.Depth}
			} else if s.Nodes != 0 || s.Depth != 0 {
				return spec, fmt.Errorf("%w: nodes or depth for a person seat", errBadRequest)
			}
			spec.Seats = append(spec.Seats, seat)
		}
	case len(req.As) > 0 || req.Engine != "":
		as := req.As
		if len(as) == 0 {
			as = []string{v.Sides[0].Name}
		}
		xs, err := sides(as)
		if err != nil {
			return spec, err
		}
		person := host.SeatSpec{Sides: xs, User: user}
		var rest []variant.Side
		for i := range v.Sides {
			if !variant.SidesOf(xs...).Has(variant.Side(i)) {
				rest = append(rest, variant.Side(i))
			}
		}
		spec.Seats = []host.SeatSpec{person}
		if len(rest) > 0 {
			engine := req.Engine
			if engine == "" {
				engine = "mcts"
			}
			spec.Seats = append(spec.Seats, host.SeatSpec{Sides: rest, Computer: &host.Engine{Kind: engine, Nodes: req.Nodes}})
		}
	}
	return spec, nil
}

// parseClock reads a time control "MINUTES+SECONDS" ("5+3", "0.5+0").
func parseClock(s string) (host.ClockSpec, error) {
	base, inc, ok := strings.Cut(s, "+")
	bad := fmt.Errorf("%w: clock %q: want minutes+seconds, as 5+3", errBadRequest, shorten(s))
	if !ok {
		return host.ClockSpec{}, bad
	}
	m, err1 := strconv.ParseFloat(base, 64)
	sec, err2 := strconv.ParseFloat(inc, 64)
	if err1 != nil || err2 != nil || !(m > 0 && m <= 24*60) || !(sec >= 0 && sec <= 3600) {
		return host.ClockSpec{}, bad
	}
	return host.ClockSpec{Base: time.Duration(m * float64(time.Minute)), Increment: time.Duration(sec * float64(time.Second))}, nil
}

type moveRequest struct {
	Ply  *int   `json:"ply"`
	Move string `json:"move"`
}

// decodeMove reads the body of POST /api/games/{id}/moves: both fields are
// required.
func decodeMove(body []byte) (int, string, error) {
	var req moveRequest
	if err := decodeJSON(body, &req, false); err != nil {
		return 0, "", err
	}
	if req.Ply == nil || *req.Ply < 0 {
		return 0, "", fmt.Errorf("%w: want {\"ply\": N, \"move\": \"...\"} with the ply the move is played at", errBadRequest)
	}
	if req.Move == "" {
		return 0, "", fmt.Errorf("%w: no move", errBadRequest)
	}
	return *req.Ply, req.Move, nil
}

// decodeResign reads the body of POST /api/games/{id}/resign: empty, or
// {"side": NAME}.
func decodeResign(body []byte) (string, error) {
	var req struct {
		Side string `json:"side"`
	}
	if err := decodeJSON(body, &req, true); err != nil {
		return "", err
	}
	return req.Side, nil
}

// decodeEmpty reads a body that must be empty or {}.
func decodeEmpty(body []byte) error {
	var req struct{}
	return decodeJSON(body, &req, true)
}

// parseFrom reads the sequence an event stream resumes after, from the
// query's from or the Last-Event-ID header ("" is 0).
func parseFrom(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: event sequence %q: want a number >= 0", errBadRequest, shorten(s))
	}
	return n, nil
}

// bearer returns the token of an Authorization: Bearer header.
func bearer(h string) string {
	const p = "Bearer "
	if len(h) > len(p) && strings.EqualFold(h[:len(p)], p) {
		return strings.TrimSpace(h[len(p):])
	}
	return ""
}
