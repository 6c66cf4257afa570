package logic

import "context"

// SE's strong-link patterns (skyscraper, kites, their grouped forms and
// X-loops), unique loops and the BUG. Not built yet: each finds nothing.

func seStrongLinks(n int) seProducer {
	return func(p *seGrid, _ context.Context) (seHint, bool) { return seHint{}, false }
}

func seUniqueLoops(p *seGrid, _ context.Context) (seHint, bool) { return seHint{}, false }

func seBUG(p *seGrid, _ context.Context) (seHint, bool) { return seHint{}, false }
