import { Avatar } from "@griya/ui/avatar";
import { FileUpload } from "@griya/ui/file-upload";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "../../../lib/use-upload";
import "../../../locales/profile";

/** The API's limit for avatars (openapi upload-profile). */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = "image/jpeg,image/png,image/webp";

type AvatarAnswer = { data: { avatar_url: string; avatar_small_url: string } };

export type AvatarUploadProps = {
  name: string;
  avatarUrl: string | null;
  /** After a successful upload (the page refreshes the agent shown in the header). */
  onUploaded?: (avatarUrl: string) => void;
};

/** Profile picture: POST /api/upload-profile with a real progress bar (XMLHttpRequest upload events). */
export function AvatarUpload({ name, avatarUrl, onUploaded }: AvatarUploadProps) {
  const { t } = useTranslation();
  const upload = useUpload<AvatarAnswer>("/api/upload-profile", "avatar");
  const [current, setCurrent] = useState(avatarUrl);
  const [saved, setSaved] = useState(false);

  async function onSelect(file: File) {
    setSaved(false);
    const body = new FormData();
    body.append("avatar", file);
    const answer = await upload.upload(body);
    if (!answer) return;
    setCurrent(answer.data.avatar_url);
    setSaved(true);
    onUploaded?.(answer.data.avatar_url);
  }

  return (
    <div className="avatar-upload">
      <Avatar src={current ?? undefined} name={name} size="lg" />
      <div className="g-stack avatar-upload-controls">
        <FileUpload
          label={t("profile.avatarLabel")}
          name="avatar"
          accept={AVATAR_TYPES}
          maxSizeBytes={AVATAR_MAX_BYTES}
          onSelect={(file) => void onSelect(file)}
          progress={upload.progress}
          error={upload.error ?? undefined}
          hint={t("profile.avatarHint")}
          buttonLabel={t("profile.avatarButton")}
          disabled={upload.uploading}
        />
        {saved && (
          <p className="form-success" role="status">
            {t("profile.avatarSaved")}
          </p>
        )}
      </div>
    </div>
  );
}
