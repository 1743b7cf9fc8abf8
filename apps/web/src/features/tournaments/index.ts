// What other features (and the back office) may use of the tournaments feature.
export { BracketView, arrangeBracket, winnerName, winnerSide, type BracketChampion, type BracketViewProps } from './components/bracket';
