package solve

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// rc returns the cell at row r, column c (1-based) of a 9x9 grid.
func rc(r, c int) sudoku.Cell { return sudoku.Classic.CellAt(r-1, c-1) }

func line(rcs ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rcs); i += 2 {
		out = append(out, rc(rcs[i], rcs[i+1]))
	}
	return out
}

// propagated returns the candidates of an empty 9x9 grid with the
// givens under rules c, after one propagation; ok false on a
// contradiction.
func propagated(givens map[sudoku.Cell]sudoku.Digit, rules sudoku.Rules) ([]sudoku.Set, bool) {
	v, ok := compile(sudoku.Classic, &rules)
	if !ok {
		return nil, false
	}
	st := v.state(0)
	copy(st, v.start)
	v.queueAll()
	for c, d := range givens {
		if !v.restrict(st, c, sudoku.Bit(d)) {
			return nil, false
		}
	}
	return st, v.propagate(st)
}

// TestPropagation checks, for every kind of constraint, what one round of
// propagation leaves in a cell: what the rule allows there and what it
// rules out.
func TestPropagation(t *testing.T) {
	set := sudoku.SetOf
	tests := []struct {
		name   string
		c      []sudoku.Constraint
		extra  []sudoku.ExtraHouse
		givens map[sudoku.Cell]sudoku.Digit
		cell   sudoku.Cell
		want   sudoku.Set // the cell's candidates; 0 means a contradiction
	}{
		{"white dot", []sudoku.Constraint{sudoku.Kropki{A: rc(1, 1), B: rc(1, 2)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(1, 2), set(4, 6)},
		{"black dot", []sudoku.Constraint{sudoku.Kropki{A: rc(1, 1), B: rc(1, 2), Black: true}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 3}, rc(1, 2), set(6)},
		{"black dot never 5 7 9", []sudoku.Constraint{sudoku.Kropki{A: rc(1, 1), B: rc(1, 2), Black: true}}, nil, nil, rc(1, 2), set(1, 2, 3, 4, 6, 8)},
		{"X", []sudoku.Constraint{sudoku.XV{A: rc(1, 1), B: rc(2, 1), Sum: 10}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 3}, rc(2, 1), set(7)},
		{"V", []sudoku.Constraint{sudoku.XV{A: rc(1, 1), B: rc(2, 1), Sum: 5}}, nil, nil, rc(2, 1), set(1, 2, 3, 4)},
		{"non-consecutive", []sudoku.Constraint{sudoku.NonConsecutive{}}, nil, map[sudoku.Cell]sudoku.Digit{rc(5, 5): 5}, rc(6, 5), set(1, 2, 3, 7, 8, 9)},
		{"negative white beside no dot", []sudoku.Constraint{sudoku.KropkiNegative{White: true}, sudoku.Kropki{A: rc(1, 1), B: rc(1, 2)}}, nil,
			map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(2, 1), set(1, 2, 3, 7, 8, 9)},
		{"negative white beside a dot", []sudoku.Constraint{sudoku.KropkiNegative{White: true}, sudoku.Kropki{A: rc(1, 1), B: rc(1, 2)}}, nil,
			map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(1, 2), set(4, 6)},
		{"negative XV", []sudoku.Constraint{sudoku.XVNegative{X: true, V: true}}, nil, map[sudoku.Cell]sudoku.Digit{rc(5, 5): 4}, rc(5, 6), set(2, 3, 5, 7, 8, 9)},
		{"anti-knight", []sudoku.Constraint{sudoku.AntiKnight{}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(2, 3), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"anti-king", []sudoku.Constraint{sudoku.AntiKing{}}, nil, map[sudoku.Cell]sudoku.Digit{rc(3, 3): 5}, rc(4, 4), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"cage of two, 3", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 1, 1, 2), Sum: 3}}, nil, nil, rc(1, 1), set(1, 2)},
		{"cage's digits leave its row", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 1, 1, 2), Sum: 3}}, nil, nil, rc(1, 9), set(3, 4, 5, 6, 7, 8, 9)},
		{"cage of three, 24", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 1, 2, 1, 5, 1), Sum: 24}}, nil, nil, rc(5, 1), set(7, 8, 9)},
		// Row 1's 3 can only be in the cage (r1c3 or r1c4, two boxes):
		// every combination holds it, so r2c4 does not.
		{"cage holds its row's 3", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 3, 1, 4, 2, 4), Sum: 15}}, nil,
			map[sudoku.Cell]sudoku.Digit{rc(4, 1): 3, rc(7, 2): 3, rc(5, 5): 3, rc(8, 6): 3, rc(3, 8): 3}, rc(2, 4), set(4, 5, 7, 8)},
		{"cage with a given", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 1, 1, 2, 1, 3), Sum: 10}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 7}, rc(1, 2), set(1, 2)},
		{"thermo bulb", []sudoku.Constraint{sudoku.Thermo{Cells: line(1, 1, 1, 2, 1, 3, 2, 4)}}, nil, nil, rc(1, 1), set(1, 2, 3, 4, 5, 6)},
		{"thermo tip", []sudoku.Constraint{sudoku.Thermo{Cells: line(1, 1, 1, 2, 1, 3, 2, 4)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 2): 6}, rc(2, 4), set(8, 9)},
		{"arrow circle", []sudoku.Constraint{sudoku.Arrow{Circle: line(1, 1), Shaft: line(1, 2, 1, 3)}}, nil, nil, rc(1, 1), set(3, 4, 5, 6, 7, 8, 9)},
		{"arrow shaft", []sudoku.Constraint{sudoku.Arrow{Circle: line(1, 1), Shaft: line(1, 2, 1, 3)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 4}, rc(1, 3), set(1, 3)},
		{"arrow shaft across boxes repeats", []sudoku.Constraint{sudoku.Arrow{Circle: line(2, 3), Shaft: line(3, 4, 4, 5)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(2, 3): 2}, rc(4, 5), set(1)},
		{"arrow shaft in one box differs", []sudoku.Constraint{sudoku.Arrow{Circle: line(3, 3), Shaft: line(4, 4, 5, 5)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(3, 3): 2}, rc(5, 5), 0},
		{"pill", []sudoku.Constraint{sudoku.Arrow{Circle: line(1, 2, 1, 1), Shaft: line(2, 3, 3, 4)}}, nil, nil, rc(1, 1), set(1)},
		{"little killer", []sudoku.Constraint{sudoku.LittleKiller{Sum: 3, Cells: line(1, 8, 2, 9)}}, nil, nil, rc(2, 9), set(1, 2)},
		{"sandwich of 35", []sudoku.Constraint{sudoku.Sandwich{Line: 0, Sum: 35}}, nil, nil, rc(1, 9), set(1, 9)},
		{"sandwich of 0 beside a given 1", []sudoku.Constraint{sudoku.Sandwich{Line: 9, Sum: 0}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 1}, rc(2, 1), set(9)},
		{"whisper never 5", []sudoku.Constraint{sudoku.Whisper{Cells: line(1, 1, 1, 2)}}, nil, nil, rc(1, 1), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"whisper beside 3", []sudoku.Constraint{sudoku.Whisper{Cells: line(1, 1, 1, 2)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 3}, rc(1, 2), set(8, 9)},
		{"renban", []sudoku.Constraint{sudoku.Renban{Cells: line(1, 1, 1, 2, 1, 3)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 9}, rc(1, 3), set(7, 8)},
		{"between", []sudoku.Constraint{sudoku.Between{Cells: line(1, 1, 1, 2, 1, 3)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 1, rc(1, 3): 3}, rc(1, 2), set(2)},
		{"between ends apart", []sudoku.Constraint{sudoku.Between{Cells: line(1, 1, 1, 2, 1, 3)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(1, 3), set(1, 2, 3, 7, 8, 9)},
		{"palindrome", []sudoku.Constraint{sudoku.Palindrome{Cells: line(1, 3, 2, 4, 3, 5)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 3): 4}, rc(3, 5), set(4)},
		{"odd", []sudoku.Constraint{sudoku.Parity{Cell: rc(1, 1)}}, nil, nil, rc(1, 1), set(1, 3, 5, 7, 9)},
		{"even", []sudoku.Constraint{sudoku.Parity{Cell: rc(1, 1), Even: true}}, nil, nil, rc(1, 1), set(2, 4, 6, 8)},
		{"negative black beside no dot", []sudoku.Constraint{sudoku.KropkiNegative{Black: true}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 4}, rc(1, 2), set(1, 3, 5, 6, 7, 9)},
		{"negative V", []sudoku.Constraint{sudoku.XVNegative{V: true}}, nil, map[sudoku.Cell]sudoku.Digit{rc(5, 5): 4}, rc(5, 6), set(2, 3, 5, 6, 7, 8, 9)},
		{"whisper of 3 beside 5", []sudoku.Constraint{sudoku.Whisper{Cells: line(1, 1, 1, 2), Diff: 3}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(1, 2), set(1, 2, 8, 9)},
		{"cage without total", []sudoku.Constraint{sudoku.Cage{Cells: line(1, 1, 2, 2)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(2, 2), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"little killer of 24 in three", []sudoku.Constraint{sudoku.LittleKiller{Sum: 24, Cells: line(1, 7, 2, 8, 3, 9)}}, nil, nil, rc(2, 8), set(7, 8, 9)},
		{"windoku", nil, sudoku.Windows(sudoku.Classic), map[sudoku.Cell]sudoku.Digit{rc(2, 2): 5}, rc(4, 4), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"disjoint groups", nil, sudoku.DisjointGroups(sudoku.Classic), map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(4, 7), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"diagonal", nil, sudoku.Diagonals(sudoku.Classic), map[sudoku.Cell]sudoku.Digit{rc(1, 1): 5}, rc(9, 9), set(1, 2, 3, 4, 6, 7, 8, 9)},
		{"thermo too short for 9 over 1", []sudoku.Constraint{sudoku.Thermo{Cells: line(1, 1, 1, 2)}}, nil, map[sudoku.Cell]sudoku.Digit{rc(1, 1): 9}, rc(1, 2), 0},
	}
	for _, tt := range tests {
		st, ok := propagated(tt.givens, sudoku.Rules{Extra: tt.extra, Constraints: tt.c})
		if tt.want == 0 {
			if ok {
				t.Errorf("%s: got %s, want a contradiction", tt.name, st[tt.cell])
			}
			continue
		}
		if !ok || st[tt.cell] != tt.want {
			got := sudoku.Set(0)
			if ok {
				got = st[tt.cell]
			}
			t.Errorf("%s: %s holds %s (ok %v), want %s", tt.name, sudoku.Classic.CellName(tt.cell), got, ok, tt.want)
		}
	}
}

// TestThermoRule checks thermoProp's bounds against the thermometer's
// rule between two cells (sudoku.PairRules), which compile leaves to
// thermoProp: beside x a step keeps the digits above x, and before y
// those below y.
func TestThermoRule(t *testing.T) {
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, sudoku.Classic, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		r := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 1}}}}
		rules, _ := sudoku.PairRules(s, &r)
		n := s.N()
		rels := &relations{n: n}
		up, down, ok := rels.tables(rules[0].Allow)
		if !ok || len(rules) != 1 {
			t.Fatalf("%v: %d rules, ok %v; want one", s, len(rules), ok)
		}
		full := sudoku.FullSet(n)
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if up.ok[d] != above(d)&full || down.ok[d] != below(d) {
				t.Errorf("%v: beside %d the rule keeps %s, before it %s; thermoProp %s and %s",
					s, d, up.ok[d], down.ok[d], above(d)&full, below(d))
			}
		}
	}
}

// TestTableSupport checks the cage table against the exact search over
// sets of digits on random cells: the same digits kept, the same digits
// required, the same contradictions. Without the matching it keeps those
// digits and maybe more, requires those digits or fewer, and finds a
// contradiction only where there is one.
func TestTableSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 9))
	var m masks
	differ := 0 // runs where the matching keeps fewer digits
	defer func() {
		if differ == 0 {
			t.Error("the matching never mattered: the check without it tests nothing")
		}
	}()
	for range 20_000 {
		k := 1 + rng.IntN(9)
		dom := make([]sudoku.Set, k)
		for i := range dom {
			dom[i] = sudoku.Set(rng.Uint32N(512))
			if rng.IntN(3) == 0 {
				dom[i] |= sudoku.Set(rng.Uint32N(512))
			}
		}
		lo, hi := sumRange(k, 1, 9)
		sum := lo + rng.IntN(hi-lo+1)
		want, got := make([]sudoku.Set, k), make([]sudoku.Set, k)
		wantReq, wantOK := m.distinctSum(9, dom, sum, want)
		gotReq, gotOK := tableSupport(dom, sum, got)
		if gotOK != wantOK || (wantOK && (gotReq != wantReq || !slices.Equal(got, want))) {
			t.Fatalf("cells %v, total %d: table keeps %v, requires %v, ok %v; search keeps %v, requires %v, ok %v",
				dom, sum, got, gotReq, gotOK, want, wantReq, wantOK)
		}
		loose := make([]sudoku.Set, k)
		looseReq, looseOK := tableSupportWith(dom, sum, 0, false, loose)
		if wantOK && !looseOK {
			t.Fatalf("cells %v, total %d: without the matching, no way; search keeps %v", dom, sum, want)
		}
		if !wantOK {
			continue
		}
		for i := range want {
			if want[i]&^loose[i] != 0 || loose[i]&^dom[i] != 0 {
				t.Fatalf("cells %v, total %d: without the matching cell %d keeps %v; search %v", dom, sum, i, loose[i], want[i])
			}
		}
		if looseReq&^wantReq != 0 {
			t.Fatalf("cells %v, total %d: without the matching requires %v; search %v", dom, sum, looseReq, wantReq)
		}
		if !slices.Equal(loose, want) {
			differ++
		}
	}
}

