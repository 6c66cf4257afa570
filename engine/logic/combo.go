package logic

// firstCombo sets idx to the first k-combination of 0..n-1 (0, 1, ..., k-1)
// and reports whether one exists.
func firstCombo(idx []int, n int) bool {
	for i := range idx {
		idx[i] = i
	}
	return len(idx) <= n
}

// nextCombo advances idx to the next k-combination of 0..n-1 in
// lexicographic order and reports false after the last one.
func nextCombo(idx []int, n int) bool {
	k := len(idx)
	i := k - 1
	for i >= 0 && idx[i] == n-k+i {
		i--
	}
	if i < 0 {
		return false
	}
	idx[i]++
	for j := i + 1; j < k; j++ {
		idx[j] = idx[j-1] + 1
	}
	return true
}
