// The photo manager's icons: decorative, the buttons carry the labels.

export function UploadIcon() {
  return (
    <svg className="g-icon photo-manager-drop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}

export function ArrowIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M19 12H5M11 6l-6 6 6 6" : "M5 12h14M13 6l6 6-6 6"} />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
