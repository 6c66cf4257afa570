package logic

import "context"

// SE's wings (XY to TUVWXYZ) and aligned exclusions. Not built yet: each
// finds nothing.

func seXYWings(p *seGrid, _ context.Context) (seHint, bool)                 { return seHint{}, false }
func seWXYZWing(p *seGrid, _ context.Context) (seHint, bool)                { return seHint{}, false }
func seVWXYZWing(p *seGrid, _ context.Context) (seHint, bool)               { return seHint{}, false }
func seUVWXYZWing(p *seGrid, _ context.Context) (seHint, bool)              { return seHint{}, false }
func seTUVWXYZWing(p *seGrid, _ context.Context) (seHint, bool)             { return seHint{}, false }
func seAlignedPairExclusion(p *seGrid, _ context.Context) (seHint, bool)    { return seHint{}, false }
func seAlignedTripletExclusion(p *seGrid, _ context.Context) (seHint, bool) { return seHint{}, false }
