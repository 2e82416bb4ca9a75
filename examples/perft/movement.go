package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// movementPerft is perft -movement: the count of the move tree by the
// rules of movement alone (variant.MovementPerft). Published perft suites
// are made by programs that know no automatic draws, so a position that
// Ludus ends (kings alone, the 75-move rule) counts 0 by the game's rules
// and the suite's number by movement: "8/8/8/8/8/8/8/K6k w - - 0 1" at
// depth 2 is 0, and 9 with -movement, as Stockfish counts it.
func movementPerft(stdout io.Writer, name, options, position, moves string, depth int, divide bool, parallel int) error {
	switch {
	case name == "":
		return usageError{"-variant is required (see -list)"}
	case depth < 1:
		return usageError{"-movement needs -depth N (N >= 1)"}
	case divide || parallel != 1:
		return usageError{"-movement counts the whole tree: not with -divide or -parallel"}
	}
	p, err := variant.NewPosition(name, options, position)
	if err != nil {
		return err
	}
	for i, text := range strings.Fields(moves) {
		m, err := p.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		p = p.Play(m)
	}
	fmt.Fprintf(stdout, "nodes %d\n", variant.MovementPerft(p, depth))
	return nil
}
