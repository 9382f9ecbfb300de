/** The routes every bench measures (npm run bench, bench:server, bench:repeat): the home page and three slices. */
export const BENCH_ROUTES = ['/', '/menu', '/build-your-own', '/meal-plans/19-99'];
