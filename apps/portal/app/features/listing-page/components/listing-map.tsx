import { useEffect, useRef, useState } from "react";
import { useRootData } from "../../../lib/use-root-data";

type State = "idle" | "loading" | "ready" | "failed";

export type ListingMapProps = { lat: number; lng: number; label: string };

/**
 * The pin on a map, loaded when asked for (Leaflet and its tiles are heavy, and a phone may not want them). The
 * OpenStreetMap link works without any of it.
 */
export function ListingMap({ lat, lng, label }: ListingMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const [state, setState] = useState<State>("idle");
  // The default tile source is filled in by the map's own on-demand code, so the page does not carry it.
  const tiles = useRootData()?.mapTiles;

  useEffect(() => () => cleanup.current?.(), []);

  const show = async () => {
    setState("loading");
    try {
      const { mountMap } = await import("./listing-map-live");
      if (canvas.current) cleanup.current = await mountMap(canvas.current, { lat, lng }, label, tiles);
      setState("ready");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="listing-map">
      <div className="listing-map-frame">
        <div ref={canvas} className="listing-map-canvas" />
        {state !== "ready" && (
          <button
            type="button"
            className="g-button g-button--secondary g-button--md listing-map-button"
            onClick={show}
            disabled={state === "loading"}
          >
            {state === "loading"
              ? "Memuat peta…"
              : state === "failed"
                ? "Peta gagal dimuat. Coba lagi"
                : "Tampilkan peta"}
          </button>
        )}
      </div>
      <p className="listing-map-link">
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`}
          rel="noopener"
          target="_blank"
        >
          Buka di OpenStreetMap
        </a>
      </p>
    </div>
  );
}
