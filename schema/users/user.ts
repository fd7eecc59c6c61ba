// Users as the API shows them. An admin sees everyone; a customer sees only themselves.
import { builder, RoleEnum } from '../builder.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user) => ({ $any: { admin: true, self: user.id } }),
  fields: (t) => ({
    /** The spec's numeric id, as the REST API speaks it. */
    userId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    role: t.expose('role', { type: RoleEnum }),
    emailVerified: t.exposeBoolean('emailVerified'),
    isDisabled: t.exposeBoolean('isDisabled'),
    credit: t.float({
      description: 'Credit balance in INR (exact to the paisa).',
      select: { creditPaise: true },
      resolve: (user) => user.creditPaise / 100,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
