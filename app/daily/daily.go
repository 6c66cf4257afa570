// Package daily gives the puzzles of the day: one 9x9 puzzle per level,
// Easy to Master, per calendar date, the same for every player anywhere,
// derived from the date alone, so it works offline and needs no server.
//
// A daily puzzle must never change once players have seen it, whatever
// becomes of the generator and the grader. So it is not generated at run
// time: the date picks a puzzle from a pool made once by the generator and
// kept in this package (pool.txt), and turns it into another puzzle of
// the same logic by transformations that keep a Sudoku valid and its
// solving path the same up to the names of cells and digits: a relabelling
// of the digits, permutations of bands, stacks, and of rows and columns
// within them, and a transposition. Both the pool and the way a date
// chooses (Version 1) are fixed; testdata/golden.txt pins the puzzles of a
// span of dates, so a change that would alter them fails the tests. A new
// way of choosing would be a new Version, used from a date onwards.
package daily

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Version is the version of the way a date chooses its puzzles.
const Version = 1

// Date is a calendar date, the player's local day.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// Today returns the local date of now (in now's location).
func Today(now time.Time) Date {
	y, m, d := now.Date()
	return Date{y, m, d}
}

// ParseDate reads a date as String writes it, "2026-11-24", and only
// real dates: what time.Parse(time.DateOnly, s) takes (FuzzParseDate). By
// hand: a daily's link is read as the app starts, and time.Parse is a
// large function for the browser to compile then.
func ParseDate(s string) (Date, error) {
	number := func(digits string) int {
		n := 0
		for _, c := range []byte(digits) {
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	if len(s) == len("2026-11-24") && s[4] == '-' && s[7] == '-' {
		y, m, d := number(s[:4]), number(s[5:7]), number(s[8:])
		if y >= 0 && m >= 1 && m <= 12 && d >= 1 {
			if date := (Date{y, time.Month(m), d}); Today(date.time()) == date {
				return date, nil
			}
		}
	}
	return Date{}, fmt.Errorf("daily: %q is not a date written as 2026-11-24", s)
}

// String writes the date as ISO 8601 does: "2026-11-24".
func (d Date) String() string {
	return padded(d.Year, 4) + "-" + padded(int(d.Month), 2) + "-" + padded(d.Day, 2)
}

// Label writes the date as a player reads it, in the page's language:
// "24 Nov 2026" in English. It is on the top bar of a daily as the app
// starts, and in every row of the Games panel, so it writes without
// time.Format or fmt (see ParseDate).
func (d Date) Label() string {
	return i18n.T("{{.Day}} {{.Month}} {{.Year}}",
		i18n.Num("Day", d.Day), i18n.Str("Month", i18n.ShortMonth(d.Month)), i18n.Str("Year", padded(d.Year, 4)))
}

// padded writes n in decimal with leading zeros to width digits, as
// fmt's %0*d does.
func padded(n, width int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + padded(-n, width-1)
	}
	if len(s) < width {
		s = strings.Repeat("0", width-len(s)) + s
	}
	return s
}

// AddDays returns the date n days later (earlier when n < 0).
func (d Date) AddDays(n int) Date { return Today(d.time().AddDate(0, 0, n)) }

// Sub returns the number of days from e to d.
func (d Date) Sub(e Date) int { return d.number() - e.number() }

// IsZero reports whether d is the zero Date (no date).
func (d Date) IsZero() bool { return d == Date{} }

func (d Date) time() time.Time { return time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC) }

