// Command sudoku-cli solves, counts, grades, explains and generates Sudoku
// puzzles of any size, read one a line from the files it is given (or
// standard input), and writes one answer a line; it reads puzzles from
// pictures too (scan).
//
// Usage:
//
//	sudoku-cli solve [-budget N] [-sat] [-format F] [file ...]
//	sudoku-cli count [-limit N] [-budget N] [-sat] [file ...]
//	sudoku-cli dimacs [file ...]
//	sudoku-cli generate [-n N] [-size 9] [-level L] [-symmetry rot180] [-seed S] [-technique T] [-attempts N] [-rate] [-minimal] [-variant K] [-format F] [-se 8.0 [-time 20s]]
//	sudoku-cli grade [-j N] [-format csv|json|serate] [file ...]
//	sudoku-cli explain [-lang en] [file ...]
//	sudoku-cli practice -technique T [-n N] [-seed S]
//	sudoku-cli scan file ...
//	sudoku-cli help [command]
//	sudoku-cli version
//
// Puzzles are read from the files named after the flags, in turn ("-" is
// standard input), or from standard input when none is named, one a line;
// a file's block, Project Euler's "Grid 01" or SadMan Sudoku's "[Puzzle]"
// and the lines up to a blank line or the next label, is one puzzle, and
// so is a grid written over several lines (-format grid's, a grid pasted
// whole): its rows and the separator lines between them. An error line
// names the line, "line 3" on standard input, "a.txt:3" in a file (a
// grid's first line).
//
// Input lines may be in any single-line format that codec.Parse
// reads (81 characters with '.' or '0' for blanks, N*N characters for
// other sizes, Solo game IDs, puzzle links, ...), variants included:
// f-puzzles and SudokuPad links to thermometer, killer, arrow, kropki,
// whispers, jigsaw, X and the other puzzles the engine's rules cover,
// Solo X, jigsaw and killer game IDs, and the killer forums' cage strings
// and SumoCue codes. A rule the engine does not read is an error line that
// names it. Blank lines, lines starting with '#' and a table's header
// (a first field "puzzle": the CLI's CSV, qqwing's) are skipped. A line
// that does not read whole is read by its first field, up to a space, tab,
// ';', ',' or '#', or a CSV row's quoted first field, or a JSON object's
// "puzzle": so every command reads what every command writes, and the
// community's lists (Sudoku Explainer's "ED=" ratings, a forum's ";"
// columns, a CSV's first column, a "#" comment). The pencil marks of a
// candidate line (729 characters for 9x9) are part of its puzzle: solve,
// count and dimacs keep them, and grade and explain start from them as
// SukakuExplainer does (a cell's one mark is given unless a peer shares
// it, and then a step places it).
//
// solve writes, for each puzzle, its solution in line format when it is
// unique, "multiple solutions" when a second solution was found after the
// first (only that line: the first solution is not printed), or
// "no solution". count writes the number of solutions, counting no further
// than -limit (default 2). A line that cannot be parsed or solved within the
// budget is said on stderr, "error: line N: ..." (stdout holds the
// answers alone, which read back); the other lines still run, and the exit
// status is then 1. dimacs writes the CNF formula of the first
// puzzle (see engine/sat); -sat and dimacs encode variant rules too, but
// for sandwich clues, which they refuse by name. grade and explain take
// classic puzzles and every variant rule the logic solver reasons with:
// jigsaw, extra houses, anti-knight, anti-king, killer cages, dots, XV,
// whispers, thermometers, palindromes, arrows, little killers,
// sandwiches, renban and between lines, odd and even cells.
//
// generate writes new puzzles with exactly one solution (engine/generate),
// puzzle i from seed S+i, so a seed reproduces them; -rate adds the rating
// columns of grade. A puzzle that misses its -level or -technique target is
// still written, with a note on stderr, and the exit status is then 1.
// With -variant (killer, x, jigsaw, ...) it writes variant puzzles as
// f-puzzles links instead; with -level it makes up to 20 for a line and
// writes the first at the level, or the closest (the rating columns only
// with -rate). -format writes generate's puzzles, or solve's solutions, in
// another format: line, grid, solo, fpuzzles, sudokupad, sudokuwiki,
// sudokuexchange or json; one without room for a variant's rules refuses
// it. grid writes each puzzle over several lines (with -rate, its rating
// on a "#" line before it), which the commands read back as one puzzle.
// -format csv writes a table instead: a header, then one row a puzzle
// ("puzzle,solution" for solve; "puzzle" and the rating columns for
// generate).
//
// grade writes each puzzle as it was read (one whose text holds spaces or
// several lines as one field: its line, its candidate line, or an
// f-puzzles link for rules), then its rating in one shape
// for every kind of puzzle, the shape of generate -rate:
// rating/pearl/diamond, level, (hardest technique):
// "7.2/7.2/2.6 Master (Forcing Chain)" on classic 9x9 (Sudoku
// Explainer's numbers, engine/serate), "2.5/-/- Medium (Innies and
// outies)" elsewhere (engine/logic's rating; pearl and diamond are SE's
// alone). A "+" after the numbers makes them lower bounds. -format csv
// writes the same columns as a table, -format json one object a line,
// and -format serate SE's own "puzzle ED=7.2/7.2/2.6". explain writes, for
// each puzzle, the numbered steps that solve it, one sentence each, then
// the solved grid, with a blank line between puzzles; -lang writes the
// sentences in another language of those engine/logic/messages has a
// catalogue for (de, fr, ja, ...; English by default), cells and digits
// in the engine's notation still.
//
// practice writes positions to practise a technique on (engine/practice),
// position i from seed S+i: for a classic technique 9x9 candidate lines
// (729 characters), for a variant's (killer cages, arrows, thermometers,
// ...) f-puzzles links that carry the rules and the candidates (as
// f-puzzles' given pencil marks), whose next logical step, as explain and
// grade read the line, is a step of the technique -technique names (as
// generate's -technique reads it, or a variant technique's name, "cage
// combination", "arrow sum"; the positions for "hidden single" take its
// box and line forms in turn). A technique practice does not offer (trial and error) is a usage
// error that names those it does.
//
// scan reads the pictures it is named ("-" for standard input): photos or
// screenshots of a classic 9x9 Sudoku in PNG, JPEG or GIF (engine/scan),
// and writes for each the givens it reads, one line of 81 characters
// ('.' for a blank) that every other command reads. Digits in a colour
// other than the givens' (a player's) and pencil marks are left out. A
// picture that does not read is said on stderr, "error: photo.jpg: no
// Sudoku grid found in the picture", the other pictures still run, and
// the exit status is then 1.
//
// Usage errors exit with status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1 // some puzzle got an error, or input or output failed
	exitUsage = 2
)

