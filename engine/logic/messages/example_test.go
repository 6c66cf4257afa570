package messages_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
)

func ExampleCatalogue() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	s, _ := logic.FromGrid(g)
	h, _ := logic.Next(s)
	en, err := messages.Catalogue("en")
	if err != nil {
		panic(err)
	}
	nudge, _ := en.RenderWords(h.Nudge())
	fmt.Println(nudge)
	_, err = messages.Catalogue("tlh")
	fmt.Println(err != nil)
	// Output:
	// Look for a hidden single in box 1
	// true
}
