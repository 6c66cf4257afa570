package logic

import (
	"bufio"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// seRated is a puzzle with its Sudoku Explainer rating.
type seRated struct {
	puzzle string
	se     float64
}

// loadSERated reads testdata/se_ratings.txt (its header names the source).
func loadSERated(t testing.TB) []seRated {
	f, err := os.Open("testdata/se_ratings.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []seRated
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		se, err := strconv.ParseFloat(fields[len(fields)-1], 64)
		if len(fields) != 2 || err != nil {
			t.Fatalf("se_ratings.txt: line %d: want a puzzle and a rating", line)
		}
		out = append(out, seRated{fields[0], se})
	}
	return out
}

// ranks returns the rank of each value, 1 for the smallest; tied values
// share the mean of their ranks.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmpFloat(xs[a], xs[b]) })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j+1) / 2
		}
		i = j
	}
	return r
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// spearman returns Spearman's rank correlation of xs and ys: Pearson's
// correlation of their ranks, ties ranked by their mean.
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	n := float64(len(rx))
	var mx, my float64
	for i := range rx {
		mx += rx[i] / n
		my += ry[i] / n
	}
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func TestSpearman(t *testing.T) {
	for _, tc := range []struct {
		xs, ys []float64
		want   float64
	}{
		{[]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1},
		{[]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		{[]float64{1, 2, 3, 4, 5}, []float64{2, 1, 4, 3, 5}, 0.8},
		{[]float64{1, 1, 2, 3}, []float64{1, 2, 3, 4}, 0.9486832980505138},
	} {
		if got := spearman(tc.xs, tc.ys); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("spearman(%v, %v) = %v, want %v", tc.xs, tc.ys, got, tc.want)
		}
	}
}

// TestSECorrelation grades puzzles rated by Sudoku Explainer and checks
// that our ratings rank them much as SE does: Spearman's rank correlation
// at least minSESpearman. Every step is checked against the solution.
func TestSECorrelation(t *testing.T) {
	rated := loadSERated(t)
	if testing.Short() {
		rated = rated[:25]
	}
	var ours, theirs []float64
	for _, r := range rated {
		ours = append(ours, GradePath(checkedSolve(t, r.puzzle)).Rating)
		theirs = append(theirs, r.se)
	}
	rho := spearman(ours, theirs)
	t.Logf("Spearman's rank correlation with SE over %d puzzles: %.3f", len(rated), rho)
	if rho < minSESpearman {
		t.Errorf("got rank correlation %.3f with SE, want at least %.2f", rho, minSESpearman)
	}
}

// minSESpearman is the floor for TestSECorrelation.
const minSESpearman = 0.7
