// A row of figures, each a label over its value (User Analysis' numbers, Retention's counts), as a
// description list a screen reader reads as pairs.
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { formatNumber } from '../../i18n/locale.ts';

interface CountTile {
  label: string;
  /** A count, shown with thousands separators ('—' while unknown)… */
  value?: number | undefined;
  /** …or a figure already written out (a percentage). */
  text?: string;
}

export function countText(value: number | undefined): string {
  if (value === undefined) return S.noValue;
  return formatNumber(value);
}

export function CountTiles({ tiles, busy }: { tiles: readonly CountTile[]; busy: boolean }) {
  return (
    <dl className="an-numbers" aria-busy={busy}>
      {tiles.map((tile) => (
        <div className="an-numbers__item" key={tile.label}>
          <dt>{tile.label}</dt>
          <dd>{tile.text ?? countText(tile.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
