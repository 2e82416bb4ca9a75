package host

import (
	"sync"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// tables keeps the search tables ([search.Table]) of the computer sides
// that searched last, so that a side's next move starts from what its last
// search found, as an engine's does: at most max of them, of 2^bits
// entries each, the least recently used given up for a new one. Its
// methods are safe for concurrent use.
type tables struct {
	mu   sync.Mutex
	max  int
	bits int
	kept []keptTable
	tick uint64
}

type keptTable struct {
	game string
	side variant.Side
	t    *search.Table
	used uint64
}

// get returns the table of side x in game, made (in the place of the least
// recently used one, if max are kept) if it has none; nil when the host
// keeps none.
func (ts *tables) get(game string, x variant.Side) *search.Table {
	if ts.max <= 0 {
		return nil
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.tick++
	oldest := -1
	for i := range ts.kept {
		k := &ts.kept[i]
		if k.game == game && k.side == x {
			k.used = ts.tick
			return k.t
		}
		if oldest < 0 || k.used < ts.kept[oldest].used {
			oldest = i
		}
	}
	k := keptTable{game: game, side: x, t: search.NewTable(ts.bits), used: ts.tick}
	if len(ts.kept) < ts.max {
		ts.kept = append(ts.kept, k)
	} else {
		ts.kept[oldest] = k
	}
	return k.t
}
