import { useCallback } from 'react';
import { useCreate, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { errorMessageOf, hasServerWords, isHttpError } from '../../providers/httpError';

export interface CreateSaveOptions<V> {
  /** The body the API takes from the form's values. */
  toBody: (values: V) => Record<string, unknown>;
  /** A field the API names in a 400 ("amount must be …") → the form's field it belongs to, if any. */
  fieldOf: (apiField: string) => keyof V | undefined;
  /** i18n key said on success (none when `onCreated` says it otherwise). */
  success?: string;
  /**
   * A refusal whose whole text is one of the spec's error codes (ENTITY_EXIST) → the form's field
   * it concerns and the i18n key said under it: the code names no field, the screen knows which.
   */
  codes?: Partial<Record<string, { field: keyof V; message: string }>>;
  /** i18n key said when the refusal carries no words of its own (an empty or '{}' body: `hasServerWords`). */
  fallback: string;
  /** Where to go once created (default the list). */
  redirect?: string;
  /** Instead of going anywhere: the created record, as the API answered it (a paywall's success dialog). */
  onCreated?: (record: RaRecord) => void;
}

/**
 * A react-admin `<Form save>` for a create: the POST through the data provider, the success toast
 * and the way back; a 400 naming one of the form's fields goes under that field, any other
 * refusal is a toast with the server's words (or `fallback`). The form keeps what was typed.
 */
export function useCreateSave<V extends Record<string, unknown>>(resource: string, options: CreateSaveOptions<V>) {
  const [create] = useCreate<RaRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { toBody, fieldOf, codes, success, fallback, redirect: to, onCreated } = options;
  return useCallback(
    async (values: Partial<V>) => {
      let created: RaRecord;
      try {
        created = (await create(resource, { data: toBody(values as V) }, { returnPromise: true })) as RaRecord;
      } catch (error) {
        const message = errorMessageOf(error);
        const coded = isHttpError(error) ? codes?.[message.trim()] : undefined;
        if (coded) return { [coded.field]: coded.message };
        const field = isHttpError(error) && error.status === 400 ? fieldOf(message.split(' ')[0]) : undefined;
        if (field) return { [field]: message };
        const said = message && hasServerWords(error) ? message : fallback;
        notify(said, { type: 'error', messageArgs: { _: said } });
        return undefined;
      }
      if (success) notify(success, { type: 'success' });
      if (onCreated) onCreated(created);
      else redirect(to ?? 'list', resource);
      return undefined;
    },
    [create, resource, toBody, fieldOf, codes, success, fallback, to, onCreated, notify, redirect],
  );
}
