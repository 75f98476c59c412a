import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
  TextInput,
  Title,
  useCanAccess,
  useDataProvider,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadFailedAlert, WizardActions, WizardSteps, useNotifiedCall, type WizardStep } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BeneficiaryFields } from './BeneficiaryFields';
import { DocumentDetailDialog } from './DocumentDetailDialog';
import { RefundDocumentsTable } from './RefundDocumentsTable';
import { RefundFields } from './RefundFields';
import { refundKey } from './refundKey';
import { REFUND_LIMITS } from '../../contract/refunds/refundRules';
import { UpdateRefundBody } from '../../contract/writes/refunds';
import { withinRefundable } from './refundValidators';
import type { RefundRow } from './rows';
import { typedAmount } from './wizardValues';
import { useRefundDocuments } from './useRefundParts';

type EditStep = 'details' | 'bank' | 'documents';
const EDIT_STEPS: readonly EditStep[] = ['details', 'bank', 'documents'];
/** Spec 02 §2's pages of an existing request, one per step. */
const PAGE_OF: Record<EditStep, string> = { details: 'detail', bank: 'beneficiaries', documents: 'documents' };

function stepOfPath(pathname: string): EditStep {
  if (/\/documents(\/|$)/.test(pathname)) return 'documents';
  if (pathname.endsWith('/beneficiaries')) return 'bank';
  return 'details';
}

/** PUT /refunds/{id}'s body: the request as it stands with the amount typed (the wizard's rule, one schema). */
const amountBody = (refund: RefundRow) => (values: Record<string, unknown>) => ({
  refundRequestId: refund.refundRequestId,
  refundRequestStatusTypeCode: refund.refundRequestStatusTypeCode,
  refundMessage: refund.refundMessage,
  approvedDate: refund.approvedDate,
  amountToBeRefunded: typedAmount(values.amountToBeRefunded),
});

/**
 * What this request may take of its pay-in: what is left, with its own amount given back (the
 * pay-in counts it as refunded). Null without a pay-in or without the right to read it; the
 * server checks the same bound then.
 */
function useLeftForRequest(refund: RefundRow): number | null {
  const { canAccess } = useCanAccess({ resource: 'TRANSACTION_V2', action: 'VIEW' });
  const { data } = useGetOne<{ id: string; amount: number; refundedAmount: number }>(
    'transactions-v2',
    { id: refund.transactionId ?? '' },
    { enabled: Boolean(refund.transactionId) && canAccess === true },
  );
  if (typeof data?.amount !== 'number' || typeof data.refundedAmount !== 'number') return null;
  return Math.round((data.amount - data.refundedAmount + refund.amountToBeRefunded) * 100) / 100;
}

/** While a request is pending, its amount may change (PUT /refunds/{id}, REFUND EDIT). */
function AmountEditor({ refund, onSaved }: { refund: RefundRow; onSaved(): void }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const left = useLeftForRequest(refund);
  const toBody = useMemo(() => amountBody(refund), [refund]);
  const rules = useMemo(() => [schemaRules(UpdateRefundBody, toBody)('amountToBeRefunded'), withinRefundable(left)], [toBody, left]);
  const { run, busy: saving } = useNotifiedCall(dataProvider.updateRefund, {
    success: refundKey('edit.amount_saved'),
    failure: refundKey('edit.amount_failed'),
  });
  const save = async (values: Record<string, unknown>) => {
    // The form's rules passed: the body is the contract's.
    const saved = await run(toBody(values) as UpdateRefundBody);
    if (saved) {
      // The pay-in's refunded amount moved with this request's.
      await queryClient.invalidateQueries({ queryKey: ['transactions-v2'] });
      onSaved();
    }
  };
  return (
    <Form defaultValues={{ amountToBeRefunded: String(refund.amountToBeRefunded) }} onSubmit={save}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ maxWidth: 560 }}>
        <TextInput
          source="amountToBeRefunded"
          label={refundKey('fields.amountToBeRefunded')}
          validate={rules}
          helperText={refundKey('edit.amount_help')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: REFUND_LIMITS.amountMaxLength } }}
        />
        <SaveButton label={refundKey('edit.save_amount')} disabled={saving} sx={{ mt: 1, whiteSpace: 'nowrap', flexShrink: 0 }} />
      </Stack>
    </Form>
  );
}

