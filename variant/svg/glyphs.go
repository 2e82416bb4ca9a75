package svg

import "strings"

// The figurines, drawn for this project as SVG paths on a 100x100 grid
// (the project's own drawings, under the repository's MIT licence; no font or
// outside set is used). Each is a <symbol> whose paths take their fill and
// stroke from the <use> that places it, so that one drawing serves every
// side's colour.
var glyphs = map[string]string{
	"pawn":   `<circle cx="50" cy="31" r="13"/><path d="M38 47h24c-2 9 1 19 9 29H29c8-10 11-20 9-29z"/><path d="M22 78h56v10H22z"/>`,
	"rook":   `<path d="M25 18h10v8h8v-8h14v8h8v-8h10v20l-7 6v28l7 6v10H25V78l7-6V44l-7-6z"/><path d="M32 44h36M32 72h36" fill="none"/>`,
	"knight": `<path d="M30 88h45c-1-20 2-40-6-55-6-11-17-17-27-18l-3-7-5 9c-8 5-14 14-18 25-2 6 0 10 5 10 5 0 8-4 14-5 4-1 7 0 9-2-5 11-15 20-14 43z"/><circle cx="40" cy="33" r="3" fill="none" class="eye"/>`,
	"bishop": `<circle cx="50" cy="15" r="7"/><path d="M50 23c-15 12-20 27-16 40 2 6 6 9 8 11h16c2-2 6-5 8-11 4-13-1-28-16-40z"/><path d="M45 36l10 12" fill="none"/><path d="M28 90c6-4 14-7 22-7s16 3 22 7V80c-6-4-14-6-22-6s-16 2-22 6z"/>`,
	"queen":  `<circle cx="16" cy="30" r="6"/><circle cx="33" cy="20" r="6"/><circle cx="50" cy="16" r="6"/><circle cx="67" cy="20" r="6"/><circle cx="84" cy="30" r="6"/><path d="M26 76 18 36l16 24 0-34 10 32 6-36 6 36 10-32 0 34 16-24-8 40z"/><path d="M24 76h52v12H24z"/>`,
	"king":   `<path d="M46 6h8v8h8v7h-8v10h-8V21h-8v-7h8z"/><path d="M28 76c-14-16-12-34 4-36 8-1 14 5 18 12 4-7 10-13 18-12 16 2 18 20 4 36z"/><path d="M26 76h48v12H26z"/>`,
	// A crown without the cross: Courier's Man, a non-royal king's step.
	"man": `<circle cx="50" cy="22" r="9"/><path d="M28 76c-14-16-12-34 4-36 8-1 14 5 18 12 4-7 10-13 18-12 16 2 18 20 4 36z"/><path d="M26 76h48v12H26z"/>`,
	// The ferz family (counsellor, advisor, attendant, shieldsman): a
	// three-pointed crown.
	"ferz": `<circle cx="24" cy="30" r="6"/><circle cx="50" cy="20" r="6"/><circle cx="76" cy="30" r="6"/><path d="M28 76 22 36l14 22 14-32 14 32 14-22-6 40z"/><path d="M26 76h48v12H26z"/>`,
	// The wazir family (schleich): a small tower of two merlons.
	"wazir": `<path d="M30 30h14v8h12v-8h14v16l-6 5v25l6 5v9H30v-9l6-5V51l-6-5z"/>`,
	// The alfil family (elephant, protector): an elephant's head with its
	// trunk and tusk.
	"elephant": `<path d="M22 52c0-22 14-36 30-36 18 0 30 14 30 32 0 10-4 16-10 20v18h-12V74c-4 4-4 10-2 14H46c-6-10-4-18 2-24-8 0-14-4-18-10-6 4-8 0-8-2z"/><path d="M56 60c8 2 12-2 14-8" fill="none"/><circle cx="58" cy="40" r="3" fill="none" class="eye"/><path d="M22 52c-6-8-6-24 6-30" fill="none"/>`,
	// The cannon: a barrel on a wheeled carriage.
	"cannon": `<path d="M14 46l56-22 6 14-56 22z"/><circle cx="44" cy="66" r="16"/><circle cx="44" cy="66" r="5"/><path d="M20 86h58v6H20z"/>`,
	// The King's Lancer leaps along ranks and files, the Queen's Lancer
	// along diagonals: a lance with its pennant, and the four directions
	// drawn as arrowheads.
	"lancer-orthogonal": `<path d="M45 20h10v64H45z"/><path d="M55 24l22 9-22 9z"/><path d="M50 1l11 15H39zM50 99l-11-15h22zM1 50l15-11v22zM99 50l-15 11V39z"/><path d="M30 84h40v9H30z"/>`,
	"lancer-diagonal":   `<path d="M45 20h10v64H45z"/><path d="M55 24l22 9-22 9z"/><path d="M3 3l20 4-16 16zM97 3l-4 20-16-16zM3 97l4-20 16 16zM97 97l-20-4 16-16z"/><path d="M30 84h40v9H30z"/>`,
	// Arabella's pieces.
	"carpet":   `<path d="M10 58l22-16h58L68 58z"/><path d="M10 58v6h58v-6M68 64l22-16v-6" /><path d="M14 64v6M22 64v6M30 64v6M38 64v6M46 64v6M54 64v6M62 64v6" fill="none"/><path d="M30 52h32" fill="none"/>`,
	"jini":     `<path d="M50 8c8 8 14 16 8 24 10 2 18 10 14 22-4 12-16 16-22 26-6-10-18-14-22-26-4-12 4-20 14-22-6-8 0-16 8-24z"/><path d="M30 80h40l-6 10H36z"/>`,
	"magician": `<path d="M50 6 72 76H28z"/><path d="M22 76h56v12H22z"/><path d="M46 40l4-10 4 10 10 1-8 6 3 10-9-6-9 6 3-10-8-6z" fill="none" class="star"/>`,
	"catapult": `<path d="M18 80h64v8H18z"/><path d="M30 80l20-30 20 30" fill="none"/><path d="M26 40l52 22-2 5-52-22z"/><path d="M14 30c0-6 14-6 14 0v6H14z"/><circle cx="50" cy="50" r="4"/>`,
	// Coronets for princes and princesses.
	"prince": `<circle cx="28" cy="40" r="6"/><circle cx="50" cy="32" r="6"/><circle cx="72" cy="40" r="6"/><path d="M26 80 24 46l14 14 12-22 12 22 14-14-2 34z"/><path d="M26 80h48v10H26z"/>`,
	// The princess's is a low tiara under one diamond, so that it is not
	// taken for the prince's spiked coronet (Storm has both side by side).
	"princess": `<path d="M20 80c4-22 16-32 30-32s26 10 30 32z"/><path d="M50 14l10 14-10 14-10-14z"/><path d="M46 40h8v10h-8z"/><circle cx="31" cy="66" r="4" class="pearl"/><circle cx="69" cy="66" r="4" class="pearl"/><path d="M22 80h56v10H22z"/>`,
	// A pawn with a pennant: the Nicholls games' pike commanders and leaders.
	"pikeleader": `<circle cx="50" cy="33" r="12"/><path d="M38 48h24c-2 9 1 18 9 28H29c8-10 11-19 9-28z"/><path d="M22 78h56v10H22z"/><path d="M66 6v44" fill="none"/><path d="M66 8l18 7-18 7z"/>`,
}

