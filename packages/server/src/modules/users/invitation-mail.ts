import { BRANDS, DEFAULT_BRAND_NAME } from '@lonsam/domain/brands/brands';
import { INVITATION_VALID_DAYS, type UserRole } from '@lonsam/domain/users/user-rules';
import type { MailMessage } from '../../mail/mailer.ts';

const ROLE_NAMES: Record<UserRole, string> = { admin: 'administratör', manager: 'chef', user: 'anställd' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The invitation mail, in Swedish: the company, the role and the single-use link. */
export function createInvitationMessage(
  to: string,
  companyName: string,
  role: UserRole,
  link: string,
): MailMessage {
  const name = BRANDS[DEFAULT_BRAND_NAME].displayName;
  const paragraphs = [
    'Hej!',
    `Du har bjudits in till ${companyName} i ${name} som ${ROLE_NAMES[role]}. Öppna länken för att logga in eller skapa ett konto och ta emot inbjudan:\n${link}`,
    `Länken kan användas en gång och gäller i ${INVITATION_VALID_DAYS} dagar. Väntade du dig inte inbjudan kan du bortse från meddelandet.`,
    `Hälsningar\n${name}`,
  ];
  return {
    to,
    subject: `Inbjudan till ${companyName} i ${name}`,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="sv"><body style="font-family:sans-serif">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}
