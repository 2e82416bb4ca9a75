package variant

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Status says whether a game goes on, was won, or was drawn.
type Status uint8

// The statuses of an [Outcome].
const (
	Ongoing Status = iota // the game goes on
	Won                   // one team (or side) won: see Outcome.Winners
	Drawn                 // nobody won
)

var statusNames = [...]string{"ongoing", "won", "drawn"}

// parseStatus reads a status as [Status.String] writes it.
func parseStatus(text string) (Status, error) {
	for i, name := range statusNames {
		if text == name {
			return Status(i), nil
		}
	}
	return 0, fmt.Errorf("%w: unknown outcome status %s", ErrRecord, Excerpt(text))
}

// String returns "ongoing", "won" or "drawn".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", s)
}

// Outcome is the state of a game's result: ongoing, or finished with the
// winning sides or a draw, and a reason in the game's own vocabulary
// ("checkmate", "kings captured", "bare kings", "great victory"). The zero
// Outcome is ongoing.
type Outcome struct {
	Status  Status
	Winners SideSet // the sides that won (a whole team), when Status is Won
	Reason  string  // why the game ended, in the game's vocabulary
}

// Win returns a finished outcome won by the given sides.
func Win(winners SideSet, reason string) Outcome {
	return Outcome{Status: Won, Winners: winners, Reason: reason}
}

// Draw returns a drawn outcome.
func Draw(reason string) Outcome { return Outcome{Status: Drawn, Reason: reason} }

// Over reports whether the game has finished.
func (o Outcome) Over() bool { return o.Status != Ongoing }

// Score returns the share of the result that side x earned: 1 for a winner,
// 0 for a loser, 1/2 in a draw, 0 while the game goes on.
func (o Outcome) Score(x Side) float64 {
	switch o.Status {
	case Won:
		if o.Winners.Has(x) {
			return 1
		}
	case Drawn:
		return 0.5
	}
	return 0
}

// Sign is the outcome for side x as a sign: +1 if x won, -1 if x lost, 0
// for a draw or a game that goes on. Evaluations score finished games with
// it.
func (o Outcome) Sign(x Side) int {
	if o.Status != Won {
		return 0
	}
	if o.Winners.Has(x) {
		return 1
	}
	return -1
}

// Result writes the outcome as a game-record result for a game of n sides:
// "1-0", "0-1", "1/2-1/2" or "*" for two sides, and for more sides one
// score per side in side order, "1-0-1-0" or "1/2-1/2-1/2-1/2".
func (o Outcome) Result(n int) string {
	if o.Status == Ongoing {
		return "*"
	}
	parts := make([]string, n)
	for i := range parts {
		switch o.Score(Side(i)) {
		case 1:
			parts[i] = "1"
		case 0.5:
			parts[i] = "1/2"
		default:
			parts[i] = "0"
		}
	}
	return strings.Join(parts, "-")
}

// String writes the outcome without a variant to name the sides:
// "ongoing", "won by side 0 and side 2: checkmate", "drawn: stalemate".
// Anything shown to people should come from [Variant.Describe], which
// names the sides ("won by white: checkmate"); String is for logs and
// tests.
func (o Outcome) String() string {
	switch o.Status {
	case Ongoing:
		return "ongoing"
	case Won:
		var parts []string
		for _, x := range o.Winners.Sides() {
			parts = append(parts, fmt.Sprintf("side %d", x))
		}
		s := "won by " + strings.Join(parts, " and ")
		if len(parts) == 0 {
			s = "won by nobody (inconsistent)"
		}
		if o.Reason != "" {
			s += ": " + o.Reason
		}
		return s
	default:
		s := o.Status.String()
		if o.Reason != "" {
			s += ": " + o.Reason
		}
		return s
	}
}

// Valid reports whether the outcome is consistent: a won outcome has
// winners, an ongoing or drawn one has none, an ongoing one has no reason,
// and the status is one of the three.
func (o Outcome) Valid() error {
	switch o.Status {
	case Ongoing:
		if o.Winners != 0 {
			return errors.New("an ongoing game has no winners")
		}
		if o.Reason != "" {
			return errors.New("an ongoing game has no reason")
		}
	case Won:
		if o.Winners == 0 {
			return errors.New("a won game needs winners")
		}
	case Drawn:
		if o.Winners != 0 {
			return errors.New("a drawn game has no winners")
		}
	default:
		return fmt.Errorf("unknown status %d", o.Status)
	}
	return nil
}

