import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { receiptQuery } from '../features/account/api/payments.ts';
import { Receipt } from '../features/account/components/receipt.tsx';
import { isApiError } from '../lib/api.ts';
import { EmptyState, LoadFailed } from '../ui/page/index.ts';
import { Skeleton } from '../ui/skeleton.tsx';

function NoSuchOrder() {
  return (
    <EmptyState>
      <p>We could not find that order in your account.</p>
      <Link to="/payments">Back to payments</Link>
    </EmptyState>
  );
}

function ReceiptView({ orderId }: { orderId: number }) {
  const query = useQuery(receiptQuery(orderId));
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading the receipt
        </p>
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NoSuchOrder />;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Receipt order={query.data} />;
}

/** /payments/{orderId}/receipt: the printable receipt of one of the customer's orders. */
export function ReceiptPage() {
  const { orderId = '' } = useParams();
  const id = /^\d+$/.test(orderId) ? Number(orderId) : 0;
  return id > 0 ? <ReceiptView orderId={id} /> : <NoSuchOrder />;
}
