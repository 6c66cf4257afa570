package app

import (
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The New panel's lists, each from the engine: values as job.Generate
// takes them, labels as a player reads them.

// generatorSizes are the board sides the generator makes.
func generatorSizes() []choice {
	var cs []choice
	for _, n := range generate.Sizes() {
		side := strconv.Itoa(n)
		cs = append(cs, choice{side, side + "×" + side})
	}
	return cs
}

// generatorLevels are the levels, any level first.
func generatorLevels() []choice {
	cs := []choice{{"", "Any"}}
	for _, l := range logic.Levels() {
		cs = append(cs, choice{l.String(), l.String()})
	}
	return cs
}

// generatorSymmetries are the symmetries, the generator's default first.
func generatorSymmetries() []choice {
	var cs []choice
	for _, s := range generate.Symmetries() {
		cs = append(cs, choice{s.String(), s.Label()})
	}
	return cs
}

// generatorTechniques are the techniques a puzzle's solving path can be
// made to use, any technique first; those found slowly or rarely say so
// (generate.TechniqueReach).
func generatorTechniques() []choice {
	cs := []choice{{"", "Any"}}
	for _, name := range generate.TechniqueNames() {
		label := capitalised(name)
		switch reach, _ := generate.TechniqueReach(name, job.GenerateBudget); reach {
		case generate.Slow:
			label += " (slow)"
		case generate.Unreliable:
			label += " (rare)"
		}
		cs = append(cs, choice{name, label})
	}
	return cs
}

// generatorVariants are the kinds of puzzle: classic first, then the
// engine's variants (generate.Variants), whose list is the engine's alone.
func generatorVariants() []choice {
	cs := []choice{{"", "Classic"}}
	for _, k := range generate.Variants() {
		cs = append(cs, choice{k.Name, k.Label})
	}
	return cs
}

// generatorSizesFor are the board sides of variant (every size for
// classic, ""): those its kind lists.
func generatorSizesFor(variant string) []choice {
	k, err := generate.LookupVariant(variant)
	if variant == "" || err != nil {
		return generatorSizes()
	}
	var cs []choice
	for _, c := range generatorSizes() {
		if n, _ := strconv.Atoi(c.value); slices.Contains(k.Sizes, n) {
			cs = append(cs, c)
		}
	}
	return cs
}
