/**
 * Strict input (issue #12 items 4 and 6, issue #13's dates), over raw HTTP:
 * - every write route refuses a table of bad bodies with a 400 whose text names the field, and
 *   still takes a good body; the routes are read from the running app, so a write route added
 *   later fails here until it has its rows in the table;
 * - every list route refuses a page size outside 1..100 and a bad page index, naming the field,
 *   while exports keep pageSize 0; the list routes are found by asking each GET route;
 * - every list refuses a date filter it cannot read, naming the filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACTIVATION_TOKEN, DEMO_RECOVERY_KEY } from '../../fake-api/auth';
import type { RefundDocument, RefundRequest } from '../../contract/refunds/types';
import type { FakeLoginRequest, LoginRequest, ResendNotificationRequest } from '../../contract/wire';
import { brazilPixPayout } from './support/payouts';
import { PAYWALL_LINK } from './support/paywalls';
import { SUBMERCHANT_BODY } from './support/submerchants';
import { directWireBody, refundShopOf, uploadDocument } from './support/refunds';
import { DEMO_PASSWORD, TEST_NOW, authed, json, loginAs, startTestApi, type TestApi } from '../harness/fakeApi';

type Call = ReturnType<typeof authed>;
interface Tx {
  transactionId: string;
  amount: number;
  enableRefund: boolean;
  pendingStatusUpdate: unknown;
}

const MB = 'x'.repeat(1024 * 1024);
const LONG_URL = `https://shop.example/${'a'.repeat(3000)}`;
const ARRAY_BODY = [5];
/** A field left out of the good body. */
const MISSING = Symbol('missing');

let api: TestApi;
let anonymous: Call;
let superCall: Call;
let merchantCall: Call;
let merchantToken: string;