// TestTableSums checks a sum's groups on 9x9 (tableSums, tableBack)
// against the search over sets of digits (masks.forward, backward) on
// random cells: the same totals, the same digits kept for random totals
// wanted, the same contradictions.
func TestTableSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 10))
	var m masks
	props := map[int]*sumProp{}
	var dom []sudoku.Set
	maxTotal := 0
	var valid uint64
	for range 40_000 {
		// Half the time the same cells again, to read the cached answers.
		again := dom != nil && rng.IntN(2) == 0
		if !again {
			k := 1 + rng.IntN(9)
			dom = make([]sudoku.Set, k)
			for i := range dom {
				dom[i] = sudoku.Set(rng.Uint32N(512))
				if rng.IntN(3) == 0 {
					dom[i] |= sudoku.Set(rng.Uint32N(512))
				}
			}
			maxTotal = 1 + rng.IntN(46)
		}
		k := len(dom)
		p := props[maxTotal]
		if p == nil {
			p = newSumProp([]sudoku.Cell{0}, nil, maxTotal, 9, nil)
			p.maxTotal = maxTotal
			props[maxTotal] = p
		}
		got := make([]uint64, 1)
		copy(got, p.sums[0]) // what a cached answer keeps
		gotOK := p.tableSums(0, dom, got)
		p.sums[0][0] = got[0]
		wantOK := m.forward(9, dom, 0, maxTotal)
		var want uint64
		if wantOK {
			for _, s := range m.sums[k] {
				want |= 1 << s
			}
		}
		if gotOK != wantOK || got[0] != want {
			t.Fatalf("cells %v, up to %d: table makes %b (%v), search %b (%v)", dom, maxTotal, got[0], gotOK, want, wantOK)
		}
		if !wantOK {
			continue
		}
		if !again || rng.IntN(2) == 0 {
			valid = rng.Uint64() & (1<<47 - 1)
		}
		p.valid[0] = valid
		gotSup, wantSup := make([]sudoku.Set, k), make([]sudoku.Set, k)
		gotOK = p.tableBack(0, dom, gotSup)
		_, wantOK = m.backward(9, dom, func(t int) bool { return hasBit(p.valid, t) }, wantSup)
		if gotOK != wantOK || (wantOK && !slices.Equal(gotSup, wantSup)) {
			t.Fatalf("cells %v, totals %b: table keeps %v (%v), search %v (%v)", dom, p.valid[0], gotSup, gotOK, wantSup, wantOK)
		}
	}
}

