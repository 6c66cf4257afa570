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
			if _, err := fmt.Fprintln(stdout, p.Line()); err != nil {
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
		return nil, fmt.Errorf("-technique: %w", err)
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

// practiceNames lists the names of the techniques practice offers, as
// generate.TechniqueNames writes them.
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
	return strings.Join(names, ", ")
}
