/* global window, document */
// Sets data-mantine-color-scheme before the first paint so a dark-mode user never sees a light flash.
// Same logic as Mantine's ColorSchemeScript, with the key of src/config/theme.ts (COLOR_SCHEME_STORAGE_KEY).
// A file rather than an inline script: the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  try {
    var stored = window.localStorage.getItem('arena-color-scheme');
    var scheme = stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'light';
    var computed = scheme !== 'auto' ? scheme : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', computed);
  } catch {
    // localStorage unavailable (privacy mode): Mantine falls back to light.
  }
})();
