import { Button } from "@griya/ui/button";
import type { Icon, Map as LeafletMap, Marker } from "leaflet";
// Vite bundles the stylesheet (and the images it points at) into the CSS of the route that renders the map.
import "leaflet/dist/leaflet.css";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { loadLeaflet, markerIcon, type Leaflet } from "./leaflet-loader";
import "./location-map.css";
import {
  DEFAULT_CENTER,
  EMPTY_MAP_VALUE,
  coordinateError,
  coordinateText,
  isValidPoint,
  parseCoordinate,
  pinAt,
  typedCoordinate,
  type Axis,
  type MapValue,
} from "./map-coordinates";
import { useMapTileSource } from "../../../lib/map-tile-source";
import { TILE_REFERRER_POLICY } from "./map-tiles";
import "../../../locales/listing-form-media";

export type { MapValue } from "./map-coordinates";

export type LocationMapProps = {
  value: MapValue;
  onChange: (value: MapValue) => void;
  /** Server/field error text for the location, shown under the control. */
  error?: string;
  /** Where the map opens when there is no pin; Jakarta by default. */
  center?: { lat: number; lng: number };
};

const ZOOM_AREA = 12;
const ZOOM_PIN = 16;

type LiveMap = { L: Leaflet; map: LeafletMap; icon: Icon; marker: Marker | null };
type LoadState = "loading" | "ready" | "failed";

/**
 * The listing's pin on a map (Leaflet, tiles from the configured source, OpenStreetMap by default, loaded in the browser only): click or tap the map, drag
 * the pin, or pan by keyboard and pin the center. The latitude and longitude inputs always work, so the form
 * stays usable when the tiles cannot load (no internet, patchy connection).
 */
