import { z } from 'zod';

/** A text the admin may leave out: trimmed, at most `max` characters; missing or empty is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));