// action runs a command whose flags are parsed.
type action func(in io.Reader, stdout, stderr io.Writer) int

// command is one entry of the dispatch table.
type command struct {
	name     string
	synopsis string // what follows the name in a usage line
	reads    bool   // it reads puzzles: from its file arguments, or standard input
	summary  string // one line for the help
	// setup declares the command's flags on fs and returns what runs once
	// they are parsed.
	setup func(fs *flag.FlagSet) action
	// names: its arguments are files it opens itself (fs.Args()), not
	// puzzles' (scan's pictures).
	names bool
}

// commands is the dispatch table, in help order.
var commands = []command{
	{"solve", "[-budget N] [-sat] [-format F] [file ...]", true,
		`print each puzzle's unique solution, "multiple solutions" or "no solution"`, setupSolve, false},
	{"count", "[-limit N] [-budget N] [-sat] [file ...]", true,
		"print each puzzle's number of solutions, up to a limit", setupCount, false},
	{"dimacs", "[file ...]", true,
		"print the first puzzle as a SAT formula in DIMACS CNF", setupDIMACS, false},
	{"generate", "[-n N] [-size 9] [-level L] [-symmetry rot180] [-seed S] [-technique T] [-attempts N] [-rate] [-minimal] [-variant K] [-format F] [-se 8.0 [-time 20s]]", false,
		"print new puzzles with one solution each, one a line", setupGenerate, false},
	{"grade", "[-j N] [-format csv|json|serate] [file ...]", true,
		"print each puzzle, then its rating/pearl/diamond (pearl and diamond on classic 9x9 only), level and hardest technique, as generate -rate does", setupGrade, false},
	{"explain", "[-lang en] [file ...]", true,
		"print the steps that solve each puzzle, then its solution, a blank line between puzzles; -lang says the steps in another language", setupExplain, false},
	{"practice", "-technique T [-n N] [-seed S]", false,
		"print positions to practise a technique on: candidate lines, or f-puzzles links for a variant's", setupPractice, false},
	{"scan", "file ...", false,
		"print the puzzle in each picture (PNG, JPEG, GIF) of a Sudoku: its givens as a line", setupScan, true},
}

