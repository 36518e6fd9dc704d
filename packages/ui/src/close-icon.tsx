/** Internal: the "×" used by Dialog and the sidebar drawer. */
export function CloseIcon() {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
