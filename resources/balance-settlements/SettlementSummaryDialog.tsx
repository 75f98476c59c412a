import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, useDataProvider, useLocale, useTranslate } from 'react-admin';
import {
  apiNow,
  formatDate,
  formatMoney,
  FormattedDateField,
  LoadFailedAlert,
  MoneyField,
  toWireDate,
  ServerTextField,
} from '../../src/framework';
import { PickersLocalization } from '../../src/framework/filters/PickersLocalization';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { balanceKey, settlementKey } from '../balance/messages';
import { useMovementTypes } from '../balance/useMovementTypes';
import type { SettlementRow } from '../../contract/balance-settlements/types';

/** A settlement's date on the API's clock, as the pickers read it (local fields). */
const dayOf = (iso: string) => apiNow(Date.parse(iso));
const endOfDay = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);

/**
 * A settlement's summary (spec 03 §2, §7): 90% wide, its header (pay-ins, pay-outs, withdrawals,
 * others, net volume), its lines by movement type and its movements, whose date filter cannot
 * leave the settlement's own from and to dates.
 */
export function SettlementSummaryDialog({ settlement, onClose }: { settlement: SettlementRow; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const id = settlement.settlementId;
  const header = useQuery({ queryKey: ['settlement', id, 'header'], queryFn: () => dataProvider.settlementHeader(id), retry: false });
  const summary = useQuery({ queryKey: ['settlement', id, 'summary'], queryFn: () => dataProvider.settlementSummary(id), retry: false });
  const first = dayOf(settlement.fromDate);
  const last = dayOf(settlement.toDate);
  const [from, setFrom] = useState<Date | null>(first);
  const [to, setTo] = useState<Date | null>(last);
  const money = (amount: number) => formatMoney(amount, settlement.currencyCode, undefined, locale);
  const typeName = useMovementTypes().nameOf;
  const titleId = `settlement-${id}-title`;
  const filter = {
    settlementId: id,
    ...(from && !Number.isNaN(from.getTime()) ? { createdDateFrom: toWireDate(from) } : {}),
    ...(to && !Number.isNaN(to.getTime()) ? { createdDateTo: toWireDate(endOfDay(to)) } : {}),
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} PaperProps={{ sx: { width: '90%' } }} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(settlementKey('summary.title'), { id, shop: settlement.shopName })}
        <Typography variant="body2" color="text.secondary">
          {translate(settlementKey('summary.period'), { from: formatDate(settlement.fromDate), to: formatDate(settlement.toDate) })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {header.error ? (
          <LoadFailedAlert messageKey={settlementKey('summary.failed')} error={header.error} onRetry={() => void header.refetch()} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
            {(['totalPayIns', 'totalPayOuts', 'totalWithdrawals', 'totalOthers', 'netVolume'] as const).map((field) => (
              <Box key={field}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate(settlementKey(`summary.${field}`))}
                </Typography>
                {header.data ? <Typography variant="h6">{money(header.data[field])}</Typography> : <Skeleton width={120} />}
              </Box>
            ))}
          </Box>
        )}
        <Table size="small" aria-label={translate(settlementKey('summary.lines'))} sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              {(['item', 'itemCount', 'amount', 'fee', 'netAmount'] as const).map((column) => (
                <TableCell key={column} align={column === 'item' ? 'left' : 'right'}>
                  {translate(settlementKey(`summary.columns.${column}`))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(summary.data?.items ?? []).map((item) => (
              <TableRow key={item.item}>
                <TableCell>{typeName(item.item)}</TableCell>
                <TableCell align="right">{item.itemCount}</TableCell>
                <TableCell align="right">{money(item.amount)}</TableCell>
                <TableCell align="right">{money(item.fee)}</TableCell>
                <TableCell align="right">{money(item.netAmount)}</TableCell>
              </TableRow>
            ))}
            {summary.data && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>{translate(balanceKey('total'))}</TableCell>
                <TableCell align="right">{summary.data.itemCount}</TableCell>
                <TableCell align="right">{money(summary.data.amount)}</TableCell>
                <TableCell align="right">{money(summary.data.fee)}</TableCell>
                <TableCell align="right">{money(summary.data.netAmount)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate(settlementKey('summary.movements'))}
        </Typography>
        <PickersLocalization>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <DatePicker
              label={translate(settlementKey('summary.from'))}
              value={from}
              onChange={setFrom}
              minDate={first}
              maxDate={to ?? last}
              slotProps={{ textField: { size: 'small', fullWidth: false } }}
            />
            <DatePicker
              label={translate(settlementKey('summary.to'))}
              value={to}
              onChange={setTo}
              minDate={from ?? first}
              maxDate={last}
              slotProps={{ textField: { size: 'small', fullWidth: false } }}
            />
          </Box>
        </PickersLocalization>
        <ListBase
          resource="settlement-movements"
          filter={filter}
          perPage={10}
          sort={{ field: 'date', order: 'ASC' }}
          disableSyncWithLocation
        >
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="date">
              <FormattedDateField source="date" format="dateTime" />
            </DataTable.Col>
            <DataTable.Col source="transactionType" render={(row: { transactionType: string }) => typeName(row.transactionType)} />
            <DataTable.Col source="description" field={ServerTextField} />
            <DataTable.Col source="transactionId" />
            {(['amount', 'fee', 'netAmount'] as const).map((source) => (
              <DataTable.Col key={source} source={source} align="right">
                <MoneyField source={source} currencySource="currencyCode" />
              </DataTable.Col>
            ))}
          </DataTable>
          <Pagination rowsPerPageOptions={[10]} />
        </ListBase>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
