package rithmomachia

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Positions that read well but that no game reaches are rejected with the
// rule they break (issue 12), under every preset that has the rule. Each
// case is judged by hand from the rule's doc.
func TestValidity(t *testing.T) {
	for _, c := range []struct {
		opts, toMove string
		items        []string
		rule         variant.Rule
	}{
		// Two Even pyramids.
		{"", "e", []string{"a1=P91", "b1=P91", "h16=s361"}, RulePyramids},
		// Even's pyramid held by Odd.
		{"", "e", []string{"a1=p91'", "h16=s361"}, RulePyramids},
		// Three Even round 2s: Even has one (spec §2).
		{"", "e", []string{"a1=R2", "b1=R2", "c1=R2"}, RuleMen},
		// The same with one of them a prisoner of Odd.
		{"", "e", []string{"a1=R2", "b1=R2", "prisoners:r2'"}, RuleMen},
		// F3: captured men leave play, so there are no prisoners ...
		{"preset=F3", "e", []string{"a1=S15", "h16=s361", "prisoners:r2'"}, RuleMen},
		// ... and an Even round 2 on the board cannot also be in a ledger.
		{"preset=F3", "e", []string{"a1=R2", "h16=s361", "ledgers:r2'"}, RuleMen},
		// F3 never drops a captured man: none serves its captor.
		{"preset=F3", "e", []string{"a1=S15", "h16=s361", "c3=R9'"}, RuleServing},
		// Modern: no redemption, so no pending pick ...
		{"", "o", []string{"b2=P91(36.25.16.4.1)", "h16=s361", "ledgers:k9", "state:pick=9"}, RuleState},
		// ... and no window.
		{"", "o", []string{"b2=P91(36.25.16.4.1)", "h16=s361", "ledgers:k9", "state:window=9"}, RuleState},
		// Lesser triumphs are recorded only in the Italian rules.
		{"preset=F1", "e", []string{"a1=S15", "h16=s361", "state:triumphs=1.0.0.0"}, RuleState},
	} {
		text := buildText(t, c.opts, c.toMove, c.items...)
		_, err := Parse(text, Rithmomachia.DefaultOptions())
		var ie *variant.InvalidPositionError
		if !errors.Is(err, variant.ErrImpossible) || !errors.Is(err, variant.ErrPosition) || !errors.As(err, &ie) || ie.Rule != c.rule {
			t.Errorf("Parse(%q): %v; want an impossible position breaking %q", text, err, c.rule)
		}
	}
	// The same men are valid where the rules allow them.
	for _, c := range []struct {
		opts  string
		items []string
	}{
		{"preset=F1", []string{"a1=S15", "h16=s361", "prisoners:r2'"}},
		{"preset=F1", []string{"a1=S15", "h16=s361", "c3=R9'"}},
		{"preset=Italian", []string{"a1=S15", "h14=s361", "state:triumphs=1.0.0.0"}},
		{"preset=F2,redemption=nextturnonly", []string{"b2=P91(36.25.16.4.1)", "h16=s361", "ledgers:k9", "state:window=9"}},
	} {
		text := buildText(t, c.opts, "e", c.items...)
		if _, err := Parse(text, Rithmomachia.DefaultOptions()); err != nil {
			t.Errorf("Parse(%q): %v", text, err)
		}
	}
}
