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
// wrapped at 79 columns and ending with the result ("*" when Result is
// empty). [ParseRecord] reads it back to an equal record when the tag names
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
	for i, m := range r.Moves {
		k := r.FirstPly + i
		switch {
		case k%per == 0:
			tokens = append(tokens, strconv.Itoa(first+k/per)+".")
		case i == 0:
			tokens = append(tokens, strconv.Itoa(first+k/per)+"...")
		}
		tokens = append(tokens, m)
	}
	result := r.Result
	if result == "" {
		result = "*"
	}
	tokens = append(tokens, result)
	line := 0
	for i, t := range tokens {
		if i > 0 {
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

// ParseRecord reads one game record. It skips comments ({...} and ; to the
// end of the line), numeric annotation glyphs ($n), recursive variations
// ((...)), move numbers ("12.", "12...") and the annotation marks !, ? after
// a move, keeping the main line. Errors are *[ParseError] values matching
// [ErrRecord] with the offset of the problem.
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
	flush := func() {
		if started {
			if cur.Result == "" {
				cur.Result = "*"
				if tag, ok := cur.Tag("Result"); ok && isResult(tag) {
					cur.Result = tag
				}
			}
			out = append(out, cur)
		}
		cur, started, inMoves = Record{}, false, false
	}
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
			i = skipLine(text, i)
		case c == '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				return nil, recordError(text, i, "comment not closed with }")
			}
			i += end + 1
		case c == '(':
			j, err := skipVariation(text, i)
			if err != nil {
				return nil, err
			}
			i = j
		case c == ')':
			return nil, recordError(text, i, "')' without a variation")
		case c == '[':
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
			tok := strings.TrimRight(stripMoveNumber(text[i:j]), "!?")
			i = j
			started, inMoves = true, true
			if tok == "" {
				continue
			}
			if isResult(tok) {
				cur.Result = tok
				// "*" in the tag or the movetext means "unknown", which agrees
				// with any result.
				if tag, ok := cur.Tag("Result"); ok && tag != "*" && tok != "*" && sameResult(tag) != sameResult(tok) {
					return nil, recordError(text, start, "result %s differs from the Result tag %s", tok, tag)
				}
				flush()
				continue
			}
			cur.Moves = append(cur.Moves, tok)
		}
	}
	flush()
	return out, nil
}

// sameResult writes a result with "1/2" for "½", so that equal results
// compare equal.
func sameResult(s string) string { return strings.ReplaceAll(s, "½", "1/2") }

// skipVariation returns the offset after the variation that opens at i,
// nested variations and comments included.
func skipVariation(text string, i int) (int, error) {
	depth := 0
	for j := i; j < len(text); j++ {
		switch text[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j + 1, nil
			}
		case '{':
			end := strings.IndexByte(text[j:], '}')
			if end < 0 {
				return 0, recordError(text, j, "comment not closed with }")
			}
			j += end
		case ';':
			j = skipLine(text, j) - 1
		}
	}
	return 0, recordError(text, i, "variation not closed with )")
}

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
		return Tag{}, 0, recordError(text, k, "tag %s: ']' expected", name)
	}
	return Tag{name, val.String()}, k + 1, nil
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
