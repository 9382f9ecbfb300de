import { sampleAddresses } from '@campus/catalogue/routes';
import { SLICES } from './slices';

/** Every route of SPEC §2 (with sample parameters) and the slice that must render it: each slice's own route table. */
export const SPEC_ROUTES: [path: string, remote: string][] = SLICES.flatMap(({ table, name }) =>
  sampleAddresses(table).map((path): [string, string] => [path, name]),
);
