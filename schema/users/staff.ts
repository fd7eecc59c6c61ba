// Staff accounts: admins (everything), kitchen staff (dishes, menu, summary, dispatch lists,
// users read-only) and delivery staff (today's delivery run). Admins invite staff with a role (the invitation e-mail a new customer gets),
// change roles and disable them; the last active admin is never disabled or demoted.
//
// GraphQL: `staff` (admin: every admin and kitchen account), `inviteStaff(input)`,
// `setUserRole(userId, role)`.
import { builder, RoleEnum } from '../builder.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { inviteStaffSchema, MESSAGES, ROLES, STAFF_ROLES } from '@freshmeals/rules/users';
import { keepAnActiveAdmin } from './last-admin.ts';
import { userObject } from '../webhooks/objects.ts';
import { sendInvitation } from './user.ts';

const StaffRoleEnum = builder.enumType('StaffRole', {
  description:
    "A staff role: admin (everything), kitchen (dishes, menu, summary, dispatch lists, users read-only) or delivery (today's delivery run).",
  values: STAFF_ROLES,
});

const InviteStaffInput = builder.inputType('InviteStaffInput', {
  description: 'A new staff account: it gets an e-mail with a link to set its password.',
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    email: t.string({ description: 'E-mail address.', required: true }),
    phone: t.string({ description: 'Phone number.', required: true }),
    role: t.field({ type: StaffRoleEnum, description: 'admin, kitchen or delivery.', required: true }),
  }),
});

builder.queryFields((t) => ({
  staff: t.prismaField({
    type: ['User'],
    description: 'Every admin, kitchen and delivery account, active ones first, then by name (admin).',
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        where: { role: { in: [...STAFF_ROLES] } },
        orderBy: [{ isDisabled: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      }),
  }),
}));

builder.mutationFields((t) => ({
  inviteStaff: t.prismaField({
    type: 'User',
    description:
      'Creates a staff account with a role and no password, and e-mails a link to set one (as Add user does for a ' +
      'customer). A taken e-mail is a CONFLICT.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: InviteStaffInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { role, ...data } = parseInput(inviteStaffSchema, input);
      const user = await ctx.prisma
        .$transaction(async (tx) => {
          const created = await tx.user.create({
            data: { ...data, role, emailVerified: true, passwordHash: null, createdAt: ctx.now() },
            select: { id: true, name: true, email: true, role: true, createdAt: true },
          });
          await recordAudit(tx, ctx, { action: 'staff.invite', subject: userSubject(created), after: { email: data.email, role } });
          await ctx.webhooks.record(tx, 'user.created', userObject(created));
          return created;
        })
        .catch((error: { code?: string }) => {
          if (error?.code === 'P2002') throw conflict(MESSAGES.emailTaken);
          throw error;
        });
      await sendInvitation(ctx, user);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),

  setUserRole: t.prismaField({
    type: 'User',
    description:
      "Gives a user another role (admin, kitchen or customer); their signed-in sessions get the new role's rights at " +
      "once. The last active admin keeps theirs ('The last active admin cannot be disabled or demoted.').",
    authScopes: { admin: true },
    args: {
      userId: t.arg.int({ required: true }),
      role: t.arg({ type: RoleEnum, required: true }),
    },
    resolve: async (query, _root, { userId, role }, ctx) => {
      if (!(ROLES as readonly string[]).includes(role)) throw badInput(MESSAGES.role);
      await ctx.prisma.$transaction(async (tx) => {
        const before = await tx.user.findUnique({ where: { id: userId }, select: { id: true, name: true, role: true } });
        if (!before) throw notFound(MESSAGES.userNotFound);
        if (before.role === role) return;
        if (before.role === 'admin') await keepAnActiveAdmin(tx, userId);
        await tx.user.update({ where: { id: userId }, data: { role } });
        await recordAudit(tx, ctx, { action: 'staff.role', subject: userSubject(before), before: { role: before.role }, after: { role } });
      });
      // Tokens carry the role they were issued with: the viewer is read again on the next request.
      ctx.viewers.revoked(userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
}));
