package variant

import (
	"math/bits"
	"strings"
)

// Side is one party that takes turns in a game: a colour in chess, an army
// in Enochian chess. Sides are numbered from 0 in the order of the variant's
// [Variant.Sides]. Who commands a side (a person may command two armies) is
// a separate matter: see [Controlling].
type Side uint8

// NoSide stands for "no side": a neutral piece, or nobody to move.
const NoSide Side = 0xFF

// MaxSides is the largest number of sides a game may have.
const MaxSides = 8

// SideSet is a set of sides, one bit each.
type SideSet uint8

// SidesOf returns the set of the given sides.
func SidesOf(sides ...Side) SideSet {
	var s SideSet
	for _, x := range sides {
		s = s.With(x)
	}
	return s
}

// Has reports whether x is in s.
func (s SideSet) Has(x Side) bool { return x < MaxSides && s>>x&1 != 0 }

// With returns s with x added.
func (s SideSet) With(x Side) SideSet {
	if x >= MaxSides {
		return s
	}
	return s | 1<<x
}

// Count returns the number of sides in s.
func (s SideSet) Count() int { return bits.OnesCount8(uint8(s)) }

// Sides returns the sides of s in increasing order.
func (s SideSet) Sides() []Side {
	var out []Side
	for x := Side(0); x < MaxSides; x++ {
		if s.Has(x) {
			out = append(out, x)
		}
	}
	return out
}

// SideInfo describes one side of a variant.
type SideInfo struct {
	Name string `json:"name"` // in the game's vocabulary: "white", "yellow", "south"
	Team int    `json:"team"` // index into [Variant.Teams]; sides with equal Team are allies
}

// names joins side names for messages: "white and black".
func names(v *Variant, s SideSet) string {
	var parts []string
	for _, x := range s.Sides() {
		parts = append(parts, v.SideName(x))
	}
	return strings.Join(parts, " and ")
}
