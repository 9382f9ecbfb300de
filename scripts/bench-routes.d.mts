/** The routes every bench measures. */
export const BENCH_ROUTES: readonly string[];
