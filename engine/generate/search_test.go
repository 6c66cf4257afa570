package generate_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	searchReach    = flag.Bool("search.reach", false, "measure how far Harder climbs from Master seeds (TestSearchReach)")
	searchSeeds    = flag.Int("search.seeds", 20, "seeds for -search.reach")
	searchFirst    = flag.Uint64("search.first", 0, "first seed for -search.reach")
	searchBudget   = flag.Duration("search.budget", 2*time.Second, "time allowed per seed for -search.reach")
	searchPatience = flag.Int("search.patience", 0, "SearchOptions.Patience for -search.reach (0: DefaultPatience; a large one: a single climb)")
	searchBound    = flag.Int("search.bound", 10, "neighbours of each final puzzle on which -search.reach times the fast bound against a full rating")
)

// hardSeed returns the Master seed HardSeed makes from a PCG seeded with
// seed, and that PCG for the search.
func hardSeed(tb testing.TB, seed uint64) (generate.Result, *rand.Rand) {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, 19))
	r, err := generate.HardSeed(context.Background(), rng)
	if err != nil {
		tb.Fatalf("HardSeed %d: %v", seed, err)
	}
	return r, rng
}

// checkSearch checks what Harder promises of res for the seed from:
// checkFound's, from's rating in From, the seed itself when it did not
// move, else a minimal puzzle.
func checkSearch(t *testing.T, from sudoku.Grid, o generate.SearchOptions, res generate.SearchResult) {
	t.Helper()
	checkFound(t, o, res)
	seed, _ := serate.Rate(from)
	if res.From.String() != seed.String() {
		t.Errorf("From %v, the seed rates %v", res.From, seed)
	}
	if res.Climbs != 1 {
		t.Errorf("%d climbs, want 1", res.Climbs)
	}
	if res.Moves == 0 {
		if res.Puzzle != from {
			t.Errorf("no moves, but the puzzle %s is not the seed %s", res.Puzzle, from)
		}
		return
	}
	checkMinimalGrid(t, res.Puzzle)
}

// checkFound checks what Harder and Search promise of every result: one
// solution, Solution, SE as serate.Rate says, no easier than From, counts
// that add up, MetTarget as o.MinSE says.
func checkFound(t *testing.T, o generate.SearchOptions, res generate.SearchResult) {
	t.Helper()
	if n, err := solve.Count(res.Puzzle, 2); n != 1 || err != nil {
		t.Fatalf("%s: %d solutions (%v), want 1", res.Puzzle, n, err)
	}
	if err := res.Puzzle.CheckSolution(res.Solution); err != nil {
		t.Errorf("%s: Solution: %v", res.Puzzle, err)
	}
	se, err := serate.Rate(res.Puzzle)
	if err != nil && !errors.Is(err, serate.ErrBeyond) {
		t.Fatalf("%s: serate.Rate: %v", res.Puzzle, err)
	}
	if se.String() != res.SE.String() || se.Beyond != res.SE.Beyond || len(se.Steps) != len(res.SE.Steps) {
		t.Errorf("%s: SE %v (beyond %t), serate.Rate says %v (beyond %t)", res.Puzzle, res.SE, res.SE.Beyond, se, se.Beyond)
	}
	if res.SE.Rating < res.From.Rating {
		t.Errorf("SE %v below the seed's %v", res.SE, res.From)
	}
	limit := o.Candidates
	if limit == 0 {
		limit = generate.DefaultCandidates
	}
	if res.Candidates > limit || res.Rated > res.Candidates || res.Moves > res.Candidates || res.Climbs < 1 {
		t.Errorf("candidates %d, rated %d, moves %d, climbs %d: want rated, moves <= candidates <= %d, a climb", res.Candidates, res.Rated, res.Moves, res.Climbs, limit)
	}
	if res.MetTarget != (o.MinSE > 0 && res.SE.Rating >= o.MinSE) {
		t.Errorf("MetTarget %t with SE %v and MinSE %d", res.MetTarget, res.SE, o.MinSE)
	}
}

