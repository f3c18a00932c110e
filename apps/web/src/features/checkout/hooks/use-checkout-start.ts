import { type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CompletionInput } from '../lib/payment-flow.ts';
import { type ScaReturn, scaReturnParams } from '../lib/sca-return.ts';
import type { usePayment } from './use-payment.ts';

type Payment = ReturnType<typeof usePayment>;

/**
 * Once per visit: back from the bank, finish the 3-D Secure check (and take its answer off the
 * URL, so a reload does not send it again); otherwise set up the card payment.
 */
export function useCheckoutStart(
  { prepare, returnFromSca }: Pick<Payment, 'prepare' | 'returnFromSca'>,
  { scaReturn, completion }: { scaReturn: ScaReturn | null; completion: CompletionInput },
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
    void returnFromSca(scaReturn, completion);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of scaReturnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [prepare, returnFromSca, scaReturn, completion, setSearchParams]);
}

/** Focuses `target` once when the form first shows, when asked to. */
export function useFocusOnStart(target: RefObject<HTMLElement | null>, isWanted: boolean) {
  useEffect(() => {
    if (isWanted) target.current?.focus();
  }, [isWanted, target]);
}
