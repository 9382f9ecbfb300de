import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Snapshot } from '@campus/release-store/store';
import type { Metrics } from './metrics.mjs';

export function createOperatorHandler(options: {
  metrics: Metrics;
  live: () => Snapshot | null;
  root: string;
}): (req: IncomingMessage, res: ServerResponse) => void;
