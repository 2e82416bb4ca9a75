package engine_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// The names other tools give the games find them in the registry:
// Fairy-Stockfish's UCI_Variant values, CECP's variant names, and the
// Variant (or Game) tags of PGN as lichess, chess.com, python-chess,
// cutechess and the Xiangqi archives write them.
func TestNames(t *testing.T) {
	for name, want := range map[string]string{
		// UCI_Variant (Fairy-Stockfish) and CECP
		"chess": "chess", "normal": "chess", "fischerandom": "chess960", "capablanca": "capablanca",
		"courier": "courier", "shatranj": "shatranj", "xiangqi": "xiangqi",
		// PGN Variant tags
		"Standard": "chess", "From Position": "chess", "Chess960": "chess960", "Fischer Random": "chess960",
		"fischerrandom": "chess960", "Chess 960": "chess960", "Xiangqi": "xiangqi", "Chinese Chess": "xiangqi",
		"Capablanca": "capablanca", "Capablanca Chess": "capablanca", "Courier Chess": "courier",
	} {
		v, err := variant.Lookup(name)
		if err != nil || v.Name != want {
			t.Errorf("Lookup(%q) = %v, %v; want %s", name, v, err, want)
		}
	}
	for _, n := range engine.UCIVariants() {
		if _, err := variant.Lookup(n); err != nil {
			t.Errorf("UCI_Variant %s: %v", n, err)
		}
	}
	for _, n := range engine.CECPVariants() {
		if _, err := variant.Lookup(n); err != nil {
			t.Errorf("CECP variant %s: %v", n, err)
		}
	}
	// What a Ludus game is called in the protocols.
	for _, c := range []struct {
		ludus, uci  string
		chess960    bool
		cecp        string
		uciCarrying bool
	}{
		{"chess", "chess", false, "normal", true},
		{"chess960", "chess", true, "fischerandom", true},
		{"xiangqi", "xiangqi", false, "xiangqi", true},
		{"enochian", "", false, "", false},
	} {
		v, _ := variant.Lookup(c.ludus)
		uci, c960, ok := engine.UCIVariant(v)
		cecp, _ := engine.CECPVariant(v)
		if uci != c.uci || c960 != c.chess960 || ok != c.uciCarrying || cecp != c.cecp {
			t.Errorf("%s: UCI %q %v %v, CECP %q", c.ludus, uci, c960, ok, cecp)
		}
	}
	for spec, want := range map[string]engine.Protocol{"uci:/a/b": engine.UCI, "xboard:x": engine.CECP, "cecp:x": engine.CECP, "ucci:y": engine.UCCI} {
		if p, _, ok := engine.ParseSpec(spec); !ok || p != want {
			t.Errorf("ParseSpec(%q) = %v %v", spec, p, ok)
		}
	}
	for _, spec := range []string{"mcts", "uci:", "foo:bar", ""} {
		if _, _, ok := engine.ParseSpec(spec); ok {
			t.Errorf("ParseSpec(%q) ok", spec)
		}
	}
}
