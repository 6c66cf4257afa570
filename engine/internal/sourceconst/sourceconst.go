// Package sourceconst reads the string constants a Go source file
// declares, for tests that check a hand-kept list against them.
package sourceconst

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
)

// Strings returns the values of the string constants file declares with a
// literal, in the order it declares them. Cost: one parse of the file.
func Strings(file string) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("sourceconst: %w", err)
	}
	var out []string
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			for _, v := range spec.(*ast.ValueSpec).Values {
				lit, ok := v.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return nil, fmt.Errorf("sourceconst: %s: %w", file, err)
				}
				out = append(out, s)
			}
		}
	}
	return out, nil
}
