package app

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// savedDailies saves the n days' dailies to today in lib, each solved on
// its day, at the levels in turn.
func savedDailies(tb testing.TB, lib *game.Library, today daily.Date, n int) {
	for i := n - 1; i >= 0; i-- {
		saveSolvedDaily(tb, lib, game.Daily{Date: today.AddDays(-i), Level: daily.Levels()[i%5]}, time.Duration(3+i%20)*time.Minute)
	}
}

// saveSolvedDaily saves daily d in lib, solved on its day in elapsed.
func saveSolvedDaily(tb testing.TB, lib *game.Library, d game.Daily, elapsed time.Duration) {
	at := time.Date(d.Date.Year, d.Date.Month, d.Date.Day, 20, 0, 0, 0, time.UTC)
	lib.Now = func() time.Time { return at }
	p, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		tb.Fatal(err)
	}
	sol, _, err := solve.Solve(p)
	if err != nil {
		tb.Fatal(err)
	}
	g, _ := game.New(p, game.DefaultSettings())
	g.MarkDaily(d)
	g.SetGrade(d.Level.String() + " 2.0 (x)")
	g.Tick(elapsed)
	for c := sudoku.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) {
			g.Enter([]sudoku.Cell{c}, sol.At(c), game.Normal)
		}
	}
	if err := lib.Save(g); err != nil {
		tb.Fatal(err)
	}
}

// The statistics of 1,000 finished games: a line per level, the streak
// of a thousand days, the chart of the last 30.
func TestStatsPanelCounts(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	savedDailies(t, lib, today, 60)
	if _, err := lib.Prune(20); err != nil {
		t.Fatal(err)
	}
	sp := newStatsPanel().From(lib).On(today)
	sp.load()
	html := app.HTMLString(sp)
	for _, want := range []string{"Streak: 60 days (best 60 days).", `data-key="9-Easy"`, `data-key="9-Master"`, "<svg", "Times of your last 30 solved games"} {
		if !strings.Contains(html, want) {
			t.Errorf("the panel lacks %q", want)
		}
	}
	if len(sp.stats.Lines) != len(logic.Levels())-1 || sp.stats.Lines[0].Solved != 12 {
		t.Errorf("lines %+v", sp.stats.Lines)
	}
}

// BenchmarkStatsPanel opens the statistics of 1,000 finished games (200
// whole, the rest archived, as Prune leaves them) once the library has
// listed them: read, count, draw.
func BenchmarkStatsPanel(b *testing.B) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	savedDailies(b, lib, today, 1000)
	if _, err := lib.Prune(game.MaxFinished); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		sp := newStatsPanel().From(lib).On(today)
		sp.load()
		_ = app.HTMLString(sp)
	}
}

// The Daily panel's streak and solved marks count the archived dailies:
// a streak outlives the bound on saved games.
func TestDailyPanelCountsArchived(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	savedDailies(t, lib, today, 6)
	if n, err := lib.Prune(2); n != 4 || err != nil {
		t.Fatalf("Prune = %d, %v", n, err)
	}
	dp := newDailyPanel().From(lib).On(today)
	dp.load()
	if dp.streak.Current != 6 {
		t.Errorf("streak %+v, want 6 days", dp.streak)
	}
	old := game.Daily{Date: today.AddDays(-5), Level: daily.Levels()[0]}
	if s, ok := dp.state(old); !ok || dailyClass(s, ok) != "daily-solved" {
		t.Errorf("the archived daily of 5 days ago shows as %q", dailyClass(s, ok))
	}
}

// With every one of today's dailies solved, the Daily panel says so; not
// before.
func TestDailyPanelAllSolved(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	for i, l := range daily.Levels() {
		if i > 0 {
			dp := newDailyPanel().From(lib).On(today)
			dp.load()
			if strings.Contains(app.HTMLString(dp), `id="daily-all"`) {
				t.Fatalf("with %d of today's dailies solved, the panel says all are", i)
			}
		}
		saveSolvedDaily(t, lib, game.Daily{Date: today, Level: l}, 5*time.Minute)
	}
	dp := newDailyPanel().From(lib).On(today)
	dp.load()
	if html := app.HTMLString(dp); !strings.Contains(html, `id="daily-all"`) {
		t.Errorf("with every one of today's dailies solved, the panel does not say so: %s", html)
	}
}

