package engine_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// A Ludus player served as a UCI engine: the GUI's commands in, the
// engine's replies out.
func ExampleServer() {
	s := &engine.Server{
		Name: "Ludus random",
		NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
			return search.New(v, search.Config{Kind: "random", Seed: 1})
		},
	}
	in := strings.NewReader("uci\nsetoption name UCI_Variant value xiangqi\nposition startpos moves h3e3\nisready\n")
	var out strings.Builder
	if err := s.Serve(context.Background(), in, &out); err != nil {
		fmt.Println(err)
	}
	fmt.Print(out.String())
	// Output:
	// id name Ludus random
	// option name UCI_Variant type combo default chess var chess var capablanca var chess960 var fischerandom var courier var gardner var shatranj var xiangqi
	// option name UCI_Chess960 type check default false
	// option name Ponder type check default false
	// uciok
	// readyok
}

func ExampleUCIVariant() {
	for _, name := range []string{"chess", "chess960", "xiangqi"} {
		v, _ := variant.Lookup(name)
		uci, chess960, _ := engine.UCIVariant(v)
		cecp, _ := engine.CECPVariant(v)
		fmt.Println(name, uci, chess960, cecp)
	}
	// Output:
	// chess chess false normal
	// chess960 chess true fischerandom
	// xiangqi xiangqi false xiangqi
}