export function LocationMap({ value, onChange, error, center }: LocationMapProps) {
  const { t } = useTranslation();
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const live = useRef<LiveMap | null>(null);
  const [loadState, setLoadState] = useState<LoadState>("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const [texts, setTexts] = useState({ lat: coordinateText(value.lat), lng: coordinateText(value.lng) });
  const [badInput, setBadInput] = useState({ lat: false, lng: false });
  const [shown, setShown] = useState({ lat: value.lat, lng: value.lng });
  const [announcement, setAnnouncement] = useState("");
  const opensAt = center ?? DEFAULT_CENTER;
  const tiles = useMapTileSource();

  /** A pin set through the map (click, tap, drag, buttons) is also announced; typing is not, it would chatter. */
  function place(next: MapValue) {
    onChange(next);
    setAnnouncement(
      isValidPoint(next)
        ? t("listingFormMedia.map.pinned", { latitude: next.lat, longitude: next.lng })
        : t("listingFormMedia.map.notPinned"),
    );
  }

  // Map events fire outside render: they read the latest props and labels through this ref.
  const latest = useRef({ value, place, opensAt, tiles, markerLabel: "", zoomIn: "", zoomOut: "" });
  useEffect(() => {
    latest.current = {
      value,
      place,
      opensAt,
      tiles,
      markerLabel: t("listingFormMedia.map.markerLabel"),
      zoomIn: t("listingFormMedia.map.zoomIn"),
      zoomOut: t("listingFormMedia.map.zoomOut"),
    };
  });

  // A value set from outside (map click, drag, "Hapus pin", edit data) replaces what the inputs show; a value
  // that came from typing keeps the text as typed ("6.20" stays "6.20").
  if (shown.lat !== value.lat || shown.lng !== value.lng) {
    setShown({ lat: value.lat, lng: value.lng });
    setTexts((current) => ({
      lat: parseCoordinate(current.lat) === value.lat ? current.lat : coordinateText(value.lat),
      lng: parseCoordinate(current.lng) === value.lng ? current.lng : coordinateText(value.lng),
    }));
  }

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    loadLeaflet().then(
      (L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const start = latest.current;
        const pin = isValidPoint(start.value) ? start.value : null;
        const map = L.map(container, {
          center: pin ? [pin.lat, pin.lng] : [start.opensAt.lat, start.opensAt.lng],
          zoom: pin ? ZOOM_PIN : ZOOM_AREA,
          zoomControl: false,
          // The map sits in a long form: the wheel scrolls the page; zoom with the buttons, keys or pinch.
          scrollWheelZoom: false,
        });
        L.control.zoom({ zoomInTitle: start.zoomIn, zoomOutTitle: start.zoomOut }).addTo(map);
        let anyTileLoaded = false;
        L.tileLayer(start.tiles.url, {
          attribution: start.tiles.attribution,
          maxZoom: 19,
          referrerPolicy: TILE_REFERRER_POLICY,
        })
          .on("tileload", () => {
            anyTileLoaded = true;
            setTilesFailed(false);
          })
          .on("tileerror", () => {
            if (!anyTileLoaded) setTilesFailed(true);
          })
          .addTo(map);
        map.on("click", (event) => latest.current.place(pinAt(event.latlng.lat, event.latlng.lng)));
        // A map first laid out while hidden (another form step) or resized must re-measure its container.
        const resize = new ResizeObserver(() => map.invalidateSize());
        resize.observe(container);
        live.current = { L, map, icon: markerIcon(L), marker: null };
        cleanup = () => {
          resize.disconnect();
          map.remove();
          live.current = null;
        };
        setLoadState("ready");
      },
      () => {
        if (!cancelled) setLoadState("failed");
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);

  // The marker follows the value, wherever it came from.
  useEffect(() => {
    const current = live.current;
    if (loadState !== "ready" || !current) return;
    const point = { lat: value.lat, lng: value.lng };
    if (!isValidPoint(point)) {
      current.marker?.remove();
      current.marker = null;
      return;
    }
    const at = current.L.latLng(point.lat, point.lng);
    if (current.marker) {
      current.marker.setLatLng(at);
    } else {
      const label = latest.current.markerLabel;
      const marker = current.L.marker(at, { icon: current.icon, draggable: true, alt: label, title: label });
      marker.on("dragend", () => {
        const dropped = marker.getLatLng();
        latest.current.place(pinAt(dropped.lat, dropped.lng));
      });
      current.marker = marker.addTo(current.map);
    }
    if (!current.map.getBounds().contains(at)) current.map.panTo(at);
  }, [loadState, value.lat, value.lng]);

  // A new center (say the agent picked another area) moves the map while nothing is pinned.
  useEffect(() => {
    const current = live.current;
    if (loadState !== "ready" || !current || isValidPoint(latest.current.value)) return;
    current.map.setView([opensAt.lat, opensAt.lng], ZOOM_AREA);
  }, [loadState, opensAt.lat, opensAt.lng]);

  function onCoordinateInput(axis: Axis, event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    // A number input reports "" for text it cannot read ("1e", "--"): say so instead of silently clearing.
    setBadInput((current) => ({ ...current, [axis]: event.target.validity.badInput }));
    setTexts((current) => ({ ...current, [axis]: text }));
    onChange(typedCoordinate(value, axis, text));
  }

  function pinCenter() {
    const map = live.current?.map;
    if (!map) return;
    const middle = map.getCenter();
    place(pinAt(middle.lat, middle.lng));
  }

  const fieldError = (axis: Axis) =>
    badInput[axis] ? coordinateError(axis, Number.NaN) : coordinateError(axis, parseCoordinate(texts[axis]));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const localErrors = [fieldError("lat"), fieldError("lng")];
  const showError = error && !localErrors.includes(error);
  const pinned = isValidPoint(value) && value.is_map_pinned;

  return (
    <fieldset className="location-map" aria-describedby={showError ? errorId : undefined}>
      <legend className="location-map-legend">{t("listingFormMedia.map.legend")}</legend>
      <p id={hintId} className="g-field-hint">
        {t("listingFormMedia.map.mapHint")}
      </p>
      <div className="location-map-frame">
        <div
          ref={containerRef}
          className="location-map-canvas"
          role="region"
          aria-label={t("listingFormMedia.map.mapLabel")}
          aria-describedby={hintId}
        />
        {loadState === "loading" && (
          <p className="location-map-loading" aria-hidden="true">
            {t("listingFormMedia.map.loading")}
          </p>
        )}
      </div>
      {(tilesFailed || loadState === "failed") && (
        <p className="location-map-note" role="status">
          {t("listingFormMedia.map.tilesFailed")}
        </p>
      )}
      <p className="location-map-status">
        {pinned
          ? t("listingFormMedia.map.pinned", { latitude: value.lat, longitude: value.lng })
          : t("listingFormMedia.map.notPinned")}
      </p>
      <div className="location-map-actions">
        <Button type="button" variant="secondary" disabled={loadState !== "ready"} onClick={pinCenter}>
          {t("listingFormMedia.map.pinAtCenter")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => place(EMPTY_MAP_VALUE)}>
          {t("listingFormMedia.map.clearPin")}
        </Button>
      </div>
      <div className="location-map-coords">
        <CoordinateInput
          id={`${id}-lat`}
          label={t("listingFormMedia.map.latitude")}
          hint={t("listingFormMedia.map.latitudeHint")}
          limit={90}
          text={texts.lat}
          error={fieldError("lat")}
          onChange={(event) => onCoordinateInput("lat", event)}
        />
        <CoordinateInput
          id={`${id}-lng`}
          label={t("listingFormMedia.map.longitude")}
          hint={t("listingFormMedia.map.longitudeHint")}
          limit={180}
          text={texts.lng}
          error={fieldError("lng")}
          onChange={(event) => onCoordinateInput("lng", event)}
        />
      </div>
      {showError && (
        <p id={errorId} className="g-field-error location-map-error">
          {error}
        </p>
      )}
      <p role="status" className="g-visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}

function CoordinateInput(props: {
  id: string;
  label: string;
  hint: string;
  limit: number;
  text: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  return (
    <div className="g-field">
      <label className="g-label" htmlFor={props.id}>
        {props.label}
      </label>
      {/* No name: the form holds the value (MapValue), not these fields. */}
      <input
        id={props.id}
        className="g-input"
        type="number"
        step="any"
        min={-props.limit}
        max={props.limit}
        autoComplete="off"
        value={props.text}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
        onChange={props.onChange}
      />
      <p id={hintId} className="g-field-hint">
        {props.hint}
      </p>
      {props.error && (
        <div id={errorId} className="g-field-error">
          <p>{props.error}</p>
        </div>
      )}
    </div>
  );
}
