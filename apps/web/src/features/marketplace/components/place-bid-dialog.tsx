import { formatBidAmount, formatCents, parseMoneyText, placeBidRequest, t, type MarketPlayer } from '@arena/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { usePlaceBid } from '../api/place-bid';

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
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setAmount('');
    setDone(null);
    mutation.reset();
    keys.reset();
    // Only when another player's dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player?.id]);

  const parsed = parseMoneyText(amount, { invalid: 'market.invalidBid', wholeDollars: true });
  const checked = 'cents' in parsed ? placeBidRequest.safeParse({ amountDollars: parsed.cents / 100 }) : null;
  const bid = checked?.success ? checked.data : null;
  const tooLow = bid !== null && player !== null && bid.amountDollars * 100 < player.minimumBidCents;
  const canSubmit = bid !== null && !tooLow && !mutation.isPending && done === null;

  const submit = () => {
    if (!player || !bid || !canSubmit) return;
    const request = { playerId: player.id, amountDollars: bid.amountDollars };
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
  const inputError =
    amount.trim() !== '' && bid === null
      ? t('market.invalidBid')
      : tooLow && player
        ? t('market.bidTooLow', { min: formatBidAmount(player.minimumBidCents) })
        : null;

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
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Stack gap="md">
                <Group justify="space-between">
                  <Text size="sm">{player.leadingBidCents === null ? t('market.startingPrice') : t('market.currentBid')}</Text>
                  <Text fw={700}>{formatCents(player.leadingBidCents ?? player.priceCents)}</Text>
                </Group>
                <MoneyInput
                  label={t('market.yourBid')}
                  description={t('market.minimumBid', { min: formatBidAmount(player.minimumBidCents) })}
                  value={amount}
                  onChange={(event) => setAmount(event.currentTarget.value)}
                  error={inputError}
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
                  <Button type="submit" disabled={!canSubmit} loading={mutation.isPending}>
                    {t('market.submitBid')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
