import { Children, isValidElement, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  DataTableRenderContext,
  DataTableStoreContext,
  useListContext,
  useResourceContext,
  useTranslateLabel,
  type DataTableColumnProps,
} from 'react-admin';
import { DetailDrawer } from './DetailDrawer';

/** Every column shown, whatever the grid hides: the drawer holds the row in full. */
const ALL_COLUMNS = { storeKey: 'row-drawer', defaultHiddenColumns: [] };

const labelSx = { color: 'text.secondary', width: '40%', verticalAlign: 'top' } as const;

/**
 * The row's columns one under the other, each name beside its value as the grid's cell shows it
 * (the column element itself renders the value: money, dates, statuses read the same).
 */
export const RowFields = ({ columns }: { columns: ReactNode }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const items = Children.toArray(columns).filter((child) => isValidElement<DataTableColumnProps>(child));
  return (
    <DataTableStoreContext.Provider value={ALL_COLUMNS}>
      <DataTableRenderContext.Provider value="data">
        <Table size="small">
          <TableBody>
            {items.map((column, index) => {
              const { label, source } = column.props;
              return (
                <TableRow key={column.key ?? index}>
                  <TableCell component="th" scope="row" sx={labelSx}>
                    {typeof label === 'string' || label == null ? translateLabel({ label, resource, source }) : label}
                  </TableCell>
                  {column}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
};

export interface RowDrawerProps {
  id: string | null;
  onClose: () => void;
  /** The grid's columns (its DataTable.Col children). */
  columns: ReactNode;
  /** Under the fields, in the row's record context (a link to what a figure is made of). */
  extra?: ReactNode;
}

/**
 * The details of a row on a screen with none of its own (a daily balance, a ledger movement):
 * the framework's DetailDrawer over the row the grid already holds, with every column in full.
 */
export const RowDrawer = ({ id, onClose, columns, extra }: RowDrawerProps) => {
  const resource = useResourceContext() ?? '';
  const { data, isPending } = useListContext();
  const record = id == null ? undefined : data?.find((row) => String(row.id) === id);
  return (
    <DetailDrawer resource={resource} id={id} open={id != null} onClose={onClose} row={{ record, isPending }} width={480}>
      <RowFields columns={columns} />
      {extra}
    </DetailDrawer>
  );
};
