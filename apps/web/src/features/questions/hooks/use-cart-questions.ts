import type { Cart, CartQuestions } from '@leisure/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCartViewer } from '../../cart/hooks/use-cart.ts';
import { cartQuestionsKey, cartQuestionsQuery } from '../api/cart-questions.ts';

/**
 * The questions the basket's live lines ask, with the answers saved so far (null while they load
 * or for an empty basket); `replace` takes what saving answers answered.
 */
export function useCartQuestions(cart: Cart | null) {
  const viewer = useCartViewer();
  const queryClient = useQueryClient();
  const lineIds = (cart?.items ?? []).filter((item) => !item.isExpired).map((item) => item.id);
  const query = useQuery({ ...cartQuestionsQuery(viewer, lineIds), enabled: lineIds.length > 0 });
  return {
    query,
    questions: lineIds.length > 0 ? (query.data ?? null) : null,
    replace: (next: CartQuestions) => queryClient.setQueryData(cartQuestionsKey(viewer, lineIds), next),
  };
}
