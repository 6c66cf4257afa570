package sudoku

// ParseLine reads a grid in line format, a symbol per cell as Grid.String
// writes it, without checking its digits against any rules: for a puzzle
// whose rules are kept apart (a saved game, a share link), which the
// caller then checks with Rules.Check. A jigsaw's givens may repeat a
// digit in a box, which Parse would refuse. Errors are *ParseError.
// Cost: linear in the line.
func ParseLine(line string) (Grid, error) {
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
