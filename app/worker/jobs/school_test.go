package jobs_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
	"github.com/sudoku-app/sudoku/engine/practice"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The school lists every classic technique, in logic's order, then every
// variant technique, in logic's order, each with a lesson in words, in
// the language asked, and practice exactly where engine/practice offers
// it.
func TestSchool(t *testing.T) {
	reply, err := jobs.Run(context.Background(), protocol.School{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	techs := append(logic.ClassicTechniques(), logic.VariantTechniques()...)
	if len(reply.Lessons) != len(techs) {
		t.Fatalf("%d lessons, %d classic and variant techniques", len(reply.Lessons), len(techs))
	}
	practised := 0
	for i, l := range reply.Lessons {
		if l.Key != techs[i].Key() || l.Rating != techs[i].Rating() || l.Family != techs[i].Family().Key() ||
			l.Practice != practice.Offered(techs[i]) {
			t.Errorf("lesson %d: %+v, want %s", i, l, techs[i])
		}
		if l.Practice {
			practised++
		}
		for _, text := range []string{l.Title, l.Look, l.Why, l.FamilyName} {
			if text == "" || strings.HasPrefix(text, "logic:") {
				t.Errorf("%s: a lesson's words are %q", l.Key, text)
			}
		}
	}
	if practised != len(practice.Techniques()) {
		t.Errorf("%d lessons with practice, %d techniques offered", practised, len(practice.Techniques()))
	}
	data, err := messages.File("de")
	if err != nil {
		t.Fatal(err)
	}
	german, err := jobs.Run(context.Background(), protocol.School{Language: protocol.Language{Lang: "de", Catalogue: string(data)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(german.Lessons) != len(reply.Lessons) || german.Lessons[0].Look == reply.Lessons[0].Look {
		t.Errorf("the German school: %+v", german.Lessons[0])
	}
	if last := len(reply.Lessons) - 1; german.Lessons[last].Why == reply.Lessons[last].Why {
		t.Errorf("the German school's last lesson is in English: %+v", german.Lessons[last])
	}
}

// A practice position's step is of its technique, from the position's
// digits and candidates, the same for the same seed; the check judges the
// step's own marks right, part of them partly, and a mark beside them
// wrong.
func TestPractice(t *testing.T) {
	ctx := context.Background()
	for _, key := range []string{"technique-x-wing", "technique-hidden-single-box", "technique-xy-wing", "technique-swordfish", "technique-cage-combination", "technique-arrow-sum", "technique-pair-rule"} {
		job := protocol.Practice{Technique: key, Seed: 7}
		reply, err := jobs.Run(ctx, job, nil)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		again, err := jobs.Run(ctx, job, nil)
		if err != nil || again.Puzzle != reply.Puzzle || !slices.Equal(again.Step.Candidates, reply.Step.Candidates) {
			t.Errorf("%s: the same seed gave another position", key)
		}
		if reply.Step.Key != key || reply.Step.Text == "" || len(reply.Step.Candidates) != 81 {
			t.Fatalf("%s: step %+v", key, reply.Step)
		}
		if _, err := codec.ParseGrid(reply.Puzzle); err != nil {
			t.Fatalf("%s: puzzle %q: %v", key, reply.Puzzle, err)
		}
		// A variant technique's position comes with its rules, which its
		// digits keep; a classic one's with none.
		variant := strings.Contains("technique-cage-combination technique-arrow-sum technique-pair-rule", key)
		if p, err := sudoku.ParseCoded(reply.Puzzle, reply.Rules); err != nil || p.Rules.Classic() == variant {
			t.Fatalf("%s: rules %q: %v (variant %v)", key, reply.Rules, err, variant)
		}
		check := func(placed, elim [][2]int) protocol.PracticeCheckReply {
			t.Helper()
			r, err := jobs.Run(ctx, protocol.PracticeCheck{Technique: key, Seed: 7, Placed: placed, Eliminated: elim}, nil)
			if err != nil {
				t.Fatalf("%s: check: %v", key, err)
			}
			return r
		}
		st := reply.Step
		if r := check(st.Placements, st.Eliminations); r.Verdict != protocol.VerdictRight || r.Missing != nil || r.Wrong != nil {
			t.Errorf("%s: the step's own marks: %+v", key, r)
		}
		if r := check(nil, nil); r.Verdict != protocol.VerdictPartly || len(r.Missing) == 0 {
			t.Errorf("%s: nothing marked: %+v", key, r)
		}
		// The step's marks and one more, of a cell the step leaves alone,
		// are not the step.
		var wrong [2]int
		for c, cands := range st.Candidates {
			if cands != 0 && !slices.ContainsFunc(st.Eliminations, func(e [2]int) bool { return e[0] == c }) {
				for d := 1; d <= 9; d++ {
					if cands&(1<<(d-1)) != 0 {
						wrong = [2]int{c, d}
					}
				}
				break
			}
		}
		if r := check(nil, append(slices.Clone(st.Eliminations), wrong)); r.Verdict == protocol.VerdictRight {
			t.Errorf("%s: a mark beside the step's judged %+v", key, r)
		}
	}
	if _, err := jobs.Run(ctx, protocol.Practice{Technique: "technique-nonsense"}, nil); err == nil || !strings.Contains(err.Error(), "technique-nonsense") {
		t.Errorf("an unknown technique: %v", err)
	}
}
