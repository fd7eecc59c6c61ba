// The enquiry work queue through the gateway on PGlite and real PostgreSQL: the order and contact
// lists filter by unattended, date range (business days, both ends included) and plan type, search
// name, e-mail or phone, and new enquiries are announced to STAFF_EMAIL through the outbox. "Now" is
// Wednesday 25 November 2026, 09:00 in Asia/Kolkata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const NOW = '2026-11-25T09:00:00+05:30';
const ORDERS = `query($search: String, $unattendedOnly: Boolean, $from: Date, $to: Date, $mealType: PlanType) {
  enquiries(first: 50, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to, mealType: $mealType) { totalCount edges { node { name } } } }`;
const CONTACTS = `query($search: String, $unattendedOnly: Boolean, $from: Date, $to: Date) {
  contactEnquiries(first: 50, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to) { totalCount edges { node { name } } } }`;

/** An instant in Asia/Kolkata. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe.each(dbKinds)('enquiry work queue on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { STAFF_EMAIL: 'kitchen@freshmeals.example' } });
    t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
    const order = (name: string, email: string, phone: string, mealType: 'vegPlan' | 'eggPlan' | 'chickenPlan', createdAt: Date, attended = false) => ({
      name, email, phone, mealType, mealDetails: ['lunch' as const], duration: 14, addons: [], attended, createdAt,
    });
    await t.prisma.enquiry.createMany({
      data: [
        order('Asha Verma', 'asha@example.com', '9876500001', 'vegPlan', ist('2026-11-23T00:10:00')),
        order('Bilal Khan', 'bilal@example.com', '9876500002', 'chickenPlan', ist('2026-11-24T23:50:00')),
        order('Chitra Rao', 'chitra@example.com', '9123400003', 'eggPlan', ist('2026-11-22T23:59:00'), true),
        order('Dev Mehta', 'dev.mehta@example.com', '9876500004', 'vegPlan', ist('2026-11-25T08:00:00'), true),
      ],
    });
    const contact = (name: string, email: string, phone: string, submittedAt: Date, attended = false) => ({
      name, email, phone, message: 'Do you deliver to Whitefield on weekends?', attended, submittedAt,
    });
    await t.prisma.contactEnquiry.createMany({
      data: [
        contact('Esha Nair', 'esha@example.com', '9000000005', ist('2026-11-20T10:00:00')),
        contact('Farhan Ali', 'farhan@example.com', '9000000006', ist('2026-11-24T10:00:00'), true),
        contact('Gita Iyer', 'gita@example.com', '9555500007', ist('2026-11-25T07:00:00')),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const names = async (query: string, variables: Record<string, unknown>) => {
    const res = await t.gql(query, variables, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const list = res.data.enquiries ?? res.data.contactEnquiries;
    expect(list.totalCount).toBe(list.edges.length);
    return list.edges.map((e: { node: { name: string } }) => e.node.name);
  };

  it('order enquiries: unattended only, business-day range with both ends, plan type, and their combination', async () => {
    expect(await names(ORDERS, {})).toEqual(['Dev Mehta', 'Bilal Khan', 'Asha Verma', 'Chitra Rao']);
    expect(await names(ORDERS, { unattendedOnly: true })).toEqual(['Bilal Khan', 'Asha Verma']);
    // 23 November 00:10 IST is the 22nd in UTC, 24 November 23:50 IST is still the 24th: days are business days.
    expect(await names(ORDERS, { from: '2026-11-23', to: '2026-11-24' })).toEqual(['Bilal Khan', 'Asha Verma']);
    expect(await names(ORDERS, { from: '2026-11-25' })).toEqual(['Dev Mehta']);
    expect(await names(ORDERS, { to: '2026-11-22' })).toEqual(['Chitra Rao']);
    expect(await names(ORDERS, { mealType: 'vegPlan' })).toEqual(['Dev Mehta', 'Asha Verma']);
    expect(await names(ORDERS, { mealType: 'vegPlan', unattendedOnly: true, from: '2026-11-23' })).toEqual(['Asha Verma']);
  });

  it('search matches name or e-mail in any case, and the phone by its digits', async () => {
    expect(await names(ORDERS, { search: 'BILAL' })).toEqual(['Bilal Khan']);
    expect(await names(ORDERS, { search: 'mehta@' })).toEqual(['Dev Mehta']);
    expect(await names(ORDERS, { search: '98765' })).toEqual(['Dev Mehta', 'Bilal Khan', 'Asha Verma']);
    expect(await names(ORDERS, { search: '91234 00003' })).toEqual(['Chitra Rao']);
    expect(await names(ORDERS, { search: '   ' })).toHaveLength(4);
    expect(await names(ORDERS, { search: 'nobody' })).toEqual([]);
    expect(await names(CONTACTS, { search: 'gita' })).toEqual(['Gita Iyer']);
    expect(await names(CONTACTS, { search: '95555' })).toEqual(['Gita Iyer']);
  });

  it('contact enquiries: unattended only and a date range', async () => {
    expect(await names(CONTACTS, {})).toEqual(['Gita Iyer', 'Farhan Ali', 'Esha Nair']);
    expect(await names(CONTACTS, { unattendedOnly: true })).toEqual(['Gita Iyer', 'Esha Nair']);
    expect(await names(CONTACTS, { from: '2026-11-21', to: '2026-11-24' })).toEqual(['Farhan Ali']);
    const bad = await t.gql(CONTACTS, { from: '25/11/2026' }, { token: admin.token });
    expect(bad.errors?.[0]?.message).toMatch(/valid date/);
  });

  it('new order and contact enquiries are e-mailed to STAFF_EMAIL with a link to open them', async () => {
    const created = await t.gql(
      'mutation($input: CreateEnquiryInput!) { createEnquiry(input: $input) { enquiry { enquiryId } } }',
      { input: { name: 'Hari Das', email: 'hari@example.com', phone: '9888800008', mealType: 'chickenPlan', mealDetails: ['lunch', 'dinner'], duration: 28, addons: ['Egg'] } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createEnquiry.enquiry.enquiryId;
    const order = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'kitchen@freshmeals.example', subject: 'New quote request from Hari Das' } });
    expect(order.text).toContain('Plan: Chicken Plan, 28 days');
    expect(order.text).toContain('Meals: lunch, dinner');
    expect(order.text).toContain(`http://localhost:4000/dashboard/order-enquiry/${id}`);

    const contact = await t.gql(
      'mutation($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) { contactEnquiry { contactId } } }',
      { input: { name: 'Isha Sen', email: 'isha@example.com', phone: '9888800009', message: 'Can I pause for a week in December?' } },
    );
    expect(contact.errors).toBeUndefined();
    const message = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'kitchen@freshmeals.example', subject: 'New message from Isha Sen' } });
    expect(message.text).toContain('Can I pause for a week in December?');
    expect(message.text).toContain(`/dashboard/contact-enquiry/${contact.data.createContactEnquiry.contactEnquiry.contactId}`);
  });

  it("'Create customer' makes the account and marks the enquiry attended with a note, in one transaction", async () => {
    const REGISTER = 'mutation($input: RegisterUserInput!) { registerUser(input: $input) { userId email } }';
    const enquiry = await t.prisma.enquiry.create({
      data: { name: 'Kiran Bose', email: 'kiran@example.com', phone: '9777700011', mealType: 'eggPlan', mealDetails: ['dinner'], duration: 28, addons: [], adminNotes: 'Called back, wants to start Monday.' },
    });
    const made = await t.gql(REGISTER, { input: { name: 'Kiran Bose', email: 'kiran@example.com', phone: '9777700011', fromEnquiryId: enquiry.id } }, { token: admin.token });
    expect(made.errors).toBeUndefined();
    const after = await t.prisma.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } });
    expect(after.attended).toBe(true);
    expect(after.adminNotes).toBe(`Called back, wants to start Monday.\nCustomer account created: kiran@example.com (user #${made.data.registerUser.userId}).`);
    expect(await t.prisma.emailOutbox.count({ where: { to: 'kiran@example.com', tag: 'invitation' } })).toBe(1);

    // An unknown enquiry: no account either. A taken e-mail: the enquiry stays as it was.
    const unknown = await t.gql(REGISTER, { input: { name: 'Lata Roy', email: 'lata@example.com', phone: '9777700012', fromEnquiryId: 999999 } }, { token: admin.token });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Enquiry not found', extensions: { code: 'NOT_FOUND' } });
    expect(await t.prisma.user.count({ where: { email: 'lata@example.com' } })).toBe(0);
    const second = await t.prisma.enquiry.create({
      data: { name: 'Kiran Bose', email: 'kiran@example.com', phone: '9777700011', mealType: 'eggPlan', mealDetails: ['dinner'], duration: 14, addons: [] },
    });
    const taken = await t.gql(REGISTER, { input: { name: 'Kiran Bose', email: 'kiran@example.com', phone: '9777700011', fromEnquiryId: second.id } }, { token: admin.token });
    expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await t.prisma.enquiry.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ attended: false, adminNotes: null });
    // Customers cannot.
    const byCustomer = await t.gql(REGISTER, { input: { name: 'Mira Das', email: 'mira@example.com', phone: '9777700013', fromEnquiryId: second.id } }, { token: customer.token });
    expect(byCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the filtered lists stay admin-only', async () => {
    for (const query of [ORDERS, CONTACTS]) {
      expect((await t.gql(query, { unattendedOnly: true })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, { search: 'a' }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('without STAFF_EMAIL', () => {
  it('no one is told of a new enquiry', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.gql('mutation($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) { message } }', {
        input: { name: 'Jaya Pillai', email: 'jaya@example.com', phone: '9888800010', message: 'Hello, a question about plans.' },
      });
      expect(res.errors).toBeUndefined();
      expect(await t.prisma.emailOutbox.count()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