// checkMinimalGrid checks that each clue of the classic puzzle p is
// needed for it to have one solution.
func checkMinimalGrid(t *testing.T, p sudoku.Grid) {
	t.Helper()
	for c := range sudoku.Cell(81) {
		q := p
		if q.At(c) == 0 {
			continue
		}
		q.Set(c, 0)
		if n, _ := solve.Count(q, 2); n < 2 {
			t.Errorf("%s: not minimal: %s can go", p, sudoku.Classic.CellName(c))
			return
		}
	}
}

func TestHarderErrors(t *testing.T) {
	seed, _ := hardSeed(t, 1)
	noSolution, _ := codec.ParseGrid("12345678........9" + strings.Repeat(".", 64))
	tests := []struct {
		name string
		from sudoku.Grid
		o    generate.SearchOptions
		is   error
		want string
	}{
		{"4x4", sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2}), generate.SearchOptions{}, nil, "9x9 puzzles only, not 2x2"},
		{"empty", sudoku.NewGrid(sudoku.Classic), generate.SearchOptions{}, generate.ErrNotUnique, "more than one solution"},
		{"no solution", noSolution, generate.SearchOptions{}, solve.ErrNoSolution, "no solution"},
		{"conflict", withClue(seed.Puzzle), generate.SearchOptions{}, nil, "appears twice"},
		{"MinSE", seed.Puzzle, generate.SearchOptions{MinSE: -1}, nil, "MinSE -1"},
		{"candidates", seed.Puzzle, generate.SearchOptions{Candidates: -3}, nil, "-3 candidates"},
		{"patience", seed.Puzzle, generate.SearchOptions{Patience: -1}, nil, "patience -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := generate.Harder(context.Background(), tt.from, tt.o)
			if err == nil || !strings.HasPrefix(err.Error(), "generate: search: ") || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error starting generate: search: and holding %q", err, tt.want)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("got %v, want it to be %v", err, tt.is)
			}
			if res.Puzzle.N() != 0 {
				t.Errorf("got a puzzle %s with the error", res.Puzzle)
			}
		})
	}
}

// withClue returns g with the digit of its first clue put in the first
// empty peer of that clue, so two peers hold the same digit.
func withClue(g sudoku.Grid) sudoku.Grid {
	for c := range sudoku.Cell(81) {
		if d := g.At(c); d != 0 {
			for _, p := range sudoku.Classic.Peers(c) {
				if g.At(p) == 0 {
					g.Set(p, d)
					return g
				}
			}
		}
	}
	panic("no clue with an empty peer")
}

func TestHarder(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 15
	}
	seed, rng := hardSeed(t, 1)
	o := generate.SearchOptions{Candidates: n, Rand: rng}
	res, err := generate.Harder(context.Background(), seed.Puzzle, o)
	if err != nil {
		t.Fatal(err)
	}
	checkSearch(t, seed.Puzzle, o, res)
	if res.Candidates != n {
		t.Errorf("rated %d candidates, want %d", res.Candidates, n)
	}
	t.Logf("%v -> %v in %d candidates (%d rated in full, %d moves)", res.From, res.SE, res.Candidates, res.Rated, res.Moves)
}

