package enochian

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// piece is a square's content: kind in bits 0-2, army in bits 3-4 and, for
// a pawn, the kind it serves (Queen..Knight) minus Queen in bits 5-6. Zero
// is an empty square.
type piece uint8

func mkPiece(a Army, k Kind) piece { return piece(k) | piece(a)<<3 }

func mkPawn(a Army, serves Kind) piece { return piece(Pawn) | piece(a)<<3 | piece(serves-Queen)<<5 }

func (p piece) kind() Kind   { return Kind(p & 7) }
func (p piece) army() Army   { return Army(p >> 3 & 3) }
func (p piece) serves() Kind { return Kind(p>>5&3) + Queen }
func (p piece) withArmy(a Army) piece {
	return p&^(3<<3) | piece(a)<<3
}

// Outcome codes stored in a position.
const (
	endNone uint8 = iota
	endKingsCaptured
	endResignation
	endPtah
	endBareKings
	endStalemate
	endNoMoves
	endAdjudication
)

var endNames = [...]string{"", "kings-captured", "resignation", "ptah", "bare-kings", "stalemate", "no-moves", "adjudication"}

// Withdrawal states (§8.2).
const (
	notWithdrawn uint8 = iota
	withdrawnShared
	withdrawnFrozen // Z 9.3: the King stays as a frozen piece
)

// Position is an Enochian chess position: an immutable value with fixed
// arrays, safe to copy and to share between goroutines. It implements
// variant.Position[Position, Move]. The zero Position is not valid: get one
// from [New], [Start], [Parse] or the variant registry.
type Position struct {
	cfg *config // resolved options, shared and never written

	sq    [64]piece // on an intact throne: the King
	comp  [4]piece  // the companion on each army's intact throne, 0 when not intact
	occ   [4]uint64 // squares occupied by each army
	kinds [7]uint64 // squares holding each kind (an intact throne is in two)
	king  [4]int8   // each army's own King square, noSq when off the board

	turn             Army  // the army to move, NoArmy when the game is over
	frozen           uint8 // armies whose pieces are frozen (§5.4)
	pawnLost         uint8 // armies that have lost a pawn (§6.1)
	withdrawn        [4]uint8
	leader           [4]Army // the army leading each army (§4.4, §5.6), NoArmy if none
	capturedBy       [4]Army // who captured each army's King (an ally: custody)
	capOrder         [4]uint8
	capSeq           uint8
	lastKingCapturer Army  // the army whose last move captured a King, for §8.3 timing
	offer            Army  // the army that proposed an exchange, pending acceptance
	ptahArmed        bool  // §8.8: the querent's King stood unchecked on the Ptah
	die              uint8 // divination dice: the roll of this turn, 0 before it (§8.7)
	end              uint8
	endArg           uint8 // team (bare kings, wins) or army (stalemate)
	plies            uint16
}

// geometry is the 8x8 board shared by every position.
var geometry = board.MustNew(board.Shape8x8)

// Variant returns the registry entry.
func (p Position) Variant() *variant.Variant { return &Enochian }

// Options returns the options the position was made with.
func (p Position) Options() variant.Options { return p.cfg.opts }

// Board returns the 8x8 geometry.
func (p Position) Board() *board.Geometry { return geometry }

// ToMove returns the army to move as a side (Yellow 0 .. Black 3), or
// variant.NoSide when the game is over. Armies that cannot move have been
// passed over already. With divination dice, a turn begins with the roll
// of the die, which no player chooses: ToMove is then variant.Chance (Turn
// still names the army whose turn it is) and ChanceOutcomes gives the six
// rolls.
func (p Position) ToMove() variant.Side {
	if p.turn == NoArmy {
		return variant.NoSide
	}
	if p.cfg.dice && p.die == 0 {
		return variant.Chance
	}
	return variant.Side(p.turn)
}

// Turn returns the army to move, or NoArmy when the game is over.
func (p Position) Turn() Army { return p.turn }

// Plies returns the number of turn moves played since the start.
func (p Position) Plies() int { return int(p.plies) }

// Array returns the setting of the game (from the options).
func (p Position) Array() Array { return p.cfg.array }

// Frozen reports whether army a's pieces are frozen (§5.4, Z 9.3).
func (p Position) Frozen(a Army) bool { return p.frozen>>a&1 != 0 }

// Active reports whether army a takes turns: its pieces move, attack and
// may be captured (§4.4).
func (p Position) Active(a Army) bool { return p.frozen>>a&1 == 0 }

// KingOnBoard reports whether army a's own King stands on the board.
func (p Position) KingOnBoard(a Army) bool { return p.king[a] != noSq }

// Leader returns the army leading a (after a seizure or an ally-King
// capture), or NoArmy.
func (p Position) Leader(a Army) Army { return p.leader[a] }

// CapturedBy returns the army that captured a's King, or NoArmy. An ally
// holds the King in custody (§5.6).
func (p Position) CapturedBy(a Army) Army { return p.capturedBy[a] }

