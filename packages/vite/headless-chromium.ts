import { existsSync } from 'node:fs';
import CHROMIUM from './chromium.json' with { type: 'json' };

/**
 * The Chromium that the end-to-end tests and a release's health check drive, both headless: the one named by
 * `PLAYWRIGHT_CHROMIUM_PATH`, else Debian's headless shell (the same build without a window's compositor: a page load in
 * a fresh context costs about a third of the CPU of `chromium --headless=new`), else the full browser; with neither,
 * no path (Playwright's own download). The shell is headless by construction, so it is not given `--headless=new`.
 * The bench and `scripts/paint-trace.ts` launch the full browser themselves: their paint timing stands for a customer's.
 */
export function headlessChromium(preferred = process.env.PLAYWRIGHT_CHROMIUM_PATH): {
  executablePath: string | undefined;
  args: string[];
} {
  const executablePath = [preferred, CHROMIUM.headlessShellPath, CHROMIUM.debianPath].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
  const shell = executablePath?.endsWith('headless-shell') ?? false;
  return { executablePath, args: shell ? CHROMIUM.args.filter((arg) => !arg.startsWith('--headless')) : CHROMIUM.args };
}
