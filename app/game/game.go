// Package game is one Sudoku game as the player sees it: the givens, the
// player's digits and notes, the undo history, the clock and the settings,
// and the versioned record it is saved as. It knows nothing of the browser
// (no go-app), so every rule of play is tested natively.
//
// Vocabulary: an entry is a digit the player placed; a corner note and a
// centre note are the two kinds of pencil mark (small digits in the
// corners, or centred); a move is one player action, which may touch many
// cells and is undone as a whole. A game is finished the first time its
// board is complete: solved by the player, or with the solution revealed
// (completed, not solved); the finish is kept for good, so that a game is
// counted once whatever the player does after it.
package game

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Mode says what typing a digit does.
type Mode uint8

// The input modes, in the order Space cycles them.
const (
	Normal Mode = iota // place the digit
	Corner             // toggle a corner note
	Centre             // toggle a centre note
	Colour             // paint the cell with colour 1-9 (givens too)
	modeCount
)

// Colours is the number of colours a cell can be painted with.
const Colours = 9

// Next returns the mode after m in the cycle Normal, Corner, Centre, Colour.
func (m Mode) Next() Mode { return (m + 1) % modeCount }

func (m Mode) String() string { return [...]string{"normal", "corner", "centre", "colour"}[m] }

// CellState is everything the player can change in one cell.
type CellState struct {
	Digit  sudoku.Digit // the player's entry, 0 for none
	Corner sudoku.Set
	Centre sudoku.Set
	Colour uint8 // 1..Colours, 0 for none; a given can have one too
	// Candidates says that the centre notes are candidates Fill
	// candidates wrote (or a hint's step, or a pasted grid of
	// candidates): the board draws them in their places, where the notes
	// a player writes go in a row. The player's edits to them keep it;
	// it goes with the last of them (an edit never leaves it on a cell
	// without centre notes).
	Candidates bool
}

// change is one cell's part of a move.
type change struct {
	cell          sudoku.Cell
	before, after CellState
}

// move is one player action, undone and redone as a whole.
type move []change

// Game is a game in progress. The zero Game is not usable: start one with
// New or Load. Methods that edit return whether anything changed; a call
// that changes nothing records no move.
type Game struct {
	givens   sudoku.Grid
	rules    sudoku.Rules    // classic when zero; read-only once set
	rulesID  string          // sudoku.EncodeRules of rules, "" for classic
	peerList [][]sudoku.Cell // a variant's peers of each cell (peers), worked out on first use
	cells    [sudoku.MaxCells]CellState
	undo     []move
	redo     []move
	elapsed  time.Duration
	hints    int
	strikes  int // wrong digits counted under the mistake limit (Strike)
	grade    grade.Grade
	played   time.Time // when a Library last saved the game; zero before
	finished bool
	finish   Finish // when finished
	stampDue bool   // finished since the last Library save: finish.At is due
	daily    Daily  // the daily puzzle the game plays, if any
	Settings Settings

	// houseList and housesOf are the houses of the rules and each cell's
	// (houses), worked out on first use.
	houseList []sudoku.Group
	housesOf  [][]int
}

// Daily names the daily puzzle a game plays (package daily): its date and
// level. The zero Daily is no daily puzzle.
type Daily struct {
	Date  daily.Date
	Level logic.Level
}

// String writes d as a record and a share link keep it: "2026-11-24 Hard".
func (d Daily) String() string { return d.Date.String() + " " + d.Level.String() }

// ParseDaily reads a Daily as String writes it, for a level with a daily
// puzzle.
func ParseDaily(s string) (Daily, error) {
	date, level, _ := strings.Cut(s, " ")
	d, err := daily.ParseDate(date)
	if err != nil {
		return Daily{}, err
	}
	l, err := logic.ParseLevel(level)
	if err != nil || !slices.Contains(daily.Levels(), l) {
		return Daily{}, fmt.Errorf("daily: no daily puzzle at level %q", level)
	}
	return Daily{d, l}, nil
}

// Daily returns the daily puzzle the game plays, and false when it plays
// another puzzle.
func (g *Game) Daily() (Daily, bool) { return g.daily, g.daily != Daily{} }

