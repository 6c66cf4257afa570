// storage-guard.js runs before the app. Where storage is blocked (a
// third-party iframe, strict privacy settings), merely reading
// window.localStorage throws, and go-app, which reads it while starting,
// would never start. Put a storage in its place that holds nothing and
// refuses every write, so the app runs and tells the player that games are
// not being saved.
"use strict";
(function () {
  for (const name of ["localStorage", "sessionStorage"]) {
    try {
      window[name].length;
    } catch (err) {
      const refused = {
        length: 0,
        key: () => null,
        getItem: () => null,
        setItem: () => {
          throw err;
        },
        removeItem: () => {},
        clear: () => {},
      };
      try {
        Object.defineProperty(window, name, { value: refused, configurable: true });
      } catch (ignored) {
        // Not replaceable here: the app starts without it.
      }
    }
  }
})();
