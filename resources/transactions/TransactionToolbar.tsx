import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { widenFilterRange } from './filterRules';
import { TransactionIdSearch } from './TransactionIdSearch';

/**
 * Applies the 23:59 widening (spec 02 §2) to an applied range: the framework's Apply has no hook
 * for it yet, so the list holds its fetch (see `canFetchTransactions`) until this replaces the
 * range in the URL with the widened one.
 */
function RangeWidener() {
  const { filterValues, setFilters } = useListContext();
  useEffect(() => {
    const widened = widenFilterRange(filterValues);
    if (widened !== filterValues) setFilters(widened, {});
  }, [filterValues, setFilters]);
  return null;
}

/** Extra toolbar of the Transactions grid: the transaction-id search. */
export function TransactionToolbar() {
  return (
    <>
      <TransactionIdSearch />
      <RangeWidener />
    </>
  );
}
