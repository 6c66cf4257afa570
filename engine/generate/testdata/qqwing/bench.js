// Measures qqwing (npm qqwing 1.3.4, JavaScript) the way engine/generate's
// benchmarks measure us, so BENCHMARKS.md can set the two side by side:
// unique 9x9 puzzles with 180-degree symmetry, rated by qqwing's own
// solver, and the time to a puzzle of each qqwing difficulty (its CLI's
// --generate --difficulty loop: generate, solve with history, compare).
// Run by `make bench-qqwing`. Output lines mimic `go test -bench`.
"use strict";
const qqwing = require("qqwing");

const q = new qqwing();
q.setRecordHistory(true);

// one generates and rates one puzzle and returns its difficulty.
function one() {
  q.generatePuzzleSymmetry(qqwing.Symmetry.ROTATE180);
  q.solve();
  return q.getDifficulty();
}

function report(name, times, extra) {
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.floor(((times.length - 1) * p) / 100)];
  const total = times.reduce((a, b) => a + b, 0);
  console.log(
    `BenchmarkQQWing/${name}\t${times.length}\t` +
      `${pct(50).toFixed(3)} p50-ms\t${pct(95).toFixed(3)} p95-ms\t` +
      `${((1000 * times.length) / total).toFixed(1)} puzzles/s${extra || ""}`
  );
}

const n = Number(process.argv[2] || 200);
const any = [];
const seen = {};
for (let i = 0; i < n; i++) {
  const start = performance.now();
  const d = one();
  any.push(performance.now() - start);
  seen[d] = (seen[d] || 0) + 1;
}
const names = ["unknown", "simple", "easy", "intermediate", "expert"];
report("any", any, "\t" + names.map((s, d) => `${s}=${seen[d] || 0}`).join(" "));

for (let d = qqwing.Difficulty.SIMPLE; d <= qqwing.Difficulty.EXPERT; d++) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    while (one() !== d) {}
    times.push(performance.now() - start);
  }
  report(names[d], times);
}
