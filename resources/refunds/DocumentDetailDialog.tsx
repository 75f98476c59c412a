import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  FunctionField,
  RecordContextProvider,
  SaveButton,
  SelectInput,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  FileDownloadButton,
  FormattedDateField,
  StatusChip,
  TWO_COLUMN_DETAILS,
  UploadInput,
  mustUpload,
  useNotifiedCall,
  type UploadedFile,
} from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';
import type { RefundDocumentChange } from '../../src/providers/refundCalls';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { refundKey } from './refundKey';
import type { RefundDocument } from '../../contract/refunds/types';
import { UpdateDocumentBody } from '../../contract/writes/refunds';
import { useRefundConfig } from './useRefundConfig';
import { refundPartKeys } from './useRefundParts';

interface DocumentFormValues {
  documentStatusTypeCode: string;
  file: UploadedFile | null;
}

/** PUT /refund-documents/{id}'s body from the dialog's form: what is sent is what its rules check. */
const documentBody = (refundRequestDocumentId: number) => (values: Record<string, unknown>) => ({
  refundRequestDocumentId,
  documentStatusTypeCode: values.documentStatusTypeCode,
  fileId: (values.file as UploadedFile | null | undefined)?.fileId,
});

/** Spec 02 §2: replacing the file warns that it is replaced on Save. */
function ReplaceWarning({ fileId }: { fileId: number }) {
  const translate = useTranslate();
  const file = useWatch<DocumentFormValues, 'file'>({ name: 'file' });
  if (!file || file.fileId === fileId) return null;
  return <Alert severity="warning">{translate(refundKey('documents.replace_warning'))}</Alert>;
}

/** A document's file to download, named for assistive technology. */
export function DownloadDocumentButton({ document }: { document: RefundDocument }) {
  const translate = useTranslate();
  // The API may answer a document whose file is yet to come (its fileId and fileKey null).
  if (!document.fileKey) return null;
  return (
    <FileDownloadButton
      size="small"
      fileKey={document.fileKey}
      fileName={document.documentName}
      label="grid.download"
      failure={refundKey('documents.download_failed')}
      aria-label={`${translate('grid.download')} ${document.documentName}`}
    />
  );
}

export interface DocumentDetailDialogProps {
  document: RefundDocument;
  /** The request's documents page: status and file may be saved (REFUND EDIT); the drawer shows it read-only. */
  editable: boolean;
  onClose(): void;
}

/**
 * One document of a request (spec 02 §2 "Document detail modal"): its fields and its file to
 * download; on the documents page, its status and file can be saved, except once approved. A file
 * must exist; a new one replaces the old on Save, as the dialog warns.
 */
export function DocumentDetailDialog({ document, editable, onClose }: DocumentDetailDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { documentStatusTypes } = useRefundConfig();
  const { canAccess: canEdit } = useCanAccess({ resource: 'REFUND', action: 'EDIT' });
  const { run, busy: saving } = useNotifiedCall(
    async (change: RefundDocumentChange) => {
      await dataProvider.updateRefundDocument(document.refundRequestDocumentId, change);
      await queryClient.invalidateQueries({ queryKey: refundPartKeys.documents(document.refundRequestId) });
    },
    { success: refundKey('documents.saved'), failure: refundKey('documents.save_failed') },
  );
  const approved = document.documentStatusTypeCode === 'APPROVED';
  // The API may answer a document whose file is yet to come: the form then starts without one.
  const hasFile = typeof document.fileId === 'number';
  const typeName = translate(refundKey(`document_types.${document.documentType}`), { _: document.documentType ?? '' });
  const description = translate(refundKey(`document_descriptions.${document.documentType}`), { _: document.description ?? typeName });
  const form = editable && canEdit === true;
  const titleId = `refund-document-${document.refundRequestDocumentId}`;

  const toBody = useMemo(() => documentBody(document.refundRequestDocumentId), [document.refundRequestDocumentId]);
  const statusRule = useMemo(() => schemaRules(UpdateDocumentBody, toBody)('documentStatusTypeCode'), [toBody]);
  const save = async (values: Record<string, unknown>) => {
    // The form's rules passed: the body is the contract's.
    const { refundRequestDocumentId: _id, ...change } = toBody(values) as UpdateDocumentBody;
    if (await run(change)) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(refundKey('documents.detail_title'), { name: document.documentName || typeName || document.refundRequestDocumentId })}
      </DialogTitle>
      <RecordContextProvider value={{ ...document, id: document.refundRequestDocumentId }}>
        <DialogContent>
          <Stack spacing={2}>
            <SimpleShowLayout sx={TWO_COLUMN_DETAILS} resource="refunds">
              <FunctionField<RefundDocument>
                source="documentType"
                label={refundKey('documents.documentType')}
                render={(d) => translate(refundKey(`document_types.${d.documentType}`), { _: d.documentType })}
              />
              <StatusChip source="documentStatusTypeCode" label={refundKey('documents.documentStatus')} />
              <TextField source="documentName" label={refundKey('documents.documentName')} />
              <FormattedDateField source="createdDate" format="dateTime" label={refundKey('documents.createdDate')} />
              <FunctionField<RefundDocument>
                source="description"
                label={refundKey('documents.description')}
                render={(d) => translate(refundKey(`document_descriptions.${d.documentType}`), { _: d.description })}
              />
            </SimpleShowLayout>
            {form && approved && <Alert severity="info">{translate(refundKey('documents.approved_locked'))}</Alert>}
          </Stack>
        </DialogContent>
        {form ? (
          <Form<DocumentFormValues>
            defaultValues={{
              documentStatusTypeCode: document.documentStatusTypeCode,
              file: hasFile ? { fileId: document.fileId, fileKey: document.fileKey, name: document.documentName } : null,
            }}
            onSubmit={save}
            disabled={approved}
          >
            <DialogContent sx={{ pt: 0 }}>
              <Stack spacing={2}>
                <SelectInput
                  source="documentStatusTypeCode"
                  label={refundKey('documents.documentStatus')}
                  choices={documentStatusTypes.map((s) => ({
                    id: s.code,
                    name: translate(refundKey(`document_statuses.${s.code}`), { _: s.description }),
                  }))}
                  validate={statusRule}
                  disabled={approved}
                  helperText={false}
                />
                <UploadInput
                  source="file"
                  label={refundKey('documents.file')}
                  kind="document"
                  validate={mustUpload(description)}
                  disabled={approved}
                  replaceLabel="grid.upload_replace"
                />
                <ReplaceWarning fileId={document.fileId} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <DownloadDocumentButton document={document} />
              <Button onClick={onClose}>{translate('grid.close')}</Button>
              <SaveButton label="ra.action.save" disabled={approved || saving} />
            </DialogActions>
          </Form>
        ) : (
          <DialogActions>
            <DownloadDocumentButton document={document} />
            <Button onClick={onClose}>{translate('grid.close')}</Button>
          </DialogActions>
        )}
      </RecordContextProvider>
    </Dialog>
  );
}
