package logic

import "context"

// SE's chains: cycles and forcing chains, Nishio, multiple and dynamic
// forcing chains. Not built yet: each finds nothing.

func seStaticChains(p *seGrid, _ context.Context) (seHint, bool)      { return seHint{}, false }
func seNishioChains(p *seGrid, _ context.Context) (seHint, bool)      { return seHint{}, false }
func seMultipleChains(p *seGrid, _ context.Context) (seHint, bool)    { return seHint{}, false }
func seDynamicChains(p *seGrid, _ context.Context) (seHint, bool)     { return seHint{}, false }
func seDynamicPlusChains(p *seGrid, _ context.Context) (seHint, bool) { return seHint{}, false }
