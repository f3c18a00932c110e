/** The names of the two kinds of credit, the same in the basket, the checkout and the account. */
export const creditKindLabels = {
  general: 'General credit',
  membership: 'Membership credit',
} as const satisfies Record<'general' | 'membership', string>;
