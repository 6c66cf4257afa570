package statspanel

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// counted is a library as the panel reads it with no game open, counted
// afresh at each opening.
type counted struct{ *game.Library }

func (c counted) Count(today daily.Date, width, height int) (stats.Stats, string, error) {
	var count stats.Count
	return count.Of(today, c.Library, game.Summary{}, width, height)
}

// The statistics of 1,000 finished games: a line per level, the streak
// of a thousand days, the chart of the last 30.
func TestStatsPanelCounts(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	apptest.SavedDailies(t, lib, today, 60)
	if _, err := lib.Prune(20); err != nil {
		t.Fatal(err)
	}
	sp := New().From(counted{lib}).On(today)
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

// A column of games lost at the mistake limit shows once a game is lost,
// and not before: the limit is off by default.
func TestStatsTableLostColumn(t *testing.T) {
	lines := []stats.Line{{Key: stats.Key{Size: 9, Level: "Hard"}, Started: 2, Finished: 1, Solved: 1}}
	if html := statsTable(lines); strings.Contains(html, ">Lost<") || strings.Contains(html, `data-label="Lost"`) {
		t.Errorf("a Lost column with no game lost: %s", html)
	}
	lines[0].Lost = 1
	if html := statsTable(lines); !strings.Contains(html, `<th scope="col">Lost</th>`) || !strings.Contains(html, `<td data-label="Lost">1</td>`) {
		t.Errorf("no Lost column with a game lost: %s", html)
	}
}

// BenchmarkStatsPanel opens the statistics of 1,000 finished games (200
// whole, the rest archived, as Prune leaves them) once the library has
// listed them: read, count, draw.
func BenchmarkStatsPanel(b *testing.B) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	apptest.SavedDailies(b, lib, today, 1000)
	if _, err := lib.Prune(game.MaxFinished); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		sp := New().From(counted{lib}).On(today)
		sp.load()
		_ = app.HTMLString(sp)
	}
}
