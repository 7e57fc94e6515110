import { type $ZodErrorMap, config } from 'zod/v4/core';
import swedishLocale from 'zod/v4/locales/sv.js';

/**
 * zod's default messages in plain Swedish for the server's problems and the web forms. zod's own
 * Swedish locale says `förväntat number att ha <=500`, which a user cannot read; the common
 * cases get a sentence, anything else falls back to that locale. A schema's own message (the
 * spec's texts, e.g. `Ogiltigt organisationsnummer`) always wins over these defaults.
 */
// Only zod's core and one locale: the web app installs this in its entry, which must stay small.
const zodSwedish = swedishLocale().localeError;

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  uuid: 'Ogiltigt id',
  guid: 'Ogiltigt id',
  email: 'Ogiltig e-postadress',
  url: 'Ogiltig webbadress',
  date: 'Ogiltigt datum (ÅÅÅÅ-MM-DD)',
  datetime: 'Ogiltig tidpunkt',
  time: 'Ogiltigt klockslag',
  regex: 'Ogiltigt format',
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'en text',
  number: 'ett tal',
  int: 'ett heltal',
  bigint: 'ett heltal',
  boolean: 'ja eller nej',
  object: 'ett objekt',
  array: 'en lista',
  date: 'ett datum',
};

type Issue = Parameters<$ZodErrorMap>[0];

export function formatSwedishZodIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'Värde saknas';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Ogiltigt värde: ska vara ${expected}` : 'Ogiltigt värde';
    }
    case 'invalid_format': {
      const message = FORMAT_MESSAGES[issue.format];
      if (message) return message;
      break;
    }
    case 'too_big': {
      const limit = String(issue.maximum);
      if (issue.origin === 'string') return `Högst ${limit} tecken`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Högst ${limit} stycken`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `Måste vara mindre än ${limit}` : `Får vara högst ${limit}`;
      }
      break;
    }
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'Får inte vara tomt' : `Minst ${limit} tecken`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Minst ${limit} stycken`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `Måste vara större än ${limit}` : `Får vara lägst ${limit}`;
      }
      break;
    }
    case 'invalid_value':
      return 'Ogiltigt val';
    case 'unrecognized_keys':
      return `Okända fält: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Måste vara en multipel av ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'Ogiltigt värde';
  }
  const fallback = zodSwedish?.(issue);
  return typeof fallback === 'string' ? fallback : fallback?.message;
}

/** Makes the Swedish texts zod's defaults for this process (server) or page (web); idempotent. */
export function installSwedishZodMessages(): void {
  config({ localeError: formatSwedishZodIssue });
}
