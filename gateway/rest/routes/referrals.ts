// REST routes for referrals: GET /me/referrals (the signed-in customer's code and the friends who
// joined through it), GET /referrals/{code} (whether a link's code may be used, and the credit it
// promises) and the admins' PUT /admin/referrals (the credit each side gets). Amounts are INR.
import { z } from 'zod';
import { referralCreditSchema } from '@freshmeals/rules/referrals';
import { message, ruled, type RestRoute } from '../facade.ts';

export const referralRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/me/referrals',
    tag: 'referrals',
    access: 'logged-in',
    summary:
      "The signed-in customer's referral code (their link is /r/{code}; null for staff), the credit a referral gives each side, " +
      'and the customers who joined through it, newest first (50 at most), with when both were credited.',
    document: `query RestMyReferrals {
      myReferrals @flatten { code joined { name joinedAt creditedAt credit } }
      programme: referralProgramme { credit active }
    }`,
    variables: () => ({}),
  },
  {
    method: 'GET',
    path: '/referrals/:code',
    tag: 'referrals',
    access: 'visitor',
    summary: "Whether a referral link's code may be used to sign up (invite is null when it is no customer's), and the credit it promises.",
    document: `query RestReferralInvite($code: String!) { invite: referralInvite(code: $code) { code credit } }`,
    variables: ({ params }) => ({ code: params.code! }),
  },
  {
    method: 'PUT',
    path: '/admin/referrals',
    tag: 'referrals',
    access: 'admin',
    summary: "Sets the credit (whole INR, 0 to 5000; 0 turns referrals off) each side gets when a referred customer's first top-up is paid.",
    bodySchema: z.object({ credit: z.number().int() }),
    document: `mutation RestUpdateReferrals($input: ReferralProgrammeInput!) { programme: updateReferralProgramme(input: $input) { credit active } }`,
    variables: ({ body }) => {
      const input = { credit: body.credit ?? null };
      ruled(referralCreditSchema, input);
      return { input };
    },
    add: { message: message('Referral credit saved') },
  },
];
