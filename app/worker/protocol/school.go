package protocol

import "time"

// The school of techniques' operations.
const (
	OpSchool        Op = "school"
	OpPractice      Op = "practice"
	OpPracticeCheck Op = "practice-check"
)

// School asks for the school of techniques: every technique the hints
// use on a classic puzzle, easiest first (Sudoku Explainer's order), each
// with its lesson in the job's language, and whether it has practice
// positions.
type School struct {
	Language Language `json:"language,omitzero"`
}

// SchoolReply answers a School.
type SchoolReply struct {
	Lessons []Lesson `json:"lessons"`
}

// Lesson is one technique as the school teaches it, in a player's words.
type Lesson struct {
	// Key is the technique's catalogue key, as a Step's Key and a
	// Practice's Technique name it ("technique-x-wing").
	Key string `json:"key"`
	// Family is the catalogue key of the technique's family
	// ("family-fish"), which FamilyName says in the job's language.
	Family     string  `json:"family"`
	FamilyName string  `json:"familyName"`
	Title      string  `json:"title"` // "X-Wing"
	Look       string  `json:"look"`  // what to look for
	Why        string  `json:"why"`   // why it works
	Rating     float64 `json:"rating"`
	// Practice says the technique has practice positions (Practice);
	// a few have a lesson alone.
	Practice bool `json:"practice,omitempty"`
}

// Practice asks for a practice position of a technique: a board on which
// the next step, in Sudoku Explainer's order, is one of that technique,
// made from Seed alone (the same seed, the same position).
type Practice struct {
	Technique string   `json:"technique"` // a Lesson's Key
	Seed      uint64   `json:"seed"`
	Language  Language `json:"language,omitzero"`
}

// PracticeReply answers a Practice: the position's digits (Puzzle, line
// format; each is a given of the practice board), its rules (Rules, the
// engine's rules code: "" for a classic technique's, a variant's rules,
// its killer cages, arrows or thermometers, for a variant technique's)
// and the step it asks for, in the job's language. The position's
// candidates are the step's Candidates.
type PracticeReply struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
	Step   Step   `json:"step"`
}

// PracticeCheck asks whether a player's answer to the practice position
// of Technique and Seed (a Practice's) is right: the digits they placed
// and the candidates they took out, as (cell, digit) pairs.
type PracticeCheck struct {
	Technique  string   `json:"technique"`
	Seed       uint64   `json:"seed"`
	Placed     [][2]int `json:"placed,omitempty"`
	Eliminated [][2]int `json:"eliminated,omitempty"`
	Language   Language `json:"language,omitzero"`
}

// The verdicts of a PracticeCheckReply.
const (
	VerdictRight        = "right"         // the position's step, exactly
	VerdictRightAnother = "right-another" // another step of the technique, exactly
	VerdictPartly       = "partly"        // part of a step, nothing else: some is left
	VerdictWrong        = "wrong"         // marks that no step found makes
)

// PracticeCheckReply answers a PracticeCheck: its Verdict, and the step
// it is judged against (the position's; for right-another, or partly
// along it, the other step found, whose Text and Vague are empty, as it
// was found on a relabelled copy of the position). Missing and Wrong are
// the (cell, digit) pairs of the step the answer lacks, and those of the
// answer the step does not make, placements and eliminations together.
type PracticeCheckReply struct {
	Verdict string   `json:"verdict"`
	Step    Step     `json:"step"`
	Missing [][2]int `json:"missing,omitempty"`
	Wrong   [][2]int `json:"wrong,omitempty"`
}

// PracticeTime bounds a practice job: a position takes a fraction of a
// second to make on most devices (BENCHMARKS.md, "Practice positions").
const PracticeTime = 10 * time.Second

func (School) Op() Op        { return OpSchool }
func (Practice) Op() Op      { return OpPractice }
func (PracticeCheck) Op() Op { return OpPracticeCheck }

func (School) reply(SchoolReply)               {}
func (Practice) reply(PracticeReply)           {}
func (PracticeCheck) reply(PracticeCheckReply) {}

func (School) Budget() Budget        { return Budget{Job: SolveTime, Watchdog: Watchdog} }
func (Practice) Budget() Budget      { return Budget{Job: PracticeTime, Watchdog: Watchdog} }
func (PracticeCheck) Budget() Budget { return Budget{Job: PracticeTime, Watchdog: Watchdog} }