// TestDiffProp checks the sums of innies less outies (newDiffProp) on
// random cells of a 9x9 grid against every assignment of their digits:
// a digit stays exactly when some assignment with the difference wanted
// gives it to its cell, the cells of one group differing; but for four
// cells or more whose bounds leave every digit in reach (sumProp.bounds),
// where every digit stays.
func TestDiffProp(t *testing.T) {
	v, _ := compile(sudoku.Classic, &sudoku.Rules{})
	peer := func(a, b sudoku.Cell) bool { return slices.Contains(sudoku.Classic.Peers(a), b) }
	rng := rand.New(rand.NewPCG(21, 4))
	looseRuns := 0
	defer func() {
		if looseRuns == 0 || looseRuns > 10_000 {
			t.Errorf("%d loose runs of 20,000: the exact path goes untested, or the loose one", looseRuns)
		}
	}()
	for range 20_000 {
		k := 2 + rng.IntN(4)
		cells := make([]sudoku.Cell, 0, k)
		for len(cells) < k {
			// Mostly near each other, so that groups form.
			c := sudoku.Cell(rng.IntN(27))
			if !slices.Contains(cells, c) {
				cells = append(cells, c)
			}
		}
		plus := 1 + rng.IntN(k-1)
		total := rng.IntN(25) - 8
		p := newDiffProp(cells[:plus], cells[plus:], total, 9, peer)
		st := make([]sudoku.Set, 81)
		for i := range st {
			st[i] = v.full
		}
		dom := make([]sudoku.Set, k)
		for i, c := range p.cells {
			st[c] = sudoku.Set(1 + rng.Uint32N(511))
			dom[i] = st[c]
		}
		want := make([]sudoku.Set, k)
		digits := make([]sudoku.Digit, k)
		var walk func(i int)
		walk = func(i int) {
			if i == k {
				sum := 0
				for j, d := range digits {
					if j < plus {
						sum += int(d)
					} else {
						sum -= int(d)
					}
				}
				if sum != total {
					return
				}
				for j, d := range digits {
					want[j] = want[j].With(d)
				}
				return
			}
			for _, d := range dom[i].Digits() {
				ok := true
				for j := 0; j < i; j++ {
					if digits[j] == d && p.groupOf(i) == p.groupOf(j) {
						ok = false
					}
				}
				if ok {
					digits[i] = d
					walk(i + 1)
				}
			}
		}
		walk(0)
		_, loose := p.bounds(st)
		loose = loose && k >= 4
		ok := p.run(v, st)
		v.reset()
		if loose {
			looseRuns++
			for i, c := range p.cells {
				if !ok || st[c] != dom[i] {
					t.Fatalf("%v plus %d, total %d, candidates %v, loose: %s keeps %s (ok %v), want all", p.cells, plus, total, dom, sudoku.Classic.CellName(c), st[c], ok)
				}
			}
			continue
		}
		wantOK := want[0] != 0
		if ok != wantOK {
			t.Fatalf("%v plus %d, total %d, candidates %v: ok %v, want %v", p.cells, plus, total, dom, ok, wantOK)
		}
		if !ok {
			continue
		}
		for i, c := range p.cells {
			if st[c] != want[i] {
				t.Fatalf("%v plus %d, total %d, candidates %v: %s keeps %s, want %s", p.cells, plus, total, dom, sudoku.Classic.CellName(c), st[c], want[i])
			}
		}
	}
}

