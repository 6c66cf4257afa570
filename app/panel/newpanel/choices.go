package newpanel

import (
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The New panel's lists, each from the engine: values as protocol.Generate
// takes them, labels as a player reads them.

// generatorSizes are the board sides the generator makes.
func generatorSizes() []panel.Choice {
	var cs []panel.Choice
	for _, n := range generate.Sizes() {
		side := strconv.Itoa(n)
		cs = append(cs, panel.Choice{Value: side, Label: side + "×" + side})
	}
	return cs
}

// generatorLevels are the levels, any level first.
func generatorLevels() []panel.Choice {
	cs := []panel.Choice{{Value: "", Label: i18n.T("Any")}}
	for _, l := range logic.Levels() {
		cs = append(cs, panel.Choice{Value: l.String(), Label: i18n.Name(l.String())})
	}
	return cs
}

// generatorSymmetries are the symmetries, the generator's default first.
func generatorSymmetries() []panel.Choice {
	var cs []panel.Choice
	for _, s := range generate.Symmetries() {
		cs = append(cs, panel.Choice{Value: s.String(), Label: i18n.Name(s.Label())})
	}
	return cs
}

// generatorTechniques are the techniques a puzzle's solving path can be
// made to use, any technique first; those found slowly or rarely say so
// (generate.TechniqueReach).
func generatorTechniques() []panel.Choice {
	cs := []panel.Choice{{Value: "", Label: i18n.T("Any")}}
	for _, name := range generate.TechniqueNames() {
		label := i18n.Name(words.Capitalised(name))
		switch reach, _ := generate.TechniqueReach(name, protocol.GenerateTime); reach {
		case generate.Slow:
			label = i18n.T("{{.Technique}} (slow)", i18n.Str("Technique", label))
		case generate.Unreliable:
			label = i18n.T("{{.Technique}} (rare)", i18n.Str("Technique", label))
		}
		cs = append(cs, panel.Choice{Value: name, Label: label})
	}
	return cs
}

// generatorVariants are the kinds of puzzle: classic first, then the
// engine's variants (generate.Variants), whose list is the engine's alone.
func generatorVariants() []panel.Choice {
	cs := []panel.Choice{{Value: "", Label: i18n.T("Classic")}}
	for _, k := range generate.Variants() {
		cs = append(cs, panel.Choice{Value: k.Name, Label: i18n.Name(k.Label)})
	}
	return cs
}

// generatorSizesFor are the board sides of variant (every size for
// classic, ""): those its kind lists.
func generatorSizesFor(variant string) []panel.Choice {
	k, err := generate.LookupVariant(variant)
	if variant == "" || err != nil {
		return generatorSizes()
	}
	var cs []panel.Choice
	for _, c := range generatorSizes() {
		if n, _ := strconv.Atoi(c.Value); slices.Contains(k.Sizes, n) {
			cs = append(cs, c)
		}
	}
	return cs
}

// techniqueName is a technique the generator aims at (a name of
// generate.TechniqueNames, "hidden pair") as a sentence names it: in the
// page's language, or as the engine writes it in English.
func techniqueName(name string) string {
	if name == "" {
		return ""
	}
	capital := words.Capitalised(name)
	if in := i18n.Name(capital); in != capital {
		return in
	}
	return name
}
