package dailypanel

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
)

// The Daily panel's streak and solved marks count the archived dailies:
// a streak outlives the bound on saved games.
func TestDailyPanelCountsArchived(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	apptest.SavedDailies(t, lib, today, 6)
	if n, err := lib.Prune(2); n != 4 || err != nil {
		t.Fatalf("Prune = %d, %v", n, err)
	}
	dp := New().From(lib).On(today)
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
			dp := New().From(lib).On(today)
			dp.load()
			if strings.Contains(app.HTMLString(dp), `id="daily-all"`) {
				t.Fatalf("with %d of today's dailies solved, the panel says all are", i)
			}
		}
		apptest.SaveSolvedDaily(t, lib, game.Daily{Date: today, Level: l}, 5*time.Minute)
	}
	dp := New().From(lib).On(today)
	dp.load()
	if html := app.HTMLString(dp); !strings.Contains(html, `id="daily-all"`) {
		t.Errorf("with every one of today's dailies solved, the panel does not say so: %s", html)
	}
}
