package main

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func setupGenerate(fs *flag.FlagSet) action {
	n := fs.Int("n", 1, "number of puzzles")
	size := fs.Int("size", 9, "grid side, 4 to 25 (boxes as square as the side allows: 6 is 2x3)")
	level := fs.String("level", "", "level the puzzles must grade at: "+levelNames()+" (default any)")
	symmetry := fs.String("symmetry", "rot180", "symmetry of the clues: "+symmetryNames())
	seed := fs.Uint64("seed", 0, "seed of the first puzzle; puzzle i has seed+i (default random)")
	technique := fs.String("technique", "", "a technique the solving path must use, e.g. xwing, \"hidden pair\"")
	attempts := fs.Int("attempts", 0, fmt.Sprintf("puzzles dug per target (0 means %d)", generate.DefaultAttempts))
	rate := fs.Bool("rate", false, "add the rating columns: rating, level, (hardest technique); with -format grid, a # line before each grid")
	minimal := fs.Bool("minimal", false, "no clue can be removed (may break the symmetry)")
	variant := fs.String("variant", "", "a variant, printed as an f-puzzles link: "+variantNames())
	se := fs.String("se", "", "search for classic puzzles Sudoku Explainer rates at least this, e.g. 8.0: minimal, of no symmetry, climbing from Master puzzles (the puzzle depends on -time too)")
	limit := fs.Duration("time", 20*time.Second, "time allowed per puzzle for -se")
	format := fs.String("format", "", "how the puzzles are written: "+strings.Join(formats, ", ")+" (default line, and fpuzzles for -variant)")
	return func(_ io.Reader, stdout, stderr io.Writer) int {
		o, err := generateOptions(*n, *size, *level, *symmetry, *technique, *attempts, *minimal)
		if err == nil {
			err = checkFormat(*format)
		}
		if err == nil && *variant != "" && *technique != "" {
			err = errors.New("-technique: classic puzzles only")
		}
		minSE := 0
		if err == nil && *se != "" {
			minSE, err = searchTarget(*se, *limit, o, *variant)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli generate: %v\n", err)
			return exitUsage
		}
		first := seedFlag(fs, *seed)
		out := puzzleWriter{rate: *rate, csv: *format == "csv", stdout: stdout, stderr: stderr}
		out.show = func(p sudoku.Puzzle) (string, error) {
			switch {
			case *format != "" && !out.csv:
				return formatPuzzle(p, *format)
			case *variant != "":
				return codec.FPuzzlesURL(p), nil
			}
			return p.Grid.String(), nil
		}
		if !out.header() {
			return exitFail
		}
		if minSE > 0 {
			return searchPuzzles(minSE, *limit, first, *n, out)
		}
		if *variant != "" {
			return generateVariants(*variant, o, first, *n, out)
		}
		o.NoGrade = !*rate && o.Level == nil && o.Technique == ""
		status := exitOK
		for i := range uint64(*n) {
			r, err := generate.FromSeed(first+i, o)
			if err != nil {
				fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: %v\n", first+i, err)
				return exitFail
			}
			if !r.MetTarget {
				fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: target not met in %d attempts; closest: %s\n", first+i, r.Attempts, resultRating(r))
				status = exitFail
			}
			if failed := out.write(sudoku.Puzzle{Grid: r.Puzzle}, resultRating(r)); failed != exitOK {
				return failed
			}
		}
		return status
	}
}

// generateOptions checks the generate flags and turns them into options.
func generateOptions(n, size int, level, symmetry, technique string, attempts int, minimal bool) (generate.Options, error) {
	o := generate.Options{Technique: technique, Attempts: attempts, Minimal: minimal}
	if n < 1 {
		return o, fmt.Errorf("-n %d: want 1 or more", n)
	}
	if attempts < 0 {
		return o, fmt.Errorf("-attempts %d: want 0 or more", attempts)
	}
	var err error
	if o.Shape, err = sudoku.ShapeForSize(size); err != nil {
		return o, fmt.Errorf("-size: %w", err)
	}
	if o.Symmetry, err = generate.ParseSymmetry(symmetry); err != nil {
		return o, fmt.Errorf("-symmetry: %w", err)
	}
	if level != "" {
		l, err := logic.ParseLevel(level)
		if err != nil {
			return o, fmt.Errorf("-level: %w", err)
		}
		o.Level = &l
	}
	if technique != "" {
		if _, err := generate.ParseTechnique(technique); err != nil {
			return o, fmt.Errorf("-technique: %w", err)
		}
	}
	return o, nil
}

