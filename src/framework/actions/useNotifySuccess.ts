import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** Spec 01 §10: a successful action says one of three things, picked at random. */
export const SUCCESS_MESSAGES = ['messages.success_1', 'messages.success_2', 'messages.success_3'] as const;

export const randomSuccessMessage = (random: () => number = Math.random) =>
  SUCCESS_MESSAGES[Math.min(SUCCESS_MESSAGES.length - 1, Math.floor(random() * SUCCESS_MESSAGES.length))];

/** Shows the spec's success toast ('Action done successfully!', 'Perfect!' or 'Ok!'). */
export function useNotifySuccess(): () => void {
  const notify = useNotify();
  return useCallback(() => notify(randomSuccessMessage(), { type: 'success' }), [notify]);
}
