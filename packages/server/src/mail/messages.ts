import { BRANDS, type BrandName, DEFAULT_BRAND_NAME } from '@lonsam/domain/brands/brands';
import type { MailMessage } from './mailer.ts';

/** Mail texts in Swedish, signed with the brand's display name. */

function getDisplayName(brand: string | null | undefined): string {
  return (BRANDS[brand as BrandName] ?? BRANDS[DEFAULT_BRAND_NAME]).displayName;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function toHtml(paragraphs: string[]): string {
  return `<!doctype html><html lang="sv"><body style="font-family:sans-serif">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')}</body></html>`;
}

export function createSignupCodeMessage(
  to: string,
  brand: string,
  code: string,
  validMinutes: number,
): MailMessage {
  const name = getDisplayName(brand);
  const paragraphs = [
    'Hej!',
    `Din verifieringskod för att skapa ett konto hos ${name} är:\n${code}`,
    `Koden gäller i ${validMinutes} minuter. Har du inte bett om den kan du bortse från det här meddelandet.`,
    `Hälsningar\n${name}`,
  ];
  return {
    to,
    subject: `${code} är din verifieringskod för ${name}`,
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}

export function createPasswordResetMessage(
  to: string,
  brand: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const name = getDisplayName(brand);
  const paragraphs = [
    'Hej!',
    `Någon har bett om att återställa lösenordet till ditt konto hos ${name}. Öppna länken för att få en kod:\n${link}`,
    `Skriv in koden i webbläsarfönstret där du startade återställningen. Länken är aktiv i ${validMinutes} minuter. Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.`,
    `Hälsningar\n${name}`,
  ];
  return {
    to,
    subject: `Återställ ditt lösenord hos ${name}`,
    text: paragraphs.join('\n\n'),
    html: toHtml(paragraphs),
  };
}
