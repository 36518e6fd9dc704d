import { useCallback, useEffect, useState } from "react";
import { useKeptForm } from "../../../lib/use-kept-form";
import { readKeptListing, type KeptListing } from "../kept-listing";
import { clearFormFlash, peekFormFlash, type FormNotice } from "../listing-form-flash";
import type { FormStep } from "../listing-form-request";
import { emptyListingValues, valuesFromEditData, type ListingFormValues } from "../listing-form-values";
import type { ListingFormLoad } from "../queries";
import { ListingEditor } from "./listing-editor";

export type ListingFormProps = {
  load: ListingFormLoad;
  /** Upload key of a new listing's photos until its first save (then the listing uuid is the key). */
  newFormKey: string;
};

/** What the editor starts from; a new start (values kept across a login, or their discard) mounts it afresh. */
type Start = {
  values: ListingFormValues;
  step: FormStep;
  formKey: string;
  notice: FormNotice | null;
  /** The values differ from what is saved (kept ones). */
  kept: boolean;
  /** Counts the starts: the editor's key. */
  count: number;
};

/**
 * The listing form (docs/product/listings.md#the-listing-form). What the agent changed survives a session that ends
 * before it is saved (lib/kept-forms.ts): the editor starts again from the kept values after the new login, and from
 * the saved listing when they are discarded. The editor itself (listing-editor.tsx) holds the form.
 */
export function ListingForm({ load, newFormKey }: ListingFormProps) {
  const { edit } = load;
  const savedValues = () => (edit ? valuesFromEditData(edit) : emptyListingValues());
  const [start, setStart] = useState<Start>(() => {
    const flash = peekFormFlash(edit?.uuid ?? null);
    // Fixed for the form's life (a revalidated loader would hand over a new one), unless a kept form brings its own.
    return {
      values: savedValues(),
      step: flash?.step ?? 1,
      formKey: newFormKey,
      notice: flash?.notice ?? null,
      kept: false,
      count: 0,
    };
  });
  const [unsaved, setUnsaved] = useState<(() => KeptListing) | null>(null);
  const kept = useKeptForm({
    formId: "listing",
    unsaved,
    restore: (stored) => {
      const listing = readKeptListing(stored);
      if (!listing) return false;
      setStart((current) => ({
        ...listing,
        formKey: edit ? current.formKey : listing.formKey,
        notice: null,
        kept: true,
        count: current.count + 1,
      }));
      return true;
    },
  });

  useEffect(() => clearFormFlash(), []);

  // The editor says how to read what it holds while it differs from what is saved.
  const onUnsaved = useCallback((read: (() => KeptListing) | null) => setUnsaved(() => read), []);

  function discardKept(step: FormStep) {
    setStart((current) => ({
      ...current,
      values: savedValues(),
      step,
      notice: null,
      kept: false,
      count: current.count + 1,
    }));
    kept.closeNotice();
  }

  return (
    <ListingEditor
      key={start.count}
      load={load}
      startValues={start.values}
      startStep={start.step}
      startNotice={start.notice}
      startsEdited={start.kept}
      newFormKey={start.formKey}
      restored={kept.restored}
      onDiscardKept={discardKept}
      onSavedKept={kept.closeNotice}
      onUnsaved={onUnsaved}
    />
  );
}
