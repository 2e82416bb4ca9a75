package lancer

import _ "embed" // for RULES.md

// rulesText is RULES.md, the rules of the five Nicholls games written for players; each game's registry entry gets the preamble, section 1 and its own section as its Rules.
//
//go:embed RULES.md
var rulesText string
