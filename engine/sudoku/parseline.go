package sudoku

// ParseLine reads a grid in line format, a symbol per cell as Grid.String
// writes it, without checking its digits against any rules: for a puzzle
// whose rules are kept apart (a saved game, a share link), which the
// caller then checks with Rules.Check. A jigsaw's givens may repeat a
// digit in a box, which Parse would refuse. Errors are *ParseError.
// Cost: linear in the line.
func ParseLine(line string) (Grid, error) {
	if g, ok := plainLine(line); ok {
		return g, nil
	}
	return parseLine(line)
}

// parseLine is ParseLine without plainLine.
func parseLine(line string) (Grid, error) {
	if len(line) > MaxInput {
		return Grid{}, &ParseError{Msg: "the line is too long"}
	}
	in := newInput(line)
	if len(in.lines) != 1 {
		return Grid{}, &ParseError{Msg: "not one line"}
	}
	p, err := in.parseLine(in.lines[0])
	if err != nil {
		return Grid{}, err
	}
	if p.Candidates != nil || !p.Rules.Classic() {
		return Grid{}, &ParseError{Msg: "not a grid in line format"}
	}
	return p.Grid, nil
}

// ParseCoded reads a puzzle carried as its givens and its rules apart (a
// saved game, a worker job): a classic puzzle in any format Parse reads
// when rulesCode is "", otherwise the givens in line format (ParseLine)
// under the rules of rulesCode (DecodeRules), which the givens must keep
// (Rules.Check). Cost: that of the parse, DecodeRules and Check.
func ParseCoded(line, rulesCode string) (Puzzle, error) {
	if rulesCode == "" {
		g, err := Parse(line)
		return Puzzle{Grid: g}, err
	}
	g, err := ParseLine(line)
	if err != nil {
		return Puzzle{}, err
	}
	r, err := DecodeRules(g.Shape(), rulesCode)
	if err != nil {
		return Puzzle{}, err
	}
	if err := r.Check(&g); err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Grid: g, Rules: r}, nil
}
