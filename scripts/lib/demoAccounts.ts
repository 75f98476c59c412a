/** The seeded demo accounts (the fake API's auth module holds the same list). */
export const DEMO_PASSWORD = 'demo123';
export const DEMO_ACCOUNTS = [
  { email: 'super@demo.test', what: 'super-merchant: every screen and action, sees its two sub-merchants' },
  { email: 'merchant@demo.test', what: 'one merchant: no credentials, no payout status change' },
  { email: 'viewer@demo.test', what: 'read-only: VIEW and MENU only (no add, edit, or export the spec gates with EXPORT)' },
  { email: 'treasurer@demo.test', what: 'global balance from its menu right only (GLOBAL_BALANCE MENU), settlements, withdrawals' },
  { email: '2fa@demo.test', what: 'as merchant, with a second factor: code 123456' },
] as const;

export function printBanner(appUrl: string, apiUrl: string): void {
  const lines = [
    '',
    `  Merchant back-office  ${appUrl}`,
    `  Fake API              ${apiUrl}`,
    // The API printed them as it started; repeated here, where a demo's eyes are.
    ...(process.env.FAKE_API_FAULTS?.trim() ? [`  Faults on             FAKE_API_FAULTS=${process.env.FAKE_API_FAULTS.trim()}`] : []),
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(20)} ${a.what}`),
    '',
    '  Ctrl-C stops both.',
    '',
  ];
  console.log(lines.join('\n'));
}