/** /refunds/{id}/documents/{documentId}/detail: the documents page with that document's dialog open. */
function DocumentRoute({ refundRequestId, documentId }: { refundRequestId: string; documentId: string }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data, isPending } = useRefundDocuments(refundRequestId);
  const back = () => navigate(`/refunds/${refundRequestId}/documents`);
  if (isPending) return null;
  const document = data?.find((d) => String(d.refundRequestDocumentId) === documentId);
  if (!document) return <Alert severity="warning">{translate(refundKey('documents.not_found'))}</Alert>;
  return <DocumentDetailDialog document={document} editable onClose={back} />;
}

/**
 * An existing request's pages (spec 02 §2): /refunds/{id}/detail, /beneficiaries and /documents,
 * the wizard's steps without the request one; a document's page opens its dialog, where its
 * status and file are saved (REFUND EDIT). A pending request's amount can change; Next (REFUND
 * ADD) walks the steps as the wizard does.
 */
export function RefundEdit() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id = '', documentId } = useParams();
  const step = stepOfPath(pathname);
  const { canAccess: canAdd } = useCanAccess({ resource: 'REFUND', action: 'ADD' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'REFUND', action: 'EDIT' });
  const { data: refund, error, isPending, refetch } = useGetOne<RefundRow>('refunds', { id });
  const go = (next: EditStep) => navigate(`/refunds/${encodeURIComponent(id)}/${PAGE_OF[next]}`);
  const steps: WizardStep<EditStep>[] = EDIT_STEPS.map((key) => ({ key, label: refundKey(`steps.${key}`), completed: false }));
  const list = refund?.isDirectwire ? '/refunds?isDirectwire=true' : '/refunds';
  const title = refund
    ? translate(refundKey(refund.isDirectwire ? 'titles.direct_wire' : 'titles.refund'), { id: refund.refundRequestId })
    : '';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title || refundKey('titles.refunds')} />
      <CardContent>
        <Button component={RouterLink} to={list} startIcon={<ArrowBackIcon />} size="small">
          {translate(refundKey(refund?.isDirectwire ? 'titles.directWires' : 'titles.refunds'))}
        </Button>
        {error && <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />}
        {isPending && !error && <Skeleton variant="rounded" height={320} />}
        {!isPending && !error && !refund?.refundRequestId && <Alert severity="warning">{translate('grid.not_found')}</Alert>}
        {refund?.refundRequestId && (
          <RecordContextProvider value={refund}>
            <Typography variant="h5" component="h2" sx={{ my: 1 }}>
              {title}
            </Typography>
            <WizardSteps steps={steps} active={step} onSelect={go} label={refundKey('wizard.label')} />
            <section aria-label={translate(refundKey(`steps.${step}`))}>
              {step === 'details' && (
                <Stack spacing={2}>
                  <RefundFields />
                  {refund.refundRequestStatusTypeCode === 'Pending' && canEdit ? (
                    <AmountEditor refund={refund} onSaved={() => void refetch()} />
                  ) : (
                    refund.refundRequestStatusTypeCode !== 'Pending' && (
                      <Alert severity="info">
                        {translate(refundKey('edit.read_only'), {
                          status: translate(`grid.status.${refund.refundRequestStatusTypeCode.toUpperCase()}`),
                        })}
                      </Alert>
                    )
                  )}
                  <WizardActions onNext={canAdd ? () => go('bank') : undefined} />
                </Stack>
              )}
              {step === 'bank' && (
                <>
                  <BeneficiaryFields beneficiaryId={refund.beneficiaryId} />
                  <WizardActions onBack={() => go('details')} onNext={canAdd ? () => go('documents') : undefined} />
                </>
              )}
              {step === 'documents' && (
                <>
                  <RefundDocumentsTable
                    refundRequestId={refund.refundRequestId}
                    onView={(document) =>
                      navigate(`/refunds/${refund.refundRequestId}/documents/${document.refundRequestDocumentId}/detail`)
                    }
                  />
                  <WizardActions onBack={() => go('bank')} />
                  {documentId && <DocumentRoute refundRequestId={String(refund.refundRequestId)} documentId={documentId} />}
                </>
              )}
            </section>
          </RecordContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
