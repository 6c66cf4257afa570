package logic_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/message"
)

func ExampleNext() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	s, _ := logic.FromGrid(g)
	h, _ := logic.Next(s)
	fmt.Println(h.Vague())
	fmt.Println(h.Step.Text)
	// Output:
	// Look for a hidden single in box 1
	// In box 1, 6 fits only in r2c2 (hidden single)
}

func ExampleCatalogue_RenderWords() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	s, _ := logic.FromGrid(g)
	h, _ := logic.Next(s)
	en := logic.English()
	text, _ := en.Render(h.Step.Message)
	words, _ := en.RenderWords(h.Step.Message)
	fmt.Println(text)
	fmt.Println(words)
	// A German catalogue of a few keys, the rest English's.
	de, _ := logic.ParseCatalogue([]byte(`{
		"hidden-single": "In {{.House}} passt {{.Digit}} nur in {{.Cell}} ({{.Technique}})",
		"house-box": "Block {{.Number}}",
		"words-cell": "Zeile {{.Row}}, Spalte {{.Column}}",
		"nudge-house": "Suche {{.Technique}} in {{.House}}",
		"technique-hidden-single-box": "versteckter Einer",
		"technique-hidden-single-box-nudge": "einen versteckten Einer"
	}`), message.Plural("de"))
	words, _ = de.RenderWords(h.Step.Message)
	nudge, _ := de.RenderWords(h.Nudge())
	fmt.Println(words)
	fmt.Println(nudge)
	// Output:
	// In box 1, 6 fits only in r2c2 (hidden single)
	// In box 1, 6 fits only in row 2, column 2 (hidden single)
	// In Block 1 passt 6 nur in Zeile 2, Spalte 2 (versteckter Einer)
	// Suche einen versteckten Einer in Block 1
}

func ExampleGradeGrid() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	gr, _ := logic.GradeGrid(g)
	fmt.Println(gr)
	// Output:
	// 1.2 Easy (hidden single)
}

func ExampleLevels() {
	for _, l := range logic.Levels() {
		fmt.Print(l, " ")
	}
	fmt.Println()
	// Output: Easy Medium Hard Expert Master Extreme
}
