import { NeedsConnectionNote, useActionsOffline } from '@/components/needs-connection';
import { formatBidAmount, formatCents, parseMoneyText, placeBidRequest, t, type MarketPlayer } from '@arena/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/form';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { usePlaceBid } from '../api/place-bid';

type BidValues = { amount: string };

/** The typed bid as the request: whole dollars exactly as typed, NaN when refused (so the contract refuses it). */
function toBid({ amount }: BidValues) {
  const parsed = parseMoneyText(amount, { invalid: 'market.invalidBid', wholeDollars: true });
  return { amountDollars: 'cents' in parsed ? parsed.cents / 100 : Number.NaN };
}

/** The server's contract: a whole number of dollars greater than 0 ('Please enter a valid bid amount'). */
const checkBid = contractResolver<BidValues>(placeBidRequest, { toRequest: toBid, fields: { amountDollars: 'amount' } });

interface PlaceBidDialogProps {
  player: MarketPlayer | null;
  onClose: () => void;
}

/**
 * Place a bid (user spec bid rules): whole dollars exactly as typed ('150.5' is refused, never read as 1505),
 * at least the minimum the server computed; Submit is disabled while empty, invalid or below it. The server decides (held balance, auction still open) and its
 * message is shown; on success the spec's text.
 */
export function PlaceBidDialog({ player, onClose }: PlaceBidDialogProps) {
  const wallet = useWallet({ enabled: player !== null });
  const mutation = usePlaceBid();
  const offline = useActionsOffline();
  const keys = useIdempotencyKeys();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<BidValues>({
    mode: 'controlled',
    initialValues: { amount: '' },
    validateInputOnChange: true,
    // The contract, then the minimum the server computed for this player ('Bid must be at least $X').
    validate: (values) => {
      const errors = checkBid(values);
      if (Object.keys(errors).length > 0 || !player || toBid(values).amountDollars * 100 >= player.minimumBidCents) return errors;
      return { amount: t('market.bidTooLow', { min: formatBidAmount(player.minimumBidCents) }) };
    },
  });

  useEffect(() => {
    form.reset();
    setDone(null);
    mutation.reset();
    keys.reset();
    // Only when another player's dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player?.id]);

  const canSubmit = form.isValid() && !mutation.isPending && done === null;

  const submit = (values: BidValues) => {
    if (!player || !canSubmit) return;
    const request = { playerId: player.id, amountDollars: toBid(values).amountDollars };
    mutation.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (result) => {
          keys.reset();
          setDone(result.message);
        },
      },
    );
  };

  const error = mutation.error instanceof ApiError && mutation.error.code ? mutation.error.message : mutation.error ? t('market.bidFailed') : null;

  return (
    <Modal opened={player !== null} onClose={onClose} title={player ? t('market.placeBidTitle', { name: player.name }) : ''} centered>
      {player && (
        <Stack gap="md">
          {done ? (
            <>
              <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                {done}
              </Alert>
              <Button onClick={onClose}>{t('common.close')}</Button>
            </>
          ) : (
            <form onSubmit={form.onSubmit(submit)} noValidate>
              <Stack gap="md">
                <Group justify="space-between">
                  <Text size="sm">{player.leadingBidCents === null ? t('market.startingPrice') : t('market.currentBid')}</Text>
                  <Text fw={700}>{formatCents(player.leadingBidCents ?? player.priceCents)}</Text>
                </Group>
                <MoneyInput
                  label={t('market.yourBid')}
                  description={t('market.minimumBid', { min: formatBidAmount(player.minimumBidCents) })}
                  key={form.key('amount')}
                  {...form.getInputProps('amount')}
                  data-autofocus
                />
                <Text size="sm" c="dimmed">
                  {wallet.data
                    ? t('market.availableBalance', { amount: formatCents(wallet.data.availableCents) })
                    : wallet.isError
                      ? t('market.walletFailed')
                      : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {player.iLead && player.myBidCents !== null ? t('market.raiseNote', { amount: formatCents(player.myBidCents) }) : t('market.holdNote')}
                </Text>
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" disabled={!canSubmit || offline} loading={mutation.isPending} aria-describedby={offline ? 'bid-offline' : undefined}>
                    {t('market.submitBid')}
                  </Button>
                </Group>
                <NeedsConnectionNote id="bid-offline" />
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