beforeAll(async () => {
  // Every bad body is a 400, which the login-like calls count as a guess: lift the limits here.
  api = await startTestApi({ now: TEST_NOW, throttle: { perAccount: 10_000, perClient: 10_000, windowMs: 60_000 } });
  anonymous = (path, init = {}) => fetch(`${api.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
  superCall = authed(api.url, await loginAs(api.url, 'super@demo.test'));
  merchantToken = await loginAs(api.url, 'merchant@demo.test');
  merchantCall = authed(api.url, merchantToken);
});
afterAll(async () => {
  await api?.close();
});

const send = (call: Call, method: string, path: string, body: unknown) =>
  call(path, { method, body: typeof body === 'string' ? body : JSON.stringify(body) });

interface Payout {
  payoutId: number;
  pendingStatusUpdate: unknown;
}

/** A pending refund request of the merchant. */
async function pendingRefund(): Promise<RefundRequest> {
  const page = await json<{ data: RefundRequest[] }>(await merchantCall('/refunds?pageSize=100&statusTypeCode=Pending'));
  if (!page.data.length) throw new Error('no pending refund');
  return page.data[0];
}

/** A document of the merchant's that may still change. */
async function pendingDocument(): Promise<RefundDocument> {
  const page = await json<{ data: RefundDocument[] }>(await merchantCall('/refund-documents?pageSize=100&documentStatusTypeCode=PENDING'));
  if (!page.data.length) throw new Error('no pending document');
  return page.data[0];
}

/** A payout of the merchant with that status and no change waiting. */
async function pickPayout(status: string): Promise<Payout> {
  const page = await json<{ data: Payout[] }>(await merchantCall(`/payouts/items?pageSize=100&showTests=true&status=${status}`));
  const found = page.data.filter((p) => !p.pendingStatusUpdate);
  if (!found.length) throw new Error(`no ${status} payout`);
  return found[found.length - 1];
}

async function merchantShop(): Promise<number> {
  return (await json<{ shops: { shopId: number }[] }>(await merchantCall('/config/payouts'))).shops[0].shopId;
}

async function pick(call: Call, query: string, ok: (tx: Tx) => boolean): Promise<Tx> {
  const page = await json<{ data: Tx[] }>(await call(`/transactions/v2?pageSize=100&${query}`));
  const found = page.data.filter(ok);
  if (!found.length) throw new Error(`no transaction for ${query}`);
  return found[found.length - 1];
}

interface WriteCase {
  /** `METHOD /path` as the app declares it. */
  route: string;
  call: () => Call;
  /** The concrete path and a body the route takes (state such as a pending 2FA step is made here). */
  target: () => Promise<{ path: string; good: Record<string, unknown> }>;
  okStatus: number;
  /** Each field with values it refuses: the 400 names the field. */
  bad: Record<string, unknown[]>;
}

const loginBad = {
  username: [MISSING, true, [5], '', MB],
  password: [MISSING, true, [5], '', 'p'.repeat(129)],
  token: [5, MB],
  backOfficeType: ['OTHER', ['SHOP'], true],
};

const WRITES: WriteCase[] = [
  {
    route: 'POST /login',
    call: () => anonymous,
    target: async () => ({
      path: '/login',
      good: { username: 'super@demo.test', password: DEMO_PASSWORD, token: '', backOfficeType: 'SHOP' } satisfies LoginRequest,
    }),
    okStatus: 200,
    bad: loginBad,
  },
  {
    route: 'POST /login/two-factor-auth',
    call: () => anonymous,
    target: async () => {
      const { session } = await json<{ session: string }>(
        await send(anonymous, 'POST', '/login', { username: '2fa@demo.test', password: DEMO_PASSWORD, token: '' }),
      );
      return { path: '/login/two-factor-auth', good: { session, code: '123456' } };
    },
    okStatus: 200,
    bad: { session: [MISSING, true, MB], code: [MISSING, 123456, ['123456'], '1'.repeat(17)] },
  },
  {
    route: 'POST /login/fake',
    call: () => anonymous,
    target: async () => ({
      path: '/login/fake',
      good: {
        userKey: 'viewer@demo.test',
        username: 'support@demo.test',
        password: DEMO_PASSWORD,
        token: '',
        backOfficeType: 'SHOP',
      } satisfies FakeLoginRequest,
    }),
    okStatus: 200,
    bad: { ...loginBad, userKey: [MISSING, true, MB] },
  },
  {
    route: 'POST /recover-password',
    call: () => anonymous,
    target: async () => ({ path: '/recover-password', good: { email: 'merchant@demo.test', backOfficeType: 'SHOP' } }),
    okStatus: 204,
    bad: { email: [MISSING, true, 'not an address', `${MB}@x.example`], backOfficeType: [['SHOP']] },
  },
  {
    route: 'PUT /recover-password',
    call: () => anonymous,
    target: async () => ({ path: '/recover-password', good: { key: DEMO_RECOVERY_KEY, password: 'new-secret' } }),
    okStatus: 204,
    bad: { key: [MISSING, true, MB], password: [MISSING, [5], 'p'.repeat(129)] },
  },
  {
    route: 'POST /email-token',
    call: () => anonymous,
    target: async () => ({ path: '/email-token', good: { token: DEMO_ACTIVATION_TOKEN } }),
    okStatus: 204,
    bad: { token: [MISSING, true, [5], MB] },
  },
  {
    route: 'PUT /activate-account',
    call: () => anonymous,
    target: async () => ({ path: '/activate-account', good: { token: DEMO_ACTIVATION_TOKEN, password: 'new-secret' } }),
    okStatus: 204,
    bad: { token: [MISSING, true, MB], password: [MISSING, true, 'p'.repeat(129)] },
  },
  {
    route: 'POST /transactions/v2/:id/refund',
    call: () => merchantCall,
    target: async () => {
      const tx = await pick(merchantCall, 'status=APPROVED', (t) => t.enableRefund && t.amount >= 2);
      return { path: `/transactions/v2/${tx.transactionId}/refund`, good: { amount: 1.5, reason: 'The customer asked for it' } };
    },
    okStatus: 200,
    bad: { amount: [true, [5], '5', 0, 0.001, -1, 1e20, 1.005], reason: [true, [5], MB] },
  },
  {
    route: 'POST /sandbox/user-disclaimer',
    call: () => merchantCall,
    target: async () => ({ path: '/sandbox/user-disclaimer', good: {} }),
    okStatus: 200,
    bad: {},
  },
  {
    route: 'PUT /sandbox/payins/push-pay/:transactionId',
    call: () => merchantCall,
    target: async () => {
      const tx = await pick(merchantCall, 'status=PENDING', (t) => !t.pendingStatusUpdate);
      return {
        path: `/sandbox/payins/push-pay/${tx.transactionId}`,
        good: { transactionId: tx.transactionId, status: 'APPROVED', notificationUrl: 'https://shop.example/notify' },
      };
    },
    okStatus: 204,
    bad: {
      transactionId: [true, MB, '00000000-0000-4000-8000-000000000000'],
      status: [MISSING, ['APPROVED'], 'DONE', true],
      notificationUrl: ['javascript:alert(1)', LONG_URL, 'ftp://shop.example/x', true, [5]],
    },
  },
  {
    route: 'POST /sandbox/payins/push-pay',
    call: () => merchantCall,
    target: async () => {
      const tx = await pick(merchantCall, 'status=ONHOLD', (t) => !t.pendingStatusUpdate);
      return { path: '/sandbox/payins/push-pay', good: { transactionId: tx.transactionId, status: 'REJECTED' } };
    },
    okStatus: 204,
    bad: { transactionId: [MISSING, true, MB], status: [MISSING, ['REJECTED']], notificationUrl: ['javascript:alert(1)', LONG_URL] },
  },
  {
    route: 'POST /notifications/:transactionId/send',
    call: () => merchantCall,
    target: async () => {
      const tx = await pick(merchantCall, 'status=APPROVED', () => true);
      return {
        path: `/notifications/${tx.transactionId}/send`,
        good: { url: 'https://shop.example/hook', transactionId: tx.transactionId } satisfies ResendNotificationRequest,
      };
    },
    okStatus: 200,
    bad: { url: [MISSING, 'javascript:alert(1)', LONG_URL, true, [5], ''], transactionId: [true, MB, 'another-transaction'] },
  },
  {
    route: 'POST /payouts/items',
    call: () => merchantCall,
    target: async () => ({
      path: '/payouts/items',
      good: brazilPixPayout(await merchantShop()),
    }),
    okStatus: 201,
    bad: {
      shopId: [MISSING, 999999],
      payoutChannel: [MISSING, 'PIGEON'],
      country: ['ZZ', [5]],
      amount: [MISSING, 0, -1, '1.005', true, [5]],
      beneficiaryFirstName: [MISSING, 'Ana3', MB],
      documentNumber: [MISSING, MB],
      email: ['not-an-address', MB],
      recipientPixKey: ['', MB],
    },
  },
  {
    route: 'PUT /sandbox/payouts/push-pay/:payoutId',
    call: () => merchantCall,
    target: async () => {
      const payout = await pickPayout('PENDING');
      return {
        path: `/sandbox/payouts/push-pay/${payout.payoutId}`,
        good: { statusTypeCode: 'ERROR', errorReason: 'Account closed', paidDate: '' },
      };
    },
    okStatus: 204,
    bad: {
      statusTypeCode: [MISSING, 'DONE', true, ['ERROR']],
      errorReason: [true, MB],
      paidDate: ['2026-01-01', true],
      payoutId: ['x', 0],
    },
  },
  {
    route: 'POST /sandbox/payouts/push-pay',
    call: () => merchantCall,
    target: async () => ({
      path: '/sandbox/payouts/push-pay',
      good: { payoutId: (await pickPayout('PENDING')).payoutId, statusTypeCode: 'PENDING' },
    }),
    okStatus: 204,
    bad: { payoutId: [MISSING, 'x', 0], statusTypeCode: [MISSING, 'DONE'] },
  },
  {
    route: 'POST /refunds/new',
    call: () => merchantCall,
    target: async () => ({
      path: '/refunds/new',
      good: directWireBody(await refundShopOf(merchantCall), await uploadDocument(api.url, merchantToken)) as unknown as Record<
        string,
        unknown
      >,
    }),
    okStatus: 201,
    bad: {
      refund: [MISSING, true, 'x', [5]],
      refundBeneficiary: [MISSING, true, 'x'],
      refundDocuments: [MISSING, true, 'x'],
      disclaimerAccepted: [MISSING, false, 'yes'],
    },
  },
  {
    route: 'PUT /refunds/:id',
    call: () => merchantCall,
    target: async () => {
      const refund = await pendingRefund();
      return {
        path: `/refunds/${refund.refundRequestId}`,
        good: {
          refundRequestId: refund.refundRequestId,
          refundRequestStatusTypeCode: 'Pending',
          amountToBeRefunded: refund.amountToBeRefunded,
        },
      };
    },
    okStatus: 200,
    bad: {
      refundRequestId: [MISSING, 'x', 0, 999999],
      refundRequestStatusTypeCode: [MISSING, 'Done', ['Pending']],
      amountToBeRefunded: [MISSING, '5', 0, 1.005, true, 1e20],
      refundMessage: [true, MB],
    },
  },
  {
    route: 'POST /refund-documents',
    call: () => merchantCall,
    target: async () => ({
      path: '/refund-documents',
      good: {
        refundRequestId: (await pendingRefund()).refundRequestId,
        documentName: 'letter.pdf',
        documentTypeId: 4,
        documentStatusTypeCode: 'PENDING',
        fileId: await uploadDocument(api.url, merchantToken, 'letter.pdf'),
      },
    }),
    okStatus: 201,
    bad: {
      refundRequestId: [MISSING, 'x', 0],
      documentName: [MISSING, '', MB, true],
      documentTypeId: [MISSING, 'x', 99],
      documentStatusTypeCode: [MISSING, 'DONE'],
      fileId: [MISSING, 'x', 999999],
    },
  },
  {
    route: 'PUT /refund-documents/:id',
    call: () => merchantCall,
    target: async () => {
      const document = await pendingDocument();
      return {
        path: `/refund-documents/${document.refundRequestDocumentId}`,
        good: { refundRequestDocumentId: document.refundRequestDocumentId, documentStatusTypeCode: 'PENDING', fileId: document.fileId },
      };
    },
    okStatus: 200,
    bad: {
      refundRequestDocumentId: [MISSING, 'x', 999999],
      documentStatusTypeCode: [MISSING, 'DONE', true],
      fileId: [MISSING, 'x', 999999],
    },
  },
  {
    route: 'POST /notes',
    call: () => merchantCall,
    target: async () => ({ path: '/notes', good: { refundRequestId: (await pendingRefund()).refundRequestId, text: 'Please hurry.' } }),
    okStatus: 201,
    bad: { refundRequestId: [MISSING, 'x', 0], text: [MISSING, '', '   ', MB, true] },
  },
  {
    route: 'PUT /transaction-refunds/update-status',
    call: () => merchantCall,
    target: async () => {
      const page = await json<{ data: { transactionRefundId: number }[] }>(await merchantCall('/transaction-refunds?pageSize=5'));
      return {
        path: '/transaction-refunds/update-status',
        good: { transactionRefundId: page.data[0].transactionRefundId, status: 'PAID' },
      };
    },
    okStatus: 200,
    bad: { transactionRefundId: [MISSING, 'x', 0], status: [MISSING, 'DONE', ['PAID']], errorMessage: [true, MB] },
  },
  {
    route: 'POST /payout-notifications/sendEmail',
    call: () => merchantCall,
    target: async () => ({ path: '/payout-notifications/sendEmail', good: { payoutId: (await pickPayout('FINISHED')).payoutId } }),
    okStatus: 200,
    bad: { payoutId: [MISSING, 'x', 0], email: ['not-an-address', MB] },
  },
  {
    route: 'POST /balance-ledger/accounts/:id/withdrawal',
    call: () => merchantCall,
    target: async () => ({
      path: `/balance-ledger/accounts/${await brazilAccountId()}/withdrawal`,
      good: { id: await brazilAccountId(), description: 'Supplier payment', reference: 'NF-1001', amount: 10 },
    }),
    okStatus: 201,
    bad: {
      id: [MISSING, 'x', 0, 999_999],
      description: [true, MB],
      reference: [5, MB],
      amount: [MISSING, 'x', 0, 1.234, 99_999_999],
    },
  },
  {
    route: 'POST /balance-ledger/accounts/:id/statement',
    call: () => merchantCall,
    target: async () => ({
      path: `/balance-ledger/accounts/${await brazilAccountId()}/statement`,
      good: { id: await brazilAccountId(), dateFrom: '01/11/2026', dateTo: '07/11/2026' },
    }),
    okStatus: 201,
    bad: { id: [MISSING, 'x', 999_999], dateFrom: [MISSING, 'yesterday', 5, '31/12/2099'], dateTo: [MISSING, '31/02/2026', '01/10/2026'] },
  },
  {
    route: 'POST /paywalls',
    call: () => merchantCall,
    target: async () => ({ path: '/paywalls', good: PAYWALL_LINK }),
    okStatus: 201,
    bad: {
      shopId: [MISSING, 'x', 0, 1],
      notificationUrl: [5, 'javascript:alert(1)', LONG_URL],
      customer: [MISSING, 'x', [5]],
      language: [MISSING, 'FR'],
      scheduledSendDate: [5, 'tomorrow', '2026-12-24T10:00:00Z'],
      description: [MISSING, '', MB],
      trackingId: [MISSING, MB],
      amount: [MISSING, 'x', 0, 1.234, 99_999_999_999_999],
      currency: [MISSING, 'USD'],
      expirationDays: [MISSING, 'x', 0, 31, 2.5],
      fromShopAdmin: ['yes'],
      shopPaymentType: [MISSING, 'sms'],
    },
  },
  ...['/paywalls/email', '/paywalls/send-email'].map((path): WriteCase => ({
    route: `POST ${path}`,
    call: () => merchantCall,
    target: async () => ({ path, good: { paywallId: await sentPaymentEmail() } }),
    okStatus: 200,
    bad: { paywallId: [MISSING, 5, '', MB] },
  })),
  {
    route: 'POST /paywalls/email-subscription',
    call: () => merchantCall,
    target: async () => ({
      path: '/paywalls/email-subscription',
      good: {
        paywallId: await sentPaymentEmail(),
        subscriptionEnabled: true,
        subscriptionInterval: 'MONTHLY',
        subscriptionDateStart: '01/12/2026',
        subscriptionDateEnd: '01/12/2027',
      },
    }),
    okStatus: 200,
    bad: {
      paywallId: [MISSING, 5, MB],
      subscriptionEnabled: [MISSING, 'yes'],
      subscriptionInterval: [MISSING, 'DAILY'],
      subscriptionDateStart: [MISSING, 'x'],
      subscriptionDateEnd: ['31/02/2027', '01/01/2026'],
    },
  },
  {
    route: 'POST /paywall-email-setting',
    call: () => merchantCall,
    target: async () => ({
      path: '/paywall-email-setting',
      good: { shopId: 8, senderName: 'Pampa Store', subject: 'Your order', message: 'Pay here: {link}' },
    }),
    okStatus: 200,
    bad: { shopId: [MISSING, 'x', 0, 1], senderName: [MISSING, MB], replyTo: ['nope', 5], subject: [MISSING, MB], message: [MISSING, MB] },
  },
  {
    route: 'POST /submerchants',
    call: () => superCall,
    target: async () => ({ path: '/submerchants', good: SUBMERCHANT_BODY }),
    okStatus: 201,
    bad: {
      street: [MISSING, '', MB],
      streetNumber: [MISSING, 'x'.repeat(51)],
      city: [MISSING, MB],
      state: [MISSING, 5],
      postalCode: [MISSING, 'x'.repeat(51)],
      countryId: [MISSING, 'x', 0, 999],
      defaultCurrencyCode: [MISSING, 'XXX'],
      merchantHierarchyTypeCode: [MISSING, 'MERCHANT'],
      // A merchant the caller may not register under (2, a submerchant) is a 403: fake-api.submerchants.test.ts.
      superMerchantId: [MISSING, 'x', 0],
      companyInformation: [MISSING, 'x'],
      directorsInformation: [MISSING, [], 'x'],
      beneficialOwnersInformation: [MISSING, []],
      merchantBusinessCountryIds: [MISSING, []],
      settlementDestinyType: [MISSING, 'CASH'],
    },
  },
  {
    route: 'POST /merchants/:id/whitelabel',
    call: () => merchantCall,
    target: async () => ({ path: '/merchants/4/whitelabel', good: { shop: await json(await merchantCall('/shops/8/whitelabel')) } }),
    okStatus: 200,
    bad: { shop: ['x', 5, [5]], merchant: ['x', 5] },
  },
  ...['paywall-preview', 'landing-preview'].map((kind): WriteCase => ({
    route: `POST /shops/:id/${kind}`,
    call: () => merchantCall,
    target: async () => ({ path: `/shops/8/${kind}`, good: { primaryColor: '#0B8457', fontFamily: 'Poppins' } }),
    okStatus: 200,
    bad: {
      primaryColor: [MISSING, 'green', 5],
      fontFamily: [MISSING, 'Comic Sans'],
      accentColor: ['x'],
      logoFileKey: [5],
      isTextButtonBlack: ['yes'],
    },
  })),
  {
    route: 'PUT /email-configuration-settings',
    call: () => merchantCall,
    target: async () => ({ path: '/email-configuration-settings', good: { senderName: 'Pampa', senderEmail: 'pay@pampa.example' } }),
    okStatus: 200,
    bad: { senderName: [MISSING, MB], senderEmail: [MISSING, 'x', MB], replyTo: ['x'] },
  },
];

/** A payment e-mail of the merchant's, sent and unpaid (a resend's target). */
async function sentPaymentEmail(): Promise<string> {
  const reply = await send(merchantCall, 'POST', '/paywalls', { ...PAYWALL_LINK, shopPaymentType: 'email' });
  return (await json<{ paywallId: string }>(reply)).paywallId;
}

/** The merchant's Brazil bank account (the demo merchant holds a BRL shop). */
async function brazilAccountId(): Promise<number> {
  const accounts = await json<{ accountId: number }[]>(await merchantCall('/balance-ledger/accounts?purpose=WITHDRAWAL'));
  return accounts[0].accountId;
}

/**
 * Write routes whose body is no JSON object of fields: logout, a shop's confirmed credentials view,
 * a report's retry and a paywall's deactivation read none (the path says everything), uploads and the payout import are
 * multipart (fake-api.actions, fake-api.payouts).
 */
const NOT_JSON_FIELDS = [
  'POST /logout',
  'POST /file',
  'POST /payouts',
  'POST /shops/:id/credentials',
  'POST /report-tasks/:id(\\d+)/retry',
  'DELETE /refunds/:id',
  'DELETE /refund-documents/:id',
  // A paywall's settings reset (the path says which), the bulk file (multipart) and the pay page's form post.
  'DELETE /paywalls/settings/:shopId',
  'POST /bulk-uploading-paywalls',
  'POST /pay/:id',
  // Deactivating a paywall: the path says which, nothing else is read.
  'POST /paywalls/:id/cancel',
];

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD /path` of every route the running app declares (Express 4 keeps them in `app._router`). */
function declaredRoutes(stack: Layer[] = (api.app as unknown as { _router: { stack: Layer[] } })._router.stack): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? declaredRoutes(layer.handle.stack) : [];
  });
}

