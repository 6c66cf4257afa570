package shell

import (
	"slices"
	"time"

	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// session is one open game and everything on screen that belongs to it:
// the game, what the engine found out about its puzzle, where the puzzle
// came from, the selection and input mode, the hint on show, a shared
// link's progress on offer, the pause and the outcome of the last action.
// The page replaces it whole when another puzzle opens (gamePage.load), so
// no part of it can outlive its game; a job's reply for a session that is
// no longer the page's is dropped.
type session struct {
	game *game.Game

	solution    sudoku.Grid // valid when hasSolution
	hasSolution bool
	grade       grade.Grade // the puzzle's grade, when the engine could grade it
	grading     bool        // the engine has not answered for the level yet
	seed        uint64      // the generator seed the puzzle came from, when hasSeed
	hasSeed     bool

	board.Selection
	mode   game.Mode
	paused bool

	hint      *protocol.Step // the hint on show, if any
	hintLevel int            // 1: vague, 2: concrete (cells highlighted)
	busy      bool           // a hint or solve job is running

	// offered holds the progress a shared link carried for this puzzle
	// while the player has a game of it going: it replaces theirs only if
	// they ask.
	offered []game.CellState

	status string // the outcome of the last action, under the controls
	// boardSaid is the status when it speaks of the board as it stood (a
	// hint, a mistake pointed at): the next edit makes it stale and drops
	// it (sayOfBoard).
	boardSaid string

	notice string // about loading the game and checking its puzzle

	// shownWrong holds the cells Show where marked on a full grid that
	// was wrong; they stay marked while their digits still do not fit.
	// nil until the player asks.
	shownWrong []sudoku.Cell

	confirmReveal bool          // Solve asks before revealing the solution
	cardAway      bool          // the result card is put away, the board shown
	friendTime    time.Duration // a shared link's time to beat, or 0
	dailyDone     string        // a daily solved here: its streak, or that it was late (dailySolved)
	nextDaily     game.Daily    // a daily finished here: its day's puzzle to offer next (nextDaily); zero for none

	ruleView *board.RuleView // what the board draws of the rules (rules()), worked out once

	mark completionMark // what the last completing move completed, for the board's brief glow

	practice *drill // the practice this board is, or nil for a game
}

func newSession(g *game.Game) *session { return &session{game: g} }

// outcome is what a command did to the game.
type outcome struct {
	edited bool   // the board changed: the hint on show no longer holds; save it
	saved  bool   // only the record changed (a hint counted): save it
	what   string // what to tell a screen reader
}

func edited(what string) outcome { return outcome{edited: true, what: what} }

// do carries out a command on the game or the input state (the page runs
// the others: moves, hints, solving, pausing, panels).
func (s *session) do(cmd board.Command) outcome {
	g := s.game
	if s.practice != nil && (cmd.Kind == board.CmdFillCandidates || cmd.Kind == board.CmdClearNotes) {
		// A practice position's notes are its candidates, some taken out
		// by the steps before it: filled in again or cleared, the
		// position would be lost.
		return outcome{what: i18n.T("In practice the notes are the position's candidates: take them out one at a time.")}
	}
	switch cmd.Kind {
	case board.CmdDigit:
		if cmd.Mode != game.Normal {
			if g.Enter(s.Selected, cmd.Digit, cmd.Mode) {
				return edited(s.describeEdit(cmd.Digit, cmd.Mode))
			}
			break
		}
		struck := false
		if ok, completed := s.completing(s.Selected, func() bool {
			ok := g.Enter(s.Selected, cmd.Digit, cmd.Mode)
			if ok {
				struck = s.strike(cmd.Digit) // before the marks: a game lost has none
			}
			return ok
		}); ok {
			return edited(s.describeEdit(cmd.Digit, cmd.Mode) + s.mistaken(struck) + completed)
		}
	case board.CmdShowWrong:
		s.showWrong()
	case board.CmdErase:
		if g.Erase(s.Selected) {
			return edited(i18n.T("Erased {{.Cells}}", i18n.Str("Cells", s.selectionName())))
		}
	case board.CmdMode:
		s.mode = cmd.Mode
		return outcome{what: board.ModeName(s.mode)} // the keyboard is on the board, not the mode's key
	case board.CmdCycleMode:
		s.mode = s.mode.Next()
		return outcome{what: board.ModeName(s.mode)}
	case board.CmdUndo:
		if m := g.UndoMove(); g.Undo() {
			s.mark.drop()
			return edited(i18n.T("Undone: {{.Move}}", i18n.Str("Move", moveWords(g.Shape(), m))))
		}
	case board.CmdRedo:
		if m := g.RedoMove(); g.Redo() {
			s.mark.drop()
			return edited(i18n.T("Redone: {{.Move}}", i18n.Str("Move", moveWords(g.Shape(), m))))
		}
	case board.CmdDeselect:
		s.Selected = nil
	case board.CmdFillCandidates:
		if g.FillCandidates() {
			return edited(i18n.T("Filled in every candidate as centre notes"))
		}
	case board.CmdClearNotes:
		if g.ClearNotes() {
			return edited(i18n.T("Cleared every note"))
		}
	case board.CmdRewind:
		return s.rewind()
	case board.CmdTakeOffered:
		return s.takeOffered()
	case board.CmdKeepMine:
		s.offered = nil
	case board.CmdKeepPlaying:
		s.confirmReveal = false
	case board.CmdBackToBoard:
		s.cardAway = true
	}
	return outcome{}
}

// cardShown reports whether the result card is on show: the game is
// solved or lost and the player has not put the card away.
func (s *session) cardShown() bool { return s.game.Ended() && !s.cardAway }

// strike counts a mistake under the mistake limit (when the player has it
// on) if the digit d just placed in the selected cells is, in one of them,
// not the solution's: one mistake a move, however many cells it filled.
// Nothing is counted while the solution is not known. It reports whether
// it counted one.
func (s *session) strike(d sudoku.Digit) bool {
	g := s.game
	if !g.Settings.MistakeLimit || !s.hasSolution {
		return false
	}
	for _, c := range s.Selected {
		if !g.IsGiven(c) && g.Digit(c) == d && s.solution.At(c) != d {
			g.Strike()
			return true
		}
	}
	return false
}

// mistaken says, for a screen reader, that the digit just placed in the
// selected cells is a mistake, as their labels and the board's red say:
// when the mistake setting marks one of them, or the mistake limit
// counted it (struck); "" otherwise. The cells keep the keyboard, so
// their labels, which say it too, are not read again.
func (s *session) mistaken(struck bool) string {
	wrong := s.settingWrong()
	if !struck && !slices.ContainsFunc(s.Selected, func(c sudoku.Cell) bool { return slices.Contains(wrong, c) }) {
		return ""
	}
	return ", " + i18n.T("mistake")
}

// fullButWrong reports whether every cell holds a digit and the grid is
// not a solution: a game that has not ended, whose player must be told.
func (s *session) fullButWrong() bool {
	g := s.game
	grid := g.Grid()
	return !g.Ended() && grid.Filled() == g.Shape().Cells()
}

// showWrong marks the cells of a full grid whose digits do not fit: those
// that differ from the solution, or, while it is not known, those that
// break a rule.
func (s *session) showWrong() {
	s.shownWrong = append([]sudoku.Cell{}, s.notFitting()...) // not nil: asked for, even when none
	s.sayOfBoard(i18n.N(len(s.shownWrong), "{{.Count}} cell marked does not fit.", "{{.Count}} cells marked do not fit."))
}

// rewind takes back the moves since the last state without mistakes.
func (s *session) rewind() outcome {
	if !s.hasSolution {
		return outcome{}
	}
	n := s.game.RewindToCorrect(s.solution)
	if n == 0 {
		s.sayOfBoard(i18n.T("No mistakes so far."))
		return outcome{}
	}
	// The English of one is that of many, as it always was.
	s.status = i18n.N(n, "Rewound {{.Count}} move to the last correct state (redo brings it back).",
		"Rewound {{.Count}} moves to the last correct state (redo brings them back).")
	s.mark.drop()
	return edited(s.status)
}

// takeOffered replaces the game with the progress a shared link offered
// (the replaced record stays as the library's backup).
func (s *session) takeOffered() outcome {
	g, err := game.Resume(s.game.Givens(), s.game.Rules(), s.offered, s.game.Settings)
	s.offered = nil
	if err != nil {
		s.status = words.Error(err)
		return outcome{}
	}
	g.SetGrade(s.game.Grade())
	if d, ok := s.game.Daily(); ok {
		g.MarkDaily(d) // the same givens: cannot fail
	}
	s.game = g
	s.mark.drop()
	return edited(i18n.T("Opened the shared progress"))
}

// move moves the cursor, wrapping around the board as the best players'
// apps do, and selects the cell it lands on.
func (s *session) move(dr, dc int, extend bool) { s.Selection.Move(s.game.Shape(), dr, dc, extend) }

func (s *session) selectionName() string { return cellsName(s.game.Shape(), s.Selected) }

// cellsName names cells for a screen reader: one by its row and column,
// more by their count.
func cellsName(sh sudoku.Shape, cells []sudoku.Cell) string {
	if len(cells) == 1 {
		return words.Cell(sh, cells[0])
	}
	return i18n.N(len(cells), "{{.Count}} cell", "{{.Count}} cells")
}

// moveWords says what move m did, as the announcement of the edit said
// it (describeEdit), for Undo and Redo to say what they took back or
// played again: "5 in row 1, column 1", "Corner note 3 in 2 cells". A
// move of digits is named by them (the notes it took from their peers
// go unsaid); one that only took notes out (Erase, Clear notes) as
// erased; one of many digits or notes at once (a hint applied, Fill
// candidates, the solution shown) by how many cells it changed.
func moveWords(sh sudoku.Shape, m []game.Change) string {
	var digits, corner, centre, colour []game.Change
	for _, ch := range m {
		switch b, a := ch.Before, ch.After; {
		case b.Digit != a.Digit:
			digits = append(digits, ch)
		case b.Corner != a.Corner:
			corner = append(corner, ch)
		case b.Centre != a.Centre:
			centre = append(centre, ch)
		case b.Colour != a.Colour:
			colour = append(colour, ch)
		}
	}
	cells := func(chs []game.Change) i18n.Arg {
		out := make([]sudoku.Cell, len(chs))
		for i, ch := range chs {
			out[i] = ch.Cell
		}
		return i18n.Str("Cells", cellsName(sh, out))
	}
	switch {
	case len(digits) > 0:
		if d, ok := sameOf(digits, func(ch game.Change) int { return int(ch.After.Digit) }); ok && d != 0 {
			return i18n.T("{{.Digit}} in {{.Cells}}", i18n.Str("Digit", sudoku.Digit(d).String()), cells(digits))
		} else if ok {
			return i18n.T("Cleared {{.Cells}}", cells(digits))
		}
	case len(corner) > 0 && len(centre) == 0:
		if d, ok := sameOf(corner, func(ch game.Change) int { return toggled(ch.Before.Corner, ch.After.Corner) }); ok && d != 0 {
			return i18n.T("Corner note {{.Digit}} in {{.Cells}}", i18n.Str("Digit", sudoku.Digit(d).String()), cells(corner))
		}
	case len(centre) > 0 && len(corner) == 0:
		if d, ok := sameOf(centre, func(ch game.Change) int { return toggled(ch.Before.Centre, ch.After.Centre) }); ok && d != 0 {
			return i18n.T("Centre note {{.Digit}} in {{.Cells}}", i18n.Str("Digit", sudoku.Digit(d).String()), cells(centre))
		}
	case len(colour) > 0 && len(corner)+len(centre) == 0:
		if c, ok := sameOf(colour, func(ch game.Change) int { return int(max(ch.Before.Colour, ch.After.Colour)) }); ok {
			return i18n.T("Colour {{.Colour}} on {{.Cells}}", i18n.Str("Colour", sudoku.Digit(c).String()), cells(colour))
		}
	}
	if !slices.ContainsFunc(m, func(ch game.Change) bool { return !taken(ch.Before, ch.After) }) {
		return i18n.T("Erased {{.Cells}}", cells(m))
	}
	return i18n.N(len(m), "{{.Count}} cell", "{{.Count}} cells")
}

// taken reports whether after is before with notes or a colour taken
// out, and nothing put in.
func taken(before, after game.CellState) bool {
	return after.Digit == before.Digit && after.Corner&^before.Corner == 0 && after.Centre&^before.Centre == 0 &&
		(after.Colour == before.Colour || after.Colour == 0)
}

// sameOf returns of(ch) when it is the same for every change of chs.
func sameOf(chs []game.Change, of func(game.Change) int) (int, bool) {
	v := of(chs[0])
	for _, ch := range chs[1:] {
		if of(ch) != v {
			return 0, false
		}
	}
	return v, true
}

// toggled returns the one digit that notes after has more or fewer than
// before, 0 when they differ by more than one.
func toggled(before, after sudoku.Set) int {
	if d, ok := (before ^ after).Single(); ok {
		return int(d)
	}
	return 0
}

func (s *session) describeEdit(d sudoku.Digit, m game.Mode) string {
	where, digit := i18n.Str("Cells", s.selectionName()), i18n.Str("Digit", d.String())
	switch m {
	case game.Corner:
		return i18n.T("Corner note {{.Digit}} in {{.Cells}}", digit, where)
	case game.Centre:
		return i18n.T("Centre note {{.Digit}} in {{.Cells}}", digit, where)
	case game.Colour:
		return i18n.T("Colour {{.Colour}} on {{.Cells}}", i18n.Str("Colour", d.String()), where)
	}
	if len(s.Selected) == 1 && s.game.Digit(s.Selected[0]) == 0 {
		return i18n.T("Cleared {{.Cells}}", where)
	}
	return i18n.T("{{.Digit}} in {{.Cells}}", digit, where)
}

// --- hints and the solution ---

// nextHint moves the hint on show from vague to concrete to applied. It
// reports false when a new hint must come from the engine (showHint,
// showMistakes).
func (s *session) nextHint() (outcome, bool) {
	switch {
	case s.hint != nil && s.hintLevel == 1:
		s.hintLevel = 2
		s.sayOfBoard(s.hint.Text)
		return outcome{what: s.status}, true
	case s.hint != nil && s.hintLevel == 2:
		return s.applyHint(), true
	}
	return outcome{}, false
}

// showMistakes points at the first of the cells whose digits keep the
// board from its solution, which the engine found instead of a hint, and
// counts the hint.
func (s *session) showMistakes(cells []int) outcome {
	c := sudoku.Cell(cells[0])
	cell := i18n.Str("Cell", words.Cell(s.game.Shape(), c))
	say := i18n.T("First fix {{.Cell}}: it does not fit the solution.", cell)
	if len(cells) > 1 {
		// The English of one is that of many, as it always was.
		say = i18n.N(len(cells)-1, "First fix {{.Cell}}: it does not fit the solution (nor does {{.Count}} more).",
			"First fix {{.Cell}}: it does not fit the solution (nor do {{.Count}} more).", cell)
	}
	s.sayOfBoard(say)
	s.Selected, s.Cursor = []sudoku.Cell{c}, c
	s.game.CountHint()
	return outcome{saved: true, what: s.status}
}

// sayOfBoard puts text under the controls as words about the board as it
// stands: a hint, a mistake pointed at, which the next edit makes stale
// (gamePage.done drops them then).
func (s *session) sayOfBoard(text string) { s.status, s.boardSaid = text, text }

// showHint shows a hint the engine found, vague first, and counts it.
func (s *session) showHint(h *protocol.Step) outcome {
	s.game.CountHint()
	s.hint, s.hintLevel = h, 1
	s.sayOfBoard(h.Vague)
	return outcome{saved: true, what: h.Vague}
}

func (s *session) applyHint() outcome {
	var place, unmark []game.Mark
	for _, pl := range s.hint.Placements {
		place = append(place, game.Mark{Cell: sudoku.Cell(pl[0]), Digit: sudoku.Digit(pl[1])})
	}
	for _, el := range s.hint.Eliminations {
		unmark = append(unmark, game.Mark{Cell: sudoku.Cell(el[0]), Digit: sudoku.Digit(el[1])})
	}
	s.status = i18n.T("Applied: {{.Step}}", i18n.Str("Step", s.hint.Text))
	cells := make([]sudoku.Cell, len(place))
	for i, m := range place {
		cells[i] = m.Cell
	}
	_, completed := s.completing(cells, func() bool { return s.game.ApplyStep(place, unmark) })
	return edited(s.status + completed)
}

// candidateNotes returns the player's centre notes as candidates when
// every empty cell has some (as after Fill candidates), so a hint reasons
// from the board the player sees; nil otherwise.
func (s *session) candidateNotes() []uint32 {
	cells := s.game.Cells()
	notes := make([]uint32, len(cells))
	for c, st := range cells {
		if s.game.Digit(sudoku.Cell(c)) != 0 {
			continue
		}
		if st.Centre == 0 {
			return nil
		}
		notes[c] = uint32(st.Centre)
	}
	return notes
}

// reveal fills the board with the solution, as one move that undo takes
// back; the game ends as revealed, not solved.
func (s *session) reveal() outcome {
	s.confirmReveal = false
	s.game.Reveal(s.solution) // completed, not solved: the result card and the list of games say so
	s.mark.drop()
	s.status = i18n.T("The solution is shown: this game counts as revealed, not solved.")
	return edited(i18n.T("Solution shown"))
}

// summary describes a finished game.
func (s *session) summary() string {
	hints := i18n.T("no hints")
	if n := s.game.Hints(); n > 0 {
		hints = i18n.N(n, "{{.Count}} hint", "{{.Count}} hints")
	}
	out := i18n.T("Time {{.Time}}, {{.Hints}}.", i18n.Str("Time", stats.Clock(s.game.Elapsed())), i18n.Str("Hints", hints))
	if !s.grade.IsZero() {
		out += " " + i18n.T("Level {{.Level}}.", i18n.Str("Level", s.grade.Label()))
	}
	if s.dailyDone != "" {
		out += " " + s.dailyDone
	}
	return out
}

// link returns the share link of the game: the puzzle, the seed when known,
// and the player's entries and notes when withCells.
func (s *session) link(withCells bool) share.Link {
	l := share.Link{Puzzle: s.game.Givens(), Rules: s.game.Rules(), Seed: s.seed, HasSeed: s.hasSeed}
	l.Daily, _ = s.game.Daily()
	if withCells {
		l.Cells = s.game.Cells()
	}
	return l
}

// plainLink is the game's link without its progress, as the address bar
// keeps it once a link's progress is settled: the puzzle, its daily and
// seed, and a friend's time to beat.
func (s *session) plainLink() share.Link {
	l := s.link(false)
	l.Time = s.friendTime
	return l
}

// wrongCells returns the cells marked wrong: by the mistake setting, and
// those Show where marked while their digits still do not fit.
// Cost: O(cells), and O(cells × marked) once Show where has marked some.
func (s *session) wrongCells() []sudoku.Cell {
	marked := s.settingWrong()
	if s.shownWrong == nil {
		return marked
	}
	for _, c := range s.notFitting() {
		if slices.Contains(s.shownWrong, c) && !slices.Contains(marked, c) {
			marked = append(marked, c)
		}
	}
	return marked
}

// notFitting returns the cells whose digits do not fit: those that differ
// from the solution, or, while it is not known, those that break a rule.
func (s *session) notFitting() []sudoku.Cell {
	if s.hasSolution {
		return s.game.Mistakes(s.solution)
	}
	return s.game.Conflicts()
}

// settingWrong returns the cells marked wrong by the mistake setting.
func (s *session) settingWrong() []sudoku.Cell {
	switch s.game.Settings.Mistakes {
	case game.CheckConflicts:
		return s.game.Conflicts()
	case game.CheckSolution:
		if s.hasSolution {
			return s.game.Mistakes(s.solution)
		}
	}
	return nil
}
