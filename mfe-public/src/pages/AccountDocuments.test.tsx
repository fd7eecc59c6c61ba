// @vitest-environment happy-dom
// The account page's Documents section against a mock Relay environment: the customer's vouchers
// and invoices (asked by the section's own query), and a PDF downloaded through GraphQL (its variables, the file handed to the
// browser, the message when it fails).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { createFakeHost, renderApp } from '../test-utils';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }),
}));

type Env = ReturnType<typeof createMockEnvironment>;
const customer = { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' as const };

const doc = (i: number, over: Record<string, unknown> = {}) => ({
  id: `D${i}`,
  documentId: i,
  kind: 'receipt_voucher',
  title: 'Receipt Voucher',
  number: `FMR/26-27/00000${i}`,
  issuedAt: '2026-11-20T07:30:00.000Z',
  month: null,
  total: 1000,
  ...over,
});

function payload(operation: OperationDescriptor, documents: Record<string, unknown>[]) {
  return MockPayloadGenerator.generate(operation, {
    User: () => ({ id: 'VXNlcjox', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', credit: 2500.5, role: 'customer', proposedPlan: null, addresses: [], meals: [] }),
    CreditTransactionConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    TaxDocumentConnection: () => ({
      totalCount: documents.length,
      edges: documents.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'TaxDocument', ...node } })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    Routine: () => ({ slots: [], cutoffHours: 12, changesFrom: [], oneDayChanges: [] }),
    Query: () => ({ upcomingMeals: [] }),
    TopUpOptions: () => ({ available: false, packs: [], minAmount: 500 }),
  });
}

async function openAccount(documents: Record<string, unknown>[]): Promise<Env> {
  const environment = createMockEnvironment();
  renderApp('/account', { environment, host: createFakeHost({ user: customer, accessToken: 't' }) });
  await act(() => vi.advanceTimersByTimeAsync(0));
  // The page's query, then the section's own.
  for (const name of ['AccountPageQuery', 'AccountDocumentsQuery']) {
    const operation = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
    expect(operation, name).toBeTruthy();
    await act(async () => {
      environment.mock.resolve(operation!, payload(operation!, documents) as never);
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  return environment;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-12-02T10:00:00.000Z'));
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Account documents', () => {
  it('lists the vouchers and invoices with their number, month and total', async () => {
    await openAccount([doc(2, { kind: 'tax_invoice', title: 'Tax Invoice', number: 'FM/26-27/000001', month: '2026-11', total: 318 }), doc(1)]);
    const rows = within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Tax Invoice FM/26-27/000001');
    expect(rows[0]!.textContent).toContain('Meals of 2026-11');
    expect(rows[0]!.textContent).toContain('₹318.00');
    expect(rows[1]!.textContent).toContain('Receipt Voucher FMR/26-27/000001');
    expect(screen.getByText('2 of 2')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    await openAccount([]);
    expect(screen.getByText(/No documents yet/)).toBeTruthy();
  });

  it("downloads a document's PDF: asked by its id, handed to the browser under its file name", async () => {
    const environment = await openAccount([doc(7)]);
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountDocumentsPdfQuery');
    expect(operation.request.variables).toEqual({ documentId: 7 });
    await act(async () => {
      environment.mock.resolve(operation, { data: { myTaxDocument: { id: 'D7', pdf: { fileName: 'FMR-26-27-000007.pdf', base64: btoa('%PDF-1.7') } } } } as never);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual(['FMR-26-27-000007.pdf']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the download failed', async () => {
    const environment = await openAccount([doc(7)]);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.error).toHaveBeenCalledWith("We couldn't download the document. Please try again.");
  });
});
