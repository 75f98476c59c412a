import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { DateTimeText, LoadFailedAlert, StatusChip } from '../../src/framework';
import { DocumentDetailDialog, DownloadDocumentButton } from './DocumentDetailDialog';
import { refundKey } from './refundKey';
import type { RefundDocument } from '../../contract/refunds/types';
import { useRefundDocuments } from './useRefundParts';

export interface RefundDocumentsTableProps {
  refundRequestId: number | string;
  /**
   * Where View leads: the drawer opens the read-only detail itself; the documents page passes the
   * route of the document's page (/refunds/{id}/documents/{documentId}/detail), where it can be saved.
   */
  onView?: (document: RefundDocument) => void;
}

/** A request's merchant documents (spec 02 §2): type, file, status and date, each to view and download. */
export function RefundDocumentsTable({ refundRequestId, onView }: RefundDocumentsTableProps) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useRefundDocuments(refundRequestId);
  const [viewing, setViewing] = useState<RefundDocument>();
  if (error) return <LoadFailedAlert messageKey="grid.load_failed" error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (!data.length) return <Alert severity="info">{translate(refundKey('drawer.no_documents'))}</Alert>;
  return (
    <>
      <Table size="small" aria-label={translate(refundKey('steps.documents'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(refundKey('documents.documentType'))}</TableCell>
            <TableCell>{translate(refundKey('documents.documentName'))}</TableCell>
            <TableCell>{translate(refundKey('documents.documentStatus'))}</TableCell>
            <TableCell>{translate(refundKey('documents.createdDate'))}</TableCell>
            <TableCell>{translate('grid.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((document) => (
            <TableRow key={document.refundRequestDocumentId}>
              <TableCell>{translate(refundKey(`document_types.${document.documentType}`), { _: document.documentType })}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{document.documentName}</TableCell>
              <TableCell>
                <StatusChip value={document.documentStatusTypeCode} />
              </TableCell>
              <TableCell>
                <DateTimeText value={document.createdDate} format="dateTime" />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  startIcon={<VisibilityIcon />}
                  onClick={() => (onView ? onView(document) : setViewing(document))}
                  aria-label={`${translate(refundKey('documents.view'))} ${document.documentName}`}
                >
                  {translate(refundKey('documents.view'))}
                </Button>
                <DownloadDocumentButton document={document} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {viewing && <DocumentDetailDialog document={viewing} editable={false} onClose={() => setViewing(undefined)} />}
    </>
  );
}