const withValue = (good: Record<string, unknown>, field: string, value: unknown) => {
  const body = { ...good };
  if (value === MISSING) delete body[field];
  else body[field] = value;
  return body;
};

const show = (value: unknown) => (value === MISSING ? 'missing' : JSON.stringify(value).slice(0, 40));

describe('write routes', () => {
  it('has a row for every write route the app declares', () => {
    const writes = declaredRoutes().filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));
    expect(writes.filter((route) => !NOT_JSON_FIELDS.includes(route)).sort()).toEqual(WRITES.map((w) => w.route).sort());
  });

  describe.each(WRITES)('$route', (write) => {
    it('refuses a body that is not a JSON object', async () => {
      const { path } = await write.target();
      const method = write.route.split(' ')[0];
      for (const body of [ARRAY_BODY, '"text"', 'true', '5']) {
        const reply = await send(write.call(), method, path, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(await reply.text()).toBe('body must be a JSON object');
      }
    });

    it('refuses each bad field with a 400 that names it, then takes the good body', async () => {
      const { path, good } = await write.target();
      const method = write.route.split(' ')[0];
      for (const [field, values] of Object.entries(write.bad)) {
        for (const value of values) {
          const reply = await send(write.call(), method, path, withValue(good, field, value));
          const text = await reply.text();
          expect(reply.status, `${field} = ${show(value)}: ${text}`).toBe(400);
          expect(text.startsWith(`${field} `), `${field} = ${show(value)}: ${text}`).toBe(true);
          expect(text.length, text).toBeLessThan(200);
        }
      }
      const reply = await send(write.call(), method, path, good);
      expect(reply.status, await reply.clone().text()).toBe(write.okStatus);
    });
  });

  it('words the common refusals the way the screens show them', async () => {
    const refund = await pick(merchantCall, 'status=APPROVED', (t) => t.enableRefund);
    const refundPath = `/transactions/v2/${refund.transactionId}/refund`;
    const push = await pick(merchantCall, 'status=PENDING', (t) => !t.pendingStatusUpdate);
    const pushPath = `/sandbox/payins/push-pay/${push.transactionId}`;
    const cases: [Call, string, string, unknown, string][] = [
      [merchantCall, 'POST', refundPath, { amount: true }, 'amount must be a number'],
      [merchantCall, 'POST', refundPath, { amount: [5] }, 'amount must be a number'],
      [merchantCall, 'POST', refundPath, { reason: MB }, 'reason must be at most 255 characters'],
      [merchantCall, 'POST', refundPath, { amount: refund.amount + 1 }, `amount must be at most the transaction amount (${refund.amount})`],
      [
        merchantCall,
        'PUT',
        pushPath,
        { status: 'APPROVED', notificationUrl: 'javascript:alert(1)' },
        'notificationUrl must be an http(s) URL of at most 2048 characters',
      ],
      [
        merchantCall,
        'PUT',
        pushPath,
        { status: ['APPROVED'] },
        'status must be one of APPROVED, CANCELLED, EXPIRED, FAILED, MISSING_INFO, ONHOLD, PENDING, REJECTED',
      ],
      [anonymous, 'POST', '/login', { password: DEMO_PASSWORD }, 'username is required'],
      [anonymous, 'POST', '/login', { username: 'super@demo.test', password: 'nope' }, 'Invalid username or password'],
      [anonymous, 'POST', '/recover-password', { email: 'nobody' }, 'email must be an e-mail address'],
      [anonymous, 'PUT', '/activate-account', { password: 'x1' }, 'token is required'],
    ];
    for (const [call, method, path, body, message] of cases) {
      const reply = await send(call, method, path, body);
      expect(reply.status, message).toBe(400);
      expect(await reply.text()).toBe(message);
    }
    // Nothing was written by the refused calls.
    const after = await json<{ refund: unknown }>(await merchantCall(`/transactions/v2/${refund.transactionId}/details`));
    expect(after.refund).toBeNull();
  });
});

