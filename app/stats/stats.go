// Package stats counts a player's games: per size and level, games
// started and finished, times, hints; the streak of daily puzzles; the
// times of the last games, as a chart. It reads the saved games' summaries
// (game.Summary, one per game), so nothing is counted twice and a reload
// loses nothing; it keeps no state of its own, but for the count its user
// keeps in a Count. It also says a streak and a game's time in a player's
// words, and which daily puzzle to offer next.
//
// A game is finished the first time its board was complete. It is solved
// when the player completed it (the solution was not shown, and the
// record says so: records from before version 3 do not, so such games
// count as finished, how not known, and their times are left out of the
// best and median). A game lost at the mistake limit ended without being
// completed: it counts as played and lost, neither finished nor solved.
package stats

import (
	"cmp"
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Key is what a line of statistics counts: games of one size and level.
type Key struct {
	Size  int    // the board's side, 9 for 9x9
	Level string // a logic.Level name, "" for games not graded
}

// Name names the puzzles of k as the statistics show them, in the page's
// language (the level by the engine's name): "9×9 Easy", "9×9, not
// graded".
func (k Key) Name() string {
	size := i18n.Str("Size", strconv.Itoa(k.Size)+"×"+strconv.Itoa(k.Size))
	if k.Level == "" {
		return i18n.T("{{.Size}}, not graded", size)
	}
	return i18n.T("{{.Size}} {{.Level}}", size, i18n.Str("Level", i18n.Name(k.Level)))
}

// Line is the statistics of the games of one Key.
type Line struct {
	Key
	Started  int // games saved, finished or not
	Finished int // completed: solved, solution shown, or how not known
	Solved   int // completed by the player
	Lost     int // ended at the mistake limit: neither completed nor solved
	NoHints  int // solved without a hint
	Hints    int // hints used over all the games
	// Best, Median and Last are the times of the solved games (Last that
	// of the one finished last); zero when none was solved.
	Best, Median, Last time.Duration
}

// Streak counts the days in a row on which the player solved a daily
// puzzle of that day (any level; one played late does not count).
type Streak struct {
	Current int  // the run that ends today, or yesterday when today's is not yet solved
	Best    int  // the longest run
	Today   bool // a daily puzzle of today is solved
}

// Point is one solved game on the chart.
type Point struct {
	At    time.Time
	Time  time.Duration
	Key   Key
	Daily bool
}

// Stats is everything the statistics show.
type Stats struct {
	Lines  []Line // by size, then level from Easy, games not graded last
	Streak Streak
	Recent []Point // the last solved games with a known finish, oldest first (at most RecentGames)
}

// RecentGames is how many solved games the chart shows.
const RecentGames = 30

// Solved reports whether summary s is a game the player solved.
func Solved(s game.Summary) bool { return solved(&s) }

func solved(s *game.Summary) bool {
	return s.Finished && !s.Finish.Revealed && !s.Finish.Lost && !s.Finish.At.IsZero()
}

// Counted returns s as From counts it: s without what a game in progress
// changes from move to move (its board, the time played so far, when it
// was last played), which From does not read. Summaries with the same
// Counted count the same, so a count can be kept while a game goes on.
func Counted(s game.Summary) game.Summary {
	s.Board, s.Filled, s.Elapsed, s.Played = sudoku.Grid{}, 0, 0, time.Time{}
	return s
}

// From counts the games, given in one or more lists (the library's games
// and its archive: none is copied), today being the player's local date.
// A game counts once it has its first move: an untouched one
// (game.Summary.Untouched) is left out.
// Cost: O(n log n) for n games.
func From(today daily.Date, lists ...[]game.Summary) Stats {
	// One accumulator per key: a thousand games hold a handful of keys.
	type acc struct {
		line   Line
		times  []time.Duration
		lastAt time.Time
	}
	accs := map[Key]*acc{}
	var recent latest
	var streakDays []int // the days a daily was finished on its day, from today
	for _, games := range lists {
		for i := range games {
			g := &games[i] // a Summary is large: no copy
			if g.Untouched {
				continue // a puzzle opened and left as it came: no game yet
			}
			level := g.Level()
			if level == "" && g.IsDaily {
				// A daily's level is known before the engine grades it,
				// and the grade agrees (daily's TestMeetsLevel).
				level = g.Daily.Level.String()
			}
			k := Key{Size: g.Shape.N(), Level: level}
			a := accs[k]
			if a == nil {
				a = &acc{line: Line{Key: k}}
				accs[k] = a
			}
			l := &a.line
			l.Started++
			l.Hints += g.Hints
			if !g.Finished {
				continue
			}
			if g.Finish.Lost {
				l.Lost++
				continue
			}
			l.Finished++
			if !solved(g) {
				continue
			}
			l.Solved++
			if g.Hints == 0 {
				l.NoHints++
			}
			t := g.Finish.Elapsed
			a.times = append(a.times, t)
			if g.Finish.At.After(a.lastAt) {
				a.lastAt, l.Last = g.Finish.At, t
			}
			recent.add(Point{At: g.Finish.At, Time: t, Key: k, Daily: g.IsDaily})
			if g.IsDaily && daily.Today(g.Finish.At) == g.Daily.Date {
				streakDays = append(streakDays, g.Daily.Date.Sub(today))
			}
		}
	}
	var s Stats
	for _, a := range accs {
		if ts := a.times; len(ts) > 0 {
			slices.Sort(ts)
			a.line.Best, a.line.Median = ts[0], ts[(len(ts)-1)/2]
		}
		s.Lines = append(s.Lines, a.line)
	}
	slices.SortFunc(s.Lines, func(a, b Line) int {
		return cmp.Or(cmp.Compare(a.Size, b.Size), cmp.Compare(levelOrder(a.Level), levelOrder(b.Level)))
	})
	s.Recent = recent.points()
	s.Streak = streak(streakDays)
	return s
}

// latest keeps the RecentGames points finished last, in a buffer of
// twice that, which it trims when full; once trimmed, a point finished
// before all it kept is passed over: O(n log RecentGames) for n points,
// and no copy of them all. Points finished at the same time keep the
// order they came in, the last ones kept.
type latest struct {
	pts    []Point
	before time.Time // a point finished before this is not kept (once trimmed)
}

func (l *latest) add(p Point) {
	if l.pts == nil {
		l.pts = make([]Point, 0, 2*RecentGames)
	}
	if p.At.Before(l.before) {
		return
	}
	if len(l.pts) == cap(l.pts) {
		l.trim()
	}
	l.pts = append(l.pts, p)
}

func (l *latest) trim() {
	slices.SortStableFunc(l.pts, func(a, b Point) int { return a.At.Compare(b.At) })
	if n := len(l.pts) - RecentGames; n >= 0 {
		l.pts = append(l.pts[:0], l.pts[n:]...)
		l.before = l.pts[0].At
	}
}

// points returns the points kept, oldest first.
func (l *latest) points() []Point {
	l.trim()
	return l.pts
}

// levelOrder orders level names as the engine's levels, "" last.
func levelOrder(name string) int {
	if l, err := logic.ParseLevel(name); err == nil {
		return int(l)
	}
	return int(logic.Extreme) + 1
}

// streak measures the runs of days in days, numbered from today (0,
// yesterday -1), in any order and repeated.
func streak(days []int) Streak {
	slices.Sort(days)
	days = slices.Compact(days)
	var s Streak
	run := 0
	for i, d := range days {
		if i > 0 && days[i-1] == d-1 {
			run++
		} else {
			run = 1
		}
		s.Best = max(s.Best, run)
	}
	// The current run ends today, or yesterday while today's is not done.
	_, s.Today = slices.BinarySearch(days, 0)
	end := 0
	if !s.Today {
		end = -1
	}
	if i, ok := slices.BinarySearch(days, end); ok {
		for ; i >= 0 && days[i] == end-s.Current; i-- {
			s.Current++
		}
	}
	return s
}

// Chart draws the times of points as an SVG line chart, width by height
// pixels: a dot per game (filled for a daily puzzle), a line through them,
// and the longest time on the axis. It returns "" for no points. The
// colours are CSS classes (chart-line, chart-dot, chart-daily,
// chart-axis), so the page's theme colours them.
func Chart(points []Point, width, height int) string {
	if len(points) == 0 {
		return ""
	}
	var longest time.Duration
	for _, p := range points {
		longest = max(longest, p.Time)
	}
	longest = max(longest, time.Second)
	const pad = 8
	left, bottom := 44, height-pad
	x := func(i int) float64 {
		if len(points) == 1 {
			return float64(left+width-pad) / 2
		}
		return float64(left) + float64(i)*float64(width-pad-left)/float64(len(points)-1)
	}
	y := func(t time.Duration) float64 {
		return float64(bottom) - float64(t)/float64(longest)*float64(bottom-pad)
	}
	var b strings.Builder
	label := i18n.N(len(points), "Time of the last solved game: {{.Time}}",
		"Times of the last {{.Count}} solved games, the longest {{.Time}}", i18n.Str("Time", Clock(longest)))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="%s">`,
		width, height, width, height, html.EscapeString(label))
	fmt.Fprintf(&b, `<line class="chart-axis" x1="%d" y1="%d" x2="%d" y2="%d"/>`, left, pad, left, bottom)
	fmt.Fprintf(&b, `<line class="chart-axis" x1="%d" y1="%d" x2="%d" y2="%d"/>`, left, bottom, width-pad, bottom)
	fmt.Fprintf(&b, `<text class="chart-label" x="%d" y="%d" text-anchor="end">%s</text>`, left-4, pad+8, Clock(longest))
	fmt.Fprintf(&b, `<text class="chart-label" x="%d" y="%d" text-anchor="end">0:00</text>`, left-4, bottom)
	b.WriteString(`<polyline class="chart-line" points="`)
	for i, p := range points {
		fmt.Fprintf(&b, "%.1f,%.1f ", x(i), y(p.Time))
	}
	b.WriteString(`"/>`)
	for i, p := range points {
		class := "chart-dot"
		if p.Daily {
			class += " chart-daily"
		}
		title := i18n.T("{{.Puzzles}}: {{.Time}}", i18n.Str("Puzzles", p.Key.Name()), i18n.Str("Time", Clock(p.Time)))
		fmt.Fprintf(&b, `<circle class="%s" cx="%.1f" cy="%.1f" r="3.5"><title>%s</title></circle>`,
			class, x(i), y(p.Time), html.EscapeString(title))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// Clock writes a duration as m:ss, or h:mm:ss from an hour; less than
// nothing is 0:00.
func Clock(d time.Duration) string {
	s := max(int(d/time.Second), 0)
	two := func(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }
	// Not fmt: the clock is on the first board, which a first use of fmt
	// would hold up.
	if s >= 3600 {
		return strconv.Itoa(s/3600) + ":" + two(s/60%60) + ":" + two(s%60)
	}
	return strconv.Itoa(s/60) + ":" + two(s%60)
}

// GameTime says how long a game has taken, in a player's words: the time
// so far, or how it ended and in what time, with the hints used ("Solved
// in 3:07, 1 hint").
func GameTime(s game.Summary) string {
	if !s.Finished {
		return i18n.T("{{.Time}} so far", i18n.Str("Time", Clock(s.Elapsed)))
	}
	f := s.Finish
	took := i18n.Str("Time", Clock(f.Elapsed))
	var out string
	switch {
	case f.Lost:
		out = i18n.N(game.MaxStrikes, "Lost: {{.Count}} mistake in {{.Time}}", "Lost: {{.Count}} mistakes in {{.Time}}", took)
	case f.Revealed && f.Elapsed < time.Second:
		out = i18n.T("Solution shown")
	case f.Revealed:
		out = i18n.T("Solution shown after {{.Time}}", took)
	case f.At.IsZero():
		// Finished before the app kept finishes: solved or shown, not known.
		out = i18n.T("Completed in {{.Time}}", took)
	default:
		out = i18n.T("Solved in {{.Time}}", took)
	}
	if s.Hints > 0 {
		hints := i18n.N(s.Hints, "{{.Count}} hint", "{{.Count}} hints")
		out = i18n.T("{{.Outcome}}, {{.Hints}}", i18n.Str("Outcome", out), i18n.Str("Hints", hints))
	}
	return out
}
