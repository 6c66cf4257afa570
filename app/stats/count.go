package stats

import (
	"cmp"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
)

// Games is the saved games a count reads: a library's games and its
// archive (*game.Library), and the generation they were read at, which
// changes whenever they may have changed.
type Games interface {
	List() ([]game.Summary, error)
	Archived() ([]game.Summary, error)
	Generation() uint64
}

// CountGames counts the games, with the open game, live (ID "" for none),
// as it stands in place of its saved summary. The error is the games',
// when they could not be read (the count is then of what could be). Cost:
// that of List and Archived (nothing when a *game.Library has them
// cached), and From.
func CountGames(today daily.Date, games Games, live game.Summary) (Stats, error) {
	saved, err := games.List()
	archived, aerr := games.Archived()
	// The lists are the library's own, so the open game's summary is left
	// out of them, not replaced.
	lists := [][]game.Summary{saved, archived}
	if live.ID != "" {
		lists = append(lists, []game.Summary{live})
		for i := range saved {
			if saved[i].ID == live.ID {
				lists[0] = saved[:i]
				lists = append(lists, saved[i+1:])
				break
			}
		}
	}
	return From(today, lists...), cmp.Or(err, aerr)
}

// Count is the statistics as last counted, and their chart, with what
// they were counted from: the games at a generation, the day, the open
// game as counted (Counted) and the chart's size. Its zero value holds
// no count. A page keeps one so that showing the statistics again counts
// nothing while no game changed.
type Count struct {
	valid         bool
	games         Games
	gen           uint64
	today         daily.Date
	live          game.Summary
	width, height int
	stats         Stats
	chart         string
}

// Of returns the statistics of games (comparable: a pointer, as a
// *game.Library), with the open game, live (ID "" for none), as it
// stands, and their chart width by height pixels (Chart): counted again
// only when one of them changed, or the day. The error is CountGames'; a
// count that met one is not kept. Cost: a comparison of two Summaries
// when kept, otherwise CountGames and Chart.
func (c *Count) Of(today daily.Date, games Games, live game.Summary, width, height int) (Stats, string, error) {
	live = Counted(live)
	if c.valid && c.games == games && c.gen == games.Generation() && c.today == today && c.live == live &&
		c.width == width && c.height == height {
		return c.stats, c.chart, nil
	}
	gen := games.Generation()
	s, err := CountGames(today, games, live)
	chart := Chart(s.Recent, width, height)
	*c = Count{valid: err == nil, games: games, gen: gen, today: today, live: live, width: width, height: height, stats: s, chart: chart}
	return s, chart, err
}
