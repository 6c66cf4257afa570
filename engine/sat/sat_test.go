package sat_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crillab/gophersat/solver"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// pe96Sum is the Project Euler 96 answer (engine/internal/puzzleset/testdata/README.md).
const pe96Sum = 24702

// Puzzles of other sizes with exactly one solution.
const (
	puzzle4x4 = ".......1.24.3..."
	puzzle6x6 = "..5..1........32...5........6..123.5"
	puzzle8x8 = "......1...3............72..463.87...2...61..8.4....5.4....8.5..."
)

func parse(t testing.TB, text string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return g
}

// loadPE96 reads the 50 puzzles of pe96.txt in Project Euler's own layout:
// a "Grid NN" line, then nine lines of nine digits.
func loadPE96(t *testing.T) []string {
	t.Helper()
	dir, err := puzzleset.Dir()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, puzzleset.PE96Original))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	for i := 0; i < len(lines); i += 10 {
		if want := fmt.Sprintf("Grid %02d", len(out)+1); strings.TrimSpace(lines[i]) != want || i+10 > len(lines) {
			t.Fatalf("pe96.txt line %d: got %q, want %q and nine rows", i+1, lines[i], want)
		}
		var b strings.Builder
		for _, row := range lines[i+1 : i+10] {
			b.WriteString(strings.TrimSpace(row))
		}
		out = append(out, b.String())
	}
	return out
}

// TestProjectEuler96 solves the 50 puzzles by the exact solver and by SAT,
// and checks the Project Euler answer: the sum of the three-digit numbers
// in the top-left corners of the solutions.
func TestProjectEuler96(t *testing.T) {
	ps := loadPE96(t)
	if len(ps) != 50 {
		t.Fatalf("got %d PE96 puzzles, want 50", len(ps))
	}
	sum := 0
	for i, p := range ps {
		g := parse(t, p)
		want, wantUnique, err := solve.Solve(g)
		if err != nil || !wantUnique {
			t.Fatalf("grid %02d: solve.Solve: unique %v, err %v; want a unique solution", i+1, wantUnique, err)
		}
		got, unique, err := sat.Solve(g)
		if err != nil || !unique {
			t.Fatalf("grid %02d: sat.Solve: unique %v, err %v; want a unique solution", i+1, unique, err)
		}
		if err := g.CheckSolution(got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("grid %02d: sat.Solve got %s, solve.Solve got %s", i+1, got, want)
		}
		sum += 100*int(got.At(0)) + 10*int(got.At(1)) + int(got.At(2))
	}
	if sum != pe96Sum {
		t.Errorf("got PE96 sum %d, want %d", sum, pe96Sum)
	}
}

// clauseCount is Encode's clause count worked out from the encoding:
// 4N^2 exactly-one groups of N variables (cells, and every digit in every
// row, column and box), each one at-least-one clause and C(N,2) pairs, less
// the box pairs that share a row or a column, plus one clause per given.
func clauseCount(s sudoku.Shape, givens int) int {
	n, r, c := s.N(), s.BoxRows, s.BoxCols
	pairs := func(k int) int { return k * (k - 1) / 2 }
	group := 1 + pairs(n)
	boxGroup := group - r*pairs(c) - c*pairs(r)
	return 3*n*n*group + n*n*boxGroup + givens
}

