import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** Spec 01 §10: a successful action says one of three things, picked at random. */
export const SUCCESS_MESSAGES = ['messages.success_1', 'messages.success_2', 'messages.success_3'] as const;

export const randomSuccessMessage = (random: () => number = Math.random) =>
  SUCCESS_MESSAGES[Math.min(SUCCESS_MESSAGES.length - 1, Math.floor(random() * SUCCESS_MESSAGES.length))];

/**
 * Shows the spec's success toast ('Action done successfully!', 'Perfect!' or 'Ok!'), followed by
 * what happened when the action has more to say (`detail`, an i18n key): 'Perfect! The report runs again…'.
 */
export function useNotifySuccess(): (detail?: string, args?: Record<string, unknown>) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (detail?: string, args?: Record<string, unknown>) => {
      const praise = translate(randomSuccessMessage());
      const message = detail ? `${praise} ${translate(detail, args)}` : praise;
      notify(message, { type: 'success', messageArgs: { _: message } });
    },
    [notify, translate],
  );
}
