import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCart } from '../../cart/hooks/use-cart.ts';
import { cartHandoffQuery } from '../api/cart-handoff.ts';
import styles from './kiosk-idle-dialog.module.css';

interface KioskIdleDialogProps {
  secondsLeft: number;
  onStillHere: () => void;
  /** The visitor's basket was shown as a QR code: the reset keeps its places for the phone. */
  onHandoffOffered: () => void;
  /** The bookings app's basket page, for a customer (their basket is theirs on every device). */
  basketUrl: string;
}

const QR_SIZE = 184;

function QrCode({ url, label }: { url: string; label: string }) {
  return (
    <div className={styles.qr} role="img" aria-label={label} data-testid="kiosk-handoff-qr" data-url={url}>
      <QRCodeSVG value={url} size={QR_SIZE} level="M" marginSize={2} aria-hidden="true" />
    </div>
  );
}

/** A visitor basket: a signed, single-use link to it, for 10 minutes. */
function VisitorHandoff({ cartUuid, onOffered }: { cartUuid: string; onOffered: () => void }) {
  const handoff = useQuery(cartHandoffQuery(cartUuid));
  const url = handoff.data?.url;
  useEffect(() => {
    if (url) onOffered();
  }, [url, onOffered]);
  let code: ReactNode;
  if (url) code = <QrCode url={url} label="QR code that opens your basket on your phone" />;
  else if (handoff.isError)
    code = <p className={styles.note}>The code could not be made. Your basket stays on this screen.</p>;
  else code = <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />;
  return (
    <>
      <p className={styles.note}>
        Scan the code to take your basket with you. The link works once, for 10 minutes.
      </p>
      {code}
    </>
  );
}

/**
 * "Are you still there?": the kiosk's warning before its reset, with a countdown and, when the
 * basket has something in it, a QR code that carries it to the customer's phone.
 */
export function KioskIdleDialog({
  secondsLeft,
  onStillHere,
  onHandoffOffered,
  basketUrl,
}: KioskIdleDialogProps) {
  const { viewer, query } = useCart();
  const cart = query.data;
  const itemCount = cart?.items.length ?? 0;
  return (
    <Modal isOpen onClose={onStillHere} labelledBy="kiosk-idle-heading">
      <div className={styles.dialog} data-testid="kiosk-idle-dialog">
        <h2 id="kiosk-idle-heading" className={styles.heading}>
          Are you still there?
        </h2>
        <p className={styles.countdown}>
          This screen starts again for the next person in{' '}
          <strong data-testid="kiosk-idle-seconds">
            {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
          </strong>
          .
        </p>
        {cart && itemCount > 0 ? (
          <section className={styles.handoff} aria-labelledby="kiosk-handoff-heading">
            <h3 id="kiosk-handoff-heading" className={styles.handoffHeading}>
              Carry on on your phone
            </h3>
            {viewer.isLoggedIn ? (
              <>
                <p className={styles.note}>
                  Your basket is saved to your account. Scan the code and log in on your phone to carry on.
                </p>
                <QrCode url={basketUrl} label="QR code that opens the basket page on your phone" />
              </>
            ) : (
              <VisitorHandoff cartUuid={cart.uuid} onOffered={onHandoffOffered} />
            )}
          </section>
        ) : null}
        <Button size="large" fullWidth onClick={onStillHere} data-autofocus data-testid="kiosk-still-here">
          I'm still here
        </Button>
      </div>
    </Modal>
  );
}
