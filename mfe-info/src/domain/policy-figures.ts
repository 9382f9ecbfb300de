/**
 * The figures of SPEC §9 that the refunds and terms pages quote. One place, so the pages and their tests agree.
 */
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
