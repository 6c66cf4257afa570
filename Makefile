# Sudoku: build, serve, test, export, measure.
#   make run          build the wasm and serve on http://127.0.0.1:8080 (ADDR=host:port)
#   make test         every test: vet, unit, engine under WASM, browser (installs chromium)
#   make dist         static site in dist/ (BASE=/sub/ to host under a sub-path)
#   make bench        benchmarks: engine natively and under WASM, then the browser
#   make bench-peers  our solver beside tdoku and jsolve, natively and in WASM (one run),
#                     then our variant solver beside ISS (bench-iss)
#   make fuzz         long fuzzing runs (FUZZTIME per fuzzer)

GO       ?= go
ADDR     ?= 127.0.0.1:8080
BASE     ?= /
FUZZTIME ?= 1000000x
BENCHTIME ?= 2s
GOROOT   := $(shell $(GO) env GOROOT)
WASMENV  := GOOS=js GOARCH=wasm
# go test runs GOOS=js test binaries through go_js_wasm_exec (node).
WASMPATH := PATH="$(GOROOT)/lib/wasm:$$PATH"
CHROMIUM ?= /usr/bin/chromium
# A plain static host for the export's test (TestExportOnPlainNginx).
NGINX    ?= /usr/sbin/nginx
BROTLI   ?= /usr/bin/brotli
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

WASM     := web/app.wasm web/worker.wasm
# The page's stylesheet is fetched before the board, with app.wasm, and a
# language's catalogue before it too: they are sent compressed as the wasm
# is. (en.json, the English source, is never fetched.)
TEXT     := web/app.css $(filter-out web/i18n/en.json,$(wildcard web/i18n/*.json))
COMPRESSED := $(WASM:=.gz) $(WASM:=.br) $(TEXT:=.gz) $(TEXT:=.br)

.PHONY: all run test vet unit test-wasm test-browser dist bench bench-peers bench-iss bench-qqwing bench-sparse fuzz fuzz-short wasm clean chromium emscripten

all: wasm

wasm: $(WASM) $(COMPRESSED)

# app.wasm is built without go-app's server side (see app/goapp/doc.go),
# through an overlay that app/goapp/overlay.go writes: it maps a go-app
# that exists on no disk onto the module cache's, file by file, less the
# server side. Native builds, `go vet` and tests take no overlay and use
# go-app as published.
GOAPP   := github.com/maxence-charriere/go-app/v9
OVERLAY := .cache/goapp-overlay.json

$(OVERLAY): go.mod go.sum app/goapp/overlay.go $(wildcard app/goapp/_upstream/*.go app/goapp/_upstream/*/*)
	mkdir -p .cache
	$(GO) mod download $(GOAPP)
	$(GO) run app/goapp/overlay.go -o $@

# Always rebuilt (go's build cache makes that quick), but replaced only when
# the bytes change, so the compressed copies stay fresh. -s -w drops the
# symbol table and DWARF, which browsers never read (panics still name
# their functions: that is the pclntab; sizes in BENCHMARKS.md).
WASMBUILD := $(WASMENV) $(GO) build -trimpath -ldflags='-s -w'
web/app.wasm: $(OVERLAY) FORCE
	$(WASMBUILD) -overlay=$(OVERLAY) -o $@.tmp ./app/cmd/page
	cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@

web/worker.wasm: FORCE
	$(WASMBUILD) -o $@.tmp ./app/cmd/worker
	cmp -s $@.tmp $@ && rm $@.tmp || mv $@.tmp $@

# Pattern rules, not the lists: app/e2e compresses wasm files it builds
# elsewhere (bareWeb) through them.
%.wasm.gz: %.wasm
	gzip -9 -k -f -n $<

%.css.gz: %.css
	gzip -9 -k -f -n $<

%.json.gz: %.json
	gzip -9 -k -f -n $<

# Brotli through Debian's brotli, installed when missing (as chromium is),
# so that `make run` and `make dist` need nothing but Go and it. -n: the
# copy has its own time, which the server compares with the file's.
%.wasm.br: %.wasm | $(BROTLI)
	$(BROTLI) -q 11 -f -k -n -o $@ $<

%.css.br: %.css | $(BROTLI)
	$(BROTLI) -q 11 -f -k -n -o $@ $<

%.json.br: %.json | $(BROTLI)
	$(BROTLI) -q 11 -f -k -n -o $@ $<

$(BROTLI):
	$(SUDO) apt-get update
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends brotli

run: wasm
	$(GO) run . -addr $(ADDR)

dist: wasm
	rm -rf dist
	$(GO) run . -export dist -base $(BASE)

test: vet unit fuzz-short test-wasm test-browser

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }
	$(GO) vet ./...
	$(WASMENV) $(GO) vet ./...

unit:
	$(GO) test -short $$($(GO) list ./... | grep -v /app/e2e)