// TestPairSupport checks the two-cell cage against every pair of digits
// on random cells, with and without digits the cage must hold: the same
// digits kept, the same digits required, the same contradictions.
func TestPairSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 11))
	for range 50_000 {
		d0, d1 := sudoku.Set(rng.Uint32N(512)), sudoku.Set(rng.Uint32N(512))
		sum := 1 + rng.IntN(19)
		var must sudoku.Set
		for range rng.IntN(4) {
			must |= sudoku.Bit(sudoku.Digit(1 + rng.IntN(9)))
		}
		var want [2]sudoku.Set
		wantReq, wantOK := ^sudoku.Set(0), false
		for a := sudoku.Digit(1); a <= 9; a++ {
			b := sudoku.Digit(sum) - a
			pair := sudoku.Bit(a) | sudoku.Bit(b)
			if b < 1 || b > 9 || a == b || !d0.Has(a) || !d1.Has(b) || pair&must != must {
				continue
			}
			want[0], want[1] = want[0]|sudoku.Bit(a), want[1]|sudoku.Bit(b)
			wantReq &= pair
			wantOK = true
		}
		var got [2]sudoku.Set
		gotReq, gotOK := pairSupport(d0, d1, sum, must, got[:])
		if gotOK != wantOK || (wantOK && (gotReq != wantReq || got != want)) {
			t.Fatalf("cells %v %v, total %d, must %v: kept %v, required %v, ok %v; want %v, %v, %v",
				d0, d1, sum, must, got, gotReq, gotOK, want, wantReq, wantOK)
		}
	}
}

