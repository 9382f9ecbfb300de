import { PlanBuilderScreen } from '../components/plan-builder-screen';
import { PLAN_RULES } from '../domain/plan-rules';

export function Plan1999Page() {
  return <PlanBuilderScreen rule={PLAN_RULES['19-99']} />;
}