test-wasm:
	$(WASMPATH) $(WASMENV) $(GO) test -short ./engine/... ./app/worker/jobs/ ./app/worker/protocol/ ./app/daily/ ./app/game/ ./app/stats/ ./app/share/ ./app/share/paste/ ./app/grade/ ./app/words/ ./app/setter/ ./app/rulesvg/

# The browser tests take 8 minutes on some 2-core machines and 13 on
# others (the same commit, 2026-12-01): the timeout leaves room for both.
test-browser: chromium wasm | $(NGINX)
	CHROMIUM=$(CHROMIUM) NGINX=$(NGINX) $(GO) test -count=1 -timeout 25m ./app/e2e/

chromium: $(CHROMIUM)

$(CHROMIUM):
	$(SUDO) apt-get update
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium

# nginx-light with the brotli_static module: the README's host
# configuration, run on an export (app/e2e's TestExportOnPlainNginx).
$(NGINX):
	$(SUDO) apt-get update
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static

# The full benchmark lists, where they are: tests and benchmarks otherwise
# read the samples in engine/internal/puzzleset/testdata (its README).
FULLSETS ?= $(wildcard ../shared/puzzles)
bench: export SUDOKU_PUZZLES = $(FULLSETS)

# Engine benchmarks, natively then under WASM, then the app natively and in
# Chromium, one after the other so the figures compare (see BENCHMARKS.md).
# The MRV baseline runs natively only.
BENCH_SOLVE := Count/.*/fast|Size16/fast|Size25|RandomGrid
# The level benchmarks run a fixed count, so their percentiles rest on
# enough puzzles; Extreme, which digs 200 puzzles in vain, runs a few.
BENCH_GEN := AnyLevel|Size
BENCH_LEVELS := Level/(Easy|Medium|Hard|Expert|Master)$$
bench: chromium wasm
	nproc; uptime
	$(MAKE) --no-print-directory bench-peers
	$(MAKE) --no-print-directory bench-sparse
	ls -l $(WASM) $(COMPRESSED)
	$(GO) test -run='^$$' -bench='$(BENCH_SOLVE)' -benchtime=$(BENCHTIME) ./engine/solve/
	$(GO) test -run='^$$' -bench='Count/.*/mrv' -benchtime=300x ./engine/solve/
	$(GO) test -run='^$$' -bench='Published' -benchtime=1x -timeout 60m ./engine/solve/
	$(GO) test -run='^$$' -bench='Grade(PE96|Magictour|Forum1000)$$' -benchtime=1x ./engine/logic/
	$(GO) test -run='^$$' -bench='Solve(PE96|Magictour|17Clue|Forum1106)$$' -benchtime=$(BENCHTIME) ./engine/sat/
	$(GO) test -run='^$$' -bench='$(BENCH_GEN)' -benchtime=$(BENCHTIME) ./engine/generate/
	$(GO) test -run='^$$' -bench='$(BENCH_LEVELS)' -benchtime=200x ./engine/generate/
	$(GO) test -run='^$$' -bench='Level/Extreme' -benchtime=10x ./engine/generate/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='$(BENCH_SOLVE)' -benchtime=$(BENCHTIME) ./engine/solve/
	$(WASMPATH) $(WASMENV) $(GO) test -short -run='^$$' -bench='Published' -benchtime=1x -timeout 30m ./engine/solve/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='Grade(PE96|Magictour|Forum1000)$$' -benchtime=1x -timeout 30m ./engine/logic/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='$(BENCH_GEN)' -benchtime=$(BENCHTIME) ./engine/generate/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='$(BENCH_LEVELS)' -benchtime=100x ./engine/generate/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='Level/Extreme' -benchtime=5x ./engine/generate/
	$(MAKE) --no-print-directory bench-qqwing
	$(GO) test -run='^$$' -bench=. -benchtime=$(BENCHTIME) -benchmem ./app/shell/ ./app/game/ ./app/panel/statspanel/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench=. -benchtime=$(BENCHTIME) -benchmem ./app/game/
	CHROMIUM=$(CHROMIUM) $(GO) test -run='^$$' -bench=. -benchtime=50x -timeout 30m ./app/e2e/