// TestHarderClimbs: from a generated Master puzzle a modest budget
// reaches a higher rating, and the target stops the search at the first
// candidate rated above the seed.
func TestHarderClimbs(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 40
	}
	seed, rng := hardSeed(t, 2)
	o := generate.SearchOptions{Candidates: n, Rand: rng}
	var trail []serate.Rating
	o.Progress = func(r generate.SearchResult) { trail = append(trail, r.SE) }
	res, err := generate.Harder(context.Background(), seed.Puzzle, o)
	if err != nil {
		t.Fatal(err)
	}
	checkSearch(t, seed.Puzzle, o, res)
	if res.SE.Rating <= res.From.Rating {
		t.Errorf("%v -> %v in %d candidates: want higher", res.From, res.SE, res.Candidates)
	}
	if len(trail) != res.Rated || len(trail) == 0 || trail[len(trail)-1].String() != res.SE.String() {
		t.Errorf("Progress saw %v, want %d ratings ending in %v", trail, res.Rated, res.SE)
	}
	for i := 1; i < len(trail); i++ {
		if trail[i].Rating <= trail[i-1].Rating {
			t.Errorf("Progress saw %v: want rising ratings", trail)
		}
	}
	t.Logf("%v -> %v in %d candidates (%d rated in full, %d moves): %v", res.From, res.SE, res.Candidates, res.Rated, res.Moves, trail)

	seed, rng = hardSeed(t, 2)
	o = generate.SearchOptions{MinSE: res.From.Rating + 1, Candidates: n, Rand: rng}
	met, err := generate.Harder(context.Background(), seed.Puzzle, o)
	if err != nil {
		t.Fatal(err)
	}
	checkSearch(t, seed.Puzzle, o, met)
	if !met.MetTarget || met.Rated != 1 || met.SE.String() != trail[0].String() {
		t.Errorf("MinSE %d: %v, met %t, %d rated in full: want the first rise, %v, met", o.MinSE, met.SE, met.MetTarget, met.Rated, trail[0])
	}

	o.MinSE = res.From.Rating
	same, err := generate.Harder(context.Background(), seed.Puzzle, o)
	if err != nil || !same.MetTarget || same.Candidates != 0 || same.Puzzle != seed.Puzzle {
		t.Errorf("MinSE at the seed's rating: %d candidates, met %t, %v: want the seed, met, none tried", same.Candidates, same.MetTarget, err)
	}
}

// TestHarderPatience: the search stops after Patience candidates in a
// row rated no higher than the best.
func TestHarderPatience(t *testing.T) {
	seed, rng := hardSeed(t, 4)
	last := 0 // candidates at the last rise
	o := generate.SearchOptions{Candidates: 200, Patience: 8, Rand: rng, Progress: func(r generate.SearchResult) { last = r.Candidates }}
	res, err := generate.Harder(context.Background(), seed.Puzzle, o)
	if err != nil {
		t.Fatal(err)
	}
	checkSearch(t, seed.Puzzle, o, res)
	if res.Candidates != last+o.Patience {
		t.Errorf("%d candidates, the last rise at %d: want %d more", res.Candidates, last, o.Patience)
	}
}

func TestHarderDeterministic(t *testing.T) {
	n := 25
	if testing.Short() {
		n = 10
	}
	var got []generate.SearchResult
	for range 2 {
		seed, rng := hardSeed(t, 3)
		res, err := generate.Harder(context.Background(), seed.Puzzle, generate.SearchOptions{Candidates: n, Rand: rng})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, res)
	}
	a, b := got[0], got[1]
	if a.Puzzle != b.Puzzle || a.SE.String() != b.SE.String() || a.Candidates != b.Candidates || a.Rated != b.Rated || a.Moves != b.Moves {
		t.Errorf("same seed, two searches:\n%s %v %d/%d/%d\n%s %v %d/%d/%d", a.Puzzle, a.SE, a.Candidates, a.Rated, a.Moves, b.Puzzle, b.SE, b.Candidates, b.Rated, b.Moves)
	}
	// A nil Rand is a fixed seed.
	seed, _ := hardSeed(t, 3)
	x, err1 := generate.Harder(context.Background(), seed.Puzzle, generate.SearchOptions{Candidates: 5})
	y, err2 := generate.Harder(context.Background(), seed.Puzzle, generate.SearchOptions{Candidates: 5})
	if err1 != nil || err2 != nil || x.Puzzle != y.Puzzle || x.Moves != y.Moves {
		t.Errorf("nil Rand, two searches: %s (%v), %s (%v)", x.Puzzle, err1, y.Puzzle, err2)
	}
}

