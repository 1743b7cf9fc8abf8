import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DemoSeed } from '../../lib/demo-seed.js';
import { marketplacePlayers, mobRequests, playerOwnership } from '../../db/schema/index.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { postLedgerMove } from '../wallet/index.js';
import { IMAGE_BUCKET, imageUrlFor } from './images.js';
import { runMarketplaceSweep } from './sweeper.js';
import { approveBid, createPlayer, placeBid, rejectBid } from './service.js';

type ContractDuration = '1_month' | '3_months' | '6_months';

/**
 * Marketplace demo data, made through the same use cases as the API: players in every tier and
 * duration, live auctions with several bidders (holds and outbid releases on the ledger), an ended
 * auction awaiting approval, an approved sale, a rejected round, and owned players in every status.
 */
export async function seedMarketplaceDemoData(demo: DemoSeed): Promise<void> {
  const { db } = demo;
  const ids = { adminId: demo.adminId, playerIds: demo.playerIds };
  const as = <T>(actorId: string, role: 'user' | 'admin', fn: (ctx: UseCaseContext) => Promise<T>) => demo.run({ id: actorId, email: '', name: '', role }, fn);
  const admin = <T>(fn: (ctx: UseCaseContext) => Promise<T>) => as(ids.adminId, 'admin', fn);
  const p = ids.playerIds;
  for (const userId of p.slice(0, 9)) {
    await admin((ctx) =>
      postLedgerMove(ctx.tx, {
        userId,
        kind: 'adjustment',
        amountCents: 1_000 * 100,
        counterAccount: 'adjustments',
        actorId: ids.adminId,
        note: 'Demo auction funds',
      }),
    );
  }

  const catalogue: Array<[string, number, ContractDuration, number, string]> = [
    ['Jean-Pierre Legend', 95, '6_months', 500, 'A playmaker who decides big games.'],
    ['Wilson Elite', 85, '3_months', 250, 'Quick, two-footed winger.'],
    ['Ricardo Veteran', 74, '3_months', 150, 'Calm centre-back with a decade of experience.'],
    ['Kervens Pro', 64, '1_month', 90, 'Box-to-box midfielder.'],
    ['Mackenson Average', 55, '1_month', 50, 'Reliable squad player.'],
    ['Duckens Rookie', 42, '1_month', 20, 'Young striker with room to grow.'],
    ['Fabrice Keeper', 81, '6_months', 200, 'Shot-stopper with quick reflexes.'],
    ['Stephane Captain', 91, '1_month', 400, 'Natural leader in midfield.'],
    ['Louis Sprinter', 68, '6_months', 60, 'Pace to burn on the right flank.'],
    ['Emmanuel Anchor', 77, '1_month', 120, 'Holding midfielder who breaks up play.'],
  ];
  const players: Record<string, string> = {};
  for (const [index, [name, stats, contractDuration, price, description]] of catalogue.entries()) {
    // The last two players have no picture: the Market shows its placeholder too.
    const imageUrl = index < catalogue.length - 2 ? imageUrlFor(await demo.app.playerImages.put(IMAGE_BUCKET, await demoPortrait(index), 'webp')) : null;
    const { player } = await admin((ctx) =>
      createPlayer(ctx, { name, stats, contractDuration, priceCents: price * 100, description, status: 'active', imageUrl }),
    );
    players[name] = player.id;
  }
  // A bid is not a use case on a transaction (docs/decisions/055): it runs on the database directly.
  const bid = async (userIndex: number, name: string, amountDollars: number) =>
    (await placeBid(db, { actor: { id: p[userIndex]!, email: '', name: '', role: 'user' } }, { playerId: players[name]!, amountDollars })).body;

  // Live auctions with several bidders: every outbid hold released, the leader's held.
  await bid(1, 'Wilson Elite', 250);
  await bid(2, 'Wilson Elite', 260);
  await bid(1, 'Wilson Elite', 275);
  await bid(3, 'Wilson Elite', 280);
  await bid(4, 'Kervens Pro', 90);
  await bid(5, 'Kervens Pro', 95);
  await bid(0, 'Mackenson Average', 55);
  await bid(2, 'Stephane Captain', 400);
  await bid(6, 'Stephane Captain', 410);
  await bid(2, 'Stephane Captain', 425);

  // An auction's bids placed as if 13 hours ago: it has ended (a bid is approved only then).
  const endAuction = (name: string) =>
    db
      .update(mobRequests)
      .set({ createdAt: sql`${mobRequests.createdAt} - interval '13 hours'`, expiresAt: sql`${mobRequests.expiresAt} - interval '13 hours'` })
      .where(eq(mobRequests.playerId, players[name]!));

  // An auction that has ended, awaiting admin approval.
  await bid(3, 'Ricardo Veteran', 150);
  await bid(0, 'Ricardo Veteran', 160);
  await endAuction('Ricardo Veteran');

  // Sold: ended auctions approved make owned players; then one of each ownership status.
  await bid(0, 'Duckens Rookie', 20);
  await bid(7, 'Duckens Rookie', 22);
  const { bid: duckens } = await bid(0, 'Duckens Rookie', 25);
  await endAuction('Duckens Rookie');
  await admin((ctx) => approveBid(ctx, { bidId: duckens.id }));
  const { bid: louis } = await bid(0, 'Louis Sprinter', 60);
  await endAuction('Louis Sprinter');
  await admin((ctx) => approveBid(ctx, { bidId: louis.id }));
  const { bid: anchor } = await bid(0, 'Emmanuel Anchor', 130);
  await endAuction('Emmanuel Anchor');
  await admin((ctx) => approveBid(ctx, { bidId: anchor.id }));
  const { bid: keeper } = await bid(1, 'Fabrice Keeper', 210);
  await endAuction('Fabrice Keeper');
  await admin((ctx) => approveBid(ctx, { bidId: keeper.id }));
  // A rejected round (its hold released), then the player is open again.
  const { bid: refused } = await bid(8, 'Jean-Pierre Legend', 500);
  await admin((ctx) => rejectBid(ctx, { bidId: refused.id }));

  // player1 owns: Duckens (active), Louis (inactive, set by the admin), Emmanuel (contract ran out).
  await db.update(playerOwnership).set({ status: 'inactive' }).where(eq(playerOwnership.playerId, players['Louis Sprinter']!));
  await db
    .update(playerOwnership)
    .set({ acquiredAt: sql`now() - interval '40 days'`, expiresAt: sql`now() - interval '10 days'` })
    .where(eq(playerOwnership.playerId, players['Emmanuel Anchor']!));
  await db
    .update(marketplacePlayers)
    .set({ updatedAt: sql`now()` })
    .where(eq(marketplacePlayers.id, players['Emmanuel Anchor']!));
  // The sweep marks the run-out contract expired (with its notification) and notifies the ended auction's leader.
  await runMarketplaceSweep(db);
}

