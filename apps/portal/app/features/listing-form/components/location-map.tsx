import { Button } from "@griya/ui/button";
// Vite bundles the stylesheet (and the images it points at) into the CSS of the route that renders the map.
import "leaflet/dist/leaflet.css";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
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
import { usePinMap } from "./use-pin-map";
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

/**
 * The listing's pin on a map (Leaflet, tiles from the configured source, OpenStreetMap by default, loaded in the browser only): click or tap the map, drag
 * the pin, or pan by keyboard and pin the center. The latitude and longitude inputs always work, so the form
 * stays usable when the tiles cannot load (no internet, patchy connection).
 */
export function LocationMap({ value, onChange, error, center }: LocationMapProps) {
  const { t } = useTranslation();
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [texts, setTexts] = useState({ lat: coordinateText(value.lat), lng: coordinateText(value.lng) });
  const [badInput, setBadInput] = useState({ lat: false, lng: false });
  const [shown, setShown] = useState({ lat: value.lat, lng: value.lng });
  const [announcement, setAnnouncement] = useState("");
  const opensAt = center ?? DEFAULT_CENTER;

  /** A pin set through the map (click, tap, drag, buttons) is also announced; typing is not, it would chatter. */
  function place(next: MapValue) {
    onChange(next);
    setAnnouncement(
      isValidPoint(next)
        ? t("listingFormMedia.map.pinned", { latitude: next.lat, longitude: next.lng })
        : t("listingFormMedia.map.notPinned"),
    );
  }

  const { loadState, tilesFailed, mapCenter } = usePinMap(containerRef, {
    value,
    opensAt,
    tiles: useMapTileSource(),
    labels: {
      marker: t("listingFormMedia.map.markerLabel"),
      zoomIn: t("listingFormMedia.map.zoomIn"),
      zoomOut: t("listingFormMedia.map.zoomOut"),
    },
    onPlace: place,
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

  function onCoordinateInput(axis: Axis, event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    // A number input reports "" for text it cannot read ("1e", "--"): say so instead of silently clearing.
    setBadInput((current) => ({ ...current, [axis]: event.target.validity.badInput }));
    setTexts((current) => ({ ...current, [axis]: text }));
    onChange(typedCoordinate(value, axis, text));
  }

  function pinCenter() {
    const middle = mapCenter();
    if (middle) place(pinAt(middle.lat, middle.lng));
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
