import { type Cart, cartHandoffParam } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError, statusMessages } from '../../../lib/api.ts';
import { toast } from '../../../ui/toast/index.ts';
import { cartQueryKey } from '../../cart/api/get-cart.ts';
import { useCartViewer } from '../../cart/hooks/use-cart.ts';
import { claimCartHandoff } from '../api/cart-handoff.ts';

export type HandoffClaim =
  | { status: 'none' | 'claiming' | 'claimed' }
  | { status: 'failed'; message: string };

/** One claim per token and page: a link is single use, and StrictMode runs effects twice. */
const claims = new Map<string, Promise<Cart>>();

function claimOnce(token: string): Promise<Cart> {
  let claim = claims.get(token);
  if (!claim) {
    claim = claimCartHandoff(token);
    claims.set(token, claim);
  }
  return claim;
}

/**
 * `/basket?handoff={token}`, the link of a kiosk's QR code: claims the handed-off basket into
 * this browser's, shows it, and takes the token off the URL (a reload must not claim again).
 */
export function useHandoffClaim(): HandoffClaim {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(cartHandoffParam);
  const queryClient = useQueryClient();
  const viewer = useCartViewer();
  const [claim, setClaim] = useState<HandoffClaim>(() => ({ status: token ? 'claiming' : 'none' }));

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    const forgetToken = () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(cartHandoffParam);
          return next;
        },
        { replace: true },
      );
    setClaim({ status: 'claiming' });
    claimOnce(token).then(
      async (cart) => {
        if (!isCurrent) return;
        // A basket request sent before the claim would land after it and show the old basket.
        await queryClient.cancelQueries({ queryKey: cartQueryKey(viewer) });
        queryClient.setQueryData(cartQueryKey(viewer), cart);
        setClaim({ status: 'claimed' });
        toast.success('Your basket from the kiosk is here.');
        forgetToken();
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const message = isApiError(error) && error.code !== null ? error.message : statusMessages.generic;
        setClaim({ status: 'failed', message });
        forgetToken();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, queryClient, viewer, setSearchParams]);

  return claim;
}
