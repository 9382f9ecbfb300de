import { PATHS } from '@campus/catalogue/paths';
import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const BUILDER_PAGES = {
  buildYourOwn: {
    path: PATHS.buildYourOwn,
    link: 'Build Your Own Bowl',
    samples: [PATHS.buildYourOwn, `${PATHS.buildYourOwn}?theme=mexico`],
  },
  suggest: { path: PATHS.suggestABowl, link: 'Suggest a Bowl' },
} as const satisfies RouteTable;
