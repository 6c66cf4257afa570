package logic

import (
	"fmt"
	"math"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Level is a named difficulty, derived from the rating of the hardest step.
// Each constant's comment gives its ratings (a test checks them against
// LevelOf); the package doc says why the boundaries sit there.
type Level int

// The levels, easiest first; Summary says what each needs.
const (
	Easy    Level = iota // rating up to 2.3
	Medium               // up to 3.4
	Hard                 // up to 4.6
	Expert               // up to 6.0
	Master               // up to 9.0
	Extreme              // above 9.0
)

// levelSummary[l] is what a puzzle of level l needs, as Summary gives it.
var levelSummary = [...]string{
	Easy:    "singles only",
	Medium:  "intersections, naked and hidden pairs, X-Wing",
	Hard:    "triples, Swordfish, finned fish, wings, skyscraper and kin, unique rectangles, simple colouring",
	Expert:  "quads, Jellyfish, ALS-XZ, BUG+1",
	Master:  "chains, nice loops and forcing chains",
	Extreme: "the longest forcing chains, or trial and error",
}

// Summary says what a puzzle of level l needs, in a player's words, e.g.
// "singles only".
func (l Level) Summary() string { return levelSummary[l] }

// Ceiling returns the highest rating of level l on the Sudoku Explainer
// scale, and false for Extreme, which has none.
func (l Level) Ceiling() (float64, bool) {
	if l >= Extreme {
		return 0, false
	}
	return levelCeil[l], true
}

// Levels returns every level, easiest first: Easy, Medium, Hard, Expert,
// Master, Extreme. The slice is new on each call.
func Levels() []Level {
	ls := make([]Level, 0, Extreme+1)
	for l := Easy; l <= Extreme; l++ {
		ls = append(ls, l)
	}
	return ls
}

// levelCeil[l] is the highest rating of level l.
var levelCeil = [...]float64{Easy: 2.3, Medium: 3.4, Hard: 4.6, Expert: 6.0, Master: 9.0}

func (l Level) String() string {
	return [...]string{"Easy", "Medium", "Hard", "Expert", "Master", "Extreme"}[l]
}

// LevelOf returns the level of a rating on the Sudoku Explainer scale.
func LevelOf(rating float64) Level {
	for l := range Extreme {
		if rating <= l.maxRating() {
			return l
		}
	}
	return Extreme
}

// maxRating returns the highest rating of level l, with a margin for
// ratings computed in floating point; +Inf for Extreme.
func (l Level) maxRating() float64 {
	if l >= Extreme {
		return math.Inf(1)
	}
	return levelCeil[l] + 1e-9
}

// ParseLevel reads a level by its name, in any case ("hard", "Expert").
func ParseLevel(name string) (Level, error) {
	var names []string
	for _, l := range Levels() {
		if strings.EqualFold(name, l.String()) {
			return l, nil
		}
		names = append(names, strings.ToLower(l.String()))
	}
	return 0, fmt.Errorf("logic: unknown level %s (want one of %s)", quote.String(name), strings.Join(names, ", "))
}

// TechniqueCount is how often a technique was used.
type TechniqueCount struct {
	Technique Technique
	Count     int
}

// Grade is the difficulty of a puzzle, judged from the path Solve takes.
type Grade struct {
	Rating  float64          // the rating of the hardest step, Sudoku Explainer scale
	Level   Level            // the level of Rating
	Hardest Technique        // the technique of the hardest step
	Uses    []TechniqueCount // the techniques used, in Technique order
	Steps   int              // the number of steps
	Trial   bool             // whether trial and error was needed
}

// GradeGrid solves g from its bare candidates and grades the path. It
// fails when g is invalid or the solve gets stuck (then g has no solution,
// or needs more trial and error than the budget allows).
// Cost: that of Solve: milliseconds for 9x9, tenths of a second for
// 16x16 and 25x25 (BENCHMARKS.md); Options.GradeGrid bounds it.
func GradeGrid(g sudoku.Grid) (Grade, error) {
	return Options{}.GradeGrid(g)
}

// GradeGrid is GradeGrid solving with o (a Context bounds it in time; its
// error is returned when it is done).
func (o Options) GradeGrid(g sudoku.Grid) (Grade, error) {
	return o.GradePuzzle(sudoku.Puzzle{Grid: g})
}

// GradePuzzle is GradeGrid for a puzzle with rules: it solves p from the
// candidates its rules allow (FromPuzzle, which says which rules it
// reasons with and refuses the others) and grades the path. For classic
// rules it is GradeGrid(p.Grid).
func GradePuzzle(p sudoku.Puzzle) (Grade, error) {
	return Options{}.GradePuzzle(p)
}

// GradePuzzle is GradePuzzle solving with o.
func (o Options) GradePuzzle(p sudoku.Puzzle) (Grade, error) {
	s, err := FromPuzzle(p)
	if err != nil {
		return Grade{}, err
	}
	path, err := Solve(s, o)
	if err != nil {
		return Grade{}, err
	}
	return GradePath(path.Steps), nil
}

// GradePath grades a solving path: the hardest step's rating and level,
// and the techniques used. An empty path grades as Easy, rating 0.
// Cost: O(len(steps)).
func GradePath(steps []Step) Grade {
	var gr Grader
	for _, st := range steps {
		gr.Add(st)
	}
	return gr.Grade()
}

// Grader grades a path one step at a time, for callers that need the
// grade but not the steps (the generator grades thousands of paths). The
// zero value has seen no step.
type Grader struct {
	counts [numTechniques]int
	grade  Grade
}

// Add counts step st into the grade.
func (gr *Grader) Add(st Step) {
	gr.counts[st.Technique]++
	gr.grade.Steps++
	if st.Rating > gr.grade.Rating {
		gr.grade.Rating, gr.grade.Hardest = st.Rating, st.Technique
	}
	gr.grade.Trial = gr.grade.Trial || st.Technique == TrialAndError
}

// Grade returns the grade of the steps added so far, as GradePath would.
func (gr *Grader) Grade() Grade {
	g := gr.grade
	for t, n := range gr.counts {
		if n > 0 {
			g.Uses = append(g.Uses, TechniqueCount{Technique(t), n})
		}
	}
	g.Level = LevelOf(g.Rating)
	return g
}

// String formats g as "7.1 Master (X-chain)".
func (g Grade) String() string {
	return fmt.Sprintf("%.1f %s (%s)", g.Rating, g.Level, g.Hardest.Name())
}
