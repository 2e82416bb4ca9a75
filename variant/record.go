package variant

import (
	"fmt"
	"strconv"
	"strings"
)

// Tag is one tag pair of a game record: [Name "Value"].
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Record is a generic game record in the PGN style that works for every
// game: tag pairs (Variant, Options, SetUp and FEN for a start position other
// than the variant's own, Result, and any others), the moves in the game's
// own move notation, and the result. The FEN tag holds the game's position
// text, whatever the game.
//
// The result is written "1-0", "0-1", "1/2-1/2" or "*" for two sides and as
// one score per side, "1-0-1-0", for more (see [Outcome.Result]).
type Record struct {
	Tags   []Tag    `json:"tags"`
	Moves  []string `json:"moves"`
	Result string   `json:"result"`
	// Comments are the comments before the first move; Notes[i] annotates
	// Moves[i] (NAGs, comments after it such as clock annotations, and
	// variations in its place). Notes is nil when no move is annotated,
	// and may be shorter than Moves.
	Comments []string `json:"comments,omitempty"`
	Notes    []Note   `json:"notes,omitempty"`

	// Numbering of the movetext: a move number is written every PliesPerNumber
	// moves (0 means 2), starting from FirstNumber (0 means 1); FirstPly is
	// the place of the first move in its round (1 for black to move in chess,
	// written "1..."). They do not change what the record means.
	PliesPerNumber int `json:"-"`
	FirstNumber    int `json:"-"`
	FirstPly       int `json:"-"`
}

