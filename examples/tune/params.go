package main

import (
	"fmt"
	"reflect"

	"github.com/ludus-chess/ludus/chess960"
)

// param is one weight of chess960.EvalWeights: its name, as Go would
// index it ("Ring[1][2][0]"), and where it is in a set of weights.
type param struct {
	name string
	path []int // the field and array indexes from the struct down to the int
}

// params lists the weights of chess960.EvalWeights, in the order of the
// struct's fields.
var params = func() []param {
	var ps []param
	var walk func(t reflect.Type, name string, path []int)
	walk = func(t reflect.Type, name string, path []int) {
		switch t.Kind() {
		case reflect.Int:
			ps = append(ps, param{name: name, path: append([]int(nil), path...)})
		case reflect.Array:
			for i := range t.Len() {
				walk(t.Elem(), fmt.Sprintf("%s[%d]", name, i), append(path, i))
			}
		case reflect.Struct:
			for i := range t.NumField() {
				f := t.Field(i)
				walk(f.Type, f.Name, append(path, i))
			}
		default:
			panic("tune: unexpected weight type " + t.String())
		}
	}
	walk(reflect.TypeFor[chess960.EvalWeights](), "", nil)
	return ps
}()

// field returns the int of w at p.
func (p param) field(w *chess960.EvalWeights) reflect.Value {
	v := reflect.ValueOf(w).Elem()
	for _, ix := range p.path {
		if v.Kind() == reflect.Struct {
			v = v.Field(ix)
		} else {
			v = v.Index(ix)
		}
	}
	return v
}

// vector returns the weights of w in the order of params.
func vector(w chess960.EvalWeights) []float64 {
	x := make([]float64, len(params))
	for i, p := range params {
		x[i] = float64(p.field(&w).Int())
	}
	return x
}

// weightsOf returns the weights x (in the order of params) rounded to
// whole centipawns.
func weightsOf(x []float64) chess960.EvalWeights {
	var w chess960.EvalWeights
	for i, p := range params {
		p.field(&w).SetInt(int64(roundHalfAway(x[i])))
	}
	return w
}

func roundHalfAway(f float64) int {
	if f < 0 {
		return -int(-f + 0.5)
	}
	return int(f + 0.5)
}
