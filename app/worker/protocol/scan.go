package protocol

// OpScan reads a puzzle from a picture.
const OpScan Op = "scan"

// Scan asks for the puzzle in a picture: Image is the file's bytes (PNG,
// JPEG or GIF), at most 64 MiB, sent as base64 in the JSON. The page
// sends what its browser decoded and shrank (browser.ReadPicture), so
// that any format the browser opens is read.
type Scan struct {
	Image []byte `json:"image"`
}

// ScanReply answers a Scan: the givens read (Puzzle, 81 characters of
// line format), the digits in another colour, a player's (Entries, line
// format, "" when none), each cell's confidence from 0 to 1, row by row,
// the grid's corners in the picture's pixels (top-left, top-right,
// bottom-right, bottom-left, each x and y) and the picture's size, for the
// page to draw the read over the picture.
type ScanReply struct {
	Puzzle     string    `json:"puzzle"`
	Entries    string    `json:"entries,omitempty"`
	Confidence []float32 `json:"confidence"`
	Corners    [4][2]int `json:"corners"`
	Width      int       `json:"width"`
	Height     int       `json:"height"`
}

// UnsureBelow is the confidence under which a cell's read is unsure: the
// page marks such a cell for the player to check.
const UnsureBelow = 0.8

// Unsure reports whether the read of cell c (0 to 80, row by row) is
// unsure; a cell without a confidence is.
func (r ScanReply) Unsure(c int) bool {
	return c < 0 || c >= len(r.Confidence) || r.Confidence[c] < UnsureBelow
}

func (Scan) Op() Op          { return OpScan }
func (Scan) reply(ScanReply) {}
func (Scan) Budget() Budget  { return Budget{Job: SolveTime, Watchdog: Watchdog} }
