package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/practice"
	"github.com/sudoku-app/sudoku/engine/quote"
)

func setupPractice(fs *flag.FlagSet) action {
	n := fs.Int("n", 1, "number of positions")
	seed := fs.Uint64("seed", 0, "seed of the first position; position i has seed+i (default random)")
	technique := fs.String("technique", "", "the technique to practise, as generate -technique names it: "+practiceNames())
	return func(_ io.Reader, stdout, stderr io.Writer) int {
		ts, err := practiceTechniques(*technique)
		if err == nil && *n < 1 {
			err = fmt.Errorf("-n %d: want 1 or more", *n)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli practice: %v\n", err)
			return exitUsage
		}
		first := seedFlag(fs, *seed)
		for i := range uint64(*n) {
			t := ts[i%uint64(len(ts))]
			p, err := practice.PositionFor(context.Background(), t, first+i)
			if err != nil {
				fmt.Fprintf(stderr, "sudoku-cli practice: %v\n", err)
				return exitFail
			}
			if _, err := fmt.Fprintln(stdout, p.Text()); err != nil {
				fmt.Fprintf(stderr, "sudoku-cli: %v\n", err)
				return exitFail
			}
		}
		return exitOK
	}
}

// practiceTechniques returns the techniques -technique names that
// practice offers: one, or for "hidden single" its box and line forms,
// which the positions take in turn.
func practiceTechniques(name string) ([]logic.Technique, error) {
	if name == "" {
		return nil, errors.New("-technique: name one: " + practiceNames())
	}
	ts, err := generate.ParseTechnique(name)
	if err != nil {
		ts = variantTechnique(name)
		if ts == nil {
			return nil, fmt.Errorf("-technique: unknown technique %s (want one of %s)", quote.String(name), practiceNames())
		}
	}
	var offered []logic.Technique
	for _, t := range ts {
		if practice.Offered(t) {
			offered = append(offered, t)
		}
	}
	if offered == nil {
		return nil, fmt.Errorf("-technique: %s is not offered for practice (want one of %s)", ts[0].Name(), practiceNames())
	}
	return offered, nil
}

// variantTechnique returns the variant technique (logic.VariantTechniques,
// which generate's -technique does not take) named name, ignoring case,
// spaces and hyphens as generate.ParseTechnique does; nil when none is.
func variantTechnique(name string) []logic.Technique {
	for _, t := range logic.VariantTechniques() {
		if squashName(t.Name()) == squashName(name) {
			return []logic.Technique{t}
		}
	}
	return nil
}

// squashName lowercases s and drops everything but letters and digits.
func squashName(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, strings.ToLower(s))
}

// practiceNames lists the names of the techniques practice offers, as
// generate.TechniqueNames writes them, then the variant techniques'.
func practiceNames() string {
	var names []string
	for _, name := range generate.TechniqueNames() {
		ts, _ := generate.ParseTechnique(name)
		for _, t := range ts {
			if practice.Offered(t) {
				names = append(names, name)
				break
			}
		}
	}
	for _, t := range logic.VariantTechniques() {
		if practice.Offered(t) {
			names = append(names, t.Name())
		}
	}
	return strings.Join(names, ", ")
}
