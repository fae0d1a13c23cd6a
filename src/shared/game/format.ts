import type { Square } from '../map/map-model';

/** The CCRR form of Case 3.7, for messages ("2547"). */
export function formatSquare(sq: Square): string {
  return `${String(sq.col).padStart(2, '0')}${String(sq.row).padStart(2, '0')}`;
}