// MarkDaily marks the game as the play of daily puzzle d, after checking
// that its givens are that puzzle; it reports whether that changed the
// game (the caller then saves it).
func (g *Game) MarkDaily(d Daily) (bool, error) {
	want, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		return false, err
	}
	if want != g.givens || g.rulesID != "" {
		return false, fmt.Errorf("game: this is not the puzzle of %s", daily.Name(d.Date, d.Level))
	}
	changed := g.daily != d
	g.daily = d
	return changed, nil
}

// Finish is how a game ended: the first time its board was complete. Later
// moves (an undo after the last digit) leave it as it is.
type Finish struct {
	// Elapsed is the time played when the board was complete.
	Elapsed time.Duration
	// At is when, stamped by the Library's clock on the save that follows.
	// It is zero when not known: for a game completed under record
	// version 1 or 2, which kept no finish (Load finishes such a game with
	// its time but cannot tell whether the solution was shown), or one
	// saved only by a Library without a clock.
	At time.Time
	// Revealed says the solution was shown (Reveal, or a shared link that
	// brought the whole board): the game is completed, not solved.
	Revealed bool
	// Lost says the game ended at its MaxStrikes-th mistake under the
	// mistake limit (Strike): it is over, not completed.
	Lost bool
}

// New starts a game on the givens of puzzle, which must be a valid grid.
func New(puzzle sudoku.Grid, s Settings) (*Game, error) {
	if err := puzzle.Validate(); err != nil {
		return nil, err
	}
	return &Game{givens: puzzle, Settings: s}, nil
}

// NewVariant starts a game of puzzle under rules (classic when zero),
// which may draw on the grid too (sudoku.Rules.Decor). The rules must be
// valid for the grid and its givens must keep them; the game shares the
// rules' slices, which no one may change after.
func NewVariant(puzzle sudoku.Grid, rules sudoku.Rules, s Settings) (*Game, error) {
	if rules.Bare() {
		return New(puzzle, s)
	}
	if err := rules.Check(&puzzle); err != nil {
		return nil, err
	}
	return &Game{givens: puzzle, rules: rules, rulesID: sudoku.EncodeRules(puzzle.Shape(), &rules), Settings: s}, nil
}

// Rules returns the puzzle's rules, classic when zero. They are the game's
// own: do not change them.
func (g *Game) Rules() sudoku.Rules { return g.rules }

// RulesCode returns the code of the puzzle's rules (sudoku.EncodeRules),
// "" for classic Sudoku that draws nothing.
func (g *Game) RulesCode() string { return g.rulesID }

// Variant reports whether the puzzle has rules beyond classic Sudoku. A
// classic puzzle that draws on its grid (decoration) is no variant.
func (g *Game) Variant() bool { return !g.rules.Classic() }

// Resume starts a game on the givens of puzzle with the player's cells as
// they were elsewhere (a shared link carries them): one state per cell, no
// marks over a given, digits and notes within the board's size. The game
// has no history: undo starts from here.
func Resume(puzzle sudoku.Grid, rules sudoku.Rules, cells []CellState, s Settings) (*Game, error) {
	g, err := NewVariant(puzzle, rules, s)
	if err != nil {
		return nil, err
	}
	if len(cells) != puzzle.Shape().Cells() {
		return nil, fmt.Errorf("game: %d cell states for a %s board of %d cells", len(cells), puzzle.Shape(), puzzle.Shape().Cells())
	}
	for c, st := range cells {
		if err := g.checkState(sudoku.Cell(c), st); err != nil {
			return nil, fmt.Errorf("game: %v", err)
		}
	}
	copy(g.cells[:], cells)
	if g.settle() {
		// The link brought the whole board: nothing was solved here.
		g.finish.Revealed = true
	}
	return g, nil
}

// Cells returns the player's state of every cell, in cell order.
func (g *Game) Cells() []CellState { return append([]CellState(nil), g.cells[:g.Shape().Cells()]...) }

// Shape returns the grid's box shape.
func (g *Game) Shape() sudoku.Shape { return g.givens.Shape() }

// Givens returns the puzzle.
func (g *Game) Givens() sudoku.Grid { return g.givens }

// IsGiven reports whether c holds a given.
func (g *Game) IsGiven(c sudoku.Cell) bool { return g.givens.At(c) != 0 }

// Cell returns what the player has in c (for a given cell, nothing).
func (g *Game) Cell(c sudoku.Cell) CellState { return g.cells[c] }

