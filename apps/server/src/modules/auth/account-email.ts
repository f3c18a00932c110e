// Only an account holder has an email: a dependant (decision 40) has no login. Code that reaches
// a user who logged in, or the customer staff serve at the desk, reads their address here.

/** The email of a user who has a login; a dependant here is a bug, never a customer's mistake. */
export function accountEmail(user: { id: number; email: string | null }): string {
  if (user.email === null) throw new Error(`user ${user.id} has no login (a dependant)`);
  return user.email;
}
