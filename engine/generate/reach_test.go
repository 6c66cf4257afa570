package generate_test

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	reach       = flag.String("reach", "", `measure targets: "techniques", "levels", or technique and level names separated by commas (TestReach)`)
	reachSize   = flag.Int("reach.size", 9, "grid side for -reach")
	reachSeeds  = flag.Int("reach.seeds", 5, "seeds per target for -reach")
	reachFirst  = flag.Uint64("reach.first", 0, "first seed for -reach")
	reachBudget = flag.Duration("reach.budget", 20*time.Second, "time allowed per puzzle for -reach, as the worker's GenerateTime (app/worker/protocol)")
)

// TestReach measures, for each target, how often Generate meets it
// within the budget (a context deadline, as the worker sets) and how long
// it takes; it runs only with -reach and prints a table for BENCHMARKS.md:
//
//	go test ./engine/generate/ -run=Reach -v -reach=techniques -reach.seeds=5
//	go test ./engine/generate/ -run=Reach -v -reach=levels -reach.size=16
//
// A miss's column gives the closest puzzle's grade and whether its path
// uses the technique.
func TestReach(t *testing.T) {
	if *reach == "" {
		t.Skip("measurement: run with -reach=techniques, -reach=levels or -reach=name,name")
	}
	var names []string
	switch *reach {
	case "techniques":
		names = generate.TechniqueNames()
	case "levels":
		for _, l := range logic.Levels() {
			names = append(names, l.String())
		}
	default:
		names = strings.Split(*reach, ",")
	}
	shape, err := sudoku.ShapeForSize(*reachSize)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("| %dx%d target | met | p50 s | max s | attempts p50 | misses: closest grade |\n|---|---:|---:|---:|---:|---|\n", shape.N(), shape.N())
	for _, name := range names {
		o := generate.Options{Shape: shape, Technique: name}
		var ts []logic.Technique
		if l, err := logic.ParseLevel(name); err == nil {
			o = generate.Options{Shape: shape, Level: &l}
		} else if ts, err = generate.ParseTechnique(name); err != nil {
			t.Fatal(err)
		}
		var times []time.Duration
		var attempts []int
		met := 0
		var misses []string
		for seed := *reachFirst; seed < *reachFirst+uint64(*reachSeeds); seed++ {
			ctx, cancel := context.WithTimeout(context.Background(), *reachBudget)
			o.Context = ctx
			start := time.Now()
			r, err := generate.FromSeed(seed, o)
			d := time.Since(start)
			cancel()
			if err != nil && r.Puzzle.N() == 0 {
				misses = append(misses, fmt.Sprintf("none (%v)", err))
				continue
			}
			if shape.N() <= 9 {
				checkPuzzle(t, fmt.Sprintf("%s seed %d", name, seed), r)
			}
			if r.MetTarget && err == nil {
				met++
				times = append(times, d)
				attempts = append(attempts, r.Attempts)
				continue
			}
			switch {
			case !r.Graded:
				misses = append(misses, "ungraded")
			case ts != nil && slices.ContainsFunc(r.Grade.Uses, func(u logic.TechniqueCount) bool { return slices.Contains(ts, u.Technique) }):
				misses = append(misses, fmt.Sprintf("%.1f %s, uses it", r.Grade.Rating, r.Grade.Hardest))
			default:
				misses = append(misses, fmt.Sprintf("%.1f %s", r.Grade.Rating, r.Grade.Hardest))
			}
		}
		slices.Sort(times)
		slices.Sort(attempts)
		p50, worst, a50 := "-", "-", "-"
		if len(times) > 0 {
			p50 = fmt.Sprintf("%.2f", times[(len(times)-1)/2].Seconds())
			worst = fmt.Sprintf("%.2f", times[len(times)-1].Seconds())
			a50 = fmt.Sprint(attempts[(len(attempts)-1)/2])
		}
		fmt.Printf("| %s | %d/%d | %s | %s | %s | %s |\n", name, met, *reachSeeds, p50, worst, a50, strings.Join(misses, "; "))
	}
}
