package logic

// findXYZWing finds a pivot cell with candidates {x, y, z} that sees two
// pincers {x, z} and {y, z}: whichever the pivot holds, one of the three
// cells is z, so cells seeing all three lose z. Cost: O(N^2 * peers^2).
func findXYZWing(s *State) (Step, bool) {
	return findWing(s, 3, XYZWing)
}