const KIT_COLOURS = ['#c0392b', '#1f6fb2', '#178a4c', '#d68910', '#7d3c98', '#117a8b', '#b03a2e', '#2e4053'];

/** The grain of the demo pictures, made once per process (raw pixels: no encoding to undo). */
let grain: Promise<Buffer> | undefined;
const portraits = new Map<number, Promise<Buffer>>();

/**
 * A demo player's picture: a silhouette in a club kit on a grainy backdrop, 800 px square, stored as WebP as an upload
 * is. The grain gives it about the weight of a photograph, so the Market's data use is measured (`npm run weigh`) on
 * realistic images. Each is made once per process: seeding again (tests seed several databases) reuses them.
 */
function demoPortrait(index: number): Promise<Buffer> {
  let portrait = portraits.get(index);
  if (!portrait) {
    portrait = makePortrait(KIT_COLOURS[index % KIT_COLOURS.length]!);
    portraits.set(index, portrait);
  }
  return portrait;
}

async function makePortrait(kit: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ee" stop-opacity="0.55"/><stop offset="1" stop-color="${kit}" stop-opacity="0.7"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <circle cx="400" cy="300" r="130" fill="#4a3426"/>
    <path d="M140 800 C160 560 280 480 400 480 C520 480 640 560 660 800 Z" fill="${kit}"/>
    <path d="M340 480 L400 560 L460 480 Z" fill="#f4f4f4"/>
  </svg>`;
  grain ??= sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .raw()
    .toBuffer();
  return sharp(await grain, { raw: { width: 800, height: 800, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .webp({ quality: 82 })
    .toBuffer();
}
