import { type RefObject, useEffect, useRef } from 'react';
import { type EnteredCard, readCardMessage } from '../lib/card-message.ts';

/** Calls `onCard` when the card page in `frame` hands over an accepted card. */
export function useCardMessage(
  frame: RefObject<HTMLIFrameElement | null>,
  onCard: (card: EnteredCard) => void,
) {
  const latest = useRef(onCard);
  useEffect(() => {
    latest.current = onCard;
  }, [onCard]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const card = readCardMessage(event, {
        origin: window.location.origin,
        source: frame.current?.contentWindow,
      });
      if (card) latest.current(card);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}
