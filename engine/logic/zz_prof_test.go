package logic

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestZZProducerTimes(t *testing.T) {
	if os.Getenv("ZZPROF") == "" {
		t.Skip()
	}
	ps := puzzleset.ForTest(t, puzzleset.Magictour, 0)
	type pt struct {
		p string
		d time.Duration
	}
	var all []pt
	for _, p := range ps {
		g, _ := sudoku.Parse(p)
		s := time.Now()
		RateSE(g)
		all = append(all, pt{p, time.Since(s)})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].d > all[j].d })
	slow := all[:len(all)/20]
	fmt.Println("p95", all[len(all)/20].d, "max", all[0].d)
	times := make([]time.Duration, len(seProducers))
	calls := make([]int, len(seProducers))
	orig := seProducers
	for i := range seProducers {
		i, f := i, orig[i].produce
		seProducers[i].produce = func(p *seGrid, ctx context.Context) (seHint, bool) {
			s := time.Now()
			h, ok := f(p, ctx)
			times[i] += time.Since(s)
			calls[i]++
			return h, ok
		}
	}
	var tot time.Duration
	for _, x := range slow {
		g, _ := sudoku.Parse(x.p)
		s := time.Now()
		r, _ := RateSE(g)
		tot += time.Since(s)
		_ = r
	}
	fmt.Println("slow", len(slow), "total", tot)
	for i := range times {
		fmt.Printf("%2d least %2d calls %6d time %v per %v\n", i, orig[i].least, calls[i], times[i], times[i]/time.Duration(max(calls[i], 1)))
	}
}

func TestZZFindUV(t *testing.T) {
	if os.Getenv("ZZPROF") == "" {
		t.Skip()
	}
	for i, e := range loadSESerated(t) {
		g, _ := sudoku.Parse(e.puzzle)
		r, err := RateSE(g)
		if err != nil {
			continue
		}
		for _, s := range r.Steps {
			if s.Rating == 66 && strings.Contains(s.Name, "UVWXYZ") {
				_, within, _ := Options{}.RateSEUpTo(g, 65)
				fmt.Println(i, e.puzzle, r, s.Name, within)
				break
			}
		}
	}
}
