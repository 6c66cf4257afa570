package shell

import (
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// completionMark is the brief mark the board draws on what the player's
// last completing move completed (game.Game.Completes: houses and digits
// full and without a conflict, which says nothing of the solution): each
// of its cells with its step in a glow that sweeps out from the cells the
// move filled, and which of two alike animations plays (board.CellState.
// Completed), the two taken in turn from one completion to the next, so
// that a cell marked twice in a row plays it again (a class that stayed
// would not). web/app.css plays it, once, in at most 0.7 s, and under
// prefers-reduced-motion not at all.
//
// Nothing times it and nothing saves it: it stays, its animation over,
// until the next completing move replaces it (a quick player's next
// digit does not cut it short); a change that rewrites the board (undo,
// redo, rewind, the solution shown, a shared link's progress taken)
// drops it, and so does the page with the board (another game, the
// setter's bench, an explanation), so that a board drawn afresh does not
// play it again. The zero completionMark marks nothing.
type completionMark struct {
	wave  map[sudoku.Cell]uint8 // each marked cell's step in the sweep
	count int                   // completions marked in this session: the animation is count's parity
}

// set replaces the mark with that of c, on a board of shape s; an empty
// c leaves it as it is. Cost: O(cells of c × cells c.Placed()).
func (m *completionMark) set(s sudoku.Shape, c game.Completion) {
	if c.Empty() {
		return
	}
	m.count++
	m.wave = make(map[sudoku.Cell]uint8, len(c.Cells))
	for _, cell := range c.Cells {
		step := s.N()
		for _, p := range c.Placed() {
			step = min(step, kingSteps(s, cell, p))
		}
		m.wave[cell] = uint8(step)
	}
}

// drop takes the mark off every cell.
func (m *completionMark) drop() { m.wave = nil }

// at returns how cell c is marked: its animation (0 for none, 1 or 2)
// and its step in the sweep.
func (m completionMark) at(c sudoku.Cell) (anim, step uint8) {
	step, ok := m.wave[c]
	if !ok {
		return 0, 0
	}
	return uint8(1 + m.count%2), step
}

// kingSteps returns how many steps a chess king takes from cell a to b:
// the glow sweeps out in squares.
func kingSteps(s sudoku.Shape, a, b sudoku.Cell) int {
	return max(abs(s.Row(a)-s.Row(b)), abs(s.Col(a)-s.Col(b)))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// completing makes move, a player's move that places digits in cells (a
// digit typed, a hint applied), and marks what it completed
// (game.Game.Completes of the cells it gave a new digit). It returns
// whether the move changed the board, and words saying what it completed
// for a screen reader (". Completed row 3 and every 5"), "" for nothing.
// A move that ends a game lost marks nothing. Cost: O(len(cells)) beside
// the move and Completes.
func (s *session) completing(cells []sudoku.Cell, move func() bool) (bool, string) {
	g := s.game
	n := g.Shape().Cells()
	before := make([]sudoku.Digit, len(cells))
	for i, c := range cells {
		if c >= 0 && int(c) < n {
			before[i] = g.Digit(c)
		}
	}
	if !move() {
		return false, ""
	}
	var placed []sudoku.Cell
	for i, c := range cells {
		if c >= 0 && int(c) < n && g.Digit(c) != 0 && g.Digit(c) != before[i] {
			placed = append(placed, c)
		}
	}
	if len(placed) == 0 || g.Lost() {
		return true, ""
	}
	done := g.Completes(placed)
	s.mark.set(g.Shape(), done)
	return true, completedWords(done)
}

// completedWords says what a move completed: ". Completed row 3, box 2
// and every 5"; "" for nothing.
func completedWords(c game.Completion) string {
	var parts []string
	for _, h := range c.Houses {
		parts = append(parts, h.Name)
	}
	for _, d := range c.Digits {
		parts = append(parts, i18n.T("every {{.Digit}}", i18n.Str("Digit", d.String())))
	}
	if len(parts) == 0 {
		return ""
	}
	return ". " + i18n.T("Completed {{.What}}", i18n.Str("What", listed(parts)))
}

// listed lists words as a sentence does: "a", "a and b", "a, b and c".
func listed(words []string) string {
	out := words[0]
	for i, w := range words[1:] {
		if i == len(words)-2 {
			out = i18n.T("{{.List}} and {{.Last}}", i18n.Str("List", out), i18n.Str("Last", w))
		} else {
			out = i18n.T("{{.List}}, {{.Next}}", i18n.Str("List", out), i18n.Str("Next", w))
		}
	}
	return out
}
