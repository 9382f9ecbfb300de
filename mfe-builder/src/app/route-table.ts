import { PATHS } from '@campus/catalogue/paths';
import type { RouteTable } from '@campus/catalogue/routes';
import { THEME_IDS } from '../domain/theme-ids';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const BUILDER_PAGES = {
  buildYourOwn: {
    path: PATHS.buildYourOwn,
    link: 'Build Your Own Bowl',
    query: ['theme', 'step'],
    samples: [PATHS.buildYourOwn, `${PATHS.buildYourOwn}?theme=mexico`],
    // `?step=` is not here: which steps can be open depends on the bowl kept in the browser.
    prerender: [PATHS.buildYourOwn, ...THEME_IDS.map((id) => `${PATHS.buildYourOwn}?theme=${id}`)],
  },
  suggest: { path: PATHS.suggestABowl, link: 'Suggest a Bowl' },
} as const satisfies RouteTable;
