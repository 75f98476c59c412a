import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadFailedAlert } from '../../src/framework/LoadFailedAlert';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { useRowReason } from '../payouts/useRowReason';
import { BatchFields } from './BatchFields';
import { BatchItemsTable } from './BatchItemsTable';
import { batchKey } from './messages';
import type { PayoutBatchError, PayoutBatchRow } from './types';
import { FileDownloadButton } from '../../src/framework';

function BatchErrors({ id }: { id: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({
    queryKey: ['payout-batches', id, 'errors'],
    queryFn: () => dataProvider.lookup<{ data: PayoutBatchError[] }>(`/payouts/${encodeURIComponent(id)}/errors`),
  });
  const errors = data?.data ?? [];
  const reason = useRowReason();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate(batchKey('show.errors'))}
      </Typography>
      {errors.length === 0 ? (
        <Alert severity="success">{translate(batchKey('show.no_errors'))}</Alert>
      ) : (
        <Table size="small" aria-label={translate(batchKey('show.errors'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(batchKey('show.row'))}</TableCell>
              <TableCell>{translate(batchKey('show.payout'))}</TableCell>
              <TableCell>{translate('resources.payouts.fields.externalReference')}</TableCell>
              <TableCell>{translate(batchKey('show.reason'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((e) => (
              <TableRow key={`${e.row ?? ''}-${e.payoutId ?? ''}`}>
                <TableCell>{e.row ?? '-'}</TableCell>
                <TableCell>{e.payoutId ?? '-'}</TableCell>
                <TableCell>{e.externalReference || '-'}</TableCell>
                <TableCell>{reason(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * /payout-batches/{id}/detail, the batch a batch id leads to (spec 02 §2): its fields and file,
 * its payouts, and the rows its import refused with the payouts that failed.
 */
export function PayoutBatchShow() {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error, refetch } = useGetOne<PayoutBatchRow>('payout-batches', { id }, { enabled: id !== '', retry: false });
  const found = !error && data?.description !== undefined;
  const title = translate(batchKey('show.title'), { id });
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Button component={RouterLink} to="/payouts?tab=batches" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(batchKey('show.back'))}
      </Button>
      {isPending && id !== '' ? (
        <Stack spacing={1} aria-busy="true" aria-label={translate('grid.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} variant="text" height={32} />
          ))}
        </Stack>
      ) : error && (error as { status?: number }).status !== 404 ? (
        <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />
      ) : found ? (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h5" component="h1">
                  {title}
                </Typography>
                <RecordContextProvider value={data}>
                  <BatchFields />
                </RecordContextProvider>
                {data.fileKey && (
                  <FileDownloadButton
                    fileKey={data.fileKey}
                    fileName={data.originalFilename}
                    label={batchKey('show.download_file')}
                    failure={batchKey('show.download_failed')}
                    sx={{ alignSelf: 'flex-start' }}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Stack spacing={1}>
                <Typography variant="h6" component="h2">
                  {translate(batchKey('show.items'))}
                </Typography>
                <BatchItemsTable record={data} />
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <BatchErrors id={id} />
            </CardContent>
          </Card>
        </Stack>
      ) : (
        <Alert severity="warning">{translate('grid.not_found')}</Alert>
      )}
    </Box>
  );
}
