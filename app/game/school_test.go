package game

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestSchoolAnswered(t *testing.T) {
	var s School
	for i := 1; i < MasteryStreak; i++ {
		if s.Answered("technique-x-wing", true) {
			t.Fatalf("mastered after %d right", i)
		}
	}
	s.Answered("technique-x-wing", false)
	if k := s.Skill("technique-x-wing"); k.Streak != 0 || k.Right != MasteryStreak-1 || k.Wrong != 1 || k.Mastered {
		t.Fatalf("after a wrong answer: %+v", k)
	}
	for i := 1; i <= MasteryStreak; i++ {
		if got := s.Answered("technique-x-wing", true); got != (i == MasteryStreak) {
			t.Fatalf("right answer %d in a row: mastered %v", i, got)
		}
	}
	if s.Answered("technique-x-wing", true) || !s.Skill("technique-x-wing").Mastered {
		t.Fatal("mastered twice, or not kept")
	}
	s.Answered("technique-x-wing", false)
	if !s.Skill("technique-x-wing").Mastered {
		t.Fatal("a wrong answer took the mastery away")
	}
}

func TestSchoolSuggest(t *testing.T) {
	order := []string{"a", "b", "c", "d"}
	for _, tc := range []struct {
		name   string
		skills map[string]Skill
		want   Suggestion
	}{
		{"nothing yet: the first", nil, Suggestion{Key: "a"}},
		{"the first not mastered", map[string]Skill{"a": {Mastered: true}}, Suggestion{Key: "b"}},
		{"the hardest hinted", map[string]Skill{"b": {Hinted: 2}, "c": {Hinted: 1}}, Suggestion{Key: "c", Hinted: true}},
		{"a hinted one mastered is not suggested", map[string]Skill{"c": {Hinted: 1, Mastered: true}, "b": {Hinted: 1}}, Suggestion{Key: "b", Hinted: true}},
		{"all mastered", map[string]Skill{"a": {Mastered: true}, "b": {Mastered: true}, "c": {Mastered: true}, "d": {Mastered: true}}, Suggestion{}},
	} {
		if got := (School{Skills: tc.skills}).Suggest(order); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestSchoolSavedAndMerged(t *testing.T) {
	store := &MemoryStorage{}
	if s, err := LoadSchool(store); err != nil || s.Skills != nil {
		t.Fatalf("an empty store: %+v, %v", s, err)
	}
	var s School
	s.Answered("k1", true)
	s.Hinted("k2")
	if err := SaveSchool(store, s); err != nil {
		t.Fatal(err)
	}
	back, err := LoadSchool(store)
	if err != nil || !reflect.DeepEqual(back, s) {
		t.Fatalf("read back %+v, %v, want %+v", back, err, s)
	}
	other := School{Skills: map[string]Skill{"k1": {Streak: 5, Right: 7, Mastered: true}, "k3": {Wrong: 1}}}
	back.Merge(other)
	want := map[string]Skill{"k1": {Streak: 5, Right: 7, Mastered: true}, "k2": {Hinted: 1}, "k3": {Wrong: 1}}
	if !reflect.DeepEqual(back.Skills, want) {
		t.Errorf("merged %+v, want %+v", back.Skills, want)
	}
	store.Set(schoolKey, "{")
	if s, err := LoadSchool(store); err == nil || s.Skills != nil {
		t.Errorf("a broken record: %+v, %v", s, err)
	}
}

func TestChanges(t *testing.T) {
	c := func(r, col int) sudoku.Cell { return sudoku.Classic.CellAt(r, col) }
	start := make([]sudoku.Set, 81)
	start[c(0, 0)] = sudoku.SetOf(1, 2, 3)
	start[c(0, 1)] = sudoku.SetOf(2, 3)
	start[c(4, 0)] = sudoku.SetOf(5, 6, 7) // a peer of r5c5's, in its row
	start[c(0, 8)] = sudoku.SetOf(6, 8)    // no peer of r5c5's
	start[c(4, 4)] = sudoku.SetOf(5, 6)
	puzzle := sudoku.NewGrid(sudoku.Classic)
	puzzle.Set(c(8, 8), 9) // a given: not the player's
	for _, tc := range []struct {
		name           string
		mark           func(cells []CellState)
		placed, elimin []Mark
	}{
		{"nothing done", func([]CellState) {}, nil, nil},
		{"eliminations, a note added", func(cells []CellState) {
			cells[c(0, 0)].Centre = sudoku.SetOf(2)       // 1 and 3 out
			cells[c(0, 1)].Centre = sudoku.SetOf(2, 3, 4) // one added: not an elimination
		}, nil, []Mark{{c(0, 0), 1}, {c(0, 0), 3}}},
		{"a placement and what it takes from its peers", func(cells []CellState) {
			cells[c(4, 4)] = CellState{Digit: 6}
			cells[c(4, 0)].Centre = sudoku.SetOf(5, 7) // 6 left with the placement
			cells[c(0, 8)].Centre = sudoku.SetOf(8)    // 6 out of a cell it does not see
		}, []Mark{{c(4, 4), 6}}, []Mark{{c(0, 8), 6}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cells := make([]CellState, 81)
			for i, s := range start {
				cells[i].Centre = s
			}
			cells[c(8, 8)] = CellState{} // the given's cell holds no notes
			tc.mark(cells)
			g, err := Resume(puzzle, sudoku.Rules{}, cells, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			placed, elim := g.Changes(start)
			if !reflect.DeepEqual(placed, tc.placed) || !reflect.DeepEqual(elim, tc.elimin) {
				t.Errorf("placed %v, eliminated %v; want %v, %v", placed, elim, tc.placed, tc.elimin)
			}
		})
	}
}
