import type { FieldVisibility, RuledField } from "@griya/domain/listing-rules";
import type { FieldErrors } from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import type { ListingFormBase } from "../queries";
import { FacilityFields } from "./facility-fields";
import { ListingBasicsFields } from "./listing-basics-fields";
import { PropertyDetailFields } from "./property-detail-fields";
import { Tour360Field } from "./tour-360-field";
import { VideoFields } from "./video-fields";

export type ListingStepOneProps = {
  shown: boolean;
  title: string;
  base: ListingFormBase;
  /** What the inputs hold now (the inputs are the form's state). */
  values: ListingFormValues;
  errors: FieldErrors;
  visibility: Record<RuledField, FieldVisibility>;
  onFacilitiesChange: (selected: ListingFormValues["selected_facilities"]) => void;
  onVideosChange: (videos: string[]) => void;
};

/** Step 1 of the listing form: the listing, the property's details, its facilities, videos and 360° tour. */
export function ListingStepOne({
  shown,
  title,
  base,
  values,
  errors,
  visibility,
  onFacilitiesChange,
  onVideosChange,
}: ListingStepOneProps) {
  return (
    <section className="listing-form-step g-stack" data-step="1" hidden={!shown} aria-labelledby="listing-step-1">
      <h2 id="listing-step-1" className="listing-form-step-title" tabIndex={-1}>
        {title}
      </h2>
      <ListingBasicsFields base={base} values={values} errors={errors} />
      <PropertyDetailFields base={base} values={values} errors={errors} visibility={visibility} />
      <FacilityFields
        facilities={base.facilities}
        selected={values.selected_facilities}
        onChange={onFacilitiesChange}
        errors={errors}
      />
      <VideoFields videos={values.videos} onChange={onVideosChange} error={errors.videos} />
      {base.can_embed_360 && <Tour360Field defaultValue={values.tour_360_url} error={errors.tour_360_url} />}
    </section>
  );
}
