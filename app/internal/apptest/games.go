package apptest

import (
	"context"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Grade returns the engine's grade of a classic puzzle, as the page's
// engine gives it (a Grade job run with the worker's own code), failing t
// when there is none.
func Grade(t testing.TB, puzzle string) grade.Grade {
	t.Helper()
	resp, err := jobs.Run(context.Background(), protocol.Grade{Puzzle: MustGrid(t, puzzle).String()}, nil)
	if err != nil || resp.Grade.IsZero() {
		t.Fatalf("grade of %s: %v, %v", puzzle, resp.Grade, err)
	}
	return resp.Grade
}

// MustGrade reads a grade as the engine writes it ("Hard 4.2 (XY-Wing)"),
// failing t when it cannot.
func MustGrade(t testing.TB, text string) grade.Grade {
	t.Helper()
	g, err := grade.Parse(text)
	if err != nil {
		t.Fatalf("grade %q: %v", text, err)
	}
	return g
}

// SavedDailies saves the n days' dailies to today in lib, each solved on
// its day, at the levels in turn (SaveSolvedDaily).
func SavedDailies(tb testing.TB, lib *game.Library, today daily.Date, n int) {
	tb.Helper()
	for i := n - 1; i >= 0; i-- {
		SaveSolvedDaily(tb, lib, game.Daily{Date: today.AddDays(-i), Level: daily.Levels()[i%5]}, time.Duration(3+i%20)*time.Minute)
	}
}

// SaveSolvedDaily saves daily d in lib, solved on its day (at 20:00 UTC,
// lib's clock left there) in elapsed, graded at its level.
func SaveSolvedDaily(tb testing.TB, lib *game.Library, d game.Daily, elapsed time.Duration) {
	tb.Helper()
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
	g.SetGrade(grade.Grade{Level: d.Level, Rating: 2, Hardest: "x"})
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
