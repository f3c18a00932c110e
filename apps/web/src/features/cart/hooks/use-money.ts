import { formatMoney, isStaff } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { useAuthUser } from '../../../lib/auth.ts';

/**
 * The currency symbol totals are shown in: the staff user's own (`currencySymbol` of their
 * account, docs/product.md 'Money, time and words') at the desk, else the client's.
 */
export function useCurrencySymbol(): string {
  const { client } = useAppContext();
  const { user } = useAuthUser(client.clientId);
  return isStaff(user) ? user.currencySymbol : client.currency.symbol;
}

/** Pence as money in that symbol. */
export function useMoney(): (pence: number) => string {
  const symbol = useCurrencySymbol();
  return (pence) => formatMoney(pence, symbol);
}
