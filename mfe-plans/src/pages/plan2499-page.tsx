import { PlanBuilderScreen } from '../components/plan-builder-screen';
import { PLAN_RULES } from '../domain/plan-rules';

export function Plan2499Page() {
  return <PlanBuilderScreen rule={PLAN_RULES['24-99']} />;
}
