// The signed-in user's own details: `updateProfile(input)` changes their name and phone (the
// e-mail is their sign-in and stays). The name by Add user's rule, the phone by sign-up's.
import { builder } from '../builder.ts';
import { unauthenticated } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { profileSchema } from '@freshmeals/rules/users';

const ProfileInput = builder.inputType('ProfileInput', {
  description: "The signed-in user's own name and phone.",
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    phone: t.string({ description: '10-digit mobile number.', required: true }),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    description:
      "Changes the signed-in user's own name ('Name is required', at most 100 characters) and phone (as at sign-up: 'Phone number must be 10 digits', 'Enter a valid 10-digit phone number').",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw unauthenticated();
      const data = parseInput(profileSchema, input);
      return ctx.prisma.user.update({ ...query, where: { id: viewer.id }, data });
    },
  }),
}));
