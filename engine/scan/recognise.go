package scan

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"math"
	"sync"
)

// The recogniser's prototypes: for each digit, and for pencil marks
// stacked into a digit's height (class 0), the centres of clusters of
// normalised rasters of fonts' digits rendered at many sizes and
// distortions (TestBuildRecogniser writes the file: go test
// ./engine/scan -run TestBuildRecogniser -update). Format: "SCN2", a
// uint16 count, then each prototype: its class (a byte, 0 for pencil
// marks, else the digit) and raster*raster signed bytes, the centred
// raster scaled so its largest weight is +-127.
//
//go:embed digits.bin
var digitsBin []byte

const protoMagic = "SCN2"

// prototype is a class's normalised raster, centred and of unit length;
// digit is 0 for pencil marks.
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
		if rec[0] > 9 {
			return nil, errors.New("scan: digits.bin: a prototype's class is over 9")
		}
		f := make([]float32, raster*raster)
		for k, v := range rec[1:] {
			f[k] = float32(int8(v))
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
	// similarity per class: the best prototype's cosine, index 1..9 for
	// the digits, 0 for pencil marks.
	similarity [10]float32
}

// marks says whether the shape is more like stacked pencil marks than
// like any digit: nearer the marks by marksMargin.
func (r recognised) marks() bool { return r.similarity[0] > r.similarity[r.digit]+marksMargin }

// marksMargin is how much nearer stacked pencil marks a shape must be
// than any digit to be read as marks: a thin 1 is nearly as near them
// (the test set's come within 0.01, its marks 0.04 or more nearer).
const marksMargin = 0.02

// sharpness turns the cosines' differences into a confidence: a digit a
// tenth ahead of the next is about 90% sure.
const sharpness = 25

// recognise matches a raster to the prototypes, nearest by cosine.
// Cost: O(prototypes * raster^2), about 40,000 multiply-adds.
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
	r.decide()
	return r
}

// decide picks the digit, the runner-up and the confidence from the
// similarities.
func (r *recognised) decide() {
	r.digit, r.second = 0, 0
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
}

// withHoles weighs the read by the holes counted in the digit's ink
// (holes): a digit has at most its holes (1, 2, 3, 5 and 7 none; 4, 6
// and 9 one; 8 two), and a blurred bold counter may fill, so a count
// over a digit's rules it out, and one under costs holePenalty a hole
// missing. It turns a serif 3 whose terminals round it into an 8's
// outline back into a 3, and does nothing where the count agrees.
func (r recognised) withHoles(h int) recognised {
	for d := 1; d <= 9; d++ {
		switch {
		case h > digitHoles[d]:
			r.similarity[d] -= 1
		case h < digitHoles[d]:
			r.similarity[d] -= holePenalty * float32(digitHoles[d]-h)
		}
	}
	r.decide()
	return r
}

// digitHoles is each digit's holes as usually printed (a 4 open at the
// top has none, which costs it little).
var digitHoles = [10]int{1, 0, 0, 0, 1, 0, 1, 0, 2, 1}

// holePenalty is what a hole missing costs a digit's cosine: the test
// set's true 8s and 6s without their holes (a filled counter) lead the
// next digit by more.
const holePenalty = 0.04