// run is the whole program: it reads puzzles from stdin and returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name, rest := args[0], args[1:]
	switch name {
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, version())
		return exitOK
	case "help", "-h", "-help", "--help":
		if len(rest) == 0 {
			usage(stdout)
			return exitOK
		}
		name, rest = rest[0], []string{"-h"}
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(rest, stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "sudoku-cli: unknown command %s\n\n", quote.String(name))
	usage(stderr)
	return exitUsage
}

// version describes the build: the module's version (a release's tag, a
// pseudo-version naming the commit, or "(devel)"), the commit when the
// version does not name it and the go command recorded one, and the Go
// version.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "sudoku-cli (unknown version)"
	}
	v := "sudoku-cli " + info.Main.Version
	var revision, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	// Go writes a checkout's commit into its pseudo-version; a build that
	// has no module version names the commit apart.
	if info.Main.Version == "(devel)" && revision != "" {
		v += " " + revision[:min(len(revision), 12)]
		if modified == "true" {
			v += "+changes"
		}
	}
	return v + " " + info.GoVersion
}

func usage(w io.Writer) {
	fmt.Fprint(w, `sudoku-cli solves Sudoku puzzles of any size, read one a line from files or standard input.

Usage:

	sudoku-cli <command> [flags] [file ...]   (no file, or "-": standard input)

Commands:

`)
	for _, c := range commands {
		fmt.Fprintf(w, "\t%-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\t%-8s %s\n", "help", "print this help, or a command's: sudoku-cli help solve")
	fmt.Fprintf(w, "\t%-8s %s\n", "version", "print the program's version, commit and Go version")
	fmt.Fprint(w, `
Input: one puzzle a line in any single-line format: 81 characters with '.'
or '0' for blanks (N*N for other sizes), a Tatham Solo game ID, a
sudokuwiki, SudokuExchange, SudokuPad or f-puzzles link, a JSON board...
Variants too: f-puzzles and SudokuPad links to killer, thermometer, arrow,
kropki, whispers, jigsaw, X and other puzzles, Solo X, jigsaw and killer
IDs, killer cage strings and SumoCue codes (solve, count, dimacs).
Blank lines, lines starting with '#' and a table's header ("puzzle,...")
are skipped, and a grid over several lines (-format grid's) is one
puzzle; what follows a puzzle on its line (generate -rate's columns,
"ED=" ratings, ';' or ',' columns, a '#' comment) is read past, and a CSV
row's quoted first field or a JSON line's "puzzle" is read. The pencil
marks of a candidate line (729 characters for 9x9) are part of its
puzzle: every command honours them. A line that
fails is said on stderr, "error: line N: ...", and the other lines still run; the
exit status is then 1. Usage errors exit with 2.
`)
}

// maxArg is the longest flag, or flag value, a command takes. Flags and
// their values are short, and the flag package's errors echo a bad
// argument whole, so a longer one is refused before the flags are parsed
// (tooLongFlag). File names may be longer.
const maxArg = 64

// tooLongFlag returns the first of the flags in args, or their values,
// that is longer than maxArg: the flag package's errors would echo it
// whole. The file names after the flags may be any length.
func tooLongFlag(fs *flag.FlagSet, args []string) (string, bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || a == "-" || !strings.HasPrefix(a, "-") {
			return "", false // the flags end here
		}
		if len(a) > maxArg {
			return a, true
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if hasValue || f == nil {
			continue
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) && len(args[i+1]) > maxArg {
			return args[i+1], true
		}
		i++ // the flag's value
	}
	return "", false
}

// run parses the command's flags and runs it. -h prints the command's usage
// on stdout; a bad flag prints it on stderr and exits 2.
func (c command) run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sudoku-cli "+c.name, flag.ContinueOnError)
	act := c.setup(fs)
	if long, ok := tooLongFlag(fs, args); ok {
		fmt.Fprintf(stderr, "sudoku-cli %s: argument %s is too long for a flag\n", c.name, quote.String(long))
		return exitUsage
	}
	var msgs strings.Builder
	fs.SetOutput(&msgs)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: sudoku-cli %s %s\n\n%s.\n", c.name, c.synopsis, capitalize(c.summary))
		fs.PrintDefaults()
	}
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		io.WriteString(stdout, msgs.String())
		return exitOK
	}
	if err == nil && fs.NArg() > 0 && !c.reads && !c.names {
		fmt.Fprintf(&msgs, "sudoku-cli %s: unexpected argument %s: %s reads no puzzles\n", c.name, quote.String(fs.Arg(0)), c.name)
		fs.Usage()
		err = errors.New("arguments")
	}
	if err != nil {
		io.WriteString(stderr, msgs.String())
		return exitUsage
	}
	if c.names || fs.NArg() == 0 || (fs.NArg() == 1 && fs.Arg(0) == "-") {
		return act(stdin, stdout, stderr)
	}
	in, closeAll, err := openInputs(fs.Args(), stdin)
	defer closeAll()
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-cli %s: %v\n", c.name, err)
		return exitFail
	}
	return act(in, stdout, stderr)
}

