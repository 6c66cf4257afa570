package stats_test

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	zone  = time.FixedZone("CET", 3600)
	today = daily.Date{Year: 2026, Month: time.November, Day: 24}
)

// at is a time on the day n days from today, at hour h local time.
func at(n, h int) time.Time {
	d := today.AddDays(n)
	return time.Date(d.Year, d.Month, d.Day, h, 0, 0, 0, zone)
}

func min(m int) time.Duration { return time.Duration(m) * time.Minute }

type played struct {
	size     int
	grade    string // as the engine writes it, "" for none
	hints    int
	finished bool
	revealed bool
	elapsed  time.Duration
	at       time.Time // zero: not known (a record from before version 3)
	daily    int       // days from today of the daily puzzle it plays, with isDaily
	isDaily  bool
}

func summaries(ps []played) []game.Summary {
	var out []game.Summary
	for _, p := range ps {
		shape, _ := sudoku.ShapeForSize(p.size)
		var gr grade.Grade
		if p.grade != "" {
			var err error
			if gr, err = grade.Parse(p.grade); err != nil {
				panic("a fixture's grade: " + err.Error())
			}
		}
		s := game.Summary{Shape: shape, Grade: gr, Hints: p.hints, Finished: p.finished, Elapsed: p.elapsed,
			Finish: game.Finish{Elapsed: p.elapsed, At: p.at, Revealed: p.revealed}}
		if p.isDaily {
			s.IsDaily, s.Daily = true, game.Daily{Date: today.AddDays(p.daily), Level: logic.Hard}
		}
		out = append(out, s)
	}
	return out
}

func TestLines(t *testing.T) {
	got := stats.From(today, summaries([]played{
		{size: 9, grade: "Hard 4.2 (XY-Wing)", finished: true, elapsed: min(9), at: at(-3, 10)},
		{size: 9, grade: "Hard 4.0 (X-Wing)", finished: true, elapsed: min(7), at: at(-1, 10), hints: 2},
		{size: 9, grade: "Hard 3.8 (naked triple)", finished: true, elapsed: min(12), at: at(-2, 10)},
		{size: 9, grade: "Hard 3.8 (naked triple)", elapsed: min(3), hints: 1},                                     // abandoned
		{size: 9, grade: "Hard 3.8 (naked triple)", finished: true, revealed: true, elapsed: min(1), at: at(0, 9)}, // Solve used
		{size: 9, grade: "Easy 1.2 (hidden single)", finished: true, elapsed: min(4)},                              // before version 3
		{size: 16, finished: true, elapsed: min(40), at: at(0, 8)},                                                 // not graded
		{size: 9, grade: "Easy 1.5 (hidden single)", finished: true, elapsed: min(3), at: at(0, 11)},
		{size: 9, elapsed: min(1), isDaily: true}, // a daily (Hard) just opened, not graded yet
	}))
	want := []stats.Line{
		{Key: stats.Key{Size: 9, Level: "Easy"}, Started: 2, Finished: 2, Solved: 1, NoHints: 1, Best: min(3), Median: min(3), Last: min(3)},
		{Key: stats.Key{Size: 9, Level: "Hard"}, Started: 6, Finished: 4, Solved: 3, NoHints: 2, Hints: 3, Best: min(7), Median: min(9), Last: min(7)},
		{Key: stats.Key{Size: 16}, Started: 1, Finished: 1, Solved: 1, NoHints: 1, Best: min(40), Median: min(40), Last: min(40)},
	}
	if len(got.Lines) != len(want) {
		t.Fatalf("lines %+v", got.Lines)
	}
	for i := range want {
		if got.Lines[i] != want[i] {
			t.Errorf("line %d:\n got %+v\nwant %+v", i, got.Lines[i], want[i])
		}
	}
	if len(got.Recent) != 5 || got.Recent[0].Time != min(9) || got.Recent[4].Time != min(3) {
		t.Errorf("recent %+v; want the 5 solved games with a date, oldest first", got.Recent)
	}
}