// Digit returns the digit shown in c: its given or the player's entry.
func (g *Game) Digit(c sudoku.Cell) sudoku.Digit {
	if d := g.givens.At(c); d != 0 {
		return d
	}
	return g.cells[c].Digit
}

// Grid returns the board as a grid: givens and entries.
func (g *Game) Grid() sudoku.Grid {
	out := g.givens
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		out.Set(c, g.Digit(c))
	}
	return out
}

// Solved reports whether every cell holds a digit and no rule is broken.
func (g *Game) Solved() bool {
	grid := g.Grid()
	if !g.Variant() {
		return grid.Complete()
	}
	return grid.Filled() == g.Shape().Cells() && g.rules.Check(&grid) == nil
}

// Finished returns how the game ended, and whether it has: the first time
// its board was complete (solved, or the solution revealed).
func (g *Game) Finished() (Finish, bool) { return g.finish, g.finished }

// Revealed reports whether the game was finished by revealing its solution:
// completed, but not solved by the player.
func (g *Game) Revealed() bool { return g.finished && g.finish.Revealed }

// Lost reports whether the game ended at its MaxStrikes-th mistake under
// the mistake limit.
func (g *Game) Lost() bool { return g.finished && g.finish.Lost }

// Ended reports whether play is over: the board is solved, or the game is
// lost. The clock stops then.
func (g *Game) Ended() bool { return g.Lost() || g.Solved() }

// MaxStrikes is how many mistakes the mistake limit allows: the game is
// lost at the third, as on sudoku.com.
const MaxStrikes = 3

// Strikes returns how many mistakes the mistake limit has counted.
func (g *Game) Strikes() int { return g.strikes }

// Strike counts a mistake under the mistake limit: a digit placed that the
// solution does not have there. The caller, who knows the solution, calls
// it once per move that placed one or more (Settings.MistakeLimit on). At
// the MaxStrikes-th the game ends as lost (Lost), for good; a game over
// counts no more. It reports whether the game is lost.
func (g *Game) Strike() bool {
	if g.finished {
		return g.Lost()
	}
	g.strikes++
	if g.strikes >= MaxStrikes {
		g.finished, g.stampDue = true, true
		g.finish = Finish{Elapsed: g.elapsed, Lost: true}
	}
	return g.Lost()
}

// settle finishes the game if its board is complete and it was not
// finished before, and reports whether it did. Every change of the board
// ends with it.
func (g *Game) settle() bool {
	if g.finished || !g.Solved() {
		return false
	}
	g.finished, g.stampDue = true, true
	g.finish = Finish{Elapsed: g.elapsed}
	return true
}

// Started reports whether the game counts as a game: the player has made
// a move (undone since or not), used a hint, or finished it, or the board
// holds marks a move would make (a shared link's progress, a record whose
// oldest moves were dropped). A puzzle opened and left untouched is not a
// game yet: the page does not save it, and the list of games and the
// statistics leave it out (Summary.Untouched). Cost: O(cells) at worst.
func (g *Game) Started() bool {
	if len(g.undo) > 0 || len(g.redo) > 0 || g.hints > 0 || g.finished {
		return true
	}
	for _, c := range g.cells[:g.Shape().Cells()] {
		if c != (CellState{}) {
			return true
		}
	}
	return false
}

// Grade returns the puzzle's grade as the engine gave it, the zero Grade
// when it was not graded.
func (g *Game) Grade() grade.Grade { return g.grade }

// SetGrade records the puzzle's grade as the engine gave it, and reports
// whether that changed the game (the caller then saves it). The game
// keeps gr as its saved record reads it back (storable): the zero Grade
// means not graded.
func (g *Game) SetGrade(gr grade.Grade) bool {
	gr = storable(gr)
	if gr == g.grade {
		return false
	}
	g.grade = gr
	return true
}

// Played returns when the game was last saved by a Library with a clock
// (Library.Now): the last time it was played. It is zero before that.
func (g *Game) Played() time.Time { return g.played }

// Elapsed returns the time played.
func (g *Game) Elapsed() time.Duration { return g.elapsed }

// Tick adds d to the time played. The clock is the caller's: the game never
// reads the time itself.
func (g *Game) Tick(d time.Duration) {
	if d > 0 && !g.Ended() {
		g.elapsed += d
	}
}

// Hints returns how many hints the player used.
func (g *Game) Hints() int { return g.hints }