# tdoku (C++, SIMD) and jsolve (C), built here beside our engine from
# ../shared/tools/peers and timed in one run: count to 2 over each set,
# natively (g++) and in WebAssembly (emscripten, SIMD128) in the same Node.
# run.sh prints puzzles/s medians of ROUNDS and the ratios ours/tdoku.
# Without the folder the peers are skipped, and said to be. The harness
# is built from a copy whose Go side calls sudoku.ParseLine (the line
# reader's name since the codecs left engine/sudoku; it calls Parse).
PEERS    ?= ../shared/tools/peers
PEEROUT  ?= $(CURDIR)/.cache/peers
ROUNDS   ?= 3
bench-peers:
	@if [ ! -d "$(PEERS)" ]; then echo "bench-peers: no $(PEERS); peers skipped"; exit 0; fi; \
	set -e; command -v em++ >/dev/null || $(MAKE) --no-print-directory emscripten; \
	date -u; uname -m; grep -m1 'model name' /proc/cpuinfo || true; nproc; uptime; \
	rm -rf "$(PEEROUT)/harness"; mkdir -p "$(PEEROUT)"; cp -R "$(PEERS)" "$(PEEROUT)/harness"; \
	sed -i 's/sudoku\.Parse(/sudoku.ParseLine(/' "$(PEEROUT)/harness/gobench.go.txt"; \
	OUT=$(PEEROUT) "$(PEEROUT)/harness/build.sh"; \
	OUT=$(PEEROUT) ROUNDS=$(ROUNDS) "$(PEERS)/run.sh"
	@$(MAKE) --no-print-directory bench-iss

# sigh's Interactive Sudoku Solver (ISS, JavaScript, the variant solver
# that runs in browsers) beside our exact variant solver, in one run: every
# published puzzle of engine/solve/testdata (variants.tsv, killers.tsv)
# counted to 2 by ours natively and by ISS in one long-lived node worker
# (ISSDIR/iss_worker.mjs), puzzle by puzzle, each warmed up then timed;
# rows and p50/p90/p95/max (engine/solve TestISSSideBySide; the puzzles
# are written in ISS's syntax by engine/internal/issform). It takes
# minutes. ISS is not published on the npm registry (no package
# interactive-sudoku-solver, its package.json's name, nor under other
# names): ISSDIR is a copy of its GitHub sources. Without the folder or
# node, ISS is skipped, and said to be.
ISSDIR   ?= ../shared/tools/iss
bench-iss:
	@if [ ! -f "$(ISSDIR)/iss_worker.mjs" ]; then echo "bench-iss: no $(ISSDIR)/iss_worker.mjs; ISS skipped"; exit 0; fi; \
	if ! command -v node >/dev/null; then echo "bench-iss: node not found; ISS skipped"; exit 0; fi; \
	set -e; date -u; nproc; uptime; node --version; \
	ISS="$(abspath $(ISSDIR))" $(GO) test -count=1 -run='^TestISSSideBySide$$' -v -timeout 60m ./engine/solve/

# The sparse 16x16 and 25x25 sets (engine/solve/testdata): count to 2 per
# puzzle, p50/p95/max, natively and under WASM.
bench-sparse:
	$(GO) test -run='^$$' -bench='Sparse' -benchtime=1x ./engine/solve/
	$(WASMPATH) $(WASMENV) $(GO) test -run='^$$' -bench='Sparse' -benchtime=1x ./engine/solve/

emscripten:
	$(SUDO) apt-get update
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends emscripten

# qqwing (npm, JavaScript) in Node, measured the way engine/generate is.
QQWING := engine/generate/testdata/qqwing
bench-qqwing:
	cd $(QQWING) && npm ci --no-audit --no-fund && node bench.js 200

# Every fuzzer, package:name. `make fuzz` runs each for FUZZTIME (default a
# million inputs); `make test` gives each 30,000 (a count, not a time:
# a time limit can end a run mid-input and fail it under load).
FUZZERS := engine/codec:FuzzParse engine/sudoku:FuzzPlainLine engine/codec:FuzzPlainLine engine/codec:FuzzRoundTrip \
	engine/codec:FuzzLZString engine/codec:FuzzFPuzzles engine/codec:FuzzDecorations engine/codec:FuzzKillerFormats engine/codec:FuzzVariantWriters engine/sudoku:FuzzDecodeRules \
	engine/solve:FuzzCountPuzzle engine/solve:FuzzCount engine/solve:FuzzCountMarks engine/sat:FuzzCount engine/cmd/sudoku-cli:FuzzSolve \
	engine/serate:FuzzRateMemory app/worker/jobs:FuzzHandleJSON app/game:FuzzLoad app/share:FuzzDecode \
	app/words:FuzzCells app/game:FuzzImport app/daily:FuzzParseDate app/game:FuzzReadMoves app/grade:FuzzParse \
	engine/message:FuzzParse

fuzz:
	@set -e; for f in $(FUZZERS); do \
		echo "== $${f%%:*} $${f##*:}"; \
		$(GO) test -run='^$$' -fuzz="^$${f##*:}$$" -fuzztime=$(FUZZTIME) ./$${f%%:*}/; \
	done

fuzz-short:
	@$(MAKE) --no-print-directory fuzz FUZZTIME=30000x

clean:
	rm -rf dist $(WASM) $(WASM:=.tmp) $(COMPRESSED) .cache/go-app .cache/client.mod .cache/client.sum .cache/goapp-overlay.*

FORCE:
