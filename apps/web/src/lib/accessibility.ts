import type { AccessibilityFeature } from '@leisure/contracts';

/** What each accessibility fact is called on screen. */
export const accessibilityLabels: Record<AccessibilityFeature, string> = {
  step_free_access: 'Step-free access',
  pool_hoist: 'Pool hoist',
  changing_places_toilet: 'Changing Places toilet',
  hearing_loop: 'Hearing loop',
  quiet_session: 'Quiet session',
};
