import type { LinkCodePreview } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError, statusMessages } from '../../lib/api.ts';
import { exchangeToken, logOut, refreshAfterAuthChange } from '../../lib/auth.ts';
import { linkLoginMessages } from '../../lib/link-login.ts';
import { Button } from '../../ui/button.tsx';
import styles from '../../ui/dialog-layout.module.css';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast/index.ts';

export interface SwitchAccountDialogProps {
  /** The link's code, still unused. */
  code: string;
  /** The first name of whoever is logged in now. */
  current: string;
  linked: LinkCodePreview;
  onDone: () => void;
}

/** Opened as the page loads, nothing had the focus before: it goes to the page's content. */
const mainContent = () => document.getElementById('main');

/**
 * A link logs in someone else than whoever is logged in here (decision 28): staying is the first
 * choice; switching logs the current person out (their basket goes, as at logout), then uses the code.
 */
export function SwitchAccountDialog({ code, current, linked, onDone }: SwitchAccountDialogProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [isSwitching, setIsSwitching] = useState(false);
  const switchAccount = async () => {
    if (isSwitching) return;
    setIsSwitching(true);
    try {
      await logOut();
      await refreshAfterAuthChange(queryClient, false);
      await exchangeToken(code);
      await refreshAfterAuthChange(queryClient, true);
    } catch (error) {
      const isCodeRefused = isApiError(error) && error.status === 401;
      toast.danger(isCodeRefused ? linkLoginMessages.invalid : statusMessages.generic);
    }
    onDone();
  };

  return (
    <Modal
      isOpen
      onClose={isSwitching ? () => {} : onDone}
      labelledBy={headingId}
      returnFocusTo={mainContent}
    >
      <div className={styles.dialog} data-testid="switch-account-dialog">
        <h2 id={headingId}>Continue as {linked.firstName}?</h2>
        <p>
          You are logged in as {current}. This link is for {linked.firstName} ({linked.email}).
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" aria-disabled={isSwitching || undefined} onClick={switchAccount}>
            {isSwitching ? 'Switching…' : `Continue as ${linked.firstName}`}
          </Button>
          <Button onClick={onDone} data-autofocus>
            Stay as {current}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
