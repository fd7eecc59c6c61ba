// The texts of the account e-mails. `secrets` lists the codes and links in them: the mailer never
// logs those in production, and blanks them in the outbox once the message is delivered. Subjects
// never carry a code: the console's outbox shows subjects to every admin (and to API keys acting
// for one), and a code there would let them take over the account it was sent to.
import type { MailMessage } from '../context.ts';

export function verificationEmail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    tag: 'verify-email',
    secrets: [code],
    subject: 'Your FreshMeals verification code',
    text: [
      `Hi ${name},`,
      '',
      `Your verification code is ${code}.`,
      'Enter it on the verification page to activate your account. It expires in 10 minutes.',
      '',
      "If you didn't create a FreshMeals account, you can ignore this e-mail.",
    ].join('\n'),
  };
}

export function alreadyRegisteredEmail(to: string, name: string, loginUrl: string): MailMessage {
  return {
    to,
    tag: 'already-registered',
    subject: 'You already have a FreshMeals account',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) tried to create a FreshMeals account with this e-mail address,',
      `but you already have one. Sign in here: ${loginUrl}`,
      '',
      "If this wasn't you, no action is needed.",
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    tag: 'reset-password',
    secrets: [code],
    subject: 'Your FreshMeals password reset code',
    text: [
      `Hi ${name},`,
      '',
      `Your password reset code is ${code}.`,
      'Enter it on the reset password page to choose a new password. It expires in 10 minutes.',
      '',
      "If you didn't ask to reset your password, you can ignore this e-mail: your password stays the same.",
    ].join('\n'),
  };
}

export function signInCodeEmail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    tag: 'sign-in-code',
    secrets: [code],
    subject: 'Your FreshMeals sign-in code',
    text: [
      `Hi ${name},`,
      '',
      `Your sign-in code is ${code}.`,
      'Enter it on the sign-in page to sign in without your password. It expires in 10 minutes.',
      '',
      "If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code.",
    ].join('\n'),
  };
}
