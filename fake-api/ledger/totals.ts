/**
 * The rule every balance answer keeps (issue #30): a node `{ total, detail }` totals the numbers
 * of its detail (a nested node counts with its own total, and is checked in turn). The contract
 * and ledger tests run it over each shape; the fake API's answers are built to pass it.
 */
type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each node whose total is not the sum of its detail, as `path: total != sum`; empty when all add up. */
export function unbalancedTotals(reply: unknown, path = ''): string[] {
  if (!isTree(reply)) return [];
  const found: string[] = [];
  const { total, detail } = reply;
  if (typeof total === 'number' && isTree(detail)) {
    let sum = 0;
    for (const part of Object.values(detail)) {
      if (typeof part === 'number') sum += part;
      else if (isTree(part) && typeof part.total === 'number') sum += part.total;
    }
    if (Math.abs(sum - total) > 0.011) found.push(`${path || '(root)'}: ${total} != ${Math.round(sum * 100) / 100}`);
  }
  for (const [key, value] of Object.entries(reply)) found.push(...unbalancedTotals(value, path ? `${path}.${key}` : key));
  return found;
}
