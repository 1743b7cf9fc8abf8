// Inlined by write-entry-pages.mjs at the end of an entry page that arrives rendered (decision 026): the page's code
// (data-code: the entry chunk, then the chunks to preload) is asked for once the page has painted, so on a slow
// connection the HTML and the styles have the bandwidth to themselves and the page shows sooner.
// The same text on every such page: the server allows it in its Content-Security-Policy by its hash.
(() => {
  const [entry, ...chunks] = document.currentScript.dataset.code.split(' ');
  let requested = false;
  const requestCode = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // Each preload starts its request as it is added (1-7 ms apiece here, more on a slow phone): as many per task as
    // fit in 2 ms, at least one, after the entry script's, so the 30 to 70 of a page make no long task (three a task
    // made tasks of up to 25 ms on /dashboard, each a long one in Lighthouse's 4x model).
    const preloadSome = () => {
      const until = performance.now() + 2;
      do {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = chunks.shift();
        document.head.append(link);
      } while (chunks.length > 0 && performance.now() < until);
      if (chunks.length > 0) setTimeout(preloadSome);
    };
    if (chunks.length > 0) setTimeout(preloadSome);
  };
  // A browser without paint timing, or a page opened in a background tab (it paints only once shown): at once.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || document.visibilityState !== 'visible') {
    requestCode();
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) requestCode();
  }).observe({ type: 'paint', buffered: true });
  // Hidden before it painted; and, whatever happens, no later than this.
  document.addEventListener('visibilitychange', requestCode, { once: true });
  setTimeout(requestCode, 3000);
})();
