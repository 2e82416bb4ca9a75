package chesslike

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Move text is coordinate notation, as UCI and Fairy-Stockfish write it:
// the square the piece leaves and the square it reaches ("e2e4", "h3e3",
// "a10a9" on ten ranks), then the letter of the kind promoted into in
// lower case ("e7e8q"). Castling is the king's square and its destination
// ("e1g1"), or the king's square and the rook's ("e1h1") in games that set
// Castling.KingTakesRook (Chess960). A placement is the kind's letter, '@'
// and the square ("C@h3"). A passenger leaving its carrier (see [Stack])
// adds its letter in lower case ("f1e2m"); ParseMove also reads it
// without the letter when no other move has those squares.
//
// ParseMove reads that text in either case, and also accepts a '-' or 'x'
// between the squares, '=' before the promotion letter, trailing '+', '#',
// '!' and '?', O-O and O-O-O (or 0-0, 0-0-0) for castling, and both
// castling forms whatever the game writes.

// MoveText returns the text of m in this position.
func (p Position) MoveText(m Move) string {
	r := p.r
	var b []byte
	switch m.flag() {
	case flagDrop:
		b = append(b, r.kinds[m.kind1()-1].letter, '@')
		b = r.geo.AppendName(b, m.To())
	case flagCastle:
		b = r.geo.AppendName(b, m.From())
		to := m.To()
		if !r.castling.KingTakesRook {
			to, _, _ = p.castleSquares(int(p.stm), m.From(), m.To())
		}
		b = r.geo.AppendName(b, to)
	default:
		b = r.geo.AppendName(b, m.From())
		b = r.geo.AppendName(b, m.To())
		if k := m.kind1(); k != 0 {
			b = append(b, lower(r.kinds[k-1].letter))
		}
	}
	return string(b)
}