// Tag returns the value of the first tag with the name.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets a tag, replacing its value if the record has it.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// String writes the record: tag pairs, a blank line, then the movetext
// wrapped at 79 columns, with its comments, NAGs (as $n) and variations,
// and ending with the result ("*" when Result is empty); a move after the
// first of its round that follows a comment or a variation gets its
// number ("3..."), as the PGN standard's export format has it. [ParseRecord] reads it back to an equal record when the tag names
// are letters, digits and '_', no tag value holds a newline (String writes
// one as a space, as PGN strings may not hold one), and every move is text
// that ParseRecord keeps as a move: no space or any of {};()[]$, not a
// result, no move number in front, no ! or ? at the end.
func (r Record) String() string {
	var b strings.Builder
	for _, t := range r.Tags {
		b.WriteString("[" + t.Name + " " + quoteTag(t.Value) + "]\n")
	}
	b.WriteByte('\n')
	per := r.PliesPerNumber
	if per <= 0 {
		per = 2
	}
	first := r.FirstNumber
	if first <= 0 {
		first = 1
	}
	var tokens []string
	writeLine(&tokens, Line{Comments: r.Comments, Moves: r.Moves, Notes: r.Notes}, r.FirstPly, per, first)
	result := r.Result
	if result == "" {
		result = "*"
	}
	tokens = append(tokens, result)
	line := 0
	for i, t := range tokens {
		if i > 0 && line == 0 && t[0] == '%' {
			b.WriteByte(' ') // after a comment to the end of the line: not an escape line
			line++
		} else if i > 0 && line > 0 {
			// A token that starts with '%' stays on the line: at the start of
			// a line it would be read as an escape line.
			if line+1+len(t) > 79 && t[0] != '%' {
				b.WriteByte('\n')
				line = 0
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(t)
		line += len(t)
		if t[0] == ';' {
			b.WriteByte('\n')
			line = 0
		}
	}
	b.WriteByte('\n')
	return b.String()
}

func quoteTag(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return `"` + s + `"`
}

func recordError(input string, offset int, format string, args ...any) error {
	return &ParseError{Kind: ErrRecord, Input: input, Offset: offset, Reason: fmt.Sprintf(format, args...)}
}

// ParseRecord reads one game record: tags, then the main line with its
// annotations, which it keeps in Comments and Notes: comments ({...} and ;
// to the end of the line, white space runs made one space), numeric
// annotation glyphs ($n, and the marks !, ?, !!, ??, !?, ?! after a move as
// $1 to $6), and recursive variations ((...)), nested. Move numbers ("12.",
// "12...") are skipped. A tag value whose inner quotes were not escaped is
// read to the last quote of its line, as python-chess reads it. Errors are
// *[ParseError] values matching [ErrRecord] with the offset of the
// problem.
func ParseRecord(text string) (Record, error) {
	recs, err := ParseRecords(text)
	if err != nil {
		return Record{}, err
	}
	switch len(recs) {
	case 0:
		return Record{}, recordError(text, -1, "no game in the text")
	case 1:
		return recs[0], nil
	}
	return Record{}, recordError(text, -1, "%d games in the text; want one", len(recs))
}

// ParseRecords reads every game record in the text, as ParseRecord does.
// A game ends at its result token, or where the next game's tags begin; a
// game without a result token takes the value of its Result tag if that is
// a result, and otherwise "*".
func ParseRecords(text string) ([]Record, error) {
	var out []Record
	var cur Record
	started := false
	inMoves := false
	// lines is the stack of lines being read: the main line, then the
	// variations open inside it.
	var lines []*Line
	var opens []int // where the open variations begin
	var main Line
	reset := func() {
		cur, main, started, inMoves = Record{}, Line{}, false, false
		lines, opens = []*Line{&main}, nil
	}
	reset()
	flush := func() {
		if started {
			if cur.Result == "" {
				cur.Result = "*"
				if tag, ok := cur.Tag("Result"); ok && isResult(tag) {
					cur.Result = tag
				}
			}
			main.trim()
			cur.Moves, cur.Notes, cur.Comments = main.Moves, main.Notes, main.Comments
			out = append(out, cur)
		}
		reset()
	}
	top := func() *Line { return lines[len(lines)-1] }
	i := 0
	for i < len(text) {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '%' && (i == 0 || text[i-1] == '\n'):
			// Escape line of the PGN standard.
			i = skipLine(text, i)
		case c == ';':
			j := skipLine(text, i)
			top().comment(text[i+1 : j])
			i = j
		case c == '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				return nil, recordError(text, i, "comment not closed with }")
			}
			top().comment(text[i+1 : i+end])
			i += end + 1
		case c == '(':
			l := top()
			if len(l.Moves) == 0 {
				return nil, recordError(text, i, "a variation before any move")
			}
			lines = append(lines, &Line{})
			opens = append(opens, i)
			i++
		case c == ')':
			if len(lines) == 1 {
				return nil, recordError(text, i, "')' without a variation")
			}
			v := lines[len(lines)-1]
			lines, opens = lines[:len(lines)-1], opens[:len(opens)-1]
			v.trim()
			n := top().note()
			n.Variations = append(n.Variations, *v)
			i++
		case c == '[':
			if len(lines) > 1 {
				return nil, recordError(text, opens[len(opens)-1], "variation not closed with )")
			}
			if inMoves {
				flush()
			}
			tag, n, err := parseTag(text, i)
			if err != nil {
				return nil, err
			}
			started = true
			cur.Tags = append(cur.Tags, tag)
			i = n
		case c == '$':
			j := i + 1
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			if j == i+1 {
				return nil, recordError(text, i, "'$' without a number")
			}
			nag, err := strconv.Atoi(text[i+1 : j])
			if err != nil || nag > 255 {
				return nil, recordError(text, i, "NAG %s is not 0 to 255", text[i:j])
			}
			if l := top(); len(l.Moves) > 0 {
				n := l.note()
				n.NAGs = append(n.NAGs, nag)
			}
			i = j
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\r\n{};()[]$", rune(text[j])) {
				j++
			}
			if j == i {
				return nil, recordError(text, i, "unexpected %q", text[i])
			}
			start := i
			tok := stripMoveNumber(text[i:j])
			i = j
			started, inMoves = true, true
			move := strings.TrimRight(tok, "!?")
			mark := tok[len(move):]
			if move == "" {
				// A mark alone annotates the move before it.
				if l := top(); mark != "" && len(l.Moves) > 0 {
					if nag := suffixNAG(mark); nag > 0 {
						n := l.note()
						n.NAGs = append(n.NAGs, nag)
					}
				}
				continue
			}
			if isResult(move) {
				if len(lines) > 1 {
					continue // a result inside a variation ends nothing
				}
				cur.Result = move
				// "*" in the tag or the movetext means "unknown", which agrees
				// with any result.
				if tag, ok := cur.Tag("Result"); ok && tag != "*" && move != "*" && sameResult(tag) != sameResult(move) {
					return nil, recordError(text, start, "result %s differs from the Result tag %s", move, tag)
				}
				flush()
				continue
			}
			l := top()
			l.Moves = append(l.Moves, move)
			if nag := suffixNAG(mark); nag > 0 {
				n := l.note()
				n.NAGs = append(n.NAGs, nag)
			}
		}
	}
	if len(lines) > 1 {
		return nil, recordError(text, opens[len(opens)-1], "variation not closed with )")
	}
	flush()
	return out, nil
}

// sameResult writes a result with "1/2" for "½", so that equal results
// compare equal.
func sameResult(s string) string { return strings.ReplaceAll(s, "½", "1/2") }

func skipLine(text string, i int) int {
	if end := strings.IndexByte(text[i:], '\n'); end >= 0 {
		return i + end + 1
	}
	return len(text)
}

