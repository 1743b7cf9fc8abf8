import { formatCentsIn, type Locale, type MessageId, type RequestKind } from '@arena/shared';
import { translate } from '../../lib/i18n.js';

type EnrollmentKind = Exclude<RequestKind, 'request'>;

const TEXTS: Record<EnrollmentKind, { title: MessageId; description: MessageId }> = {
  league_enrollment: { title: 'leagues.enrollmentTitle', description: 'leagues.enrollmentDescription' },
  tournament_enrollment: { title: 'tournaments.enrollmentRequestTitle', description: 'tournaments.enrollmentRequestDescription' },
};

/**
 * An enrollment request's title and description in `locale`, from what the request names (its league's or
 * tournament's name, the fee it charged). The row keeps them in English too, for the admins' search and for
 * rows whose league or tournament is gone; readers get them in their own language.
 */
export function enrollmentTexts(kind: EnrollmentKind, locale: Locale, input: { name: string; feeCents: number }): { title: string; description: string } {
  const texts = TEXTS[kind];
  return {
    title: translate(locale, texts.title, { name: input.name }),
    description: translate(locale, texts.description, { name: input.name, price: formatCentsIn(locale, input.feeCents) }),
  };
}

/**
 * A request's title and description as its reader sees them: an enrollment's in `locale`, from the name of its
 * league or tournament (`name`); a free-form request's as its author wrote them, and an enrollment whose league or
 * tournament is gone keeps its stored English.
 */
export function requestTextsIn(
  locale: Locale,
  kind: RequestKind,
  row: { title: string; description: string; entryFeeCents: number | string },
  name: string | null | undefined,
): { title: string; description: string } {
  if (kind === 'request' || !name) return { title: row.title, description: row.description };
  return enrollmentTexts(kind, locale, { name, feeCents: Number(row.entryFeeCents) });
}
