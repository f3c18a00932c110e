import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';
import { type CartViewer, cartQuery } from '../api/get-cart.ts';
import { useSelectedUserId } from '../lib/selected-user.ts';

/** Who the basket belongs to right now (changes at login, logout and with the selected user). */
export function useCartViewer(): CartViewer {
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const selectedUserId = useSelectedUserId();
  return useMemo(() => ({ isLoggedIn, selectedUserId }), [isLoggedIn, selectedUserId]);
}

/** The basket of the current viewer; `data` is null for a visitor the server keeps none for. */
export function useCart() {
  const viewer = useCartViewer();
  const query = useQuery(cartQuery(viewer));
  return { viewer, query };
}