func TestStreak(t *testing.T) {
	solvedDaily := func(day, onDay int) played {
		return played{size: 9, grade: "Hard 4.0 (X-Wing)", finished: true, elapsed: min(5), at: at(onDay, 20), isDaily: true, daily: day}
	}
	for _, tc := range []struct {
		name  string
		games []played
		want  stats.Streak
	}{
		{"none", nil, stats.Streak{}},
		{"today", []played{solvedDaily(0, 0)}, stats.Streak{Current: 1, Best: 1, Today: true}},
		{"three to yesterday", []played{solvedDaily(-1, -1), solvedDaily(-2, -2), solvedDaily(-3, -3)}, stats.Streak{Current: 3, Best: 3}},
		{"broken", []played{solvedDaily(0, 0), solvedDaily(-2, -2), solvedDaily(-3, -3), solvedDaily(-4, -4)}, stats.Streak{Current: 1, Best: 3, Today: true}},
		{"played late", []played{solvedDaily(-1, 0), solvedDaily(-2, -2)}, stats.Streak{Current: 0, Best: 1}},
		{"two levels one day", []played{solvedDaily(0, 0), solvedDaily(0, 0)}, stats.Streak{Current: 1, Best: 1, Today: true}},
		{"revealed", []played{{size: 9, finished: true, revealed: true, at: at(0, 9), isDaily: true}}, stats.Streak{}},
		{"not finished", []played{{size: 9, at: at(0, 9), isDaily: true}}, stats.Streak{}},
		{"ended two days ago", []played{solvedDaily(-2, -2), solvedDaily(-3, -3)}, stats.Streak{Current: 0, Best: 2}},
	} {
		if got := stats.From(today, summaries(tc.games)).Streak; got != tc.want {
			t.Errorf("%s: streak %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestChart(t *testing.T) {
	if stats.Chart(nil, 300, 100) != "" {
		t.Error("a chart of no games")
	}
	s := stats.From(today, summaries([]played{
		{size: 9, grade: "Hard 4.0 (X-Wing)", finished: true, elapsed: min(5), at: at(-1, 9), isDaily: true, daily: -1},
		{size: 9, grade: "Easy 1.2 (hidden single)", finished: true, elapsed: min(65), at: at(0, 9)},
	}))
	svg := stats.Chart(s.Recent, 300, 100)
	for _, want := range []string{`<svg `, `viewBox="0 0 300 100"`, `class="chart-dot chart-daily"`, `9×9 Easy: 1:05:00`, `the longest 1:05:00`, `</svg>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("chart lacks %q:\n%s", want, svg)
		}
	}
	if strings.Count(svg, "<circle") != 2 {
		t.Errorf("chart has %d dots, want 2", strings.Count(svg, "<circle"))
	}
}

// The chart's points are the RecentGames solved games finished last,
// whatever the order of the lists and of the games in them, oldest first.
func TestRecentOfMany(t *testing.T) {
	var a, b []played
	for i := range 100 {
		p := played{size: 9, grade: "Easy 1.2", finished: true, elapsed: min(1 + i), at: at(-(i*37)%100, 12)}
		if i%3 == 0 {
			a = append(a, p)
		} else {
			b = append(b, p)
		}
	}
	// A revealed game and one finished at no known time are left out,
	// however late.
	b = append(b, played{size: 9, finished: true, revealed: true, elapsed: min(500), at: at(1, 12)}, played{size: 9, finished: true, elapsed: min(600)})
	got := stats.From(today, summaries(a), summaries(b)).Recent
	if len(got) != stats.RecentGames {
		t.Fatalf("%d points, want %d", len(got), stats.RecentGames)
	}
	for i, p := range got {
		// The days of the 100 games are 0, -1, ... -99 from today, each once:
		// the last 30 are days -29 to 0.
		if want := at(i-stats.RecentGames+1, 12); !p.At.Equal(want) {
			t.Fatalf("point %d finished %v, want %v (points %+v)", i, p.At, want, got)
		}
	}
}

// BenchmarkFrom counts 1,000 finished games, as the statistics panel does
// when it opens.
func BenchmarkFrom(b *testing.B) {
	var ps []played
	for i := range 1000 {
		ps = append(ps, played{size: 9, grade: "Hard 4.0 (X-Wing)", finished: true, elapsed: min(i%40 + 1), at: at(-i/3, i%24), isDaily: i%3 == 0, daily: -i / 3})
	}
	games := summaries(ps)
	b.ResetTimer()
	for range b.N {
		s := stats.From(today, games)
		_ = stats.Chart(s.Recent, 320, 120)
	}
}

func TestClock(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00"},
		{999 * time.Millisecond, "0:00"},
		{59 * time.Second, "0:59"},
		{61 * time.Second, "1:01"},
		{10*time.Minute + 5*time.Second, "10:05"},
		{3599 * time.Second, "59:59"},
		{time.Hour, "1:00:00"},
		{time.Hour + time.Minute + time.Second, "1:01:01"},
		{100 * time.Hour, "100:00:00"},
		{-time.Minute, "0:00"},
	} {
		if got := stats.Clock(tc.d); got != tc.want {
			t.Errorf("Clock(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// Counted keeps what From reads: a game in progress counts the same at
// every move, and so does every other kind of game.
func TestCounted(t *testing.T) {
	games := summaries([]played{
		{size: 9, grade: "Hard 4.2 (XY-Wing)", finished: true, elapsed: min(9), at: at(-3, 10)},
		{size: 9, grade: "Hard 3.8 (naked triple)", elapsed: min(3), hints: 1},
		{size: 9, grade: "Hard 3.8 (naked triple)", finished: true, revealed: true, elapsed: min(1), at: at(0, 9)},
		{size: 9, grade: "Easy 1.2 (hidden single)", finished: true, elapsed: min(4)},
		{size: 16, finished: true, elapsed: min(40), at: at(0, 8)},
		{size: 9, elapsed: min(1), isDaily: true},
		{size: 9, finished: true, elapsed: min(6), at: at(0, 12), isDaily: true},
	})
	var counted []game.Summary
	for i := range games {
		g := &games[i]
		g.ID = "game " + strconv.Itoa(i)
		g.Board = sudoku.NewGrid(g.Shape)
		g.Board.Set(sudoku.Cell(i), 1)
		g.Filled, g.Played = 1, at(-i, 7)
		c := stats.Counted(*g)
		// A move later: another digit, another minute.
		next := *g
		next.Board.Set(sudoku.Cell(i+1), 2)
		next.Filled, next.Elapsed, next.Played = 2, g.Elapsed+time.Minute, at(-i, 8)
		if stats.Counted(next) != c {
			t.Errorf("game %d counts differently a move later", i)
		}
		if c.ID != g.ID || c.Shape != g.Shape || c.Grade != g.Grade || c.Finish != g.Finish || c.Daily != g.Daily {
			t.Errorf("game %d: Counted lost what names or finishes it: %+v", i, c)
		}
		counted = append(counted, c)
	}
	if got, want := stats.From(today, counted), stats.From(today, games); !reflect.DeepEqual(got, want) {
		t.Errorf("From counts Counted games as\n%+v\nand the games themselves as\n%+v", got, want)
	}
}

func ExampleKey_Name() {
	fmt.Println(stats.Key{Size: 9, Level: "Hard"}.Name())
	fmt.Println(stats.Key{Size: 16}.Name())
	// Output:
	// 9×9 Hard
	// 16×16, not graded
}

// A puzzle opened and left untouched is no game: From counts nothing of
// it, not even as played.
func TestFromLeavesOutUntouchedGames(t *testing.T) {
	games := summaries([]played{{size: 9, grade: "Easy 1.2 (hidden single)", elapsed: min(3)}, {size: 9, grade: "Easy 1.5 (hidden single)"}})
	games[1].Untouched = true
	s := stats.From(today, games)
	if len(s.Lines) != 1 || s.Lines[0].Started != 1 {
		t.Errorf("lines %+v; want one game played", s.Lines)
	}
	if s = stats.From(today, games[1:]); len(s.Lines) != 0 {
		t.Errorf("the untouched game alone: lines %+v, want none", s.Lines)
	}
}

// A game lost at the mistake limit counts as played and lost: neither
// finished nor solved, no time on the chart, no day of a streak.
func TestFromCountsALoss(t *testing.T) {
	games := summaries([]played{{size: 9, grade: "Hard 4.2 (XY-Wing)", finished: true, elapsed: min(4), at: at(0, 10), daily: 0, isDaily: true}})
	games[0].Finish.Lost = true
	s := stats.From(today, games)
	if len(s.Lines) != 1 {
		t.Fatalf("lines %+v", s.Lines)
	}
	if l := s.Lines[0]; l.Started != 1 || l.Lost != 1 || l.Finished != 0 || l.Solved != 0 || l.Best != 0 {
		t.Errorf("line %+v; want one game played and lost", l)
	}
	if len(s.Recent) != 0 || s.Streak.Current != 0 || stats.Solved(games[0]) {
		t.Errorf("a loss on the chart %v, or in the streak %+v", s.Recent, s.Streak)
	}
	if got := stats.GameTime(games[0]); got != "Lost: 3 mistakes in 4:00" {
		t.Errorf("GameTime = %q", got)
	}
}
