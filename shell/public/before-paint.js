// What must happen before the page's first paint, so nothing moves or is lost once the shell's code runs (a few
// hundred milliseconds later: federation bootstrap, React). Loaded first by the page's <head> as a classic script, so
// it runs before the body is parsed (as an async module it sometimes ran after the first paint). Plain JS, served as
// is: its names (the dismissal's key and cookie, the mark on <html>) are checked against the shell's by
// disclaimer-banner.test.tsx, and its tap holding by early-clicks.test.ts.
(() => {
  // 1. The demo-site notice this browser dismissed before. The server leaves it out when the dismissal's cookie comes
  //    with the request; without it (cookies cleared, or dismissed before the cookie existed) the server draws it, and
  //    the shell's code hiding it moved the whole page up under the customer's thumb: a tap on a button became a tap
  //    beside it. Hidden from the first paint instead (index.css), and the cookie written for the next page.
  try {
    if (localStorage.getItem('disclaimer-dismissed') === 'true') {
      document.documentElement.setAttribute('data-notice-dismissed', '');
      // biome-ignore lint/suspicious/noDocumentCookie: one flag, as the shell writes it (disclaimer-banner.tsx)
      document.cookie = 'disclaimer-dismissed=true; Path=/; Max-Age=31536000; SameSite=Lax';
    }
  } catch {
    // Storage refused: the server's page is drawn as sent.
  }

  // 2. Taps made before the shell's code runs. A tap on a button in between had no handler and was lost. Every tap
  //    inside the app (links excepted: they work as plain links) is held until the shell takes them over
  //    (src/app/early-clicks.ts): it keeps the taps on controls and replays each once it is live.
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]') || !target.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target, since: Date.now() });
  };
  document.addEventListener('click', hold, true);
  window.__campusHeldTaps = {
    take() {
      document.removeEventListener('click', hold, true);
      return held.splice(0);
    },
  };

  // 3. The part of the page a link asked for (the home page's "Sandwiches" opens /menu?category=sandwiches at its
  //    sandwiches): the page names it in data-open-at (@campus/ui/server-drawn). Scrolled to once the HTML is parsed,
  //    before the next frame. Done by the page's code instead, seconds later on a slow phone, the jump moved the button
  //    from under a customer who had already scrolled to it, and the tap landed beside it. Not when the customer has
  //    scrolled already, or the address names a fragment of its own.
  const openAt = () => {
    const id = document.querySelector('[data-open-at]')?.getAttribute('data-open-at');
    if (!id || location.hash) return;
    requestAnimationFrame(() => {
      if (window.scrollY === 0) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
  };
  if (document.readyState === 'loading') document.addEventListener('readystatechange', openAt, { once: true });
  else openAt();
})();
