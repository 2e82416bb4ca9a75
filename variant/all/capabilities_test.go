package all_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// capabilityMethods are the methods of each capability of package
// variant, as its doc table gives them: the test's own account, by method
// name, independent of the type assertions CapabilitiesOf makes.
var capabilityMethods = []struct {
	name    string
	methods []string
}{
	{"Controlling", []string{"Controller"}},
	{"Acting", []string{"ActionSide"}},
	{"Repeating", []string{"RepetitionOutcome"}},
	{"CycleJudging", []string{"CycleOutcome"}},
	{"HistoryJudging", []string{"HistoryOutcome", "HistoryForbids"}},
	{"Claiming", []string{"ClaimOutcome"}},
	{"ChanceWeighing", []string{"ChanceOutcomes"}},
	{"Explaining", []string{"Explain"}},
	{"Squaring", []string{"MoveSquares"}},
	{"Marking", []string{"Marks"}},
	{"SideStating", []string{"SideStatus"}},
	{"RoyalJudging", []string{"Royal"}},
	{"PerftCounting", []string{"Perft"}},
	{"MovementCounting", []string{"MovementPerft"}},
}

// byMethods lists the capabilities whose methods the type has.
func byMethods(t reflect.Type) []string {
	var caps []string
	for _, c := range capabilityMethods {
		has := true
		for _, m := range c.methods {
			if _, ok := t.MethodByName(m); !ok {
				has = false
			}
		}
		if has {
			caps = append(caps, c.name)
		}
	}
	return caps
}

// asserted reads the compile-time assertions of the game package's
// capabilities.go: the capabilities it declares its Position has.
func asserted(t *testing.T, pkgPath string) []string {
	t.Helper()
	const module = "github.com/ludus-chess/ludus/"
	dir := filepath.Join("..", "..", strings.TrimPrefix(pkgPath, module))
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, "capabilities.go"), nil, 0)
	if err != nil {
		t.Fatalf("package %s: %v (every game package declares its capabilities there)", pkgPath, err)
	}
	var caps []string
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "_" || vs.Type == nil {
			return true
		}
		typ := vs.Type
		if ix, ok := typ.(*ast.IndexExpr); ok {
			typ = ix.X
		}
		if ix, ok := typ.(*ast.IndexListExpr); ok {
			typ = ix.X
		}
		if sel, ok := typ.(*ast.SelectorExpr); ok && sel.Sel.Name != "Position" {
			caps = append(caps, sel.Sel.Name)
		}
		return true
	})
	return caps
}

// TestCapabilitiesAgree checks, for every registered game, that the
// dynamic face claims exactly the capabilities its typed position has
// (by the methods the type has, and by the game package's compile-time
// assertions), that it implements none of their interfaces itself, and
// that the functions reading them give the same answers on both faces
// along random games.
func TestCapabilitiesAgree(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name, func(t *testing.T) {
			p, err := v.New("")
			if err != nil {
				t.Fatal(err)
			}
			typed := p.Typed()
			rt := reflect.TypeOf(typed)
			want := byMethods(rt)
			if got := variant.CapabilitiesOf(p); !slices.Equal(got, want) {
				t.Errorf("dynamic face claims %v, typed %s has %v", got, rt, want)
			}
			if got := asserted(t, rt.PkgPath()); !slices.Equal(got, want) {
				t.Errorf("%s/capabilities.go asserts %v, the type has %v", rt.PkgPath(), got, want)
			}
			if _, ok := p.(variant.Controlling); ok {
				t.Error("the dynamic face implements Controlling itself")
			}
			if _, ok := p.(variant.Explaining[variant.Move]); ok {
				t.Error("the dynamic face implements Explaining itself")
			}
			rng := rand.New(rand.NewPCG(uint64(len(v.Name)), 31))
			compareFaces(t, p, want, rng)
		})
	}
}

// compareFaces walks a random game from p, and at each position compares
// what the capability functions say through the dynamic face with what
// the typed position's own methods say (called by reflection).
func compareFaces(t *testing.T, p variant.AnyPosition, caps []string, rng *rand.Rand) {
	t.Helper()
	has := func(c string) bool { return slices.Contains(caps, c) }
	var buf []variant.Move
	for ply := 0; ply < 40 && !p.Outcome().Over(); ply++ {
		typed := reflect.ValueOf(p.Typed())
		call := func(method string, args ...any) []reflect.Value {
			m := typed.MethodByName(method)
			in := make([]reflect.Value, len(args))
			for i, a := range args {
				in[i] = reflect.ValueOf(a).Convert(m.Type().In(i))
			}
			return m.Call(in)
		}
		for x := range p.Variant().Sides {
			side := variant.Side(x)
			if has("Controlling") {
				if got, want := variant.ControllerOf(p, side), int(call("Controller", side)[0].Int()); got != want {
					t.Fatalf("%s: ControllerOf(%d) = %d, typed %d", p, x, got, want)
				}
			} else if variant.ControllerOf(p, side) != x {
				t.Fatalf("%s: ControllerOf(%d) without Controlling = %d", p, x, variant.ControllerOf(p, side))
			}
			if has("SideStating") {
				got, want := variant.StatusOf(p, side), call("SideStatus", side)[0].Interface()
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: StatusOf(%d) = %+v, typed %+v", p, x, got, want)
				}
			}
		}
		if has("Claiming") {
			o, ok := variant.ClaimOutcome(p, 3)
			r := call("ClaimOutcome", 3)
			if o != r[0].Interface() || ok != r[1].Bool() {
				t.Fatalf("%s: ClaimOutcome differs between the faces", p)
			}
		} else if _, ok := variant.ClaimOutcome(p, 3); ok {
			t.Fatalf("%s: a claim without Claiming", p)
		}
		if has("Marking") && !reflect.DeepEqual(variant.MarksOf(p), call("Marks")[0].Interface()) {
			t.Fatalf("%s: MarksOf differs between the faces", p)
		}
		buf = p.Moves(buf[:0])
		buf = p.Actions(buf)
		if len(buf) == 0 {
			return
		}
		for _, m := range buf {
			if has("Explaining") && variant.Explain(p, m) != call("Explain", m)[0].String() {
				t.Fatalf("%s: Explain(%s) differs between the faces", p, p.MoveText(m))
			}
			if has("Acting") {
				if got, want := variant.ActionSide(p, m), call("ActionSide", m)[0].Interface(); got != want {
					t.Fatalf("%s: ActionSide(%s) = %v, typed %v", p, p.MoveText(m), got, want)
				}
			} else if variant.ActionSide(p, m) != p.ToMove() {
				t.Fatalf("%s: ActionSide(%s) without Acting is not the side to move", p, p.MoveText(m))
			}
			sq, ok := variant.SquaresOf(p, m)
			if ok != has("Squaring") || ok && sq != call("MoveSquares", m)[0].Interface() {
				t.Fatalf("%s: SquaresOf(%s) differs between the faces", p, p.MoveText(m))
			}
		}
		p = p.Play(buf[rng.IntN(len(buf))])
	}
}
