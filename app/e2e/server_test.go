//go:build !js

package e2e

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// request sends method and path as written, without the client cleaning
// it, with header (a "Host" entry sets the request's Host), and returns the
// response and its body. It never follows redirects: a redirect target is
// checked as its own case.
func request(t testing.TB, method, base, path string, header http.Header) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, base+"/", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.URL.Opaque = path
	for k, v := range header {
		if k == "Host" {
			req.Host = v[0]
			continue
		}
		req.Header[k] = v
	}
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

// rawGet is request with GET.
func rawGet(t testing.TB, base, path string, header http.Header) (*http.Response, string) {
	t.Helper()
	return request(t, http.MethodGet, base, path, header)
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

// Every file the server sends is revalidated (no-cache) and has an ETag,
// which a conditional request turns into a 304 without the body.
func TestServerRevalidates(t *testing.T) {
	url, _ := startServer(t)
	for _, path := range []string{
		"/", "/?embed=1", "/wasm_exec.js", "/app.js", "/app-worker.js", "/manifest.webmanifest",
		"/app.css", "/web/app.css", "/web/worker.wasm",
	} {
		resp, _ := rawGet(t, url, path, nil)
		etag := resp.Header.Get("ETag")
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Cache-Control") != "no-cache" || etag == "" {
			t.Errorf("GET %s = %d, Cache-Control %q, ETag %q; want 200, no-cache and an ETag",
				path, resp.StatusCode, resp.Header.Get("Cache-Control"), etag)
			continue
		}
		resp, body := rawGet(t, url, path, http.Header{"If-None-Match": {etag}})
		if resp.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("GET %s with If-None-Match %s = %d (%d bytes), want 304 and no body", path, etag, resp.StatusCode, len(body))
		}
	}
}

// The site is read-only: every path answers GET and HEAD, and refuses any
// other method with 405 and the methods it allows.
func TestServerAllowsOnlyGetAndHead(t *testing.T) {
	url, _ := startServer(t)
	paths := []string{"/", "/?embed=1", "/app.js", "/wasm_exec.js", "/app-worker.js", "/manifest.webmanifest",
		"/web/app.css", "/web/worker.wasm", "/no-such-file", "/web/no-such-file"}
	for _, path := range paths {
		for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"} {
			resp, _ := request(t, method, url, path, nil)
			if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s = %d, Allow %q; want 405, Allow \"GET, HEAD\"", method, path, resp.StatusCode, resp.Header.Get("Allow"))
			}
		}
		if strings.Contains(path, "no-such") {
			continue
		}
		get, getBody := request(t, http.MethodGet, url, path, nil)
		head, headBody := request(t, http.MethodHead, url, path, nil)
		if get.StatusCode != http.StatusOK || head.StatusCode != http.StatusOK || headBody != "" ||
			head.Header.Get("Content-Type") != get.Header.Get("Content-Type") || len(getBody) == 0 {
			t.Errorf("%s: GET = %d (%d bytes), HEAD = %d (%d bytes, type %q against %q); want 200 both, a body only for GET",
				path, get.StatusCode, len(getBody), head.StatusCode, len(headBody), head.Header.Get("Content-Type"), get.Header.Get("Content-Type"))
		}
	}
}

// The page is the same whatever the request carries: nothing of its host,
// query or path reaches the HTML.
func TestServerPageCarriesNothingFromTheRequest(t *testing.T) {
	url, _ := startServer(t)
	for _, tt := range []struct {
		path, host, marker string
	}{
		{"/", "", strings.TrimPrefix(url, "http://")}, // the server's own address, as the client named it
		{`/?q="><script>alert(1)</script>`, "", "alert(1)"},
		{`/?embed=1&q="><b>injected</b>`, "", "injected"},
		{"/?q=%22%3E%3Cscript%3Ealert(2)%3C/script%3E", "", "alert(2)"},
		{"/", "attacker.example", "attacker.example"},
		{"/?embed=1", "attacker.example:8080", "attacker.example"},
	} {
		var header http.Header
		if tt.host != "" {
			header = http.Header{"Host": {tt.host}}
		}
		resp, body := rawGet(t, url, tt.path, header)
		if resp.StatusCode != http.StatusOK || !strings.Contains(body, "app.js") {
			t.Errorf("GET %s (Host %q) = %d; want the page", tt.path, tt.host, resp.StatusCode)
			continue
		}
		if i := strings.Index(body, tt.marker); i >= 0 {
			t.Errorf("GET %s (Host %q): the page holds %q: %s", tt.path, tt.host, tt.marker, body[max(0, i-80):i+len(tt.marker)])
		}
	}
}

