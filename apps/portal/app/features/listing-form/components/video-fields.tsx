import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { youtubeUrl } from "@griya/domain/validation-messages";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isBadVideoLink } from "../error-placement";
import "../../../locales/listing-form";

export type VideoFieldsProps = {
  /** What the inputs hold now (`videos[0]`…: the form reads them as typed). */
  videos: string[];
  /** A row added or removed. */
  onChange: (videos: string[]) => void;
  /** The schema's messages for `videos` (the list as a whole). */
  error?: string[];
};

/** Up to 5 YouTube links (videos and Shorts only), one input each; blanks are dropped when saved. */
export function VideoFields({ videos, onChange, error }: VideoFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const max = LISTING_LIMITS.VIDEOS_MAX;
  // The list's "must be YouTube" message is shown on the links that break it.
  const placedOnLinks = error !== undefined && videos.some(isBadVideoLink);

  return (
    <fieldset className="form-section" aria-describedby={hintId}>
      <legend className="section-title">{t("listingForm.sections.videos")}</legend>
      <p id={hintId} className="listing-form-note">
        {t("listingForm.videosHint", { max })}
      </p>
      {error && !placedOnLinks && (
        <div className="g-field-error" role="alert">
          {error.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <ol className="listing-videos">
        {videos.map((url, index) => (
          // Inputs are positional: a removed row shifts the rest up.
          <li key={index} className="listing-video">
            <TextField
              label={t("listingForm.videoLabel", { number: index + 1 })}
              name={`videos[${index}]`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              maxLength={LISTING_LIMITS.VIDEO_URL_MAX}
              defaultValue={url}
              error={error && isBadVideoLink(url) ? youtubeUrl() : undefined}
            />
            {videos.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(videos.filter((_, i) => i !== index))}
              >
                {t("listingForm.removeVideo", { number: index + 1 })}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {videos.length < max && (
        <div className="form-actions">
          <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...videos, ""])}>
            {t("listingForm.addVideo")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
