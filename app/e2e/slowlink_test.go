//go:build !js

package e2e

import (
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/server"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// slowLink is a TCP forwarder to a server that gives every connection
// through it one shared line: rate bytes a second in each direction, all
// connections taking turns, and rtt/2 of delay each way. Chromium's own
// throttling does not reach a page's workers; this reaches everything
// the page and its worker fetch, since they fetch it by its address.
type slowLink struct {
	ln     net.Listener
	target string
	rate   float64       // bytes a second, each direction
	delay  time.Duration // one way
	down   *line         // server to browser
	up     *line         // browser to server
	// received counts the bytes delivered to the browser.
	received atomic.Int64
}

// line is one direction of the shared link: when it is next free.
type line struct {
	mu   sync.Mutex
	free time.Time
}

// take books n bytes on the line at rate and returns when they are sent.
func (l *line) take(n int, rate float64) time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	start := time.Now()
	if l.free.After(start) {
		start = l.free
	}
	l.free = start.Add(time.Duration(float64(n) / rate * float64(time.Second)))
	return l.free
}

// newSlowLink starts a forwarder to target (host:port) at mbit megabits a
// second and rtt of round trip; its address is addr. It stops with the
// test.
func newSlowLink(t testing.TB, target string, mbit float64, rtt time.Duration) *slowLink {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &slowLink{ln: ln, target: target, rate: mbit * 1e6 / 8, delay: rtt / 2, down: &line{}, up: &line{}}
	t.Cleanup(func() { ln.Close() })
	go s.serve()
	return s
}

func (s *slowLink) addr() string { return s.ln.Addr().String() }

func (s *slowLink) serve() {
	for {
		client, err := s.ln.Accept()
		if err != nil {
			return
		}
		go func() {
			server, err := net.Dial("tcp", s.target)
			if err != nil {
				client.Close()
				return
			}
			// The handshake's round trip.
			time.Sleep(2 * s.delay)
			go s.pump(client, server, s.down, &s.received)
			s.pump(server, client, s.up, nil)
		}()
	}
}

// pump copies from src to dst through l: each chunk leaves once the line
// has carried it, and arrives the delay after.
func (s *slowLink) pump(dst, src net.Conn, l *line, count *atomic.Int64) {
	type chunk struct {
		b  []byte
		at time.Time // when it arrives
	}
	// A few chunks booked ahead, as a TCP window: connections share the
	// line, where booking a whole response at once would queue the next.
	chunks := make(chan chunk, 16)
	go func() {
		defer close(chunks)
		for {
			// Small chunks, so that connections share the line.
			buf := make([]byte, 4096)
			n, err := src.Read(buf)
			if n > 0 {
				sent := l.take(n, s.rate)
				chunks <- chunk{buf[:n], sent.Add(s.delay)}
			}
			if err != nil {
				return
			}
		}
	}()
	for c := range chunks {
		time.Sleep(time.Until(c.at))
		if _, err := dst.Write(c.b); err != nil {
			break
		}
		if count != nil {
			count.Add(int64(len(c.b)))
		}
	}
	// Let the other side know, and drain what is left.
	if tcp, ok := dst.(*net.TCPConn); ok {
		tcp.CloseWrite()
	} else {
		dst.Close()
	}
	io.Copy(io.Discard, src)
	src.Close()
}

// BenchmarkSlowLink opens a daily's link in a browser that has never seen
// the app, through one shared line of 1.6 Mbit/s with 150 ms of round
// trip (slowLink) for the page and its worker alike, as a phone on a poor
// mobile link; and the bare go-app page (bare-goapp) the same way. It
// reports, at the median and p95 of b.N: board-*-ms, from the navigation
// until the board shows the puzzle; board-MB, the bytes that reached the
// browser by then (median).
func BenchmarkSlowLink(b *testing.B) {
	today := daily.Today(time.Now())
	for _, page := range []string{"app", "bare-goapp"} {
		b.Run(page, func(b *testing.B) {
			var url string
			if page == "app" {
				url, _ = startServer(b)
			} else {
				url, _ = startServer(b, "-web", bareWeb(b, "goapp"))
			}
			var ms, mb []float64
			for i := 0; i < b.N; i++ {
				link := newSlowLink(b, strings.TrimPrefix(url, "http://"), 1.6, 150*time.Millisecond)
				d := game.Daily{Date: today.AddDays(-i % 30), Level: logic.Levels()[i%5]}
				p, err := daily.Puzzle(d.Date, d.Level)
				if err != nil {
					b.Fatal(err)
				}
				target := "http://" + link.addr() + "/"
				if page == "app" {
					target += "#" + share.Encode(share.Link{Puzzle: p, Daily: d})
				}
				ctx := settledBrowser(b)
				ms = append(ms, loadBoard(b, ctx, target))
				mb = append(mb, float64(link.received.Load())/1e6)
				if page == "app" {
					if got := boardText(b, ctx); got != p.String() {
						b.Fatalf("the board shows %s, want %s", got, p)
					}
				}
				chromedp.Cancel(ctx)
			}
			b.ReportMetric(percentile(ms, 50), "board-p50-ms")
			b.ReportMetric(percentile(ms, 95), "board-p95-ms")
			b.ReportMetric(percentile(mb, 50), "board-MB")
		})
	}
}

// On a slow link the loader tells how much of app.wasm has come, a
// percentage that rises until the board shows, in the browser's language.
func TestLoaderCountsTheDownload(t *testing.T) {
	url, _ := startServer(t)
	labels, err := server.LoaderWords(os.DirFS("../../web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ lang, label string }{
		{"en-GB", "Loading Sudoku…"},
		{"de-DE", labels["de"].Loading},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			link := newSlowLink(t, strings.TrimPrefix(url, "http://"), 4, 100*time.Millisecond)
			ctx := newBrowser(t, chromedp.WindowSize(390, 844), chromedp.Flag("accept-lang", tc.lang))
			do(t, ctx, chromedp.Navigate("about:blank"))
			// Navigate waits for the page's load event, which comes after
			// the wasm: the labels are read meanwhile.
			go chromedp.Run(ctx, chromedp.Navigate("http://"+link.addr()+"/#"+easyPuzzle))
			var seen []int
			shot := false
			for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				label, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
					if (document.querySelectorAll('.board .cell').length === 81) return 'board';
					const l = document.getElementById('app-wasm-loader-label');
					return l ? l.innerText : '';
				})()`))
				if err != nil {
					continue
				}
				if label == "board" {
					break
				}
				var p int
				if _, err := fmt.Sscanf(strings.TrimPrefix(label, tc.label+" "), "%d%%", &p); err == nil {
					if len(seen) == 0 || seen[len(seen)-1] != p {
						seen = append(seen, p)
					}
					if p >= 40 && !shot {
						shot = true
						screenshot(t, ctx, "loader-phone-"+tc.lang)
					}
				}
			}
			waitBoard(t, ctx)
			if len(seen) < 3 || !slices.IsSorted(seen) || seen[len(seen)-1] < 50 || seen[len(seen)-1] > 99 {
				t.Errorf("the loader showed %v%% after %q, want a rising percentage, past 50, below 100", seen, tc.label)
			}
		})
	}
}
