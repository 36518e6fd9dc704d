import type { FieldVisibility, RuledField } from "@griya/domain/listing-rules";
import type { FieldErrors } from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import { LocationFields } from "./location-fields";
import { LocationMap, type MapValue } from "./location-map";
import { PhotoManager } from "./photo-manager";
import type { ManagedPhoto } from "./photo-manager-state";

export type ListingStepTwoProps = {
  shown: boolean;
  title: string;
  /** What the inputs hold now (the inputs are the form's state). */
  values: ListingFormValues;
  errors: FieldErrors;
  visibility: Record<RuledField, FieldVisibility>;
  /** Step 2 was seen: the map is mounted. */
  mapShown: boolean;
  /** The upload key of the form (its photos' ceiling, ADR 0014). */
  formKey: string;
  photos: ManagedPhoto[];
  onMapChange: (map: MapValue) => void;
  onPhotosChange: (photos: ManagedPhoto[]) => void;
};

/** Step 2 of the listing form: the address and region, the pin on the map and the photos. */
export function ListingStepTwo({
  shown,
  title,
  values,
  errors,
  visibility,
  mapShown,
  formKey,
  photos,
  onMapChange,
  onPhotosChange,
}: ListingStepTwoProps) {
  return (
    <section className="listing-form-step g-stack" data-step="2" hidden={!shown} aria-labelledby="listing-step-2">
      <h2 id="listing-step-2" className="listing-form-step-title" tabIndex={-1}>
        {title}
      </h2>
      <LocationFields values={values} errors={errors} visibility={visibility} />
      {/* Mounted once step 2 was seen (the map library loads then); kept mounted so its state survives. */}
      {mapShown && (
        <LocationMap
          value={values.map}
          onChange={onMapChange}
          error={(errors.map ?? errors["map.lat"] ?? errors["map.lng"])?.join(" ")}
        />
      )}
      {/* Always mounted: uploads in progress continue while the agent is on step 1. */}
      <PhotoManager
        formKey={formKey}
        photos={photos}
        onChange={onPhotosChange}
        error={[...(errors.photo_uuids ?? []), ...(errors.primary_photo_uuid ?? [])].join(" ") || undefined}
      />
    </section>
  );
}
