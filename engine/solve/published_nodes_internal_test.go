package solve

import (
	"bufio"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
)

var nodeFamilies = flag.String("nodes.families", "renban,thermo",
	"the families of testdata's published puzzles TestPublishedNodes reports, comma-separated")

// TestPublishedNodes logs, for each published puzzle of the families
// -nodes.families names (renban and thermo unless told), the nodes the
// exact search takes to count to 2 and the time of one solve (compiling
// the rules included), which swings with the machine's
// other work. It checks the published solution and its uniqueness. Run
// with -v; skipped with -short.
func TestPublishedNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: run without -short")
	}
	want := strings.Split(*nodeFamilies, ",")
	var total int64
	var times []time.Duration
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		f, err := os.Open("testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			cols := strings.Split(sc.Text(), "\t")
			if len(cols) != 5 || strings.HasPrefix(cols[0], "#") {
				continue
			}
			if !slices.ContainsFunc(strings.Split(cols[0], ","), func(f string) bool { return slices.Contains(want, f) }) {
				continue
			}
			p, err := codec.Parse(cols[4])
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			v, ok := compile(p.Grid.Shape(), &p.Rules)
			if !ok {
				t.Fatalf("%s: no candidates", cols[1])
			}
			n, sol, err := v.count(p.Grid, 2, DefaultBudget, nil, nil)
			d := time.Since(start)
			if err != nil || n != 1 || sol.String() != cols[3] {
				t.Fatalf("%s: %d solutions, %v", cols[1], n, err)
			}
			t.Logf("%-40s %-22s %9d nodes %9.1f ms", cols[1], cols[0], v.spent, float64(d)/1e6)
			total += v.spent
			times = append(times, d)
		}
		f.Close()
	}
	if len(times) == 0 {
		t.Fatalf("no puzzle of %s", *nodeFamilies)
	}
	slices.Sort(times)
	t.Logf("%d puzzles: %d nodes; time median %.1f ms, max %.1f ms", len(times), total,
		float64(times[len(times)/2])/1e6, float64(times[len(times)-1])/1e6)
}
