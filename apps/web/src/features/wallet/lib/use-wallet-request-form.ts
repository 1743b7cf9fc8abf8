import type { PaymentInfo, PaymentMethod, WalletActionResponse } from '@arena/shared';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { contractResolver, firstError } from '@/lib/form';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { parseAmount } from './amount';
import { walletErrorText } from './error-text';
import { useCloseAfterSuccess } from './use-close-after-success';

/** The mutation of a wallet request (deposit or withdrawal): a body sent with its Idempotency-Key. */
interface WalletRequestMutation<Body> {
  isPending: boolean;
  reset(): void;
  mutate(
    variables: { body: Body; idempotencyKey: string },
    options: { onSuccess: (response: WalletActionResponse) => void; onError: (error: Error) => void },
  ): void;
}

export interface FieldError<Field extends string> {
  message: string;
  field?: Field | 'amount';
}

/**
 * What the deposit and withdraw forms share (user spec §4–5): the method and amount fields, the error and
 * success feedback, the amount's rules (parseAmount with the platform's limits), one Idempotency-Key per
 * body (a retry reuses it), the lock after a success and the form closing 2 s later.
 *
 * `buildBody` gets the method and the parsed amount in cents and returns `{ body }`, or `{ error }` for
 * the form's own fields; `resetFields` clears those fields when the form closes.
 */
export function useWalletRequestForm<Body, Field extends string>(options: {
  mutation: WalletRequestMutation<Body>;
  limits: Pick<PaymentInfo, 'minAmountCents' | 'maxAmountCents'> | undefined;
  buildBody: (input: { method: PaymentMethod; amountCents: number }) => { body: Body } | { error: FieldError<Field> };
  resetFields: () => void;
  onDone: () => void;
}) {
  const { mutation, limits, buildBody, resetFields, onDone } = options;
  const keys = useIdempotencyKeys();
  const [method, setMethod] = useState<PaymentMethod>('moncash');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<FieldError<Field> | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const close = useCloseAfterSuccess(() => {
    setMethod('moncash');
    setAmount('');
    resetFields();
    setSuccess(null);
    mutation.reset();
    onDone();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (success || mutation.isPending) return;
    setError(null);
    const parsed = parseAmount(amount, limits);
    if ('error' in parsed) {
      setError({ message: parsed.error, field: 'amount' });
      return;
    }
    const built = buildBody({ method, amountCents: parsed.cents });
    if ('error' in built) {
      setError(built.error);
      return;
    }
    const { body } = built;
    mutation.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (response) => {
          keys.reset();
          setSuccess(response.message);
          close();
        },
        onError: (caught) => setError({ message: walletErrorText(caught, 'wallet.submitFailed') }),
      },
    );
  };

  return { method, setMethod, amount, setAmount, error, success, locked: success !== null, onSubmit };
}

/**
 * The request body checked by the server's own zod contract through `contractResolver` (no rule written twice):
 * `{ body }`, or the catalogue's text for the first failing field.
 */
export function bodyFromContract<Body, Field extends string>(contract: z.ZodType<Body>, candidate: unknown): { body: Body } | { error: FieldError<Field> } {
  const parsed = contract.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  // A refused body has at least one issue; the resolver keeps the contract's order, so the first field failed first.
  const errors = contractResolver(contract)(candidate);
  const field = Object.keys(errors)[0]!;
  return { error: { message: firstError(errors, [field]) ?? '', field: (field || undefined) as Field | undefined } };
}
