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

  // 2. Taps made before the shell's code runs. A tap on a button in between had no handler and was lost. A tap on a
  //    control inside the app (links excepted: they work as plain links) is held until the shell takes it over
  //    (src/app/early-clicks.ts, which replays it once the control is live), and drawn pending on its control at once
  //    (index.css), so the customer sees it counted and need not tap again. A second tap on a control whose tap is
  //    held counts once (early-clicks.ts says why). The selector and attribute names are the shell's, checked by
  //    early-clicks.test.ts.
  const CONTROL =
    'button, summary, label, [role="button"], [role="tab"], [role="checkbox"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
  const held = [];
  const hold = (event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    // A label counts for a box or a radio only: a text field's label focuses its field, natively.
    if (control instanceof HTMLLabelElement && !control.control?.matches('[type="checkbox"], [type="radio"]')) return;
    if (!control || control.closest('a[href]') || !control.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute('data-tap-held')) return;
    control.setAttribute('data-tap-held', '');
    control.setAttribute('aria-busy', 'true');
    held.push({ target: control, since: Date.now() });
  };
  document.addEventListener('click', hold, true);
  window.__campusHeldTaps = {
    controls: CONTROL,
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
