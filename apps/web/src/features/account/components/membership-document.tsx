import type { AccountDocument, DocumentCheck } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context.ts';
import { documentFilePath, documentsQuery } from '../api/documents.ts';
import { countLabel, formatDay, formatInstantDay } from '../lib/format.ts';
import { documentStatusLabels, type StatusTone } from '../lib/labels.ts';
import styles from './account.module.css';
import { DocumentUploadForm } from './document-upload-form.tsx';
import documentStyles from './documents.module.css';
import { StatusChip } from './status-chip.tsx';

const stateChips: Record<DocumentCheck['state'], { label: string; tone: StatusTone }> = {
  upload_required: { label: 'Needs upload', tone: 'negative' },
  expiring_soon: { label: 'Expires soon', tone: 'neutral' },
  valid: { label: 'Uploaded', tone: 'positive' },
};

const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${countLabel(days, 'day')}`;

/** Where the customer stands, in words. */
function stateText(check: DocumentCheck, planName: string): string {
  if (check.state === 'upload_required') {
    return `Your ${planName} membership needs ${check.kind}. Please upload it.`;
  }
  if (check.expiresOn === null) return 'We have it. It does not expire.';
  const expires = `It expires on ${formatDay(check.expiresOn)}`;
  if (check.state === 'expiring_soon' && check.daysLeft !== null) {
    return `${expires} (${inDays(check.daysLeft)}). Please upload a new one.`;
  }
  return `We have it. ${expires}.`;
}

function statusOf(document: AccountDocument): string {
  return document.isExpired && document.status !== 'rejected'
    ? 'Expired'
    : documentStatusLabels[document.status];
}

/** The customer's uploads of this kind, newest first, each downloadable. */
function Uploads({ kind }: { kind: string }) {
  const { client } = useAppContext();
  const query = useQuery(documentsQuery());
  const uploads = query.data?.documents.filter((document) => document.kind === kind) ?? [];
  if (uploads.length === 0) return null;
  return (
    <ul
      className={documentStyles.uploads}
      aria-label={`Your uploads of ${kind}`}
      data-testid="document-uploads"
    >
      {uploads.map((document) => (
        <li key={document.id} className={documentStyles.upload}>
          <a href={documentFilePath(document.id)} className={styles.textLink} download>
            {document.fileName}
          </a>
          <span className={styles.meta}>
            {formatInstantDay(document.createdAt, client.timezone)} · {statusOf(document)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The document an active membership's plan asks for: whether the customer has a valid one, their
 * uploads, and the form to upload one (folded away while the one held is valid).
 */
export function MembershipDocument({
  membershipId,
  planName,
  check,
}: {
  membershipId: number;
  planName: string;
  check: DocumentCheck;
}) {
  const chip = stateChips[check.state];
  const headingId = `membership-${membershipId}-document`;
  const form = <DocumentUploadForm kind={check.kind} idPrefix={`membership-${membershipId}-document`} />;
  return (
    <section
      className={documentStyles.document}
      aria-labelledby={headingId}
      data-testid="membership-document"
    >
      <h4 id={headingId} className={styles.subHeading}>
        {check.kind}
      </h4>
      <p className={documentStyles.state} data-testid="membership-document-state">
        <StatusChip tone={chip.tone}>{chip.label}</StatusChip>
        <span>{stateText(check, planName)}</span>
      </p>
      <Uploads kind={check.kind} />
      {check.state === 'valid' ? (
        <details className={documentStyles.replace}>
          <summary>Upload a new {check.kind.toLowerCase()}</summary>
          {form}
        </details>
      ) : (
        form
      )}
    </section>
  );
}
