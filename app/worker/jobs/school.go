package jobs

import (
	"context"
	"errors"
	"sync"

	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/practice"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// school answers a School: every classic technique, in logic's order
// (Sudoku Explainer's), then every variant technique, in logic's order,
// each with its lesson in the job's language, and whether
// engine/practice offers positions of it (practice.Offered).
func school(r protocol.School) (protocol.SchoolReply, error) {
	lang := catalogueOf(r.Language)
	out := protocol.SchoolReply{Lessons: []protocol.Lesson{}}
	for _, t := range append(logic.ClassicTechniques(), logic.VariantTechniques()...) {
		lesson, ok := t.Lesson()
		if !ok {
			continue
		}
		out.Lessons = append(out.Lessons, protocol.Lesson{
			Key:        t.Key(),
			Family:     t.Family().Key(),
			FamilyName: inWords(lang, logic.Message{Key: t.Family().Key()}),
			Title:      inWords(lang, lesson.Title),
			Look:       inWords(lang, lesson.Look),
			Why:        inWords(lang, lesson.Why),
			Rating:     t.Rating(),
			Practice:   practice.Offered(t),
		})
	}
	return out, nil
}

// practise answers a Practice: the position of its technique and seed,
// and its step in the job's language.
func practise(ctx context.Context, r protocol.Practice) (protocol.PracticeReply, error) {
	p, err := positionOf(ctx, r.Technique, r.Seed)
	if err != nil {
		return protocol.PracticeReply{}, err
	}
	st, err := p.State()
	if err != nil {
		return protocol.PracticeReply{}, err
	}
	h, ok := logic.Next(st)
	if !ok {
		return protocol.PracticeReply{}, errExplainStuck
	}
	step := stepOf(st, h, catalogueOf(r.Language))
	step.Candidates = candidatesOf(p)
	return protocol.PracticeReply{Puzzle: p.Grid.String(), Rules: sudoku.EncodeRules(sudoku.Classic, &p.Rules), Step: step}, nil
}

// checkPractice answers a PracticeCheck: practice.Check of the answer.
func checkPractice(ctx context.Context, r protocol.PracticeCheck) (protocol.PracticeCheckReply, error) {
	p, err := positionOf(ctx, r.Technique, r.Seed)
	if err != nil {
		return protocol.PracticeCheckReply{}, err
	}
	var a practice.Answer
	for _, pl := range r.Placed {
		if c, d, ok := pairOf(pl); ok {
			a.Placed = append(a.Placed, logic.Placement{Cell: c, Digit: d})
		}
	}
	for _, el := range r.Eliminated {
		if c, d, ok := pairOf(el); ok {
			a.Eliminated = append(a.Eliminated, logic.Mark{Cell: c, Digits: sudoku.Bit(d)})
		}
	}
	j := practice.Check(p, a)
	st, err := p.State()
	if err != nil {
		return protocol.PracticeCheckReply{}, err
	}
	out := protocol.PracticeCheckReply{Verdict: j.Verdict.String()}
	if j.Verdict == practice.Right || j.Step.Message.Key != "" {
		h, _ := logic.Next(st)
		out.Step = stepOf(st, h, catalogueOf(r.Language))
	} else {
		// Another step, found on a relabelled copy: its marks, no words.
		out.Step = marksOf(st, j.Step)
	}
	out.Step.Candidates = candidatesOf(p)
	for _, pl := range j.MissingPlacements {
		out.Missing = append(out.Missing, [2]int{int(pl.Cell), int(pl.Digit)})
	}
	for _, m := range j.MissingEliminations {
		for _, d := range m.Digits.Digits() {
			out.Missing = append(out.Missing, [2]int{int(m.Cell), int(d)})
		}
	}
	for _, pl := range j.WrongPlacements {
		out.Wrong = append(out.Wrong, [2]int{int(pl.Cell), int(pl.Digit)})
	}
	for _, m := range j.WrongEliminations {
		for _, d := range m.Digits.Digits() {
			out.Wrong = append(out.Wrong, [2]int{int(m.Cell), int(d)})
		}
	}
	return out, nil
}

// pairOf reads a (cell, digit) pair of a 9x9 board.
func pairOf(p [2]int) (sudoku.Cell, sudoku.Digit, bool) {
	if p[0] < 0 || p[0] >= sudoku.Classic.Cells() || p[1] < 1 || p[1] > 9 {
		return 0, 0, false
	}
	return sudoku.Cell(p[0]), sudoku.Digit(p[1]), true
}

// candidatesOf returns p's candidates as a Step carries them.
func candidatesOf(p practice.Position) []uint32 {
	out := make([]uint32, len(p.Candidates))
	for c, s := range p.Candidates {
		if p.Grid.At(sudoku.Cell(c)) == 0 {
			out[c] = uint32(s)
		}
	}
	return out
}

// recentPositions keeps the last positions served, so that checking an
// answer does not make its position again (a generated one takes up to
// a few tenths of a second).
var recentPositions struct {
	sync.Mutex
	list []practice.Position
}

// positionOf returns the position of the technique of key and seed.
func positionOf(ctx context.Context, key string, seed uint64) (practice.Position, error) {
	var t logic.Technique
	found := false
	for _, x := range practice.Techniques() {
		if x.Key() == key {
			t, found = x, true
		}
	}
	if !found {
		return practice.Position{}, failure(tmplNoPractice, "Technique", key)
	}
	recentPositions.Lock()
	for _, p := range recentPositions.list {
		if p.Technique == t && p.Seed == seed {
			recentPositions.Unlock()
			return p, nil
		}
	}
	recentPositions.Unlock()
	p, err := practice.PositionFor(ctx, t, seed)
	if errors.Is(err, context.DeadlineExceeded) {
		return p, errPracticeTooLong
	}
	if err != nil {
		return p, err
	}
	recentPositions.Lock()
	recentPositions.list = append(recentPositions.list, p)
	if len(recentPositions.list) > 4 {
		recentPositions.list = recentPositions.list[1:]
	}
	recentPositions.Unlock()
	return p, nil
}
