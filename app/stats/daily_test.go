package stats_test

import (
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/logic"
)

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
		{"late", at(today.AddDays(-stats.LateDays), logic.Master), nil, game.Summary{}, at(today.AddDays(-stats.LateDays), logic.Easy)},
		{"too late to play", at(today.AddDays(-stats.LateDays-1), logic.Easy), nil, game.Summary{}, game.Daily{}},
		{"a day to come", at(today.AddDays(1), logic.Easy), nil, game.Summary{}, game.Daily{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := stats.NextDaily(tt.finished, today, stats.PlayedDailies(tt.played, nil), tt.live)
			if got != tt.want || ok != (tt.want != game.Daily{}) {
				t.Errorf("NextDaily(%v) = %v, %v; want %v", tt.finished, got, ok, tt.want)
			}
		})
	}
}
