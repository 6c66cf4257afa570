//go:build !js

package e2e

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rawGet sends path as written, without the client cleaning it.
func rawGet(t testing.TB, base, path string, header http.Header) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, base+"/", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.URL.Opaque = path
	for k, v := range header {
		req.Header[k] = v
	}
	// Never follow redirects: a redirect target is checked as its own case.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

func TestServerRefusesTraversalAndHiddenFiles(t *testing.T) {
	url, _ := startServer(t)
	for _, path := range []string{
		"/web/../serve.go", "/web/%2e%2e/serve.go", "/web/..%2fserve.go", "/web/%2e%2e%2fgo.mod",
		"//etc/passwd", "/web/%00", "/web/app.css%00.png", "/web/", "/web/.gitignore",
		"/web/..\\serve.go", "/../go.mod", "/go.mod", "/serve.go", "/.git/config",
	} {
		resp, body := rawGet(t, url, path, nil)
		leaked := strings.Contains(body, "package main") || strings.Contains(body, "module ") ||
			strings.Contains(body, "root:") || strings.Contains(body, "[core]")
		if leaked || resp.StatusCode == http.StatusOK {
			t.Errorf("GET %s = %d (%d bytes); want no file served", path, resp.StatusCode, len(body))
		}
	}
}

func TestServerHeaders(t *testing.T) {
	url, _ := startServer(t)
	resp, body := rawGet(t, url, "/", nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "app.js") {
		t.Fatalf("GET / = %d; want the page", resp.StatusCode)
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"'wasm-unsafe-eval'", "worker-src 'self'", "default-src 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %s", csp, want)
		}
	}
	if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("X-Content-Type-Options = %q, want nosniff", got)
	}
	for _, path := range []string{"/", "/app-worker.js"} {
		resp, _ := rawGet(t, url, path, nil)
		if resp.Header.Get("Cache-Control") != "no-cache" || resp.Header.Get("ETag") == "" {
			t.Errorf("GET %s: Cache-Control %q, ETag %q; want no-cache and an ETag",
				path, resp.Header.Get("Cache-Control"), resp.Header.Get("ETag"))
		}
	}

	for _, tt := range []struct{ accept, wantEncoding string }{{"", ""}, {"gzip", "gzip"}, {"gzip, br", "br"}} {
		resp, body := rawGet(t, url, "/web/worker.wasm", http.Header{"Accept-Encoding": {tt.accept}})
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("worker.wasm (Accept-Encoding %q): %d %q; want 200 application/wasm",
				tt.accept, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		if tt.wantEncoding == "" && !strings.HasPrefix(body, "\x00asm") {
			t.Errorf("worker.wasm uncompressed does not start with the wasm magic")
		}
		// Compressed copies exist only after `make wasm`; when present and
		// fresh they must be used, with Vary set.
		if got := resp.Header.Get("Content-Encoding"); got != "" && got != tt.wantEncoding {
			t.Errorf("worker.wasm (Accept-Encoding %q) sent %q encoded", tt.accept, got)
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("worker.wasm lacks Vary: Accept-Encoding")
		}
	}

	// go-app embeds its own wasm_exec.js; the server must send the root one,
	// which matches the toolchain that built the wasm.
	want, err := os.ReadFile(filepath.Join(rootDir, "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	resp, body = rawGet(t, url, "/wasm_exec.js", nil)
	if resp.StatusCode != http.StatusOK || body != string(want) {
		t.Errorf("GET /wasm_exec.js = %d, %d bytes; want the root wasm_exec.js (%d bytes)", resp.StatusCode, len(body), len(want))
	}
}
