import { serverAnswer } from '@campus/ui/testing/server-html';
import { describe, expect, it } from 'vitest';
import { PlansRoutes } from './routes';

const routes = <PlansRoutes notFound={<p>Oops! Page not found</p>} />;

describe("the plans' pages say their HTTP answer when rendered on a server", () => {
  it.each([
    ['/meal-plans', 200],
    ['/meal-plans/19-99', 200],
    ['/meal-plans/student-plan', 200],
    ['/meal-plans/plan-4', 404],
  ])('%s: %i', (address, status) => {
    expect(serverAnswer(routes, address)).toEqual({ status });
  });

  it('a plan id in another case: 301 to the id as written', () => {
    expect(serverAnswer(routes, '/meal-plans/Student-Plan')).toEqual({
      status: 301,
      location: '/meal-plans/student-plan',
    });
  });
});
