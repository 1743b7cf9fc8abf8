import { playerTier, t, tierBand, type PlayerTier, type TierBand } from '@arena/shared';

/** Mantine colour of each band (user spec §9: the tier thresholds, 60 the lowest coloured band). */
export const bandColor: Record<TierBand, string> = {
  legendary: 'orange',
  elite: 'grape',
  veteran: 'blue',
  professional: 'teal',
  none: 'gray',
};

export function tierOf(stats: number): { tier: PlayerTier; label: string; color: string } {
  const tier = playerTier(stats);
  return { tier, label: t(`market.tier.${tier}`), color: bandColor[tierBand(stats)] };
}
