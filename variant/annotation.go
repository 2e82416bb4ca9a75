package variant

import (
	"strconv"
	"strings"
	"time"
)

// Line is a sequence of moves with their annotations: a game's main line,
// or a variation (a line in place of a move).
type Line struct {
	Comments []string `json:"comments,omitempty"` // before the first move
	Moves    []string `json:"moves"`
	Notes    []Note   `json:"notes,omitempty"` // Notes[i] annotates Moves[i]; nil or shorter when not every move is annotated
}

// Note is what a record says about one move: its numeric annotation
// glyphs (NAGs: $1 for "!", $2 for "?", $3 "!!", $4 "??", $5 "!?", $6 "?!",
// and the others of the PGN standard), the comments after it (clock and
// other annotations such as "[%clk 0:03:00]" included, as written), and
// the variations that replace it. Comments are kept with their runs of
// white space written as one space.
type Note struct {
	NAGs       []int    `json:"nags,omitempty"`
	Comments   []string `json:"comments,omitempty"`
	Variations []Line   `json:"variations,omitempty"`
}

func (n Note) empty() bool {
	return len(n.NAGs) == 0 && len(n.Comments) == 0 && len(n.Variations) == 0
}

// Clock returns the time of the first clock annotation ([%clk H:MM:SS],
// seconds may have a fraction) in the note's comments, as lichess,
// chess.com and python-chess write the clock after a move.
func (n Note) Clock() (time.Duration, bool) {
	for _, c := range n.Comments {
		i := strings.Index(c, "[%clk ")
		if i < 0 {
			continue
		}
		rest := c[i+len("[%clk "):]
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			continue
		}
		if d, ok := parseClock(strings.TrimSpace(rest[:end])); ok {
			return d, true
		}
	}
	return 0, false
}

// parseClock reads H:MM:SS(.fraction).
func parseClock(s string) (time.Duration, bool) {
	parts := strings.Split(s, ":")
	if len(parts) != 3 {
		return 0, false
	}
	h, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	sec, err3 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil || err3 != nil || h < 0 || m < 0 || m > 59 || sec < 0 || sec >= 60 {
		return 0, false
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec*float64(time.Second)), true
}

// ClockComment returns the clock annotation of d, "[%clk 0:03:00]", to add
// to a note's comments (whole seconds, as lichess writes it; a fraction
// when d has one).
func ClockComment(d time.Duration) string {
	d = max(d, 0)
	h := int(d / time.Hour)
	m := int(d % time.Hour / time.Minute)
	rest := d % time.Minute
	sec := strconv.Itoa(int(rest / time.Second))
	if len(sec) < 2 {
		sec = "0" + sec
	}
	if f := rest % time.Second; f != 0 {
		sec += strings.TrimRight(strconv.FormatFloat(float64(f)/float64(time.Second), 'f', 3, 64)[1:], "0")
	}
	mm := strconv.Itoa(m)
	if m < 10 {
		mm = "0" + mm
	}
	return "[%clk " + strconv.Itoa(h) + ":" + mm + ":" + sec + "]"
}

// note returns the note of the line's last move, making room for it.
func (l *Line) note() *Note {
	for len(l.Notes) < len(l.Moves) {
		l.Notes = append(l.Notes, Note{})
	}
	return &l.Notes[len(l.Moves)-1]
}

// comment adds comment text: before the first move, or after the last.
func (l *Line) comment(text string) {
	c := strings.Join(strings.Fields(text), " ")
	if len(l.Moves) == 0 {
		l.Comments = append(l.Comments, c)
		return
	}
	n := l.note()
	n.Comments = append(n.Comments, c)
}

// trim drops the empty notes at the end (all of them when no move is
// annotated).
func (l *Line) trim() {
	k := len(l.Notes)
	for k > 0 && l.Notes[k-1].empty() {
		k--
	}
	if k == 0 {
		l.Notes = nil
	} else {
		l.Notes = l.Notes[:k]
	}
}

// suffixNAG is the NAG of a move suffix annotation: "!" is $1 ... "?!" $6;
// 0 for anything else.
func suffixNAG(mark string) int {
	switch mark {
	case "!":
		return 1
	case "?":
		return 2
	case "!!":
		return 3
	case "??":
		return 4
	case "!?":
		return 5
	case "?!":
		return 6
	}
	return 0
}

// writeLine appends the tokens of a line whose first move is ply firstPly
// of the game (0 is the first move of move number first), per plies to a
// move number: the numbers ("12.", and "12..." for a move after the first
// of its round that opens a line or follows a comment or a variation),
// the moves, NAGs, comments (one token per word, so that lines wrap
// inside them) and variations.
func writeLine(tokens *[]string, l Line, firstPly, per, first int) {
	for _, c := range l.Comments {
		writeComment(tokens, c)
	}
	after := true // a number is due on a move after the first of its round
	for i, m := range l.Moves {
		k := firstPly + i
		switch {
		case k%per == 0:
			*tokens = append(*tokens, strconv.Itoa(first+k/per)+".")
		case after:
			*tokens = append(*tokens, strconv.Itoa(first+k/per)+"...")
		}
		*tokens = append(*tokens, m)
		after = false
		if i >= len(l.Notes) {
			continue
		}
		n := l.Notes[i]
		for _, g := range n.NAGs {
			*tokens = append(*tokens, "$"+strconv.Itoa(g))
		}
		for _, c := range n.Comments {
			writeComment(tokens, c)
			after = true
		}
		for _, v := range n.Variations {
			at := len(*tokens)
			writeLine(tokens, v, k, per, first)
			if len(*tokens) == at {
				*tokens = append(*tokens, "()")
			} else {
				(*tokens)[at] = "(" + (*tokens)[at]
				(*tokens)[len(*tokens)-1] += ")"
			}
			after = true
		}
	}
}

// writeComment appends a comment in braces, a token per word, or, if it
// holds a '}' (which a brace comment cannot), as a comment to the end of
// the line (one token starting with ';', after which String breaks the
// line).
func writeComment(tokens *[]string, c string) {
	if strings.Contains(c, "}") {
		*tokens = append(*tokens, ";"+strings.Join(strings.Fields(c), " "))
		return
	}
	words := strings.Fields(c)
	if len(words) == 0 {
		*tokens = append(*tokens, "{}")
		return
	}
	words[0] = "{" + words[0]
	words[len(words)-1] += "}"
	*tokens = append(*tokens, words...)
}
