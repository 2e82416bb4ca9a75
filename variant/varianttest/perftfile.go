package varianttest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// PerftRecord is one position of a perft file and its published counts:
// Counts[d-1] is the number of leaf nodes at depth d.
type PerftRecord struct {
	ID       string   // the record's id, or "" when the file gives none
	Position string   // the position text (an EPD or FEN line, as written)
	Counts   []uint64 // node counts by depth, from depth 1
	Line     int      // the line the record starts on, for messages
}

// ReadPerftFile reads a perft file in the format of python-chess's perft
// suites (examples/perft/*.perft): records of "id NAME", "epd TEXT" and
// "perft DEPTH COUNT" lines, depths counting up from 1, with blank lines and
// "#" comments between them. A record may begin with its epd line.
func ReadPerftFile(path string) ([]PerftRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := ReadPerft(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}

// ReadPerft reads perft records in the format of [ReadPerftFile] from r.
func ReadPerft(r io.Reader) ([]PerftRecord, error) {
	var recs []PerftRecord
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, rest, _ := strings.Cut(text, " ")
		rest = strings.TrimSpace(rest)
		switch key {
		case "id":
			recs = append(recs, PerftRecord{ID: rest, Line: line})
		case "epd", "fen":
			if len(recs) == 0 || recs[len(recs)-1].Position != "" {
				recs = append(recs, PerftRecord{Line: line})
			}
			recs[len(recs)-1].Position = rest
		case "perft":
			if len(recs) == 0 || recs[len(recs)-1].Position == "" {
				return nil, fmt.Errorf("line %d: perft before any position", line)
			}
			fs := strings.Fields(rest)
			if len(fs) != 2 {
				return nil, fmt.Errorf("line %d: want \"perft DEPTH COUNT\"", line)
			}
			r := &recs[len(recs)-1]
			depth, err1 := strconv.Atoi(fs[0])
			count, err2 := strconv.ParseUint(fs[1], 10, 64)
			if err1 != nil || err2 != nil || depth != len(r.Counts)+1 {
				return nil, fmt.Errorf("line %d: bad perft line (depth %s after %d)", line, fs[0], len(r.Counts))
			}
			r.Counts = append(r.Counts, count)
		default:
			return nil, fmt.Errorf("line %d: unknown line kind %q", line, key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return recs, nil
}
