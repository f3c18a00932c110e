/** The online-joining app's routes (docs/product.md, 'What it is'). */
export const joiningPaths = {
  centres: '/',
  kiosk: '/kiosk',
  centre: (slug: string) => `/centre/${encodeURIComponent(slug)}`,
  /** In kiosk mode the confirmation keeps `?kiosk=true` (spec section 4). */
  orderConfirmed: (orderId: number, isKiosk: boolean) =>
    `/order-confirmed/${orderId}${isKiosk ? '?kiosk=true' : ''}`,
  /** Setting up how a membership's later months are paid (issue 25). */
  directDebit: (membershipId: number) => `/membership/${membershipId}/direct-debit`,
} as const;
