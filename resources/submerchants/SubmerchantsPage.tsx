import { useMemo } from 'react';
import Add from '@mui/icons-material/Add';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CanAccess, DataTable, FunctionField, ListContextProvider, Title, useList, useRecordContext, useTranslate } from 'react-admin';
import {
  DetailDrawer,
  FormattedDateField,
  KeyboardRowsBody,
  LoadFailedAlert,
  StatusChip,
  scrollingGridSx,
  useDrawerParam,
} from '../../src/framework';
import { submerchantKey } from './messages';
import { SubmerchantDetails } from './SubmerchantDetails';
import { useSubmerchantParents } from './useSubmerchantParents';
import type { Submerchant, SubmerchantParent } from './types';

const SORT = { field: 'constitutionDate', order: 'DESC' } as const;
/** Six columns: on a phone the grid scrolls inside its card, the page keeps the screen's width. */
const GRID_SX = scrollingGridSx(640);

function DetailsButton({ onOpen }: { onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const record = useRecordContext<Submerchant>();
  if (!record) return null;
  const label = translate(submerchantKey('list.details'));
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => onOpen(record.merchantId)}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** One parent merchant's submerchants, sortable by every column (react-admin's useList over the reply). */
function ParentGrid({ parent, onOpen }: { parent: SubmerchantParent; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  // Made once per reply: useList starts over when its data changes.
  // No registry number reads '' here: useList compares with < and >, which a null leaves unordered.
  const data = useMemo(
    () => parent.submerchants.map((s) => ({ ...s, id: s.merchantId, registryNumber: s.registryNumber ?? '' })),
    [parent.submerchants],
  );
  const list = useList<Submerchant>({ data, sort: SORT, perPage: 1000 });
  const heading = translate(submerchantKey('list.of'), { name: parent.companyName });
  return (
    <Card component="section" aria-label={heading}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <CanAccess resource="SUBMERCHANT" action="ADD">
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to={`/submerchants/new/${parent.merchantId}`}>
              {translate('grid.add')}
            </Button>
          </CanAccess>
        </Stack>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(submerchantKey('list.none'))}
          </Typography>
        ) : (
          <ListContextProvider value={list}>
            <DataTable bulkActionButtons={false} rowClick={(id) => (onOpen(Number(id)), false)} body={KeyboardRowsBody} sx={GRID_SX}>
              <DataTable.Col source="merchantId" />
              <DataTable.Col source="constitutionDate">
                <FormattedDateField source="constitutionDate" format="dateTime" />
              </DataTable.Col>
              <DataTable.Col source="companyName" />
              <DataTable.Col source="registryNumber">
                <FunctionField<Submerchant> render={(s) => s.registryNumber || '-'} />
              </DataTable.Col>
              {/* A registration in process must not read as an active submerchant. */}
              <DataTable.Col source="statusTypeCode" label={submerchantKey('fields.status')}>
                <StatusChip source="statusTypeCode" labelPrefix={submerchantKey('statuses.')} />
              </DataTable.Col>
              <DataTable.Col label="grid.actions" disableSort>
                <DetailsButton onOpen={onOpen} />
              </DataTable.Col>
            </DataTable>
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /submerchants (spec 03 §2): one grid per parent merchant (id, constitution date, company name,
 * registry number or '-', all sortable, and the status: a new one is REGISTER_IN_PROCESS), each submerchant's details in a drawer, Add with
 * SUBMERCHANT ADD to /submerchants/new/{parentId}.
 */
export function SubmerchantsPage() {
  const translate = useTranslate();
  const { id, open, close } = useDrawerParam();
  const { data, isPending, error, refetch } = useSubmerchantParents();
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={submerchantKey('name')} />
      <div>
        <Typography variant="h5" component="h1">
          {translate(submerchantKey('name'))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(submerchantKey('subtitle'))}
        </Typography>
      </div>
      {isPending && <Skeleton variant="rounded" height={160} />}
      {error && <LoadFailedAlert messageKey={submerchantKey('list.failed')} error={error} onRetry={() => void refetch()} />}
      {data?.map((parent) => (
        <ParentGrid key={parent.merchantId} parent={parent} onOpen={open} />
      ))}
      <DetailDrawer resource="submerchants" id={id} open={Boolean(id)} onClose={close} title={submerchantKey('list.drawer')}>
        <SubmerchantDetails />
      </DetailDrawer>
    </Stack>
  );
}
