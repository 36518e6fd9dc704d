import { useId, useState, type ChangeEvent } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, errorMessages } from "./field";
import { ProgressBar } from "./progress-bar";

export type FileUploadProps = {
  label: string;
  name: string;
  /** As the input's accept attribute: "image/jpeg,image/png,image/webp" or ".pdf". Also checked on select. */
  accept?: string;
  /** Larger files are refused here, before any upload. */
  maxSizeBytes?: number;
  onSelect: (file: File) => void;
  /** Upload progress 0–100 while uploading (shows a progress bar and blocks a new pick); null or absent otherwise. */
  progress?: number | null;
  error?: string | string[];
  hint?: string;
  /** The current file (uploaded earlier, or a local preview of the one just picked). */
  previewUrl?: string | null;
  previewAlt?: string;
  buttonLabel?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  tooLargeMessage?: (maxSizeBytes: number) => string;
  wrongTypeMessage?: string;
  uploadingLabel?: (fieldLabel: string) => string;
};

const sizeFormat = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

/** 5 * 1024 * 1024 → "5 MB", 512 * 1024 → "512 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Whether `file` matches an accept list such as "image/*,.pdf" (an empty list accepts anything). */
export function acceptsFile(accept: string | undefined, file: File): boolean {
  const patterns = (accept ?? "")
    .split(",")
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = file.type.toLowerCase();
  const fileName = file.name.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith(".")
      ? fileName.endsWith(pattern)
      : pattern.endsWith("/*")
        ? type.startsWith(pattern.slice(0, -1))
        : type === pattern,
  );
}

/**
 * A real <input type="file"> (keyboard and screen readers use it as is) under a button-styled label. Checks
 * type and size before handing the file to `onSelect`; the caller uploads and reports `progress`.
 */
export function FileUpload({
  label,
  name,
  accept,
  maxSizeBytes,
  onSelect,
  progress = null,
  error,
  hint,
  previewUrl,
  previewAlt,
  buttonLabel = "Pilih file",
  disabled = false,
  required,
  className,
  tooLargeMessage = (max) => `Ukuran file maksimal ${formatFileSize(max)}.`,
  wrongTypeMessage = "Format file tidak didukung.",
  uploadingLabel = (fieldLabel) => `Mengunggah ${fieldLabel}`,
}: FileUploadProps) {
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const uploading = progress !== null && progress !== undefined;
  const errors = localError ? [localError] : errorMessages(error);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errors.length > 0 ? `${inputId}-error` : undefined;
  const fileNameId = fileName ? `${inputId}-file` : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !acceptsFile(accept, file)
      ? wrongTypeMessage
      : maxSizeBytes !== undefined && file.size > maxSizeBytes
        ? tooLargeMessage(maxSizeBytes)
        : null;
    if (problem) {
      setLocalError(problem);
      setFileName(null);
      // Let the same file be picked again after the message.
      event.target.value = "";
      return;
    }
    setLocalError(null);
    setFileName(file.name);
    onSelect(file);
  };

  return (
    <div className={classNames("g-field g-file", className)} aria-busy={uploading || undefined}>
      <label id={`${inputId}-label`} className="g-label" htmlFor={inputId}>
        {label}
      </label>
      {previewUrl && <img className="g-file-preview" src={previewUrl} alt={previewAlt ?? `Pratinjau ${label}`} />}
      <div className="g-file-row">
        <input
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          className="g-file-input"
          disabled={disabled || uploading}
          required={required}
          // The field's name, then what the button says: "Foto KTP Pilih file".
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[fileNameId, hintId, errorId].filter(Boolean).join(" ") || undefined}
          onChange={onChange}
        />
        <label
          id={`${inputId}-button`}
          htmlFor={inputId}
          className="g-button g-button--secondary g-button--md g-file-button"
        >
          <UploadIcon />
          {buttonLabel}
        </label>
        {fileName && (
          <span id={fileNameId} className="g-file-name">
            {fileName}
          </span>
        )}
      </div>
      {uploading && <ProgressBar value={progress} label={uploadingLabel(label)} showValue />}
      <FieldHint id={hintId} hint={hint} />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

function UploadIcon() {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
