import { useRef, useState, type MutableRefObject } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Form, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DraftRestoredAlert,
  PersistDraft,
  WizardSteps,
  clearDraft,
  errorMessageOf,
  useFormDraft,
  type WizardStep,
} from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { BankDetailsStep } from './BankDetailsStep';
import { DetailsStep } from './DetailsStep';
import { DocumentsStep } from './DocumentsStep';
import { DIRECT_WIRE_PARAM, refundKey } from './refundKey';
import { problemMessage } from './refundValidators';
import { RequestStep } from './RequestStep';
import { useRefundConfig } from './useRefundConfig';
import {
  NEW_REFUND_STEPS,
  STEP_FIELDS,
  emptyWizardValues,
  fieldOfServerRefusal,
  newRefundBody,
  stepOf,
  wizardProblems,
  type NewRefundStep,
  type RefundWizardValues,
  type WizardProblem,
} from './wizardValues';

const draftKey = (direct: boolean) => (direct ? 'refunds/new?direct' : 'refunds/new');

/** react-admin's validator wording as a react-hook-form error (the inputs render it). */
const asFieldError = (problem: WizardProblem) => ({
  type: 'validate',
  message: `@@react-admin@@${JSON.stringify(problemMessage(problem))}`,
});

type SubmitHandler = (values: RefundWizardValues) => Promise<void> | void;

function WizardBody({ direct, onSubmit }: { direct: boolean; onSubmit: MutableRefObject<SubmitHandler | undefined> }) {
  const config = useRefundConfig();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { trigger, setValue, setError } = useFormContext<RefundWizardValues>();
  const { errors } = useFormState<RefundWizardValues>();
  const step = useWatch<RefundWizardValues, 'step'>({ name: 'step' }) ?? 'request';
  const request = useWatch<RefundWizardValues, 'request'>({ name: 'request' }) ?? '';
  const lookedUp = useWatch<RefundWizardValues, 'lookedUp'>({ name: 'lookedUp' });
  const [sending, setSending] = useState(false);
  // Spec 02 §2: the other steps wait until the request step is done (for the input as it reads now).
  const requestDone = lookedUp !== null && lookedUp === request.trim();
  const go = (next: NewRefundStep) => setValue('step', next, { shouldDirty: true });
  const next = (from: Exclude<NewRefundStep, 'request'>, to: NewRefundStep) => async () => {
    if (await trigger(STEP_FIELDS[from] as FieldPath<RefundWizardValues>[], { shouldFocus: true })) go(to);
  };

  const stepHasError = (key: NewRefundStep) =>
    key === 'request'
      ? Boolean(errors.request)
      : key === 'details'
        ? STEP_FIELDS.details.some((f) => f in errors)
        : key === 'bank'
          ? Boolean(errors.beneficiary)
          : Boolean(errors.documents || errors.disclaimer);
  const steps: WizardStep<NewRefundStep>[] = NEW_REFUND_STEPS.map((key) => ({
    key,
    label: refundKey(`steps.${key}`),
    disabled: key !== 'request' && !requestDone,
    completed: requestDone && NEW_REFUND_STEPS.indexOf(key) < NEW_REFUND_STEPS.indexOf(step),
    error: stepHasError(key),
  }));

  const submit = async (values: RefundWizardValues) => {
    // Every step's rules, not only the last one's: a step may have been left for an earlier one.
    const problems = wizardProblems(values);
    if (problems.length) {
      for (const [field, problem] of problems) setError(field as FieldPath<RefundWizardValues>, asFieldError(problem));
      go(stepOf(problems[0][0]));
      notify(refundKey('wizard.fix'), { type: 'error' });
      return;
    }
    setSending(true);
    try {
      const { refundRequestId } = await dataProvider.createRefund(newRefundBody(values, direct));
      clearDraft(draftKey(direct));
      notify(refundKey('wizard.documents.created'), { type: 'success', messageArgs: { id: refundRequestId } });
      // Spec 02 §2: confirm replaces the route with the new request's page.
      navigate(`/refunds/${refundRequestId}/detail`, { replace: true });
    } catch (error) {
      const message = errorMessageOf(error);
      const field = fieldOfServerRefusal(message);
      if (field && field !== 'documents') {
        setError(field as FieldPath<RefundWizardValues>, { type: 'server', message });
        go(stepOf(field));
      }
      notify(refundKey('wizard.documents.failed'), { type: 'error', messageArgs: { message } });
    } finally {
      setSending(false);
    }
  };

  // Enter in a field is the step's Next; on the last step the form's submit is Confirm.
  onSubmit.current = (values) => {
    if (step === 'documents') return submit(values);
    if (step === 'details') return next('details', 'bank')();
    if (step === 'bank') return next('bank', 'documents')();
  };

  return (
    <>
      <WizardSteps steps={steps} active={step} onSelect={go} label={refundKey('wizard.label')} />
      <section aria-label={translate(refundKey(`steps.${step}`))}>
        {step === 'request' && <RequestStep onDone={() => go('details')} />}
        {step === 'details' && <DetailsStep config={config} onBack={() => go('request')} onNext={next('details', 'bank')} />}
        {step === 'bank' && <BankDetailsStep config={config} onBack={() => go('details')} onNext={next('bank', 'documents')} />}
        {step === 'documents' && <DocumentsStep busy={sending} onBack={() => go('bank')} />}
      </section>
    </>
  );
}

/**
 * /refunds/new (spec 02 §2): the four-step wizard of a new refund request, or of a direct wire with
 * `?isDirectwire=true`. Request first (the other steps wait for it), then details, bank details
 * and documents; Confirm sends it all (POST /refunds/new) and replaces the route with the new
 * request's page. What is typed is kept in the tab's draft: a failed Confirm, a reload or a visit
 * elsewhere loses nothing, and a restored draft says so, with Start over.
 */
export function RefundCreate() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const direct = params.get(DIRECT_WIRE_PARAM) === 'true';
  const { defaults, restored, startOver, formKey } = useFormDraft(draftKey(direct), emptyWizardValues);
  const onSubmit = useRef<SubmitHandler>(undefined);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={refundKey(direct ? 'titles.new_direct_wire' : 'titles.new_refund')} />
      <CardContent>
        <h2 style={{ marginTop: 0 }}>{translate(refundKey(direct ? 'titles.new_direct_wire' : 'titles.new_refund'))}</h2>
        {restored && <DraftRestoredAlert onStartOver={startOver} />}
        <Form
          key={formKey}
          defaultValues={defaults}
          mode="onTouched"
          noValidate
          onSubmit={(values: Record<string, unknown>) => onSubmit.current?.(values as unknown as RefundWizardValues)}
        >
          <PersistDraft storageKey={draftKey(direct)} />
          <WizardBody direct={direct} onSubmit={onSubmit} />
        </Form>
      </CardContent>
    </Card>
  );
}
