package jobs

import (
	"bytes"
	"errors"

	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/scan"
)

// scanPicture answers a Scan: engine/scan's read of the picture.
func scanPicture(r protocol.Scan) (protocol.ScanReply, error) {
	img, err := scan.Decode(bytes.NewReader(r.Image))
	if err != nil {
		return protocol.ScanReply{}, errNoPicture
	}
	res, err := scan.Read(img)
	if errors.Is(err, scan.ErrNoGrid) {
		return protocol.ScanReply{}, errNoGrid
	}
	if err != nil {
		return protocol.ScanReply{}, err
	}
	b := img.Bounds()
	out := protocol.ScanReply{Puzzle: res.Givens.String(), Confidence: res.Confidence[:], Width: b.Dx(), Height: b.Dy()}
	if res.Entries.Filled() > 0 {
		out.Entries = res.Entries.String()
	}
	for i, p := range res.Corners {
		out.Corners[i] = [2]int{p.X - b.Min.X, p.Y - b.Min.Y}
	}
	return out, nil
}
