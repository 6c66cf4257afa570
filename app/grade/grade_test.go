package grade

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/logic"
)

func TestStringAndParse(t *testing.T) {
	for _, tc := range []struct {
		text string
		g    Grade
	}{
		{"Hard 4.2 (XY-Wing)", Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}},
		{"Easy 1.2 (hidden single)", Grade{Level: logic.Easy, Rating: 1.2, Hardest: "hidden single"}},
		{"Master SE 7.2 (Forcing Chain)", Grade{Level: logic.Master, Rating: 7.2, SE: true, Hardest: "Forcing Chain"}},
		{"Extreme SE 9.2", Grade{Level: logic.Extreme, Rating: 9.2, SE: true}},
		{"Extreme SE 10.5+", Grade{Level: logic.Extreme, Rating: 10.5, SE: true, AtLeast: true}},
		{"Expert 5.6 (ALS-XZ (chain))", Grade{Level: logic.Expert, Rating: 5.6, Hardest: "ALS-XZ (chain)"}},
		{"Easy SE 0.0", Grade{Level: logic.Easy, SE: true}},                        // a complete grid: no step to rate
		{"Easy 0.0 (full house)", Grade{Level: logic.Easy, Hardest: "full house"}}, // the logic solver's, likewise
	} {
		if got := tc.g.String(); got != tc.text {
			t.Errorf("%+v.String() = %q, want %q", tc.g, got, tc.text)
		}
		if got, err := Parse(tc.text); err != nil || got != tc.g {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.text, got, err, tc.g)
		}
	}
	if (Grade{}).String() != "" || !(Grade{}).IsZero() {
		t.Error("no grade does not read as none")
	}
}

func TestParseRefuses(t *testing.T) {
	for _, text := range []string{"", "Hard", "Hard ", "Tough 4.2", "Hard 4.20", "Hard 04.2", "Hard 4.2 (", "Hard 4.2 (x", "Hard x (y)",
		"Hard 4.2(XY)", "Hard -1.0", "Hard 100.1", "Easy 0.0", "Hard 1e1", "Hard NaN", "Hard +Inf", "Hard 4.2 ()", "hard 4.2",
		"Hard 4.2 (" + strings.Repeat("x", MaxHardest+1) + ")"} {
		if g, err := Parse(text); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", text, g)
		}
	}
}

// Label reads the same for every kind of puzzle and whoever rated it,
// and never names the hardest step.
func TestLabel(t *testing.T) {
	for _, tc := range []struct {
		g    Grade
		want string
	}{
		{Grade{Level: logic.Hard, Rating: 4.2, SE: true, Hardest: "XY-Wing"}, "Hard · SE 4.2"},
		{Grade{Level: logic.Hard, Rating: 4.2, Hardest: "turbot fish"}, "Hard · SE 4.2"}, // a variant's, by the logic solver
		{Grade{Level: logic.Extreme, Rating: 9.1, SE: true}, "Extreme · SE 9.1"},
		{Grade{Level: logic.Extreme, Rating: 10.5, SE: true, AtLeast: true}, "Extreme · SE 10.5+"},
		{Grade{Level: logic.Easy, SE: true}, "Easy · SE 0.0"},
		{Grade{}, ""},
	} {
		if got := tc.g.Label(); got != tc.want {
			t.Errorf("%+v.Label() = %q, want %q", tc.g, got, tc.want)
		}
	}
}

// Line reads a grade as the setter's bench says it.
func TestLine(t *testing.T) {
	for _, tc := range []struct{ grade, want string }{
		{"Hard 4.2 (XY-Wing)", "Level Hard, rating 4.2 (hardest step: XY-Wing)"},
		{"Master SE 7.2 (Forcing Chain)", "Level Master, rating SE 7.2 (hardest step: Forcing Chain)"},
		{"Extreme SE 9.2", "Level Extreme SE 9.2"},
	} {
		g, err := Parse(tc.grade)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Line(); got != tc.want {
			t.Errorf("Line of %q = %q, want %q", tc.grade, got, tc.want)
		}
	}
}

func TestJSON(t *testing.T) {
	g := Grade{Level: logic.Master, Rating: 7.2, SE: true, Hardest: "Forcing Chain"}
	b, err := json.Marshal(struct{ G Grade }{g})
	if err != nil || string(b) != `{"G":{"level":"Master","rating":7.2,"se":true,"hardest":"Forcing Chain"}}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	for _, tc := range []struct {
		json string
		want Grade
	}{
		{string(b), g},
		{`{"G":"Master SE 7.2 (Forcing Chain)"}`, g}, // as earlier versions saved it
		{`{"G":""}`, Grade{}},
		{`{"G":null}`, Grade{}},
		{`{}`, Grade{}},
	} {
		var got struct{ G Grade }
		if err := json.Unmarshal([]byte(tc.json), &got); err != nil || got.G != tc.want {
			t.Errorf("Unmarshal(%s) = %+v, %v; want %+v", tc.json, got.G, err, tc.want)
		}
	}
	if b, _ := json.Marshal(Grade{}); string(b) != "null" {
		t.Errorf("no grade marshals as %s, want null", b)
	}
	for _, bad := range []string{`"Tough 4.2"`, `{"level":"Tough","rating":4.2}`, `{"level":"Hard","rating":-1}`, `{"level":"Hard","rating":1e9}`,
		`{"level":"Hard","rating":4.2,"hardest":"` + strings.Repeat("x", MaxHardest+1) + `"}`, `7`, `[]`} {
		var got Grade
		if err := json.Unmarshal([]byte(bad), &got); err == nil {
			t.Errorf("Unmarshal(%s) = %+v, want an error", bad, got)
		}
	}
}

// FuzzParse holds Parse to String: what it reads, String writes back.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"Hard 4.2 (XY-Wing)", "Master SE 7.2 (Forcing Chain)", "Extreme SE 10.5+", "Easy 1.0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := Parse(text)
		if err != nil {
			return
		}
		if g.String() != text {
			t.Fatalf("Parse(%q) = %+v, which writes %q", text, g, g.String())
		}
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var back Grade
		if err := json.Unmarshal(b, &back); err != nil || back != g {
			t.Fatalf("%+v through JSON %s: %+v, %v", g, b, back, err)
		}
	})
}
