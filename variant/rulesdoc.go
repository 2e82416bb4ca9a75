package variant

import "strings"

// MarkdownSections returns the part of a Markdown document before its first
// level-two heading (a line starting "## "), followed by every level-two
// section whose heading text starts with one of the given prefixes, in the
// document's order, each with its subsections. A package that describes
// several games in one rules document uses it to give each game's
// [Variant.Rules] its own part: the title and sources, the common
// conventions, and the game's section.
func MarkdownSections(doc string, headings ...string) string {
	var b strings.Builder
	keep := true // the preamble is always kept
	for line := range strings.SplitAfterSeq(doc, "\n") {
		if title, ok := strings.CutPrefix(line, "## "); ok {
			keep = false
			for _, h := range headings {
				if strings.HasPrefix(title, h) {
					keep = true
					break
				}
			}
		}
		if keep {
			b.WriteString(line)
		}
	}
	return b.String()
}