// TestRenbanRule runs a renban line's propagator once on hand-made
// candidates (every other cell of the 9x9 grid holding 1-9) and checks
// what it leaves: the digits of the runs still possible, the hidden
// single of a digit every run holds, and that digit leaving the cells
// off the line that see all its places on it, and only those.
func TestRenbanRule(t *testing.T) {
	set := sudoku.SetOf
	all := sudoku.FullSet(9)
	tests := []struct {
		name  string
		line  []sudoku.Cell
		cands map[sudoku.Cell]sudoku.Set
		want  map[sudoku.Cell]sudoku.Set // nil: a contradiction
	}{
		{"runs 1-3 and 2-4 require 2 and 3", line(1, 1, 1, 2, 1, 3),
			map[sudoku.Cell]sudoku.Set{rc(1, 1): set(1, 2)},
			map[sudoku.Cell]sudoku.Set{
				rc(1, 1): set(1, 2), rc(1, 2): set(1, 2, 3, 4), rc(1, 3): set(1, 2, 3, 4),
				// Row 1 and box 1 see the whole line: 2 and 3 leave them.
				rc(1, 9): all &^ set(2, 3), rc(3, 3): all &^ set(2, 3),
				rc(4, 1): all, rc(2, 4): all,
			}},
		{"hidden single on the line", line(1, 1, 1, 2, 1, 3),
			map[sudoku.Cell]sudoku.Set{rc(1, 1): set(1, 2), rc(1, 2): set(3, 4), rc(1, 3): all &^ set(3)},
			map[sudoku.Cell]sudoku.Set{
				// 3 is required, and r1c2 its only place.
				rc(1, 1): set(1, 2), rc(1, 2): set(3), rc(1, 3): set(1, 2, 4),
				rc(1, 9): all &^ set(2), rc(2, 2): all &^ set(2),
			}},
		{"a required digit leaves the cells seeing all its places", line(1, 1, 1, 2, 2, 3),
			map[sudoku.Cell]sudoku.Set{rc(1, 1): set(8, 9)},
			map[sudoku.Cell]sudoku.Set{
				// Runs 6-8 and 7-9 require 7 and 8; 7 is not r1c1's.
				rc(1, 1): set(8, 9), rc(1, 2): set(6, 7, 8, 9), rc(2, 3): set(6, 7, 8, 9),
				// Box 1 sees every place of both.
				rc(1, 3): all &^ set(7, 8), rc(3, 3): all &^ set(7, 8), rc(2, 1): all &^ set(7, 8),
				// r1c9 sees r1c1 and r1c2, not r2c3; r2c9 sees r2c3 only.
				rc(1, 9): all, rc(2, 9): all,
			}},
		{"across two boxes, the row", line(1, 3, 1, 4),
			map[sudoku.Cell]sudoku.Set{rc(1, 3): set(1, 2), rc(1, 4): set(1, 2, 3)},
			map[sudoku.Cell]sudoku.Set{
				rc(1, 3): set(1, 2), rc(1, 4): set(1, 2, 3),
				rc(1, 9): all &^ set(2), rc(2, 3): all, rc(2, 4): all,
			}},
		{"a long line requires its middle", line(5, 1, 5, 2, 5, 3, 5, 4, 5, 5, 5, 6, 5, 7),
			nil,
			map[sudoku.Cell]sudoku.Set{
				rc(5, 1): all, rc(5, 9): set(1, 2, 8, 9), rc(4, 1): all,
			}},
		{"no run fits", line(1, 1, 1, 2, 1, 3),
			map[sudoku.Cell]sudoku.Set{rc(1, 1): set(1, 2), rc(1, 2): set(1, 2), rc(1, 3): set(4, 5)},
			nil},
	}
	for _, tt := range tests {
		rules := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Renban{Cells: tt.line}}}
		v, ok := compile(sudoku.Classic, &rules)
		if !ok {
			t.Fatalf("%s: compile failed", tt.name)
		}
		st := v.state(0)
		copy(st, v.start)
		for c, x := range tt.cands {
			st[c] = x
		}
		var p *renbanProp
		for _, q := range v.props {
			if x, ok := q.(*renbanProp); ok {
				p = x
			}
		}
		ok = p.run(v, st)
		if tt.want == nil {
			if ok {
				t.Errorf("%s: no contradiction", tt.name)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: a contradiction", tt.name)
			continue
		}
		for c, want := range tt.want {
			if st[c] != want {
				t.Errorf("%s: %s holds %s, want %s", tt.name, sudoku.Classic.CellName(c), st[c], want)
			}
		}
	}
}