func TestEncodeCounts(t *testing.T) {
	tests := []struct {
		name        string
		grid        sudoku.Grid
		vars, units int
	}{
		{"empty 4x4", sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2}), 64, 0},
		{"4x4 puzzle", parse(t, puzzle4x4), 64, 4},
		{"6x6 puzzle", parse(t, puzzle6x6), 216, 10},
		{"8x8 puzzle", parse(t, puzzle8x8), 512, 18},
		{"empty 9x9", sudoku.NewGrid(sudoku.Classic), 729, 0},
		{"empty 12x12", sudoku.NewGrid(sudoku.Shape{BoxRows: 3, BoxCols: 4}), 1728, 0},
	}
	for _, tt := range tests {
		f, err := sat.Encode(tt.grid)
		if err != nil {
			t.Fatalf("%s: Encode: %v", tt.name, err)
		}
		if f.Vars != tt.vars {
			t.Errorf("%s: got %d variables, want %d", tt.name, f.Vars, tt.vars)
		}
		if got, want := len(f.Clauses), clauseCount(tt.grid.Shape(), tt.units); got != want {
			t.Errorf("%s: got %d clauses, want %d", tt.name, got, want)
		}
		units := 0
		for _, cl := range f.Clauses {
			if len(cl) == 1 {
				units++
			}
			for _, lit := range cl {
				if lit == 0 || lit > f.Vars || -lit > f.Vars {
					t.Fatalf("%s: clause %v has literal %d out of 1..%d", tt.name, cl, lit, f.Vars)
				}
			}
		}
		if units != tt.units {
			t.Errorf("%s: got %d unit clauses, want %d (one per given)", tt.name, units, tt.units)
		}
	}
	// 9x9: 324 groups of 37 clauses, less 18 shared pairs in each of the 81 box groups.
	if got := clauseCount(sudoku.Classic, 0); got != 10530 {
		t.Errorf("got 9x9 clause count %d, want 10530", got)
	}
}

func TestEncodeVariables(t *testing.T) {
	g := parse(t, puzzle4x4)
	f, err := sat.Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Shape()
	// r2c4 holds 1: cell 7, variable 7*4+1 = 29, a unit clause.
	if got := sat.Var(s, s.CellAt(1, 3), 1); got != 29 {
		t.Errorf("got Var(r2c4, 1) = %d, want 29", got)
	}
	found := false
	for _, cl := range f.Clauses {
		found = found || len(cl) == 1 && cl[0] == 29
	}
	if !found {
		t.Errorf("got no unit clause [29] for the given 1 at r2c4")
	}
	// The at-least-one clause of cell r1c1 comes first.
	if got, want := fmt.Sprint(f.Clauses[0]), "[1 2 3 4]"; got != want {
		t.Errorf("got first clause %s, want %s", got, want)
	}
}

func TestEncodeInvalid(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	g.Set(0, 3)
	g.Set(5, 3) // r2c2, same box as r1c1
	var ce *sudoku.ConflictError
	if _, err := sat.Encode(g); !errors.As(err, &ce) {
		t.Errorf("Encode with 3 twice in box 1: got error %v, want a *sudoku.ConflictError", err)
	}
	if _, _, err := sat.Solve(g); !errors.As(err, &ce) {
		t.Errorf("Solve with 3 twice in box 1: got error %v, want a *sudoku.ConflictError", err)
	}
}

// TestWriteDIMACS checks the text against the formula, and that gophersat's
// own DIMACS reader reads it back to a formula with the same solution.
func TestWriteDIMACS(t *testing.T) {
	g := parse(t, puzzle4x4)
	f, err := sat.Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(buf.Bytes()))
	comments, header, clauses := 0, "", 0
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "c "):
			if header != "" || clauses > 0 {
				t.Fatalf("comment %q after the header", line)
			}
			comments++
		case strings.HasPrefix(line, "p "):
			header = line
		default:
			fields := strings.Fields(line)
			if len(fields) == 0 || fields[len(fields)-1] != "0" {
				t.Fatalf("clause line %q does not end in 0", line)
			}
			if got, want := strings.Join(fields[:len(fields)-1], " "), joinInts(f.Clauses[clauses]); got != want {
				t.Fatalf("clause %d: got %q, want %q", clauses+1, got, want)
			}
			clauses++
		}
	}
	if comments == 0 {
		t.Errorf("got no comment lines")
	}
	if want := fmt.Sprintf("p cnf 64 %d", clauseCount(g.Shape(), 4)); header != want {
		t.Errorf("got header %q, want %q", header, want)
	}
	if clauses != len(f.Clauses) {
		t.Errorf("got %d clause lines, want %d", clauses, len(f.Clauses))
	}
	if !strings.Contains(buf.String(), "c "+puzzle4x4+"\n") {
		t.Errorf("comments do not name the puzzle %s:\n%s", puzzle4x4, buf.String()[:200])
	}

	pb, err := solver.ParseCNF(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("gophersat cannot read the DIMACS: %v", err)
	}
	slv := solver.New(pb)
	if status := slv.Solve(); status != solver.Sat {
		t.Fatalf("got status %v from the DIMACS, want SAT", status)
	}
	model := slv.Model()
	want, _, err := solve.Solve(g)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Shape()
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		if v := sat.Var(s, c, want.At(c)); !model[v-1] {
			t.Errorf("model from the DIMACS has variable %d (%s = %d) false", v, s.CellName(c), want.At(c))
		}
	}
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, " ")
}

