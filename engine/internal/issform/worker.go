package issform

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Worker is a running ISS timing worker: `node iss_worker.mjs <dir>` from
// an ISS folder (its README), one long-lived process that counts one
// puzzle at a time. It is not safe for concurrent use.
type Worker struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	next int
}

// Result is what the worker reports for one puzzle.
type Result struct {
	Count   int     // solutions, up to 2; -1 when ISS failed (Err)
	Ms      float64 // the timed count, after a warm-up count of the same puzzle
	WarmMs  float64 // the warm-up count
	SetupMs float64 // of Ms, ISS's setup (parsing and building handlers)
	Guesses int64   // of the timed count
	Err     string  // ISS's error message, "" when it counted
}

// Available reports why ISS cannot run here, or nil when node is on the
// PATH and dir holds iss_worker.mjs. Cost: a PATH lookup and a stat.
func Available(dir string) error {
	if _, err := exec.LookPath("node"); err != nil {
		return fmt.Errorf("node not found: %v", err)
	}
	if dir == "" {
		return errors.New("no ISS folder given")
	}
	if _, err := os.Stat(filepath.Join(dir, "iss_worker.mjs")); err != nil {
		return fmt.Errorf("no ISS worker: %v", err)
	}
	return nil
}

// StartWorker starts node on dir's iss_worker.mjs and waits for it to say
// "ready" (loading ISS takes some 100 ms). Close ends it.
func StartWorker(dir string) (*Worker, error) {
	if err := Available(dir); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command("node", filepath.Join(abs, "iss_worker.mjs"), abs)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	w := &Worker{cmd: cmd, in: in, out: bufio.NewReaderSize(outPipe, 1<<16)}
	line, err := w.out.ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "ready" {
		w.Close()
		return nil, fmt.Errorf("issform: ISS worker did not start: %q %v", line, err)
	}
	return w, nil
}

// Count has ISS count the puzzle constraint string iss describes (Write)
// up to 2, twice (a warm-up, then timed), and returns the worker's report.
// The error is for the worker itself (it died, or wrote what is not a
// report); ISS's own failures are in Result.Err.
func (w *Worker) Count(iss string) (Result, error) {
	w.next++
	id := strconv.Itoa(w.next)
	if strings.ContainsAny(iss, "\t\n") {
		return Result{}, errors.New("issform: constraint string holds a tab or a newline")
	}
	if _, err := fmt.Fprintf(w.in, "%s\t%s\n", id, iss); err != nil {
		return Result{}, fmt.Errorf("issform: ISS worker: %v", err)
	}
	for {
		line, err := w.out.ReadString('\n')
		if err != nil {
			return Result{}, fmt.Errorf("issform: ISS worker: %v", err)
		}
		f := strings.Split(strings.TrimRight(line, "\n"), "\t")
		if f[0] == "warm" {
			continue
		}
		if len(f) != 7 || f[0] != id {
			return Result{}, fmt.Errorf("issform: ISS worker wrote %q for puzzle %s", line, id)
		}
		var r Result
		var errs [5]error
		r.Count, errs[0] = strconv.Atoi(f[1])
		r.Ms, errs[1] = strconv.ParseFloat(f[2], 64)
		r.WarmMs, errs[2] = strconv.ParseFloat(f[3], 64)
		r.SetupMs, errs[3] = strconv.ParseFloat(f[4], 64)
		r.Guesses, errs[4] = strconv.ParseInt(f[5], 10, 64)
		r.Err = f[6]
		if err := errors.Join(errs[:]...); err != nil {
			return Result{}, fmt.Errorf("issform: ISS worker wrote %q: %v", line, err)
		}
		return r, nil
	}
}

// Close ends the worker: it closes its input, which ends node's loop, and
// waits for it.
func (w *Worker) Close() error {
	w.in.Close()
	return w.cmd.Wait()
}
