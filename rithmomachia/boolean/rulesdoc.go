package boolean

import _ "embed" // for RULES.md

// rulesText is RULES.md, the rules of Boolean Rithmomachia written for players: the Rules of the registry entry [Variant].
//
//go:embed RULES.md
var rulesText string