// CountHint records that the player used a hint.
func (g *Game) CountHint() { g.hints++ }

// CanUndo and CanRedo report whether there is a move to undo or redo.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 }

// CanRedo reports whether there is an undone move to redo.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Undo takes back the last move.
func (g *Game) Undo() bool {
	if len(g.undo) == 0 {
		return false
	}
	m := g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	for i := len(m) - 1; i >= 0; i-- {
		g.cells[m[i].cell] = m[i].before
	}
	g.redo = append(g.redo, m)
	g.settle()
	return true
}

// Change is one cell's part of a move, as UndoMove and RedoMove report
// it: the cell, and what it held before the move and after.
type Change struct {
	Cell          sudoku.Cell
	Before, After CellState
}

// UndoMove returns the changes of the move Undo would take back, in the
// order the move made them (the cells the player acted on first, then
// the notes it took from their peers); nil when there is none. Cost: a
// copy of the move.
func (g *Game) UndoMove() []Change { return lastMove(g.undo) }

// RedoMove returns the changes of the move Redo would play again, as
// UndoMove does.
func (g *Game) RedoMove() []Change { return lastMove(g.redo) }

func lastMove(moves []move) []Change {
	if len(moves) == 0 {
		return nil
	}
	m := moves[len(moves)-1]
	out := make([]Change, len(m))
	for i, ch := range m {
		out[i] = Change{Cell: ch.cell, Before: ch.before, After: ch.after}
	}
	return out
}

// Redo plays the last undone move again.
func (g *Game) Redo() bool {
	if len(g.redo) == 0 {
		return false
	}
	m := g.redo[len(g.redo)-1]
	g.redo = g.redo[:len(g.redo)-1]
	for _, ch := range m {
		g.cells[ch.cell] = ch.after
	}
	g.undo = append(g.undo, m)
	g.settle()
	return true
}

// edit collects the cell changes of one move.
type edit struct {
	g *Game
	m move
}

// set changes c to s, recording the change once per cell.
func (e *edit) set(c sudoku.Cell, s CellState) {
	s.Candidates = s.Candidates && s.Centre != 0
	if e.g.cells[c] == s {
		return
	}
	for i := range e.m {
		if e.m[i].cell == c {
			e.m[i].after = s
			e.g.cells[c] = s
			return
		}
	}
	e.m = append(e.m, change{cell: c, before: e.g.cells[c], after: s})
	e.g.cells[c] = s
}

// commit records the move, if it changed anything, forgets the redo list,
// and finishes the game if the move completed the board.
func (e *edit) commit() bool {
	if len(e.m) == 0 {
		return false
	}
	e.g.undo = append(e.g.undo, e.m)
	e.g.redo = nil
	e.g.settle()
	return true
}

// editable returns the cells of cells that the player may change, in order,
// without repeats: givens are never edited.
func (g *Game) editable(cells []sudoku.Cell) []sudoku.Cell { return g.onBoard(cells, false) }

