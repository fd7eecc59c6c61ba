// Users as the API shows them. An admin sees everyone; a customer sees only themselves.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Prisma, Role } from '../../prisma/generated/client/client.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { keepAnActiveAdmin } from './last-admin.ts';
import { hashPassword } from '../auth/password.ts';
import { clearLoginFailures } from '../auth/login-throttle.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { builder, RoleEnum } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import {
  MESSAGES as USER_MESSAGES,
  newCustomerSchema,
  setPasswordSchema,
  USERS_PAGE_SIZE,
  userSearchField,
} from '@freshmeals/rules/users';
import { consumeInvitation, findInvitation, invitationEmail, issueInvitation } from './invitations.ts';
import { AddressInput, assertDeliversTo } from '../addresses/addresses.ts';
import { convertedNote, NOTE_MAX_LENGTH } from '@freshmeals/rules/enquiry';
import { userObject } from '../webhooks/objects.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';

/** set-password attempts per client address in 10 minutes (each valid one hashes a password). */
export const SET_PASSWORDS_PER_CLIENT = 10;

export const UserNode = builder.prismaNode('User', {
  description:
    'A person with an account: a customer, an admin or kitchen staff. Admins and kitchen staff see everyone; a customer ' +
    'sees only themselves.',
  id: { field: 'id' },
  authScopes: (user) => ({ $any: { staff: true, self: user.id } }),
  fields: (t) => ({
    /** The product's numeric id, as the REST API speaks it. */
    userId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'E-mail address (lower-cased).' }),
    phone: t.exposeString('phone', { description: '10-digit mobile number.' }),
    role: t.expose('role', { description: 'admin, kitchen or customer.', type: RoleEnum }),
    emailVerified: t.exposeBoolean('emailVerified', { description: 'Whether the e-mail address is verified.' }),
    isDisabled: t.exposeBoolean('isDisabled', { description: 'Disabled users cannot sign in; their sessions have ended.' }),
    credit: t.float({
      description: 'Credit balance in INR (exact to the paisa). Admins, and the user themselves; kitchen staff read no money.',
      authScopes: (user) => ({ $any: { admin: true, self: user.id } }),
      // A column of the row, loaded with all the others: no `select` (see Dish in schema/dishes).
      resolve: (user) => user.creditPaise / 100,
    }),
    createdAt: t.expose('createdAt', { description: 'When the account was made.', type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, null for visitors.',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
}));

// ---------------------------------------------------------------------------------------------
// Admin: the users table, enable/disable, new users with an e-mailed invitation, and the
// invitation's public set-password step.
// ---------------------------------------------------------------------------------------------

const UserConnection = builder.connectionObject({ type: UserNode, name: 'UserConnection' });

const RegisterUserInput = builder.inputType('RegisterUserInput', {
  description: 'A customer an admin adds; they get an e-mail to set their password.',
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    email: t.string({ description: 'E-mail address (unique).', required: true }),
    phone: t.string({ description: '10-digit mobile number.', required: true }),
    fromEnquiryId: t.int({
      description:
        "The order enquiry this customer comes from ('Create customer'): it is marked attended, with a note, in the same transaction.",
    }),
    address: t.field({
      type: AddressInput,
      description:
        'Their first delivery address, which becomes their default (optional; all of its typed parts blank counts as none). Its PIN must be in the service area.',
    }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

const SetPasswordInput = builder.inputType('SetPasswordInput', {
  description: 'An invited user\'s first password, with the token of the e-mailed link.',
  fields: (t) => ({
    token: t.string({ description: 'The token from the link.', required: true }),
    password: t.string({ description: 'The password (the sign-up rules).', required: true }),
    confirmPassword: t.string({ description: 'The password again.', required: true }),
  }),
});

const SetPasswordPayload = builder.objectRef<{ message: string }>('SetPasswordPayload').implement({
  description: 'The answer of setPassword.',
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, for people.' }) }),
});

function userWhere(search: string | null | undefined, role: Role | null | undefined): Prisma.UserWhereInput {
  const text = search ? parseInput(userSearchField, search) : '';
  const byRole: Prisma.UserWhereInput = role ? { role } : {};
  if (!text) return byRole;
  // searchText is lower(name, e-mail and phone, one per line), kept by a trigger: one LIKE on it
  // matches what three case-insensitive ILIKEs on the fields matched. A term is one line.
  const term = text.replace(/[\r\n]+/g, ' ').toLowerCase();
  return { ...byRole, searchText: { contains: term } };
}

export async function sendInvitation(ctx: Context, user: { id: number; name: string; email: string }) {
  const token = await issueInvitation(ctx.prisma, user.id, ctx.now());
  const link = `${ctx.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(invitationEmail(user.email, user.name, link));
}

builder.queryFields((t) => ({
  users: t.connection(
    {
      type: UserNode,
      description:
        'Every user, newest first, 10 a page (offset cursors). search matches name, e-mail or phone regardless of case; ' +
        'role keeps the users of one role (the console\'s Users screen asks for customers: staff are on the staff list). ' +
        'Admins and kitchen staff.',
      authScopes: { staff: true },
      args: {
        search: t.arg.string(),
        role: t.arg({ type: RoleEnum, description: 'Only users of this role (admin, kitchen or customer); omitted: every role.' }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = userWhere(args.search, args.role);
        return offsetConnection(
          args,
          () => ctx.prisma.user.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.user.findMany({
              ...queryFromInfo({ context: ctx, info, typeName: 'User', path: ['edges', 'node'] }),
              where,
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
          USERS_PAGE_SIZE,
        );
      },
    },
    UserConnection,
  ),
}));

/** 'Create customer': the order enquiry is attended, and its notes say which account it became. */
async function markEnquiryConverted(
  tx: Pick<Context['prisma'], 'enquiry'>,
  enquiryId: number,
  user: { id: number; email: string },
): Promise<void> {
  const enquiry = await tx.enquiry.findUnique({ where: { id: enquiryId }, select: { adminNotes: true } });
  if (!enquiry) throw notFound('Enquiry not found');
  const line = convertedNote(user);
  const notes = enquiry.adminNotes ? `${enquiry.adminNotes}\n${line}` : line;
  // Notes hold at most NOTE_MAX_LENGTH characters: the newest line is the one kept whole.
  await tx.enquiry.update({ where: { id: enquiryId }, data: { attended: true, adminNotes: notes.slice(-NOTE_MAX_LENGTH) } });
}

builder.mutationFields((t) => ({
  setUserDisabled: t.prismaField({
    type: 'User',
    description:
      "Disables or enables a user. Disabling ends all of the user's sessions at once. An admin cannot disable themselves, " +
      "and the last active admin cannot be disabled ('The last active admin cannot be disabled or demoted.').",
    authScopes: { admin: true },
    args: {
      userId: t.arg.int({ required: true }),
      disabled: t.arg.boolean({ required: true }),
    },
    resolve: async (query, _root, { userId, disabled }, ctx) => {
      if (disabled && userId === ctx.viewer?.id) throw badInput(USER_MESSAGES.disableSelf);
      const now = ctx.now();
      const found = await ctx.prisma.$transaction(async (tx) => {
        const before = await tx.user.findUnique({ where: { id: userId }, select: { id: true, name: true, isDisabled: true } });
        if (!before) return false;
        if (disabled) await keepAnActiveAdmin(tx, userId);
        await tx.user.update({ where: { id: userId }, data: { isDisabled: disabled } });
        if (disabled) await endAllSessions(tx, userId, now);
        await recordAudit(tx, ctx, {
          action: disabled ? 'user.disable' : 'user.enable',
          subject: userSubject(before),
          before: { disabled: before.isDisabled },
          after: { disabled },
        });
        return true;
      });
      if (!found) throw notFound(USER_MESSAGES.userNotFound);
      if (disabled) ctx.viewers.revoked(userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),

  registerUser: t.prismaField({
    type: 'User',
    description:
      'Creates a verified customer without a password and e-mails them a link to set one ' +
      '(<public URL>/set-password?token=..., valid 72 hours, single use). A taken e-mail is a CONFLICT.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RegisterUserInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { address, ...data } = parseInput(newCustomerSchema, input);
      const enquiryId = input.fromEnquiryId ?? null;
      const user = await ctx.prisma
        .$transaction(async (tx) => {
          if (address) await assertDeliversTo(tx, address.pin, 'address.pin');
          const created = await tx.user.create({
            data: {
              ...data,
              role: 'customer',
              emailVerified: true,
              passwordHash: null,
              createdAt: ctx.now(),
              ...(address ? { addresses: { create: { ...address, isDefault: true, createdAt: ctx.now() } } } : {}),
            },
            select: { id: true, name: true, email: true, role: true, createdAt: true },
          });
          if (enquiryId !== null) await markEnquiryConverted(tx, enquiryId, created);
          await ctx.webhooks.record(tx, 'user.created', userObject(created));
          await recordAudit(tx, ctx, {
            action: 'user.create',
            subject: userSubject(created),
            after: {
              name: data.name,
              email: data.email,
              phone: data.phone,
              role: 'customer',
              ...(enquiryId !== null ? { enquiryId } : {}),
              ...(address ? { address: { ...address, isDefault: true } } : {}),
            },
          });
          return created;
        })
        .catch((error: { code?: string }) => {
          if (error?.code === 'P2002') throw conflict(USER_MESSAGES.emailTaken);
          throw error;
        });
      await sendInvitation(ctx, user);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),

  resendInvitation: t.prismaField({
    type: 'User',
    description: 'E-mails a new set-password link to a user who has not set a password yet (voids the earlier link).',
    authScopes: { admin: true },
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (query, _root, { userId }, ctx) => {
      const user = await ctx.prisma.user.findUnique({
        where: { id: userId },
        select: { id: true, name: true, email: true, passwordHash: true },
      });
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      if (user.passwordHash) throw conflict('This user has already set a password');
      await sendInvitation(ctx, user);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),

  setPassword: t.field({
    type: SetPasswordPayload,
    description:
      "Sets the password of an invited user with the link's token (public). Same password rules as sign-up. " +
      'Ends any session the user had.',
    authScopes: { public: true },
    args: { input: t.arg({ type: SetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, password } = parseInput(setPasswordSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `set-password-ip:${ctx.clientIp}`, {
        limit: SET_PASSWORDS_PER_CLIENT * ctx.auth.rateLimitMultiplier,
        windowSeconds: 600,
      }, now);
      // The link first: a wrong token costs one indexed read, never a password hash.
      const invitation = await findInvitation(ctx.prisma, token, now);
      if (!invitation) throw badInput(USER_MESSAGES.invalidLink, 'token');
      const passwordHash = await hashPassword(password);
      const used = await ctx.prisma.$transaction(async (tx) => {
        if (!(await consumeInvitation(tx, invitation.id, now))) return false;
        const user = await tx.user.update({
          where: { id: invitation.userId },
          data: { passwordHash, emailVerified: true },
          select: { email: true },
        });
        await endAllSessions(tx, invitation.userId, now);
        await clearLoginFailures(tx, user.email);
        return true;
      });
      if (!used) throw badInput(USER_MESSAGES.invalidLink, 'token');
      ctx.viewers.revoked(invitation.userId);
      return { message: 'Your password is set. You can now sign in.' };
    },
  }),
}));