// ParseMove reads a move's text (see MoveText) and returns the move if it
// is legal here. Errors match variant.ErrMove (unreadable text, with the
// offset) or variant.ErrIllegalMove (with the reason).
func (p Position) ParseMove(text string) (Move, error) {
	r := p.r
	t := strings.TrimSpace(text)
	lead := strings.Index(text, t) // offsets in t are reported in text
	t = strings.TrimRight(t, "+#!?")
	if t == "" {
		return 0, variant.MoveError(text, 0, "empty move")
	}
	if o := p.Outcome(); o.Over() {
		return 0, variant.Illegal(text, "the game is over: "+p.r.variant.Describe(o))
	}
	var buf [256]Move
	legal := p.generate(buf[:0], modeLegal)
	// Castling in O-O form.
	if c := strings.ReplaceAll(strings.ToUpper(t), "0", "O"); c == "O-O" || c == "O-O-O" {
		if r.castling == nil {
			return 0, variant.Illegal(text, r.game.Name+" has no castling")
		}
		wing := 1
		if c == "O-O-O" {
			wing = 0
		}
		for _, m := range legal {
			if m.flag() == flagCastle && p.castleWing(m) == wing {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, p.whyNoCastling(wing))
	}
	// Placement.
	if len(t) >= 3 && t[1] == '@' {
		k := r.kindByLetter(t[0])
		if k < 0 {
			return 0, variant.MoveError(text, lead, "'"+t[:1]+"' is not a piece of "+r.game.Name)
		}
		to, err := r.geo.Parse(t[2:])
		if err != nil {
			return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: lead + 2, Reason: err.Error(), Cause: err}
		}
		for _, m := range legal {
			if m.flag() == flagDrop && m.kind1() == k+1 && m.To() == to {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, p.whyNoDrop(k, to, legal))
	}
	from, n, err := r.geo.ParsePrefix(t)
	if err != nil {
		return 0, p.notCoordinates(text, t, lead, err, legal)
	}
	i := n
	if i < len(t) && (t[i] == '-' || t[i] == 'x' || t[i] == 'X' || t[i] == ':') {
		i++
	}
	to, n, err := r.geo.ParsePrefix(t[i:])
	if err != nil {
		return 0, p.notCoordinates(text, t, lead+i, err, legal)
	}
	i += n
	if i < len(t) && t[i] == '=' {
		i++
	}
	promo := -1
	if i < len(t) {
		promo = r.kindByLetter(t[i])
		if promo < 0 || i+1 != len(t) {
			return 0, variant.MoveError(text, lead+i, "unexpected "+quote(t[i:])+" after the squares")
		}
	}
	var castle Move
	for _, m := range legal {
		switch m.flag() {
		case flagDrop:
			continue
		case flagCastle:
			if m.From() == from && promo < 0 {
				kingTo, _, _ := p.castleSquares(int(p.stm), m.From(), m.To())
				if (r.castling.KingTakesRook && m.To() == to) || (!r.castling.KingTakesRook && kingTo == to) {
					return m, nil
				}
				if m.To() == to || kingTo == to {
					castle = m
				}
			}
			continue
		}
		if m.From() != from || m.To() != to {
			continue
		}
		if m.kind1() == promo+1 {
			return m, nil
		}
	}
	if castle != 0 {
		return castle, nil
	}
	if promo < 0 {
		// A passenger leaving its carrier, written without its letter.
		var found Move
		n := 0
		for _, m := range legal {
			if (m.flag() == flagDisembark || m.flag() == flagTransfer) && m.From() == from && m.To() == to {
				found, n = m, n+1
			}
		}
		if n == 1 {
			return found, nil
		}
	}
	return 0, variant.Illegal(text, p.whyIllegal(from, to, promo, legal))
}

func quote(s string) string { return "\"" + s + "\"" }

// castleWing returns 1 for castling on the king's side (towards higher
// files), 0 for the queen's side.
func (p *Position) castleWing(m Move) int {
	if p.r.geo.Coord(m.To()).File > p.r.geo.Coord(m.From()).File {
		return 1
	}
	return 0
}

func (p *Position) whyIllegal(from, to board.Cell, promo int, legal []Move) string {
	r := p.r
	s, k, ok := p.At(from)
	switch {
	case !ok:
		return "no piece on " + r.geo.Name(from)
	case int(s) != int(p.stm):
		return "the " + r.kinds[k].name + " on " + r.geo.Name(from) + " is not " + r.game.Sides[p.stm] + "'s"
	}
	for _, m := range legal {
		if m.From() == from && m.To() == to && m.flag() != flagCastle {
			if promo < 0 {
				return "the move promotes: add the letter of the piece to promote into"
			}
			return "the " + r.kinds[k].name + " cannot promote into " + r.kinds[promo].name + " there"
		}
	}
	if promo >= 0 {
		for _, m := range legal {
			if m.From() == from && m.To() == to {
				return "the " + r.kinds[k].name + " does not promote on " + r.geo.Name(from) + r.geo.Name(to)
			}
		}
	}
	name := "the " + r.kinds[k].name + " on " + r.geo.Name(from)
	if r.castling != nil && int(r.castleKing) == k && r.backRank(int(p.stm)).Has(from) && r.backRank(int(p.stm)).Has(to) {
		// A castling king's move along its first rank to a castling square
		// (or onto its own rook, Chess960 style).
		for wing := range 2 {
			rc := p.outerRook(int(p.stm), from, wing)
			if rc == board.NoCell {
				continue
			}
			if kingTo, _, ok := p.castleSquares(int(p.stm), from, rc); ok && (to == kingTo || to == rc) {
				return p.whyNoCastling(wing)
			}
		}
	}
	if ts, tk, ok := p.At(to); ok && int(ts) == int(p.stm) && from != to {
		return r.geo.Name(to) + " holds " + r.game.Sides[p.stm] + "'s own " + r.kinds[tk].name
	}
	var buf [256]Move
	for _, m := range p.generate(buf[:0], modePseudo) {
		if m.From() == from && m.To() == to && m.flag() != flagCastle && m.flag() != flagDrop {
			if r.kinds[k].royal {
				return name + " cannot go to " + r.geo.Name(to) + ": it would be attacked there"
			}
			if p.InCheck() {
				return name + " cannot go to " + r.geo.Name(to) + ": " + r.game.Sides[p.stm] + "'s " + royalNames(r) + " is in check, and the move leaves it so"
			}
			return name + " cannot go to " + r.geo.Name(to) + ": the move leaves " + r.game.Sides[p.stm] + "'s " + royalNames(r) + " in check"
		}
	}
	if from == to {
		return "a move must leave its square"
	}
	return name + " cannot reach " + r.geo.Name(to)
}

// whyNoDrop says why the side to move cannot place a piece of kind k on
// to.
func (p *Position) whyNoDrop(k int, to board.Cell, legal []Move) string {
	r := p.r
	us := int(p.stm)
	what := "cannot place a " + r.kinds[k].name + " on " + r.geo.Name(to)
	var drops []string
	for _, m := range legal {
		if m.flag() == flagDrop && m.kind1() == k+1 {
			drops = append(drops, r.geo.Name(m.To()))
		}
	}
	switch {
	case !r.kinds[k].canDrop:
		return what + ": " + r.game.Name + " has no placements of it"
	case p.held[us][k] == 0:
		return what + ": " + r.game.Sides[us] + " holds none"
	case p.Occupied().Has(to):
		return what + ": the square is occupied"
	case !r.kinds[k].drop[us].Has(to):
		return what + ": it is not a square " + r.game.Sides[us] + " may place on"
	case len(drops) == 1:
		return what + ": the placement on " + drops[0] + " is forced (the only legal one)"
	case len(drops) > 1 && len(drops) <= 6:
		return what + " here: the legal placements are on " + strings.Join(drops, ", ")
	}
	return what + " here"
}

// notCoordinates is the error for move text whose squares do not read:
// if it is a move in standard algebraic notation (SAN) of a legal move, it
// says which coordinate text to write instead.
func (p *Position) notCoordinates(text, t string, off int, cause error, legal []Move) error {
	reason := "write moves in coordinate notation, the square the piece leaves and the square it reaches (as e2e4): " + cause.Error()
	if m, ok := p.matchSAN(t, legal); ok {
		reason = quote(t) + " is not coordinate notation: write the square the piece leaves and the square it reaches, here " + p.MoveText(m)
	} else if looksSAN(t) {
		reason = quote(t) + " is not coordinate notation (and names no single legal move): write the square the piece leaves and the square it reaches, as e2e4"
	}
	return &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: off, Reason: reason, Cause: cause}
}