// onBoard returns the cells of cells on the board, in order, without
// repeats, and without givens unless withGivens.
func (g *Game) onBoard(cells []sudoku.Cell, withGivens bool) []sudoku.Cell {
	var out []sudoku.Cell
	seen := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		if c >= 0 && int(c) < g.Shape().Cells() && (withGivens || !g.IsGiven(c)) && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// Enter is typing digit d with cells selected, in mode m.
//
// Normal: d goes into every selected cell; if they all hold d already, it
// is removed instead (typing a digit twice clears it). With
// Settings.AutoRemoveNotes, d also leaves the notes of the cells' peers.
// Corner and Centre: the note d is added to every selected empty cell, or
// removed from all when they all have it. Givens are never changed, except
// in Colour mode: colour d (up to Colours) paints every selected cell,
// givens included, or is removed from all when they all have it.
func (g *Game) Enter(cells []sudoku.Cell, d sudoku.Digit, m Mode) bool {
	if d == 0 || int(d) > g.Shape().N() || (m == Colour && d > Colours) {
		return false
	}
	e := edit{g: g}
	switch m {
	case Colour:
		targets := g.onBoard(cells, true)
		all := len(targets) > 0
		for _, c := range targets {
			all = all && g.cells[c].Colour == uint8(d)
		}
		for _, c := range targets {
			s := g.cells[c]
			s.Colour = uint8(d)
			if all {
				s.Colour = 0
			}
			e.set(c, s)
		}
	case Normal:
		targets := g.editable(cells)
		all := len(targets) > 0
		for _, c := range targets {
			all = all && g.cells[c].Digit == d
		}
		for _, c := range targets {
			s := g.cells[c]
			if all {
				s.Digit = 0
			} else {
				s.Digit = d
			}
			e.set(c, s)
		}
		if !all && g.Settings.AutoRemoveNotes {
			for _, c := range targets {
				for _, p := range g.peers(c) {
					s := g.cells[p]
					s.Corner, s.Centre = s.Corner.Without(d), s.Centre.Without(d)
					e.set(p, s)
				}
			}
		}
	case Corner, Centre:
		var targets []sudoku.Cell
		for _, c := range g.editable(cells) {
			if g.cells[c].Digit == 0 {
				targets = append(targets, c)
			}
		}
		all := len(targets) > 0
		for _, c := range targets {
			all = all && g.note(c, m).Has(d)
		}
		for _, c := range targets {
			s := g.cells[c]
			notes := &s.Corner
			if m == Centre {
				notes = &s.Centre
			}
			if all {
				*notes = notes.Without(d)
			} else {
				*notes = notes.With(d)
			}
			e.set(c, s)
		}
	}
	return e.commit()
}

func (g *Game) note(c sudoku.Cell, m Mode) sudoku.Set {
	if m == Centre {
		return g.cells[c].Centre
	}
	return g.cells[c].Corner
}

// Erase clears the selected cells, one layer at a time: their digits if
// any has one, otherwise their notes if any has some, otherwise their
// colours (givens' colours too).
func (g *Game) Erase(cells []sudoku.Cell) bool {
	targets := g.onBoard(cells, true)
	digits, notes := false, false
	for _, c := range targets {
		digits = digits || g.cells[c].Digit != 0
		notes = notes || g.cells[c].Corner != 0 || g.cells[c].Centre != 0
	}
	e := edit{g: g}
	for _, c := range targets {
		s := g.cells[c]
		switch {
		case digits:
			s.Digit = 0
		case notes:
			s.Corner, s.Centre = 0, 0
		default:
			s.Colour = 0
		}
		e.set(c, s)
	}
	return e.commit()
}

// StampDue reports whether g finished since the library last saved it:
// the time of its finish (Finish.At) is the next save's to stamp.
func (g *Game) StampDue() bool { return g.stampDue }

// FillCandidates writes, as centre notes of every empty cell, the digits
// its peers do not already hold, marked as candidates (CellState.
// Candidates); corner notes are left alone. The notes stay editable like
// any other.
func (g *Game) FillCandidates() bool {
	e := edit{g: g}
	g.fillCandidates(&e, false)
	return e.commit()
}

// fillCandidates is FillCandidates within e; with onlyBare, cells that
// have centre notes keep them.
func (g *Game) fillCandidates(e *edit, onlyBare bool) {
	all := sudoku.Set(1)<<g.Shape().N() - 1
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if g.Digit(c) != 0 || onlyBare && g.cells[c].Centre != 0 {
			continue
		}
		cands := all
		for _, p := range g.peers(c) {
			if d := g.Digit(p); d != 0 {
				cands = cands.Without(d)
			}
		}
		s := g.cells[c]
		s.Centre, s.Candidates = cands, true
		e.set(c, s)
	}
}

// ClearNotes removes every note from the board.
func (g *Game) ClearNotes() bool {
	e := edit{g: g}
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		s := g.cells[c]
		s.Corner, s.Centre = 0, 0
		e.set(c, s)
	}
	return e.commit()
}

