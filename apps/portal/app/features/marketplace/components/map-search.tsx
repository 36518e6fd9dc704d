import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ListingCard } from "../../../components/public/listing-card";
import { useHydrated } from "../../../lib/use-hydrated";
import { useRootData } from "../../../lib/use-root-data";
import { acceptableBox, mapHrefOf, roundBox, type MapAreaView, type MapBox, type MapView } from "../map-view";
import type { SearchMapControl } from "./map-search-live";

type Props = {
  /** The server's answer for the view's box, shown until the map asks for its own. */
  initial: MapAreaView;
  /** The address's view; null: all of Indonesia. */
  view: MapView | null;
  /** The search's filters as a query (mapFilterQuery). */
  filterQuery: string;
  listHref: string;
};

type MapState = "idle" | "loading" | "ready" | "failed";

/** The map's answers for a moved map (routes/search-map-area.ts). */
const AREA_PATH = "/cari/peta/area";
/** A pan or zoom is asked for once the map rests this long, not at every step of a drag. */
const MOVE_PAUSE_MS = 300;

/**
 * The map and its list (docs/product/marketplace.md#map-search). Leaflet comes in its own chunk once the page is
 * up; each move asks for the visible box after a pause, one request at a time (a newer one aborts the older, and
 * an answer that is no longer the latest is dropped), then updates the list and the address's view.
 */
export function MapSearch({ initial, view, filterQuery, listHref }: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState(initial);
  // Idle in the server's HTML (the list alone, as without JavaScript); loading once the page runs.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<"ready" | "failed" | null>(null);
  const mapState: MapState = loaded ?? (hydrated ? "loading" : "idle");
  const [updating, setUpdating] = useState<"no" | "yes" | "failed">("no");
  const [expanded, setExpanded] = useState(false);
  // Without MAP_TILE_URL's answer (a failed root), the map's own chunk falls back to the default tiles.
  const tiles = useRootData()?.mapTiles;

  useEffect(() => {
    let control: SearchMapControl | null = null;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;
    let latest = 0;

    const ask = async (box: MapBox, moved: MapView | null) => {
      inFlight?.abort();
      const request = new AbortController();
      inFlight = request;
      const ticket = ++latest;
      setUpdating("yes");
      const query = new URLSearchParams(filterQuery);
      for (const [edge, value] of Object.entries(roundBox(acceptableBox(box)))) query.set(edge, String(value));
      try {
        const response = await fetch(`${AREA_PATH}?${query}`, { signal: request.signal });
        if (!response.ok) throw new Error(`map area ${response.status}`);
        const answer = (await response.json()) as MapAreaView;
        if (closed || ticket !== latest) return;
        setArea(answer);
        control?.draw(answer);
        setUpdating("no");
        // Replaced, not pushed: the back button leaves the map instead of replaying every pan.
        if (moved) window.history.replaceState(window.history.state, "", mapHrefOf(filterQuery, moved));
      } catch {
        if (!closed && ticket === latest) setUpdating("failed");
      }
    };

    import("./map-search-live")
      .then(async ({ mountSearchMap }) => {
        if (closed || !canvas.current) return;
        control = await mountSearchMap(canvas.current, {
          view,
          tiles,
          onMove: (moved, box) => {
            clearTimeout(timer);
            timer = setTimeout(() => void ask(box, moved), MOVE_PAUSE_MS);
          },
        });
        if (closed) return control.remove();
        control.draw(initial);
        setLoaded("ready");
        // The server guessed the screen's size: the list follows what this screen shows.
        void ask(control.current().box, null);
      })
      .catch(() => {
        if (!closed) setLoaded("failed");
      });
    return () => {
      closed = true;
      clearTimeout(timer);
      inFlight?.abort();
      control?.remove();
    };
  }, [initial, view, filterQuery, tiles]);

  return (
    <div className="map-search" data-map={mapState} data-expanded={expanded}>
      <div className="map-search-map">
        <div ref={canvas} className="map-search-canvas" role="region" aria-label="Peta hasil pencarian" />
        {mapState !== "ready" && (
          <p className="map-search-map-status">
            {mapState === "failed" ? "Peta gagal dimuat. Daftar hasil tetap bisa dipakai." : "Memuat peta…"}
          </p>
        )}
      </div>
      <section className="map-search-list" aria-labelledby="map-search-count">
        <div className="map-search-list-head">
          <h2 id="map-search-count" className="map-search-count">
            {area.countText}
          </h2>
          <button
            type="button"
            className="g-button g-button--secondary g-button--sm map-search-toggle"
            aria-expanded={expanded}
            aria-controls="map-search-results"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? "Sembunyikan daftar" : "Tampilkan daftar"}
          </button>
        </div>
        <p className="map-search-updating" aria-live="polite">
          {updating === "yes" ? "Memperbarui hasil…" : updating === "failed" ? "Hasil gagal diperbarui." : ""}
        </p>
        {area.withoutPinText && (
          <p className="map-search-nopin">
            {area.withoutPinText} <Link to={listHref}>Lihat semua di daftar</Link>
          </p>
        )}
        <div id="map-search-results" className="map-search-results">
          {area.cards.length > 0 ? (
            <ol className="listing-grid map-search-grid">
              {area.cards.map((card, index) => (
                <li key={card.uuid}>
                  <ListingCard listing={card} index={index} headingLevel={3} />
                </li>
              ))}
            </ol>
          ) : (
            <div className="g-empty-state">
              <p className="g-empty-state-title">Tidak ada properti di area peta ini</p>
              <p className="g-empty-state-description">Geser atau perkecil peta untuk melihat area lain.</p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
