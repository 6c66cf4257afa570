package game

import (
	"encoding/json"
	"fmt"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// MasteryStreak is how many right finds in a row master a technique in
// the school of techniques.
const MasteryStreak = 5

// schoolKey holds the player's School: one small record beside the games,
// in the backup file too.
const schoolKey = StoragePrefix + "school"

// Skill is the player's record with one technique.
type Skill struct {
	Streak   int  `json:"streak,omitempty"` // right finds in a row, up to now
	Right    int  `json:"right,omitempty"`  // right finds in all
	Wrong    int  `json:"wrong,omitempty"`  // answers that were not right
	Mastered bool `json:"mastered,omitempty"`
	// Hinted counts the hints of the technique a player asked for in a
	// game: the school suggests what the player needed help with.
	Hinted int `json:"hinted,omitempty"`
}

// School is the player's progress in the school of techniques, by the
// catalogue key of each technique (logic.Technique.Key). The zero School
// is empty and ready.
type School struct {
	Skills map[string]Skill `json:"skills,omitempty"`
}

// Skill returns the player's record with the technique of key.
func (s School) Skill(key string) Skill { return s.Skills[key] }

// Answered records an answer to a practice position of the technique of
// key, and reports whether it mastered the technique just now: a right
// answer lengthens the streak, another ends it.
func (s *School) Answered(key string, right bool) (mastered bool) {
	k := s.Skills[key]
	if right {
		k.Streak++
		k.Right++
	} else {
		k.Streak = 0
		k.Wrong++
	}
	mastered = !k.Mastered && k.Streak >= MasteryStreak
	k.Mastered = k.Mastered || mastered
	s.set(key, k)
	return mastered
}

// Hinted records a hint of the technique of key in a game.
func (s *School) Hinted(key string) {
	k := s.Skills[key]
	k.Hinted++
	s.set(key, k)
}

func (s *School) set(key string, k Skill) {
	if s.Skills == nil {
		s.Skills = map[string]Skill{}
	}
	s.Skills[key] = k
}

// Suggestion is the technique the school suggests next, and why.
type Suggestion struct {
	Key string // the technique's catalogue key; "" when all are mastered
	// Hinted: the hardest technique the player needed a hint for and
	// has not mastered; else the first technique not mastered.
	Hinted bool
}

// Suggest returns the technique to learn next among order, the
// techniques the school offers from easiest to hardest: the hardest one
// the player asked a hint of in a game and has not mastered, or else the
// first not mastered. Cost: linear in order.
func (s School) Suggest(order []string) Suggestion {
	for i := len(order) - 1; i >= 0; i-- {
		if k := s.Skills[order[i]]; k.Hinted > 0 && !k.Mastered {
			return Suggestion{Key: order[i], Hinted: true}
		}
	}
	for _, key := range order {
		if !s.Skills[key].Mastered {
			return Suggestion{Key: key}
		}
	}
	return Suggestion{}
}

// Merge takes in o, another browser's progress (a backup's): for each
// technique the larger counts, and mastered if either is. A streak is
// the larger of the two.
func (s *School) Merge(o School) {
	for key, k := range o.Skills {
		h := s.Skills[key]
		h.Streak, h.Right, h.Wrong, h.Hinted = max(h.Streak, k.Streak), max(h.Right, k.Right), max(h.Wrong, k.Wrong), max(h.Hinted, k.Hinted)
		h.Mastered = h.Mastered || k.Mastered
		s.set(key, h)
	}
}

// LoadSchool reads the player's School from store; none is the zero
// School. A record that does not read is an error, and the zero School
// with it, so the school still opens.
func LoadSchool(store Storage) (School, error) {
	data, ok, err := store.Get(schoolKey)
	if err != nil || !ok {
		return School{}, err
	}
	var s School
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return School{}, fmt.Errorf("game: the school's record: %w", err)
	}
	return s, nil
}

// SaveSchool keeps s in store.
func SaveSchool(store Storage, s School) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return store.Set(schoolKey, string(data))
}

// Changes returns what the player did on g, a practice board, against
// the position it started from (start: each cell's candidates, none for a
// cell with a digit). A digit in a cell of start's candidates is placed;
// a candidate of start missing from an empty cell's centre notes is
// eliminated, unless the player placed that digit in a peer of the cell:
// it left with the placement (Settings.AutoRemoveNotes), which says it
// already. Each comes in cell order, an elimination's digits in order.
// Cost: linear in the cells and their peers.
func (g *Game) Changes(start []sudoku.Set) (placed, eliminated []Mark) {
	implied := make([]sudoku.Set, len(g.cells)) // per cell, the digits the player placed in its peers
	for c, st := range g.cells {
		if c >= len(start) || start[c] == 0 || st.Digit == 0 {
			continue
		}
		placed = append(placed, Mark{sudoku.Cell(c), st.Digit})
		for _, p := range g.peers(sudoku.Cell(c)) {
			implied[p] = implied[p].With(st.Digit)
		}
	}
	for c, st := range g.cells {
		if c >= len(start) || start[c] == 0 || st.Digit != 0 {
			continue
		}
		for _, d := range (start[c] &^ st.Centre &^ implied[c]).Digits() {
			eliminated = append(eliminated, Mark{sudoku.Cell(c), d})
		}
	}
	return placed, eliminated
}
