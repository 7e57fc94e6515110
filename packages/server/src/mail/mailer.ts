import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /**
   * 'smtp' with SMTP_URL; without it, 'outbox' (the development outbox, LONSAM_DEV_TOOLS=1), 'log'
   * (the server log, outside production) or 'disabled' (production).
   */
  kind: 'smtp' | 'outbox' | 'log' | 'disabled';
  /** Sends or stores the message; a failure is logged and thrown as a 502/503 AppError. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export type MailerOptions = {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'appEnv' | 'devTools'>;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
};

/** Where mail goes with this configuration: the choice `createMailer` makes. */
export function chooseMailerKind(config: Pick<Config, 'smtpUrl' | 'appEnv' | 'devTools'>): Mailer['kind'] {
  if (config.smtpUrl) return 'smtp';
  if (config.devTools) return 'outbox';
  if (config.appEnv !== 'production') return 'log';
  return 'disabled';
}

export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const kind = chooseMailerKind(config);
  if (kind === 'smtp' && config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom, log);
  if (kind === 'outbox') return createOutboxMailer(db, config.mailFrom, log);
  if (kind === 'log') return createLogMailer(log);
  return {
    kind: 'disabled',
    send: async () => {
      log.error('mail cannot be sent: SMTP_URL is not set in production');
      throw mailUnavailable('No mail server is configured.');
    },
    close: () => {},
  };
}

function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer loads with the first message, not at start: most starts send none, and its modules
  // took about 50 ms of a restart (bench/startup.ts, #14). SMTP_URL is checked at start (config.ts).
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    if (!transport) {
      const opening = import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      // A failed load is not kept: the next message tries again.
      opening.catch(() => {
        if (transport === opening) transport = undefined;
      });
      transport = opening;
    }
    return transport;
  };
  return {
    kind: 'smtp',
    send: async (message) => {
      try {
        await (await open()).sendMail({ from, ...message });
      } catch (error) {
        // The message itself may carry a code or link: log where it went, never what it said.
        log.error({ err: error, to: message.to, subject: message.subject }, 'sending mail failed');
        throw mailUnavailable('The email could not be sent. Try again in a moment.', error);
      }
    },
    close: () => {
      void transport?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

function createOutboxMailer(db: Kysely<Database>, from: string, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      try {
        await db
          .insertInto('dev_mail')
          .values({
            to_address: message.to,
            from_address: from,
            subject: message.subject,
            text_body: message.text,
            html_body: message.html ?? null,
          })
          .execute();
      } catch (error) {
        log.error({ err: error, to: message.to }, 'storing mail in the development outbox failed');
        throw mailUnavailable('The email could not be stored in the development outbox.', error);
      }
      // Development only (never in production): the outbox is the developer's mailbox, so the
      // text — codes and links included — is printed on purpose.
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in the development outbox (see /dev/mail)',
      );
    },
    close: () => {},
  };
}

/**
 * `npm start` on a machine without a mail server: the person who started it reads the mail in the
 * log, where nobody else can (unlike the outbox page, which anyone who can reach the server could read).
 */
function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    kind: 'log',
    send: async (message) => {
      log.warn(
        { to: message.to, subject: message.subject, text: message.text },
        'mail NOT sent: SMTP_URL is not set, so it is printed here in the server log instead',
      );
    },
    close: () => {},
  };
}

function mailUnavailable(detail: string, cause?: unknown): AppError {
  return new AppError({ status: 503, code: 'MAIL_NOT_SENT', detail, cause });
}