// quoteName quotes a file name whole, as a path needs its end to be of
// use, unless it is too long to be one (quote.String's first characters).
func quoteName(name string) string {
	if len(name) <= 4096 {
		return strconv.Quote(name)
	}
	return quote.String(name)
}

// openInputs opens the files a command was given, "-" for standard input
// (named "stdin" in error lines), all before any is read: a name that
// does not open fails the command before it writes anything. A name that
// reads as a puzzle is taken for one given by mistake, and said so.
func openInputs(names []string, stdin io.Reader) (files, func(), error) {
	var in files
	var opened []*os.File
	closeAll := func() {
		for _, f := range opened {
			f.Close()
		}
	}
	for _, name := range names {
		if name == "-" {
			in = append(in, namedReader{"stdin", stdin})
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			if _, perr := codec.Parse(name); perr == nil {
				return nil, closeAll, fmt.Errorf("%s is a puzzle, not a file: give puzzles in a file or on standard input", quote.String(name))
			}
			return nil, closeAll, fmt.Errorf("%s: %s", quoteName(name), openError(err))
		}
		opened = append(opened, f)
		in = append(in, namedReader{name, f})
	}
	return in, closeAll, nil
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// engine is the solver a command uses: the exact one or the SAT route.
type engine struct {
	solve      func(sudoku.Puzzle) (sudoku.Grid, bool, error)
	count      func(sudoku.Puzzle, int) (int, error)
	noSolution error
}

// engineFlags declares -budget and -sat on fs. The returned function gives
// the chosen engine, or an error when both flags are set (the SAT solver
// cannot be bounded).
func engineFlags(fs *flag.FlagSet) func() (engine, error) {
	budget := fs.Int64("budget", 0, fmt.Sprintf("search node budget per puzzle (0 means %d)", solve.DefaultBudget))
	useSAT := fs.Bool("sat", false, "solve through the SAT encoding (engine/sat); it has no budget")
	return func() (engine, error) {
		if *useSAT {
			if *budget != 0 {
				return engine{}, errors.New("-budget and -sat cannot be used together: the SAT solver has no budget")
			}
			return engine{sat.SolvePuzzle, sat.CountPuzzle, sat.ErrNoSolution}, nil
		}
		if *budget < 0 {
			return engine{}, fmt.Errorf("-budget %d: want 0 or more", *budget)
		}
		o := solve.Options{Budget: *budget}
		return engine{o.SolvePuzzle, o.CountPuzzle, solve.ErrNoSolution}, nil
	}
}

func setupSolve(fs *flag.FlagSet) action {
	chosen := engineFlags(fs)
	format := fs.String("format", "", "how the solutions are written: "+strings.Join(formats, ", ")+" (default line)")
	return func(in io.Reader, stdout, stderr io.Writer) int {
		eng, err := chosen()
		if err == nil {
			err = checkFormat(*format)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli solve: %v\n", err)
			return exitUsage
		}
		csv := *format == "csv"
		if csv {
			if _, err := fmt.Fprintln(stdout, csvLine("puzzle", "solution")); err != nil {
				fmt.Fprintf(stderr, "sudoku-cli: %v\n", err)
				return exitFail
			}
		}
		return eachAnswerAtOnce(in, stdout, stderr, 1, func(p sudoku.Puzzle, text string) (string, error) {
			answer, err := solveText(eng, p, *format)
			if csv && err == nil {
				return csvLine(text, answer), nil
			}
			return answer, err
		})
	}
}

// solveText is solve's answer for p in the format asked for: its unique
// solution, or "multiple solutions" or "no solution"; the line format
// for csv.
func solveText(eng engine, p sudoku.Puzzle, format string) (string, error) {
	sol, unique, err := eng.solve(p)
	switch {
	case errors.Is(err, eng.noSolution):
		return "no solution", nil
	case err != nil:
		return "", err
	case !unique:
		return "multiple solutions", nil
	}
	switch format {
	case "", "line", "csv":
		return sol.String(), nil // a solution's digits hold its rules' answer
	case "grid":
		return strings.TrimSuffix(codec.FormatPretty(sol), "\n"), nil
	}
	return formatPuzzle(sudoku.Puzzle{Grid: sol, Rules: p.Rules}, format)
}

func setupCount(fs *flag.FlagSet) action {
	chosen := engineFlags(fs)
	limit := fs.Int("limit", 2, "count no further than this many solutions (1 or more)")
	return func(in io.Reader, stdout, stderr io.Writer) int {
		eng, err := chosen()
		if err == nil && *limit < 1 {
			err = fmt.Errorf("-limit %d: want 1 or more", *limit)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli count: %v\n", err)
			return exitUsage
		}
		return eachAnswer(in, stdout, stderr, func(p sudoku.Puzzle) (string, error) {
			n, err := eng.count(p, *limit)
			return fmt.Sprint(n), err
		})
	}
}

func setupDIMACS(fs *flag.FlagSet) action {
	return func(in io.Reader, stdout, stderr io.Writer) int {
		p, err := firstPuzzle(in)
		var f *sat.CNF
		if err == nil {
			f, err = sat.EncodePuzzle(p)
		}
		if err == nil {
			err = f.WriteDIMACS(stdout)
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli dimacs: %v\n", err)
			return exitFail
		}
		return exitOK
	}
}

// eachAnswer writes answer(p) for every puzzle of in, one line each, and
// "error: line N: ..." on stderr for a line that does not parse or whose
// answer fails, so that stdout holds answers alone, which read back. It
// returns exitFail if any line failed or in or stdout failed.
func eachAnswer(in io.Reader, stdout, stderr io.Writer, answer func(sudoku.Puzzle) (string, error)) int {
	return eachAnswerAtOnce(in, stdout, stderr, 1, func(p sudoku.Puzzle, _ string) (string, error) { return answer(p) })
}

// eachAnswerAtOnce is eachAnswer with workers lines answered at once
// (answer must be safe for that), and answer told the text the puzzle was
// read from (parsePuzzleField), written in the input's order: a line
// waits for the lines before it, and at most 2*workers lines are read
// ahead of the one being written. Memory: O(workers) lines.
func eachAnswerAtOnce(in io.Reader, stdout, stderr io.Writer, workers int, answer func(p sudoku.Puzzle, text string) (string, error)) int {
	type result struct {
		text   string
		failed bool
	}
	type job struct {
		at   where
		text string
		out  chan result
	}
	jobs := make(chan job)
	inOrder := make(chan chan result, 2*workers)
	for range workers {
		go func() {
			for j := range jobs {
				p, text, err := parsePuzzleField(j.text)
				var out string
				if err == nil {
					out, err = answer(p, text)
				}
				if err != nil {
					j.out <- result{failure(j.at, err), true}
					continue
				}
				j.out <- result{out, false}
			}
		}()
	}
	var (
		failed   atomic.Bool
		writeErr error
		stop     atomic.Bool // stdout failed: read no more
		written  = make(chan struct{})
	)
	go func() {
		defer close(written)
		for out := range inOrder {
			r := <-out
			if r.failed {
				failed.Store(true)
				fmt.Fprintln(stderr, r.text)
				continue
			}
			if writeErr == nil {
				if _, writeErr = fmt.Fprintln(stdout, r.text); writeErr != nil {
					stop.Store(true)
				}
			}
		}
	}()
	readErr := eachPuzzle(in, func(at where, text string) bool {
		out := make(chan result, 1)
		inOrder <- out
		jobs <- job{at, text, out}
		return !stop.Load()
	})
	close(jobs)
	close(inOrder)
	<-written
	status := exitOK
	if failed.Load() {
		status = exitFail
	}
	for _, err := range []error{readErr, writeErr} {
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-cli: %v\n", err)
			status = exitFail
		}
	}
	return status
}

// openError says why a file did not open: the system's words without the
// file's name, in the same case everywhere (Node's begin with a capital).
func openError(err error) string {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		err = pathErr.Err
	}
	why := err.Error()
	if why != "" {
		why = strings.ToLower(why[:1]) + why[1:]
	}
	return why
}
