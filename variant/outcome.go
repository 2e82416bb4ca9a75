package variant

import (
	"encoding/json"
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

// String writes the outcome for people: "ongoing", "won by {0 2}: checkmate",
// "drawn: stalemate". [Variant.Describe] names the sides.
func (o Outcome) String() string {
	switch o.Status {
	case Ongoing:
		return "ongoing"
	case Won:
		s := fmt.Sprintf("won by %v", o.Winners.Sides())
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

// outcomeJSON is the JSON form of an Outcome. Winners are ints: a []Side
// would be written as base64, as encoding/json writes every []uint8.
type outcomeJSON struct {
	Status  string `json:"status"`
	Winners []int  `json:"winners,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// MarshalJSON writes {"status":"won","winners":[0],"reason":"checkmate"}.
func (o Outcome) MarshalJSON() ([]byte, error) {
	var w []int
	for _, x := range o.Winners.Sides() {
		w = append(w, int(x))
	}
	return json.Marshal(outcomeJSON{o.Status.String(), w, o.Reason})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (o *Outcome) UnmarshalJSON(b []byte) error {
	var j outcomeJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	var st Status
	switch j.Status {
	case "ongoing":
		st = Ongoing
	case "won":
		st = Won
	case "drawn":
		st = Drawn
	default:
		return fmt.Errorf("variant: unknown outcome status %q", j.Status)
	}
	var w SideSet
	for _, x := range j.Winners {
		if x < 0 || x >= MaxSides {
			return fmt.Errorf("variant: winner %d out of range", x)
		}
		w = w.With(Side(x))
	}
	*o = Outcome{Status: st, Winners: w, Reason: j.Reason}
	return nil
}