// ThroneIntact reports whether a's throne still holds its King and the
// companion (§4.1).
func (p Position) ThroneIntact(a Army) bool { return p.comp[a] != 0 }

// PawnLost reports whether army a has lost a pawn, which makes it eligible
// for promotion (§6.1).
func (p Position) PawnLost(a Army) bool { return p.pawnLost>>a&1 != 0 }

// Withdrawn reports whether army a has withdrawn (§8.2), and whether its
// King stays frozen (Z 9.3).
func (p Position) Withdrawn(a Army) (withdrawn, frozenKing bool) {
	return p.withdrawn[a] != notWithdrawn, p.withdrawn[a] == withdrawnFrozen
}

// At returns the army and kind of the piece on square s (0 = a1 .. 63 =
// h8), and the kind a pawn serves; NoArmy when empty. On an intact throne it
// returns the King.
func (p Position) At(s int) (a Army, k Kind, serves Kind) {
	pc := p.sq[s]
	if pc == 0 {
		return NoArmy, NoKind, NoKind
	}
	if pc.kind() == Pawn {
		return pc.army(), Pawn, pc.serves()
	}
	return pc.army(), pc.kind(), NoKind
}

// Controller returns the player who commands army x (variant.Controlling):
// the leader's player for a seized or led army, the partner's player for a
// withdrawn one, else the player given by the "players" option. When the
// two rules point at each other (an army withdrew, then its King seized
// the partner's throne), both armies are the partner's player's: the
// withdrawal gave the partner's player the withdrawn army (§8.2), and the
// seizure gives the seizer's controller, that same player, the partner
// (§4.4).
func (p Position) Controller(x variant.Side) int {
	if x > 3 {
		return int(x)
	}
	a := Army(x)
	for range 4 {
		switch {
		case p.withdrawn[a] == withdrawnShared:
			q := a.Partner()
			if p.leader[q] == a {
				return int(p.cfg.players[q])
			}
			a = q
		case p.leader[a] != NoArmy:
			l := p.leader[a]
			if p.withdrawn[l] == withdrawnShared {
				return int(p.cfg.players[a])
			}
			a = l
		default:
			return int(p.cfg.players[a])
		}
	}
	return int(p.cfg.players[Army(x)])
}

// Outcome returns the result decided by the position (§9.3).
func (p Position) Outcome() variant.Outcome {
	switch p.end {
	case endNone:
		return variant.Outcome{}
	case endKingsCaptured:
		return variant.Win(teamSides(Team(p.endArg)), "kings captured")
	case endResignation:
		return variant.Win(teamSides(Team(p.endArg)), "resignation")
	case endPtah:
		return variant.Win(teamSides(Team(p.endArg)), "Ptah")
	case endBareKings:
		return variant.Draw(bareKingsReasons[min(p.endArg, 1)])
	case endStalemate:
		return variant.Draw(stalemateReasons[min(p.endArg, 4)])
	case endNoMoves:
		return variant.Draw("no moves possible")
	default:
		return variant.Draw("adjudication")
	}
}

// The reasons of the draws that name a team or an army, made once so that
// Outcome, called at every node of a search, allocates nothing.
var (
	bareKingsReasons = [2]string{"bare kings (" + Team(0).String() + ")", "bare kings (" + Team(1).String() + ")"}
	stalemateReasons = func() (r [5]string) {
		for a := range r {
			r[a] = "stalemate (" + Army(a).String() + ")"
		}
		return r
	}()
)

func teamSides(t Team) variant.SideSet {
	return variant.SidesOf(variant.Side(t), variant.Side(t+2))
}

// Pieces appends the pieces for renderers: an intact throne is a stack,
// the King at level 0 and the companion at level 1.
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for s := range 64 {
		pc := p.sq[s]
		if pc == 0 {
			continue
		}
		dst = append(dst, pieceInfo(board.Cell(s), 0, pc))
		if a := pc.army(); pc.kind() == King && thrones[a] == s && p.comp[a] != 0 {
			dst = append(dst, pieceInfo(board.Cell(s), 1, p.comp[a]))
		}
	}
	return dst
}

func pieceInfo(c board.Cell, level int, pc piece) variant.Piece {
	k := pc.kind()
	label := string(k.Letter())
	kind := k.String()
	if k == Pawn {
		label = "P" + string(pc.serves().Letter()+'a'-'A')
		kind = "pawn of " + pc.serves().String()
	}
	// The label is the piece's token in the position text, army letter
	// first, so that a diagram of four armies is unambiguous.
	label = string(armyLetters[pc.army()]) + label
	return variant.Piece{Cell: c, Level: level, Side: variant.Side(pc.army()), Kind: kind, Label: label}
}

// place puts pc on the empty square s.
func (p *Position) place(s int, pc piece) {
	p.sq[s] = pc
	p.occ[pc.army()] |= 1 << s
	p.kinds[pc.kind()] |= 1 << s
	if pc.kind() == King {
		p.king[pc.army()] = int8(s)
	}
}

