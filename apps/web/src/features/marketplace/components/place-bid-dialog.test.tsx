import { t, type MarketPlayer } from '@arena/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, WAIT_FOR_MS } from '@/testing/render';
import { PlaceBidDialog } from './place-bid-dialog';

const player: MarketPlayer = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jean Baptiste',
  description: null,
  stats: 70,
  contractDuration: '1_month',
  imageUrl: null,
  priceCents: 10_000,
  createdAt: '2026-11-20T00:00:00.000Z',
  auctionState: 'open',
  leadingBidCents: null,
  leadingBidderName: null,
  auctionEndsAt: null,
  bidCount: 0,
  myBidCents: null,
  iLead: false,
  minimumBidCents: 10_000,
};

describe('Place bid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses what is not a whole number of dollars with the spec's text and sends nothing; sends an exact amount", async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        if (init?.method === 'POST') posts.push(JSON.parse(init.body as string));
        if (String(input).startsWith('/api/wallet')) return Response.json({ balanceCents: 500_000, heldCents: 0, availableCents: 500_000 });
        return Response.json({ error: { code: 'INTERNAL', message: 'no' } }, { status: 500 });
      }),
    );
    renderWithProviders(<PlaceBidDialog player={player} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: t('market.yourBid') });
    const submit = within(dialog).getByRole('button', { name: t('market.submitBid') });
    for (const text of ['150.5', '-5', '1e3', '١٢', '1,000.50']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      expect(input).toHaveValue(text);
      expect(within(dialog).getByText(t('market.invalidBid'))).toBeInTheDocument();
      expect(submit).toBeDisabled();
    }
    await userEvent.clear(input);
    await userEvent.type(input, '1,000');
    expect(within(dialog).queryByText(t('market.invalidBid'))).not.toBeInTheDocument();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(posts).toEqual([{ amountDollars: 1000 }]), { timeout: WAIT_FOR_MS });
  });
});
