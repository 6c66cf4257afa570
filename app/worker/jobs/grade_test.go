package jobs

import (
	"fmt"
	"testing"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
)

// The grades the worker sends are written as the text it sent before
// grades were values, which saved games hold, and that text reads back
// as the same grade.
func TestGradeTexts(t *testing.T) {
	type tc struct {
		got  grade.Grade
		want string
	}
	cases := []tc{
		{gradeOf(logic.Grade{Level: logic.Hard, Rating: 4.2, Hardest: logic.XYWing}), "Hard 4.2 (XY-Wing)"},
		{gradeOf(logic.Grade{Level: logic.Expert, Rating: 5.5 + 0.1 + 0.1, Hardest: logic.XYWing}), "Expert 5.7 (XY-Wing)"}, // a sum, 5.699999999999999
		{gradeOf(logic.Grade{Level: logic.Easy, Hardest: logic.FullHouse}), "Easy 0.0 (full house)"},                        // a complete grid
		{seGrade(serate.Rating{Rating: 72, Steps: []serate.Step{{Rating: 12, Name: "Hidden Single"}, {Rating: 72, Name: "Forcing Chain"}}}), "Master SE 7.2 (Forcing Chain)"},
		{seGrade(serate.Rating{Rating: 105, Beyond: true, Steps: []serate.Step{{Rating: 105, Name: "Dynamic Forcing Chain"}}}), "Extreme SE 10.5+"},
		{seGrade(serate.Rating{}), "Easy SE 0.0"}, // a complete grid
	}
	// Every rating SE gives, to 12.0, as seGradeText wrote it.
	for tenths := 0; tenths <= 120; tenths++ {
		r := serate.Rating{Rating: tenths, Steps: []serate.Step{{Rating: tenths, Name: "Step"}}}
		cases = append(cases, tc{seGrade(r), fmt.Sprintf("%s SE %s (Step)", r.Level(), r.Number())})
	}
	for _, c := range cases {
		if got := c.got.String(); got != c.want {
			t.Errorf("%+v reads %q, want %q", c.got, got, c.want)
		}
		if back, err := grade.Parse(c.want); err != nil || back != c.got {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.want, back, err, c.got)
		}
	}
}
