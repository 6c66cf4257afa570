package goapp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// WithoutOGURL returns page without its og:url meta tag, which must hold
// url. go-app writes a tag's attributes in either order.
func WithoutOGURL(page []byte, url string) ([]byte, error) {
	content := `content=` + strconv.Quote(url)
	var found [][]byte
	for _, tag := range []string{
		`<meta property="og:url" ` + content + ">\n",
		`<meta ` + content + ` property="og:url">` + "\n",
	} {
		if bytes.Contains(page, []byte(tag)) {
			found = append(found, []byte(tag))
		}
	}
	if len(found) != 1 || bytes.Count(page, found[0]) != 1 || bytes.Count(page, []byte("og:url")) != 1 {
		return nil, fmt.Errorf("go-app's page does not have the one og:url tag expected (<meta property=\"og:url\" %s>)", content)
	}
	return bytes.Replace(page, found[0], nil, 1), nil
}

// PlainWasmFetch returns go-app's app.js with app.wasm fetched plainly,
// its download shown as a percentage when size, app.wasm's size, is known
// (above 0). go-app passes the download through a JavaScript stream that
// counts its bytes and rewrites the loading label for every chunk:
// main-thread work in the middle of a cold load (BENCHMARKS.md, issue 20),
// and a response with no URL, which the browser does not keep compiled
// code for. Here the compiler takes the fetch's own response, and a clone
// of it is counted, the label rewritten at most four times a second: on a
// slow phone link the download is most of the wait (nine seconds at
// 1.6 Mbit/s), and the player sees it move. The size comes from the
// build, not a header, since a static host sends none that tells the
// decompressed length.
func PlainWasmFetch(js []byte, base string, size int64) ([]byte, error) {
	wasm := strconv.Quote(strings.TrimSuffix(base, "/") + "/web/app.wasm")
	call := []byte("fetchWithProgress(" + wasm + ", showProgress)")
	if bytes.Count(js, call) != 1 {
		return nil, fmt.Errorf("goapp: go-app's app.js does not fetch app.wasm as expected (%s)", call)
	}
	if size <= 0 {
		return bytes.Replace(js, call, []byte("fetch("+wasm+")"), 1), nil
	}
	js = bytes.Replace(js, call, []byte("sudokuFetchWasm("+wasm+", "+strconv.FormatInt(size, 10)+")"), 1)
	return append(js, fetchWasm...), nil
}

// fetchWasm is PlainWasmFetch's counting fetch, appended to app.js.
const fetchWasm = `

// Appended by the app's server (app/goapp.PlainWasmFetch): app.wasm's
// download, counted on a clone so that the compiler takes the fetch's own
// response, the label rewritten at most four times a second.
async function sudokuFetchWasm(url, size) {
  const response = await fetch(url);
  const label = document.getElementById("app-wasm-loader-label");
  if (!response.ok || !response.body || !label) {
    return response;
  }
  const reader = response.clone().body.getReader();
  let loaded = 0;
  let shown = -1;
  const show = () => {
    const percent = Math.min(99, Math.floor((loaded * 100) / size));
    if (percent !== shown) {
      shown = percent;
      label.innerText = goappLoadingLabel + " " + percent + "%";
    }
  };
  const timer = setInterval(show, 250);
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
      }
    } catch (e) {}
    clearInterval(timer);
  })();
  return response;
}
`

// Zoomable returns go-app's page with a viewport that lets the player
// pinch-zoom: go-app's forbids it (maximum-scale=1, user-scalable=0),
// which leaves a phone's notes at whatever size the board gives them and
// fails WCAG 1.4.4 (resize text). The page's own touch-action rules keep
// a double tap from zooming (web/app.css). It fails unless page has
// exactly the one viewport tag go-app writes, its attributes in either
// order.
func Zoomable(page []byte) ([]byte, error) {
	const (
		fixed = `"width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover"`
		free  = `"width=device-width, initial-scale=1, viewport-fit=cover"`
	)
	var found, want []byte
	for _, tag := range [][2]string{
		{`<meta name="viewport" content=`, `>`},
		{`<meta content=`, ` name="viewport">`},
	} {
		if t := []byte(tag[0] + fixed + tag[1]); bytes.Contains(page, t) {
			found, want = t, []byte(tag[0]+free+tag[1])
		}
	}
	if found == nil || bytes.Count(page, found) != 1 || bytes.Count(page, []byte(`"viewport"`)) != 1 {
		return nil, fmt.Errorf("goapp: go-app's page does not have the one viewport tag expected (content=%s)", fixed)
	}
	return bytes.Replace(page, found, want, 1), nil
}

