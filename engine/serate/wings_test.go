package serate

import (
	"fmt"
	"strings"
	"testing"
)

// wingProducers are this file's producers in SE's order.
var wingProducers = []struct {
	name    string
	produce func(p *grid) (hint, bool)
}{
	{"XY-Wing", func(p *grid) (hint, bool) { return xyWing(p, false) }},
	{"XYZ-Wing", func(p *grid) (hint, bool) { return xyWing(p, true) }},
	{"WXYZ-Wing", func(p *grid) (hint, bool) { return wxyzWing(p, nil) }},
	{"VWXYZ-Wing", func(p *grid) (hint, bool) { return vwxyzWing(p, nil) }},
	{"Aligned Pair Exclusion", func(p *grid) (hint, bool) { return alignedPairExclusion(p, nil) }},
	{"UVWXYZ-Wing", func(p *grid) (hint, bool) { return uvwxyzWing(p, nil) }},
	{"TUVWXYZ-Wing", func(p *grid) (hint, bool) { return tuvwxyzWing(p, nil) }},
	{"Aligned Triplet Exclusion", func(p *grid) (hint, bool) { return alignedTripletExclusion(p, nil) }},
}

// wingCases are positions of serate's paths on testdata/serate.txt's
// puzzles (numbered from 1) just before a step of a producer of
// wings.go, with the step serate prints and its eliminations, which
// SukakuExplainer's jar reports. onPath says the position is one where SE
// takes that step, so the producers before it in SE's order find nothing.
var wingCases = []struct {
	what    string
	produce int // index in wingProducers
	onPath  bool
	cands   string // the candidates of each cell, row by row, "." when placed
	want    string // serate's step: rating, name, detail
	remove  string // the step's eliminations: "r2c4-2" takes 2 from r2c4
}{
	{
		"XY-Wing (puzzle 43, step 22)", 0, true,
		`
			. . . 45 . . 45 . .
			. 16 . 1258 256 . 235 23 38
			. 16 . 248 24 16 249 . 89
			147 . 17 . . 19 . . 49
			. 45 15 17 67 169 39 349 .
			. . . 25 25 . . . .
			137 49 1267 47 347 . 239 23469 .
			37 459 257 . 347 25 . 2349 .
			34 . 256 . . 25 . 26 34
		`,
		"4.2 XY-Wing: Cells r1c4,r3c5,r6c4 on value 2",
		"r2c4-2 r3c4-2 r6c5-2",
	},
	{
		"XYZ-Wing (puzzle 41, step 27)", 1, true,
		`
			468 . . 246 . 46 . 2468 .
			. . 469 2469 . . 246 . 246
			4689 . 4689 469 . . 468 . .
			2569 . . 58 469 49 2568 . 258
			56 . . . . . . 46 45
			25 . 69 58 69 . . 28 .
			48 . 48 . . 26 26 . .
			. . . . 49 249 2458 248 2458
			. . . 46 . . . . 46
		`,
		"4.4 XYZ-Wing: Cells r4c9,r4c4,r6c8 on value 8",
		"r4c7-8",
	},
	{
		"WXYZ-Wing (puzzle 41, step 29)", 2, true,
		`
			468 . . 246 . 46 . 268 .
			. . 469 2469 . . 246 . 246
			4689 . 4689 469 . . 468 . .
			2569 . . 58 469 49 256 . 258
			56 . . . . . . 46 45
			25 . 69 58 69 . . 28 .
			48 . 48 . . 26 26 . .
			. . . . 49 249 2458 248 2458
			. . . 46 . . . . 46
		`,
		"5.6 WXYZ-Wing 138: Cells r1c8,r6c8,r8c8,r1c6 on value 4",
		"r8c6-4",
	},
	{
		"WXYZ-Wing doubly linked (puzzle 46, step 31)", 2, true,
		`
			. . . 47 17 . . 14 .
			. 48 89 258 12358 1234 . 125 159
			47 . 789 . 2458 24 . 245 59
			. . . . . . . . .
			. . . 79 179 17 . . .
			17 . 17 24 24 . . . .
			134 . 18 458 3458 . . . 15
			134 48 . 4589 3459 34 . 15 .
			. . . . 27 27 . . .
		`,
		"5.6 WXYZ-Wing 237: Cells r7c3,r8c1,r8c2,r8c6 on values 3,4",
		"r7c1-1 r8c4-4 r8c5-34",
	},
	{
		"WXYZ-Wing: the lower rating first, found after one rated 5.6 (puzzle 63, step 27)", 2, true,
		`
			679 . 679 57 . . . . 567
			78 . . 678 69 79 . . .
			378 36 . 1578 15 . 67 . 57
			. . 569 . . 59 . . 69
			3579 36 579 . 19 159 369 . .
			39 . . . . . 39 . .
			. . . . . . . . .
			. . 56 1567 156 . 17 . .
			56 . . 56 . 17 179 . 79
		`,
		"5.5 WXYZ-Wing 126: Cells r1c4,r2c6,r3c5,r5c5 on value 9",
		"r2c5-9 r4c6-9 r5c6-9",
	},
	{
		"WXYZ-Wing: the most eliminations first (puzzle 60, step 21)", 2, true,
		`
			2367 . . . 37 27 369 . 2369
			2379 47 279 24789 3789 . . 23 .
			2369 46 . 249 . 249 . 236 .
			. . . 79 . 79 36 . 36
			67 . 67 . . . . . .
			. . . 48 . 48 . . .
			. 67 2679 26789 . 2789 . 37 389
			. . . . 79 . 69 267 269
			2679 . 2679 2678 789 . . . 89
		`,
		"5.6 WXYZ-Wing 137: Cells r4c9,r7c9,r9c9,r8c7 on value 6",
		"r4c7-6 r8c9-6",
	},
	{
		"VWXYZ-Wing (puzzle 46, step 32)", 3, true,
		`
			. . . 47 17 . . 14 .
			. 48 89 258 12358 1234 . 125 159
			47 . 789 . 2458 24 . 245 59
			. . . . . . . . .
			. . . 79 179 17 . . .
			17 . 17 24 24 . . . .
			34 . 18 458 3458 . . . 15
			134 48 . 589 59 34 . 15 .
			. . . . 27 27 . . .
		`,
		"6.3 VWXYZ-Wing 1410: Cells r2c6,r3c6,r8c6,r9c6,r1c5 on value 7",
		"r9c5-7",
	},
	{
		"VWXYZ-Wing doubly linked, only other digits go (puzzle 44, step 24)", 3, true,
		`
			68 . 1689 . . 289 1289 . 189
			. . . . . 89 . 89 .
			. 19 18 . 289 . 128 . .
			168 12 168 129 . 2389 . . 1389
			. 127 . 12 28 2378 138 . .
			178 . . . . 789 189 . 189
			17 . 12 . 27 . 389 89 389
			. 79 . . 79 . . . .
			. . 29 29 . . . . .
		`,
		"6.3 VWXYZ-Wing 2410: Cells r1c3,r3c3,r7c3,r9c3,r1c1 on values 6,8",
		"r4c3-1",
	},
	{
		"VWXYZ-Wing: the lower rating first (puzzle 47, step 25)", 3, true,
		`
			13 12 . 26 . . . . 36
			28 . 68 . . 46 167 14 12467
			39 . 69 24 . . 356 345 23456
			. . . . . . . . .
			. . . . . . 13 . 13
			. . . . . . 57 . 57
			128 24 . . 19 468 169 . 148
			. 14 89 46 . . 1569 15 1568
			189 . . . 19 48 . 134 1348
		`,
		"6.2 VWXYZ-Wing 2513: Cells r1c9,r3c7,r3c8,r3c9,r3c4 on values 2,4",
		"r2c7-6 r2c9-6",
	},
	{
		"UVWXYZ-Wing (puzzle 52, step 21)", 5, true,
		`
			78 368 36 . . . . 67 .
			. . . . . . . . .
			17 16 . . . . 367 . 367
			158 . 123 12 68 . 368 356 .
			. 358 19 . 18 39 348 345 .
			. 38 29 . 268 39 678 . 3678
			. 46 16 . 12 . . 247 17
			. . . 14 . . . 46 16
			15 145 . 124 . . 348 234 38
		`,
		"6.6 UVWXYZ-Wing 1313: Cells r7c8,r8c8,r9c7,r9c8,r9c9,r1c8 on value 6",
		"r4c8-6",
	},
	{
		"UVWXYZ-Wing doubly linked (puzzle 56, step 8)", 5, true,
		`
			1358 . 23 15 12 . 1589 189 .
			1568 58 269 . 126 2569 . . 158
			156 . 69 15679 . 5679 . . 15
			367 . . 147 1347 37 16 . .
			367 . 36 789 . 23789 268 . 238
			. . . 168 1236 2368 . 138 1238
			258 . . 4578 . 3578 258 38 234578
			258 . . 4568 46 . 2589 89 2458
			. 58 . . 37 3578 158 . 13578
		`,
		"6.6 UVWXYZ-Wing 2415: Cells r1c5,r2c5,r4c5,r6c5,r8c5,r4c6 on values 3,7",
		"r4c1-7 r4c4-7 r5c4-7 r5c6-37 r6c6-3",
	},
	{
		"UVWXYZ-Wing: the name's higher number first (puzzle 331, step 71)", 5, true,
		`
			. 67 . . 37 . . 378 3678
			17 56 . 79 359 . 29 139 269
			. 15 . . 579 . 79 . 179
			17 1279 . . 49 249 279 35 35
			. 29 . . . . . 89 289
			. 279 . 59 . 259 . . 279
			. . . 159 . 59 . 15 .
			. . . 17 47 45 . . 15
			. . . . . . . 79 79
		`,
		"6.6 UVWXYZ-Wing 2312: Cells r2c2,r2c4,r2c5,r2c7,r2c9,r1c5 on values 3,7",
		"r2c8-9 r3c5-7",
	},
	{
		"TUVWXYZ-Wing (puzzle 266, step 24)", 6, true,
		`
			2456 3459 . 2457 2567 2467 345 3679 .
			4568 34578 3678 . 5678 14678 . 1367 1347
			24568 45789 246789 14578 25678 . 145 1679 1479
			28 789 279 2378 . . 38 . .
			12458 . 245 2348 2389 2489 . 12359 1239
			. 14578 257 2478 26789 246789 18 1259 129
			16 13 36 27 . 27 . . .
			. . 58 . 589 89 134 13 134
			. 458 458 1358 358 18 . 27 27
		`,
		"7.5 TUVWXYZ-Wing 1524: Cells r5c3,r5c4,r5c5,r5c6,r5c8,r5c9,r6c7 on value 8",
		"r6c4-8 r6c5-8 r6c6-8",
	},
	{
		"TUVWXYZ-Wing doubly linked (puzzle 255, step 17)", 6, true,
		`
			3569 5689 68 79 . 1379 369 . 15679
			359 . 24 489 1348 . 2389 1235 1259
			369 . 24 . 3478 34789 23689 2367 2679
			. 356 . 49 1456 149 3469 . 14569
			156 568 168 . 4568 2489 . 256 24569
			. 3568 . 278 15678 278 236 12356 1256
			79 249 . . 478 2478 . 29 .
			. 26 . . . . 246 267 2467
			1679 2469 16 247 347 2347 . 269 .
		`,
		"7.5 TUVWXYZ-Wing 2524: Cells r4c7,r4c9,r5c8,r6c7,r6c8,r6c9,r4c4 on values 4,9",
		"r4c5-4 r4c6-49 r5c9-256",
	},
	{
		"Aligned Triplet Exclusion (puzzle 255, step 41)", 7, true,
		`
			59 5689 68 . . . 69 . .
			39 . 24 489 . . 89 235 25
			36 . 24 . 48 489 2689 367 267
			. 356 . 49 56 . 346 . 4569
			156 568 168 . 456 2489 . 256 49
			. 3568 . 28 567 278 236 . 256
			79 249 . . 478 2478 . 29 .
			. 26 . . . . 246 67 2467
			1679 246 16 24 . 47 . 69 .
		`,
		"7.5 Aligned Triplet Exclusion: r5c6,r9c4,r6c6",
		"r5c6-8",
	},
	{
		"Aligned Pair Exclusion, alone (puzzle 54, step 6: SE takes a WXYZ-Wing there)", 4, false,
		`
			. 67 2367 . 4567 367 23456 . 23456
			379 . 23679 46 . 367 . 269 23469
			139 . 1369 . 56 . 3569 569 .
			. 678 56789 . 68 . 5679 . 569
			457 . 4567 26 . . 24567 . 2456
			49 . 4689 . 268 . 2469 269 .
			. . 145 . 24 . 125 . 25
			1357 78 13578 256 . 67 12356 . 2356
			3457 . 3457 456 467 . 3569 569 .
		`,
		"6.2 Aligned Pair Exclusion: r1c5,r1c6",
		"r1c6-6",
	},
}

