package all_test

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
)

// TestRulesDocumentEveryGame checks that every registered game has its rules
// text for players (Variant.Rules, shown as "how to play"): a title, its
// sources, its names and aliases, and every option key and preset name, so
// that an option or alias added without being described fails here.
func TestRulesDocumentEveryGame(t *testing.T) {
	for _, v := range variant.All() {
		r := v.Rules
		if !strings.HasPrefix(r, "# ") {
			t.Errorf("%s: Rules does not start with a Markdown title: %.40q", v.Name, r)
			continue
		}
		if !strings.Contains(r, "**Source") {
			t.Errorf("%s: Rules names no sources (no **Sources.** paragraph)", v.Name)
		}
		if !strings.Contains(r, "`"+v.Name+"`") {
			t.Errorf("%s: Rules does not name the variant `%s`", v.Name, v.Name)
		}
		for _, a := range v.Aliases {
			if !strings.Contains(r, "`"+a+"`") {
				t.Errorf("%s: Rules does not name the alias `%s`", v.Name, a)
			}
		}
		if strings.Contains(r, "shared/") {
			t.Errorf("%s: Rules cites a path outside the repository", v.Name)
		}
		for _, o := range v.Options {
			if !strings.Contains(r, "`"+o.Key) {
				t.Errorf("%s: Rules does not describe option %s", v.Name, o.Key)
			}
		}
		for _, p := range v.Presets {
			if !strings.Contains(r, "`"+p.Name+"`") && !strings.Contains(r, "preset "+p.Name) {
				t.Errorf("%s: Rules does not describe preset %s", v.Name, p.Name)
			}
		}
	}
}
