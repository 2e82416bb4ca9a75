package enochian_test

import (
	"testing"

	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

func TestWalkContract(t *testing.T) {
	v, _ := variant.Lookup("enochian")
	for _, preset := range []string{"", "preset=Zalewski"} {
		o, err := v.ParseOptions(preset)
		if err != nil {
			t.Fatal(err)
		}
		start, err := v.Start(o)
		if err != nil {
			t.Fatal(err)
		}
		p := start.Typed().(enochian.Position)
		for seed := range uint64(10) {
			varianttest.Walk(t, p, seed, 300)
		}
		varianttest.CheckNoAllocs(t, p)
	}
}