// errWriter fails every write.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteDIMACSError(t *testing.T) {
	f, err := sat.Encode(parse(t, puzzle4x4))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.WriteDIMACS(errWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("got error %v, want disk full", err)
	}
}

func TestSolve(t *testing.T) {
	tests := []struct {
		name   string
		puzzle string
		unique bool
		err    error
	}{
		{"4x4", puzzle4x4, true, nil},
		{"6x6", puzzle6x6, true, nil},
		{"8x8", puzzle8x8, true, nil},
		{"9x9 PE96 grid 01", "003020600900305001001806400008102900700000008006708200002609500800203009005010300", true, nil},
		{"4x4 solved", "1234341221434321", true, nil},
		{"4x4 two solutions", "12..34..........", false, nil},
		{"4x4 empty", "................", false, nil},
		// r1c3 sees 1 and 2 in its row, 3 and 4 in its column.
		{"4x4 no solution", "12........3...4.", false, sat.ErrNoSolution},
		// r1c9 must be 9, but column 9 has a 9.
		{"9x9 no solution", "12345678." + strings.Repeat(".", 36) + "........9" + strings.Repeat(".", 27), false, sat.ErrNoSolution},
	}
	for _, tt := range tests {
		g := parse(t, tt.puzzle)
		sol, unique, err := sat.Solve(g)
		if err != tt.err {
			t.Errorf("%s: got error %v, want %v", tt.name, err, tt.err)
			continue
		}
		if err != nil {
			continue
		}
		if unique != tt.unique {
			t.Errorf("%s: got unique %v, want %v", tt.name, unique, tt.unique)
		}
		if err := g.CheckSolution(sol); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCount compares counts with the exact solver, up to the 288 solutions
// of the empty 4x4 grid.
func TestCount(t *testing.T) {
	tests := []struct {
		puzzle string
		limit  int
	}{
		{puzzle4x4, 5},
		{"12..34..........", 5},
		{"12..34..........", 1},
		{"12..34..........", 0},
		{"................", 1000},
		{"................", 100},
		{"1...............", 1000},
		{"12..........3...", 1000},
		{"......" + puzzle6x6[6:], 100},
		{"1234341221434321", 3},
	}
	for _, tt := range tests {
		g := parse(t, tt.puzzle)
		got, err := sat.Count(g, tt.limit)
		if err != nil {
			t.Fatalf("Count(%s, %d): %v", tt.puzzle, tt.limit, err)
		}
		want, err := solve.Count(g, tt.limit)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("Count(%s, %d): got %d, want %d", tt.puzzle, tt.limit, got, want)
		}
	}
	if got, _ := sat.Count(sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2}), 1000); got != 288 {
		t.Errorf("Count(empty 4x4, 1000): got %d, want 288", got)
	}
}

// TestAgreesWithExact checks Count(g, 2) against the exact solver on the
// benchmark sets; serg_benchmark's puzzles have several solutions.
func TestAgreesWithExact(t *testing.T) {
	max := 100
	if testing.Short() {
		max = 10
	}
	for _, set := range []string{puzzleset.Serg, puzzleset.Magictour, puzzleset.Forum1106, puzzleset.Clue17} {
		ps, err := puzzleset.Load(set, max)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			g := parse(t, p)
			got, err := sat.Count(g, 2)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			want, err := solve.Count(g, 2)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s %s: got count %d, want %d", set, p, got, want)
			}
		}
	}
}

func TestLargeEmpty(t *testing.T) {
	shapes := []sudoku.Shape{{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}}
	if !testing.Short() {
		shapes = append(shapes, sudoku.Shape{BoxRows: 5, BoxCols: 5})
	}
	for _, s := range shapes {
		g := sudoku.NewGrid(s)
		sol, unique, err := sat.Solve(g)
		if err != nil || unique {
			t.Fatalf("Solve(empty %s): unique %v, err %v; want several solutions", s, unique, err)
		}
		if err := g.CheckSolution(sol); err != nil {
			t.Fatal(err)
		}
	}
}
