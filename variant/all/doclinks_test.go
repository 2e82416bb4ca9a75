package all_test

import (
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/ludus-chess/ludus"

// docPackage is one package of the module, parsed for its documentation.
type docPackage struct {
	dir  string
	doc  *doc.Package
	syms map[string]bool // "Name" and "Type.Method" or "Type.Field"
}

// TestDocLinksResolve checks every doc link of the module's documentation,
// "[Name]", "[Type.Method]" and "[pkg.Name]" in the comments of every
// package (the package comment and every declaration's): each must name a
// declaration of that package, or of the package it names when that is a
// package of this module. go/doc would otherwise print a dead link as plain
// text, silently. Links to the standard library are not checked.
func TestDocLinksResolve(t *testing.T) {
	root := filepath.Join("..", "..")
	pkgs := map[string]*docPackage{} // by import path
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		p, err := parseDocPackage(path)
		if err != nil || p == nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		ip := module
		if rel != "." {
			ip += "/" + filepath.ToSlash(rel)
		}
		pkgs[ip] = p
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 10 {
		t.Fatalf("found %d packages under %s", len(pkgs), root)
	}
	links := 0
	for ip, p := range pkgs {
		parser := p.doc.Parser()
		parser.LookupSym = func(recv, name string) bool { return true } // link everything; resolve below
		check := func(where, text string) {
			for _, l := range docLinks(parser.Parse(text)) {
				links++
				target, key := p, l.Name
				if l.Recv != "" {
					key = l.Recv + "." + l.Name
				}
				if l.ImportPath != "" && l.ImportPath != ip {
					if !strings.HasPrefix(l.ImportPath, module) {
						continue // the standard library
					}
					if target = pkgs[l.ImportPath]; target == nil {
						t.Errorf("%s: %s: link [%s] names package %s, which is not in the module", p.dir, where, linkText(l), l.ImportPath)
						continue
					}
				}
				if !target.syms[key] {
					t.Errorf("%s: %s: link [%s] resolves to nothing", p.dir, where, linkText(l))
				}
			}
		}
		check("package comment", p.doc.Doc)
		forEachDecl(p.doc, check)
	}
	if links < 100 {
		t.Errorf("checked only %d links: is the parser linking?", links)
	}
}

func linkText(l *comment.DocLink) string {
	s := l.Name
	if l.Recv != "" {
		s = l.Recv + "." + s
	}
	if l.ImportPath != "" {
		s = l.ImportPath + "." + s
	}
	return s
}

// parseDocPackage parses the non-test Go files of dir, or returns nil when
// there are none.
func parseDocPackage(dir string) (*docPackage, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, nil
	}
	d, err := doc.NewFromFiles(fset, files, module, doc.AllDecls|doc.AllMethods)
	if err != nil {
		return nil, err
	}
	p := &docPackage{dir: dir, doc: d, syms: map[string]bool{}}
	addValues := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, n := range v.Names {
				p.syms[n] = true
			}
		}
	}
	addValues(d.Consts)
	addValues(d.Vars)
	for _, f := range d.Funcs {
		p.syms[f.Name] = true
	}
	for _, ty := range d.Types {
		p.syms[ty.Name] = true
		addValues(ty.Consts)
		addValues(ty.Vars)
		for _, f := range ty.Funcs {
			p.syms[f.Name] = true
		}
		for _, m := range ty.Methods {
			p.syms[ty.Name+"."+m.Name] = true
		}
		for _, spec := range ty.Decl.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok {
				continue
			}
			var fields *ast.FieldList
			switch x := ts.Type.(type) {
			case *ast.StructType:
				fields = x.Fields
			case *ast.InterfaceType:
				fields = x.Methods
			}
			if fields == nil {
				continue
			}
			for _, f := range fields.List {
				for _, n := range f.Names {
					p.syms[ty.Name+"."+n.Name] = true
				}
			}
		}
	}
	return p, nil
}

// forEachDecl calls f with the doc comment of every declaration.
func forEachDecl(d *doc.Package, f func(where, text string)) {
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			f(strings.Join(v.Names, ", "), v.Doc)
		}
	}
	values(d.Consts)
	values(d.Vars)
	for _, fn := range d.Funcs {
		f(fn.Name, fn.Doc)
	}
	for _, ty := range d.Types {
		f(ty.Name, ty.Doc)
		values(ty.Consts)
		values(ty.Vars)
		for _, fn := range ty.Funcs {
			f(fn.Name, fn.Doc)
		}
		for _, m := range ty.Methods {
			f(ty.Name+"."+m.Name, m.Doc)
		}
	}
}

// docLinks returns the doc links of a parsed comment.
func docLinks(d *comment.Doc) []*comment.DocLink {
	var links []*comment.DocLink
	var text func([]comment.Text)
	text = func(ts []comment.Text) {
		for _, t := range ts {
			switch x := t.(type) {
			case *comment.DocLink:
				links = append(links, x)
			case *comment.Link:
				text(x.Text)
			case comment.Italic, comment.Plain:
			}
		}
	}
	for _, b := range d.Content {
		switch x := b.(type) {
		case *comment.Paragraph:
			text(x.Text)
		case *comment.Heading:
			text(x.Text)
		case *comment.List:
			for _, it := range x.Items {
				for _, ib := range it.Content {
					if par, ok := ib.(*comment.Paragraph); ok {
						text(par.Text)
					}
				}
			}
		}
	}
	return links
}
