// REST routes (the original /server/api/v1 contract) for the admin's users and credits: POST /admin/register,
// GET /admin/users, PATCH /admin/users/disable, PATCH /admin/users/credit,
// PATCH /admin/users/debit, GET /admin/users/transactions, POST /admin/users/transactions/{id}/reverse; and the
// invitation's POST /auth/set-password (public).
import { z } from 'zod';
import {
  addCreditSchema,
  DEBIT_REASONS,
  debitCreditSchema,
  MESSAGES as CREDIT_MESSAGES,
  PAYMENT_METHODS,
  CREDIT_PAYMENT_METHODS,
  TRANSACTIONS_PAGE_SIZE,
} from '@freshmeals/rules/credits';
import { registerUserSchema, setPasswordSchema, USERS_PAGE_SIZE } from '@freshmeals/rules/users';
import { int, num, pageVariables, requiredInt, ruled, text, type RestRoute } from '../facade.ts';
import { dateTime, inr, messageResponse, pageOf, ROLE } from '../schemas.ts';

const userFields = 'userId name email phone isDisabled credit emailVerified role createdAt';
type UserData = {
  userId: number;
  name: string;
  email: string;
  phone: string;
  isDisabled: boolean;
  credit: number;
  emailVerified: boolean;
  role: string;
  createdAt: string;
};
const userSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  isDisabled: z.boolean(),
  credit: inr,
  emailVerified: z.boolean(),
  role: ROLE,
  createdAt: dateTime,
});
const userResponse = z.strictObject({ message: z.string(), user: userSchema });
/** A user of the users list, which kitchen staff read too: without the credit for them. */
const listedUserSchema = userSchema.extend({ credit: inr.optional().describe('Admins only: absent for kitchen staff, who read no money') });
const transactionSchema = z.strictObject({
  id: z.int(),
  userId: z.int(),
  type: z.enum(['credit', 'debit']),
  amount: inr,
  note: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).describe("adjustment: an admin's debit or a reversal"),
  debitReason: z.enum(DEBIT_REASONS).nullable().describe("Why an admin's debit was made"),
  reversesId: z.int().nullable().describe('On a reversal: the transaction it cancels'),
  reversedById: z.int().nullable().describe('The reversal that cancelled this transaction'),
  createdBy: z.string().nullable().describe('The staff member who made it (null for the system or a removed account)'),
  balanceAfter: inr.nullable().describe("The user's balance right after this transaction"),
  createdAt: dateTime,
});
/** The product's admin-side user, with its numeric id. */
const toUser = (u: UserData): z.infer<typeof userSchema> => ({
  id: u.userId,
  name: u.name,
  email: u.email,
  phone: u.phone,
  isDisabled: u.isDisabled,
  credit: u.credit,
  emailVerified: u.emailVerified,
  role: u.role as z.infer<typeof ROLE>,
  createdAt: u.createdAt,
});
const userExample = {
  id: 5,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  isDisabled: false,
  credit: 1250.5,
  emailVerified: true,
  role: 'customer',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const transactionFields =
  'transactionId userId type amount note paymentMethod debitReason reversesTransactionId reversedByTransactionId createdByName balanceAfter createdAt';
type TransactionData = {
  transactionId: number;
  userId: number;
  type: string;
  amount: number;
  note: string | null;
  paymentMethod: string;
  debitReason: string | null;
  reversesTransactionId: number | null;
  reversedByTransactionId: number | null;
  createdByName: string | null;
  balanceAfter: number | null;
  createdAt: string;
};
type Transaction = z.infer<typeof transactionSchema>;
/** The product's transaction, with numeric ids. */
const toTransaction = (t: TransactionData): Transaction => ({
  id: t.transactionId,
  userId: t.userId,
  type: t.type as Transaction['type'],
  amount: t.amount,
  note: t.note,
  paymentMethod: t.paymentMethod as Transaction['paymentMethod'],
  debitReason: t.debitReason as Transaction['debitReason'],
  reversesId: t.reversesTransactionId,
  reversedById: t.reversedByTransactionId,
  createdBy: t.createdByName,
  balanceAfter: t.balanceAfter,
  createdAt: t.createdAt,
});
const transactionExample: Transaction = {
  id: 31,
  userId: 5,
  type: 'credit',
  amount: 500,
  note: 'UPI',
  paymentMethod: 'online',
  debitReason: null,
  reversesId: null,
  reversedById: null,
  createdBy: 'Demo Admin',
  balanceAfter: 1250.5,
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** An Int value: whole numbers as numbers; anything else as is, for GraphQL to refuse (400). */
/** A query filter: absent or '' is no filter. */
const filter = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
/** `state` of PATCH /admin/users/disable: true means enabled. */
const enabledState = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : null);

export const userRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/admin/register',
    tag: 'users',
    access: 'admin',
    summary: 'Create a customer (verified, no password yet) and e-mail them a link to set their password.',
    bodySchema: registerUserSchema,
    responseSchema: userResponse,
    responseExample: { message: 'User added successfully', user: { ...userExample, credit: 0 } },
    document: `mutation RestRegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { ${userFields} } }`,
    variables: ({ body }) => ({ input: { name: text(body.name), email: text(body.email), phone: text(body.phone) } }),
    result: (data) => ({ message: 'User added successfully', user: toUser(data.registerUser) }),
  },
  {
    method: 'GET',
    path: '/admin/users',
    tag: 'users',
    access: 'staff',
    summary: 'Users, newest first, 10 a page; search on name, e-mail or phone.',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
      search: { type: 'string' },
    },
    responseSchema: z.strictObject({ users: z.array(listedUserSchema), total: z.int().nonnegative(), page: z.int().positive() }),
    responseExample: { users: [userExample], total: 1, page: 1 },
    document: `query RestUsers($first: Int, $after: String, $search: String, $withMoney: Boolean!) {
      users(first: $first, after: $after, search: $search) {
        totalCount edges { node { ${userFields.replace('credit', 'credit @include(if: $withMoney)')} } }
      }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, USERS_PAGE_SIZE);
      return { first, after, search: query.get('search') || null, withMoney: true };
    },
    // Kitchen staff may list users but not read their credit: they get the list without it.
    fallbackVariables: { withMoney: false },
    result: (data, { query }) => ({
      users: data.users.edges.map(({ node }: { node: UserData }) => {
        const { credit, ...user } = toUser(node);
        // No credit in the answer: the list was asked for kitchen staff (withMoney false).
        return credit === undefined ? user : { ...user, credit };
      }),
      total: data.users.totalCount,
      page: pageVariables(query, USERS_PAGE_SIZE).page,
    }),
  },
  {
    method: 'PATCH',
    path: '/admin/users/disable',
    tag: 'users',
    access: 'admin',
    summary: 'Enable or disable a user: state true means enabled. Disabling ends their sessions.',
    bodySchema: z.object({ userId: z.number().int(), state: z.boolean() }),
    responseSchema: userResponse,
    responseExample: { message: 'User disabled successfully', user: { ...userExample, isDisabled: true } },
    document: `mutation RestSetUserDisabled($userId: Int!, $disabled: Boolean!) {
      setUserDisabled(userId: $userId, disabled: $disabled) { ${userFields} }
    }`,
    variables: ({ body }) => {
      const enabled = enabledState(body.state);
      return { userId: requiredInt(body.userId, CREDIT_MESSAGES.userId), disabled: enabled === null ? null : !enabled };
    },
    result: (data) => ({
      message: data.setUserDisabled.isDisabled ? 'User disabled successfully' : 'User enabled successfully',
      user: toUser(data.setUserDisabled),
    }),
  },
  {
    method: 'PATCH',
    path: '/admin/users/credit',
    tag: 'users',
    access: 'admin',
    summary: 'Add credit (INR, at least 1, at most 2 decimals) to a user; paymentMethod online, offline or exempted; optional note.',
    bodySchema: z.object({
      id: z.number().int(),
      credit: z.number(),
      paymentMethod: z.enum(CREDIT_PAYMENT_METHODS),
      note: z.string().max(255).optional(),
    }),
    responseSchema: userResponse,
    responseExample: { message: 'Credits added successfully', user: userExample },
    document: `mutation RestAddCredit($input: AddCreditInput!) { addCredit(input: $input) { ${userFields} } }`,
    variables: ({ body }) => {
      const input = {
        userId: int(body.id),
        amount: num(body.credit),
        paymentMethod: typeof body.paymentMethod === 'string' ? body.paymentMethod : null,
        note: typeof body.note === 'string' ? body.note : null,
      };
      // paymentMethod is an enum in GraphQL: the rules answer a bad one with the contract's message first.
      ruled(addCreditSchema, input);
      return { input };
    },
    result: (data) => ({ message: 'Credits added successfully', user: toUser(data.addCredit) }),
  },
  {
    method: 'PATCH',
    path: '/admin/users/debit',
    tag: 'users',
    access: 'admin',
    summary:
      "Take credit away from a user (INR, at least 1, at most 2 decimals, at most the balance: 'Insufficient credit'); reason refund, correction or other (other needs a note).",
    bodySchema: z.object({
      id: z.number().int(),
      amount: z.number(),
      reason: z.enum(DEBIT_REASONS),
      note: z.string().max(255).optional(),
    }),
    responseSchema: userResponse,
    responseExample: { message: 'Credit debited successfully', user: userExample },
    document: `mutation RestDebitCredit($input: DebitCreditInput!) { debitCredit(input: $input) { ${userFields} } }`,
    variables: ({ body }) => {
      const input = {
        userId: int(body.id),
        amount: num(body.amount),
        reason: typeof body.reason === 'string' ? body.reason : null,
        note: typeof body.note === 'string' ? body.note : null,
      };
      // reason is an enum in GraphQL: the rules answer a bad one with the form's message first.
      ruled(debitCreditSchema, input);
      return { input };
    },
    result: (data) => ({ message: 'Credit debited successfully', user: toUser(data.debitCredit) }),
  },
  {
    method: 'POST',
    path: '/admin/users/transactions/:id/reverse',
    tag: 'users',
    access: 'admin',
    summary:
      "Reverse a transaction: an opposite entry that references it. Once per transaction (409 'This transaction has already been reversed'); a reversal is not reversed; the balance never goes below zero.",
    responseSchema: z.strictObject({ message: z.string(), data: transactionSchema, user: userSchema }),
    responseExample: {
      message: 'Transaction reversed',
      data: { ...transactionExample, id: 32, type: 'debit', paymentMethod: 'adjustment', note: 'Reversal of transaction #31', reversesId: 31, balanceAfter: 750.5 },
      user: { ...userExample, credit: 750.5 },
    },
    errorStatuses: [404, 409],
    document: `mutation RestReverseTransaction($id: ID!) {
      reverseTransaction(id: $id) { reversal { ${transactionFields} } user { ${userFields} } }
    }`,
    variables: ({ params }) => ({ id: params.id! }),
    result: (data) => ({
      message: 'Transaction reversed',
      data: toTransaction(data.reverseTransaction.reversal),
      user: toUser(data.reverseTransaction.user),
    }),
  },
  {
    method: 'GET',
    path: '/admin/users/transactions',
    tag: 'users',
    access: 'admin',
    summary: "A user's credit transactions, newest first, 10 a page; optional type (credit, debit) and paymentMethod filters.",
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
      userId: { type: 'integer' },
      type: { type: 'string', description: 'credit or debit' },
      paymentMethod: { type: 'string', description: 'online, offline, exempted, debit or adjustment' },
    },
    responseSchema: pageOf(transactionSchema),
    responseExample: { data: [transactionExample], total: 1, page: 1 },
    document: `query RestTransactions($first: Int, $after: String, $userId: Int, $type: TransactionType, $paymentMethod: PaymentMethod) {
      transactions(first: $first, after: $after, userId: $userId, type: $type, paymentMethod: $paymentMethod) {
        totalCount edges { node { ${transactionFields} } }
      }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, TRANSACTIONS_PAGE_SIZE);
      const userId = filter(query.get('userId'));
      return {
        first,
        after,
        userId: userId === null ? null : requiredInt(userId, CREDIT_MESSAGES.userId),
        type: filter(query.get('type')),
        paymentMethod: filter(query.get('paymentMethod')),
      };
    },
    result: (data, { query }) => ({
      data: data.transactions.edges.map(({ node }: { node: TransactionData }) => toTransaction(node)),
      total: data.transactions.totalCount,
      page: pageVariables(query, TRANSACTIONS_PAGE_SIZE).page,
    }),
  },
  {
    method: 'POST',
    path: '/auth/set-password',
    tag: 'auth',
    access: 'visitor',
    summary: "Set the password of an invited user with the e-mailed link's token (same rules as sign-up).",
    bodySchema: setPasswordSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'Your password is set. You can now sign in.' },
    document: 'mutation RestSetPassword($input: SetPasswordInput!) { setPassword(input: $input) { message } }',
    variables: ({ body }) => ({
      input: { token: text(body.token), password: text(body.password), confirmPassword: text(body.confirmPassword) },
    }),
    result: (data) => data.setPassword,
  },
];
