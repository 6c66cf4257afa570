// defer-sw.js runs before the app. go-app registers its service worker as
// soon as its script runs, and the worker's install downloads every file
// the app keeps for offline play, worker.wasm included, while the page is
// still loading app.wasm on the same CPU. Hold the registration until the
// page says its first board is on screen (the "sudoku-started" event), or
// at most 10 s, for a page that never starts.
//
// A browser looks for a new version of the app only when a page loads,
// and a phone's tab or an installed app may stay open for days. So when
// the player comes back to the page (it shows again, or resumes from
// frozen), it asks the server too, at most once a minute; go-app's
// handler then offers the update (its AutoUpdateInterval asks hourly
// while the page is in use).
"use strict";
(function () {
  const container = navigator.serviceWorker;
  if (!container) {
    return;
  }
  const register = container.register.bind(container);
  const started = new Promise((resolve) => {
    addEventListener("sudoku-started", resolve, { once: true });
    setTimeout(resolve, 10000);
  });
  container.register = (...args) =>
    started.then(() => register(...args)).then((registration) => {
      let asked = 0;
      const ask = () => {
        if (Date.now() - asked < 60000) {
          return;
        }
        asked = Date.now();
        registration.update().catch(() => {}); // offline: next time
      };
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") {
          ask();
        }
      });
      document.addEventListener("resume", ask);
      return registration;
    });
})();
