import { adminEn } from '@arena/shared';
import type { z } from 'zod';
import { contractResolver, type ContractResolverOptions } from './form';

const adminTexts = new Set<string>(Object.values(adminEn));

/** `contractResolver` for the back office's forms, whose contracts speak in the admin catalogue's words too. */
export function adminContractResolver<Values>(schema: z.ZodType, options: ContractResolverOptions<Values> = {}) {
  return contractResolver<Values>(schema, { ...options, texts: adminTexts });
}
