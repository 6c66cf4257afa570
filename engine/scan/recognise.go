package scan

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"math"
	"sync"
)

// The recogniser's prototypes: per font face and digit, the mean of that
// digit's normalised rasters rendered at many sizes and distortions
// (TestBuildRecogniser writes the file: go test ./engine/scan -run
// TestBuildRecogniser -update). Format: "SCN1", a uint16 count, then
// each prototype: its digit (a byte) and raster*raster bytes of ink,
// 0..255.
//
//go:embed digits.bin
var digitsBin []byte

const protoMagic = "SCN1"

// prototype is a digit's normalised raster, centred and of unit length.
type prototype struct {
	digit  int
	vector []float32
}

var prototypes = sync.OnceValue(func() []prototype {
	ps, err := parsePrototypes(digitsBin)
	if err != nil {
		panic(err) // the embedded file is the build's: a test reads it
	}
	return ps
})

func parsePrototypes(b []byte) ([]prototype, error) {
	if len(b) < 6 || string(b[:4]) != protoMagic {
		return nil, errors.New("scan: digits.bin: not a prototypes file")
	}
	n := int(binary.LittleEndian.Uint16(b[4:]))
	b = b[6:]
	const size = 1 + raster*raster
	if len(b) != n*size {
		return nil, errors.New("scan: digits.bin: wrong length")
	}
	ps := make([]prototype, n)
	for i := range ps {
		rec := b[i*size : (i+1)*size]
		f := make([]float32, raster*raster)
		for k, v := range rec[1:] {
			f[k] = float32(v) / 255
		}
		ps[i] = prototype{int(rec[0]), normalised(f)}
	}
	return ps, nil
}

// normalised returns f less its mean, scaled to unit length.
func normalised(f []float32) []float32 {
	var mean float64
	for _, v := range f {
		mean += float64(v)
	}
	mean /= float64(len(f))
	out := make([]float32, len(f))
	var norm float64
	for i, v := range f {
		d := float64(v) - mean
		out[i] = float32(d)
		norm += d * d
	}
	if norm == 0 {
		return out
	}
	k := float32(1 / math.Sqrt(norm))
	for i := range out {
		out[i] *= k
	}
	return out
}

// recognised is a digit's read: the digit, the runner-up, and how sure.
type recognised struct {
	digit, second int
	confidence    float32
	// similarity per digit: the best prototype's cosine, index 1..9.
	similarity [10]float32
}

// sharpness turns the cosines' differences into a confidence: a digit a
// tenth ahead of the next is about 90% sure.
const sharpness = 25

// recognise matches a raster to the prototypes, nearest by cosine.
// Cost: O(prototypes * raster^2), about 130,000 multiply-adds.
func recognise(feature []float32) recognised {
	v := normalised(feature)
	var r recognised
	for d := range r.similarity {
		r.similarity[d] = -2
	}
	for _, p := range prototypes() {
		var s float32
		for i, x := range p.vector {
			s += x * v[i]
		}
		if s > r.similarity[p.digit] {
			r.similarity[p.digit] = s
		}
	}
	for d := 1; d <= 9; d++ {
		if r.digit == 0 || r.similarity[d] > r.similarity[r.digit] {
			r.digit = d
		}
	}
	var sum float64
	for d := 1; d <= 9; d++ {
		if d != r.digit && (r.second == 0 || r.similarity[d] > r.similarity[r.second]) {
			r.second = d
		}
		sum += math.Exp(sharpness * float64(r.similarity[d]-r.similarity[r.digit]))
	}
	r.confidence = float32(1 / sum)
	return r
}
