/** What a refund request needs on the fake API (issue #15): uploaded documents and a body the wizard would send. */
import type { NewRefundRequest } from '../../../contract/writes/refunds';

type Call = (path: string, init?: RequestInit) => Promise<Response>;

export const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** POST /file as a document, the way the wizard's upload slots send it; answers the file id. */
export async function uploadDocument(apiUrl: string, token: string, name = 'passport.pdf'): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), name);
  const reply = await fetch(`${apiUrl}/file?kind=document`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (reply.status !== 200) throw new Error(`upload ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { fileId: number }).fileId;
}

export const BANK = {
  fullName: 'Ana Souza',
  address: 'Rua das Flores 12',
  city: 'São Paulo',
  beneficiaryCountryId: 2,
  receivingCountryId: 2,
  receivingCity: 'São Paulo',
  bankName: 'Banco do Brasil',
  swift: 'BRASBRRJ',
  accountNumber: '123456789',
  paymentReason: 'Refund of order 1001',
  hasCorrespondentBank: false,
};

/** A direct wire by passport id from the shop, with a file in each of its slots (1, 2, 4). */
export function directWireBody(shopId: number, fileId: number, passportId = 'AB1234567'): NewRefundRequest {
  return {
    refund: { shopId, transactionId: null, passportId, amountToBeRefunded: 150.25, isDirectwire: true },
    refundBeneficiary: { ...BANK },
    refundDocuments: [1, 2, 4].map((documentTypeId) => ({ documentTypeId, documentName: 'doc.pdf', fileId })),
    disclaimerAccepted: true,
  };
}

/** The first of the caller's shops that refunds may come from (GET /config/refunds). */
export async function refundShopOf(call: Call): Promise<number> {
  const config = (await (await call('/config/refunds')).json()) as { shops: { shopId: number }[] };
  return config.shops[0].shopId;
}
