package stats

import (
	"slices"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
)

// LateDays is how many days back the daily puzzles can be played late.
const LateDays = 30

// LateDaily is what a daily solved after its day counts for, in a
// player's words, in the page's language.
func LateDaily() string {
	return i18n.T("A late puzzle counts in your statistics, not in your streak.")
}

// PlayedDailies returns the daily games among a library's games and its
// archive, by puzzle: a game saved whole (the newer) overrides its
// archived summary. Cost: O(n) for n games.
func PlayedDailies(games, archived []game.Summary) map[game.Daily]game.Summary {
	played := map[game.Daily]game.Summary{}
	for _, list := range [][]game.Summary{archived, games} {
		for i := range list {
			if list[i].IsDaily {
				played[list[i].Daily] = list[i]
			}
		}
	}
	return played
}

// NextDaily returns the daily to offer once daily d is finished: the first
// level of d's day after d's, going round from the easiest, that has no
// finished game in played or live (the open game as it stands). There is
// none when every level of the day is finished, or when d's day can no
// longer be played (older than LateDays before today).
func NextDaily(d game.Daily, today daily.Date, played map[game.Daily]game.Summary, live game.Summary) (game.Daily, bool) {
	if age := today.Sub(d.Date); age < 0 || age > LateDays {
		return game.Daily{}, false
	}
	levels := daily.Levels()
	at := slices.Index(levels, d.Level)
	for i := 1; i < len(levels); i++ {
		next := game.Daily{Date: d.Date, Level: levels[(at+i)%len(levels)]}
		s, ok := played[next]
		if live.IsDaily && live.Daily == next {
			s, ok = live, true
		}
		if !ok || !s.Finished {
			return next, true
		}
	}
	return game.Daily{}, false
}

// Text says the streak in a player's words, in the page's language:
// "Streak: 3 days (best 5 days).", or how to start one.
func (s Streak) Text() string {
	days := func(name string, n int) i18n.Arg {
		return i18n.Str(name, i18n.N(n, "{{.Count}} day", "{{.Count}} days"))
	}
	switch {
	case s.Current == 0 && s.Best == 0:
		return i18n.T("Solve today's puzzle at any level to start a streak.")
	case s.Current == 0:
		return i18n.T("No streak going (your best: {{.Best}}). Solve today's to start one.", days("Best", s.Best))
	case !s.Today:
		return i18n.T("Streak: {{.Current}} (best {{.Best}}). Solve today's to keep it.", days("Current", s.Current), days("Best", s.Best))
	}
	return i18n.T("Streak: {{.Current}} (best {{.Best}}).", days("Current", s.Current), days("Best", s.Best))
}
