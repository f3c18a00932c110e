import type { CalendarFeed } from '@leisure/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { copyText, useCalendarFeed } from '../hooks/use-calendar-feed.ts';
import { accountMessages } from '../lib/messages.ts';
import styles from './account.module.css';
import feedStyles from './calendar-feed.module.css';
import { ConfirmDialog } from './confirm-dialog.tsx';

const feedInputId = 'calendar-feed-url';

/** A link just made: the only time its URL is known, so it is there to copy or open. */
function NewLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  async function copy() {
    if (await copyText(url)) {
      toast.success(accountMessages.linkCopied);
      return;
    }
    input.current?.select();
    toast.info(accountMessages.copyFailed);
  }
  return (
    <div className={feedStyles.linkRow}>
      <label htmlFor={feedInputId} className={feedStyles.label}>
        Your calendar link
      </label>
      <input
        ref={input}
        id={feedInputId}
        className={feedStyles.link}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={styles.hint}>
        Copy it now: it is shown only this once. Keep it private, anyone with it can see your bookings.
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={() => void copy()}>
          Copy link
        </Button>
        <a href={url} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          Open in calendar app
        </a>
      </div>
    </div>
  );
}

interface FeedActionsProps {
  feed: CalendarFeed;
  isCreating: boolean;
  onCreate: () => void;
  onRevoke: () => void;
}

/** What the feed's state allows: make a link, or (once one works) make a new one or turn it off. */
function FeedActions({ feed, isCreating, onCreate, onRevoke }: FeedActionsProps) {
  const isActive = feed.url !== null || feed.active === true;
  return (
    <>
      {feed.url ? <NewLink url={feed.url} /> : null}
      {isActive && !feed.url ? (
        <>
          <p className={styles.strong}>Your calendar link is on.</p>
          <p className={styles.hint}>
            For your security it was shown only when it was made. Lost it? Make a new link: the old one then
            stops working.
          </p>
        </>
      ) : null}
      <div className={styles.actions}>
        {feed.url ? null : (
          <Button size="small" aria-disabled={isCreating || undefined} onClick={onCreate}>
            {isCreating ? 'Making link…' : isActive ? 'Make a new link' : 'Create calendar link'}
          </Button>
        )}
        {isActive ? (
          <Button variant="text" size="small" onClick={onRevoke}>
            Turn off link
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** The webcal link that puts the customer's bookings in their calendar: create, copy, turn off. */
export function CalendarFeedCard() {
  const { query, create, revoke } = useCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const onCreate = () => {
    if (create.isPending) return;
    // The button gives way to the link: the focus goes to the link, ready to copy.
    create.mutateAsync().then(
      () => setTimeout(() => document.getElementById(feedInputId)?.focus(), 0),
      () => {},
    );
  };

  let body: ReactNode;
  if (query.isPending) body = <p className={styles.meta}>Loading your calendar link…</p>;
  else if (query.isError) {
    body = (
      <div className={styles.actions}>
        <p className={styles.meta}>Your calendar link could not be loaded.</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    body = (
      <FeedActions
        feed={query.data}
        isCreating={create.isPending}
        onCreate={onCreate}
        onRevoke={() => setIsConfirming(true)}
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="calendar-feed-heading" data-testid="calendar-feed">
      <h2 id="calendar-feed-heading" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        Calendar feed
      </h2>
      <p className={styles.meta}>
        Subscribe in Google, Apple or Outlook calendar and your bookings appear there, kept up to date.
      </p>
      {body}
      <ConfirmDialog
        isOpen={isConfirming}
        heading="Turn off your calendar link?"
        confirmLabel="Yes, turn it off"
        pendingLabel="Turning off…"
        keepLabel="Keep the link"
        isPending={revoke.isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => {
          revoke.mutateAsync().then(
            () => {
              setIsConfirming(false);
              setTimeout(() => heading.current?.focus(), 0);
            },
            () => {},
          );
        }}
      >
        <p>Calendars subscribed to it stop updating. You can create a new link at any time.</p>
      </ConfirmDialog>
    </section>
  );
}
