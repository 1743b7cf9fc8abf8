export { BracketView, type BracketChampion, type BracketViewProps } from './bracket-view';
export { arrangeBracket, winnerName, winnerSide, type ArrangedBracket, type BracketColumn, type BracketSlot } from './arrange';
