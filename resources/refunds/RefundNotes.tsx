import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useCanAccess, useDataProvider, useTranslate, type Validator } from 'react-admin';
import { DateTimeText, LoadFailedAlert, useNotifiedCall } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { NewNoteBody } from '../../contract/writes/refunds';
import { refundKey } from './refundKey';
import { refundPartKeys, useRefundNotes } from './useRefundParts';

/** POST /notes's body from the note box: the one thing sent, and what its rules check. */
const noteBody =
  (refundRequestId: number) =>
  (values: Record<string, unknown>): NewNoteBody => ({ refundRequestId, text: String(values.text ?? '') });

/** The note box: what was typed stays when the call fails, and empties once the note is in. */
function NoteInput({ saving, rules }: { saving: boolean; rules: Validator }) {
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput source="text" label={refundKey('notes.text')} multiline minRows={2} validate={rules} disabled={saving} sx={{ flex: 1 }} />
      <SaveButton label={refundKey('notes.add')} icon={<></>} sx={{ mt: 1 }} />
    </Stack>
  );
}

/**
 * A request's notes (the /notes calls of spec 01 §7.3): what the merchant and the provider's
 * reviewers wrote about it, oldest first; with REFUND EDIT the merchant adds one.
 */
export function RefundNotes({ refundRequestId }: { refundRequestId: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, error, isPending, refetch } = useRefundNotes(refundRequestId);
  const { canAccess: canEdit } = useCanAccess({ resource: 'REFUND', action: 'EDIT' });
  const [added, setAdded] = useState(0);
  const { run, busy: saving } = useNotifiedCall(
    async (note: NewNoteBody) => {
      await dataProvider.addRefundNote(note);
      await queryClient.invalidateQueries({ queryKey: refundPartKeys.notes(refundRequestId) });
    },
    { success: refundKey('notes.added'), failure: refundKey('notes.failed') },
  );
  const toBody = useMemo(() => noteBody(refundRequestId), [refundRequestId]);
  const rules = useMemo(() => schemaRules(NewNoteBody, toBody)('text'), [toBody]);
  const add = async (values: Record<string, unknown>) => {
    if (await run(toBody(values))) setAdded((n) => n + 1);
  };

  return (
    <Stack spacing={1}>
      {error && <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Skeleton variant="rounded" height={80} />}
      {data && data.length === 0 && <Alert severity="info">{translate(refundKey('notes.empty'))}</Alert>}
      {data && data.length > 0 && (
        <List dense aria-label={translate(refundKey('notes.title'))}>
          {data.map((note) => (
            <ListItem key={note.noteId} divider alignItems="flex-start">
              <ListItemText
                primary={note.text}
                secondary={
                  <>
                    {note.author} · <DateTimeText value={note.createdDate} format="dateTime" variant="caption" />
                  </>
                }
                secondaryTypographyProps={{ component: 'span' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        // A new form once a note is in: the box starts empty again; a failure keeps it as typed.
        <Form key={added} defaultValues={{ text: '' }} onSubmit={add}>
          <NoteInput saving={saving} rules={rules} />
        </Form>
      )}
    </Stack>
  );
}
