import type { OfferingsView } from "../offerings-view.server";

/** Coin packages and what each action costs in coins, and the extra listing slots. */
export function CoinInfo({ view }: { view: Pick<OfferingsView, "coinPackages" | "coinCosts" | "slotOffer"> }) {
  return (
    <div className="offer-coins">
      <div>
        <h3 className="offer-subtitle">Paket koin</h3>
        <ul className="offer-list">
          {view.coinPackages.map((pack) => (
            <li key={pack.name}>
              <strong>{pack.coins}</strong>: {pack.price} <span className="offer-muted">({pack.validity})</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="offer-subtitle">Biaya koin per aksi</h3>
        <ul className="offer-list">
          {view.coinCosts.map((item) => (
            <li key={item.action}>
              {item.action}: <strong>{item.cost}</strong>
            </li>
          ))}
        </ul>
      </div>
      {view.slotOffer && <p className="offer-slot">{view.slotOffer}</p>}
    </div>
  );
}