// glyphFor returns the figurine of a kind of piece, by its name in the
// game's vocabulary, and a second figurine for compounds (an archbishop is
// a bishop and a knight).
func glyphFor(kind string) (string, string) {
	k := strings.ToLower(kind)
	switch k {
	case "king", "general":
		return "king", ""
	case "queen":
		return "queen", ""
	case "rook", "tower", "siege-tower", "aristocrat", "chariot":
		return "rook", ""
	case "bishop", "noble", "courier", "service-maiden":
		return "bishop", ""
	case "knight", "horse", "horseman":
		return "knight", ""
	case "pawn", "pikeman", "forester", "swordsman", "soldier":
		return "pawn", ""
	case "ferz", "counsellor", "advisor", "attendant", "shieldsman", "enchantress":
		return "ferz", ""
	case "wazir", "schleich":
		return "wazir", ""
	case "alfil", "elephant", "protector":
		return "elephant", ""
	case "man":
		return "man", ""
	case "cannon":
		return "cannon", ""
	case "king's lancer":
		return "lancer-orthogonal", ""
	case "queen's lancer":
		return "lancer-diagonal", ""
	case "archbishop", "adviser":
		return "bishop", "knight"
	case "chancellor", "precedent":
		return "rook", "knight"
	case "prince-royal":
		return "rook", "ferz"
	case "flying carpet":
		return "carpet", ""
	case "jini":
		return "jini", ""
	case "magician":
		return "magician", ""
	case "catapult":
		return "catapult", ""
	case "prince":
		return "prince", ""
	case "princess", "princess-royal":
		return "princess", ""
	case "pike commander", "pike leader":
		return "pikeleader", ""
	}
	if strings.HasPrefix(k, "pawn of ") {
		return "pawn", ""
	}
	return "", ""
}

// xiangqiChars are the traditional characters of the Xiangqi pieces, the
// first side's (red) then the second side's (black), by kind; the
// QiPlacements names (Nicholls') map to the same pieces.
var xiangqiChars = map[string][2]string{
	"general": {"帥", "將"}, "princess": {"帥", "將"},
	"advisor": {"仕", "士"}, "attendant": {"仕", "士"},
	"elephant": {"相", "象"}, "protector": {"相", "象"},
	"horse":   {"傌", "馬"},
	"chariot": {"俥", "車"},
	"cannon":  {"炮", "砲"},
	"soldier": {"兵", "卒"},
}