func TestHarderContext(t *testing.T) {
	seed, rng := hardSeed(t, 2)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := generate.Harder(ctx, seed.Puzzle, generate.SearchOptions{Rand: rng})
	if !errors.Is(err, context.Canceled) || res.Puzzle.N() != 0 {
		t.Errorf("cancelled before: %v, %s: want context.Canceled and no puzzle", err, res.Puzzle)
	}

	// Cancelled at the first rise: the result is that puzzle.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	var first generate.SearchResult
	o := generate.SearchOptions{Rand: rng, Progress: func(r generate.SearchResult) {
		if first.Rated == 0 {
			first = r
		}
		cancel()
	}}
	res, err = generate.Harder(ctx, seed.Puzzle, o)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled at the first rise: %v, want context.Canceled", err)
	}
	checkSearch(t, seed.Puzzle, o, res)
	if res.Puzzle != first.Puzzle || res.Rated != 1 {
		t.Errorf("cancelled at the first rise: %s %v, %d rated: want %s %v", res.Puzzle, res.SE, res.Rated, first.Puzzle, first.SE)
	}
}

func TestSearch(t *testing.T) {
	o := generate.SearchOptions{MinSE: 85, Candidates: 300, Rand: rand.New(rand.NewPCG(5, 19))}
	if testing.Short() {
		o.MinSE = 80
	}
	var trail []serate.Rating
	o.Progress = func(r generate.SearchResult) { trail = append(trail, r.SE) }
	res, err := generate.Search(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	checkFound(t, o, res)
	checkMinimalGrid(t, res.Puzzle) // HardSeed's puzzles are minimal too
	if !res.MetTarget {
		t.Errorf("MinSE %d not met in %d candidates: %v", o.MinSE, res.Candidates, res.SE)
	}
	if len(trail) == 0 || trail[len(trail)-1].String() != res.SE.String() {
		t.Errorf("Progress saw %v, want the last %v", trail, res.SE)
	}
	for i := 1; i < len(trail); i++ {
		if trail[i].Rating <= trail[i-1].Rating {
			t.Errorf("Progress saw %v: want rising ratings", trail)
		}
	}
	t.Logf("MinSE %d: %v from a seed rated %v, %d climbs, %d candidates (%d rated in full): %v", o.MinSE, res.SE, res.From, res.Climbs, res.Candidates, res.Rated, trail)

	if _, err := generate.Search(context.Background(), generate.SearchOptions{Patience: -2}); err == nil || !strings.Contains(err.Error(), "patience -2") {
		t.Errorf("Patience -2: %v, want an error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, err := generate.Search(ctx, o); !errors.Is(err, context.Canceled) || res.Puzzle.N() != 0 {
		t.Errorf("cancelled: %v, %s: want context.Canceled and no puzzle", err, res.Puzzle)
	}
}

// TestSearchRestarts: with a small patience Search climbs from several
// seeds, within its budget of candidates, the same way for the same
// Rand.
func TestSearchRestarts(t *testing.T) {
	var got []generate.SearchResult
	o := generate.SearchOptions{Candidates: 30, Patience: 4}
	for range 2 {
		o.Rand = rand.New(rand.NewPCG(6, 19))
		res, err := generate.Search(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		checkFound(t, o, res)
		got = append(got, res)
	}
	a, b := got[0], got[1]
	if a.Climbs < 2 || a.SE.Beyond {
		t.Errorf("%d climbs to %v, want several (no puzzle beyond the profile)", a.Climbs, a.SE)
	}
	if !a.SE.Beyond && a.Candidates != o.Candidates {
		t.Errorf("%d candidates, want %d", a.Candidates, o.Candidates)
	}
	if a.Puzzle != b.Puzzle || a.SE.String() != b.SE.String() || a.Candidates != b.Candidates || a.Rated != b.Rated || a.Moves != b.Moves || a.Climbs != b.Climbs {
		t.Errorf("same Rand, two searches:\n%s %v %d/%d/%d/%d\n%s %v %d/%d/%d/%d", a.Puzzle, a.SE, a.Candidates, a.Rated, a.Moves, a.Climbs, b.Puzzle, b.SE, b.Candidates, b.Rated, b.Moves, b.Climbs)
	}
}

// TestSearchReach measures how far Search climbs from Master seeds in a
// fixed time each, with no target; it runs only with -search.reach and
// prints the figures for BENCHMARKS.md:
//
//	go test ./engine/generate/ -run=SearchReach -v -search.reach -search.seeds=20 -search.budget=2s
//
// Run i is Search with a PCG seeded with first+i and SearchOptions.Patience
// from -search.patience (a large one climbs from one seed only). The time
// to a rating counts from the call to Search, HardSeed included; a puzzle
// beyond the SE profile counts as serate.BeyondRating. Last, on a few neighbours of
// each final puzzle, it times the fast bound (serate.Options.RateUpTo with the final
// rating as ceiling) against a full serate.Rate.
func TestSearchReach(t *testing.T) {
	if !*searchReach {
		t.Skip("measurement: run with -search.reach")
	}
	marks := []int{70, 80, 85, 90, 91}
	reached := make([][]time.Duration, len(marks))
	var finals []string
	var cands, rated, climbs, beyond int
	var searchTime time.Duration
	var bound, full time.Duration
	var sampled, above int
	fmt.Printf("| run | first seed | found | its seed | climbs | candidates | rated in full | %s |\n|---:|---:|---:|---:|---:|---:|---:|%s\n",
		strings.Join(mapInts(marks, func(m int) string { return fmt.Sprintf("s to %d.%d", m/10, m%10) }), " | "), strings.Repeat("---:|", len(marks)))
	for seed := *searchFirst; seed < *searchFirst+uint64(*searchSeeds); seed++ {
		rng := rand.New(rand.NewPCG(seed, 19))
		at := make([]time.Duration, len(marks))
		for i := range at {
			at[i] = -1
		}
		first := ""
		ctx, cancel := context.WithTimeout(context.Background(), *searchBudget)
		start := time.Now()
		progress := func(r generate.SearchResult) {
			if first == "" {
				first = r.SE.Number()
			}
			for i, m := range marks {
				if at[i] < 0 && r.SE.Rating >= m {
					at[i] = time.Since(start)
				}
			}
		}
		res, err := generate.Search(ctx, generate.SearchOptions{Candidates: 1 << 30, Patience: *searchPatience, Rand: rng, Progress: progress})
		searchTime += time.Since(start)
		cancel()
		if err != nil && !errors.Is(err, context.DeadlineExceeded) || res.Puzzle.N() == 0 {
			t.Fatalf("run %d: %v", seed, err)
		}
		climbs += res.Climbs
		cands += res.Candidates
		rated += res.Rated
		final := res.SE.Number()
		if res.SE.Beyond {
			beyond++
			final = "beyond (" + final + ")"
		}
		finals = append(finals, final)
		cols := make([]string, len(marks))
		for i, d := range at {
			cols[i] = "-"
			if d >= 0 {
				reached[i] = append(reached[i], d)
				cols[i] = fmt.Sprintf("%.2f", d.Seconds())
			}
		}
		fmt.Printf("| %d | %s | %s | %s | %d | %d | %d | %s |\n", seed, first, final, res.From.Number(), res.Climbs, res.Candidates, res.Rated, strings.Join(cols, " | "))
		if res.SE.Beyond {
			continue
		}

		// The fast bound against a full rating, on neighbours of the final puzzle.
		for range *searchBound {
			q, ok := neighbourOf(res.Puzzle, rng)
			if !ok {
				continue
			}
			t0 := time.Now()
			_, within, err := serate.Options{}.RateUpTo(q, res.SE.Rating)
			t1 := time.Now()
			_, err2 := serate.Rate(q)
			full += time.Since(t1)
			bound += t1.Sub(t0)
			if err != nil || (err2 != nil && !errors.Is(err2, serate.ErrBeyond)) {
				t.Fatalf("%s: %v, %v", q, err, err2)
			}
			sampled++
			if !within {
				above++
			}
		}
	}
	n := len(finals)
	patience := *searchPatience
	if patience == 0 {
		patience = generate.DefaultPatience
	}
	fmt.Printf("\n%d runs of Search from Master seeds (HardSeed), %v each, no target, Patience %d; %d climbs in all:\n", n, *searchBudget, patience, climbs)
	for i, m := range marks {
		ds := reached[i]
		mean := "-"
		if len(ds) > 0 {
			var sum time.Duration
			for _, d := range ds {
				sum += d
			}
			slices.Sort(ds)
			mean = fmt.Sprintf("mean %.2f s, median %.2f s, slowest %.2f s", (sum / time.Duration(len(ds))).Seconds(), ds[(len(ds)-1)/2].Seconds(), ds[len(ds)-1].Seconds())
		}
		fmt.Printf("  >= %d.%d: %2d/%d  (time to reach it: %s)\n", m/10, m%10, len(ds), n, mean)
	}
	fmt.Printf("  beyond the SE profile (SE >= %d.%d): %d/%d\n", serate.BeyondRating/10, serate.BeyondRating%10, beyond, n)
	slices.Sort(finals)
	fmt.Printf("  final ratings: %s\n", strings.Join(finals, " "))
	fmt.Printf("  candidates: %d, %.0f/s; the fast bound dropped %d (%.1f%%), %d rated in full\n",
		cands, float64(cands)/searchTime.Seconds(), cands-rated, 100*float64(cands-rated)/float64(max(cands, 1)), rated)
	if sampled > 0 {
		fmt.Printf("  fast bound vs full rating on %d neighbours of the final puzzles (%d above the final rating): %.1f ms vs %.1f ms each\n",
			sampled, above, bound.Seconds()*1000/float64(sampled), full.Seconds()*1000/float64(sampled))
	}
}

// neighbourOf returns a minimal puzzle one clue swap from p (one clue
// removed, a digit its peers allow put in an empty cell), with one
// solution, as Harder's moves make them; ok is false when 200 tries
// found none.
func neighbourOf(p sudoku.Grid, rng *rand.Rand) (sudoku.Grid, bool) {
	for range 200 {
		q := p
		var clues, empty []sudoku.Cell
		for c := range sudoku.Cell(81) {
			if q.At(c) != 0 {
				clues = append(clues, c)
			}
		}
		q.Set(clues[rng.IntN(len(clues))], 0)
		for c := range sudoku.Cell(81) {
			if q.At(c) == 0 {
				empty = append(empty, c)
			}
		}
		c := empty[rng.IntN(len(empty))]
		q.Set(c, sudoku.Digit(1+rng.IntN(9)))
		if q.Validate() != nil || q == p {
			continue
		}
		if n, err := solve.Count(q, 2); err != nil || n != 1 {
			continue
		}
		m, err := generate.Minimise(sudoku.Puzzle{Grid: q}, nil, rng, solve.Options{})
		if err != nil {
			continue
		}
		return m, true
	}
	return p, false
}

func mapInts(xs []int, f func(int) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func ExampleHarder() {
	rng := rand.New(rand.NewPCG(2, 19))
	seed, err := generate.HardSeed(context.Background(), rng)
	if err != nil {
		panic(err)
	}
	res, err := generate.Harder(context.Background(), seed.Puzzle, generate.SearchOptions{MinSE: 80, Rand: rng})
	if err != nil {
		panic(err)
	}
	fmt.Println(seed.SE.Level(), "->", res.SE.Level(), res.MetTarget, res.SE.Rating >= 80)
	// Output: Master -> Master true true
}

func ExampleSearch() {
	o := generate.SearchOptions{MinSE: 85, Rand: rand.New(rand.NewPCG(2024, 1))}
	res, err := generate.Search(context.Background(), o)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.MetTarget, res.SE.Rating >= 85, res.SE.Level())
	// Output: true true Master
}
