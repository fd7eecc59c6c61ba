// E-mail preferences: which non-essential e-mails a user gets. Read on the user (themselves or
// staff), set by the signed-in user (`setEmailPreferences`), or turned off one at a time by anyone
// holding the unsubscribe link of an e-mail (`unsubscribe`), without signing in.
import { EMAIL_PREFERENCE_TEXT, EMAIL_PREFERENCES, emailPreferencesSchema, NOTIFICATION_MESSAGES, type EmailPreference } from '@freshmeals/rules/notifications';
import { builder } from '../builder.ts';
import { badInput, unauthenticated } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { PREFERENCE_COLUMN, readUnsubscribeToken } from './unsubscribe-link.ts';

export const EmailPreferenceEnum = builder.enumType('EmailPreference', {
  description: 'A non-essential e-mail a user may turn off: low_credit (low-credit warnings) or weekly_summary (the weekly summary).',
  values: EMAIL_PREFERENCES,
});

builder.prismaObjectFields('User', (t) => ({
  lowCreditEmails: t.exposeBoolean('lowCreditEmails', {
    description: 'Whether they get low-credit warnings (on unless turned off).',
  }),
  weeklySummaryEmails: t.exposeBoolean('weeklySummaryEmails', {
    description: "Whether they get the weekly summary of the coming week's meals, on Sunday evenings (on unless turned off).",
  }),
}));

const EmailPreferencesInput = builder.inputType('EmailPreferencesInput', {
  description: 'The e-mail preferences to change; one left out stays as it is.',
  fields: (t) => ({
    lowCreditEmails: t.boolean({ description: 'Low-credit warnings.' }),
    weeklySummaryEmails: t.boolean({ description: 'The weekly summary.' }),
  }),
});

const UnsubscribePayload = builder.objectRef<{ preference: EmailPreference }>('UnsubscribePayload').implement({
  description: 'The answer of unsubscribe.',
  authScopes: { public: true },
  fields: (t) => ({
    preference: t.expose('preference', { type: EmailPreferenceEnum, description: 'The e-mail that is now off.' }),
    message: t.string({ description: 'What happened, for people.', resolve: (p) => EMAIL_PREFERENCE_TEXT[p.preference].stopped }),
  }),
});

builder.mutationFields((t) => ({
  setEmailPreferences: t.prismaField({
    type: 'User',
    description: "Turns the signed-in user's own non-essential e-mails on or off. Essential e-mails (codes, receipts, confirmations) are always sent.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: EmailPreferencesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw unauthenticated();
      // GraphQL sends an omitted field as undefined and an explicit null as null: both mean "as it is".
      const data = parseInput(emailPreferencesSchema, {
        ...(input.lowCreditEmails != null ? { lowCreditEmails: input.lowCreditEmails } : {}),
        ...(input.weeklySummaryEmails != null ? { weeklySummaryEmails: input.weeklySummaryEmails } : {}),
      });
      return ctx.prisma.user.update({ ...query, where: { id: viewer.id }, data });
    },
  }),

  unsubscribe: t.field({
    type: UnsubscribePayload,
    description:
      "Turns off the one e-mail an unsubscribe link names, for the user it names, without signing in. The token is the link's " +
      '`token`; one that is malformed, tampered with or of a user that is gone is refused and changes nothing.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The unsubscribe link's token." }) },
    resolve: async (_root, { token }, ctx) => {
      const named = token.length <= 200 ? readUnsubscribeToken(ctx.auth.codeSecret, token) : null;
      if (!named) throw badInput(NOTIFICATION_MESSAGES.badLink, 'token');
      const { count } = await ctx.prisma.user.updateMany({
        where: { id: named.userId },
        data: { [PREFERENCE_COLUMN[named.preference]]: false },
      });
      if (count === 0) throw badInput(NOTIFICATION_MESSAGES.badLink, 'token');
      return { preference: named.preference };
    },
  }),
}));
