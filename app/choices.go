package app

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

// The New panel's lists, each from the engine.

// generatorSizes are the board sides the generator makes.
func generatorSizes() []choice {
	var cs []choice
	for _, n := range []int{4, 6, 8, 9, 12, 16, 25} { // TODO engine
		cs = append(cs, choice{itoa(n), itoa(n) + "×" + itoa(n)})
	}
	return cs
}

func generatorLevels() []choice {
	cs := []choice{{"", "Any"}}
	for _, l := range []string{"Easy", "Medium", "Hard", "Expert", "Master", "Extreme"} { // TODO engine
		cs = append(cs, choice{l, l})
	}
	return cs
}

func generatorSymmetries() []choice {
	return []choice{{"rot180", "180° rotation"}, {"none", "None"}} // TODO engine
}

func generatorTechniques() []choice {
	return []choice{{"", "Any"}, {"xwing", "X-Wing"}} // TODO engine
}