// looksSAN reports whether t is shaped like a SAN move: an optional piece
// letter, then letters, digits, 'x' and '=' ending in a square and an
// optional promotion letter.
func looksSAN(t string) bool {
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '=') {
			return false
		}
	}
	return true
}

// matchSAN finds the single legal move that the SAN text t names: [piece
// letter][from file][from rank][x]square[=promotion letter]; no piece
// letter names a pawn.
func (p *Position) matchSAN(t string, legal []Move) (Move, bool) {
	r := p.r
	if !looksSAN(t) {
		return 0, false
	}
	kind := -1
	i := 0
	if t[0] >= 'A' && t[0] <= 'Z' {
		if kind = r.kindByLetter(t[0]); kind < 0 {
			return 0, false
		}
		i = 1
	}
	promo := -1
	body := t[i:]
	if j := strings.LastIndexByte(body, '='); j >= 0 {
		if j != len(body)-2 {
			return 0, false
		}
		if promo = r.kindByLetter(body[j+1]); promo < 0 {
			return 0, false
		}
		body = body[:j]
	} else if n := len(body); n > 0 && body[n-1] >= 'A' && body[n-1] <= 'Z' {
		if promo = r.kindByLetter(body[n-1]); promo < 0 {
			return 0, false
		}
		body = body[:n-1]
	}
	// The target square is the longest suffix that reads as one.
	to, rest := board.NoCell, ""
	for j := 0; j < len(body); j++ {
		if c, n, err := r.geo.ParsePrefix(body[j:]); err == nil && j+n == len(body) {
			to, rest = c, body[:j]
			break
		}
	}
	if to == board.NoCell {
		return 0, false
	}
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, "x"), ":")
	file, rank := -1, -1
	for j := 0; j < len(rest); j++ {
		switch c := rest[j]; {
		case c >= 'a' && c <= 'z' && file < 0:
			file = int(c - 'a')
		case c >= '0' && c <= '9':
			n := 0
			for ; j < len(rest) && rest[j] >= '0' && rest[j] <= '9'; j++ {
				n = n*10 + int(rest[j]-'0')
			}
			j--
			rank = n - 1
		default:
			return 0, false
		}
	}
	found, count := Move(0), 0
	for _, m := range legal {
		if m.flag() == flagDrop || m.flag() == flagCastle {
			continue
		}
		_, k, _ := p.At(m.From())
		if ki := &r.kinds[k]; ki.carrier >= 0 && m.flag() == flagDisembark {
			k = int(ki.rider)
		}
		pawn := r.kinds[k].promo[p.stm] != (board.Set{})
		if (kind < 0 && !pawn) || (kind >= 0 && k != kind) || m.To() != to {
			continue
		}
		co := r.geo.Coord(m.From())
		if (file >= 0 && co.File != file) || (rank >= 0 && co.Rank != rank) {
			continue
		}
		if mk, ok := m.Promotion(); ok != (promo >= 0) || (ok && mk != promo) {
			continue
		}
		found, count = m, count+1
	}
	return found, count == 1
}

// whyNoCastling says why the side to move cannot castle on the wing (0:
// the queen's side, towards file a).
func (p *Position) whyNoCastling(wing int) string {
	r := p.r
	us := int(p.stm)
	side := r.game.Sides[us]
	what := "castling on the " + [2]string{"queen's", "king's"}[wing] + " side: "
	for t := p.castle.Intersect(p.sides[us]); !t.Empty(); {
		rc := t.PopFirst()
		kc := p.castlingKing(us, rc)
		if kc == board.NoCell || (r.geo.Coord(rc).File > r.geo.Coord(kc).File) != (wing == 1) {
			continue
		}
		kingTo, rookTo, ok := p.castleSquares(us, kc, rc)
		if !ok || kingTo == board.NoCell || rookTo == board.NoCell {
			return what + "the king has no room to go"
		}
		if p.InCheck() {
			return what + side + " is in check"
		}
		occ := p.Occupied()
		need := span(kc, kingTo).Union(span(rc, rookTo)).Without(kc).Without(rc)
		if b := need.Intersect(occ); !b.Empty() {
			return what + cellNames(r, b) + " must be empty"
		}
		without := occ.Without(kc)
		for path := span(kc, kingTo).Without(kc).Without(kingTo); !path.Empty(); {
			if c := path.PopFirst(); p.attacked(us^1, c, without, p.sides[us^1]) {
				return what + "the " + r.kinds[r.castleKing].name + " would cross " + r.geo.Name(c) + ", which is attacked"
			}
		}
		return what + "the " + r.kinds[r.castleKing].name + " would be in check on " + r.geo.Name(kingTo)
	}
	if r.castling == nil {
		return r.game.Name + " has no castling"
	}
	return what + side + " has no castling right on that side"
}
