//go:build !js

package e2e

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// readmeNginx returns the nginx location block of the README's
// "Embedding": what a site owner copies.
func readmeNginx(t *testing.T) string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join(rootDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```nginx\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("the README has no nginx block")
	}
	block := regexp.MustCompile(`(?s)location /sudoku/ \{.*?\n\}`).Find(m[1])
	if block == nil {
		t.Fatalf("the README's nginx block has no location /sudoku/: %s", m[1])
	}
	return string(block)
}

// serveWithNginx exports the site for /sudoku/ and serves it with nginx,
// configured with the README's block and nothing else that compresses
// (no gzip on the fly), as a plain static host. It returns the site's URL.
func serveWithNginx(t *testing.T) string {
	t.Helper()
	bin := os.Getenv("NGINX")
	if bin == "" {
		bin = "/usr/sbin/nginx"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("no nginx at %s (make test installs it): %v", bin, err)
	}
	dir := t.TempDir()
	cmd := exec.Command(serverBin, "-export", filepath.Join(dir, "sudoku"), "-base", "/sudoku/")
	cmd.Dir = rootDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	conf := fmt.Sprintf(`daemon off;
master_process off;
pid %[1]s/nginx.pid;
error_log stderr;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path %[1]s/body;
    proxy_temp_path %[1]s/proxy;
    fastcgi_temp_path %[1]s/fastcgi;
    uwsgi_temp_path %[1]s/uwsgi;
    scgi_temp_path %[1]s/scgi;
    server {
        listen %[2]s;
        root %[1]s;
%[3]s
    }
}
`, dir, addr, readmeNginx(t))
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := exec.Command(bin, "-c", confPath, "-p", dir, "-e", "stderr")
	srv.Stderr = os.Stderr
	// nginx reads NGINX as sockets handed down to it: make test's NGINX
	// (the binary's path) is not for it.
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "NGINX=") {
			srv.Env = append(srv.Env, kv)
		}
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Process.Kill(); srv.Wait() })
	url := "http://" + addr + "/sudoku/"
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("nginx does not answer at %s:\n%s", url, conf)
		}
	}
	return url
}

// fetchAs gets url asking for the coding accept ("" for none), without
// Go's own decompression, and returns the answer's coding and body.
func fetchAs(t *testing.T, url, accept string) (coding, contentType string, body []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", url, resp.Status)
	}
	body, err = io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), body
}

// The export on a plain static host, nginx with the README's lines: the
// wasm files and the stylesheet go out as their brotli copies, the page
// and its scripts as their gzip copies, and the page plays from them.
func TestExportOnPlainNginx(t *testing.T) {
	url := serveWithNginx(t)
	for _, tc := range []struct{ path, accept, coding string }{
		{"web/app.wasm", "gzip, deflate, br", "br"},
		{"web/worker.wasm", "gzip, deflate, br", "br"},
		{"web/app.css", "gzip, deflate, br", "br"},
		{"web/app.wasm", "gzip", "gzip"},
		{"web/app.wasm", "", ""},
		{"", "gzip, deflate, br", "gzip"}, // index.html
		{"wasm_exec.js", "gzip, deflate, br", "gzip"},
		{"app.js", "gzip, deflate, br", "gzip"},
	} {
		coding, ctype, body := fetchAs(t, url+tc.path, tc.accept)
		if coding != tc.coding {
			t.Errorf("/sudoku/%s for %q: coding %q, want %q", tc.path, tc.accept, coding, tc.coding)
			continue
		}
		if strings.HasSuffix(tc.path, ".wasm") && ctype != "application/wasm" {
			t.Errorf("/sudoku/%s: type %q, want application/wasm", tc.path, ctype)
		}
		if coding == "gzip" {
			z, err := gzip.NewReader(bytes.NewReader(body))
			if err == nil {
				_, err = io.ReadAll(z)
			}
			if err != nil {
				t.Errorf("/sudoku/%s: its gzip copy does not read: %v", tc.path, err)
			}
		}
	}

	// In the browser: the board, with the wasm's compressed bytes on the
	// wire.
	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"#"+easyPuzzle))
	waitBoard(t, ctx)
	if got := boardText(t, ctx); got != easyPuzzle {
		t.Errorf("the board shows %s, want %s", got, easyPuzzle)
	}
	wire := run(t, ctx, chromedp.Evaluate[[]float64](`(() => {
		const e = performance.getEntriesByType('resource').find(e => e.name.endsWith('/web/app.wasm'));
		return e ? [e.encodedBodySize, e.decodedBodySize] : [];
	})()`))
	if len(wire) != 2 || wire[0] <= 0 || wire[0] > wire[1]/4 {
		t.Errorf("app.wasm came as %v bytes (on the wire, decoded): want a compressed copy", wire)
	}
}