// number counts days from 1 January 1970 (negative before).
func (d Date) number() int {
	return int(time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Levels returns the levels with a daily puzzle, easiest first: every
// level of the engine but Extreme, which the generator does not reach.
func Levels() []logic.Level {
	var ls []logic.Level
	for _, l := range logic.Levels() {
		if len(pool()[l]) > 0 {
			ls = append(ls, l)
		}
	}
	return ls
}

// Name names the daily puzzle of date d at level l as a player reads it:
// "Daily, 24 Nov 2026, Hard" (the level by the engine's name).
func Name(d Date, l logic.Level) string {
	return i18n.T("Daily, {{.Date}}, {{.Level}}", i18n.Str("Date", d.Label()), i18n.Str("Level", i18n.Name(l.String())))
}

// Puzzle returns the puzzle of date d at level l. It fails for a level
// without a daily puzzle (see Levels). Cost: a few microseconds, no
// search.
func Puzzle(d Date, l logic.Level) (sudoku.Grid, error) {
	levels := pool()
	if l < 0 || int(l) >= len(levels) || len(levels[l]) == 0 {
		return sudoku.Grid{}, fmt.Errorf("daily: no daily puzzle at level %v", l)
	}
	ps := levels[l]
	day := uint64(d.number())
	// Every puzzle of the level's pool once, in a shuffled order, then the
	// next round: stride is prime to len(ps), and the offset differs per
	// level.
	n := uint64(len(ps))
	stride := uint64(1)
	for s := n/2 + 1; s < n; s++ {
		if gcd(s, n) == 1 {
			stride = s
			break
		}
	}
	base := ps[(day%n*stride+uint64(l)*7)%n]
	r := source(day<<3 | uint64(l))
	return transform(base, &r), nil
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// source is SplitMix64: small, and fixed here so that no change of a
// library can alter the daily puzzles.
type source uint64

func (s *source) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// below returns a number in [0, n).
func (s *source) below(n int) int { return int(s.next() % uint64(n)) }

// shuffled returns 0..n-1 in an order drawn from s (Fisher-Yates).
func (s *source) shuffled(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := s.below(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// transform turns puzzle p (81 symbols, '.' for an empty cell) into its
// image under transformations drawn from r: digits relabelled, rows and
// columns permuted (see lines), and perhaps the grid transposed. The
// image is as valid as p (the pool's tests check p); it is built cell by
// cell, not parsed, since a saved daily checks its puzzle on every load.
func transform(p string, r *source) sudoku.Grid {
	digits := r.shuffled(9)
	rows, cols := lines(r), lines(r)
	transpose := r.below(2) == 1
	g := sudoku.NewGrid(sudoku.Classic)
	for i := 0; i < 81; i++ {
		row, col := rows[i/9], cols[i%9]
		if transpose {
			row, col = col, row
		}
		if c := p[row*9+col]; c >= '1' && c <= '9' {
			g.Set(sudoku.Cell(i), sudoku.Digit(1+digits[c-'1']))
		}
	}
	return g
}

// lines returns a permutation of the 9 rows (or columns) that keeps bands
// together and keeps the pool's 180-degree symmetry: row 8-r goes where
// row r's mirror goes. The outer bands stay or swap, the rows of the
// first are permuted and those of the last mirror them, and the middle
// band's outer rows stay or swap.
func lines(r *source) [9]int {
	var out [9]int
	outer := r.shuffled(3)
	swap := r.below(2) == 1
	for j := range 3 {
		top, bottom := outer[j], 8-outer[j]
		if swap {
			top, bottom = bottom, top
		}
		out[j], out[8-j] = top, bottom
	}
	out[3], out[4], out[5] = 3, 4, 5
	if r.below(2) == 1 {
		out[3], out[5] = 5, 3
	}
	return out
}

//go:embed pool.txt
var poolText string

// pool()[l] are the puzzles of level l, as pool.txt lists them. Read on
// first use, not at start: a page that opens no daily never pays for it.
var pool = sync.OnceValue(func() [logic.Extreme + 1][]string { return readPool(poolText) })

// readPool reads pool.txt: a line per puzzle, its level's name, its 81
// symbols and its rating when it was made; # starts a comment.
func readPool(text string) [logic.Extreme + 1][]string {
	var out [logic.Extreme + 1][]string
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		l, err := logic.ParseLevel(f[0])
		if err != nil || len(f[1]) != 81 {
			panic(fmt.Sprintf("daily: bad pool line %q", line)) // the pool is checked by the tests
		}
		out[l] = append(out[l], f[1])
	}
	return out
}