// searchTarget checks the -se flag and what goes with it, and returns
// its rating in tenths.
func searchTarget(se string, limit time.Duration, o generate.Options, variant string) (int, error) {
	f, err := strconv.ParseFloat(se, 64)
	switch {
	case err != nil || math.IsNaN(f) || f < 1 || f > 12:
		return 0, fmt.Errorf("-se %s: want a rating on Sudoku Explainer's scale, like 8.0", se)
	case o.Shape != sudoku.Classic || variant != "" || o.Level != nil || o.Technique != "" || o.Minimal:
		return 0, errors.New("-se: classic 9x9 puzzles only, without -level, -technique, -minimal or -variant (its puzzles are minimal)")
	case limit <= 0:
		return 0, fmt.Errorf("-time %v: want more than 0", limit)
	}
	return int(math.Round(f * 10)), nil
}

// searchPuzzles writes n puzzles that Sudoku Explainer rates at least
// minSE tenths, puzzle i from generate.Search with a generator seeded
// from first+i, each within limit, with the rating columns when rate.
// A search that ends short writes the hardest puzzle it found and a
// note, and the status is then exitFail.
func searchPuzzles(minSE int, limit time.Duration, first uint64, n int, out puzzleWriter) int {
	stderr := out.stderr
	status := exitOK
	for i := range uint64(n) {
		seed := first + i
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		o := generate.SearchOptions{MinSE: minSE, Candidates: math.MaxInt, Rand: mrand.New(mrand.NewPCG(seed, 0))}
		r, err := generate.Search(ctx, o)
		cancel()
		if err != nil && !errors.Is(err, context.DeadlineExceeded) || r.Puzzle.N() == 0 {
			fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: %v\n", seed, err)
			return exitFail
		}
		if !r.MetTarget {
			fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: SE %d.%d not reached in %v (%d candidates); hardest: %s\n", seed, minSE/10, minSE%10, limit, r.Candidates, seRating(r.SE))
			status = exitFail
		}
		if failed := out.write(sudoku.Puzzle{Grid: r.Puzzle}, seRating(r.SE)); failed != exitOK {
			return failed
		}
	}
	return status
}

// variantGrade bounds the grading of one variant puzzle for -rate: a hard
// killer whose cage techniques run out can take the chains seconds.
const variantGrade = 10 * time.Second

// generateVariants writes n puzzles of the variant kind, puzzle i from
// seed first+i, aimed at the level when one is asked for
// (generate.VariantOptions.Level), as f-puzzles links, with the rating
// columns when rate asks for them (a level alone does not: its output is
// links alone, as classic -level's is puzzles alone).
func generateVariants(kind string, o generate.Options, first uint64, n int, out puzzleWriter) int {
	stderr := out.stderr
	k, err := generate.LookupVariant(kind)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-cli generate: -variant: %v\n", err)
		return exitUsage
	}
	vo := generate.VariantOptions{Kind: k.Name, Shape: o.Shape, Symmetry: o.Symmetry, Minimal: o.Minimal, Level: o.Level}
	status := exitOK
	for i := range uint64(n) {
		seed := first + i
		r, err := generate.VariantFromSeed(seed, vo)
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: %v\n", seed, err)
			return exitFail
		}
		g, graded := r.Grade, r.Graded
		if out.rate && !graded {
			ctx, cancel := context.WithTimeout(context.Background(), variantGrade)
			g, err = logic.Options{Context: ctx}.GradePuzzle(r.Puzzle)
			cancel()
			graded = err == nil
		}
		if o.Level != nil && !r.MetTarget {
			fmt.Fprintf(stderr, "sudoku-cli generate: seed %d: level not met; closest: %s\n", seed, logicRating(g, graded))
			status = exitFail
		}
		if failed := out.write(r.Puzzle, logicRating(g, graded)); failed != exitOK {
			return failed
		}
	}
	return status
}

