// GST documents: the seller's settings (admin, validated, audited), a receipt voucher for each paid
// top-up in the transaction that credits it, numbers consecutive and gap-free under concurrency
// (a rolled-back transaction gives its number back), the monthly tax invoice of the meals delivered
// (idempotent), the PDFs, and who may read what over GraphQL and REST. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { documentNumber, financialYearOf, TAX_SETTINGS_MESSAGES, taxInclusiveSplit } from '@freshmeals/rules/tax-documents';
import { settlePayment } from '../../schema/payments/settle.ts';
import { GST_TIME_ZONE, issueMonthlyInvoices, issueReceiptVoucher, previousMonth } from '../../schema/tax-documents/issue.ts';
import { businessDate, toDbDate } from '../../schema/time.ts';
import type { MailMessage } from '../../schema/context.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const SETTINGS = {
  legalName: 'FreshMeals Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  gstin: '29ABCDE1234F1Z5',
  fssaiLicence: '11221333000123',
  sacCode: '996331',
  ratePercent: 5,
};
const UPDATE = 'mutation ($input: TaxSettingsInput!) { updateTaxSettings(input: $input) { configured gstin state ratePercent sacCode } }';
const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId amount } }';
const VIEWER_DOCS = '{ viewer { taxDocuments(first: 10) { totalCount edges { node { id documentId kind number total taxable cgst sgst igst placeOfSupply billingAddress lines { description date total taxable } } } } } }';