// TestRenbanSupport checks renbanProp against brute force on random
// candidates for lines of 2 to 7 cells along row 1: one run leaves each
// cell of the line the digits it holds in some way of filling the line
// (distinct digits forming a run), exactly on 9x9 and at least those on
// 16x16 (no matching there), finds a contradiction when there is none,
// and removes from the rest of the row only digits every way holds.
func TestRenbanSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 4, BoxCols: 4}} {
		n := shape.N()
		for trial := 0; trial < 2000; trial++ {
			k := 2 + rng.IntN(6)
			cells := make([]sudoku.Cell, k)
			for i := range cells {
				cells[i] = shape.CellAt(0, i)
			}
			rules := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Renban{Cells: cells}}}
			v, ok := compile(shape, &rules)
			if !ok {
				t.Fatal("compile failed")
			}
			st := v.state(0)
			copy(st, v.start)
			dom := make([]sudoku.Set, k)
			for i, c := range cells {
				// Mostly few candidates, so that lines are tight.
				for dom[i] == 0 {
					dom[i] = sudoku.Set(rng.Uint32()&rng.Uint32()) & v.full
				}
				st[c] = dom[i]
			}
			// Brute force: every filling of the line.
			want := make([]sudoku.Set, k)
			every := v.full
			any := false
			var fill func(i int, used sudoku.Set, ds []sudoku.Digit)
			fill = func(i int, used sudoku.Set, ds []sudoku.Digit) {
				if i == k {
					r := used >> bits.TrailingZeros32(uint32(used))
					if r&(r+1) != 0 {
						return
					}
					any = true
					every &= used
					for j, d := range ds {
						want[j] = want[j].With(d)
					}
					return
				}
				for x := dom[i] &^ used; x != 0; x &= x - 1 {
					ds[i] = x.Lowest()
					fill(i+1, used|x&-x, ds)
				}
			}
			fill(0, 0, make([]sudoku.Digit, k))
			p := v.props[0].(*renbanProp)
			got := p.run(v, st)
			// A contradiction only when there is no filling; always then
			// on 9x9.
			if any && !got || !any && got && n <= 9 {
				t.Fatalf("%s, line %v: run %v, brute force finds a filling: %v", shape, dom, got, any)
			}
			if !any || !got {
				continue
			}
			for i, c := range cells {
				if n <= 9 && st[c] != want[i] || st[c]&want[i] != want[i] {
					t.Fatalf("%s, line %v: cell %d keeps %s, want %s", shape, dom, i, st[c], want[i])
				}
			}
			for col := k; col < n; col++ {
				if removed := v.full &^ st[shape.CellAt(0, col)]; removed&^every != 0 {
					t.Fatalf("%s, line %v: r1c%d loses %s, the line need not hold all of %s", shape, dom, col+1, removed, every)
				}
			}
		}
	}
}