/** 60 days up to the seed day: the ranges the screens send (some lists require one). */
const RANGE = 'dateFrom=23/09/2026&dateTo=21/11/2026&createdDateFrom=23/09/2026&createdDateTo=21/11/2026';

/** Every list route, as the screens and the generic routes serve them. */
const LISTS = [
  '/account-daily-balance',
  '/adjustments',
  '/balance-ledger/accounts/statement',
  '/balance-ledger/accounts/withdrawal',
  '/adjustment-movements',
  '/adjustment-movements/topups',
  '/claims',
  '/claims/claim-transactions',
  '/claims/report-grid',
  '/merchants',
  '/notifications',
  '/payment-methods',
  '/paywalls',
  '/payouts',
  '/payouts/items',
  '/api/v1/refunds/claims',
  '/balance-ledger/movements',
  '/merchant-balance/settled-transactions',
  '/notes',
  '/refund-documents',
  '/refunds',
  '/refunds/claims',
  '/report-tasks',
  '/settlements',
  '/shop-daily-balance',
  '/shops',
  '/submerchants',
  '/tasks/reports',
  '/transaction-refunds',
  '/transactions',
  '/transactions/v2',
  '/withdrawals/grid-list',
];

/** Calls over every row of the filters: exports (spec 01 §7.1 sends pageSize 0) and totals. */
const WHOLE = [
  '/account-daily-balance/export',
  '/balance-ledger/movements/export',
  '/claims/dashboard-export',
  '/claims/export',
  '/claims/report',
  '/dashboard',
  '/merchant-balance',
  '/merchant-balance/settled-transactions/export',
  '/payment-methods/export',
  '/refunds/export',
  '/settlements/export',
  '/shop-daily-balance/export',
  '/transaction-refunds/export',
  '/transactions/export',
  '/transactions/net-volume',
  '/transactions/report',
  '/transactions/v2/export',
  '/withdrawals/export',
  '/withdrawals/export-shops',
];

