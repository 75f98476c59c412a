import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Form,
  RecordContextProvider,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useCanAccess,
  useDataProvider,
  useGetOne,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadFailedAlert, useDeclaredResource, useNotifiedCall } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { RefundPaymentFields } from './RefundPaymentFields';
import { refundPaymentKey } from './refundPaymentKey';
import { REFUND_PAYMENT_STATUSES } from '../../contract/transaction-refunds/types';
import { UpdateStatusBody } from '../../contract/writes/transactionRefunds';
import type { RefundPaymentRow } from './rows';

interface StatusValues {
  status: string;
  errorMessage: string;
}

/** The status edit's body (PUT /transaction-refunds/update-status): a message only with ERROR. */
const statusBody = (transactionRefundId: number) => (values: Record<string, unknown>) => ({
  transactionRefundId,
  status: values.status,
  errorMessage: values.status === 'ERROR' ? String(values.errorMessage ?? '').trim() : null,
});

/** Spec 03 §4: choosing any status but ERROR clears the message; ERROR asks for one. */
function StatusInputs({ rules }: { rules: Record<'status' | 'errorMessage', Validator> }) {
  const translate = useTranslate();
  const status = useWatch<StatusValues, 'status'>({ name: 'status' });
  const { setValue } = useFormContext<StatusValues>();
  return (
    <>
      <SelectInput
        source="status"
        label={refundPaymentKey('fields.status')}
        choices={REFUND_PAYMENT_STATUSES.map((s) => ({ id: s, name: translate(`grid.status.${s}`, { _: s }) }))}
        validate={rules.status}
        onChange={(event) => {
          const next = 'target' in event ? event.target.value : event.id;
          if (next !== 'ERROR') setValue('errorMessage', '', { shouldDirty: true });
        }}
      />
      {status === 'ERROR' && (
        <TextInput
          source="errorMessage"
          label={refundPaymentKey('fields.errorMessage')}
          validate={rules.errorMessage}
          multiline
          isRequired
        />
      )}
    </>
  );
}

/** The status edit (PUT /transaction-refunds/update-status), with TRANSACTION_REFUND EDIT; saving goes back. */
function StatusForm({ row, onSaved }: { row: RefundPaymentRow; onSaved(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { run, busy } = useNotifiedCall(dataProvider.updateRefundPaymentStatus, {
    success: refundPaymentKey('edit.saved'),
    failure: refundPaymentKey('edit.failed'),
  });
  const toBody = useMemo(() => statusBody(row.transactionRefundId), [row.transactionRefundId]);
  const rules = useMemo(() => {
    const rule = schemaRules(UpdateStatusBody, toBody);
    return { status: rule('status'), errorMessage: rule('errorMessage') };
  }, [toBody]);
  const save = async (values: Record<string, unknown>) => {
    // The form's rules passed: the body is the contract's.
    if (await run(toBody(values) as UpdateStatusBody)) onSaved();
  };
  return (
    <Form defaultValues={{ status: row.status, errorMessage: row.errorMessage ?? '' }} onSubmit={save}>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <Typography variant="subtitle1" component="h3">
          {translate(refundPaymentKey('edit.title'))}
        </Typography>
        <StatusInputs rules={rules} />
        <SaveButton disabled={busy} sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  );
}

/**
 * /transaction-refunds/{id}/detail and /transaction-manual-refunds/{id}/detail (spec 03 §2): the
 * refund payment with its buyer and payer; with TRANSACTION_REFUND EDIT, its status (ERROR needs
 * the error message), then back to the list.
 */
export function RefundPaymentEdit() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { name } = useDeclaredResource();
  const { id = '' } = useParams();
  const { canAccess: canEdit } = useCanAccess({ resource: 'TRANSACTION_REFUND', action: 'EDIT' });
  const { data, error, isPending, refetch } = useGetOne<RefundPaymentRow>(name, { id });
  const back = () => navigate(`/${name}`);
  const title = translate(refundPaymentKey('titles.detail'), { id });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Button component={RouterLink} to={`/${name}`} startIcon={<ArrowBackIcon />} size="small">
          {translate(refundPaymentKey(name === 'transaction-manual-refunds' ? 'titles.manual' : 'titles.automatic'))}
        </Button>
        <Typography variant="h5" component="h2" sx={{ my: 1 }}>
          {title}
        </Typography>
        {error && <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />}
        {isPending && !error && <Skeleton variant="rounded" height={360} />}
        {!isPending && !error && !data?.transactionRefundId && <Alert severity="warning">{translate('grid.not_found')}</Alert>}
        {data?.transactionRefundId && (
          <RecordContextProvider value={data}>
            <Stack spacing={3}>
              <RefundPaymentFields />
              {canEdit && <StatusForm row={data} onSaved={back} />}
            </Stack>
          </RecordContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
