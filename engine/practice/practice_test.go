package practice

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// seedsFor returns the seeds a test tries for t: 1 to 20, or in -short
// mode 1 to 3 (the golden file's seeds), which every technique keeps.
func seedsFor() []uint64 {
	n := 20
	if testing.Short() {
		n = 3
	}
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(i + 1)
	}
	return seeds
}

// cache holds the positions the tests made, so the golden test and the
// position test make each once.
var cache sync.Map // [2]uint64{technique, seed} -> Position

func positionFor(t *testing.T, tech logic.Technique, seed uint64) Position {
	t.Helper()
	key := [2]uint64{uint64(tech), seed}
	if p, ok := cache.Load(key); ok {
		return p.(Position)
	}
	p, err := PositionFor(context.Background(), tech, seed)
	if err != nil {
		t.Fatal(err)
	}
	cache.Store(key, p)
	return p
}

// Every technique offered, for every seed tried: the position's candidate
// line, read back as the CLI reads it, gives the logic solver a step of
// the technique, and that step is the position's; the position holds its
// solution and its givens.
func TestPositions(t *testing.T) {
	for _, tech := range Techniques() {
		t.Run(strings.ReplaceAll(tech.Name(), " ", "_"), func(t *testing.T) {
			for _, seed := range seedsFor() {
				p := positionFor(t, tech, seed)
				line := p.Text()
				q, err := codec.Parse(line)
				if err != nil {
					t.Fatalf("seed %d: %s does not read back: %v", seed, line, err)
				}
				s, err := logic.FromPuzzleMarks(q)
				if err != nil {
					t.Fatalf("seed %d: %s: %v", seed, line, err)
				}
				h, ok := logic.Next(s)
				if !ok || h.Step.Technique != tech {
					t.Fatalf("seed %d: %s: next step %q (%v), want %s", seed, line, h.Step.Text, ok, tech.Name())
				}
				if variant := slices.Contains(logic.VariantTechniques(), tech); variant == p.Rules.Classic() || q.Rules.Classic() != p.Rules.Classic() {
					t.Errorf("seed %d: rules %q, read back %q; want variant rules %v", seed, sudoku.EncodeRules(sudoku.Classic, &p.Rules), sudoku.EncodeRules(sudoku.Classic, &q.Rules), variant)
				}
				if h.Step.Text != p.Step.Text || p.Technique != tech || p.Seed != seed {
					t.Errorf("seed %d: read back, the step is %q; the position says %q (%s, seed %d)", seed, h.Step.Text, p.Step.Text, p.Technique.Name(), p.Seed)
				}
				for c := range 81 {
					d, sol, g := p.Grid.At(cellOf(c)), p.Solution.At(cellOf(c)), p.Givens.At(cellOf(c))
					if d != 0 && d != sol || d == 0 && !p.Candidates[c].Has(sol) || g != 0 && g != d {
						t.Fatalf("seed %d: cell %d holds %v, candidates %v, given %v; the solution has %v", seed, c, d, p.Candidates[c], g, sol)
					}
				}
			}
		})
	}
}

// The positions of seeds 1 to 3 are the same on every platform: the
// SHA-256 of each one's line and step, as testdata/golden.txt holds them
// (TestGolden -update rewrites it). make test-wasm runs it under
// WebAssembly.
func TestGolden(t *testing.T) {
	var got strings.Builder
	for _, tech := range Techniques() {
		for seed := uint64(1); seed <= 3; seed++ {
			p := positionFor(t, tech, seed)
			sum := sha256.Sum256([]byte(p.Text() + "\n" + p.Step.Text))
			fmt.Fprintf(&got, "%s %d %x\n", tech.Key(), seed, sum)
		}
	}
	const file = "testdata/golden.txt"
	if *update {
		if err := os.WriteFile(file, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Errorf("line %d: got %s, want %s", i+1, gl[i], wl[i])
			}
		}
		if len(gl) != len(wl) {
			t.Errorf("got %d lines, want %d", len(gl), len(wl))
		}
	}
}

// Techniques lists every technique that the package serves, in logic's
// order (the classic ones, then the variant ones), every variant
// technique among them, and PositionFor refuses the others by name.
func TestTechniques(t *testing.T) {
	ts := Techniques()
	for i := 1; i < len(ts); i++ {
		if ts[i] <= ts[i-1] {
			t.Errorf("%s before %s: not in logic's order", ts[i-1].Name(), ts[i].Name())
		}
	}
	for _, tech := range logic.VariantTechniques() {
		if !slices.Contains(ts, tech) {
			t.Errorf("%s not offered", tech.Name())
		}
	}
	for _, tech := range []logic.Technique{logic.ContradictionChain, logic.CellForcingChain, logic.RegionForcingChain} {
		if !Offered(tech) || !slices.Contains(ts, tech) {
			t.Errorf("%s not offered", tech.Name())
		}
	}
	tech := logic.TrialAndError
	if Offered(tech) {
		t.Errorf("%s offered", tech.Name())
	}
	_, err := PositionFor(context.Background(), tech, 1)
	if got, want := fmt.Sprint(err), "practice: "+tech.Name()+", seed 1: technique not offered"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// The cell forcing chain, whose positions come from paths walked on past
// trial and error (TestBuildPool's pastTrial): served from the pool, the
// same position for the same seed made anew (not the test's cache), and
// other seeds draw other positions.
func TestCellForcingChain(t *testing.T) {
	tech := logic.CellForcingChain
	if n := len(mustPool(t, tech)); n < 10 {
		t.Fatalf("%d pool positions, want 10 or more", n)
	}
	lines := map[string]bool{}
	for _, seed := range seedsFor() {
		p := positionFor(t, tech, seed)
		again, err := PositionFor(context.Background(), tech, seed)
		if err != nil {
			t.Fatal(err)
		}
		if !p.Pooled || p.Step.Technique != tech || again.Line() != p.Line() || again.Step.Text != p.Step.Text {
			t.Errorf("seed %d: pooled %v, step %q; made again, %q", seed, p.Pooled, p.Step.Text, again.Step.Text)
		}
		lines[p.Line()] = true
	}
	if len(lines) < 2 {
		t.Errorf("%d seeds, %d positions", len(seedsFor()), len(lines))
	}
}

func mustPool(t *testing.T, tech logic.Technique) []entry {
	t.Helper()
	es, err := poolOf(tech)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// A generated technique is one measured under a second at p95 in
// WebAssembly (sources).
func TestSources(t *testing.T) {
	for _, s := range sources {
		if s.generated && (s.wasm[1] == 0 || s.wasm[1] >= budget) {
			t.Errorf("%s: generated, yet its p95 in WebAssembly is %v", s.t.Name(), s.wasm[1])
		}
	}
}

// A pool entry reads back as written.
func TestEntryRoundTrip(t *testing.T) {
	p := positionFor(t, logic.XWing, 1)
	e := entry{grid: p.Grid, givens: p.Givens, cands: p.Candidates}
	text := encodeEntry(e)
	if len(text) != 150 {
		t.Errorf("entry of %d characters, want 150", len(text))
	}
	got, err := decodeEntry(text)
	if err != nil || got != e {
		t.Errorf("decodeEntry(encodeEntry(e)) = %+v, %v; want e", got, err)
	}
	if _, err := decodeEntry(text[:20]); err == nil {
		t.Error("a short entry read")
	}
}