describe('paging', () => {
  it('knows every list route: each GET route without an id that answers a page is in the table', async () => {
    // A screen's route may stand in front of the generic one for the same path: ask each path once.
    const gets = new Set(declaredRoutes().filter((route) => route.startsWith('GET ') && !route.includes(':')));
    const paged: string[] = [];
    for (const route of gets) {
      const path = route.slice(4);
      if (WHOLE.includes(path)) continue;
      const reply = await superCall(`${path}?pageIndex=0&pageSize=10&${RANGE}`);
      // A guide answers its PDF: a file is not a page.
      const body: unknown = reply.ok && reply.headers.get('content-type')?.includes('json') ? await reply.json() : undefined;
      const page = body as { data?: unknown; count?: unknown } | undefined;
      if (Array.isArray(page?.data) && typeof page?.count === 'number') paged.push(path);
    }
    expect(paged.sort()).toEqual([...LISTS].sort());
  });

  it.each(LISTS)('%s takes pages of 1 to 100 rows and a whole page index, naming the bad field', async (path) => {
    const page = await superCall(`${path}?pageIndex=0&pageSize=10&${RANGE}`);
    expect(page.status, await page.clone().text()).toBe(200);
    expect(((await page.json()) as { data: unknown[] }).data.length).toBeLessThanOrEqual(10);
    expect((await superCall(`${path}?pageIndex=0&pageSize=100&${RANGE}`)).status).toBe(200);
    for (const size of ['0', '101', '1000000000', '-1', 'x', '1e9']) {
      const reply = await superCall(`${path}?pageIndex=0&pageSize=${size}&${RANGE}`);
      expect(reply.status, `pageSize=${size}`).toBe(400);
      expect(await reply.text()).toBe('pageSize must be a number between 1 and 100');
    }
    for (const index of ['-1', '1.5', 'x']) {
      const reply = await superCall(`${path}?pageIndex=${index}&pageSize=10&${RANGE}`);
      expect(reply.status, `pageIndex=${index}`).toBe(400);
      expect(await reply.text()).toMatch(/^pageIndex must be a number between 0 and /);
    }
  });

  it.each(WHOLE)('%s still takes pageIndex 0 and pageSize 0 (every row)', async (path) => {
    const reply = await superCall(`${path}?pageIndex=0&pageSize=0&${RANGE}`);
    expect(reply.status, await reply.clone().text()).toBe(200);
  });
});

describe('date filters', () => {
  it.each([...LISTS, ...WHOLE])('%s refuses a date it cannot read, naming the filter', async (path) => {
    for (const key of ['createdDateFrom', 'dateTo']) {
      for (const value of ['24/11/2', '31/02/2026', 'abc', '24/11/0002']) {
        const reply = await superCall(`${path}?pageIndex=0&pageSize=10&${key}=${encodeURIComponent(value)}`);
        expect(reply.status, `${key}=${value}`).toBe(400);
        expect(await reply.text()).toBe(`${key} must be a date dd/MM/yyyy or dd/MM/yyyy HH:mm:ss.SSS`);
      }
    }
  });
});
