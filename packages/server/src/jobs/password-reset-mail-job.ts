import { z } from 'zod';
import { prepareResetMail } from '../modules/password-reset/password-reset-service.ts';
import { defineJob } from './job-definition.ts';

/**
 * The password-reset mail, sent after `POST /api/password-reset/start` has answered (the answer must
 * not tell whether the account exists, so a failed mail is retried here rather than reported). The
 * payload holds no secret: each attempt gives the reset a fresh link token and mails that.
 */
export const passwordResetMailJob = defineJob({
  kind: 'mail.password-reset',
  payload: z.object({ passwordResetId: z.uuid(), publicUrl: z.url() }),
  // The link is active 15 minutes: 5 attempts at about 5, 10, 20 and 40 s apart fit well inside.
  maxAttempts: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  timeoutSeconds: 120,
  run: async ({ passwordResetId, publicUrl }, { db, mailer }) => {
    const message = await prepareResetMail(db, passwordResetId, publicUrl);
    if (!message) return { sent: false };
    await mailer.send(message);
    return { sent: true };
  },
});