func variantNames() string {
	var names []string
	for _, k := range generate.Variants() {
		names = append(names, k.Name)
	}
	return strings.Join(names, ", ")
}

func levelNames() string {
	var names []string
	for _, l := range logic.Levels() {
		names = append(names, strings.ToLower(l.String()))
	}
	return strings.Join(names, ", ")
}

func symmetryNames() string {
	var names []string
	for _, s := range generate.Symmetries() {
		names = append(names, s.String())
	}
	return strings.Join(names, ", ")
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// resultRating is a generated puzzle's rating columns: SE's rating for a
// classic 9x9 puzzle, else the logic solver's grade.
func resultRating(r generate.Result) rating {
	if r.SERated {
		return seRating(r.SE)
	}
	return logicRating(r.Grade, r.Graded)
}

// puzzleWriter writes generate's puzzles, one a line: show's text, then
// the rating columns when rate asks for them; as CSV rows under a header
// when csv.
type puzzleWriter struct {
	show           func(sudoku.Puzzle) (string, error)
	rate, csv      bool
	stdout, stderr io.Writer
}

// header writes the CSV header, when there is one; false when stdout
// failed (said on stderr).
func (w puzzleWriter) header() bool {
	if !w.csv {
		return true
	}
	head := "puzzle"
	if w.rate {
		head = csvLine(ratingHeader...)
	}
	if _, err := fmt.Fprintln(w.stdout, head); err != nil {
		fmt.Fprintf(w.stderr, "sudoku-cli: %v\n", err)
		return false
	}
	return true
}

// write writes p's line, with r's columns when w.rate, and returns
// exitOK; exitUsage when p does not go in the format asked for, exitFail
// when stdout failed (both said on stderr).
func (w puzzleWriter) write(p sudoku.Puzzle, r rating) int {
	line, err := w.show(p)
	if err != nil {
		fmt.Fprintf(w.stderr, "sudoku-cli generate: %v\n", err)
		return exitUsage
	}
	switch {
	case w.csv && w.rate:
		line = r.csvRecord(line)
	case w.csv:
		line = csvLine(line)
	case w.rate && strings.Contains(line, "\n"):
		// A grid of several lines has no line to add columns to: the
		// rating is a comment before it, which the commands read past.
		line = "# " + r.String() + "\n" + line
	case w.rate:
		line += " " + r.String()
	}
	if _, err := fmt.Fprintln(w.stdout, line); err != nil {
		fmt.Fprintf(w.stderr, "sudoku-cli: %v\n", err)
		return exitFail
	}
	return exitOK
}

// unique returns nil when g has exactly one solution, and otherwise an
// error saying why it cannot be graded or explained.
func unique(p sudoku.Puzzle) error {
	switch n, err := solve.CountPuzzle(p, 2); {
	case err != nil:
		return err
	case n == 0:
		return errors.New("no solution")
	case n > 1:
		return errors.New("multiple solutions: only a puzzle with one solution has a grade")
	}
	return nil
}

func setupGrade(fs *flag.FlagSet) action {
	workers := fs.Int("j", 0, "puzzles graded at once, written in the input's order (0: one per core)")
	format := fs.String("format", "", `how the rows are written: "csv" (a header, then puzzle,rating,pearl,diamond,level,technique), "json" (one object a line), or "serate": Sudoku Explainer's own lines, "puzzle ED=rating/pearl/diamond" (classic 9x9 only)`)
	return func(in io.Reader, stdout, stderr io.Writer) int {
		if *workers < 0 {
			fmt.Fprintf(stderr, "sudoku-cli grade: -j %d: want 0 or more\n", *workers)
			return exitUsage
		}
		if !slices.Contains([]string{"", "serate", "csv", "json"}, *format) {
			fmt.Fprintf(stderr, "sudoku-cli grade: -format %s: want serate, csv, json, or none\n", *format)
			return exitUsage
		}
		if *workers == 0 {
			*workers = runtime.NumCPU()
		}
		if *format == "csv" {
			if _, err := fmt.Fprintln(stdout, csvLine(ratingHeader...)); err != nil {
				fmt.Fprintf(stderr, "sudoku-cli: %v\n", err)
				return exitFail
			}
		}
		return eachAnswerAtOnce(in, stdout, stderr, *workers, func(p sudoku.Puzzle, text string) (string, error) {
			if err := unique(p); err != nil {
				return "", err
			}
			classic := p.Rules.Classic() && p.Grid.Shape() == sudoku.Classic
			if *format == "serate" && !classic {
				return "", errors.New("-format serate: Sudoku Explainer rates classic 9x9 puzzles only")
			}
			var r rating
			if classic {
				se, err := rateSE(p)
				if err != nil && !errors.Is(err, serate.ErrBeyond) {
					return "", err
				}
				if *format == "serate" {
					return seLine(p) + " ED=" + se.String(), nil
				}
				r = seRating(se)
			} else {
				g, err := gradeLogic(p)
				if err != nil {
					return "", err
				}
				r = logicRating(g, true)
			}
			switch *format {
			case "csv":
				return r.csvRecord(text), nil
			case "json":
				return r.jsonRecord(text), nil
			}
			return text + " " + r.String(), nil
		})
	}
}

// catalogueOf returns the catalogue of explain's -lang: a variable, so
// that a test may give explain a catalogue of its own.
var catalogueOf = messages.Catalogue

func setupExplain(fs *flag.FlagSet) action {
	lang := fs.String("lang", "en", "the language of the steps, a `tag` of "+strings.Join(messages.Tags(), ", "))
	return func(in io.Reader, stdout, stderr io.Writer) int {
		words, err := catalogueOf(*lang)
		var unknown *messages.LanguageError
		if errors.As(err, &unknown) {
			fmt.Fprintf(stderr, "sudoku-cli explain: -lang %s: no such language: want %s\n", quote.String(*lang), strings.Join(unknown.Languages, ", "))
			return exitUsage
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli explain: -lang %s: %v\n", *lang, err)
			return exitFail
		}
		status := exitOK
		var writeErr error
		puzzles, explained := 0, 0
		readErr := eachPuzzle(in, func(at where, text string) bool {
			puzzles++
			out, err := explainLine(text, words)
			if out != "" {
				if explained++; explained > 1 {
					out = "\n" + out
				}
				_, writeErr = io.WriteString(stdout, out)
			}
			if err != nil {
				fmt.Fprintln(stderr, failure(at, err))
				status = exitFail
			}
			return writeErr == nil
		})
		if readErr == nil && writeErr == nil && puzzles == 0 {
			readErr = errors.New("no puzzle in the input")
		}
		for _, err := range []error{readErr, writeErr} {
			if err != nil {
				fmt.Fprintf(stderr, "sudoku-cli explain: %v\n", err)
				status = exitFail
			}
		}
		return status
	}
}

// explainLine is explain's answer to one line: the numbered steps that
// solve its puzzle, one sentence each in the language of words, then
// the grid they reach; and why the line fails, if it does (with the steps
// that came before, if any).
func explainLine(text string, words *logic.Catalogue) (string, error) {
	p, err := parseLine(text)
	if err == nil {
		err = unique(p)
	}
	if err != nil {
		return "", err
	}
	s, err := logicState(p)
	if err != nil {
		return "", err
	}
	path, err := logic.Solve(s, logic.Options{})
	var out strings.Builder
	for i, st := range path.Steps {
		fmt.Fprintf(&out, "%d. %s\n", i+1, sentence(words, st))
	}
	out.WriteString("\n" + codec.FormatPretty(path.Final))
	return out.String(), err
}

// sentence is st's sentence in the language of words, in the engine's
// notation: its Text in English. The engine's tests make every message
// it builds render; were one not to, its sentence says why.
func sentence(words *logic.Catalogue, st logic.Step) string {
	if words == logic.English() {
		return st.Text
	}
	text, err := words.Render(st.Message)
	if err != nil {
		return err.Error()
	}
	return text
}

// seedFlag returns the -seed flag's value seed when it was given, else a
// random seed.
func seedFlag(fs *flag.FlagSet, seed uint64) uint64 {
	if flagSet(fs, "seed") {
		return seed
	}
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