// outcomeJSON is the JSON form of an Outcome. Winners are ints: a []Side
// would be written as base64, as encoding/json writes every []uint8.
type outcomeJSON struct {
	Status  string `json:"status"`
	Winners []int  `json:"winners,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// MarshalJSON writes {"status":"won","winners":[0],"reason":"checkmate"}:
// the winners by side number, as the Outcome does not know the sides'
// names. What a program shows or sends to people is a [NamedOutcome],
// from [Variant.Named].
func (o Outcome) MarshalJSON() ([]byte, error) {
	var w []int
	for _, x := range o.Winners.Sides() {
		w = append(w, int(x))
	}
	return json.Marshal(outcomeJSON{o.Status.String(), w, o.Reason})
}

// UnmarshalJSON reads what MarshalJSON writes, and rejects an inconsistent
// outcome (see [Outcome.Valid]), a winner given twice or out of range, and
// unknown fields. Errors match [ErrRecord].
func (o *Outcome) UnmarshalJSON(b []byte) error {
	var j outcomeJSON
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&j); err != nil {
		return fmt.Errorf("%w: outcome: %w", ErrRecord, err)
	}
	if d.More() {
		return fmt.Errorf("%w: outcome: text after the object", ErrRecord)
	}
	st, err := parseStatus(j.Status)
	if err != nil {
		return err
	}
	var w SideSet
	for _, x := range j.Winners {
		if x < 0 || x >= MaxSides {
			return fmt.Errorf("%w: outcome winner %d out of range 0..%d", ErrRecord, x, MaxSides-1)
		}
		if w.Has(Side(x)) {
			return fmt.Errorf("%w: outcome winner %d given twice", ErrRecord, x)
		}
		w = w.With(Side(x))
	}
	out := Outcome{Status: st, Winners: w, Reason: j.Reason}
	if err := out.Valid(); err != nil {
		return fmt.Errorf("%w: outcome %s: %w", ErrRecord, j.Status, err)
	}
	*o = out
	return nil
}

// NamedOutcome is an [Outcome] as people and programs outside Go read it:
// the winners by the variant's side names and the whole outcome as text.
// Its JSON is {"status":"won","winners":["even"],"reason":"great victory",
// "text":"won by even: great victory"}. Make one with [Variant.Named].
type NamedOutcome struct {
	Status  Status   `json:"-"`
	Winners []string `json:"winners,omitempty"` // the winning sides' names
	Reason  string   `json:"reason,omitempty"`
	Text    string   `json:"text"` // [Variant.Describe] of the outcome
}

// Over reports whether the game has finished.
func (n NamedOutcome) Over() bool { return n.Status != Ongoing }

type namedOutcomeJSON struct {
	Status  string   `json:"status"`
	Winners []string `json:"winners,omitempty"`
	Reason  string   `json:"reason,omitempty"`
	Text    string   `json:"text"`
}

// MarshalJSON writes the status by name with the other fields.
func (n NamedOutcome) MarshalJSON() ([]byte, error) {
	return json.Marshal(namedOutcomeJSON{n.Status.String(), n.Winners, n.Reason, n.Text})
}

// UnmarshalJSON reads what MarshalJSON writes, and rejects an inconsistent
// outcome: a won outcome without winners, winners of an ongoing or drawn
// one. Errors match [ErrRecord].
func (n *NamedOutcome) UnmarshalJSON(b []byte) error {
	var j namedOutcomeJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("%w: outcome: %w", ErrRecord, err)
	}
	st, err := parseStatus(j.Status)
	if err != nil {
		return err
	}
	if (st == Won) != (len(j.Winners) > 0) {
		return fmt.Errorf("%w: outcome %s with %d winners", ErrRecord, j.Status, len(j.Winners))
	}
	*n = NamedOutcome{Status: st, Winners: j.Winners, Reason: j.Reason, Text: j.Text}
	return nil
}

// Named returns the outcome with the winners named by the variant's sides.
func (v *Variant) Named(o Outcome) NamedOutcome {
	n := NamedOutcome{Status: o.Status, Reason: o.Reason, Text: v.Describe(o)}
	for _, x := range o.Winners.Sides() {
		n.Winners = append(n.Winners, v.SideName(x))
	}
	return n
}