// remove empties square s, which holds a single piece.
func (p *Position) remove(s int) piece {
	pc := p.sq[s]
	a, k := pc.army(), pc.kind()
	p.sq[s] = 0
	p.occ[a] &^= 1 << s
	p.kinds[k] &^= 1 << s
	if k == King && int(p.king[a]) == s {
		p.king[a] = noSq
	}
	return pc
}

// occupied returns every occupied square.
func (p *Position) occupied() uint64 { return p.occ[0] | p.occ[1] | p.occ[2] | p.occ[3] }

// pieceCount returns the number of pieces of army a on the board, an intact
// throne counting two.
func (p *Position) pieceCount(a Army) int {
	n := bits.OnesCount64(p.occ[a])
	if p.comp[a] != 0 {
		n++
	}
	return n
}

// bare reports whether a's own King is on the board with no other piece of
// its army (§8.1).
func (p *Position) bare(a Army) bool {
	// pieceCount(a) == 1 with the King on the board, without a count: an
	// intact throne holds a companion.
	k := p.king[a]
	return k != noSq && p.occ[a] == 1<<k && p.comp[a] == 0
}

// enemyActive returns the squares of the active pieces of a's enemies.
func (p *Position) enemyActive(a Army) uint64 {
	e1, e2 := (a+1)&3, (a+3)&3
	return p.occ[e1]&p.activeMask(e1) | p.occ[e2]&p.activeMask(e2)
}

// activeMask returns every square when army a is active, else none: a
// mask in place of a branch that the turn's rotation would make hard to
// predict.
func (p *Position) activeMask(a Army) uint64 {
	return uint64(p.frozen>>a&1) - 1
}

// attacked reports whether square s is attacked by an active piece of an
// enemy of army a (§3 "Attacks"), with occ as the blockers.
func (p *Position) attacked(s int, a Army, occ uint64) bool {
	return p.attackedX(s, a, occ, 0)
}

// attackedX is attacked with the pieces on the squares excl left out (a
// piece about to be captured).
func (p *Position) attackedX(s int, a Army, occ, excl uint64) bool {
	var f foes
	p.foesOf(a, &f)
	return f.attack(s, occ, excl)
}

// foes holds the active pieces of an army's two enemies by kind, to judge
// many squares against one army's enemies.
type foes struct {
	knights, kings, queens, rooks, bishops uint64
	e1, e2                                 int // the two enemies

	pawns1, pawns2 uint64 // the pawns of e1 and e2
}

// foesOf sets f to the active enemy pieces of army a (through a pointer:
// a returned copy of the struct costs more than filling it).
func (p *Position) foesOf(a Army, f *foes) {
	e1, e2 := (a+1)&3, (a+3)&3
	f.e1, f.e2 = int(e1), int(e2)
	o1, o2 := p.occ[e1]&p.activeMask(e1), p.occ[e2]&p.activeMask(e2)
	en := o1 | o2
	f.pawns1, f.pawns2 = o1&p.kinds[Pawn], o2&p.kinds[Pawn]
	f.knights, f.kings, f.queens = p.kinds[Knight]&en, p.kinds[King]&en, p.kinds[Queen]&en
	f.rooks, f.bishops = p.kinds[Rook]&en, p.kinds[Bishop]&en
}

// attack reports whether one of the foes, except those on the squares excl,
// attacks square s (§3), with occ as the blockers.
func (f *foes) attack(s int, occ, excl uint64) bool {
	if f.leapAttack(s, excl) {
		return true
	}
	rq, bq := f.rooks&^excl, f.bishops&^excl
	return (rq|bq)&lineMask[s] != 0 && slidersHit(s, occ, rq, bq)
}

// leapAttack reports whether a knight, King, queen or pawn of the foes,
// except those on the squares excl, attacks square s: the attacks that no
// piece blocks.
func (f *foes) leapAttack(s int, excl uint64) bool {
	return (knightLeaps[s]&f.knights|kingSteps[s]&f.kings|queenLeaps[s]&f.queens|
		pawnAttackers[f.e1][s]&f.pawns1|pawnAttackers[f.e2][s]&f.pawns2)&^excl != 0
}

// leapAttacks returns the squares the foes' knights, Kings, queens and
// pawns standing on the squares from attack. No piece attacks its own
// square, so a piece captured on a square does not make it attacked.
func (f *foes) leapAttacks(from uint64) uint64 {
	var att uint64
	// The kinds often missing cost a test only.
	if b := f.kings & from; b != 0 {
		att |= kingStepsOf(b)
	}
	if b := f.knights & from; b != 0 {
		att |= knightLeapsOf(b)
	}
	if b := f.queens & from; b != 0 {
		att |= queenLeapsOf(b)
	}
	if b := f.pawns1 & from; b != 0 {
		att |= pawnCapsOf(Army(f.e1), b)
	}
	if b := f.pawns2 & from; b != 0 {
		att |= pawnCapsOf(Army(f.e2), b)
	}
	return att
}

// inCheck reports whether a's own King is on the board and attacked (§5.1).
func (p *Position) inCheck(a Army) bool {
	k := p.king[a]
	return k != noSq && p.attacked(int(k), a, p.occupied())
}
