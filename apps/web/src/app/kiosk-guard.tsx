import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { endKioskSession } from '../features/kiosk/lib/end-kiosk-session.ts';
import { useAppContext } from '../lib/app-context.ts';
import { crossAppUrl } from '../lib/app-links.ts';
import { useIsLoggedIn } from '../lib/auth.ts';
import { pageLocation } from '../lib/page-environment.ts';
import { useSystem } from '../lib/system-store.ts';
import { kioskHomeHref } from './chrome/chrome-links.tsx';
import { useKioskIdleReset } from './use-kiosk-idle-reset.ts';

// The dialog (and its QR code library) is only for kiosks: its own chunk, fetched once kiosk
// mode is on, long before the warning is due.
const loadDialog = () => import('../features/kiosk/components/kiosk-idle-dialog.tsx');
const KioskIdleDialog = lazy(() => loadDialog().then((m) => ({ default: m.KioskIdleDialog })));

/**
 * Kiosk mode's idle reset (spec sections 4 and 9): the warning at 75 s with the basket's QR
 * code, then at 90 s the customer is logged out and the kiosk start page loads, with the centre.
 */
export function KioskGuard() {
  const { client, config } = useAppContext();
  const modes = useSystem();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const wasHandoffOffered = useRef(false);
  const startUrl = kioskHomeHref({ kioskHomeUrl: client.kioskHomeUrl, clientId: client.clientId, modes }).to;
  const onReset = useCallback(() => {
    void endKioskSession({ startUrl, isLoggedIn, wasHandoffOffered: wasHandoffOffered.current });
  }, [startUrl, isLoggedIn]);
  const onHandoffOffered = useCallback(() => {
    wasHandoffOffered.current = true;
  }, []);
  const idle = useKioskIdleReset(modes.isKiosk, onReset);
  useEffect(() => {
    if (modes.isKiosk) void loadDialog();
  }, [modes.isKiosk]);
  if (!idle.isWarning) return null;
  // The phone is not a kiosk: its link carries no modes.
  const basketUrl = crossAppUrl({
    from: pageLocation(),
    target: 'bookings',
    clientId: client.clientId,
    path: `${config.basePath}basket`,
  });
  return (
    <Suspense fallback={null}>
      <KioskIdleDialog
        secondsLeft={idle.secondsLeft}
        onStillHere={idle.stillHere}
        onHandoffOffered={onHandoffOffered}
        basketUrl={basketUrl}
      />
    </Suspense>
  );
}
