// Invitations of admin-created users ("Admin-created users get an e-mail invitation with a link to
// set their password"). The link carries `<userId>.<secret>`: 32 bytes from a CSPRNG, stored only
// as a sha256 (EmailCode, purpose set_password), valid 72 hours, single use; a new invitation voids
// the earlier ones.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage } from '../context.ts';
import { INVITATION_TTL_HOURS } from '@freshmeals/rules/users';

type Tx = Pick<PrismaClient, 'emailCode'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues an invitation token for the user; returns the plain token to put in the link. */
export async function issueInvitation(tx: Tx, userId: number, now: Date): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await tx.emailCode.updateMany({
    where: { userId, purpose: 'set_password', consumedAt: null },
    data: { consumedAt: now },
  });
  await tx.emailCode.create({
    data: {
      userId,
      purpose: 'set_password',
      codeHash: sha256(secret),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
      createdAt: now,
    },
  });
  return `${userId}.${secret}`;
}

/**
 * The live invitation a token belongs to, or null for an unknown, expired or used token. Only
 * reads: the caller checks the link before doing anything costly (hashing the new password).
 */
export async function findInvitation(
  prisma: Tx,
  token: string,
  now: Date,
): Promise<{ id: number; userId: number } | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  const live = await prisma.emailCode.findFirst({
    where: { userId, purpose: 'set_password', consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!live || live.expiresAt <= now) return null;
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(sha256(match[2]!), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: live.id, userId };
}

/** Uses up the invitation (conditional update: of two concurrent uses, one wins). */
export async function consumeInvitation(prisma: Tx, invitationId: number, now: Date): Promise<boolean> {
  const { count } = await prisma.emailCode.updateMany({
    where: { id: invitationId, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  return count === 1;
}

export function invitationEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    tag: 'invitation',
    secrets: [link],
    subject: 'Your FreshMeals account is ready: set your password',
    text: [
      `Hi ${name},`,
      '',
      'A FreshMeals account has been created for you.',
      `Set your password here to sign in: ${link}`,
      '',
      `The link works once and expires in ${INVITATION_TTL_HOURS} hours. If it has expired, ask us for a new one.`,
      '',
      "If you weren't expecting this e-mail, you can ignore it.",
    ].join('\n'),
  };
}
