import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../useIsPhone';

export interface WizardStep<K extends string = string> {
  key: K;
  /** i18n key of the step's name. */
  label: string;
  /** Not reachable yet (spec 02 §2: a new refund's later steps wait for its request step). */
  disabled?: boolean;
  completed?: boolean;
  /** Something on the step needs the user (a refused field), shown on its label. */
  error?: boolean;
}

export interface WizardStepsProps<K extends string> {
  steps: readonly WizardStep<K>[];
  active: K;
  onSelect(key: K): void;
  /** i18n key naming the whole wizard for assistive technology. */
  label: string;
}

/**
 * A wizard's steps as MUI's non-linear Stepper: each step a button, reachable unless disabled,
 * with its done and refused states. The screen keeps the values (one react-admin Form across the
 * steps) and decides what Next checks.
 */
export function WizardSteps<K extends string>({ steps, active, onSelect, label }: WizardStepsProps<K>) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const index = steps.findIndex((s) => s.key === active);
  return (
    <Box component="nav" aria-label={translate(label)} sx={{ py: 1, minWidth: 0 }}>
      {/* On a phone the labels go under the numbers, so four steps fit 360 px. */}
      <Stepper nonLinear activeStep={index} alternativeLabel={isPhone}>
        {steps.map((step) => (
          <Step key={step.key} completed={step.completed} disabled={step.disabled}>
            <StepButton onClick={() => onSelect(step.key)} aria-current={step.key === active ? 'step' : undefined} disabled={step.disabled}>
              <StepLabel error={step.error}>{translate(step.label)}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

export interface WizardActionsProps {
  onBack?: () => void;
  onNext?: () => void;
  /** i18n key of the forward button; default 'grid.wizard.next'. */
  nextLabel?: string;
  /** The forward button submits the form (the last step). */
  submit?: boolean;
  busy?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** Back and Next (or the final submit) under a step; a busy submit shows its progress and cannot be pressed twice. */
export function WizardActions({ onBack, onNext, nextLabel = 'grid.wizard.next', submit, busy, disabled, children }: WizardActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', pt: 2 }}>
      {children}
      {onBack && (
        <Button onClick={onBack} disabled={busy}>
          {translate('grid.wizard.back')}
        </Button>
      )}
      {(onNext || submit) && (
        <Button
          variant="contained"
          type={submit ? 'submit' : 'button'}
          onClick={submit ? undefined : onNext}
          disabled={busy || disabled}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(nextLabel)}
        </Button>
      )}
    </Box>
  );
}
