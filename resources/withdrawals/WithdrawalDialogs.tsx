import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, ResourceContextProvider, useCanAccess, useGetOne, useLocale, useTranslate } from 'react-admin';
import { DateTimeText, DetailSection, DrillLink, MoneyText, StatusChip, formatDate, formatMoney, useServerText } from '../../src/framework';
import { SettlementDetails } from '../settlements/SettlementDetails';
import { withdrawalKey } from './messages';
import type { Withdrawal, WithdrawalTransaction } from '../../contract/withdrawals/types';

const statusPrefix = withdrawalKey('statuses.');

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <DetailSection title={withdrawalKey(`details.${title}`)}>{children}</DetailSection>
);

/** A small table of a section: its columns' field names and a cell per column for each row. */
function Rows<T>({ columns, rows, cell }: { columns: string[]; rows: T[]; cell: (row: T, column: string) => ReactNode }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography variant="body2">{translate(withdrawalKey('details.none'))}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{translate(withdrawalKey(`fields.${c}`))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c}>{cell(row, c)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {translate(withdrawalKey(`fields.${label}`))}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

const pairsSx = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 } as const;

/** A settlement of the withdrawal in its own dialog: the settlements screen's details. */
export function SettlementDialog({ settlementId, onClose }: { settlementId: number; onClose: () => void }) {
  const translate = useTranslate();
  const { data, error, isPending } = useGetOne('settlements', { id: settlementId });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="settlement-dialog-title">
      <DialogTitle id="settlement-dialog-title">{translate(withdrawalKey('details.settlement_title'), { id: settlementId })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{translate(withdrawalKey('details.failed'))}</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <ResourceContextProvider value="settlements">
            <RecordContextProvider value={data}>
              <SettlementDetails />
            </RecordContextProvider>
          </ResourceContextProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(withdrawalKey('details.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A withdrawal's transaction (spec 03 §2): type, date, id, description, its withdrawal, shop,
 * currency, amount and status; a reversal or a restoration toggles to the transaction it relates to.
 */
export function TransactionDialog({
  transaction,
  all,
  onClose,
}: {
  transaction: WithdrawalTransaction;
  all: readonly WithdrawalTransaction[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const serverText = useServerText();
  const locale = useLocale();
  const [trail, setTrail] = useState<WithdrawalTransaction[]>([transaction]);
  const shown = trail[trail.length - 1];
  const related = shown.relatedTransaction === null ? undefined : all.find((t) => t.id === shown.relatedTransaction);
  const previous = trail.length > 1 ? trail[trail.length - 2] : undefined;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="withdrawal-tx-title">
      <DialogTitle id="withdrawal-tx-title">{translate(withdrawalKey('details.transaction_title'), { id: shown.id })}</DialogTitle>
      <DialogContent>
        <Stack sx={pairsSx}>
          <Pair label="type">{translate(withdrawalKey(`types.${shown.type}`))}</Pair>
          <Pair label="date">
            <DateTimeText value={shown.createdDate} format="dateTime" />
          </Pair>
          <Pair label="id">{shown.id}</Pair>
          <Pair label="description">{serverText(shown, 'description')}</Pair>
          <Pair label="withdrawalId">{shown.withdrawalId}</Pair>
          <Pair label="shopName">{shown.shopName}</Pair>
          <Pair label="currencyCode">{shown.currencyCode}</Pair>
          <Pair label="amount">
            <MoneyText amount={shown.amount} currency={shown.currencyCode} locale={locale} />
          </Pair>
          <Pair label="status">
            <StatusChip value={shown.status} labelPrefix={statusPrefix} />
          </Pair>
        </Stack>
      </DialogContent>
      <DialogActions>
        {previous && (
          <Button onClick={() => setTrail(trail.slice(0, -1))}>{translate(withdrawalKey('details.back'), { id: previous.id })}</Button>
        )}
        {related && (
          <Button onClick={() => setTrail([...trail, related])}>
            {translate(withdrawalKey('details.show_related'), { id: related.id })}
          </Button>
        )}
        <Button onClick={onClose}>{translate(withdrawalKey('details.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What reached the bank (issue #33): the amount paid in the payment currency, for the withdrawal's
 * net amount, at the rate between them ('US$2,194.85 paid for R$11,852.18 at 5.4001').
 */
function PaidToBank({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (w.payRPaid === null) return null;
  const rate = w.payRPaid === 0 ? 0 : w.netAmount / w.payRPaid;
  return (
    <>
      {translate(withdrawalKey('details.paid_for'), {
        paid: formatMoney(w.payRPaid, w.paymentCurrencyCode, w.paymentCurrencySymbol || undefined, locale),
        amount: formatMoney(w.netAmount, w.withdrawalCurrencyCode, undefined, locale),
        rate: new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(rate),
      })}
    </>
  );
}

/** The withdrawal's settlements added up, a link to them on the settlements screen (issue #33). */
function SettlementsTotal({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { canAccess } = useCanAccess({ resource: 'SETTLEMENT', action: 'VIEW' });
  const total = Math.round(w.settlements.reduce((sum, s) => sum + s.amount, 0) * 100) / 100;
  const amount = <MoneyText amount={total} currency={w.withdrawalCurrencyCode} locale={locale} />;
  return (
    <Typography variant="body2" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>
      {translate(withdrawalKey('details.settlements_total'))}:{' '}
      {canAccess ? (
        <DrillLink
          to="settlements"
          filter={{ settlementId: w.settlements.map((s) => s.settlementId).join(',') }}
          figure={withdrawalKey('details.settlements_total')}
          kind="settlements"
        >
          {amount}
        </DrillLink>
      ) : (
        amount
      )}
    </Typography>
  );
}

/**
 * The details modal of spec 03 §2: the amount with its currency and status, then five sections
 * — the withdrawal, its bank account, its settlements (each opens the settlement), its
 * transactions (each opens the transaction) and its adjustments. A missing withdrawal says
 * 'Server error, try again.' (spec 03 §8).
 */
export function WithdrawalDetailsDialog({ withdrawalId, onClose }: { withdrawalId: number; onClose: () => void }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const locale = useLocale();
  const { data: w, error, isPending } = useGetOne<Withdrawal>('withdrawals', { id: withdrawalId });
  const [settlementId, setSettlementId] = useState<number | null>(null);
  const [transaction, setTransaction] = useState<WithdrawalTransaction | null>(null);
  const money = (amount: number) => <MoneyText amount={amount} currency={w?.withdrawalCurrencyCode} locale={locale} />;
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="withdrawal-dialog-title">
        <DialogTitle id="withdrawal-dialog-title">
          <Stack direction="row" alignItems="center" gap={2} flexWrap="wrap">
            <span>{translate(withdrawalKey('details.title'), { id: withdrawalId })}</span>
            {w && (
              <>
                <Typography component="span" variant="h6">
                  {money(w.amount)} {w.withdrawalCurrencyCode}
                </Typography>
                <StatusChip value={w.status} labelPrefix={statusPrefix} />
              </>
            )}
          </Stack>
        </DialogTitle>
        <DialogContent dividers>
          {error || (!isPending && !w) ? (
            <Alert severity="error">{translate(withdrawalKey('details.failed'))}</Alert>
          ) : isPending || !w ? (
            <Skeleton variant="rounded" height={320} />
          ) : (
            <Stack spacing={3}>
              <Section title="summary">
                <Stack sx={pairsSx}>
                  <Pair label="withdrawalId">{w.withdrawalId}</Pair>
                  <Pair label="createdDate">
                    <DateTimeText value={w.createdDate} format="dateTime" />
                  </Pair>
                  <Pair label="paymentDate">
                    <DateTimeText value={w.paymentDate} format="dateTime" emptyText={translate(withdrawalKey('details.not_paid'))} />
                  </Pair>
                  <Pair label="amount">{money(w.amount)}</Pair>
                  <Pair label="fee">{money(w.fee)}</Pair>
                  <Pair label="netAmount">{money(w.netAmount)}</Pair>
                  {w.payRPaid !== null && (
                    <Pair label="paidToBank">
                      <PaidToBank withdrawal={w} />
                    </Pair>
                  )}
                </Stack>
              </Section>
              <Section title="bank">
                <Stack sx={pairsSx}>
                  <Pair label="bankName">{w.bankName}</Pair>
                  <Pair label="bankAccount">{w.bankAccount}</Pair>
                  <Pair label="bankSwift">{w.bankSwift}</Pair>
                </Stack>
              </Section>
              <Section title="settlements">
                <Rows
                  columns={['settlementId', 'fromDate', 'toDate', 'shopName', 'amount']}
                  rows={w.settlements}
                  cell={(s, c) =>
                    c === 'settlementId' ? (
                      <Link component="button" type="button" onClick={() => setSettlementId(s.settlementId)}>
                        {s.settlementId}
                      </Link>
                    ) : c === 'fromDate' || c === 'toDate' ? (
                      formatDate(s[c], 'date')
                    ) : c === 'amount' ? (
                      money(s.amount)
                    ) : (
                      s.shopName
                    )
                  }
                />
                {w.settlements.length > 0 && <SettlementsTotal withdrawal={w} />}
              </Section>
              <Section title="transactions">
                <Rows
                  columns={['id', 'date', 'type', 'description', 'amount', 'status']}
                  rows={w.transactions}
                  cell={(t, c) =>
                    c === 'id' ? (
                      <Link component="button" type="button" onClick={() => setTransaction(t)}>
                        {t.id}
                      </Link>
                    ) : c === 'date' ? (
                      <DateTimeText value={t.createdDate} format="dateTime" />
                    ) : c === 'type' ? (
                      translate(withdrawalKey(`types.${t.type}`))
                    ) : c === 'amount' ? (
                      money(t.amount)
                    ) : c === 'status' ? (
                      <StatusChip value={t.status} labelPrefix={statusPrefix} />
                    ) : (
                      serverText(t, 'description')
                    )
                  }
                />
              </Section>
              <Section title="adjustments">
                <Rows
                  columns={['withdrawalAdjustmentId', 'description', 'amount']}
                  rows={w.withdrawalAdjustments}
                  cell={(a, c) =>
                    c === 'amount' ? money(a.amount) : c === 'description' ? serverText(a, 'description') : a.withdrawalAdjustmentId
                  }
                />
              </Section>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(withdrawalKey('details.close'))}</Button>
        </DialogActions>
      </Dialog>
      {settlementId !== null && <SettlementDialog settlementId={settlementId} onClose={() => setSettlementId(null)} />}
      {transaction && w && <TransactionDialog transaction={transaction} all={w.transactions} onClose={() => setTransaction(null)} />}
    </>
  );
}
