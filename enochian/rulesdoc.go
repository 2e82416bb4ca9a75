package enochian

import _ "embed" // for RULES.md

// rulesText is RULES.md, the rules of Enochian chess written for players: the Rules of the registry entry [Enochian].
//
//go:embed RULES.md
var rulesText string
