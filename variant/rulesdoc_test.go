package variant_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func TestMarkdownSections(t *testing.T) {
	const doc = "# Games\n\nSources.\n\n## 1. Common\n\nAll games.\n\n## 2. First\n\nOne.\n\n### 2.1 Board\n\n8x8.\n\n## 3. Second\n\nTwo.\n"
	for _, c := range []struct {
		headings []string
		want     string
	}{
		{nil, "# Games\n\nSources.\n\n"},
		{[]string{"1."}, "# Games\n\nSources.\n\n## 1. Common\n\nAll games.\n\n"},
		// The subsection ### 2.1 belongs to section 2; section order is the document's.
		{[]string{"2.", "1."}, "# Games\n\nSources.\n\n## 1. Common\n\nAll games.\n\n## 2. First\n\nOne.\n\n### 2.1 Board\n\n8x8.\n\n"},
		{[]string{"3."}, "# Games\n\nSources.\n\n## 3. Second\n\nTwo.\n"},
		{[]string{"4."}, "# Games\n\nSources.\n\n"},
	} {
		if got := variant.MarkdownSections(doc, c.headings...); got != c.want {
			t.Errorf("MarkdownSections(%q) = %q, want %q", c.headings, got, c.want)
		}
	}
}

// A record without a Variant tag is a game of chess (registered here by
// the package's examples, which import every game).
func TestLoadWithoutVariantTagIsChess(t *testing.T) {
	r, err := variant.ParseRecord("1. e4 e5 *")
	if err != nil {
		t.Fatal(err)
	}
	g, err := variant.Load(r)
	if err != nil {
		t.Fatal(err)
	}
	if name := g.Position().Variant().Name; name != "chess" || g.Len() != 2 {
		t.Errorf("Load(1. e4 e5) = a game of %s with %d moves, want chess with 2", name, g.Len())
	}
}
