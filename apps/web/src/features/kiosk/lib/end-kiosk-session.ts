import { cartPaths } from '@leisure/contracts/routes/paths';
import { sendApiUnread } from '../../../lib/api-call.ts';
import { logOut } from '../../../lib/auth.ts';

/**
 * The kiosk's reset: the next person must find nobody logged in and an empty basket. A visitor
 * basket nobody was offered to carry away gives its places back; one shown as a QR code keeps
 * them for the phone until the link or the holds run out. Logging out ends the session and
 * forgets the visitor basket (the server clears both cookies); then the start page loads afresh,
 * which drops everything the page held. Failures never keep the kiosk from resetting.
 */
export async function endKioskSession(input: {
  startUrl: string;
  isLoggedIn: boolean;
  wasHandoffOffered: boolean;
}): Promise<void> {
  if (!input.isLoggedIn && !input.wasHandoffOffered) {
    await sendApiUnread(cartPaths.empty).catch(() => undefined);
  }
  await logOut().catch(() => undefined);
  window.location.assign(input.startUrl);
}