// After a finished daily the card offers the next level of its day that
// is not finished, going round from the easiest; none when all are, or
// when the day is past playing late.
func TestNextDaily(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	at := func(date daily.Date, l logic.Level) game.Daily { return game.Daily{Date: date, Level: l} }
	summary := func(d game.Daily, finished bool) game.Summary {
		return game.Summary{ID: d.String(), IsDaily: true, Daily: d, Finished: finished}
	}
	for _, tt := range []struct {
		name     string
		finished game.Daily
		played   []game.Summary
		live     game.Summary
		want     game.Daily // zero for none
	}{
		{"the next level", at(today, logic.Medium), nil, game.Summary{}, at(today, logic.Hard)},
		{"one started is offered", at(today, logic.Medium), []game.Summary{summary(at(today, logic.Hard), false)}, game.Summary{}, at(today, logic.Hard)},
		{"finished ones are skipped", at(today, logic.Medium), []game.Summary{summary(at(today, logic.Hard), true), summary(at(today, logic.Expert), true)}, game.Summary{}, at(today, logic.Master)},
		{"round from the easiest", at(today, logic.Expert), []game.Summary{summary(at(today, logic.Master), true)}, game.Summary{}, at(today, logic.Easy)},
		{"another day's do not count", at(today, logic.Medium), []game.Summary{summary(at(today.AddDays(-1), logic.Hard), true)}, game.Summary{}, at(today, logic.Hard)},
		{"the open game as it stands", at(today, logic.Medium), []game.Summary{summary(at(today, logic.Hard), false)}, summary(at(today, logic.Hard), true), at(today, logic.Expert)},
		{"every level finished", at(today, logic.Hard), []game.Summary{
			summary(at(today, logic.Easy), true), summary(at(today, logic.Medium), true),
			summary(at(today, logic.Expert), true), summary(at(today, logic.Master), true),
		}, game.Summary{}, game.Daily{}},
		{"late", at(today.AddDays(-lateDays), logic.Master), nil, game.Summary{}, at(today.AddDays(-lateDays), logic.Easy)},
		{"too late to play", at(today.AddDays(-lateDays-1), logic.Easy), nil, game.Summary{}, game.Daily{}},
		{"a day to come", at(today.AddDays(1), logic.Easy), nil, game.Summary{}, game.Daily{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := nextDaily(tt.finished, today, playedDailies(tt.played, nil), tt.live)
			if got != tt.want || ok != (tt.want != game.Daily{}) {
				t.Errorf("nextDaily(%v) = %v, %v; want %v", tt.finished, got, ok, tt.want)
			}
		})
	}
}

// The page's count is kept while nothing it counts changes: the open
// game's moves and time do not count; a save, a finish, another day do.
func TestStatsCountKept(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	savedDailies(t, lib, today, 3)
	p, err := codec.ParseGrid(testPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, game.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var c statsCount
	count := func(day daily.Date) stats.Stats {
		t.Helper()
		s, chart, err := c.of(day, lib, live(g))
		if err != nil || chart == "" {
			t.Fatalf("of: %v, chart %q", err, chart)
		}
		return s
	}
	started := func(s stats.Stats) (n int) {
		for _, l := range s.Lines {
			n += l.Started
		}
		return n
	}
	first := count(today)
	if started(first) != 4 {
		t.Fatalf("%d games counted, want 3 saved and the open one: %+v", started(first), first.Lines)
	}
	kept := func(s stats.Stats) bool { return &s.Lines[0] == &first.Lines[0] }
	if !kept(count(today)) {
		t.Error("counted again with nothing changed")
	}
	g.Tick(time.Minute)
	g.Enter([]sudoku.Cell{firstEmpty(t, g)}, 5, game.Normal)
	if !kept(count(today)) {
		t.Error("counted again after a move and a minute of the open game")
	}
	if kept(count(today.AddDays(1))) {
		t.Error("the count of yesterday was kept on the next day")
	}
	first = count(today)
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
	if s := count(today); kept(s) || started(s) != 4 {
		t.Errorf("after a save: kept %v, %d games counted, want 4 counted again", kept(s), started(s))
	}
	first = count(today)
	g.CountHint()
	if s := count(today); kept(s) || s.Lines[len(s.Lines)-1].Hints != 1 {
		t.Errorf("after a hint: kept %v, lines %+v", kept(s), s.Lines)
	}
}

func firstEmpty(t *testing.T, g *game.Game) sudoku.Cell {
	t.Helper()
	board := g.Grid()
	for c := range sudoku.Cell(g.Shape().Cells()) {
		if board.At(c) == 0 {
			return c
		}
	}
	t.Fatal("no empty cell")
	return 0
}
