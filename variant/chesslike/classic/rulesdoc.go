package classic

import (
	_ "embed" // for RULES.md

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// rulesText is RULES.md, the rules of the package's games written for players; each game's registry entry gets the preamble, the options and its own section as its Rules.
//
//go:embed RULES.md
var rulesText string

// withRules fills the Rules of a game's registry entry with the preamble of
// RULES.md, its options section and the game's own section, and returns the
// entry for registration.
func withRules(r *cl.Rules, section string) *variant.Variant {
	v := r.Variant()
	v.Rules = variant.MarkdownSections(rulesText, "Options of every game", section)
	return v
}
