export const PROMETHEUS: string;
export function prometheusConfig(targets: string[], options?: { interval?: string }): string;
export interface PrometheusSample {
  metric: Record<string, string>;
  value: [number, string];
}
export function startPrometheus(options: { dir: string; port: number; targets: string[]; interval?: string }): Promise<{
  origin: string;
  log(): string;
  query(expr: string): Promise<PrometheusSample[]>;
  stop(): Promise<void>;
}>;
