import type { DataProvider, GetListResult } from 'react-admin';
import { apiNow, formatWireDate } from '../../../contract/wireDate';

/** Set by the bench before the page loads: the same session the app under test reads. */
export const BARE_TOKEN_KEY = 'bare.token';

const notUsed = () => Promise.reject(new Error('the bare list only reads'));

/**
 * The least a react-admin data provider needs for one list over the back-office grid wire
 * (pageIndex, pageSize, sortField, sortDirection, filters; `{ data, count }`), asking for what the
 * app's transactions screens first ask for, today's pay-ins newest first.
 */
export const bareDataProvider: DataProvider = {
  getList: async (resource, { pagination, sort, signal }): Promise<GetListResult> => {
    const today = apiNow();
    today.setHours(0, 0, 0, 0);
    const endOfToday = new Date(today.getTime() + 86_400_000 - 1);
    const query = new URLSearchParams({
      pageIndex: String((pagination?.page ?? 1) - 1),
      pageSize: String(pagination?.perPage ?? 10),
      sortField: sort?.field ?? 'createdDate',
      sortDirection: sort?.order === 'ASC' ? 'asc' : 'desc',
      createdDateFrom: formatWireDate(today),
      createdDateTo: formatWireDate(endOfToday),
      dateType: 'createdDate',
    });
    const reply = await fetch(`/api/v1/${resource}?${query}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem(BARE_TOKEN_KEY) ?? ''}` },
      signal,
    });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.statusText}`);
    const { data, count } = (await reply.json()) as { data: Record<string, unknown>[]; count: number };
    return { data: data.map((row) => ({ ...row, id: row.transactionId as string })), total: count };
  },
  getOne: notUsed,
  getMany: notUsed,
  getManyReference: notUsed,
  create: notUsed,
  update: notUsed,
  updateMany: notUsed,
  delete: notUsed,
  deleteMany: notUsed,
};