// Conflicts returns the cells whose digit repeats in one of their houses,
// or, in a variant, breaks one of its rules (sudoku.Rules.Conflicts).
func (g *Game) Conflicts() []sudoku.Cell {
	if g.Variant() {
		grid := g.Grid()
		return g.rules.Conflicts(&grid)
	}
	var out []sudoku.Cell
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		d := g.Digit(c)
		if d == 0 {
			continue
		}
		for _, p := range g.peers(c) {
			if g.Digit(p) == d {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// Mistakes returns the cells whose entry differs from solution.
func (g *Game) Mistakes(solution sudoku.Grid) []sudoku.Cell {
	var out []sudoku.Cell
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if d := g.cells[c].Digit; d != 0 && !g.IsGiven(c) && d != solution.At(c) {
			out = append(out, c)
		}
	}
	return out
}

// RewindToCorrect undoes moves until no entry contradicts solution, and
// returns how many it undid. The undone moves can be redone.
func (g *Game) RewindToCorrect(solution sudoku.Grid) int {
	n := 0
	for len(g.Mistakes(solution)) > 0 && g.Undo() {
		n++
	}
	return n
}

// Mark is one digit of one cell: a digit to place, or a note to remove.
type Mark struct {
	Cell  sudoku.Cell
	Digit sudoku.Digit
}

// Apply places each of place and removes each of unmark from its cell's
// notes, as one move: this is how a hint's step or the solution goes onto
// the board. Givens and out-of-range marks are skipped. With
// Settings.AutoRemoveNotes a placed digit also leaves its peers' notes.
func (g *Game) Apply(place, unmark []Mark) bool {
	return g.apply(place, unmark, false)
}

// ApplyStep is Apply for a hint's step, which reasons from every
// candidate where the board lacks notes: when the step removes notes,
// the empty cells without centre notes first get their candidates (as
// FillCandidates), so that what it removes shows and the next hint goes
// on from there. Notes the player wrote stay. One move.
func (g *Game) ApplyStep(place, unmark []Mark) bool {
	return g.apply(place, unmark, len(unmark) > 0)
}

func (g *Game) apply(place, unmark []Mark, fill bool) bool {
	e := edit{g: g}
	if fill {
		g.fillCandidates(&e, true)
	}
	valid := func(m Mark) bool {
		return m.Cell >= 0 && int(m.Cell) < g.Shape().Cells() && !g.IsGiven(m.Cell) &&
			m.Digit >= 1 && int(m.Digit) <= g.Shape().N()
	}
	for _, m := range unmark {
		if valid(m) {
			s := g.cells[m.Cell]
			s.Corner, s.Centre = s.Corner.Without(m.Digit), s.Centre.Without(m.Digit)
			e.set(m.Cell, s)
		}
	}
	for _, m := range place {
		if !valid(m) {
			continue
		}
		s := g.cells[m.Cell]
		s.Digit = m.Digit
		e.set(m.Cell, s)
		if g.Settings.AutoRemoveNotes {
			for _, p := range g.peers(m.Cell) {
				ps := g.cells[p]
				ps.Corner, ps.Centre = ps.Corner.Without(m.Digit), ps.Centre.Without(m.Digit)
				e.set(p, ps)
			}
		}
	}
	return e.commit()
}

// Reveal fills the board with solution, as one move that Undo takes back,
// and reports whether the board changed. A game not finished before
// finishes now as revealed: completed, not solved (Revealed). A game
// finished before keeps its finish. Nothing changes when solution does not
// solve the puzzle, or when the board shows it already.
func (g *Game) Reveal(solution sudoku.Grid) bool {
	if p := (sudoku.Puzzle{Grid: g.givens, Rules: g.rules}); p.CheckSolution(solution) != nil {
		return false
	}
	wasFinished := g.finished
	e := edit{g: g}
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if !g.IsGiven(c) {
			s := g.cells[c]
			s.Digit = solution.At(c)
			e.set(c, s)
		}
	}
	if !e.commit() {
		return false
	}
	if !wasFinished {
		g.finish.Revealed = true
	}
	return true
}

// peers returns the cells that may not hold the digit of cell c, which
// notes and candidates follow: its houses' under classic rules; in a
// variant, the other cells of every group of c (sudoku.Rules.Groups: rows,
// columns, regions, extra houses and cages). Worked out once per game.
func (g *Game) peers(c sudoku.Cell) []sudoku.Cell {
	if !g.Variant() {
		return g.Shape().Peers(c)
	}
	if g.peerList == nil {
		s := g.Shape()
		seen := make([]map[sudoku.Cell]bool, s.Cells())
		g.peerList = make([][]sudoku.Cell, s.Cells())
		for _, gr := range g.rules.Groups(s) {
			for _, a := range gr.Cells {
				if seen[a] == nil {
					seen[a] = map[sudoku.Cell]bool{a: true}
				}
				for _, b := range gr.Cells {
					if !seen[a][b] {
						seen[a][b] = true
						g.peerList[a] = append(g.peerList[a], b)
					}
				}
			}
		}
	}
	return g.peerList[c]
}
