package daily_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var writeGolden = flag.Bool("daily.golden", false, "write testdata/golden.txt anew (only for a new Version)")

// goldenDates are the dates testdata/golden.txt pins: a day every 5 days
// over a year from the first daily, and the 30 days from it.
func goldenDates() []daily.Date {
	first := daily.Date{Year: 2026, Month: time.November, Day: 24}
	var ds []daily.Date
	for i := range 30 {
		ds = append(ds, first.AddDays(i))
	}
	for i := 30; i < 400; i += 5 {
		ds = append(ds, first.AddDays(i))
	}
	return ds
}

// The daily puzzles of the golden dates are those testdata/golden.txt
// lists, natively and under GOOS=js: they never change.
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, d := range goldenDates() {
		for _, l := range daily.Levels() {
			g, err := daily.Puzzle(d, l)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %s %s\n", d, l, g.String())
		}
	}
	if *writeGolden {
		if err := os.WriteFile("testdata/golden.txt", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	got, wantLines := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	if len(got) != len(wantLines) {
		t.Fatalf("%d daily puzzles, golden has %d", len(got), len(wantLines))
	}
	for i := range got {
		if got[i] != wantLines[i] {
			t.Errorf("daily puzzle changed:\n got %s\nwant %s", got[i], wantLines[i])
		}
	}
}

// Each daily puzzle has one solution, meets its level, and keeps the
// 180-degree symmetry of its clues.
func TestMeetsLevel(t *testing.T) {
	days := 40
	if testing.Short() {
		days = 6
	}
	first := daily.Date{Year: 2026, Month: time.November, Day: 20}
	for i := range days {
		d := first.AddDays(i)
		for _, l := range daily.Levels() {
			g, err := daily.Puzzle(d, l)
			if err != nil {
				t.Fatal(err)
			}
			if n, err := solve.Count(g, 2); n != 1 || err != nil {
				t.Errorf("%s: %d solutions (%v)", daily.Name(d, l), n, err)
				continue
			}
			if gr, err := logic.GradeGrid(g); err != nil || gr.Level != l {
				t.Errorf("%s grades %v (%v)", daily.Name(d, l), gr.Level, err)
			}
			for c := sudoku.Cell(0); c < 81; c++ {
				if (g.At(c) == 0) != (g.At(80-c) == 0) {
					t.Errorf("%s is not symmetric at cells %d and %d", daily.Name(d, l), c, 80-c)
					break
				}
			}
		}
	}
}

// Days in a row get different puzzles, and each level its own.
func TestDaysDiffer(t *testing.T) {
	seen := map[sudoku.Grid]string{}
	first := daily.Date{Year: 2027, Month: time.February, Day: 25}
	for i := range 400 {
		d := first.AddDays(i)
		for _, l := range daily.Levels() {
			g, err := daily.Puzzle(d, l)
			if err != nil {
				t.Fatal(err)
			}
			if other, ok := seen[g]; ok {
				t.Fatalf("%s is the puzzle of %s", daily.Name(d, l), other)
			}
			seen[g] = daily.Name(d, l)
		}
	}
}

func TestPuzzleRefusesExtreme(t *testing.T) {
	if _, err := daily.Puzzle(daily.Date{Year: 2026, Month: 11, Day: 24}, logic.Extreme); err == nil {
		t.Error("a daily Extreme puzzle was made")
	}
	if ls := daily.Levels(); len(ls) != 5 || ls[0] != logic.Easy || ls[4] != logic.Master {
		t.Errorf("Levels() = %v, want Easy to Master", ls)
	}
}

func TestDate(t *testing.T) {
	d := daily.Date{Year: 2026, Month: time.November, Day: 24}
	for _, tc := range []struct {
		got, want string
	}{
		{d.String(), "2026-11-24"},
		{d.Label(), "24 Nov 2026"},
		{d.AddDays(7).String(), "2026-12-01"},
		{d.AddDays(-24).String(), "2026-10-31"},
		{daily.Date{Year: 2028, Month: time.February, Day: 28}.AddDays(1).String(), "2028-02-29"},
		{daily.Name(d, logic.Hard), "Daily, 24 Nov 2026, Hard"},
		{fmt.Sprint(d.AddDays(40).Sub(d)), "40"},
		{daily.Today(time.Date(2026, 11, 24, 23, 30, 0, 0, time.FixedZone("X", -5*3600))).String(), "2026-11-24"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	for _, s := range []string{"2026-11-24", "2000-02-29"} {
		if got, err := daily.ParseDate(s); err != nil || got.String() != s {
			t.Errorf("ParseDate(%q) = %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "2026-11-31", "24 Nov 2026", "2026-1-5"} {
		if _, err := daily.ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) took a bad date", s)
		}
	}
}

func ExamplePuzzle() {
	d := daily.Date{Year: 2026, Month: time.November, Day: 24}
	g, _ := daily.Puzzle(d, logic.Hard)
	fmt.Println(daily.Name(d, logic.Hard), g.Filled() > 17)
	// Output: Daily, 24 Nov 2026, Hard true
}

// FuzzParseDate holds ParseDate to time.Parse with time.DateOnly, which it
// stands in for, and Label to time.Format.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-11-24", "2000-02-29", "1900-02-29", "0000-01-01", "9999-12-31", "2026-13-01", "2026-00-10", "2026-1-05", "+026-11-24", "2026-11-2a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := daily.ParseDate(s)
		want, werr := time.Parse(time.DateOnly, s)
		if (err == nil) != (werr == nil) {
			t.Fatalf("ParseDate(%q): error %v, time.Parse: %v", s, err, werr)
		}
		if err != nil {
			return
		}
		if d != daily.Today(want) || d.String() != s {
			t.Fatalf("ParseDate(%q) = %v, time.Parse read %v", s, d, want)
		}
		if got, w := d.Label(), want.Format("2 Jan 2006"); got != w {
			t.Fatalf("Label() = %q, time.Format writes %q", got, w)
		}
	})
}