func parseTag(text string, i int) (Tag, int, error) {
	j := i + 1
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	k := j
	for k < len(text) && (text[k] == '_' || text[k] >= 'A' && text[k] <= 'Z' || text[k] >= 'a' && text[k] <= 'z' || text[k] >= '0' && text[k] <= '9') {
		k++
	}
	if k == j {
		return Tag{}, 0, recordError(text, j, "tag without a name")
	}
	name := text[j:k]
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k >= len(text) || text[k] != '"' {
		return Tag{}, 0, recordError(text, k, "tag %s: value must be in double quotes", name)
	}
	var val strings.Builder
	k++
	for {
		if k >= len(text) || text[k] == '\n' {
			return Tag{}, 0, recordError(text, k, "tag %s: value not closed with \"", name)
		}
		if text[k] == '\\' && k+1 < len(text) && (text[k+1] == '"' || text[k+1] == '\\') {
			val.WriteByte(text[k+1])
			k += 2
			continue
		}
		if text[k] == '"' {
			k++
			break
		}
		val.WriteByte(text[k])
		k++
	}
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k >= len(text) || text[k] != ']' {
		// A value with quotes that were not escaped, as some archives
		// write ([Event ""Huangshan Cup" 2002"]): read it, as python-chess
		// does, to the last quote before the ']' that ends the line.
		if v, end, ok := lenientValue(text, j, k); ok {
			return Tag{name, v}, end, nil
		}
		return Tag{}, 0, recordError(text, k, "tag %s: ']' expected", name)
	}
	return Tag{name, val.String()}, k + 1, nil
}

// lenientValue reads the value of the tag whose name starts at j, when its
// quoted value ended early at k: the value runs from the first quote to the
// last '"' before a ']' that ends the line.
func lenientValue(text string, j, k int) (string, int, bool) {
	eol := strings.IndexByte(text[k:], '\n')
	if eol < 0 {
		eol = len(text)
	} else {
		eol += k
	}
	line := strings.TrimRight(text[j:eol], " \t\r")
	open := strings.IndexByte(line, '"')
	if !strings.HasSuffix(line, "]") || open < 0 {
		return "", 0, false
	}
	body := strings.TrimRight(line[:len(line)-1], " \t")
	if !strings.HasSuffix(body, `"`) || len(body)-1 <= open {
		return "", 0, false
	}
	v := body[open+1 : len(body)-1]
	v = strings.ReplaceAll(strings.ReplaceAll(v, `\"`, `"`), `\\`, `\`)
	return v, j + len(line), true
}

// isResult reports whether tok is a result: "*" or scores joined by '-'.
func isResult(tok string) bool {
	if tok == "*" {
		return true
	}
	parts := strings.Split(tok, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p != "1" && p != "0" && p != "1/2" && p != "½" {
			return false
		}
	}
	return true
}

// stripMoveNumber removes leading move numbers: "12." "12..." "3.e4"
// "1.2.e4" (what is left never starts with a move number).
func stripMoveNumber(tok string) string {
	for {
		j := 0
		for j < len(tok) && tok[j] >= '0' && tok[j] <= '9' {
			j++
		}
		if j == 0 || j == len(tok) || tok[j] != '.' {
			return tok
		}
		for j < len(tok) && tok[j] == '.' {
			j++
		}
		tok = tok[j:]
	}
}

// ParseResult reads a result token for a game of n sides: "*" is ongoing,
// "1-0" / "0-1" / "1/2-1/2" for two sides, one score per side for more. A
// win is one where the sides scoring 1 are the winners and the others 0.
func ParseResult(tok string, n int) (Outcome, error) {
	if tok == "*" || tok == "" {
		return Outcome{}, nil
	}
	if n < 1 || n > MaxSides {
		return Outcome{}, recordError(tok, -1, "a game has 1 to %d sides, not %d", MaxSides, n)
	}
	parts := strings.Split(tok, "-")
	if len(parts) != n {
		return Outcome{}, recordError(tok, -1, "result has %d scores; the game has %d sides", len(parts), n)
	}
	var winners SideSet
	halves := 0
	for i, p := range parts {
		switch p {
		case "1":
			winners = winners.With(Side(i))
		case "1/2", "½":
			halves++
		case "0":
		default:
			return Outcome{}, recordError(tok, -1, "score %s is not 1, 0 or 1/2", Excerpt(p))
		}
	}
	switch {
	case halves == n:
		return Draw(""), nil
	case halves == 0 && winners != 0:
		return Win(winners, ""), nil
	}
	return Outcome{}, recordError(tok, -1, "scores do not make a win or a draw")
}
