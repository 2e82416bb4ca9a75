package enochian

import "github.com/ludus-chess/ludus/variant"

// ActionSide returns the army (as a side) that plays action m: the army
// that offers an exchange of prisoners, the one that accepts or declines
// it (of the other team), the army that withdraws or resigns (§8.2, §8.3,
// §9.2). The player who commands that army (Controller) decides. Computer
// players (package variant/search) use it to consider only their own
// armies' actions.
func (p Position) ActionSide(m Move) variant.Side { return variant.Side(m.army()) }
