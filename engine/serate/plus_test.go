package serate

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
)

// On a magictour puzzle that serate rates 9.8/1.2/1.2, some steps are
// found by Dynamic+ alone: dynamic chains find nothing there, and the
// step rates 9.0 or more. The whole rating is serate's.
func TestDynamicPlusChains(t *testing.T) {
	g, err := codec.ParseGrid("7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5")
	if err != nil {
		t.Fatal(err)
	}
	p := newGrid(g)
	plus := 0
	for !p.solved() {
		h, ok := p.next(nil, maxRating)
		if !ok {
			t.Fatalf("no step after %d from Dynamic+", plus)
		}
		if h.rating >= 85 {
			if _, dynamic := dynamicChains(p, nil); !dynamic {
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
	r, err := Rate(g)
	if err != nil || r.String() != "9.8/1.2/1.2" {
		t.Errorf("Rate = %s, %v; serate says 9.8/1.2/1.2", r, err)
	}
}

// hashOrder lists cells as Java's HashMap iterates them: by index
// modulo the table size, then in the order they were put.
func TestHashOrder(t *testing.T) {
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
		hashOrder(cells, masks)
		if !slices.Equal(cells, tc.want) {
			t.Errorf("hashOrder(%v) = %v, want %v", tc.in, cells, tc.want)
		}
		for i, c := range cells {
			if masks[i] != uint16(c) {
				t.Errorf("hashOrder(%v): mask %d went with cell %d", tc.in, masks[i], c)
			}
		}
	}
}

// A puzzle from the forum's hardest list with solution digits added,
// which serate rates 11.0/11.0/2.6: some of its steps need static chains
// nested in dynamic ones (level 2, 9.5 and up), where Dynamic+ finds
// nothing, and one needs static multiple chains nested (level 3, 10.0
// and up), where level 2 finds nothing too.
const nestedPuzzle = "....9..5..1.....3...23..7....45...7.8.....2.5.....64...9..1.....8..6......54....7"

func TestNestedChains(t *testing.T) {
	g, err := codec.ParseGrid(nestedPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	p := newGrid(g)
	var levels [4]int
	var r Rating
	for !p.solved() {
		h, ok := p.next(nil, maxRating)
		if !ok {
			t.Fatalf("no step after levels %v", levels)
		}
		if h.rating >= 95 {
			level := 1
			if _, ok := dynamicPlusChains(p, nil); !ok {
				level = 2
				if _, ok := nestedChains(2)(p, nil); !ok {
					level = 3
				}
			}
			levels[level]++
			if least := [4]int{1: 90, 2: 95, 3: 100}[level]; h.rating < least {
				t.Errorf("level %d step %s rated %d, below its base %d", level, h.name, h.rating, least)
			}
		}
		r.Rating = max(r.Rating, h.rating)
		if r.Diamond == 0 {
			r.Diamond = r.Rating
		}
		if r.Pearl == 0 && h.cell >= 0 {
			r.Pearl = r.Rating
		}
		p.apply(&h)
	}
	if levels[2] == 0 || levels[3] == 0 {
		t.Errorf("steps rated 9.5 or more, by nesting level: %v; want some at levels 2 and 3", levels)
	}
	if r.String() != "11.0/11.0/2.6" {
		t.Errorf("rating %s; serate says 11.0/11.0/2.6", r)
	}
}
