// Package grade is a puzzle's grade as the app keeps and shows it: its
// level, its rating and the hardest step's technique, one small value that
// travels from the engine worker to the page and into the saved games.
//
// A classic 9x9 puzzle is rated by Sudoku Explainer's own rules (SE set:
// the number the Sudoku forums use, which AtLeast marks a lower bound
// when the puzzle needs more than the rater's techniques); any other
// puzzle by the logic solver's path, on the same scale. The level follows
// from the rating (logic.LevelOf).
//
// Saved games and backups of earlier versions hold the grade as text,
// "Hard 4.2 (XY-Wing)" or "Master SE 7.2 (Forcing Chain)"; Parse reads it,
// and a Grade reads itself from either form in JSON.
package grade

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// Grade is a puzzle's grade. The zero Grade is no grade. A rating is
// between 0 and 100: a puzzle with a step to take rates 1.0 or more, a
// complete grid, which has none, 0.0 ("Easy SE 0.0").
type Grade struct {
	Level   logic.Level
	Rating  float64 // on Sudoku Explainer's scale
	SE      bool    // Sudoku Explainer's own rating (classic 9x9), not the logic solver's
	AtLeast bool    // the rating is a lower bound (SE, beyond the rater's techniques)
	Hardest string  // the technique of the hardest step, as the rater names it; "" when not known
}

// IsZero reports whether g is no grade.
func (g Grade) IsZero() bool { return g == Grade{} }

// number is the rating as the player reads it: "4.2", "10.5+".
func (g Grade) number() string {
	n := i18n.Decimal(g.Rating, 1)
	if g.AtLeast {
		n += "+"
	}
	if g.SE {
		n = "SE " + n
	}
	return n
}

// String is g in a few words: "Hard 4.2 (XY-Wing)", "Master SE 7.2
// (Forcing Chain)", "Extreme SE 10.5+"; "" for no grade.
func (g Grade) String() string {
	if g.IsZero() {
		return ""
	}
	s := g.Level.String() + " " + g.number()
	if g.Hardest != "" {
		s += " (" + g.Hardest + ")"
	}
	return s
}

// Label is the level as a player reads it wherever the app shows one
// (the top bar, the list of games, the result card, Paste): the level
// and the rating on Sudoku Explainer's scale, the same for classic
// puzzles and variants, "Hard · SE 4.2", "Extreme · SE 10.5+" (in the
// page's language, the level by the engine's name); "" for no grade. It
// never names the hardest step, which would give the puzzle away: a
// player asks for it (Hardest).
func (g Grade) Label() string {
	if g.IsZero() {
		return ""
	}
	n := i18n.Decimal(g.Rating, 1)
	if g.AtLeast {
		n += "+"
	}
	return i18n.T("{{.Level}} · SE {{.Rating}}", i18n.Str("Level", i18n.Name(g.Level.String())), i18n.Str("Rating", n))
}

// Line is g as a sentence's part, for a setter who rates a puzzle of
// their own: "Level Hard, rating 4.2 (hardest step: XY-Wing)"; without
// the hardest step when it is not known, "Level Extreme SE 10.5+"; in the
// page's language, the level and the technique by the engine's names.
func (g Grade) Line() string {
	level, number := i18n.Str("Level", i18n.Name(g.Level.String())), i18n.Str("Rating", g.number())
	if g.Hardest == "" {
		return i18n.T("Level {{.Level}} {{.Rating}}", level, number)
	}
	return i18n.T("Level {{.Level}}, rating {{.Rating}} (hardest step: {{.Hardest}})", level, number, i18n.Str("Hardest", g.Hardest))
}

// errText is Parse's error.
var errText = errors.New("grade: not a grade")

// Parse reads a grade as String writes it. It fails on anything else,
// and on a technique's name longer than MaxHardest (as JSON does).
func Parse(text string) (Grade, error) {
	var g Grade
	level, rest, ok := strings.Cut(text, " ")
	l, err := logic.ParseLevel(level)
	if !ok || err != nil {
		return Grade{}, errText
	}
	g.Level = l
	if after, ok := strings.CutPrefix(rest, "SE "); ok {
		g.SE, rest = true, after
	}
	number, hardest, withStep := strings.Cut(rest, " (")
	if withStep {
		if !strings.HasSuffix(hardest, ")") || len(hardest) < 2 {
			return Grade{}, errText
		}
		g.Hardest = strings.TrimSuffix(hardest, ")")
		if len(g.Hardest) > MaxHardest {
			return Grade{}, errText
		}
	}
	number, g.AtLeast = strings.CutSuffix(number, "+")
	r, err := strconv.ParseFloat(number, 64)
	if err != nil || !inRange(r) || strings.ContainsAny(number, "eE_") {
		return Grade{}, errText
	}
	g.Rating = r
	if g.String() != text || !utf8.ValidString(text) {
		return Grade{}, errText // not as String writes it ("Hard 04.2", "Hard 4.20", "Easy 0.0" is no grade), or not text
	}
	return g, nil
}

// inRange reports whether r is a rating a Grade holds: 0 to 100.
func inRange(r float64) bool { return r >= 0 && r <= 100 }

// wire is a Grade in JSON.
type wire struct {
	Level   string  `json:"level"`
	Rating  float64 `json:"rating"`
	SE      bool    `json:"se,omitempty"`
	AtLeast bool    `json:"atLeast,omitempty"`
	Hardest string  `json:"hardest,omitempty"`
}

// MaxHardest is the longest technique name a Grade reads, from text or
// JSON.
const MaxHardest = 100

// MarshalJSON writes g as an object, its level by name; no grade is null.
func (g Grade) MarshalJSON() ([]byte, error) {
	if g.IsZero() {
		return []byte("null"), nil
	}
	return json.Marshal(wire{Level: g.Level.String(), Rating: g.Rating, SE: g.SE, AtLeast: g.AtLeast, Hardest: g.Hardest})
}

// UnmarshalJSON reads a grade as MarshalJSON writes it, or as the text of
// earlier versions ("Hard 4.2 (XY-Wing)"; "" and null are no grade). It
// fails on anything else: a level it does not know, a rating out of
// range, a technique's name longer than MaxHardest.
func (g *Grade) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*g = Grade{}
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		var text string
		if err := json.Unmarshal(b, &text); err != nil {
			return err
		}
		if text == "" {
			*g = Grade{}
			return nil
		}
		parsed, err := Parse(text)
		if err != nil {
			return err
		}
		*g = parsed
		return nil
	}
	var w wire
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	l, err := logic.ParseLevel(w.Level)
	switch {
	case err != nil:
		return errors.New("grade: unknown level " + strconv.Quote(w.Level))
	case !inRange(w.Rating):
		return errors.New("grade: rating out of range")
	case len(w.Hardest) > MaxHardest:
		return errors.New("grade: technique name too long")
	}
	*g = Grade{Level: l, Rating: w.Rating, SE: w.SE, AtLeast: w.AtLeast, Hardest: w.Hardest}
	return nil
}
