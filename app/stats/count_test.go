package stats_test

import (
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A Count (the page's, for Statistics) is kept while nothing it counts
// changes: the open game's moves and time do not count; a save, a
// finish, another day do.
func TestStatsCountKept(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	apptest.SavedDailies(t, lib, today, 3)
	p, err := codec.ParseGrid(apptest.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, game.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	g.Enter([]sudoku.Cell{firstEmpty(t, g)}, 3, game.Corner) // a game from its first move
	var c stats.Count
	count := func(day daily.Date) stats.Stats {
		t.Helper()
		s, chart, err := c.Of(day, lib, game.Summarize(g), 480, 140)
		if err != nil || chart == "" {
			t.Fatalf("Of: %v, chart %q", err, chart)
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