// OfflineAnyQuery returns go-app's service worker with one change: offline,
// an address of the page with a query string the cache does not hold
// (/?utm_source=x#…, as a link from a newsletter or a chat app carries)
// opens the page cached for its path, where go-app's worker answers
// nothing and the browser shows its offline error. A cached answer still
// comes first, so the embedded page (?embed, cached apart) stays its own.
// And a language's catalogue (web/i18n/), fetched only by the players who
// read it, is kept in the cache once fetched, so the page opens offline
// in that language. It fails unless the worker has go-app's fetch
// handler, as expected.
func OfflineAnyQuery(js []byte) ([]byte, error) {
	const (
		plain    = `return response || fetch(event.request);`
		fallback = `return response || fetch(event.request).then((fetched) => {
        if (fetched.ok && new URL(event.request.url).pathname.includes("/web/i18n/")) {
          const copy = fetched.clone();
          caches.open(cacheName).then((cache) => cache.put(event.request, copy));
        }
        return fetched;
      }).catch((err) => {
        if (event.request.mode !== "navigate") throw err;
        const page = new URL(event.request.url);
        page.search = "";
        return caches.match(page.href).then((cached) => cached || Promise.reject(err));
      });`
	)
	if bytes.Count(js, []byte(plain)) != 1 {
		return nil, fmt.Errorf("goapp: go-app's app-worker.js does not answer fetches as expected (%s)", plain)
	}
	return bytes.Replace(js, []byte(plain), []byte(fallback), 1), nil
}

// resourcesDecl begins the line of go-app's service worker that lists the
// files it precaches: const resourcesToCache = [...];
const resourcesDecl = "\nconst resourcesToCache = "

// WithoutBarePath returns go-app's service worker for a site under base,
// a sub-path such as "/sub/", without base less its slash ("/sub") among
// the files it precaches, where go-app puts it. The page is "/sub/",
// which the worker precaches too (the handler lists it), and "/sub" is
// outside the worker's scope, so it serves no one; but a host that
// serves the site's folder at /sub/ and nothing at /sub (nginx's
// location /sub/ with an alias, a bucket behind a CDN) answers 404 there,
// and one file that fails fails the worker's whole install: the app
// would never open offline. It fails unless the worker lists base's bare
// path once, on the line go-app writes.
func WithoutBarePath(js []byte, base string) ([]byte, error) {
	bare := strings.TrimSuffix(base, "/")
	start := bytes.Index(js, []byte(resourcesDecl))
	if bare == "" || start < 0 || bytes.Count(js, []byte(resourcesDecl)) != 1 {
		return nil, fmt.Errorf("goapp: go-app's app-worker.js does not list the files it precaches as expected (%s[...];)", strings.TrimSpace(resourcesDecl))
	}
	from := start + len(resourcesDecl)
	end := bytes.Index(js[from:], []byte(";\n"))
	var files []string
	if end < 0 || json.Unmarshal(js[from:from+end], &files) != nil {
		return nil, fmt.Errorf("goapp: go-app's app-worker.js does not list the files it precaches as a JSON array")
	}
	kept := files[:0:0]
	for _, f := range files {
		if f != bare {
			kept = append(kept, f)
		}
	}
	if len(kept) != len(files)-1 {
		return nil, fmt.Errorf("goapp: go-app's app-worker.js does not precache %q once", bare)
	}
	list, err := json.Marshal(kept)
	if err != nil {
		return nil, err
	}
	return append(append(append([]byte(nil), js[:from]...), list...), js[from+end:]...), nil
}
