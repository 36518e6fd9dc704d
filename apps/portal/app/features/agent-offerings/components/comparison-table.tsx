import type { ComparisonRow, TierView } from "../offerings-view.server";

/**
 * The tiers side by side: a real table (column and row headers) in a region that scrolls sideways on a phone;
 * the region is focusable so it can be scrolled with the keyboard.
 */
export function ComparisonTable({ tiers, rows }: { tiers: TierView[]; rows: ComparisonRow[] }) {
  return (
    <div
      className="offer-compare"
      role="region"
      aria-labelledby="perbandingan-title"
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- keyboard users scroll the wide table by focusing it (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="offer-compare-table">
        <caption className="g-visually-hidden">Perbandingan paket membership Griya</caption>
        <thead>
          <tr>
            <th scope="col">Fitur</th>
            {tiers.map((tier) => (
              <th key={tier.type} scope="col">
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={tiers[index]?.type ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
