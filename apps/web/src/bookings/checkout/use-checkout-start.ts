import type { Cart } from '@leisure/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { usePayment } from '../../features/checkout/hooks/use-payment.ts';
import { completionOf } from '../../features/checkout/lib/checkout-bodies.ts';
import { type ScaReturn, scaReturnParams } from './sca-return.ts';

type Payment = ReturnType<typeof usePayment>;

/**
 * Once per visit: back from the bank, finish the 3-D Secure check (and take its answer off the
 * URL, so a reload does not send it again); otherwise set up the card payment.
 */
export function useCheckoutStart(
  { prepare, returnFromSca }: Pick<Payment, 'prepare' | 'returnFromSca'>,
  { scaReturn, cart, source }: { scaReturn: ScaReturn | null; cart: Cart; source: string },
) {
  const [, setSearchParams] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!scaReturn) {
      void prepare(null);
      return;
    }
    void returnFromSca(scaReturn, completionOf(cart, source));
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of scaReturnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [prepare, returnFromSca, scaReturn, cart, source, setSearchParams]);
}

/** Focuses `target` once when the form first shows, when asked to. */
export function useFocusOnStart(target: RefObject<HTMLElement | null>, isWanted: boolean) {
  useEffect(() => {
    if (isWanted) target.current?.focus();
  }, [isWanted, target]);
}
