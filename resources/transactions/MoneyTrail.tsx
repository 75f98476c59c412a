import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { errorMessageOf, formatDate, MoneyText, StatusChip } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { useTransactionKey } from './useTransactionKey';

/** GET /transactions/{id}/money-trail (the fake API's, issue #17). */
export interface MoneyTrailReply {
  transactionId: string;
  status: string;
  amount: number;
  currency: string;
  paidDate: string | null;
  refunds: { refundRequestId: number; requestDate: string; amount: number; currency: string; status: string }[];
  refundPayments: {
    transactionRefundId: number;
    createdDate: string;
    amount: number;
    currency: string;
    status: string;
    isManual: boolean;
  }[];
  claims: { claimId: number; claimDate: string; amount: number; currency: string; status: string; channel: string }[];
  settlement: {
    settlementId: number;
    shopName: string;
    fromDate: string;
    toDate: string;
    status: string;
    payoutAmount: number;
    currencyCode: string;
  } | null;
  withdrawal: { withdrawalId: number; status: string; createdDate: string; netAmount: number; currencyCode: string } | null;
}

/** A step's item: a link to its own screen for a role that may open it, its words otherwise. */
function Item({
  to,
  resource,
  label,
  amount,
  currency,
  status,
}: {
  to: string;
  resource: string;
  label: string;
  amount: number;
  currency: string;
  status: string;
}) {
  const locale = useLocale();
  const { canAccess } = useCanAccess({ resource, action: 'VIEW' });
  return (
    <Stack direction="row" alignItems="center" gap={1.5} flexWrap="wrap">
      {canAccess ? (
        <Link component={RouterLink} to={to}>
          {label}
        </Link>
      ) : (
        <Typography variant="body2">{label}</Typography>
      )}
      <MoneyText amount={amount} currency={currency} locale={locale} />
      <StatusChip value={status} />
    </Stack>
  );
}

function Step({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <ListItem sx={{ display: 'block', borderLeft: 3, borderColor: 'primary.main', mb: 1.5, py: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        {children.length > 0 ? (
          children
        ) : (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        )}
      </Stack>
    </ListItem>
  );
}

const CARDS = new Set(['CREDITCARD', 'CREDITCARD_CASH']);

/**
 * The money trail of a pay-in (issue #17, beyond the spec): its refunds, its claim or
 * chargeback, the settlement that included it and the withdrawal that paid that settlement out,
 * each a link to its own screen.
 */
export function MoneyTrail() {
  const translate = useTranslate();
  const key = useTransactionKey();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const record = useRecordContext<{ transactionId: string }>();
  const id = record?.transactionId;
  const { data, error, isPending } = useQuery({
    queryKey: ['money-trail', id],
    queryFn: () => dataProvider.lookup<MoneyTrailReply>(`/transactions/${id}/money-trail`),
    enabled: Boolean(id),
  });
  const t = (name: string, args?: Record<string, unknown>) => translate(key(`trail.${name}`), args);
  if (error) return <Alert severity="error">{t('failed', { message: errorMessageOf(error) })}</Alert>;
  if (isPending || !data) return <Skeleton variant="rounded" height={280} />;
  const day = (date: string) => formatDate(date, 'date');
  return (
    <List aria-label={t('label')} sx={{ p: 0 }}>
      <Step title={t('payin')} empty="">
        {[
          <Stack key="payin" direction="row" gap={1.5} alignItems="center" flexWrap="wrap">
            <Typography variant="body2">{data.paidDate ? t('paid', { date: day(data.paidDate) }) : t('not_paid')}</Typography>
            <StatusChip value={data.status} />
          </Stack>,
        ]}
      </Step>
      <Step title={t('refunds')} empty={t('no_refunds')}>
        {[
          ...data.refunds.map((r) => (
            <Item
              key={`r${r.refundRequestId}`}
              to={`/refunds/${r.refundRequestId}/detail`}
              resource="REFUND"
              label={t('refund_request', { id: r.refundRequestId })}
              amount={r.amount}
              currency={r.currency}
              status={r.status}
            />
          )),
          ...data.refundPayments.map((p) => (
            <Item
              key={`p${p.transactionRefundId}`}
              to={`/${p.isManual ? 'transaction-manual-refunds' : 'transaction-refunds'}/${p.transactionRefundId}/detail`}
              resource={p.isManual ? 'TRANSACTION_REFUND_PAYMENT_MANUAL' : 'TRANSACTION_REFUND_PAYMENT'}
              label={t('refund_payment', { id: p.transactionRefundId })}
              amount={p.amount}
              currency={p.currency}
              status={p.status}
            />
          )),
        ]}
      </Step>
      <Step title={t('claims')} empty={t('no_claims')}>
        {data.claims.map((c) => (
          <Item
            key={c.claimId}
            to={`/claims?show=${c.claimId}`}
            resource="CLAIM"
            label={t(CARDS.has(c.channel) ? 'chargeback' : 'claim', { id: c.claimId })}
            amount={c.amount}
            currency={c.currency}
            status={c.status}
          />
        ))}
      </Step>
      <Step title={t('settlement')} empty={t('no_settlement')}>
        {data.settlement
          ? [
              <Item
                key="s"
                to={`/settlements?show=${data.settlement.settlementId}`}
                resource="SETTLEMENT"
                label={t('settlement_item', {
                  id: data.settlement.settlementId,
                  from: day(data.settlement.fromDate),
                  to: day(data.settlement.toDate),
                })}
                amount={data.settlement.payoutAmount}
                currency={data.settlement.currencyCode}
                status={data.settlement.status}
              />,
            ]
          : []}
      </Step>
      <Step title={t('withdrawal')} empty={t(data.settlement ? 'no_withdrawal' : 'no_settlement')}>
        {data.withdrawal
          ? [
              <Item
                key="w"
                to={`/withdrawals?show=${data.withdrawal.withdrawalId}`}
                resource="WITHDRAWAL"
                label={t('withdrawal_item', { id: data.withdrawal.withdrawalId })}
                amount={data.withdrawal.netAmount}
                currency={data.withdrawal.currencyCode}
                status={data.withdrawal.status}
              />,
            ]
          : []}
      </Step>
    </List>
  );
}