// parseCands reads a position written as wingCases' cands are.
func parseCands(t *testing.T, s string) *grid {
	fields := strings.Fields(s)
	if len(fields) != 81 {
		t.Fatalf("%d cells, want 81", len(fields))
	}
	p := &grid{}
	for c, f := range fields {
		for _, r := range strings.Trim(f, ".") {
			p.cands[c] |= 1 << (r - '1')
		}
	}
	p.rebuild()
	return p
}

// removals writes eliminations as wingCases' remove does.
func removals(remove *[81]uint16) string {
	var out []string
	for c, m := range remove {
		if m != 0 {
			out = append(out, fmt.Sprintf("%s-%s", cellName(c), strings.ReplaceAll(digitList(m), ",", "")))
		}
	}
	return strings.Join(out, " ")
}

func TestWingsMatchSerate(t *testing.T) {
	for _, tc := range wingCases {
		t.Run(tc.what, func(t *testing.T) {
			p := parseCands(t, tc.cands)
			if tc.onPath {
				for _, earlier := range wingProducers[:tc.produce] {
					if h, ok := earlier.produce(p); ok {
						t.Errorf("%s found %s %s: %s, where SE finds none", earlier.name, tenths(h.rating), h.name, h.detail)
					}
				}
			}
			h, ok := wingProducers[tc.produce].produce(p)
			if !ok {
				t.Fatalf("%s found nothing, want %s", wingProducers[tc.produce].name, tc.want)
			}
			if got := (Step{h.rating, h.name, h.detail}).String(); got != tc.want {
				t.Errorf("step %q, want %q", got, tc.want)
			}
			if got := removals(&h.remove); got != tc.remove {
				t.Errorf("eliminations %q, want %q", got, tc.remove)
			}
			if h.cell >= 0 {
				t.Errorf("places r%dc%d, want no placement", h.cell/9+1, h.cell%9+1)
			}
		})
	}
}

// A pattern without eliminations is no step: a lone XY-Wing whose z is
// nowhere else.
func TestWingsNeedEliminations(t *testing.T) {
	p := &grid{}
	p.cands[0] = 1<<0 | 1<<1 // r1c1: 1,2
	p.cands[1] = 1<<0 | 1<<2 // r1c2: 1,3
	p.cands[9] = 1<<1 | 1<<2 // r2c1: 2,3
	p.rebuild()
	for _, pr := range wingProducers {
		if h, ok := pr.produce(p); ok {
			t.Errorf("%s found %s: %s", pr.name, h.name, h.detail)
		}
	}
	p.cands[10] = 1<<2 | 1<<4 // r2c2 holds 3, which the wing takes
	p.rebuild()
	h, ok := xyWing(p, false)
	if !ok || removals(&h.remove) != "r2c2-3" {
		t.Errorf("XY-Wing = %v %s: %s, want r2c2-3 gone", ok, h.name, removals(&h.remove))
	}
}