/** The bytes of a PDF as pdf-lib writes a standard font's text: hex, upper-case. */
const pdfHex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe.each(dbKinds)('GST documents on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let financialYear: string;
  const noMail = { send: async (_m: MailMessage) => undefined, retry: async () => false };

  beforeAll(async () => {
    // The morning of 1 December 2026, India time: the job's month is November, the year 2026-27.
    t = await createTestApp(kind, { now: new Date('2026-12-01T06:00:00+05:30') });
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    financialYear = financialYearOf(businessDate(t.clock.now(), GST_TIME_ZONE));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer() {
    const user = await createUserAndLogin(t);
    await t.prisma.address.create({
      data: { userId: user.id, label: 'Home', line1: '4 Church Street', city: 'Bengaluru', pin: '560001', isDefault: true },
    });
    await t.prisma.routineSlot.create({ data: { userId: user.id, weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg' } });
    return user;
  }

  /** A top-up of `rupees` paid through the test checkout and its callback. */
  async function payTopUp(user: TestUser, rupees: number) {
    const started = await t.gql(START, { input: { amount: rupees } }, { token: user.token });
    expect(started.errors).toBeUndefined();
    const { orderId } = started.data.startTopUp;
    const pressed = await t.app.fetch('http://localhost/payments/test-checkout', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order_id: orderId, outcome: 'pay' }).toString(),
    });
    const done = await t.app.fetch(`http://localhost${pressed.headers.get('location')}`, { redirect: 'manual' });
    expect(done.headers.get('location')).toBe('/account?topup=paid');
    return t.prisma.payment.findUniqueOrThrow({ where: { orderId } });
  }

  const vouchers = () => t.prisma.taxDocument.findMany({ where: { kind: 'receipt_voucher', financialYear }, orderBy: { sequence: 'asc' } });

  it("takes the month before India's today, and the financial year of the day issued", () => {
    expect(previousMonth(t.clock.now())).toBe('2026-11');
    expect(financialYear).toBe('2026-27');
    // 00:30 on 1 January in India is still 31 December in UTC.
    expect(previousMonth(new Date('2027-01-01T00:30:00+05:30'))).toBe('2026-12');
    expect(previousMonth(new Date('2027-04-01T06:00:00+05:30'))).toBe('2027-03');
    expect(financialYearOf(businessDate(new Date('2027-04-01T00:10:00+05:30'), GST_TIME_ZONE))).toBe('2027-28');
    expect(financialYearOf(businessDate(new Date('2027-03-31T23:50:00+05:30'), GST_TIME_ZONE))).toBe('2026-27');
  });

  it('issues nothing while the seller has not entered GST details: a top-up is credited all the same', async () => {
    const user = await customer();
    const payment = await payTopUp(user, 600);
    expect(payment.status).toBe('paid');
    expect(await t.prisma.taxDocument.count()).toBe(0);
    await t.settled();
    const receipt = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, tag: 'credit-receipt' } });
    expect(receipt.attachments).toBeNull();
  });

  it('lets only admins set the GST details, refuses bad ones with their message and keeps nothing, and audits the change', async () => {
    const user = await customer();
    expect((await t.gql(UPDATE, { input: SETTINGS }, { token: user.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { input: SETTINGS })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const [bad, message] of [
      [{ gstin: '29ABCDE1234F1Z' }, TAX_SETTINGS_MESSAGES.gstin],
      [{ gstin: '27ABCDE1234F1Z5' }, TAX_SETTINGS_MESSAGES.gstinState],
      [{ fssaiLicence: '1234' }, TAX_SETTINGS_MESSAGES.fssai],
      [{ ratePercent: 40 }, TAX_SETTINGS_MESSAGES.rate],
    ] as const) {
      const refused = await t.gql(UPDATE, { input: { ...SETTINGS, ...bad } }, { token: admin.token });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await t.prisma.setting.findUnique({ where: { key: 'taxSeller' } })).toBeNull();
    const read = await t.gql('{ taxSettings { configured sacCode ratePercent } }', {}, { token: admin.token });
    expect(read.data.taxSettings).toEqual({ configured: false, sacCode: '996331', ratePercent: 5 });
    expect((await t.gql('{ taxSettings { configured } }', {}, { token: user.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const saved = await t.gql(UPDATE, { input: { ...SETTINGS, gstin: SETTINGS.gstin.toLowerCase() } }, { token: admin.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateTaxSettings).toEqual({ configured: true, gstin: SETTINGS.gstin, state: '29-Karnataka', ratePercent: 5, sacCode: '996331' });
    const audit = await t.prisma.auditEntry.findFirst({ where: { subject: 'GST details' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ action: 'settings.update' });
  });

  it('issues one receipt voucher for a paid top-up, for the amount received, with the seller and the customer as they were', async () => {
    const user = await customer();
    const payment = await payTopUp(user, 1_000);
    const docs = await t.prisma.taxDocument.findMany({ where: { userId: user.id } });
    expect(docs).toHaveLength(1);
    const split = taxInclusiveSplit(100_000, 500, true);
    expect(docs[0]).toMatchObject({
      kind: 'receipt_voucher',
      paymentId: payment.id,
      number: documentNumber('receipt_voucher', financialYear, 1),
      sequence: 1,
      placeOfSupply: '29',
      sacCode: '996331',
      rateBasisPoints: 500,
      ...split,
      seller: { legalName: SETTINGS.legalName, gstin: SETTINGS.gstin, fssaiLicence: SETTINGS.fssaiLicence, stateCode: '29', address: SETTINGS.address },
      customer: { name: user.name, email: user.email, address: '4 Church Street, Bengaluru, 560001' },
    });
    expect(split).toMatchObject({ taxablePaise: 95_238, cgstPaise: 2_381, sgstPaise: 2_381, igstPaise: 0 });
    // The receipt e-mail carries the voucher's PDF.
    await t.settled();
    const receipt = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, tag: 'credit-receipt' } });
    const attachments = receipt.attachments as { name: string; contentType: string; contentBase64: string }[];
    expect(attachments.map((a) => [a.name, a.contentType])).toEqual([[`${docs[0]!.number.replace(/\//g, '-')}.pdf`, 'application/pdf']]);
    const attached = await PDFDocument.load(Buffer.from(attachments[0]!.contentBase64, 'base64'));
    expect(attached.getTitle()).toBe(`Receipt Voucher ${docs[0]!.number}`);
    // Settling the same payment again (a webhook after the callback) issues nothing more.
    const again = await settlePayment({ prisma: t.prisma, mailer: noMail, now: t.clock.now() }, { orderId: payment.orderId, paymentId: payment.paymentId! });
    expect(again.outcome).toBe('already_paid');
    expect(await t.prisma.taxDocument.count({ where: { userId: user.id } })).toBe(1);
  });

  it('numbers ten payments settled at once 2..11: no duplicate, no gap, one voucher each', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const payments = await Promise.all(
      users.map((u, i) =>
        t.prisma.payment.create({ data: { userId: u.id, provider: 'test', orderId: `order_gst_${kind}_${i}`, amountPaise: 50_000 + i, creditPaise: 50_000 + i, pack: 'custom' } }),
      ),
    );
    const outcomes = await Promise.all(
      payments.map((p, i) => settlePayment({ prisma: t.prisma, mailer: noMail, now: t.clock.now() }, { orderId: p.orderId, paymentId: `pay_gst_${kind}_${i}` })),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(10).fill('credited'));
    const all = await vouchers();
    expect(all.map((d) => d.sequence)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(new Set(all.map((d) => d.number)).size).toBe(11);
    for (const p of payments) expect(all.filter((d) => d.paymentId === p.id)).toHaveLength(1);
    const counter = await t.prisma.taxDocumentCounter.findUniqueOrThrow({ where: { series_financialYear: { series: 'FMR', financialYear } } });
    expect(counter.last).toBe(11);
  });

  it('gives a rolled-back number back: the next voucher takes it', async () => {
    const user = await customer();
    const payment = await t.prisma.payment.create({ data: { userId: user.id, provider: 'test', orderId: `order_gst_rb_${kind}`, amountPaise: 70_000, creditPaise: 70_000, pack: 'custom' } });
    await expect(
      t.prisma.$transaction(async (tx) => {
        const doc = await issueReceiptVoucher(tx, { now: t.clock.now() }, payment);
        expect(doc?.sequence).toBe(12);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.prisma.taxDocument.count({ where: { paymentId: payment.id } })).toBe(0);
    await settlePayment({ prisma: t.prisma, mailer: noMail, now: t.clock.now() }, { orderId: payment.orderId, paymentId: `pay_gst_rb_${kind}` });
    const doc = await t.prisma.taxDocument.findUniqueOrThrow({ where: { paymentId: payment.id } });
    expect(doc.sequence).toBe(12);
    expect((await vouchers()).map((d) => d.sequence)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  describe('the monthly tax invoice', () => {
    let eater: TestUser;
    let month: string;

    async function meal(userId: number, date: string, mealName: 'breakfast' | 'lunch' | 'dinner', pricePaise: number, state: 'delivered' | 'not_delivered' | 'skipped', dishName: string) {
      await t.prisma.mealRecord.create({ data: { userId, date: toDbDate(date), meal: mealName, hour: 13, type: 'veg', pricePaise, state, dishName } });
      if (state === 'delivered') {
        const tx = await t.prisma.creditTransaction.create({ data: { userId, type: 'debit', amountPaise: pricePaise, paymentMethod: 'debit', createdById: userId } });
        await t.prisma.deduction.create({ data: { userId, date: toDbDate(date), meal: mealName, amountPaise: pricePaise, transactionId: tx.id } });
      }
    }

    async function runJob() {
      await t.app.jobs.add('monthly-tax-invoices');
      await t.app.settled();
    }

    beforeAll(async () => {
      eater = await customer();
      month = previousMonth(t.clock.now());
      await meal(eater.id, `${month}-03`, 'dinner', 17_900, 'delivered', 'Chicken curry');
      await meal(eater.id, `${month}-03`, 'lunch', 13_900, 'delivered', 'Paneer thali');
      await meal(eater.id, `${month}-04`, 'lunch', 13_900, 'skipped', 'Dal rice');
      await meal(eater.id, `${month}-05`, 'lunch', 13_900, 'not_delivered', 'Dal rice');
    });

    it("lists the month's meals delivered and charged, one line each by date and meal, split exactly, once however often the job runs", async () => {
      await runJob();
      await runJob();
      const invoices = await t.prisma.taxDocument.findMany({ where: { kind: 'tax_invoice', userId: eater.id } });
      expect(invoices).toHaveLength(1);
      const invoice = invoices[0]!;
      expect(invoice).toMatchObject({
        number: documentNumber('tax_invoice', financialYear, 1),
        month: toDbDate(`${month}-01`),
        totalPaise: 31_800,
        taxablePaise: 30_286,
        cgstPaise: 757,
        sgstPaise: 757,
        igstPaise: 0,
        lines: [
          { description: 'Lunch: Paneer thali (veg)', date: `${month}-03`, quantity: 1, totalPaise: 13_900, taxablePaise: 13_238 },
          { description: 'Dinner: Chicken curry (veg)', date: `${month}-03`, quantity: 1, totalPaise: 17_900, taxablePaise: 17_048 },
        ],
      });
      // Only customers with a meal delivered that month get one.
      expect(await t.prisma.taxDocument.count({ where: { kind: 'tax_invoice' } })).toBe(1);
    });

    it('issues one invoice when two runs go at once, and the number the loser took is given back', async () => {
      const late = await customer();
      await meal(late.id, '2026-10-30', 'lunch', 15_900, 'delivered', 'Egg curry');
      const issued = await Promise.all([issueMonthlyInvoices(t.prisma, t.clock.now(), '2026-10'), issueMonthlyInvoices(t.prisma, t.clock.now(), '2026-10')]);
      expect(issued.sort()).toEqual([0, 1]);
      expect(await t.prisma.taxDocument.count({ where: { userId: late.id } })).toBe(1);
      const invoices = await t.prisma.taxDocument.findMany({ where: { kind: 'tax_invoice', financialYear }, orderBy: { sequence: 'asc' } });
      expect(invoices.map((d) => d.sequence)).toEqual([1, 2]);
      expect((await t.prisma.taxDocumentCounter.findUniqueOrThrow({ where: { series_financialYear: { series: 'FM', financialYear } } })).last).toBe(2);
    });

    it('renders the invoice as a PDF with its number, the seller, the customer and the taxes', async () => {
      const invoice = await t.prisma.taxDocument.findFirstOrThrow({ where: { kind: 'tax_invoice', userId: eater.id } });
      const res = await t.rest('GET', `/me/documents/${invoice.id}.pdf`, undefined, { token: eater.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`);
      const raw = await (await t.app.fetch(`http://localhost/server/api/v1/me/documents/${invoice.id}.pdf`, { headers: { authorization: `Bearer ${eater.token}` } })).arrayBuffer();
      const bytes = Buffer.from(raw);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(`Tax Invoice ${invoice.number}`);
      // The page's drawing, its streams inflated (pdf-lib writes them deflated).
      const source = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
        .map((m) => {
          try {
            return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
          } catch {
            return m[1]!;
          }
        })
        .join('\n');
      for (const text of [
        `No. ${invoice.number}`,
        SETTINGS.legalName,
        `GSTIN: ${SETTINGS.gstin}`,
        `FSSAI Lic. No.: ${SETTINGS.fssaiLicence}`,
        eater.name,
        'Place of supply: 29-Karnataka',
        'CGST @ 2.5%',
        'SGST @ 2.5%',
        'INR 318.00',
        'Paneer thali',
      ]) {
        expect(source, text).toContain(pdfHex(text).slice(0, 40));
      }
    });
  });

  describe('who may read documents', () => {
    let owner: TestUser;
    let other: TestUser;
    let docId: number;

    beforeAll(async () => {
      owner = await customer();
      other = await customer();
      await payTopUp(owner, 700);
      docId = (await t.prisma.taxDocument.findFirstOrThrow({ where: { userId: owner.id } })).id;
    });

    it('lists the viewer their own documents over GraphQL, and no one else', async () => {
      const mine = await t.gql(VIEWER_DOCS, {}, { token: owner.token });
      expect(mine.errors).toBeUndefined();
      expect(mine.data.viewer.taxDocuments.totalCount).toBe(1);
      const node = mine.data.viewer.taxDocuments.edges[0].node;
      expect(node).toMatchObject({ documentId: docId, kind: 'receipt_voucher', total: 700, placeOfSupply: '29-Karnataka', billingAddress: '4 Church Street, Bengaluru, 560001' });
      expect(node.cgst + node.sgst + node.igst + node.taxable).toBeCloseTo(700, 10);
      expect((await t.gql(VIEWER_DOCS, {}, { token: other.token })).data.viewer.taxDocuments.totalCount).toBe(0);
      // By its global id: the other customer is refused, the admin reads it.
      const byNode = 'query ($id: ID!) { node(id: $id) { ... on TaxDocument { number } } }';
      expect((await t.gql(byNode, { id: node.id }, { token: other.token })).data?.node ?? null).toBeNull();
      expect((await t.gql(byNode, { id: node.id }, { token: admin.token })).data.node.number).toMatch(/^FMR\//);
      const adminList = await t.gql('query ($userId: Int!) { userTaxDocuments(userId: $userId) { totalCount } }', { userId: owner.id }, { token: admin.token });
      expect(adminList.data.userTaxDocuments.totalCount).toBe(1);
      expect((await t.gql('query ($userId: Int!) { userTaxDocuments(userId: $userId) { totalCount } }', { userId: owner.id }, { token: owner.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('serves /me/documents and its PDFs to their owner only; 404 for another customer’s; 401 for visitors', async () => {
      const list = await t.rest('GET', '/me/documents', undefined, { token: owner.token });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 1, page: 1, data: [{ id: docId, kind: 'receipt_voucher', total: 700 }] });
      expect((await t.rest('GET', '/me/documents', undefined, { token: other.token })).body).toMatchObject({ total: 0, data: [] });
      expect((await t.rest('GET', '/me/documents')).status).toBe(401);

      expect((await t.rest('GET', `/me/documents/${docId}.pdf`, undefined, { token: owner.token })).status).toBe(200);
      expect((await t.rest('GET', `/me/documents/${docId}.pdf`, undefined, { token: other.token })).status).toBe(404);
      expect((await t.rest('GET', `/me/documents/${docId}.pdf`, undefined, { token: admin.token })).status).toBe(404);
      expect((await t.rest('GET', `/me/documents/${docId}.pdf`)).status).toBe(401);
      expect((await t.rest('GET', '/me/documents/999999.pdf', undefined, { token: owner.token })).status).toBe(404);
      expect((await t.rest('GET', '/me/documents/abc.pdf', undefined, { token: owner.token })).status).toBe(404);
    });

    it("serves a user's documents to admins only; a document of another user is 404", async () => {
      const list = await t.rest('GET', `/admin/users/${owner.id}/documents`, undefined, { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 1, data: [{ id: docId }] });
      expect((await t.rest('GET', `/admin/users/${owner.id}/documents`, undefined, { token: owner.token })).status).toBe(403);
      expect((await t.rest('GET', `/admin/users/${owner.id}/documents`)).status).toBe(401);

      const file = await t.rest('GET', `/admin/users/${owner.id}/documents/${docId}.pdf`, undefined, { token: admin.token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect((await t.rest('GET', `/admin/users/${other.id}/documents/${docId}.pdf`, undefined, { token: admin.token })).status).toBe(404);
      expect((await t.rest('GET', `/admin/users/${owner.id}/documents/${docId}.pdf`, undefined, { token: owner.token })).status).toBe(403);
      expect((await t.rest('GET', `/admin/users/${owner.id}/documents/${docId}.pdf`)).status).toBe(401);
    });
  });
});
