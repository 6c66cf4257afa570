package logic

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// On a magictour puzzle that serate rates 9.8/1.2/1.2, some steps are
// found by Dynamic+ alone: dynamic chains find nothing there, and the
// step rates 9.0 or more. The whole rating is serate's.
func TestDynamicPlusChains(t *testing.T) {
	g, err := sudoku.Parse("7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5")
	if err != nil {
		t.Fatal(err)
	}
	p := newSEGrid(g)
	plus := 0
	for !p.solved() {
		h, ok := p.next(nil, seMaxRating)
		if !ok {
			t.Fatalf("no step after %d from Dynamic+", plus)
		}
		if h.rating >= 85 {
			if _, dynamic := seDynamicChains(p, nil); !dynamic {
				plus++
				if h.rating < 90 {
					t.Errorf("Dynamic+ step %s rated %d, below its base 90", h.name, h.rating)
				}
			}
		}
		p.apply(&h)
	}
	if plus == 0 {
		t.Error("no step needed Dynamic+")
	}
	r, err := RateSE(g)
	if err != nil || r.String() != "9.8/1.2/1.2" {
		t.Errorf("RateSE = %s, %v; serate says 9.8/1.2/1.2", r, err)
	}
}

// seHashOrder lists cells as Java's HashMap iterates them: by index
// modulo the table size, then in the order they were put.
func TestSEHashOrder(t *testing.T) {
	for _, tc := range []struct{ in, want []int }{
		{[]int{20, 4, 36, 3}, []int{3, 20, 4, 36}},
		{[]int{80, 64, 1}, []int{80, 64, 1}}, // 80, 64 and 0 share bucket 0 of 16
		{[]int{17, 1}, []int{17, 1}},
		// 13 cells: the table has 32 buckets.
		{[]int{40, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}, []int{40, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}},
		{[]int{33, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, []int{33, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
		{[]int{50, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 50}},
	} {
		cells := slices.Clone(tc.in)
		masks := make([]uint16, len(cells))
		for i, c := range cells {
			masks[i] = uint16(c)
		}
		seHashOrder(cells, masks)
		if !slices.Equal(cells, tc.want) {
			t.Errorf("seHashOrder(%v) = %v, want %v", tc.in, cells, tc.want)
		}
		for i, c := range cells {
			if masks[i] != uint16(c) {
				t.Errorf("seHashOrder(%v): mask %d went with cell %d", tc.in, masks[i], c)
			}
		}
	}
}
