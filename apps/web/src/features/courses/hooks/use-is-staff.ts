/**
 * Whether the person using the app is front-of-house staff (a staff login carries `role: "staff"`,
 * see api-contract.md). There is no login in the web app yet, so this is false for everyone: the
 * front-of-house course detail only renders once the accounts work makes this read the logged-in
 * user. Screens take the answer as a prop, so they can be shown (and tested) with it on.
 */
export function useIsStaff(): boolean {
  return false;
}
