/**
 * SPEC §4 Orders and §9: the figures of the business's policies — what the refunds and terms pages quote and what the
 * cart says next to Proceed to Checkout. One place, so every page and its tests agree.
 */
/** SPEC §1, §9 Loyalty: every 10 bowls bought earns 1 free bowl, as an automatic credit. */
export const BOWLS_PER_FREE_BOWL = 10;

export const POLICY_LAST_UPDATED = 'January 2025';

export const REFUND_FIGURES = {
  freeCancellationHours: 2,
  lateCancellationFeePercent: 50,
  refundRequestWindowHours: 24,
  refundProcessingDays: '3-5',
  refundAppearsDays: '5-10',
  subscriptionRefundDays: '5-7',
  supportResponseHours: 24,
} as const;