// No request makes the server fetch anything: go-app's Handler proxies
// /robots.txt, /sitemap.xml and /ads.txt from http://<request host>/web/,
// which let any client point the server at another host (and the answer
// was kept for everyone after).
func TestServerFetchesNothingForARequest(t *testing.T) {
	var fetched atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fetched.Add(1)
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<h1>served for another host</h1>")
	}))
	defer other.Close()
	url, _ := startServer(t)
	for _, path := range []string{"/robots.txt", "/sitemap.xml", "/ads.txt"} {
		resp, body := rawGet(t, url, path, http.Header{"Host": {strings.TrimPrefix(other.URL, "http://")}})
		if resp.StatusCode != http.StatusNotFound || strings.Contains(body, "another host") {
			t.Errorf("GET %s = %d %q; want 404", path, resp.StatusCode, body)
		}
	}
	if n := fetched.Load(); n != 0 {
		t.Errorf("the server made %d requests to the host a client named", n)
	}
}

// A precompressed copy is sent to a client that accepts its coding with a
// weight above 0 (the highest weight wins, brotli first among equals), and
// never to one that refuses it, however the refusal is spelled.
func TestServerAcceptEncoding(t *testing.T) {
	url, _ := startServer(t)
	for _, tt := range []struct{ accept, want string }{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"gzip, br", "br"},
		{"BR", "br"},
		{"br;q=0", ""},
		{"br; q=0", ""},
		{"br;q=0.0", ""},
		{"br;q=0.000, gzip", "gzip"},
		{"br;Q=0, gzip", "gzip"},
		{"br ; q=0 , gzip ; q=0", ""},
		{"*", "br"},
		{"*;q=0", ""},
		{"br;q=0, *", "gzip"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"gzip;q=0.5, br;q=0.8", "br"},
		{"br;q=nonsense, gzip", "gzip"},
	} {
		resp, body := rawGet(t, url, "/web/worker.wasm", http.Header{"Accept-Encoding": {tt.accept}})
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: %d %q; want 200 application/wasm", tt.accept, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		if got := resp.Header.Get("Content-Encoding"); got != tt.want {
			t.Errorf("Accept-Encoding %q: sent %q encoded, want %q", tt.accept, got, tt.want)
		}
		if tt.want == "" && !strings.HasPrefix(body, "\x00asm") {
			t.Errorf("Accept-Encoding %q: the body does not start with the wasm magic", tt.accept)
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: no Vary: Accept-Encoding", tt.accept)
		}
	}
}

// The page, the scripts and the stylesheet fetched before the board are
// sent compressed to a browser that accepts it, whole to one that does
// not, each with its own ETag.
func TestServerCompressesThePage(t *testing.T) {
	url, _ := startServer(t)
	for _, path := range []string{"/", "/wasm_exec.js", "/app.js", "/web/app.css"} {
		plain, plainBody := rawGet(t, url, path, http.Header{"Accept-Encoding": {"identity"}})
		zipped, _ := rawGet(t, url, path, http.Header{"Accept-Encoding": {"gzip, deflate, br"}})
		if plain.StatusCode != http.StatusOK || zipped.StatusCode != http.StatusOK {
			t.Errorf("%s: %d and %d, want 200", path, plain.StatusCode, zipped.StatusCode)
			continue
		}
		if got := plain.Header.Get("Content-Encoding"); got != "" || len(plainBody) == 0 {
			t.Errorf("%s for identity: coding %q, %d bytes", path, got, len(plainBody))
		}
		if got := zipped.Header.Get("Content-Encoding"); got != "gzip" && got != "br" {
			t.Errorf("%s for a browser: coding %q, want gzip or br", path, got)
		}
		if plain.Header.Get("ETag") == zipped.Header.Get("ETag") {
			t.Errorf("%s: one ETag %s for the plain and the compressed body", path, plain.Header.Get("ETag"))
		}
		if !strings.Contains(zipped.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: no Vary: Accept-Encoding", path)
		}
	}
}

// Headers beyond the server's limit are refused before any handler runs.
func TestServerRefusesHugeHeaders(t *testing.T) {
	url, _ := startServer(t)
	resp, _ := rawGet(t, url, "/", http.Header{"X-Padding": {strings.Repeat("x", 1<<20)}})
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("a 1 MB header: %d, want 431", resp.StatusCode)
	}
}
