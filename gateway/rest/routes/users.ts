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
  CREDIT_PAYMENT_METHODS,
  TRANSACTIONS_PAGE_SIZE,
} from '@freshmeals/rules/credits';
import { registerUserSchema, setPasswordSchema, USERS_PAGE_SIZE } from '@freshmeals/rules/users';
import { int, message, num, page, pageVariables, requiredInt, ruled, text, type RestRoute } from '../facade.ts';

/** The admin-side user, with its numeric id. */
const USER = `fragment User on User { id: userId name email phone isDisabled credit emailVerified role createdAt }`;
/** A user of the users list, which kitchen staff read too: without the credit for them (withMoney false). */
const LISTED_USER = `fragment ListedUser on User {
  id: userId name email phone isDisabled credit @include(if: $withMoney) emailVerified role createdAt
}`;
/** A credit transaction, with numeric ids. */
const TRANSACTION = `fragment Transaction on CreditTransaction {
  id: transactionId userId type amount note paymentMethod debitReason reversesId: reversesTransactionId
  reversedById: reversedByTransactionId createdBy: createdByName balanceAfter createdAt
}`;

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
    errorStatuses: [409],
    idempotent: 'input',
    document: `mutation RestRegisterUser($input: RegisterUserInput!) { user: registerUser(input: $input) { ...User } } ${USER}`,
    variables: ({ body }) => ({ input: { name: text(body.name), email: text(body.email), phone: text(body.phone) } }),
    add: { message: message('User added successfully') },
  },
  {
    method: 'GET',
    path: '/admin/users',
    tag: 'users',
    access: 'staff',
    // The original contract lists every account (customers and staff alike, each with its role):
    // existing clients keep their answer. The console's Users screen asks GraphQL for customers only.
    summary: 'Users of every role (each with its role), newest first, 10 a page; search on name, e-mail or phone.',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
      search: { type: 'string' },
    },
    document: `query RestUsers($first: Int, $after: String, $search: String, $withMoney: Boolean!) {
      users(first: $first, after: $after, search: $search) @flatten {
        total: totalCount users: edges @unwrap { node { ...ListedUser } }
      }
    } ${LISTED_USER}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query, USERS_PAGE_SIZE);
      return { first, after, search: query.get('search') || null, withMoney: true };
    },
    // Kitchen staff may list users but not read their credit: they get the list without it.
    fallbackVariables: { withMoney: false },
    add: { page: page(USERS_PAGE_SIZE) },
  },
  {
    method: 'PATCH',
    path: '/admin/users/disable',
    tag: 'users',
    access: 'admin',
    summary: 'Enable or disable a user: state true means enabled. Disabling ends their sessions.',
    bodySchema: z.object({ userId: z.number().int(), state: z.boolean() }),
    errorStatuses: [404],
    document: `mutation RestSetUserDisabled($userId: Int!, $disabled: Boolean!) {
      user: setUserDisabled(userId: $userId, disabled: $disabled) { ...User }
    } ${USER}`,
    variables: ({ body }) => {
      const enabled = enabledState(body.state);
      return { userId: requiredInt(body.userId, CREDIT_MESSAGES.userId), disabled: enabled === null ? null : !enabled };
    },
    add: { message: message((body) => (body.user.isDisabled ? 'User disabled successfully' : 'User enabled successfully')) },
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
    errorStatuses: [404],
    idempotent: 'input',
    document: `mutation RestAddCredit($input: AddCreditInput!) { user: addCredit(input: $input) { ...User } } ${USER}`,
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
    add: { message: message('Credits added successfully') },
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
    errorStatuses: [404],
    idempotent: 'input',
    document: `mutation RestDebitCredit($input: DebitCreditInput!) { user: debitCredit(input: $input) { ...User } } ${USER}`,
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
    add: { message: message('Credit debited successfully') },
  },
  {
    method: 'POST',
    path: '/admin/users/transactions/:id/reverse',
    tag: 'users',
    access: 'admin',
    summary:
      "Reverse a transaction: an opposite entry that references it. Once per transaction (409 'This transaction has already been reversed'); a reversal is not reversed; the balance never goes below zero.",
    errorStatuses: [409],
    idempotent: 'argument',
    document: `mutation RestReverseTransaction($id: ID!, $idempotencyKey: String) {
      reverseTransaction(id: $id, idempotencyKey: $idempotencyKey) @flatten { data: reversal { ...Transaction } user { ...User } }
    } ${TRANSACTION} ${USER}`,
    variables: ({ params }) => ({ id: params.id! }),
    add: { message: message('Transaction reversed') },
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
      paymentMethod: {
        type: 'string',
        description: 'online (every online payment, Razorpay top-ups included), offline, exempted, debit, adjustment or razorpay',
      },
    },
    document: `query RestTransactions($first: Int, $after: String, $userId: Int, $type: TransactionType, $paymentMethod: PaymentMethod) {
      transactions(first: $first, after: $after, userId: $userId, type: $type, paymentMethod: $paymentMethod) @flatten {
        total: totalCount data: edges @unwrap { node { ...Transaction } }
      }
    } ${TRANSACTION}`,
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
    add: { page: page(TRANSACTIONS_PAGE_SIZE) },
  },
  {
    method: 'POST',
    path: '/auth/set-password',
    tag: 'auth',
    access: 'visitor',
    summary: "Set the password of an invited user with the e-mailed link's token (same rules as sign-up).",
    bodySchema: setPasswordSchema,
    document: 'mutation RestSetPassword($input: SetPasswordInput!) { setPassword(input: $input) @flatten { message } }',
    variables: ({ body }) => ({
      input: { token: text(body.token), password: text(body.password), confirmPassword: text(body.confirmPassword) },
    }),
  },
];
